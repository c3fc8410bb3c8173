"""Tool-call blocks in generated text, parsed at once and as a stream split anywhere."""

from __future__ import annotations

from typing import Any

import pytest

from augury.generation.toolcalls import (
    ParsedEvent,
    TextDelta,
    ToolCall,
    ToolCallParser,
    parse_tool_calls,
)

JSON_CALL = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
WEATHER = ToolCall(name="get_weather", arguments='{"city": "Paris"}')

XML_CALL = (
    "<tool_call>\n<function=exec_command>\n<parameter=cmd>\nls -la\n</parameter>\n"
    "<parameter=yield_time_ms>\n1000\n</parameter>\n</function>\n</tool_call>"
)
EXEC_TOOL: dict[str, Any] = {
    "type": "function",
    "function": {
        "name": "exec_command",
        "parameters": {
            "type": "object",
            "properties": {"cmd": {"type": "string"}, "yield_time_ms": {"type": "number"}},
        },
    },
}


def streamed(chunks: list[str], tools: list[dict[str, Any]] | None = None) -> list[ParsedEvent]:
    parser = ToolCallParser(tools or [])
    events: list[ParsedEvent] = []
    for chunk in chunks:
        events += parser.feed(chunk)
    return events + parser.finish()


def summarize(events: list[ParsedEvent]) -> tuple[str, list[ToolCall]]:
    """Visible text and calls; fails if text deltas are not in their place between the calls."""
    text = "".join(event.text for event in events if isinstance(event, TextDelta))
    return text, [event for event in events if isinstance(event, ToolCall)]


def merged(events: list[ParsedEvent]) -> list[ParsedEvent]:
    """Adjacent text deltas joined: the order of text and calls, independent of how text was split."""
    out: list[ParsedEvent] = []
    for event in events:
        if isinstance(event, TextDelta) and out and isinstance(out[-1], TextDelta):
            out[-1] = TextDelta(out[-1].text + event.text)
        else:
            out.append(event)
    return out


# --------------------------------------------------------------------------------------------------
# One-shot parsing


def test_plain_text_has_no_calls() -> None:
    assert parse_tool_calls("Hello, world.") == ("Hello, world.", [])


def test_json_block_is_a_call() -> None:
    assert parse_tool_calls(JSON_CALL) == ("", [WEATHER])


def test_whitespace_between_text_and_block_is_dropped() -> None:
    assert parse_tool_calls("Let me look.\n\n" + JSON_CALL + "\n") == ("Let me look.", [WEATHER])


def test_two_blocks_are_two_calls_in_order() -> None:
    second = '<tool_call>\n{"name": "b", "arguments": {}}\n</tool_call>'
    assert parse_tool_calls(JSON_CALL + "\n" + second) == ("", [WEATHER, ToolCall("b", "{}")])


def test_text_after_a_call_is_visible() -> None:
    events = streamed([JSON_CALL + "\n\nDone."])
    assert events == [WEATHER, TextDelta("Done.")]


def test_call_without_arguments_gets_an_empty_object() -> None:
    assert parse_tool_calls('<tool_call>{"name": "now"}</tool_call>') == ("", [ToolCall("now", "{}")])


def test_arguments_encoded_as_a_json_string_are_decoded() -> None:
    block = '<tool_call>{"name": "f", "arguments": "{\\"a\\": 1}"}</tool_call>'
    assert parse_tool_calls(block) == ("", [ToolCall("f", '{"a": 1}')])


def test_arguments_keep_non_ascii_text() -> None:
    block = '<tool_call>{"name": "say", "arguments": {"text": "h\\u00e9 \u65e5"}}</tool_call>'
    assert parse_tool_calls(block) == ("", [ToolCall("say", '{"text": "hé 日"}')])


@pytest.mark.parametrize(
    "inner",
    [
        '{"name": "f", "arguments": {"a": 1}',  # truncated JSON
        '["f", {}]',  # not an object
        '{"arguments": {}}',  # no name
        '{"name": "", "arguments": {}}',  # empty name
        '{"name": "f", "arguments": [1, 2]}',  # arguments not an object
        '{"name": "f", "arguments": "not json"}',
    ],
    ids=["bad_json", "not_object", "no_name", "empty_name", "arguments_array", "arguments_bad_string"],
)
def test_invalid_block_is_emitted_verbatim_as_text(inner: str) -> None:
    text = f"Try:\n<tool_call>{inner}</tool_call>\nok"
    assert parse_tool_calls(text) == (text, [])


def test_unterminated_block_is_emitted_as_text_at_the_end() -> None:
    text = 'Now:\n<tool_call>\n{"name": "f", "argu'
    assert parse_tool_calls(text) == (text, [])


def test_partial_open_tag_at_the_end_is_emitted_as_text() -> None:
    assert parse_tool_calls("a <tool_ca") == ("a <tool_ca", [])


def test_other_angle_brackets_are_plain_text() -> None:
    assert parse_tool_calls("if a < b and <tool> then") == ("if a < b and <tool> then", [])


def test_xml_block_types_parameters_from_the_tool_schema() -> None:
    assert parse_tool_calls(XML_CALL, [EXEC_TOOL]) == (
        "",
        [ToolCall("exec_command", '{"cmd": "ls -la", "yield_time_ms": 1000}')],
    )


def test_xml_block_without_a_schema_keeps_strings() -> None:
    assert parse_tool_calls(XML_CALL) == ("", [ToolCall("exec_command", '{"cmd": "ls -la", "yield_time_ms": "1000"}')])


def test_xml_value_that_is_not_json_stays_a_string_even_for_a_number_parameter() -> None:
    block = (
        "<tool_call>\n<function=exec_command>\n<parameter=yield_time_ms>\nsoon\n</parameter>\n</function>\n</tool_call>"
    )
    assert parse_tool_calls(block, [EXEC_TOOL]) == ("", [ToolCall("exec_command", '{"yield_time_ms": "soon"}')])


def test_xml_value_keeps_inner_newlines() -> None:
    block = "<tool_call>\n<function=w>\n<parameter=body>\nline 1\nline 2\n\n</parameter>\n</function>\n</tool_call>"
    assert parse_tool_calls(block) == ("", [ToolCall("w", '{"body": "line 1\\nline 2\\n"}')])


# --------------------------------------------------------------------------------------------------
# Streaming: the same result however the text is split, and no partial tag ever shown


SAMPLES = {
    "text_only": "Hello there, friend.\nSecond line.",
    "call_only": JSON_CALL,
    "text_then_call": "Checking the weather.\n\n" + JSON_CALL,
    "call_then_text": JSON_CALL + "\n\nIt is sunny.",
    "two_calls": JSON_CALL + "\n" + JSON_CALL.replace("Paris", "Oslo"),
    "invalid_block": "A <tool_call>{oops}</tool_call> B",
    "unterminated": "Start <tool_call>\n{",
    "xml": "Run:\n" + XML_CALL,
    "lookalike": "a </tool_call> b <tool_cal c <tool_callx d",
}


@pytest.mark.parametrize("name", list(SAMPLES))
def test_split_at_every_position_gives_the_one_shot_result(name: str) -> None:
    text = SAMPLES[name]
    expected = merged(streamed([text]))
    for cut in range(len(text) + 1):
        assert merged(streamed([text[:cut], text[cut:]])) == expected, f"cut at {cut}"


@pytest.mark.parametrize("name", list(SAMPLES))
def test_one_character_at_a_time_gives_the_one_shot_result(name: str) -> None:
    text = SAMPLES[name]
    assert merged(streamed(list(text))) == merged(streamed([text]))


@pytest.mark.parametrize("name", ["text_then_call", "two_calls", "xml"])
def test_split_at_every_pair_of_positions_gives_the_one_shot_result(name: str) -> None:
    text = SAMPLES[name]
    expected = merged(streamed([text]))
    for first in range(len(text) + 1):
        for second in range(first, len(text) + 1):
            chunks = [text[:first], text[first:second], text[second:]]
            assert merged(streamed(chunks)) == expected, f"cuts at {first}, {second}"


@pytest.mark.parametrize("name", ["call_only", "text_then_call", "call_then_text", "two_calls", "xml"])
def test_no_text_delta_ever_holds_part_of_a_tag(name: str) -> None:
    text = SAMPLES[name]
    for cut in range(len(text) + 1):
        for event in streamed([text[:cut], text[cut:]]):
            if isinstance(event, TextDelta):
                assert "<" not in event.text, f"cut at {cut}: {event.text!r}"


def test_text_before_a_possible_tag_is_released_as_soon_as_it_is_decided() -> None:
    parser = ToolCallParser()
    assert parser.feed("Hi <tool") == [TextDelta("Hi")]
    assert parser.feed("s are fun") == [TextDelta(" <tools are fun")]


def test_trailing_whitespace_waits_for_the_next_text() -> None:
    parser = ToolCallParser()
    assert parser.feed("Hi\n\n") == [TextDelta("Hi")]
    assert parser.feed("there") == [TextDelta("\n\nthere")]
    assert parser.finish() == []


def test_trailing_whitespace_is_released_at_the_end() -> None:
    parser = ToolCallParser()
    assert parser.feed("Hi\n") == [TextDelta("Hi")]
    assert parser.finish() == [TextDelta("\n")]


def test_a_call_is_emitted_as_soon_as_its_close_tag_arrives() -> None:
    parser = ToolCallParser()
    assert parser.feed(JSON_CALL[:-1]) == []
    assert parser.feed(JSON_CALL[-1]) == [WEATHER]


def test_order_of_text_and_calls_is_kept() -> None:
    text = "a\n" + JSON_CALL + "\nb\n" + JSON_CALL + "\nc"
    assert merged(streamed([text])) == [TextDelta("a"), WEATHER, TextDelta("b"), WEATHER, TextDelta("c")]
    assert summarize(streamed(list(text))) == ("abc", [WEATHER, WEATHER])
