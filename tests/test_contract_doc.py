"""docs/CONTRACT.md is the contract the code cites: every citation names a section it has, none points outside."""

from __future__ import annotations

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CITED_IN = ("src", "tests", "conformance", "bench", "openapi")
CITATION = re.compile(r"docs/CONTRACT\.md ((?:§\d(?:-§\d)?(?:, | and |/)?)+)")


def _sources() -> list[Path]:
    return [path for folder in CITED_IN for path in sorted((REPO / folder).rglob("*"))
            if path.suffix in (".py", ".yaml") and "__pycache__" not in path.parts and path != Path(__file__)]


def test_every_citation_names_a_section_of_the_contract() -> None:
    sections = set(re.findall(r"^## §(\d)\.", (REPO / "docs" / "CONTRACT.md").read_text(encoding="utf-8"), re.M))
    assert sections == {"0", "1", "2", "3", "4", "5", "6"}
    cited: dict[str, set[str]] = {}
    for path in _sources():
        for match in CITATION.finditer(path.read_text(encoding="utf-8")):
            cited.setdefault(str(path.relative_to(REPO)), set()).update(re.findall(r"§(\d)", match.group(1)))
    assert len(cited) >= 20
    assert {path: numbers - sections for path, numbers in cited.items() if numbers - sections} == {}


def test_nothing_cites_the_contract_outside_the_repository() -> None:
    outside = [f"{path.relative_to(REPO)}:{number}" for path in _sources()
               for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
               if re.search(r"CONTRACTS\b|shared/docs", line)]
    assert outside == []
