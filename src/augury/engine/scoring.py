"""Decision scoring in the engine: label log-probabilities for many prompts in one shared prefill.

The API layer hands over token ids only; this module decides how to batch them, what prefix to share
and (later) what to reuse across requests. Everything MLX runs on the engine worker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from augury.engine.model import LabelReadout, LoadedModel, read_labels
from augury.engine.worker import EngineWorker


@dataclass(frozen=True)
class ScoreResult:
    readouts: tuple[LabelReadout, ...]
    #: Prompt tokens whose KV came from a cache kept across requests.
    cached_tokens: int
    #: Prompt tokens prefilled once and shared by every question of this request.
    shared_tokens: int


class Scorer:
    """Reads next-token label log-probabilities for a request's questions."""

    def __init__(self, worker: EngineWorker) -> None:
        self.worker = worker

    async def score(
        self, model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]],
        watch_id: int | None,
    ) -> ScoreResult:
        readouts, shared = await self.worker.run(read_labels, model, prompts, labels, watch_id)
        return ScoreResult(tuple(readouts), cached_tokens=0, shared_tokens=shared)
