"""Which models this server serves, and keeping the right ones loaded.

Models load lazily on first use (or at start when their spec says ``preload``). Two policies unload them again:

- an **idle timer**: a model no request has asked for in ``idle_unload_s`` seconds is dropped;
- a **memory cap**: before a model loads, the least recently used others are dropped until its estimated weights
  fit under ``memory_limit_bytes``; after it loads, its measured weights are counted instead of the estimate.

A model a request still holds is never unloaded: the registry keeps the only reference of its own, so any other
reference (a handler's local, a generation in progress) means "in use", and such a model is skipped, its idle timer
restarted. Unloading drops the registry's reference and returns MLX's freed buffers to the system.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from augury.engine import backend, distributed
from augury.engine.loader import (
    describe_folder,
    estimate_memory_bytes,
    folder_size,
    folder_time,
    hub_id,
    locate,
    resolve_source,
)
from augury.engine.worker import EngineWorker
from augury.errors import AuguryError, ModelNotFound, Overloaded, ServerError
from augury.settings import format_size

if TYPE_CHECKING:  # importing the model module imports MLX, which must wait for backend.prepare()
    from augury.engine.model import LoadedModel

log = logging.getLogger("augury.engine")

#: What a served model may be used for; a model serves only the routes of its usecases.
USECASES = ("chat", "decisions")


@dataclass(frozen=True)
class ModelSpec:
    """A served model: the public ``name``, where its files come from, and how it is served."""

    name: str
    source: str
    aliases: tuple[str, ...] = ()
    description: str = ""
    created: int = 0
    #: ``chat`` (/v1/responses, /v1/chat/completions) and/or ``decisions`` (/v1/decisions, /v1/systemone).
    usecases: tuple[str, ...] = USECASES
    #: Cap on the model's context (tokens); None keeps the checkpoint's (and the server-wide cap).
    context_length: int | None = None
    #: Force vision off (a vision checkpoint served text-only) or require it; None: what the checkpoint has.
    vision: bool | None = None
    #: Load (and warm up) at server start instead of on first use.
    preload: bool = True
    #: Seconds without a request before the model is unloaded; None: the server-wide setting; 0: never.
    idle_unload_s: float | None = None
    #: The source as written when ``source`` was derived from it (a built-in model's name, built into a folder).
    origin: str = ""

    @classmethod
    def parse(cls, text: str) -> ModelSpec:
        """``name=source`` or a bare source (its last path component becomes the name)."""
        name, sep, source = text.partition("=")
        if not sep:
            source = text
            name = Path(text.rstrip("/")).name or text
        return cls(name=name.strip(), source=source.strip())


@dataclass(frozen=True)
class ModelState:
    """One served model as observability sees it."""

    spec: ModelSpec
    loaded: bool
    #: Bytes of the loaded weights (0 when not loaded).
    memory_bytes: int
    #: Bytes of the model's files on disk, or None while they are not on this machine.
    disk_bytes: int | None
    loads: int
    #: Unloads by reason (``idle``, ``memory``).
    unloads: dict[str, int]
    #: Seconds since a request last used the model (None when not loaded).
    idle_s: float | None = None
    #: Seconds of idleness after which it is unloaded (0: never).
    idle_unload_s: float = 0.0


def public_source(spec: ModelSpec) -> str:
    """Where a served model comes from, as clients may see it: a built-in name, an alias or hub id, or a folder's name.

    Never a filesystem path: the server's folders are none of a client's business.
    """
    if spec.origin:
        return f"{spec.origin} (built in)"
    repo = hub_id(spec.source)
    if repo is not None:
        return spec.source if repo == spec.source else f"{spec.source} ({repo})"
    return f"the local folder {Path(spec.source).name}"


def description_of(spec: ModelSpec) -> str:
    """A served model's one-line description: its own, else where it is served from."""
    return spec.description or f"Served by Augury from {public_source(spec)}"


@dataclass
class _Loaded:
    model: LoadedModel
    memory_bytes: int
    last_used: float


def _held_elsewhere(entry: _Loaded) -> bool:
    """Whether anything besides the registry references the model (a request is using it).

    The entry's attribute and ``getrefcount``'s own argument make two references; any more belong to someone else,
    or to garbage not yet collected (a finished request's future caught in a reference cycle), so one collection
    runs before the model counts as in use. This runs only for a model the idle timer or the memory cap would drop.
    """
    if sys.getrefcount(entry.model) <= 2:
        return False
    gc.collect()
    return sys.getrefcount(entry.model) > 2


def _weights_bytes(model: LoadedModel) -> int:
    from mlx.utils import tree_flatten

    flat: list[tuple[str, Any]] = tree_flatten(model.model.parameters())  # type: ignore[assignment]
    return sum(int(v.nbytes) for _, v in flat)


def _release_memory() -> None:
    """Hand buffers freed by unloading back to the system (MLX keeps them cached otherwise)."""
    import mlx.core as mx

    mx.clear_cache()
    backend.return_freed_memory()


class ModelRegistry:
    """Resolves request model names to specs and owns the loaded models."""

    def __init__(
        self, specs: list[ModelSpec], worker: EngineWorker, *, device: str, allow_download: bool,
        context_length: int | None = None, memory_limit_bytes: int = 0, idle_unload_s: float = 0.0,
        clock: Callable[[], float] = time.monotonic, on_resolve: Callable[[str], None] | None = None,
    ) -> None:
        self.specs = specs
        #: Told the served name each time a request's model name resolves (the request metrics' model label).
        self.on_resolve = on_resolve
        self.worker = worker
        self.device = device
        self.allow_download = allow_download
        self.context_length = context_length
        #: Cap on the summed weights of loaded models (bytes); 0: no cap.
        self.memory_limit_bytes = memory_limit_bytes
        #: Default idle timeout (seconds) for specs that set none; 0: never unload.
        self.idle_unload_s = idle_unload_s
        self.clock = clock
        self._by_name: dict[str, ModelSpec] = {}
        for spec in specs:
            for key in (spec.name, *spec.aliases):
                if key in self._by_name:
                    raise ValueError(f"two served models answer to the name '{key}'")
                self._by_name[key] = spec
        # Guards _loaded: the event loop, the idle timer thread and metrics read and change it.
        self._mutex = threading.Lock()
        self._loaded: dict[str, _Loaded] = {}
        self._load_lock: asyncio.Lock | None = None
        self._disk_bytes: dict[str, int] = {}
        self._files_time: dict[str, float] = {}
        self.loads: Counter[str] = Counter()
        self.unloads: Counter[tuple[str, str]] = Counter()
        self._stop = threading.Event()
        self._timer: threading.Thread | None = None

    # -- names ---------------------------------------------------------------------------------

    def resolve(self, name: str) -> ModelSpec:
        """The spec serving ``name`` (a model name or alias); :class:`ModelNotFound` (404) when none does."""
        spec = self._by_name.get(name)
        if spec is None:
            raise ModelNotFound(
                f"The model '{name}' does not exist or is not served here; GET /v1/models lists the served models.",
                param="model",
            )
        if self.on_resolve is not None:
            self.on_resolve(spec.name)
        return spec

    def idle_timeout(self, spec: ModelSpec) -> float:
        return self.idle_unload_s if spec.idle_unload_s is None else spec.idle_unload_s

    # -- loading -------------------------------------------------------------------------------

    def is_loaded(self, name: str) -> bool:
        with self._mutex:
            return self.resolve(name).name in self._loaded

    def _touch(self, name: str) -> LoadedModel | None:
        with self._mutex:
            entry = self._loaded.get(name)
            if entry is None:
                return None
            entry.last_used = self.clock()
            return entry.model

    async def get(self, name: str) -> LoadedModel:
        """The loaded model for a request's ``model`` value, loading it on first use."""
        spec = self.resolve(name)
        model = self._touch(spec.name)
        if model is not None:
            return model
        if self._load_lock is None:
            self._load_lock = asyncio.Lock()
        # One load at a time: the engine worker runs them one by one anyway, and room is made for one model.
        async with self._load_lock:
            model = self._touch(spec.name)
            if model is not None:  # loaded by the request that held the lock before this one
                return model
            path = await asyncio.to_thread(resolve_source, spec.source, allow_download=self.allow_download)
            evicted = self._make_room(spec, estimate_memory_bytes(path, device=self.device))
            loaded, size = await self.worker.run(self._load, spec, path, evicted)
            self._admit(spec, loaded, size)
            return loaded

    def load_sync(self, name: str) -> LoadedModel:
        """Load (or return) a model from synchronous start-up code."""
        spec = self.resolve(name)
        model = self._touch(spec.name)
        if model is not None:
            return model
        path = resolve_source(spec.source, allow_download=self.allow_download)
        evicted = self._make_room(spec, estimate_memory_bytes(path, device=self.device))
        loaded, size = self.worker.call(self._load, spec, path, evicted)
        self._admit(spec, loaded, size)
        return loaded

    def _context_length(self, spec: ModelSpec) -> int | None:
        caps = [c for c in (self.context_length, spec.context_length) if c]
        return min(caps) if caps else None

    def _load(self, spec: ModelSpec, path: Path, release_first: bool) -> tuple[LoadedModel, int]:
        """Runs on the engine worker: the loaded model and the bytes it holds.

        The bytes are MLX's growth in live arrays across the load (the vision tower included), and never less than
        the text weights' own size: loads run one at a time on this thread, so nothing else allocates meanwhile.
        """
        import mlx.core as mx

        from augury.engine.model import LoadedModel  # deferred: imports MLX, which waits for backend.prepare()

        with self._mutex:
            loaded = tuple(self._loaded)
        distributed.announce(distributed.LoadJob(spec.name, str(path), release_first, loaded))
        if release_first:
            _release_memory()
        before = int(mx.get_active_memory())
        started = time.perf_counter()
        try:
            model = LoadedModel(spec.name, path, device=self.device, context_length=self._context_length(spec))
        except AuguryError:
            raise
        except Exception as exc:  # an unsupported architecture or damaged weights: name the model and the cause
            raise ServerError(
                f"The model '{spec.name}' could not be loaded from {path}: {type(exc).__name__}: {exc}"
            ) from exc
        if spec.vision is not None and spec.vision != model.info.vision:
            if spec.vision:
                raise ServerError(f"The model '{spec.name}' is configured with vision on, but its checkpoint "
                                  f"({path}) has no usable vision tower.")
            model.vision = None
            model.vision_unavailable = "vision is switched off for this model in the config file"
            model.info = replace(model.info, vision=False)
        size = max(int(mx.get_active_memory()) - before, _weights_bytes(model))
        log.info("model %s ready in %.2fs (%s of weights)", spec.name, time.perf_counter() - started, format_size(size))
        return model, size

    def _make_room(self, spec: ModelSpec, need: int) -> bool:
        """Unload least recently used idle models until ``need`` more bytes fit under the cap; True if any went."""
        limit = self.memory_limit_bytes
        if limit <= 0:
            return False
        if need > limit:
            raise ServerError(
                f"The model '{spec.name}' needs about {format_size(need)} of memory, more than the memory cap of "
                f"{format_size(limit)} (--max-model-memory); raise the cap to serve it."
            )
        with self._mutex:
            evicted = self._evict_lru(limit - need, keep=None)
            used = sum(e.memory_bytes for e in self._loaded.values())
        if used + need > limit:
            raise Overloaded(
                f"Cannot load the model '{spec.name}' now: the models in use fill the memory cap of "
                f"{format_size(limit)}; retry shortly.",
            )
        return evicted

    def _evict_lru(self, budget: int, keep: str | None) -> bool:
        """With the mutex held: unload idle models, least recently used first, until the rest fit in ``budget``."""
        used = sum(e.memory_bytes for e in self._loaded.values())
        evicted = False
        for name, entry in sorted(self._loaded.items(), key=lambda item: item[1].last_used):
            if used <= budget:
                break
            if name == keep or _held_elsewhere(entry):
                continue
            del self._loaded[name]
            used -= entry.memory_bytes
            self.unloads[(name, "memory")] += 1
            evicted = True
            log.info("unloaded model %s to stay under the memory cap (%s freed)", name, format_size(entry.memory_bytes))
        return evicted

    def _admit(self, spec: ModelSpec, model: LoadedModel, size: int) -> None:
        with self._mutex:
            self._loaded[spec.name] = _Loaded(model, size, self.clock())
            self.loads[spec.name] += 1
            if self.memory_limit_bytes > 0:
                self._evict_lru(self.memory_limit_bytes, keep=spec.name)
        self._start_idle_timer()

    # -- unloading -----------------------------------------------------------------------------

    def sweep_idle(self) -> list[str]:
        """Unload every model idle past its timeout and not in use; returns their names."""
        with self._mutex:
            gone = self._take_idle(self.clock())
        for name in gone:
            log.info("unloaded model %s after %gs idle", name, self.idle_timeout(self._by_name[name]))
        if gone:
            self._release()
        return gone

    def _take_idle(self, now: float) -> list[str]:
        """With the mutex held: drop idle models (a separate frame, so no local keeps one alive afterwards)."""
        gone = []
        for name, entry in list(self._loaded.items()):
            timeout = self.idle_timeout(self._by_name[name])
            if timeout <= 0 or now - entry.last_used < timeout:
                continue
            if _held_elsewhere(entry):
                entry.last_used = now  # in use right now: idle time starts over
                continue
            del self._loaded[name]
            self.unloads[(name, "idle")] += 1
            gone.append(name)
        return gone

    def _release(self) -> None:
        # A worker that has shut down refuses the call: the process is exiting and frees everything anyway.
        with contextlib.suppress(RuntimeError):
            self.worker.call(self._release_on_worker)

    def _release_on_worker(self) -> None:
        with self._mutex:
            loaded = tuple(self._loaded)
        distributed.announce(distributed.ReleaseJob(loaded))
        _release_memory()

    def _start_idle_timer(self) -> None:
        timeouts = [t for t in (self.idle_timeout(s) for s in self.specs) if t > 0]
        if not timeouts or self._timer is not None:
            return
        period = min(max(min(timeouts) / 4, 0.05), 30.0)

        def run() -> None:
            while not self._stop.wait(period):
                try:
                    self.sweep_idle()
                except Exception:  # never let the timer die: the next sweep may succeed
                    log.exception("idle unload sweep failed")

        self._timer = threading.Thread(target=run, name="augury-idle-unload", daemon=True)
        self._timer.start()

    def close(self) -> None:
        """Stop the idle timer (loaded models stay loaded)."""
        self._stop.set()

    # -- observability -------------------------------------------------------------------------

    def states(self) -> list[ModelState]:
        """Every served model: loaded or not, memory, disk size, load and unload counts."""
        with self._mutex:  # the idle timer thread changes these while a scrape reads them
            memory = {name: e.memory_bytes for name, e in self._loaded.items()}
            last_used = {name: e.last_used for name, e in self._loaded.items()}
            loads = dict(self.loads)
            unloads = dict(self.unloads)
        now = self.clock()
        out = []
        for spec in self.specs:
            reasons = {reason: n for (name, reason), n in unloads.items() if name == spec.name}
            idle = max(0.0, now - last_used[spec.name]) if spec.name in last_used else None
            out.append(ModelState(spec, spec.name in memory, memory.get(spec.name, 0), self._disk(spec),
                                  loads.get(spec.name, 0), reasons, idle, self.idle_timeout(spec)))
        return out

    def details(self, name: str) -> dict[str, Any]:
        """What ``augury show`` prints about a served model: a flat mapping, with no filesystem path in it.

        Where it comes from, its usecases and limits, its files (once on this machine), and what is loaded.
        """
        spec = self.resolve(name)
        state = next(s for s in self.states() if s.spec.name == spec.name)
        out: dict[str, Any] = {"name": spec.name, "aliases": list(spec.aliases), "description": description_of(spec),
                               "source": public_source(spec), "usecases": list(spec.usecases)}
        path = locate(spec.source)
        if path is None:
            out["files"] = "not on this machine yet"
        else:
            out.update(describe_folder(path))
            cap = self._context_length(spec)
            if cap and isinstance(out["context_length"], int):
                out["context_length"] = min(cap, out["context_length"])
            if spec.vision is False:
                out["vision"] = False
        out["loaded"] = state.loaded
        if state.loaded:
            out["memory_bytes"] = state.memory_bytes
            out["idle_seconds"] = round(state.idle_s or 0.0, 1)
        out["idle_unload_seconds"] = state.idle_unload_s
        return out

    def files_time(self, spec: ModelSpec) -> float | None:
        """When the model's files last changed, or None while they are not on this machine."""
        if spec.name not in self._files_time:
            path = locate(spec.source)
            if path is None:
                return None
            self._files_time[spec.name] = folder_time(path)
        return self._files_time[spec.name]

    def _disk(self, spec: ModelSpec) -> int | None:
        if spec.name not in self._disk_bytes:
            path = locate(spec.source)
            if path is None:
                return None
            self._disk_bytes[spec.name] = folder_size(path)
        return self._disk_bytes[spec.name]

    def memory_in_use(self) -> int:
        with self._mutex:
            return sum(e.memory_bytes for e in self._loaded.values())
