"""POST /v1/chat/completions: the Chat Completions API over the engine, as JSON or ``data:`` SSE.

It runs a generation exactly as /v1/responses does (:mod:`augury.api.generate`: the same preparation,
refusals, prompt cache, stream driver and disconnect handling); only the shaping differs. A stream ends with
``data: [DONE]``; a failure after the stream began ends it with one ``data: {"error": {...}}`` frame and no
``[DONE]`` (the OpenAI SDK raises on such a frame), never with a silent cut.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncGenerator, AsyncIterator

from starlette.responses import JSONResponse, StreamingResponse

from augury.api.disconnect import unless_disconnected
from augury.api.generate import (
    EventStreamResponse,
    drive,
    engine_steps,
    failure_message,
    prepare_generation,
    usage_of,
)
from augury.api.routers import route_generation
from augury.api.usecases import require_usecase
from augury.engine.types import GenerationDone, GenerationStep, TokenStep
from augury.errors import ServerError
from augury.generation.events import (
    CHAT_SSE_DONE,
    ChatStream,
    Event,
    FinishReason,
    Usage,
    build_chat_completion,
    format_chat_sse,
)
from augury.generation.request import GenerationRequest, parse_chat_request
from augury.http import context
from augury_generated.models import CreateChatCompletionRequest

log = logging.getLogger("augury.api")


def error_frame(message: str) -> bytes:
    """The SSE frame that ends a failed Chat Completions stream."""
    payload = {"error": {"message": message, "type": "server_error", "param": None, "code": "server_error"}}
    return f"data: {json.dumps(payload, ensure_ascii=False)}\n\n".encode()


def chat_chunks(
    request: GenerationRequest, steps: AsyncIterator[GenerationStep], stream: ChatStream | None = None
) -> AsyncGenerator[Event, None]:
    """The ``chat.completion.chunk`` objects of a generation (role chunk first, finish chunk last).

    A failure of ``steps`` propagates (the SSE writer turns it into an error frame); closing or cancelling
    this generator closes ``steps``.
    """
    return drive(request, steps, stream if stream is not None else ChatStream.for_request(request))


async def _sse(chunks: AsyncGenerator[Event, None]) -> AsyncGenerator[bytes, None]:
    try:
        async for chunk in chunks:
            yield format_chat_sse(chunk)
    except Exception as exc:
        log.exception("chat generation failed", exc_info=exc)
        yield error_frame(failure_message(exc))
        return
    finally:
        await chunks.aclose()
    yield CHAT_SSE_DONE


async def _generate_text(steps: AsyncGenerator[GenerationStep, None]) -> tuple[str, FinishReason, Usage]:
    """Run a whole generation: its raw text, finish reason and usage."""
    parts: list[str] = []
    done: GenerationDone | None = None
    try:
        async for step in steps:
            if isinstance(step, TokenStep):
                parts.append(step.text)
            else:
                done = step
    finally:
        await steps.aclose()
    if done is None:
        raise ServerError("Generation ended without reporting how it finished.")
    return "".join(parts), done.finish_reason, usage_of(done)


async def create_chat_completion(*, usecase: str) -> JSONResponse | StreamingResponse:
    """Answer a Chat Completions request: a ``chat.completion``, or its chunk stream when ``stream`` is true.

    ``usecase``: the route's (:data:`augury.api.ROUTES`).
    """
    body = context.request_model(CreateChatCompletionRequest)
    request, routed = await route_generation(parse_chat_request(body), input_param="messages")
    require_usecase(request.model, usecase)
    prepared = await prepare_generation(request, input_param="messages")
    steps = engine_steps(prepared)
    headers = routed.headers() if routed is not None else None
    if request.stream:
        return EventStreamResponse(_sse(chat_chunks(request, steps)), headers)
    text, finish_reason, usage = await unless_disconnected(_generate_text(steps))
    return JSONResponse(build_chat_completion(request, text, finish_reason, usage), headers=headers)
