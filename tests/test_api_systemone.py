"""POST /v1/systemone over HTTP (docs/CONTRACT.md §2, §3): refusals, response shapes, rendering equivalence.

The session server serves ``tiny`` (Qwen3, text-only, tiny BPE vocabulary, random weights): the
answers mean nothing, so the tests check shapes, formulas, refusals and that the SystemOne wire asks
the model exactly what /v1/decisions asks it.
"""

from __future__ import annotations

import base64
import gzip
import io
import json
import math
from typing import Any

import httpx
import pytest
import zstandard
from PIL import Image

from tests.conftest import assert_error

GOOD: dict[str, Any] = {
    "model": "tiny",
    "state": {"subject": "Duplicate charge", "message": "I was charged twice."},
    "questions": {
        "billing": {"type": "noul", "instructions": "Is this about billing?",
                    "criteria": {"true": "Billing related", "false": "Anything else"}},
        "tone": {"type": "choice", "instructions": "What is the tone?",
                 "criteria": {"calm": "polite", "angry": None, "sarcastic": None}},
        "urgency": {"type": "score", "instructions": "How urgent?",
                    "criteria": ["Can wait", {"when": "this week"}, ["today", 1.0]]},
    },
}


def post(client: httpx.Client, body: object, path: str = "/v1/systemone") -> httpx.Response:
    return client.post(path, json=body)


def post_raw(client: httpx.Client, raw: bytes, path: str = "/v1/systemone", **headers: str) -> httpx.Response:
    return client.post(path, content=raw, headers={"content-type": "application/json", **headers})


def ask(question: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"model": "tiny", "state": "x", "questions": {"q": question}, **top}


NOUL = {"type": "noul", "instructions": "Is it?"}


def png_bytes() -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), (30, 200, 30)).save(buf, "PNG")
    return buf.getvalue()


# -- fields of other APIs -------------------------------------------------------------------------------


@pytest.mark.parametrize("field", ["temperature", "prompt_format_version", "return_prompt_token_ids"])
@pytest.mark.parametrize("value", [0, 1, True, "1"])
def test_fields_of_another_api_refused_unless_null(client: httpx.Client, field: str, value: object) -> None:
    assert_error(post(client, ask(NOUL, **{field: value})), 400, param=field, message_has="another API")


@pytest.mark.parametrize("field", ["temperature", "prompt_format_version", "return_prompt_token_ids"])
def test_fields_of_another_api_ignored_when_null(client: httpx.Client, field: str) -> None:
    resp = post(client, ask(NOUL, **{field: None}))
    assert resp.status_code == 200, resp.text


@pytest.mark.parametrize("value", ["clip.mp4", ["data:video/mp4;base64,AAAA"], {"frames": []}])
def test_video_refused(client: httpx.Client, value: object) -> None:
    assert_error(post(client, ask(NOUL, video=value)), 400, param="video", message_has="video")


@pytest.mark.parametrize("kwargs", [
    {"enable_thinking": True},
    {"enable_thinking": 0},
    {"enable_thinking": False, "reasoning_effort": "low"},
    {"thinking": False},
    {},
])
def test_chat_template_kwargs_other_than_thinking_off(client: httpx.Client, kwargs: dict[str, Any]) -> None:
    assert_error(post(client, ask(NOUL, chat_template_kwargs=kwargs)), 400, param="chat_template_kwargs",
                 message_has="enable_thinking")


def test_chat_template_kwargs_thinking_off_accepted(client: httpx.Client) -> None:
    plain = post(client, ask(NOUL)).json()["answers"]["q"]["noul"]
    resp = post(client, ask(NOUL, chat_template_kwargs={"enable_thinking": False}))
    assert resp.status_code == 200, resp.text
    assert resp.json()["answers"]["q"]["noul"] == pytest.approx(plain, abs=1e-6)


def test_unknown_top_level_fields_ignored(client: httpx.Client) -> None:
    plain = post(client, ask(NOUL)).json()["answers"]["q"]["noul"]
    resp = post(client, ask(NOUL, keep_alive="5m", options={"num_ctx": 4096}, user="bob"))
    assert resp.status_code == 200, resp.text
    assert resp.json()["answers"]["q"]["noul"] == pytest.approx(plain, abs=1e-6)


# -- questions -----------------------------------------------------------------------------------------


def test_unknown_key_in_a_question(client: httpx.Client) -> None:
    assert_error(post(client, ask({**NOUL, "weight": 2})), 400, param="questions.q.weight")


def test_unknown_key_in_noul_criteria(client: httpx.Client) -> None:
    question = {**NOUL, "criteria": {"true": "yes", "maybe": "perhaps"}}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria.maybe")


@pytest.mark.parametrize("raw", [
    b'{"model":"tiny","state":"x","questions":{"q":{"type":"noul","instructions":"a"},'
    b'"q":{"type":"noul","instructions":"b"}}}',
    b'{"model":"tiny","state":{"a":1,"a":2},"questions":{"q":{"type":"noul","instructions":"a"}}}',
    b'{"model":"tiny","state":"x","questions":{"q":{"type":"choice","instructions":"a",'
    b'"criteria":{"calm":null,"calm":"again"}}}}',
    b'{"model":"tiny","model":"tiny","state":"x","questions":{"q":{"type":"noul","instructions":"a"}}}',
], ids=["question-names", "state", "criteria", "top-level"])
def test_duplicate_json_keys_anywhere(client: httpx.Client, raw: bytes) -> None:
    assert_error(post_raw(client, raw), 400, param=None, message_has="duplicate key")


@pytest.mark.parametrize("kind", ["box", "predicate", "yes_no", "multiple_choice"])
def test_other_question_types_refused(client: httpx.Client, kind: str) -> None:
    assert_error(post(client, ask({"type": kind, "instructions": "Is it?"})), 400, param="questions.q.type",
                 message_has=kind)


def test_choice_with_one_option(client: httpx.Client) -> None:
    question = {"type": "choice", "instructions": "Which?", "criteria": {"only": None}}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria", message_has="2")


@pytest.mark.parametrize("count", [1, 11])
def test_score_levels_outside_2_to_10(client: httpx.Client, count: int) -> None:
    question = {"type": "score", "instructions": "How much?", "criteria": [f"level {i}" for i in range(count)]}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria", message_has=str(count))


@pytest.mark.parametrize("level", ["", "   ", {}, []])
def test_empty_score_level(client: httpx.Client, level: object) -> None:
    question = {"type": "score", "instructions": "How much?", "criteria": ["low", level]}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria[1]")


@pytest.mark.parametrize("instructions", ["", "  ", {}, []])
def test_empty_instructions(client: httpx.Client, instructions: object) -> None:
    assert_error(post(client, ask({"type": "noul", "instructions": instructions})), 400,
                 param="questions.q.instructions")


def test_missing_instructions(client: httpx.Client) -> None:
    question = {"type": "noul", "criteria": {"true": "Unsolicited advertising"}}
    assert_error(post(client, ask(question)), 400, param="questions.q.instructions", message_has="required")


def test_choice_names_distinct_ignoring_case(client: httpx.Client) -> None:
    question = {"type": "choice", "instructions": "Which?", "criteria": {"Calm": None, "calm": "again"}}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria.calm",
                 message_has="distinct ignoring case")


def test_choice_name_with_a_control_character(client: httpx.Client) -> None:
    question = {"type": "choice", "instructions": "Which?", "criteria": {"ok": None, "two\nlines": None}}
    assert_error(post(client, ask(question)), 400, param="questions.q.criteria.two\nlines",
                 message_has="control character")


def test_no_questions(client: httpx.Client) -> None:
    assert_error(post(client, {"model": "tiny", "state": "x", "questions": {}}), 400, param="questions")


def test_more_questions_than_the_cap(client: httpx.Client) -> None:
    questions = {f"q{i}": {"type": "noul", "instructions": f"Q{i}?"} for i in range(201)}
    assert_error(post(client, {"model": "tiny", "state": "x", "questions": questions}), 400, param="questions",
                 message_has="200")


def test_two_hundred_questions_answered(client: httpx.Client) -> None:
    questions = {f"q{i}": {"type": "noul", "instructions": f"Q{i}?"} for i in range(200)}
    resp = post(client, {"model": "tiny", "state": "x", "questions": questions})
    assert resp.status_code == 200, resp.text
    assert list(resp.json()["answers"]) == list(questions)


def test_question_names_kept_exactly_in_request_order(client: httpx.Client) -> None:
    names = ["zeta", "Ω ünïcode", "with space", "a.b[0]", "alpha", "Alpha"]
    questions = {name: {"type": "noul", "instructions": f"{name}?"} for name in names}
    resp = post(client, {"model": "tiny", "state": "x", "questions": questions})
    assert resp.status_code == 200, resp.text
    assert list(resp.json()["answers"]) == names


def test_unknown_model(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "model": "no-such-model"}), 404, param="model", code="model_not_found")


@pytest.mark.parametrize("state", [5, None, True])
def test_state_of_another_type(client: httpx.Client, state: object) -> None:
    assert_error(post(client, {**GOOD, "state": state}), 400, param="state")


# -- images ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("image", [
    "data:image/png;base64," + base64.b64encode(png_bytes()).decode(),
    {"content_type": "image/png", "base64": base64.b64encode(png_bytes()).decode()},
], ids=["data-url", "object"])
def test_images_on_a_text_only_model(client: httpx.Client, image: object) -> None:
    assert_error(post(client, {**GOOD, "images": [image]}), 400, param="images[0]", message_has="text-only")


@pytest.mark.parametrize("images", [[], None])
def test_no_images(client: httpx.Client, images: object) -> None:
    resp = post(client, {**GOOD, "images": images})
    assert resp.status_code == 200, resp.text


def test_remote_image_url(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "images": ["https://example.com/cat.png"]}), 400, param="images[0]",
                 message_has="data URL")


def test_more_than_four_images(client: httpx.Client) -> None:
    url = "data:image/png;base64," + base64.b64encode(png_bytes()).decode()
    assert_error(post(client, {**GOOD, "images": [url] * 5}), 400, param="images", message_has="4")


# -- compressed bodies (the TypeSafe SDK zstd-compresses bodies of 1 KiB and more) ----------------------------


@pytest.mark.parametrize("encoding", ["zstd", "gzip"])
def test_compressed_body(client: httpx.Client, encoding: str) -> None:
    plain = json.dumps({**GOOD, "state": "long state " * 200}).encode()
    data = zstandard.ZstdCompressor().compress(plain) if encoding == "zstd" else gzip.compress(plain)
    resp = post_raw(client, data, **{"content-encoding": encoding})
    assert resp.status_code == 200, resp.text
    assert list(resp.json()["answers"]) == ["billing", "tone", "urgency"]


# -- the unversioned alias -----------------------------------------------------------------------------------


def test_unversioned_alias_answers_the_same(client: httpx.Client) -> None:
    versioned, alias = post(client, GOOD), post(client, GOOD, "/systemone")
    assert versioned.status_code == alias.status_code == 200
    a, b = versioned.json(), alias.json()
    assert a["answers"].keys() == b["answers"].keys()
    assert numbers(a) == pytest.approx(numbers(b), abs=1e-6)


def test_unversioned_alias_refuses_the_same(client: httpx.Client) -> None:
    body = ask(NOUL, temperature=0.5)
    versioned, alias = post(client, body), post(client, body, "/systemone")
    assert versioned.status_code == alias.status_code == 400
    assert versioned.json() == alias.json()


# -- the response -----------------------------------------------------------------------------------------------


def numbers(response: dict[str, Any]) -> list[float]:
    """Every probability of a SystemOne response, answers in order (for comparisons within a tolerance)."""
    out: list[float] = []
    for answer in response["answers"].values():
        if answer["type"] == "noul":
            out.append(answer["noul"])
        else:
            out.extend(answer["probabilities"].values())
    return out


@pytest.fixture
def answered(client: httpx.Client) -> httpx.Response:
    resp = post(client, GOOD, )
    assert resp.status_code == 200, resp.text
    return resp


def test_response_keys_in_contract_order(answered: httpx.Response) -> None:
    body = answered.json()
    assert list(body) == ["model", "answers", "usage", "latency_ms"]
    assert body["model"] == "tiny"
    answers = body["answers"]
    assert list(answers) == ["billing", "tone", "urgency"]
    assert list(answers["billing"]) == ["type", "noul", "x_label_mass"]
    assert list(answers["tone"]) == ["type", "choice", "confidence", "probabilities", "x_label_mass"]
    assert list(answers["urgency"]) == ["type", "score", "confidence", "legend", "probabilities", "x_label_mass"]
    assert [a["type"] for a in answers.values()] == ["noul", "choice", "score"]


def test_usage_and_latency(answered: httpx.Response) -> None:
    body = answered.json()
    assert list(body["usage"]) == ["input_tokens", "output_tokens"]
    assert type(body["usage"]["input_tokens"]) is int and body["usage"]["input_tokens"] > 0
    assert body["usage"]["output_tokens"] == 0
    assert isinstance(body["latency_ms"], (int, float)) and body["latency_ms"] >= 0


def test_typesafe_request_id_header_echoes_the_request_id(answered: httpx.Response) -> None:
    assert answered.headers["x-typesafe-request-id"] == answered.headers["x-request-id"]


@pytest.mark.parametrize("path", ["/v1/systemone", "/systemone"])
def test_typesafe_request_id_header_on_refusals(client: httpx.Client, path: str) -> None:
    resp = post(client, {**GOOD, "model": "no-such-model"}, path)
    assert resp.status_code == 404
    assert resp.headers.get("x-typesafe-request-id") == resp.headers["x-request-id"]


def test_client_request_id_echoed_in_both_headers(client: httpx.Client) -> None:
    resp = client.post("/v1/systemone", json=GOOD, headers={"x-request-id": "ts-abc-123"})
    assert resp.headers["x-request-id"] == resp.headers["x-typesafe-request-id"] == "ts-abc-123"


def test_label_mass_and_probabilities(answered: httpx.Response) -> None:
    answers = answered.json()["answers"]
    for answer in answers.values():
        assert 0.0 < answer["x_label_mass"] <= 1.0
    assert 0.0 <= answers["billing"]["noul"] <= 1.0
    for name in ("tone", "urgency"):
        probabilities = list(answers[name]["probabilities"].values())
        assert all(0.0 <= p <= 1.0 for p in probabilities)
        assert abs(math.fsum(probabilities) - 1.0) <= 1e-9


def test_choice_answer(answered: httpx.Response) -> None:
    tone = answered.json()["answers"]["tone"]
    assert list(tone["probabilities"]) == ["calm", "angry", "sarcastic"]
    q = list(tone["probabilities"].values())
    assert tone["choice"] == list(tone["probabilities"])[q.index(max(q))]
    n = len(q)
    assert tone["confidence"] == pytest.approx(min(1.0, max(0.0, (n * max(q) - 1) / (n - 1))), abs=1e-12)


def test_score_answer(answered: httpx.Response) -> None:
    urgency = answered.json()["answers"]["urgency"]
    assert urgency["legend"] == {"0": "Can wait", "1": {"when": "this week"}, "2": ["today", 1.0]}
    assert list(urgency["probabilities"]) == ["0", "1", "2"]
    q = list(urgency["probabilities"].values())
    assert urgency["score"] == pytest.approx(math.fsum(i * p for i, p in enumerate(q)), abs=1e-12)
    n, m = len(q), q.index(max(q))
    spread = sum(abs(i - (n - 1) / 2) for i in range(n)) / n
    expected = max(0.0, 1 - sum(p * abs(i - m) for i, p in enumerate(q)) / spread)
    assert urgency["confidence"] == pytest.approx(expected, abs=1e-12)


def test_noul_criteria_are_part_of_the_prompt(client: httpx.Client) -> None:
    bare = post(client, ask(NOUL)).json()["usage"]["input_tokens"]
    described = post(client, ask({**NOUL, "criteria": {"true": "It is", "false": "It is not"}}))
    assert described.json()["usage"]["input_tokens"] > bare


# -- the SystemOne state as a /v1/decisions input: same prompt, same probabilities -----------------------------

#: A state with nested values and numbers spelled the ways Python re-renders (1.00 → 1.0, -0 → 0, 1e-7 → 1e-07).
STATE_JSON = '{"b":1.00,"a":-0,"c":1e-7,"nested":{"list":[1.5,"été",true,null],"empty":{}},"s":"x"}'
RENDERED = '{"b":1.0,"a":0,"c":1e-07,"nested":{"list":[1.5,"été",true,null],"empty":{}},"s":"x"}'


def test_structured_state_gives_the_probabilities_of_its_rendered_text(client: httpx.Client) -> None:
    systemone = (
        '{"model":"tiny","state":' + STATE_JSON + ',"questions":{'
        '"ok":{"type":"noul","instructions":{"task":"Is it fine?","threshold":2.50}},'
        '"pick":{"type":"choice","instructions":"Which one?","criteria":{"alpha":"the first","beta":null}},'
        '"rate":{"type":"score","instructions":"How much?","criteria":["low",{"level":1.00},["high",-0]]}}}'
    )
    decisions = {
        "model": "tiny",
        "input": RENDERED,
        "questions": [
            {"type": "predicate", "name": "ok", "instructions": '{"task":"Is it fine?","threshold":2.5}'},
            {"type": "choice", "name": "pick", "instructions": "Which one?",
             "choices": [{"value": "alpha", "description": "the first"}, {"value": "beta"}]},
            {"type": "score", "name": "rate", "instructions": "How much?",
             "levels": [{"label": "low"}, {"label": '{"level":1.0}'}, {"label": '["high",0]'}]},
        ],
    }
    one = post_raw(client, systemone.encode())
    other = client.post("/v1/decisions", json=decisions)
    assert one.status_code == other.status_code == 200, (one.text, other.text)
    a, d = one.json(), other.json()
    assert a["usage"]["input_tokens"] == d["usage"]["input_tokens"]
    ok, pick, rate = d["answers"]
    assert a["answers"]["ok"]["noul"] == pytest.approx(ok["probability"], abs=1e-6)
    assert list(a["answers"]["pick"]["probabilities"].values()) == pytest.approx(
        [p["probability"] for p in pick["probabilities"]], abs=1e-6)
    assert a["answers"]["pick"]["choice"] == pick["choice"]
    assert list(a["answers"]["rate"]["probabilities"].values()) == pytest.approx(
        [p["probability"] for p in rate["probabilities"]], abs=1e-6)
    assert a["answers"]["rate"]["score"] == pytest.approx(rate["score"], abs=1e-6)
    assert a["answers"]["rate"]["confidence"] == pytest.approx(rate["confidence"], abs=1e-6)
    # The legend keeps the levels as sent (as JSON values), not as rendered.
    assert a["answers"]["rate"]["legend"] == {"0": "low", "1": {"level": 1.0}, "2": ["high", 0]}


def test_string_state_passes_through(client: httpx.Client) -> None:
    text = '  {"not":"parsed"}\n\ttabs and  spaces  '
    one = post(client, {"model": "tiny", "state": text, "questions": {"q": NOUL}})
    other = client.post("/v1/decisions", json={"model": "tiny", "input": text,
                                               "questions": [{"type": "predicate", "instructions": "Is it?"}]})
    assert one.json()["answers"]["q"]["noul"] == pytest.approx(other.json()["answers"][0]["probability"], abs=1e-6)


def test_array_state_renders_compactly(client: httpx.Client) -> None:
    one = post_raw(client, b'{"model":"tiny","state":[1.10, "a" ,{"k" : -0.0}],"questions":{"q":'
                           b'{"type":"noul","instructions":"Is it?"}}}')
    other = client.post("/v1/decisions", json={"model": "tiny", "input": '[1.1,"a",{"k":-0.0}]',
                                               "questions": [{"type": "predicate", "instructions": "Is it?"}]})
    assert one.json()["answers"]["q"]["noul"] == pytest.approx(other.json()["answers"][0]["probability"], abs=1e-6)
