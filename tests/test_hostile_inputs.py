"""Hostile bytes on every route (issue 12, items 1-2 and 11-13): a 400 naming the field, never a 500.

A lone UTF-16 surrogate escape (``"\\ud800"``) parses as a Python string that no encoder accepts: the strict parse
refuses it, naming the field. So it does for an integer literal longer than Python converts and for a number
that overflows a float. Whatever still raises is answered in the OpenAI shape with ``x-request-id``.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest

from tests.conftest import Server

LONE = ["\\ud800", "\\udc00", "a\\udbff", "\\udfffb"]
DECISION: dict[str, Any] = {
    "model": "tiny", "input": "x",
    "questions": [{"type": "predicate", "name": "p", "instructions": "It is about billing."},
                  {"type": "choice", "name": "c", "instructions": "Pick one.",
                   "choices": [{"value": "a"}, {"value": "b"}]}],
}
SYSTEMONE: dict[str, Any] = {"model": "tiny", "state": "x",
                             "questions": {"q": {"type": "noul", "instructions": "Is it?"}}}
RESPONSES: dict[str, Any] = {"model": "tiny", "input": "hi", "max_output_tokens": 2}
CHAT: dict[str, Any] = {"model": "tiny", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 2}
MARK = "\u2603"  # a placeholder character replaced by a raw surrogate escape in the body text


def with_at(body: dict[str, Any], path: list[str | int], value: Any) -> dict[str, Any]:
    out: Any = json.loads(json.dumps(body))
    node = out
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    assert isinstance(out, dict)
    return out


def raw_with_escape(body: dict[str, Any], escape: str) -> bytes:
    """``body`` as JSON text with every :data:`MARK` replaced by the escape (which json.dumps cannot write)."""
    return json.dumps(body).replace("\\u2603", escape).encode()


def post_raw(client: httpx.Client, path: str, raw: bytes, **headers: str) -> httpx.Response:
    return client.post(path, content=raw, headers={"content-type": "application/json", **headers})


def assert_400(resp: httpx.Response, param: str | None, message_has: str) -> None:
    assert resp.status_code == 400, resp.text
    assert resp.headers["content-type"].startswith("application/json")
    assert resp.headers.get("x-request-id")
    error = resp.json()["error"]
    assert error["type"] == "invalid_request_error"
    assert error["param"] == param, error
    assert message_has in error["message"], error


# (route, body, path to the string holding the surrogate, the param the refusal names)
SURROGATE_CASES = [
    ("/v1/decisions", DECISION, ["input"], "input"),
    ("/v1/decisions", DECISION, ["model"], "model"),
    ("/v1/decisions", DECISION, ["questions", 0, "instructions"], "questions[0].instructions"),
    ("/v1/decisions", DECISION, ["questions", 0, "name"], "questions[0].name"),
    ("/v1/decisions", DECISION, ["questions", 1, "choices", 0, "value"], "questions[1].choices[0].value"),
    ("/v1/systemone", SYSTEMONE, ["state"], "state"),
    ("/v1/systemone", SYSTEMONE, ["model"], "model"),
    ("/v1/responses", RESPONSES, ["input"], "input"),
    ("/v1/responses", {**RESPONSES, "stream": True}, ["input"], "input"),
    ("/v1/responses", {**RESPONSES, "tools": [{"type": "function", "name": "f"}]}, ["tools", 0, "name"],
     "tools[0].name"),
    ("/v1/chat/completions", CHAT, ["messages", 0, "content"], "messages[0].content"),
    ("/v1/chat/completions", CHAT, ["model"], "model"),
]


@pytest.mark.parametrize(("route", "body", "path", "param"), SURROGATE_CASES,
                         ids=[f"{c[0]}:{c[3]}{':stream' if c[1].get('stream') else ''}" for c in SURROGATE_CASES])
@pytest.mark.parametrize("escape", LONE)
def test_a_lone_surrogate_is_a_400_naming_the_field(client: httpx.Client, route: str, body: dict[str, Any],
                                                   path: list[str | int], param: str, escape: str) -> None:
    raw = raw_with_escape(with_at(body, path, MARK), escape)
    assert_400(post_raw(client, route, raw), param, "lone UTF-16 surrogate")


def test_a_lone_surrogate_in_a_question_key_is_named(client: httpx.Client) -> None:
    body = {**SYSTEMONE, "questions": {MARK: {"type": "noul", "instructions": "Is it?"}}}
    resp = post_raw(client, "/v1/systemone", raw_with_escape(body, "\\ud800"))
    assert_400(resp, "questions.\\ud800", "lone UTF-16 surrogate")
    # The message quotes the key escaped: the answer is valid UTF-8 JSON.
    assert "\\ud800" in resp.json()["error"]["message"]


def test_a_surrogate_pair_is_a_character_not_an_error(client: httpx.Client) -> None:
    resp = post_raw(client, "/v1/decisions", raw_with_escape(with_at(DECISION, ["input"], MARK), "\\ud83d\\ude00"))
    assert resp.status_code == 200, resp.text


@pytest.mark.parametrize("route,body", [("/v1/decisions", DECISION), ("/v1/systemone", SYSTEMONE),
                                        ("/v1/chat/completions", CHAT), ("/v1/responses", RESPONSES)])
def test_an_integer_of_4301_digits_is_a_400_naming_the_field(client: httpx.Client, route: str,
                                                             body: dict[str, Any]) -> None:
    raw = json.dumps({**body, "metadata": {"n": MARK}}).replace('"\\u2603"', "9" * 4301).encode()
    assert_400(post_raw(client, route, raw), "metadata.n", "more than 4300 digits")


@pytest.mark.parametrize("literal", ["1e400", "-1e400", "1" * 400 + ".5"])
@pytest.mark.parametrize("route,body", [("/v1/decisions", DECISION), ("/v1/systemone", SYSTEMONE),
                                        ("/v1/chat/completions", CHAT)])
def test_a_number_that_overflows_is_a_400_saying_so(client: httpx.Client, route: str, body: dict[str, Any],
                                                    literal: str) -> None:
    raw = json.dumps({**body, "metadata": {"n": MARK}}).replace('"\\u2603"', literal).encode()
    assert_400(post_raw(client, route, raw), "metadata.n", "too large to represent")


def test_a_large_finite_number_is_still_a_number(client: httpx.Client) -> None:
    raw = json.dumps({**CHAT, "temperature": MARK}).replace('"\\u2603"', "1e-400").encode()
    assert post_raw(client, "/v1/chat/completions", raw).status_code == 200


# -- item 11: wrong-typed known fields on /v1/responses message items -------------------------------------------

@pytest.mark.parametrize("field,value", [("id", 7), ("status", 7), ("status", "done"), ("id", ["x"])])
def test_a_message_item_with_a_wrong_typed_field_is_refused(client: httpx.Client, field: str, value: Any) -> None:
    item = {"type": "message", "role": "user", "content": "hi", field: value}
    assert_400(client.post("/v1/responses", json={**RESPONSES, "input": [item]}), f"input[0].{field}", field)


def test_a_message_item_with_well_typed_metadata_is_accepted(client: httpx.Client) -> None:
    items = [{"type": "message", "role": "user", "content": "hi", "id": "msg_1", "status": "completed"},
             {"role": "assistant", "content": [{"type": "output_text", "text": "ok"}], "id": "msg_2",
              "status": "completed"},
             {"role": "user", "content": "again", "id": None, "status": None}]
    assert client.post("/v1/responses", json={**RESPONSES, "input": items}).status_code == 200


# -- items 12-13: SystemOne noul criteria are strings; videos are refused, never dropped -------------------------

@pytest.mark.parametrize("criteria", [{"true": None}, {"false": None}, {"true": None, "false": None}])
def test_noul_criteria_that_describe_nothing_are_refused(client: httpx.Client, criteria: dict[str, None]) -> None:
    body = with_at(SYSTEMONE, ["questions", "q", "criteria"], criteria)
    assert_400(client.post("/v1/systemone", json=body), f"questions.q.criteria.{next(iter(criteria))}",
               "must be a string")


def test_a_null_beside_a_described_outcome_is_accepted(client: httpx.Client) -> None:
    """The TypeSafe SDK sends None for an undescribed outcome (tests/test_clients_decisions.py)."""
    body = with_at(SYSTEMONE, ["questions", "q", "criteria"], {"true": "Advertising", "false": None})
    assert client.post("/v1/systemone", json=body).status_code == 200


@pytest.mark.parametrize("videos", [["data:video/mp4;base64,AAAA"], [""], "clip.mp4"])
def test_videos_are_refused(client: httpx.Client, videos: Any) -> None:
    assert_400(client.post("/v1/systemone", json={**SYSTEMONE, "videos": videos}), "videos",
               "video input is not supported")


@pytest.mark.parametrize("extra", [{}, {"videos": None}, {"videos": []}])
def test_no_videos_is_fine(client: httpx.Client, extra: dict[str, Any]) -> None:
    assert client.post("/v1/systemone", json={**SYSTEMONE, **extra}).status_code == 200


def test_the_server_is_healthy_after_all_that(server: Server) -> None:
    assert httpx.get(server.base_url + "/health", timeout=10).json()["status"] == "ok"


# -- the last resort: whatever raises, the OpenAI-shaped 500 with x-request-id ----------------------------------

def test_an_error_whose_text_has_a_lone_surrogate_still_encodes() -> None:
    from augury.errors import ModelNotFound
    from augury.http.errors import error_body

    body = json.loads(error_body(ModelNotFound("The model '\ud800' does not exist.", param="model")))
    assert body["error"]["message"] == "The model '\ud800' does not exist."


@pytest.mark.parametrize("failure", [RuntimeError("boom"), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "x")])
def test_the_last_resort_answers_the_openai_500_with_a_request_id(failure: Exception) -> None:
    import asyncio

    from starlette.types import Message, Receive, Scope, Send

    from augury.http.errors import LastResortMiddleware
    from augury.http.requestid import RequestIdMiddleware

    async def broken(scope: Scope, receive: Receive, send: Send) -> None:
        raise failure

    sent: list[Message] = []

    async def send(message: Message) -> None:
        sent.append(message)

    async def receive() -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    scope: Scope = {"type": "http", "method": "POST", "path": "/v1/decisions", "headers": []}
    asyncio.run(RequestIdMiddleware(LastResortMiddleware(broken))(scope, receive, send))
    start, body = sent
    headers = dict(start["headers"])
    assert start["status"] == 500
    assert headers[b"content-type"] == b"application/json"
    assert headers[b"x-request-id"].startswith(b"req_")
    assert json.loads(body["body"])["error"]["type"] == "server_error"
