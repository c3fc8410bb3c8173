"""Model folders built once into a cache, atomically: readers never see a half-written one.

A folder is filled in a staging sibling, ``.<name>.<host>-<pid>.<random>``, then renamed into place. A process
killed while filling (``kill -9``, a power cut) leaves its staging folder behind; the next build of the same folder
removes such leftovers, and only those: a staging folder is abandoned when the process that named itself in it no
longer runs on this host, or when nothing has been written to it for :data:`STALE_AFTER_S` (for folders of another
host, and of older versions that did not name their owner). A concurrent start that is filling its own staging folder
right now is alive and writing, so it is never touched.
"""

from __future__ import annotations

import glob
import logging
import os
import re
import shutil
import socket
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger("augury.engine")

#: Seconds without a change after which any staging folder counts as abandoned. Filling one takes seconds (a copy of
#: a few MiB, or a tiny model built with MLX), so ten minutes leaves a wide margin for a slow disk or a busy machine.
STALE_AFTER_S = 600.0


def ensure_folder(final: Path, fill: Callable[[Path], object]) -> Path:
    """Return ``final``, first creating it with ``fill(folder)`` when it does not exist yet.

    ``fill`` writes into a temporary sibling that is then renamed into place, so a reader never sees
    a half-written folder; when two processes race, the first rename wins and the other is discarded.
    Abandoned staging folders of ``final`` are removed first (see the module's docstring).
    """
    if final.parent.is_dir():
        remove_abandoned_staging(final)
    if final.is_dir():
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{final.name}.{_host()}-{os.getpid()}.", dir=final.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the cached folder is an ordinary folder
    try:
        fill(staging)
        os.rename(staging, final)
    except OSError:
        if not final.is_dir():
            raise
    finally:
        if staging.exists():
            shutil.rmtree(staging)
    return final


def remove_abandoned_staging(final: Path, *, now: float | None = None) -> list[Path]:
    """Delete the staging folders of ``final`` whose builder is gone; returns them."""
    now = time.time() if now is None else now
    removed = []
    for folder in final.parent.glob(f".{glob.escape(final.name)}.*"):
        if folder.is_dir() and not folder.is_symlink() and _abandoned(folder, final.name, now):
            shutil.rmtree(folder, ignore_errors=True)
            removed.append(folder)
            log.info("removed %s, left behind by an interrupted build", folder)
    return removed


def _host() -> str:
    return re.sub(r"[^A-Za-z0-9]", "_", socket.gethostname())


def _abandoned(folder: Path, name: str, now: float) -> bool:
    try:
        if now - folder.stat().st_mtime > STALE_AFTER_S:
            return True
    except FileNotFoundError:  # its builder just renamed or removed it
        return False
    owner = folder.name[len(name) + 2:].rpartition(".")[0]  # "<host>-<pid>", or "" for an older random-only name
    host, sep, pid = owner.rpartition("-")
    if not sep or host != _host() or not pid.isdigit():
        return False  # not ours to judge by process: only the age counts
    return not _running(int(pid))


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it exists
        return True
    return True
