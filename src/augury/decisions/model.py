"""The neutral shape of a decision request, shared by both wires and the planner.

The OpenAI Decisions wire (:mod:`augury.decisions.openai_wire`) and the SystemOne wire
(:mod:`augury.decisions.systemone_wire`) each parse their body into one :class:`DecisionRequest`;
everything after that (labels, prompts, scoring) speaks only these types. The fields hold text
exactly as the prompt shows it, so two requests that render the same prompt are the same request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

QuestionKind = Literal["predicate", "choice", "score"]


@dataclass(frozen=True)
class Option:
    """One option of a choice question.

    ``value`` is what the answer reports, with its JSON type kept (a string or a boolean);
    ``text`` is how the prompt shows it (``true``/``false`` for booleans); ``description`` is the
    text after `` - `` on the option's line, or ``None`` for no description.
    """

    value: str | bool
    text: str
    description: str | None


@dataclass(frozen=True, kw_only=True)
class Question:
    """One question, in request order.

    ``kind`` is ``predicate`` for OpenAI predicates and SystemOne nouls alike. ``options`` is set for
    choices. For scores, ``levels`` holds each level's line text as the prompt shows it (OpenAI:
    ``label`` or ``label: description``; SystemOne: the rendered criterion) and ``level_values`` what
    the answer reports for it (OpenAI: the level's label; SystemOne: the criterion's original JSON
    value, for the legend). ``yes_text``/``no_text`` are the SystemOne noul criteria, shown after
    ``yes:``/``no:``. ``param`` is where the question sits in the request (``questions[2]``,
    ``questions.tone``), for error messages. Fields are keyword-only.
    """

    kind: QuestionKind
    name: str | None
    instructions: str
    param: str
    options: tuple[Option, ...] = ()
    levels: tuple[str, ...] = ()
    level_values: tuple[object, ...] = ()
    yes_text: str | None = None
    no_text: str | None = None


@dataclass(frozen=True)
class ImageRef:
    """An image as the client sent it, not yet checked or decoded.

    Exactly one of ``data_url`` (a ``data:image/...;base64,`` URL) and ``data`` (the file bytes,
    with ``content_type`` as declared, ``None`` when nothing was declared) is set. ``detail`` is the
    OpenAI ``detail`` hint (``None`` when absent). ``param`` names where it came from
    (``input[0].content[1].image_url``, ``images[0]``, ``assets.photo``).
    """

    data_url: str | None
    data: bytes | None
    content_type: str | None
    detail: str | None
    param: str


@dataclass(frozen=True)
class DecisionRequest:
    """A parsed decision request: the text all questions share, its images, and the questions.

    Images are placed before ``text`` in every question's prompt, in this order.
    """

    model: str
    text: str
    images: tuple[ImageRef, ...]
    questions: tuple[Question, ...]


@dataclass(frozen=True)
class Usage:
    """Token counts of one answered request, as both wires report them.

    ``input_tokens`` counts every prompt token prefilled or read from cache; ``cached_tokens`` the
    part served from the prefix cache, ``cache_write_tokens`` the part written to it.
    """

    input_tokens: int
    cached_tokens: int = 0
    cache_write_tokens: int = 0
