"""The removed SGLang "prompt format 1" request shape, refused with a sentence that says what to send instead.

:func:`check_removed_shape` (``/v1/decisions``) runs on the raw JSON body before anything else looks at
it: it recognises SGLang's removed "prompt format 1" shape, so that a client still sending it learns the
shape is gone rather than reading a list of unknown fields. (The SystemOne fields that belong to other
APIs are refused by :mod:`augury.decisions.systemone_foreign`.)
"""

from __future__ import annotations

from collections.abc import Mapping

from augury.errors import InvalidRequest

#: Top-level fields of the removed SGLang shape (none of them exists in the OpenAI Decisions API).
REMOVED_TOP_LEVEL_FIELDS = ("temperature", "chat_template_kwargs", "prompt_format_version", "return_prompt_token_ids")
#: Question fields of the removed SGLang shape.
REMOVED_QUESTION_FIELDS = ("id", "question", "options")
#: The question type of the removed SGLang shape.
REMOVED_QUESTION_TYPE = "yes_no"

_OPENAI_QUESTION_TYPES = frozenset({"predicate", "choice", "score"})

_OPENAI_SHAPE = (
    '{"model", "input", "questions": [{"type": "predicate" | "choice" | "score", "name", "instructions", '
    '"choices" | "levels"}]}'
)


def check_removed_shape(body: object) -> None:
    """Refuse a ``/v1/decisions`` body in SGLang's removed "prompt format 1" shape.

    Run it first, before schema validation. The body counts as format 1 when

    1. any element of a ``questions`` array is an object carrying ``id``, ``question`` or
       ``options``, or has ``"type": "yes_no"`` (``param`` names that field, first question first); or
    2. it carries a removed top-level field (``temperature``, ``chat_template_kwargs``,
       ``prompt_format_version``, ``return_prompt_token_ids``) and its ``questions`` are not
       OpenAI-shaped, that is, not a non-empty array whose every element is an object with ``type``
       ``predicate``, ``choice`` or ``score`` (``param`` names the first removed field present).

    A removed top-level field on a body whose questions are OpenAI-shaped is left alone: schema
    validation reports it as an unknown field, which is the more precise message there.
    """
    if not isinstance(body, Mapping):
        return
    questions = body.get("questions")
    if isinstance(questions, list):
        for index, question in enumerate(questions):
            if not isinstance(question, Mapping):
                continue
            for field in REMOVED_QUESTION_FIELDS:
                if field in question:
                    raise _removed(f"questions[{index}].{field}")
            if question.get("type") == REMOVED_QUESTION_TYPE:
                raise _removed(f"questions[{index}].type")
    if _openai_shaped(questions):
        return
    for field in REMOVED_TOP_LEVEL_FIELDS:
        if field in body:
            raise _removed(field)


def _openai_shaped(questions: object) -> bool:
    return (
        isinstance(questions, list)
        and len(questions) > 0
        and all(isinstance(q, Mapping) and _openai_question_type(q.get("type")) for q in questions)
    )


def _openai_question_type(value: object) -> bool:
    # An object or array ``type`` is unhashable; it is simply not OpenAI-shaped, and schema
    # validation names it (questions[i].type) rather than this precheck crashing on it.
    return isinstance(value, str) and value in _OPENAI_QUESTION_TYPES


def _removed(param: str) -> InvalidRequest:
    return InvalidRequest(
        f'The SGLang "prompt format 1" request shape was removed ({param} belongs to it); send the OpenAI '
        f"Decisions shape instead: {_OPENAI_SHAPE}.",
        param=param,
    )
