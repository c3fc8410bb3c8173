"""GET /health: liveness plus the names of the served models."""

from __future__ import annotations

from starlette.responses import JSONResponse

from augury import services


async def health() -> JSONResponse:
    svc = services.current()
    return JSONResponse({"status": "ok", "models": [s.name for s in svc.registry.specs]})
