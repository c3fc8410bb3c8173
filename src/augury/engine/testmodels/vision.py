"""The Qwen3.5 vision-language test model: mlx-vlm's own Qwen3.5 class with a tiny vision tower.

The folder has the layout of an mlx-community Qwen3.5 checkpoint: one config.json with
`text_config` and `vision_config`, MLX-layout weights (`language_model.*`, `vision_tower.*`), the
image/video processor files, and Qwen3.5's own chat template (Qwen3's cannot place images).
mlx-vlm opens it with the Qwen3-VL processor, fully offline; mlx-lm opens the same folder as a text
model (it drops `vision_tower.*`). The language weights equal those of the `qwen3_5` text model with
the same arguments, because every parameter is seeded by its name.
"""

from __future__ import annotations

import importlib
from typing import Any

import mlx.core as mx
from tokenizers import Tokenizer

from augury.engine.testmodels.qwen3_format import EOS_TOKEN, added_token_ids
from augury.engine.testmodels.weights import seeded_weights

PATCH_SIZE = 16
MERGE_SIZE = 2
TEMPORAL_PATCH_SIZE = 2
MIN_PIXELS = 32 * 32
"""Smallest image area after resizing: one merged 2 × 2 group of 16-pixel patches."""
MAX_PIXELS = 256 * 256
"""Largest image area after resizing: 16 × 16 patches → 64 image tokens, to keep tests fast."""
IMAGE_MEAN = [0.5, 0.5, 0.5]
IMAGE_STD = [0.5, 0.5, 0.5]


class VisionUnavailable(RuntimeError):
    """The optional mlx-vlm package is not installed."""


def vision_config(text_hidden_size: int) -> dict[str, Any]:
    """A two-block Qwen3.5 vision tower whose merger projects onto the text model's width."""
    return {
        "deepstack_visual_indexes": [],
        "depth": 2,
        "hidden_act": "gelu_pytorch_tanh",
        "hidden_size": 32,
        "in_channels": 3,
        "initializer_range": 0.02,
        "intermediate_size": 64,
        "model_type": "qwen3_5",
        "num_heads": 2,
        # A perfect square: mlx-vlm interpolates this 8 × 8 grid of learned positions to any image.
        "num_position_embeddings": 64,
        "out_hidden_size": text_hidden_size,
        "patch_size": PATCH_SIZE,
        "spatial_merge_size": MERGE_SIZE,
        "temporal_patch_size": TEMPORAL_PATCH_SIZE,
    }


def processor_files() -> dict[str, dict[str, Any]]:
    """Image, video and processor configs; all three exist so mlx-vlm never asks the Hub for one."""
    common = {
        "do_convert_rgb": True,
        "do_normalize": True,
        "do_rescale": True,
        "image_mean": IMAGE_MEAN,
        "image_std": IMAGE_STD,
        "merge_size": MERGE_SIZE,
        "patch_size": PATCH_SIZE,
        "processor_class": "Qwen3VLProcessor",
        "rescale_factor": 1 / 255,
        "size": {"longest_edge": MAX_PIXELS, "shortest_edge": MIN_PIXELS},
        "temporal_patch_size": TEMPORAL_PATCH_SIZE,
    }
    return {
        "preprocessor_config.json": {**common, "image_processor_type": "Qwen2VLImageProcessorFast"},
        "video_preprocessor_config.json": {
            **common,
            "fps": 2,
            "max_frames": 16,
            "min_frames": 2,
            "video_processor_type": "Qwen3VLVideoProcessor",
        },
        "processor_config.json": {"processor_class": "Qwen3VLProcessor"},
    }


def vl_config(text_model_config: dict[str, Any], tokenizer: Tokenizer) -> dict[str, Any]:
    """config.json of the vision-language model around a `qwen3_5` text config."""
    ids = added_token_ids(tokenizer)
    text = text_model_config["text_config"]
    return {
        **text_model_config,
        # Set explicitly: without it mlx-vlm adds Qwen3.5's real <|im_end|> id (248046) as a stop id.
        "eos_token_id": ids[EOS_TOKEN],
        "image_token_id": ids["<|image_pad|>"],
        "video_token_id": ids["<|video_pad|>"],
        "vision_config": vision_config(text["hidden_size"]),
        "vision_end_token_id": ids["<|vision_end|>"],
        "vision_start_token_id": ids["<|vision_start|>"],
    }


def vision_model(
    text_model_config: dict[str, Any], tokenizer: Tokenizer, *, seed: int, dtype: str
) -> tuple[dict[str, Any], dict[str, mx.array], dict[str, dict[str, Any]]]:
    """Return the config.json, the seeded weights and the processor JSON files (by file name).

    Raises VisionUnavailable when mlx-vlm is not installed.
    """
    try:
        # Imported as Any: mlx-vlm's model classes carry no type annotations.
        qwen3_5: Any = importlib.import_module("mlx_vlm.models.qwen3_5")
    except ImportError as exc:
        raise VisionUnavailable(
            "The qwen3_5_vl test model needs the optional mlx-vlm package (pip install mlx-vlm==0.7.10)."
        ) from exc
    config = vl_config(text_model_config, tokenizer)
    model = qwen3_5.Model(qwen3_5.ModelConfig.from_dict(config))
    return config, seeded_weights(model, seed=seed, dtype=dtype), processor_files()
