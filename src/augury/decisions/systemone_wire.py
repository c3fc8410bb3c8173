"""The SystemOne wire (``POST /v1/systemone``, docs/CONTRACT.md §2): request in, response out.

SGLang, Ollama, LocalAI and the TypeSafe SDK speak it. Questions are a name-keyed object
(``noul``, ``choice``, ``score``); the state, instructions and criteria may be text or JSON. JSON
renders as compact text (``ensure_ascii=False``, separators ``(",", ":")``, original member order,
numbers as Python renders the parsed value), so ``{"b":1.00,"a":-0,"c":1e-7}`` reads
``{"b":1.0,"a":0,"c":1e-07}``; that text, sent as the ``/v1/decisions`` input, gives the same
prompt and so the same probabilities.

The body is checked here in full (no schema runs first): unknown top-level fields are ignored, as
clients send things like ``keep_alive``, except those
:func:`~augury.decisions.systemone_foreign.check_systemone_foreign_fields` refuses; unknown keys inside
a question or noul criteria are refused. Duplicate JSON object keys
are the JSON reader's to refuse: a parsed mapping no longer shows them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from augury.decisions.assets import Parts, Placeholders, decode_base64, parse_assets
from augury.decisions.formulas import Answer, ChoiceAnswer, PredicateAnswer
from augury.decisions.labels import TWO_LETTER_CANDIDATES
from augury.decisions.model import DecisionRequest, ImageRef, Option, Question, Usage
from augury.decisions.optiontext import check_distinct_options, check_option_text, is_blank
from augury.decisions.systemone_foreign import check_systemone_foreign_fields
from augury.errors import InvalidRequest

QUESTION_FIELDS = frozenset({"type", "instructions", "criteria"})
NOUL_CRITERIA_FIELDS = ("true", "false")
MIN_OPTIONS = 2
#: No tokenizer can label more options than there are two-letter labels.
MAX_OPTIONS = len(TWO_LETTER_CANDIDATES)
MIN_LEVELS, MAX_LEVELS = 2, 10
_IMAGE_FIELDS = frozenset({"content_type", "base64"})
_MEDIA_TYPE = re.compile(r"[A-Za-z0-9][\w.+-]*/[\w.+-]+")


def parse_systemone_request(body: Mapping[str, Any], *, max_questions: int = 200) -> DecisionRequest:
    """Map a ``/v1/systemone`` JSON body to a :class:`DecisionRequest` (400 on anything refused).

    Applies :func:`~augury.decisions.systemone_foreign.check_systemone_foreign_fields` first. Inline TypeSafe
    assets (``data_base64``) are honoured as :mod:`augury.decisions.assets` describes.
    """
    return _parse(body, None, max_questions)


def parse_multipart_request(
    request_json: Mapping[str, Any], parts: Mapping[str, tuple[str | None, bytes]], *, max_questions: int = 200
) -> DecisionRequest:
    """Map a TypeSafe ``multipart/form-data`` request to a :class:`DecisionRequest`.

    ``request_json`` is the parsed ``request`` part; ``parts`` maps every other part's name to its
    declared content type (``None`` when absent) and bytes. Each asset's part becomes an image
    placed before the state in order of first appearance; placeholders become ``[image N]``
    (see :mod:`augury.decisions.assets`). A part no asset names, or an asset naming a missing part,
    is refused.
    """
    return _parse(request_json, {name: part for name, part in parts.items() if name != "request"}, max_questions)


def shape_systemone_response(
    model: str, names_and_answers: Sequence[tuple[str, Answer]], usage: Usage, latency_ms: float
) -> dict[str, Any]:
    """The ``/v1/systemone`` response body: answers keyed by question name in request order."""
    return {
        "model": model,
        "answers": {name: _answer(answer) for name, answer in names_and_answers},
        "usage": {"input_tokens": int(usage.input_tokens), "output_tokens": 0},
        "latency_ms": latency_ms,
    }


def render_json(value: Any, *, param: str) -> str:
    """Render a JSON value the SystemOne way: compact, unescaped Unicode, members in their order."""
    try:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise InvalidRequest(
            f"{param} contains a number that is not finite (NaN or Infinity), which JSON cannot carry.", param=param
        ) from None


def _answer(answer: Answer) -> dict[str, Any]:
    question = answer.question
    if isinstance(answer, PredicateAnswer):
        return {"type": "noul", "noul": answer.probability, "x_label_mass": answer.label_mass}
    if isinstance(answer, ChoiceAnswer):
        return {
            "type": "choice",
            "choice": answer.option.text,
            "confidence": answer.confidence,
            "probabilities": {option.text: p for option, p in zip(question.options, answer.probabilities, strict=True)},
            "x_label_mass": answer.label_mass,
        }
    return {
        "type": "score",
        "score": answer.score,
        "confidence": answer.confidence,
        "legend": {str(index): value for index, value in enumerate(question.level_values)},
        "probabilities": {str(index): p for index, p in enumerate(answer.probabilities)},
        "x_label_mass": answer.label_mass,
    }


# -- request --------------------------------------------------------------------------------------


def _parse(body: Mapping[str, Any], parts: Parts | None, max_questions: int) -> DecisionRequest:
    if not isinstance(body, Mapping):
        raise InvalidRequest("The request body must be a JSON object.", param=None)
    check_systemone_foreign_fields(body)
    model = body.get("model")
    if not isinstance(model, str) or not model:
        raise InvalidRequest("model is required and must be a non-empty string.", param="model")
    if "state" not in body:
        raise InvalidRequest("state is required: the text, object or array the questions are about.", param="state")
    state = body["state"]
    if not isinstance(state, (str, Mapping, list)):
        raise InvalidRequest("state must be a string, an object or an array.", param="state")
    raw_questions = body.get("questions")
    if not isinstance(raw_questions, Mapping) or not raw_questions:
        raise InvalidRequest(
            "questions is required and must be a non-empty object mapping names to questions.", param="questions"
        )
    if len(raw_questions) > max_questions:
        raise InvalidRequest(
            f"questions has {len(raw_questions)} questions; at most {max_questions} are accepted.", param="questions"
        )
    listed = _parse_images(body.get("images"))
    assets = parse_assets(body.get("assets"), parts)
    placeholders = Placeholders(tuple(assets), offset=len(listed))
    text = _render_text(placeholders.substitute(state), param="state")
    questions = tuple(_parse_question(name, raw, placeholders) for name, raw in raw_questions.items())
    unreferenced = placeholders.unreferenced()
    if unreferenced:
        name = unreferenced[0]
        raise InvalidRequest(
            f"assets.{name} is not mentioned in state, instructions or criteria; place its placeholder where "
            "the image belongs.",
            param=f"assets.{name}",
        )
    images = (*listed, *(assets[name] for name in placeholders.order))
    return DecisionRequest(model=model, text=text, images=images, questions=questions)


def _parse_images(value: object) -> tuple[ImageRef, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise InvalidRequest(
            'images must be an array of data URLs or {"content_type", "base64"} objects.', param="images"
        )
    images: list[ImageRef] = []
    for i, item in enumerate(value):
        param = f"images[{i}]"
        if isinstance(item, str):
            if not item[:5].lower() == "data:":
                raise InvalidRequest(
                    f"{param} must be a base64 data URL (data:image/png;base64,...); /v1/systemone never "
                    "fetches remote images.",
                    param=param,
                )
            images.append(ImageRef(data_url=item, data=None, content_type=None, detail=None, param=param))
            continue
        if not isinstance(item, Mapping):
            raise InvalidRequest(
                f'{param} must be a data URL string or a {{"content_type", "base64"}} object.', param=param
            )
        for key in item:
            if key not in _IMAGE_FIELDS:
                raise InvalidRequest(
                    f"{param}.{key} is not a field of an image (content_type, base64).", param=f"{param}.{key}"
                )
        content_type, payload = item.get("content_type"), item.get("base64")
        if not isinstance(content_type, str) or not _MEDIA_TYPE.fullmatch(content_type):
            raise InvalidRequest(
                f"{param}.content_type must be a media type such as image/png.", param=f"{param}.content_type"
            )
        if not isinstance(payload, str):
            raise InvalidRequest(f"{param}.base64 must be a base64 string.", param=f"{param}.base64")
        images.append(
            ImageRef(
                data_url=None,
                data=decode_base64(payload, param=f"{param}.base64"),
                content_type=content_type.lower(),
                detail=None,
                param=param,
            )
        )
    return tuple(images)


def _parse_question(name: str, raw: object, placeholders: Placeholders) -> Question:
    param = f"questions.{name}"
    if not isinstance(raw, Mapping):
        raise InvalidRequest(f"{param} must be an object with type, instructions and criteria.", param=param)
    for key in raw:
        if key not in QUESTION_FIELDS:
            raise InvalidRequest(
                f"{param}.{key} is not a field of a question (type, instructions, criteria).", param=f"{param}.{key}"
            )
    kind = raw.get("type")
    if kind not in ("noul", "choice", "score"):
        shown = f'"{kind}"' if isinstance(kind, str) else json.dumps(kind)
        raise InvalidRequest(
            f"{param}.type is {shown}; Augury answers noul, choice and score questions.", param=f"{param}.type"
        )
    if "instructions" not in raw:
        raise InvalidRequest(f"{param}.instructions is required.", param=f"{param}.instructions")
    instructions = _content(placeholders.substitute(raw["instructions"]), param=f"{param}.instructions")
    criteria = placeholders.substitute(raw.get("criteria"))
    if kind == "noul":
        yes_text, no_text = _noul_criteria(criteria, f"{param}.criteria")
        return Question(
            kind="predicate", name=name, instructions=instructions, param=param, yes_text=yes_text, no_text=no_text
        )
    if kind == "choice":
        options = _choice_criteria(criteria, f"{param}.criteria")
        return Question(kind="choice", name=name, instructions=instructions, param=param, options=options)
    levels = _score_criteria(criteria, f"{param}.criteria")
    return Question(
        kind="score",
        name=name,
        instructions=instructions,
        param=param,
        levels=levels,
        # The legend shows the levels as the client sent them, placeholders included.
        level_values=tuple(raw["criteria"]),
    )


def _noul_criteria(value: object, param: str) -> tuple[str | None, str | None]:
    if value is None:
        return None, None
    if not isinstance(value, Mapping):
        raise InvalidRequest(f'{param} must be an object with "true" and/or "false".', param=param)
    for key in value:
        if key not in NOUL_CRITERIA_FIELDS:
            raise InvalidRequest(
                f'{param}.{key} is not a noul criterion; only "true" and "false" are.', param=f"{param}.{key}"
            )
    if value and all(v is None for v in value.values()):
        # The TypeSafe SDK sends null for an undescribed outcome beside a described one; null alone describes
        # nothing and is a client mistake (criteria values are strings, docs/CONTRACT.md §2).
        first = next(iter(value))
        raise InvalidRequest(
            f"{param}.{first} must be a string describing the outcome; null describes nothing (leave criteria "
            "out for an undescribed question).", param=f"{param}.{first}",
        )
    yes_text = _description(value.get("true"), param=f"{param}.true")
    no_text = _description(value.get("false"), param=f"{param}.false")
    return yes_text, no_text


def _choice_criteria(value: object, param: str) -> tuple[Option, ...]:
    if not isinstance(value, Mapping):
        raise InvalidRequest(
            f"{param} is required and must be an object mapping each choice name to its description or null.",
            param=param,
        )
    if not MIN_OPTIONS <= len(value) <= MAX_OPTIONS:
        raise InvalidRequest(
            f"{param} has {len(value)} choices; a choice question takes between {MIN_OPTIONS} and {MAX_OPTIONS}.",
            param=param,
        )
    options: list[Option] = []
    params: list[str] = []
    for choice, description in value.items():
        choice_param = f"{param}.{choice}"
        check_option_text(choice, param=choice_param, what="choice name")
        options.append(Option(value=choice, text=choice, description=_description(description, param=choice_param)))
        params.append(choice_param)
    check_distinct_options(options, params, what="choice name")
    return tuple(options)


def _score_criteria(value: object, param: str) -> tuple[str, ...]:
    if not isinstance(value, list):
        raise InvalidRequest(f"{param} is required and must be an array of levels, lowest first.", param=param)
    if not MIN_LEVELS <= len(value) <= MAX_LEVELS:
        raise InvalidRequest(
            f"{param} has {len(value)} levels; a score question takes between {MIN_LEVELS} and {MAX_LEVELS}.",
            param=param,
        )
    return tuple(_content(level, param=f"{param}[{index}]") for index, level in enumerate(value))


def _content(value: object, *, param: str) -> str:
    """Required text: a non-blank string, or a non-empty object or array rendered as compact JSON."""
    if isinstance(value, str):
        if is_blank(value):
            raise InvalidRequest(f"{param} must not be empty or blank.", param=param)
        return value
    if isinstance(value, (Mapping, list)):
        if not value:
            raise InvalidRequest(f"{param} must not be empty.", param=param)
        return render_json(value, param=param)
    raise InvalidRequest(f"{param} must be a string, an object or an array.", param=param)


def _description(value: object, *, param: str) -> str | None:
    """Optional text: null or blank means none; objects and arrays render as compact JSON."""
    if value is None:
        return None
    if isinstance(value, str):
        return None if is_blank(value) else value
    if isinstance(value, (Mapping, list)):
        return render_json(value, param=param) if value else None
    raise InvalidRequest(f"{param} must be a string, an object, an array or null.", param=param)


def _render_text(value: object, *, param: str) -> str:
    return value if isinstance(value, str) else render_json(value, param=param)
