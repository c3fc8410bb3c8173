"""Handing the validated request from the validator to the route handlers through Connexion's context."""

from __future__ import annotations

from typing import Any

from starlette.types import Scope

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
