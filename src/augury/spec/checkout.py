"""The Augury checkout the spec tooling works on, found explicitly (never from where this package is installed).

The tooling reads ``openapi/upstream.lock`` and ``openapi/overlays/`` and writes ``generated/``: files of a
source checkout, not of an installed wheel. :func:`find_checkout` walks up from a folder (default: the current
one) to the first that holds ``pyproject.toml`` and ``openapi/upstream.lock``; ``--repo`` names another start.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from augury.spec import SpecBuildError


@dataclass(frozen=True)
class Checkout:
    """A source checkout of Augury and the paths the spec tooling uses in it."""

    root: Path

    @property
    def lock(self) -> Path:
        """The upstream pin: ``openapi/upstream.lock``."""
        return self.root / "openapi" / "upstream.lock"

    @property
    def overlays(self) -> Path:
        """Our changes to the upstream document, applied in sorted order."""
        return self.root / "openapi" / "overlays"

    @property
    def generated(self) -> Path:
        """The build output: served spec, models, package init."""
        return self.root / "generated"

    @property
    def seed(self) -> Path:
        """``../shared/upstream`` beside the checkout: upstream files a shared workspace may already hold."""
        return self.root.parent / "shared" / "upstream"


def is_checkout(folder: Path) -> bool:
    """Whether ``folder`` is the root of an Augury checkout."""
    return (folder / "pyproject.toml").is_file() and (folder / "openapi" / "upstream.lock").is_file()


def find_checkout(start: Path | None = None) -> Checkout:
    """The checkout holding ``start`` (default: the current folder), found by walking up to its root."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if is_checkout(folder):
            return Checkout(folder)
    raise SpecBuildError(
        f"{here} is not inside an Augury checkout (no folder up from it holds pyproject.toml and "
        "openapi/upstream.lock); run the command in a checkout or name one with --repo."
    )
