"""One model over two ranks (issue 15): ``augury serve`` under ``mlx.launch --backend ring -n 2 --hosts 127.0.0.1``.

The small case of the default run: the tiny Qwen3 split over two ring ranks on this machine answers like one
process over HTTP (decision probabilities within 1e-4 on both decision wires, with a shared prefix and with
concurrent requests merged into one batch; greedy generation token-identical), and ``/health`` reports the ranks.
The rest (Qwen3.5, SSE, chat, disconnects, admission, a killed rank) is in tests/test_distributed_full.py, run by
``tox -e distributed``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.conftest import Server, free_port, start_server, stop_server

MLX_LAUNCH = Path(sys.executable).parent / "mlx.launch"
TOLERANCE = 1e-4

DECISION: dict[str, Any] = {
    "model": "tiny",
    "input": "I was charged twice for my subscription last month. Please refund one of the two charges.",
    "questions": [
        {"type": "predicate", "name": "billing", "instructions": "The message is about billing."},
        {"type": "choice", "name": "tone", "instructions": "What is the tone?",
         "choices": [{"value": "calm"}, {"value": "angry"}, {"value": "sarcastic"}]},
        {"type": "score", "name": "urgency", "instructions": "How urgent?",
         "levels": [{"label": "low"}, {"label": "medium"}, {"label": "high"}]},
    ],
}
SYSTEMONE: dict[str, Any] = {
    "model": "tiny",
    "state": {"subject": "Duplicate charge", "message": "I was charged twice."},
    "questions": {
        "billing": {"type": "noul", "instructions": "Is this about billing?"},
        "tone": {"type": "choice", "instructions": "What is the tone?",
                 "criteria": {"calm": "polite", "angry": None, "sarcastic": None}},
    },
}


def start_cluster(args: list[str], tmp: Path, *, ranks: int = 2, env_extra: dict[str, str] | None = None,
                  timeout_s: float = 180.0) -> Server:
    """``augury serve ARGS`` as ``ranks`` ring ranks on 127.0.0.1 (``mlx.launch``); rank 0 serves HTTP.

    The launcher and its ranks run in a process group of their own, so :func:`stop_cluster` ends them all.
    """
    port = free_port()
    log_path = tmp / f"cluster-{port}.log"
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp / "cache"), "MLX_DISABLE_COMPILE": "1", **(env_extra or {})}
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [str(MLX_LAUNCH), "--backend", "ring", "-n", str(ranks), "--hosts", "127.0.0.1",
             "--starting-port", str(free_port()), "--",
             sys.executable, "-m", "augury", "serve", "--port", str(port), *args],
            stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True,
        )
    server = Server(f"http://127.0.0.1:{port}", proc, log_path)
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"cluster exited with {proc.returncode}:\n{server.log()}")
        try:
            if httpx.get(server.base_url + "/health", timeout=1.0).status_code == 200:
                return server
        except httpx.HTTPError:
            pass
        time.sleep(0.3)
    stop_cluster(server)
    raise RuntimeError(f"cluster did not start in {timeout_s}s:\n{server.log()}")


def stop_cluster(server: Server) -> None:
    """End the launcher and every rank it started (their process group)."""
    with contextlib.suppress(ProcessLookupError, subprocess.TimeoutExpired):
        os.killpg(server.proc.pid, signal.SIGTERM)
        server.proc.wait(timeout=20)
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.proc.pid, signal.SIGKILL)
    server.proc.wait(timeout=10)


def probabilities(answer_set: Any) -> list[float]:
    """Every probability in a decisions or SystemOne response, in order."""
    out: list[float] = []
    answers = answer_set["answers"]
    for answer in answers.values() if isinstance(answers, dict) else answers:
        for key in ("probability", "noul"):
            if key in answer:
                out.append(float(answer[key]))
        probs = answer.get("probabilities")
        if isinstance(probs, dict):
            out.extend(float(v) for v in probs.values())
        elif isinstance(probs, list):
            out.extend(float(p["probability"]) for p in probs)
    return out


def greedy_text(server: Server, prompt: str, tokens: int = 24) -> tuple[str, int]:
    resp = httpx.post(server.base_url + "/v1/responses", timeout=120,
                      json={"model": "tiny", "input": prompt, "max_output_tokens": tokens, "temperature": 0})
    assert resp.status_code == 200, resp.text
    body = resp.json()
    text = "".join(part["text"] for item in body["output"] if item["type"] == "message" for part in item["content"])
    return text, int(body["usage"]["output_tokens"])


@pytest.fixture(scope="module")
def pair(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Server]]:
    """The tiny Qwen3 served by one process and by two ring ranks, side by side."""
    tmp = tmp_path_factory.mktemp("distributed")
    args = ["--model", f"tiny={model_dirs['tiny']}"]
    with ThreadPoolExecutor(2) as pool:
        one_f = pool.submit(start_server, args, tmp)
        two_f = pool.submit(start_cluster, args, tmp)
        one, two = one_f.result(), two_f.result()
    yield one, two
    stop_server(one)
    stop_cluster(two)


def test_health_reports_the_ranks(pair: tuple[Server, Server]) -> None:
    one, two = pair
    ranks = httpx.get(two.base_url + "/health").json()["ranks"]
    assert ranks["size"] == 2 and ranks["backend"] == "ring" and ranks["status"] == "ok"
    assert ranks["handoffs"] >= 2  # the model's load and its warm-up were handed to rank 1
    assert "ranks" not in httpx.get(one.base_url + "/health").json()
    log = two.log()
    assert "[rank 1] rank 1 of 2 follows rank 0 (no HTTP on this rank)" in log
    # Each rank holds only its shard: rank 1 logs its own load.
    assert "[rank 1] model tiny ready" in log


@pytest.mark.parametrize(("path", "body"), [("/v1/decisions", DECISION), ("/v1/systemone", SYSTEMONE)])
def test_decisions_equal_one_process(pair: tuple[Server, Server], path: str, body: dict[str, Any]) -> None:
    one, two = pair
    answers = []
    for server in (one, two):
        resp = httpx.post(server.base_url + path, json=body, timeout=120)
        assert resp.status_code == 200, resp.text
        answers.append(resp.json())
    expected, got = probabilities(answers[0]), probabilities(answers[1])
    assert len(expected) >= 3
    assert got == pytest.approx(expected, abs=TOLERANCE)
    if path == "/v1/decisions":  # several questions over one input: the prefix was shared on both
        assert answers[1]["usage"]["input_tokens"] == answers[0]["usage"]["input_tokens"]


def ask(server: Server, body: dict[str, Any]) -> list[float]:
    """The label probabilities of one /v1/decisions answer, in question order."""
    resp = httpx.post(server.base_url + "/v1/decisions", json=body, timeout=120)
    assert resp.status_code == 200, resp.text
    return probabilities(resp.json())


def test_concurrent_requests_merged_equal_one_process(pair: tuple[Server, Server]) -> None:
    one, two = pair
    bodies = [DECISION | {"input": f"Ticket {i}: " + str(DECISION["input"])} for i in range(6)]
    with ThreadPoolExecutor(len(bodies)) as pool:
        expected = list(pool.map(lambda b: ask(one, b), bodies))
        got = list(pool.map(lambda b: ask(two, b), bodies))
    for e, g in zip(expected, got, strict=True):
        assert g == pytest.approx(e, abs=TOLERANCE)
    # Asking again finds the prefixes in rank 0's prefix cache, and rank 1's cache must agree with it.
    assert ask(two, bodies[0]) == pytest.approx(expected[0], abs=TOLERANCE)


def test_greedy_generation_token_identical(pair: tuple[Server, Server]) -> None:
    one, two = pair
    for prompt in ("Hello there", "Write one line about the sea."):
        expected = greedy_text(one, prompt)
        assert expected[1] > 0
        assert greedy_text(two, prompt) == expected
    # Two concurrent generations decode in one batch on both ranks and still agree token for token.
    with ThreadPoolExecutor(2) as pool:
        got = list(pool.map(lambda p: greedy_text(two, p), ["Hello there", "Write one line about the sea."]))
    assert got == [greedy_text(one, "Hello there"), greedy_text(one, "Write one line about the sea.")]


def test_a_model_the_ranks_cannot_split_is_refused_in_one_sentence() -> None:
    from augury.engine.distributed import ShardingRefused, check_shardable

    qwen3 = {"model_type": "qwen3", "num_attention_heads": 16, "num_key_value_heads": 8, "intermediate_size": 3072}
    check_shardable("fits", qwen3, 8)
    with pytest.raises(ShardingRefused) as refused:
        check_shardable("big", qwen3, 3)
    assert str(refused.value) == ("The model 'big' cannot be split over 3 ranks: its num_attention_heads (16) is not "
                                  "a multiple of 3; launch a rank count that divides it.")
    with pytest.raises(ShardingRefused, match="num_key_value_heads \\(8\\)"):
        check_shardable("big", qwen3, 16)
    # Qwen3.5 repeats key/value heads when there are fewer than ranks, so only the others must divide.
    qwen35 = {"model_type": "qwen3_5", "text_config": {"num_attention_heads": 8, "num_key_value_heads": 2,
                                                       "intermediate_size": 1024, "tie_word_embeddings": True}}
    check_shardable("hybrid", qwen35, 4)
