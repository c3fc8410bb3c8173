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
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import mlx.core as mx
from mlx_lm.generate import GenerationResponse, stream_generate
from mlx_lm.models.cache import (
    KVCache,
    LRUPromptCache,
    can_trim_prompt_cache,
    make_prompt_cache,
    trim_prompt_cache,
)
from mlx_lm.sample_utils import make_sampler

from augury.engine.model import LoadedModel
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

    def fetch(self, partition: str, model: LoadedModel, tokens: Sequence[int]) -> tuple[list[Any], int]:
        """A cache holding a prefix of ``tokens`` (at least one token left to feed) and its length."""
        cache, rest = self._lru.fetch_nearest_cache(partition, list(tokens))
        if cache is None:
            self.misses += 1
            return make_prompt_cache(model.model), 0
        reused = len(tokens) - len(rest)
        if reused >= len(tokens):  # exact hit: re-feed the last token so there is a position to read
            if not can_trim_prompt_cache(cache):
                self.misses += 1
                return make_prompt_cache(model.model), 0
            trim_prompt_cache(cache, 1)
            reused = len(tokens) - 1
        self.hits += 1
        return cache, reused

    def store(self, partition: str, tokens: Sequence[int], cache: list[Any]) -> None:
        sizes = [c.offset for c in cache if isinstance(c, KVCache)]
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


_closing: set[asyncio.Task[None]] = set()


def _close_on_worker(worker: EngineWorker, session: GenerationSession) -> None:
    """Close an abandoned session on the worker, after any step still running there.

    A separate task, because the abandoning task may be inside a cancelled scope where every await fails.
    """
    task = asyncio.get_running_loop().create_task(worker.run(session.close))
    _closing.add(task)
    task.add_done_callback(_closing.discard)


async def generate(
    worker: EngineWorker, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
    *, store: PromptCacheStore | None = None, cache_key: str = "",
) -> AsyncIterator[TokenStep | GenerationDone]:
    """Yield text steps then one :class:`GenerationDone`; closing the iterator early stops generating."""
    session = await worker.run(GenerationSession, model, prompt, sampling, store, cache_key)
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
