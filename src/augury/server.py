"""Assembling a running server: settings → backend → models → services → app → uvicorn."""

from __future__ import annotations

import asyncio
import errno
import logging
import signal
import socket
import sys
import time
from dataclasses import replace
from typing import Any

from augury.config import check_routers, load_config, merge_models
from augury.demo import DEMO_DESCRIPTION, DEMO_MODEL_NAME, DEMO_NOTICE, ensure_demo_model
from augury.engine import backend, distributed
from augury.engine.loader import hub_id, locate
from augury.engine.registry import ModelRegistry, ModelSpec
from augury.http.logging import JsonFormatter
from augury.metrics import note_model, observe_generation
from augury.routers import RouterSpec
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


class ServeError(ValueError):
    """The server cannot start; the message says why in one sentence."""


def model_specs(settings: Settings) -> list[ModelSpec]:
    """The served models: the config file's, then ``--model`` ones; with neither, the built-in demo model.

    Two built-in models need no download: ``augury-demo`` (trained offline on support tickets, the
    default) and ``augury-tiny-qwen3`` (random weights, for tests); name either as a model source.
    Raises :class:`~augury.config.ConfigError` for a bad config file or a name served twice.
    """
    config = load_config(settings.config) if settings.config is not None else None
    extra = [ModelSpec.parse(m) for m in settings.models]
    if extra or (config is not None and config.models):
        return [_builtin_source(spec, settings) for spec in merge_models(config, extra)]
    log.warning(DEMO_NOTICE.format(name=DEMO_MODEL_NAME))
    return [_builtin_source(ModelSpec(name=DEMO_MODEL_NAME, source=DEMO_MODEL_NAME, description=DEMO_DESCRIPTION),
                            settings)]


def router_specs(settings: Settings, models: list[ModelSpec]) -> tuple[RouterSpec, ...]:
    """The config file's routers, checked against the served ``models`` (a :class:`ConfigError` if wrong)."""
    return check_routers(load_config(settings.config) if settings.config is not None else None, models)


def _builtin_source(spec: ModelSpec, settings: Settings) -> ModelSpec:
    """``spec`` with a built-in model's name as its source replaced by the folder it is built into."""
    if spec.source == DEMO_MODEL_NAME:
        path = ensure_demo_model(settings.cache_dir / "models")
        return replace(spec, source=str(path), origin=spec.source, description=spec.description or DEMO_DESCRIPTION)
    if spec.source == TEST_MODEL_SOURCE:
        from augury.engine.testmodels import ensure_builtin_test_model  # deferred: imports MLX

        log.warning(RANDOM_WEIGHTS_WARNING.format(name=spec.name))
        path = ensure_builtin_test_model(settings.cache_dir / "models")
        return replace(spec, source=str(path), origin=spec.source,
                       description=spec.description or "Built-in offline test model with random weights")
    return spec


def _check_offline(specs: list[ModelSpec], settings: Settings) -> None:
    """With downloads off, a hub model missing here stops the start if it was to load now, else gets one warning."""
    if settings.allow_download:
        return
    for spec in specs:
        if hub_id(spec.source) is None or locate(spec.source) is not None:
            continue
        if spec.preload and settings.warmup:
            raise ServeError(f"The model {spec.name} ({spec.source}) is not on this machine and downloads are off: "
                             f"run `augury pull {spec.source}` first, or serve with --allow-download.")
        log.warning("model %s (%s) is not on this machine and downloads are off: run `augury pull %s` "
                    "(or serve with --allow-download), else its requests get 404.", spec.name, spec.source,
                    spec.source)


def build_services(settings: Settings) -> Services:
    specs = model_specs(settings)
    routers = router_specs(settings, specs)
    _check_offline(specs, settings)
    info = backend.prepare(settings.device)
    distributed.join()  # one rank of several when started by mlx.launch; alone otherwise
    # deferred: these import MLX, which must wait for the backend prepared above
    from augury.engine.batcher import Scorer
    from augury.engine.generations import Generations
    from augury.engine.prefixcache import PrefixCache

    mib = settings.prefix_cache_mib
    prefix_cache = PrefixCache(max_bytes=mib * 1024 * 1024 if mib > 0 else None) if mib != 0 else None
    worker = distributed.engine_worker()
    registry = ModelRegistry(
        specs, worker, device=info.device, allow_download=settings.allow_download,
        context_length=settings.context_length or None, memory_limit_bytes=settings.max_model_memory,
        idle_unload_s=settings.idle_unload_s, on_resolve=note_model,
    )
    admission = Admission(settings.max_concurrent_decisions)
    generations = Generations(worker)
    generations.observers.append(observe_generation)
    return Services(
        settings=settings, registry=registry, worker=worker, decisions_admission=admission,
        # The window waits only while more admitted requests are on their way: a lone request never waits.
        scorer=Scorer(worker, prefix_cache, in_flight=lambda: admission.active),
        generations=generations,
        routers={r.name: r for r in routers},
    )


def warm_up(services: Services) -> None:
    """Load the models marked ``preload`` and run each kind of batch once so no request pays for JIT compiles.

    Scoring runs every batch kind (fresh, shared prefix, merged requests) and, on GPUs, every padded
    batch shape up to the largest batch a request window can bring. The others load on first use
    (models from a config file do, unless they say ``preload: true``).
    """
    from augury.engine.batcher import warm_up_scoring  # deferred: imports MLX (build_services prepared it)

    for spec in [s for s in services.registry.specs if s.preload]:
        started = time.perf_counter()
        model = services.registry.load_sync(spec.name)
        runs = services.worker.call(warm_up_scoring, model)
        log.info("warmed up %s in %.2fs (%d scoring batches)", spec.name, time.perf_counter() - started, runs)


def base_url(host: str, port: int) -> str:
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def listen(host: str, port: int) -> socket.socket:
    """A socket listening on ``host:port``, taken before any model loads so a busy port fails at once.

    Connections that arrive while models load wait in the socket's backlog and are answered once the server runs.
    """
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM)  # as uvicorn
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ServeError(f"Cannot listen on {base_url(host, port)}: the address is already in use (another "
                             "server runs there); stop it or choose another --port.") from None
        raise ServeError(f"Cannot listen on {base_url(host, port)}: {exc.strerror or exc}.") from None
    return sock


class _UvicornName(logging.Filter):
    """Uvicorn logs its ordinary lines as ``uvicorn.error``; they are labelled ``uvicorn``."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.name == "uvicorn.error":
            record.name = "uvicorn"
        return True


def _exit_cleanly(signum: int, frame: Any) -> None:
    """SIGTERM outside uvicorn's own handling (while loading, or re-raised after its graceful shutdown): exit 0."""
    raise SystemExit(0)


def configure_logging(settings: Settings) -> None:
    """Every logger (uvicorn's too) writes to stderr in one format: text lines, or JSON objects with ``json``."""
    level = getattr(logging, settings.log_level.upper(), logging.INFO)
    handler = logging.StreamHandler(sys.stderr)
    if settings.log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(_UvicornName())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # Connexion warns once per request about operations that accept JSON and multipart (SystemOne): noise.
    logging.getLogger("connexion.operations.openapi3").setLevel(logging.ERROR)


def serve(settings: Settings) -> None:
    configure_logging(settings)
    started = time.perf_counter()
    # Before the slow part: a taken port fails in well under a second. Under mlx.launch only rank 0 serves HTTP.
    sock = listen(settings.host, settings.port) if distributed.launched_rank() in (None, 0) else None
    signal.signal(signal.SIGTERM, _exit_cleanly)  # a clean shutdown exits 0, also after uvicorn's graceful one
    import uvicorn  # the web stack (Connexion most of all) takes a second to import: after the socket is taken

    from augury.app import create_app  # deferred: the web stack, as uvicorn above

    services = build_services(settings)
    cluster = distributed.active()
    if cluster is not None:
        from augury.engine.follower import check_models, follow  # deferred: imports MLX, prepared by build_services

        check_models(services.registry.specs)  # refuse a model the ranks cannot split before loading anything
        if cluster.rank != 0:  # the other ranks run rank 0's engine jobs and bind nothing
            sys.exit(follow(services.registry, services.scorer.prefix_cache, cluster))
    assert sock is not None
    if settings.warmup:
        warm_up(services)
    app = create_app(services)
    url = base_url(settings.host, settings.port)

    class Server(uvicorn.Server):
        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets=sockets)
            if self.started:
                log.info("Augury ready in %.2fs on %s (API docs: %s/docs)", time.perf_counter() - started, url, url)

    # log_config=None: uvicorn's loggers propagate to the handler above instead of installing their own format.
    config = uvicorn.Config(app, host=settings.host, port=settings.port, log_level=settings.log_level.lower(),
                            access_log=False, log_config=None, http=_protocol(settings, services))
    Server(config).run(sockets=[sock])
    if cluster is not None:
        distributed.stop()
        if cluster.exit_status:
            sys.exit(cluster.exit_status)


def _protocol(settings: Settings, services: Services) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol with a connection cap, a request-head size cap and a head read deadline."""
    from augury.http.connections import guarded_protocol  # deferred: imports uvicorn, which serve() imports late

    # Keep descriptors for the listening socket, model files and logs below the open-file limit.
    cap = max(1, min(settings.max_connections, backend.open_file_limit() - 64))
    return guarded_protocol(max_connections=cap, head_timeout_s=settings.head_timeout_s,
                            metrics=services.metrics)
