"""Attention over many keys on the CPU, with NumPy's vectorised softmax (MLX's CPU ``exp`` is scalar on x86).

Measured on the two-core x86 host, quiet (``python -m bench.bench_attention``): MLX's CPU backend evaluates
``exp`` at 11.3 ns an element where NumPy's SIMD loop takes 0.71 ns, and its ``scaled_dot_product_attention``
(a fallback on the CPU: matmul, mask, softmax, matmul) spends most of its time outside the products: for
128 query rows over 8,000 keys (16 heads) 245 ms fused against 74 ms for both products alone. Long prompts and long
packed passes are made of exactly such blocks.

:func:`attention` computes the same numbers (f32, scores ``q·k * scale``, masked, max-subtracted softmax,
times the values; only the order of f32 sums differs, well under 1e-5): the two products stay MLX's (the same
BLAS and threads as every other product of the model: a second BLAS's spinning threads slowed the model's own
products by half on two cores), and the softmax runs in NumPy on the score buffer in place (MLX arrays
export their buffers), normalised after the second product. Grouped-query heads share their key/value
head through a reshape, never a copy.

:func:`install` routes a loaded model's own attention calls (mlx-lm's ``scaled_dot_product_attention``,
looked up in the model's module) through :func:`sdpa`, which takes this path only where it pays and is
exact: the CPU device, float32, no quantized cache, no attention sinks, and at least :data:`MIN_SCORES`
scores per batch row, outside :func:`mlx_only` (training); everything else goes to MLX as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import mlx.core as mx
import numpy as np

#: Scores (heads x query rows x keys) per batch row from which the NumPy path is taken: below it the
#: forced evaluation of the inputs costs more than the scalar ``exp`` it saves.
MIN_SCORES = 1 << 16

_ORIGINAL = "_augury_mlx_sdpa"
_ENABLED: ContextVar[bool] = ContextVar("augury_numpy_attention", default=True)


@contextmanager
def mlx_only() -> Iterator[None]:
    """Within this block every attention runs in MLX: for code that differentiates through the model (training),
    which NumPy cannot follow."""
    token = _ENABLED.set(False)
    try:
        yield
    finally:
        _ENABLED.reset(token)


def attention(queries: mx.array, keys: mx.array, values: mx.array, *, scale: float, mask: Any = None) -> mx.array:
    """``softmax(q·kᵀ * scale + mask)·v`` for ``[B, H, L, D]`` queries and ``[B, KV, S, D]`` keys and values.

    ``mask``: None, ``"causal"`` (query ``i`` sees keys up to ``S - L + i``), a boolean array (True = visible)
    or an additive float array, either broadcastable to ``[B, H, L, S]``.
    """
    batch, heads, rows, dim = queries.shape
    kv_heads, length = keys.shape[1], keys.shape[2]
    group = heads // kv_heads
    grouped = (queries * scale).reshape(batch, kv_heads, group * rows, dim)
    scores = grouped @ keys.swapaxes(-1, -2)  # [B, KV, group*L, S], MLX's BLAS
    mx.eval(scores)
    weights = np.asarray(scores)  # the same buffer: the softmax below is written into it
    given: np.ndarray | None = None  # [Bm, Hm, L, S] with Bm in (1, B) and Hm in (1, H)
    if isinstance(mask, str):
        if mask != "causal":
            raise ValueError(f"unknown attention mask {mask!r}")
        given = np.triu(np.full((1, 1, rows, length), -np.inf, np.float32), length - rows + 1)
    elif mask is not None:
        given = np.asarray(mask)
        given = given.reshape((1,) * (4 - given.ndim) + given.shape)
    totals = np.empty((batch, kv_heads, group * rows, 1), np.float32)
    for b in range(batch):
        row = weights[b]
        if given is not None:
            shaped = row.reshape(kv_heads, group, rows, length)
            row_mask = given[b if given.shape[0] > 1 else 0]
            if row_mask.shape[0] == heads:
                row_mask = row_mask.reshape(kv_heads, group, *row_mask.shape[1:])
            if row_mask.dtype == np.bool_:
                np.copyto(shaped, np.float32(-np.inf), where=~row_mask)
            else:
                shaped += row_mask.astype(np.float32, copy=False)
        row -= row.max(axis=-1, keepdims=True)
        np.exp(row, out=row)
        row.sum(axis=-1, keepdims=True, out=totals[b])
    mixed = (scores @ values) / mx.array(totals)  # the unnormalised weights times the values, then the sums
    return mixed.reshape(batch, heads, rows, dim)


def prefixed_attention(
    queries: mx.array, prefix: tuple[mx.array, mx.array], keys: mx.array, values: mx.array, *, scale: float,
    mask: mx.array,
) -> mx.array:
    """Attention over a shared prefix's keys (all visible) followed by ``keys`` under the boolean ``mask``.

    The same numbers as :func:`scaled_dot_product_attention` over the two key sets joined, with the prefix
    columns of the mask all open, without joining them: where the NumPy path pays, each key set's scores are
    computed on their own, one softmax spans both, and the two weighted sums of values are added (the order of
    f32 sums differs, well under 1e-5). A long prefix is then never copied next to the new keys (an 8,000-token
    prefix of Qwen3-0.6B: 66 MB and ~40 ms a layer on two cores). Elsewhere the two are joined for MLX.
    """
    pk, pv = prefix
    if not _worth_it(queries, pk, None, None):
        rows = queries.shape[2]
        joined_mask = mx.concatenate([mx.ones((rows, pk.shape[2]), dtype=mx.bool_), mask], axis=1)
        return mx.fast.scaled_dot_product_attention(queries, mx.concatenate([pk, keys], axis=2),
                                                    mx.concatenate([pv, values], axis=2), scale=scale,
                                                    mask=joined_mask)
    batch, heads, rows, dim = queries.shape
    kv_heads = pk.shape[1]
    group = heads // kv_heads
    grouped = (queries * scale).reshape(batch, kv_heads, group * rows, dim)
    open_scores, own_scores = grouped @ pk.swapaxes(-1, -2), grouped @ keys.swapaxes(-1, -2)
    mx.eval(open_scores, own_scores)
    opened, own = np.asarray(open_scores), np.asarray(own_scores)  # [B, KV, group*L, P] and [..., S], in place
    shaped = own.reshape(batch, kv_heads, group, rows, own.shape[-1])
    np.copyto(shaped, np.float32(-np.inf), where=~np.asarray(mask))
    top = np.maximum(opened.max(axis=-1, keepdims=True), own.max(axis=-1, keepdims=True))
    opened -= top
    own -= top
    np.exp(opened, out=opened)
    np.exp(own, out=own)
    totals = opened.sum(axis=-1, keepdims=True) + own.sum(axis=-1, keepdims=True)
    mixed = (open_scores @ pv + own_scores @ values) / mx.array(totals)
    return mixed.reshape(batch, heads, rows, dim)


def _worth_it(queries: mx.array, keys: mx.array, cache: Any, sinks: Any) -> bool:
    return (_ENABLED.get() and sinks is None and not hasattr(cache, "bits") and queries.dtype == mx.float32
            and keys.dtype == mx.float32 and mx.default_device() == mx.cpu
            and queries.shape[1] * queries.shape[2] * keys.shape[2] >= MIN_SCORES)


def scaled_dot_product_attention(queries: mx.array, keys: mx.array, values: mx.array, *, scale: float,
                                 mask: Any = None) -> mx.array:
    """MLX's fused attention, or :func:`attention` where it pays (see the module); for the engine's own passes."""
    if _worth_it(queries, keys, None, None):
        return attention(queries, keys, values, scale=scale, mask=mask)
    return mx.fast.scaled_dot_product_attention(queries, keys, values, scale=scale, mask=mask)


def sdpa(original: Callable[..., mx.array]) -> Callable[..., mx.array]:
    """mlx-lm's ``scaled_dot_product_attention`` that takes :func:`attention` where it pays (see the module)."""

    def scaled_dot_product_attention(queries: mx.array, keys: mx.array, values: mx.array, cache: Any,
                                     scale: float, mask: Any, sinks: Any = None) -> mx.array:
        if _worth_it(queries, keys, cache, sinks):
            return attention(queries, keys, values, scale=scale, mask=mask)
        return original(queries, keys, values, cache, scale=scale, mask=mask, sinks=sinks)

    setattr(scaled_dot_product_attention, _ORIGINAL, original)
    return scaled_dot_product_attention


def install(model: Any) -> bool:
    """Route the attention of ``model``'s decoder layers through :func:`sdpa`; whether any module was changed.

    mlx-lm's model files call ``scaled_dot_product_attention`` by the name their module imported: that
    name is replaced in the module of each attention class (once; every model of the family shares it).
    """
    changed = False
    for _, module in model.named_modules():
        name = type(module).__module__
        owner = sys.modules.get(name)
        current = getattr(owner, "scaled_dot_product_attention", None)
        if owner is None or current is None or hasattr(current, _ORIGINAL) or not name.startswith("mlx_lm.models."):
            continue
        owner.scaled_dot_product_attention = sdpa(current)  # type: ignore[attr-defined]
        changed = True
    return changed
