"""POST /v1/responses over HTTP: JSON and typed SSE as docs/CONTRACT.md §4 fixes them, refusals, Codex envelopes.

The tiny test models have random weights, so these tests pin structure (event order, ids, sequence numbers,
usage arithmetic), never text. Greedy decoding (temperature 0) keeps lengths deterministic. Tool calls are
driven by a canned token stream through the same loop the handler runs, once in-process and once through a
local server whose engine call is replaced.
"""

from __future__ import annotations

import asyncio
import base64
import copy
import io
import json
import socket
import threading
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from PIL import Image

from augury.engine import backend

backend.prepare("cpu")

import uvicorn  # noqa: E402

import augury.engine.generations as generations_module  # noqa: E402
from augury.api.generate import DEFAULT_MAX_OUTPUT_TOKENS  # noqa: E402
from augury.api.responses import response_events  # noqa: E402
from augury.app import create_app  # noqa: E402
from augury.engine.testmodels import make_test_model  # noqa: E402
from augury.engine.types import FinishReason, GenerationDone, GenerationStep, SamplingSettings, TokenStep  # noqa: E402
from augury.generation.events import ResponseStream  # noqa: E402
from augury.generation.request import parse_responses_request  # noqa: E402
from augury.server import build_services  # noqa: E402
from augury.services import Services  # noqa: E402
from augury.settings import Settings  # noqa: E402
from tests.conftest import REPO, SHARED, Server, assert_error, free_port  # noqa: E402
from tests.typed import responses_request  # noqa: E402

CAPTURES = SHARED / "captures"
TOOLS: Any = [{"type": "function", "name": "get_weather", "parameters": {"type": "object", "properties": {
    "city": {"type": "string"}}, "required": ["city"]}}]
CALL_TEXT = 'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'

Step = GenerationStep


# --------------------------------------------------------------------------------------------------
# helpers


def sse_events(lines: Iterator[str]) -> list[dict[str, Any]]:
    """Parse ``event:``/``data:`` frames, checking that each frame's event name equals its data's type."""
    events: list[dict[str, Any]] = []
    name: str | None = None
    for line in lines:
        if line.startswith("event: "):
            name = line[len("event: "):]
        elif line.startswith("data: "):
            event = json.loads(line[len("data: "):])
            assert event["type"] == name
            events.append(event)
        else:
            assert line == "", line
    return events


def expected_types(events: Sequence[dict[str, Any]]) -> list[str]:
    """The exact §4 event order for the output items the terminal event reports, with each delta count."""
    final = events[-1]["response"]
    deltas: dict[str, int] = {}
    for event in events:
        if event["type"] == "response.output_text.delta":
            deltas[event["item_id"]] = deltas.get(event["item_id"], 0) + 1
    types = ["response.created", "response.in_progress"]
    for item in final["output"]:
        if item["type"] == "message":
            types += ["response.output_item.added", "response.content_part.added"]
            types += ["response.output_text.delta"] * deltas[item["id"]]
            types += ["response.output_text.done", "response.content_part.done", "response.output_item.done"]
        else:
            types += ["response.output_item.added", "response.function_call_arguments.delta",
                      "response.function_call_arguments.done", "response.output_item.done"]
    return [*types, events[-1]["type"]]


def assert_well_formed(events: Sequence[dict[str, Any]]) -> None:
    """Sequence numbers 0, 1, …; one response id; every item done keeps its added id and type; exact order."""
    assert [e["sequence_number"] for e in events] == list(range(len(events)))
    ids = {e["response"]["id"] for e in events if "response" in e}
    assert len(ids) == 1 and next(iter(ids)).startswith("resp_")
    added = {e["output_index"]: e["item"] for e in events if e["type"] == "response.output_item.added"}
    done = {e["output_index"]: e["item"] for e in events if e["type"] == "response.output_item.done"}
    assert added.keys() == done.keys()
    for index, item in added.items():
        assert (done[index]["id"], done[index]["type"]) == (item["id"], item["type"])
    assert [e["type"] for e in events] == expected_types(events)


def assert_usage(usage: dict[str, Any], *, output_tokens: int | None = None) -> None:
    assert usage["input_tokens"] > 0
    assert usage["total_tokens"] == usage["input_tokens"] + usage["output_tokens"]
    assert 0 <= usage["input_tokens_details"]["cached_tokens"] < usage["input_tokens"]
    assert usage["output_tokens_details"] == {"reasoning_tokens": 0}
    if output_tokens is not None:
        assert usage["output_tokens"] == output_tokens


def canned(text_pieces: Sequence[str], finish: FinishReason = "stop", prompt_tokens: int = 7) -> AsyncIterator[Step]:
    """A token stream as the engine yields it: one TokenStep per piece, then GenerationDone."""

    async def steps() -> AsyncIterator[Step]:
        for i, piece in enumerate(text_pieces):
            yield TokenStep(piece, i)
        yield GenerationDone(finish, prompt_tokens, 0, len(text_pieces))

    return steps()


def pieces(text: str, size: int = 3) -> list[str]:
    return [text[i:i + size] for i in range(0, len(text), size)]


async def collect(events: AsyncIterator[dict[str, Any]]) -> list[dict[str, Any]]:
    return [event async for event in events]


def sdk(server_url: str) -> openai.OpenAI:
    return openai.OpenAI(base_url=server_url + "/v1", api_key="unused", max_retries=0, timeout=120)


def capture(name: str) -> dict[str, Any]:
    path = CAPTURES / name
    if not path.exists():
        pytest.skip(f"capture {path} is not present")
    body: dict[str, Any] = json.loads(path.read_text())["body"]
    return body


# --------------------------------------------------------------------------------------------------
# The events loop over a canned token stream (no server, no model)


def test_canned_tool_call_becomes_a_function_call_item() -> None:
    request = parse_responses_request(responses_request({"model": "tiny", "input": "weather?", "tools": TOOLS}))
    events = asyncio.run(collect(response_events(request, canned(pieces(CALL_TEXT)))))
    assert_well_formed(events)
    final = events[-1]["response"]
    assert final["status"] == "completed"
    message, call = final["output"]
    assert message["content"][0]["text"] == "Checking."
    assert (call["type"], call["name"], call["arguments"], call["status"]) == (
        "function_call", "get_weather", '{"city": "Paris"}', "completed")
    assert call["id"].startswith("fc_") and call["call_id"].startswith("call_")
    done = next(e for e in events if e["type"] == "response.function_call_arguments.done")
    assert (done["name"], done["arguments"]) == ("get_weather", '{"city": "Paris"}')
    assert final["usage"]["output_tokens"] == len(pieces(CALL_TEXT))


def test_canned_namespace_call_is_reported_with_its_namespace() -> None:
    tools = [{"type": "namespace", "name": "agents", "description": "sub-agents",
              "tools": [{"type": "function", "name": "spawn", "parameters": {"type": "object"}}]}]
    request = parse_responses_request(responses_request({"model": "tiny", "input": "go", "tools": tools}))
    text = '<tool_call>\n{"name": "spawn", "arguments": {}}\n</tool_call>'
    events = asyncio.run(collect(response_events(request, canned(pieces(text)))))
    (call,) = events[-1]["response"]["output"]
    assert (call["namespace"], call["name"], call["arguments"]) == ("agents", "spawn", "{}")


def test_canned_length_finish_is_incomplete() -> None:
    request = parse_responses_request(responses_request({"model": "tiny", "input": "hi"}))
    events = asyncio.run(collect(response_events(request, canned(["a", "b"], finish="length"))))
    assert_well_formed(events)
    final = events[-1]["response"]
    assert (final["status"], final["incomplete_details"]) == ("incomplete", {"reason": "max_output_tokens"})
    assert final["output"][0]["status"] == "incomplete"


def test_engine_failure_mid_stream_ends_with_response_failed() -> None:
    async def broken() -> AsyncIterator[Step]:
        yield TokenStep("Hel", 1)
        yield TokenStep("lo", 2)
        raise RuntimeError("the engine broke")

    request = parse_responses_request(responses_request({"model": "tiny", "input": "hi"}))
    events = asyncio.run(collect(response_events(request, broken())))
    assert_well_formed(events)
    final = events[-1]["response"]
    assert final["status"] == "failed"
    assert final["error"] == {"code": "server_error",
                              "message": "The server had an error while generating the response."}
    assert final["output"][0]["content"][0]["text"] == "Hello"


def test_closing_the_events_closes_the_engine_stream() -> None:
    closed: list[bool] = []

    async def endless() -> AsyncIterator[Step]:
        try:
            i = 0
            while True:
                yield TokenStep("x", i)
                i += 1
        finally:
            closed.append(True)

    async def main() -> None:
        request = parse_responses_request(responses_request({"model": "tiny", "input": "hi"}))
        events = response_events(request, endless(), ResponseStream.for_request(request))
        async for event in events:
            if event["type"] == "response.output_text.delta":
                break
        await events.aclose()

    asyncio.run(main())
    assert closed == [True]


# --------------------------------------------------------------------------------------------------
# The session server (tiny = qwen3, tiny35 = qwen3_5)


@pytest.mark.parametrize("model", ["tiny", "tiny35"])
def test_json_response_cut_by_max_output_tokens(server: Server, model: str) -> None:
    response = sdk(server.base_url).responses.create(
        model=model, input="hello", max_output_tokens=6, temperature=0)
    assert response.id.startswith("resp_")
    assert (response.object, response.model, response.status) == ("response", model, "incomplete")
    assert response.incomplete_details is not None and response.incomplete_details.reason == "max_output_tokens"
    (message,) = response.output
    assert message.type == "message" and message.id.startswith("msg_")
    assert message.status == "incomplete" and message.role == "assistant"
    assert response.usage is not None
    assert_usage(response.usage.model_dump(), output_tokens=6)


def test_json_response_echoes_the_request_settings(client: httpx.Client) -> None:
    resp = client.post("/v1/responses", json={
        "model": "tiny", "input": "hello", "instructions": "Be brief.", "max_output_tokens": 3, "temperature": 0,
        "top_p": 0.5, "tools": TOOLS, "tool_choice": "auto", "parallel_tool_calls": False, "store": False,
        "prompt_cache_key": "echo-test", "reasoning": {"summary": "auto"}, "truncation": "disabled",
        "client_metadata": {"thread": "t"}, "include": ["reasoning.encrypted_content"], "background": False,
    })
    assert resp.status_code == 200, resp.text
    body = resp.json()
    assert list(body)[:10] == ["id", "object", "created_at", "status", "completed_at", "model", "output", "error",
                               "incomplete_details", "usage"]
    assert {k: body[k] for k in ("instructions", "max_output_tokens", "temperature", "top_p", "tool_choice",
                                 "parallel_tool_calls", "store", "truncation", "prompt_cache_key")} == {
        "instructions": "Be brief.", "max_output_tokens": 3, "temperature": 0, "top_p": 0.5, "tool_choice": "auto",
        "parallel_tool_calls": False, "store": False, "truncation": "disabled", "prompt_cache_key": "echo-test"}
    assert body["tools"] == TOOLS


def test_stream_event_order_and_sequence_numbers(server: Server) -> None:
    stream = sdk(server.base_url).responses.create(
        model="tiny", input="hello", max_output_tokens=5, temperature=0, stream=True)
    events = [event.model_dump() for event in stream]
    assert_well_formed(events)
    final = events[-1]["response"]
    assert events[-1]["type"] == "response.incomplete"
    deltas = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
    text_done = next(e for e in events if e["type"] == "response.output_text.done")
    assert deltas == text_done["text"] == final["output"][0]["content"][0]["text"]
    assert_usage(final["usage"], output_tokens=5)


def test_stream_frames_on_the_wire(client: httpx.Client) -> None:
    body = {"model": "tiny", "input": "hello", "max_output_tokens": 2, "temperature": 0, "stream": True}
    with client.stream("POST", "/v1/responses", json=body) as resp:
        assert resp.status_code == 200
        assert resp.headers["content-type"].startswith("text/event-stream")
        assert resp.headers["x-request-id"]
        raw = resp.read().decode()
    assert "[DONE]" not in raw
    frames = raw.split("\n\n")
    assert frames[-1] == ""
    assert all(f.startswith("event: ") and "\ndata: " in f for f in frames[:-1])
    assert_well_formed(sse_events(iter(raw.split("\n"))))


# Greedy decoding of tiny35 on this prompt ends with EOS after a few dozen tokens: a completed response.
COMPLETING: dict[str, Any] = {"model": "tiny35", "input": "end now", "temperature": 0}


def test_json_response_completed(server: Server) -> None:
    response = sdk(server.base_url).responses.create(**COMPLETING)
    assert (response.status, response.incomplete_details, response.error) == ("completed", None, None)
    assert response.completed_at is not None and response.completed_at >= response.created_at
    (message,) = response.output
    assert message.type == "message" and message.status == "completed"
    assert response.usage is not None
    assert_usage(response.usage.model_dump())
    assert 0 < response.usage.output_tokens < 4096


def test_stream_helper_final_text_equals_the_deltas(server: Server) -> None:
    deltas: list[str] = []
    with sdk(server.base_url).responses.stream(**COMPLETING) as stream:
        for event in stream:
            if event.type == "response.output_text.delta":
                deltas.append(event.delta)
        final = stream.get_final_response()
    assert deltas
    assert final.status == "completed"
    assert final.output_text == "".join(deltas)


def test_tools_offered_to_the_real_model_still_answer(server: Server) -> None:
    # Random weights will not write <tool_call>; this proves the tool prompt plumbing, not the parsing.
    response = sdk(server.base_url).responses.create(
        model="tiny35", input="weather in Paris?", tools=TOOLS, tool_choice="auto", max_output_tokens=4,
        temperature=0)
    assert response.status == "incomplete"
    assert [item.type for item in response.output] == ["message"]


def test_same_prompt_cache_key_reuses_the_prompt(client: httpx.Client) -> None:
    body = {"model": "tiny", "input": "hello cache", "max_output_tokens": 2, "temperature": 0,
            "prompt_cache_key": f"reuse-{time.time_ns()}"}
    first = client.post("/v1/responses", json=body).json()["usage"]
    second = client.post("/v1/responses", json=body).json()["usage"]
    assert first["input_tokens"] == second["input_tokens"]
    assert second["input_tokens_details"]["cached_tokens"] == second["input_tokens"] - 1


def test_second_turn_with_function_call_output(server: Server) -> None:
    response = sdk(server.base_url).responses.create(
        model="tiny", tools=TOOLS, max_output_tokens=3, temperature=0,
        input=[
            {"role": "user", "content": "weather in Paris?"},
            {"type": "function_call", "call_id": "call_1", "name": "get_weather", "arguments": '{"city":"Paris"}'},
            {"type": "function_call_output", "call_id": "call_1", "output": "sunny"},
        ])
    assert response.status == "incomplete"


def test_unknown_model_is_404(client: httpx.Client) -> None:
    resp = client.post("/v1/responses", json={"model": "nope", "input": "hi"})
    assert resp.status_code == 404
    assert resp.json()["error"]["code"] == "model_not_found"


# --------------------------------------------------------------------------------------------------
# Refusals over HTTP (each rule is tested exhaustively at the pure level in test_responses_request.py)

REFUSALS: list[tuple[str, dict[str, Any], str | None]] = [
    ("store true", {"store": True}, "store"),
    ("previous_response_id", {"previous_response_id": "resp_1"}, "previous_response_id"),
    ("conversation", {"conversation": "conv_1"}, "conversation"),
    ("background true", {"background": True}, "background"),
    ("truncation auto", {"truncation": "auto"}, "truncation"),
    ("tool_choice required", {"tools": TOOLS, "tool_choice": "required"}, "tool_choice"),
    ("tool_choice function", {"tools": TOOLS, "tool_choice": {"type": "function", "name": "get_weather"}},
     "tool_choice"),
    ("tool_choice web_search", {"tool_choice": {"type": "web_search"}}, "tool_choice"),
    ("web_search external access", {"tools": [{"type": "web_search", "external_web_access": True}]},
     "tools[0].external_web_access"),
    ("web_search access missing", {"tools": [{"type": "web_search"}]}, "tools[0].external_web_access"),
    ("web_search access not boolean", {"tools": [{"type": "web_search", "external_web_access": "no"}]},
     "tools[0].external_web_access"),
    ("strict tool", {"tools": [{**TOOLS[0], "strict": True}]}, "tools[0].strict"),
    ("reasoning effort", {"reasoning": {"effort": "low"}}, "reasoning.effort"),
    ("text format", {"text": {"format": {"type": "json_object"}}}, "text.format"),
    ("include entry", {"include": ["file_search_call.results"]}, "include[0]"),
    ("service_tier", {"service_tier": "auto"}, "service_tier"),
    ("max_tool_calls", {"max_tool_calls": 2}, "max_tool_calls"),
    ("prompt", {"prompt": {"id": "pmpt_1"}}, "prompt"),
    ("response_format", {"response_format": {"type": "json_object"}}, "response_format"),
    ("hosted tool", {"tools": [{"type": "file_search", "vector_store_ids": ["vs_1"]}]}, "tools[0].type"),
    ("mcp tool", {"tools": [{"type": "mcp", "server_label": "x", "server_url": "https://x.example"}]}, "tools[0].type"),
    ("web_search extra key", {"tools": [{"type": "web_search", "external_web_access": False,
                                         "search_context_size": "low"}]}, "tools[0].search_context_size"),
    ("reasoning summary", {"reasoning": {"summary": "detailed"}}, "reasoning.summary"),
    ("text verbosity", {"text": {"verbosity": "low"}}, "text.verbosity"),
    ("input_file part", {"input": [{"role": "user", "content": [{"type": "input_file", "file_id": "f"}]}]},
     "input[0].content[0].type"),
    ("unknown field", {"frobnicate": 1}, "frobnicate"),
    ("wrong type", {"temperature": "hot"}, "temperature"),
]


@pytest.mark.parametrize(("field", "extra", "param"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refused_over_http(client: httpx.Client, field: str, extra: dict[str, Any], param: str | None) -> None:
    assert_error(client.post("/v1/responses", json={"model": "tiny", "input": "hi"} | extra), 400, param=param)


@pytest.mark.parametrize("result", [{}, {"call_id": None}], ids=["missing", "null"])
def test_a_tool_result_without_its_call_id_is_refused_by_the_document(
    client: httpx.Client, result: dict[str, Any]
) -> None:
    # The pinned upstream revision leaves call_id optional; the served document requires it (the result answers
    # that call), so the validator refuses it naming the field, as Schemathesis expects of a documented rule.
    served = json.loads((REPO / "generated" / "openapi.json").read_text())
    assert "call_id" in served["components"]["schemas"]["FunctionCallOutputItemParam"]["required"]
    body = {"model": "tiny", "max_output_tokens": 1, "input": [
        {"type": "function_call", "call_id": "c1", "name": "get_weather", "arguments": "{}"},
        {"type": "function_call_output", "output": "sunny"} | result]}
    assert_error(client.post("/v1/responses", json=body), 400, param="input[1].call_id")


def test_local_web_search_tool_is_dropped_and_accepted(client: httpx.Client) -> None:
    resp = client.post("/v1/responses", json={
        "model": "tiny", "input": "hi", "max_output_tokens": 1,
        "tools": [{"type": "web_search", "external_web_access": False}]})
    assert resp.status_code == 200, resp.text
    assert all(item["type"] != "web_search_call" for item in resp.json()["output"])


@pytest.mark.parametrize("url", ["data:image/png;base64,iVBORw0KGgo=", "https://example.com/cat.png"])
def test_images_refused_by_a_text_only_model(client: httpx.Client, url: str) -> None:
    resp = client.post("/v1/responses", json={"model": "tiny", "input": [{"role": "user", "content": [
        {"type": "input_text", "text": "what is this?"}, {"type": "input_image", "image_url": url}]}]})
    assert_error(resp, 400, param="input[0].content[1].image_url", message_has="text-only")


def test_image_url_scheme_refused(client: httpx.Client) -> None:
    resp = client.post("/v1/responses", json={"model": "tiny", "input": [{"role": "user", "content": [
        {"type": "input_image", "image_url": "ftp://example.com/cat.png"}]}]})
    assert_error(resp, 400, param="input[0].content[0].image_url", message_has="http")


# --------------------------------------------------------------------------------------------------
# Codex CLI envelopes (captured requests; only the model name is replaced)


def codex_stream(client: httpx.Client, body: dict[str, Any]) -> list[dict[str, Any]]:
    with client.stream("POST", "/v1/responses", json=body, headers={"accept": "text/event-stream"}) as resp:
        assert resp.status_code == 200, resp.read().decode()
        return sse_events(resp.iter_lines())


def test_codex_first_request_completes(client: httpx.Client, model_dirs: dict[str, Path]) -> None:
    body = capture("codex_first_request.json")
    body["model"] = "tiny"
    events = codex_stream(client, body)
    assert_well_formed(events)
    # Codex sends no temperature and no max_output_tokens: the random-weight model samples at 1.0 until it draws
    # EOS (completed) or spends the default output budget or the room left in the context (incomplete).
    final = events[-1]["response"]
    usage = final["usage"]
    assert usage["input_tokens"] > 1000
    if events[-1]["type"] == "response.incomplete":
        assert final["incomplete_details"] == {"reason": "max_output_tokens"}
        config = json.loads((model_dirs["tiny"] / "config.json").read_text())
        room = config["max_position_embeddings"] - usage["input_tokens"]
        assert usage["output_tokens"] == min(room, DEFAULT_MAX_OUTPUT_TOKENS)
    else:
        assert events[-1]["type"] == "response.completed"
    assert final["prompt_cache_key"] == body["prompt_cache_key"]


def test_codex_second_turn_with_tool_output(client: httpx.Client) -> None:
    # Codex's next turn replays the first turn's input and appends the call and its output, under the same
    # prompt_cache_key; the items come from the captured second request.
    body = capture("codex_first_request.json")
    second = capture("codex_second_request_after_tool_call.json")
    tail = [item for item in second["input"] if item["type"] in ("function_call", "function_call_output")]
    assert [item["type"] for item in tail] == ["function_call", "function_call_output"]
    body = copy.deepcopy(body) | {"model": "tiny", "input": [*body["input"], *tail], "max_output_tokens": 16}
    events = codex_stream(client, body)
    assert_well_formed(events)
    assert events[-1]["type"] in ("response.completed", "response.incomplete")


# --------------------------------------------------------------------------------------------------
# An in-process server: its engine counters are visible and its engine call can be replaced

LOCAL_CONTEXT = 1024


@dataclass
class Local:
    base_url: str
    services: Services


@contextmanager
def local_server(models: dict[str, Path], **settings: Any) -> Iterator[Local]:
    """Serve ``models`` from this process (uvicorn on a thread), so a test can read its ``services``."""
    specs = tuple(f"{name}={path}" for name, path in models.items())
    services = build_services(Settings(models=specs, device="cpu", warmup=False, **settings))
    port = free_port()
    config = uvicorn.Config(create_app(services), host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "the local server did not start"
        time.sleep(0.02)
    try:
        yield Local(f"http://127.0.0.1:{port}", services)
    finally:
        server.should_exit = True
        thread.join(timeout=30)


@pytest.fixture(scope="module")
def local(model_dirs: dict[str, Path]) -> Iterator[Local]:
    with local_server({"tiny": model_dirs["tiny"]}, context_length=LOCAL_CONTEXT) as srv:
        yield srv


class StepCount:
    """A generation observer counting the tokens every generation of a server yields."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self, step: GenerationStep) -> None:
        if isinstance(step, TokenStep):
            self.n += 1


@contextmanager
def counting_steps(services: Services) -> Iterator[StepCount]:
    """Count the tokens generated by ``services`` inside the block."""
    count = StepCount()
    services.generations.observers.append(count)
    try:
        yield count
    finally:
        services.generations.observers.remove(count)


def wait_idle(services: Services, timeout_s: float = 2.0) -> float:
    """Seconds until no generation is in progress (fails after ``timeout_s``)."""
    started = time.monotonic()
    while services.generations.active:
        assert time.monotonic() - started < timeout_s, "generation still running"
        time.sleep(0.005)
    return time.monotonic() - started


def test_client_disconnect_stops_generation(local: Local) -> None:
    body = {"model": "tiny", "input": "hello", "stream": True, "temperature": 0, "max_output_tokens": 1000}
    with counting_steps(local.services) as steps:
        with httpx.Client(base_url=local.base_url, timeout=30) as client, \
                client.stream("POST", "/v1/responses", json=body) as resp:
            deltas = 0
            for line in resp.iter_lines():
                deltas += line == "event: response.output_text.delta"
                if deltas == 3:
                    break
        assert wait_idle(local.services) < 1.0
        generated = steps.n
        time.sleep(0.2)
        assert steps.n == generated  # it stopped growing
    assert 3 <= generated < 200  # of the 1000 asked for
    # The engine is free: a new generation runs to its end.
    with httpx.Client(base_url=local.base_url, timeout=30) as client:
        resp = client.post("/v1/responses", json={"model": "tiny", "input": "hi", "max_output_tokens": 2})
    assert resp.status_code == 200


def test_client_disconnect_stops_a_json_generation(local: Local) -> None:
    body = json.dumps({"model": "tiny", "input": "hello", "temperature": 0, "max_output_tokens": 1000}).encode()
    port = int(local.base_url.rsplit(":", 1)[1])
    with counting_steps(local.services) as steps:
        with socket.create_connection(("127.0.0.1", port)) as sock:
            sock.sendall(b"POST /v1/responses HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n"
                         b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
            while steps.n < 3:
                time.sleep(0.005)
        assert wait_idle(local.services) < 1.0
        generated = steps.n
        time.sleep(0.2)
        assert steps.n == generated < 500


def test_prompt_past_the_context_is_refused(local: Local) -> None:
    with httpx.Client(base_url=local.base_url, timeout=30) as client:
        resp = client.post("/v1/responses", json={"model": "tiny", "input": "yes " * LOCAL_CONTEXT})
    assert_error(resp, 400, param="input", message_has="maximum context length is 1024 tokens")
    assert resp.json()["error"]["message"].startswith("maximum context length")


def test_output_budget_is_capped_by_the_context(local: Local) -> None:
    with httpx.Client(base_url=local.base_url, timeout=60) as client:
        resp = client.post("/v1/responses", json={
            "model": "tiny", "input": "yes " * 900, "max_output_tokens": 500, "temperature": 0})
    body = resp.json()
    assert body["status"] == "incomplete"
    assert body["usage"]["input_tokens"] + body["usage"]["output_tokens"] == LOCAL_CONTEXT


def fake_engine(text_pieces: Sequence[str], *, fail_after: int | None = None) -> Any:
    """A stand-in for :func:`augury.engine.generate.generate` that yields canned steps."""

    async def generate(worker: Any, model: Any, prompt: Sequence[int], sampling: SamplingSettings,
                       **_: Any) -> AsyncIterator[Step]:
        for i, piece in enumerate(text_pieces):
            if fail_after is not None and i == fail_after:
                raise RuntimeError("the engine broke")
            yield TokenStep(piece, i)
        yield GenerationDone("stop", len(prompt), 0, len(text_pieces))

    return generate


def test_tool_call_round_trip_through_the_handler(local: Local, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generations_module, "generate", fake_engine(pieces(CALL_TEXT, 2)))
    client = sdk(local.base_url)
    response = client.responses.create(model="tiny", input="weather in Paris?", tools=TOOLS)
    message, call = response.output
    assert message.type == "message" and response.output_text == "Checking."
    assert call.type == "function_call"
    assert (call.name, json.loads(call.arguments)) == ("get_weather", {"city": "Paris"})
    with client.responses.stream(model="tiny", input="weather?", tools=TOOLS) as stream:
        types = [event.type for event in stream]
        final = stream.get_final_response()
    assert types[-5:] == ["response.output_item.added", "response.function_call_arguments.delta",
                          "response.function_call_arguments.done", "response.output_item.done",
                          "response.completed"]
    assert final.output[1].type == "function_call"


def test_failure_mid_stream_is_response_failed_on_the_wire(local: Local, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(generations_module, "generate", fake_engine(["a", "b", "c"], fail_after=2))
    body = {"model": "tiny", "input": "hi", "stream": True}
    with httpx.Client(base_url=local.base_url, timeout=30) as client:
        with client.stream("POST", "/v1/responses", json=body) as resp:
            events = sse_events(resp.iter_lines())
        assert_well_formed(events)
        assert events[-1]["type"] == "response.failed"
        # Without streaming the same failure is a 500 in the OpenAI error shape.
        resp = client.post("/v1/responses", json={"model": "tiny", "input": "hi"})
    assert resp.status_code == 500
    assert resp.json()["error"]["type"] == "server_error"


# --------------------------------------------------------------------------------------------------
# A vision checkpoint: images are fetched or decoded and checked, then refused (no pixel path in generation)


def png_bytes(width: int, height: int) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buf, "PNG")
    return buf.getvalue()


def image_input(url: str) -> list[dict[str, Any]]:
    return [{"role": "user", "content": [{"type": "input_text", "text": "what is this?"},
                                         {"type": "input_image", "image_url": url}]}]


@pytest.fixture(scope="module")
def vision(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Local]:
    vl_dir = make_test_model(tmp_path_factory.mktemp("vl") / "tiny-vl", arch="qwen3_5_vl")
    with local_server({"vl": vl_dir}) as srv:
        yield srv


@pytest.mark.parametrize(("url", "message_has"), [
    ("data:image/png;base64," + base64.b64encode(png_bytes(32, 24)[:40]).decode(), "incomplete or corrupt"),
    ("data:image/jpeg;base64," + base64.b64encode(png_bytes(32, 24)).decode(), "declared as image/jpeg"),
    ("http://127.0.0.1:9/cat.png", "127.0.0.1"),
], ids=["truncated", "mislabelled", "private-address"])
def test_images_for_a_vision_model_are_checked_then_refused(vision: Local, url: str, message_has: str) -> None:
    with counting_steps(vision.services) as steps, httpx.Client(base_url=vision.base_url, timeout=30) as client:
        resp = client.post("/v1/responses", json={"model": "vl", "input": image_input(url)})
    assert_error(resp, 400, param="input[0].content[1].image_url", message_has=message_has)
    assert steps.n == 0
