"""Which models this server serves, and loading them on the engine worker."""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from augury.engine.loader import resolve_source
from augury.engine.worker import EngineWorker
from augury.errors import ModelNotFound

if TYPE_CHECKING:  # importing the model module imports MLX, which must wait for backend.prepare()
    from augury.engine.model import LoadedModel

log = logging.getLogger("augury.engine")


@dataclass(frozen=True)
class ModelSpec:
    """A served model: the public ``name``, where its files come from, and other names it answers to."""

    name: str
    source: str
    aliases: tuple[str, ...] = ()
    description: str = ""
    created: int = 0

    @classmethod
    def parse(cls, text: str) -> ModelSpec:
        """``name=source`` or a bare source (its last path component becomes the name)."""
        name, sep, source = text.partition("=")
        if not sep:
            source = text
            name = Path(text.rstrip("/")).name or text
        return cls(name=name.strip(), source=source.strip())


class ModelRegistry:
    """Resolves request model names to specs and owns the loaded models."""

    def __init__(
        self, specs: list[ModelSpec], worker: EngineWorker, *, device: str, allow_download: bool,
        context_length: int | None = None,
    ) -> None:
        self.specs = specs
        self.worker = worker
        self.device = device
        self.allow_download = allow_download
        self.context_length = context_length
        self._by_name: dict[str, ModelSpec] = {}
        for spec in specs:
            for key in (spec.name, *spec.aliases):
                self._by_name[key] = spec
        self._loaded: dict[str, LoadedModel] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    def resolve(self, name: str) -> ModelSpec:
        spec = self._by_name.get(name)
        if spec is None:
            raise ModelNotFound(
                f"The model '{name}' does not exist or is not served here; GET /v1/models lists the served models.",
                param="model",
            )
        return spec

    def is_loaded(self, name: str) -> bool:
        return name in self._loaded

    async def get(self, name: str) -> LoadedModel:
        """The loaded model for a request's ``model`` value, loading it on first use."""
        spec = self.resolve(name)
        model = self._loaded.get(spec.name)
        if model is not None:
            return model
        lock = self._locks.setdefault(spec.name, asyncio.Lock())
        async with lock:
            model = self._loaded.get(spec.name)
            if model is None:
                model = await self.worker.run(self._load, spec)
                self._loaded[spec.name] = model
        return model

    def load_sync(self, name: str) -> LoadedModel:
        """Load (or return) a model from synchronous start-up code."""
        spec = self.resolve(name)
        if spec.name not in self._loaded:
            self._loaded[spec.name] = self.worker.call(self._load, spec)
        return self._loaded[spec.name]

    def _load(self, spec: ModelSpec) -> LoadedModel:
        from augury.engine.model import LoadedModel

        started = time.perf_counter()
        path = resolve_source(spec.source, allow_download=self.allow_download)
        model = LoadedModel(spec.name, path, device=self.device, context_length=self.context_length)
        log.info("model %s ready in %.2fs", spec.name, time.perf_counter() - started)
        return model

