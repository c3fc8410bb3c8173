"""Tool calls in generated text: Qwen-style ``<tool_call>…</tool_call>`` blocks, parsed as text streams in.

A block holds either the JSON form (Qwen2.5/Qwen3)::

    <tool_call>
    {"name": "get_weather", "arguments": {"city": "Paris"}}
    </tool_call>

or the XML form (Qwen3-Coder/Qwen3.5)::

    <tool_call>
    <function=get_weather>
    <parameter=city>
    Paris
    </parameter>
    </function>
    </tool_call>

Rules, decided once here:

- Text outside blocks is visible text. A partial tag is never emitted: text that could still become
  ``<tool_call>`` is held back until the next delta decides it.
- Whitespace that only separates text from a block, or blocks from each other, is layout, not content: it is
  dropped. Whitespace is therefore held back until non-whitespace text follows (or the generation ends).
- A block whose content is not a valid call (bad JSON, not an object, no ``name``, ``arguments`` not an
  object) is emitted verbatim as visible text, tags included, with the whitespace before it, so nothing the
  model wrote is lost. An unterminated block at the end of generation is emitted the same way.
- ``arguments`` is always a JSON object serialized with ``json.dumps(..., ensure_ascii=False)``; a call
  without ``arguments`` gets ``"{}"``. In the XML form a parameter value is kept as a string unless the
  offered tool declares that parameter with a non-string type, in which case it is decoded as JSON (and kept
  as a string when it is not valid JSON).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

OPEN_TAG = "<tool_call>"
CLOSE_TAG = "</tool_call>"

_XML_FUNCTION = re.compile(r"<function=([^>\n]+)>(.*)</function>", re.DOTALL)
_XML_PARAMETER = re.compile(r"<parameter=([^>\n]+)>(.*?)</parameter>", re.DOTALL)


@dataclass(frozen=True)
class TextDelta:
    """A piece of visible text, in generation order."""

    text: str


@dataclass(frozen=True)
class ToolCall:
    """A complete tool call: the (model-facing) function name and its arguments as a JSON object string."""

    name: str
    arguments: str


ParsedEvent = TextDelta | ToolCall


def _held_prefix_length(text: str, tag: str) -> int:
    """Length of the longest suffix of ``text`` that is a proper prefix of ``tag`` (a tag perhaps to come)."""
    for length in range(min(len(text), len(tag) - 1), 0, -1):
        if text.endswith(tag[:length]):
            return length
    return 0


def _parameter_types(tools: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Function name → its parameters' JSON Schema ``properties`` (HF/OpenAI chat tool dicts)."""
    types: dict[str, dict[str, Any]] = {}
    for tool in tools:
        function = tool.get("function")
        if not isinstance(function, Mapping) or not isinstance(function.get("name"), str):
            continue
        parameters = function.get("parameters")
        properties = parameters.get("properties") if isinstance(parameters, Mapping) else None
        types[function["name"]] = dict(properties) if isinstance(properties, Mapping) else {}
    return types


def _declares_string(schema: Any) -> bool:
    if not isinstance(schema, Mapping) or "type" not in schema:
        return True  # unknown type: keep what the model wrote, verbatim
    kind = schema["type"]
    return kind == "string" or (isinstance(kind, list) and "string" in kind)


class ToolCallParser:
    """Splits streamed generated text into visible-text deltas and completed tool calls.

    Feed text with :meth:`feed` as it is generated, then call :meth:`finish` once. ``tools`` (the HF tool
    dicts offered to the model) are only consulted to type XML-form parameters.
    """

    def __init__(self, tools: Sequence[Mapping[str, Any]] = ()) -> None:
        self._types = _parameter_types(tools)
        self._buffer = ""
        self._in_block = False
        self._after_block = False
        self._separator = ""  # whitespace dropped before the open block, restored if the block is not a call
        self._scanned = 0  # how much of an open block's buffer is known to hold no complete close tag

    def feed(self, delta: str) -> list[ParsedEvent]:
        """Consume one text delta; return the events it completes."""
        self._buffer += delta
        events: list[ParsedEvent] = []
        while self._step(events):
            pass
        return events

    def finish(self) -> list[ParsedEvent]:
        """End of generation: flush held text; an unterminated block becomes visible text."""
        events: list[ParsedEvent] = []
        if self._in_block:
            self._emit(events, self._separator + OPEN_TAG + self._buffer)
        else:
            # After a block the buffer was already emptied of its (dropped) whitespace.
            self._emit(events, self._buffer)
        self._buffer = ""
        self._in_block = False
        self._after_block = False
        self._separator = ""
        return events

    @staticmethod
    def _emit(events: list[ParsedEvent], text: str) -> None:
        if text:
            events.append(TextDelta(text))

    def _step(self, events: list[ParsedEvent]) -> bool:
        """Make one decision on the buffer; ``True`` when another may follow."""
        if self._in_block:
            end = self._buffer.find(CLOSE_TAG, self._scanned)
            if end < 0:
                # A long block arrives in many small deltas: do not rescan what cannot hold the tag.
                self._scanned = max(0, len(self._buffer) - len(CLOSE_TAG) + 1)
                return False
            inner = self._buffer[:end]
            self._buffer = self._buffer[end + len(CLOSE_TAG) :]
            self._in_block = False
            call = self._parse_block(inner)
            if call is None:
                self._emit(events, self._separator + OPEN_TAG + inner + CLOSE_TAG)
                self._after_block = False
            else:
                events.append(call)
                self._after_block = True
            self._separator = ""
            return True

        if self._after_block:
            self._buffer = self._buffer.lstrip()
            if not self._buffer:
                return False
            self._after_block = False
        start = self._buffer.find(OPEN_TAG)
        if start >= 0:
            text = self._buffer[:start]
            body = text.rstrip()
            self._emit(events, body)
            self._separator = text[len(body) :]
            self._buffer = self._buffer[start + len(OPEN_TAG) :]
            self._in_block = True
            self._scanned = 0
            return True
        held = _held_prefix_length(self._buffer, OPEN_TAG)
        ready = self._buffer[: len(self._buffer) - held]
        body = ready.rstrip()
        self._emit(events, body)
        self._buffer = self._buffer[len(body) :]
        return False

    def _parse_block(self, inner: str) -> ToolCall | None:
        content = inner.strip()
        if content.startswith("<function="):
            return self._parse_xml(content)
        return _parse_json(content)

    def _parse_xml(self, content: str) -> ToolCall | None:
        match = _XML_FUNCTION.fullmatch(content)
        if match is None:
            return None
        name = match.group(1).strip()
        if not name:
            return None
        properties = self._types.get(name, {})
        arguments: dict[str, Any] = {}
        for parameter in _XML_PARAMETER.finditer(match.group(2)):
            key = parameter.group(1).strip()
            value = parameter.group(2)
            # The format puts each value on its own lines: one newline on each side is layout.
            value = value.removeprefix("\n").removesuffix("\n")
            if _declares_string(properties.get(key)):
                arguments[key] = value
            else:
                try:
                    arguments[key] = json.loads(value)
                except ValueError:
                    arguments[key] = value
        return ToolCall(name=name, arguments=json.dumps(arguments, ensure_ascii=False))


def _parse_json(content: str) -> ToolCall | None:
    try:
        payload = json.loads(content)
    except ValueError:
        return None
    if not isinstance(payload, dict):
        return None
    name = payload.get("name")
    if not isinstance(name, str) or not name:
        return None
    arguments = payload.get("arguments", {})
    if isinstance(arguments, str):
        # Some models encode the arguments object as a JSON string; accept it when it holds an object.
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    if not isinstance(arguments, dict):
        return None
    return ToolCall(name=name, arguments=json.dumps(arguments, ensure_ascii=False))


def parse_tool_calls(text: str, tools: Sequence[Mapping[str, Any]] = ()) -> tuple[str, list[ToolCall]]:
    """Parse a whole generation at once: its visible text and tool calls, by the same rules as streaming."""
    parser = ToolCallParser(tools)
    events = parser.feed(text) + parser.finish()
    visible = "".join(event.text for event in events if isinstance(event, TextDelta))
    return visible, [event for event in events if isinstance(event, ToolCall)]
