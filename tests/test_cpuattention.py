"""Long attention on the CPU through NumPy's softmax: the same numbers as MLX's, taken where it pays."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from augury.engine import backend

backend.prepare("cpu")

import mlx.core as mx  # noqa: E402

from augury.engine import cpuattention  # noqa: E402
from augury.engine.model import LoadedModel  # noqa: E402

EXACT = 1e-5  # f32


def _inputs(batch: int, heads: int, kv_heads: int, rows: int, keys: int, seed: int) -> tuple[mx.array, ...]:
    mx.random.seed(seed)
    return (mx.random.normal((batch, heads, rows, 32)), mx.random.normal((batch, kv_heads, keys, 32)),
            mx.random.normal((batch, kv_heads, keys, 32)))


def _visible(shape: tuple[int, ...], seed: int) -> mx.array:
    mx.random.seed(seed)
    mask = mx.random.uniform(shape=shape) > 0.4
    mask[..., 0] = True  # no row without a visible key
    return mask


@pytest.mark.parametrize(("batch", "heads", "kv_heads", "rows", "keys", "mask"), [
    (1, 8, 4, 64, 300, "causal"),
    (1, 8, 8, 300, 300, "causal"),
    (2, 8, 2, 1, 500, None),
    (1, 4, 2, 40, 200, "bool2"),
    (2, 4, 2, 40, 200, "bool4"),
    (2, 4, 2, 40, 200, "bool4-heads"),
    (2, 4, 1, 40, 200, "additive"),
])
def test_numpy_attention_equals_mlx(batch: int, heads: int, kv_heads: int, rows: int, keys: int, mask: str | None,
                                    ) -> None:
    q, k, v = _inputs(batch, heads, kv_heads, rows, keys, seed=rows + keys)
    given: Any = mask
    if mask == "bool2":
        given = _visible((rows, keys), 1)
    elif mask == "bool4":
        given = _visible((batch, 1, rows, keys), 2)
    elif mask == "bool4-heads":
        given = _visible((batch, heads, rows, keys), 3)
    elif mask == "additive":
        given = mx.where(_visible((batch, 1, rows, keys), 4), 0.0, -1e9).astype(mx.float32)
    want = mx.fast.scaled_dot_product_attention(q, k, v, scale=0.17, mask=given)
    got = cpuattention.attention(q, k, v, scale=0.17, mask=given)
    assert got.shape == want.shape and got.dtype == mx.float32
    assert mx.max(mx.abs(got - want)).item() < EXACT
    if mask is not None:  # the mask is applied: unmasked attention differs
        assert mx.max(mx.abs(cpuattention.attention(q, k, v, scale=0.17) - want)).item() > 1e-3


class _Quantized:
    bits = 4


@pytest.mark.parametrize(("case", "numpy"), [
    ("long", True), ("short", False), ("float16", False), ("quantized cache", False), ("sinks", False),
    ("training", False),
])
def test_the_numpy_path_is_taken_only_where_it_is_exact_and_pays(
    case: str, numpy: bool, monkeypatch: pytest.MonkeyPatch,
) -> None:
    taken: list[str] = []
    monkeypatch.setattr(cpuattention, "attention", lambda *a, **k: taken.append("numpy") or a[0])

    def original(*a: Any, **k: Any) -> mx.array:
        taken.append("mlx")
        return a[0]  # type: ignore[no-any-return]

    rows = 8 if case == "short" else 256
    q, k, v = _inputs(1, 16, 8, rows, 256, seed=0)
    if case == "float16":
        q, k, v = (x.astype(mx.float16) for x in (q, k, v))
    cache = _Quantized() if case == "quantized cache" else None
    sinks = mx.zeros((16,)) if case == "sinks" else None
    if case == "training":  # NumPy cannot carry gradients: the demo trainer runs under mlx_only()
        with cpuattention.mlx_only():
            cpuattention.sdpa(original)(q, k, v, cache, scale=0.1, mask="causal", sinks=sinks)
    else:
        cpuattention.sdpa(original)(q, k, v, cache, scale=0.1, mask="causal", sinks=sinks)
    assert taken == ["numpy" if numpy else "mlx"]


@pytest.fixture(scope="module")
def tiny(model_dirs: dict[str, Path]) -> LoadedModel:
    return LoadedModel("tiny", model_dirs["tiny"], device="cpu")


def test_a_cpu_model_runs_long_attention_through_numpy_with_the_same_answers(
    tiny: LoadedModel, monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = sys.modules[type(tiny._backbone.layers[0].self_attn).__module__]  # type: ignore[union-attr]
    routed = module.scaled_dot_product_attention
    original = routed._augury_mlx_sdpa  # installed when the model was loaded on the CPU
    assert cpuattention.install(tiny.model) is False  # once per family, never wrapped twice
    rng = random.Random(5)
    prompt = [rng.randrange(5, 1000) for _ in range(700)]
    calls: list[int] = []
    numpy_attention = cpuattention.attention

    def counted(*a: Any, **k: Any) -> mx.array:
        calls.append(1)
        return numpy_attention(*a, **k)

    monkeypatch.setattr(cpuattention, "attention", counted)
    got = tiny.next_token_logprobs([prompt])
    assert len(calls) >= len(tiny._backbone.layers)  # type: ignore[union-attr]
    monkeypatch.setattr(module, "scaled_dot_product_attention", original)
    want = tiny.next_token_logprobs([prompt])
    assert mx.max(mx.abs(got - want)).item() < EXACT


@pytest.mark.parametrize(("heads", "kv_heads", "rows", "prefix", "own"), [
    (16, 8, 126, 8000, 300),  # a packed block over a long prefix: the NumPy path
    (8, 2, 40, 3000, 60),
    (4, 2, 3, 20, 5),  # too small to pay: MLX over the joined keys
])
def test_prefixed_attention_equals_attention_over_the_joined_keys(
    heads: int, kv_heads: int, rows: int, prefix: int, own: int,
) -> None:
    q, pk, pv = _inputs(1, heads, kv_heads, rows, prefix, seed=prefix)
    _, k, v = _inputs(1, heads, kv_heads, rows, own, seed=own)
    mask = _visible((rows, own), 5)
    joined = mx.concatenate([mx.ones((rows, prefix), dtype=mx.bool_), mask], axis=1)
    want = mx.fast.scaled_dot_product_attention(q, mx.concatenate([pk, k], axis=2), mx.concatenate([pv, v], axis=2),
                                                scale=0.09, mask=joined)
    numpy_path = cpuattention._worth_it(q, pk, None, None)
    assert numpy_path == (prefix >= 1000)
    got = cpuattention.prefixed_attention(q, (pk, pv), k, v, scale=0.09, mask=mask)
    assert got.shape == want.shape and got.dtype == mx.float32
    assert mx.max(mx.abs(got - want)).item() < EXACT
