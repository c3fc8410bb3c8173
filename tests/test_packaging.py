"""pyproject.toml lists every package folder, so a plain `pip install .` ships all of the code."""

from __future__ import annotations

import tomllib
from pathlib import Path

import httpx

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


def test_one_license_everywhere(client: httpx.Client) -> None:
    """LICENSE, the package metadata and the served document say Apache-2.0; the upstream spec keeps its MIT notice."""
    assert (REPO / "LICENSE").read_text().split("\n")[0].strip() == "Apache License"
    assert "Version 2.0, January 2004" in (REPO / "LICENSE").read_text()
    assert tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["license"] == {"text": "Apache-2.0"}
    info = client.get("/openapi.json").json()["info"]
    assert info["license"] == {"name": "Apache-2.0", "identifier": "Apache-2.0"}
    assert info["x-upstream-license"]["identifier"] == "MIT"
    assert "MIT license" in (REPO / "NOTICE").read_text()
