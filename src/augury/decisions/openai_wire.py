"""The OpenAI Decisions wire (``POST /v1/decisions``, docs/CONTRACT.md §1): request in, response out.

:func:`parse_decision_request` reads the generated model :class:`CreateDecisionRequest`, built once from a
body the served document's JSON Schema already accepted: every type, count, enum, ``const`` and non-blank
pattern is the document's and was refused there with its ``param``. What is left here are the rules a
schema cannot state, each checked once: unique question names, the configured question limit, the option
rules of :mod:`augury.decisions.optiontext` (control characters, distinct ignoring case) and inline images
only. :func:`shape_decision_response` writes the response with the contract's key order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from augury.decisions.formulas import Answer, ChoiceAnswer, PredicateAnswer
from augury.decisions.model import DecisionRequest, ImageRef, Option, Question, Usage
from augury.decisions.optiontext import check_distinct_options, check_option_text
from augury.errors import InvalidRequest
from augury_generated.models import (
    CreateDecisionRequest,
    DecisionChoiceQuestion,
    DecisionInputImage,
    DecisionInputMessage,
    DecisionPredicateQuestion,
    DecisionScoreQuestion,
)


def parse_decision_request(body: CreateDecisionRequest, *, max_questions: int = 200) -> DecisionRequest:
    """Map a validated ``/v1/decisions`` request to a :class:`DecisionRequest` (400 on a semantic error).

    Input texts (a string input, string message contents, ``input_text`` parts) are joined with
    ``"\\n"`` in order; images keep their order and their ``param``. ``max_questions`` is the server's
    setting (the document's ``maxItems`` is the ceiling, refused before this runs).
    """
    if not isinstance(body, CreateDecisionRequest):
        raise TypeError(f"parse_decision_request reads a CreateDecisionRequest, not {type(body).__name__}")
    text, images = _input(body.input)
    if len(body.questions) > max_questions:
        raise InvalidRequest(
            f"questions has {len(body.questions)} questions; send between 1 and {max_questions}.", param="questions"
        )
    questions: list[Question] = []
    names: dict[str, int] = {}
    for i, raw in enumerate(body.questions):
        question = _question(raw, f"questions[{i}]")
        _check_unique_name(question, i, names)
        questions.append(question)
    return DecisionRequest(model=body.model, text=text, images=images, questions=tuple(questions))


def shape_decision_response(model: str, answers: Sequence[Answer], usage: Usage) -> dict[str, Any]:
    """The ``/v1/decisions`` response body, answers in question order, keys in contract order."""
    return {
        "model": model,
        "answers": [_answer(answer) for answer in answers],
        "usage": {
            "input_tokens": int(usage.input_tokens),
            "input_tokens_details": {
                "cached_tokens": int(usage.cached_tokens),
                "cache_write_tokens": int(usage.cache_write_tokens),
            },
            "output_tokens": 0,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": int(usage.input_tokens),
        },
    }


def _answer(answer: Answer) -> dict[str, Any]:
    question = answer.question
    if isinstance(answer, PredicateAnswer):
        return {"type": "predicate", "name": question.name, "probability": answer.probability}
    if isinstance(answer, ChoiceAnswer):
        return {
            "type": "choice",
            "name": question.name,
            "choice": answer.option.value,
            "probabilities": [
                {"value": option.value, "probability": p}
                for option, p in zip(question.options, answer.probabilities, strict=True)
            ],
            "confidence": answer.confidence,
        }
    return {
        "type": "score",
        "name": question.name,
        "score": answer.score,
        "probabilities": [
            {"value": index, "label": label, "probability": p}
            for index, (label, p) in enumerate(zip(question.level_values, answer.probabilities, strict=True))
        ],
        "confidence": answer.confidence,
    }


# -- input ----------------------------------------------------------------------------------------


def _input(value: str | list[DecisionInputMessage]) -> tuple[str, tuple[ImageRef, ...]]:
    if isinstance(value, str):
        return value, ()
    texts: list[str] = []
    images: list[ImageRef] = []
    for i, message in enumerate(value):
        if isinstance(message.content, str):
            texts.append(message.content)
            continue
        for j, part in enumerate(message.content):
            if isinstance(part, DecisionInputImage):
                images.append(_image(part, f"input[{i}].content[{j}]"))
            else:
                texts.append(part.text)
    return "\n".join(texts), tuple(images)


def _image(part: DecisionInputImage, param: str) -> ImageRef:
    url_param = f"{param}.image_url"
    if not part.image_url[:5].lower() == "data:":
        raise InvalidRequest(
            f"{url_param} must be a base64 data URL (data:image/png;base64,...); /v1/decisions never "
            "fetches remote images.",
            param=url_param,
        )
    detail = part.detail if isinstance(part.detail, str) else None
    return ImageRef(data_url=part.image_url, data=None, content_type=None, detail=detail, param=url_param)


# -- questions ------------------------------------------------------------------------------------


def _question(
    raw: DecisionPredicateQuestion | DecisionChoiceQuestion | DecisionScoreQuestion, param: str
) -> Question:
    name = raw.name if isinstance(raw.name, str) else None
    if isinstance(raw, DecisionPredicateQuestion):
        return Question(kind="predicate", name=name, instructions=raw.instructions, param=param)
    if isinstance(raw, DecisionChoiceQuestion):
        options = _choices(raw, f"{param}.choices")
        return Question(kind="choice", name=name, instructions=raw.instructions, param=param, options=options)
    lines = tuple(
        f"{level.label}: {level.description}" if isinstance(level.description, str) and level.description
        else level.label
        for level in raw.levels
    )
    return Question(
        kind="score", name=name, instructions=raw.instructions, param=param, levels=lines,
        level_values=tuple(level.label for level in raw.levels),
    )


def _choices(question: DecisionChoiceQuestion, param: str) -> tuple[Option, ...]:
    options: list[Option] = []
    params: list[str] = []
    for j, choice in enumerate(question.choices):
        value_param = f"{param}[{j}].value"
        if isinstance(choice.value, bool):
            text = "true" if choice.value else "false"
        else:
            check_option_text(choice.value, param=value_param, what="choice value")
            text = choice.value
        description = choice.description if isinstance(choice.description, str) and choice.description else None
        options.append(Option(value=choice.value, text=text, description=description))
        params.append(value_param)
    check_distinct_options(options, params, what="choice value")
    return tuple(options)


def _check_unique_name(question: Question, index: int, names: dict[str, int]) -> None:
    """Question names are unique, case-sensitively; unnamed questions may repeat. ``names``: name → index."""
    if question.name is None:
        return
    earlier = names.setdefault(question.name, index)
    if earlier != index:
        raise InvalidRequest(
            f"{question.param}.name {_shown(question.name)} is already used by questions[{earlier}]; "
            "question names must be unique (case-sensitive).",
            param=f"{question.param}.name",
        )


def _shown(value: object) -> str:
    """A value as a message quotes it: strings in double quotes, anything else as JSON would show it."""
    if isinstance(value, str):
        # Long client strings are cut so a message stays one readable sentence.
        return f'"{value}"' if len(value) <= 60 else f'"{value[:57]}..."'
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return type(value).__name__ if isinstance(value, (list, dict)) else str(value)
