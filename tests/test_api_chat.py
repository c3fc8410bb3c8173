"""POST /v1/chat/completions over HTTP: the OpenAI shapes as JSON and ``data:`` SSE, tools, usage, refusals.

The tiny models have random weights: the tests pin structure, ids and usage arithmetic, not text. Tool calls
are driven by a canned token stream through :func:`augury.api.chat.chat_chunks` and through an in-process
server whose engine call is replaced.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from augury.engine import backend

backend.prepare("cpu")

import augury.engine.generations as generations_module  # noqa: E402
from augury.api.chat import chat_chunks  # noqa: E402
from augury.engine.types import GenerationDone, TokenStep  # noqa: E402
from augury.generation.request import parse_chat_request  # noqa: E402
from tests.conftest import Server, assert_error  # noqa: E402
from tests.test_api_responses import Local, fake_engine, local_server, pieces  # noqa: E402
from tests.typed import chat_request  # noqa: E402

TOOLS: Any = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
CALL_TEXT = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
HELLO: Any = [{"role": "user", "content": "hello"}]

Step = TokenStep | GenerationDone


def sdk(server_url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=server_url + "/v1", api_key="unused", max_retries=0, timeout=120)


def data_frames(raw: str) -> list[str]:
    """The ``data:`` payloads of a chat SSE body, checking the framing."""
    frames = raw.split("\n\n")
    assert frames[-1] == ""
    assert all(frame.startswith("data: ") and "\n" not in frame for frame in frames[:-1])
    return [frame[len("data: "):] for frame in frames[:-1]]


def assert_usage(usage: dict[str, Any], completion_tokens: int) -> None:
    assert usage["prompt_tokens"] > 0
    assert usage["completion_tokens"] == completion_tokens
    assert usage["total_tokens"] == usage["prompt_tokens"] + completion_tokens
    assert 0 <= usage["prompt_tokens_details"]["cached_tokens"] < usage["prompt_tokens"]
    assert usage["completion_tokens_details"]["reasoning_tokens"] == 0


# --------------------------------------------------------------------------------------------------
# The chunk loop over a canned token stream (no server, no model)


def canned(text_pieces: Sequence[str]) -> AsyncIterator[Step]:
    async def steps() -> AsyncIterator[Step]:
        for i, piece in enumerate(text_pieces):
            yield TokenStep(piece, i)
        yield GenerationDone("stop", 9, 0, len(text_pieces))

    return steps()


async def collect(chunks: AsyncIterator[dict[str, Any]]) -> list[dict[str, Any]]:
    return [chunk async for chunk in chunks]


def test_canned_tool_call_becomes_a_tool_calls_delta() -> None:
    request = parse_chat_request(chat_request({"model": "tiny", "messages": HELLO, "tools": TOOLS, "stream": True,
                                               "stream_options": {"include_usage": True}}))
    chunks = asyncio.run(collect(chat_chunks(request, canned(pieces(CALL_TEXT)))))
    assert chunks[0]["choices"][0]["delta"] == {"role": "assistant", "content": ""}
    (call,) = chunks[1]["choices"][0]["delta"]["tool_calls"]
    assert (call["index"], call["type"], call["function"]) == (
        0, "function", {"name": "get_weather", "arguments": '{"city": "Paris"}'})
    assert chunks[2]["choices"][0]["finish_reason"] == "tool_calls"
    assert chunks[3]["choices"] == [] and chunks[3]["usage"]["completion_tokens"] == len(pieces(CALL_TEXT))
    assert len(chunks) == 4
    assert len({chunk["id"] for chunk in chunks}) == 1


# --------------------------------------------------------------------------------------------------
# The session server


@pytest.mark.parametrize("model", ["tiny", "tiny35"])
def test_json_completion(server: Server, model: str) -> None:
    completion = sdk(server.base_url).chat.completions.create(
        model=model, messages=HELLO, max_tokens=5, temperature=0)
    assert completion.id.startswith("chatcmpl-")
    assert (completion.object, completion.model) == ("chat.completion", model)
    (choice,) = completion.choices
    assert (choice.index, choice.finish_reason, choice.message.role) == (0, "length", "assistant")
    assert choice.message.tool_calls is None
    assert isinstance(choice.message.content, str)
    assert completion.usage is not None
    assert_usage(completion.usage.model_dump(), 5)


def test_json_completion_that_stops(server: Server) -> None:
    # Greedy decoding of tiny35 on this message ends with EOS after a few dozen tokens.
    completion = sdk(server.base_url).chat.completions.create(
        model="tiny35", messages=[{"role": "user", "content": "end now"}], temperature=0)
    assert completion.choices[0].finish_reason == "stop"
    assert completion.usage is not None and 0 < completion.usage.completion_tokens < 4096


def test_stream_with_usage(server: Server) -> None:
    stream = sdk(server.base_url).chat.completions.create(
        model="tiny", messages=HELLO, max_completion_tokens=4, temperature=0, stream=True,
        stream_options={"include_usage": True})
    chunks = [chunk.model_dump() for chunk in stream]
    assert len({c["id"] for c in chunks}) == 1 and chunks[0]["id"].startswith("chatcmpl-")
    assert all(c["object"] == "chat.completion.chunk" and c["model"] == "tiny" for c in chunks)
    assert chunks[0]["choices"][0]["delta"]["role"] == "assistant"
    assert [c["choices"][0]["finish_reason"] for c in chunks[:-1]] == [None] * (len(chunks) - 2) + ["length"]
    assert all(c["usage"] is None for c in chunks[:-1])
    assert chunks[-1]["choices"] == []
    assert_usage(chunks[-1]["usage"], 4)


def test_stream_frames_on_the_wire(client: httpx.Client) -> None:
    body = {"model": "tiny", "messages": HELLO, "max_tokens": 3, "temperature": 0, "stream": True}
    with client.stream("POST", "/v1/chat/completions", json=body) as resp:
        assert resp.status_code == 200
        assert resp.headers["content-type"].startswith("text/event-stream")
        payloads = data_frames(resp.read().decode())
    assert payloads[-1] == "[DONE]"
    chunks = [json.loads(p) for p in payloads[:-1]]
    assert all("usage" not in c for c in chunks)
    content = "".join(c["choices"][0]["delta"].get("content", "") for c in chunks)
    assert chunks[-1]["choices"][0] == {"index": 0, "delta": {}, "logprobs": None, "finish_reason": "length"}
    assert isinstance(content, str)


def test_tools_and_tool_history_are_accepted(server: Server) -> None:
    completion = sdk(server.base_url).chat.completions.create(
        model="tiny35", tools=TOOLS, tool_choice="auto", max_tokens=3, temperature=0,
        messages=[
            {"role": "system", "content": "You can call tools."},
            {"role": "user", "content": "weather in Paris?"},
            {"role": "assistant", "content": None, "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": "get_weather",
                                                                  "arguments": '{"city": "Paris"}'}}]},
            {"role": "tool", "tool_call_id": "call_1", "content": "sunny"},
        ])
    assert completion.choices[0].finish_reason == "length"


REFUSALS: list[tuple[str, dict[str, Any], str]] = [
    ("stop", {"stop": ["\n"]}, "stop"),
    ("n", {"n": 2}, "n"),
    ("response_format", {"response_format": {"type": "json_object"}}, "response_format"),
    ("tool_choice required", {"tools": TOOLS, "tool_choice": "required"}, "tool_choice"),
    ("store", {"store": True}, "store"),
    ("stream_options without stream", {"stream_options": {"include_usage": True}}, "stream_options"),
    ("unknown field", {"frobnicate": 1}, "frobnicate"),
]


@pytest.mark.parametrize(("name", "extra", "param"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refused_over_http(client: httpx.Client, name: str, extra: dict[str, Any], param: str) -> None:
    assert_error(client.post("/v1/chat/completions", json={"model": "tiny", "messages": HELLO, **extra}), param=param)


def test_image_refused_by_a_text_only_model(client: httpx.Client) -> None:
    resp = client.post("/v1/chat/completions", json={"model": "tiny", "messages": [{"role": "user", "content": [
        {"type": "text", "text": "what is this?"},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw0KGgo="}}]}]})
    assert_error(resp, param="messages[0].content[1].image_url.url", message_has="text-only")


def test_unknown_model_is_404(client: httpx.Client) -> None:
    resp = client.post("/v1/chat/completions", json={"model": "nope", "messages": HELLO})
    assert resp.status_code == 404
    assert resp.json()["error"]["code"] == "model_not_found"


# --------------------------------------------------------------------------------------------------
# An in-process server whose engine call is replaced by a canned token stream


@pytest.fixture(scope="module")
def local(model_dirs: dict[str, Path]) -> Iterator[Local]:
    with local_server({"tiny": model_dirs["tiny"]}) as srv:
        yield srv


def test_tool_call_round_trip_through_the_handler(local: Local, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generations_module, "generate", fake_engine(pieces(CALL_TEXT, 2)))
    client = sdk(local.base_url)
    completion = client.chat.completions.create(model="tiny", messages=HELLO, tools=TOOLS)
    choice = completion.choices[0]
    assert (choice.finish_reason, choice.message.content) == ("tool_calls", None)
    assert choice.message.tool_calls is not None
    (call,) = choice.message.tool_calls
    assert call.id.startswith("call_") and call.type == "function"
    assert (call.function.name, json.loads(call.function.arguments)) == ("get_weather", {"city": "Paris"})
    chunks = list(client.chat.completions.create(
        model="tiny", messages=HELLO, tools=TOOLS, stream=True))
    assert chunks[-1].choices[0].finish_reason == "tool_calls"
    (streamed,) = chunks[1].choices[0].delta.tool_calls or []
    assert streamed.function is not None and streamed.function.name == "get_weather"


def test_failure_mid_stream_ends_with_an_error_frame(local: Local, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generations_module, "generate", fake_engine(["a", "b", "c"], fail_after=2))
    body = {"model": "tiny", "messages": HELLO, "stream": True}
    with httpx.Client(base_url=local.base_url, timeout=30) as client, \
            client.stream("POST", "/v1/chat/completions", json=body) as resp:
        payloads = data_frames(resp.read().decode())
    assert "[DONE]" not in payloads
    assert json.loads(payloads[-1]) == {"error": {
        "message": "The server had an error while generating the response.", "type": "server_error",
        "param": None, "code": "server_error"}}
    assert [json.loads(p)["choices"][0]["delta"].get("content") for p in payloads[1:-1]] == ["a", "b"]
    with pytest.raises(openai.APIError):
        list(sdk(local.base_url).chat.completions.create(model="tiny", messages=HELLO, stream=True))
