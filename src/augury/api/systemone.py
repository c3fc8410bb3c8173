"""POST /v1/systemone (and /systemone): the SystemOne wire of SGLang, Ollama, LocalAI and the TypeSafe SDK."""

from __future__ import annotations

from starlette.responses import JSONResponse

from augury import services
from augury.api.decide import decide
from augury.api.usecases import require_usecase
from augury.decisions.model import Usage
from augury.decisions.systemone_wire import (
    parse_multipart_request,
    parse_systemone_request,
    shape_systemone_response,
)
from augury.http import context
from augury.metrics import observe_usage
from augury_generated.models import SystemOneRequest


async def create_systemone(*, usecase: str) -> JSONResponse:
    """``usecase``: the route's (:data:`augury.api.ROUTES`)."""
    max_questions = services.current().settings.max_questions
    body = context.request_model(SystemOneRequest)
    parts = context.get(context.PARTS_KEY) or {}
    if parts or context.get(context.CONTENT_TYPE_KEY) == "multipart/form-data":
        request = parse_multipart_request(body, parts, max_questions=max_questions)
    else:
        request = parse_systemone_request(body, max_questions=max_questions)
    require_usecase(request.model, usecase)
    result = await decide(request)
    observe_usage(prompt_tokens=result.input_tokens, cached_tokens=result.cached_tokens)
    names = [q.name or "" for q in request.questions]
    shaped = shape_systemone_response(
        result.model, list(zip(names, result.answers, strict=True)), Usage(input_tokens=result.input_tokens),
        round(result.latency_ms, 3),
    )
    return JSONResponse(shaped)  # x-typesafe-request-id is added by the request-id middleware
