"""What a generation looks like on the wire: Responses SSE events and objects, Chat Completions chunks.

:class:`ResponseStream` is the one place the Responses event order of docs/CONTRACT.md §4 lives; the
non-streaming :func:`build_response` replays a whole generation through it, so a JSON response and the
``response`` of a stream's terminal event are built by the same code. :class:`ChatStream` and
:func:`build_chat_completion` do the same for ``/v1/chat/completions``.

Both take the generation as :mod:`augury.generation.toolcalls` events (visible text deltas and complete tool
calls). Decisions:

- A message item is opened at the first non-empty text delta, so a reply that is only tool calls has only
  ``function_call`` items (the OpenAI SDK's stream helper and ``output_text`` handle that: it is ``""``).
  Text after a tool call opens a new message item after it.
- Tool call arguments arrive complete from the parser and are sent as one
  ``response.function_call_arguments.delta``; ``...arguments.done`` also carries the ``name``.
- A call to a flattened namespace tool is reported with its original ``name`` and its ``namespace``.
- On ``incomplete`` and ``failed`` an open message item is closed with status ``incomplete`` before the
  terminal event, so every ``output_item.added`` has its ``output_item.done``.
"""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from augury.generation.request import GenerationRequest
from augury.generation.toolcalls import ParsedEvent, TextDelta, ToolCall, ToolCallParser

FinishReason = Literal["stop", "length"]
"""Why generation ended: the model stopped, or ``max_output_tokens`` was reached."""

IdFactory = Callable[[str], str]
"""Makes a fresh id with the given prefix (``resp_``, ``msg_``, ``fc_``, ``call_``, ``chatcmpl-``)."""

Event = dict[str, Any]

CHAT_SSE_DONE = b"data: [DONE]\n\n"
"""The frame that ends a Chat Completions stream (Responses streams have none)."""


def new_id(prefix: str) -> str:
    """A random id: ``prefix`` followed by 32 hex digits."""
    return f"{prefix}{uuid.uuid4().hex}"


def _json(payload: Mapping[str, Any]) -> str:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


def format_sse(event: Mapping[str, Any]) -> bytes:
    """One Responses SSE frame: ``event: {type}\\ndata: {json}\\n\\n``."""
    return f"event: {event['type']}\ndata: {_json(event)}\n\n".encode()


def format_chat_sse(chunk: Mapping[str, Any]) -> bytes:
    """One Chat Completions SSE frame: ``data: {json}\\n\\n`` (end the stream with :data:`CHAT_SSE_DONE`)."""
    return f"data: {_json(chunk)}\n\n".encode()


@dataclass(frozen=True)
class Usage:
    """Token counts of one generation, as the engine reports them."""

    input_tokens: int
    output_tokens: int
    cached_tokens: int = 0
    cache_write_tokens: int = 0
    reasoning_tokens: int = 0

    def for_responses(self) -> dict[str, Any]:
        """The Responses ``usage`` object."""
        return {
            "input_tokens": self.input_tokens,
            "input_tokens_details": {
                "cached_tokens": self.cached_tokens,
                "cache_write_tokens": self.cache_write_tokens,
            },
            "output_tokens": self.output_tokens,
            "output_tokens_details": {"reasoning_tokens": self.reasoning_tokens},
            "total_tokens": self.input_tokens + self.output_tokens,
        }

    def for_chat(self) -> dict[str, Any]:
        """The Chat Completions ``usage`` object."""
        return {
            "prompt_tokens": self.input_tokens,
            "completion_tokens": self.output_tokens,
            "total_tokens": self.input_tokens + self.output_tokens,
            "prompt_tokens_details": {"cached_tokens": self.cached_tokens},
            "completion_tokens_details": {"reasoning_tokens": self.reasoning_tokens},
        }


def _events_of(generated: str, tools: Sequence[Mapping[str, Any]]) -> list[ParsedEvent]:
    parser = ToolCallParser(tools)
    return parser.feed(generated) + parser.finish()


# --------------------------------------------------------------------------------------------------
# POST /v1/responses


def _text_part(text: str) -> dict[str, Any]:
    # ``logprobs`` is required by OutputTextContent (as upstream); none are computed, so it is empty.
    return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}


@dataclass
class _OpenMessage:
    item_id: str
    output_index: int
    text: str = ""


class ResponseStream:
    """The Responses event sequence of one generation, built event by event.

    Call :meth:`start` first, then :meth:`push` (or :meth:`text` / :meth:`tool_call`) as the parser yields,
    then exactly one of :meth:`complete`, :meth:`incomplete` or :meth:`fail`. Each method returns the event
    dicts to send, in order, with consecutive ``sequence_number`` values from 0. :attr:`response` is the
    ``Response`` object as it stands (after the terminal event: the final one).
    """

    def __init__(
        self,
        response_id: str,
        created_at: int,
        model: str,
        echo: Mapping[str, Any],
        *,
        namespaces: Mapping[str, tuple[str, str]] | None = None,
        id_factory: IdFactory = new_id,
    ) -> None:
        self._id = response_id
        self._created_at = created_at
        self._model = model
        self._echo = dict(echo)
        self._namespaces = dict(namespaces or {})
        self._new_id = id_factory
        self._sequence = 0
        self._status = "in_progress"
        self._started = False
        self._output: list[dict[str, Any]] = []
        self._message: _OpenMessage | None = None
        self._completed_at: int | None = None
        self._error: dict[str, Any] | None = None
        self._incomplete_details: dict[str, Any] | None = None
        self._usage: dict[str, Any] | None = None

    @classmethod
    def for_request(
        cls,
        request: GenerationRequest,
        *,
        response_id: str | None = None,
        created_at: int | None = None,
        id_factory: IdFactory = new_id,
    ) -> ResponseStream:
        """A stream answering ``request``: its model, echoes and namespace map; a fresh id and time by default."""
        return cls(
            response_id if response_id is not None else id_factory("resp_"),
            created_at if created_at is not None else int(time.time()),
            request.model,
            request.echo,
            namespaces=request.namespaces,
            id_factory=id_factory,
        )

    @property
    def response_id(self) -> str:
        """The ``resp_…`` id carried by every lifecycle event."""
        return self._id

    @property
    def finished(self) -> bool:
        """Whether a terminal event has been produced."""
        return self._status != "in_progress"

    @property
    def response(self) -> dict[str, Any]:
        """The ``Response`` object now: in progress, or final after the terminal event."""
        output = list(self._output)
        if self._message is not None:
            output.append(self._message_item(self._message, "in_progress"))
        response: dict[str, Any] = {
            "id": self._id,
            "object": "response",
            "created_at": self._created_at,
            "status": self._status,
            "completed_at": self._completed_at,
            "model": self._model,
            "output": output,
            "error": self._error,
            "incomplete_details": self._incomplete_details,
            "usage": self._usage,
        }
        for key, value in self._echo.items():
            response.setdefault(key, value)  # an echo never overrides the lifecycle fields
        return response

    # -- the sequence ------------------------------------------------------------------------------

    def start(self) -> list[Event]:
        """``response.created`` then ``response.in_progress``."""
        if self._started:
            raise RuntimeError("ResponseStream.start() was already called")
        self._started = True
        return [
            self._event("response.created", response=self.response),
            self._event("response.in_progress", response=self.response),
        ]

    def push(self, parsed: ParsedEvent) -> list[Event]:
        """Events for one tool-call parser event."""
        if isinstance(parsed, TextDelta):
            return self.text(parsed.text)
        return self.tool_call(parsed.name, parsed.arguments)

    def text(self, delta: str) -> list[Event]:
        """A visible text delta; opens the message item (and its output_text part) on first use."""
        self._check_open()
        if not delta:
            return []
        events: list[Event] = []
        if self._message is None:
            message = _OpenMessage(item_id=self._new_id("msg_"), output_index=len(self._output))
            self._message = message
            events.append(
                self._event(
                    "response.output_item.added",
                    output_index=message.output_index,
                    item=self._message_item(message, "in_progress", with_content=False),
                )
            )
            events.append(
                self._event(
                    "response.content_part.added",
                    item_id=message.item_id,
                    output_index=message.output_index,
                    content_index=0,
                    part=_text_part(""),
                )
            )
        message = self._message
        message.text += delta
        events.append(
            self._event(
                "response.output_text.delta",
                item_id=message.item_id,
                output_index=message.output_index,
                content_index=0,
                delta=delta,
                logprobs=[],
            )
        )
        return events

    def tool_call(self, name: str, arguments: str) -> list[Event]:
        """One complete function call (``name`` as the model knows it); closes an open message first."""
        self._check_open()
        events = self._close_message("completed")
        namespace, original = self._namespaces.get(name, (None, name))
        output_index = len(self._output)
        item: dict[str, Any] = {
            "id": self._new_id("fc_"),
            "type": "function_call",
            "status": "in_progress",
            "call_id": self._new_id("call_"),
            "name": original,
            "arguments": "",
        }
        if namespace is not None:
            item["namespace"] = namespace
        events.append(self._event("response.output_item.added", output_index=output_index, item=dict(item)))
        events.append(
            self._event(
                "response.function_call_arguments.delta",
                item_id=item["id"],
                output_index=output_index,
                delta=arguments,
            )
        )
        events.append(
            self._event(
                "response.function_call_arguments.done",
                item_id=item["id"],
                output_index=output_index,
                name=original,
                arguments=arguments,
            )
        )
        item.update(status="completed", arguments=arguments)
        self._output.append(item)
        events.append(self._event("response.output_item.done", output_index=output_index, item=dict(item)))
        return events

    def complete(self, usage: Usage, *, completed_at: int | None = None) -> list[Event]:
        """Generation stopped on its own: ``response.completed``."""
        self._check_open()
        events = self._close_message("completed")
        self._status = "completed"
        self._completed_at = completed_at if completed_at is not None else int(time.time())
        self._usage = usage.for_responses()
        events.append(self._event("response.completed", response=self.response))
        return events

    def incomplete(self, usage: Usage, *, reason: str = "max_output_tokens") -> list[Event]:
        """Generation was cut off (by ``max_output_tokens``): ``response.incomplete``."""
        self._check_open()
        events = self._close_message("incomplete")
        self._status = "incomplete"
        self._incomplete_details = {"reason": reason}
        self._usage = usage.for_responses()
        events.append(self._event("response.incomplete", response=self.response))
        return events

    def fail(self, message: str, *, code: str = "server_error", usage: Usage | None = None) -> list[Event]:
        """Generation broke off with an error after the stream began: ``response.failed``."""
        self._check_open()
        events = self._close_message("incomplete")
        self._status = "failed"
        self._error = {"code": code, "message": message}
        self._usage = usage.for_responses() if usage is not None else None
        events.append(self._event("response.failed", response=self.response))
        return events

    def finish(self, reason: FinishReason, usage: Usage) -> list[Event]:
        """The terminal event for an engine finish reason: ``stop`` → completed, ``length`` → incomplete."""
        return self.complete(usage) if reason == "stop" else self.incomplete(usage)

    # -- helpers -----------------------------------------------------------------------------------

    def _check_open(self) -> None:
        if not self._started:
            raise RuntimeError("ResponseStream.start() must come first")
        if self.finished:
            raise RuntimeError("the response already ended")

    def _event(self, kind: str, **fields: Any) -> Event:
        event = {"type": kind, **fields, "sequence_number": self._sequence}
        self._sequence += 1
        return event

    def _message_item(self, message: _OpenMessage, status: str, *, with_content: bool = True) -> dict[str, Any]:
        return {
            "id": message.item_id,
            "type": "message",
            "role": "assistant",
            "status": status,
            "content": [_text_part(message.text)] if with_content else [],
        }

    def _close_message(self, status: str) -> list[Event]:
        message = self._message
        if message is None:
            return []
        self._message = None
        item = self._message_item(message, status)
        self._output.append(item)
        common = {"item_id": message.item_id, "output_index": message.output_index, "content_index": 0}
        return [
            self._event("response.output_text.done", **common, text=message.text, logprobs=[]),
            self._event("response.content_part.done", **common, part=_text_part(message.text)),
            self._event("response.output_item.done", output_index=message.output_index, item=item),
        ]


def build_response(
    request: GenerationRequest,
    generated: str,
    finish_reason: FinishReason,
    usage: Usage,
    *,
    response_id: str | None = None,
    created_at: int | None = None,
    completed_at: int | None = None,
    id_factory: IdFactory = new_id,
) -> dict[str, Any]:
    """The non-streaming ``Response`` for a whole generation: the object a stream's terminal event carries."""
    stream = ResponseStream.for_request(request, response_id=response_id, created_at=created_at, id_factory=id_factory)
    stream.start()
    for parsed in _events_of(generated, request.tools):
        stream.push(parsed)
    if finish_reason == "stop":
        stream.complete(usage, completed_at=completed_at)
    else:
        stream.incomplete(usage)
    return stream.response


# --------------------------------------------------------------------------------------------------
# POST /v1/chat/completions


class ChatStream:
    """The ``chat.completion.chunk`` sequence of one generation.

    :meth:`start` (the role delta), then :meth:`push` / :meth:`text` / :meth:`tool_call`, then
    :meth:`finish` (the ``finish_reason`` chunk and, with ``include_usage``, a final usage chunk with no
    choices). ``finish_reason`` is ``tool_calls`` when the model stopped after calling tools.
    """

    def __init__(
        self,
        completion_id: str,
        created: int,
        model: str,
        *,
        include_usage: bool = False,
        id_factory: IdFactory = new_id,
    ) -> None:
        self._id = completion_id
        self._created = created
        self._model = model
        self._include_usage = include_usage
        self._new_id = id_factory
        self._calls = 0
        self._started = False
        self._finished = False

    @classmethod
    def for_request(
        cls,
        request: GenerationRequest,
        *,
        completion_id: str | None = None,
        created: int | None = None,
        id_factory: IdFactory = new_id,
    ) -> ChatStream:
        """A stream answering ``request`` (its model and ``stream_options.include_usage``)."""
        return cls(
            completion_id if completion_id is not None else id_factory("chatcmpl-"),
            created if created is not None else int(time.time()),
            request.model,
            include_usage=request.include_usage,
            id_factory=id_factory,
        )

    def start(self) -> list[Event]:
        """The first chunk: ``delta`` ``{"role": "assistant", "content": ""}``."""
        if self._started:
            raise RuntimeError("ChatStream.start() was already called")
        self._started = True
        return [self._chunk({"role": "assistant", "content": ""})]

    def push(self, parsed: ParsedEvent) -> list[Event]:
        """Chunks for one tool-call parser event."""
        if isinstance(parsed, TextDelta):
            return self.text(parsed.text)
        return self.tool_call(parsed.name, parsed.arguments)

    def text(self, delta: str) -> list[Event]:
        """A content delta."""
        self._check_open()
        return [self._chunk({"content": delta})] if delta else []

    def tool_call(self, name: str, arguments: str) -> list[Event]:
        """One complete tool call, as one ``tool_calls`` delta with its index, id, type, name and arguments."""
        self._check_open()
        call = {
            "index": self._calls,
            "id": self._new_id("call_"),
            "type": "function",
            "function": {"name": name, "arguments": arguments},
        }
        self._calls += 1
        return [self._chunk({"tool_calls": [call]})]

    def finish(self, reason: FinishReason, usage: Usage | None = None) -> list[Event]:
        """The ``finish_reason`` chunk, then (with ``include_usage``) the usage chunk."""
        self._check_open()
        self._finished = True
        chunks = [self._chunk({}, finish_reason=_chat_finish_reason(reason, self._calls))]
        if self._include_usage:
            if usage is None:
                raise ValueError("usage is required when the client asked for include_usage")
            chunks.append(self._envelope([], usage.for_chat()))
        return chunks

    def _check_open(self) -> None:
        if not self._started:
            raise RuntimeError("ChatStream.start() must come first")
        if self._finished:
            raise RuntimeError("the completion already ended")

    def _chunk(self, delta: dict[str, Any], *, finish_reason: str | None = None) -> Event:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}
        return self._envelope([choice], None)

    def _envelope(self, choices: list[dict[str, Any]], usage: dict[str, Any] | None) -> Event:
        chunk: Event = {
            "id": self._id,
            "object": "chat.completion.chunk",
            "created": self._created,
            "model": self._model,
            "choices": choices,
        }
        if self._include_usage:
            # As OpenAI does: every chunk carries usage, null until the last one.
            chunk["usage"] = usage
        return chunk


def _chat_finish_reason(reason: FinishReason, calls: int) -> str:
    return "tool_calls" if reason == "stop" and calls else reason


def build_chat_completion(
    request: GenerationRequest,
    generated: str,
    finish_reason: FinishReason,
    usage: Usage,
    *,
    completion_id: str | None = None,
    created: int | None = None,
    id_factory: IdFactory = new_id,
) -> dict[str, Any]:
    """The non-streaming ``chat.completion`` object for a whole generation."""
    text_parts: list[str] = []
    calls: list[dict[str, Any]] = []
    for parsed in _events_of(generated, request.tools):
        if isinstance(parsed, ToolCall):
            calls.append(
                {
                    "id": id_factory("call_"),
                    "type": "function",
                    "function": {"name": parsed.name, "arguments": parsed.arguments},
                }
            )
        else:
            text_parts.append(parsed.text)
    text = "".join(text_parts)
    message: dict[str, Any] = {
        "role": "assistant",
        # OpenAI sends null content for a reply that is only tool calls.
        "content": None if calls and not text else text,
        "refusal": None,
    }
    if calls:
        message["tool_calls"] = calls
    return {
        "id": completion_id if completion_id is not None else id_factory("chatcmpl-"),
        "object": "chat.completion",
        "created": created if created is not None else int(time.time()),
        "model": request.model,
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": _chat_finish_reason(finish_reason, len(calls)),
            }
        ],
        "usage": usage.for_chat(),
    }
