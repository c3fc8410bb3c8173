"""Label log-probabilities into answers: normalisation, label mass, and SGLang's confidence formulas."""

from __future__ import annotations

import math

import numpy as np
import pytest

from augury.decisions.formulas import (
    ChoiceAnswer,
    PredicateAnswer,
    ScoreAnswer,
    check_reasoning_tie,
    choice_confidence,
    label_probabilities,
    score_confidence,
    score_question,
)
from augury.decisions.model import Option, Question
from augury.decisions.plan import QuestionPlan
from augury.errors import InvalidRequest, ServerError

EXACT = 1e-12


def plan_for(question: Question, labels: tuple[str, ...]) -> QuestionPlan:
    return QuestionPlan(question=question, labels=labels, prompt_ids=(1, 2, 3), label_ids=tuple(range(len(labels))))


PREDICATE = Question(kind="predicate", name="p", instructions="Q?", param="questions[0]")
CHOICE = Question(
    kind="choice",
    name="c",
    instructions="Q?",
    param="questions[1]",
    options=tuple(Option(value=v, text=v, description=None) for v in ("a", "b", "c")),
)
SCORE = Question(
    kind="score",
    name="s",
    instructions="Q?",
    param="questions[2]",
    levels=("low", "mid", "high"),
    level_values=("low", "mid", "high"),
)


def logs(*probabilities: float) -> list[float]:
    return [math.log(p) if p > 0 else -math.inf for p in probabilities]


# -- choice confidence ----------------------------------------------------------------------------


def test_choice_confidence_of_the_contract_example_is_0_55() -> None:
    assert choice_confidence([0.7, 0.2, 0.1]) == pytest.approx(0.55, abs=EXACT)


def test_choice_confidence_of_a_uniform_distribution_is_0() -> None:
    assert choice_confidence([0.25, 0.25, 0.25, 0.25]) == 0.0


def test_choice_confidence_of_one_hot_is_1() -> None:
    assert choice_confidence([0.0, 1.0, 0.0]) == 1.0


def test_choice_confidence_of_two_options() -> None:
    # (2 * 0.8 - 1) / (2 - 1)
    assert choice_confidence([0.8, 0.2]) == pytest.approx(0.6, abs=EXACT)


# -- score confidence -----------------------------------------------------------------------------


def test_score_confidence_three_levels_by_hand() -> None:
    # m = 1; U = (1 + 0 + 1) / 3 = 2/3; Σ q·|i−m| = 0.2 + 0.3 = 0.5; 1 − 0.5 / (2/3) = 0.25
    assert score_confidence([0.2, 0.5, 0.3]) == pytest.approx(0.25, abs=EXACT)


def test_score_confidence_four_levels_by_hand() -> None:
    # m = 1; U = (1.5 + 0.5 + 0.5 + 1.5) / 4 = 1; Σ q·|i−m| = 0.1 + 0.2 + 0.2 = 0.5; 1 − 0.5 = 0.5
    assert score_confidence([0.1, 0.6, 0.2, 0.1]) == pytest.approx(0.5, abs=EXACT)


def test_score_confidence_two_levels_by_hand() -> None:
    # m = 0; U = (0.5 + 0.5) / 2 = 0.5; Σ q·|i−m| = 0.2; 1 − 0.2 / 0.5 = 0.6
    assert score_confidence([0.8, 0.2]) == pytest.approx(0.6, abs=EXACT)


def test_score_confidence_of_an_even_split_of_two_levels_is_0() -> None:
    assert score_confidence([0.5, 0.5]) == 0.0


def test_score_confidence_is_floored_at_0() -> None:
    # m = 0; U = (2 + 1 + 0 + 1 + 2) / 5 = 1.2; Σ q·|i−m| = 0.5 * 4 = 2; 1 − 2/1.2 < 0
    assert score_confidence([0.5, 0.0, 0.0, 0.0, 0.5]) == 0.0


def test_score_confidence_of_one_hot_is_1() -> None:
    assert score_confidence([0.0, 0.0, 1.0]) == 1.0


# -- normalisation and label mass -----------------------------------------------------------------


def test_probabilities_are_normalised_over_the_labels_and_mass_is_their_sum() -> None:
    probabilities, mass = label_probabilities(logs(0.6, 0.2))
    assert probabilities == pytest.approx((0.75, 0.25), abs=EXACT)
    assert mass == pytest.approx(0.8, abs=EXACT)


def test_a_label_with_zero_probability_is_allowed() -> None:
    probabilities, mass = label_probabilities([0.0, -math.inf])
    assert probabilities == (1.0, 0.0)
    assert mass == 1.0


def test_tiny_label_mass_still_normalises_exactly() -> None:
    probabilities, mass = label_probabilities([-800.0, -800.0 + math.log(3.0)])
    assert probabilities == pytest.approx((0.25, 0.75), abs=EXACT)
    assert mass == 0.0


def test_mass_within_rounding_of_1_is_accepted_and_reported_as_1() -> None:
    _, mass = label_probabilities([math.log(0.5 + 2e-7), math.log(0.5 + 2e-7)])
    assert mass == 1.0


def test_a_float32_log_softmax_of_a_confident_label_is_accepted() -> None:
    # One float32 ulp of a logit of 30 above 0: what a confident answer's log-probability rounds to.
    ulp = float(np.spacing(np.float32(30.0)))
    probabilities, mass = label_probabilities([ulp, -25.0], param="questions[0]")
    assert probabilities[0] == pytest.approx(1.0, abs=1e-10)
    assert mass == 1.0


@pytest.mark.parametrize(
    "logprobs",
    [
        pytest.param(logs(0.7, 0.6), id="mass-above-1"),
        pytest.param([math.log(1.0 + 2e-4), -30.0], id="mass-past-the-rounding-tolerance"),
        pytest.param([math.nan, -1.0], id="nan"),
        pytest.param([math.inf, -1.0], id="infinite"),
        pytest.param([1000.0, -1.0], id="overflowing"),
        pytest.param([-math.inf, -math.inf], id="all-zero"),
    ],
)
def test_impossible_logits_are_a_server_error(logprobs: list[float]) -> None:
    with pytest.raises(ServerError) as failed:
        label_probabilities(logprobs, param="questions[0]")
    assert failed.value.status == 500
    assert failed.value.message.startswith("invalid logits for questions[0]")


def test_wrong_number_of_logprobs_is_a_server_error() -> None:
    with pytest.raises(ServerError) as failed:
        score_question(plan_for(PREDICATE, ("yes", "no")), [-0.1])
    assert failed.value.message.startswith("invalid logits")


# -- answers --------------------------------------------------------------------------------------


def test_predicate_answer_is_normalised_p_yes() -> None:
    answer = score_question(plan_for(PREDICATE, ("yes", "no")), logs(0.6, 0.2))
    assert isinstance(answer, PredicateAnswer)
    assert answer.probability == pytest.approx(0.75, abs=EXACT)
    assert answer.label_mass == pytest.approx(0.8, abs=EXACT)


def test_choice_answer_takes_the_first_maximum_on_a_tie() -> None:
    answer = score_question(plan_for(CHOICE, ("A", "B", "C")), logs(0.4, 0.4, 0.2))
    assert isinstance(answer, ChoiceAnswer)
    assert answer.index == 0
    assert answer.option.value == "a"
    assert answer.probabilities == pytest.approx((0.4, 0.4, 0.2), abs=EXACT)
    # (3 * 0.4 − 1) / 2
    assert answer.confidence == pytest.approx(0.1, abs=EXACT)


def test_choice_answer_picks_the_most_probable_option() -> None:
    answer = score_question(plan_for(CHOICE, ("A", "B", "C")), logs(0.07, 0.02, 0.01))
    assert isinstance(answer, ChoiceAnswer)
    assert answer.index == 0
    assert answer.confidence == pytest.approx(0.55, abs=EXACT)
    assert answer.label_mass == pytest.approx(0.1, abs=EXACT)


def test_score_answer_is_the_expected_level() -> None:
    answer = score_question(plan_for(SCORE, ("0", "1", "2")), logs(0.2, 0.5, 0.3))
    assert isinstance(answer, ScoreAnswer)
    # 0 * 0.2 + 1 * 0.5 + 2 * 0.3
    assert answer.score == pytest.approx(1.1, abs=EXACT)
    assert answer.confidence == pytest.approx(0.25, abs=EXACT)


# -- reasoning opener tie -------------------------------------------------------------------------


def test_no_reasoning_opener_never_refuses() -> None:
    check_reasoning_tie(None, -0.1)


def test_an_opener_below_the_maximum_is_fine() -> None:
    check_reasoning_tie(-3.0, -0.1)


def test_an_opener_tying_the_maximum_refuses_the_model() -> None:
    with pytest.raises(InvalidRequest) as refused:
        check_reasoning_tie(-0.1, -0.1, model="thinker")
    assert refused.value.status == 400
    assert refused.value.param == "model"
    assert "model thinker is not supported for decisions" in refused.value.message
