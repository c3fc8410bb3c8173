"""GET /health: liveness plus the names of the served models (and the ranks, when one model spans several)."""

from __future__ import annotations

import json

from starlette.responses import Response

from augury import services
from augury.engine import distributed


async def health() -> Response:
    svc = services.current()
    body: dict[str, object] = {"status": "ok", "models": [s.name for s in svc.registry.specs]}
    cluster = distributed.active()
    if cluster is not None:
        body["ranks"] = cluster.describe()
    return Response(json.dumps(body) + "\n", media_type="application/json")  # ends with a newline, like /metrics
