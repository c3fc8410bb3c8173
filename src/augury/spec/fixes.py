"""Repairs to the full upstream document, applied before anything is selected from it.

Each repair fixes a defect that makes the upstream document invalid OpenAPI 3.1, or that makes strict
validators refuse requests the OpenAI API accepts. A repair that finds nothing to fix fails the build: the
upstream document changed, and the repair must be reviewed (and probably deleted).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from augury.spec import SpecBuildError

SCHEMAS_REF = "#/components/schemas/"


def _dicts(value: Any) -> Iterator[dict[str, Any]]:
    """Every mapping inside ``value``, depth first, parents before children."""
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from _dicts(item)
    elif isinstance(value, list):
        for item in value:
            yield from _dicts(item)


def dedupe_required(doc: dict[str, Any]) -> int:
    """Drop repeated names from ``required`` lists (``ContainerResource`` lists four names twice)."""
    fixed = 0
    for node in _dicts(doc):
        required = node.get("required")
        if isinstance(required, list) and len(set(required)) != len(required):
            node["required"] = list(dict.fromkeys(required))
            fixed += 1
    return fixed


def replace_recursive_refs(doc: dict[str, Any]) -> int:
    """Turn draft 2019-09 ``$recursiveAnchor``/``$recursiveRef: "#"`` into a plain ``$ref`` to the component.

    ``CompoundFilter`` nests itself this way; OpenAPI 3.1 dialects (JSON Schema 2020-12) dropped the keywords.
    """
    fixed = 0
    for name, schema in doc["components"]["schemas"].items():
        if not (isinstance(schema, dict) and schema.pop("$recursiveAnchor", False)):
            continue
        for node in _dicts(schema):
            if node.get("$recursiveRef") == "#":
                del node["$recursiveRef"]
                node["$ref"] = SCHEMAS_REF + name
                fixed += 1
    leftovers = sum(1 for node in _dicts(doc) if "$recursiveRef" in node or "$recursiveAnchor" in node)
    if leftovers:
        raise SpecBuildError(f"{leftovers} $recursiveRef/$recursiveAnchor left that no component anchors")
    return fixed


def _accepts_null(schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    branches = [*schema.get("anyOf", []), *schema.get("oneOf", [])]
    return any(isinstance(branch, dict) and _accepts_null(branch) for branch in branches)


def nullable_to_null_type(doc: dict[str, Any]) -> int:
    """Rewrite the OpenAPI 3.0 ``nullable: true`` (meaningless in 3.1) as a type that accepts null.

    Upstream still writes it on, among others, streamed chat chunks' ``finish_reason``: left alone, every
    chunk before the last fails validation against the served 3.1 document.
    """
    fixed = 0
    for node in list(_dicts(doc)):
        if "nullable" not in node or not isinstance(node["nullable"], bool):
            continue
        fixed += 1
        if not node.pop("nullable") or _accepts_null(node):
            continue
        kind = node.get("type")
        if isinstance(kind, (str, list)):
            node["type"] = [*([kind] if isinstance(kind, str) else kind), "null"]
            if "enum" in node and None not in node["enum"]:
                node["enum"] = [*node["enum"], None]
        else:
            inner = dict(node)
            node.clear()
            node["anyOf"] = [inner, {"type": "null"}]
    return fixed


def drop_null_defaults(doc: dict[str, Any]) -> int:
    """Remove ``default: null`` from schemas that do not accept null (invalid, and code generators trust it)."""
    fixed = 0
    for node in _dicts(doc):
        if "default" in node and node["default"] is None and not _accepts_null(node):
            del node["default"]
            fixed += 1
    return fixed


def optional_image_detail(doc: dict[str, Any]) -> int:
    """``InputImageContent.detail`` is optional in the OpenAI API (default ``auto``); upstream requires it."""
    schema = doc["components"]["schemas"].get("InputImageContent", {})
    required = schema.get("required", [])
    if "detail" not in required:
        return 0
    schema["required"] = [name for name in required if name != "detail"]
    return 1


UPSTREAM_FIXES: tuple[Callable[[dict[str, Any]], int], ...] = (
    dedupe_required,
    replace_recursive_refs,
    nullable_to_null_type,
    drop_null_defaults,
    optional_image_detail,
)


def apply_upstream_fixes(doc: dict[str, Any]) -> dict[str, int]:
    """Apply every repair in place; return how many places each one fixed."""
    counts: dict[str, int] = {}
    for fix in UPSTREAM_FIXES:
        counts[fix.__name__] = fix(doc)
        if counts[fix.__name__] == 0:
            raise SpecBuildError(
                f"upstream fix {fix.__name__} found nothing to fix: upstream changed, review and remove it"
            )
    return counts
