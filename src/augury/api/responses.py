"""POST /v1/responses: a stateless Responses API over the engine, as JSON or typed SSE.

The generation itself (preparation, refusals, the engine steps, the stream driver, disconnect handling) is shared
with /v1/chat/completions in :mod:`augury.api.generate`; this module is the Responses wire.

:func:`response_events` takes any async iterator of :class:`TokenStep` / :class:`GenerationDone`, so tests can drive
it with a canned token stream, and it never ends silently: a failure after the stream began becomes
``response.failed``.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncGenerator, AsyncIterator

from starlette.responses import JSONResponse, StreamingResponse

from augury.api.disconnect import unless_disconnected
from augury.api.generate import (
    EventStreamResponse,
    close,
    drive,
    engine_steps,
    failure_message,
    prepare_generation,
)
from augury.api.routers import route_generation
from augury.api.usecases import require_usecase
from augury.engine.types import GenerationStep
from augury.errors import AuguryError, ServerError
from augury.generation.events import Event, ResponseStream, format_sse
from augury.generation.request import GenerationRequest, parse_responses_request
from augury.http import context
from augury_generated.models import CreateResponse

log = logging.getLogger("augury.api")


# --------------------------------------------------------------------------------------------------
# POST /v1/responses


async def response_events(
    request: GenerationRequest, steps: AsyncIterator[GenerationStep], stream: ResponseStream | None = None
) -> AsyncGenerator[Event, None]:
    """The Responses events of a generation: ``created`` … then exactly one terminal event.

    A failure of ``steps`` after the start ends the events with ``response.failed``; closing or cancelling
    this generator closes ``steps``.
    """
    stream = stream if stream is not None else ResponseStream.for_request(request)
    events = drive(request, steps, stream)
    try:
        async for event in events:
            yield event
    except Exception as exc:
        log.exception("generation failed for response %s", stream.response_id, exc_info=exc)
        for event in stream.fail(failure_message(exc)):
            yield event
    finally:
        await events.aclose()


async def _sse(events: AsyncGenerator[Event, None]) -> AsyncGenerator[bytes, None]:
    try:
        async for event in events:
            yield format_sse(event)
    finally:
        await events.aclose()


async def _collect(events: AsyncGenerator[Event, None]) -> list[Event]:
    collected: list[Event] = []
    try:
        async for event in events:
            collected.append(event)
    finally:
        await events.aclose()
    return collected


async def create_response(*, usecase: str) -> JSONResponse | StreamingResponse:
    """Answer a Responses request: a ``Response`` object, or its SSE event stream when ``stream`` is true.

    ``usecase``: the route's (:data:`augury.api.ROUTES`).
    """
    body = context.request_model(CreateResponse)
    request, routed = await route_generation(parse_responses_request(body), input_param="input")
    require_usecase(request.model, usecase)
    prepared = await prepare_generation(request)
    failures: list[Exception] = []
    events = response_events(request, _noting_failure(engine_steps(prepared), failures))
    headers = routed.headers() if routed is not None else None
    if request.stream:
        return EventStreamResponse(_sse(events), headers)
    collected = await unless_disconnected(_collect(events))
    terminal = collected[-1]
    if terminal["type"] == "response.failed":
        if failures and isinstance(failures[0], AuguryError) and failures[0].status == 503:
            raise failures[0]  # the engine cannot serve now (a lost rank): the client may retry elsewhere
        raise ServerError(terminal["response"]["error"]["message"])
    return JSONResponse(terminal["response"], headers=headers)


async def _noting_failure(
    steps: AsyncGenerator[GenerationStep, None], into: list[Exception]
) -> AsyncGenerator[GenerationStep, None]:
    """``steps``, with the error that ends them (if any) kept in ``into``."""
    try:
        async for step in steps:
            yield step
    except Exception as exc:
        into.append(exc)
        raise
    finally:
        await close(steps)
