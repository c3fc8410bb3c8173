"""The prompt text and answer labels of each question kind (docs/CONTRACT.md §3), as golden strings."""

from __future__ import annotations

import pytest

from augury.decisions.labels import DIGITS, LETTERS, TWO_LETTER_CANDIDATES, YES_NO, label_set, two_letter_labels
from augury.decisions.model import Option, Question
from augury.decisions.openai_wire import parse_decision_request
from augury.decisions.prompt import render_question_text
from augury.decisions.systemone_wire import parse_systemone_request
from augury.errors import InvalidRequest
from tests.typed import decision_request, systemone_request


def predicate(instructions: str, *, yes: str | None = None, no: str | None = None) -> Question:
    return Question(
        kind="predicate", name="p", instructions=instructions, param="questions[0]", yes_text=yes, no_text=no
    )


def choice(instructions: str, *options: Option) -> Question:
    return Question(kind="choice", name="c", instructions=instructions, param="questions[0]", options=options)


def score(instructions: str, *levels: str) -> Question:
    return Question(
        kind="score", name="s", instructions=instructions, param="questions[0]", levels=levels, level_values=levels
    )


def every_label_single(label: str) -> int | None:
    return TWO_LETTER_CANDIDATES.index(label) if label in TWO_LETTER_CANDIDATES else None


# -- the contract's example -----------------------------------------------------------------------

CONTRACT_EXAMPLE = (
    "x\n\nQuestion: Which team?\nA: billing - money\nB: true\nC: false\nAnswer with the letter of one option only."
)


def test_contract_example_renders_verbatim() -> None:
    question = choice(
        "Which team?",
        Option(value="billing", text="billing", description="money"),
        Option(value=True, text="true", description=None),
        Option(value=False, text="false", description=None),
    )
    assert render_question_text("x", question, ("A", "B", "C")) == CONTRACT_EXAMPLE


def test_contract_example_renders_verbatim_from_a_decisions_body() -> None:
    request = parse_decision_request(
        decision_request({
            "model": "m",
            "input": "x",
            "questions": [
                {
                    "type": "choice",
                    "instructions": "Which team?",
                    "choices": [{"value": "billing", "description": "money"}, {"value": True}, {"value": False}],
                }
            ],
        })
    )
    assert render_question_text(request.text, request.questions[0], LETTERS[:3]) == CONTRACT_EXAMPLE


# -- predicate ------------------------------------------------------------------------------------


def test_predicate_without_criteria() -> None:
    assert render_question_text("I was charged twice.", predicate("The message is about billing."), YES_NO) == (
        "I was charged twice.\n\nIs the following true? The message is about billing.\nAnswer with yes or no only."
    )


def test_predicate_with_yes_and_no_descriptions() -> None:
    question = predicate("Is this spam?", yes="Unsolicited advertising", no="A legitimate conversation")
    assert render_question_text("Buy now!", question, YES_NO) == (
        "Buy now!\n\nIs the following true? Is this spam?\nyes: Unsolicited advertising\n"
        "no: A legitimate conversation\nAnswer with yes or no only."
    )


def test_predicate_with_only_a_yes_description_omits_the_no_line() -> None:
    question = predicate("Is this about billing?", yes="Billing related")
    assert render_question_text("t", question, YES_NO) == (
        "t\n\nIs the following true? Is this about billing?\nyes: Billing related\nAnswer with yes or no only."
    )


def test_predicate_with_empty_descriptions_shows_no_criteria_lines() -> None:
    question = predicate("Q?", yes="", no="")
    assert render_question_text("t", question, YES_NO) == "t\n\nIs the following true? Q?\nAnswer with yes or no only."


def test_blank_input_keeps_the_blank_first_line() -> None:
    assert (
        render_question_text("", predicate("Q?"), YES_NO)
        == "\n\nIs the following true? Q?\nAnswer with yes or no only."
    )


# -- choice ---------------------------------------------------------------------------------------


def test_choice_with_and_without_descriptions() -> None:
    question = choice(
        "What is the tone?",
        Option(value="calm", text="calm", description="polite"),
        Option(value="angry", text="angry", description=None),
    )
    assert render_question_text("Hello.", question, ("A", "B")) == (
        "Hello.\n\nQuestion: What is the tone?\nA: calm - polite\nB: angry\nAnswer with the letter of one option only."
    )


def test_choice_with_more_than_26_options_uses_the_given_two_letter_labels() -> None:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(28))
    labels = two_letter_labels(every_label_single)[:28]
    text = render_question_text("t", choice("Pick one.", *options), labels)
    lines = text.split("\n")
    assert lines[:4] == ["t", "", "Question: Pick one.", "AA: o0"]
    assert lines[-3:] == ["BA: o26", "BB: o27", "Answer with the letter of one option only."]


def test_systemone_choice_renders_names_exactly_and_null_as_no_description() -> None:
    request = parse_systemone_request(
        systemone_request({
            "model": "m",
            "state": "I was charged twice.",
            "questions": {
                "tone": {
                    "type": "choice",
                    "instructions": "What is the tone?",
                    "criteria": {"Calm ": "A neutral or polite message", "angry": None},
                }
            },
        })
    )
    assert render_question_text(request.text, request.questions[0], ("A", "B")) == (
        "I was charged twice.\n\nQuestion: What is the tone?\nA: Calm  - A neutral or polite message\nB: angry\n"
        "Answer with the letter of one option only."
    )


# -- score ----------------------------------------------------------------------------------------


def test_score_levels_show_label_colon_description() -> None:
    request = parse_decision_request(
        decision_request({
            "model": "m",
            "input": "Server down.",
            "questions": [
                {
                    "type": "score",
                    "instructions": "How urgent?",
                    "levels": [{"label": "low", "description": "can wait"}, {"label": "medium"}, {"label": "high"}],
                }
            ],
        })
    )
    assert render_question_text(request.text, request.questions[0], DIGITS[:3]) == (
        "Server down.\n\nQuestion: How urgent?\n0: low: can wait\n1: medium\n2: high\n"
        "Answer with the number of one level only."
    )


def test_systemone_score_levels_render_json_levels_compactly() -> None:
    question = score("Rate it.", "Can wait", '{"when":"today","n":1.0}')
    assert render_question_text("s", question, DIGITS[:2]) == (
        's\n\nQuestion: Rate it.\n0: Can wait\n1: {"when":"today","n":1.0}\nAnswer with the number of one level only.'
    )


# -- labels ---------------------------------------------------------------------------------------


def test_predicate_labels_are_lowercase_yes_no() -> None:
    assert label_set(predicate("Q?"), single_token=every_label_single, model="m") == ("yes", "no")


def test_score_labels_are_digits_from_zero() -> None:
    assert label_set(score("Q?", "a", "b", "c"), single_token=every_label_single, model="m") == ("0", "1", "2")


def test_up_to_26_options_use_single_letters() -> None:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(26))
    assert label_set(choice("Q?", *options), single_token=every_label_single, model="m") == LETTERS


def test_two_letter_labels_keep_only_single_distinct_tokens_in_order() -> None:
    ids = {"AA": 1, "AB": None, "AC": 1, "AD": 4, "AE": 5}

    def lookup(label: str) -> int | None:
        return ids.get(label)

    # AB is two tokens, AC repeats AA's id; the rest of the alphabet is not in this vocabulary.
    assert two_letter_labels(lookup) == ("AA", "AD", "AE")


def test_27_options_take_the_first_27_usable_two_letter_labels() -> None:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(27))

    def no_second_letter_b(label: str) -> int | None:
        return None if label[1] == "B" else every_label_single(label)

    labels = label_set(choice("Q?", *options), single_token=no_second_letter_b, model="m")
    assert labels[:3] == ("AA", "AC", "AD")
    assert len(labels) == 27
    assert labels[-1] == "BC"


def test_more_options_than_usable_labels_names_the_models_limit() -> None:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(40))

    def only_a_row(label: str) -> int | None:
        return every_label_single(label) if label[0] == "A" else None

    with pytest.raises(InvalidRequest) as refused:
        label_set(choice("Q?", *options), single_token=only_a_row, model="tiny")
    assert refused.value.status == 400
    assert refused.value.param == "questions[0]"
    assert "model tiny can label at most 26 options" in refused.value.message


def test_limit_counts_usable_two_letter_labels_when_above_26() -> None:
    options = tuple(Option(value=f"o{i}", text=f"o{i}", description=None) for i in range(60))

    def two_rows(label: str) -> int | None:
        return every_label_single(label) if label[0] in "AB" else None

    with pytest.raises(InvalidRequest) as refused:
        label_set(choice("Q?", *options), single_token=two_rows, model="tiny")
    assert "at most 52 options" in refused.value.message


def test_systemone_rendered_state_sent_as_decisions_input_gives_the_same_prompt() -> None:
    state = {"subject": "Duplicate charge", "amount": 12.50, "tags": ["billing", "ü"]}
    one = parse_systemone_request(
        systemone_request({
            "model": "m",
            "state": state,
            "questions": {
                "t": {"type": "choice", "instructions": "Tone?", "criteria": {"calm": "polite", "angry": None}}
            },
        })
    )
    other = parse_decision_request(
        decision_request({
            "model": "m",
            "input": one.text,
            "questions": [
                {
                    "type": "choice",
                    "name": "t",
                    "instructions": "Tone?",
                    "choices": [{"value": "calm", "description": "polite"}, {"value": "angry"}],
                }
            ],
        })
    )
    assert one.text == '{"subject":"Duplicate charge","amount":12.5,"tags":["billing","ü"]}'
    assert render_question_text(one.text, one.questions[0], LETTERS[:2]) == render_question_text(
        other.text, other.questions[0], LETTERS[:2]
    )
