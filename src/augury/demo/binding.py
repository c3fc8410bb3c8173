"""The demo model's one hand-set part: a clean channel that binds each option line to its answer label.

To answer a choice the model must know which letter stands before which option. Learning that from
the answer token alone is slow (measured on this task: no progress in over a thousand CPU-trained
steps), because the head that carries a letter to its option's words is useless until a later head
reads it, and the other way round. So the demo model starts with that machinery built and keeps it
fixed, and training learns everything that is about the task:

* a *label channel* ``R``: ``head_dim`` directions of the residual stream reserved for answer labels.
  Only the embeddings of the labels ``A`` … ``Z`` have a component there (label ``i`` the ``i``-th
  direction), and no trained weight may write into it;
* two more embedding directions: ``c``, shared by every token, and ``u``, added to the labels;
* layer 0, head 0 attends from every token to the nearest answer label at or before it: its query
  is ``c`` (the same at every token) and its key ``u`` (present only on labels), placed in three slow
  rotary pairs so the score falls with distance, sharpened by the pairs' query/key-norm gains; its
  value reads ``R`` and its output writes back into ``R``, so every token of an option line carries
  its label's direction;
* the last layer's head 0 reads ``R`` and writes ``R``: whatever it attends to adds that token's label
  direction to the answer position, and since the embeddings are tied, raises that label's logit.
  Its query and key are trained: they learn which option matches the ticket.

Everything else — topics, refunds, spam, urgency, which option matches, when to answer ``?`` — is
learned from the answer token. :meth:`LabelBinding.freeze` keeps the fixed values fixed by zeroing
or projecting their gradients (the optimizer must not decay them either).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mlx.core as mx
import numpy as np
import numpy.typing as npt

ROTARY_PAIRS = (3, 4, 5)
"""Rotary pairs of the binding head (frequencies 0.075, 0.032, 0.013 rad/token at base 1e6): their
summed cosines fall monotonically over the first ~40 tokens, so the nearest label scores highest."""

GAIN = 7.0
"""Query/key-norm gain on the binding pairs: labels 3 tokens apart differ by several logits."""

SHARED_SCALE = 0.5
"""Size of the shared direction ``c`` in every embedding."""

LABEL_SCALE = 1.0
"""Size of the label direction ``u`` in the label embeddings."""

CHANNEL_SCALE = 1.0
"""Size of a label's own direction of ``R`` in its embedding."""

COPY_SCALE = 40.0
"""Gain of the last layer's read-``R``/write-``R`` head."""

Array = npt.NDArray[np.float64]


def _head(head: int, head_dim: int) -> slice:
    return slice(head * head_dim, (head + 1) * head_dim)


def _f32(values: Array) -> mx.array:
    return mx.array(values.astype(np.float32))


class LabelBinding:
    """Builds the label channel into a freshly initialised mlx-lm Qwen3 model and keeps it fixed.

    ``label_ids`` are the token ids of the answer labels ``A`` … ``Z`` at the answer position (the
    same ids the planner reads); there may be at most ``head_dim`` of them. ``seed`` draws the
    directions ``c``, ``u`` and ``R``. With ``built``, the model already carries the channel of ``seed``
    (a checkpoint trained with it, trained further): nothing is written, only :meth:`freeze` is prepared.
    """

    def __init__(self, model: Any, label_ids: Sequence[int], *, seed: int, built: bool = False) -> None:
        inner = model.model
        first, last = inner.layers[0].self_attn, inner.layers[-1].self_attn
        heads = first.n_heads
        if first.n_kv_heads != heads or last.n_kv_heads != heads:
            raise ValueError("the label channel needs as many key/value heads as query heads.")
        dim = inner.embed_tokens.weight.shape[1]
        head_dim = first.q_proj.weight.shape[0] // heads
        if len(label_ids) > head_dim:
            raise ValueError(f"{len(label_ids)} labels do not fit a label channel of {head_dim} directions.")
        half = head_dim // 2
        rng = np.random.default_rng(seed)
        basis = np.linalg.qr(rng.standard_normal((dim, 2 + head_dim)))[0]
        channel = basis[:, 2:]
        rows = _head(0, head_dim)
        pair_dims = [d for p in ROTARY_PAIRS for d in (p, p + half)]
        if built:
            copy = np.array(last.o_proj.weight, dtype=np.float64)[:, rows]
            if not np.allclose(copy, COPY_SCALE * channel, atol=0.05):
                raise ValueError(f"the model does not carry the label channel of seed {seed}.")
        else:
            self._build(model, label_ids, basis, rows, pair_dims)
        self._channel = _f32(channel)
        keep_others = np.ones(heads * head_dim)
        keep_others[rows] = 0.0
        self._other_heads = mx.array(keep_others.astype(np.float32))[None, :]
        self._reserved = _f32(basis.T)
        qk_rows = np.zeros(heads * head_dim)
        qk_rows[rows] = 1.0
        for head in range(heads):
            qk_rows[[head * head_dim + d for d in pair_dims]] = 1.0
        head_rows = np.zeros(heads * head_dim)
        head_rows[rows] = 1.0
        norm_dims = np.zeros(head_dim)
        norm_dims[pair_dims] = 1.0
        self._qk_keep = mx.array((1.0 - qk_rows).astype(np.float32))[:, None]
        self._v_keep = mx.array((1.0 - head_rows).astype(np.float32))[:, None]
        self._norm_keep = mx.array((1.0 - norm_dims).astype(np.float32))
        self._layers = len(inner.layers)

    @staticmethod
    def _build(model: Any, label_ids: Sequence[int], basis: Array, rows: slice, pair_dims: list[int]) -> None:
        """Write the channel's fixed values into ``model``'s weights."""
        inner = model.model
        first, last = inner.layers[0].self_attn, inner.layers[-1].self_attn
        heads = first.n_heads
        head_dim = first.q_proj.weight.shape[0] // heads
        shared, label, channel = basis[:, 0], basis[:, 1], basis[:, 2:]
        embeddings: Array = np.array(inner.embed_tokens.weight, dtype=np.float64)
        # Every token carries exactly SHARED_SCALE of c; only labels carry u and their direction of R.
        embeddings -= (embeddings @ basis) @ basis.T
        embeddings += SHARED_SCALE * shared
        for index, token in enumerate(label_ids):
            embeddings[token] += LABEL_SCALE * label + CHANNEL_SCALE * channel[:, index]
        inner.embed_tokens.weight = _f32(embeddings)
        # Binding head: layer 0, head 0.
        query, key = np.array(first.q_proj.weight), np.array(first.k_proj.weight)
        value, output = np.array(first.v_proj.weight), np.array(first.o_proj.weight)
        for head in range(heads):
            # The norm gains below are shared by all heads: keep the other heads off those dimensions.
            query[[head * head_dim + d for d in pair_dims]] = 0.0
            key[[head * head_dim + d for d in pair_dims]] = 0.0
        query[rows], key[rows] = 0.0, 0.0
        for pair in ROTARY_PAIRS:
            query[pair], key[pair] = shared, label
        # A non-label key would be all noise after the key norm; c in a pair the query ignores absorbs it.
        key[0] = shared * np.sqrt(len(ROTARY_PAIRS))
        value[rows], output[:, rows] = channel.T, channel
        first.q_proj.weight, first.k_proj.weight = _f32(query), _f32(key)
        first.v_proj.weight = _f32(value)
        for norm in (first.q_norm, first.k_norm):
            gains = np.array(norm.weight)
            gains[pair_dims] = GAIN
            norm.weight = _f32(gains)
        # Copy head: the last layer's head 0 reads R and writes R.
        last_value, last_output = np.array(last.v_proj.weight), np.array(last.o_proj.weight)
        last_value[rows] = channel.T
        last.v_proj.weight = _f32(last_value)
        # Nothing else writes into R.
        for layer, out in ((inner.layers[0], output), (inner.layers[-1], last_output)):
            cleaned = out - channel @ (channel.T @ out)
            cleaned[:, rows] = channel if layer is inner.layers[0] else COPY_SCALE * channel
            layer.self_attn.o_proj.weight = _f32(cleaned)
        for layer in inner.layers[1:-1]:
            out = np.array(layer.self_attn.o_proj.weight)
            layer.self_attn.o_proj.weight = _f32(out - channel @ (channel.T @ out))
        for layer in inner.layers:
            down = np.array(layer.mlp.down_proj.weight)
            layer.mlp.down_proj.weight = _f32(down - channel @ (channel.T @ down))

    def _off_channel(self, weight: mx.array) -> mx.array:
        """``weight`` (rows: residual dimensions) without the part that would write into R."""
        return weight - self._channel @ (self._channel.T @ weight)

    def freeze(self, grads: dict[str, Any]) -> dict[str, Any]:
        """Zero or project the gradients of everything the label channel fixed (in place; returns ``grads``)."""
        inner = grads["model"]
        embed = inner["embed_tokens"]["weight"]
        inner["embed_tokens"]["weight"] = embed - (embed @ self._reserved.T) @ self._reserved
        for index, layer in enumerate(inner["layers"]):
            attention = layer["self_attn"]
            # Head 0 of the first and last layers is fixed where it touches R; other heads never write R.
            out = self._off_channel(attention["o_proj"]["weight"])
            if index in (0, self._layers - 1):
                out = out * self._other_heads
                attention["v_proj"]["weight"] = attention["v_proj"]["weight"] * self._v_keep
            attention["o_proj"]["weight"] = out
            layer["mlp"]["down_proj"]["weight"] = self._off_channel(layer["mlp"]["down_proj"]["weight"])
        first = inner["layers"][0]["self_attn"]
        for name in ("q_proj", "k_proj"):
            first[name]["weight"] = first[name]["weight"] * self._qk_keep
        for name in ("q_norm", "k_norm"):
            first[name]["weight"] = first[name]["weight"] * self._norm_keep
        # The input norm scales c, u and R before the binding head reads them.
        layer0 = inner["layers"][0]
        layer0["input_layernorm"]["weight"] = mx.zeros_like(layer0["input_layernorm"]["weight"])
        return grads
