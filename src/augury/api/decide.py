"""The one decision path behind /v1/decisions and /v1/systemone: plan → engine → answers."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from augury import services
from augury.api.disconnect import unless_disconnected
from augury.decisions.model import DecisionRequest
from augury.decisions.plan import RequestPlan, plan_request
from augury.decisions.scoring import Answer, check_reasoning_tie, score_question
from augury.errors import InvalidRequest


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
    if request.images and not model.info.vision:
        raise InvalidRequest(
            f"The model '{model.info.name}' is text-only and cannot read images; "
            "send the request without images or to a vision model.",
            param=request.images[0].param,
        )
    plan: RequestPlan = await asyncio.to_thread(
        plan_request, request, model.tokenizer, context_length=model.info.context_length
    )
    prompts = [q.prompt_ids for q in plan.questions]
    labels = [q.label_ids for q in plan.questions]
    opener = model.tokenizer.reasoning_opener_id
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
