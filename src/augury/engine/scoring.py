"""Decision scoring in the engine: label log-probabilities for many prompts in one shared prefill.

The API layer hands over token ids only (and, for images, the model's prepared pixel inputs); this
module decides how to batch them, what prefix to share and (later) what to reuse across requests.
Everything MLX runs on the engine worker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from augury.engine.model import LabelReadout, LoadedModel, label_readouts, read_labels
from augury.engine.prefixcache import PrefixCache
from augury.engine.vision import ImageInputs
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

    def __init__(self, worker: EngineWorker, prefix_cache: PrefixCache | None = None) -> None:
        self.worker = worker
        self.prefix_cache = prefix_cache

    async def score(
        self, model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]],
        watch_id: int | None,
    ) -> ScoreResult:
        """Text prompts: ``prompts[i]`` token ids, ``labels[i]`` the label ids read after it."""
        readouts, shared, cached = await self.worker.run(
            read_labels, model, prompts, labels, watch_id, prefix_cache=self.prefix_cache
        )
        # Every question's prompt starts with the cached prefix: each counts it as cached input.
        return ScoreResult(tuple(readouts), cached_tokens=cached * len(prompts), shared_tokens=shared)

    async def score_images(
        self, model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]],
        watch_id: int | None, images: ImageInputs,
    ) -> ScoreResult:
        """Prompts that all hold ``images``: ``prompts[i]`` already expanded by ``model.vision.expand``.

        The images and the text before the questions are prefilled once and shared.
        """
        readouts, shared = await self.worker.run(read_image_labels, model, prompts, labels, watch_id, images)
        return ScoreResult(tuple(readouts), cached_tokens=0, shared_tokens=shared)


def read_image_labels(
    model: LoadedModel, prompts: Sequence[Sequence[int]], labels: Sequence[Sequence[int]], watch_id: int | None,
    images: ImageInputs, *, share_prefix: bool = True,
) -> tuple[list[LabelReadout], int]:
    """Like :func:`augury.engine.model.read_labels`, through the model's vision path (engine worker only)."""
    if model.vision is None:
        raise ValueError(f"model {model.info.name} has no vision path")
    lp, shared = model.vision.next_token_logprobs(prompts, images, share_prefix=share_prefix)
    return label_readouts(lp, labels, watch_id), shared
