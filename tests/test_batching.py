"""Concurrent decision requests are scored together, and merging changes no number.

Several requests for one model, each with its own shared prefix (of its own length), run as one
batch: their prefixes are prefilled (or fetched from the prefix cache), merged into batch caches that
left-pad the shorter ones, and every question runs in shared right-padded batches. These tests pin
that merged results equal per-request results and that the Scorer merges what arrives together.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402

from augury.engine.batcher import (  # noqa: E402
    LabelJob,
    Scorer,
    ScoreResult,
    read_labels_together,
    warm_up_scoring,
)
from augury.engine.model import (  # noqa: E402
    CPU_BUCKETS,
    GPU_BUCKETS,
    LoadedModel,
    ShapeBuckets,
    read_labels,
)
from augury.engine.prefixcache import PrefixCache  # noqa: E402
from augury.engine.worker import EngineWorker  # noqa: E402

#: Log-probabilities computed in batches of different shapes agree to this much, not exactly: a BLAS may pick
#: other kernels and blockings for other matrix shapes (OpenBLAS does), so float32 sums are added in another order.
#: Measured with OpenBLAS 0.3.21: at most 3.8e-6 on the test models; 1e-4 still tells any real mixing of rows
#: (a wrong position or a neighbour's padding shifts these log-probabilities by 1e-2 and more). The same batch
#: computed twice stays bit-identical, and the tests that compare two runs of one batch shape say so exactly.
TOLERANCE = 1e-4
#: GPU shape buckets plus batched prefill, exercised here on the CPU.
GPU_LIKE = GPU_BUCKETS


@pytest.fixture(scope="module", params=["tiny", "tiny35"])
def model(request: pytest.FixtureRequest, model_dirs: dict[str, Path]) -> LoadedModel:
    return LoadedModel(request.param, model_dirs[request.param], device="cpu")


def requests_of(model: LoadedModel) -> list[list[list[int]]]:
    """Four requests: three inputs of different lengths with 3, 2 and 4 questions, and one lone short prompt."""
    tok = model.tokenizer
    inputs = ["I was charged twice for my subscription. " * k for k in (3, 7, 1)]
    out = [
        [tok.encode(tok.render_user_turn(f"{text}\n\nQuestion {i}: is it about topic {'x' * i}?")) for i in range(n)]
        for text, n in zip(inputs, (3, 2, 4), strict=True)
    ]
    out.append([tok.encode(tok.render_user_turn("My parcel never arrived."))])
    return out


def alone(model: LoadedModel, seqs: Sequence[Sequence[int]]) -> mx.array:
    """Each prompt scored by itself, prefilled fresh."""
    return mx.concatenate([model.next_token_logprobs([s]) for s in seqs], axis=0)


def max_diff(a: mx.array, b: mx.array) -> float:
    diff: float = mx.max(mx.abs(a - b)).item()  # type: ignore[assignment]
    return diff


def assert_scores_close(got: Sequence[object], want: Sequence[ScoreResult]) -> None:
    """Results of batches of other shapes: token counts exactly, log-probabilities within :data:`TOLERANCE`."""
    assert len(got) == len(want)
    for result, expected in zip(got, want, strict=True):
        assert isinstance(result, ScoreResult)
        assert (result.cached_tokens, result.shared_tokens) == (expected.cached_tokens, expected.shared_tokens)
        assert len(result.readouts) == len(expected.readouts)
        for a, b in zip(result.readouts, expected.readouts, strict=True):
            assert a.label_logprobs == pytest.approx(b.label_logprobs, abs=TOLERANCE)
            assert a.max_logprob == pytest.approx(b.max_logprob, abs=TOLERANCE)
            assert (a.watch_logprob is None) == (b.watch_logprob is None)
            if a.watch_logprob is not None:
                assert a.watch_logprob == pytest.approx(b.watch_logprob, abs=TOLERANCE)


#: Merged batches split after every row or two (each row holds 17 to 80 prefix tokens).
SMALL_BATCHES = ShapeBuckets(context_limit=100)


@pytest.mark.parametrize("buckets", [CPU_BUCKETS, GPU_LIKE, SMALL_BATCHES], ids=["cpu-shapes", "gpu-shapes", "split"])
def test_merged_requests_equal_each_request_alone(model: LoadedModel, buckets: ShapeBuckets) -> None:
    groups = requests_of(model)
    model.buckets = buckets
    try:
        merged = model.grouped_prefix_logprobs(groups, min_shared=4)
    finally:
        model.buckets = CPU_BUCKETS
    for seqs, (lp, _, _) in zip(groups, merged, strict=True):
        assert lp.shape == (len(seqs), model.info.vocab_size)
        assert max_diff(lp, alone(model, seqs)) < TOLERANCE


def test_merged_requests_report_their_own_shared_prefix(model: LoadedModel) -> None:
    groups = requests_of(model)
    merged = model.grouped_prefix_logprobs(groups, min_shared=4)
    singles = [model.shared_prefix_logprobs(seqs, min_shared=4) for seqs in groups]
    assert [(shared, cached) for _, shared, cached in merged] == [(s, c) for _, s, c in singles]
    # A lone prompt without a prefix cache shares nothing; the others share their own (different) prefixes.
    assert [shared for _, shared, _ in merged][3] == 0
    assert len({shared for _, shared, _ in merged[:3]}) == 3


def test_batched_prefill_of_fresh_prefixes_fills_the_prefix_cache(model: LoadedModel) -> None:
    groups = requests_of(model)[:3]
    cache = PrefixCache()
    model.buckets = GPU_LIKE
    try:
        first = model.grouped_prefix_logprobs(groups, min_shared=4, prefix_cache=cache)
        again = model.grouped_prefix_logprobs(groups, min_shared=4, prefix_cache=cache)
    finally:
        model.buckets = CPU_BUCKETS
    assert [cached for _, _, cached in first] == [0, 0, 0]
    assert [cached for _, _, cached in again] == [shared for _, shared, _ in first]
    for (a, _, _), (b, _, _) in zip(first, again, strict=True):
        assert max_diff(a, b) < TOLERANCE


def test_a_prefix_two_requests_share_is_prefilled_once_and_cached_for_the_second(model: LoadedModel) -> None:
    tok = model.tokenizer
    text = "The parcel never arrived and support did not answer my emails."
    first = [tok.encode(tok.render_user_turn(f"{text}\n\nIs the following true? Topic {i}.")) for i in range(2)]
    second = [tok.encode(tok.render_user_turn(f"{text}\n\nIs the following true? Topic {i}.")) for i in range(2, 5)]
    merged = model.grouped_prefix_logprobs([first, second], min_shared=4)
    (_, shared_a, cached_a), (lp_b, shared_b, cached_b) = merged
    assert shared_a == shared_b > 10
    assert (cached_a, cached_b) == (0, shared_b)
    assert max_diff(lp_b, alone(model, second)) < TOLERANCE


def test_read_labels_together_equals_read_labels_per_request(model: LoadedModel) -> None:
    groups = requests_of(model)
    jobs = [LabelJob(seqs, [[5, 7]] * len(seqs), 11) for seqs in groups]
    together = read_labels_together(model, jobs)
    for job, result in zip(jobs, together, strict=True):
        readouts, shared, cached = read_labels(model, job.prompts, job.labels, job.watch_id)
        assert result.shared_tokens == shared
        assert result.cached_tokens == cached * len(job.prompts)
        for got, want in zip(result.readouts, readouts, strict=True):
            assert got.label_logprobs == pytest.approx(want.label_logprobs, abs=TOLERANCE)
            assert got.max_logprob == pytest.approx(want.max_logprob, abs=TOLERANCE)
            assert got.watch_logprob == pytest.approx(want.watch_logprob, abs=TOLERANCE)


def test_shape_buckets() -> None:
    assert [GPU_BUCKETS.rows(n) for n in (1, 2, 3, 5, 9, 16, 17, 33)] == [1, 2, 4, 8, 16, 16, 32, 48]
    assert [GPU_BUCKETS.width(w) for w in (1, 32, 33, 100)] == [32, 32, 64, 128]
    assert [CPU_BUCKETS.rows(n) for n in (3, 17)] == [3, 17]
    assert CPU_BUCKETS.width(33) == 33
    assert GPU_BUCKETS.row_buckets(40) == [1, 2, 4, 8, 16, 32, 48]


# -- the Scorer's batching window ------------------------------------------------------------------


def jobs_for(model: LoadedModel) -> list[LabelJob]:
    return [LabelJob(seqs, [[5, 7]] * len(seqs), None) for seqs in requests_of(model)]


async def score_all(scorer: Scorer, model: LoadedModel, jobs: Sequence[LabelJob]) -> list[object]:
    return list(await asyncio.gather(*(scorer.score(model, j.prompts, j.labels, j.watch_id) for j in jobs)))


def test_requests_arriving_together_are_scored_in_one_batch(model: LoadedModel) -> None:
    worker = EngineWorker()
    try:
        scorer = Scorer(worker, window_s=0.05)
        jobs = jobs_for(model)
        results = asyncio.run(score_all(scorer, model, jobs))
        assert (scorer.stats.batches, scorer.stats.requests) == (1, 4)
        assert results == read_labels_together(model, jobs)
    finally:
        worker.shutdown()


def test_requests_arriving_while_the_worker_is_busy_join_one_batch(model: LoadedModel) -> None:
    worker = EngineWorker()
    release = threading.Event()
    try:
        scorer = Scorer(worker, window_s=0.0)
        jobs = jobs_for(model)

        async def scenario() -> list[object]:
            blocker = asyncio.ensure_future(worker.run(release.wait, 10))
            tasks = [asyncio.ensure_future(scorer.score(model, j.prompts, j.labels, j.watch_id)) for j in jobs]
            await asyncio.sleep(0.05)  # every request is queued behind the busy worker
            release.set()
            await blocker
            return list(await asyncio.gather(*tasks))

        results = asyncio.run(scenario())
        assert (scorer.stats.batches, scorer.stats.requests) == (1, 4)
        assert results == read_labels_together(model, jobs)
    finally:
        release.set()
        worker.shutdown()


def test_a_request_cancelled_while_queued_is_not_scored(model: LoadedModel) -> None:
    worker = EngineWorker()
    release = threading.Event()
    try:
        scorer = Scorer(worker, window_s=0.0)
        jobs = jobs_for(model)

        async def scenario() -> object:
            blocker = asyncio.ensure_future(worker.run(release.wait, 10))
            gone = asyncio.ensure_future(scorer.score(model, jobs[0].prompts, jobs[0].labels, None))
            kept = asyncio.ensure_future(scorer.score(model, jobs[1].prompts, jobs[1].labels, None))
            await asyncio.sleep(0.05)
            gone.cancel()
            release.set()
            await blocker
            return await kept

        result = asyncio.run(scenario())
        assert (scorer.stats.batches, scorer.stats.requests) == (1, 1)
        assert result == read_labels_together(model, [jobs[1]])[0]
    finally:
        release.set()
        worker.shutdown()


def test_one_failing_request_does_not_fail_the_requests_batched_with_it(
    model: LoadedModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    jobs = jobs_for(model)
    poison = jobs[1].prompts
    real = LoadedModel.grouped_prefix_logprobs

    def failing(self: LoadedModel, groups: Sequence[Sequence[Sequence[int]]], **kw: object) -> object:
        if any(g is poison for g in groups):
            raise ValueError("poisoned request")
        return real(self, groups, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(LoadedModel, "grouped_prefix_logprobs", failing)
    worker = EngineWorker()
    try:
        scorer = Scorer(worker, window_s=0.05)

        async def scenario() -> list[object]:
            coros = [scorer.score(model, j.prompts, j.labels, None) for j in jobs]
            return list(await asyncio.gather(*coros, return_exceptions=True))

        results = asyncio.run(scenario())
        assert isinstance(results[1], ValueError)
        others = [jobs[0], jobs[2], jobs[3]]
        assert [results[0], results[2], results[3]] == [read_labels_together(model, [j])[0] for j in others]
    finally:
        worker.shutdown()


def test_batches_stop_at_the_question_limit(model: LoadedModel) -> None:
    worker = EngineWorker()
    try:
        scorer = Scorer(worker, window_s=0.05, max_batch_questions=5)
        results = asyncio.run(score_all(scorer, model, jobs_for(model)))  # 3 + 2 | 4 + 1 questions
        assert (scorer.stats.batches, scorer.stats.requests, scorer.stats.largest) == (2, 4, 2)
        # Two batches of 5 rows against one of 9: other matrix shapes, so equal within the tolerance only.
        assert_scores_close(results, read_labels_together(model, jobs_for(model)))
    finally:
        worker.shutdown()


def test_a_lone_request_does_not_wait_for_the_window_when_none_other_is_in_flight(model: LoadedModel) -> None:
    worker = EngineWorker()
    try:
        scorer = Scorer(worker, window_s=30.0, in_flight=lambda: 1)
        job = jobs_for(model)[0]

        async def scenario() -> object:
            return await asyncio.wait_for(scorer.score(model, job.prompts, job.labels, None), timeout=10)

        assert asyncio.run(scenario()) == read_labels_together(model, [job])[0]
    finally:
        worker.shutdown()


def test_warm_up_runs_each_batch_kind_and_on_gpu_shapes_each_row_bucket(model_dirs: dict[str, Path]) -> None:
    model = LoadedModel("tiny", model_dirs["tiny"], device="cpu")
    assert warm_up_scoring(model) == 2  # fresh prompts; merged requests over prefixes of two lengths
    model.buckets = GPU_BUCKETS
    # 2, then fresh and prefixed batches of 1, 2 and 4 rows, then batched prefill of 1, 2 and 4 prefixes.
    assert warm_up_scoring(model, max_rows=4) == 2 + 3 * 2 + 3


def test_the_window_waits_for_requests_still_on_their_way(model: LoadedModel) -> None:
    worker = EngineWorker()
    try:
        admitted = [0]
        scorer = Scorer(worker, window_s=30.0, in_flight=lambda: admitted[0])
        jobs = jobs_for(model)

        async def scenario() -> list[object]:
            admitted[0] = len(jobs)  # all admitted; they reach the scorer 20 ms apart (planning)
            tasks = []
            for j in jobs:
                tasks.append(asyncio.ensure_future(scorer.score(model, j.prompts, j.labels, j.watch_id)))
                await asyncio.sleep(0.02)
            return list(await asyncio.wait_for(asyncio.gather(*tasks), timeout=20))

        results = asyncio.run(scenario())
        assert (scorer.stats.batches, scorer.stats.requests) == (1, 4)
        assert results == read_labels_together(model, jobs)
    finally:
        worker.shutdown()
