"""The engine's next-token log-probabilities equal a plain mlx-lm forward; batching and sharing change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402
from mlx_lm import load as mlx_lm_load  # noqa: E402

from augury.engine.model import LoadedModel, common_prefix_length, read_labels  # noqa: E402
from augury.engine.prefixcache import PrefixCache  # noqa: E402

TOLERANCE = 1e-4


@pytest.fixture(scope="module", params=["tiny", "tiny35"])
def loaded(request: pytest.FixtureRequest, model_dirs: dict[str, Path]) -> tuple[LoadedModel, object]:
    path = model_dirs[request.param]
    ours = LoadedModel(request.param, path, device="cpu")
    reference, _ = mlx_lm_load(str(path))
    reference.set_dtype(mx.float32)
    return ours, reference


def prompts(model: LoadedModel) -> list[list[int]]:
    tok = model.tokenizer
    texts = [
        "I was charged twice for my subscription.\n\nIs the following true? It is about billing.",
        "I was charged twice for my subscription.\n\nQuestion: Which team?\nA: billing\nB: shipping",
        "My parcel never arrived.",
    ]
    return [tok.encode(tok.render_user_turn(t)) for t in texts]


def reference_logprobs(reference: object, ids: list[int]) -> mx.array:
    logits = reference(mx.array([ids]))[0, -1].astype(mx.float32)  # type: ignore[operator]
    return logits - mx.logsumexp(logits)


def test_matches_plain_mlx_lm_forward(loaded: tuple[LoadedModel, object]) -> None:
    ours, reference = loaded
    for ids in prompts(ours):
        got = ours.next_token_logprobs([ids])[0]
        want = reference_logprobs(reference, ids)
        assert got.shape == want.shape == (ours.info.vocab_size,)
        assert mx.max(mx.abs(got - want)).item() < TOLERANCE


def test_batched_equals_one_at_a_time(loaded: tuple[LoadedModel, object]) -> None:
    ours, _ = loaded
    seqs = prompts(ours)
    batched = ours.next_token_logprobs(seqs)
    for i, ids in enumerate(seqs):
        single = ours.next_token_logprobs([ids])[0]
        assert mx.max(mx.abs(batched[i] - single)).item() < TOLERANCE


def test_shared_prefix_equals_fresh_prefill(loaded: tuple[LoadedModel, object]) -> None:
    ours, _ = loaded
    seqs = prompts(ours)[:2]
    assert common_prefix_length(seqs) > 8
    shared, n_shared, n_cached = ours.shared_prefix_logprobs(seqs, min_shared=1)
    assert n_shared == common_prefix_length(seqs)
    assert n_cached == 0
    fresh = ours.next_token_logprobs(seqs)
    assert mx.max(mx.abs(shared - fresh)).item() < TOLERANCE


def test_read_labels_gathers_the_requested_ids(loaded: tuple[LoadedModel, object]) -> None:
    ours, _ = loaded
    seqs = prompts(ours)
    labels = [[5, 7], [1, 2, 3], [9, 4]]
    readouts, _, _ = read_labels(ours, seqs, labels, watch_id=11)
    fresh = ours.next_token_logprobs(seqs)
    for i, r in enumerate(readouts):
        assert r.label_logprobs == pytest.approx([fresh[i, j].item() for j in labels[i]], abs=TOLERANCE)
        assert r.watch_logprob == pytest.approx(fresh[i, 11].item(), abs=TOLERANCE)
        assert r.max_logprob == pytest.approx(mx.max(fresh[i]).item(), abs=TOLERANCE)


def test_prefix_cache_reuses_a_previous_requests_prefix(loaded: tuple[LoadedModel, object]) -> None:
    ours, _ = loaded
    tok = ours.tokenizer
    text = "My parcel never arrived and I was charged twice for shipping."
    first = [tok.encode(tok.render_user_turn(f"{text}\n\nIs the following true? Topic {i}.")) for i in range(3)]
    second = [tok.encode(tok.render_user_turn(f"{text}\n\nQuestion: Which team {i}?")) for i in range(3)]
    cache = PrefixCache()
    ours.shared_prefix_logprobs(first, min_shared=1, prefix_cache=cache)
    got, shared, cached = ours.shared_prefix_logprobs(second, min_shared=1, prefix_cache=cache)
    if ours.info.model_type == "qwen3":
        # Attention KV can be cut back to the common part of a longer stored prefix.
        assert cached == common_prefix_length(first + second) > 10
    else:
        # Recurrent (Gated DeltaNet) state cannot be trimmed: only an equal or shorter stored prefix helps.
        assert cached == 0
    fresh = ours.next_token_logprobs(second)
    assert mx.max(mx.abs(got - fresh)).item() < TOLERANCE
    again, _, cached_again = ours.shared_prefix_logprobs(second, min_shared=1, prefix_cache=cache)
    assert cached_again == shared
    assert mx.max(mx.abs(again - fresh)).item() < TOLERANCE


def test_common_prefix_length() -> None:
    assert common_prefix_length([[1, 2, 3], [1, 2, 4], [1, 2]]) == 2
    assert common_prefix_length([[1], [2]]) == 0
    assert common_prefix_length([[1, 2, 3]]) == 3
