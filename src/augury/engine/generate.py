"""Text generation, one token per worker step, with a multi-slot prompt cache.

A generation is a :class:`GenerationSession` advanced one token at a time on the engine worker, so
streams and decision requests interleave fairly and a disconnected client stops costing anything the
moment it stops asking for the next token. Finished prompts are kept in an LRU of KV caches keyed by
token prefix (mlx-lm's ``LRUPromptCache``), partitioned by model and ``prompt_cache_key``, so two
interleaved conversations do not evict each other.

mlx-lm's token generator runs inside an ``mx.stream`` context, which MLX refuses (aborting the process)
to exit on any thread but the one that entered it: the generator is therefore always closed on the engine
worker, when generation ends and when it is abandoned. For the same reason generation runs on an MLX stream
made on the worker thread itself: mlx-lm's default thread-local stream, used from a worker thread, aborts
the process at interpreter exit ("terminate called without an active exception").

A prompt with images (a vision model's) runs as an :class:`ImageGenerationSession`: the prompt is
prefilled through the vision path (:meth:`augury.engine.vision.VisionModel.prefill`: image features in
the input embeddings, multimodal rotary positions), then each token is decoded by
:meth:`~augury.engine.vision.VisionModel.decode` and drawn with the same sampler as text. It is no
generator: each step enters and leaves the worker's stream within one call, so nothing outlives a step.
Its cached prompts live in their own partition, keyed by the images' digest (the pictures as the model
read them): placeholder tokens are the same for any two images of one size, so a text prompt or a prompt
with other images can never pick up their KV, and a follow-up turn with the same images reuses it.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import mlx.core as mx
from mlx_lm.generate import GenerationResponse, stream_generate
from mlx_lm.models.cache import (
    LRUPromptCache,
    can_trim_prompt_cache,
    make_prompt_cache,
    trim_prompt_cache,
)
from mlx_lm.sample_utils import make_sampler

from augury.engine.model import LoadedModel
from augury.engine.vision import ImageInputs
from augury.engine.worker import EngineWorker

FinishReason = Literal["stop", "length"]


@dataclass(frozen=True)
class SamplingSettings:
    max_tokens: int
    temperature: float = 1.0
    top_p: float = 1.0


@dataclass(frozen=True)
class TokenStep:
    """One generated token: its text segment (may be empty while a character is incomplete)."""

    text: str
    token: int


@dataclass(frozen=True)
class GenerationDone:
    finish_reason: FinishReason
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int


class PromptCacheStore:
    """KV caches of finished generations, reused when a new prompt extends a stored one."""

    def __init__(self, max_entries: int = 8, max_bytes: int = 2 << 30) -> None:
        self._lru = LRUPromptCache(max_size=max_entries, max_bytes=max_bytes)
        self.hits = 0
        self.misses = 0

    def fetch(
        self, partition: str, model: LoadedModel, tokens: Sequence[int],
        fresh: Callable[[], list[Any]] | None = None,
    ) -> tuple[list[Any], int]:
        """A cache holding a prefix of ``tokens`` (at least one token left to feed) and its length.

        On a miss the cache is ``fresh()`` (default: mlx-lm's cache for the text model), empty.
        """
        new = fresh if fresh is not None else lambda: make_prompt_cache(model.model)
        cache, rest = self._lru.fetch_nearest_cache(partition, list(tokens))
        if cache is None:
            self.misses += 1
            return new(), 0
        reused = len(tokens) - len(rest)
        if reused >= len(tokens):  # exact hit: re-feed the last token so there is a position to read
            if not can_trim_prompt_cache(cache):
                self.misses += 1
                return new(), 0
            trim_prompt_cache(cache, 1)
            reused = len(tokens) - 1
        self.hits += 1
        return cache, reused

    def store(self, partition: str, tokens: Sequence[int], cache: list[Any]) -> None:
        """Keep ``cache`` under the tokens it holds (the shortest attention cache's length of ``tokens``)."""
        # Attention caches (mlx-lm's or mlx-vlm's KVCache) count their tokens; recurrent state does not.
        sizes = [c.offset for c in cache if isinstance(getattr(c, "offset", None), int)]
        if not sizes:
            return
        self._lru.insert_cache(partition, list(tokens[: min(sizes)]), cache)


_streams: dict[int, mx.Stream] = {}


def _thread_stream() -> mx.Stream:
    """This thread's own generation stream (MLX streams are bound to the thread that made them)."""
    key = threading.get_ident()
    stream = _streams.get(key)
    if stream is None:
        stream = _streams[key] = mx.new_stream(mx.default_device())
    return stream


class GenerationSession:
    """A generation in progress; create and advance it only on the engine worker."""

    def __init__(
        self, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
        store: PromptCacheStore | None = None, cache_key: str = "",
    ) -> None:
        self.model = model
        self.prompt = list(prompt)
        self.store = store
        self.partition = f"{model.info.name}\x00{cache_key}"
        if store is not None:
            self.cache, self.cached_tokens = store.fetch(self.partition, model, self.prompt)
        else:
            self.cache, self.cached_tokens = make_prompt_cache(model.model), 0
        sampler = make_sampler(temp=sampling.temperature, top_p=sampling.top_p if sampling.top_p < 1.0 else 0.0)
        self._stream: Generator[GenerationResponse, None, None] = stream_generate(
            model.model, model.hf_tokenizer_wrapper, self.prompt[self.cached_tokens:],
            max_tokens=sampling.max_tokens, sampler=sampler, prompt_cache=self.cache, stream=_thread_stream(),
        )
        self.generated: list[int] = []
        # Every token the model has been fed, EOS included: the key the KV cache is stored under.
        self.fed: list[int] = list(self.prompt)
        self.done: GenerationDone | None = None

    def step(self) -> TokenStep | GenerationDone:
        """Produce the next token, or the final accounting once generation has ended."""
        if self.done is not None:
            return self.done
        try:
            out = next(self._stream)
        except StopIteration:
            return self._finish("stop")
        eos = out.token in self.model.tokenizer.eos_token_ids
        self.fed.append(out.token)
        if not eos:
            self.generated.append(out.token)
        if out.finish_reason is not None:
            # mlx-lm reports the final segment together with the finish reason.
            step = TokenStep("" if eos else out.text, out.token)
            self._finish("length" if out.finish_reason == "length" else "stop")
            if step.text:
                return step  # the caller sees ``done`` set and asks no further
            assert self.done is not None
            return self.done
        return TokenStep(out.text, out.token)

    def close(self) -> None:
        """Stop the mlx-lm generator (on the worker: see the module docstring); idempotent."""
        self._stream.close()

    def _finish(self, reason: FinishReason) -> GenerationDone:
        self.done = GenerationDone(reason, len(self.prompt), self.cached_tokens, len(self.generated))
        self.close()
        if self.store is not None:
            self.store.store(self.partition, self.fed, self.cache)
        return self.done


class ImageGenerationSession:
    """A generation from a prompt holding images; create and advance it only on the engine worker.

    ``prompt`` is the expanded prompt (each image placeholder repeated as often as ``images`` says).
    The first :meth:`step` prefills it (vision tower included) and draws the first token; each later
    step draws the token whose logits the previous step started computing, and, unless generation ends
    there, starts the next token's forward pass before returning, so it runs while the client is sent
    this one (mlx-lm's generator overlaps the same way). :attr:`logprobs` is the distribution
    (log-softmax over the full vocabulary, f32) the latest token was drawn from.
    """

    def __init__(
        self, model: LoadedModel, prompt: Sequence[int], images: ImageInputs, sampling: SamplingSettings,
        store: PromptCacheStore | None = None, cache_key: str = "",
    ) -> None:
        vision = model.vision
        if vision is None:
            raise ValueError(f"model {model.info.name} has no vision path")
        self.model = model
        self.vision = vision
        self.prompt = list(prompt)
        self.images = images
        self.max_tokens = sampling.max_tokens
        self.store = store
        self.partition = f"{model.info.name}\x00{cache_key}\x00images:{images.digest}"
        if store is not None:
            self.cache, self.cached_tokens = store.fetch(self.partition, model, self.prompt, fresh=vision.make_cache)
        else:
            self.cache, self.cached_tokens = vision.make_cache(), 0
        self._sampler = make_sampler(temp=sampling.temperature, top_p=sampling.top_p if sampling.top_p < 1.0 else 0.0)
        self._detokenizer = model.hf_tokenizer_wrapper.detokenizer
        self._delta = 0
        self._next: mx.array | None = None  # the next token's log-probabilities, being computed
        self.logprobs: mx.array | None = None
        self.generated: list[int] = []
        #: The tokens the cache holds: the key it is stored under.
        self.fed: list[int] = self.prompt[: self.cached_tokens]
        self.done: GenerationDone | None = None

    def step(self) -> TokenStep | GenerationDone:
        """Produce the next token, or the final accounting once generation has ended."""
        if self.done is not None:
            return self.done
        with mx.stream(_thread_stream()):
            if self._next is None:
                logprobs, self._delta = self.vision.prefill(
                    self.prompt, self.images, self.cache, start=self.cached_tokens
                )
                self.fed = list(self.prompt)
            else:
                logprobs = self._next
            drawn = self._sampler(logprobs[None])
            mx.eval(drawn, logprobs)
        token = drawn.reshape(-1)[0].item()
        assert isinstance(token, int)
        self.logprobs = logprobs
        self._next = None
        if token in self.model.tokenizer.eos_token_ids:
            self._finish("stop")
            assert self.done is not None
            return self.done
        self.generated.append(token)
        self._detokenizer.add_token(token)
        if len(self.generated) >= self.max_tokens:
            self._detokenizer.finalize()
            step = TokenStep(self._detokenizer.last_segment, token)
            self._finish("length")
            if step.text:
                return step  # the caller sees ``done`` set and asks no further
            assert self.done is not None
            return self.done
        with mx.stream(_thread_stream()):
            self._next = self.vision.decode(token, self.cache, len(self.fed) + self._delta)
            mx.async_eval(self._next)  # type: ignore[no-untyped-call]  # mlx ships it without annotations
        self.fed.append(token)
        return TokenStep(self._detokenizer.last_segment, token)

    def close(self) -> None:
        """Drop the pending forward pass; idempotent (the cache stays for :meth:`_finish` to store)."""
        self._next = None

    def _finish(self, reason: FinishReason) -> GenerationDone:
        self.done = GenerationDone(reason, len(self.prompt), self.cached_tokens, len(self.generated))
        self.close()
        if self.store is not None:
            self.store.store(self.partition, self.fed, self.cache)
        return self.done


class Session(Protocol):
    """What :func:`generate` drives: :class:`GenerationSession` or :class:`ImageGenerationSession`."""

    done: GenerationDone | None

    def step(self) -> TokenStep | GenerationDone: ...

    def close(self) -> None: ...


def _open_session(
    model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings, store: PromptCacheStore | None,
    cache_key: str, images: ImageInputs | None,
) -> Session:
    if images is None:
        return GenerationSession(model, prompt, sampling, store, cache_key)
    return ImageGenerationSession(model, prompt, images, sampling, store, cache_key)


_closing: set[asyncio.Task[None]] = set()


def _close_on_worker(worker: EngineWorker, session: Session) -> None:
    """Close an abandoned session on the worker, after any step still running there.

    A separate task, because the abandoning task may be inside a cancelled scope where every await fails.
    """
    task = asyncio.get_running_loop().create_task(worker.run(session.close))
    _closing.add(task)
    task.add_done_callback(_closing.discard)


async def generate(
    worker: EngineWorker, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
    *, store: PromptCacheStore | None = None, cache_key: str = "", images: ImageInputs | None = None,
) -> AsyncIterator[TokenStep | GenerationDone]:
    """Yield text steps then one :class:`GenerationDone`; closing the iterator early stops generating.

    With ``images`` (a vision model's prepared pictures), ``prompt`` is the expanded prompt holding them.
    """
    session = await worker.run(_open_session, model, prompt, sampling, store, cache_key, images)
    try:
        while True:
            item = await worker.run(session.step)
            yield item
            if isinstance(item, GenerationDone):
                return
            if session.done is not None:
                yield session.done
                return
    finally:
        if session.done is None:
            _close_on_worker(worker, session)
