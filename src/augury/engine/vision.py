"""Reading images: the vision side of a vision-language checkpoint, through mlx-vlm.

A checkpoint whose config.json has ``vision_config`` is served by two views of one set of weights:
mlx-lm's text model (token-only scoring and generation, unchanged) and mlx-vlm's model, whose
vision tower turns pixels into features that replace the image placeholder tokens of the prompt.
The language weights are loaded once: mlx-vlm's copy is replaced by the text model's arrays when
names, shapes and the small (1-D) tensors agree, so only the vision tower adds memory.

What runs where:

* :meth:`VisionModel.prepare` (plain NumPy/PIL, any thread) turns decoded pictures into the
  model's pixel patches with the checkpoint's own image processor, and says how many tokens each
  image becomes.
* :meth:`VisionModel.expand` (pure) replaces each image placeholder of a planned prompt by that
  many copies: exactly the ids the processor makes from the same text and images.
* :meth:`VisionModel.next_token_logprobs` (MLX, engine worker) reads the next-token
  log-probabilities after each prompt. Images come first in every prompt, so the shared prefix
  (images and input text) is prefilled once with the vision features and its cache is copied
  across the questions; the result equals scoring each prompt alone within float32 noise.
* :meth:`VisionModel.prefill` and :meth:`VisionModel.decode` (MLX, engine worker) generate from a
  prompt with images, one token per call, the way mlx-vlm's ``generate_step`` does: the prompt's
  input embeddings are the token embeddings with the vision tower's features scattered over the
  image placeholders, fed with Qwen's multimodal rotary positions (``get_rope_index``); every later
  token sits at ``cache index + delta`` on all three rotary axes. mlx-vlm keeps that delta on the
  shared language module between calls (``_rope_deltas``), which interleaved generations would
  overwrite; here the caller holds it and every call passes explicit positions, so nothing is
  stored on the model.

Only the Qwen3.5 family (mlx-vlm's ``qwen3_5`` classes, Qwen3.5 dense and MoE) is wired: its
multimodal rotary positions (images on a 2-D grid, text after them shifted by a constant) are
what makes the prefix sharing exact. Other vision checkpoints load text-only with a warning.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import mlx.core as mx
import numpy as np
import numpy.typing as npt
from mlx.utils import tree_flatten, tree_unflatten
from PIL import Image

from augury.engine.caches import MAX_BATCH_TOKENS, common_prefix_length
from augury.engine.types import ImageInputs, ImageNotReadable, VisionUnavailable

log = logging.getLogger("augury.engine")

#: Longest image side the model's own chat path feeds its processor, by mlx-vlm model type
#: (docs/CONTRACT.md §2: Qwen3.5 reads images up to 1344 px per side). Other types: the processor decides.
DEFAULT_MAX_SIDE: dict[str, int] = {"qwen3_5": 1344, "qwen3_5_moe": 1344}

#: Upper bound on prefix tokens copied across one batch of questions (batch x shared prefix).
MAX_TILED_PREFIX_TOKENS = 4 * MAX_BATCH_TOKENS

#: Prompt tokens fed per forward pass when prefilling a generation (mlx-lm's and mlx-vlm's default),
#: which bounds the attention scores a long prompt materialises at once.
PREFILL_STEP_TOKENS = 2048


class VisionModel:
    """The image-reading view of a vision-language checkpoint (mlx-vlm's model and processor)."""

    def __init__(self, vlm: Any, processor: Any, *, model_type: str) -> None:
        self.vlm = vlm
        self.processor = processor
        self.model_type = model_type
        config = vlm.config
        #: The placeholder token the chat template puts where each image goes.
        self.image_token_id: int = int(config.image_token_id)
        self.image_token: str = str(getattr(processor, "image_token", "<|image_pad|>"))
        # Video frames are not read, but mlx-vlm fills video placeholders with image features too:
        # one typed into the text would break the prompt, so the routes refuse it.
        video_token_id = getattr(config, "video_token_id", None)
        self.video_token_id: int | None = None if video_token_id is None else int(video_token_id)
        self.video_token: str = str(getattr(processor, "video_token", "<|video_pad|>"))
        #: Longest side images are shrunk to before the processor sees them (None: processor only).
        self.default_max_side: int | None = DEFAULT_MAX_SIDE.get(model_type)
        self._merge = int(config.vision_config.spatial_merge_size)
        language = vlm.language_model
        self._language = language
        self._body = language.model
        self._head = language.model.embed_tokens.as_linear if language.args.tie_word_embeddings else language.lm_head
        cache_module: Any = importlib.import_module("mlx_vlm.models.cache")
        self._kv_cache_type: Any = cache_module.KVCache
        self._arrays_cache_type: Any = cache_module.ArraysCache

    @classmethod
    def load(cls, path: Path, text_model: Any, *, device: str, quantized: bool) -> VisionModel:
        """Open ``path`` with mlx-vlm, sharing the language weights of ``text_model`` (mlx-lm's, loaded).

        On CPU the model is dequantized and run in float32, like the text model. Raises
        :class:`VisionUnavailable` when mlx-vlm is not installed or the family is not wired.
        """
        try:
            vlm_utils: Any = importlib.import_module("mlx_vlm.utils")
            qwen3_5: Any = importlib.import_module("mlx_vlm.models.qwen3_5")
        except ImportError as exc:
            raise VisionUnavailable(
                "the optional mlx-vlm package is not installed (pip install 'augury[vision]')"
            ) from exc
        # Lazy: arrays stay unread until evaluated, so the language weights replaced below are never loaded twice.
        vlm, processor = vlm_utils.load(str(path), lazy=True)
        model_type = str(getattr(vlm.config, "model_type", "unknown"))
        if not isinstance(vlm, qwen3_5.Model):
            raise VisionUnavailable(
                f"image reading is wired for the Qwen3.5 family only, not for mlx-vlm's {model_type!r} model"
            )
        if not hasattr(processor, "image_processor"):
            raise VisionUnavailable("the checkpoint has no image processor")
        if device == "cpu":
            if quantized:
                from mlx_lm.utils import dequantize_model

                vlm = dequantize_model(vlm)
            vlm.set_dtype(mx.float32)
        if not _share_language_weights(vlm, text_model):
            log.warning("%s: mlx-vlm's language weights differ from mlx-lm's; keeping both copies", path)
        mx.eval(vlm.parameters())
        return cls(vlm, processor, model_type=model_type)

    # -- preparing images (no MLX) -----------------------------------------------------------

    def prepare(self, images: Sequence[Image.Image]) -> ImageInputs:
        """Pixel patches and token counts of ``images`` (RGB, already resized), by the model's processor.

        Raises :class:`ImageNotReadable` naming the first picture the processor refuses.
        """
        patches: list[npt.NDArray[np.float32]] = []
        grids: list[tuple[int, int, int]] = []
        digest = hashlib.sha256()
        image_processor = self.processor.image_processor
        for index, image in enumerate(images):
            # Size and mode first, so two pictures with the same pixel bytes in other shapes differ.
            digest.update(f"{image.mode}:{image.size[0]}x{image.size[1]}:".encode())
            digest.update(image.tobytes())
            try:
                out = image_processor(images=[image])
            except ValueError as exc:  # e.g. "absolute aspect ratio must be smaller than 200"
                raise ImageNotReadable(index, str(exc)) from None
            patches.append(np.asarray(out["pixel_values"], dtype=np.float32))
            t, h, w = (int(v) for v in np.asarray(out["image_grid_thw"]).reshape(-1, 3)[0])
            grids.append((t, h, w))
        counts = tuple(t * h * w // (self._merge * self._merge) for t, h, w in grids)
        return ImageInputs(
            pixel_values=np.concatenate(patches, axis=0), grid_thw=tuple(grids), token_counts=counts,
            digest=digest.hexdigest(),
        )

    def expand(self, ids: Sequence[int], inputs: ImageInputs) -> list[int]:
        """``ids`` with the k-th image placeholder repeated ``inputs.token_counts[k]`` times.

        Raises ValueError unless ``ids`` holds exactly one placeholder per image.
        """
        found = sum(1 for token in ids if token == self.image_token_id)
        if found != len(inputs.token_counts):
            raise ValueError(f"the prompt has {found} image placeholders for {len(inputs.token_counts)} images")
        out: list[int] = []
        k = 0
        for token in ids:
            if token == self.image_token_id:
                out.extend([token] * inputs.token_counts[k])
                k += 1
            else:
                out.append(token)
        return out

    # -- numerics (engine worker) ----------------------------------------------------------------

    def next_token_logprobs(
        self, seqs: Sequence[Sequence[int]], inputs: ImageInputs, *, share_prefix: bool = True
    ) -> tuple[mx.array, int]:
        """Log-softmax (f32, full vocabulary) after each expanded prompt ``[B, V]``, and the shared prefix length.

        Every prompt holds the same images (``inputs``) in the same places. With ``share_prefix``
        the common prefix (which must hold every image token, else nothing is shared) is prefilled
        once with the vision features; otherwise each prompt is run alone, vision tower included.
        """
        if not seqs or any(len(s) == 0 for s in seqs):
            raise ValueError("every sequence needs at least one token")
        pixels = mx.array(inputs.pixel_values)
        grid = mx.array(inputs.grid_thw, dtype=mx.int32)
        shared = min(common_prefix_length(seqs), min(len(s) for s in seqs) - 1)
        first = seqs[0]
        after_images = max((i + 1 for i, t in enumerate(first) if t == self.image_token_id), default=0)
        if not share_prefix or shared < after_images:
            rows = [self._alone(s, pixels, grid) for s in seqs]
            result = mx.concatenate(rows, axis=0)
            mx.eval(result)
            return result, 0
        result = self._shared(seqs, shared, pixels, grid)
        mx.eval(result)
        return result, shared

    def _logprobs(self, hidden: mx.array) -> mx.array:
        logits: mx.array = self._head(hidden).astype(mx.float32)
        return logits - mx.logsumexp(logits, axis=-1, keepdims=True)

    def _alone(self, seq: Sequence[int], pixels: mx.array, grid: mx.array) -> mx.array:
        """One prompt from scratch: the reference the shared path must match."""
        ids = mx.array([list(seq)], dtype=mx.int32)
        features = self.vlm.get_input_embeddings(ids, pixels, image_grid_thw=grid)
        hidden = self._body(ids, inputs_embeds=features.inputs_embeds, position_ids=features.position_ids)
        return self._logprobs(hidden[:, -1])

    def _shared(self, seqs: Sequence[Sequence[int]], shared: int, pixels: mx.array, grid: mx.array) -> mx.array:
        prefix = mx.array([list(seqs[0][:shared])], dtype=mx.int32)
        features = self.vlm.get_input_embeddings(prefix, pixels, image_grid_thw=grid)
        cache = self._language.make_cache()
        self._body(prefix, inputs_embeds=features.inputs_embeds, cache=cache, position_ids=features.position_ids)
        mx.eval([c.state for c in cache])
        # Text after the last image sits at (index + delta) on all three rotary axes, delta fixed by the images.
        delta = int(features.rope_deltas.reshape(-1)[0].item())
        out: list[mx.array] = []
        for chunk in _chunks([s[shared:] for s in seqs], shared):
            width = max(len(s) for s in chunk)
            tokens = mx.array([list(s) + [0] * (width - len(s)) for s in chunk], dtype=mx.int32)
            positions = mx.arange(shared + delta, shared + delta + width, dtype=mx.int32)
            positions = mx.broadcast_to(positions[None, None, :], (3, len(chunk), width))
            hidden = self._body(tokens, cache=self._tile(cache, len(chunk)), position_ids=positions)
            last = mx.array([len(s) - 1 for s in chunk], dtype=mx.int32)
            out.append(self._logprobs(hidden[mx.arange(len(chunk)), last]))
        return mx.concatenate(out, axis=0) if len(out) > 1 else out[0]

    # -- generation (engine worker) --------------------------------------------------------------

    def make_cache(self) -> list[Any]:
        """A fresh cache for one generation through :meth:`prefill` and :meth:`decode`."""
        return list(self._language.make_cache())

    def prefill(
        self, ids: Sequence[int], inputs: ImageInputs, cache: list[Any], *, start: int = 0,
        step_tokens: int = PREFILL_STEP_TOKENS,
    ) -> tuple[mx.array, int]:
        """Feed ``ids[start:]`` into ``cache``; the next-token log-probabilities ``[V]`` (f32) and the rotary delta.

        ``ids`` is the whole expanded prompt holding ``inputs``' images; ``cache`` holds ``ids[:start]``,
        prefilled earlier from the same images (a reused prompt cache), or nothing when ``start`` is 0.
        The vision tower runs only when an image placeholder is among the tokens still to feed. The delta
        is what :meth:`decode` adds to a token's cache index to get its rotary position.
        """
        if not 0 <= start < len(ids):
            raise ValueError(f"cannot prefill from token {start} of a {len(ids)}-token prompt")
        tokens = mx.array([list(ids)], dtype=mx.int32)
        grid = mx.array(inputs.grid_thw, dtype=mx.int32)
        if self.image_token_id in ids[start:]:
            features = self.vlm.get_input_embeddings(tokens, mx.array(inputs.pixel_values), image_grid_thw=grid)
            embeds: mx.array = features.inputs_embeds[:, start:]
            positions: mx.array = features.position_ids
            deltas: mx.array = features.rope_deltas
        else:
            # The images are all in the cache already: the positions still depend on where they were.
            positions, deltas = self._language.get_rope_index(tokens, grid)
            embeds = self._body.embed_tokens(tokens[:, start:])
        positions = positions[:, :, start:]
        fed = len(ids) - start
        hidden: mx.array | None = None
        for begin in range(0, fed, step_tokens):
            end = min(begin + step_tokens, fed)
            hidden = self._body(
                tokens[:, start + begin: start + end], inputs_embeds=embeds[:, begin:end], cache=cache,
                position_ids=positions[:, :, begin:end],
            )
            if end < fed:
                mx.eval([c.state for c in cache])  # one chunk's graph at a time
        assert hidden is not None  # fed >= 1
        delta = deltas.reshape(-1)[0].item()
        assert isinstance(delta, int)
        return self._logprobs(hidden[:, -1])[0], delta

    def decode(self, token: int, cache: list[Any], position: int) -> mx.array:
        """Feed one token at rotary ``position`` (all three axes); the next-token log-probabilities ``[V]`` (f32)."""
        positions = mx.full((3, 1, 1), position, dtype=mx.int32)
        hidden = self._body(mx.array([[token]], dtype=mx.int32), cache=cache, position_ids=positions)
        return self._logprobs(hidden[:, -1])[0]

    def _tile(self, cache: list[Any], batch: int) -> list[Any]:
        """Fresh caches holding ``batch`` copies of a one-row prefix cache (plain caches: no padding bookkeeping)."""
        tiled: list[Any] = []
        for entry in cache:
            if isinstance(entry, self._kv_cache_type):
                keys, values = entry.state
                copy = self._kv_cache_type()
                copy.keys = mx.repeat(keys, batch, axis=0)
                copy.values = mx.repeat(values, batch, axis=0)
                copy.offset = entry.offset
            elif isinstance(entry, self._arrays_cache_type):
                copy = self._arrays_cache_type(len(entry.cache))
                copy.cache = [None if a is None else mx.repeat(a, batch, axis=0) for a in entry.cache]
            else:
                raise TypeError(f"cannot share a {type(entry).__name__} prefix cache")
            tiled.append(copy)
        return tiled


def _share_language_weights(vlm: Any, text_model: Any) -> bool:
    """Point mlx-vlm's language parameters at the text model's arrays when they are the same tensors."""
    theirs: list[tuple[str, mx.array]] = tree_flatten(text_model.parameters())  # type: ignore[assignment]
    ours: dict[str, mx.array] = dict(tree_flatten(vlm.parameters()))
    for name, value in theirs:
        mine = ours.get(name)
        if mine is None or mine.shape != value.shape or mine.dtype != value.dtype:
            return False
        # Norm weights are where the two loaders' conventions could differ (+1 offsets): compare them.
        if value.ndim == 1 and not mx.array_equal(mine, value).item():
            return False
    vlm.update(tree_unflatten(theirs))
    return True


def _chunks(suffixes: Sequence[Sequence[int]], prefix: int) -> list[Sequence[Sequence[int]]]:
    """Split the questions so a batch pads few tokens and copies a bounded amount of prefix cache."""
    chunks: list[Sequence[Sequence[int]]] = []
    start = 0
    while start < len(suffixes):
        end = start + 1
        width = len(suffixes[start])
        while end < len(suffixes):
            w = max(width, len(suffixes[end]))
            size = end - start + 1
            if w * size > MAX_BATCH_TOKENS or prefix * size > MAX_TILED_PREFIX_TOKENS:
                break
            width = w
            end += 1
        chunks.append(suffixes[start:end])
        start = end
    return chunks
