"""POST /v1/responses: a stateless Responses API over the engine, as JSON or typed SSE.

The pieces shared with /v1/chat/completions live here too, because both routes run one generation the
same way: :func:`prepare_generation` turns a :class:`GenerationRequest` into a prompt (refusing what cannot
run: images for a text-only model, a bad image, a prompt past the context) *before* anything is streamed,
so every refusal is an ordinary HTTP error; :func:`engine_steps` runs it on the engine;
:class:`EventStreamResponse` stops generation the moment the client goes away.

Images (``input_image`` / ``image_url`` parts, in message order) go through the decision routes' image
pipeline (:mod:`augury.api.images`: fetched or decoded, the one validator, resized by ``detail``, the
placeholders of the rendered prompt expanded to the image tokens, the multimodal context limit), and the
engine prefills them through the model's vision path (:class:`augury.engine.generate.ImageGenerationSession`).
Usage counts the image tokens as input tokens.

:func:`response_events` is the one loop from engine steps to Responses events. It takes any async iterator
of :class:`TokenStep` / :class:`GenerationDone`, so tests can drive it with a canned token stream, and it
never ends silently: a failure after the stream began becomes ``response.failed``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
from starlette.responses import JSONResponse, StreamingResponse
from starlette.types import Receive, Scope, Send

from augury import services
from augury.api.disconnect import unless_disconnected
from augury.api.images import expand_prompt, fetch_request_images, read_images, require_vision
from augury.api.routers import route_generation
from augury.api.usecases import require_usecase
from augury.engine.generate import PromptCacheStore, generate
from augury.engine.types import GenerationDone, ImageInputs, SamplingSettings, TokenStep
from augury.errors import AuguryError, InvalidRequest, ServerError
from augury.http import context
from augury.metrics import observe_usage
from augury.responses.events import Event, ResponseStream, Usage, format_sse
from augury.responses.request import GenerationRequest, parse_responses_request
from augury.responses.toolcalls import ToolCallParser

if TYPE_CHECKING:  # importing the model module imports MLX
    from augury.engine.model import LoadedModel

log = logging.getLogger("augury.api")

DEFAULT_MAX_OUTPUT_TOKENS = 4096
"""Output budget when the client sets none (further capped by the room left in the model's context)."""

PROMPT_CACHE_KEY = "prompt_cache"
"""``services.extras`` key of the server's one :class:`PromptCacheStore`."""

GENERATION_STEPS_KEY = "generation_steps"
"""``services.extras`` key counting every token generated for /v1/responses and /v1/chat/completions."""

ACTIVE_GENERATIONS_KEY = "active_generations"
"""``services.extras`` key counting generations in progress."""

Step = TokenStep | GenerationDone


# --------------------------------------------------------------------------------------------------
# Preparing a generation (shared with /v1/chat/completions)


@dataclass(frozen=True)
class PreparedGeneration:
    """A generation ready to run: the model, the prompt tokens and the sampling settings.

    With ``images``, ``prompt_ids`` is the expanded prompt (each placeholder repeated per image token).
    """

    model: LoadedModel
    prompt_ids: list[int]
    sampling: SamplingSettings
    cache_key: str
    images: ImageInputs | None = None


def prompt_cache_store(extras: dict[str, Any]) -> PromptCacheStore:
    """The server's one prompt cache, created on first use (partitioned by model and ``prompt_cache_key``)."""
    store = extras.get(PROMPT_CACHE_KEY)
    if store is None:
        store = PromptCacheStore()
        extras[PROMPT_CACHE_KEY] = store
    assert isinstance(store, PromptCacheStore)
    return store


def sampling_for(request: GenerationRequest, prompt_tokens: int, context_length: int) -> SamplingSettings:
    """Sampling settings: OpenAI's defaults (1.0), the output budget capped by the room left in the context."""
    room = context_length - prompt_tokens
    wanted = request.max_output_tokens if request.max_output_tokens is not None else DEFAULT_MAX_OUTPUT_TOKENS
    return SamplingSettings(
        max_tokens=min(wanted, room),
        temperature=1.0 if request.temperature is None else request.temperature,
        top_p=1.0 if request.top_p is None else request.top_p,
    )


def _render(model: LoadedModel, request: GenerationRequest, input_param: str) -> list[int]:
    import jinja2

    try:
        text = model.tokenizer.render_messages(request.messages, request.tools or None)
    except jinja2.TemplateError as exc:
        # The model's own template refuses the conversation's shape (e.g. no user turn).
        raise InvalidRequest(
            f"The conversation cannot be rendered with the chat template of '{model.info.name}': {exc}",
            param=input_param,
        ) from None
    return model.tokenizer.encode(text)


async def prepare_generation(request: GenerationRequest, *, input_param: str = "input") -> PreparedGeneration:
    """Load the model (the handler checked its usecase), check images and the prompt length, tokenize.

    ``input_param`` names the conversation field in refusals (``input``; ``messages`` for chat).
    """
    svc = services.current()
    model = await svc.registry.get(request.model)
    images: ImageInputs | None = None
    if request.images:
        vision = require_vision(model, request.images[0].param)
        checked = await fetch_request_images(request.images)
        images = await asyncio.to_thread(read_images, vision, checked, request.images, model.info.name)
    prompt_ids = await asyncio.to_thread(_render, model, request, input_param)
    context_length = model.info.context_length
    if images is not None:
        assert model.vision is not None  # require_vision
        # The multimodal limit bounds the prompt (as for decisions); the output may use the model's context.
        prompt_ids = expand_prompt(
            model.vision, prompt_ids, images, model_name=model.info.name, param=input_param,
            context_length=min(context_length, svc.settings.multimodal_context_tokens),
        )
    if len(prompt_ids) >= context_length:
        raise InvalidRequest(
            f"maximum context length is {context_length} tokens and the prompt has {len(prompt_ids)} tokens, "
            "leaving no room for output; shorten the input.",
            param=input_param,
        )
    return PreparedGeneration(
        model=model,
        prompt_ids=prompt_ids,
        sampling=sampling_for(request, len(prompt_ids), context_length),
        cache_key=request.prompt_cache_key or "",
        images=images,
    )


async def engine_steps(prepared: PreparedGeneration) -> AsyncGenerator[Step, None]:
    """Run ``prepared`` on the engine, counting tokens in ``services.extras``; closing it stops generation."""
    svc = services.current()
    extras = svc.extras
    steps = generate(
        svc.worker, prepared.model, prepared.prompt_ids, prepared.sampling,
        store=prompt_cache_store(extras), cache_key=prepared.cache_key, images=prepared.images,
    )
    extras[ACTIVE_GENERATIONS_KEY] = extras.get(ACTIVE_GENERATIONS_KEY, 0) + 1
    try:
        async for step in steps:
            if isinstance(step, TokenStep):
                extras[GENERATION_STEPS_KEY] = extras.get(GENERATION_STEPS_KEY, 0) + 1
            else:
                observe_usage(prompt_tokens=step.prompt_tokens, generated_tokens=step.completion_tokens,
                              cached_tokens=step.cached_tokens)
            yield step
    finally:
        extras[ACTIVE_GENERATIONS_KEY] -= 1
        await _close(steps)


async def _close(iterator: AsyncIterator[Any]) -> None:
    aclose: Callable[[], Awaitable[None]] | None = getattr(iterator, "aclose", None)
    if aclose is not None:
        await aclose()


def usage_of(done: GenerationDone) -> Usage:
    """The wire usage of a finished generation."""
    return Usage(
        input_tokens=done.prompt_tokens,
        output_tokens=done.completion_tokens,
        cached_tokens=done.cached_tokens,
    )


def failure_message(exc: Exception) -> str:
    """What a client is told when generation breaks off after the stream began."""
    if isinstance(exc, AuguryError):
        return exc.message
    return "The server had an error while generating the response."


class EventStreamResponse(StreamingResponse):
    """A ``text/event-stream`` response whose generator is cancelled as soon as the client disconnects.

    Starlette watches for ``http.disconnect`` only under ASGI spec < 2.4; this does it always, so an
    abandoned stream never keeps the engine busy (the cancellation reaches the engine iterator and closes it).
    """

    media_type = "text/event-stream"

    def __init__(self, content: AsyncIterator[bytes], headers: Mapping[str, str] | None = None) -> None:
        super().__init__(content, headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no", **(headers or {})})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        failure: Exception | None = None
        async with anyio.create_task_group() as group:

            async def stream() -> None:
                nonlocal failure
                try:
                    await self.stream_response(send)
                except OSError:
                    pass  # the client went away while a frame was being sent: nothing left to tell it
                except Exception as exc:
                    failure = exc  # re-raised below, outside the task group, as itself (no exception group)
                finally:
                    group.cancel_scope.cancel()

            group.start_soon(stream)
            await self.listen_for_disconnect(receive)
            group.cancel_scope.cancel()
        if failure is not None:
            raise failure


# --------------------------------------------------------------------------------------------------
# POST /v1/responses


async def response_events(
    request: GenerationRequest, steps: AsyncIterator[Step], stream: ResponseStream | None = None
) -> AsyncGenerator[Event, None]:
    """The Responses events of a generation: ``created`` … then exactly one terminal event.

    A failure of ``steps`` after the start ends the events with ``response.failed``; closing or cancelling
    this generator closes ``steps``.
    """
    stream = stream if stream is not None else ResponseStream.for_request(request)
    for event in stream.start():
        yield event
    parser = ToolCallParser(request.tools)
    try:
        async for step in steps:
            if isinstance(step, TokenStep):
                for parsed in parser.feed(step.text):
                    for event in stream.push(parsed):
                        yield event
                continue
            for parsed in parser.finish():
                for event in stream.push(parsed):
                    yield event
            for event in stream.finish(step.finish_reason, usage_of(step)):
                yield event
            return
        raise ServerError("Generation ended without reporting how it finished.")
    except Exception as exc:
        log.exception("generation failed for response %s", stream.response_id, exc_info=exc)
        for event in stream.fail(failure_message(exc)):
            yield event
    finally:
        await _close(steps)


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
    request, routed = await route_generation(parse_responses_request(context.body()), input_param="input")
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


async def _noting_failure(steps: AsyncGenerator[Step, None], into: list[Exception]) -> AsyncGenerator[Step, None]:
    """``steps``, with the error that ends them (if any) kept in ``into``."""
    try:
        async for step in steps:
            yield step
    except Exception as exc:
        into.append(exc)
        raise
    finally:
        await _close(steps)
