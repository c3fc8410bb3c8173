"""Serving a router's name on the chat routes: classify the conversation in-process, then hand it on.

:func:`route_generation` runs before :func:`~augury.api.generate.prepare_generation` on both
/v1/chat/completions and /v1/responses. For a router's name it asks the classifier one choice question
(:func:`augury.routers.classification_body`) through the one decision path (:func:`augury.api.decide.decide`:
same parser, planner, scorer and admission ceiling as a public /v1/systemone request, no loopback HTTP), and
returns the request with ``model`` set to the model that serves it; nothing else of the request changes.

Failure policy:

* what is wrong with the request itself is refused before classification and never falls back: images for a
  text-only classifier (never stripped), remote image URLs for a vision classifier (it reads inline images);
* a client that disconnects during classification gets nothing and never starts the fallback;
* a classification error (the conversation does not fit the classifier's context, the server is at its
  decision capacity, an engine failure) or an answer below a floor: the fallback serves when configured;
  otherwise the error is answered (OpenAI shape; 422 ``routing_uncertain`` for a low score).
"""

from __future__ import annotations

import copy
import logging
import time
from dataclasses import replace

from augury import metrics, services
from augury.api.decide import decide
from augury.api.disconnect import ClientDisconnected
from augury.decisions.formulas import ChoiceAnswer
from augury.decisions.systemone_wire import parse_systemone_request
from augury.errors import AuguryError, InvalidRequest, ServerError
from augury.generation.request import GenerationRequest
from augury.media.dataurl import is_remote_url
from augury.routers import RouteDecision, RouterSpec, classification_body, route_choice
from augury_generated.models import SystemOneRequest

log = logging.getLogger("augury.api")

async def route_generation(
    request: GenerationRequest, *, input_param: str
) -> tuple[GenerationRequest, RouteDecision | None]:
    """``request`` unchanged when its model is not a router; else the request for the model that serves it.

    ``input_param`` names the conversation field (``messages``, ``input``) in refusals.
    """
    svc = services.current()
    router = svc.routers.get(request.model)
    if router is None:
        return request, None
    decision = await _classify(router, request, input_param)
    svc.router_stats.count(decision)
    metrics.note_routing(decision.log_fields())
    return replace(request, model=decision.model), decision


async def _classify(router: RouterSpec, request: GenerationRequest, input_param: str) -> RouteDecision:
    svc = services.current()
    image_urls = [image.url for image in request.images]
    if request.images:
        classifier = await svc.registry.get(router.classifier)
        first = request.images[0].param
        if classifier.vision is None:
            raise InvalidRequest(
                f"The router '{router.name}' classifies with '{router.classifier}', which cannot read images, so "
                "it cannot route a conversation with images; send it to a vision model directly.",
                param=first,
            )
        remote = next((image for image in request.images if is_remote_url(image.url)), None)
        if remote is not None:
            raise InvalidRequest(
                f"The router '{router.name}' passes images to its classifier inline only; send {remote.param} as "
                "a data URL (data:image/png;base64,...).",
                param=remote.param,
            )
    started = time.perf_counter()
    try:
        body = classification_body(router, request.messages, image_urls)
        decided = await decide(parse_systemone_request(SystemOneRequest.model_validate(body), max_questions=1))
        answer = decided.answers[0]
        if not isinstance(answer, ChoiceAnswer):
            raise ServerError("The classifier did not answer the routing question with a choice.")
    except ClientDisconnected:
        raise  # nobody is waiting for an answer: the fallback must not start
    except Exception as exc:
        if router.fallback is None:
            raise _classification_error(router, exc, input_param) from exc
        log.warning("router %s: classification with %s failed (%s); the fallback %s serves", router.name,
                    router.classifier, exc, router.fallback)
        return RouteDecision(router=router.name, model=router.fallback, fallback="classifier_error",
                             classify_ms=(time.perf_counter() - started) * 1000.0)
    return route_choice(router, answer, classify_ms=(time.perf_counter() - started) * 1000.0)


def _classification_error(router: RouterSpec, exc: Exception, input_param: str) -> AuguryError:
    """The classifier's failure as the client sees it: same status and code, the router named, the param the
    conversation (the classification question is not the client's)."""
    prefix = f"The router '{router.name}' could not classify the conversation with '{router.classifier}': "
    if not isinstance(exc, AuguryError):
        log.error("router %s: classification failed", router.name, exc_info=exc)
        return ServerError(prefix + "the server had an error.")
    error = copy.copy(exc)
    error.message = prefix + exc.message
    error.args = (error.message,)
    error.param = input_param if error.status < 500 else None
    return error
