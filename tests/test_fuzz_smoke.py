"""Schemathesis on a small budget against the session server, the fuzz hooks' own rules, and the
strict xfail tests of what fuzzing found outside ``http/`` (the full run is ``tox -e fuzz``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from conformance import fuzz
from conformance.fuzz import KNOWN_BUGS, SPEC_GAPS
from tests.conftest import Server

MODELS = ["tiny", "tiny35"]


def test_schemathesis_small_budget_finds_nothing(server: Server, tmp_path: Path) -> None:
    result = fuzz.run(server.base_url, MODELS, max_examples=40, seed=0, phases="examples,fuzzing",
                      out_dir=tmp_path)
    assert result.failures == [], result.summary() + "\n" + result.output[-6000:]
    assert result.errors == [], result.summary() + "\n" + result.output[-6000:]
    assert result.exit_code == 0, result.output[-6000:]
    assert result.tested_operations == 9
    assert result.generated >= 250
    # The served-model hook is what makes answers (not just 404s) reachable.
    answered = {k.rsplit(" ", 2)[0] for k, n in result.exchanges.items() if " 200 " in k and n}
    assert {"POST /v1/decisions", "POST /v1/systemone"} <= answered, result.exchanges


# --- the hooks' rules -------------------------------------------------------------------------


def test_a_served_model_name_is_kept() -> None:
    assert fuzz.served_model_for("tiny35", MODELS) == "tiny35"


def test_random_model_names_map_to_served_models_except_a_sixteenth() -> None:
    names = [f"model-{i}" for i in range(1600)]
    unknown = [n for n in names if fuzz.served_model_for(n, MODELS) == n]
    assert all(fuzz.served_model_for(n, MODELS) in MODELS for n in names if n not in unknown)
    assert 60 <= len(unknown) <= 140


def test_generation_is_capped_and_left_out_limits_are_added() -> None:
    body = fuzz.steer_body("createChatCompletion", {"model": "x", "messages": [], "max_tokens": 10**9,
                                                    "stream": False}, MODELS)
    assert body["max_tokens"] == fuzz.GENERATION_CAP
    assert "max_completion_tokens" not in body
    added = fuzz.steer_body("createResponse", {"model": "x", "input": "hi", "stream": False}, MODELS)
    assert added["max_output_tokens"] == fuzz.GENERATION_CAP


def test_invalid_values_are_left_for_the_server_to_refuse() -> None:
    body = {"model": 5, "input": "hi", "max_output_tokens": -3, "stream": False}
    assert fuzz.steer_body("createResponse", body, MODELS) == body


def test_multipart_json_request_part_gets_a_served_model() -> None:
    body = {"request": json.dumps({"model": "random", "state": "x", "questions": {}}), "asset-0": b"x"}
    inner = json.loads(fuzz.steer_body("createSystemOne", body, MODELS)["request"])
    assert inner["model"] == fuzz.served_model_for("random", MODELS)


def test_multipart_request_part_generated_as_an_object_gets_a_served_model() -> None:
    body = {"request": {"model": "random", "state": "x", "questions": {}}, "asset-0": b"x"}
    steered = fuzz.steer_body("createSystemOne", body, MODELS)["request"]
    assert steered == {"model": fuzz.served_model_for("random", MODELS), "state": "x", "questions": {}}


def _error(status: int, body: Any, **headers: str) -> tuple[int, dict[str, list[str]], bytes]:
    hdrs = {"x-request-id": ["req_1"], "content-type": ["application/json"], **{k: [v] for k, v in headers.items()}}
    return status, hdrs, json.dumps(body).encode()


def test_error_envelope_check_accepts_the_openai_shape() -> None:
    fuzz.check_error_envelope(*_error(400, {"error": {"message": "m", "type": "invalid_request_error",
                                                      "param": "x", "code": None}}))


@pytest.mark.parametrize("status, body, why", [
    (400, {"detail": [{"msg": "bad"}]}, "not {'error'"),
    (404, {"error": {"message": "m", "type": "invalid_request_error", "param": None}}, "keys"),
    (500, {"error": {"message": "m", "type": "invalid_request_error", "param": None, "code": None}}, "server_error"),
    (503, {"error": {"message": "m", "type": "server_error", "param": None, "code": "overloaded"}}, "Retry-After"),
])
def test_error_envelope_check_rejects_other_shapes(status: int, body: Any, why: str) -> None:
    with pytest.raises(AssertionError, match=why):
        fuzz.check_error_envelope(*_error(status, body))


def test_every_response_needs_a_request_id() -> None:
    with pytest.raises(AssertionError, match="x-request-id"):
        fuzz.check_error_envelope(200, {}, b"{}")


def test_sse_frames_are_parsed_with_event_names() -> None:
    frames = fuzz.parse_sse('event: a\ndata: {"x":1}\n\n: comment\ndata: [DONE]\n\n')
    assert [(f.event, f.data) for f in frames] == [("a", '{"x":1}'), (None, "[DONE]")]


def test_stream_validator_refuses_a_gap_in_sequence_numbers() -> None:
    validator = fuzz.StreamValidator(json.loads((fuzz.REPO / "generated" / "openapi.json").read_text()))
    created = {"type": "response.created", "sequence_number": 0, "response": {"id": "resp_1"}}
    with pytest.raises(AssertionError):
        validator.responses(f"event: response.created\ndata: {json.dumps({**created, 'sequence_number': 1})}\n\n")


def test_param_paths_resolve_to_the_served_schemas() -> None:
    spec = json.loads((fuzz.REPO / "generated" / "openapi.json").read_text())
    responses = fuzz._request_schema(spec, "createResponse")
    assert fuzz.schema_at(spec, responses, "conversation") == {}
    assert fuzz.schema_at(spec, responses, "truncation") != {}
    assert fuzz.schema_at(spec, responses, "no_such_field") is None


def test_a_semantic_refusal_is_waived_only_on_its_operations() -> None:
    message = 'questions[0].choices[1].value ("a") repeats questions[0].choices[0].value ("A"); ' \
              "each choice value must be distinct ignoring case."
    rejected = "ST202 Schema-valid request rejected"
    assert fuzz.waiver_for(rejected, "createDecision", 400, message, {}) is not None
    assert fuzz.waiver_for(rejected, "createResponse", 400, message, {}) is None
    assert fuzz.waiver_for("ST101 Server error", "createDecision", 500, message, {}) is None


# --- what fuzzing found outside http/: strict xfails, one per report ----------------------------


def _bug(name: str) -> fuzz.KnownBug:
    return next(b for b in KNOWN_BUGS if b.name == name)


def test_a_question_type_object_is_a_400_naming_it(client: httpx.Client) -> None:
    body = {"model": "tiny", "input": "x", "questions": [{"type": {}, "instructions": "x"}]}
    resp = client.post("/v1/decisions", json=body)
    assert resp.status_code == 400, resp.text
    assert resp.json()["error"]["param"] == "questions[0].type"


def test_output_text_parts_carry_logprobs(client: httpx.Client) -> None:
    resp = client.post("/v1/responses", json={"model": "tiny", "input": "x", "max_output_tokens": 1})
    assert resp.status_code == 200, resp.text
    assert not fuzz._has_output_text_without_logprobs(resp.json()), resp.json()["output"]


#: Gaps still open in the served document; a fixed gap leaves this set (its test then passes).
OPEN_GAPS: set[str] = set()


@pytest.mark.parametrize("gap", [
    pytest.param(g, id=g.name, marks=[pytest.mark.xfail(strict=True, reason=f"generated/openapi.json: {g.reason}")]
                 if g.name in OPEN_GAPS else [])
    for g in SPEC_GAPS
])
def test_served_document_has_no_known_gap(gap: fuzz.Waiver) -> None:
    spec = json.loads((fuzz.REPO / "generated" / "openapi.json").read_text())
    assert not gap.active(spec), gap.reason


def test_both_token_limits_are_refused_by_the_schema_naming_max_tokens(client: httpx.Client) -> None:
    body = {"model": "tiny", "messages": [{"role": "user", "content": "x"}], "max_tokens": 2,
            "max_completion_tokens": 2}
    resp = client.post("/v1/chat/completions", json=body)
    assert resp.status_code == 400, resp.text
    assert resp.json()["error"] == {
        "message": "max_tokens and max_completion_tokens cannot be given together; send only one of them.",
        "type": "invalid_request_error", "param": "max_tokens", "code": "invalid_value",
    }


def test_a_null_token_limit_beside_the_other_counts_as_left_out(client: httpx.Client) -> None:
    body = {"model": "tiny", "messages": [{"role": "user", "content": "x"}], "max_tokens": None,
            "max_completion_tokens": 1}
    resp = client.post("/v1/chat/completions", json=body)
    assert resp.status_code == 200, resp.text


# --- hostile bytes (issue 12): what no JSON Schema generator produces -------------------------------------------

HOSTILE_BASE = {"model": "tiny", "input": "x", "questions": [{"type": "predicate", "instructions": "y", "name": "n"}]}


@pytest.mark.parametrize(("kind", "feature"), [
    ("surrogate-value", "surrogate"), ("surrogate-key", "surrogate"), ("long-integer", "long-integer"),
    ("nesting-at-cap", "at-cap"), ("nesting-past-cap", "too-deep"),
])
def test_each_hostile_mutation_is_recognised_by_its_check(kind: str, feature: str) -> None:
    for pick in range(0, 400, 37):
        assert fuzz.hostile_features(fuzz.hostile_body(HOSTILE_BASE, kind, pick))[0] == feature


def test_one_body_in_six_is_made_hostile() -> None:
    bodies = [{**HOSTILE_BASE, "input": f"text {i}"} for i in range(600)]
    hostile = [b for b in bodies if fuzz.hostile_for(b) != b]
    assert 60 <= len(hostile) <= 140
    kinds = {fuzz.hostile_features(fuzz.hostile_for(b))[0] for b in hostile}
    assert kinds == {"surrogate", "long-integer", "at-cap", "too-deep"}


def test_the_hostile_check_rejects_a_500_and_a_wrong_param() -> None:
    body = fuzz.hostile_body(HOSTILE_BASE, "surrogate-value", 5)  # questions[0].instructions
    refusal = {"error": {"message": "lone UTF-16 surrogate", "type": "invalid_request_error",
                        "param": "questions[0].instructions", "code": "invalid_value"}}
    fuzz.check_hostile(400, json.dumps(refusal).encode(), body)
    with pytest.raises(AssertionError):
        fuzz.check_hostile(500, b'{"error": {"type": "server_error"}}', body)
    with pytest.raises(AssertionError):
        fuzz.check_hostile(400, json.dumps({"error": {**refusal["error"], "param": "input"}}).encode(), body)


@pytest.mark.parametrize("kind", ["surrogate-value", "surrogate-key", "long-integer", "nesting-past-cap",
                                  "nesting-at-cap"])
@pytest.mark.parametrize("route", ["/v1/decisions", "/v1/chat/completions"])
def test_the_server_passes_the_hostile_check(client: httpx.Client, kind: str, route: str) -> None:
    import sys

    base = HOSTILE_BASE if route == "/v1/decisions" else {
        "model": "tiny", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 1}
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        for pick in (0, 5, 11):
            body = fuzz.hostile_body(base, kind, pick)
            resp = client.post(route, content=json.dumps(body).encode(), headers={"content-type": "application/json"})
            fuzz.check_hostile(resp.status_code, resp.content, body)
            assert resp.status_code < 500
    finally:
        sys.set_int_max_str_digits(limit)
