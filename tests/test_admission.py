"""Admission of decision requests (docs/CONTRACT.md §6): a fixed number at once, the next refused fast, never queued.

A server started with ``--max-concurrent-decisions 2`` serves the tiny Qwen3 model. A "slow" request
is a few questions over a ~5,000-token input: on CPU the tiny model's attention is quadratic in the
prompt length, so its shared prefill takes seconds while the refusal of a third request takes
milliseconds. /metrics (``augury_requests_in_progress{pool="decisions"}``) says when the slow
requests hold their slots, so nothing here depends on sleeping for a guessed time.
"""

from __future__ import annotations

import json
import re
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest

from tests.conftest import Server, start_server, stop_server

LIMIT = 2
#: A refusal at capacity must come back at once; generous for a loaded 2-core machine.
FAST_S = 1.0
#: A slow request must hold its slot far longer than a /metrics poll plus a refusal (tens of ms).
SLOW_ENOUGH_S = 0.5
SLOW_TEXT = "the quick brown fox jumps over the lazy dog and " * 240


def slow() -> dict[str, Any]:
    """A request that takes seconds: a ~5,000-token input no earlier request shares a prefix with.

    The server reuses cached prompt prefixes across requests, so each slow request starts with its
    own text.
    """
    return {
        "model": "tiny",
        "input": f"Request {uuid.uuid4()}: {SLOW_TEXT}",
        "questions": [{"type": "predicate", "instructions": f"Statement {i} holds."} for i in range(4)],
    }

CHEAP: dict[str, Any] = {
    "model": "tiny",
    "input": "x",
    "questions": [{"type": "predicate", "instructions": "It is about billing."}],
}
IN_PROGRESS = re.compile(r'^augury_requests_in_progress\{pool="decisions"\} (\d+)$', re.M)


@pytest.fixture(scope="module")
def limited(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server(
        ["--model", f"tiny={model_dirs['tiny']}", "--max-concurrent-decisions", str(LIMIT), "--no-warmup"],
        tmp_path_factory.mktemp("admission"),
    )
    yield srv
    stop_server(srv)


def in_progress(client: httpx.Client) -> int:
    match = IN_PROGRESS.search(client.get("/metrics").text)
    assert match, "augury_requests_in_progress{pool=\"decisions\"} is missing from /metrics"
    return int(match.group(1))


def wait_for_in_progress(client: httpx.Client, count: int, timeout_s: float = 20.0) -> float:
    """Poll /metrics until ``count`` decision requests are in progress; returns the seconds waited."""
    started = time.monotonic()
    while time.monotonic() - started < timeout_s:
        if in_progress(client) == count:
            return time.monotonic() - started
        time.sleep(0.02)
    raise AssertionError(f"{count} decision requests were not in progress within {timeout_s}s")


def raw_request(server: Server, body: dict[str, Any]) -> socket.socket:
    """Send a whole POST /v1/decisions on a raw socket and leave the response unread."""
    url = urlsplit(server.base_url)
    payload = json.dumps(body).encode()
    sock = socket.create_connection((url.hostname or "127.0.0.1", url.port or 80), timeout=30)
    head = (f"POST /v1/decisions HTTP/1.1\r\nHost: {url.netloc}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(payload)}\r\n\r\n").encode()
    sock.sendall(head + payload)
    return sock


def test_slow_request_takes_long_enough(limited: Server) -> None:
    # The other tests need two slow requests to outlast a refusal many times over.
    with limited.client() as c:
        started = time.monotonic()
        resp = c.post("/v1/decisions", json=slow())
        elapsed = time.monotonic() - started
    assert resp.status_code == 200, resp.text
    assert resp.json()["usage"]["input_tokens"] > 4 * 5000
    print(f"slow request: {elapsed:.2f}s")
    assert elapsed > SLOW_ENOUGH_S, f"the slow request took only {elapsed:.2f}s"


def test_request_beyond_the_limit_is_refused_fast(limited: Server) -> None:
    results: list[httpx.Response] = []

    def send_slow() -> None:
        with limited.client() as c:
            results.append(c.post("/v1/decisions", json=slow()))

    threads = [threading.Thread(target=send_slow) for _ in range(LIMIT)]
    for thread in threads:
        thread.start()
    with limited.client() as c:
        wait_for_in_progress(c, LIMIT)
        started = time.monotonic()
        refused = c.post("/v1/decisions", json=CHEAP)
        refusal_s = time.monotonic() - started
        also_refused = c.post("/systemone", json={"model": "tiny", "state": "x",
                                                  "questions": {"q": {"type": "noul", "instructions": "y"}}})
        for thread in threads:
            thread.join(timeout=120)
        after = c.post("/v1/decisions", json=CHEAP)

    assert refused.status_code == 503, refused.text
    assert refused.json() == {"error": {
        "message": refused.json()["error"]["message"], "type": "server_error", "param": None, "code": "overloaded"}}
    assert "capacity" in refused.json()["error"]["message"]
    assert refused.headers["retry-after"] == "1"
    assert refused.headers["x-request-id"]
    print(f"refusal at capacity: {refusal_s * 1000:.1f} ms")
    assert refusal_s < FAST_S, f"the refusal took {refusal_s:.3f}s"
    assert also_refused.status_code == 503 and also_refused.json()["error"]["code"] == "overloaded"
    # The admitted requests were served, never failed by the refusals, and their slots are free again.
    assert [r.status_code for r in results] == [200] * LIMIT
    assert after.status_code == 200, after.text


def test_other_routes_are_not_limited_by_decision_slots(limited: Server) -> None:
    sockets = [raw_request(limited, slow()) for _ in range(LIMIT)]
    try:
        with limited.client() as c:
            wait_for_in_progress(c, LIMIT)
            assert c.get("/health").status_code == 200
            assert c.get("/v1/models").status_code == 200
    finally:
        for sock in sockets:
            sock.close()
    with limited.client() as c:
        wait_for_in_progress(c, 0)


def test_client_disconnect_frees_its_slot(limited: Server) -> None:
    sockets = [raw_request(limited, slow()) for _ in range(LIMIT)]
    with limited.client() as c:
        wait_for_in_progress(c, LIMIT)
        assert c.post("/v1/decisions", json=CHEAP).status_code == 503
        for sock in sockets:
            sock.close()
        freed_s = wait_for_in_progress(c, 0, timeout_s=5.0)
        admitted = c.post("/v1/decisions", json=CHEAP)
    print(f"slots freed {freed_s * 1000:.0f} ms after the clients left")
    assert freed_s < FAST_S, f"the slots took {freed_s:.3f}s to free after the clients left"
    assert admitted.status_code == 200, admitted.text
