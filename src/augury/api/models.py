"""GET /v1/models and /v1/models/{model}: the OpenAI list and the TypeSafe catalog in one body."""

from __future__ import annotations

import datetime as dt
from typing import Any

from starlette.responses import JSONResponse

from augury import services
from augury.engine.registry import ModelSpec

OWNER = "augury"


def _openai_entry(spec: ModelSpec, created: int) -> dict[str, Any]:
    return {"id": spec.name, "object": "model", "created": spec.created or created, "owned_by": OWNER}


def _typesafe_entry(spec: ModelSpec, created: int) -> dict[str, Any]:
    day = dt.datetime.fromtimestamp(spec.created or created, tz=dt.UTC).date().isoformat()
    return {"name": spec.name, "description": spec.description or f"Served by Augury from {spec.source}",
            "release_date": day}


async def list_models() -> JSONResponse:
    svc = services.current()
    created = int(svc.started_at)
    specs = svc.registry.specs
    return JSONResponse({
        "object": "list",
        "data": [_openai_entry(s, created) for s in specs],
        "models": [_typesafe_entry(s, created) for s in specs],
    })


async def retrieve_model(model: str) -> JSONResponse:
    svc = services.current()
    spec = svc.registry.resolve(model)
    return JSONResponse(_openai_entry(spec, int(svc.started_at)))
