"""One model over several ranks: MLX's distributed layer, with every engine job run in lockstep.

``augury serve`` started under ``mlx.launch`` (ring over TCP, MPI, JACCL on Thunderbolt-linked Macs, NCCL on
CUDA) becomes one *cluster*: each rank holds a tensor-parallel shard of every model (mlx-lm's ``model.shard``),
so every forward pass runs collectives (``all_sum``) that every rank must enter in the same order with the same
shapes. Rank 0 alone binds HTTP and runs the normal engine; every other rank runs :func:`follow`.

Lockstep. Everything MLX does runs on rank 0's one engine worker thread, one job at a time. Each job that
touches a model starts with :func:`announce`: rank 0 hands a small description of the job (token ids and
parameters, pickled) to every other rank through a collective, then runs it; the other ranks receive the same
description and run the same engine code on their shards. What a job does is decided on rank 0 *before* it is
announced (which queued decision requests are scored together, which streams left a decode batch), so the ranks
never decide anything on their own: their prefix caches, prompt caches and decode batches see the same operations
in the same order and stay equal. Sampling draws from MLX's global random state, seeded to the same value on every
rank at start, over logits that every rank computes bitwise equal (the shards' partial sums are all-reduced), so
sampled tokens agree too.

A lost rank. A collective whose peer died does not always fail (measured with the ring backend: a peer killed
while rank 0 waits in an all-reduce leaves it waiting for ever), so the ranks also keep a plain TCP connection to
rank 0 (:class:`Liveness`), whose end the kernel reports the moment a process dies. When one closes, or a
collective fails, rank 0 answers 503 to every request in flight (:class:`RankLost`; requests waiting on the engine
stop waiting, even if its thread stays blocked), logs one line and exits with status 3; the other ranks exit when
rank 0's connection closes. A rank that hangs without dying is caught by a watchdog: an engine job running longer
than ``AUGURY_RANK_TIMEOUT_S`` (default 300 s; model loads get ten times that) ends the process with status 4.

Nothing here imports MLX at module import time (the backend must be prepared first).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import os
import pickle
import socket
import struct
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ParamSpec, TypeVar

from augury.engine.types import LabelJob, SamplingSettings
from augury.engine.worker import EngineWorker, thread_stream
from augury.errors import AuguryError

log = logging.getLogger("augury.engine")

P = ParamSpec("P")
T = TypeVar("T")

#: Environment variables one of ``mlx.launch``'s backends (or ``mpirun``) sets in every rank it starts.
LAUNCH_VARIABLES = ("MLX_RANK", "MLX_HOSTFILE", "MLX_WORLD_SIZE", "OMPI_COMM_WORLD_SIZE", "PMI_SIZE")
#: Bytes of the first collective of every hand-off: a job that fits needs no second one.
HEADER_BYTES = 4096
#: Exit statuses: a rank was lost (a collective failed), or an engine job outran the watchdog.
EXIT_RANK_LOST = 3
EXIT_TIMEOUT = 4
DEFAULT_RANK_TIMEOUT_S = 300.0
#: Seconds rank 0 keeps answering 503 after a rank was lost, so responses in flight reach their clients.
EXIT_GRACE_S = 1.0
#: How often a request waiting on the engine checks whether the cluster broke meanwhile.
LOST_POLL_S = 0.25
#: Seconds the other ranks have to connect their liveness connection to rank 0 at start.
CONNECT_TIMEOUT_S = 60.0
#: Config keys whose values each rank takes an equal share of (tensor parallelism splits them evenly).
SPLIT_KEYS = ("num_attention_heads", "num_key_value_heads", "intermediate_size", "moe_intermediate_size",
              "linear_num_key_heads", "linear_num_value_heads")
#: Model types whose ``shard`` repeats key/value heads when there are fewer of them than ranks.
REPEATS_KV_HEADS = ("qwen3_5", "qwen3_5_moe")


class RankLost(AuguryError):
    """A rank of the cluster serving the model went away (503); the server is exiting."""

    status = 503
    default_code = "rank_lost"


class ShardingRefused(AuguryError):
    """A model cannot be split over the cluster's ranks (refused at start)."""


# -- jobs rank 0 hands to the other ranks ----------------------------------------------------------------


@dataclass(frozen=True)
class LoadJob:
    name: str
    path: str
    release_first: bool
    #: The models rank 0 keeps loaded (the others dropped them).
    loaded: tuple[str, ...]


@dataclass(frozen=True)
class ReleaseJob:
    loaded: tuple[str, ...]


@dataclass(frozen=True)
class WarmJob:
    name: str


@dataclass(frozen=True)
class ScoreJob:
    name: str
    jobs: tuple[LabelJob, ...]


@dataclass(frozen=True)
class AdmitJob:
    batch: int
    row: int
    name: str
    prompt: tuple[int, ...]
    sampling: SamplingSettings
    cache_key: str
    stored: bool


@dataclass(frozen=True)
class AdmitGroupJob:
    """Streams admitted together (rank 0 prefills them in one batch; every rank must do the same)."""

    batch: int
    rows: tuple[AdmitJob, ...]


@dataclass(frozen=True)
class StepJob:
    batch: int
    abandoned: tuple[int, ...]


@dataclass(frozen=True)
class OpenJob:
    session: int
    name: str
    prompt: tuple[int, ...]
    sampling: SamplingSettings
    cache_key: str
    stored: bool


@dataclass(frozen=True)
class SessionJob:
    session: int
    action: str  # "step" or "close"


@dataclass(frozen=True)
class StopJob:
    pass


# -- the cluster ------------------------------------------------------------------------------------------


@dataclass
class HandoffStats:
    """Rank 0's job hand-offs since start: how many, their pickled bytes and the seconds their collectives took."""

    jobs: int = 0
    bytes: int = 0
    seconds: float = 0.0


@dataclass
class Cluster:
    """This process's place in the cluster, and the hand-off of jobs from rank 0 to the others.

    Hand-offs run on the engine's generation stream (:func:`_stream`): decode steps leave their next forward
    pass (and its collectives) queued there, and one stream runs its work in order, so a hand-off never
    overtakes a forward pass's collectives on one rank and not on another.
    """

    group: Any
    rank: int
    size: int
    backend: str
    stats: HandoffStats = field(default_factory=HandoffStats)
    lost: threading.Event = field(default_factory=threading.Event)
    lost_reason: str = ""
    #: The exit status rank 0 leaves with once the cluster is broken (0 while it is whole).
    exit_status: int = 0
    #: Set on the way out: connections that close now are ranks exiting as told, not lost ones.
    stopping: threading.Event = field(default_factory=threading.Event)
    liveness: Liveness | None = None

    def send(self, job: object) -> None:
        """Rank 0: hand ``job`` to every other rank (blocks until they all took it)."""
        import mlx.core as mx
        import numpy as np

        data = pickle.dumps(job, protocol=pickle.HIGHEST_PROTOCOL)
        # The forward pass a decode step left queued on this stream runs before the hand-off anyway: wait for it
        # first, so the time counted is the hand-off's own (and the other ranks' catching up).
        mx.synchronize(thread_stream())
        started = time.perf_counter()
        header = np.zeros(HEADER_BYTES, dtype=np.uint8)
        header[:8] = np.frombuffer(len(data).to_bytes(8, "little"), dtype=np.uint8)
        inline = len(data) <= HEADER_BYTES - 8
        if inline:
            header[8 : 8 + len(data)] = np.frombuffer(data, dtype=np.uint8)
        mx.eval(mx.distributed.all_sum(mx.array(header), group=self.group, stream=thread_stream()))
        if not inline:
            body = mx.array(np.frombuffer(data, dtype=np.uint8))
            mx.eval(mx.distributed.all_sum(body, group=self.group, stream=thread_stream()))
        self.stats.jobs += 1
        self.stats.bytes += len(data)
        self.stats.seconds += time.perf_counter() - started

    def receive(self) -> object:
        """Every other rank: the next job rank 0 hands over (blocks until there is one)."""
        import mlx.core as mx
        import numpy as np

        header = mx.distributed.all_sum(mx.zeros(HEADER_BYTES, dtype=mx.uint8), group=self.group,
                                        stream=thread_stream())
        raw = np.array(header, copy=False)
        size = int.from_bytes(raw[:8].tobytes(), "little")
        if size <= HEADER_BYTES - 8:
            data = raw[8 : 8 + size].tobytes()
        else:
            body = mx.distributed.all_sum(mx.zeros(size, dtype=mx.uint8), group=self.group, stream=thread_stream())
            data = np.array(body, copy=False).tobytes()
        return pickle.loads(data)

    def describe(self) -> dict[str, object]:
        """What ``/health`` reports about the ranks."""
        return {"size": self.size, "backend": self.backend, "status": "lost" if self.lost.is_set() else "ok",
                "handoffs": self.stats.jobs, "handoff_seconds": round(self.stats.seconds, 6)}


class Liveness:
    """One TCP connection from every other rank to rank 0; its close is how a dead process is noticed.

    Rank 0 listens on its own address from the launcher's host list (ring: ``MLX_HOSTFILE``; JACCL: the
    coordinator; NCCL: ``NCCL_HOST_IP``) on a port the others learn through a collective. Under a launcher
    that names no address (MPI), there is no connection and only failing collectives and the watchdog apply.
    """

    def __init__(self, cluster: Cluster, on_close: Callable[[str], None]) -> None:
        self.cluster = cluster
        self.on_close = on_close
        self.sockets: list[socket.socket] = []

    @staticmethod
    def rank0_host() -> str | None:
        hostfile = os.environ.get("MLX_HOSTFILE")
        if hostfile and os.path.isfile(hostfile):
            try:
                with open(hostfile, encoding="utf-8") as f:
                    hosts = json.load(f)
                return str(hosts[0][0]).rsplit(":", 1)[0]
            except (OSError, ValueError, IndexError, TypeError):
                return None
        coordinator = os.environ.get("MLX_JACCL_COORDINATOR")
        if coordinator:
            return coordinator.rsplit(":", 1)[0]
        return os.environ.get("NCCL_HOST_IP") or None

    def connect(self, share: Callable[[int], int]) -> None:
        """Set up the connections; ``share(port)`` hands rank 0's port to every rank (a collective)."""
        host = self.rank0_host()
        listener: socket.socket | None = None
        port = 0
        if self.cluster.rank == 0 and host is not None:
            listener = socket.create_server((host, 0))
            port = int(listener.getsockname()[1])
        port = share(port)
        if port == 0 or host is None:
            log.warning("no address of rank 0 is known under this launcher: a rank that dies is noticed only by a "
                        "failing collective or the watchdog (AUGURY_RANK_TIMEOUT_S)")
            return
        if listener is not None:
            listener.settimeout(CONNECT_TIMEOUT_S)
            with listener:
                for _ in range(self.cluster.size - 1):
                    conn, _ = listener.accept()
                    rank = struct.unpack("!i", conn.recv(4))[0]
                    self._watch(conn, f"rank {rank}")
        else:
            conn = socket.create_connection((host, port), timeout=CONNECT_TIMEOUT_S)
            conn.sendall(struct.pack("!i", self.cluster.rank))
            self._watch(conn, "rank 0")

    def _watch(self, conn: socket.socket, who: str) -> None:
        conn.settimeout(None)
        conn.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
        self.sockets.append(conn)

        def wait() -> None:
            try:
                while conn.recv(64):
                    pass
            except OSError:
                pass
            if not self.cluster.stopping.is_set():
                self.on_close(f"{who} closed its connection (its process exited or its host is unreachable)")

        threading.Thread(target=wait, name=f"augury-liveness-{who}", daemon=True).start()


_cluster: Cluster | None = None


def launched() -> bool:
    """Whether this process was started as one rank of several (by ``mlx.launch`` or ``mpirun``)."""
    return any(os.environ.get(name) for name in LAUNCH_VARIABLES)


def launched_rank() -> int | None:
    """This process's rank as its launcher set it in the environment (before MLX is loaded); None when alone."""
    if not launched():
        return None
    for name in ("MLX_RANK", "OMPI_COMM_WORLD_RANK", "PMI_RANK"):
        value = os.environ.get(name, "")
        if value.isdigit():
            return int(value)
    return None


def _backend_name() -> str:
    if os.environ.get("MLX_IBV_DEVICES") or os.environ.get("MLX_JACCL_COORDINATOR"):
        return "jaccl"
    if os.environ.get("NCCL_HOST_IP") or os.environ.get("MLX_WORLD_SIZE"):
        return "nccl"
    if os.environ.get("MLX_HOSTFILE"):
        return "ring"
    return "mpi"


def join() -> Cluster | None:
    """Join the cluster this process was launched into (after ``backend.prepare``); None when it runs alone.

    Every rank seeds MLX's random state with rank 0's seed, so sampled tokens agree.
    """
    global _cluster
    if _cluster is not None:
        return _cluster
    if not launched():
        return None
    import mlx.core as mx
    import numpy as np

    group = mx.distributed.init(strict=False)
    if group.size() <= 1:
        return None
    cluster = Cluster(group=group, rank=group.rank(), size=group.size(), backend=_backend_name())

    def share(value: int) -> int:
        """Rank 0's ``value`` on every rank."""
        mine = value if cluster.rank == 0 else 0
        shared = mx.distributed.all_sum(mx.array([mine], dtype=mx.int32), group=group, stream=mx.cpu)
        return int(np.array(shared)[0])

    mx.random.seed(share(int(time.time_ns() % (1 << 31))))
    _cluster = cluster
    prefix = _RankPrefix(cluster.rank)
    for handler in logging.getLogger().handlers:
        handler.addFilter(prefix)
    cluster.liveness = Liveness(cluster, _lose if cluster.rank == 0 else _leave_follower)
    cluster.liveness.connect(share)
    log.info("rank %d of %d joined the %s cluster (pid %d)", cluster.rank, cluster.size, cluster.backend, os.getpid())
    return cluster


class _RankPrefix(logging.Filter):
    """Starts every log line with its rank (``mlx.launch`` interleaves the ranks' output)."""

    def __init__(self, rank: int) -> None:
        super().__init__()
        self.prefix = f"[rank {rank}] "

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.msg, str) and not record.msg.startswith(self.prefix):
            record.msg = self.prefix + record.msg
        return True


def active() -> Cluster | None:
    """The cluster this process belongs to, or None when it serves alone."""
    return _cluster


def announce(job: object) -> None:
    """On rank 0's engine worker, at the start of a job: hand it to every other rank (no-op elsewhere)."""
    cluster = _cluster
    if cluster is None or cluster.rank != 0:
        return
    if cluster.lost.is_set():
        raise RankLost(f"A rank of the cluster was lost ({cluster.lost_reason}); the server is shutting down.")
    try:
        cluster.send(job)
    except Exception as exc:
        raise translate(exc) from exc


def translate(exc: Exception) -> Exception:
    """``exc``, or a :class:`RankLost` when it is a collective that failed because a rank went away."""
    cluster = _cluster
    if cluster is None or isinstance(exc, RankLost):
        return exc
    text = str(exc)
    if not cluster.lost.is_set() and not (isinstance(exc, RuntimeError) and text.startswith(
            ("[ring]", "[mpi]", "[jaccl]", "[nccl]", "[distributed]"))):
        return exc
    _lose(text)
    return RankLost(f"A rank of the cluster was lost ({cluster.lost_reason}); the server is shutting down.")


def _lose(reason: str) -> None:
    """Mark the cluster broken (once): log it, and end the process after the grace period."""
    cluster = _cluster
    assert cluster is not None
    if cluster.lost.is_set():
        return
    cluster.lost_reason = reason
    cluster.exit_status = EXIT_RANK_LOST
    cluster.lost.set()
    log.critical("rank lost: %s; answering 503 to the requests in flight and exiting with status %d",
                 reason, EXIT_RANK_LOST)

    def leave() -> None:
        time.sleep(EXIT_GRACE_S)
        logging.shutdown()
        os._exit(EXIT_RANK_LOST)

    threading.Thread(target=leave, name="augury-rank-lost", daemon=True).start()


def _leave_follower(reason: str) -> None:
    """Every rank but 0: rank 0 went away, so this rank has nothing left to do."""
    log.critical("rank 0 was lost: %s; exiting with status %d", reason, EXIT_RANK_LOST)
    logging.shutdown()
    os._exit(EXIT_RANK_LOST)


def rank_timeout() -> float:
    """Seconds an engine job may run before the watchdog ends the process (``AUGURY_RANK_TIMEOUT_S``)."""
    try:
        value = float(os.environ.get("AUGURY_RANK_TIMEOUT_S", DEFAULT_RANK_TIMEOUT_S))
    except ValueError:
        return DEFAULT_RANK_TIMEOUT_S
    return value if value > 0 else DEFAULT_RANK_TIMEOUT_S


class ClusterWorker(EngineWorker):
    """Rank 0's engine worker: errors of lost ranks become :class:`RankLost`, and a watchdog catches hangs."""

    def __init__(self, cluster: Cluster, timeout_s: float | None = None) -> None:
        super().__init__()
        self.cluster = cluster
        self.timeout_s = timeout_s if timeout_s is not None else rank_timeout()
        self._started: float | None = None
        self._limit = self.timeout_s
        self._stop = threading.Event()
        threading.Thread(target=self._watch, name="augury-rank-watchdog", daemon=True).start()

    async def run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Like :meth:`EngineWorker.run`, but a lost rank ends the wait at once, with :class:`RankLost`.

        (A collective waiting on a dead peer may block the worker thread for ever: the request does not wait
        with it.)
        """
        future = asyncio.ensure_future(super().run(self._guarded, functools.partial(fn, *args, **kwargs)))
        try:
            while True:
                done, _ = await asyncio.wait({future}, timeout=LOST_POLL_S)
                if done:
                    return future.result()
                if self.cluster.lost.is_set():
                    future.cancel()
                    raise RankLost(f"A rank of the cluster was lost ({self.cluster.lost_reason}); "
                                   "the server is shutting down.")
        except asyncio.CancelledError:
            future.cancel()
            raise

    def call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        return super().call(self._guarded, functools.partial(fn, *args, **kwargs))

    def _guarded(self, job: functools.partial[T]) -> T:
        if self.cluster.lost.is_set():
            raise RankLost(f"A rank of the cluster was lost ({self.cluster.lost_reason}); the server is shutting down.")
        self._limit = self.timeout_s * (10 if getattr(job.func, "__name__", "") == "_load" else 1)
        self._started = time.monotonic()
        try:
            return job()
        except Exception as exc:
            raise translate(exc) from exc
        finally:
            self._started = None

    def _watch(self) -> None:
        while not self._stop.wait(1.0):
            started = self._started
            if started is not None and time.monotonic() - started > self._limit:
                log.critical("an engine job has waited %.0fs on the other ranks (AUGURY_RANK_TIMEOUT_S=%g): a rank "
                             "hangs or is unreachable; exiting with status %d", time.monotonic() - started,
                             self.timeout_s, EXIT_TIMEOUT)
                logging.shutdown()
                os._exit(EXIT_TIMEOUT)

    def shutdown(self) -> None:
        """Tell the other ranks to exit (after every job already queued), then stop the worker."""
        self._stop.set()
        if not self.cluster.lost.is_set():
            with contextlib.suppress(Exception):
                super().call(stop)
        super().shutdown()


def engine_worker() -> EngineWorker:
    """The engine worker for this process: rank 0 of a cluster guards its jobs; alone, the plain worker."""
    cluster = _cluster
    if cluster is not None and cluster.rank == 0:
        return ClusterWorker(cluster)
    return EngineWorker()


def stop() -> None:
    """Rank 0, on the way out: tell the other ranks to exit (no-op when alone or when a rank was lost)."""
    cluster = _cluster
    if cluster is None or cluster.rank != 0 or cluster.lost.is_set() or cluster.stopping.is_set():
        return
    cluster.stopping.set()
    try:
        cluster.send(StopJob())
    except Exception as exc:  # a rank already gone: nothing left to tell
        log.warning("could not tell the other ranks to stop: %s", exc)


# -- sharding -------------------------------------------------------------------------------------------


def check_shardable(name: str, config: dict[str, Any], size: int) -> None:
    """Refuse (one sentence) a model whose sizes ``size`` ranks cannot split evenly; ``config`` is config.json."""
    text = config.get("text_config") if isinstance(config.get("text_config"), dict) else config
    assert isinstance(text, dict)
    model_type = str(config.get("model_type", text.get("model_type", "unknown")))
    for key in SPLIT_KEYS:
        value = text.get(key)
        if not isinstance(value, int) or (key == "num_key_value_heads" and model_type in REPEATS_KV_HEADS):
            continue
        if value % size != 0:
            raise ShardingRefused(f"The model '{name}' cannot be split over {size} ranks: its {key} ({value}) is "
                                  f"not a multiple of {size}; launch a rank count that divides it.")
    if not text.get("tie_word_embeddings", config.get("tie_word_embeddings", False)) and model_type in REPEATS_KV_HEADS:
        vocab = text.get("vocab_size")
        if isinstance(vocab, int) and vocab % size != 0:
            raise ShardingRefused(f"The model '{name}' cannot be split over {size} ranks: its vocab_size ({vocab}) "
                                  f"is not a multiple of {size}; launch a rank count that divides it.")


def shard(name: str, model: Any, config: dict[str, Any], cluster: Cluster) -> None:
    """Split a lazily loaded mlx-lm model over the cluster with its own ``shard`` (tensor parallelism)."""
    check_shardable(name, config, cluster.size)
    if not hasattr(model, "shard"):
        has_pipeline = hasattr(getattr(model, "model", None), "pipeline")
        detail = ("it supports only pipeline stages, which Augury does not run" if has_pipeline
                  else "its architecture has no tensor-parallel sharding in mlx-lm")
        raise ShardingRefused(f"The model '{name}' ({config.get('model_type', 'unknown')}) cannot be split over "
                              f"{cluster.size} ranks: {detail}; serve it on one machine.")
    try:
        model.shard(cluster.group)
    except Exception as exc:
        raise ShardingRefused(f"The model '{name}' cannot be split over {cluster.size} ranks: "
                              f"{type(exc).__name__}: {exc}.") from exc
