"""pyproject.toml lists every package folder, so a plain `pip install .` ships all of the code."""

from __future__ import annotations

import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_every_package_folder_is_listed() -> None:
    listed = set(tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(REPO / "src").parts)
        for p in (REPO / "src").rglob("__init__.py")
    }
    generated = {
        ".".join(("augury_generated", *p.parent.relative_to(REPO / "generated").parts))
        for p in (REPO / "generated").rglob("__init__.py")
    }
    assert listed == found | generated
