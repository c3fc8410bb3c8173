"""Question suffixes packed after one shared prefix KV equal the per-row path; long prefixes prefill in chunks."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402
from mlx_lm.models.cache import KVCache  # noqa: E402

from augury.engine import cpuattention, packed  # noqa: E402
from augury.engine import model as model_module  # noqa: E402
from augury.engine.model import LoadedModel  # noqa: E402
from augury.engine.prefixcache import PrefixCache  # noqa: E402

EXACT = 1e-5  # f32


@pytest.fixture(scope="module")
def tiny(model_dirs: dict[str, Path]) -> LoadedModel:
    return LoadedModel("tiny", model_dirs["tiny"], device="cpu")


def questions(rng: random.Random, prefix_len: int, n: int) -> list[list[int]]:
    prefix = [rng.randrange(5, 1000) for _ in range(prefix_len)]
    return [prefix + [rng.randrange(5, 1000) for _ in range(rng.randrange(1, 25))] for _ in range(n)]


def per_row(model: LoadedModel, groups: list[list[list[int]]]) -> list[tuple[mx.array, int, int]]:
    model.packs_suffixes = False
    try:
        return model.grouped_prefix_logprobs(groups, min_shared=1)
    finally:
        del model.__dict__["_packs"]


def no_merge(*_: object) -> None:
    raise AssertionError("a per-row copy of the prefix KV was made")


@pytest.mark.parametrize("prefix_len", [17, 300, 1500])
def test_packed_suffixes_equal_the_per_row_path_and_copy_no_prefix(
    tiny: LoadedModel, prefix_len: int, monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(prefix_len)
    groups = [questions(rng, prefix_len, 9), questions(rng, prefix_len // 2 + 3, 4)]  # two merged requests
    want = per_row(tiny, groups)
    assert tiny.packs_suffixes
    monkeypatch.setattr(packed, "QUERY_BLOCK", 32)  # several attention blocks per layer
    monkeypatch.setattr(KVCache, "merge", classmethod(no_merge))
    got = tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=PrefixCache())
    for (g, shared, _), (w, w_shared, _), seqs in zip(got, want, groups, strict=True):
        assert shared == w_shared > 0
        assert mx.max(mx.abs(g - w)).item() < EXACT
        fresh = tiny.next_token_logprobs(seqs)
        assert mx.max(mx.abs(g - fresh)).item() < EXACT
        assert mx.max(mx.abs(g[0] - g[1])).item() > 0.01  # the rows are each question's own


def test_packing_splits_long_question_lists(tiny: LoadedModel, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_module, "MAX_PACKED_TOKENS", 40)
    groups = [questions(random.Random(3), 50, 12)]
    got = tiny.grouped_prefix_logprobs(groups, min_shared=1)
    want = per_row(tiny, groups)
    assert mx.max(mx.abs(got[0][0] - want[0][0])).item() < EXACT


def test_a_cached_prefix_is_read_in_place_and_answers_the_same(tiny: LoadedModel) -> None:
    groups = [questions(random.Random(5), 200, 5)]
    cache = PrefixCache()
    first = tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)
    stored = cache.fetch("tiny", groups[0][0][:200], shared=True)[0]
    again = tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)
    assert again[0][2] == 200
    assert mx.max(mx.abs(first[0][0] - again[0][0])).item() < EXACT
    assert stored is not None and stored[0].offset == 200  # read, never extended


def test_recurrent_models_keep_the_per_row_path(model_dirs: dict[str, Path]) -> None:
    # Gated DeltaNet layers carry a state along the sequence: packed suffixes would run through each other.
    tiny35 = LoadedModel("tiny35", model_dirs["tiny35"], device="cpu")
    assert not tiny35.packs_suffixes
    groups = [questions(random.Random(7), 60, 4)]
    got = tiny35.grouped_prefix_logprobs(groups, min_shared=1)
    assert mx.max(mx.abs(got[0][0] - tiny35.next_token_logprobs(groups[0]))).item() < 1e-4


def test_a_long_prefix_prefills_in_chunks_with_bounded_attention_memory(tiny: LoadedModel) -> None:
    length = 6000
    seqs = questions(random.Random(11), length, 2)
    heads = tiny.config["num_attention_heads"]
    whole_scores = heads * length * length * 4  # one f32 score matrix over the whole prefix
    mx.clear_cache()
    mx.reset_peak_memory()
    before = mx.get_active_memory()
    got = tiny.grouped_prefix_logprobs([seqs], min_shared=1)
    peak = mx.get_peak_memory() - before
    assert peak < whole_scores / 2, (peak, whole_scores)
    assert got[0][1] == length and bool(mx.all(mx.isfinite(got[0][0])).item())
    # Chunked prefill equals the one-pass prefill of a shorter input.
    short = questions(random.Random(12), 2500, 2)
    assert mx.max(mx.abs(tiny.grouped_prefix_logprobs([short], min_shared=1)[0][0]
                         - tiny.next_token_logprobs(short))).item() < EXACT


def test_many_packed_suffixes_attend_to_the_prefix_and_their_own_block_only(
    tiny: LoadedModel, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Attention work grows with the suffix count, not its square: no block scores every packed token."""
    groups = [questions(random.Random(13), 40, 64)]  # ~800 suffix tokens after a 40-token prefix
    want = per_row(tiny, groups)
    sdpa = cpuattention.scaled_dot_product_attention
    scored: list[tuple[int, int]] = []

    def recorded(q: mx.array, k: mx.array, *args: object, **kwargs: object) -> mx.array:
        scored.append((int(q.shape[2]), int(k.shape[2])))
        return sdpa(q, k, *args, **kwargs)  # type: ignore[arg-type]

    cache = PrefixCache()
    tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)  # the prefix prefilled and kept
    monkeypatch.setattr(cpuattention, "scaled_dot_product_attention", recorded)
    got = tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)  # the packed pass only
    monkeypatch.undo()
    assert mx.max(mx.abs(got[0][0] - want[0][0])).item() < EXACT
    total = sum(len(s) - 40 for s in groups[0])
    longest = max(len(s) - 40 for s in groups[0])
    layers = len(tiny._backbone.layers)  # type: ignore[union-attr]
    assert sum(q for q, _ in scored) == total * layers
    # Each block: the prefix, its own rows and at most one suffix started before them.
    assert all(k <= 40 + q + longest for q, k in scored)
    assert sum(q * k for q, k in scored) < total * (40 + total) * layers / 4
