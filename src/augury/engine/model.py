"""A loaded language model and the numerics the server asks of it.

Everything in this module runs on the engine worker thread (see :mod:`augury.engine.worker`).
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import mlx.core as mx
from mlx_lm.models.cache import make_prompt_cache
from mlx_lm.utils import dequantize_model, load_model, load_tokenizer

from augury.engine.prefixcache import PrefixCache
from augury.engine.tokenizer import ChatTemplateTokenizer

if TYPE_CHECKING:  # the vision module imports this one
    from augury.engine.vision import VisionModel

log = logging.getLogger("augury.engine")

#: Upper bound on padded tokens (batch x longest sequence) in one forward pass; bigger batches are split.
MAX_BATCH_TOKENS = 16384


@dataclass(frozen=True)
class ModelInfo:
    """What the rest of the server may know about a loaded model."""

    name: str
    path: Path
    model_type: str
    vocab_size: int
    context_length: int
    dtype: str
    quantized: bool
    vision: bool
    parameters: int
    load_seconds: float


def _text_config(config: dict[str, Any]) -> dict[str, Any]:
    text = config.get("text_config")
    return text if isinstance(text, dict) else config


def _flat_params(model: Any) -> list[tuple[str, mx.array]]:
    from mlx.utils import tree_flatten

    flat: list[tuple[str, mx.array]] = tree_flatten(model.parameters())  # type: ignore[assignment]
    return flat


def _count_parameters(model: Any) -> int:
    return sum(int(v.size) for _, v in _flat_params(model))


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


class LoadedModel:
    """An MLX language model with its tokenizer, ready to score and generate.

    A checkpoint whose config has ``vision_config`` also gets :attr:`vision` (mlx-vlm's view of the
    same weights, for images) when the optional mlx-vlm package is installed and the family is wired;
    otherwise it is served text-only (mlx-lm drops the vision tower) and :attr:`vision_unavailable`
    says why, so image requests can be refused with the reason.
    """

    def __init__(
        self, name: str, path: Path, *, device: str, context_length: int | None = None
    ) -> None:
        started = time.perf_counter()
        model, config = load_model(path)
        quantized = "quantization" in config or "quantization_config" in config
        if device == "cpu":
            # Low-bit matmuls and bf16 are slow on CPUs; float32 through BLAS is the fast path.
            if quantized:
                model = dequantize_model(model)
            model.set_dtype(mx.float32)
        mx.eval(model.parameters())
        self.model = model
        self.config = config
        self.vision: VisionModel | None = None
        self.vision_unavailable: str | None = None
        if "vision_config" in config:
            self.vision, self.vision_unavailable = _load_vision(name, path, model, device=device, quantized=quantized)
        self.hf_tokenizer_wrapper = load_tokenizer(  # type: ignore[no-untyped-call]
            path, eos_token_ids=config.get("eos_token_id")
        )
        self.tokenizer = ChatTemplateTokenizer(
            self.hf_tokenizer_wrapper._tokenizer, self.hf_tokenizer_wrapper.eos_token_ids
        )
        text = _text_config(config)
        limit = int(text.get("max_position_embeddings") or config.get("max_position_embeddings") or 4096)
        if context_length is not None:
            limit = min(limit, context_length)
        self._backbone, self._head = self._split_head(model)
        first_param = next(iter(v for _, v in _flat_params(model)))
        self.info = ModelInfo(
            name=name,
            path=path,
            model_type=str(config.get("model_type", "unknown")),
            vocab_size=int(text.get("vocab_size") or config.get("vocab_size") or 0),
            context_length=limit,
            dtype=str(first_param.dtype).removeprefix("mlx.core."),
            quantized=quantized,
            vision=self.vision is not None,
            parameters=_count_parameters(model),
            load_seconds=time.perf_counter() - started,
        )
        log.info("loaded %s from %s in %.2fs (%s)", name, path, self.info.load_seconds, self.info.dtype)

    @staticmethod
    def _split_head(model: Any) -> tuple[Callable[..., mx.array] | None, Callable[[mx.array], mx.array] | None]:
        """Separate the transformer body from the LM head so the head runs on the last position only."""
        lm = getattr(model, "language_model", model)
        body = getattr(lm, "model", None)
        args = getattr(lm, "args", None)
        if body is None or args is None or not hasattr(body, "embed_tokens"):
            return None, None
        if getattr(args, "tie_word_embeddings", False):
            return body, body.embed_tokens.as_linear
        head = getattr(lm, "lm_head", None)
        return (body, head) if head is not None else (None, None)

    # -- scoring -------------------------------------------------------------------------------

    def _last_hidden_logprobs(self, seqs: Sequence[Sequence[int]], cache: list[Any] | None) -> mx.array:
        """Log-softmax (f32, full vocabulary) at each sequence's own last position, right-padded batch."""
        lengths = [len(s) for s in seqs]
        width = max(lengths)
        tokens = mx.array([list(s) + [0] * (width - len(s)) for s in seqs], dtype=mx.int32)
        rows = mx.arange(len(seqs))
        last = mx.array(lengths, dtype=mx.int32) - 1
        if self._backbone is not None and self._head is not None:
            hidden = self._backbone(tokens, cache=cache)
            logits = self._head(hidden[rows, last])
        else:
            logits = self.model(tokens, cache=cache)[rows, last]
        logits = logits.astype(mx.float32)
        return logits - mx.logsumexp(logits, axis=-1, keepdims=True)

    def next_token_logprobs(self, seqs: Sequence[Sequence[int]]) -> mx.array:
        """Next-token log-probabilities ``[B, V]`` after each sequence, each prefilled fresh."""
        if not seqs or any(len(s) == 0 for s in seqs):
            raise ValueError("every sequence needs at least one token")
        out = [self._last_hidden_logprobs(chunk, None) for chunk in _chunks(seqs)]
        result = mx.concatenate(out, axis=0) if len(out) > 1 else out[0]
        mx.eval(result)
        return result

    def shared_prefix_logprobs(
        self, seqs: Sequence[Sequence[int]], *, min_shared: int = 16, prefix_cache: PrefixCache | None = None,
    ) -> tuple[mx.array, int, int]:
        """Like :meth:`next_token_logprobs`, but the common token prefix is prefilled once and shared.

        With ``prefix_cache``, the prefix's KV is looked up there first (and stored after), so a later
        request over the same input prefills only what is new. Returns the ``[B, V]`` log-probabilities,
        the number of shared prefix tokens and how many of those came from the cache.
        """
        if not seqs or any(len(s) == 0 for s in seqs):
            raise ValueError("every sequence needs at least one token")
        shared = min(common_prefix_length(seqs), min(len(s) for s in seqs) - 1)
        if shared < min_shared or self._backbone is None or (len(seqs) < 2 and prefix_cache is None):
            return self.next_token_logprobs(seqs), 0, 0
        prefix = list(seqs[0][:shared])
        cache, reused = prefix_cache.fetch(self.info.name, prefix) if prefix_cache is not None else (None, 0)
        if cache is None:
            cache, reused = make_prompt_cache(self.model), 0
        if reused < shared:
            self._backbone(mx.array([prefix[reused:]], dtype=mx.int32), cache=cache)
            mx.eval([c.state for c in cache])
            if prefix_cache is not None:
                prefix_cache.store(self.info.name, prefix, cache)
        out = []
        for chunk in _chunks([s[shared:] for s in seqs]):
            # merge() copies the prefix into a new batch cache: the stored entry stays untouched.
            batch_cache = [type(c).merge([c] * len(chunk)) for c in cache]
            out.append(self._last_hidden_logprobs(chunk, batch_cache))
        result = mx.concatenate(out, axis=0) if len(out) > 1 else out[0]
        mx.eval(result)
        return result, shared, reused


def _load_vision(
    name: str, path: Path, text_model: Any, *, device: str, quantized: bool
) -> tuple[VisionModel | None, str | None]:
    from augury.engine.vision import VisionModel, VisionUnavailable

    try:
        return VisionModel.load(path, text_model, device=device, quantized=quantized), None
    except VisionUnavailable as exc:
        log.warning("%s is a vision-language checkpoint served text-only (images are refused): %s", name, exc)
        return None, str(exc)


@dataclass(frozen=True)
class LabelReadout:
    """What the scorer needs from one prompt's next-token distribution (all natural-log probabilities)."""

    label_logprobs: tuple[float, ...]
    max_logprob: float
    watch_logprob: float | None


def read_labels(
    model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]], watch_id: int | None,
    *, share_prefix: bool = True, prefix_cache: PrefixCache | None = None,
) -> tuple[list[LabelReadout], int, int]:
    """Score each prompt's label tokens in one batched pass.

    Returns the readouts, the shared-prefix length and how many prefix tokens came from ``prefix_cache``.
    """
    if share_prefix:
        lp, shared, cached = model.shared_prefix_logprobs(prompts, prefix_cache=prefix_cache)
    else:
        lp, shared, cached = model.next_token_logprobs(prompts), 0, 0
    return label_readouts(lp, labels, watch_id), shared, cached


def label_readouts(lp: mx.array, labels: Sequence[Sequence[int]], watch_id: int | None) -> list[LabelReadout]:
    """Each row's label log-probabilities, its maximum and the watched token's, from ``[B, V]`` log-probabilities."""
    maxima: list[float] = mx.max(lp, axis=-1).tolist()  # type: ignore[assignment]
    out: list[LabelReadout] = []
    for i, ids in enumerate(labels):
        wanted = list(ids) + ([watch_id] if watch_id is not None else [])
        got: list[float] = lp[i, mx.array(wanted, dtype=mx.int32)].tolist()  # type: ignore[assignment]
        values = tuple(float(v) for v in got[: len(ids)])
        watch = float(got[-1]) if watch_id is not None else None
        out.append(LabelReadout(values, float(maxima[i]), watch))
    return out


def _chunks(seqs: Sequence[Sequence[int]]) -> list[Sequence[Sequence[int]]]:
    """Split a batch so no forward pass pads past :data:`MAX_BATCH_TOKENS`."""
    chunks: list[Sequence[Sequence[int]]] = []
    start = 0
    while start < len(seqs):
        end = start + 1
        width = len(seqs[start])
        while end < len(seqs):
            w = max(width, len(seqs[end]))
            if w * (end - start + 1) > MAX_BATCH_TOKENS:
                break
            width = w
            end += 1
        chunks.append(seqs[start:end])
        start = end
    return chunks


def read_config(path: Path) -> dict[str, Any]:
    with open(path / "config.json", encoding="utf-8") as f:
        data: dict[str, Any] = json.load(f)
    return data
