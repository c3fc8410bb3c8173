"""OpenAPI Overlay 1.0 documents, applied with RFC 9535 JSONPath — strictly.

Unlike the common tools (PyPI's oas-patch and npm's openapi-format skip them silently), an action whose
target matches nothing fails: after an upstream bump, a dead target means a restriction we rely on quietly
stopped applying.

Semantics (Overlay 1.0.0): actions run in order, each against the document as the previous ones left it.
``update`` merges an object into every matched object (recursively for nested objects; any other value
replaces the old one) or appends to every matched array. ``remove: true`` deletes every matched node from
its parent.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonpath_rfc9535
import yaml

from augury.spec import SpecBuildError

_ACTION_FIELDS = {"target", "description", "update", "remove"}
_DOCUMENT_FIELDS = {"overlay", "info", "extends", "actions"}


@dataclass(frozen=True)
class OverlayAction:
    """One action of an overlay document, with where it came from for error messages."""

    source: str
    index: int
    target: str
    description: str
    update: Any
    remove: bool

    def label(self) -> str:
        """``file action #n (description)``, for error messages."""
        about = f" ({self.description})" if self.description else ""
        return f"{self.source} action #{self.index}{about}"


def _check_extensions(mapping: dict[str, Any], allowed: set[str], where: str) -> None:
    unknown = sorted(key for key in mapping if key not in allowed and not key.startswith("x-"))
    if unknown:
        raise SpecBuildError(f"{where}: unknown fields {unknown}")


def read_overlay(path: Path) -> list[OverlayAction]:
    """Parse and check one Overlay 1.0 document (its structure, not yet its targets)."""
    source = path.name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict):
        raise SpecBuildError(f"{source}: an overlay document must be a mapping")
    _check_extensions(data, _DOCUMENT_FIELDS, source)
    if not re.fullmatch(r"1\.0\.\d+", str(data.get("overlay", ""))):
        raise SpecBuildError(f"{source}: `overlay` must be a 1.0.x version string")
    info = data.get("info")
    if not (isinstance(info, dict) and isinstance(info.get("title"), str) and isinstance(info.get("version"), str)):
        raise SpecBuildError(f"{source}: `info` needs a string `title` and `version`")
    raw_actions = data.get("actions")
    if not isinstance(raw_actions, list) or not raw_actions:
        raise SpecBuildError(f"{source}: `actions` must be a non-empty list")
    actions: list[OverlayAction] = []
    for index, raw in enumerate(raw_actions, start=1):
        where = f"{source} action #{index}"
        if not isinstance(raw, dict):
            raise SpecBuildError(f"{where}: an action must be a mapping")
        _check_extensions(raw, _ACTION_FIELDS, where)
        target = raw.get("target")
        if not isinstance(target, str) or not target.startswith("$"):
            raise SpecBuildError(f"{where}: `target` must be a JSONPath query starting with $")
        remove = raw.get("remove", False)
        if not isinstance(remove, bool):
            raise SpecBuildError(f"{where}: `remove` must be a boolean")
        if remove == ("update" in raw):
            raise SpecBuildError(f"{where}: an action needs exactly one of `update` or `remove: true`")
        try:
            jsonpath_rfc9535.compile(target)
        except jsonpath_rfc9535.JSONPathError as error:
            raise SpecBuildError(f"{where}: invalid JSONPath {target!r}: {error}") from None
        actions.append(
            OverlayAction(source, index, target, str(raw.get("description", "")), raw.get("update"), remove)
        )
    return actions


def _merge(target: dict[str, Any], update: dict[str, Any]) -> None:
    for key, value in update.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _merge(target[key], value)
        else:
            target[key] = copy.deepcopy(value)


def _parent(doc: Any, location: tuple[int | str, ...]) -> Any:
    node = doc
    for step in location[:-1]:
        node = node[step]
    return node


def _sort_key(location: tuple[int | str, ...]) -> tuple[tuple[int, int, str], ...]:
    return tuple((0, step, "") if isinstance(step, int) else (1, 0, step) for step in location)


def apply_action(doc: dict[str, Any], action: OverlayAction) -> int:
    """Apply one action in place; return how many nodes it touched. A target that matches nothing fails."""
    nodes = list(jsonpath_rfc9535.find(action.target, doc))
    if not nodes:
        raise SpecBuildError(f"{action.label()}: target {action.target!r} matches nothing in the document")
    if action.remove:
        if any(not node.location for node in nodes):
            raise SpecBuildError(f"{action.label()}: the document root cannot be removed")
        # Deepest and highest index first, so earlier removals do not shift the later locations.
        for node in sorted(nodes, key=lambda n: _sort_key(n.location), reverse=True):
            del _parent(doc, node.location)[node.location[-1]]
        return len(nodes)
    for node in nodes:
        value = node.value
        if isinstance(value, dict):
            if not isinstance(action.update, dict):
                raise SpecBuildError(f"{action.label()}: {node.path()} is an object, `update` must be one too")
            _merge(value, action.update)
        elif isinstance(value, list):
            value.append(copy.deepcopy(action.update))
        else:
            raise SpecBuildError(f"{action.label()}: {node.path()} is a scalar; update its parent instead")
    return len(nodes)


def overlay_files(directory: Path) -> list[Path]:
    """The overlay documents of ``directory``, in the sorted order they are applied."""
    return sorted(directory.glob("*.yaml"))


def apply_overlays(doc: dict[str, Any], paths: list[Path]) -> int:
    """Apply the overlay documents in the given order; return the number of actions applied."""
    count = 0
    for path in paths:
        for action in read_overlay(path):
            apply_action(doc, action)
            count += 1
    return count
