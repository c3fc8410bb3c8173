"""Many question suffixes over one shared prefix KV, in one packed sequence (no per-row prefix copies).

The batched way to score ``n`` questions over one input gives every question a row of its own and
copies the prefix KV into each row (``n`` copies, padding, a masked attention per row). Here every
suffix is laid end to end after the prefix in ONE sequence instead:

* each suffix token attends to the whole prefix and to the earlier tokens of its own suffix only
  (a block-diagonal causal mask over the packed part, the prefix columns all open);
* each suffix's positions restart at the prefix length (RoPE offset ``P + j`` for its ``j``-th token),
  exactly the positions it has when run alone after the prefix;
* the prefix KV is read as stored (one concatenation per layer with the new keys, never one per row).

The pass is written with the model's own modules (projections, norms, RoPE, MLP), mlx-lm style, for
the attention families whose layer is ``x + attn(norm(x))`` then ``h + mlp(norm(h))``: Qwen3 (with
its q/k norms). Per-token positions go through the model's own rope (``fast.rope``) with one
offset per batch row, each packed token made a row of its own (see :func:`_rope_packed`). Recurrent
layers (Qwen3.5's Gated DeltaNet) carry a state along the sequence, which packing would run through
every earlier suffix; such models keep the per-row path (see
:meth:`augury.engine.model.LoadedModel.grouped_prefix_logprobs`).

Queries run in blocks of :data:`QUERY_BLOCK` rows, fewer over long prefixes (:data:`SCORE_BYTES`), so the
score matrix held at once is bounded (heads x block x keys), whatever the prefix length.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import mlx.core as mx
from mlx_lm.models.cache import KVCache

from augury.engine import cpuattention

#: Model families whose decoder layers the packed pass reproduces exactly (tested against the per-row path).
PACKABLE_TYPES = frozenset({"qwen3"})
#: Query rows per attention block: the scores held at once are heads x this x (prefix + packed tokens).
QUERY_BLOCK = 512
#: Fewer query rows per block when the keys are many: one block's scores (heads x rows x keys, f32) stay
#: under this many bytes (126 rows over an 8,000-token prefix with 16 heads), at least 64 rows.
SCORE_BYTES = 64 << 20
#: Query rows per block when the packed suffixes outnumber the prefix tokens (at least twice the longest
#: suffix): a block's keys are the prefix and its own rows' suffixes, so smaller blocks compute fewer masked scores.
WINDOW_ROWS = 128
#: Past this many prefix tokens the pass is evaluated layer by layer (bounded transient key copies).
LONG_PREFIX = 2048


def packable(model_type: str, backbone: Any, cache: Sequence[Any]) -> bool:
    """Whether the packed pass applies: a known family, every layer plain attention over a plain KV cache."""
    if model_type not in PACKABLE_TYPES or backbone is None:
        return False
    layers = getattr(backbone, "layers", None)
    if not layers or len(layers) != len(cache):
        return False
    return all(type(c) is KVCache for c in cache) and all(hasattr(layer, "self_attn") for layer in layers)


def _starts(suffixes: Sequence[Sequence[int]]) -> list[int]:
    starts = [0]
    for s in suffixes[:-1]:
        starts.append(starts[-1] + len(s))
    return starts


def _layout(suffixes: Sequence[Sequence[int]]) -> tuple[list[int], list[int], int]:
    """Segment id and position within it of every packed token, and the longest suffix."""
    seg: list[int] = []
    local: list[int] = []
    for i, s in enumerate(suffixes):
        seg += [i] * len(s)
        local += list(range(len(s)))
    return seg, local, max(len(s) for s in suffixes)


def _rope_packed(rope: Callable[..., mx.array], x: mx.array, positions: mx.array) -> mx.array:
    """RoPE of packed ``x`` [1, H, S, D], token ``t`` at ``positions[t]``.

    Each token is made a batch row of one position ([S, H, 1, D]) and roped with a per-row offset (the
    model's own rope, mlx's ``fast.rope``, takes an array of offsets, one per batch row): the same kernel
    and numbers as roping each suffix alone, without gathering the suffixes into a padded block (which
    cost as much as the rest of the pass on CPU for 128 questions).
    """
    roped = rope(x[0].transpose(1, 0, 2)[:, :, None, :], offset=positions)
    return roped[:, :, 0, :].transpose(1, 0, 2)[None]


def packed_suffix_hidden(
    backbone: Any, cache: Sequence[KVCache], suffixes: Sequence[Sequence[int]], *, query_block: int = QUERY_BLOCK,
) -> mx.array:
    """Final hidden state ``[n, hidden]`` at the last token of each suffix, every suffix run after ``cache``.

    ``cache`` (one entry per layer, all holding the same prefix) is only read, never updated.
    """
    if not suffixes or any(len(s) == 0 for s in suffixes):
        raise ValueError("every suffix needs at least one token")
    prefix = int(cache[0].offset)
    seg, local, longest = _layout(suffixes)
    total = len(seg)
    positions = mx.array([prefix + j for j in local], dtype=mx.int32)
    seg_a, local_a = mx.array(seg, dtype=mx.int32), mx.array(local, dtype=mx.int32)
    # [S, S]: same suffix and not later; the prefix columns are open to every row.
    own = (seg_a[:, None] == seg_a[None, :]) & (local_a[None, :] <= local_a[:, None])
    mask = mx.concatenate([mx.ones((total, prefix), dtype=mx.bool_), own], axis=1) if prefix > total else own
    starts = _starts(suffixes)

    h = backbone.embed_tokens(mx.array([[t for s in suffixes for t in s]], dtype=mx.int32))
    for layer, c in zip(backbone.layers, cache, strict=True):
        attn = layer.self_attn
        x = layer.input_layernorm(h)
        q = attn.q_proj(x).reshape(1, total, attn.n_heads, -1)
        k = attn.k_proj(x).reshape(1, total, attn.n_kv_heads, -1)
        v = attn.v_proj(x).reshape(1, total, attn.n_kv_heads, -1).transpose(0, 2, 1, 3)
        if hasattr(attn, "q_norm"):
            q, k = attn.q_norm(q), attn.k_norm(k)
        q = _rope_packed(attn.rope, q.transpose(0, 2, 1, 3), positions)
        k = _rope_packed(attn.rope, k.transpose(0, 2, 1, 3), positions)
        rows = max(64, min(query_block, SCORE_BYTES // (4 * attn.n_heads * (prefix + total))))
        joined = prefix > total  # a long prefix: its keys joined to the packed ones once, each block reads a slice
        if not joined:  # blocks of a few suffixes: each sees little beyond its own rows
            rows = min(rows, max(WINDOW_ROWS, 2 * longest))
        if prefix:
            pk, pv = c.keys_and_values()  # type: ignore[no-untyped-call]
            if joined:
                k, v = mx.concatenate([pk, k], axis=2), mx.concatenate([pv, v], axis=2)
        blocks = []
        for a in range(0, total, rows):
            b = min(total, a + rows)
            if joined:  # the prefix and the packed keys up to b (later ones are masked for every row here)
                keys, values, block_mask = k[:, :, : prefix + b], v[:, :, : prefix + b], mask[a:b, : prefix + b]
            else:
                # Many packed tokens: rows a..b see the prefix and the packed keys from row a's suffix on only.
                lo = starts[seg[a]]
                keys, values, block_mask = k[:, :, lo:b], v[:, :, lo:b], own[a:b, lo:b]
                if prefix:
                    keys, values = mx.concatenate([pk, keys], axis=2), mx.concatenate([pv, values], axis=2)
                    block_mask = mx.concatenate([mx.ones((b - a, prefix), dtype=mx.bool_), block_mask], axis=1)
            blocks.append(cpuattention.scaled_dot_product_attention(
                q[:, :, a:b], keys, values, scale=attn.scale, mask=block_mask))
        out = mx.concatenate(blocks, axis=2) if len(blocks) > 1 else blocks[0]
        h = h + attn.o_proj(out.transpose(0, 2, 1, 3).reshape(1, total, -1))
        h = h + layer.mlp(layer.post_attention_layernorm(h))
        if len(blocks) > 1 or prefix > LONG_PREFIX:
            mx.eval(h)  # long packs or prefixes: one layer's attention blocks and key copies alive at a time
    ends = mx.array([start + len(s) - 1 for start, s in zip(_starts(suffixes), suffixes, strict=True)], dtype=mx.int32)
    result: mx.array = backbone.norm(h[0][ends])
    return result
