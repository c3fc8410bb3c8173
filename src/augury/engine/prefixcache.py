"""KV caches of recently prefilled decision prefixes, reused across requests.

A second decision request over the same input (new questions, same text) finds the KV of the shared
prefix here instead of prefilling it again. Entries are keyed by model and token prefix in mlx-lm's
``LRUPromptCache`` (a trie: the longest stored prefix wins; longer trimmable entries are cut down),
bounded by entry count and bytes, least recently used evicted first. Used only on the engine worker,
so no locking is needed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mlx_lm.models.cache import LRUPromptCache


class PrefixCache:
    def __init__(self, *, max_bytes: int = 1 << 30, max_entries: int = 64) -> None:
        self._lru = LRUPromptCache(max_size=max_entries, max_bytes=max_bytes)
        self.hits = 0
        self.misses = 0
        self.hit_tokens = 0

    def fetch(self, model: str, tokens: Sequence[int], *, shared: bool = False) -> tuple[list[Any] | None, int]:
        """A private copy of the cache covering the longest stored prefix of ``tokens``, and its length.

        ``shared``: an entry holding exactly ``tokens`` is returned as stored, uncopied (the caller must
        only read it), so a repeat of a long input costs no copy of its KV.
        """
        if shared:
            found = self._lru._trie.search(model, list(tokens))
            if found.exact is not None:
                self.hits += 1
                self.hit_tokens += len(tokens)
                entry: Any = self._lru._trie.get(found.model, found.exact)
                return list(entry.prompt_cache), len(tokens)
        cache, rest = self._lru.fetch_nearest_cache(model, list(tokens))
        if cache is None:
            self.misses += 1
            return None, 0
        reused = len(tokens) - len(rest)
        self.hits += 1
        self.hit_tokens += reused
        return cache, reused

    def store(self, model: str, tokens: Sequence[int], cache: list[Any]) -> None:
        """Keep ``cache`` (which holds exactly ``tokens``); it must not be mutated afterwards."""
        self._lru.insert_cache(model, list(tokens), cache)

    @property
    def nbytes(self) -> int:
        return int(self._lru.nbytes)

    def __len__(self) -> int:
        return len(self._lru)
