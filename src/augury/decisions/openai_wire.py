"""The OpenAI Decisions wire (``POST /v1/decisions``, docs/CONTRACT.md §1): request in, response out.

:func:`parse_decision_request` receives a body that already passed JSON Schema validation (and
:func:`augury.decisions.removed.check_removed_shape` before it) and adds the rules a schema cannot
express: unique question names, distinct choice values, non-blank text, user messages only, inline
images only. It still checks every type it relies on, so a looser schema yields a 400, never a
crash. :func:`shape_decision_response` writes the response with the contract's key order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from augury.decisions.formulas import Answer, ChoiceAnswer, PredicateAnswer
from augury.decisions.model import DecisionRequest, ImageRef, Option, Question, Usage
from augury.decisions.optiontext import check_distinct_options, check_option_text, is_blank
from augury.errors import InvalidRequest

MIN_CHOICES, MAX_CHOICES = 2, 255
MIN_LEVELS, MAX_LEVELS = 2, 10
DETAILS = (None, "low", "high", "auto", "original")


def parse_decision_request(body: Mapping[str, Any], *, max_questions: int = 200) -> DecisionRequest:
    """Map a validated ``/v1/decisions`` body to a :class:`DecisionRequest` (400 on a semantic error).

    Input texts (a string input, string message contents, ``input_text`` parts) are joined with
    ``"\\n"`` in order; images keep their order and their ``param``.
    """
    model = _string(_required(body, "model", "model"), "model")
    if not model:
        raise InvalidRequest("model must not be empty.", param="model")
    text, images = _parse_input(_required(body, "input", "input"))
    questions = _parse_questions(_required(body, "questions", "questions"), max_questions)
    return DecisionRequest(model=model, text=text, images=images, questions=questions)


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


def _parse_input(value: object) -> tuple[str, tuple[ImageRef, ...]]:
    if isinstance(value, str):
        return value, ()
    items = _array(value, "input", what="a string or an array of user messages")
    texts: list[str] = []
    images: list[ImageRef] = []
    for i, raw in enumerate(items):
        param = f"input[{i}]"
        item = _object(raw, param)
        kind = item.get("type", "message")
        if kind != "message":
            raise InvalidRequest(
                f"{param}.type is {_shown(kind)}; /v1/decisions reads only user messages "
                '({"role": "user", "content": ...}).',
                param=f"{param}.type",
            )
        role = _required(item, "role", f"{param}.role")
        if role != "user":
            raise InvalidRequest(
                f"{param}.role is {_shown(role)}; /v1/decisions reads only user messages (role user).",
                param=f"{param}.role",
            )
        content = _required(item, "content", f"{param}.content")
        if isinstance(content, str):
            texts.append(content)
            continue
        parts = _array(content, f"{param}.content", what="a string or an array of input_text and input_image parts")
        for j, raw_part in enumerate(parts):
            _parse_part(_object(raw_part, f"{param}.content[{j}]"), f"{param}.content[{j}]", texts, images)
    return "\n".join(texts), tuple(images)


def _parse_part(part: Mapping[str, Any], param: str, texts: list[str], images: list[ImageRef]) -> None:
    kind = part.get("type")
    if kind == "input_text":
        texts.append(_string(_required(part, "text", f"{param}.text"), f"{param}.text"))
        return
    if kind == "input_image":
        url_param = f"{param}.image_url"
        url = _string(_required(part, "image_url", url_param), url_param)
        if not url[:5].lower() == "data:":
            raise InvalidRequest(
                f"{url_param} must be a base64 data URL (data:image/png;base64,...); /v1/decisions never "
                "fetches remote images.",
                param=url_param,
            )
        detail = part.get("detail")
        if detail not in DETAILS:
            raise InvalidRequest(
                f"{param}.detail is {_shown(detail)}; it must be low, high, auto, original or null.",
                param=f"{param}.detail",
            )
        images.append(ImageRef(data_url=url, data=None, content_type=None, detail=detail, param=url_param))
        return
    raise InvalidRequest(
        f"{param}.type is {_shown(kind)}; /v1/decisions reads only input_text and input_image parts.",
        param=f"{param}.type",
    )


# -- questions ------------------------------------------------------------------------------------


def _parse_questions(value: object, max_questions: int) -> tuple[Question, ...]:
    items = _array(value, "questions", what="an array of questions")
    if not 1 <= len(items) <= max_questions:
        raise InvalidRequest(
            f"questions has {len(items)} questions; send between 1 and {max_questions}.", param="questions"
        )
    questions: list[Question] = []
    names: dict[str, int] = {}
    for i, raw in enumerate(items):
        param = f"questions[{i}]"
        question = _parse_question(_object(raw, param), param)
        if question.name is not None:
            if question.name in names:
                raise InvalidRequest(
                    f"{param}.name {_shown(question.name)} is already used by questions[{names[question.name]}]; "
                    "question names must be unique (case-sensitive).",
                    param=f"{param}.name",
                )
            names[question.name] = i
        questions.append(question)
    return tuple(questions)


def _parse_question(raw: Mapping[str, Any], param: str) -> Question:
    kind = _required(raw, "type", f"{param}.type")
    if kind not in ("predicate", "choice", "score"):
        raise InvalidRequest(
            f"{param}.type is {_shown(kind)}; it must be predicate, choice or score.", param=f"{param}.type"
        )
    name: str | None = None
    if "name" in raw:
        if not isinstance(raw["name"], str):
            raise InvalidRequest(
                f"{param}.name must be a string when given; leave it out for an unnamed question.",
                param=f"{param}.name",
            )
        name = raw["name"]
    instructions = _string(_required(raw, "instructions", f"{param}.instructions"), f"{param}.instructions")
    if is_blank(instructions):
        raise InvalidRequest(f"{param}.instructions must not be empty or blank.", param=f"{param}.instructions")
    if kind == "predicate":
        return Question(kind="predicate", name=name, instructions=instructions, param=param)
    if kind == "choice":
        options = _parse_choices(_required(raw, "choices", f"{param}.choices"), f"{param}.choices")
        return Question(kind="choice", name=name, instructions=instructions, param=param, options=options)
    levels, labels = _parse_levels(_required(raw, "levels", f"{param}.levels"), f"{param}.levels")
    return Question(kind="score", name=name, instructions=instructions, param=param, levels=levels, level_values=labels)


def _parse_choices(value: object, param: str) -> tuple[Option, ...]:
    items = _array(value, param, what="an array of choices")
    if not MIN_CHOICES <= len(items) <= MAX_CHOICES:
        raise InvalidRequest(
            f"{param} has {len(items)} choices; a choice question takes between {MIN_CHOICES} and {MAX_CHOICES}.",
            param=param,
        )
    options: list[Option] = []
    params: list[str] = []
    for j, raw in enumerate(items):
        choice = _object(raw, f"{param}[{j}]")
        value_param = f"{param}[{j}].value"
        choice_value = _required(choice, "value", value_param)
        if isinstance(choice_value, bool):
            text = "true" if choice_value else "false"
        elif isinstance(choice_value, str):
            check_option_text(choice_value, param=value_param, what="choice value")
            text = choice_value
        else:
            raise InvalidRequest(f"{value_param} must be a string or a boolean.", param=value_param)
        description = _optional_string(choice, "description", f"{param}[{j}].description")
        options.append(Option(value=choice_value, text=text, description=description or None))
        params.append(value_param)
    check_distinct_options(options, params, what="choice value")
    return tuple(options)


def _parse_levels(value: object, param: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    items = _array(value, param, what="an array of levels")
    if not MIN_LEVELS <= len(items) <= MAX_LEVELS:
        raise InvalidRequest(
            f"{param} has {len(items)} levels; a score question takes between {MIN_LEVELS} and {MAX_LEVELS}.",
            param=param,
        )
    lines: list[str] = []
    labels: list[str] = []
    for j, raw in enumerate(items):
        level = _object(raw, f"{param}[{j}]")
        label = _string(_required(level, "label", f"{param}[{j}].label"), f"{param}[{j}].label")
        if is_blank(label):
            raise InvalidRequest(f"{param}[{j}].label must not be empty or blank.", param=f"{param}[{j}].label")
        description = _optional_string(level, "description", f"{param}[{j}].description")
        lines.append(f"{label}: {description}" if description else label)
        labels.append(label)
    return tuple(lines), tuple(labels)


# -- typed access ---------------------------------------------------------------------------------


def _required(mapping: Mapping[str, Any], key: str, param: str) -> object:
    if key not in mapping:
        raise InvalidRequest(f"{param} is required.", param=param)
    value: object = mapping[key]
    return value


def _string(value: object, param: str) -> str:
    if not isinstance(value, str):
        raise InvalidRequest(f"{param} must be a string.", param=param)
    return value


def _optional_string(mapping: Mapping[str, Any], key: str, param: str) -> str | None:
    if key not in mapping:
        return None
    return _string(mapping[key], param)


def _object(value: object, param: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise InvalidRequest(f"{param} must be an object.", param=param)
    return value


def _array(value: object, param: str, *, what: str) -> list[object]:
    if not isinstance(value, list):
        raise InvalidRequest(f"{param} must be {what}.", param=param)
    return value


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
