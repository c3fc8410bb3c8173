"""What route handlers need from the running server, reachable from any request."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from augury.engine.registry import ModelRegistry
from augury.engine.worker import EngineWorker
from augury.errors import Overloaded
from augury.metrics import Metrics
from augury.routers import RouterSpec, RouterStats
from augury.settings import Settings

if TYPE_CHECKING:  # annotations only: these modules import MLX, which waits for backend.prepare()
    from augury.engine.batcher import Scorer
    from augury.engine.generations import Generations

SCOPE_KEY = "augury.services"


class Admission:
    """At most ``limit`` requests admitted at once; the next is refused at once (503), never queued."""

    def __init__(self, limit: int, *, retry_after: int = 1) -> None:
        self.limit = limit
        self.active = 0
        self.rejected = 0
        self.retry_after = retry_after

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.active >= self.limit:
            self.rejected += 1
            raise Overloaded(
                f"The server is at capacity ({self.limit} decision requests in progress); retry shortly.",
                retry_after=self.retry_after,
            )
        self.active += 1
        try:
            yield
        finally:
            self.active -= 1


@dataclass
class Services:
    settings: Settings
    registry: ModelRegistry
    worker: EngineWorker
    decisions_admission: Admission
    scorer: Scorer
    #: Text generation (/v1/responses, /v1/chat/completions): the prompt cache, generations in progress.
    generations: Generations
    started_at: float = field(default_factory=time.time)
    #: Routers by name (``routers:`` in the config file); they serve the chat routes only.
    routers: dict[str, RouterSpec] = field(default_factory=dict)
    #: What routed requests chose (the ``augury_router_*`` metrics).
    router_stats: RouterStats = field(default_factory=RouterStats)
    #: The request metrics, and the exposition served at ``/metrics``.
    metrics: Metrics = field(default_factory=Metrics)


def current() -> Services:
    """The services of the app serving the current request."""
    from connexion.context import scope

    services = scope[SCOPE_KEY]
    assert isinstance(services, Services)
    return services
