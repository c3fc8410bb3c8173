"""Grading answers to generated cases: accuracy per route and kind, and the label mass in and off domain.

A case's body goes to a *sender* (the running server over HTTP, or :func:`local_sender` in process,
which runs the server's parser, planner, engine readout, scorer and response shaping) and the wire
response is graded against the case's expectations:

* predicate / noul: right when the probability of ``yes`` is above 0.5 exactly when ``yes`` is right;
* choice: right when the chosen value (typed, on /v1/decisions) or name (/v1/systemone) is the expected option;
* score: right when the score is within ±0.5 of the expected level.

Off-domain questions have no right answer; only their ``x_label_mass`` (a /v1/systemone field) is kept.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from augury.decisions.formulas import score_question
from augury.decisions.model import QuestionKind, Usage
from augury.decisions.openai_wire import shape_decision_response
from augury.decisions.systemone_wire import shape_systemone_response
from augury.demo.dataset import YES, Case, Route
from augury.demo.encode import plan_case

if TYPE_CHECKING:  # MLX is imported only by the in-process sender
    from augury.engine.model import LoadedModel

SCORE_TOLERANCE = 0.5
"""How far a score may be from the expected level and still count as right."""

#: Sends one case's body to its route and returns the JSON response body.
Sender = Callable[[Case], Mapping[str, Any]]


@dataclass(frozen=True)
class Graded:
    """One answered question: whether it was right (``None`` off-domain) and its label mass, if reported."""

    route: Route
    kind: QuestionKind
    family: str
    correct: bool | None
    label_mass: float | None
    expected: int | None = None
    """The right label's index (the expected level of a score), ``None`` off-domain."""
    score_error: float | None = None
    """A score answer's distance from the expected level (positive: too high); ``None`` for other kinds."""


def grade(case: Case, response: Mapping[str, Any]) -> list[Graded]:
    """Grade every answer of ``response`` (the wire body answering ``case``) in question order."""
    if case.route == "decisions":
        questions: list[Mapping[str, Any]] = list(case.body["questions"])
        answers: list[Mapping[str, Any]] = list(response["answers"])
    else:
        questions = list(case.body["questions"].values())
        answers = [response["answers"][name] for name in case.body["questions"]]
    graded: list[Graded] = []
    for question, answer, expectation in zip(questions, answers, case.expectations, strict=True):
        correct: bool | None = None
        score_error: float | None = None
        if expectation.answer is not None:
            correct = _is_right(case.route, question, answer, expectation.kind, expectation.answer)
            if expectation.kind == "score":
                score_error = float(answer["score"]) - expectation.answer
        mass = answer.get("x_label_mass")
        graded.append(Graded(route=case.route, kind=expectation.kind, family=expectation.family, correct=correct,
                             label_mass=float(mass) if mass is not None else None, expected=expectation.answer,
                             score_error=score_error))
    return graded


def _is_right(route: Route, question: Mapping[str, Any], answer: Mapping[str, Any], kind: QuestionKind,
              expected: int) -> bool:
    if kind == "predicate":
        probability = float(answer["probability"] if route == "decisions" else answer["noul"])
        return (probability > 0.5) == (expected == YES)
    if kind == "choice":
        if route == "decisions":
            wanted: object = question["choices"][expected]["value"]
            chosen: object = answer["choice"]
            # A boolean value must come back a boolean: compare types too (True == 1 in Python).
            return type(chosen) is type(wanted) and chosen == wanted
        return bool(answer["choice"] == list(question["criteria"])[expected])
    return abs(float(answer["score"]) - expected) <= SCORE_TOLERANCE


@dataclass(frozen=True)
class Report:
    """Every graded question of an evaluation, with the summaries the acceptance criteria name."""

    graded: tuple[Graded, ...]

    def accuracy(self, *, route: Route | None = None, kinds: Iterable[QuestionKind] | None = None) -> float:
        """Share of in-domain answers that were right, optionally for one route and some kinds."""
        wanted = set(kinds) if kinds is not None else None
        marks = [g.correct for g in self.graded
                 if g.correct is not None and (route is None or g.route == route)
                 and (wanted is None or g.kind in wanted)]
        if not marks:
            raise ValueError("no in-domain answers match that route and kind.")
        return sum(marks) / len(marks)

    def count(self, *, route: Route | None = None, kinds: Iterable[QuestionKind] | None = None) -> int:
        """How many in-domain answers match ``route`` and ``kinds``."""
        wanted = set(kinds) if kinds is not None else None
        return sum(1 for g in self.graded if g.correct is not None and (route is None or g.route == route)
                   and (wanted is None or g.kind in wanted))

    def median_label_mass(self, *, in_domain: bool) -> float:
        """Median ``x_label_mass`` of the in-domain (or off-domain) answers that report it."""
        masses = [g.label_mass for g in self.graded
                  if g.label_mass is not None and (g.correct is not None) == in_domain]
        if not masses:
            raise ValueError(f"no {'in' if in_domain else 'off'}-domain answers report a label mass.")
        return statistics.median(masses)

    def label_mass_quantile(self, quantile: float, *, in_domain: bool) -> float:
        """The ``quantile`` (0…1, nearest rank) of the in-domain (or off-domain) answers' ``x_label_mass``."""
        masses = sorted(g.label_mass for g in self.graded
                        if g.label_mass is not None and (g.correct is not None) == in_domain)
        if not masses:
            raise ValueError(f"no {'in' if in_domain else 'off'}-domain answers report a label mass.")
        return masses[min(len(masses) - 1, max(0, round(quantile * len(masses) + 0.5) - 1))]

    def by_group(self, route: Route | None = None) -> dict[str, tuple[int, int]]:
        """Right and asked in-domain answers per question group (:func:`family_group`), optionally on one route."""
        counts: dict[str, tuple[int, int]] = {}
        for g in self.graded:
            if g.correct is None or (route is not None and g.route != route):
                continue
            right, asked = counts.get(family_group(g.family), (0, 0))
            counts[family_group(g.family)] = (right + int(g.correct), asked + 1)
        return dict(sorted(counts.items()))

    def score_misses(self, route: Route | None = None) -> dict[tuple[str, int], tuple[int, int, int]]:
        """Per score family and expected level: (right, too high, too low) answers, optionally on one route.

        Shows which way scores miss: a model unsure between levels answers their mean, so the extreme levels
        read as too low or too high towards the middle of the scale.
        """
        counts: dict[tuple[str, int], tuple[int, int, int]] = {}
        for g in self.graded:
            if g.score_error is None or g.expected is None or (route is not None and g.route != route):
                continue
            right, high, low = counts.get((g.family, g.expected), (0, 0, 0))
            if g.correct:
                right += 1
            elif g.score_error > 0:
                high += 1
            else:
                low += 1
            counts[(g.family, g.expected)] = (right, high, low)
        return dict(sorted(counts.items()))

    def summary(self) -> list[str]:
        """Readable lines: accuracy per route and kind, then the label masses."""
        lines: list[str] = []
        for route in ("decisions", "systemone"):
            parts = []
            for label, kinds in (("choice+predicate", ("choice", "predicate")), ("score", ("score",))):
                n = self.count(route=route, kinds=kinds)  # type: ignore[arg-type]
                if n:
                    parts.append(f"{label} {self.accuracy(route=route, kinds=kinds):.1%} of {n}")  # type: ignore[arg-type]
            if parts:
                lines.append(f"/v1/{route}: " + ", ".join(parts))
        for in_domain in (True, False):
            try:
                mass = self.median_label_mass(in_domain=in_domain)
            except ValueError:
                continue
            lines.append(f"median x_label_mass {'in' if in_domain else 'off'} domain: {mass:.3f}")
        return lines


GROUPS = {
    "predicate:billing": "topic yes/no", "predicate:technical": "topic yes/no", "predicate:shipping": "topic yes/no",
    "predicate:sales": "topic yes/no", "predicate:refund": "refund yes/no", "predicate:spam": "spam yes/no",
    "predicate:urgent": "urgent yes/no", "choice:team": "team choice",
}
"""Question families grouped as the README's table reports them (true/false choices and scores by prefix)."""


def family_group(family: str) -> str:
    """The report group of a question ``family`` (``predicate:billing`` → ``topic yes/no``)."""
    if family.startswith("boolean:"):
        return "true/false choice"
    if family.startswith("score:"):
        return "urgency score"
    return GROUPS.get(family, family)


def evaluate(cases: Sequence[Case], send: Sender) -> Report:
    """Send every case and grade the responses."""
    graded: list[Graded] = []
    for case in cases:
        graded.extend(grade(case, send(case)))
    return Report(graded=tuple(graded))


def local_sender(model: LoadedModel) -> Sender:
    """A sender that answers in this process the way the server does (same planner, readout and shaping)."""
    from augury.engine.model import read_labels  # deferred: imports MLX; only the in-process sender needs it

    def send(case: Case) -> Mapping[str, Any]:
        started = time.perf_counter()
        plan = plan_case(case, model.tokenizer, context_length=model.info.context_length)
        prompts = [q.prompt_ids for q in plan.questions]
        readouts = read_labels(model, prompts, [q.label_ids for q in plan.questions], None)[0]
        answers = [score_question(q, r.label_logprobs) for q, r in zip(plan.questions, readouts, strict=True)]
        usage = Usage(input_tokens=sum(len(p) for p in prompts))
        if case.route == "decisions":
            return shape_decision_response(model.info.name, answers, usage)
        names = list(case.body["questions"])
        return shape_systemone_response(model.info.name, list(zip(names, answers, strict=True)), usage,
                                        (time.perf_counter() - started) * 1000.0)

    return send
