"""Route handlers: one thin module per route, turning a validated body into an engine call and back.

:data:`ROUTES` declares each operation of the served document (``generated/openapi.json``) once: its
handler, the API-key group that opens it, the usecase a model needs to serve it, the check run before
schema validation, whether its body may carry images, and whether its responses carry the TypeSafe
request-id header. The application's resolver, the API-key, body-limit and request-id middlewares, the
body validator and the usecase refusal all read it (tests/test_route_table.py proves every operationId of
the document has exactly one declaration, and no declaration lacks an operation).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any

from augury.api import chat, decisions, health, models, responses, systemone
from augury.decisions.removed import check_removed_shape

Handler = Callable[..., Awaitable[Any]]


@dataclass(frozen=True)
class Route:
    """One operation of the served document and everything the server does differently for it."""

    operation_id: str
    handler: Handler
    #: The API-key group (``--api-key KEY:group+group``, :data:`augury.http.auth.ROUTE_GROUPS`) that opens it;
    #: None: open without a key (the document gives it no ``security``).
    auth_group: str | None
    #: The usecase a model must have to be served here (handed to the handler as ``usecase``); None: no model.
    usecase: str | None = None
    #: Run on the parsed body before schema validation.
    precheck: Callable[[Any], None] | None = None
    #: Its body may carry images, so it gets the larger body limit.
    accepts_images: bool = False
    #: Its responses repeat the request id in ``x-typesafe-request-id`` (the TypeSafe SDK reads it there).
    typesafe_request_id: bool = False

    def endpoint(self) -> Handler:
        """The handler as the resolver serves it: handed the route's usecase when it has one."""
        if self.usecase is None:
            return self.handler
        handler, usecase = self.handler, self.usecase

        async def endpoint() -> Any:
            return await handler(usecase=usecase)

        endpoint.__name__ = endpoint.__qualname__ = handler.__name__
        return endpoint


ROUTES: tuple[Route, ...] = (
    Route("createDecision", decisions.create_decision, "decisions", "decisions", precheck=check_removed_shape,
          accepts_images=True),
    Route("createDecisionUnversioned", decisions.create_decision, "decisions", "decisions",
          precheck=check_removed_shape, accepts_images=True),
    Route("createSystemOne", systemone.create_systemone, "decisions", "decisions", accepts_images=True,
          typesafe_request_id=True),
    Route("createSystemOneUnversioned", systemone.create_systemone, "decisions", "decisions", accepts_images=True,
          typesafe_request_id=True),
    Route("createResponse", responses.create_response, "responses", "chat", accepts_images=True),
    Route("createChatCompletion", chat.create_chat_completion, "chat", "chat", accepts_images=True),
    Route("listModels", models.list_models, "models"),
    Route("retrieveModel", models.retrieve_model, "models"),
    Route("health", health.health, None),
)

#: Paths the application serves beside the document's operations, with the API-key group that opens each.
BESIDE_THE_DOCUMENT: dict[str, str] = {"/openapi.json": "docs", "/docs": "docs", "/metrics": "metrics"}


def operation_paths(spec: Mapping[str, Any]) -> dict[str, str]:
    """operationId → its path in ``spec``."""
    return {op["operationId"]: path for path, item in spec.get("paths", {}).items()
            for op in item.values() if isinstance(op, dict) and "operationId" in op}


def group_paths(spec: Mapping[str, Any]) -> dict[str, tuple[str, ...]]:
    """API-key group → the path prefixes it opens (a templated path by its fixed part: ``/v1/models``)."""
    paths = operation_paths(spec)
    out: dict[str, list[str]] = {}
    prefixes = [(r.auth_group, paths[r.operation_id].split("/{")[0]) for r in ROUTES if r.auth_group is not None]
    for group, prefix in [*prefixes, *((g, p) for p, g in BESIDE_THE_DOCUMENT.items())]:
        if prefix not in out.setdefault(group, []):
            out[group].append(prefix)
    return {group: tuple(prefixes) for group, prefixes in out.items()}


def open_paths(spec: Mapping[str, Any]) -> frozenset[str]:
    """The paths served without a key."""
    paths = operation_paths(spec)
    return frozenset(paths[r.operation_id] for r in ROUTES if r.auth_group is None)


def image_paths(spec: Mapping[str, Any]) -> frozenset[str]:
    """The paths whose bodies may carry images (the larger body limit)."""
    paths = operation_paths(spec)
    return frozenset(paths[r.operation_id] for r in ROUTES if r.accepts_images)


def typesafe_paths(spec: Mapping[str, Any]) -> frozenset[str]:
    """The paths whose responses carry ``x-typesafe-request-id`` too."""
    paths = operation_paths(spec)
    return frozenset(paths[r.operation_id] for r in ROUTES if r.typesafe_request_id)
