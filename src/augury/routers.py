"""Routers: one model name that sends each conversation to the served model best suited to it.

A router (declared under ``routers:`` in the config file, :mod:`augury.config`) names a *classifier* (a model
with the decisions usecase), two or more *candidates* (models with the chat usecase, each with a description
of what it is for), and optionally a *fallback* model and floors on the classifier's confidence and label mass.

A request to the router's name on ``/v1/chat/completions`` or ``/v1/responses`` asks the classifier ONE
SystemOne choice question (:func:`classification_body`): the state is the conversation, messages in order as
``{"role", "content"}`` objects (image parts become ``[image N]`` placeholders and the images travel as images),
rendered by the SystemOne wire as compact JSON; the options are the candidates' model names with their
descriptions. :func:`route_choice` turns the answer into a :class:`RouteDecision`: the chosen candidate, or
the fallback below a floor, or a :class:`~augury.errors.RoutingUncertain` refusal when there is no fallback.
The chosen model then serves the request unchanged. Everything here is pure; :mod:`augury.api.routers`
runs it.
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from augury.decisions.formulas import ChoiceAnswer
from augury.errors import RoutingUncertain

DEFAULT_INSTRUCTIONS = "Which model should handle this conversation?"
"""The choice question's instructions when a router sets none."""

QUESTION_NAME = "model"
"""The name of the one SystemOne question a classification asks."""

MAX_CANDIDATES = 26
"""One single-letter label per candidate (``A`` … ``Z``): every tokenizer the planner accepts spells them."""

FallbackReason = Literal["low_confidence", "low_label_mass", "classifier_error"]


@dataclass(frozen=True)
class Candidate:
    """A model a router may send a conversation to, and what it is for (the option's description)."""

    model: str
    description: str


@dataclass(frozen=True)
class RouterSpec:
    """A router as the config file declares it (checked against the served models at start)."""

    name: str
    classifier: str
    candidates: tuple[Candidate, ...]
    instructions: str = DEFAULT_INSTRUCTIONS
    fallback: str | None = None
    #: Below this confidence (choice formula, docs/CONTRACT.md §3) the fallback serves, or the request is refused.
    min_confidence: float = 0.0
    #: Below this ``x_label_mass`` (the labels' share of the classifier's next-token distribution) likewise.
    min_label_mass: float = 0.0
    description: str = ""

    def summary(self) -> str:
        """One line for model listings that names the classifier, every candidate and the fallback policy."""
        if self.description:
            return self.description
        listed = "; ".join(f"{c.model} ({c.description})" for c in self.candidates)
        text = f"Router: {self.classifier} sends each conversation to one of {listed}"
        floors = []
        if self.min_confidence > 0:
            floors.append(f"confidence {self.min_confidence:g}")
        if self.min_label_mass > 0:
            floors.append(f"label mass {self.min_label_mass:g}")
        if self.fallback is not None:
            text += f"; fallback {self.fallback}"
            text += f" below {' or '.join(floors)} and on classifier errors" if floors else " on classifier errors"
        elif floors:
            text += f"; refused below {' or '.join(floors)}"
        return text + "."

    def as_json(self) -> dict[str, Any]:
        """The router's declaration as JSON (in ``x_augury`` of ``/v1/models/{router}``: ``augury show`` prints it)."""
        return {
            "kind": "router",
            "usecases": ["chat"],
            "classifier": self.classifier,
            "instructions": self.instructions,
            "candidates": [{"model": c.model, "description": c.description} for c in self.candidates],
            "fallback": self.fallback,
            "min_confidence": self.min_confidence,
            "min_label_mass": self.min_label_mass,
        }


@dataclass(frozen=True)
class RouteDecision:
    """Which model serves a routed request, and what the classifier said.

    ``choice``, ``probability`` (of ``choice`` among the candidates), ``confidence`` and ``label_mass`` are
    ``None`` when classification failed; ``fallback`` names why the fallback serves (``None``: the choice does).
    """

    router: str
    model: str
    choice: str | None = None
    probability: float | None = None
    confidence: float | None = None
    label_mass: float | None = None
    fallback: FallbackReason | None = None
    classify_ms: float | None = None

    def headers(self) -> dict[str, str]:
        """The ``x-augury-router*`` / ``x-augury-routed-*`` response headers."""
        out = {"x-augury-router": self.router, "x-augury-routed-model": self.model}
        if self.choice is not None:
            out["x-augury-routed-choice"] = self.choice
        for key, value in (("probability", self.probability), ("confidence", self.confidence),
                           ("label-mass", self.label_mass)):
            if value is not None:
                out[f"x-augury-routed-{key}"] = f"{value:.6f}"
        if self.fallback is not None:
            out["x-augury-routed-fallback"] = self.fallback
        return out

    def log_fields(self) -> dict[str, Any]:
        """What the access log adds for a routed request."""
        fields: dict[str, Any] = {"router": self.router, "routed_model": self.model}
        for key, value in (("routed_choice", self.choice), ("routed_probability", self.probability),
                           ("routed_confidence", self.confidence), ("routed_label_mass", self.label_mass),
                           ("routed_fallback", self.fallback), ("classify_ms", self.classify_ms)):
            if value is not None:
                fields[key] = round(value, 6) if isinstance(value, float) else value
        return fields


def conversation_state(messages: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The conversation as the classifier reads it: every message in order, roles and text kept.

    Image parts become ``[image N]`` (N counts images from 1 in message order, the order the images are
    placed before the state); assistant tool calls keep their names and arguments.
    """
    state: list[dict[str, Any]] = []
    images = 0
    for message in messages:
        content = message.get("content")
        if isinstance(content, list):
            texts: list[str] = []
            for part in content:
                if part.get("type") == "image":
                    images += 1
                    texts.append(f"[image {images}]")
                else:
                    texts.append(str(part.get("text", "")))
            text = "\n\n".join(texts)
        else:
            text = "" if content is None else str(content)
        entry: dict[str, Any] = {"role": message["role"], "content": text}
        calls = message.get("tool_calls")
        if calls:
            entry["tool_calls"] = [{"name": c["function"]["name"], "arguments": c["function"]["arguments"]}
                                   for c in calls]
        state.append(entry)
    return state


def classification_body(
    router: RouterSpec, messages: Sequence[Mapping[str, Any]], image_urls: Sequence[str] = ()
) -> dict[str, Any]:
    """The ``/v1/systemone`` body that asks ``router``'s classifier to pick a candidate for the conversation."""
    body: dict[str, Any] = {
        "model": router.classifier,
        "state": conversation_state(messages),
        "questions": {QUESTION_NAME: {
            "type": "choice", "instructions": router.instructions,
            "criteria": {c.model: c.description for c in router.candidates},
        }},
    }
    if image_urls:
        body["images"] = list(image_urls)
    return body


def route_choice(router: RouterSpec, answer: ChoiceAnswer, *, classify_ms: float | None = None) -> RouteDecision:
    """The model that serves, from the classifier's answer and the router's floors.

    Below a floor the fallback serves; without a fallback the request is refused
    (:class:`~augury.errors.RoutingUncertain`).
    """
    choice = str(answer.option.value)
    probability = answer.probabilities[answer.index]
    decision = RouteDecision(router=router.name, model=choice, choice=choice, probability=probability,
                             confidence=answer.confidence, label_mass=answer.label_mass, classify_ms=classify_ms)
    reason: FallbackReason | None = None
    if answer.confidence < router.min_confidence:
        reason = "low_confidence"
        floor = f"confidence {answer.confidence:.4f} is below the router's min_confidence {router.min_confidence:g}"
    elif answer.label_mass < router.min_label_mass:
        reason = "low_label_mass"
        floor = f"label mass {answer.label_mass:.4f} is below the router's min_label_mass {router.min_label_mass:g}"
    if reason is None:
        return decision
    if router.fallback is None:
        raise RoutingUncertain(
            f"The router '{router.name}' cannot choose a model for this conversation: its classifier "
            f"'{router.classifier}' prefers '{choice}' (probability {probability:.4f}), but the {floor} and no "
            "fallback is configured; send the request to one of its models directly.",
            param="model",
        )
    return RouteDecision(router=router.name, model=router.fallback, choice=choice, probability=probability,
                         confidence=answer.confidence, label_mass=answer.label_mass, fallback=reason,
                         classify_ms=classify_ms)


class RouterStats:
    """How often each router's classifier chose each candidate, and how often its fallback served (by reason)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.choices: Counter[tuple[str, str]] = Counter()
        self.fallbacks: Counter[tuple[str, str]] = Counter()

    def count(self, decision: RouteDecision) -> None:
        with self._lock:
            if decision.fallback is None:
                self.choices[(decision.router, decision.model)] += 1
            else:
                self.fallbacks[(decision.router, decision.fallback)] += 1

    def samples(
        self, routers: Sequence[RouterSpec]
    ) -> tuple[list[tuple[dict[str, str], float]], list[tuple[dict[str, str], float]]]:
        """Choice and fallback series for the exposition, every candidate and reason present (0 until counted)."""
        reasons: tuple[FallbackReason, ...] = ("low_confidence", "low_label_mass", "classifier_error")
        with self._lock:
            choices = [({"router": r.name, "model": c.model}, float(self.choices[(r.name, c.model)]))
                       for r in routers for c in r.candidates]
            fallbacks = [({"router": r.name, "reason": reason}, float(self.fallbacks[(r.name, reason)]))
                         for r in routers if r.fallback is not None for reason in reasons]
        return choices, fallbacks
