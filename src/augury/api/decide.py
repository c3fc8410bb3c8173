"""The one decision path behind /v1/decisions and /v1/systemone: plan → engine → answers.

Images (CONTRACTS §1, §2) take the same path with three more steps: every image is checked by the
one validator (:func:`augury.media.validate.check_images`) before anything else reads it, decoded
and shrunk (512 px per side when every image asks ``detail: "low"``, else the model's default), and
turned into the model's pixel inputs; each planned prompt's image placeholders are then expanded to
the tokens the images really take, and that prompt must fit the multimodal context limit.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from augury import services
from augury.api.disconnect import unless_disconnected
from augury.decisions.model import DecisionRequest, ImageRef
from augury.decisions.plan import QuestionPlan, RequestPlan, plan_request
from augury.decisions.scoring import Answer, check_reasoning_tie, score_question
from augury.errors import InvalidRequest
from augury.media.dataurl import parse_data_url
from augury.media.decode import decode_image, fit_within
from augury.media.validate import CheckedImage, check_images

if TYPE_CHECKING:  # the engine modules import MLX, which waits for backend.prepare()
    from augury.engine.model import LoadedModel
    from augury.engine.vision import ImageInputs, VisionModel

#: Longest image side when every image of a request asks for ``detail: "low"``.
LOW_DETAIL_MAX_SIDE = 512


@dataclass(frozen=True)
class Decided:
    """Answers in question order, with the token accounting both wires report."""

    model: str
    answers: tuple[Answer, ...]
    input_tokens: int
    cached_tokens: int
    latency_ms: float


async def decide(request: DecisionRequest) -> Decided:
    """Answer every question of ``request`` or refuse the whole request; never half-answer."""
    svc = services.current()
    async with svc.decisions_admission.slot():
        return await unless_disconnected(_decide(request))


async def _decide(request: DecisionRequest) -> Decided:
    started = time.perf_counter()
    svc = services.current()
    model = await svc.registry.get(request.model)
    context_length = model.info.context_length
    checked: list[CheckedImage] = []
    if request.images:
        _require_vision(model, request.images[0])
        checked = await asyncio.to_thread(check_request_images, request.images)
        context_length = min(context_length, svc.settings.multimodal_context_tokens)
    plan: RequestPlan = await asyncio.to_thread(plan_request, request, model.tokenizer, context_length=context_length)
    labels = [q.label_ids for q in plan.questions]
    opener = model.tokenizer.reasoning_opener_id
    if checked:
        vision = model.vision
        assert vision is not None  # _require_vision
        inputs = await asyncio.to_thread(read_images, vision, checked, request.images, model.info.name)
        prompts = [
            multimodal_prompt(vision, q, inputs, context_length=context_length, model_name=model.info.name)
            for q in plan.questions
        ]
        scored = await svc.scorer.score_images(model, prompts, labels, opener, inputs)
    else:
        prompts = [list(q.prompt_ids) for q in plan.questions]
        scored = await svc.scorer.score(model, prompts, labels, opener)
    answers = []
    for q, r in zip(plan.questions, scored.readouts, strict=True):
        check_reasoning_tie(r.watch_logprob, r.max_logprob)
        answers.append(score_question(q, r.label_logprobs))
    return Decided(
        model=model.info.name,
        answers=tuple(answers),
        input_tokens=sum(len(p) for p in prompts),
        cached_tokens=scored.cached_tokens,
        latency_ms=(time.perf_counter() - started) * 1000.0,
    )


def _require_vision(model: LoadedModel, first: ImageRef) -> None:
    if model.vision is not None:
        return
    if model.vision_unavailable is not None:
        raise InvalidRequest(
            f"The model '{model.info.name}' is served without its vision tower ({model.vision_unavailable}), "
            "so it cannot read images; send the request without images or to a vision model.",
            param=first.param,
        )
    raise InvalidRequest(
        f"The model '{model.info.name}' is text-only and cannot read images; "
        "send the request without images or to a vision model.",
        param=first.param,
    )


def check_request_images(refs: Sequence[ImageRef]) -> list[CheckedImage]:
    """Every image's bytes (data URLs decoded strictly) through the one validator, in request order."""
    items: list[tuple[bytes, str | None, str]] = []
    for ref in refs:
        if ref.data_url is not None:
            declared, data = parse_data_url(ref.data_url, param=ref.param)
            items.append((data, declared, ref.param))
        else:
            assert ref.data is not None  # ImageRef holds exactly one of data_url and data
            items.append((ref.data, ref.content_type, ref.param))
    return check_images(items)


def read_images(
    vision: VisionModel, checked: Sequence[CheckedImage], refs: Sequence[ImageRef], model_name: str
) -> ImageInputs:
    """Decode, shrink and prepare the checked images for ``vision`` (plain CPU work, off the engine worker)."""
    from augury.engine.vision import ImageNotReadable

    low = all(ref.detail == "low" for ref in refs)
    max_side = LOW_DETAIL_MAX_SIDE if low else vision.default_max_side
    pictures = []
    for image in checked:
        picture = decode_image(image)
        pictures.append(fit_within(picture, max_side) if max_side is not None else picture)
    try:
        return vision.prepare(pictures)
    except ImageNotReadable as exc:
        param = checked[exc.index].param
        raise InvalidRequest(
            f"{param}: model {model_name} cannot read this image ({exc.reason}).", param=param
        ) from None


def multimodal_prompt(
    vision: VisionModel, question: QuestionPlan, inputs: ImageInputs, *, context_length: int, model_name: str
) -> list[int]:
    """The question's prompt ids with each image placeholder expanded to the image's tokens.

    Refuses (400) a prompt whose text itself holds the image placeholder token, a template that
    does not place the images, and an expanded prompt longer than ``context_length``.
    """
    param = question.question.param
    found = question.prompt_ids.count(vision.image_token_id)
    wanted = len(inputs.token_counts)
    if found > wanted:
        raise InvalidRequest(
            f"The text of {param} contains {vision.image_token}, which model {model_name} reserves for "
            "images; remove it.",
            param=param,
        )
    if found < wanted:
        raise InvalidRequest(
            f"model {model_name} is not supported for images: its chat template does not place them.",
            param="model",
        )
    ids = vision.expand(question.prompt_ids, inputs)
    if len(ids) > context_length:
        raise InvalidRequest(
            f"maximum context length is {context_length} tokens for a prompt with images, but the prompt of "
            f"{param} has {len(ids)} tokens ({inputs.total_tokens} of them for {wanted} "
            f"image{'s' if wanted != 1 else ''}); send smaller images, detail \"low\", or a shorter input.",
            param=param,
            code="context_length_exceeded",
        )
    return ids
