"""Connections: a cap on open connections, a size cap and a read deadline for the request head.

uvicorn's httptools protocol buffers a request head without limit (a 64 MiB header is parsed for seconds), never
closes a connection that sends nothing, and admits as many connections as the process has file descriptors. The
protocol below, handed to uvicorn as its ``http`` class, adds what is missing before any byte reaches the app:

- a connection beyond ``max_connections`` is answered ``503`` at once and closed (a log line, a metric);
- a request head larger than ``head_limit`` bytes is answered ``431`` and the connection closed, never buffered;
- a request head not complete within ``head_timeout_s`` (from the connection's start, or from the end of the
  previous response) closes the connection, with a ``408`` when some of it had arrived.

Idle keep-alive connections are closed by uvicorn's own ``timeout_keep_alive``. Every refusal is the OpenAI error
shape with ``x-request-id``, like the app's own.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from augury.errors import AuguryError, InvalidRequest, Overloaded, RequestTimeout
from augury.http.errors import error_body
from augury.http.requestid import new_request_id
from augury.metrics import Metrics

log = logging.getLogger("augury.http")

HEAD_LIMIT = 64 * 1024
_REASONS = {431: "Request Header Fields Too Large", 408: "Request Timeout", 503: "Service Unavailable"}


class HeadTooLarge(InvalidRequest):
    """The request line and headers exceed the cap (431)."""

    status = 431
    default_code = "request_header_too_large"


def raw_error(exc: AuguryError) -> bytes:
    """A whole HTTP/1.1 error response, written by the protocol itself (the app never sees the request)."""
    body = error_body(exc)
    lines = [f"HTTP/1.1 {exc.status} {_REASONS.get(exc.status, 'Error')}", "content-type: application/json",
             f"content-length: {len(body)}", "connection: close", f"x-request-id: {new_request_id()}",
             *(f"{k.lower()}: {v}" for k, v in exc.headers().items())]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body


class _Throttled:
    """At most one warning per ``interval_s`` for a kind of refusal, counting the ones in between."""

    def __init__(self, interval_s: float = 5.0) -> None:
        self.interval_s = interval_s
        self.last: dict[str, float] = {}
        self.skipped: dict[str, int] = {}

    def warn(self, kind: str, message: str, *args: Any) -> None:
        now = time.monotonic()
        if now - self.last.get(kind, -self.interval_s) < self.interval_s:
            self.skipped[kind] = self.skipped.get(kind, 0) + 1
            return
        more = self.skipped.pop(kind, 0)
        self.last[kind] = now
        log.warning(message + (f" ({more} more since the last such line)" if more else ""), *args)


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with a connection cap, a head size cap and a head read deadline."""

    max_connections = 4096
    head_limit = HEAD_LIMIT
    head_timeout_s = 10.0
    metrics: Metrics | None = None
    throttle = _Throttled()

    _head_bytes = 0
    _in_head = True
    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.max_connections:
            self._refuse(Overloaded(f"The server has {self.max_connections} open connections, its limit; "
                                    "retry shortly."), "connections")
            self.throttle.warn("connections", "refused a connection: %d open connections is the limit "
                               "(AUGURY_MAX_CONNECTIONS)", self.max_connections)
            return
        self._start_head()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_head_timer()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if not self._in_head:
            super().data_received(data)
            return
        room = self.head_limit - self._head_bytes
        if len(data) <= room:
            self._head_bytes += len(data)
            super().data_received(data)
            return
        # Feed what fits: the head may end inside it; if it does not, the rest is never buffered.
        self._head_bytes += room
        if room:
            super().data_received(data[:room])
        if self.transport.is_closing():
            return
        if self._in_head:
            self._refuse(HeadTooLarge(f"The request line and headers exceed {self.head_limit} bytes."), "head_size")
            self.throttle.warn("head_size", "refused a request head over %d bytes", self.head_limit)
            return
        super().data_received(data[room:])

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if not self._in_head:  # a pipelined request begins while the previous one is answered
            self._in_head = True
            self._head_bytes = 0
        if self._head_timer is None:
            self._head_timer = self.loop.call_later(self.head_timeout_s, self._head_timed_out)

    def on_headers_complete(self) -> None:
        self._in_head = False
        self._stop_head_timer()
        super().on_headers_complete()

    def on_response_complete(self) -> None:
        pipelined = bool(self.pipeline)  # the next request's head is already in: nothing to wait for
        super().on_response_complete()
        if not pipelined and not self.transport.is_closing():
            self._start_head()

    # -- the head deadline ------------------------------------------------------------------------------------

    def _start_head(self) -> None:
        self._in_head = True
        self._head_bytes = 0
        self._stop_head_timer()
        self._head_timer = self.loop.call_later(self.head_timeout_s, self._head_timed_out)

    def _stop_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_timed_out(self) -> None:
        self._head_timer = None
        if not self._in_head or self.transport.is_closing():
            return
        if self.cycle is not None and not self.cycle.response_complete:
            # A pipelined head while the previous answer is still going out: judge it once that answer is done.
            self._head_timer = self.loop.call_later(self.head_timeout_s, self._head_timed_out)
            return
        if self._head_bytes:
            self._refuse(RequestTimeout(f"The request head was not received within {self.head_timeout_s:g} "
                                        "seconds."), "head_timeout")
        else:
            self._count("head_timeout")
            self.transport.close()
        self.throttle.warn("head_timeout", "closed a connection whose request head did not arrive within %gs",
                           self.head_timeout_s)

    # -- refusing ---------------------------------------------------------------------------------------------

    def _count(self, reason: str) -> None:
        if self.metrics is not None:
            self.metrics.refuse_connection(reason)

    def _refuse(self, exc: AuguryError, reason: str) -> None:
        self._count(reason)
        self._stop_head_timer()
        self._in_head = False
        self.transport.write(raw_error(exc))
        self.transport.close()


def guarded_protocol(*, max_connections: int, head_timeout_s: float, metrics: Metrics | None,
                     head_limit: int = HEAD_LIMIT) -> type[GuardedHttpToolsProtocol]:
    """The protocol class for ``uvicorn.run(http=...)``, bound to these limits."""
    return type("GuardedHttpToolsProtocol", (GuardedHttpToolsProtocol,), {
        "max_connections": max_connections, "head_timeout_s": head_timeout_s, "metrics": metrics,
        "head_limit": head_limit, "throttle": _Throttled(),
    })
