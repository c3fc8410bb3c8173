"""Pure shaping for /v1/responses and /v1/chat/completions: requests → chat messages and tools, generated
text → tool calls, and the wire events and objects of a generation. No MLX, no HTTP."""

from augury.generation.events import (
    CHAT_SSE_DONE,
    ChatStream,
    FinishReason,
    ResponseStream,
    Usage,
    build_chat_completion,
    build_response,
    format_chat_sse,
    format_sse,
    new_id,
)
from augury.generation.request import GenerationRequest, ImageRef, parse_chat_request, parse_responses_request
from augury.generation.toolcalls import TextDelta, ToolCall, ToolCallParser, parse_tool_calls

__all__ = [
    "CHAT_SSE_DONE",
    "ChatStream",
    "FinishReason",
    "GenerationRequest",
    "ImageRef",
    "ResponseStream",
    "TextDelta",
    "ToolCall",
    "ToolCallParser",
    "Usage",
    "build_chat_completion",
    "build_response",
    "format_chat_sse",
    "format_sse",
    "new_id",
    "parse_chat_request",
    "parse_responses_request",
    "parse_tool_calls",
]
