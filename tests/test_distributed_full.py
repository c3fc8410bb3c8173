"""One model over two ranks, the long run (``tox -e distributed``; skipped in the default run).

Two ring ranks on 127.0.0.1 against one process, over HTTP: Qwen3.5 (linear attention) decisions and greedy
generation, JSON and SSE, Responses and Chat Completions; a client that disconnects stops the decode steps on
every rank; the admission limit answers 503 as before; a model the ranks cannot split is refused at start in one
sentence; killing rank 1 mid-request answers 503 and ends every process.
"""

from __future__ import annotations

import json
import os
import re
import signal
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import Server, start_server, stop_server
from tests.test_distributed import DECISION, TOLERANCE, ask, start_cluster, stop_cluster

pytestmark = pytest.mark.skipif(os.environ.get("AUGURY_DISTRIBUTED_TESTS") != "1",
                                reason="multi-rank tests run in `tox -e distributed` (AUGURY_DISTRIBUTED_TESTS=1)")

PROMPTS = ("Hello there", "Write one line about the sea.")


@pytest.fixture(scope="module")
def pair(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """``tiny`` (Qwen3) and ``tiny35`` (Qwen3.5) served by one process and by two ring ranks."""
    tmp = tmp_path_factory.mktemp("distributed-full")
    args = ["--model", f"tiny={model_dirs['tiny']}", "--model", f"tiny35={model_dirs['tiny35']}"]
    with ThreadPoolExecutor(2) as pool:
        one_f = pool.submit(start_server, args, tmp)
        two_f = pool.submit(start_cluster, args, tmp)
        one, two = one_f.result(), two_f.result()
    yield one, two
    stop_server(one)
    stop_cluster(two)


def sse(server: Server, path: str, body: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    with httpx.stream("POST", server.base_url + path, json=body | {"stream": True}, timeout=120) as resp:
        assert resp.status_code == 200, resp.read().decode()
        for line in resp.iter_lines():
            if line.startswith("data: ") and line != "data: [DONE]":
                out.append(json.loads(line[6:]))
    return out


def streamed_text(events: list[Any]) -> str:
    """The text of a Responses or Chat Completions event stream."""
    parts = []
    for event in events:
        if event.get("type") == "response.output_text.delta":
            parts.append(event["delta"])
        for choice in event.get("choices", []):
            parts.append(choice.get("delta", {}).get("content") or "")
    return "".join(parts)


@pytest.mark.parametrize("model", ["tiny", "tiny35"])
def test_decisions_equal_one_process(pair: tuple[Server, Server], model: str) -> None:
    one, two = pair
    bodies = [DECISION | {"model": model, "input": f"Case {i}. {DECISION['input']}"} for i in range(4)]
    with ThreadPoolExecutor(len(bodies)) as pool:
        expected = list(pool.map(lambda b: ask(one, b), bodies))
        got = list(pool.map(lambda b: ask(two, b), bodies))
    for e, g in zip(expected, got, strict=True):
        assert g == pytest.approx(e, abs=TOLERANCE)


@pytest.mark.parametrize("model", ["tiny", "tiny35"])
def test_greedy_generation_identical_json_and_sse(pair: tuple[Server, Server], model: str) -> None:
    one, two = pair
    for prompt in PROMPTS:
        responses = {"model": model, "input": prompt, "max_output_tokens": 20, "temperature": 0}
        chat = {"model": model, "messages": [{"role": "user", "content": prompt}], "max_tokens": 20,
                "temperature": 0}
        results = []
        for server in (one, two):
            r = httpx.post(server.base_url + "/v1/responses", json=responses, timeout=120)
            c = httpx.post(server.base_url + "/v1/chat/completions", json=chat, timeout=120)
            assert r.status_code == 200 and c.status_code == 200, (r.text, c.text)
            results.append((
                [part["text"] for item in r.json()["output"] if item["type"] == "message" for part in item["content"]],
                r.json()["usage"]["output_tokens"],
                c.json()["choices"][0]["message"]["content"],
                streamed_text(sse(server, "/v1/responses", responses)),
                streamed_text(sse(server, "/v1/chat/completions", chat)),
            ))
        assert results[0][1] > 0
        assert results[1] == results[0]


def handoffs(server: Server) -> int:
    return int(httpx.get(server.base_url + "/health").json()["ranks"]["handoffs"])


def test_disconnect_stops_generation_on_every_rank(pair: tuple[Server, Server]) -> None:
    _, two = pair
    body = {"model": "tiny", "input": "Count forever.", "max_output_tokens": 4000, "temperature": 0, "stream": True}
    with httpx.stream("POST", two.base_url + "/v1/responses", json=body, timeout=120) as resp:
        deltas = 0
        for line in resp.iter_lines():
            deltas += "output_text.delta" in line
            if deltas >= 5:
                break
    # Every decode step is handed from rank 0 to rank 1 first: once the steps stop, they stop on both ranks.
    time.sleep(1.0)
    settled = handoffs(two)
    time.sleep(1.5)
    assert handoffs(two) == settled
    # The ranks are still in step: the next request answers as before.
    resp = httpx.post(two.base_url + "/v1/responses", timeout=60,
                      json={"model": "tiny", "input": "Hello there", "max_output_tokens": 4, "temperature": 0})
    assert resp.status_code == 200, resp.text


def test_admission_limit_answers_503(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    two = start_cluster(["--model", f"tiny={model_dirs['tiny']}", "--max-concurrent-decisions", "1"], tmp_path)
    try:
        body = DECISION | {"input": " ".join([str(DECISION["input"])] * 20)}
        with ThreadPoolExecutor(8) as pool:
            answers = list(pool.map(lambda _: httpx.post(two.base_url + "/v1/decisions", json=body, timeout=120),
                                    range(8)))
        statuses = sorted(r.status_code for r in answers)
        assert 200 in statuses and 503 in statuses, statuses
        refused = next(r for r in answers if r.status_code == 503)
        assert refused.json()["error"]["code"] == "overloaded" and refused.headers["retry-after"]
        assert httpx.post(two.base_url + "/v1/decisions", json=DECISION, timeout=120).status_code == 200
    finally:
        stop_cluster(two)


def test_model_the_ranks_cannot_split_is_refused_at_start(tmp_path: Path) -> None:
    from augury.engine.testmodels import make_test_model

    odd = make_test_model(tmp_path / "odd", hidden_size=48, num_heads=3, num_kv_heads=1)
    with pytest.raises(RuntimeError) as failed:
        start_cluster(["--model", f"odd={odd}"], tmp_path, timeout_s=120)
    assert ("The model 'odd' cannot be split over 2 ranks: its num_attention_heads (3) is not a multiple of 2"
            in str(failed.value))


def test_killing_rank_1_mid_request_answers_503_and_exits(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    two = start_cluster(["--model", f"tiny={model_dirs['tiny']}"], tmp_path)
    try:
        found = re.search(r"\[rank 1\] rank 1 of 2 joined the ring cluster \(pid (\d+)\)", two.log())
        assert found, two.log()
        rank1 = int(found.group(1))
        body = {"model": "tiny", "input": "Count forever.", "max_output_tokens": 6000, "temperature": 0}
        with ThreadPoolExecutor(1) as pool:
            pending = pool.submit(httpx.post, two.base_url + "/v1/responses", json=body, timeout=60)
            time.sleep(1.5)
            assert not pending.done()
            started = time.monotonic()
            os.kill(rank1, signal.SIGKILL)
            resp = pending.result()
            answered = time.monotonic() - started
        assert resp.status_code == 503, resp.text
        assert resp.json()["error"]["code"] == "rank_lost"
        assert answered < 10
        two.proc.wait(timeout=20)  # the launcher and rank 0 are gone: nothing hangs
        log = two.log()
        assert "rank lost: rank 1 closed its connection" in log
        assert "exiting with status 3" in log
    finally:
        stop_cluster(two)


def test_stopping_rank_0_stops_every_rank(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    two = start_cluster(["--model", f"tiny={model_dirs['tiny']}"], tmp_path)
    try:
        found = re.search(r"\[rank 0\] rank 0 of 2 joined the ring cluster \(pid (\d+)\)", two.log())
        assert found, two.log()
        os.kill(int(found.group(1)), signal.SIGTERM)
        two.proc.wait(timeout=30)
        log = two.log()
        assert "[rank 1] rank 1 stops: rank 0 is shutting down" in log
        assert "rank lost" not in log and "was lost" not in log
    finally:
        stop_cluster(two)
