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
its q/k norms). mlx-lm's ``rope`` takes one scalar offset, so per-token positions are had by
gathering the packed tokens into a ``[suffixes, heads, longest, dim]`` block, roping that at offset
``P`` (every suffix starts there) and gathering back. Recurrent layers (Qwen3.5's Gated DeltaNet)
carry a state along the sequence, which packing would run through every earlier suffix; such
models keep the per-row path (see :meth:`augury.engine.model.LoadedModel.grouped_prefix_logprobs`).

Queries run in blocks of :data:`QUERY_BLOCK` so the score matrix held at once is bounded
(heads x block x keys), whatever the prefix length.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import mlx.core as mx
from mlx_lm.models.cache import KVCache

#: Model families whose decoder layers the packed pass reproduces exactly (tested against the per-row path).
PACKABLE_TYPES = frozenset({"qwen3"})
#: Query rows per attention block: the scores held at once are heads x this x (prefix + packed tokens).
QUERY_BLOCK = 512
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


def _layout(suffixes: Sequence[Sequence[int]]) -> tuple[list[int], list[int], list[int], list[int], int]:
    """Segment id and position within it of every packed token, the pad/unpad gathers and the longest suffix."""
    seg: list[int] = []
    local: list[int] = []
    for i, s in enumerate(suffixes):
        seg += [i] * len(s)
        local += list(range(len(s)))
    longest = max(len(s) for s in suffixes)
    starts = _starts(suffixes)
    # [n * longest]: each suffix's tokens, its last one repeated as padding (dropped on the way back).
    pad = [start + min(j, len(s) - 1) for start, s in zip(starts, suffixes, strict=True) for j in range(longest)]
    unpad = [g * longest + j for g, j in zip(seg, local, strict=True)]
    return seg, local, pad, unpad, longest


def _rope_packed(
    rope: Callable[..., mx.array], x: mx.array, pad: mx.array, unpad: mx.array, n: int, longest: int, offset: int,
) -> mx.array:
    """RoPE of packed ``x`` [1, H, S, D] with each suffix's positions starting at ``offset``."""
    _, heads, _, dim = x.shape
    block = mx.take(x[0], pad, axis=1).reshape(heads, n, longest, dim).transpose(1, 0, 2, 3)
    block = rope(block, offset=offset)
    flat = block.transpose(1, 0, 2, 3).reshape(heads, n * longest, dim)
    return mx.take(flat, unpad, axis=1)[None]


def packed_suffix_hidden(
    backbone: Any, cache: Sequence[KVCache], suffixes: Sequence[Sequence[int]], *, query_block: int = QUERY_BLOCK,
) -> mx.array:
    """Final hidden state ``[n, hidden]`` at the last token of each suffix, every suffix run after ``cache``.

    ``cache`` (one entry per layer, all holding the same prefix) is only read, never updated.
    """
    if not suffixes or any(len(s) == 0 for s in suffixes):
        raise ValueError("every suffix needs at least one token")
    prefix = int(cache[0].offset)
    seg, local, pad_l, unpad_l, longest = _layout(suffixes)
    n, total = len(suffixes), len(seg)
    pad, unpad = mx.array(pad_l, dtype=mx.int32), mx.array(unpad_l, dtype=mx.int32)
    seg_a, local_a = mx.array(seg, dtype=mx.int32), mx.array(local, dtype=mx.int32)
    # [S, S]: same suffix and not later; the prefix columns are open to every row.
    own = (seg_a[:, None] == seg_a[None, :]) & (local_a[None, :] <= local_a[:, None])
    mask = mx.concatenate([mx.ones((total, prefix), dtype=mx.bool_), own], axis=1) if prefix else own

    h = backbone.embed_tokens(mx.array([[t for s in suffixes for t in s]], dtype=mx.int32))
    for layer, c in zip(backbone.layers, cache, strict=True):
        attn = layer.self_attn
        x = layer.input_layernorm(h)
        q = attn.q_proj(x).reshape(1, total, attn.n_heads, -1)
        k = attn.k_proj(x).reshape(1, total, attn.n_kv_heads, -1)
        v = attn.v_proj(x).reshape(1, total, attn.n_kv_heads, -1).transpose(0, 2, 1, 3)
        if hasattr(attn, "q_norm"):
            q, k = attn.q_norm(q), attn.k_norm(k)
        q = _rope_packed(attn.rope, q.transpose(0, 2, 1, 3), pad, unpad, n, longest, prefix)
        k = _rope_packed(attn.rope, k.transpose(0, 2, 1, 3), pad, unpad, n, longest, prefix)
        if prefix:
            pk, pv = c.keys_and_values()  # type: ignore[no-untyped-call]
            k, v = mx.concatenate([pk, k], axis=2), mx.concatenate([pv, v], axis=2)
        blocks = [
            mx.fast.scaled_dot_product_attention(
                q[:, :, a : a + query_block], k, v, scale=attn.scale, mask=mask[a : a + query_block]
            )
            for a in range(0, total, query_block)
        ]
        out = mx.concatenate(blocks, axis=2) if len(blocks) > 1 else blocks[0]
        h = h + attn.o_proj(out.transpose(0, 2, 1, 3).reshape(1, total, -1))
        h = h + layer.mlp(layer.post_attention_layernorm(h))
        if len(blocks) > 1 or prefix > LONG_PREFIX:
            mx.eval(h)  # long packs or prefixes: one layer's attention blocks and key copies alive at a time
    ends = mx.array([start + len(s) - 1 for start, s in zip(_starts(suffixes), suffixes, strict=True)], dtype=mx.int32)
    result: mx.array = backbone.norm(h[0][ends])
    return result
