"""POST /v1/decisions (and /decisions): the OpenAI Decisions API."""

from __future__ import annotations

from starlette.responses import JSONResponse

from augury import services
from augury.api.decide import decide
from augury.api.usecases import require_usecase
from augury.decisions.model import Usage
from augury.decisions.openai_wire import parse_decision_request, shape_decision_response
from augury.http import context
from augury.metrics import observe_usage
from augury_generated.models import CreateDecisionRequest


async def create_decision(*, usecase: str) -> JSONResponse:
    """``usecase``: the route's (:data:`augury.api.ROUTES`)."""
    body = context.request_model(CreateDecisionRequest)
    request = parse_decision_request(body, max_questions=services.current().settings.max_questions)
    require_usecase(request.model, usecase)
    result = await decide(request)
    observe_usage(prompt_tokens=result.input_tokens, cached_tokens=result.cached_tokens)
    usage = Usage(input_tokens=result.input_tokens, cached_tokens=result.cached_tokens)
    return JSONResponse(shape_decision_response(result.model, result.answers, usage))
