"""Prompt caches in batches: which caches can share a batch, one row out of a batch, and the batch bounds.

The scorer (:mod:`augury.engine.model`), the decode batch (:mod:`augury.engine.generate`) and the vision path
(:mod:`augury.engine.vision`) all batch mlx-lm's per-layer caches; what they may assume about them is stated here once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mlx.core as mx
from mlx_lm.models.cache import ArraysCache, BatchKVCache, KVCache

#: Upper bound on padded tokens (batch x longest sequence) in one forward pass; bigger batches are split.
MAX_BATCH_TOKENS = 16384


def can_batch(cache: Sequence[Any]) -> bool:
    """Whether a model's prompt cache (one entry per layer) can merge, extend, filter and give back rows.

    Plain attention and recurrent-state caches only: rotating (sliding-window) and quantized caches have batch
    forms whose padding rules differ; models with them prefill and generate one sequence at a time.
    """
    return all(type(c) in (KVCache, ArraysCache) for c in cache)


def extract_row(cache: Any, i: int) -> Any:
    """Row ``i`` of a batch cache (``BatchKVCache`` or a batched ``ArraysCache``) as a single-row cache."""
    if isinstance(cache, BatchKVCache):
        return cache.extract(i)  # type: ignore[no-untyped-call]
    row = ArraysCache(len(cache.cache))
    row.cache = [mx.contiguous(a[i : i + 1]) if a is not None else None for a in cache.cache]  # type: ignore[misc]
    return row


def common_prefix_length(seqs: Sequence[Sequence[int]]) -> int:
    """Length of the longest token prefix shared by every sequence."""
    if not seqs:
        return 0
    first = seqs[0]
    n = min(len(s) for s in seqs)
    for i in range(n):
        tok = first[i]
        if any(s[i] != tok for s in seqs):
            return i
    return n
