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

Since the pass goes layer by layer, a fresh long prefix need not be prefilled whole first:
:func:`prefill_and_pack` runs the prefix's chunks and then the suffixes through each layer in turn, so only
one layer's keys and values exist at a time (the KV of all layers of an 8,000-token input of Qwen3-0.6B is
1.71 GiB in f32). What it stores for later requests can hold a layer as its input hidden states
(:class:`LayerInput`) instead of its keys and values, recomputed when read: half the bytes for Qwen3-0.6B.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import mlx.core as mx
from mlx_lm.models.base import create_attention_mask
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


@dataclass(frozen=True)
class Packing:
    """Where each token of ``suffixes`` laid end to end after a ``prefix``-token prefix sits, and what it sees."""

    prefix: int
    seg: list[int]
    starts: list[int]
    longest: int
    positions: mx.array
    own: mx.array
    ends: mx.array

    @property
    def total(self) -> int:
        return len(self.seg)

    @classmethod
    def of(cls, prefix: int, suffixes: Sequence[Sequence[int]]) -> Packing:
        if not suffixes or any(len(s) == 0 for s in suffixes):
            raise ValueError("every suffix needs at least one token")
        seg, local, longest = _layout(suffixes)
        seg_a, local_a = mx.array(seg, dtype=mx.int32), mx.array(local, dtype=mx.int32)
        # [S, S]: same suffix and not later (the prefix is open to every row).
        own = (seg_a[:, None] == seg_a[None, :]) & (local_a[None, :] <= local_a[:, None])
        starts = _starts(suffixes)
        ends = mx.array([start + len(s) - 1 for start, s in zip(starts, suffixes, strict=True)], dtype=mx.int32)
        positions = mx.array([prefix + j for j in local], dtype=mx.int32)
        return cls(prefix, seg, starts, longest, positions, own, ends)


def embed_suffixes(backbone: Any, suffixes: Sequence[Sequence[int]]) -> mx.array:
    """The packed suffixes' token embeddings ``[1, S, hidden]``: the input of the first layer's packed step."""
    embedded: mx.array = backbone.embed_tokens(mx.array([[t for s in suffixes for t in s]], dtype=mx.int32))
    return embedded


def packed_layer(
    layer: Any, h: mx.array, prefix_kv: tuple[mx.array, mx.array] | None, packing: Packing,
    *, query_block: int = QUERY_BLOCK,
) -> mx.array:
    """One decoder layer over the packed suffixes ``h`` [1, S, hidden], reading the prefix's keys and values.

    ``prefix_kv`` is the layer's ``(keys, values)`` over the prefix ([1, kv heads, P, head dim]; None when
    the prefix is empty); it is only read.
    """
    prefix, total, seg, starts = packing.prefix, packing.total, packing.seg, packing.starts
    attn = layer.self_attn
    x = layer.input_layernorm(h)
    q = attn.q_proj(x).reshape(1, total, attn.n_heads, -1)
    k = attn.k_proj(x).reshape(1, total, attn.n_kv_heads, -1)
    v = attn.v_proj(x).reshape(1, total, attn.n_kv_heads, -1).transpose(0, 2, 1, 3)
    if hasattr(attn, "q_norm"):
        q, k = attn.q_norm(q), attn.k_norm(k)
    q = _rope_packed(attn.rope, q.transpose(0, 2, 1, 3), packing.positions)
    k = _rope_packed(attn.rope, k.transpose(0, 2, 1, 3), packing.positions)
    rows = max(64, min(query_block, SCORE_BYTES // (4 * attn.n_heads * (prefix + total))))
    if prefix <= total:  # blocks of a few suffixes: each sees little beyond its own rows
        rows = min(rows, max(WINDOW_ROWS, 2 * packing.longest))
    blocks = []
    for a in range(0, total, rows):
        b = min(total, a + rows)
        # Rows a..b see the prefix and the packed keys from row a's suffix on only (the prefix never copied).
        lo = starts[seg[a]]
        keys, values, block_mask = k[:, :, lo:b], v[:, :, lo:b], packing.own[a:b, lo:b]
        if prefix:
            assert prefix_kv is not None
            blocks.append(cpuattention.prefixed_attention(
                q[:, :, a:b], prefix_kv, keys, values, scale=attn.scale, mask=block_mask))
        else:
            blocks.append(cpuattention.scaled_dot_product_attention(
                q[:, :, a:b], keys, values, scale=attn.scale, mask=block_mask))
    out = mx.concatenate(blocks, axis=2) if len(blocks) > 1 else blocks[0]
    h = h + attn.o_proj(out.transpose(0, 2, 1, 3).reshape(1, total, -1))
    h = h + layer.mlp(layer.post_attention_layernorm(h))
    if len(blocks) > 1 or prefix > LONG_PREFIX:
        mx.eval(h)  # long packs or prefixes: one layer's attention blocks and key copies alive at a time
    return h


def last_hidden(backbone: Any, h: mx.array, packing: Packing) -> mx.array:
    """The final (normed) hidden state ``[n, hidden]`` at the last token of each packed suffix."""
    result: mx.array = backbone.norm(h[0][packing.ends])
    return result


def packed_suffix_hidden(
    backbone: Any, cache: Sequence[Any], suffixes: Sequence[Sequence[int]], *, query_block: int = QUERY_BLOCK,
) -> mx.array:
    """Final hidden state ``[n, hidden]`` at the last token of each suffix, every suffix run after ``cache``.

    ``cache`` (one entry per layer, all holding the same prefix: a :class:`KVCache` or, in a compact stored
    prefix, a :class:`LayerInput` whose keys and values are recomputed) is only read.
    """
    packing = Packing.of(int(cache[0].offset), suffixes)
    h = embed_suffixes(backbone, suffixes)
    for layer, c in zip(backbone.layers, cache, strict=True):
        kv = prefix_keys_values(layer, c) if packing.prefix else None
        h = packed_layer(layer, h, kv, packing, query_block=query_block)
    return last_hidden(backbone, h, packing)


def prefix_keys_values(layer: Any, entry: Any) -> tuple[mx.array, mx.array]:
    """A layer's keys and values over a stored prefix: read from its KV cache, or recomputed from its input."""
    if isinstance(entry, LayerInput):
        return entry.keys_values(layer)
    kv: tuple[mx.array, mx.array] = entry.keys_and_values()
    return kv


class LayerInput:
    """One layer of a stored prefix kept as that layer's input hidden states ``[1, P, hidden]``, not its KV.

    Where a layer's keys and values together are wider than the hidden state (Qwen3-0.6B: 2 x 8 x 128 = 2,048
    floats a token against 1,024), this holds the same prefix in less memory; reading it recomputes the keys and
    values exactly as the layer's attention made them (norm, k/v projections, k norm, RoPE from position 0).
    Trimmable like a KV cache (a causal layer's input at a position depends on earlier positions only).
    """

    def __init__(self, hidden: mx.array) -> None:
        self.hidden = hidden

    @property
    def offset(self) -> int:
        return int(self.hidden.shape[1])

    @property
    def nbytes(self) -> int:
        return int(self.hidden.nbytes)

    def is_trimmable(self) -> bool:
        return True

    def trim(self, n: int) -> int:
        n = min(self.offset, n)
        self.hidden = self.hidden[:, : self.offset - n]
        return n

    def keys_values(self, layer: Any) -> tuple[mx.array, mx.array]:
        """The keys and values ``layer``'s attention computed over this prefix (``[1, kv heads, P, head dim]``)."""
        attn = layer.self_attn
        length = self.offset
        x = layer.input_layernorm(self.hidden)
        keys = attn.k_proj(x).reshape(1, length, attn.n_kv_heads, -1)
        if hasattr(attn, "k_norm"):
            keys = attn.k_norm(keys)
        keys = attn.rope(keys.transpose(0, 2, 1, 3))
        values = attn.v_proj(x).reshape(1, length, attn.n_kv_heads, -1).transpose(0, 2, 1, 3)
        return keys, values

    def to_kv_cache(self, layer: Any) -> KVCache:
        """A plain KV cache holding the same keys and values (for paths that extend or merge caches)."""
        keys, values = self.keys_values(layer)
        cache = KVCache()  # type: ignore[no-untyped-call]
        cache.update_and_fetch(keys, values)  # type: ignore[no-untyped-call]
        return cache


def prefill_and_pack(
    backbone: Any, prefix: Sequence[int], packs: Sequence[Sequence[Sequence[int]]], chunk: Callable[[int], int],
    *, store: bool, kept_kv: int = 0, start: Sequence[Any] | None = None,
) -> tuple[list[mx.array], list[Any] | None]:
    """Prefill ``prefix`` and run each pack of suffixes after it, layer by layer: one layer's KV alive at a time.

    The same numbers as prefilling the prefix into a KV cache (in the chunks ``chunk(held)`` gives, each
    through the layer's own ``__call__`` and mask) and then :func:`packed_suffix_hidden` over it, computed in
    the other order: every chunk of the prefix through layer ``l``, then every pack through layer ``l``, then
    layer ``l + 1``. A long input then never holds the keys and values of all its layers at once (8,000 tokens
    of Qwen3-0.6B: 61 MiB a layer instead of 1.71 GiB), only its hidden states.

    Returns each pack's final hidden states (as :func:`packed_suffix_hidden`) and, with ``store``, the prefix as
    an entry to keep, one item per layer: the layer's :class:`KVCache` for the first ``kept_kv`` layers, and for
    the others a :class:`LayerInput` (the layer's input hidden states) where the hidden state is narrower than
    the layer's keys and values together (Qwen3-0.6B: 1,024 floats a token against 2,048), else its KV cache.

    ``start``: a stored entry (one item per layer, as this returns; only read) holding the first tokens of
    ``prefix``: each layer starts from its keys and values (read, or recomputed from a :class:`LayerInput`) and
    only the rest of ``prefix`` is run; the entry returned covers the whole prefix.
    """
    length = len(prefix)
    held = int(start[0].offset) if start else 0
    if held >= length:
        raise ValueError("nothing of the prefix is left to run")
    bounds: list[tuple[int, int]] = []  # chunks of the new tokens, by position in the prefix
    while (at := bounds[-1][1] if bounds else held) < length:
        bounds.append((at, min(length, at + chunk(at))))
    packings = [Packing.of(length, suffixes) for suffixes in packs]
    hs = [embed_suffixes(backbone, suffixes) for suffixes in packs]
    h = backbone.embed_tokens(mx.array([list(prefix[held:])], dtype=mx.int32))
    entry: list[Any] | None = [] if store else None
    for index, layer in enumerate(backbone.layers):
        cache = KVCache()  # type: ignore[no-untyped-call]
        cache.step = -(-length // KVCache.step) * KVCache.step  # one buffer of the final size, never regrown
        before = start[index] if start else None
        if before is not None:
            cache.update_and_fetch(*prefix_keys_values(layer, before))  # type: ignore[no-untyped-call]
        out = []
        for a, b in bounds:
            x = h[:, a - held : b - held]
            y = layer(x, create_attention_mask(x, cache), cache)
            mx.eval(y, cache.state)
            out.append(y)
        del cache.step
        kv = cache.keys_and_values()  # type: ignore[no-untyped-call]
        hs = [packed_layer(layer, hp, kv, packing) for hp, packing in zip(hs, packings, strict=True)]
        mx.eval(hs)
        if entry is not None:
            narrower = h.shape[-1] < kv[0].shape[1] * (kv[0].shape[-1] + kv[1].shape[-1])  # floats a token
            if isinstance(before, LayerInput):
                entry.append(LayerInput(mx.concatenate([before.hidden, h], axis=1)))
                mx.eval(entry[-1].hidden)
            elif narrower and index >= kept_kv and before is None:
                entry.append(LayerInput(h))
            else:  # kept as KV, or extending a stored KV cache (whose layer input is not at hand)
                entry.append(cache)
        del kv, cache
        h = mx.concatenate(out, axis=1) if len(out) > 1 else out[0]
        del out
        mx.eval(h)
        mx.clear_cache()  # the chunks' scores had sizes of their own: kept buffers would pile up layer after layer
    return [last_hidden(backbone, hp, packing) for hp, packing in zip(hs, packings, strict=True)], entry
