"""The answer labels each question is read through (docs/CONTRACT.md §3).

* predicate: ``yes``, ``no`` (lowercase only);
* choice: ``A`` … ``Z``; more than 26 options: the two-letter candidates ``AA, AB, …, ZZ`` in that
  order, keeping only those that are one token, distinct from the others kept, at the answer
  position, and using the first n;
* score: ``0`` … ``9``.

Which candidates are single tokens is the tokenizer's business; this module takes that knowledge
as a function (see :mod:`augury.decisions.plan`) so label choice stays independent of any model.
"""

from __future__ import annotations

from collections.abc import Callable
from string import ascii_uppercase

from augury.decisions.model import Question
from augury.errors import InvalidRequest

YES_NO: tuple[str, str] = ("yes", "no")
LETTERS: tuple[str, ...] = tuple(ascii_uppercase)
TWO_LETTER_CANDIDATES: tuple[str, ...] = tuple(a + b for a in ascii_uppercase for b in ascii_uppercase)
DIGITS: tuple[str, ...] = tuple("0123456789")

#: Given a label, its token id when it is exactly one token at the answer position, else ``None``.
SingleToken = Callable[[str], int | None]


def label_set(question: Question, *, single_token: SingleToken, model: str) -> tuple[str, ...]:
    """The labels ``question`` is answered through, one per answer in answer order.

    ``single_token`` is only consulted for choices with more than 26 options; all other label sets
    are fixed (and checked token by token by the planner). More options than the model can label
    → 400 naming the model's limit.
    """
    if question.kind == "predicate":
        return YES_NO
    if question.kind == "score":
        count = len(question.levels)
        if count > len(DIGITS):
            raise InvalidRequest(
                f"{question.param} has {count} levels; a score question takes at most {len(DIGITS)}.",
                param=question.param,
            )
        return DIGITS[:count]
    count = len(question.options)
    if count <= len(LETTERS):
        return LETTERS[:count]
    available = two_letter_labels(single_token)
    if count > len(available):
        limit = max(len(LETTERS), len(available))
        raise InvalidRequest(
            f"{question.param} has {count} options, but model {model} can label at most {limit} options "
            f"(only {len(available)} of the two-letter labels AA to ZZ are single tokens in its tokenizer).",
            param=question.param,
        )
    return available[:count]


def two_letter_labels(single_token: SingleToken) -> tuple[str, ...]:
    """The two-letter candidates, in order, that are single tokens with ids distinct from earlier ones."""
    kept: list[str] = []
    seen: set[int] = set()
    for candidate in TWO_LETTER_CANDIDATES:
        token = single_token(candidate)
        if token is None or token in seen:
            continue
        seen.add(token)
        kept.append(candidate)
    return tuple(kept)
