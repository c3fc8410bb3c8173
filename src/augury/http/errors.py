"""The one error map: every failure becomes ``{"error": {message, type, param, code}}`` with its status."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping

from connexion.exceptions import ProblemException
from connexion.lifecycle import ConnexionRequest, ConnexionResponse
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from augury.errors import (
    AuguryError,
    InvalidRequest,
    MethodNotAllowed,
    NotFound,
    RequestTooLarge,
    ServerError,
    UnsupportedMediaType,
)

log = logging.getLogger("augury.http")


def error_body(exc: AuguryError) -> bytes:
    """The JSON error body; text that UTF-8 cannot encode (a lone surrogate a client sent) is escaped."""
    try:
        return json.dumps(exc.to_dict(), ensure_ascii=False).encode()
    except UnicodeEncodeError:
        return json.dumps(exc.to_dict()).encode()


async def send_error(send: Send, exc: AuguryError) -> None:
    """Answer ``exc`` from plain ASGI code (middlewares that run before Connexion's error handlers)."""
    payload = error_body(exc)
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(payload)).encode())]
    headers += [(k.lower().encode(), v.encode("latin-1", "replace")) for k, v in exc.headers().items()]
    await send({"type": "http.response.start", "status": exc.status, "headers": headers})
    await send({"type": "http.response.body", "body": payload})


class LastResortMiddleware:
    """Whatever escapes every error handler (an error handler's own failure included) becomes the OpenAI-shaped
    500; without it Connexion's outermost middleware answers plain text without ``x-request-id``."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as exc:  # the last resort: anything at all
            log.error("unhandled error on %s %s", scope.get("method"), scope.get("path"), exc_info=exc)
            if not started:
                await send_error(send, ServerError("The server had an error while processing your request."))


def to_connexion_response(exc: AuguryError, extra_headers: Mapping[str, str] | None = None) -> ConnexionResponse:
    return ConnexionResponse(
        status_code=exc.status, body=error_body(exc), headers={**(extra_headers or {}), **exc.headers()},
        mimetype="application/json",
    )


def from_http_status(status: int, detail: str, path: str = "", method: str = "") -> AuguryError:
    """Translate a framework-level HTTP failure (routing, media type, parameters) to our hierarchy."""
    if status == 404:
        return NotFound(f"No route matches {method} {path}.".replace("  ", " "), code="not_found")
    if status == 405:
        return MethodNotAllowed(f"Method {method} is not allowed on {path}.")
    if status == 413:
        return RequestTooLarge(detail or "The request body is too large.")
    if status == 415:
        return UnsupportedMediaType(detail or "Unsupported Content-Type.")
    if 400 <= status < 500:
        err = InvalidRequest(detail or "Invalid request.")
        err.status = status
        return err
    return ServerError(detail or "Internal server error.")


async def handle_augury_error(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    assert isinstance(exc, AuguryError)
    return to_connexion_response(exc)


async def handle_problem(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    assert isinstance(exc, ProblemException)
    detail = str(exc.detail or exc.title or "")
    return to_connexion_response(from_http_status(exc.status, detail, request.url.path, request.method))


async def handle_http_exception(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    assert isinstance(exc, HTTPException)
    error = from_http_status(exc.status_code, str(exc.detail), request.url.path, request.method)
    # Starlette's 405 carries the `Allow` header RFC 9110 requires; keep the framework's headers.
    return to_connexion_response(error, exc.headers)


async def handle_unexpected(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return to_connexion_response(ServerError("The server had an error while processing your request."))
