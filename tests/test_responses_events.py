"""Responses SSE events and objects, Chat Completions chunks: order, numbering, and the OpenAI SDK's view."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import Any

import httpx2
import openai
import pytest
from openai.types.chat import ChatCompletion, ChatCompletionChunk
from openai.types.responses import Response, ResponseStreamEvent
from pydantic import TypeAdapter

from augury.generation.events import (
    CHAT_SSE_DONE,
    ChatStream,
    IdFactory,
    ResponseStream,
    Usage,
    build_chat_completion,
    build_response,
    format_chat_sse,
    format_sse,
)
from augury.generation.request import GenerationRequest, parse_chat_request, parse_responses_request
from augury.generation.toolcalls import ToolCallParser
from tests.typed import chat_request as admitted_chat
from tests.typed import responses_request as admitted_body

EVENT = TypeAdapter(ResponseStreamEvent)
USAGE = Usage(input_tokens=12, output_tokens=5, cached_tokens=4)
CALL_TEXT = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
WEATHER_TOOL = {
    "type": "function",
    "name": "get_weather",
    "parameters": {"type": "object", "properties": {"city": {"type": "string"}}},
}


def counter_ids() -> IdFactory:
    """Deterministic ids: ``msg_1``, ``fc_2``, ``call_3``…"""
    numbers = itertools.count(1)
    return lambda prefix: f"{prefix}{next(numbers)}"


def responses_request(**fields: Any) -> GenerationRequest:
    return parse_responses_request(admitted_body({"model": "local-model", "input": "hi", **fields}))


def run_stream(
    request: GenerationRequest, chunks: list[str], finish: str = "stop", *, fail: str | None = None
) -> list[dict[str, Any]]:
    """Drive a ResponseStream with generated text chunks, as the API layer does."""
    stream = ResponseStream.for_request(
        request, response_id="resp_1", created_at=1_700_000_000, id_factory=counter_ids()
    )
    parser = ToolCallParser(request.tools)
    events = stream.start()
    for chunk in chunks:
        for parsed in parser.feed(chunk):
            events += stream.push(parsed)
    for parsed in parser.finish():
        events += stream.push(parsed)
    if fail is not None:
        events += stream.fail(fail)
    elif finish == "stop":
        events += stream.complete(USAGE, completed_at=1_700_000_001)
    else:
        events += stream.incomplete(USAGE)
    return events


def types(events: list[dict[str, Any]]) -> list[str]:
    return [event["type"] for event in events]


def assert_valid_sequence(events: list[dict[str, Any]]) -> None:
    """The invariants of every stream: SDK types, numbering, lifecycle id, added/done pairs."""
    for event in events:
        EVENT.validate_python(event)
    assert [event["sequence_number"] for event in events] == list(range(len(events)))
    assert {event["response"]["id"] for event in events if "response" in event} == {"resp_1"}
    added = {e["output_index"]: e["item"] for e in events if e["type"] == "response.output_item.added"}
    done = {e["output_index"]: e["item"] for e in events if e["type"] == "response.output_item.done"}
    assert added.keys() == done.keys()
    for index, item in added.items():
        assert (done[index]["id"], done[index]["type"]) == (item["id"], item["type"])
    Response.model_validate(events[-1]["response"])


MESSAGE_OPEN = [
    "response.output_item.added",
    "response.content_part.added",
]
MESSAGE_CLOSE = [
    "response.output_text.done",
    "response.content_part.done",
    "response.output_item.done",
]
TOOL_CALL = [
    "response.output_item.added",
    "response.function_call_arguments.delta",
    "response.function_call_arguments.done",
    "response.output_item.done",
]
START = ["response.created", "response.in_progress"]


# --------------------------------------------------------------------------------------------------
# Event order


def test_text_only_stream_order() -> None:
    events = run_stream(responses_request(), ["Hel", "lo", "!"])
    assert types(events) == [
        *START,
        *MESSAGE_OPEN,
        "response.output_text.delta",
        "response.output_text.delta",
        "response.output_text.delta",
        *MESSAGE_CLOSE,
        "response.completed",
    ]
    assert_valid_sequence(events)


def test_text_only_stream_payloads() -> None:
    events = run_stream(responses_request(), ["Hel", "lo"])
    assert events[2] == {
        "type": "response.output_item.added",
        "output_index": 0,
        "item": {"id": "msg_1", "type": "message", "role": "assistant", "status": "in_progress", "content": []},
        "sequence_number": 2,
    }
    assert events[3] == {
        "type": "response.content_part.added",
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "part": {"type": "output_text", "text": "", "annotations": [], "logprobs": []},
        "sequence_number": 3,
    }
    assert events[4] == {
        "type": "response.output_text.delta",
        "item_id": "msg_1",
        "output_index": 0,
        "content_index": 0,
        "delta": "Hel",
        "logprobs": [],
        "sequence_number": 4,
    }
    assert events[6]["text"] == "Hello"
    assert events[7]["part"] == {"type": "output_text", "text": "Hello", "annotations": [], "logprobs": []}
    assert events[8]["item"] == {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "status": "completed",
        "content": [{"type": "output_text", "text": "Hello", "annotations": [], "logprobs": []}],
    }


def test_tool_call_only_stream_has_no_message_item() -> None:
    events = run_stream(responses_request(tools=[WEATHER_TOOL]), [CALL_TEXT[:20], CALL_TEXT[20:]])
    assert types(events) == [*START, *TOOL_CALL, "response.completed"]
    assert_valid_sequence(events)


def test_tool_call_payloads() -> None:
    events = run_stream(responses_request(tools=[WEATHER_TOOL]), [CALL_TEXT])
    arguments = '{"city": "Paris"}'
    in_progress = {
        "id": "fc_1",
        "type": "function_call",
        "status": "in_progress",
        "call_id": "call_2",
        "name": "get_weather",
        "arguments": "",
    }
    assert events[2:6] == [
        {"type": "response.output_item.added", "output_index": 0, "item": in_progress, "sequence_number": 2},
        {
            "type": "response.function_call_arguments.delta",
            "item_id": "fc_1",
            "output_index": 0,
            "delta": arguments,
            "sequence_number": 3,
        },
        {
            "type": "response.function_call_arguments.done",
            "item_id": "fc_1",
            "output_index": 0,
            "name": "get_weather",
            "arguments": arguments,
            "sequence_number": 4,
        },
        {
            "type": "response.output_item.done",
            "output_index": 0,
            "item": {**in_progress, "status": "completed", "arguments": arguments},
            "sequence_number": 5,
        },
    ]


def test_text_then_tool_call_stream_order() -> None:
    events = run_stream(responses_request(tools=[WEATHER_TOOL]), ["Checking.\n\n", CALL_TEXT])
    assert types(events) == [
        *START,
        *MESSAGE_OPEN,
        "response.output_text.delta",
        *MESSAGE_CLOSE,
        *TOOL_CALL,
        "response.completed",
    ]
    assert [item["type"] for item in events[-1]["response"]["output"]] == ["message", "function_call"]
    assert events[-1]["response"]["output"][0]["content"][0]["text"] == "Checking."
    assert events[-5]["output_index"] == 1
    assert_valid_sequence(events)


def test_text_after_a_tool_call_opens_a_new_message_item() -> None:
    events = run_stream(responses_request(tools=[WEATHER_TOOL]), [CALL_TEXT, "\nDone."])
    assert types(events) == [
        *START,
        *TOOL_CALL,
        *MESSAGE_OPEN,
        "response.output_text.delta",
        *MESSAGE_CLOSE,
        "response.completed",
    ]
    assert_valid_sequence(events)


def test_incomplete_stream_order_and_reason() -> None:
    events = run_stream(responses_request(max_output_tokens=2), ["Hel", "lo"], finish="length")
    assert types(events) == [
        *START,
        *MESSAGE_OPEN,
        "response.output_text.delta",
        "response.output_text.delta",
        *MESSAGE_CLOSE,
        "response.incomplete",
    ]
    final = events[-1]["response"]
    assert (final["status"], final["incomplete_details"]) == ("incomplete", {"reason": "max_output_tokens"})
    assert final["output"][0]["status"] == "incomplete"
    assert final["max_output_tokens"] == 2
    assert_valid_sequence(events)


def test_failed_stream_closes_the_open_message_then_fails() -> None:
    events = run_stream(responses_request(), ["Hel"], fail="the engine stopped")
    assert types(events) == [
        *START,
        *MESSAGE_OPEN,
        "response.output_text.delta",
        *MESSAGE_CLOSE,
        "response.failed",
    ]
    final = events[-1]["response"]
    assert final["status"] == "failed"
    assert final["error"] == {"code": "server_error", "message": "the engine stopped"}
    assert final["usage"] is None
    assert_valid_sequence(events)


def test_failed_stream_before_any_output() -> None:
    events = run_stream(responses_request(), [], fail="out of memory")
    assert types(events) == [*START, "response.failed"]
    assert_valid_sequence(events)


def test_empty_generation_completes_with_no_output() -> None:
    events = run_stream(responses_request(), [])
    assert types(events) == [*START, "response.completed"]
    assert events[-1]["response"]["output"] == []
    assert_valid_sequence(events)


# --------------------------------------------------------------------------------------------------
# The Response object


def test_lifecycle_responses() -> None:
    events = run_stream(responses_request(temperature=0.5), ["hi"])
    created = events[0]["response"]
    assert created["status"] == "in_progress"
    assert created["output"] == []
    assert created["usage"] is None
    assert created["temperature"] == 0.5
    assert events[1]["response"] == created


def test_final_response_object() -> None:
    final = run_stream(responses_request(instructions="be brief"), ["hi"])[-1]["response"]
    assert final == {
        "id": "resp_1",
        "object": "response",
        "created_at": 1_700_000_000,
        "status": "completed",
        "completed_at": 1_700_000_001,
        "model": "local-model",
        "output": [
            {
                "id": "msg_1",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": "hi", "annotations": [], "logprobs": []}],
            }
        ],
        "error": None,
        "incomplete_details": None,
        "usage": {
            "input_tokens": 12,
            "input_tokens_details": {"cached_tokens": 4, "cache_write_tokens": 0},
            "output_tokens": 5,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 17,
        },
        "instructions": "be brief",
        "max_output_tokens": None,
        "parallel_tool_calls": True,
        "temperature": None,
        "top_p": None,
        "tool_choice": "auto",
        "tools": [],
        "store": False,
        "background": False,
        "truncation": "disabled",
        "reasoning": {"effort": None, "summary": None},
        "text": {"format": {"type": "text"}},
        "prompt_cache_key": None,
        "metadata": {},
    }
    assert Response.model_validate(final).output_text == "hi"


def test_namespace_call_is_reported_with_its_namespace_and_original_name() -> None:
    namespace = {"type": "namespace", "name": "agents", "description": "agent tools", "tools": [WEATHER_TOOL]}
    events = run_stream(responses_request(tools=[namespace]), [CALL_TEXT])
    item = events[-1]["response"]["output"][0]
    assert (item["name"], item["namespace"]) == ("get_weather", "agents")
    assert_valid_sequence(events)


def test_clashing_namespace_call_maps_back_to_its_namespace() -> None:
    namespace = {"type": "namespace", "name": "agents", "description": "d", "tools": [WEATHER_TOOL]}
    request = responses_request(tools=[WEATHER_TOOL, namespace])
    text = CALL_TEXT.replace('"get_weather"', '"agents__get_weather"')
    item = run_stream(request, [text])[-1]["response"]["output"][0]
    assert (item["name"], item["namespace"]) == ("get_weather", "agents")


def test_codex_request_echo_validates_as_a_response() -> None:
    request = parse_responses_request(admitted_body(
        {
            "model": "local-model",
            "input": "hi",
            "tools": [
                WEATHER_TOOL,
                {"type": "namespace", "name": "agents", "description": "d", "tools": [WEATHER_TOOL]},
                {"type": "web_search", "external_web_access": False},
            ],
            "reasoning": {"summary": "auto"},
            "include": ["reasoning.encrypted_content"],
            "store": False,
            "prompt_cache_key": "k",
        }
    ))
    assert_valid_sequence(run_stream(request, ["hi"]))


def test_build_response_is_the_terminal_events_response() -> None:
    request = responses_request(tools=[WEATHER_TOOL])
    generated = "Checking.\n" + CALL_TEXT
    streamed = run_stream(request, [generated])[-1]["response"]
    built = build_response(
        request,
        generated,
        "stop",
        USAGE,
        response_id="resp_1",
        created_at=1_700_000_000,
        completed_at=1_700_000_001,
        id_factory=counter_ids(),
    )
    assert built == streamed


def test_build_response_length_is_incomplete() -> None:
    built = build_response(responses_request(), "Hel", "length", USAGE)
    assert (built["status"], built["incomplete_details"]) == ("incomplete", {"reason": "max_output_tokens"})
    Response.model_validate(built)


def test_default_ids_have_their_prefixes() -> None:
    built = build_response(responses_request(tools=[WEATHER_TOOL]), "a\n" + CALL_TEXT, "stop", USAGE)
    assert built["id"].startswith("resp_")
    assert built["output"][0]["id"].startswith("msg_")
    assert built["output"][1]["id"].startswith("fc_")
    assert built["output"][1]["call_id"].startswith("call_")


def test_events_out_of_order_are_a_programming_error() -> None:
    stream = ResponseStream("resp_1", 0, "m", {})
    with pytest.raises(RuntimeError):
        stream.text("early")
    stream.start()
    stream.complete(USAGE)
    with pytest.raises(RuntimeError):
        stream.text("late")


# --------------------------------------------------------------------------------------------------
# Framing


def test_format_sse_frame() -> None:
    event = {"type": "response.output_text.delta", "delta": "é", "sequence_number": 3}
    assert (
        format_sse(event)
        == (
            'event: response.output_text.delta\ndata: {"type":"response.output_text.delta","delta":"é",'
            '"sequence_number":3}\n\n'
        ).encode()
    )


def test_format_chat_sse_frame_and_done() -> None:
    assert format_chat_sse({"id": "c", "choices": []}) == b'data: {"id":"c","choices":[]}\n\n'
    assert CHAT_SSE_DONE == b"data: [DONE]\n\n"


# --------------------------------------------------------------------------------------------------
# The OpenAI SDK reading our streams (through an in-memory HTTP transport)


def sdk_client(body: bytes, content_type: str) -> openai.OpenAI:
    def reply(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": content_type}, content=body)

    return openai.OpenAI(
        api_key="sk-local",
        base_url="http://augury.test/v1",
        http_client=httpx2.Client(transport=httpx2.MockTransport(reply)),
    )


def sse_body(events: list[dict[str, Any]]) -> bytes:
    return b"".join(format_sse(event) for event in events)


def test_sdk_stream_helper_reads_a_text_reply() -> None:
    client = sdk_client(sse_body(run_stream(responses_request(), ["Hel", "lo"])), "text/event-stream")
    with client.responses.stream(model="local-model", input="hi") as stream:
        deltas = [event.delta for event in stream if event.type == "response.output_text.delta"]
        final = stream.get_final_response()
    assert deltas == ["Hel", "lo"]
    assert final.output_text == "Hello"
    assert final.usage is not None and final.usage.total_tokens == 17


def test_sdk_stream_helper_reads_a_tool_call_only_reply() -> None:
    events = run_stream(responses_request(tools=[WEATHER_TOOL]), [CALL_TEXT])
    client = sdk_client(sse_body(events), "text/event-stream")
    with client.responses.stream(model="local-model", input="hi") as stream:
        for _ in stream:
            pass
        final = stream.get_final_response()
    assert final.output_text == ""
    [call] = final.output
    assert call.type == "function_call"
    assert (call.name, json.loads(call.arguments), call.call_id) == ("get_weather", {"city": "Paris"}, "call_2")


def test_sdk_create_reads_a_non_streaming_response() -> None:
    built = build_response(responses_request(), "hi", "stop", USAGE)
    client = sdk_client(json.dumps(built).encode(), "application/json")
    assert client.responses.create(model="local-model", input="hi").output_text == "hi"


# --------------------------------------------------------------------------------------------------
# Chat Completions


def chat_request(**fields: Any) -> GenerationRequest:
    return parse_chat_request(
        admitted_chat({"model": "local-model", "messages": [{"role": "user", "content": "hi"}], **fields})
    )


CHAT_TOOL = {"type": "function", "function": {"name": "get_weather", "parameters": WEATHER_TOOL["parameters"]}}


def run_chat(request: GenerationRequest, chunks: list[str], finish: str = "stop") -> list[dict[str, Any]]:
    stream = ChatStream.for_request(
        request, completion_id="chatcmpl-1", created=1_700_000_000, id_factory=counter_ids()
    )
    parser = ToolCallParser(request.tools)
    out = stream.start()
    for chunk in chunks:
        for parsed in parser.feed(chunk):
            out += stream.push(parsed)
    for parsed in parser.finish():
        out += stream.push(parsed)
    return out + stream.finish("stop" if finish == "stop" else "length", USAGE)


def deltas(chunks: list[dict[str, Any]]) -> list[tuple[dict[str, Any], str | None]]:
    return [(c["choices"][0]["delta"], c["choices"][0]["finish_reason"]) for c in chunks if c["choices"]]


def test_chat_text_stream() -> None:
    chunks = run_chat(chat_request(stream=True), ["Hel", "lo"])
    for chunk in chunks:
        ChatCompletionChunk.model_validate(chunk)
    assert deltas(chunks) == [
        ({"role": "assistant", "content": ""}, None),
        ({"content": "Hel"}, None),
        ({"content": "lo"}, None),
        ({}, "stop"),
    ]
    assert chunks[0] == {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000,
        "model": "local-model",
        "choices": [
            {"index": 0, "delta": {"role": "assistant", "content": ""}, "logprobs": None, "finish_reason": None}
        ],
    }


def test_chat_tool_call_stream() -> None:
    chunks = run_chat(chat_request(stream=True, tools=[CHAT_TOOL]), ["Ok.\n", CALL_TEXT, CALL_TEXT])
    for chunk in chunks:
        ChatCompletionChunk.model_validate(chunk)
    call = {"type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    assert deltas(chunks) == [
        ({"role": "assistant", "content": ""}, None),
        ({"content": "Ok."}, None),
        ({"tool_calls": [{"index": 0, "id": "call_1", **call}]}, None),
        ({"tool_calls": [{"index": 1, "id": "call_2", **call}]}, None),
        ({}, "tool_calls"),
    ]


def test_chat_length_finish() -> None:
    assert deltas(run_chat(chat_request(stream=True), ["Hel"], finish="length"))[-1] == ({}, "length")


def test_chat_usage_chunk_when_include_usage() -> None:
    chunks = run_chat(chat_request(stream=True, stream_options={"include_usage": True}), ["hi"])
    for chunk in chunks:
        ChatCompletionChunk.model_validate(chunk)
    assert [chunk["usage"] for chunk in chunks[:-1]] == [None, None, None]
    assert chunks[-1]["choices"] == []
    assert chunks[-1]["usage"] == {
        "prompt_tokens": 12,
        "completion_tokens": 5,
        "total_tokens": 17,
        "prompt_tokens_details": {"cached_tokens": 4},
        "completion_tokens_details": {"reasoning_tokens": 0},
    }


def test_chat_chunks_have_no_usage_key_without_include_usage() -> None:
    assert all("usage" not in chunk for chunk in run_chat(chat_request(stream=True), ["hi"]))


def test_build_chat_completion_text() -> None:
    built = build_chat_completion(
        chat_request(), "Hello", "stop", USAGE, completion_id="chatcmpl-1", created=1_700_000_000
    )
    assert built == {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1_700_000_000,
        "model": "local-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": "Hello", "refusal": None},
                "logprobs": None,
                "finish_reason": "stop",
            }
        ],
        "usage": USAGE.for_chat(),
    }
    ChatCompletion.model_validate(built)


def test_build_chat_completion_tool_call_only() -> None:
    built = build_chat_completion(chat_request(tools=[CHAT_TOOL]), CALL_TEXT, "stop", USAGE, id_factory=counter_ids())
    ChatCompletion.model_validate(built)
    choice = built["choices"][0]
    assert choice["finish_reason"] == "tool_calls"
    assert choice["message"]["content"] is None
    assert choice["message"]["tool_calls"] == [
        {"id": "call_1", "type": "function", "function": {"name": "get_weather", "arguments": '{"city": "Paris"}'}}
    ]


def sdk_chat_stream(chunks: list[dict[str, Any]]) -> Iterator[bytes]:
    yield from (format_chat_sse(chunk) for chunk in chunks)
    yield CHAT_SSE_DONE


def test_sdk_chat_stream_helper_reads_a_tool_call_stream() -> None:
    chunks = run_chat(chat_request(stream=True, tools=[CHAT_TOOL]), ["Ok.", CALL_TEXT])
    client = sdk_client(b"".join(sdk_chat_stream(chunks)), "text/event-stream")
    with client.chat.completions.stream(model="local-model", messages=[{"role": "user", "content": "hi"}]) as stream:
        for _ in stream:
            pass
        final = stream.get_final_completion()
    message = final.choices[0].message
    assert message.content == "Ok."
    assert message.tool_calls is not None
    assert [(c.function.name, c.function.arguments) for c in message.tool_calls] == [
        ("get_weather", '{"city": "Paris"}')
    ]
    assert final.choices[0].finish_reason == "tool_calls"
