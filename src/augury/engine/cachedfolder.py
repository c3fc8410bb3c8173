"""Model folders built once into a cache, atomically: readers never see a half-written one.

A folder is filled in a staging sibling, ``.<name>.<host>-<pid>.<random>``, then renamed into place. A process
killed while filling (``kill -9``, a power cut) leaves its staging folder behind; the next build of the same folder
removes such leftovers, and only those: a staging folder is abandoned when the process that named itself in it no
longer runs on this host, or when nothing has been written to it for :data:`STALE_AFTER_S` (for folders of another
host, and of older versions that did not name their owner). A concurrent start that is filling its own staging folder
right now is alive and writing, so it is never touched.

Each folder has a manifest beside it (``.<name>.manifest.json``: every file's size and SHA-256, written before the
folder is renamed into place), checked on every use: a folder whose files no longer match it (truncated, edited,
deleted, or a folder from before manifests) is moved aside and built again, with a warning naming what was wrong.
"""

from __future__ import annotations

import contextlib
import glob
import hashlib
import json
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


def manifest_of(folder: Path) -> Path:
    """The manifest of a cached folder: a file beside it (the folder holds the model's files only)."""
    return folder.parent / f".{folder.name}.manifest.json"


def _digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _inventory(folder: Path) -> dict[str, list[int | str]]:
    return {p.name: [p.stat().st_size, _digest(p)] for p in sorted(folder.iterdir()) if p.is_file()}


def damage(folder: Path) -> str | None:
    """Why ``folder`` no longer holds what was built into it (a short phrase), or None when it is whole."""
    manifest = manifest_of(folder)
    try:
        recorded = json.loads(manifest.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return f"it has no manifest ({manifest.name})"
    except (OSError, ValueError):
        return f"its manifest ({manifest.name}) is unreadable"
    if not isinstance(recorded, dict):
        return f"its manifest ({manifest.name}) is unreadable"
    for name, entry in recorded.items():
        file = folder / name
        if not file.is_file():
            return f"{name} is missing"
        if not isinstance(entry, list) or len(entry) != 2 or file.stat().st_size != entry[0]:
            return f"{name} has the wrong size"
        if _digest(file) != entry[1]:
            return f"{name} has changed"
    return None


def _discard(folder: Path) -> None:
    """Move a damaged folder aside (atomically: a concurrent reader sees it or nothing), then delete it.

    The trash is named like a staging folder of this process, so an interrupted delete is cleaned up as one.
    """
    trash = Path(tempfile.mkdtemp(prefix=f".{folder.name}.{_host()}-{os.getpid()}.", dir=folder.parent))
    with contextlib.suppress(OSError):  # another process moved it first
        os.rename(folder, trash / folder.name)
    shutil.rmtree(trash, ignore_errors=True)


def ensure_folder(final: Path, fill: Callable[[Path], object]) -> Path:
    """Return ``final``, first creating it with ``fill(folder)`` when it does not exist yet or is damaged.

    ``fill`` writes into a temporary sibling that is then renamed into place, so a reader never sees
    a half-written folder; when two processes race, the first rename wins and the other is discarded.
    Abandoned staging folders of ``final`` are removed first (see the module's docstring).
    """
    if final.parent.is_dir():
        remove_abandoned_staging(final)
    if final.is_dir():
        problem = damage(final)
        if problem is None:
            return final
        log.warning("The cached model folder %s is damaged (%s); rebuilding it.", final, problem)
        _discard(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{final.name}.{_host()}-{os.getpid()}.", dir=final.parent))
    staging.chmod(0o755)  # mkdtemp makes it private; the cached folder is an ordinary folder
    try:
        fill(staging)
        # The manifest goes in place first: whoever sees the folder sees its manifest (a racing builder of the
        # same folder writes the same inventory).
        inventory = json.dumps(_inventory(staging), indent=1)
        listed = staging / ".manifest"  # written inside the staging folder, so an interrupted build leaves no litter
        listed.write_text(inventory, encoding="utf-8")
        os.replace(listed, manifest_of(final))
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
