"""Prometheus metrics: what the server counts about requests, and the text exposition served at ``/metrics``.

Two kinds of numbers end up in one scrape:

- **request metrics**, pushed as requests finish: counts by route, method and status, latency histograms by route,
  and prompt/generated/cached tokens by route and model. While a request runs, a :class:`RequestRecord` in a
  context variable collects what deeper layers learn (:func:`note_model`, the model registry's hook;
  :func:`observe_usage` from the decision handlers and :func:`observe_generation`, the generation service's observer;
  :func:`note_routing` from the router); the access-log middleware (:mod:`augury.http.logging`) opens
  the record and reports it when the response is done;
- **state metrics**, read at scrape time from the running services: loaded models and their memory, model loads
  and unloads, admission rejections, prompt-cache hits and misses, generations in progress, MLX memory.

Route labels are route *templates* from the served spec (``/v1/models/{model}``), and anything else is
``unmatched``, so a client probing random paths cannot grow the label set. Model labels are served model names
only (the registry notes a model once it has resolved it), never what a client typed.
"""

from __future__ import annotations

import math
import re
import threading
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from augury import __version__
from augury.engine.types import GenerationDone, GenerationStep

if TYPE_CHECKING:  # the services hold the metrics
    from augury.services import Services

#: The ``Content-Type`` of the text exposition format (version 0.0.4).
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

#: Request latency buckets (seconds): from a cached health check to a long generation.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0)

UNMATCHED_ROUTE = "unmatched"

# --------------------------------------------------------------------------------------------------
# The record of the request in progress


@dataclass
class RequestRecord:
    """What one request reports about itself while it runs."""

    method: str
    route: str
    #: The served model the request resolved (None before it did, or for routes without a model).
    model: str | None = None
    prompt_tokens: int = 0
    generated_tokens: int = 0
    cached_tokens: int = 0
    #: For a request to a router: what it chose and why (:meth:`augury.routers.RouteDecision.log_fields`).
    routing: dict[str, Any] = field(default_factory=dict)


_current: ContextVar[RequestRecord | None] = ContextVar("augury_request_record", default=None)


@contextmanager
def recording(record: RequestRecord) -> Iterator[RequestRecord]:
    """Make ``record`` the current request's record for the code (and tasks it starts) inside the block."""
    token = _current.set(record)
    try:
        yield record
    finally:
        _current.reset(token)


def note_model(name: str) -> None:
    """Record which served model the current request uses (a no-op outside a request)."""
    record = _current.get()
    if record is not None:
        record.model = name


def note_routing(fields: dict[str, Any]) -> None:
    """Record what a router chose for the current request, for its log line (a no-op outside a request)."""
    record = _current.get()
    if record is not None:
        record.routing = fields


def observe_usage(*, prompt_tokens: int = 0, generated_tokens: int = 0, cached_tokens: int = 0) -> None:
    """Add the current request's token usage (a no-op outside a request)."""
    record = _current.get()
    if record is not None:
        record.prompt_tokens += prompt_tokens
        record.generated_tokens += generated_tokens
        record.cached_tokens += cached_tokens


def observe_generation(step: GenerationStep) -> None:
    """A generation observer: a finished generation's token usage counts for the current request."""
    if isinstance(step, GenerationDone):
        observe_usage(prompt_tokens=step.prompt_tokens, generated_tokens=step.completion_tokens,
                      cached_tokens=step.cached_tokens)


# --------------------------------------------------------------------------------------------------
# Route labels


class RouteTable:
    """Maps a request path to its route template (the bounded label metrics and logs use)."""

    def __init__(self, templates: Iterable[str]) -> None:
        self._exact: set[str] = set()
        self._patterns: list[tuple[re.Pattern[str], str]] = []
        for template in templates:
            if "{" in template:
                regex = re.sub(r"\\\{[^}]*\\\}", "[^/]+", re.escape(template))
                self._patterns.append((re.compile(f"^{regex}$"), template))
            else:
                self._exact.add(template)

    def match(self, path: str) -> str:
        if path in self._exact:
            return path
        for pattern, template in self._patterns:
            if pattern.match(path):
                return template
        if path.startswith("/docs/") and "/docs" in self._exact:
            return "/docs"
        return UNMATCHED_ROUTE


# --------------------------------------------------------------------------------------------------
# Request metrics


@dataclass
class Histogram:
    """A cumulative-bucket histogram (Prometheus semantics)."""

    bounds: tuple[float, ...] = LATENCY_BUCKETS
    counts: list[int] = field(default_factory=list)
    total: float = 0.0
    count: int = 0

    def __post_init__(self) -> None:
        if not self.counts:
            self.counts = [0] * len(self.bounds)

    def observe(self, value: float) -> None:
        for i, bound in enumerate(self.bounds):
            if value <= bound:
                self.counts[i] += 1
                break
        self.total += value
        self.count += 1

    def cumulative(self) -> list[tuple[str, int]]:
        """``(le, count)`` pairs including ``+Inf``."""
        out, running = [], 0
        for bound, n in zip(self.bounds, self.counts, strict=True):
            running += n
            out.append((_number(bound), running))
        out.append(("+Inf", self.count))
        return out


class Metrics:
    """The server's request metrics, and the exposition of everything at scrape time."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.requests: Counter[tuple[str, str, str]] = Counter()
        self.durations: dict[str, Histogram] = {}
        self.tokens: Counter[tuple[str, str, str]] = Counter()
        #: Connections refused or closed before a request reached the app, by reason.
        self.refused_connections: Counter[str] = Counter()
        self.started_at = time.time()

    def refuse_connection(self, reason: str) -> None:
        """Count a connection the server refused (``connections``, ``head_size``) or cut (``head_timeout``)."""
        with self._lock:
            self.refused_connections[reason] += 1

    def observe_request(self, record: RequestRecord, status: int, seconds: float) -> None:
        """Count a finished request: its status, latency and token usage."""
        with self._lock:
            self.requests[(record.route, record.method, str(status))] += 1
            histogram = self.durations.get(record.route)
            if histogram is None:
                histogram = self.durations[record.route] = Histogram()
            histogram.observe(seconds)
            if record.model is not None:
                for kind, n in (("prompt", record.prompt_tokens), ("generated", record.generated_tokens),
                                ("cached", record.cached_tokens)):
                    if n:
                        self.tokens[(kind, record.route, record.model)] += n

    def render(self, services: Services | None = None) -> str:
        """The whole scrape in the text exposition format."""
        out = _Exposition()
        with self._lock:
            out.family("augury_requests_total", "counter", "HTTP requests by route template, method and status.",
                       [({"route": r, "method": m, "status": s}, n) for (r, m, s), n in sorted(self.requests.items())])
            out.family("augury_connections_refused_total", "counter",
                       "Connections refused or cut before a request reached the app, by reason (connections: over "
                       "AUGURY_MAX_CONNECTIONS; head_size: request head over 64 KiB; head_timeout: head not "
                       "received within AUGURY_HEAD_TIMEOUT_S).",
                       [({"reason": r}, n) for r, n in sorted(self.refused_connections.items())])
            out.histogram("augury_request_duration_seconds",
                          "Time from request start to the end of the response (whole stream for SSE), by route.",
                          sorted(self.durations.items()))
            for kind, help_text in (
                ("prompt", "Prompt tokens of finished requests, by route and model."),
                ("generated", "Generated tokens of finished requests, by route and model."),
                ("cached", "Prompt tokens served from a prompt cache, by route and model."),
            ):
                name = f"augury_{kind}_tokens_total" if kind != "cached" else "augury_cached_prompt_tokens_total"
                out.family(name, "counter", help_text,
                           [({"route": r, "model": m}, n) for (k, r, m), n in sorted(self.tokens.items()) if k == kind])
        if services is not None:
            _render_services(out, services)
        out.family("augury_start_time_seconds", "gauge", "Unix time the server started.", [({}, self.started_at)])
        rss = _resident_bytes()
        if rss is not None:
            out.family("process_resident_memory_bytes", "gauge", "Resident set size of the server process (bytes).",
                       [({}, rss)])
        return out.text()


# --------------------------------------------------------------------------------------------------
# State metrics, read at scrape time


def _render_services(out: _Exposition, services: Services) -> None:
    registry = services.registry
    states = registry.states()
    out.family("augury_build_info", "gauge", "Augury's version.", [({"version": __version__}, 1)])
    out.family("augury_model_info", "gauge", "Served models with their usecases and vision setting (always 1).",
               [({"model": s.spec.name, "usecases": ",".join(s.spec.usecases),
                  "vision": "auto" if s.spec.vision is None else str(s.spec.vision).lower()}, 1) for s in states])
    out.family("augury_model_loaded", "gauge", "1 when the model is loaded in memory.",
               [({"model": s.spec.name}, int(s.loaded)) for s in states])
    out.family("augury_model_memory_bytes", "gauge", "Bytes of the model's loaded weights (0 when not loaded).",
               [({"model": s.spec.name}, s.memory_bytes) for s in states])
    out.family("augury_model_disk_bytes", "gauge", "Bytes of the model's files on disk (absent until downloaded).",
               [({"model": s.spec.name}, s.disk_bytes) for s in states if s.disk_bytes is not None])
    out.family("augury_model_loads_total", "counter", "Times the model was loaded.",
               [({"model": s.spec.name}, s.loads) for s in states])
    out.family("augury_model_unloads_total", "counter", "Times the model was unloaded, by reason (idle, memory).",
               [({"model": s.spec.name, "reason": reason}, n)
                for s in states for reason, n in sorted(s.unloads.items())])
    out.family("augury_model_idle_seconds", "gauge", "Seconds since a request last used the loaded model.",
               [({"model": s.spec.name}, round(s.idle_s, 3)) for s in states if s.idle_s is not None])
    out.family("augury_model_idle_unload_seconds", "gauge",
               "Seconds without a request after which the model is unloaded (0: never).",
               [({"model": s.spec.name}, s.idle_unload_s) for s in states])
    out.family("augury_models_loaded", "gauge", "Number of models loaded.", [({}, sum(s.loaded for s in states))])
    out.family("augury_model_memory_limit_bytes", "gauge", "Cap on the loaded models' weights (0: no cap).",
               [({}, registry.memory_limit_bytes)])
    admission = services.decisions_admission
    out.family("augury_admission_rejections_total", "counter",
               "Requests refused with 503 because the server was at capacity.",
               [({"pool": "decisions"}, admission.rejected)])
    out.family("augury_requests_in_progress", "gauge", "Admitted requests still running, by pool.",
               [({"pool": "decisions"}, admission.active), ({"pool": "generations"}, services.generations.active)])
    if services.routers:
        choices, fallbacks = services.router_stats.samples(list(services.routers.values()))
        out.family("augury_router_choices_total", "counter",
                   "Routed requests served by the candidate the router's classifier chose.", choices)
        out.family("augury_router_fallbacks_total", "counter",
                   "Routed requests served by the router's fallback, by reason.", fallbacks)
    store = services.generations.prompt_cache
    out.family("augury_prompt_cache_hits_total", "counter",
               "Generations that reused a cached prompt prefix.", [({}, store.hits)])
    out.family("augury_prompt_cache_misses_total", "counter",
               "Generations that found no cached prompt prefix.", [({}, store.misses)])
    prefixes = getattr(services.scorer, "prefix_cache", None)
    if prefixes is not None:
        out.family("augury_prefix_cache_hits_total", "counter",
                   "Decision prefixes found in the prefix cache.", [({}, prefixes.hits)])
        out.family("augury_prefix_cache_bytes", "gauge", "Bytes of KV the decision prefix cache holds.",
                   [({}, prefixes.nbytes)])
        out.family("augury_prefix_cache_budget_bytes", "gauge", "The decision prefix cache's budget.",
                   [({}, prefixes.max_bytes)])
        out.family("augury_prefix_cache_oversized_total", "counter",
                   "Decision prefixes not kept because they alone exceed the budget.", [({}, prefixes.oversized)])
    memory = _mlx_memory()
    if memory is not None:
        for key, help_text in (("active", "Bytes MLX has allocated for arrays."),
                               ("peak", "Most bytes MLX has had allocated at once."),
                               ("cache", "Bytes MLX keeps cached for reuse.")):
            out.family(f"augury_mlx_{key}_memory_bytes", "gauge", help_text, [({}, memory[key])])


def _resident_bytes() -> int | None:
    """The process's resident set size now, from ``/proc`` (None where there is none, as on macOS)."""
    import os

    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def _mlx_memory() -> dict[str, int] | None:
    """MLX allocator counters; reading them is thread-safe, so a scrape never waits behind the engine worker."""
    import sys

    mx: Any = sys.modules.get("mlx.core")
    if mx is None:  # MLX not imported yet: nothing allocated
        return None
    return {"active": int(mx.get_active_memory()), "peak": int(mx.get_peak_memory()),
            "cache": int(mx.get_cache_memory())}


# --------------------------------------------------------------------------------------------------
# The text exposition format


def _number(value: float) -> str:
    if math.isinf(value):
        return "+Inf" if value > 0 else "-Inf"
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(labels: dict[str, str]) -> str:
    if not labels:
        return ""
    return "{" + ",".join(f'{k}="{_escape(v)}"' for k, v in labels.items()) + "}"


class _Exposition:
    def __init__(self) -> None:
        self.lines: list[str] = []

    def family(self, name: str, kind: str, help_text: str, samples: Iterable[tuple[dict[str, str], float]]) -> None:
        self.lines.append(f"# HELP {name} {help_text}")
        self.lines.append(f"# TYPE {name} {kind}")
        for labels, value in samples:
            self.lines.append(f"{name}{_labels(labels)} {_number(value)}")

    def histogram(self, name: str, help_text: str, series: Iterable[tuple[str, Histogram]]) -> None:
        self.lines.append(f"# HELP {name} {help_text}")
        self.lines.append(f"# TYPE {name} histogram")
        for route, h in series:
            for le, n in h.cumulative():
                self.lines.append(f"{name}_bucket{_labels({'route': route, 'le': le})} {n}")
            self.lines.append(f"{name}_sum{_labels({'route': route})} {_number(h.total)}")
            self.lines.append(f"{name}_count{_labels({'route': route})} {h.count}")

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def parse_exposition(text: str) -> dict[str, list[tuple[dict[str, str], float]]]:
    """Samples of a text exposition by metric name (what ``augury models`` reads from a server's ``/metrics``)."""
    samples: dict[str, list[tuple[dict[str, str], float]]] = {}
    line_re = re.compile(r'^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$')
    label_re = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        match = line_re.match(line)
        if match is None:
            continue
        name, raw_labels, value = match.groups()
        labels = {k: v.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")
                  for k, v in label_re.findall(raw_labels or "")}
        samples.setdefault(name, []).append((labels, float(value)))
    return samples
