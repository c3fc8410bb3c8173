"""Handing the validated request from the validator to the route handlers through Connexion's context."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel
from starlette.types import Scope

M = TypeVar("M", bound=BaseModel)

BODY_KEY = "augury.body"
RAW_SIZE_KEY = "augury.raw_size"
PARTS_KEY = "augury.parts"
CONTENT_TYPE_KEY = "augury.content_type"


def stash(scope: Scope, key: str, value: Any) -> None:
    """Store ``value`` where the handler's ``connexion.context`` will see it."""
    scope.setdefault("extensions", {}).setdefault("connexion_context", {})[key] = value


def get(key: str, default: Any = None) -> Any:
    from connexion.context import context

    return context.get(key, default)


def body() -> Any:
    """The strictly parsed and schema-validated JSON body of the current request."""
    return get(BODY_KEY)


def request_model(model: type[M]) -> M:
    """The validated body as ``model``, the operation's generated request model (``augury_generated.models``).

    The body already passed the served document's JSON Schema (whose errors are the only 400s a schema
    rule gives), and the generated model states the same schema, so building it cannot fail on a body that
    got here: if it does, the overlay or the build is wrong, and the request is a 500 (tests/test_typed_requests.py
    proves the two agree). Built once per request, by the handler that reads it.
    """
    return model.model_validate(body())
