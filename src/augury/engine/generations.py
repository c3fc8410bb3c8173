"""The server's text generations as one service: the prompt cache they share, how many run, who watches them.

Both generation routes (/v1/responses and /v1/chat/completions) stream through :meth:`Generations.stream`; what
observes a generation (the request metrics, a test counting tokens) registers in :attr:`Generations.observers`
instead of being imported here.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Sequence

from augury.engine.generate import PromptCacheStore, generate
from augury.engine.model import LoadedModel
from augury.engine.types import GenerationObserver, GenerationStep, ImageInputs, SamplingSettings
from augury.engine.worker import EngineWorker


class Generations:
    """Runs text generations on ``worker`` with one prompt cache (partitioned by model and ``prompt_cache_key``)."""

    def __init__(self, worker: EngineWorker, prompt_cache: PromptCacheStore | None = None) -> None:
        self.worker = worker
        self.prompt_cache = prompt_cache if prompt_cache is not None else PromptCacheStore()
        #: Generations in progress.
        self.active = 0
        #: Called with every step of every generation, in the task of the request that consumes it.
        self.observers: list[GenerationObserver] = []

    async def stream(
        self, model: LoadedModel, prompt_ids: Sequence[int], sampling: SamplingSettings, *, cache_key: str = "",
        images: ImageInputs | None = None,
    ) -> AsyncGenerator[GenerationStep, None]:
        """Text steps then one :class:`~augury.engine.types.GenerationDone`; closing it stops generating."""
        steps = generate(self.worker, model, prompt_ids, sampling, store=self.prompt_cache, cache_key=cache_key,
                         images=images)
        self.active += 1
        try:
            async for step in steps:
                for observe in self.observers:
                    observe(step)
                yield step
        finally:
            self.active -= 1
            await steps.aclose()
