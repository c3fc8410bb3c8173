"""The one thread that owns every MLX call.

MLX's CPU ops are single-threaded and its arrays are not meant to be shared between threads that
compute concurrently, so the engine serializes all model work on one worker thread and the async
server awaits it.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, ParamSpec, TypeVar

if TYPE_CHECKING:  # MLX is imported only once the backend is prepared (augury.engine.backend)
    import mlx.core as mx

P = ParamSpec("P")
T = TypeVar("T")


class EngineWorker:
    """Runs callables one at a time on a dedicated thread; ``await worker.run(fn, ...)``."""

    def __init__(self) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="augury-mlx")

    async def run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))

    def call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run ``fn`` on the worker from synchronous code and wait for it."""
        return self._executor.submit(fn, *args, **kwargs).result()

    def shutdown(self) -> None:
        self._executor.shutdown(wait=True, cancel_futures=True)


_local = threading.local()


def thread_stream() -> mx.Stream:
    """This thread's own MLX stream, for generation and collectives (MLX streams are bound to the thread that made
    them).

    Thread-local, not keyed by thread id: a new worker thread may get the id of one that has ended.
    """
    import mlx.core as mx  # not at import: the backend must be prepared first

    stream: mx.Stream | None = getattr(_local, "stream", None)
    if stream is None:
        stream = _local.stream = mx.new_stream(mx.default_device())
    return stream
