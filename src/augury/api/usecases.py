"""The usecase refusal: a model serves only the routes of its usecases, and a router serves chat only.

Each route declares its usecase once (:data:`augury.api.ROUTES`) and is handed it; the engine's registry
knows which usecases each served model has (:attr:`~augury.engine.registry.ModelSpec.usecases`), and the
refusal, a wire error, is raised here.
"""

from __future__ import annotations

from augury import services
from augury.engine.registry import ModelSpec
from augury.errors import InvalidRequest


def require_usecase(name: str, usecase: str) -> ModelSpec:
    """The spec serving ``name`` on a route of ``usecase``; a 400 ``unsupported_usecase`` when it may not.

    A router's name is refused on every usecase but chat (routers only generate); an unknown name is the
    registry's 404.
    """
    svc = services.current()
    if usecase != "chat" and name in svc.routers:
        raise InvalidRequest(
            f"The model '{name}' is a router, which serves chat (/v1/chat/completions, /v1/responses) only, not "
            f"{usecase}; send the request to one of its models directly.",
            param="model", code="unsupported_usecase",
        )
    spec = svc.registry.resolve(name)
    check_usecase(spec, name, usecase)
    return spec


def check_usecase(spec: ModelSpec, name: str, usecase: str) -> None:
    """A 400 ``unsupported_usecase`` unless ``spec`` (served as ``name``) is configured for ``usecase``."""
    if usecase not in spec.usecases:
        raise InvalidRequest(
            f"The model '{name}' is not configured for {usecase} (its usecases: {', '.join(spec.usecases)}); "
            f"add '{usecase}' to its usecases in the config file or use another model.",
            param="model", code="unsupported_usecase",
        )
