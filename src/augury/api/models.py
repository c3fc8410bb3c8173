"""GET /v1/models and /v1/models/{model}: the OpenAI list and the TypeSafe catalog in one body.

A model's date (``created``, ``release_date``) is when its files on this machine last changed; the server's start
time stands in only while they are not here yet. One model's entry also carries ``x_augury``: what ``augury show``
prints (where it comes from, usecases, context length, vision, chat template, files, what is loaded), without any
filesystem path.

Routers (:mod:`augury.routers`) are listed after the models: their catalog ``description`` names the classifier and
every candidate; ``/v1/models/{router}`` carries ``x_augury`` with ``kind: router``, ``classifier``,
``instructions``, ``candidates`` (``model``, ``description``), ``fallback``, ``min_confidence``, ``min_label_mass``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from starlette.responses import JSONResponse

from augury import services
from augury.engine.registry import ModelRegistry, ModelSpec, description_of
from augury.routers import RouterSpec

OWNER = "augury"


def _created(registry: ModelRegistry, spec: ModelSpec, started: int) -> int:
    if spec.created:
        return spec.created
    files = registry.files_time(spec)
    return int(files) if files is not None else started


def _openai_entry(spec: ModelSpec, created: int) -> dict[str, Any]:
    return {"id": spec.name, "object": "model", "created": created, "owned_by": OWNER}


def _typesafe_entry(spec: ModelSpec, created: int) -> dict[str, Any]:
    day = dt.datetime.fromtimestamp(created, tz=dt.UTC).date().isoformat()
    return {"name": spec.name, "description": description_of(spec), "release_date": day}


def _router_entry(router: RouterSpec, created: int) -> dict[str, Any]:
    return {"id": router.name, "object": "model", "created": created, "owned_by": OWNER}


def _router_catalog_entry(router: RouterSpec, created: int) -> dict[str, Any]:
    day = dt.datetime.fromtimestamp(created, tz=dt.UTC).date().isoformat()
    return {"name": router.name, "description": router.summary(), "release_date": day}


async def list_models() -> JSONResponse:
    svc = services.current()
    started = int(svc.started_at)
    specs = svc.registry.specs
    created = {s.name: _created(svc.registry, s, started) for s in specs}
    routers = list(svc.routers.values())
    return JSONResponse({
        "object": "list",
        "data": [_openai_entry(s, created[s.name]) for s in specs] + [_router_entry(r, started) for r in routers],
        "models": [_typesafe_entry(s, created[s.name]) for s in specs]
        + [_router_catalog_entry(r, started) for r in routers],
    })


async def retrieve_model(model: str) -> JSONResponse:
    svc = services.current()
    router = svc.routers.get(model)
    if router is not None:
        entry = _router_entry(router, int(svc.started_at))
        entry["x_augury"] = {"name": router.name, "description": router.summary(), **router.as_json()}
        return JSONResponse(entry)
    spec = svc.registry.resolve(model)
    entry = _openai_entry(spec, _created(svc.registry, spec, int(svc.started_at)))
    entry["x_augury"] = svc.registry.details(spec.name)
    return JSONResponse(entry)
