"""The SystemOne wire (``POST /v1/systemone``, docs/CONTRACT.md §2): request in, response out.

SGLang, Ollama, LocalAI and the TypeSafe SDK speak it. Questions are a name-keyed object
(``noul``, ``choice``, ``score``); the state, instructions and criteria may be text or JSON. JSON
renders as compact text (``ensure_ascii=False``, separators ``(",", ":")``, original member order,
numbers as Python renders the parsed value), so ``{"b":1.00,"a":-0,"c":1e-7}`` reads
``{"b":1.0,"a":0,"c":1e-07}``; that text, sent as the ``/v1/decisions`` input, gives the same
prompt and so the same probabilities.

The parsers read the generated model :class:`SystemOneRequest`, built once from a body the served
document's JSON Schema already accepted: types, required fields, question shapes, criteria counts and
unknown keys inside a question are the document's. Unknown top-level fields are ignored (clients send things
like ``keep_alive``), except those :func:`augury.decisions.systemone_foreign.check_systemone_foreign_fields` refuses.
What stays here is what a schema cannot state: blank text, option names (:mod:`augury.decisions.optiontext`),
as many options as there are labels, the configured question limit, inline images only, base64 and media
types, TypeSafe assets and their placeholders.
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
from augury_generated.models import (
    SystemOneChoiceQuestion,
    SystemOneImageData,
    SystemOneNoulCriteria,
    SystemOneNoulQuestion,
    SystemOneRequest,
    SystemOneScoreQuestion,
)

#: The fewest options of a choice question: the document's ``minProperties`` (tests prove they agree), named
#: here for the refusal of too many.
MIN_OPTIONS = 2
#: No tokenizer can label more options than there are two-letter labels.
MAX_OPTIONS = len(TWO_LETTER_CANDIDATES)
_MEDIA_TYPE = re.compile(r"[A-Za-z0-9][\w.+-]*/[\w.+-]+")

SystemOneQuestion = SystemOneNoulQuestion | SystemOneChoiceQuestion | SystemOneScoreQuestion


def parse_systemone_request(body: SystemOneRequest, *, max_questions: int = 200) -> DecisionRequest:
    """Map a validated ``/v1/systemone`` request to a :class:`DecisionRequest` (400 on anything refused).

    Applies :func:`~augury.decisions.systemone_foreign.check_systemone_foreign_fields` first. Inline TypeSafe
    assets (``data_base64``) are honoured as :mod:`augury.decisions.assets` describes.
    """
    return _parse(body, None, max_questions)


def parse_multipart_request(
    request_json: SystemOneRequest, parts: Mapping[str, tuple[str | None, bytes]], *, max_questions: int = 200
) -> DecisionRequest:
    """Map a TypeSafe ``multipart/form-data`` request to a :class:`DecisionRequest`.

    ``request_json`` is the validated ``request`` part; ``parts`` maps every other part's name to its
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


def _parse(body: SystemOneRequest, parts: Parts | None, max_questions: int) -> DecisionRequest:
    if not isinstance(body, SystemOneRequest):
        raise TypeError(f"the SystemOne parsers read a SystemOneRequest, not {type(body).__name__}")
    check_systemone_foreign_fields({name: getattr(body, name) for name in body.model_fields_set})
    if len(body.questions) > max_questions:
        raise InvalidRequest(
            f"questions has {len(body.questions)} questions; at most {max_questions} are accepted.", param="questions"
        )
    listed = _parse_images(body.images if isinstance(body.images, list) else [])
    assets = parse_assets(body.assets if "assets" in body.model_fields_set else None, parts)
    placeholders = Placeholders(tuple(assets), offset=len(listed))
    text = _render_text(placeholders.substitute(body.state), param="state")
    questions = tuple(_parse_question(name, raw, placeholders) for name, raw in body.questions.items())
    unreferenced = placeholders.unreferenced()
    if unreferenced:
        name = unreferenced[0]
        raise InvalidRequest(
            f"assets.{name} is not mentioned in state, instructions or criteria; place its placeholder where "
            "the image belongs.",
            param=f"assets.{name}",
        )
    images = (*listed, *(assets[name] for name in placeholders.order))
    return DecisionRequest(model=body.model, text=text, images=images, questions=questions)


def _parse_images(value: list[str | SystemOneImageData]) -> tuple[ImageRef, ...]:
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
        if not _MEDIA_TYPE.fullmatch(item.content_type):
            raise InvalidRequest(
                f"{param}.content_type must be a media type such as image/png.", param=f"{param}.content_type"
            )
        images.append(
            ImageRef(
                data_url=None,
                data=decode_base64(item.base64, param=f"{param}.base64"),
                content_type=item.content_type.lower(),
                detail=None,
                param=param,
            )
        )
    return tuple(images)


def _parse_question(name: str, raw: SystemOneQuestion, placeholders: Placeholders) -> Question:
    param = f"questions.{name}"
    instructions = _content(placeholders.substitute(raw.instructions), param=f"{param}.instructions")
    if isinstance(raw, SystemOneNoulQuestion):
        yes_text, no_text = _noul_criteria(raw.criteria, placeholders, f"{param}.criteria")
        return Question(
            kind="predicate", name=name, instructions=instructions, param=param, yes_text=yes_text, no_text=no_text
        )
    if isinstance(raw, SystemOneChoiceQuestion):
        options = _choice_criteria(placeholders.substitute(raw.criteria), f"{param}.criteria")
        return Question(kind="choice", name=name, instructions=instructions, param=param, options=options)
    levels = placeholders.substitute(raw.criteria)
    return Question(
        kind="score",
        name=name,
        instructions=instructions,
        param=param,
        levels=tuple(_content(level, param=f"{param}.criteria[{index}]") for index, level in enumerate(levels)),
        # The legend shows the levels as the client sent them, placeholders included.
        level_values=tuple(raw.criteria),
    )


def _noul_criteria(
    criteria: object, placeholders: Placeholders, param: str
) -> tuple[str | None, str | None]:
    if not isinstance(criteria, SystemOneNoulCriteria):
        return None, None
    given = [key for key in ("true", "false") if key in criteria.model_fields_set]
    described = {key: placeholders.substitute(getattr(criteria, key)) for key in given}
    if given and all(text is None for text in described.values()):
        # The TypeSafe SDK sends null for an undescribed outcome beside a described one; null alone describes
        # nothing and is a client mistake (criteria values are strings, docs/CONTRACT.md §2).
        first = given[0]
        raise InvalidRequest(
            f"{param}.{first} must be a string describing the outcome; null describes nothing (leave criteria "
            "out for an undescribed question).", param=f"{param}.{first}",
        )
    return _description(described.get("true")), _description(described.get("false"))


def _choice_criteria(criteria: dict[str, str | None], param: str) -> tuple[Option, ...]:
    if len(criteria) > MAX_OPTIONS:
        raise InvalidRequest(
            f"{param} has {len(criteria)} choices; a choice question takes between {MIN_OPTIONS} and {MAX_OPTIONS}.",
            param=param,
        )
    options: list[Option] = []
    params: list[str] = []
    for choice, description in criteria.items():
        choice_param = f"{param}.{choice}"
        check_option_text(choice, param=choice_param, what="choice name")
        options.append(Option(value=choice, text=choice, description=_description(description)))
        params.append(choice_param)
    check_distinct_options(options, params, what="choice name")
    return tuple(options)


def _content(value: str | dict[str, Any] | list[Any], *, param: str) -> str:
    """Required text: a non-blank string, or a (non-empty, as the document says) object or array as compact JSON."""
    if isinstance(value, str):
        if is_blank(value):
            raise InvalidRequest(f"{param} must not be empty or blank.", param=param)
        return value
    return render_json(value, param=param)


def _description(value: str | None) -> str | None:
    """Optional text: null or blank means none."""
    return None if value is None or is_blank(value) else value


def _render_text(value: str | dict[str, Any] | list[Any], *, param: str) -> str:
    return value if isinstance(value, str) else render_json(value, param=param)
