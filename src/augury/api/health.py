"""GET /health: liveness plus the names of the served models."""

from __future__ import annotations

import json

from starlette.responses import Response

from augury import services


async def health() -> Response:
    svc = services.current()
    body = json.dumps({"status": "ok", "models": [s.name for s in svc.registry.specs]})
    return Response(body + "\n", media_type="application/json")  # ends with a newline, like /metrics, for curl
