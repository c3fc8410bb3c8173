"""Model folders built once into a cache, atomically: readers never see a half-written one."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path


def ensure_folder(final: Path, fill: Callable[[Path], object]) -> Path:
    """Return ``final``, first creating it with ``fill(folder)`` when it does not exist yet.

    ``fill`` writes into a temporary sibling that is then renamed into place, so a reader never sees
    a half-written folder; when two processes race, the first rename wins and the other is discarded.
    """
    if final.is_dir():
        return final
    final.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{final.name}.", dir=final.parent))
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
