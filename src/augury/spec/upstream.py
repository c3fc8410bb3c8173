"""The pinned upstream document: its lock file, the sha256 check, and loading it as plain JSON data."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from augury.spec import SpecBuildError

LOCK_FIELDS = ("repo", "commit", "path", "file", "sha256")


@dataclass(frozen=True)
class UpstreamLock:
    """Where the upstream document comes from and the digest it must have."""

    repo: str
    commit: str
    path: str
    file: str
    sha256: str

    def as_dict(self) -> dict[str, str]:
        """The lock as a plain mapping, in field order."""
        return {name: getattr(self, name) for name in LOCK_FIELDS}


def read_lock(path: Path) -> UpstreamLock:
    """Read ``openapi/upstream.lock``; every field is required and must be a string."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise SpecBuildError(f"{path}: expected a mapping with the fields {', '.join(LOCK_FIELDS)}")
    missing = [name for name in LOCK_FIELDS if not isinstance(data.get(name), str)]
    unknown = sorted(set(data) - set(LOCK_FIELDS))
    if missing or unknown:
        raise SpecBuildError(f"{path}: missing or non-string fields {missing}, unknown fields {unknown}")
    if not re.fullmatch(r"[0-9a-f]{64}", data["sha256"]):
        raise SpecBuildError(f"{path}: sha256 must be 64 lowercase hex digits")
    return UpstreamLock(**{name: data[name] for name in LOCK_FIELDS})


class _JsonCompatibleLoader(yaml.CSafeLoader):
    """YAML 1.1 reads ``on``/``no`` as booleans and ``2026-10-23`` as a date; JSON data has neither."""


_JsonCompatibleLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}
_JsonCompatibleLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def load_upstream(path: Path, lock: UpstreamLock) -> dict[str, Any]:
    """Load the upstream document after checking its sha256 against the lock.

    Mapping keys are turned into strings (YAML reads the status code ``200:`` as an integer).
    """
    if not path.is_file():
        raise SpecBuildError(f"upstream document not found: {path} (lock names {lock.file})")
    raw = path.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    if digest != lock.sha256:
        raise SpecBuildError(
            f"sha256 mismatch for {path}: the file has {digest}, upstream.lock pins {lock.sha256} "
            f"({lock.repo}@{lock.commit[:12]} {lock.path})"
        )
    data = yaml.load(raw, Loader=_JsonCompatibleLoader)
    if not isinstance(data, dict):
        raise SpecBuildError(f"{path}: the document is not a mapping")
    return _string_keys(data)  # type: ignore[no-any-return]


def _string_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(key): _string_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_string_keys(item) for item in value]
    return value
