"""Question suffixes packed after one shared prefix KV equal the per-row path; long prefixes prefill in chunks."""

from __future__ import annotations

import random
from collections.abc import Callable
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
    attention = cpuattention.prefixed_attention
    scored: list[tuple[int, int]] = []

    def recorded(q: mx.array, prefix: tuple[mx.array, mx.array], k: mx.array, *args: object,
                 **kwargs: object) -> mx.array:
        scored.append((int(q.shape[2]), int(prefix[0].shape[2]) + int(k.shape[2])))
        return attention(q, prefix, k, *args, **kwargs)  # type: ignore[arg-type]

    cache = PrefixCache()
    tiny.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)  # the prefix prefilled and kept
    monkeypatch.setattr(cpuattention, "prefixed_attention", recorded)
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


# -- long prefixes layer by layer, stored compactly --------------------------------------------------------------


@pytest.fixture(scope="module")
def wide_kv(tmp_path_factory: pytest.TempPathFactory) -> LoadedModel:
    """Keys and values wider than the hidden state (2 x 4 x 16 floats a token against 64), as in Qwen3-0.6B."""
    from augury.engine.testmodels import make_test_model

    folder = make_test_model(tmp_path_factory.mktemp("wide-kv") / "m", arch="qwen3", num_layers=6, num_kv_heads=4)
    return LoadedModel("wide", folder, device="cpu")


def chunked_then_packed(model: LoadedModel, groups: list[list[list[int]]]) -> list[tuple[mx.array, int, int]]:
    """The path before layer-by-layer prefill: the prefix prefilled chunk by chunk into a KV cache, then packed."""
    real = model._prefix_caches

    def undeferred(*args: object, **kwargs: object) -> object:
        kwargs["defer_long"] = False
        return real(*args, **kwargs)  # type: ignore[arg-type]

    model._prefix_caches = undeferred  # type: ignore[method-assign]
    try:
        return model.grouped_prefix_logprobs(groups, min_shared=1)
    finally:
        del model._prefix_caches


@pytest.fixture
def small_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    """Prefill passes of 64 to 128 tokens, so a prefix of a few hundred tokens takes several."""
    monkeypatch.setattr(model_module, "PREFILL_CHUNK", 128)
    monkeypatch.setattr(model_module, "MIN_PREFILL_CHUNK", 64)
    monkeypatch.setattr(model_module, "PREFILL_SCORE_BYTES", 4 * 4 * 128 * 300)  # chunks shrink past ~170 keys


def test_a_long_prefix_runs_layer_by_layer_to_the_same_answers(
    wide_kv: LoadedModel, small_chunks: None, monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(21)
    groups = [questions(rng, 700, 6), questions(rng, 450, 3)]
    want = chunked_then_packed(wide_kv, groups)
    calls: list[int] = []
    real = packed.prefill_and_pack

    def counted(backbone: object, prefix: list[int], *args: object, **kwargs: object) -> object:
        calls.append(len(prefix))
        return real(backbone, prefix, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(model_module, "prefill_and_pack", counted)
    got = wide_kv.grouped_prefix_logprobs(groups, min_shared=1)
    assert sorted(calls) == [450, 700]  # both prefixes took the layer-by-layer pass
    for (g, shared, cached), (w, w_shared, _), seqs in zip(got, want, groups, strict=True):
        assert shared == w_shared and cached == 0
        assert mx.max(mx.abs(g - w)).item() < EXACT
        assert mx.max(mx.abs(g - wide_kv.next_token_logprobs(seqs))).item() < EXACT


def test_a_layer_by_layer_prefill_holds_one_layers_keys_and_values(
    wide_kv: LoadedModel, monkeypatch: pytest.MonkeyPatch,
) -> None:
    length = 6000
    seqs = questions(random.Random(22), length, 3)
    layers = len(wide_kv._backbone.layers)  # type: ignore[union-attr]
    layer_kv = 2 * 4 * 16 * 4 * length  # f32 keys and values of one layer over the prefix
    monkeypatch.setattr(model_module, "MIN_PREFILL_CHUNK", 16)
    monkeypatch.setattr(model_module, "PREFILL_SCORE_BYTES", 1 << 20)  # small score blocks: the KV dominates

    def peak_of(run: Callable[[], object]) -> int:
        mx.clear_cache()
        mx.reset_peak_memory()
        before = mx.get_active_memory()
        run()
        return mx.get_peak_memory() - before

    chunked = peak_of(lambda: chunked_then_packed(wide_kv, [seqs]))
    layerwise = peak_of(lambda: wide_kv.grouped_prefix_logprobs([seqs], min_shared=1))
    assert chunked > layers * layer_kv  # the chunk-by-chunk prefill holds every layer's KV at once
    assert layerwise < chunked - (layers - 2) * layer_kv, (layerwise, chunked, layer_kv)


def test_a_long_prefix_is_stored_compactly_and_a_repeat_answers_the_same(
    wide_kv: LoadedModel, small_chunks: None,
) -> None:
    rng = random.Random(23)
    seqs = questions(rng, 600, 5)
    want = chunked_then_packed(wide_kv, [seqs])[0][0]
    cache = PrefixCache()
    first = wide_kv.grouped_prefix_logprobs([seqs], min_shared=1, prefix_cache=cache)[0]
    stored, hit = cache.fetch("wide", seqs[0][:600], shared=True)
    assert hit == 600 and stored is not None
    # The first quarter of the layers as KV, the others as their input hidden states (64 floats a token: 2 x 4 x 16).
    kept = round(len(stored) * model_module.STORED_KV_SHARE)
    assert 0 < kept < len(stored)
    assert [type(c) for c in stored] == [KVCache] * kept + [packed.LayerInput] * (len(stored) - kept)
    kv_layer, hidden_layer = 2 * 4 * 16 * 4 * 768, 64 * 4 * 600  # KV buffers step by 256 positions
    assert sum(int(c.nbytes) for c in stored) == kept * kv_layer + (len(stored) - kept) * hidden_layer
    again = wide_kv.grouped_prefix_logprobs([seqs], min_shared=1, prefix_cache=cache)[0]
    assert again[2] == 600  # every prefix token from the cache
    for result in (first, again):
        assert mx.max(mx.abs(result[0] - want)).item() < EXACT
    # Read in place: the stored hidden states are not extended or replaced.
    assert all(c.offset == 600 for c in cache.fetch("wide", seqs[0][:600], shared=True)[0] or [])


def test_a_compact_entry_is_extended_trimmed_and_merged_as_plain_kv(wide_kv: LoadedModel, small_chunks: None) -> None:
    rng = random.Random(24)
    base = questions(rng, 500, 4)
    cache = PrefixCache()
    wide_kv.grouped_prefix_logprobs([base], min_shared=1, prefix_cache=cache)
    prefix = base[0][:500]
    more = [rng.randrange(5, 1000) for _ in range(90)]
    longer = [prefix + more + s[500:] for s in base]  # extends the entry
    shorter = [prefix[:350] + s[500:] for s in base]  # a prefix of the stored entry (trimmed copy)
    for seqs, held in ((longer, 500), (shorter, 349)):  # the stored 500 tokens; the longer entry cut to 350 - 1
        got, shared, cached = wide_kv.grouped_prefix_logprobs([seqs], min_shared=1, prefix_cache=cache)[0]
        assert cached == held and shared == common_length(seqs) > held
        assert mx.max(mx.abs(got - wide_kv.next_token_logprobs(seqs))).item() < EXACT
        # Extended layer by layer from the stored entry: stored compactly again, at its whole length.
        stored, hit = cache.fetch("wide", seqs[0][:shared], shared=True)
        assert hit == shared and stored is not None
        assert all(c.offset == shared for c in stored)
        assert any(isinstance(c, packed.LayerInput) for c in stored)
    # The per-row path (models that do not pack) merges copies of the entry: every layer made plain KV first.
    got = per_row_cached(wide_kv, [base], cache)
    assert got[0][2] == 499  # the 500-token entry gave way to the longer one: a copy of that, cut to 499 tokens
    assert mx.max(mx.abs(got[0][0] - wide_kv.next_token_logprobs(base))).item() < EXACT


def common_length(seqs: list[list[int]]) -> int:
    from augury.engine.caches import common_prefix_length

    return min(common_prefix_length(seqs), min(len(s) for s in seqs) - 1)


def per_row_cached(
    model: LoadedModel, groups: list[list[list[int]]], cache: PrefixCache,
) -> list[tuple[mx.array, int, int]]:
    model.packs_suffixes = False
    try:
        return model.grouped_prefix_logprobs(groups, min_shared=1, prefix_cache=cache)
    finally:
        del model.__dict__["_packs"]


def test_a_short_input_extending_a_stored_prefix_leaves_the_stored_entry_as_it_was(tiny: LoadedModel) -> None:
    rng = random.Random(25)
    base = questions(rng, 200, 3)
    cache = PrefixCache()
    tiny.grouped_prefix_logprobs([base], min_shared=1, prefix_cache=cache)
    stored, _ = cache.fetch("tiny", base[0][:200], shared=True)
    assert stored is not None
    keys_before = [mx.array(c.keys_and_values()[0]) for c in stored]
    more = [rng.randrange(5, 1000) for _ in range(60)]
    longer = [base[0][:200] + more + s[200:] for s in base]
    got, shared, cached = tiny.grouped_prefix_logprobs([longer], min_shared=1, prefix_cache=cache)[0]
    assert (shared, cached) == (common_length(longer), 200)
    assert mx.max(mx.abs(got - tiny.next_token_logprobs(longer))).item() < EXACT
    # The stored entry is handed out uncopied for reading; what ran on top of it ran on a copy of its own.
    assert all(c.offset == 200 for c in stored)
    assert all(bool(mx.array_equal(c.keys_and_values()[0], k).item()) for c, k in zip(stored, keys_before, strict=True))
