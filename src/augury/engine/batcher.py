"""Decision scoring in the engine: label log-probabilities for many prompts in one shared prefill.

The API layer hands over token ids only (and, for images, the model's prepared pixel inputs); this
module decides how to batch them, what prefix to share and what to reuse across requests.
Everything MLX runs on the engine worker.

Concurrent text requests for the same model are scored together. A request joins its model's queue;
one flusher per model waits a short window (so requests arriving within a few milliseconds meet),
then hands the queue to the worker, which takes every request queued by the time it gets there
(requests that arrived while the worker was busy with something else included) and scores them as
one batch: each request's own prefix prefilled once (or found in the prefix cache), then every
question of every request in shared batches (see :meth:`LoadedModel.grouped_prefix_logprobs`).
Results are split back per request. A request cancelled while queued is dropped before scoring.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from augury.engine import distributed
from augury.engine.model import LoadedModel, label_readouts
from augury.engine.prefixcache import PrefixCache
from augury.engine.types import ImageInputs, LabelJob, LabelReadout, ScoreResult
from augury.engine.worker import EngineWorker

log = logging.getLogger("augury.engine")

#: How long the first request of a batch waits for others to arrive, when others may be coming.
DEFAULT_WINDOW_S = 0.002
#: How often the window checks whether the requests it waits for have arrived.
WINDOW_POLL_S = 0.0005
#: At most this many questions are scored in one merged batch; later requests go in the next one.
DEFAULT_MAX_BATCH_QUESTIONS = 512


@dataclass
class _Pending:
    job: LabelJob
    future: asyncio.Future[ScoreResult]
    #: Set (from the event loop) when the waiting request went away: the worker skips it.
    abandoned: bool = False


@dataclass
class _Queue:
    model: LoadedModel
    jobs: list[_Pending] = field(default_factory=list)


@dataclass
class BatchStats:
    """Counts since start: merged batches run and the requests they held."""

    batches: int = 0
    requests: int = 0
    largest: int = 0


class Scorer:
    """Reads next-token label log-probabilities for requests' questions, batching concurrent requests.

    ``window_s`` is how long a batch waits for more requests before it starts. ``in_flight`` (when
    given) says how many decision requests the server has admitted: the batch then waits only while
    more are on their way than are queued or being scored (still up to ``window_s``), so a lone
    request never pays the window and a burst is caught whole even when planning it takes a while.
    """

    def __init__(
        self, worker: EngineWorker, prefix_cache: PrefixCache | None = None, *,
        window_s: float = DEFAULT_WINDOW_S, max_batch_questions: int = DEFAULT_MAX_BATCH_QUESTIONS,
        in_flight: Callable[[], int] | None = None,
    ) -> None:
        self.worker = worker
        self.prefix_cache = prefix_cache
        self.window_s = window_s
        self.max_batch_questions = max_batch_questions
        self.in_flight = in_flight
        self.stats = BatchStats()
        # Queues are filled on the event loop and emptied on the worker thread.
        self._lock = threading.Lock()
        self._queues: dict[int, _Queue] = {}
        self._flushers: set[asyncio.Task[None]] = set()
        self._busy = 0  # requests taken by the worker and not yet answered

    async def score(
        self, model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]],
        watch_id: int | None,
    ) -> ScoreResult:
        """Text prompts: ``prompts[i]`` token ids, ``labels[i]`` the label ids read after it."""
        if not prompts or any(len(p) == 0 for p in prompts):
            raise ValueError("every prompt needs at least one token")
        loop = asyncio.get_running_loop()
        pending = _Pending(LabelJob(prompts, labels, watch_id), loop.create_future())
        with self._lock:
            queue = self._queues.get(id(model))
            start = queue is None
            if queue is None:
                queue = self._queues[id(model)] = _Queue(model)
            queue.jobs.append(pending)
        if start:
            task = loop.create_task(self._flush(id(model)))
            self._flushers.add(task)
            task.add_done_callback(self._flushers.discard)
        try:
            return await pending.future
        except asyncio.CancelledError:
            pending.abandoned = True
            raise

    async def score_images(
        self, model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]],
        watch_id: int | None, images: ImageInputs,
    ) -> ScoreResult:
        """Prompts that all hold ``images``: ``prompts[i]`` already expanded by ``model.vision.expand``.

        The images and the text before the questions are prefilled once and shared (one request per batch).
        """
        readouts, shared = await self.worker.run(read_image_labels, model, prompts, labels, watch_id, images)
        return ScoreResult(tuple(readouts), cached_tokens=0, shared_tokens=shared)

    async def _wait_for_others(self, key: int) -> None:
        """The batching window: up to ``window_s``, and (with ``in_flight``) only while more requests are coming."""
        if self.window_s <= 0:
            return
        if self.in_flight is None:
            await asyncio.sleep(self.window_s)
            return
        deadline = asyncio.get_running_loop().time() + self.window_s
        while self._others_coming(key):
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                return
            await asyncio.sleep(min(left, WINDOW_POLL_S))

    def _others_coming(self, key: int) -> bool:
        if self.in_flight is None:
            return True
        with self._lock:
            queue = self._queues.get(key)
            known = (len(queue.jobs) if queue is not None else 0) + self._busy
        return self.in_flight() > known

    async def _flush(self, key: int) -> None:
        """Run the model's queue on the worker until it is empty (the one flusher of that queue)."""
        try:
            while True:
                await self._wait_for_others(key)
                outcomes = await self.worker.run(self._run_batch, key)
                for pending, outcome in outcomes:
                    if pending.future.done() or outcome is None:
                        continue
                    if isinstance(outcome, ScoreResult):
                        pending.future.set_result(outcome)
                    else:
                        pending.future.set_exception(outcome)
                with self._lock:
                    self._busy -= len(outcomes)
                    queue = self._queues[key]
                    if not queue.jobs:
                        del self._queues[key]
                        return
        except BaseException as exc:  # the worker shut down or the loop is closing: fail whoever still waits
            with self._lock:
                left = self._queues.pop(key, None)
            for pending in left.jobs if left is not None else []:
                if not pending.future.done():
                    pending.future.set_exception(exc if isinstance(exc, Exception) else RuntimeError(str(exc)))
            if not isinstance(exc, Exception):
                raise

    def _run_batch(self, key: int) -> list[tuple[_Pending, ScoreResult | Exception | None]]:
        """On the worker: take the queued requests (up to the batch limit) and score them together.

        Returns every request taken with its result or error (None for one abandoned while queued).
        """
        with self._lock:
            queue = self._queues[key]
            taken: list[_Pending] = []
            questions = 0
            while queue.jobs and (not taken or questions + len(queue.jobs[0].job.prompts) <= self.max_batch_questions):
                pending = queue.jobs.pop(0)
                questions += len(pending.job.prompts)
                taken.append(pending)
            self._busy += len(taken)
        # A cancelled request's future is cancelled at once (reading that state from this thread is safe).
        gone = [p.abandoned or p.future.cancelled() for p in taken]
        live = [p for p, g in zip(taken, gone, strict=True) if not g]
        outcomes: list[tuple[_Pending, ScoreResult | Exception | None]] = [
            (p, None) for p, g in zip(taken, gone, strict=True) if g
        ]
        if not live:
            return outcomes
        self.stats.batches += 1
        self.stats.requests += len(live)
        self.stats.largest = max(self.stats.largest, len(live))
        jobs = tuple(p.job for p in live)
        try:
            distributed.announce(distributed.ScoreJob(queue.model.info.name, jobs))
        except Exception as exc:
            return outcomes + [(p, exc) for p in live]
        return outcomes + list(zip(live, score_jobs(queue.model, jobs, self.prefix_cache), strict=True))


def score_jobs(
    model: LoadedModel, jobs: Sequence[LabelJob], prefix_cache: PrefixCache | None,
) -> list[ScoreResult | Exception]:
    """Score the requests taken for one batch together (engine worker only): each one's result or error.

    One request's failure must not fail the requests it was batched with: a failed merged batch is scored
    again one request at a time. A lost rank fails them all at once.
    """
    try:
        return list(read_labels_together(model, jobs, prefix_cache=prefix_cache))
    except Exception as exc:
        error = distributed.translate(exc)
        if len(jobs) == 1 or error is not exc:
            return [error] * len(jobs)
        log.warning("merged scoring batch of %d requests failed (%s); scoring them one by one", len(jobs), exc)
        outcomes: list[ScoreResult | Exception] = []
        for job in jobs:
            try:
                outcomes.append(read_labels_together(model, [job], prefix_cache=prefix_cache)[0])
            except Exception as single:
                outcomes.append(distributed.translate(single))
        return outcomes


def read_labels_together(
    model: LoadedModel, jobs: Sequence[LabelJob], *, prefix_cache: PrefixCache | None = None, min_shared: int = 16,
) -> list[ScoreResult]:
    """Score several requests' prompts in shared batches, each request's prefix shared (engine worker only).

    Equal (within float rounding) to scoring each request alone with :func:`augury.engine.model.read_labels`.
    """
    scored = model.grouped_prefix_logprobs(
        [job.prompts for job in jobs], min_shared=min_shared, prefix_cache=prefix_cache
    )
    out = []
    for job, (lp, shared, cached) in zip(jobs, scored, strict=True):
        readouts = label_readouts(lp, job.labels, job.watch_id)
        # Every question's prompt starts with the cached prefix: each counts it as cached input.
        out.append(ScoreResult(tuple(readouts), cached_tokens=cached * len(job.prompts), shared_tokens=shared))
    return out


def read_image_labels(
    model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]], watch_id: int | None,
    images: ImageInputs, *, share_prefix: bool = True,
) -> tuple[list[LabelReadout], int]:
    """Like :func:`augury.engine.model.read_labels`, through the model's vision path (engine worker only)."""
    if model.vision is None:
        raise ValueError(f"model {model.info.name} has no vision path")
    lp, shared = model.vision.next_token_logprobs(prompts, images, share_prefix=share_prefix)
    return label_readouts(lp, labels, watch_id), shared


def warm_up_scoring(model: LoadedModel, *, max_rows: int = 64) -> int:
    """Run every kind of scoring batch once so no request pays for a compile; returns the forward passes run.

    Kinds: fresh prompts, one request's questions over its shared prefix, several requests with
    prefixes of different lengths merged (masked left padding). Where the model's shape buckets pad
    (GPUs), also every padded row count up to ``max_rows`` for fresh and prefixed batches and for
    batched prefill. Engine worker only; the prefix cache is left alone.
    """
    distributed.announce(distributed.WarmJob(model.info.name))
    tok = model.tokenizer
    base = tok.encode(tok.render_user_turn("Warm up: is this sentence about billing, shipping or nothing at all?"))
    long = (base * (64 // len(base) + 1))[:64]
    short = long[:40]

    def suffix(i: int) -> list[int]:
        return base[: 3 + i % 5]

    runs = 0
    model.next_token_logprobs([long, short])
    model.grouped_prefix_logprobs([[long + suffix(0), long + suffix(1)], [short + suffix(2), short + suffix(3)]],
                                  min_shared=1)
    runs += 2
    buckets = model.buckets
    if buckets.pads:
        for rows in buckets.row_buckets(max_rows):
            model.next_token_logprobs([long[: 40 + i % 20] for i in range(rows)])
            model.grouped_prefix_logprobs([[long + suffix(i) for i in range(max(rows, 2))]], min_shared=1)
            runs += 2
        # Fresh prefixes of several requests prefill together: warm those row counts too.
        for rows in buckets.row_buckets(min(max_rows, 16)):
            model.grouped_prefix_logprobs(
                [[[j + 1, *long, *suffix(0)], [j + 1, *long, *suffix(1)]] for j in range(rows)], min_shared=1)
            runs += 1
    return runs
