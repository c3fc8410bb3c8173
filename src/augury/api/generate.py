"""Generation behind /v1/responses and /v1/chat/completions: two wires over one preparation and one stream driver.

:func:`prepare_generation` turns a :class:`GenerationRequest` into a prompt (refusing what cannot run: images for a
text-only model, a bad image, a prompt past the context) *before* anything is streamed, so every refusal is an
ordinary HTTP error; :func:`engine_steps` runs it on the generation service
(:class:`augury.engine.generations.Generations`); :func:`drive` is the one loop from engine steps to a wire's
events (a :class:`WireStream`: Responses events or chat chunks), tool calls parsed on the way;
:class:`EventStreamResponse` stops generation the moment the client goes away.

Images (``input_image`` / ``image_url`` parts, in message order) go through the decision routes' image
pipeline (:mod:`augury.api.images`: fetched or decoded, the one validator, resized by ``detail``, the
placeholders of the rendered prompt expanded to the image tokens, the multimodal context limit), and the
engine prefills them through the model's vision path (:class:`augury.engine.generate.ImageGenerationSession`).
Usage counts the image tokens as input tokens.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncGenerator, AsyncIterator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import anyio
import jinja2
from starlette.responses import StreamingResponse
from starlette.types import Receive, Scope, Send

from augury import services
from augury.api.images import expand_prompt, fetch_request_images, read_images, require_vision
from augury.engine.types import GenerationDone, GenerationStep, ImageInputs, SamplingSettings, TokenStep
from augury.errors import AuguryError, InvalidRequest, ServerError
from augury.generation.events import Event, FinishReason, Usage
from augury.generation.request import GenerationRequest
from augury.generation.toolcalls import ParsedEvent, ToolCallParser

if TYPE_CHECKING:  # annotations only: the model module imports MLX, which waits for backend.prepare()
    from augury.engine.model import LoadedModel

DEFAULT_MAX_OUTPUT_TOKENS = 4096
"""Output budget when the client sets none (further capped by the room left in the model's context)."""


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


def engine_steps(prepared: PreparedGeneration) -> AsyncGenerator[GenerationStep, None]:
    """Run ``prepared`` on the server's generation service; closing the iterator stops generation."""
    return services.current().generations.stream(
        prepared.model, prepared.prompt_ids, prepared.sampling, cache_key=prepared.cache_key, images=prepared.images,
    )


class WireStream(Protocol):
    """One wire's shaping of a generation: :class:`~augury.generation.events.ResponseStream` or ``ChatStream``."""

    def start(self) -> list[Event]: ...

    def push(self, parsed: ParsedEvent) -> list[Event]: ...

    def finish(self, reason: FinishReason, usage: Usage) -> list[Event]: ...


async def drive(
    request: GenerationRequest, steps: AsyncIterator[GenerationStep], stream: WireStream
) -> AsyncGenerator[Event, None]:
    """The one loop from engine steps to a wire's events: ``stream.start()``, the text and tool calls, the finish.

    A failure of ``steps`` propagates (each wire ends its stream its own way); closing or cancelling this
    generator closes ``steps``.
    """
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
    finally:
        await close(steps)


async def close(iterator: AsyncIterator[Any]) -> None:
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
