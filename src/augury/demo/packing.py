"""Training rows that share their prompt's common start: every question of one request in one row.

The questions of one request differ only after the ticket: their prompts share a long common start (the chat
template's opening and the message), then each ends with its own question. Trained one prompt per row, that start
is computed once per question (about half of every row's tokens). A :class:`PackedRow` holds it once, followed by
each question's own tokens; a mask lets a question's tokens see the shared start and themselves only, and each token
keeps the position it has in its own prompt, so every answer position computes what the served prompt computes
(:func:`packed_logits`, the same numbers up to rounding as the model on each prompt alone). The prompts of a chat
reply trained token by token are each the one before plus a token: one row of the whole reply, each position an
answer (nothing to mask but the future).

The row layout is plain NumPy (:func:`pack_prompts`, :func:`packed_arrays`); :func:`packed_logits` is the model's
forward on it, in MLX.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import mlx.core as mx
import numpy as np
import numpy.typing as npt

PADDING_SEGMENT = -1
"""Segment of the padding after a shorter row (it sees itself only)."""


@dataclass(frozen=True)
class PackedRow:
    """Several prompts in one row: a shared start (segment 0), then each prompt's own tokens (segments 1, 2, …).

    ``answers`` are (row index, target token) pairs: the index is that of a prompt's last token.
    """

    token_ids: tuple[int, ...]
    positions: tuple[int, ...]
    segments: tuple[int, ...]
    answers: tuple[tuple[int, int], ...]


def _common_start(prompts: Sequence[Sequence[int]]) -> int:
    shortest = min(len(prompt) for prompt in prompts)
    for index in range(shortest):
        token = prompts[0][index]
        if any(prompt[index] != token for prompt in prompts):
            return index
    return shortest


def pack_prompts(prompts: Sequence[Sequence[int]], targets: Sequence[int]) -> PackedRow:
    """One row for ``prompts`` (each answered by the same-index ``targets`` token at its last position).

    When every prompt starts the longest one (a reply trained token by token) the row is the longest prompt and each
    prompt's end an answer. Otherwise the row is the prompts' common start, then each prompt's remaining tokens as a
    segment of its own, at the positions they have in that prompt.
    """
    if not prompts or len(prompts) != len(targets):
        raise ValueError("a packed row needs one target for each of at least one prompt.")
    if any(not prompt for prompt in prompts):
        raise ValueError("an empty prompt has no answer position.")
    longest = max(prompts, key=len)
    if all(tuple(prompt) == tuple(longest[: len(prompt)]) for prompt in prompts):
        ends = tuple((len(prompt) - 1, target) for prompt, target in zip(prompts, targets, strict=True))
        return PackedRow(token_ids=tuple(longest), positions=tuple(range(len(longest))),
                         segments=(0,) * len(longest), answers=ends)
    start = _common_start(prompts)
    tokens = list(prompts[0][:start])
    positions = list(range(start))
    segments = [0] * start
    answers: list[tuple[int, int]] = []
    for segment, (prompt, target) in enumerate(zip(prompts, targets, strict=True), start=1):
        own = prompt[start:]
        tokens.extend(own)
        positions.extend(range(start, len(prompt)))
        segments.extend([segment] * len(own))
        answers.append((len(tokens) - 1 if own else start - 1, target))
    return PackedRow(token_ids=tuple(tokens), positions=tuple(positions), segments=tuple(segments),
                     answers=tuple(answers))


@dataclass(frozen=True)
class PackedArrays:
    """Right-padded rows as arrays: ``tokens``, ``positions`` [B, L]; ``visible`` [B, 1, L, L] (True: query row
    sees key column); ``slots`` [B, S], each row's answer indices (padded with 0 to the most answers of a row);
    ``answers`` [A], the answers' flat indices into ``slots`` (row · S + slot), and their ``targets`` [A]."""

    tokens: npt.NDArray[np.int32]
    positions: npt.NDArray[np.int32]
    visible: npt.NDArray[np.bool_]
    slots: npt.NDArray[np.int32]
    answers: npt.NDArray[np.int32]
    targets: npt.NDArray[np.int32]


def packed_arrays(rows: Sequence[PackedRow]) -> PackedArrays:
    """The arrays :func:`packed_logits` reads for ``rows``.

    A token sees the earlier tokens of the shared start and of its own segment; padding sees only itself (so no
    attention row is empty).
    """
    width = max(len(row.token_ids) for row in rows)
    most = max(len(row.answers) for row in rows)
    tokens = np.zeros((len(rows), width), np.int32)
    positions = np.zeros((len(rows), width), np.int32)
    segments = np.full((len(rows), width), PADDING_SEGMENT, np.int32)
    slots = np.zeros((len(rows), most), np.int32)
    for index, row in enumerate(rows):
        tokens[index, : len(row.token_ids)] = row.token_ids
        positions[index, : len(row.positions)] = row.positions
        segments[index, : len(row.segments)] = row.segments
        slots[index, : len(row.answers)] = [at for at, _ in row.answers]
    query, key = segments[:, :, None], segments[:, None, :]
    earlier = np.tril(np.ones((width, width), np.bool_))[None]
    visible = earlier & (query != PADDING_SEGMENT) & (key != PADDING_SEGMENT) & ((key == 0) | (key == query))
    visible |= np.eye(width, dtype=np.bool_)[None]
    answers = np.array([index * most + slot for index, row in enumerate(rows) for slot in range(len(row.answers))],
                       np.int32)
    targets = np.array([target for row in rows for _, target in row.answers], np.int32)
    return PackedArrays(tokens=tokens, positions=positions, visible=visible[:, None], slots=slots, answers=answers,
                        targets=targets)


def _turns(positions: mx.array, *, dims: int, base: float) -> tuple[mx.array, mx.array]:
    """Cosines and sines [B, 1, L, dims/2] of the rotary angles ``position * base^(-2i/dims)``."""
    frequencies = mx.power(mx.array(base, mx.float32), -mx.arange(0, dims, 2, dtype=mx.float32) / dims)
    angles = positions.astype(mx.float32)[:, None, :, None] * frequencies
    return mx.cos(angles), mx.sin(angles)


def rotate(values: mx.array, turns: tuple[mx.array, mx.array], *, dims: int) -> mx.array:
    """Rotary position embedding (the non-interleaved kind Qwen3 uses) of ``values`` [B, H, L, D] by ``turns``
    (:func:`_turns`): the first ``dims`` features, in pairs ``i`` and ``i + dims/2``."""
    cos, sin = turns
    half = dims // 2
    first, second = values[..., :half], values[..., half:dims]
    turned = [first * cos - second * sin, second * cos + first * sin]
    return mx.concatenate([*turned, values[..., dims:]] if dims < values.shape[-1] else turned, axis=-1)


def _rotary(attention: Any) -> tuple[int, float]:
    rope = attention.rope
    if getattr(rope, "traditional", False) or getattr(rope, "scale", 1.0) != 1.0:
        raise ValueError("packed rows support plain non-interleaved rotary embeddings only.")
    return int(rope.dims), float(rope.base)


def _heads(projected: mx.array, count: int) -> mx.array:
    batch, length, _ = projected.shape
    return projected.reshape(batch, length, count, -1)


def _attend(attention: Any, normed: mx.array, turns: tuple[mx.array, mx.array], dims: int, visible: mx.array,
            ) -> mx.array:
    batch, length, _ = normed.shape
    queries = attention.q_norm(_heads(attention.q_proj(normed), attention.n_heads)).transpose(0, 2, 1, 3)
    keys = attention.k_norm(_heads(attention.k_proj(normed), attention.n_kv_heads)).transpose(0, 2, 1, 3)
    values = _heads(attention.v_proj(normed), attention.n_kv_heads).transpose(0, 2, 1, 3)
    queries, keys = rotate(queries, turns, dims=dims), rotate(keys, turns, dims=dims)
    mixed = mx.fast.scaled_dot_product_attention(queries, keys, values, scale=attention.scale, mask=visible)
    out: mx.array = attention.o_proj(mixed.transpose(0, 2, 1, 3).reshape(batch, length, -1))
    return out


def packed_logits(model: Any, arrays: PackedArrays) -> mx.array:
    """Logits [A, V] at every answer of the packed rows (an mlx-lm Qwen3-style model: pre-norm blocks, q/k norms,
    tied or untied head). The last block runs at the answer positions alone; its keys and values cover every
    position."""
    inner = model.model
    layer = inner.layers[-1]
    attention = layer.self_attn
    dims, base = _rotary(attention)
    positions, visible = mx.array(arrays.positions), mx.array(arrays.visible)
    turns = _turns(positions, dims=dims, base=base)
    hidden = inner.embed_tokens(mx.array(arrays.tokens))
    for block in inner.layers[:-1]:
        hidden = hidden + _attend(block.self_attn, block.input_layernorm(hidden), turns, dims, visible)
        hidden = hidden + block.mlp(block.post_attention_layernorm(hidden))
    slots = mx.array(arrays.slots)
    batch, most = slots.shape
    normed = layer.input_layernorm(hidden)
    keys = attention.k_norm(_heads(attention.k_proj(normed), attention.n_kv_heads)).transpose(0, 2, 1, 3)
    values = _heads(attention.v_proj(normed), attention.n_kv_heads).transpose(0, 2, 1, 3)
    picked = mx.take_along_axis(normed, slots[:, :, None], axis=1)
    queries = attention.q_norm(_heads(attention.q_proj(picked), attention.n_heads)).transpose(0, 2, 1, 3)
    queries = rotate(queries, _turns(mx.take_along_axis(positions, slots, axis=1), dims=dims, base=base), dims=dims)
    keys = rotate(keys, turns, dims=dims)
    mask = mx.take_along_axis(visible[:, 0], slots[:, :, None], axis=1)[:, None]
    mixed = mx.fast.scaled_dot_product_attention(queries, keys, values, scale=attention.scale, mask=mask)
    state = mx.take_along_axis(hidden, slots[:, :, None], axis=1) + attention.o_proj(
        mixed.transpose(0, 2, 1, 3).reshape(batch, most, -1))
    state = state.reshape(batch * most, -1)[mx.array(arrays.answers)]
    state = state + layer.mlp(layer.post_attention_layernorm(state))
    state = inner.norm(state)
    if getattr(model, "args", None) is not None and not model.args.tie_word_embeddings:
        logits: mx.array = model.lm_head(state)
        return logits
    tied: mx.array = inner.embed_tokens.as_linear(state)
    return tied
