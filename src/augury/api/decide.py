"""The one decision path behind /v1/decisions and /v1/systemone: plan → engine → answers.

Images (docs/CONTRACT.md §1, §2) take the same path with three more steps, the image pipeline shared with
generation (:mod:`augury.api.images`): every image is checked by the one validator
(:func:`augury.media.imagecheck.check_images`) before anything else reads it, decoded and shrunk (512 px
per side when every image asks ``detail: "low"``, else the model's default), and turned into the model's
pixel inputs; each planned prompt's image placeholders are then expanded to the tokens the images
really take, and that prompt must fit the multimodal context limit.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from augury import services
from augury.api.disconnect import unless_disconnected
from augury.api.images import check_request_images, expand_prompt, read_images, require_vision
from augury.decisions.formulas import Answer, check_reasoning_tie, score_question
from augury.decisions.model import DecisionRequest
from augury.decisions.plan import QuestionPlan, RequestPlan, plan_request
from augury.engine.types import ImageInputs
from augury.media.imagecheck import CheckedImage

if TYPE_CHECKING:  # the engine modules import MLX, which waits for backend.prepare()
    from augury.engine.vision import VisionModel


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
        require_vision(model, request.images[0].param)
        checked = await asyncio.to_thread(check_request_images, request.images)
        context_length = min(context_length, svc.settings.multimodal_context_tokens)
    plan: RequestPlan = await asyncio.to_thread(plan_request, request, model.tokenizer, context_length=context_length)
    labels = [q.label_ids for q in plan.questions]
    opener = model.tokenizer.reasoning_opener_id
    if checked:
        vision = model.vision
        assert vision is not None  # require_vision
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


def multimodal_prompt(
    vision: VisionModel, question: QuestionPlan, inputs: ImageInputs, *, context_length: int, model_name: str
) -> list[int]:
    """The question's prompt ids with each image placeholder expanded to the image's tokens.

    Refuses (400) a prompt whose text itself holds the image placeholder token, a template that
    does not place the images, and an expanded prompt longer than ``context_length``.
    """
    return expand_prompt(
        vision, question.prompt_ids, inputs, context_length=context_length, model_name=model_name,
        param=question.question.param,
    )
