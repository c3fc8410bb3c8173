"""The one error map: every failure becomes ``{"error": {message, type, param, code}}`` with its status."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

from connexion.exceptions import ProblemException
from connexion.lifecycle import ConnexionRequest, ConnexionResponse
from pydantic import ValidationError
from starlette.exceptions import HTTPException

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
    return json.dumps(exc.to_dict(), ensure_ascii=False).encode()


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


def pydantic_param(loc: tuple[Any, ...]) -> str | None:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or None


async def handle_validation_error(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    assert isinstance(exc, ValidationError)
    first = exc.errors()[0]
    param = pydantic_param(tuple(first.get("loc", ())))
    message = f"{param or 'body'}: {first.get('msg', 'invalid value')}."
    return to_connexion_response(InvalidRequest(message, param=param))


async def handle_unexpected(request: ConnexionRequest, exc: Exception) -> ConnexionResponse:
    log.exception("unhandled error on %s %s", request.method, request.url.path, exc_info=exc)
    return to_connexion_response(ServerError("The server had an error while processing your request."))
