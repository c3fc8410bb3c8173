"""One access-log line and one metrics observation per request; the JSON log format.

:class:`AccessLogMiddleware` wraps everything but the request-id middleware, so refusals made before routing
(401, 413) are logged and counted too. It opens the request's :class:`~augury.metrics.RequestRecord`, which the
model registry and the handlers fill (model, tokens), and when the response is done — for a stream, when the last
byte is sent — it reports the record to :class:`~augury.metrics.Metrics` and logs it.

A log line carries the request id, method, route template, model, status, latency and token counts. It never
carries bodies, query strings, headers or keys: nothing a client sent except which served model it named.
"""

from __future__ import annotations

import datetime as dt
import json
import logging
import time
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from augury.http.requestid import request_id_of
from augury.metrics import Metrics, RequestRecord, RouteTable, recording

access_log = logging.getLogger("augury.access")

#: Routes polled by machines (health checks, scrapes): logged at DEBUG so they do not drown the rest.
QUIET_ROUTES = frozenset({"/health", "/metrics"})


class AccessLogMiddleware:
    """Counts and logs every HTTP request once it has been answered."""

    def __init__(self, app: ASGIApp, *, metrics: Metrics, routes: RouteTable) -> None:
        self.app = app
        self.metrics = metrics
        self.routes = routes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        record = RequestRecord(method=scope["method"], route=self.routes.match(scope["path"]))
        started = time.perf_counter()
        status = 0
        first_byte = 0.0
        reported = False

        def report() -> None:
            nonlocal reported
            reported = True
            elapsed = time.perf_counter() - started
            # No response started means the app raised past every error handler: the server answers 500.
            final = status or 500
            self.metrics.observe_request(record, final, elapsed)
            level = logging.DEBUG if record.route in QUIET_ROUTES else logging.INFO
            if access_log.isEnabledFor(level):
                ttfb = (first_byte - started) if first_byte else elapsed
                _log(level, request_id_of(scope), record, final, elapsed, ttfb)

        async def observed_send(message: Message) -> None:
            nonlocal status, first_byte
            if message["type"] == "http.response.start":
                status = int(message["status"])
                first_byte = time.perf_counter()
            elif message["type"] == "http.response.body" and not message.get("more_body", False) and not reported:
                # Count before the last byte leaves: a client that has read the whole answer sees it counted.
                report()
            await send(message)

        try:
            with recording(record):
                await self.app(scope, receive, observed_send)
        finally:
            if not reported:
                report()


def _log(level: int, request_id: str, record: RequestRecord, status: int, elapsed: float, ttfb: float) -> None:
    fields: dict[str, Any] = {
        "request_id": request_id, "method": record.method, "route": record.route, "model": record.model,
        "status": status, "latency_ms": round(elapsed * 1000, 3), "ttfb_ms": round(ttfb * 1000, 3),
    }
    if record.prompt_tokens or record.generated_tokens:
        fields.update(prompt_tokens=record.prompt_tokens, generated_tokens=record.generated_tokens,
                      cached_tokens=record.cached_tokens)
    fields.update(record.routing)
    text = f"{record.method} {record.route} {status} {elapsed * 1000:.1f}ms"
    if record.model is not None:
        text += f" model={record.model}"
    if "prompt_tokens" in fields:
        text += f" tokens={record.prompt_tokens}+{record.generated_tokens}"
    if record.routing:
        text += " router={router} routed={routed_model}".format(**record.routing)
        if "routed_probability" in record.routing:
            text += f" p={record.routing['routed_probability']:.4f}"
        if "routed_fallback" in record.routing:
            text += f" fallback={record.routing['routed_fallback']}"
    access_log.log(level, "%s id=%s", text, request_id, extra={"fields": fields})


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, the record's ``fields`` and any exception."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": dt.datetime.fromtimestamp(record.created, tz=dt.UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            out.update(fields)
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)
