"""Both decision wires: parsing bodies (with every semantic refusal) and shaping responses.

Request bodies below are the captured ones from real clients (OpenAI Python/Node SDK, Ollama,
TypeSafe SDK 0.7.5) where a capture exists, trimmed to their bodies.
"""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from augury.decisions.formulas import Answer, ChoiceAnswer, PredicateAnswer, ScoreAnswer
from augury.decisions.model import DecisionRequest, ImageRef, Option, Question, Usage
from augury.decisions.openai_wire import parse_decision_request, shape_decision_response
from augury.decisions.removed import check_removed_shape
from augury.decisions.systemone_foreign import check_systemone_foreign_fields
from augury.decisions.systemone_wire import (
    parse_multipart_request,
    parse_systemone_request,
    shape_systemone_response,
)
from augury.errors import InvalidRequest
from tests.typed import decision_request, systemone_request

PNG_1X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
)

PNG_URL = "data:image/png;base64," + base64.b64encode(PNG_1X1).decode()


def refusal(call: Any, *args: Any, **kwargs: Any) -> InvalidRequest:
    with pytest.raises(InvalidRequest) as refused:
        call(*args, **kwargs)
    assert refused.value.status == 400
    assert refused.value.type == "invalid_request_error"
    return refused.value


def admit_decision(body: Any, **kwargs: Any) -> DecisionRequest:
    return parse_decision_request(decision_request(body), **kwargs)


def admit_systemone(body: Any, **kwargs: Any) -> DecisionRequest:
    return parse_systemone_request(systemone_request(body), **kwargs)


def admit_multipart(body: Any, parts: Any, **kwargs: Any) -> DecisionRequest:
    return parse_multipart_request(systemone_request(body), parts, **kwargs)


def decisions(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"model": "m", "input": "text", "questions": [{"type": "predicate", "instructions": "Q?"}]}
    body.update(overrides)
    return body


def one_choice(*choices: dict[str, Any]) -> dict[str, Any]:
    return decisions(questions=[{"type": "choice", "instructions": "Q?", "choices": list(choices)}])


def systemone(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"model": "m", "state": "s", "questions": {"q": {"type": "noul", "instructions": "Q?"}}}
    body.update(overrides)
    return body


def one_systemone_question(question: dict[str, Any]) -> dict[str, Any]:
    return systemone(questions={"q": question})


# == /v1/decisions: parsing ======================================================================

NODE_CAPTURE = {
    "model": "local-model",
    "input": "I was charged twice.",
    "questions": [
        {"type": "predicate", "name": "billing", "instructions": "About billing."},
        {"type": "choice", "name": "tone", "instructions": "Tone?", "choices": [{"value": "calm"}, {"value": "angry"}]},
        {
            "type": "score",
            "name": "urgency",
            "instructions": "Urgency?",
            "levels": [{"label": "low"}, {"label": "high"}],
        },
    ],
    "safety_identifier": "u1",
}


def test_node_sdk_capture_parses_into_three_questions() -> None:
    assert admit_decision(NODE_CAPTURE) == DecisionRequest(
        model="local-model",
        text="I was charged twice.",
        images=(),
        questions=(
            Question(kind="predicate", name="billing", instructions="About billing.", param="questions[0]"),
            Question(
                kind="choice",
                name="tone",
                instructions="Tone?",
                param="questions[1]",
                options=(
                    Option(value="calm", text="calm", description=None),
                    Option(value="angry", text="angry", description=None),
                ),
            ),
            Question(
                kind="score",
                name="urgency",
                instructions="Urgency?",
                param="questions[2]",
                levels=("low", "high"),
                level_values=("low", "high"),
            ),
        ),
    )


def test_user_messages_are_joined_with_newlines() -> None:
    body = decisions(
        input=[{"role": "user", "content": "Open the door."}, {"role": "user", "content": "door is closed"}]
    )
    assert admit_decision(body).text == "Open the door.\ndoor is closed"


def test_text_parts_join_in_order_and_images_keep_order_and_param() -> None:
    body = decisions(
        input=[
            {
                "role": "user",
                "content": [
                    {"type": "input_text", "text": "a"},
                    {"type": "input_image", "image_url": PNG_URL, "detail": "low"},
                    {"type": "input_text", "text": "b"},
                ],
            },
            {"type": "message", "role": "user", "content": [{"type": "input_image", "image_url": PNG_URL}]},
            {"role": "user", "content": "c"},
        ]
    )
    request = admit_decision(body)
    assert request.text == "a\nb\nc"
    assert request.images == (
        ImageRef(data_url=PNG_URL, data=None, content_type=None, detail="low", param="input[0].content[1].image_url"),
        ImageRef(data_url=PNG_URL, data=None, content_type=None, detail=None, param="input[1].content[0].image_url"),
    )


def test_blank_string_input_is_kept_as_is() -> None:
    assert admit_decision(decisions(input="  ")).text == "  "


def test_choice_values_keep_their_json_type_and_booleans_show_as_true_false() -> None:
    request = parse_decision_request(
        decision_request(one_choice({"value": "billing", "description": "money"}, {"value": True}, {"value": False}))
    )
    assert request.questions[0].options == (
        Option(value="billing", text="billing", description="money"),
        Option(value=True, text="true", description=None),
        Option(value=False, text="false", description=None),
    )


def test_score_levels_show_descriptions_and_report_labels() -> None:
    body = decisions(
        questions=[
            {
                "type": "score",
                "instructions": "How urgent?",
                "levels": [{"label": "low", "description": "can wait"}, {"label": "high", "description": ""}],
            }
        ]
    )
    question = admit_decision(body).questions[0]
    assert question.levels == ("low: can wait", "high")
    assert question.level_values == ("low", "high")


def test_unnamed_questions_may_repeat() -> None:
    questions = [{"type": "predicate", "instructions": "Q?"}, {"type": "predicate", "instructions": "Q?"}]
    assert [q.name for q in admit_decision(decisions(questions=questions)).questions] == [None, None]


def test_names_are_case_sensitive() -> None:
    questions = [
        {"type": "predicate", "name": "Tone", "instructions": "Q?"},
        {"type": "predicate", "name": "tone", "instructions": "Q?"},
    ]
    assert [q.name for q in admit_decision(decisions(questions=questions)).questions] == ["Tone", "tone"]


# -- refusals ---------------------------------------------------------------------------------------
# Each body goes through the server's front door (tests/typed.py): a rule the served document states is
# refused by the schema validator with its message; the rest by the parser. Both name the field in ``param``.


@pytest.mark.parametrize(
    ("body", "param", "words"),
    [
        pytest.param(
            decisions(
                questions=[
                    {"type": "predicate", "name": "a", "instructions": "Q?"},
                    {"type": "predicate", "name": "a", "instructions": "Q?"},
                ]
            ),
            "questions[1].name",
            "must be unique",
            id="duplicate-name",
        ),
        pytest.param(
            decisions(questions=[{"type": "predicate", "name": None, "instructions": "Q?"}]),
            "questions[0].name",
            "expected a string",
            id="null-name",
        ),
        pytest.param(
            decisions(questions=[{"type": "predicate", "instructions": " \n"}]),
            "questions[0].instructions",
            "must not be blank",
            id="blank-instructions",
        ),
        pytest.param(
            decisions(questions=[{"type": "predicate", "instructions": [{"type": "input_text", "text": "x"}]}]),
            "questions[0].instructions",
            "expected a string",
            id="instructions-as-parts",
        ),
        pytest.param(
            decisions(questions=[{"type": "yes_or_no", "instructions": "Q?"}]),
            "questions[0].type",
            '"predicate", "choice", "score"',
            id="unknown-type",
        ),
        pytest.param(
            one_choice({"value": "a"}, {"value": ""}),
            "questions[0].choices[1].value",
            "at least 1 characters",
            id="empty-value",
        ),
        pytest.param(
            one_choice({"value": "a"}, {"value": "b\nc"}),
            "questions[0].choices[1].value",
            "U+000A",
            id="newline-in-value",
        ),
        pytest.param(
            one_choice({"value": "a"}, {"value": "b\u2028c"}), "questions[0].choices[1].value", "U+2028", id="separator"
        ),
        pytest.param(
            one_choice({"value": "Calm"}, {"value": "calm"}),
            "questions[0].choices[1].value",
            "distinct ignoring case",
            id="case-duplicate",
        ),
        pytest.param(
            one_choice({"value": "a"}, {"value": "a"}),
            "questions[0].choices[1].value",
            "distinct",
            id="exact-duplicate",
        ),
        pytest.param(
            one_choice({"value": True}, {"value": True}),
            "questions[0].choices[1].value",
            "distinct",
            id="duplicate-boolean",
        ),
        pytest.param(
            one_choice({"value": True}, {"value": "true"}),
            "questions[0].choices[1].value",
            "cannot be told apart",
            id="string-true-and-boolean-true",
        ),
        pytest.param(
            one_choice({"value": "FALSE"}, {"value": False}),
            "questions[0].choices[1].value",
            "cannot be told apart",
            id="string-FALSE-and-boolean-false",
        ),
        pytest.param(
            one_choice({"value": 1}, {"value": "a"}),
            "questions[0].choices[0].value",
            "expected a boolean or a string",
            id="number",
        ),
        pytest.param(one_choice({"value": "a"}), "questions[0].choices", "at least 2 items", id="one-choice"),
        pytest.param(
            one_choice(*({"value": f"v{i}"} for i in range(256))), "questions[0].choices", "at most 255 items", id="256"
        ),
        pytest.param(
            decisions(questions=[{"type": "score", "instructions": "Q?", "levels": [{"label": "a"}, {"label": " "}]}]),
            "questions[0].levels[1].label",
            "must not be blank",
            id="blank-level-label",
        ),
        pytest.param(
            decisions(
                questions=[{"type": "score", "instructions": "Q?", "levels": [{"label": f"{i}"} for i in range(11)]}]
            ),
            "questions[0].levels",
            "at most 10 items",
            id="eleven-levels",
        ),
        pytest.param(decisions(questions=[]), "questions", "at least 1 items", id="no-questions"),
        pytest.param(
            decisions(questions=[{"type": "predicate", "instructions": "Q?"}] * 201),
            "questions",
            "at most 200 items",
            id="201-questions",
        ),
        pytest.param(decisions(model=""), "model", "at least 1 characters", id="empty-model"),
        pytest.param(
            decisions(
                input=[{"role": "user", "content": [{"type": "input_image", "image_url": "https://x.test/a.png"}]}]
            ),
            "input[0].content[0].image_url",
            "never fetches remote images",
            id="remote-image",
        ),
        pytest.param(
            decisions(input=[{"role": "system", "content": "sys"}]),
            "input[0].role",
            'expected "user"',
            id="system-role",
        ),
        pytest.param(
            decisions(input=[{"role": "assistant", "content": "hi"}]),
            "input[0].role",
            'expected "user"',
            id="assistant",
        ),
        pytest.param(
            decisions(input=[{"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"}]),
            "input[0].type",
            "function_call",
            id="function-call-item",
        ),
        pytest.param(
            decisions(
                input=[
                    {
                        "role": "user",
                        "content": [{"type": "input_text", "text": "hi"}, {"type": "input_json", "data": {}}],
                    }
                ]
            ),
            "input[0].content[1].type",
            "input_json",
            id="input-json-part",
        ),
        pytest.param(
            decisions(
                input=[{"role": "user", "content": [{"type": "input_image", "image_url": PNG_URL, "detail": "max"}]}]
            ),
            "input[0].content[0].detail",
            '"low", "high", "auto", "original", null',
            id="unknown-detail",
        ),
        pytest.param(decisions(input=7), "input", "a string or an array", id="input-number"),
    ],
)
def test_decisions_refusals(body: dict[str, Any], param: str, words: str) -> None:
    error = refusal(admit_decision, body)
    assert error.param == param
    assert words in error.message
    assert param in error.message


# -- the removed SGLang shape --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "param"),
    [
        pytest.param(
            {"model": "m", "questions": [{"id": "q1", "type": "choice", "question": "Q?"}]}, "questions[0].id", id="id"
        ),
        pytest.param(
            {"model": "m", "questions": [{"type": "yes_no", "instructions": "Q?"}]}, "questions[0].type", id="yes_no"
        ),
        pytest.param(
            {
                "model": "m",
                "questions": [{"type": "predicate", "instructions": "Q?"}, {"type": "choice", "options": ["a"]}],
            },
            "questions[1].options",
            id="options",
        ),
        pytest.param(
            {"model": "m", "input": "x", "prompt_format_version": 1},
            "prompt_format_version",
            id="top-level-no-questions",
        ),
        pytest.param(
            {"model": "m", "temperature": 0, "questions": [{"type": "predicate"}, "not a question"]},
            "temperature",
            id="top-level-odd-questions",
        ),
    ],
)
def test_removed_shape_is_reported_first_with_what_to_send(body: dict[str, Any], param: str) -> None:
    error = refusal(check_removed_shape, body)
    assert error.param == param
    assert 'The SGLang "prompt format 1" request shape was removed' in error.message
    assert "send the OpenAI Decisions shape instead" in error.message


def test_a_removed_top_level_field_on_an_openai_request_is_left_to_the_schema() -> None:
    check_removed_shape(decisions(temperature=0.0, chat_template_kwargs={"enable_thinking": False}))


def test_a_body_that_is_not_an_object_is_left_to_the_schema() -> None:
    check_removed_shape(["not", "an", "object"])


# == /v1/systemone: parsing ======================================================================

OLLAMA_CAPTURE = {
    "model": "local-model",
    "state": {"subject": "Duplicate charge", "message": "I was charged twice."},
    "questions": {
        "billing": {"type": "noul", "instructions": "Is this about billing?", "criteria": {"true": "Billing related"}},
        "tone": {"type": "choice", "instructions": "What is the tone?", "criteria": {"calm": "polite", "angry": None}},
        "urgency": {"type": "score", "instructions": "How urgent?", "criteria": ["Can wait", "Today"]},
    },
    "keep_alive": "5m",
}


def test_ollama_capture_parses_with_unknown_top_level_fields_ignored() -> None:
    assert admit_systemone(OLLAMA_CAPTURE) == DecisionRequest(
        model="local-model",
        text='{"subject":"Duplicate charge","message":"I was charged twice."}',
        images=(),
        questions=(
            Question(
                kind="predicate",
                name="billing",
                instructions="Is this about billing?",
                param="questions.billing",
                yes_text="Billing related",
            ),
            Question(
                kind="choice",
                name="tone",
                instructions="What is the tone?",
                param="questions.tone",
                options=(
                    Option(value="calm", text="calm", description="polite"),
                    Option(value="angry", text="angry", description=None),
                ),
            ),
            Question(
                kind="score",
                name="urgency",
                instructions="How urgent?",
                param="questions.urgency",
                levels=("Can wait", "Today"),
                level_values=("Can wait", "Today"),
            ),
        ),
    )


def test_numbers_render_as_python_renders_the_parsed_value() -> None:
    body = systemone(state=json.loads('{"b":1.00,"a":-0,"c":1e-7}'))
    assert admit_systemone(body).text == '{"b":1.0,"a":0,"c":1e-07}'


def test_state_keeps_unicode_unescaped_and_member_order() -> None:
    body = systemone(state=json.loads('{"z": "café ✓", "a": [1, "x", null, true, {}]}'))
    assert admit_systemone(body).text == '{"z":"café ✓","a":[1,"x",null,true,{}]}'


def test_string_state_passes_through_unchanged() -> None:
    assert admit_systemone(systemone(state="  line one\n\tline two ")).text == "  line one\n\tline two "


def test_array_state_renders_compactly() -> None:
    assert admit_systemone(systemone(state=["a", 2.5, False])).text == '["a",2.5,false]'


def test_object_instructions_render_as_compact_json() -> None:
    body = one_systemone_question({"type": "noul", "instructions": {"task": "dict instructions", "n": 1.50}})
    assert admit_systemone(body).questions[0].instructions == '{"task":"dict instructions","n":1.5}'


def test_noul_true_and_false_criteria_become_yes_no_descriptions() -> None:
    body = one_systemone_question(
        {
            "type": "noul",
            "instructions": "Spam?",
            "criteria": {"true": "Unsolicited advertising", "false": "A legitimate conversation"},
        }
    )
    question = admit_systemone(body).questions[0]
    assert (question.yes_text, question.no_text) == ("Unsolicited advertising", "A legitimate conversation")


def test_a_null_noul_criterion_beside_a_described_one_means_none() -> None:
    body = one_systemone_question({"type": "noul", "instructions": "Q?", "criteria": {"true": "Spam", "false": None}})
    question = admit_systemone(body).questions[0]
    assert (question.yes_text, question.no_text) == ("Spam", None)


@pytest.mark.parametrize("criteria", [{"true": None, "false": None}, {"true": None}, {"false": None}])
def test_noul_criteria_that_describe_nothing_are_refused(criteria: dict[str, None]) -> None:
    body = one_systemone_question({"type": "noul", "instructions": "Q?", "criteria": criteria})
    with pytest.raises(InvalidRequest) as info:
        admit_systemone(body)
    assert info.value.param is not None and info.value.param.endswith(f".criteria.{next(iter(criteria))}")


def test_choice_criteria_descriptions_are_strings_or_null_as_the_document_says() -> None:
    body = one_systemone_question(
        {"type": "choice", "instructions": "Q?", "criteria": {"a": {"when": "always"}, "b": ["x", 1]}}
    )
    error = refusal(admit_systemone, body)
    assert error.param == "questions.q.criteria.a"
    options = admit_systemone(
        one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": {"a": "first", "b": None}})
    ).questions[0].options
    assert [o.description for o in options] == ["first", None]


def test_score_legend_values_keep_the_original_json_levels() -> None:
    levels = ["Can wait", {"when": "today", "n": 1.0}, ["now"]]
    question = parse_systemone_request(
        systemone_request(one_systemone_question({"type": "score", "instructions": "Q?", "criteria": levels}))
    ).questions[0]
    assert question.levels == ("Can wait", '{"when":"today","n":1.0}', '["now"]')
    assert question.level_values == ("Can wait", {"when": "today", "n": 1.0}, ["now"])


def test_question_names_are_kept_exactly() -> None:
    body = systemone(questions={"Is it? ✓ ": {"type": "noul", "instructions": "Q?"}})
    question = admit_systemone(body).questions[0]
    assert (question.name, question.param) == ("Is it? ✓ ", "questions.Is it? ✓ ")


def test_images_accept_data_urls_and_content_type_objects() -> None:
    payload = base64.b64encode(PNG_1X1).decode()
    body = systemone(images=[PNG_URL, {"content_type": "image/PNG", "base64": payload}])
    assert admit_systemone(body).images == (
        ImageRef(data_url=PNG_URL, data=None, content_type=None, detail=None, param="images[0]"),
        ImageRef(data_url=None, data=PNG_1X1, content_type="image/png", detail=None, param="images[1]"),
    )


@pytest.mark.parametrize("images", [None, []])
def test_empty_or_null_images_mean_none(images: list[object] | None) -> None:
    assert admit_systemone(systemone(images=images)).images == ()


@pytest.mark.parametrize(
    "kwargs",
    [{}, {"chat_template_kwargs": {"enable_thinking": False}}, {"temperature": None}],
)
def test_accepted_template_and_foreign_fields(kwargs: dict[str, Any]) -> None:
    admit_systemone(systemone(**kwargs))


# -- refusals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "param", "words"),
    [
        pytest.param(systemone(temperature=0.2), "temperature", "belongs to another API", id="temperature"),
        pytest.param(systemone(prompt_format_version=1), "prompt_format_version", "belongs to another API", id="pfv"),
        pytest.param(systemone(return_prompt_token_ids=False), "return_prompt_token_ids", "another API", id="rpti"),
        pytest.param(systemone(video=None), "video", "not supported", id="video"),
        pytest.param(
            systemone(chat_template_kwargs={"enable_thinking": True}),
            "chat_template_kwargs",
            "exactly",
            id="thinking-on",
        ),
        pytest.param(
            systemone(chat_template_kwargs={"enable_thinking": 0}), "chat_template_kwargs", "exactly", id="thinking-0"
        ),
        pytest.param(
            systemone(chat_template_kwargs={"enable_thinking": False, "x": 1}),
            "chat_template_kwargs",
            "exactly",
            id="extra-kwarg",
        ),
        pytest.param(systemone(model=""), "model", "at least 1 characters", id="empty-model"),
        pytest.param(
            {"model": "m", "questions": {"q": {"type": "noul", "instructions": "Q?"}}},
            "state",
            "required",
            id="no-state",
        ),
        pytest.param(systemone(state=3), "state", "expected a string or an array or an object", id="number-state"),
        pytest.param(systemone(state=json.loads('{"x": NaN}')), "state", "not finite", id="nan-state"),
        pytest.param(systemone(questions={}), "questions", "at least 1 entries", id="no-questions"),
        pytest.param(systemone(questions=[{"type": "noul"}]), "questions", "expected an object", id="question-array"),
        pytest.param(
            one_systemone_question({"type": "noul", "instructions": "Q?", "temperature": 1}),
            "questions.q.temperature",
            "Unknown parameter",
            id="unknown-question-key",
        ),
        pytest.param(
            one_systemone_question({"type": "noul", "instructions": "Q?", "criteria": {"true": "y", "maybe": "m"}}),
            "questions.q.criteria.maybe",
            "Unknown parameter",
            id="unknown-noul-criterion",
        ),
        pytest.param(
            one_systemone_question({"type": "box", "instructions": "Q?"}), "questions.q.type", '"box"', id="box"
        ),
        pytest.param(
            one_systemone_question({"type": "noul"}), "questions.q.instructions", "required", id="no-instructions"
        ),
        pytest.param(
            one_systemone_question({"type": "noul", "instructions": {}}),
            "questions.q.instructions",
            "at least 1 entries",
            id="empty-object",
        ),
        pytest.param(
            one_systemone_question({"type": "noul", "instructions": ""}),
            "questions.q.instructions",
            "at least 1 characters",
            id="empty-string",
        ),
        pytest.param(
            one_systemone_question({"type": "noul", "instructions": 5}),
            "questions.q.instructions",
            "expected a string or an array or an object",
            id="int",
        ),
        pytest.param(
            one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": {"a": None}}),
            "questions.q.criteria",
            "at least 2 entries",
            id="one-option",
        ),
        pytest.param(
            one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": ["a", "b"]}),
            "questions.q.criteria",
            "expected an object",
            id="choice-criteria-array",
        ),
        pytest.param(
            one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": {"Yes": None, "yes": None}}),
            "questions.q.criteria.yes",
            "distinct ignoring case",
            id="case-duplicate-names",
        ),
        pytest.param(
            one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": {"a": None, "": None}}),
            "questions.q.criteria.",
            "empty",
            id="empty-name",
        ),
        pytest.param(
            one_systemone_question({"type": "choice", "instructions": "Q?", "criteria": {"a": None, "b": 3}}),
            "questions.q.criteria.b",
            "expected null or a string",
            id="number-description",
        ),
        pytest.param(
            one_systemone_question({"type": "score", "instructions": "Q?", "criteria": ["only"]}),
            "questions.q.criteria",
            "at least 2 items",
            id="one-level",
        ),
        pytest.param(
            one_systemone_question({"type": "score", "instructions": "Q?", "criteria": [str(i) for i in range(11)]}),
            "questions.q.criteria",
            "at most 10 items",
            id="eleven-levels",
        ),
        pytest.param(
            one_systemone_question({"type": "score", "instructions": "Q?", "criteria": ["low", ""]}),
            "questions.q.criteria[1]",
            "at least 1 characters",
            id="empty-level",
        ),
        pytest.param(
            one_systemone_question({"type": "score", "instructions": "Q?", "criteria": ["low", []]}),
            "questions.q.criteria[1]",
            "at least 1 items",
            id="empty-array-level",
        ),
        pytest.param(
            systemone(images=["https://x.test/a.png"]), "images[0]", "never fetches remote images", id="remote"
        ),
        pytest.param(
            systemone(images="data:image/png;base64,AA=="), "images", "expected null or an array", id="images-string"
        ),
        pytest.param(
            systemone(images=[{"content_type": "image/png", "base64": "AAAA", "name": "x"}]),
            "images[0].name",
            "Unknown parameter",
            id="image-unknown-key",
        ),
        pytest.param(
            systemone(images=[{"content_type": "image/png", "base64": "not base64!"}]),
            "images[0].base64",
            "not valid base64",
            id="bad-base64",
        ),
        pytest.param(
            systemone(images=[{"content_type": "png", "base64": "AAAA"}]),
            "images[0].content_type",
            "media type",
            id="bad-content-type",
        ),
    ],
)
def test_systemone_refusals(body: dict[str, Any], param: str, words: str) -> None:
    error = refusal(admit_systemone, body)
    assert error.param == param
    assert words in error.message


def test_more_questions_than_the_setting_allows_is_refused() -> None:
    body = systemone(questions={f"q{i}": {"type": "noul", "instructions": "Q?"} for i in range(3)})
    error = refusal(admit_systemone, body, max_questions=2)
    assert error.param == "questions"
    assert "at most 2" in error.message


def test_foreign_field_check_runs_alone_too() -> None:
    error = refusal(check_systemone_foreign_fields, {"temperature": 0.7})
    assert error.param == "temperature"


# -- TypeSafe assets ------------------------------------------------------------------------------

PLACEHOLDER = "<image:2927899609654c408448302215aa1932>"
MULTIPART_CAPTURE_REQUEST = {
    "state": PLACEHOLDER,
    "model": "local-model",
    "questions": {"q": {"type": "noul", "instructions": "Is there a red pixel?"}},
    "assets": {PLACEHOLDER: {"type": "image", "part": "asset-0"}},
}


def test_multipart_capture_places_the_image_before_the_state() -> None:
    request = admit_multipart(MULTIPART_CAPTURE_REQUEST, {"asset-0": ("image/png", PNG_1X1)})
    assert request.text == "[image 1]"
    assert request.images == (
        ImageRef(data_url=None, data=PNG_1X1, content_type="image/png", detail=None, param=f"assets.{PLACEHOLDER}"),
    )


def test_images_follow_first_appearance_and_numbering_counts_listed_images_first() -> None:
    body = {
        "model": "m",
        "state": {"b": "<image:B>", "a": "see <image:A> and <image:B>"},
        "questions": {"q": {"type": "noul", "instructions": "Like <image:C>?"}},
        "images": [PNG_URL],
        "assets": {
            "<image:A>": {"type": "image", "part": "asset-0"},
            "<image:B>": {"type": "image", "part": "asset-1"},
            "<image:C>": {"type": "image", "part": "asset-2"},
        },
    }
    parts = {"asset-0": ("image/png", b"A"), "asset-1": ("image/jpeg", b"B"), "asset-2": ("image/png", b"C")}
    request = admit_multipart(body, parts)
    assert request.text == '{"b":"[image 2]","a":"see [image 3] and [image 2]"}'
    assert request.questions[0].instructions == "Like [image 4]?"
    assert [image.param for image in request.images] == [
        "images[0]",
        "assets.<image:B>",
        "assets.<image:A>",
        "assets.<image:C>",
    ]


def test_an_alias_placeholder_inside_choice_criteria_is_replaced() -> None:
    body = {
        "model": "m",
        "state": "photo",
        "questions": {
            "q": {"type": "choice", "instructions": "Which?", "criteria": {"same": "looks like photo", "other": None}}
        },
        "assets": {"photo": {"type": "image", "part": "asset-0"}},
    }
    request = admit_multipart(body, {"asset-0": ("image/png", PNG_1X1)})
    assert request.text == "[image 1]"
    assert request.questions[0].options[0].description == "looks like [image 1]"


def test_generic_binary_parts_declare_no_content_type() -> None:
    request = admit_multipart(MULTIPART_CAPTURE_REQUEST, {"asset-0": ("application/octet-stream", b"RIFF")})
    assert request.images[0].content_type is None


def test_the_request_part_itself_is_not_an_asset_part() -> None:
    parts = {"request": ("application/json", b"{}"), "asset-0": ("image/png", PNG_1X1)}
    assert len(admit_multipart(MULTIPART_CAPTURE_REQUEST, parts).images) == 1


def test_inline_base64_assets_work_in_a_json_body() -> None:
    body = {
        **MULTIPART_CAPTURE_REQUEST,
        "assets": {PLACEHOLDER: {"type": "image", "format": "jpg", "data_base64": base64.b64encode(PNG_1X1).decode()}},
    }
    image = admit_systemone(body).images[0]
    assert (image.data, image.content_type) == (PNG_1X1, "image/jpeg")


@pytest.mark.parametrize(
    ("assets", "parts", "param", "words"),
    [
        pytest.param(
            {PLACEHOLDER: {"type": "image", "part": "asset-0"}, "<image:unused>": {"type": "image", "part": "asset-1"}},
            {"asset-0": ("image/png", b"a"), "asset-1": ("image/png", b"b")},
            "assets.<image:unused>",
            "not mentioned",
            id="unreferenced-asset",
        ),
        pytest.param(
            {PLACEHOLDER: {"type": "image", "part": "asset-3"}},
            {"asset-0": ("image/png", b"a")},
            f"assets.{PLACEHOLDER}.part",
            "does not have",
            id="missing-part",
        ),
        pytest.param(
            {PLACEHOLDER: {"type": "image", "part": "asset-0"}},
            {"asset-0": ("image/png", b"a"), "asset-1": ("image/png", b"b")},
            "assets",
            "no asset names it",
            id="unclaimed-part",
        ),
        pytest.param(
            {PLACEHOLDER: {"type": "image", "part": "asset-0"}, "x": {"type": "image", "part": "asset-0"}},
            {"asset-0": ("image/png", b"a")},
            "assets.x.part",
            "exactly one asset",
            id="part-claimed-twice",
        ),
        pytest.param(
            {PLACEHOLDER: {"type": "video", "part": "asset-0"}},
            {"asset-0": ("image/png", b"a")},
            f"assets.{PLACEHOLDER}.type",
            "image",
            id="video-asset",
        ),
        pytest.param(
            {PLACEHOLDER: {"type": "image", "part": "asset-0", "url": "x"}},
            {"asset-0": ("image/png", b"a")},
            f"assets.{PLACEHOLDER}.url",
            "not a field of an asset",
            id="unknown-asset-key",
        ),
        pytest.param({}, {}, "assets", "non-empty object", id="empty-assets"),
    ],
)
def test_asset_refusals(assets: dict[str, Any], parts: dict[str, tuple[str, bytes]], param: str, words: str) -> None:
    error = refusal(admit_multipart, {**MULTIPART_CAPTURE_REQUEST, "assets": assets}, parts)
    assert error.param == param
    assert words in error.message


def test_parts_without_assets_are_refused() -> None:
    body = {key: value for key, value in MULTIPART_CAPTURE_REQUEST.items() if key != "assets"}
    error = refusal(admit_multipart, body, {"asset-0": ("image/png", b"a")})
    assert error.param == "assets"


def test_a_part_reference_in_a_json_body_is_refused() -> None:
    error = refusal(admit_systemone, MULTIPART_CAPTURE_REQUEST)
    assert error.param == f"assets.{PLACEHOLDER}.part"
    assert "multipart/form-data" in error.message


# == responses ====================================================================================

QUESTIONS = parse_decision_request(
    decision_request(decisions(
        questions=[
            {"type": "predicate", "name": "billing", "instructions": "Q?"},
            {"type": "choice", "instructions": "Q?", "choices": [{"value": "calm"}, {"value": True}]},
            {
                "type": "score",
                "name": "urgency",
                "instructions": "Q?",
                "levels": [{"label": "low", "description": "d"}, {"label": "high"}],
            },
        ]
    ))
).questions
ANSWERS = (
    PredicateAnswer(question=QUESTIONS[0], probability=0.75, label_mass=0.8),
    ChoiceAnswer(question=QUESTIONS[1], index=1, probabilities=(0.25, 0.75), confidence=0.5, label_mass=0.9),
    ScoreAnswer(question=QUESTIONS[2], score=0.6, probabilities=(0.4, 0.6), confidence=0.2, label_mass=0.95),
)


def test_decision_response_has_the_contract_shape_and_key_order() -> None:
    shaped = shape_decision_response("m", ANSWERS, Usage(input_tokens=120, cached_tokens=100, cache_write_tokens=20))
    expected = {
        "model": "m",
        "answers": [
            {"type": "predicate", "name": "billing", "probability": 0.75},
            {
                "type": "choice",
                "name": None,
                "choice": True,
                "probabilities": [{"value": "calm", "probability": 0.25}, {"value": True, "probability": 0.75}],
                "confidence": 0.5,
            },
            {
                "type": "score",
                "name": "urgency",
                "score": 0.6,
                "probabilities": [
                    {"value": 0, "label": "low", "probability": 0.4},
                    {"value": 1, "label": "high", "probability": 0.6},
                ],
                "confidence": 0.2,
            },
        ],
        "usage": {
            "input_tokens": 120,
            "input_tokens_details": {"cached_tokens": 100, "cache_write_tokens": 20},
            "output_tokens": 0,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 120,
        },
    }
    # Comparing the serialised text checks key order too.
    assert json.dumps(shaped) == json.dumps(expected)


def test_decision_response_validates_against_the_openai_sdk_model() -> None:
    from openai.types.decision import Decision

    shaped = shape_decision_response("m", ANSWERS, Usage(input_tokens=7))
    decision = Decision.model_validate(shaped)
    assert decision.usage.total_tokens == 7


def test_systemone_response_has_the_contract_shape_and_key_order() -> None:
    request = admit_systemone(OLLAMA_CAPTURE)
    billing, tone, urgency = request.questions
    answers: list[tuple[str, Answer]] = [
        ("billing", PredicateAnswer(question=billing, probability=0.75, label_mass=0.8)),
        ("tone", ChoiceAnswer(question=tone, index=0, probabilities=(0.7, 0.3), confidence=0.4, label_mass=0.9)),
        ("urgency", ScoreAnswer(question=urgency, score=0.3, probabilities=(0.7, 0.3), confidence=0.4, label_mass=0.5)),
    ]
    shaped = shape_systemone_response("local-model", answers, Usage(input_tokens=55, cached_tokens=10), 12.5)
    expected = {
        "model": "local-model",
        "answers": {
            "billing": {"type": "noul", "noul": 0.75, "x_label_mass": 0.8},
            "tone": {
                "type": "choice",
                "choice": "calm",
                "confidence": 0.4,
                "probabilities": {"calm": 0.7, "angry": 0.3},
                "x_label_mass": 0.9,
            },
            "urgency": {
                "type": "score",
                "score": 0.3,
                "confidence": 0.4,
                "legend": {"0": "Can wait", "1": "Today"},
                "probabilities": {"0": 0.7, "1": 0.3},
                "x_label_mass": 0.5,
            },
        },
        "usage": {"input_tokens": 55, "output_tokens": 0},
        "latency_ms": 12.5,
    }
    assert json.dumps(shaped) == json.dumps(expected)


def test_systemone_response_validates_against_the_typesafe_sdk_model() -> None:
    from typesafe_sdk._schemas.models import SystemOneResponse

    request = admit_systemone(OLLAMA_CAPTURE)
    answers = [
        (q.name or "", PredicateAnswer(question=q, probability=0.5, label_mass=1.0)) for q in request.questions[:1]
    ]
    shaped = shape_systemone_response("local-model", answers, Usage(input_tokens=3), 1.0)
    assert SystemOneResponse.model_validate(shaped).usage.input_tokens == 3


def test_score_legend_shows_json_levels_as_sent() -> None:
    levels = [{"when": "later"}, ["now", 1]]
    question = parse_systemone_request(
        systemone_request(one_systemone_question({"type": "score", "instructions": "Q?", "criteria": levels}))
    ).questions[0]
    answer = ScoreAnswer(question=question, score=1.0, probabilities=(0.0, 1.0), confidence=1.0, label_mass=1.0)
    shaped = shape_systemone_response("m", [("q", answer)], Usage(input_tokens=1), 0.0)
    assert shaped["answers"]["q"]["legend"] == {"0": {"when": "later"}, "1": ["now", 1]}
