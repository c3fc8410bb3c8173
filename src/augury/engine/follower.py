"""Serving as one rank of a cluster (:mod:`augury.engine.distributed`): the start-up check, and every other rank's loop.

Rank 0 runs the normal engine and announces each job; every other rank runs :func:`follow`, which receives those jobs
and runs the same engine code on its shards. This module imports the MLX engine modules: import it only after
:func:`augury.engine.backend.prepare`.
"""

from __future__ import annotations

import json
import logging
import signal
from collections.abc import Sequence
from pathlib import Path

from augury.engine.batcher import score_jobs, warm_up_scoring
from augury.engine.distributed import (
    EXIT_RANK_LOST,
    AdmitGroupJob,
    Cluster,
    LoadJob,
    OpenJob,
    ReleaseJob,
    ScoreJob,
    SessionJob,
    StepJob,
    StopJob,
    WarmJob,
    active,
    check_shardable,
    translate,
)
from augury.engine.generate import DecodeBatch, PromptCacheStore, Session, _open_session, _Row
from augury.engine.loader import locate
from augury.engine.model import LoadedModel
from augury.engine.prefixcache import PrefixCache
from augury.engine.registry import ModelRegistry, ModelSpec, _release_memory

log = logging.getLogger("augury.engine")


def check_models(specs: Sequence[ModelSpec]) -> None:
    """At start, before anything loads: refuse every local model the cluster's rank count cannot split."""
    cluster = active()
    if cluster is None:
        return
    for spec in specs:
        path = locate(spec.source)
        if path is None or not (Path(path) / "config.json").is_file():
            continue  # not on this machine yet: checked when it loads
        config = json.loads((Path(path) / "config.json").read_text(encoding="utf-8"))
        check_shardable(spec.name, config, cluster.size)


def follow(registry: ModelRegistry, prefix_cache: PrefixCache | None, cluster: Cluster) -> int:
    """Every rank but 0: receive rank 0's engine jobs and run them, until rank 0 stops or goes away.

    Runs the same engine code as rank 0 on this rank's shards; binds no port. Returns the exit status.
    """
    # Blocked in a collective, this thread runs no Python signal handler: let SIGTERM end the process as it comes.
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    store = PromptCacheStore()
    models: dict[str, LoadedModel] = {}
    batches: dict[int, DecodeBatch] = {}
    rows: dict[int, _Row] = {}
    sessions: dict[int, Session] = {}
    log.info("rank %d of %d follows rank 0 (no HTTP on this rank)", cluster.rank, cluster.size)

    def keep(loaded: tuple[str, ...]) -> None:
        for name in [n for n in models if n not in loaded]:
            del models[name]

    while True:
        try:
            job = cluster.receive()
        except Exception as exc:
            log.critical("rank 0 was lost (%s); rank %d exits with status %d", exc, cluster.rank, EXIT_RANK_LOST,
                         exc_info=True)
            return EXIT_RANK_LOST
        if isinstance(job, StopJob):
            cluster.stopping.set()
            log.info("rank %d stops: rank 0 is shutting down", cluster.rank)
            return 0
        try:
            if isinstance(job, LoadJob):
                keep(job.loaded)
                spec = registry.resolve(job.name)
                models[job.name], _ = registry._load(spec, Path(job.path), job.release_first)
            elif isinstance(job, ReleaseJob):
                keep(job.loaded)
                _release_memory()
            elif isinstance(job, WarmJob):
                warm_up_scoring(models[job.name])
            elif isinstance(job, ScoreJob):
                score_jobs(models[job.name], job.jobs, prefix_cache)
            elif isinstance(job, AdmitGroupJob) and job.rows:
                model = models[job.rows[0].name]
                batch = batches.get(job.batch)
                if batch is None:
                    batch = batches[job.batch] = DecodeBatch(model, uid=job.batch)
                admitted = [_Row(model, a.prompt, a.sampling, store if a.stored else None, a.cache_key, uid=a.row)
                            for a in job.rows]
                rows.update((row.uid, row) for row in admitted)
                batch.admit_rows(admitted)
            elif isinstance(job, StepJob):
                batch = batches[job.batch]
                _, gone = batch.step(abandoned=job.abandoned)
                for row in gone:
                    rows.pop(row.uid, None)
                if not batch.rows and not batch.joining:
                    del batches[job.batch]
            elif isinstance(job, OpenJob):
                sessions[job.session] = _open_session(models[job.name], job.prompt, job.sampling,
                                                      store if job.stored else None, job.cache_key, None,
                                                      uid=job.session)
            elif isinstance(job, SessionJob):
                session = sessions[job.session]
                if job.action == "close":
                    session.close()
                    del sessions[job.session]
                else:
                    session.step()
                    if session.done is not None:
                        del sessions[job.session]
            else:
                log.error("rank %d got an unknown job %r", cluster.rank, job)
        except Exception as exc:
            if translate(exc) is not exc or cluster.lost.is_set():
                log.critical("rank 0 was lost (%s); rank %d exits with status %d", exc, cluster.rank,
                             EXIT_RANK_LOST)
                return EXIT_RANK_LOST
            # Rank 0 ran the same job and met the same error (a bad request): it answers the client.
            log.warning("rank %d: job %s failed (as on rank 0, which answers the client): %s", cluster.rank,
                        type(job).__name__, exc, exc_info=log.isEnabledFor(logging.DEBUG))
