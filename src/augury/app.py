"""The Connexion application: served spec, strict validation, one error map, middlewares, routes."""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import connexion
from connexion.exceptions import ProblemException
from connexion.middleware import MiddlewarePosition
from connexion.options import SwaggerUIOptions
from connexion.resolver import Resolver
from connexion.spec import OpenAPISpecification
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from augury import api
from augury.errors import AuguryError
from augury.http import errors as http_errors
from augury.http.auth import ApiKey, ApiKeyMiddleware
from augury.http.bodylimits import BodyLimitMiddleware
from augury.http.bodyschema import OperationSchemas, make_validator_classes
from augury.http.logging import AccessLogMiddleware
from augury.http.requestid import RequestIdMiddleware
from augury.metrics import CONTENT_TYPE, RouteTable
from augury.services import SCOPE_KEY, Services
from augury_generated import load_spec

log = logging.getLogger("augury")

_VALIDATED_SPECS: set[int] = set()


def _spec_key(spec: dict[str, Any]) -> int:
    return hash(json.dumps(spec, sort_keys=True))


def _validate_openapi_31(spec: dict[str, Any]) -> None:
    """Connexion 3.3 checks every 3.x document against its 3.0 meta-schema; 3.1 needs the real validator."""
    from openapi_spec_validator import validate

    validate(spec)


def _install_spec_validation() -> None:
    original = OpenAPISpecification._validate_spec

    def _validate_spec(cls: type, spec: dict[str, Any]) -> None:
        if str(spec.get("openapi", "")).startswith("3.1"):
            key = _spec_key(spec)
            if key not in _VALIDATED_SPECS:
                _validate_openapi_31(spec)
                _VALIDATED_SPECS.add(key)
            return
        original.__func__(cls, spec)

    OpenAPISpecification._validate_spec = classmethod(_validate_spec)


class ServicesMiddleware:
    """Makes the app's :class:`Services` reachable from handlers through the ASGI scope."""

    def __init__(self, app: ASGIApp, services: Services) -> None:
        self.app = app
        self.services = services

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        scope[SCOPE_KEY] = self.services
        await self.app(scope, receive, send)


def _without_security(spec: dict[str, Any]) -> dict[str, Any]:
    """``spec`` without its security requirements, for Connexion: :class:`ApiKeyMiddleware` checks the keys (on
    routes outside the document too), while the served document keeps them for Swagger UI and clients."""
    paths = {
        path: {method: ({k: v for k, v in op.items() if k != "security"} if isinstance(op, dict) else op)
               for method, op in item.items()}
        for path, item in spec.get("paths", {}).items()
    }
    return {**{k: v for k, v in spec.items() if k != "security"}, "paths": paths}


def create_app(services: Services, spec: dict[str, Any] | None = None) -> connexion.AsyncApp:
    """Build the ASGI application around ready ``services`` (models may still load lazily)."""
    _install_spec_validation()
    if spec is None:
        # The shipped document was validated with openapi-spec-validator when it was built (tests/test_spec_build.py
        # proves it still is), so it is trusted: validating it again would add seconds to every server start.
        spec = load_spec()
        _VALIDATED_SPECS.add(_spec_key(spec))
    settings = services.settings
    routes = {r.operation_id: r.endpoint() for r in api.ROUTES}
    prechecks = {r.operation_id: r.precheck for r in api.ROUTES if r.precheck is not None}
    schemas = OperationSchemas(spec, prechecks, {r.operation_id for r in api.ROUTES if r.accepts_images})

    @asynccontextmanager
    async def lifespan(app: Any) -> AsyncIterator[None]:
        yield
        services.worker.shutdown()

    app = connexion.AsyncApp(__name__, lifespan=lifespan)

    def resolve(operation_id: str) -> Callable[..., Any]:
        try:
            return routes[operation_id]
        except KeyError as exc:
            raise RuntimeError(f"no handler for operationId {operation_id!r}") from exc

    app.add_api(
        _without_security(spec),
        resolver=Resolver(function_resolver=resolve),
        validator_map={"body": make_validator_classes(schemas, text_limit=settings.max_body_bytes)},
        strict_validation=True,
        # Connexion would serve its $ref-inlined (cyclic) copy; the raw document is served below instead.
        swagger_ui_options=SwaggerUIOptions(swagger_ui_path="/docs", spec_path="/openapi.json", serve_spec=False),
    )
    spec_bytes = json.dumps(spec, ensure_ascii=False).encode()

    async def openapi_json(request: Request) -> Response:
        return Response(spec_bytes, media_type="application/json")

    app.add_url_rule("/openapi.json", "openapi_json", openapi_json, methods=["GET"])
    metrics = services.metrics

    async def metrics_page(request: Request) -> Response:
        return Response(metrics.render(services), media_type=CONTENT_TYPE)

    app.add_url_rule("/metrics", "metrics", metrics_page, methods=["GET"])
    app.add_error_handler(AuguryError, http_errors.handle_augury_error)
    app.add_error_handler(ProblemException, http_errors.handle_problem)
    app.add_error_handler(HTTPException, http_errors.handle_http_exception)
    app.add_error_handler(Exception, http_errors.handle_unexpected)

    # Added outermost first: request ids wrap everything, so even a 413 or 401 carries one (and is logged).
    pos = MiddlewarePosition.BEFORE_EXCEPTION
    app.add_middleware(RequestIdMiddleware, position=pos, typesafe_paths=api.typesafe_paths(spec))
    app.add_middleware(http_errors.LastResortMiddleware, position=pos)
    route_table = RouteTable([*spec.get("paths", {}), *api.BESIDE_THE_DOCUMENT])
    app.add_middleware(AccessLogMiddleware, position=pos, metrics=metrics, routes=route_table)
    if settings.cors_origins:
        app.add_middleware(
            CORSMiddleware, position=pos, allow_origins=list(settings.cors_origins),
            allow_methods=["GET", "POST", "OPTIONS"], allow_headers=["*"],
        )
    app.add_middleware(ApiKeyMiddleware, position=pos, keys=[ApiKey.parse(k) for k in settings.api_keys],
                       group_paths=api.group_paths(spec), open_paths=api.open_paths(spec))
    app.add_middleware(
        BodyLimitMiddleware, position=pos, text_limit=settings.max_body_bytes,
        image_limit=settings.max_image_body_bytes, image_paths=api.image_paths(spec), timeout_s=settings.body_timeout_s,
    )
    app.add_middleware(ServicesMiddleware, position=pos, services=services)
    return app
