"""/metrics after real requests (Prometheus text format), and the access log: what it carries and never carries.

The live-server tests compare two scrapes around the requests they make, so they hold whatever other tests did
to the shared server before.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import time
from pathlib import Path
from typing import Any, cast

import httpx
import pytest
from starlette.types import Message, Receive, Scope, Send

from augury.engine.registry import ModelRegistry, ModelSpec
from augury.engine.worker import EngineWorker
from augury.http.logging import AccessLogMiddleware, JsonFormatter
from augury.http.requestid import RequestIdMiddleware
from augury.metrics import (
    CONTENT_TYPE,
    Histogram,
    Metrics,
    RequestRecord,
    RouteTable,
    note_model,
    observe_usage,
    parse_exposition,
)
from augury.services import Admission, Services
from augury.settings import Settings
from tests.conftest import Server

Samples = dict[str, list[tuple[dict[str, str], float]]]


def scrape(client: httpx.Client) -> Samples:
    resp = client.get("/metrics")
    assert resp.status_code == 200
    assert resp.headers["content-type"] == CONTENT_TYPE
    return parse_exposition(resp.text)


def value(samples: Samples, name: str, **labels: str) -> float:
    return sum(v for got, v in samples.get(name, []) if all(got.get(k) == w for k, w in labels.items()))


def delta(before: Samples, after: Samples, name: str, **labels: str) -> float:
    return value(after, name, **labels) - value(before, name, **labels)


DECISION = {"model": "tiny", "input": "I was charged twice.",
            "questions": [{"type": "predicate", "name": "billing", "instructions": "Is it about billing?"}]}
CHAT = {"model": "tiny", "messages": [{"role": "user", "content": "Count to three."}], "max_tokens": 4,
        "temperature": 0}


def test_a_decision_is_counted_with_its_route_status_latency_and_tokens(client: httpx.Client) -> None:
    before = scrape(client)
    usage = client.post("/v1/decisions", json=DECISION).json()["usage"]
    after = scrape(client)
    route = {"route": "/v1/decisions"}
    assert delta(before, after, "augury_requests_total", method="POST", status="200", **route) == 1
    assert delta(before, after, "augury_request_duration_seconds_count", **route) == 1
    assert delta(before, after, "augury_request_duration_seconds_sum", **route) > 0
    assert delta(before, after, "augury_prompt_tokens_total", model="tiny", **route) == usage["input_tokens"] > 0
    assert delta(before, after, "augury_generated_tokens_total", model="tiny", **route) == 0


def test_a_chat_completion_counts_prompt_and_generated_tokens(client: httpx.Client) -> None:
    before = scrape(client)
    usage = client.post("/v1/chat/completions", json=CHAT).json()["usage"]
    after = scrape(client)
    route = {"route": "/v1/chat/completions", "model": "tiny"}
    assert delta(before, after, "augury_prompt_tokens_total", **route) == usage["prompt_tokens"]
    assert delta(before, after, "augury_generated_tokens_total", **route) == usage["completion_tokens"] == 4


def test_a_streamed_response_is_counted_when_the_stream_ends(client: httpx.Client) -> None:
    before = scrape(client)
    with client.stream("POST", "/v1/responses", json={"model": "tiny", "input": "Hello", "stream": True,
                                                      "max_output_tokens": 3}) as resp:
        events = [json.loads(line[5:]) for line in resp.iter_lines() if line.startswith("data:")]
    after = scrape(client)
    usage = events[-1]["response"]["usage"]
    route = {"route": "/v1/responses"}
    assert delta(before, after, "augury_requests_total", method="POST", status="200", **route) == 1
    assert delta(before, after, "augury_generated_tokens_total", model="tiny", **route) == usage["output_tokens"]


def test_the_same_prompt_twice_is_a_prompt_cache_hit(client: httpx.Client) -> None:
    body = {**CHAT, "messages": [{"role": "user", "content": "A prompt for the cache test."}]}
    client.post("/v1/chat/completions", json=body)
    before = scrape(client)
    second = client.post("/v1/chat/completions", json=body).json()
    after = scrape(client)
    assert delta(before, after, "augury_prompt_cache_hits_total") == 1
    assert delta(before, after, "augury_prompt_cache_misses_total") == 0
    cached = second["usage"]["prompt_tokens_details"]["cached_tokens"]
    assert delta(before, after, "augury_cached_prompt_tokens_total", route="/v1/chat/completions") == cached > 0


def test_refusals_are_counted_by_status_and_unknown_paths_share_one_label(client: httpx.Client) -> None:
    before = scrape(client)
    assert client.post("/v1/decisions", json={**DECISION, "model": "missing"}).status_code == 404
    assert client.post("/v1/decisions", json={**DECISION, "questions": []}).status_code == 400
    assert client.get("/no/such/path/123").status_code == 404
    assert client.get("/v1/models/tiny").status_code == 200
    after = scrape(client)
    assert delta(before, after, "augury_requests_total", route="/v1/decisions", status="404") == 1
    assert delta(before, after, "augury_requests_total", route="/v1/decisions", status="400") == 1
    assert delta(before, after, "augury_requests_total", route="unmatched", method="GET", status="404") == 1
    assert delta(before, after, "augury_requests_total", route="/v1/models/{model}", status="200") == 1
    assert not any("missing" in labels.values() for series in after.values() for labels, _ in series)


def test_loaded_models_and_their_memory_are_reported(client: httpx.Client) -> None:
    samples = scrape(client)
    assert {labels["model"]: v for labels, v in samples["augury_model_loaded"]} == {"tiny": 1, "tiny35": 1}
    assert value(samples, "augury_models_loaded") == 2
    assert all(v > 0 for _, v in samples["augury_model_memory_bytes"])
    assert value(samples, "augury_model_memory_limit_bytes") == 0
    assert [labels for labels, _ in samples["augury_model_info"]] == [
        {"model": "tiny", "usecases": "chat,decisions", "vision": "auto"},
        {"model": "tiny35", "usecases": "chat,decisions", "vision": "auto"},
    ]
    assert value(samples, "augury_admission_rejections_total", pool="decisions") == 0
    assert value(samples, "augury_mlx_active_memory_bytes") >= value(samples, "augury_model_memory_bytes")


def test_the_exposition_is_well_formed(client: httpx.Client) -> None:
    client.get("/health")
    text = client.get("/metrics").text
    sample = re.compile(r'^[a-z_:][a-z0-9_:]*(\{([a-z_]+="([^"\\]|\\.)*",?)*\})? -?[0-9.e+]+$'
                        r'|^[a-z_]+\{.*le="\+Inf".*\} \d+$')
    families: dict[str, str] = {}
    for line in text.splitlines():
        if line.startswith("# TYPE "):
            _, _, name, kind = line.split(" ")
            families[name] = kind
        elif not line.startswith("# HELP "):
            assert sample.match(line), line
            name = line.split("{")[0].split(" ")[0]
            base = re.sub(r"_(bucket|sum|count)$", "", name) if families.get(re.sub(
                r"_(bucket|sum|count)$", "", name)) == "histogram" else name
            assert base in families, line
    samples = parse_exposition(text)
    for labels, count in samples["augury_request_duration_seconds_count"]:
        buckets = [v for got, v in samples["augury_request_duration_seconds_bucket"]
                   if got["route"] == labels["route"]]
        assert buckets == sorted(buckets) and buckets[-1] == count


def test_health_and_metrics_bodies_end_with_a_newline(client: httpx.Client) -> None:
    for path in ("/health", "/metrics"):
        body = client.get(path).content
        assert body.endswith(b"\n") and not body.endswith(b"\n\n"), path
    assert json.loads(client.get("/health").content) == {"status": "ok", "models": ["tiny", "tiny35"]}


def test_the_process_resident_memory_is_a_gauge(server: Server, client: httpx.Client) -> None:
    samples = scrape(client)
    rss = value(samples, "process_resident_memory_bytes")
    with open(f"/proc/{server.proc.pid}/status", encoding="ascii") as status:
        vm_rss = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))
    assert abs(rss - vm_rss) < 0.2 * vm_rss  # the same figure the kernel reports, moments apart
    assert rss >= value(samples, "augury_mlx_active_memory_bytes")


def test_idle_time_and_idle_unload_of_loaded_models(client: httpx.Client) -> None:
    client.post("/v1/decisions", json=DECISION)
    samples = scrape(client)
    idle = {labels["model"]: v for labels, v in samples["augury_model_idle_seconds"]}
    assert set(idle) == {"tiny", "tiny35"} and 0 <= idle["tiny"] < 60
    assert {labels["model"]: v for labels, v in samples["augury_model_idle_unload_seconds"]} == {"tiny": 0,
                                                                                               "tiny35": 0}


def test_the_access_log_names_request_route_model_status_and_latency(server: Server, client: httpx.Client) -> None:
    client.post("/v1/decisions", json=DECISION, headers={"x-request-id": "req-metrics-log-1"})
    deadline = time.monotonic() + 10  # the line is written just after the response: wait for it
    while not (found := [ln for ln in server.log().splitlines() if "id=req-metrics-log-1" in ln]):
        assert time.monotonic() < deadline, "no access log line"
        time.sleep(0.05)
    (line,) = found
    assert re.search(r" INFO augury\.access: POST /v1/decisions 200 \d+\.\dms model=tiny tokens=\d+\+0 "
                     r"id=req-metrics-log-1$", line), line


# --------------------------------------------------------------------------------------------------
# In-process: the middleware, the JSON format, scrape-time state


async def _echo(scope: Scope, receive: Receive, send: Send) -> None:
    """A route that reads its body, resolves a model and reports usage, like a real handler."""
    await receive()
    note_model("tiny")
    observe_usage(prompt_tokens=7, generated_tokens=3)
    await send({"type": "http.response.start", "status": 201, "headers": []})
    await send({"type": "http.response.body", "body": b"ok"})


def _call(app: Any, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
    scope = {"type": "http", "method": "POST", "path": "/v1/chat/completions", "headers": headers,
             "query_string": b"api_key=sk-query-secret"}
    sent = [{"type": "http.request", "body": body, "more_body": False}]

    async def receive() -> Message:
        return sent.pop(0) if sent else {"type": "http.disconnect"}

    async def send(message: Message) -> None:
        pass

    asyncio.run(app(scope, receive, send))


def test_json_access_log_carries_fields_and_never_bodies_or_keys(caplog: pytest.LogCaptureFixture) -> None:
    metrics = Metrics()
    app = RequestIdMiddleware(AccessLogMiddleware(_echo, metrics=metrics, routes=RouteTable(["/v1/chat/completions"])))
    with caplog.at_level(logging.INFO, logger="augury.access"):
        _call(app, [(b"authorization", b"Bearer sk-header-secret"), (b"x-request-id", b"req-abc")],
              b'{"messages": "a secret body"}')
    (record,) = caplog.records
    entry = json.loads(JsonFormatter().format(record))
    assert entry["time"].endswith("+00:00")
    assert {k: v for k, v in entry.items() if k not in ("time", "latency_ms", "ttfb_ms")} == {
        "level": "info", "logger": "augury.access",
        "message": f"POST /v1/chat/completions 201 {entry['latency_ms']:.1f}ms model=tiny tokens=7+3 id=req-abc",
        "request_id": "req-abc", "method": "POST", "route": "/v1/chat/completions", "model": "tiny", "status": 201,
        "prompt_tokens": 7, "generated_tokens": 3, "cached_tokens": 0,
    }
    text = json.dumps(entry)
    assert "secret" not in text
    assert metrics.requests == {("/v1/chat/completions", "POST", "201"): 1}
    assert metrics.tokens == {("prompt", "/v1/chat/completions", "tiny"): 7,
                              ("generated", "/v1/chat/completions", "tiny"): 3}


def test_an_app_that_raises_is_counted_as_500(caplog: pytest.LogCaptureFixture) -> None:
    async def broken(scope: Scope, receive: Receive, send: Send) -> None:
        raise RuntimeError("boom")

    metrics = Metrics()
    with caplog.at_level(logging.INFO, logger="augury.access"), pytest.raises(RuntimeError):
        _call(AccessLogMiddleware(broken, metrics=metrics, routes=RouteTable([])), [], b"")
    assert metrics.requests == {("unmatched", "POST", "500"): 1}


def test_histograms_are_cumulative() -> None:
    h = Histogram(bounds=(0.1, 1.0))
    for v in (0.05, 0.5, 0.7, 3.0):
        h.observe(v)
    assert h.cumulative() == [("0.1", 1), ("1", 3), ("+Inf", 4)]
    assert (h.count, round(h.total, 6)) == (4, 4.25)


def test_route_templates_match_parameters() -> None:
    table = RouteTable(["/v1/models", "/v1/models/{model}", "/docs"])
    assert [table.match(p) for p in ("/v1/models", "/v1/models/a.b-c", "/v1/models/a/b", "/docs/index.html")] == [
        "/v1/models", "/v1/models/{model}", "unmatched", "/docs"]


def test_scrape_time_state_comes_from_the_services(model_dirs: dict[str, Path]) -> None:
    from augury.engine.generations import Generations  # imports MLX, as the model_dirs fixture does

    registry = ModelRegistry([ModelSpec(name="m", source=str(model_dirs["tiny"]), usecases=("decisions",))],
                             EngineWorker(), device="cpu", allow_download=False, memory_limit_bytes=2048)
    admission = Admission(1)
    admission.rejected = 3
    services = Services(settings=Settings(), registry=registry, worker=registry.worker,
                        decisions_admission=admission, scorer=cast(Any, None), generations=Generations(registry.worker))
    metrics = Metrics()
    metrics.observe_request(RequestRecord("GET", "/health"), 200, 0.002)
    samples = parse_exposition(metrics.render(services))
    assert samples["augury_admission_rejections_total"] == [({"pool": "decisions"}, 3)]
    assert samples["augury_model_loaded"] == [({"model": "m"}, 0)]
    assert samples["augury_model_info"] == [({"model": "m", "usecases": "decisions", "vision": "auto"}, 1)]
    assert samples["augury_model_disk_bytes"] == [({"model": "m"}, sum(
        p.stat().st_size for p in model_dirs["tiny"].iterdir()))]
    assert samples["augury_model_memory_limit_bytes"] == [({}, 2048)]
    assert samples["augury_requests_total"] == [({"route": "/health", "method": "GET", "status": "200"}, 1)]
    registry.worker.shutdown()


def test_label_values_are_escaped() -> None:
    metrics = Metrics()
    metrics.observe_request(RequestRecord("GET", 'a"b\\c\nd'), 200, 0.1)
    text = metrics.render()
    assert 'route="a\\"b\\\\c\\nd"' in text
    assert parse_exposition(text)["augury_requests_total"] == [
        ({"route": 'a"b\\c\nd', "method": "GET", "status": "200"}, 1)]
