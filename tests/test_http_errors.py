"""Every malformed request gets the OpenAI error shape with the right status; the server keeps serving."""

from __future__ import annotations

import gzip
import json

import httpx
import pytest
import zstandard

from tests.conftest import assert_error

GOOD = {
    "model": "tiny",
    "input": "I was charged twice.",
    "questions": [{"type": "predicate", "name": "billing", "instructions": "It is about billing."}],
}


def post_raw(client: httpx.Client, content: bytes, **headers: str) -> httpx.Response:
    return client.post("/v1/decisions", content=content, headers={"content-type": "application/json", **headers})


def test_valid_request_succeeds(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", json=GOOD)
    assert resp.status_code == 200, resp.text
    assert resp.headers["x-request-id"]


def test_invalid_json(client: httpx.Client) -> None:
    assert_error(post_raw(client, b'{"model": "tiny",'), 400, message_has="not valid JSON")


def test_duplicate_key(client: httpx.Client) -> None:
    raw = b'{"model": "tiny", "model": "tiny", "input": "x", "questions": []}'
    assert_error(post_raw(client, raw), 400, message_has="duplicate key 'model'")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity(client: httpx.Client, constant: str) -> None:
    raw = json.dumps(GOOD)[:-1] + f', "safety_identifier": {constant}}}'
    assert_error(post_raw(client, raw.encode()), 400, message_has=constant)


def test_invalid_utf8(client: httpx.Client) -> None:
    raw = json.dumps(GOOD).replace("twice", "tw\udcffice", 1).encode("utf-8", "surrogateescape")
    assert_error(post_raw(client, raw), 400, message_has="UTF-8")


def test_wrong_type(client: httpx.Client) -> None:
    body = {**GOOD, "questions": [{"type": "predicate", "name": 5, "instructions": "x"}]}
    assert_error(client.post("/v1/decisions", json=body), 400, param="questions[0].name", message_has="string")


def test_unknown_top_level_field(client: httpx.Client) -> None:
    body = {**GOOD, "frobnicate": 1}
    assert_error(client.post("/v1/decisions", json=body), 400, param="frobnicate", message_has="Unknown parameter")


def test_unknown_nested_field(client: httpx.Client) -> None:
    body = {**GOOD, "input": [{"role": "user", "content": [{"type": "input_text", "text": "x", "foo": 1}]}]}
    assert_error(client.post("/v1/decisions", json=body), 400, param="input[0].content[0].foo")


def test_missing_field(client: httpx.Client) -> None:
    body = {k: v for k, v in GOOD.items() if k != "questions"}
    assert_error(client.post("/v1/decisions", json=body), 400, param="questions", message_has="Missing")


def test_unknown_model(client: httpx.Client) -> None:
    assert_error(client.post("/v1/decisions", json={**GOOD, "model": "nope"}), 404, param="model",
                 code="model_not_found")


def test_oversize_content_length_refused_before_reading(client: httpx.Client) -> None:
    big = b'{"model":"tiny","input":"' + b"a" * (14 * 1024 * 1024) + b'"}'
    assert_error(post_raw(client, big), 413, code="request_too_large")


def test_text_only_body_over_text_limit(client: httpx.Client) -> None:
    # The session server runs with --max-body-bytes 65536: a bigger text-only body is refused.
    body = {**GOOD, "input": "a" * 70_000}
    assert_error(client.post("/v1/decisions", json=body), 413, code="request_too_large")


def test_gzip_body_accepted(client: httpx.Client) -> None:
    resp = post_raw(client, gzip.compress(json.dumps(GOOD).encode()), **{"content-encoding": "gzip"})
    assert resp.status_code == 200, resp.text


def test_zstd_body_accepted(client: httpx.Client) -> None:
    data = zstandard.ZstdCompressor().compress(json.dumps(GOOD).encode())
    resp = post_raw(client, data, **{"content-encoding": "zstd"})
    assert resp.status_code == 200, resp.text


@pytest.mark.parametrize("encoding", ["gzip", "zstd"])
def test_compression_bomb_refused(client: httpx.Client, encoding: str) -> None:
    plain = b'{"model":"tiny","input":"' + b"a" * (64 * 1024 * 1024) + b'"}'
    data = gzip.compress(plain) if encoding == "gzip" else zstandard.ZstdCompressor().compress(plain)
    assert len(data) < 1024 * 1024
    assert_error(post_raw(client, data, **{"content-encoding": encoding}), 413, code="request_too_large")


def test_unknown_content_encoding(client: httpx.Client) -> None:
    assert_error(post_raw(client, b"{}", **{"content-encoding": "br"}), 415)


def test_unknown_route(client: httpx.Client) -> None:
    assert_error(client.get("/v1/nothing-here"), 404)


def test_wrong_method(client: httpx.Client) -> None:
    assert_error(client.get("/v1/decisions"), 405)


def test_wrong_content_type(client: httpx.Client) -> None:
    resp = client.post("/v1/decisions", content=b"model=tiny", headers={"content-type": "text/plain"})
    assert_error(resp, 415)


def test_deep_nesting_is_a_400(client: httpx.Client) -> None:
    raw = b'{"model":"tiny","input":' + b"[" * 100_000 + b"]" * 100_000 + b',"questions":[]}'
    assert_error(post_raw(client, raw), 400, message_has="nests deeper")


def test_request_id_echoed_when_sane(client: httpx.Client) -> None:
    resp = client.get("/health", headers={"x-request-id": "abc-123"})
    assert resp.headers["x-request-id"] == "abc-123"


def test_server_still_healthy_after_errors(client: httpx.Client) -> None:
    for raw in (b"{", b"[]", b'{"a":1,"a":2}', b"\xff\xfe"):
        post_raw(client, raw)
    assert client.get("/health").json()["status"] == "ok"
    assert client.post("/v1/decisions", json=GOOD).status_code == 200
