"""What makes a tokenizer folder look like Qwen3's: added tokens, chat template, pre-tokenizer.

Both test vocabularies (the tiny trained one and the real Qwen3 one) are finished here, so they
share Qwen3's 26 added tokens in Qwen3's order, its normalizer and pre-tokenizer regex, its
byte-level decoder, and its tokenizer_config.json layout — only the BPE model differs.
"""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from tokenizers import AddedToken, Regex, Tokenizer, decoders, normalizers, pre_tokenizers, processors
from tokenizers.models import BPE

PRETOKENIZE_REGEX = (
    r"""(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*"""
    r"""|\s*[\r\n]+|\s+(?!\S)|\s+"""
)
"""Qwen2/Qwen3's split regex (the one transformers' Qwen2Tokenizer also hard-codes)."""

ADDED_TOKENS: tuple[tuple[str, bool], ...] = (
    ("<|endoftext|>", True),
    ("<|im_start|>", True),
    ("<|im_end|>", True),
    ("<|object_ref_start|>", True),
    ("<|object_ref_end|>", True),
    ("<|box_start|>", True),
    ("<|box_end|>", True),
    ("<|quad_start|>", True),
    ("<|quad_end|>", True),
    ("<|vision_start|>", True),
    ("<|vision_end|>", True),
    ("<|vision_pad|>", True),
    ("<|image_pad|>", True),
    ("<|video_pad|>", True),
    ("<tool_call>", False),
    ("</tool_call>", False),
    ("<|fim_prefix|>", False),
    ("<|fim_middle|>", False),
    ("<|fim_suffix|>", False),
    ("<|fim_pad|>", False),
    ("<|repo_name|>", False),
    ("<|file_sep|>", False),
    ("<tool_response>", False),
    ("</tool_response>", False),
    ("<think>", False),
    ("</think>", False),
)
"""Qwen3's added tokens in id order, each with its `special` flag, right after the BPE vocabulary."""

EOS_TOKEN = "<|im_end|>"
PAD_TOKEN = "<|endoftext|>"

CHAT_TEMPLATE = (files("augury.engine.testmodels") / "qwen3_chat_template.jinja").read_text(encoding="utf-8")
"""Qwen3's hybrid-thinking chat template (Qwen3-0.6B … 32B), verbatim: thinking is on unless
`enable_thinking=False`, which closes an empty `<think>` block; tool calls are JSON in `<tool_call>`."""

QWEN3_5_CHAT_TEMPLATE = (files("augury.engine.testmodels") / "qwen3_5_chat_template.jinja").read_text(encoding="utf-8")
"""Qwen3.5's chat template, verbatim (sha256 a4aee8af…c715): renders image and video parts, opens
`<think>\\n` by default, tool calls as `<function=…><parameter=…>` XML in `<tool_call>`."""


def finish_tokenizer(vocab: dict[str, int], merges: list[tuple[str, str]]) -> Tokenizer:
    """Wrap a byte-level BPE vocabulary in Qwen3's pipeline and append the added tokens.

    The added tokens take the ids right after the highest vocabulary id, in ADDED_TOKENS order,
    exactly as in Qwen3's tokenizer.json.
    """
    tokenizer = Tokenizer(
        BPE(
            vocab=vocab,
            merges=merges,
            dropout=None,
            unk_token=None,
            continuing_subword_prefix="",
            end_of_word_suffix="",
            fuse_unk=False,
            byte_fallback=False,
        )
    )
    tokenizer.normalizer = normalizers.NFC()
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(PRETOKENIZE_REGEX), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, trim_offsets=False, use_regex=False),
        ]
    )
    tokenizer.post_processor = processors.ByteLevel(trim_offsets=False)
    tokenizer.decoder = decoders.ByteLevel()
    # One at a time: add_tokens and add_special_tokens each assign the next free id, and Qwen3
    # interleaves special and non-special tokens.
    for content, special in ADDED_TOKENS:
        token = AddedToken(content, single_word=False, lstrip=False, rstrip=False, normalized=False, special=special)
        if special:
            tokenizer.add_special_tokens([token])
        else:
            tokenizer.add_tokens([token])
    return tokenizer


def added_token_ids(tokenizer: Tokenizer) -> dict[str, int]:
    """Map each added token's text to its id in `tokenizer`."""
    ids: dict[str, int] = {}
    for content, _ in ADDED_TOKENS:
        token_id = tokenizer.token_to_id(content)
        if token_id is None:
            raise ValueError(f"The tokenizer lacks the added token {content!r}.")
        ids[content] = token_id
    return ids


def tokenizer_config(
    tokenizer: Tokenizer, *, model_max_length: int, chat_template: str = CHAT_TEMPLATE
) -> dict[str, Any]:
    """Qwen3's tokenizer_config.json for `tokenizer`, listing every added token in id order.

    transformers 5 rebuilds Qwen2 tokenizers from vocab + merges and re-adds
    `added_tokens_decoder` in id order, so a missing entry would shift every later id.
    """
    ids = added_token_ids(tokenizer)
    decoder = {
        str(ids[content]): {
            "content": content,
            "lstrip": False,
            "normalized": False,
            "rstrip": False,
            "single_word": False,
            "special": special,
        }
        for content, special in ADDED_TOKENS
    }
    return {
        "add_bos_token": False,
        "add_prefix_space": False,
        "added_tokens_decoder": decoder,
        "additional_special_tokens": [c for c, special in ADDED_TOKENS if special and c != PAD_TOKEN],
        "bos_token": None,
        "chat_template": chat_template,
        "clean_up_tokenization_spaces": False,
        "eos_token": EOS_TOKEN,
        "errors": "replace",
        "model_max_length": model_max_length,
        "pad_token": PAD_TOKEN,
        "split_special_tokens": False,
        "tokenizer_class": "Qwen2Tokenizer",
        "unk_token": None,
    }


def generation_config(tokenizer: Tokenizer) -> dict[str, Any]:
    """Qwen3's generation_config.json: stop on `<|im_end|>` or `<|endoftext|>`, its sampling defaults."""
    ids = added_token_ids(tokenizer)
    return {
        "bos_token_id": ids[PAD_TOKEN],
        "do_sample": True,
        "eos_token_id": [ids[EOS_TOKEN], ids[PAD_TOKEN]],
        "pad_token_id": ids[PAD_TOKEN],
        "temperature": 0.6,
        "top_k": 20,
        "top_p": 0.95,
    }
