"""The tiny byte-level BPE vocabulary: trained on the fixed corpus, then labels forced to one token.

Training uses the `tokenizers` library with Qwen3's pre-tokenizer, so the vocabulary splits text the
way Qwen3 does. Every answer label of the decision routes is then made a single token by appending
merges: those merges rank below every trained one, so they only join what training left apart, and a
label right after a newline or the chat template's `</think>\\n\\n` encodes as exactly one token.
"""

from __future__ import annotations

import json
import string
from collections.abc import Sequence
from itertools import pairwise, product

from tokenizers import Regex, Tokenizer, models, normalizers, pre_tokenizers, trainers

from augury.engine.testmodels.corpus import training_corpus
from augury.engine.testmodels.qwen3_format import PRETOKENIZE_REGEX

TRAINED_VOCAB_LIMIT = 1024
"""Cap on the trained vocabulary; the corpus runs out of pairs seen twice first (at 776 = 256 + 520)."""

SINGLE_TOKEN_WORDS: tuple[str, ...] = (
    "yes",
    "no",
    "Yes",
    "No",
    "true",
    "false",
    *string.ascii_uppercase,
    *string.digits,
    *("".join(pair) for pair in product(string.ascii_uppercase, repeat=2)),
)
"""Words that encode as one token: the decision labels (yes, no, A…Z, 0…9, AA…ZZ) and a few more."""


def byte_symbols() -> dict[int, str]:
    """GPT-2's byte → printable symbol table, in Qwen's id order (printable bytes first)."""
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1), *range(ord("®"), ord("ÿ") + 1)]
    table = {b: chr(b) for b in printable}
    for b in range(256):
        if b not in table:
            table[b] = chr(256 + len(table) - len(printable))
    return table


def _symbols(word: str) -> list[str]:
    table = byte_symbols()
    return [table[b] for b in word.encode("utf-8")]


def _trained_merges(extra_corpus: Sequence[str], limit: int) -> list[tuple[str, str]]:
    tokenizer = Tokenizer(models.BPE())
    tokenizer.normalizer = normalizers.NFC()
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Split(Regex(PRETOKENIZE_REGEX), behavior="isolated", invert=False),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
        ]
    )
    trainer = trainers.BpeTrainer(
        vocab_size=limit,
        min_frequency=2,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tokenizer.train_from_iterator([*training_corpus(), *extra_corpus], trainer=trainer)
    merges = json.loads(tokenizer.to_str())["model"]["merges"]
    return [(left, right) for left, right in merges]


def _apply_merges(symbols: list[str], ranks: dict[tuple[str, str], int]) -> list[str]:
    """Byte-pair encode one pre-token: repeatedly join the adjacent pair of lowest rank."""
    pieces = list(symbols)
    while len(pieces) > 1:
        pairs = [(ranks.get((a, b)), i) for i, (a, b) in enumerate(pairwise(pieces))]
        ranked = [(rank, i) for rank, i in pairs if rank is not None]
        if not ranked:
            break
        _, i = min(ranked)
        pieces[i : i + 2] = [pieces[i] + pieces[i + 1]]
    return pieces


def tiny_vocabulary(
    extra_corpus: Sequence[str] = (), *, limit: int = TRAINED_VOCAB_LIMIT
) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """Return the tiny vocabulary (token → id) and its merges in rank order.

    ``extra_corpus`` adds texts to the fixed corpus (a trained model's domain, so that its words
    become whole tokens) and ``limit`` caps the trained vocabulary; the defaults give the test
    models' vocabulary. Ids: the 256 byte symbols first, then one id per new token in merge order,
    so the numbering depends only on the merge list, never on the trainer's internal id assignment.
    """
    merges = _trained_merges(extra_corpus, limit)
    ranks = {pair: rank for rank, pair in enumerate(merges)}
    for word in SINGLE_TOKEN_WORDS:
        pieces = _apply_merges(_symbols(word), ranks)
        while len(pieces) > 1:
            pair = (pieces[0], pieces[1])
            ranks[pair] = len(merges)
            merges.append(pair)
            pieces[0:2] = [pair[0] + pair[1]]
    vocab = {symbol: i for i, symbol in enumerate(byte_symbols().values())}
    for left, right in merges:
        vocab.setdefault(left + right, len(vocab))
    return vocab, merges
