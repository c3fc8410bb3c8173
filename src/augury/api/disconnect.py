"""Stop work the moment the client goes away, so its resources (e.g. an admission slot) free at once."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

from augury.errors import InvalidRequest

T = TypeVar("T")


class ClientDisconnected(InvalidRequest):
    """The client closed the connection before the answer was ready (nothing is sent back)."""

    status = 499
    default_code = "client_closed_request"


async def unless_disconnected(work: Awaitable[T]) -> T:
    """Await ``work`` while watching the request's receive channel; cancel it if the client disconnects."""
    from connexion.context import receive

    async def watch() -> None:
        while True:
            message = await receive()
            if message.get("type") == "http.disconnect":
                return

    task = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(watch())
    try:
        done, _ = await asyncio.wait({task, watcher}, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            return task.result()
        task.cancel()
        raise ClientDisconnected("The client disconnected before the answer was ready.")
    finally:
        watcher.cancel()
        if not task.done():
            task.cancel()
