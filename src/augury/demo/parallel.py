"""Training on several CPU processes at once: each computes the gradient of its share of a step, MLX's ring sums them.

Every process reads the same data in the same order and applies the same summed gradient, so all hold the same
weights after every step; the sum of two numbers does not depend on which process adds, so a run with a given
number of processes writes the same bytes every time (a different number of processes rounds differently).
:func:`started` is the launcher: the command's own process becomes rank 0 and starts the others as copies of its
command line with ``--rank``; they meet on 127.0.0.1 (``MLX_HOSTFILE``, ``MLX_RANK``).
"""

from __future__ import annotations

import hashlib
import json
import os
import socket
import subprocess
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing import resource_tracker, shared_memory
from pathlib import Path
from typing import Any

import mlx.core as mx
import numpy as np
import numpy.typing as npt
from mlx.utils import tree_flatten, tree_unflatten

RANK_FLAG = "--rank"
"""The command-line option :func:`started` adds to the other processes' copies of the command."""


def _barrier(group: Any) -> None:
    mx.eval(mx.distributed.all_sum(mx.zeros(1), group=group, stream=mx.cpu))


class _Exchange:
    """Shared-memory buffers, one per process, through which the processes sum large arrays: each writes its own,
    all wait, each adds all of them up in rank order, all wait again (much cheaper than MLX's ring over sockets on
    one machine; the ring carries only the waits)."""

    def __init__(self, group: Any, rank: int, size: int, tag: str) -> None:
        self.group, self.rank, self.size, self.tag = group, rank, size, tag
        self.buffers: dict[int, list[shared_memory.SharedMemory]] = {}

    def wait(self) -> None:
        _barrier(self.group)

    def _buffers(self, nbytes: int) -> list[shared_memory.SharedMemory]:
        if nbytes not in self.buffers:
            names = [f"{self.tag}-{nbytes}-{rank}" for rank in range(self.size)]
            own = shared_memory.SharedMemory(name=names[self.rank], create=True, size=nbytes)
            self.wait()
            buffers = []
            for rank, name in enumerate(names):
                if rank == self.rank:
                    buffers.append(own)
                    continue
                other = shared_memory.SharedMemory(name=name)
                # Another process's buffer: this one must not unlink it when it exits (Python < 3.13 would).
                resource_tracker.unregister(other._name, "shared_memory")  # type: ignore[attr-defined]
                buffers.append(other)
            self.wait()
            self.buffers[nbytes] = buffers
        return self.buffers[nbytes]

    def sum(self, values: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
        buffers = self._buffers(values.nbytes)
        views = [np.ndarray(values.shape, np.float32, buffer=buffer.buf) for buffer in buffers]
        np.copyto(views[self.rank], values)
        self.wait()
        total = views[0].copy()
        for view in views[1:]:
            total += view
        self.wait()
        return total

    def close(self) -> None:
        for buffers in self.buffers.values():
            for rank, buffer in enumerate(buffers):
                buffer.close()
                if rank == self.rank:
                    buffer.unlink()
        self.buffers.clear()


@dataclass(frozen=True)
class Group:
    """This process's place among the training processes (``size`` 1: alone, nothing to sum)."""

    rank: int = 0
    size: int = 1
    group: Any = None
    exchange: _Exchange | None = None

    def sum(self, tree: Any) -> Any:
        """Every process's ``tree`` (float32 arrays), summed element by element, in rank order."""
        if self.size == 1:
            return tree
        leaves: list[tuple[str, mx.array]] = tree_flatten(tree)  # type: ignore[assignment]
        flat = mx.concatenate([value.reshape(-1) for _, value in leaves])
        if self.exchange is not None:
            total = mx.array(self.exchange.sum(np.asarray(flat, dtype=np.float32)))
        else:
            total = mx.distributed.all_sum(flat, group=self.group, stream=mx.cpu)
        summed: list[tuple[str, mx.array]] = []
        start = 0
        for name, value in leaves:
            summed.append((name, total[start : start + value.size].reshape(value.shape)))
            start += value.size
        return tree_unflatten(summed)

    def wait(self) -> None:
        """Return once every process got here."""
        if self.size > 1:
            _barrier(self.group)

    def close(self) -> None:
        """Free the shared memory (every process, at its end)."""
        if self.exchange is not None:
            self.exchange.close()


ALONE = Group()


def _free_ports(count: int) -> list[int]:
    sockets = [socket.create_server(("127.0.0.1", 0)) for _ in range(count)]
    try:
        return [int(s.getsockname()[1]) for s in sockets]
    finally:
        for s in sockets:
            s.close()


def join(rank: int, size: int, hostfile: Path) -> Group:
    """Join the ring of ``size`` processes that ``hostfile`` lists, as ``rank``."""
    os.environ["MLX_RANK"] = str(rank)
    os.environ["MLX_HOSTFILE"] = str(hostfile)
    group = mx.distributed.init(strict=True, backend="ring")
    if group.size() != size or group.rank() != rank:
        raise RuntimeError(f"joined as rank {group.rank()} of {group.size()}, not {rank} of {size}.")
    tag = "augury-train-" + hashlib.sha256(str(hostfile.resolve()).encode()).hexdigest()[:12]
    return Group(rank=rank, size=size, group=group, exchange=_Exchange(group, rank, size, tag))


@contextmanager
def started(size: int, argv: Sequence[str], hostfile: Path) -> Iterator[Group]:
    """Start ranks 1 … ``size - 1`` as ``python -m augury.demo.train ARGV --rank R HOSTFILE`` (their output
    discarded but for errors), join them as rank 0, and on leaving wait for them (kill them if leaving by an
    error); a rank that exits with an error fails the whole run."""
    if size == 1:
        yield ALONE
        return
    hostfile.write_text(json.dumps([[f"127.0.0.1:{port}"] for port in _free_ports(size)]), encoding="utf-8")
    others = [subprocess.Popen([sys.executable, "-m", "augury.demo.train", *argv, RANK_FLAG, str(rank), str(hostfile)],
                               stdout=subprocess.DEVNULL) for rank in range(1, size)]
    group = join(0, size, hostfile)
    try:
        yield group
    except BaseException:
        for other in others:
            other.kill()
        raise
    finally:
        codes = [other.wait() for other in others]
        group.close()
    if any(codes):
        raise RuntimeError(f"a training process failed (exit codes {codes}).")
