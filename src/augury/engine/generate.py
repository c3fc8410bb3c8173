"""Text generation: concurrent streams of a model decoded in one batch, with a multi-slot prompt cache.

Concurrent text generations of one model decode in one batch (:func:`generate` →
:class:`DecodeBatch`): the streams waiting for admission are prefilled together, in one right-padded batch
(each from the prompt cache where it can; a lone stream alone), their first tokens drawn and handed out,
then they join the model's batch, whose caches hold every active stream as one
row (mlx-lm's ``BatchKVCache`` left-pads shorter rows and masks the padding; recurrent ``ArraysCache``
states are per row). One worker step runs one forward pass for all rows and draws each row's next token
with its own sampler (rows with equal temperature and top-p in one call), pipelined like mlx-lm: the step
starts the next forward and returns the tokens the previous one drew. Steps and decision requests
interleave fairly on the worker. A finished stream leaves the batch (its row's cache extracted into the
prompt cache); a stream whose consumer goes away is flagged and dropped before the next forward, so it
stops costing anything at once. Nothing in a row depends on the other rows, so greedy tokens are the
same alone or batched (a batched prefill differs from a solo one by matmul rounding only, ≤ 1e-5 in f32).

Models whose caches cannot merge, extend and filter (anything but ``KVCache``/``ArraysCache``, e.g.
sliding windows) run each generation as a :class:`GenerationSession` advanced one token per worker call,
as do prompts with images (:class:`ImageGenerationSession`, below).

Finished prompts are kept in an LRU of KV caches keyed by token prefix (mlx-lm's ``LRUPromptCache``),
partitioned by model and ``prompt_cache_key``, so two interleaved conversations do not evict each other.

MLX threading traps. mlx-lm's token generator (used by :class:`GenerationSession`) runs inside an
``mx.stream`` context, which MLX refuses (aborting the process) to exit on any thread but the one that
entered it: the generator is therefore always closed on the engine worker, when generation ends and when
it is abandoned. For the same reason generation runs on an MLX stream made on the worker thread itself:
mlx-lm's default thread-local stream, used from a worker thread, aborts the process at interpreter exit
("terminate called without an active exception"). The decode batch is no generator: each prefill and
each step enters and leaves the worker's stream within one call, so nothing outlives a call.

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
import copy
import itertools
import threading
import weakref
from collections.abc import AsyncGenerator, Callable, Generator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import mlx.core as mx
from mlx_lm.generate import GenerationResponse, stream_generate
from mlx_lm.models.cache import (
    LRUPromptCache,
    can_trim_prompt_cache,
    make_prompt_cache,
    trim_prompt_cache,
)
from mlx_lm.sample_utils import make_sampler

from augury.engine import distributed
from augury.engine.caches import can_batch, extract_row
from augury.engine.model import LoadedModel
from augury.engine.types import FinishReason, GenerationDone, ImageInputs, SamplingSettings, TokenStep
from augury.engine.worker import EngineWorker, thread_stream


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


#: Ids of decode batches, streams and sessions: rank 0 names them so the other ranks of a cluster find theirs.
_uids = itertools.count(1)


class GenerationSession:
    """A generation in progress; create and advance it only on the engine worker."""

    def __init__(
        self, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
        store: PromptCacheStore | None = None, cache_key: str = "", uid: int | None = None,
    ) -> None:
        self.model = model
        self.prompt = list(prompt)
        self.store = store
        self.partition = f"{model.info.name}\x00{cache_key}"
        self.uid = uid if uid is not None else next(_uids)
        distributed.announce(distributed.OpenJob(self.uid, model.info.name, tuple(self.prompt), sampling, cache_key,
                                                 store is not None))
        if store is not None:
            self.cache, self.cached_tokens = store.fetch(self.partition, model, self.prompt)
        else:
            self.cache, self.cached_tokens = make_prompt_cache(model.model), 0
        sampler = make_sampler(temp=sampling.temperature, top_p=sampling.top_p if sampling.top_p < 1.0 else 0.0)
        self._stream: Generator[GenerationResponse, None, None] = stream_generate(
            model.model, model.hf_tokenizer_wrapper, self.prompt[self.cached_tokens:],
            max_tokens=sampling.max_tokens, sampler=sampler, prompt_cache=self.cache, stream=thread_stream(),
        )
        self.generated: list[int] = []
        # Every token the model has been fed, EOS included: the key the KV cache is stored under.
        self.fed: list[int] = list(self.prompt)
        self.done: GenerationDone | None = None

    def step(self) -> TokenStep | GenerationDone:
        """Produce the next token, or the final accounting once generation has ended."""
        if self.done is not None:
            return self.done
        distributed.announce(distributed.SessionJob(self.uid, "step"))
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
        if self.done is None:  # abandoned: the other ranks of a cluster stop theirs too
            distributed.announce(distributed.SessionJob(self.uid, "close"))
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
        with mx.stream(thread_stream()):
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
        with mx.stream(thread_stream()):
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
    cache_key: str, images: ImageInputs | None, uid: int | None = None,
) -> Session:
    if images is None:
        return GenerationSession(model, prompt, sampling, store, cache_key, uid)
    return ImageGenerationSession(model, prompt, images, sampling, store, cache_key)


_closing: set[asyncio.Task[None]] = set()


def _close_on_worker(worker: EngineWorker, session: Session) -> None:
    """Close an abandoned session on the worker, after any step still running there.

    A separate task, because the abandoning task may be inside a cancelled scope where every await fails.
    """
    task = asyncio.get_running_loop().create_task(worker.run(session.close))
    _closing.add(task)
    task.add_done_callback(_closing.discard)


# --------------------------------------------------------------------------------------------------
# Batched decoding of concurrent text generations

Sampler = Callable[[mx.array], mx.array]
Item = TokenStep | GenerationDone | Exception

#: Most streams one forward pass decodes; later ones wait, prefilled, for a row to free up (mlx-lm's default).
MAX_DECODE_ROWS = 32

#: Prompt tokens per forward pass when a stream is prefilled (mlx-lm's default), bounding the attention
#: scores a long prompt materialises at once.
PREFILL_STEP_TOKENS = 2048

#: Steps between releases of MLX's buffer cache while a batch runs (mlx-lm does it every 256 tokens).
CLEAR_CACHE_STEPS = 256


_batchable: weakref.WeakKeyDictionary[LoadedModel, bool] = weakref.WeakKeyDictionary()


def decodes_in_batch(model: LoadedModel) -> bool:
    """Whether ``model``'s text generations can share a decode batch (its caches merge, extend, filter, extract)."""
    known = _batchable.get(model)
    if known is None:
        known = _batchable[model] = can_batch(make_prompt_cache(model.model))
    return known


def _sampler(sampling: SamplingSettings) -> Sampler:
    sampler: Sampler = make_sampler(
        temp=sampling.temperature, top_p=sampling.top_p if sampling.top_p < 1.0 else 0.0
    )
    return sampler


class _Row:
    """One text generation in a decode batch.

    The event loop creates it and owns :attr:`queue`; it sets :attr:`abandoned` when the consumer goes
    away (a plain flag, read by the worker before each forward). Everything else belongs to the worker.
    """

    def __init__(
        self, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
        store: PromptCacheStore | None, cache_key: str, uid: int | None = None,
    ) -> None:
        self.uid = uid if uid is not None else next(_uids)
        self.model = model
        self.prompt = list(prompt)
        self.sampling = sampling
        self.store = store
        self.cache_key = cache_key
        self.partition = f"{model.info.name}\x00{cache_key}"
        self.queue: asyncio.Queue[Item] = asyncio.Queue()
        self.abandoned = False
        # -- worker side
        self.cache: list[Any] = []  # the row's own cache until it joins the batch
        self.cached_tokens = 0
        #: What admitting this row raised (its consumer gets it), if anything.
        self.error: Exception | None = None
        #: What its first token (drawn at admission) gives the consumer, handed out as admission ends; the step
        #: that feeds that token then has nothing more to account for it (:attr:`first_given`).
        self.early: list[TokenStep | GenerationDone] = []
        self.first_given = False
        self.detokenizer = model.hf_tokenizer_wrapper.detokenizer
        self.generated: list[int] = []
        #: Every token the model has been fed, EOS included: the key the KV cache is stored under.
        self.fed: list[int] = list(prompt)
        self.done: GenerationDone | None = None

    @property
    def sampler_key(self) -> tuple[float, float]:
        return self.sampling.temperature, self.sampling.top_p

    def take(self, token: int) -> list[TokenStep | GenerationDone]:
        """Account for ``token`` (just fed to the model): the steps it gives this row's consumer."""
        self.fed.append(token)
        if token in self.model.tokenizer.eos_token_ids:
            # Text withheld by the detokenizer at EOS is an incomplete character: dropped, as mlx-lm's loop does.
            return [self._finish("stop")]
        self.generated.append(token)
        self.detokenizer.add_token(token)
        if len(self.generated) < self.sampling.max_tokens:
            return [TokenStep(self.detokenizer.last_segment, token)]
        self.detokenizer.finalize()
        text = self.detokenizer.last_segment
        done = self._finish("length")
        return [TokenStep(text, token), done] if text else [done]

    def _finish(self, reason: FinishReason) -> GenerationDone:
        self.done = GenerationDone(reason, len(self.prompt), self.cached_tokens, len(self.generated))
        return self.done


@dataclass
class _Admitted:
    """Streams prefilled together and waiting to join the batch: their caches in batch form, first tokens drawn."""

    rows: list[_Row]
    cache: list[Any]
    first: mx.array

    def take(self, indices: list[int]) -> _Admitted:
        """The rows at ``indices`` as their own group (this one is left as it was)."""
        if len(indices) == len(self.rows):
            return self
        keep = mx.array(indices, dtype=mx.int32)
        cache = [copy.copy(c) for c in self.cache]
        for c in cache:
            c.filter(keep)  # mlx-lm's filters rebind their arrays: the copies share nothing that changes
        return _Admitted([self.rows[i] for i in indices], cache, self.first[keep])


class DecodeBatch:
    """The text generations of one model that decode together; every method runs on the engine worker.

    :meth:`admit_waiting` prefills every stream waiting for admission (:meth:`enqueue`) and draws their
    first tokens; :meth:`step` lets admitted streams join, drops abandoned ones, runs one forward pass over
    all rows and returns what each stream is owed.
    """

    def __init__(self, model: LoadedModel, uid: int | None = None) -> None:
        self.uid = uid if uid is not None else next(_uids)
        self.model = model
        self.rows: list[_Row] = []
        #: Streams the event loop queued for admission (:meth:`enqueue`), not yet taken by :meth:`admit_waiting`.
        self.waiting: list[_Row] = []
        self._waiting_lock = threading.Lock()
        #: Admitted streams, prefilled in groups, waiting to join at the next step.
        self.joining: list[_Admitted] = []
        self.cache: list[Any] = []
        #: Each row's next input: the token the last forward drew for it (being computed).
        self.pending: mx.array | None = None
        #: Forward passes run, and rows decoded by them (their sum of batch widths).
        self.steps = 0
        self.decoded = 0
        #: Admission prefills run (one per group of streams prefilled together), and streams they admitted.
        self.prefills = 0
        self.admitted = 0
        self._failed: list[_Row] = []
        self._dropping: list[_Row] = []
        self._samplers: dict[tuple[float, float], Sampler] = {}

    def enqueue(self, row: _Row) -> None:
        """Queue ``row`` for admission (from any thread); the next :meth:`admit_waiting` on the worker takes it."""
        with self._waiting_lock:
            self.waiting.append(row)

    def admit_waiting(self) -> list[_Row]:
        """Admit every queued stream at once (none left: nothing to do); each failure is set on its row.

        Returns the rows it took: the caller hands out their :attr:`_Row.early` items (first tokens).
        """
        with self._waiting_lock:
            rows, self.waiting = self.waiting, []
        if rows:
            self.admit_rows(rows)
        return rows

    def admit(self, row: _Row) -> None:
        """Admit ``row`` alone; raise what admitting it raised."""
        self.admit_rows([row])
        if row.error is not None:
            raise row.error

    def admit_rows(self, rows: Sequence[_Row]) -> None:
        """Prefill ``rows``' prompts (each on top of the prompt cache's longest prefix) and draw their first tokens.

        Streams whose remaining prompts are of similar lengths are prefilled together, in one batch of forward
        passes (as mlx_lm.server does with the prompts waiting for it): a short prompt's prefill costs about
        one read of every weight, so N waiting streams cost about one read, not N. A stream whose admission
        fails gets the exception in :attr:`_Row.error` and is reported gone by the next step.
        """
        distributed.announce(distributed.AdmitGroupJob(self.uid, tuple(
            distributed.AdmitJob(self.uid, row.uid, self.model.info.name, tuple(row.prompt), row.sampling,
                                 row.cache_key, row.store is not None) for row in rows)))
        ready: list[_Row] = []
        for row in rows:
            try:
                if row.sampling.max_tokens < 1:
                    raise ValueError("max_tokens must be at least 1")
                with mx.stream(thread_stream()):
                    if row.store is not None:
                        row.cache, row.cached_tokens = row.store.fetch(row.partition, self.model, row.prompt)
                    else:
                        row.cache, row.cached_tokens = make_prompt_cache(self.model.model), 0
                ready.append(row)
            except Exception as exc:
                self._fail(row, exc)
        for group in _prefill_groups(ready):
            try:
                with mx.stream(thread_stream()):
                    self._prefill(group)
            except Exception as exc:
                for row in group:
                    self._fail(row, exc)

    def _fail(self, row: _Row, exc: Exception) -> None:
        row.error, row.cache = exc, []
        self._failed.append(row)  # the next step reports it gone

    def _prefill(self, rows: list[_Row]) -> None:
        rests = [row.prompt[row.cached_tokens:] for row in rows]
        if len(rows) == 1:  # alone: the single-sequence caches, then in batch form (as a join merges them)
            logits = self.model.prefill_logits(rests[0], rows[0].cache, PREFILL_STEP_TOKENS)
            cache = [type(c).merge([c]) for c in rows[0].cache]
        else:
            cache = [type(layer[0]).merge(list(layer)) for layer in zip(*(row.cache for row in rows), strict=True)]
            logits = self.model.prefill_batch_logits(rests, cache, PREFILL_STEP_TOKENS)
        for row in rows:
            row.cache = []  # the group's batch cache holds them now
        first = self._sample(logits - mx.logsumexp(logits, axis=-1, keepdims=True), rows)
        tokens: list[int] = first.tolist()  # type: ignore[assignment]
        for row, token in zip(rows, tokens, strict=True):
            # Accounted now, so the consumer gets its first token when the prefill ends (time to first token),
            # not after the next decode step; the step that feeds it skips it.
            row.early, row.first_given = row.take(token), True
        self.joining.append(_Admitted(list(rows), cache, first))
        self.prefills += 1
        self.admitted += len(rows)

    def step(self, abandoned: Sequence[int] | None = None) -> tuple[list[tuple[_Row, Item]], list[_Row]]:
        """Advance every row one token: what each row's consumer gets, and the rows that left the batch.

        The rows flagged abandoned when the step starts are dropped first (on the other ranks of a cluster,
        ``abandoned`` names the rows rank 0 dropped). A failure fails every row the batch holds (each gets
        the exception instead of this step's results, which are lost with it) and empties the batch.
        """
        left, self._failed = self._failed, []
        held = self.rows + [row for group in self.joining for row in group.rows]
        if abandoned is None:
            dropped = [row for row in held if row.abandoned]
        else:
            dropped = [row for row in held if row.uid in abandoned]
        self._dropping = dropped
        try:
            distributed.announce(distributed.StepJob(self.uid, tuple(row.uid for row in dropped)))
            with mx.stream(thread_stream()):
                out, gone = self._step()
        except Exception as exc:
            self.rows, self.joining, self.cache, self.pending = [], [], [], None
            error = distributed.translate(exc)
            return [(row, error) for row in held], left + held
        return out, left + gone

    def _step(self) -> tuple[list[tuple[_Row, Item]], list[_Row]]:
        gone = list(self._dropping)  # the rows this step drops, chosen by step()
        if gone:
            self._keep([i for i, row in enumerate(self.rows) if row not in gone])
            groups = [g.take([i for i, row in enumerate(g.rows) if row not in gone]) for g in self.joining
                      if any(row not in gone for row in g.rows)]
            self.joining = groups
        room = MAX_DECODE_ROWS - len(self.rows)
        while self.joining and room > 0:
            group = self.joining[0]
            if len(group.rows) > room:  # the rows that fit join now, the rest later
                self.joining[0] = group.take(list(range(room, len(group.rows))))
                group = group.take(list(range(room)))
            else:
                self.joining.pop(0)
            self._join(group)
            room -= len(group.rows)
        if not self.rows:
            return [], gone
        inputs = self.pending
        assert inputs is not None
        logits = self.model.model(inputs[:, None], cache=self.cache)[:, -1, :]
        self.pending = self._sample(logits - mx.logsumexp(logits, axis=-1, keepdims=True), self.rows)
        mx.async_eval(self.pending)  # type: ignore[no-untyped-call]
        # The tokens just fed: the previous forward's draws, ready by now while this forward runs.
        fed: list[int] = inputs.tolist()  # type: ignore[assignment]
        out: list[tuple[_Row, Item]] = []
        finished: list[int] = []
        for i, (row, token) in enumerate(zip(self.rows, fed, strict=True)):
            if row.first_given:  # accounted at admission
                row.first_given = False
            else:
                for item in row.take(token):
                    out.append((row, item))
            if row.done is not None:
                finished.append(i)
        if finished:
            for i in finished:
                self._store(self.rows[i], i)
            gone += [self.rows[i] for i in finished]
            self._keep([i for i in range(len(self.rows)) if i not in finished])
        self.steps += 1
        self.decoded += len(fed)
        if self.steps % CLEAR_CACHE_STEPS == 0:
            mx.clear_cache()
        return out, gone

    def _join(self, group: _Admitted) -> None:
        """Add a prefilled group: its batch caches appended to the batch's."""
        if not self.rows:
            self.cache, self.pending = list(group.cache), group.first
        else:
            assert self.pending is not None
            for batch, joined in zip(self.cache, group.cache, strict=True):
                batch.extend(joined)
            self.pending = mx.concatenate([self.pending, group.first])
        self.rows += group.rows

    def _keep(self, indices: list[int]) -> None:
        """Keep only the rows at ``indices`` (in order)."""
        if len(indices) == len(self.rows):
            return
        if not indices:
            self.rows, self.cache, self.pending = [], [], None
            mx.clear_cache()
            return
        assert self.pending is not None
        keep = mx.array(indices, dtype=mx.int32)
        for c in self.cache:
            c.filter(keep)
        self.pending = self.pending[keep]
        self.rows = [self.rows[i] for i in indices]

    def _store(self, row: _Row, i: int) -> None:
        """Give a finished row's cache (every token it was fed) to the prompt cache."""
        if row.store is None:
            return
        cache = [extract_row(c, i) for c in self.cache]
        mx.eval([c.state for c in cache])  # own the memory now, not a slice of the batch's graph
        row.store.store(row.partition, row.fed, cache)

    def _sampler_for(self, row: _Row) -> Sampler:
        sampler = self._samplers.get(row.sampler_key)
        if sampler is None:
            sampler = self._samplers[row.sampler_key] = _sampler(row.sampling)
        return sampler

    def _sample_one(self, row: _Row, logprobs: mx.array) -> mx.array:
        return self._sampler_for(row)(logprobs).astype(mx.int32).reshape(-1)

    def _sample(self, logprobs: mx.array, rows: Sequence[_Row]) -> mx.array:
        """One token per row of ``logprobs`` (in ``rows``' order), each drawn with its row's settings.

        One sampler call per distinct setting.
        """
        groups: dict[tuple[float, float], list[int]] = {}
        for i, row in enumerate(rows):
            groups.setdefault(row.sampler_key, []).append(i)
        if len(groups) == 1:
            return self._sample_one(rows[0], logprobs)
        order: list[int] = []
        drawn: list[mx.array] = []
        for indices in groups.values():
            order += indices
            drawn.append(self._sample_one(rows[indices[0]], logprobs[mx.array(indices, dtype=mx.int32)]))
        inverse = [0] * len(order)
        for position, i in enumerate(order):
            inverse[i] = position
        return mx.concatenate(drawn)[mx.array(inverse, dtype=mx.int32)]


#: Most streams prefilled together in one batch (a group wider than the rows free joins in parts).
MAX_PREFILL_ROWS = 32

#: Padding a group prefilled together may carry (tokens beyond its real ones) before a longer prompt starts a
#: new group: at most this many or a quarter of the group's tokens, whichever is more.
PAD_SLACK_TOKENS = 64


def _prefill_groups(rows: Sequence[_Row]) -> list[list[_Row]]:
    """``rows`` (their caches fetched) in groups to prefill together: similar remaining lengths, little padding."""
    groups: list[list[_Row]] = []
    current: list[_Row] = []
    real = 0
    for row in sorted(rows, key=lambda r: len(r.prompt) - r.cached_tokens):
        n = len(row.prompt) - row.cached_tokens  # the longest so far: the group's width if it joins
        if current and (len(current) >= MAX_PREFILL_ROWS
                        or (len(current) + 1) * n - (real + n) > max(PAD_SLACK_TOKENS, (real + n) // 4)):
            groups.append(current)
            current, real = [], 0
        current.append(row)
        real += n
    if current:
        groups.append(current)
    return groups


class _Decoder:
    """The event-loop side of one model's decode batch: admits streams, drives steps, hands out tokens.

    It drives (one :meth:`DecodeBatch.step` on the worker after another) while any stream it admitted
    is still in the batch, then unregisters itself; the next stream starts a new one.
    """

    def __init__(self, worker: EngineWorker, model: LoadedModel, key: tuple[int, int]) -> None:
        self.worker = worker
        self.batch = DecodeBatch(model)
        self.key = key
        #: Streams admitted and not yet reported gone by a step.
        self.rows: set[_Row] = set()
        self.task: asyncio.Task[None] | None = None

    async def join(self, row: _Row) -> None:
        """Prefill ``row`` on the worker; from the next step on it decodes with the batch."""
        self.rows.add(row)
        if self.task is None or self.task.done():
            self.task = asyncio.get_running_loop().create_task(self._drive())
        # Queued, then admitted by the first admission job the worker runs (this one or an earlier one, which
        # takes every stream waiting by then: a burst of streams is prefilled together). Submitted before the
        # driver's next step: the worker runs jobs in order.
        self.batch.enqueue(row)
        admitted = await self.worker.run(self.batch.admit_waiting)
        # Before any later step's tokens (this job ended first): the first token of every row it admitted.
        for other in admitted:
            early, other.early = other.early, []
            if other.error is None and not other.abandoned:
                for item in early:
                    other.queue.put_nowait(item)
        if row.error is not None:
            raise row.error

    async def _drive(self) -> None:
        try:
            while self.rows:
                self._hand_out(*await self.worker.run(self.batch.step))
        except Exception as exc:  # the worker refused the step (shut down): fail every stream
            for row in self.rows:
                row.queue.put_nowait(exc)
                row.abandoned = True
        except BaseException:
            # Cancelled with its event loop: nobody is left to read these streams; the next step drops them.
            for row in self.rows:
                row.abandoned = True
            raise
        finally:
            if not self.rows and _decoders.get(self.key) is self:
                del _decoders[self.key]

    def _hand_out(self, out: list[tuple[_Row, Item]], gone: list[_Row]) -> None:
        for row, item in out:
            if not row.abandoned:
                row.queue.put_nowait(item)
        self.rows.difference_update(gone)


_decoders: dict[tuple[int, int], _Decoder] = {}


def _decoder(worker: EngineWorker, model: LoadedModel) -> _Decoder:
    """``model``'s decode batch on ``worker`` (registered while it holds streams, so ids cannot be reused)."""
    key = (id(worker), id(model))
    decoder = _decoders.get(key)
    if decoder is None:
        decoder = _decoders[key] = _Decoder(worker, model, key)
    return decoder


async def _batched(
    worker: EngineWorker, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
    store: PromptCacheStore | None, cache_key: str,
) -> AsyncGenerator[TokenStep | GenerationDone, None]:
    row = _Row(model, prompt, sampling, store, cache_key)
    try:
        await _decoder(worker, model).join(row)
        while True:
            item = await row.queue.get()
            if isinstance(item, Exception):
                raise item
            yield item
            if isinstance(item, GenerationDone):
                return
    finally:
        # A flag, not an await: the consumer may be in a cancelled scope. The next step frees the row.
        row.abandoned = True


async def _stepped(
    worker: EngineWorker, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
    store: PromptCacheStore | None, cache_key: str, images: ImageInputs | None,
) -> AsyncGenerator[TokenStep | GenerationDone, None]:
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


def generate(
    worker: EngineWorker, model: LoadedModel, prompt: Sequence[int], sampling: SamplingSettings,
    *, store: PromptCacheStore | None = None, cache_key: str = "", images: ImageInputs | None = None,
) -> AsyncGenerator[TokenStep | GenerationDone, None]:
    """Yield text steps then one :class:`GenerationDone`; closing the iterator early stops generating.

    Nothing runs until the first step is asked for. Text generations of one model decode together in
    one batch (see the module docstring); with ``images`` (a vision model's prepared pictures, ``prompt``
    the expanded prompt holding them), or for a model whose caches cannot be batched, the generation
    steps alone.
    """
    if images is None and decodes_in_batch(model):
        return _batched(worker, model, prompt, sampling, store, cache_key)
    return _stepped(worker, model, prompt, sampling, store, cache_key, images)
