"""A second decision request over the same input reuses the first one's prefix and reports it."""

from __future__ import annotations

import httpx

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
