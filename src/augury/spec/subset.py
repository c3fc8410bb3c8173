"""Cutting the served subset out of the upstream document: operations, their ``$ref`` closure, ``/v1``.

The upstream document describes 182 paths; Augury serves four of its operations. Keeping only those and the
components they reach (transitively) shrinks the document a hundredfold and keeps code generation fast.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from augury.spec import SpecBuildError

HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")

# The upstream operations Augury serves, by upstream path (before the /v1 prefix).
UPSTREAM_OPERATIONS: Mapping[str, Sequence[str]] = {
    "/responses": ("post",),
    "/models": ("get",),
    "/models/{model}": ("get",),
    "/chat/completions": ("post",),
}

# Discriminator-less unions whose branches overlap: `{"role": "user", "content": [...]}` is both an
# EasyInputMessage and an InputMessage, so `oneOf` refuses the canonical message. `anyOf` is what is meant.
AMBIGUOUS_ONE_OFS: Sequence[str] = ("InputItem",)


def _refs(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        ref = value.get("$ref")
        if isinstance(ref, str):
            yield ref
        for item in value.values():
            yield from _refs(item)
    elif isinstance(value, list):
        for item in value:
            yield from _refs(item)


def _split_ref(ref: str) -> tuple[str, str]:
    """``#/components/schemas/Foo`` → ``("schemas", "Foo")``; anything else is refused."""
    parts = ref.split("/")
    if len(parts) != 4 or parts[:2] != ["#", "components"]:
        raise SpecBuildError(f"unsupported $ref {ref!r}: only #/components/<section>/<name> is followed")
    return parts[2], parts[3]


def prune_components(doc: dict[str, Any]) -> None:
    """Keep only the components reachable from ``paths`` (and the security schemes a requirement names)."""
    components: dict[str, dict[str, Any]] = doc.get("components", {})
    kept: dict[str, dict[str, Any]] = {}
    pending = list(_refs(doc["paths"]))
    seen: set[str] = set()
    while pending:
        ref = pending.pop()
        if ref in seen:
            continue
        seen.add(ref)
        section, name = _split_ref(ref)
        try:
            target = components[section][name]
        except KeyError:
            raise SpecBuildError(f"dangling $ref {ref!r}") from None
        kept.setdefault(section, {})[name] = target
        pending.extend(_refs(target))
    requirements = list(doc.get("security", []))
    for item in doc["paths"].values():
        for method in HTTP_METHODS:
            requirements.extend(item.get(method, {}).get("security", []))
    for requirement in requirements:
        for scheme in requirement:
            kept.setdefault("securitySchemes", {})[scheme] = components["securitySchemes"][scheme]
    doc["components"] = {section: dict(sorted(kept[section].items())) for section in sorted(kept)}


def select_operations(doc: dict[str, Any], wanted: Mapping[str, Sequence[str]]) -> dict[str, Any]:
    """A new document with only the ``wanted`` operations (path → methods) and the components they reach.

    Top-level fields other than ``paths``, ``webhooks`` and ``components`` are kept as they are: the
    overlays decide about them explicitly.
    """
    paths: dict[str, Any] = {}
    for path, methods in wanted.items():
        item = doc["paths"].get(path)
        if item is None:
            raise SpecBuildError(f"upstream has no path {path}")
        kept = {key: value for key, value in item.items() if key not in HTTP_METHODS}
        for method in methods:
            if method not in item:
                raise SpecBuildError(f"upstream has no operation {method.upper()} {path}")
            kept[method] = item[method]
        paths[path] = kept
    subset = {key: value for key, value in doc.items() if key not in ("paths", "webhooks", "components")}
    subset["paths"] = paths
    subset["components"] = doc["components"]
    prune_components(subset)
    return subset


def prefix_paths(doc: dict[str, Any], prefix: str) -> None:
    """Serve upstream paths under ``prefix`` (upstream puts ``/v1`` in ``servers``; Augury serves from ``/``)."""
    doc["paths"] = {prefix + path: item for path, item in doc["paths"].items()}


def one_of_to_any_of(doc: dict[str, Any], names: Sequence[str]) -> None:
    """Turn the ``oneOf`` of each named component into a discriminator-less ``anyOf``."""
    schemas = doc["components"]["schemas"]
    for name in names:
        schema = schemas.get(name)
        if not isinstance(schema, dict) or "oneOf" not in schema:
            raise SpecBuildError(f"component {name} has no oneOf to relax: upstream changed, review the list")
        schema["anyOf"] = schema.pop("oneOf")
        # A discriminator would make code generators build a tagged union, which refuses the untagged
        # EasyInputMessage (`type` is optional there).
        schema.pop("discriminator", None)
