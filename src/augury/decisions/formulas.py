"""From label log-probabilities to answers: normalisation, label mass and confidence (docs/CONTRACT.md §3).

The engine reads, at the last prompt position, the log-probability of every answer label against
the full vocabulary (temperature 1). Everything below is plain float64 arithmetic on those numbers:

* ``probabilities_i = exp(lp_i) / Σ_j exp(lp_j)`` over the labels only;
* ``label_mass = Σ_i exp(lp_i)``, the share of the next-token distribution the labels hold;
* predicate: normalised p(yes); choice: the first maximum; score: ``Σ i·p_i``;
* confidence, with SGLang's SystemOne formulas (``q`` the probabilities, ``n = len(q)``, ``m`` the
  first argmax): choice ``clamp((n·max(q) − 1) / (n − 1), 0, 1)``; score
  ``max(0, 1 − Σ q_i·|i − m| / U)`` with ``U = Σ_i |i − (n−1)/2| / n``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from augury.decisions.model import Option, Question
from augury.decisions.plan import QuestionPlan
from augury.errors import InvalidRequest, ServerError

#: How far above 1 the label mass may round before the logits are called invalid. The engine's log-softmax is
#: float32: a confident label's log-probability rounds to about one ulp of its logit above 0 (1.9e-6 at a logit
#: of 30, 6.1e-5 at 500), so 1e-6 turned confident answers of a served model into errors.
LABEL_MASS_TOLERANCE = 1e-4


@dataclass(frozen=True)
class PredicateAnswer:
    """A predicate (noul) answer: ``probability`` is the normalised probability of ``yes``."""

    question: Question
    probability: float
    label_mass: float


@dataclass(frozen=True)
class ChoiceAnswer:
    """A choice answer: ``index`` of the chosen option, probabilities in option order."""

    question: Question
    index: int
    probabilities: tuple[float, ...]
    confidence: float
    label_mass: float

    @property
    def option(self) -> Option:
        """The chosen option."""
        return self.question.options[self.index]


@dataclass(frozen=True)
class ScoreAnswer:
    """A score answer: ``score = Σ i·p_i`` over levels ``0..n-1``, probabilities in level order."""

    question: Question
    score: float
    probabilities: tuple[float, ...]
    confidence: float
    label_mass: float


Answer = PredicateAnswer | ChoiceAnswer | ScoreAnswer


def score_question(plan: QuestionPlan, label_logprobs: Sequence[float]) -> Answer:
    """Turn the log-probabilities of ``plan.labels`` (same order) into the question's answer.

    Raises :class:`ServerError` ("invalid logits") when the numbers cannot be a distribution.
    """
    question = plan.question
    if len(label_logprobs) != len(plan.labels):
        raise ServerError(
            f"invalid logits: {question.param} has {len(plan.labels)} labels but the engine returned "
            f"{len(label_logprobs)} log-probabilities."
        )
    probabilities, mass = label_probabilities(label_logprobs, param=question.param)
    if question.kind == "predicate":
        return PredicateAnswer(question=question, probability=probabilities[0], label_mass=mass)
    if question.kind == "choice":
        return ChoiceAnswer(
            question=question,
            index=first_argmax(probabilities),
            probabilities=probabilities,
            confidence=choice_confidence(probabilities),
            label_mass=mass,
        )
    return ScoreAnswer(
        question=question,
        score=math.fsum(i * p for i, p in enumerate(probabilities)),
        probabilities=probabilities,
        confidence=score_confidence(probabilities),
        label_mass=mass,
    )


def label_probabilities(logprobs: Sequence[float], *, param: str | None = None) -> tuple[tuple[float, ...], float]:
    """Normalise label log-probabilities over the labels; return ``(probabilities, label_mass)``.

    The label mass must be finite and at most ``1 +`` :data:`LABEL_MASS_TOLERANCE` (it is reported as at most 1),
    and some label must have a finite log-probability; anything else means the engine produced something that is
    not a log-distribution, a server fault.
    """
    where = f" for {param}" if param else ""
    values = [float(lp) for lp in logprobs]
    if not values or any(math.isnan(lp) for lp in values):
        raise ServerError(f"invalid logits{where}: a label log-probability is missing or NaN.")
    try:
        mass = math.fsum(math.exp(lp) for lp in values)
    except OverflowError:
        mass = math.inf
    if not math.isfinite(mass) or mass > 1.0 + LABEL_MASS_TOLERANCE:
        raise ServerError(
            f"invalid logits{where}: the labels hold probability mass {mass!r}, which must be finite and at most 1."
        )
    top = max(values)
    if top == -math.inf:
        raise ServerError(f"invalid logits{where}: every label has probability zero.")
    # Shifting by the maximum keeps the ratio exact even when every label is very unlikely.
    weights = [math.exp(lp - top) for lp in values]
    total = math.fsum(weights)
    return tuple(w / total for w in weights), min(mass, 1.0)


def first_argmax(values: Sequence[float]) -> int:
    """Index of the first maximum (ties go to the earlier option)."""
    best = 0
    for index, value in enumerate(values):
        if value > values[best]:
            best = index
    return best


def choice_confidence(probabilities: Sequence[float]) -> float:
    """``clamp((n·max(q) − 1) / (n − 1), 0, 1)``: 0 for uniform, 1 for one-hot."""
    n = len(probabilities)
    if n < 2:
        return 1.0
    raw = (n * max(probabilities) - 1.0) / (n - 1)
    return min(1.0, max(0.0, raw))


def score_confidence(probabilities: Sequence[float]) -> float:
    """``max(0, 1 − Σ q_i·|i − m| / U)`` with ``m`` the first argmax and ``U = Σ_i |i − (n−1)/2| / n``.

    ``U`` is the mean distance of the levels from the middle of the scale, so the confidence falls
    to 0 when the probability mass sits, on average, that far from the most likely level.
    """
    n = len(probabilities)
    if n < 2:
        return 1.0
    mode = first_argmax(probabilities)
    centre = (n - 1) / 2
    spread = math.fsum(abs(i - centre) for i in range(n)) / n
    distance = math.fsum(q * abs(i - mode) for i, q in enumerate(probabilities))
    return max(0.0, 1.0 - distance / spread)


def check_reasoning_tie(
    tokenizer_opener_logprob: float | None, max_logprob: float, *, model: str | None = None
) -> None:
    """Refuse (400) when the model's single-token reasoning opener is its most likely next token.

    A model that wants to start thinking at the answer position has not put its answer on the
    labels, so their probabilities would be an artefact; the request is refused rather than
    answered. ``None`` means the tokenizer has no single-token opener.
    """
    if tokenizer_opener_logprob is None or tokenizer_opener_logprob < max_logprob:
        return
    who = f"model {model}" if model else "this model"
    raise InvalidRequest(
        f"{who} is not supported for decisions: its most likely next token at the answer position opens "
        "a reasoning block, so the answer labels would not carry its answer.",
        param="model",
    )
