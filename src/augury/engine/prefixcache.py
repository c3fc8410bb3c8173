"""KV caches of recently prefilled decision prefixes, reused across requests.

A second decision request over the same input (new questions, same text) finds the KV of the shared
prefix here instead of prefilling it again. Entries are keyed by model and token prefix in mlx-lm's
``LRUPromptCache`` (a trie: the longest stored prefix wins; longer trimmable entries are cut down),
bounded by entry count and bytes, least recently used evicted first. Used only on the engine worker,
so no locking is needed.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from typing import Any

from mlx_lm.models.cache import LRUPromptCache

log = logging.getLogger("augury.engine")

MiB = 1 << 20


def default_budget_bytes() -> int:
    """The prefix cache's default budget: an eighth of the machine's memory, at least 1 GiB.

    An 8,000-token prefix of Qwen3-0.6B is ~1.8 GB of f32 KV; 24 GiB of RAM gives a 3 GiB budget.
    """
    try:
        total = os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        total = 0
    return max(1 << 30, total // 8 // MiB * MiB)


class PrefixCache:
    def __init__(self, *, max_bytes: int | None = None, max_entries: int = 64) -> None:
        self.max_bytes = default_budget_bytes() if max_bytes is None else max_bytes
        self._lru = LRUPromptCache(max_size=max_entries, max_bytes=self.max_bytes)
        self.hits = 0
        self.misses = 0
        self.hit_tokens = 0
        #: Entries not kept because they alone exceed the budget (logged each time).
        self.oversized = 0

    def fetch(self, model: str, tokens: Sequence[int], *, shared: bool = False) -> tuple[list[Any] | None, int]:
        """A private copy of the cache covering the longest stored prefix of ``tokens``, and its length.

        ``shared``: an entry holding exactly ``tokens``, or the stored prefix of them mlx-lm's lookup would take,
        is returned as stored, uncopied (the caller must only read it): a repeat of a long input, or an input
        that extends one, costs no copy of its KV. A longer stored entry is still copied and cut down.
        """
        if shared:
            found = self._lru._trie.search(model, list(tokens))
            shorter = len(found.shorter) if found.shorter is not None else 0
            held = len(tokens) if found.exact is not None else shorter
            if found.exact is None and found.longer is not None and found.common_prefix > shorter:
                held = 0  # a longer entry shares more: mlx-lm's copy, trimmed, below
            if held:
                self.hits += 1
                self.hit_tokens += held
                entry: Any = self._lru._trie.get(found.model, list(tokens[:held]))
                return list(entry.prompt_cache), held
        cache, rest = self._lru.fetch_nearest_cache(model, list(tokens))
        if cache is None:
            self.misses += 1
            return None, 0
        reused = len(tokens) - len(rest)
        self.hits += 1
        self.hit_tokens += reused
        return cache, reused

    def store(self, model: str, tokens: Sequence[int], cache: list[Any]) -> None:
        """Keep ``cache`` (which holds exactly ``tokens``); it must not be mutated afterwards.

        An entry larger than the whole budget is not kept (it would evict everything, itself included):
        it is logged and counted in :attr:`oversized`.
        """
        size = sum(int(c.nbytes) for c in cache)
        if size > self.max_bytes:
            self.oversized += 1
            log.warning("prefix cache: a %d-token prefix of %s needs %d MiB, over the %d MiB budget; not kept "
                        "(raise prefix_cache_mib)", len(tokens), model, -(-size // MiB), self.max_bytes // MiB)
            return
        self._lru.insert_cache(model, list(tokens), cache)

    @property
    def nbytes(self) -> int:
        return int(self._lru.nbytes)

    def __len__(self) -> int:
        return len(self._lru)
