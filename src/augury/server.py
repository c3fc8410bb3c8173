"""Assembling a running server: settings → backend → models → services → app → uvicorn."""

from __future__ import annotations

import logging
import sys
import time
from dataclasses import replace

from augury.config import load_config, merge_models
from augury.engine import backend
from augury.engine.loader import hub_id, locate
from augury.engine.registry import ModelRegistry, ModelSpec
from augury.engine.worker import EngineWorker
from augury.http.logging import JsonFormatter
from augury.services import Admission, Services
from augury.settings import Settings

log = logging.getLogger("augury")

TEST_MODEL_SOURCE = "augury-tiny-qwen3"
"""The built-in random-weight test model's name (``augury.engine.testmodels.DEFAULT_TEST_MODEL_NAME``,
spelled out so naming other sources never imports MLX before the backend is prepared)."""

RANDOM_WEIGHTS_WARNING = (
    "Serving the built-in test model '{name}'. Its weights are RANDOM: it proves the server works offline, "
    "but its answers mean nothing. Pass --model PATH_OR_HUB_ID for a real model."
)


def model_specs(settings: Settings) -> list[ModelSpec]:
    """The served models: the config file's, then ``--model`` ones; with neither, the built-in demo model.

    Two built-in models need no download: ``augury-demo`` (trained offline on support tickets, the
    default) and ``augury-tiny-qwen3`` (random weights, for tests); name either as a model source.
    Raises :class:`~augury.config.ConfigError` for a bad config file or a name served twice.
    """
    from augury.demo import DEMO_DESCRIPTION, DEMO_MODEL_NAME, DEMO_NOTICE

    config = load_config(settings.config) if settings.config is not None else None
    extra = [ModelSpec.parse(m) for m in settings.models]
    if extra or (config is not None and config.models):
        return [_builtin_source(spec, settings) for spec in merge_models(config, extra)]
    log.warning(DEMO_NOTICE.format(name=DEMO_MODEL_NAME))
    return [_builtin_source(ModelSpec(name=DEMO_MODEL_NAME, source=DEMO_MODEL_NAME, description=DEMO_DESCRIPTION),
                            settings)]


def _builtin_source(spec: ModelSpec, settings: Settings) -> ModelSpec:
    """``spec`` with a built-in model's name as its source replaced by the folder it is built into."""
    from augury.demo import DEMO_DESCRIPTION, DEMO_MODEL_NAME, ensure_demo_model

    if spec.source == DEMO_MODEL_NAME:
        path = ensure_demo_model(settings.cache_dir / "models")
        return replace(spec, source=str(path), description=spec.description or DEMO_DESCRIPTION)
    if spec.source == TEST_MODEL_SOURCE:
        from augury.engine.testmodels import ensure_builtin_test_model

        log.warning(RANDOM_WEIGHTS_WARNING.format(name=spec.name))
        path = ensure_builtin_test_model(settings.cache_dir / "models")
        return replace(spec, source=str(path),
                       description=spec.description or "Built-in offline test model with random weights")
    return spec


def build_services(settings: Settings) -> Services:
    info = backend.prepare(settings.device)
    # These import MLX: only after the backend is prepared.
    from augury.engine.prefixcache import PrefixCache
    from augury.engine.scoring import Scorer

    mib = settings.prefix_cache_mib
    prefix_cache = PrefixCache(max_bytes=mib * 1024 * 1024) if mib > 0 else None
    worker = EngineWorker()
    registry = ModelRegistry(
        model_specs(settings), worker, device=info.device, allow_download=settings.allow_download,
        context_length=settings.context_length or None, memory_limit_bytes=settings.max_model_memory,
        idle_unload_s=settings.idle_unload_s,
    )
    if not settings.allow_download:
        for spec in registry.specs:
            if hub_id(spec.source) is not None and locate(spec.source) is None:
                log.warning("model %s (%s) is not on this machine and downloads are off: run `augury pull %s` "
                            "(or serve with --allow-download), else its requests get 404.", spec.name, spec.source,
                            spec.source)
    admission = Admission(settings.max_concurrent_decisions)
    return Services(
        settings=settings, registry=registry, worker=worker, decisions_admission=admission,
        # The window waits only while more admitted requests are on their way: a lone request never waits.
        scorer=Scorer(worker, prefix_cache, in_flight=lambda: admission.active),
    )


def warm_up(services: Services) -> None:
    """Load the models marked ``preload`` and run each kind of batch once so no request pays for JIT compiles.

    Scoring runs every batch kind (fresh, shared prefix, merged requests) and, on GPUs, every padded
    batch shape up to the largest batch a request window can bring. The others load on first use
    (models from a config file do, unless they say ``preload: true``).
    """
    from augury.engine.scoring import warm_up_scoring

    for spec in [s for s in services.registry.specs if s.preload]:
        started = time.perf_counter()
        model = services.registry.load_sync(spec.name)
        runs = services.worker.call(warm_up_scoring, model)
        log.info("warmed up %s in %.2fs (%d scoring batches)", spec.name, time.perf_counter() - started, runs)


def configure_logging(settings: Settings) -> None:
    """Every logger (uvicorn's too) writes to stderr in one format: text lines, or JSON objects with ``json``."""
    level = getattr(logging, settings.log_level.upper(), logging.INFO)
    handler = logging.StreamHandler(sys.stderr)
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # Connexion warns once per request about operations that accept JSON and multipart (SystemOne): noise.
    logging.getLogger("connexion.operations.openapi3").setLevel(logging.ERROR)


def serve(settings: Settings) -> None:
    import uvicorn

    from augury.app import create_app

    configure_logging(settings)
    started = time.perf_counter()
    services = build_services(settings)
    if settings.warmup:
        warm_up(services)
    app = create_app(services)
    log.info("Augury ready in %.2fs on http://%s:%d", time.perf_counter() - started, settings.host, settings.port)
    # log_config=None: uvicorn's loggers propagate to the handler above instead of installing their own format.
    uvicorn.run(app, host=settings.host, port=settings.port, log_level=settings.log_level.lower(),
                access_log=False, log_config=None)
