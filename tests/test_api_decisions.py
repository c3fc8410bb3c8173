"""POST /v1/decisions over HTTP (docs/CONTRACT.md §1, §3, §6): every refusal, the response shape, the numbers.

The session server serves ``tiny`` (Qwen3, text-only, tiny BPE vocabulary). A second, module-scoped
server serves ``qwen`` (the same architecture over the real Qwen3 vocabulary) for two-letter labels.
Random weights: answers mean nothing, so the tests check shapes, formulas and refusals, not quality.
"""

from __future__ import annotations

import base64
import io
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from PIL import Image

from tests.conftest import Server, assert_error, start_server, stop_server

MiB = 1024 * 1024

GOOD: dict[str, Any] = {
    "model": "tiny",
    "input": "I was charged twice for my subscription. Please refund one.",
    "questions": [
        {"type": "predicate", "name": "billing", "instructions": "The message is about billing."},
        {
            "type": "choice",
            "name": "tone",
            "instructions": "What is the tone?",
            "choices": [{"value": "calm", "description": "polite"}, {"value": "angry"}, {"value": True}],
        },
        {
            "type": "score",
            "name": "urgency",
            "instructions": "How urgent?",
            "levels": [{"label": "low", "description": "can wait"}, {"label": "medium"}, {"label": "high"}],
        },
        {"type": "predicate", "instructions": "The message is polite."},
    ],
}


def with_question(question: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"model": "tiny", "input": "x", "questions": [question], **top}


def choice(*values: object) -> dict[str, Any]:
    return {"type": "choice", "instructions": "Pick one.", "choices": [{"value": v} for v in values]}


def score(*labels: str) -> dict[str, Any]:
    return {"type": "score", "instructions": "Rate it.", "levels": [{"label": label} for label in labels]}


def png_data_url(width: int = 8, height: int = 8) -> str:
    buf = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buf, "PNG")
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode()


def numbers(answers: list[dict[str, Any]]) -> list[float]:
    """Every probability of a /v1/decisions answer list, in order (for comparisons within a tolerance)."""
    out: list[float] = []
    for answer in answers:
        if "probability" in answer:
            out.append(answer["probability"])
        else:
            out.extend(p["probability"] for p in answer["probabilities"])
    return out


def post(client: httpx.Client, body: object, path: str = "/v1/decisions") -> httpx.Response:
    return client.post(path, json=body)


# -- strictness: unknown fields at every depth ------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "param"),
    [
        ({**GOOD, "frobnicate": 1}, "frobnicate"),
        ({**GOOD, "prompt_cache_key": "pk-1"}, "prompt_cache_key"),
        (with_question({"type": "predicate", "instructions": "y", "extra": 1}), "questions[0].extra"),
        (with_question({**choice("a", "b"), "choices": [{"value": "a", "color": 1}, {"value": "b"}]}),
         "questions[0].choices[0].color"),
        (with_question({**score("a", "b"), "levels": [{"label": "a"}, {"label": "b", "weight": 2}]}),
         "questions[0].levels[1].weight"),
        ({**GOOD, "input": [{"role": "user", "content": "x", "name": "bob"}]}, "input[0].name"),
        ({**GOOD, "input": [{"role": "user", "content": [{"type": "input_text", "text": "x", "foo": 1}]}]},
         "input[0].content[0].foo"),
    ],
    ids=["top", "prompt_cache_key", "question", "choice", "level", "message", "part"],
)
def test_unknown_field_at_any_depth_is_named(client: httpx.Client, body: dict[str, Any], param: str) -> None:
    assert_error(post(client, body), 400, param=param, message_has="unknown parameter", code="unknown_parameter")


# -- the removed SGLang "prompt format 1" shape -----------------------------------------------------


@pytest.mark.parametrize(
    ("question", "param"),
    [
        ({"id": "q1", "type": "predicate", "instructions": "y"}, "questions[0].id"),
        ({"type": "predicate", "question": "Is it?", "instructions": "y"}, "questions[0].question"),
        ({"type": "choice", "instructions": "y", "options": ["a", "b"]}, "questions[0].options"),
        ({"type": "yes_no", "instructions": "y"}, "questions[0].type"),
    ],
    ids=["id", "question", "options", "yes_no"],
)
def test_removed_shape_question_triggers(client: httpx.Client, question: dict[str, Any], param: str) -> None:
    err = assert_error(post(client, with_question(question)), 400, param=param, message_has="was removed")
    assert "send the OpenAI Decisions shape instead" in err["message"]


@pytest.mark.parametrize("field", ["temperature", "chat_template_kwargs", "prompt_format_version",
                                   "return_prompt_token_ids"])
def test_removed_shape_top_level_triggers(client: httpx.Client, field: str) -> None:
    # A format-1 body: questions keyed by name, plus a top-level field of that API.
    body = {"model": "tiny", "input": "x", "questions": {"q": {"type": "noul"}}, field: 0}
    assert_error(post(client, body), 400, param=field, message_has="was removed")


def test_removed_shape_is_detected_before_anything_else(client: httpx.Client) -> None:
    body = {"model": "nope", "input": 5, "temperature": 0,
            "questions": [{"id": "q1", "question": "Is it?", "options": ["yes", "no"]}]}
    assert_error(post(client, body), 400, param="questions[0].id", message_has="was removed")


def test_removed_top_level_field_on_openai_shape_is_an_unknown_field(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "temperature": 0}), 400, param="temperature",
                 message_has="unknown parameter", code="unknown_parameter")


# -- questions ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 201])
def test_question_count_outside_1_to_200(client: httpx.Client, count: int) -> None:
    body = {**GOOD, "questions": [{"type": "predicate", "instructions": f"Q{i}."} for i in range(count)]}
    assert_error(post(client, body), 400, param="questions", message_has=str(count))


def test_two_hundred_questions_are_answered(client: httpx.Client) -> None:
    body = {**GOOD, "input": "x", "questions": [{"type": "predicate", "instructions": f"Q{i}."} for i in range(200)]}
    resp = post(client, body)
    assert resp.status_code == 200, resp.text
    assert len(resp.json()["answers"]) == 200


@pytest.mark.parametrize("count", [1, 256])
def test_choice_count_outside_2_to_255(client: httpx.Client, count: int) -> None:
    body = with_question(choice(*(f"option {i}" for i in range(count))))
    assert_error(post(client, body), 400, param="questions[0].choices", message_has=str(count))


@pytest.mark.parametrize("count", [1, 11])
def test_level_count_outside_2_to_10(client: httpx.Client, count: int) -> None:
    body = with_question(score(*(f"level {i}" for i in range(count))))
    assert_error(post(client, body), 400, param="questions[0].levels", message_has=str(count))


@pytest.mark.parametrize("instructions", ["", "   ", "\n\t"])
def test_blank_instructions(client: httpx.Client, instructions: str) -> None:
    body = with_question({"type": "predicate", "instructions": instructions})
    assert_error(post(client, body), 400, param="questions[0].instructions", message_has="blank")


def test_null_name(client: httpx.Client) -> None:
    body = with_question({"type": "predicate", "name": None, "instructions": "y"})
    assert_error(post(client, body), 400, param="questions[0].name", message_has="null")


def test_duplicate_names(client: httpx.Client) -> None:
    body = {**GOOD, "questions": [
        {"type": "predicate", "name": "a", "instructions": "x"},
        {"type": "predicate", "name": "b", "instructions": "y"},
        {"type": "predicate", "name": "a", "instructions": "z"},
    ]}
    assert_error(post(client, body), 400, param="questions[2].name", message_has="unique")


def test_names_are_case_sensitive_and_unnamed_questions_may_repeat(client: httpx.Client) -> None:
    body = {**GOOD, "questions": [
        {"type": "predicate", "name": "tone", "instructions": "x"},
        {"type": "predicate", "name": "Tone", "instructions": "x"},
        {"type": "predicate", "instructions": "x"},
        {"type": "predicate", "instructions": "x"},
    ]}
    resp = post(client, body)
    assert resp.status_code == 200, resp.text
    assert [a["name"] for a in resp.json()["answers"]] == ["tone", "Tone", None, None]


@pytest.mark.parametrize(("values", "message"), [
    (("calm", "Calm"), "distinct ignoring case"),
    (("calm", "angry", "calm"), "distinct ignoring case"),
    (("ÉTÉ", "été"), "distinct ignoring case"),
])
def test_duplicate_choice_values_ignoring_case(client: httpx.Client, values: tuple[str, ...], message: str) -> None:
    param = f"questions[0].choices[{len(values) - 1}].value"
    assert_error(post(client, with_question(choice(*values))), 400, param=param, message_has=message)


@pytest.mark.parametrize("values", [("true", True), (True, "True"), (False, "false")])
def test_string_and_boolean_with_same_text(client: httpx.Client, values: tuple[object, object]) -> None:
    assert_error(post(client, with_question(choice(*values))), 400, param="questions[0].choices[1].value",
                 message_has="cannot be told apart")


def test_true_and_false_booleans_are_two_choices(client: httpx.Client) -> None:
    resp = post(client, with_question(choice(True, False)))
    assert resp.status_code == 200, resp.text
    answer = resp.json()["answers"][0]
    assert [p["value"] for p in answer["probabilities"]] == [True, False]
    assert answer["choice"] in (True, False)


@pytest.mark.parametrize("value", ["a\nb", "a\tb", "a\rb", "a\x00b", "a\x7fb", "a\u2028b", "a\u0085b"])
def test_control_characters_in_choice_values(client: httpx.Client, value: str) -> None:
    assert_error(post(client, with_question(choice("ok", value))), 400, param="questions[0].choices[1].value",
                 message_has="control character")


@pytest.mark.parametrize("value", ["", "   "])
def test_empty_or_blank_choice_value(client: httpx.Client, value: str) -> None:
    assert_error(post(client, with_question(choice(value, "ok"))), 400, param="questions[0].choices[0].value")


@pytest.mark.parametrize("label", ["", "  "])
def test_blank_level_label(client: httpx.Client, label: str) -> None:
    assert_error(post(client, with_question(score("low", label))), 400, param="questions[0].levels[1].label")


def test_choice_value_of_another_type(client: httpx.Client) -> None:
    assert_error(post(client, with_question(choice("a", 2))), 400, param="questions[0].choices[1].value")


def test_question_of_another_type_names_its_type(client: httpx.Client) -> None:
    resp = post(client, with_question({"type": "multiple_choice", "instructions": "y"}))
    assert_error(resp, 400, param="questions[0].type", message_has="multiple_choice")


# -- input ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("role", ["system", "developer", "assistant", "tool"])
def test_only_user_messages(client: httpx.Client, role: str) -> None:
    body = {**GOOD, "input": [{"role": "user", "content": "a"}, {"role": role, "content": "b"}]}
    assert_error(post(client, body), 400, param="input[1].role", message_has="user")


@pytest.mark.parametrize("item", [
    {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
    {"type": "function_call_output", "call_id": "c1", "output": "ok"},
    {"type": "item_reference", "id": "msg_1"},
], ids=["function_call", "function_call_output", "item_reference"])
def test_other_input_item_types_are_named(client: httpx.Client, item: dict[str, Any]) -> None:
    assert_error(post(client, {**GOOD, "input": [item]}), 400, param="input[0].type", message_has=item["type"])


@pytest.mark.parametrize("part", [
    {"type": "input_file", "file_id": "file-1"},
    {"type": "input_audio", "input_audio": {"data": "AAAA", "format": "wav"}},
    {"type": "output_text", "text": "x"},
    {"type": "input_json", "data": {"k": 1}},
], ids=["input_file", "input_audio", "output_text", "input_json"])
def test_other_part_types_are_named(client: httpx.Client, part: dict[str, Any]) -> None:
    body = {**GOOD, "input": [{"role": "user", "content": [part]}]}
    assert_error(post(client, body), 400, param="input[0].content[0].type", message_has=part["type"])


@pytest.mark.parametrize("url", ["https://example.com/cat.png", "http://127.0.0.1/x.png", "file:///etc/passwd"])
def test_remote_image_url(client: httpx.Client, url: str) -> None:
    body = {**GOOD, "input": [{"role": "user", "content": [{"type": "input_text", "text": "x"},
                                                          {"type": "input_image", "image_url": url}]}]}
    assert_error(post(client, body), 400, param="input[0].content[1].image_url", message_has="data URL")


def test_images_on_a_text_only_model(client: httpx.Client) -> None:
    body = {**GOOD, "input": [{"role": "user", "content": [
        {"type": "input_text", "text": "What is shown?"},
        {"type": "input_image", "image_url": png_data_url(), "detail": "low"},
    ]}]}
    assert_error(post(client, body), 400, param="input[0].content[1].image_url", message_has="text-only")


def test_image_body_over_text_limit_is_judged_by_image_limit(client: httpx.Client) -> None:
    # The session server takes 64 KiB text-only bodies; this one is bigger but carries an image,
    # so it is read in full and refused for the real reason (a text-only model), not with 413.
    body = {**GOOD, "input": [{"role": "user", "content": [
        {"type": "input_text", "text": "a" * 100_000},
        {"type": "input_image", "image_url": png_data_url()},
    ]}]}
    assert_error(post(client, body), 400, param="input[0].content[1].image_url", message_has="text-only")


@pytest.mark.parametrize("path", ["/v1/decisions", "/decisions", "/v1/systemone", "/systemone"])
def test_body_over_13_mib(client: httpx.Client, path: str) -> None:
    raw = b'{"model":"tiny","input":"' + b"a" * (13 * MiB) + b'"}'
    resp = client.post(path, content=raw, headers={"content-type": "application/json"})
    assert_error(resp, 413, param=None, code="request_too_large")


# -- other top-level fields -----------------------------------------------------------------------------


@pytest.mark.parametrize("value", [None, "user-123", "u" * 128])
def test_safety_identifier_accepted_and_ignored(client: httpx.Client, value: str | None) -> None:
    plain = post(client, GOOD)
    resp = post(client, {**GOOD, "safety_identifier": value})
    assert resp.status_code == 200, resp.text
    assert numbers(resp.json()["answers"]) == pytest.approx(numbers(plain.json()["answers"]), abs=1e-6)


def test_safety_identifier_over_128_characters(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "safety_identifier": "u" * 129}), 400, param="safety_identifier",
                 message_has="128")


def test_unknown_model(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "model": "no-such-model"}), 404, param="model", code="model_not_found")


def test_empty_model(client: httpx.Client) -> None:
    assert_error(post(client, {**GOOD, "model": ""}), 400, param="model")


def test_duplicate_json_keys(client: httpx.Client) -> None:
    raw = b'{"model":"tiny","input":"x","questions":[{"type":"predicate","instructions":"a","instructions":"b"}]}'
    resp = client.post("/v1/decisions", content=raw, headers={"content-type": "application/json"})
    assert_error(resp, 400, param=None, message_has="duplicate key 'instructions'")


# -- the unversioned alias ------------------------------------------------------------------------------


def test_unversioned_alias_answers_the_same(client: httpx.Client) -> None:
    versioned, alias = post(client, GOOD), post(client, GOOD, "/decisions")
    assert versioned.status_code == alias.status_code == 200
    assert numbers(alias.json()["answers"]) == pytest.approx(numbers(versioned.json()["answers"]), abs=1e-6)
    assert alias.json()["usage"]["input_tokens"] == versioned.json()["usage"]["input_tokens"]


def test_unversioned_alias_refuses_the_same(client: httpx.Client) -> None:
    body = with_question(choice("calm", "Calm"))
    versioned, alias = post(client, body), post(client, body, "/decisions")
    assert alias.status_code == versioned.status_code == 400
    assert alias.json() == versioned.json()


# -- the response -----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def decision(server: Server) -> dict[str, Any]:
    with server.client() as c:
        resp = c.post("/v1/decisions", json=GOOD)
    assert resp.status_code == 200, resp.text
    body: dict[str, Any] = resp.json()
    return body


def test_response_keys_in_contract_order(decision: dict[str, Any]) -> None:
    assert list(decision) == ["model", "answers", "usage"]
    assert decision["model"] == "tiny"
    predicate, tone, urgency, unnamed = decision["answers"]
    assert list(predicate) == ["type", "name", "probability"]
    assert list(tone) == ["type", "name", "choice", "probabilities", "confidence"]
    assert [list(p) for p in tone["probabilities"]] == [["value", "probability"]] * 3
    assert list(urgency) == ["type", "name", "score", "probabilities", "confidence"]
    assert [list(p) for p in urgency["probabilities"]] == [["value", "label", "probability"]] * 3
    assert (predicate["type"], tone["type"], urgency["type"], unnamed["type"]) == (
        "predicate", "choice", "score", "predicate")
    assert [a["name"] for a in decision["answers"]] == ["billing", "tone", "urgency", None]


def test_usage_is_all_integers(decision: dict[str, Any]) -> None:
    usage = decision["usage"]
    assert list(usage) == ["input_tokens", "input_tokens_details", "output_tokens", "output_tokens_details",
                           "total_tokens"]
    assert list(usage["input_tokens_details"]) == ["cached_tokens", "cache_write_tokens"]
    assert list(usage["output_tokens_details"]) == ["reasoning_tokens"]
    ints = [usage["input_tokens"], usage["output_tokens"], usage["total_tokens"],
            *usage["input_tokens_details"].values(), *usage["output_tokens_details"].values()]
    assert all(type(v) is int for v in ints)
    assert usage["output_tokens"] == 0
    assert usage["output_tokens_details"]["reasoning_tokens"] == 0
    assert usage["total_tokens"] == usage["input_tokens"] > 0
    assert 0 <= usage["input_tokens_details"]["cached_tokens"] <= usage["input_tokens"]


def test_choice_values_keep_their_json_type(decision: dict[str, Any]) -> None:
    tone = decision["answers"][1]
    assert [p["value"] for p in tone["probabilities"]] == ["calm", "angry", True]


def test_probabilities_sum_to_one(decision: dict[str, Any]) -> None:
    for answer in decision["answers"][1:3]:
        probabilities = [p["probability"] for p in answer["probabilities"]]
        assert all(0.0 <= p <= 1.0 for p in probabilities)
        assert abs(math.fsum(probabilities) - 1.0) <= 1e-9
    for answer in (decision["answers"][0], decision["answers"][3]):
        assert 0.0 <= answer["probability"] <= 1.0


def test_choice_is_the_first_argmax_and_confidence_follows_the_formula(decision: dict[str, Any]) -> None:
    tone = decision["answers"][1]
    q = [p["probability"] for p in tone["probabilities"]]
    first_max = q.index(max(q))
    expected = tone["probabilities"][first_max]["value"]
    assert tone["choice"] == expected and type(tone["choice"]) is type(expected)
    n = len(q)
    assert tone["confidence"] == pytest.approx(min(1.0, max(0.0, (n * max(q) - 1) / (n - 1))), abs=1e-12)


def test_score_is_the_expected_level_and_confidence_follows_the_formula(decision: dict[str, Any]) -> None:
    urgency = decision["answers"][2]
    assert [(p["value"], p["label"]) for p in urgency["probabilities"]] == [(0, "low"), (1, "medium"), (2, "high")]
    q = [p["probability"] for p in urgency["probabilities"]]
    assert urgency["score"] == pytest.approx(math.fsum(i * p for i, p in enumerate(q)), abs=1e-12)
    n, m = len(q), q.index(max(q))
    spread = sum(abs(i - (n - 1) / 2) for i in range(n)) / n
    expected = max(0.0, 1 - sum(p * abs(i - m) for i, p in enumerate(q)) / spread)
    assert urgency["confidence"] == pytest.approx(expected, abs=1e-12)


def test_answers_are_deterministic_and_independent_of_the_other_questions(client: httpx.Client,
                                                                         decision: dict[str, Any]) -> None:
    alone = post(client, {**GOOD, "questions": [GOOD["questions"][2]]}).json()["answers"]
    assert numbers(alone) == pytest.approx(numbers(decision["answers"][2:3]), abs=1e-6)


def test_message_input_joins_texts_with_newlines(client: httpx.Client) -> None:
    as_messages = {**GOOD, "input": [
        {"role": "user", "content": "first"},
        {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "second"},
                                                         {"type": "input_text", "text": "third"}]},
    ]}
    as_string = {**GOOD, "input": "first\nsecond\nthird"}
    a, b = post(client, as_messages).json(), post(client, as_string).json()
    assert a["usage"]["input_tokens"] == b["usage"]["input_tokens"]
    assert numbers(a["answers"]) == pytest.approx(numbers(b["answers"]), abs=1e-6)


def test_blank_string_input_is_rendered_as_is(client: httpx.Client) -> None:
    resp = post(client, {**GOOD, "input": ""})
    assert resp.status_code == 200, resp.text


# -- two-letter labels over the real Qwen3 vocabulary -------------------------------------------------------

#: Two-letter labels (AA..ZZ) that are one token at the answer position in the Qwen3 vocabulary
#: (151,643 byte-level tokens). Qwen3.6's larger vocabulary has 562 (tests/test_decisions_plan.py).
QWEN3_TWO_LETTER_LABELS = 552


@pytest.fixture(scope="module")
def qwen_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from augury.engine.testmodels import make_test_model

    return make_test_model(tmp_path_factory.mktemp("qwen-vocab") / "model", arch="qwen3", tokenizer="qwen3")


@pytest.fixture(scope="module")
def qwen_server(qwen_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    srv = start_server(["--model", f"qwen={qwen_dir}", "--no-warmup"], tmp_path_factory.mktemp("qwen-server"))
    yield srv
    stop_server(srv)


def _two_letter_labels(qwen_dir: Path) -> tuple[str, ...]:
    from transformers import AutoTokenizer

    from augury.decisions.openai_wire import parse_decision_request
    from augury.decisions.plan import plan_request
    from augury.engine.tokenizer import ChatTemplateTokenizer
    from tests.typed import decision_request

    tokenizer = ChatTemplateTokenizer(AutoTokenizer.from_pretrained(str(qwen_dir)))
    request = parse_decision_request(decision_request(with_question(choice(*(f"option {i}" for i in range(60))))))
    plan = plan_request(request, tokenizer, context_length=40960)
    return plan.questions[0].labels


def test_sixty_options_use_two_letter_labels_that_are_single_tokens(qwen_dir: Path) -> None:
    labels = _two_letter_labels(qwen_dir)
    assert len(labels) == 60
    # BQ, BZ and CJ are two tokens in Qwen3's vocabulary, so they are skipped.
    assert labels[:3] == ("AA", "AB", "AC")
    assert labels[40:] == ("BO", "BP", "BR", "BS", "BT", "BU", "BV", "BW", "BX", "BY",
                           "CA", "CB", "CC", "CD", "CE", "CF", "CG", "CH", "CI", "CK")


def test_sixty_options_over_http(qwen_server: Server) -> None:
    body = {"model": "qwen", "input": "Which option?", "questions": [choice(*(f"option {i}" for i in range(60)))]}
    with qwen_server.client() as c:
        resp = c.post("/v1/decisions", json=body)
    assert resp.status_code == 200, resp.text
    answer = resp.json()["answers"][0]
    assert [p["value"] for p in answer["probabilities"]] == [f"option {i}" for i in range(60)]
    assert abs(math.fsum(p["probability"] for p in answer["probabilities"]) - 1.0) <= 1e-9


def test_more_options_than_the_vocabulary_can_label(qwen_server: Server) -> None:
    criteria = {f"option {i}": None for i in range(600)}
    body = {"model": "qwen", "state": "x", "questions": {"pick": {"type": "choice", "instructions": "Pick one.",
                                                                  "criteria": criteria}}}
    with qwen_server.client() as c:
        resp = c.post("/v1/systemone", json=body)
    assert_error(resp, 400, param="questions.pick", message_has=f"at most {QWEN3_TWO_LETTER_LABELS} options")
