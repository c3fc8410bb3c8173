"""Small configs for mlx-lm's real Qwen3 / Qwen3.5 classes, and seeded weights to fill them.

Weights come from NumPy's PCG64 (`default_rng`), one generator per parameter seeded with
`(seed, crc32(name))`: the values are the same on every machine and do not depend on which other
parameters exist. mx.random is never used for them: its streams are not promised stable.
"""

from __future__ import annotations

import importlib
import math
import zlib
from typing import Any, Literal, cast

import mlx.core as mx
import numpy as np
import numpy.typing as npt
from mlx.utils import tree_flatten

TextArch = Literal["qwen3", "qwen3_5"]

DTYPES: dict[str, mx.Dtype] = {"float32": mx.float32, "bfloat16": mx.bfloat16, "float16": mx.float16}

QWEN3_5_HEAD_DIM = 32
"""Full-attention head size of the Qwen3.5 test models: 8 rotary dims (factor 0.25) → mrope 2+1+1."""


def text_config(
    arch: TextArch,
    *,
    vocab_size: int,
    bos_token_id: int,
    eos_token_id: int,
    hidden_size: int,
    num_layers: int,
    intermediate_size: int,
    num_heads: int,
    num_kv_heads: int,
    dtype: str,
) -> dict[str, Any]:
    """The config.json of a text model, in the layout of the real Qwen3 / Qwen3.5 checkpoints."""
    if hidden_size % num_heads != 0:
        raise ValueError(f"hidden_size {hidden_size} must be a multiple of num_heads {num_heads}.")
    if num_heads % num_kv_heads != 0:
        raise ValueError(f"num_heads {num_heads} must be a multiple of num_kv_heads {num_kv_heads}.")
    if arch == "qwen3":
        head_dim = hidden_size // num_heads
        if head_dim % 2 != 0:
            raise ValueError(f"The head size hidden_size / num_heads = {head_dim} must be even for RoPE.")
        return {
            "architectures": ["Qwen3ForCausalLM"],
            "attention_bias": False,
            "attention_dropout": 0.0,
            "bos_token_id": bos_token_id,
            "eos_token_id": eos_token_id,
            "head_dim": head_dim,
            "hidden_act": "silu",
            "hidden_size": hidden_size,
            "initializer_range": 0.02,
            "intermediate_size": intermediate_size,
            "max_position_embeddings": 40960,
            "max_window_layers": num_layers,
            "model_type": "qwen3",
            "num_attention_heads": num_heads,
            "num_hidden_layers": num_layers,
            "num_key_value_heads": num_kv_heads,
            "rms_norm_eps": 1e-06,
            "rope_scaling": None,
            "rope_theta": 1000000,
            "sliding_window": None,
            "tie_word_embeddings": True,
            "torch_dtype": dtype,
            "use_cache": True,
            "use_sliding_window": False,
            "vocab_size": vocab_size,
        }
    # Qwen3.5 interleaves three Gated-DeltaNet (linear attention) layers with one full-attention
    # layer; the model needs at least one of each.
    if num_layers < 2:
        raise ValueError(f"A qwen3_5 model needs num_layers >= 2 (one linear, one full attention), not {num_layers}.")
    interval = 4 if num_layers >= 4 else 2
    layer_types = ["full_attention" if (i + 1) % interval == 0 else "linear_attention" for i in range(num_layers)]
    return {
        "architectures": ["Qwen3_5ForConditionalGeneration"],
        "model_type": "qwen3_5",
        "text_config": {
            "attention_bias": False,
            "attention_dropout": 0.0,
            "attn_output_gate": True,
            "bos_token_id": bos_token_id,
            "eos_token_id": eos_token_id,
            "full_attention_interval": interval,
            "head_dim": QWEN3_5_HEAD_DIM,
            "hidden_act": "silu",
            "hidden_size": hidden_size,
            "initializer_range": 0.02,
            "intermediate_size": intermediate_size,
            "layer_types": layer_types,
            "linear_conv_kernel_dim": 4,
            "linear_key_head_dim": 16,
            "linear_num_key_heads": 2,
            "linear_num_value_heads": 4,
            "linear_value_head_dim": 16,
            "max_position_embeddings": 262144,
            "model_type": "qwen3_5_text",
            "num_attention_heads": num_heads,
            "num_hidden_layers": num_layers,
            "num_key_value_heads": num_kv_heads,
            "rms_norm_eps": 1e-06,
            "rope_parameters": {
                "mrope_interleaved": True,
                "mrope_section": [2, 1, 1],
                "partial_rotary_factor": 0.25,
                "rope_theta": 10000000,
                "rope_type": "default",
            },
            "tie_word_embeddings": True,
            "torch_dtype": dtype,
            "vocab_size": vocab_size,
        },
        "tie_word_embeddings": True,
        "torch_dtype": dtype,
    }


def build_text_model(config: dict[str, Any]) -> Any:
    """Instantiate mlx-lm's own model class for `config` (mlx_lm.models.<model_type>).

    Typed Any: mlx-lm's model classes carry no type annotations.
    """
    module = importlib.import_module(f"mlx_lm.models.{config['model_type']}")
    return module.Model(module.ModelArgs.from_dict(config))


def _initial_values(name: str, shape: tuple[int, ...], rng: np.random.Generator) -> npt.NDArray[np.float64]:
    """Plausible random values for one parameter, chosen by its role (read from its name)."""
    parts = name.split(".")
    module, leaf = (parts[-2] if len(parts) > 1 else ""), parts[-1]
    if "norm" in module and leaf == "weight":
        # RMSNorm/LayerNorm gains near 1 keep activations in range, as in a trained model.
        return 1.0 + 0.05 * rng.standard_normal(shape)
    if leaf == "A_log":
        # Gated-DeltaNet decay rates: log of A in [1, 16], like mlx-lm's own initialisation.
        return np.asarray(np.log(rng.uniform(1.0, 16.0, shape)))
    if leaf == "dt_bias":
        return rng.uniform(0.5, 1.5, shape)
    if leaf == "bias":
        return 0.02 * rng.standard_normal(shape)
    if name.endswith("embed_tokens.weight"):
        # With tied embeddings these rows are also the LM head: a scale of 1.5 / sqrt(hidden) gives
        # next-token logits with a standard deviation near 1.5, peaked enough to have a clear argmax.
        return (1.5 / math.sqrt(shape[-1])) * rng.standard_normal(shape)
    fan_in = int(np.prod(shape[1:])) if len(shape) > 1 else shape[0]
    return rng.standard_normal(shape) / math.sqrt(fan_in)


def parameter_shapes(model: Any) -> list[tuple[str, tuple[int, ...]]]:
    """Every parameter of an MLX module as (dotted name, shape), sorted by name."""
    flat = cast(list[tuple[str, mx.array]], tree_flatten(model.parameters()))
    return sorted((name, tuple(param.shape)) for name, param in flat)


def seeded_weights(model: Any, *, seed: int, dtype: str) -> dict[str, mx.array]:
    """Fill every parameter of `model` from the seeded generator; return them by name, sorted.

    Parameters the architecture keeps in float32 whatever the checkpoint dtype (Gated-DeltaNet's
    `A_log`, per mlx-lm's `cast_predicate`) stay float32.
    """
    target = DTYPES[dtype]
    keep_float32 = getattr(model, "cast_predicate", None)
    weights: dict[str, mx.array] = {}
    for name, shape in parameter_shapes(model):
        rng = np.random.default_rng([seed, zlib.crc32(name.encode("utf-8"))])
        values = mx.array(_initial_values(name, shape, rng).astype(np.float32))
        cast = keep_float32 is None or keep_float32(name)
        weights[name] = values.astype(target) if cast else values
    model.load_weights(list(weights.items()), strict=True)
    return weights
