"""A second decision request over the same input reuses the first one's prefix and reports it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from augury.metrics import parse_exposition
from tests.conftest import start_server, stop_server

TEXT = "Order 4411: the parcel arrived broken and I was charged twice for express shipping. " * 3


def ask(client: httpx.Client, questions: list[dict[str, object]]) -> dict[str, object]:
    resp = client.post("/v1/decisions", json={"model": "tiny", "input": TEXT, "questions": questions})
    assert resp.status_code == 200, resp.text
    body: dict[str, object] = resp.json()
    return body


def test_second_request_reports_cached_prefix_tokens_and_same_answers(client: httpx.Client) -> None:
    q1 = {"type": "predicate", "name": "billing", "instructions": "It is about billing."}
    q2 = {"type": "predicate", "name": "shipping", "instructions": "It is about shipping."}
    q3 = {"type": "score", "name": "urgency", "instructions": "How urgent?",
          "levels": [{"label": "low"}, {"label": "high"}]}
    first = ask(client, [q1, q2])
    second = ask(client, [q1, q3])
    details = second["usage"]["input_tokens_details"]  # type: ignore[index]
    assert details["cached_tokens"] > 2 * 40  # the ~60-token input, counted once per question
    assert details["cached_tokens"] <= second["usage"]["input_tokens"]  # type: ignore[index]
    p_first = first["answers"][0]["probability"]  # type: ignore[index]
    p_second = second["answers"][0]["probability"]  # type: ignore[index]
    assert abs(p_first - p_second) < 1e-5


def long_input(tokens: int) -> str:
    words = ["parcel", "refund", "invoice", "courier", "damaged", "express", "account", "charged", "twice", "late"]
    return " ".join(f"{words[i % len(words)]}{i % 97}" for i in range(tokens // 3))


def decide(client: httpx.Client, text: str) -> dict[str, Any]:
    questions = [{"type": "predicate", "name": f"q{i}", "instructions": f"It is about topic {i}."} for i in range(8)]
    resp = client.post("/v1/decisions", json={"model": "tiny", "input": text, "questions": questions})
    assert resp.status_code == 200, resp.text
    body: dict[str, Any] = resp.json()
    return body


def metric(client: httpx.Client, name: str) -> float:
    samples = parse_exposition(client.get("/metrics").text)[name]
    return samples[0][1]


def test_a_repeat_8000_token_input_is_served_from_the_cache(
    model_dirs: dict[str, Path], tmp_path: Path,
) -> None:
    srv = start_server(["--model", f"tiny={model_dirs['tiny']}", "--max-body-bytes", str(1 << 20)], tmp_path)
    try:
        with srv.client() as client:
            text = long_input(8000)
            first = decide(client, text)
            assert first["usage"]["input_tokens"] > 8 * 8000
            second = decide(client, text)
            cached = second["usage"]["input_tokens_details"]["cached_tokens"]
            assert cached >= 8 * 8000  # the whole input, once per question
            assert [a["probability"] for a in first["answers"]] == pytest.approx(
                [a["probability"] for a in second["answers"]], abs=1e-5)
            assert metric(client, "augury_prefix_cache_budget_bytes") >= 1 << 30  # sized to the machine
            assert metric(client, "augury_prefix_cache_bytes") > 0
            assert metric(client, "augury_prefix_cache_oversized_total") == 0
    finally:
        stop_server(srv)


def test_a_prefix_over_the_budget_is_logged_and_counted(model_dirs: dict[str, Path], tmp_path: Path) -> None:
    srv = start_server(["--model", f"tiny={model_dirs['tiny']}", "--max-body-bytes", str(1 << 20)], tmp_path,
                       env_extra={"AUGURY_PREFIX_CACHE_MIB": "1"})
    try:
        with srv.client() as client:
            text = long_input(4000)  # ~2 MiB of KV in the tiny model: over a 1 MiB budget
            decide(client, text)
            again = decide(client, text)
            assert again["usage"]["input_tokens_details"]["cached_tokens"] == 0
            assert metric(client, "augury_prefix_cache_oversized_total") == 2
            assert metric(client, "augury_prefix_cache_budget_bytes") == 1 << 20
        assert "over the 1 MiB budget; not kept" in srv.log()
    finally:
        stop_server(srv)
