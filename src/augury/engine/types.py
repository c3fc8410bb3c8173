"""The engine's data types, importable without MLX: what the API layer hands the engine and gets back.

Nothing here imports MLX (or any engine module that does), so the API layer imports these at import time, before
:func:`augury.engine.backend.prepare` has chosen the device.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:  # annotations only: importing this module costs no NumPy import (the CLI starts faster)
    import numpy as np
    import numpy.typing as npt

# --------------------------------------------------------------------------------------------------
# Models


@dataclass(frozen=True)
class ModelInfo:
    """What the rest of the server may know about a loaded model."""

    name: str
    path: Path
    model_type: str
    vocab_size: int
    context_length: int
    dtype: str
    quantized: bool
    vision: bool
    parameters: int
    load_seconds: float


# --------------------------------------------------------------------------------------------------
# Generation


FinishReason = Literal["stop", "length"]


@dataclass(frozen=True)
class SamplingSettings:
    max_tokens: int
    temperature: float = 1.0
    top_p: float = 1.0


@dataclass(frozen=True)
class TokenStep:
    """One generated token: its text segment (may be empty while a character is incomplete)."""

    text: str
    token: int


@dataclass(frozen=True)
class GenerationDone:
    finish_reason: FinishReason
    prompt_tokens: int
    cached_tokens: int
    completion_tokens: int


#: What a generation yields: text steps, then one :class:`GenerationDone`.
GenerationStep = TokenStep | GenerationDone

#: Told every step of every generation (:attr:`augury.engine.generations.Generations.observers`).
GenerationObserver = Callable[[GenerationStep], None]


# --------------------------------------------------------------------------------------------------
# Images


class VisionUnavailable(RuntimeError):
    """The checkpoint's vision tower cannot be served here (mlx-vlm missing, or an unwired family)."""


class ImageNotReadable(ValueError):
    """The model's image processor refuses one picture (``index`` in request order), e.g. an extreme aspect ratio."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(f"image {index}: {reason}")
        self.index = index
        self.reason = reason


@dataclass(frozen=True)
class ImageInputs:
    """A request's images as the model reads them, in prompt order.

    ``pixel_values`` holds every image's patches, concatenated; ``grid_thw`` each image's
    (temporal, height, width) patch grid; ``token_counts`` how many prompt tokens each image becomes;
    ``digest`` a hash of the pictures as the processor read them (after any resizing), in order: two
    inputs with equal digests give the model the same features, whatever the prompt tokens say.
    """

    pixel_values: npt.NDArray[np.float32]
    grid_thw: tuple[tuple[int, int, int], ...]
    token_counts: tuple[int, ...]
    digest: str

    @property
    def total_tokens(self) -> int:
        return sum(self.token_counts)


# --------------------------------------------------------------------------------------------------
# Decision scoring


@dataclass(frozen=True)
class LabelReadout:
    """What the scorer needs from one prompt's next-token distribution (all natural-log probabilities)."""

    label_logprobs: tuple[float, ...]
    max_logprob: float
    watch_logprob: float | None


@dataclass(frozen=True)
class ScoreResult:
    readouts: tuple[LabelReadout, ...]
    #: Prompt tokens whose KV came from a cache kept across requests.
    cached_tokens: int
    #: Prompt tokens prefilled once and shared by every question of this request.
    shared_tokens: int


@dataclass(frozen=True)
class LabelJob:
    """One request's text prompts and the label ids to read after each."""

    prompts: Sequence[Sequence[int]]
    labels: Sequence[Sequence[int]]
    watch_id: int | None
