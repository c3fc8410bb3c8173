"""A loaded language model and the numerics the server asks of it.

Everything in this module runs on the engine worker thread (see :mod:`augury.engine.worker`).
"""

from __future__ import annotations

import copy
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import mlx.core as mx
from mlx_lm.models.cache import ArraysCache, BatchKVCache, KVCache, make_prompt_cache
from mlx_lm.utils import dequantize_model, load_model, load_tokenizer

from augury.engine import backend, cpuattention, cpulinear, distributed
from augury.engine.caches import MAX_BATCH_TOKENS, can_batch, common_prefix_length, extract_row
from augury.engine.packed import LayerInput, packable, packed_suffix_hidden, prefill_and_pack
from augury.engine.prefixcache import PrefixCache
from augury.engine.tokenizer import ChatTemplateTokenizer
from augury.engine.types import LabelReadout, ModelInfo, VisionUnavailable
from augury.engine.vision import VisionModel

log = logging.getLogger("augury.engine")

Seq = TypeVar("Seq", bound=Sequence[int])

#: A prefix is prefilled at most this many tokens at a time (bounded attention scores; mlx-lm prefills in 2,048).
PREFILL_CHUNK = 1024
#: Past the first chunks a long prefix is prefilled in smaller ones, so that one chunk's attention scores
#: (heads x chunk x keys, f32) stay under this many bytes: 128 tokens a chunk at 8,000 keys for 16 heads.
PREFILL_SCORE_BYTES = 64 << 20
#: The smallest prefill chunk (a forward pass reads every weight: smaller ones cost more passes than they save).
MIN_PREFILL_CHUNK = 128
#: Upper bound on the suffix tokens packed into one sequence after a shared prefix.
MAX_PACKED_TOKENS = 8192
#: A long prefix stored after its layer-by-layer prefill keeps the keys and values of this share of its layers
#: (the first ones); the others keep their input hidden states where those are narrower, and a repeat recomputes
#: their keys and values. Qwen3-0.6B, 8,004 tokens, f32: the entry 1.09 GiB instead of 1.71 GiB (all hidden
#: states: 0.86 GiB), a repeat on one core ~21 x 0.45 s of k/v projections and RoPE longer (docs/PERFORMANCE.md).
STORED_KV_SHARE = 0.25


def _text_config(config: dict[str, Any]) -> dict[str, Any]:
    text = config.get("text_config")
    return text if isinstance(text, dict) else config


def _flat_params(model: Any) -> list[tuple[str, mx.array]]:
    from mlx.utils import tree_flatten

    flat: list[tuple[str, mx.array]] = tree_flatten(model.parameters())  # type: ignore[assignment]
    return flat


def _count_parameters(model: Any) -> int:
    return sum(int(v.size) for _, v in _flat_params(model))


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
        cluster = distributed.active()
        # Over several ranks, each keeps only its shard: loaded lazily, split, then read from disk.
        model, config = load_model(path, lazy=cluster is not None)
        if cluster is not None:
            distributed.shard(name, model, config, cluster)
        quantized = "quantization" in config or "quantization_config" in config
        if device == "cpu":
            # Low-bit matmuls and bf16 are slow on CPUs; float32 through BLAS is the fast path.
            if quantized:
                model = dequantize_model(model)
            model.set_dtype(mx.float32)
            # Where MLX's CPU backend is slow (a scalar softmax on x86, GEMM for one-row products), NumPy's
            # vectorised loops and BLAS's gemv compute the same numbers (see the two modules).
            cpuattention.install(model)
            cpulinear.install(model)
        mx.eval(model.parameters())
        self.model = model
        self.config = config
        self.vision: VisionModel | None = None
        self.vision_unavailable: str | None = None
        if "vision_config" in config and cluster is not None:
            self.vision_unavailable = "images are not served while the model is split over several ranks"
        elif "vision_config" in config:
            self.vision, self.vision_unavailable = _load_vision(name, path, model, device=device, quantized=quantized)
        self.hf_tokenizer_wrapper = load_tokenizer(  # type: ignore[no-untyped-call]
            path, eos_token_ids=config.get("eos_token_id")
        )
        self.tokenizer = ChatTemplateTokenizer(
            self.hf_tokenizer_wrapper._tokenizer, self.hf_tokenizer_wrapper.eos_token_ids
        )
        backend.return_freed_memory()  # what loading parsed and dropped (the tokenizer's JSON above all)
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
        group = getattr(lm, "sharding_group", None)
        if head is not None and group is not None:  # a vocabulary split over ranks: gather every rank's slice
            from mlx_lm.models.base import gather_last_axis

            sharded_head = head
            return body, lambda hidden: gather_last_axis(sharded_head(hidden), group)
        return (body, head) if head is not None else (None, None)

    def prefill_logits(self, tokens: Sequence[int], cache: list[Any], step: int) -> mx.array:
        """Run ``tokens`` into ``cache`` (``step`` tokens per pass) and return the logits ``[1, V]`` after the last.

        The last chunk runs with the last token in it, the LM head on its position only: a short prompt
        costs one forward pass, not one for all tokens but the last and another for the last (each pass
        reads every weight; on CPUs that is most of a short prompt's time to first token).
        """
        if not tokens:
            raise ValueError("nothing to prefill")
        last = (len(tokens) - 1) // step * step
        for start in range(0, last, step):
            self.model(mx.array([tokens[start : start + step]], dtype=mx.int32), cache=cache)
            mx.eval([c.state for c in cache])
        final = mx.array([tokens[last:]], dtype=mx.int32)
        if self._backbone is not None and self._head is not None:
            logits: mx.array = self._head(self._backbone(final, cache=cache)[:, -1, :])
            return logits
        out: mx.array = self.model(final, cache=cache)[:, -1, :]
        return out

    def prefill_batch_logits(self, prompts: Sequence[Sequence[int]], cache: list[Any], step: int) -> mx.array:
        """Run every prompt into its row of the batch ``cache`` together and return each one's last logits ``[B, V]``.

        ``cache`` is in batch form (mlx-lm's ``BatchKVCache``/``ArraysCache``, one row per prompt, histories
        left-padded by ``merge``). Prompts of unequal lengths are right-padded, mlx-lm's ``prepare`` /
        ``finalize`` keeping the padding out of every row's attention and recurrent state and moving it to the
        left afterwards, as ``mlx_lm.server`` prefills the prompts waiting for it. At most ``step`` tokens
        per forward pass (columns of ``step // B``); the LM head runs on each row's last position only.
        """
        if not prompts or any(len(p) == 0 for p in prompts):
            raise ValueError("nothing to prefill")
        lengths = [len(p) for p in prompts]
        width = max(lengths)
        padding = [width - n for n in lengths]
        tokens = mx.array([list(p) + [0] * (width - len(p)) for p in prompts], dtype=mx.int32)
        ragged = max(padding) > 0
        if ragged:
            for c in cache:
                c.prepare(lengths=lengths, right_padding=padding)
        columns = max(1, step // len(prompts))
        picked: dict[int, mx.array] = {}
        for start in range(0, width, columns):
            chunk = tokens[:, start : start + columns]
            here = [i for i, n in enumerate(lengths) if start <= n - 1 < start + columns]
            out = self._backbone(chunk, cache=cache) if self._backbone is not None else self.model(chunk, cache=cache)
            for i in here:
                picked[i] = out[i, lengths[i] - 1 - start]
            mx.eval([c.state for c in cache], [picked[i] for i in here])
        if ragged:
            for c in cache:
                c.finalize()
        last = mx.stack([picked[i] for i in range(len(prompts))])
        if self._backbone is not None and self._head is not None:
            logits: mx.array = self._head(last)
            return logits
        return last

    # -- scoring -------------------------------------------------------------------------------

    @property
    def buckets(self) -> ShapeBuckets:
        """How this model's scoring batches are shaped (by device unless set): see :class:`ShapeBuckets`."""
        chosen: ShapeBuckets | None = self.__dict__.get("_buckets")
        if chosen is None:
            chosen = GPU_BUCKETS if mx.default_device().type == mx.DeviceType.gpu else CPU_BUCKETS
            self.__dict__["_buckets"] = chosen
        return chosen

    @buckets.setter
    def buckets(self, value: ShapeBuckets) -> None:
        self.__dict__["_buckets"] = value

    def _last_hidden_logprobs(self, seqs: Sequence[Sequence[int]], cache: list[Any] | None) -> mx.array:
        """Log-softmax (f32, full vocabulary) at each sequence's own last position, right-padded batch.

        ``cache`` (if any) holds one row per sequence; the batch is as wide as the shape buckets say.
        """
        lengths = [len(s) for s in seqs]
        width = self.buckets.width(max(lengths))
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

    def _fresh_logprobs(self, seqs: Sequence[Sequence[int]]) -> mx.array:
        """Unevaluated ``[B, V]`` log-probabilities of sequences prefilled from nothing, in bucketed chunks."""
        out = []
        for chunk in _chunks(seqs, self.buckets):
            n = len(chunk)
            padded = list(chunk) + [chunk[-1]] * (self.buckets.rows(n) - n)
            out.append(self._last_hidden_logprobs(padded, None)[:n])
        return mx.concatenate(out, axis=0) if len(out) > 1 else out[0]

    def next_token_logprobs(self, seqs: Sequence[Sequence[int]]) -> mx.array:
        """Next-token log-probabilities ``[B, V]`` after each sequence, each prefilled fresh."""
        if not seqs or any(len(s) == 0 for s in seqs):
            raise ValueError("every sequence needs at least one token")
        result = self._fresh_logprobs(seqs)
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
        return self.grouped_prefix_logprobs([seqs], min_shared=min_shared, prefix_cache=prefix_cache)[0]

    def grouped_prefix_logprobs(
        self, groups: Sequence[Sequence[Sequence[int]]], *, min_shared: int = 16,
        prefix_cache: PrefixCache | None = None,
    ) -> list[tuple[mx.array, int, int]]:
        """:meth:`shared_prefix_logprobs` for several requests at once, scored in shared batches.

        Each group (one request's prompts) gets its own common prefix, prefilled once (fresh prefixes of
        different requests together, left-padded) or taken from ``prefix_cache``; then every group's
        suffixes run in shared right-padded batches over the merged prefix caches (a batch cache pads
        shorter prefixes on the left and masks the padding) — or, for models whose layers are all plain
        attention (:attr:`packs_suffixes`: qwen3), each group's suffixes packed in one sequence after its
        one prefix KV, read in place (:mod:`augury.engine.packed`; no per-row copies). Prefixes are
        prefilled :data:`PREFILL_CHUNK` tokens at a time. Results are split back per group, each as
        ``(log-probabilities [B_g, V], shared prefix tokens, of those from a cache)``. A prefix needed by
        two groups is prefilled once; the later group counts it as cached.
        """
        for seqs in groups:
            if not seqs or any(len(s) == 0 for s in seqs):
                raise ValueError("every sequence needs at least one token")
        keys: list[tuple[int, ...] | None] = []
        for seqs in groups:
            shared = min(common_prefix_length(seqs), min(len(s) for s in seqs) - 1)
            share = shared >= min_shared and self._backbone is not None and (len(seqs) > 1 or prefix_cache is not None)
            keys.append(tuple(seqs[0][:shared]) if share else None)
        packs = self.packs_suffixes
        prefixes, reused, deferred = self._prefix_caches(
            [k for k in dict.fromkeys(keys) if k is not None], prefix_cache, read_only=packs, defer_long=packs)

        # One row per prompt: its prefix's KV (None: no shared prefix) and the tokens still to run.
        row_cache: list[list[Any] | None] = []
        row_tokens: list[Sequence[int]] = []
        layerwise: dict[tuple[int, ...], list[int]] = {key: [] for key, _ in deferred}
        for key, seqs in zip(keys, groups, strict=True):
            n = len(key) if key is not None else 0
            if key in layerwise:
                layerwise[key] += range(len(row_tokens), len(row_tokens) + len(seqs))
            row_cache += [prefixes.get(key) if key is not None else None] * len(seqs)
            row_tokens += [s[n:] for s in seqs]
        row_lp: list[mx.array | None] = [None] * len(row_tokens)
        for key, stored in deferred:
            self._layerwise_logprobs(key, stored, layerwise[key], row_tokens, row_lp, prefix_cache)
        fresh = [i for i, c in enumerate(row_cache) if c is None and row_lp[i] is None]
        if fresh:
            lp = self._fresh_logprobs([row_tokens[i] for i in fresh])
            for j, i in enumerate(fresh):
                row_lp[i] = lp[j]
        with_prefix = [(i, c) for i, c in enumerate(row_cache) if c is not None]
        if packs:
            # Each request's suffixes packed after its one prefix KV: no per-row copies (see augury.engine.packed).
            self._packed_logprobs(with_prefix, row_tokens, row_lp)
            with_prefix = []
        for chunk in _prefixed_chunks([(c, row_tokens[i]) for i, c in with_prefix], self.buckets):
            members = [with_prefix[j] for j in chunk]
            padded = members + [members[-1]] * (self.buckets.rows(len(members)) - len(members))
            # merge() copies every prefix into a new batch cache: stored entries stay untouched.
            batch_cache = [type(layer[0]).merge(list(layer)) for layer in zip(*(c for _, c in padded), strict=True)]
            lp = self._last_hidden_logprobs([row_tokens[i] for i, _ in padded], batch_cache)
            for j, (i, _) in enumerate(members):
                row_lp[i] = lp[j]
        flat = mx.stack([x for x in row_lp if x is not None], axis=0)
        mx.eval(flat)

        out: list[tuple[mx.array, int, int]] = []
        start = 0
        seen: set[tuple[int, ...]] = set()
        for key, seqs in zip(keys, groups, strict=True):
            lp = flat[start : start + len(seqs)]
            start += len(seqs)
            if key is None:
                out.append((lp, 0, 0))
                continue
            out.append((lp, len(key), len(key) if key in seen else reused[key]))
            seen.add(key)
        return out

    @property
    def packs_suffixes(self) -> bool:
        """Whether question suffixes run packed after one shared prefix KV (:mod:`augury.engine.packed`)."""
        packs: bool | None = self.__dict__.get("_packs")
        if packs is None:
            packs = self._head is not None and packable(self.info.model_type, self._backbone,
                                                        make_prompt_cache(self.model))
            self.__dict__["_packs"] = packs
        return packs

    @packs_suffixes.setter
    def packs_suffixes(self, value: bool) -> None:
        self.__dict__["_packs"] = value

    def _packed_logprobs(
        self, rows: Sequence[tuple[int, list[Any]]], row_tokens: Sequence[Sequence[int]],
        row_lp: list[mx.array | None],
    ) -> None:
        """Fill ``row_lp`` for ``rows`` (row index, prefix KV): each prefix's suffixes in packed passes."""
        assert self._head is not None
        by_prefix: dict[int, tuple[list[Any], list[int]]] = {}
        for i, cache in rows:
            by_prefix.setdefault(id(cache), (cache, []))[1].append(i)
        for cache, members in by_prefix.values():
            for chunk in _packed_chunks([len(row_tokens[i]) for i in members]):
                picked = [members[j] for j in chunk]
                lp = self._head_logprobs(packed_suffix_hidden(self._backbone, cache, [row_tokens[i] for i in picked]))
                for j, i in enumerate(picked):
                    row_lp[i] = lp[j]

    def _head_logprobs(self, hidden: mx.array) -> mx.array:
        """Evaluated log-softmax (f32, full vocabulary) of the LM head over final hidden states ``[n, hidden]``."""
        assert self._head is not None
        logits = self._head(hidden).astype(mx.float32)
        lp = logits - mx.logsumexp(logits, axis=-1, keepdims=True)
        mx.eval(lp)
        return lp

    def _layerwise_logprobs(
        self, key: tuple[int, ...], stored: list[Any] | None, members: Sequence[int],
        row_tokens: Sequence[Sequence[int]], row_lp: list[mx.array | None], prefix_cache: PrefixCache | None,
    ) -> None:
        """Fill ``row_lp`` for ``members`` (rows after the prefix ``key``): prefix and suffixes layer by layer.

        ``stored``: a stored entry holding the start of ``key`` (only read), else None: the whole prefix is new.
        :func:`augury.engine.packed.prefill_and_pack` holds one layer's KV at a time. The prefix is stored in
        ``prefix_cache`` with the keys and values of its first :data:`STORED_KV_SHARE` of layers; where the other
        layers' input hidden states are narrower than their keys and values (Qwen3-0.6B: half), those inputs,
        the keys and values recomputed from them when read (see docs/PERFORMANCE.md, issue 17).
        """
        assert self._head is not None
        chunks = _packed_chunks([len(row_tokens[i]) for i in members])
        packs = [[row_tokens[members[j]] for j in chunk] for chunk in chunks]
        kept = round(len(self._backbone.layers) * STORED_KV_SHARE)  # type: ignore[union-attr]
        hidden, entry = prefill_and_pack(self._backbone, key, packs, self._prefill_chunk,
                                         store=prefix_cache is not None, kept_kv=kept, start=stored)
        for chunk, h in zip(chunks, hidden, strict=True):
            lp = self._head_logprobs(h)
            for j, row in enumerate(chunk):
                row_lp[members[row]] = lp[j]
        if prefix_cache is not None and entry is not None:
            prefix_cache.store(self.info.name, key, entry)

    def _prefill_chunk(self, held: int) -> int:
        """Tokens for the next prefill pass over a cache already holding ``held`` tokens.

        :data:`PREFILL_CHUNK` while the context is short; then as many as keep the pass's attention scores
        (heads x chunk x keys, f32) under :data:`PREFILL_SCORE_BYTES`, at least :data:`MIN_PREFILL_CHUNK`.
        """
        heads = int(_text_config(self.config).get("num_attention_heads", 32))
        fits = PREFILL_SCORE_BYTES // (4 * heads * (held + PREFILL_CHUNK))
        return max(MIN_PREFILL_CHUNK, min(PREFILL_CHUNK, fits))

    def _run_chunked(self, tokens: Sequence[int], cache: list[Any]) -> None:
        """Prefill ``tokens`` into the single-row ``cache`` in chunks (:meth:`_prefill_chunk` tokens at a time).

        Attention then holds at most heads x chunk x context scores at once, not the whole square; between
        chunks MLX's buffer cache is emptied (each chunk's scores have a new size: kept buffers would pile up).
        """
        assert self._backbone is not None
        fresh = [c for c in cache if type(c) is KVCache and c.keys is None]
        for c in fresh:  # one buffer of the final size, not one regrown (and copied) every chunk
            c.step = -(-len(tokens) // KVCache.step) * KVCache.step
        held = _cache_length(cache)
        try:
            start = 0
            while start < len(tokens):
                n = self._prefill_chunk(held + start)
                self._backbone(mx.array([tokens[start : start + n]], dtype=mx.int32), cache=cache)
                mx.eval([c.state for c in cache])
                start += n
                if start < len(tokens):
                    mx.clear_cache()
        finally:
            for c in fresh:
                del c.step  # later growth (a stored prefix extended) steps as usual

    def _prefix_caches(
        self, keys: Sequence[tuple[int, ...]], prefix_cache: PrefixCache | None, *, read_only: bool = False,
        defer_long: bool = False,
    ) -> tuple[dict[tuple[int, ...], list[Any]], dict[tuple[int, ...], int],
               list[tuple[tuple[int, ...], list[Any] | None]]]:
        """Each prefix's KV cache (from ``prefix_cache`` or prefilled now) and how many of its tokens were cached.

        ``read_only``: the caller only reads the caches, so a stored entry is handed out uncopied.
        ``defer_long``: a prefix longer than one prefill pass that is not stored whole is not prefilled here but
        returned in the third item with the stored entry it extends (None: none), for the caller to run layer by
        layer with its suffixes (:meth:`_layerwise_logprobs`).
        """
        caches: dict[tuple[int, ...], list[Any]] = {}
        reused: dict[tuple[int, ...], int] = {}
        fresh: list[tuple[int, ...]] = []
        deferred: list[tuple[tuple[int, ...], list[Any] | None]] = []
        for key in keys:
            cache, hit = (prefix_cache.fetch(self.info.name, key, shared=read_only) if prefix_cache is not None
                          else (None, 0))
            reused[key] = hit
            if hit < len(key) and defer_long and len(key) > PREFILL_CHUNK:
                deferred.append((key, cache))
                continue
            if cache is None:
                fresh.append(key)
                continue
            if hit < len(key) and read_only:
                cache = copy.deepcopy(cache)  # handed out as stored: extended below, so a copy of its own
            if hit < len(key) or not read_only:  # extended or merged: every layer as a plain KV cache
                cache = self._materialized(cache)
            if hit < len(key):  # a shorter stored prefix: run the rest on top of it
                self._run_chunked(key[hit:], cache)
            caches[key] = cache
        caches.update(self._prefill(fresh))
        if prefix_cache is not None:
            for key in caches:
                if reused[key] < len(key):
                    prefix_cache.store(self.info.name, key, caches[key])
        return caches, reused, deferred

    def _materialized(self, cache: list[Any]) -> list[Any]:
        """``cache`` (a private copy) with every :class:`~augury.engine.packed.LayerInput` made a plain KV cache."""
        if not any(isinstance(c, LayerInput) for c in cache):
            return cache
        layers = self._backbone.layers  # type: ignore[union-attr]
        out = [c.to_kv_cache(layer) if isinstance(c, LayerInput) else c for layer, c in zip(layers, cache, strict=True)]
        mx.eval([c.state for c in out])
        return out

    def _prefill(self, prefixes: Sequence[tuple[int, ...]]) -> dict[tuple[int, ...], list[Any]]:
        """KV caches of ``prefixes`` prefilled from nothing, several at once (left-padded) where possible."""
        assert self._backbone is not None
        out: dict[tuple[int, ...], list[Any]] = {}
        template = make_prompt_cache(self.model)
        batchable = can_batch(template)
        together = self.buckets.batch_prefill and (len(prefixes) > 1 or self.buckets.pads)
        if not batchable or not together:
            for key in prefixes:
                cache = make_prompt_cache(self.model)
                self._run_chunked(key, cache)
                out[key] = cache
            return out
        for chunk in _chunks(prefixes, self.buckets):
            n = len(chunk)
            padded = list(chunk) + [chunk[-1]] * (self.buckets.rows(n) - n)
            width = self.buckets.width(max(len(k) for k in padded))
            left = [width - len(k) for k in padded]
            batch_cache = [
                BatchKVCache(left) if isinstance(c, KVCache) else ArraysCache(len(c.cache), left_padding=left)
                for c in template
            ]
            tokens = mx.array([[0] * p + list(k) for p, k in zip(left, padded, strict=True)], dtype=mx.int32)
            self._backbone(tokens, cache=batch_cache)
            mx.eval([c.state for c in batch_cache])
            for i, key in enumerate(chunk):
                out[key] = [extract_row(c, i) for c in batch_cache]
            mx.eval([c.state for key in chunk for c in out[key]])
        return out


@dataclass(frozen=True)
class ShapeBuckets:
    """How scoring batches are padded so that a few shapes, warmed up at start, cover every request.

    GPU backends may build kernels and attention plans per shape on first use, so there the padded
    width is rounded up to ``width_multiple`` tokens and the row count to a power of two (then a
    multiple of 16); padding rows repeat the last row and are dropped. On CPU MLX compiles per graph,
    not per shape (measured: a new batch size costs nothing extra), and batching does not raise
    throughput, so nothing is padded and prefixes are prefilled one by one.
    """

    width_multiple: int = 1
    pad_rows: bool = False
    #: Prefill the fresh prefixes of several requests in one left-padded batch (pays off on GPUs only).
    batch_prefill: bool = False
    #: Upper bound on rows x (longest cached prefix + suffix width) in one merged batch: the KV it copies
    #: (65,536 positions of Qwen3-0.6B are 7.5 GB in bf16). CPUs gain nothing from big merged batches.
    context_limit: int = 16384

    @property
    def pads(self) -> bool:
        return self.width_multiple > 1 or self.pad_rows

    def width(self, width: int) -> int:
        return -(-width // self.width_multiple) * self.width_multiple

    def rows(self, rows: int) -> int:
        if not self.pad_rows:
            return rows
        if rows <= ROW_BUCKET_STEP:
            return 1 << (rows - 1).bit_length()
        return -(-rows // ROW_BUCKET_STEP) * ROW_BUCKET_STEP

    def row_buckets(self, limit: int) -> list[int]:
        """Every row count a batch of at most ``limit`` rows is padded to."""
        return sorted({self.rows(n) for n in range(1, limit + 1)})


#: Past this many rows, padded row counts step by this much instead of doubling.
ROW_BUCKET_STEP = 16
CPU_BUCKETS = ShapeBuckets()
GPU_BUCKETS = ShapeBuckets(width_multiple=32, pad_rows=True, batch_prefill=True, context_limit=65536)


def _load_vision(
    name: str, path: Path, text_model: Any, *, device: str, quantized: bool
) -> tuple[VisionModel | None, str | None]:
    try:
        return VisionModel.load(path, text_model, device=device, quantized=quantized), None
    except VisionUnavailable as exc:
        log.warning("%s is a vision-language checkpoint served text-only (images are refused): %s", name, exc)
        return None, str(exc)


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
    # One gather and one device-to-host copy for the whole batch (a sync per row costs on GPUs).
    wanted = [list(ids) + ([watch_id] if watch_id is not None else []) for ids in labels]
    rows = mx.array([i for i, w in enumerate(wanted) for _ in w], dtype=mx.int32)
    cols = mx.array([t for w in wanted for t in w], dtype=mx.int32)
    picked, maxima = lp[rows, cols], mx.max(lp, axis=-1)
    mx.eval(picked, maxima)
    flat: list[float] = picked.tolist()  # type: ignore[assignment]
    tops: list[float] = maxima.tolist()  # type: ignore[assignment]
    out: list[LabelReadout] = []
    start = 0
    for i, ids in enumerate(labels):
        got = flat[start : start + len(wanted[i])]
        start += len(wanted[i])
        watch = float(got[-1]) if watch_id is not None else None
        out.append(LabelReadout(tuple(float(v) for v in got[: len(ids)]), float(tops[i]), watch))
    return out


def _chunks(seqs: Sequence[Seq], buckets: ShapeBuckets = CPU_BUCKETS) -> list[Sequence[Seq]]:
    """Split a batch so no forward pass pads past :data:`MAX_BATCH_TOKENS` (rows and width as bucketed)."""
    chunks: list[Sequence[Seq]] = []
    start = 0
    while start < len(seqs):
        end = start + 1
        width = len(seqs[start])
        while end < len(seqs):
            w = max(width, len(seqs[end]))
            if buckets.width(w) * buckets.rows(end - start + 1) > MAX_BATCH_TOKENS:
                break
            width = w
            end += 1
        chunks.append(seqs[start:end])
        start = end
    return chunks


def _prefixed_chunks(rows: Sequence[tuple[list[Any], Sequence[int]]], buckets: ShapeBuckets) -> list[list[int]]:
    """Indices of ``rows`` (prefix cache, suffix) split so each batch stays within both token bounds.

    A merged batch runs ``rows x suffix width`` new tokens (:data:`MAX_BATCH_TOKENS`) and holds
    ``rows x (longest prefix + suffix width)`` positions of KV (``buckets.context_limit``).
    """
    chunks: list[list[int]] = []
    start = 0
    while start < len(rows):
        end = start + 1
        width = len(rows[start][1])
        prefix = _cache_length(rows[start][0])
        while end < len(rows):
            w = max(width, len(rows[end][1]))
            p = max(prefix, _cache_length(rows[end][0]))
            n = buckets.rows(end - start + 1)
            if buckets.width(w) * n > MAX_BATCH_TOKENS or (p + buckets.width(w)) * n > buckets.context_limit:
                break
            width, prefix = w, p
            end += 1
        chunks.append(list(range(start, end)))
        start = end
    return chunks


def _packed_chunks(lengths: Sequence[int]) -> list[list[int]]:
    """Indices of suffixes (by token count) split so no packed pass holds over :data:`MAX_PACKED_TOKENS` tokens."""
    chunks: list[list[int]] = [[]]
    total = 0
    for i, n in enumerate(lengths):
        if chunks[-1] and total + n > MAX_PACKED_TOKENS:
            chunks.append([])
            total = 0
        chunks[-1].append(i)
        total += n
    return chunks


def _cache_length(cache: list[Any]) -> int:
    """Tokens held by a single-row prompt cache (its attention layers' length; 0 for purely recurrent ones)."""
    return max((int(c.offset) for c in cache if isinstance(c, KVCache)), default=0)

