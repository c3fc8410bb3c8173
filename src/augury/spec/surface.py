"""Surface diff: what an OpenAPI operation accepts and returns, flattened into facts, and two revisions compared.

A *fact* is one statement about one place in an operation's request body or 2xx response, for example
``POST /responses req.tools[]|oneOf:FunctionTool.strict.type=boolean``. Facts are found by walking the schema
and following ``$ref`` (with cycle protection and a depth cap), so renaming or regrouping components changes
nothing while any change to what is accepted or returned does. Diffing two revisions is then a set difference
per operation; tools that skip ``$ref`` (api-schema-diff) see nothing, and oasdiff needs Go.

Path syntax, one segment after another:

- ``req`` / ``resp``: the ``application/json`` request body / ``200`` response; other statuses and media types
  are spelled out (``resp201``, ``resp@text/event-stream``);
- ``.name``: an object property; ``[]``: array items (``[0]``: a tuple position); ``.{*}``: additional
  properties (``.{/re/}``: pattern properties);
- ``|oneOf:Label`` / ``|anyOf:Label``: one branch of a union, labelled by its component name, else by its
  discriminator value, else by its JSON type, else by its position. ``allOf`` is transparent (its parts
  describe the same value), and a union of one schema and ``null`` collapses into that schema plus
  ``nullable=true`` (as do ``type: [X, "null"]`` and OpenAPI 3.0 ``nullable: true``).

Keys after the last ``.``: ``type``, ``nullable``, ``enum``/``const`` (one fact per value), ``required`` (one
per name), ``additionalProperties``, ``unevaluatedProperties``, bounds (``minimum``, ``maxLength`` …),
``format``, ``pattern``, ``default``, ``deprecated``, ``discriminator``; and the markers ``schema=any`` (an
unconstrained schema), ``recursive=Name`` (a cycle cut), ``truncated=depth`` (the depth cap) and
``ref=…`` (a reference that does not resolve inside the document).

The report (``augury spec diff OLD NEW``) prints a count table, then per operation each
change once, named where it is written (``- NamespaceToolParam.description.minLength=1``) with the places it
shows (``42 places: req 3, resp 5, resp@text/event-stream 34``); a subtree one side lacks entirely is one
line. ``--full`` lists every changed fact at every place; ``--json`` prints machine-readable output.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any, NamedTuple

import yaml

_encode_string: Callable[[str], str] = json.encoder.encode_basestring

DEFAULT_OPERATIONS: tuple[str, ...] = (
    "POST /responses",
    "GET /models",
    "GET /models/{model}",
    "POST /chat/completions",
)
VERSION_PREFIX = "/v1"
DEFAULT_MAX_DEPTH = 40
HTTP_METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
JSON_MEDIA_TYPE = "application/json"
REQUEST_ROOT = "req"
RESPONSE_ROOT = "resp"

# Keywords recorded as they stand, one fact each (value: the keyword's value).
SCALAR_KEYWORDS: tuple[str, ...] = (
    "format",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "uniqueItems",
    "minProperties",
    "maxProperties",
    "default",
    "deprecated",
    "readOnly",
    "writeOnly",
    "contentMediaType",
    "contentEncoding",
)
UNION_KEYWORDS = ("oneOf", "anyOf")


class Segment(NamedTuple):
    """One step of a fact's path.

    ``kind`` is ``root`` (name: ``req``, ``resp``, ``resp@text/event-stream`` …), ``prop`` (name: the
    property), ``items`` (name: ``""`` for every item, a position for tuple items), ``extra`` (name: ``*`` for
    ``additionalProperties``, ``/re/`` for a pattern) or ``branch`` (name: the branch label, ``combinator``:
    ``oneOf``/``anyOf``).
    """

    kind: str
    name: str
    combinator: str = ""

    def render(self) -> str:
        """The segment as it appears in a rendered path."""
        if self.kind == "root":
            return self.name
        if self.kind == "prop":
            return "." + self.name
        if self.kind == "items":
            return f"[{self.name}]"
        if self.kind == "extra":
            return ".{" + self.name + "}"
        return f"|{self.combinator}:{self.name}"


Path_ = tuple[Segment, ...]


def render_path(path: Path_) -> str:
    """``(req, .tools, [], |oneOf:FunctionTool)`` → ``req.tools[]|oneOf:FunctionTool``."""
    return "".join(segment.render() for segment in path)


def canonical(value: Any) -> str:
    """A value's canonical JSON text (sorted keys; dates and other YAML scalars as strings)."""
    if isinstance(value, str):
        return _encode_string(value)  # the common case, without json.dumps' per-call setup
    return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


Origin = tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Fact:
    """One statement about one operation: at ``path``, keyword ``key`` has ``value`` (canonical JSON).

    ``origin`` is not part of a fact's identity (renaming a component must not change every fact below it):
    it lists the components entered on the way, each with the path length at which it was entered, and so
    tells where in the document the fact is written.
    """

    op: str
    path: Path_
    key: str
    value: str
    origin: Origin = field(default=(), compare=False, repr=False)

    @property
    def decoded(self) -> Any:
        """The value as a Python object."""
        return json.loads(self.value)

    @property
    def assertion(self) -> str:
        """``key=value`` (strings bare, other values as JSON)."""
        decoded = self.decoded
        return f"{self.key}={decoded if isinstance(decoded, str) else self.value}"

    def render(self, *, with_op: bool = True) -> str:
        """``POST /responses req.temperature.type=number``."""
        text = f"{render_path(self.path)}.{self.assertion}"
        return f"{self.op} {text}" if with_op else text

    def written_at(self, length: int | None = None) -> str:
        """Where the fact (or, with ``length``, the place ``path[:length]``) is written: the innermost component
        containing it and the path inside that component (``NamespaceToolParam.description``), else the path.
        """
        end = len(self.path) if length is None else length
        for component, start in reversed(self.origin):
            # A place is written in the component it lies in; the component entered exactly at a place
            # (`prop: {$ref}`) describes that place's value, so the place itself belongs to the parent.
            if start < end or (length is None and start == end):
                return component + render_path(self.path[start:end])
        return render_path(self.path[:end])


Surface = dict[str, frozenset[Fact]]


# ---------------------------------------------------------------------------------------------------------
# Documents and operations


_BASE_LOADER: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _JsonLoader(_BASE_LOADER):  # type: ignore[valid-type,misc]
    """YAML read as JSON data: YAML 1.1 turns ``no``/``on`` into booleans and ``2026-10-23`` into a date,
    which would make enum values differ from the same document in JSON (the served spec)."""


_JsonLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in _BASE_LOADER.yaml_implicit_resolvers.items()
}
_JsonLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def load_document(path: Path) -> dict[str, Any]:
    """Load an OpenAPI document from JSON or YAML (libyaml when present: upstream files are ~3 MB)."""
    data = path.read_bytes()
    document = json.loads(data) if path.suffix.lower() == ".json" else yaml.load(data, Loader=_JsonLoader)
    if not isinstance(document, dict):
        raise ValueError(f"{path}: not an OpenAPI document (top level is {type(document).__name__})")
    return document


def normalize_operation(spec: str) -> str:
    """``post /v1/responses`` → ``POST /responses``: method upper-case, without the ``/v1`` prefix."""
    method, _, path = spec.strip().partition(" ")
    path = path.strip()
    if not method or not path.startswith("/"):
        raise ValueError(f"operation {spec!r} is not 'METHOD /path'")
    if path == VERSION_PREFIX or path.startswith(VERSION_PREFIX + "/"):
        path = path[len(VERSION_PREFIX) :] or "/"
    return f"{method.upper()} {path}"


def list_operations(document: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Every operation of ``document`` by normalized key; where both ``/x`` and ``/v1/x`` exist, ``/v1/x`` wins."""
    found: dict[str, tuple[bool, dict[str, Any]]] = {}
    for raw_path, item in (document.get("paths") or {}).items():
        if not isinstance(item, dict):
            continue
        prefixed = raw_path.startswith(VERSION_PREFIX + "/")
        for method in HTTP_METHODS:
            operation = item.get(method)
            if not isinstance(operation, dict):
                continue
            key = normalize_operation(f"{method} {raw_path}")
            if key not in found or (prefixed and not found[key][0]):
                found[key] = (prefixed, operation)
    return {key: operation for key, (_, operation) in found.items()}


def _type_names(kind: Any) -> list[str]:
    """``type`` as a list: ``"string"`` → ``["string"]``, ``["string", "null"]`` as is, absent → ``[]``."""
    if isinstance(kind, str):
        return [kind]
    if isinstance(kind, list):
        return [str(item) for item in kind if isinstance(item, str)]
    return []


def _ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[-1]


# ---------------------------------------------------------------------------------------------------------
# Flattening


class _Scope(NamedTuple):
    """How a schema part was reached: the refs expanded on the way (the cycle guard) and where each began."""

    refs: tuple[str, ...] = ()
    chain: Origin = ()


_TOP = _Scope()


class _Flattener:
    """Walks the schemas of one operation and collects its facts."""

    def __init__(self, document: Mapping[str, Any], op: str, max_depth: int) -> None:
        self.document = document
        self.op = op
        self.max_depth = max_depth
        self.facts: set[Fact] = set()
        self.emitted = 0  # counts add() calls, duplicates included: tells whether a node said anything
        self._pointer_cache: dict[str, Any] = {}

    def add(self, path: Path_, key: str, value: Any, scope: _Scope = _TOP) -> None:
        self.emitted += 1
        self.facts.add(Fact(self.op, path, key, canonical(value), scope.chain))

    def resolve(self, ref: str) -> Any:
        """The target of a local ``#/…`` JSON pointer, or ``None`` when it does not resolve."""
        if ref in self._pointer_cache:
            return self._pointer_cache[ref]
        target: Any = None
        if ref.startswith("#"):
            target = self.document
            for token in ref[1:].split("/")[1:]:
                token = token.replace("~1", "/").replace("~0", "~")
                if isinstance(target, dict) and token in target:
                    target = target[token]
                elif isinstance(target, list) and token.isdigit() and int(token) < len(target):
                    target = target[int(token)]
                else:
                    target = None
                    break
        self._pointer_cache[ref] = target
        return target

    def deref(self, node: Any) -> Any:
        """Follow a chain of pure ``$ref`` objects (request bodies, responses) to the object they name."""
        seen: set[str] = set()
        while isinstance(node, dict) and isinstance(node.get("$ref"), str) and node["$ref"] not in seen:
            seen.add(node["$ref"])
            node = self.resolve(node["$ref"])
        return node

    # Parts: the schemas that describe the value at one path, once $ref and allOf are unfolded.

    def parts(self, schema: Any, scope: _Scope, path: Path_ | None) -> list[tuple[dict[str, Any], _Scope]]:
        """Unfold ``$ref`` and ``allOf`` into the schema objects that all apply at ``path``, each with its scope.

        With ``path`` ``None`` nothing is recorded (used to peek at a branch's discriminator value).
        """
        out: list[tuple[dict[str, Any], _Scope]] = []
        self._unfold(schema, scope, path, out)
        return out

    def _unfold(
        self, schema: Any, scope: _Scope, path: Path_ | None, out: list[tuple[dict[str, Any], _Scope]]
    ) -> None:
        if schema is False and path is not None:
            self.add(path, "schema", "never", scope)
        if not isinstance(schema, dict):
            return
        ref = schema.get("$ref")
        if isinstance(ref, str):
            if ref in scope.refs:
                if path is not None:
                    self.add(path, "recursive", _ref_name(ref), scope)
            else:
                target = self.resolve(ref)
                if target is None:
                    if path is not None:
                        self.add(path, "ref", ref, scope)
                else:
                    entry = (_ref_name(ref), len(path) if path is not None else 0)
                    self._unfold(target, _Scope((*scope.refs, ref), (*scope.chain, entry)), path, out)
        if isinstance(schema.get("$recursiveRef"), str) and path is not None:
            # Draft 2019-09 self-reference (upstream's CompoundFilter): a cycle back to the enclosing component.
            self.add(path, "recursive", scope.chain[-1][0] if scope.chain else schema["$recursiveRef"], scope)
        own = {key: value for key, value in schema.items() if key not in ("$ref", "allOf", "$recursiveRef")}
        if own:
            out.append((own, scope))
        for sub in schema.get("allOf") or ():
            self._unfold(sub, scope, path, out)

    def is_null(self, schema: Any, scope: _Scope) -> bool:
        """Whether a union branch accepts only ``null``."""
        parts = self.parts(schema, scope, None)
        if not parts:
            return False
        for part, _ in parts:
            kind = part.get("type")
            if kind == "null" or kind == ["null"]:
                continue
            if "enum" in part and part["enum"] == [None]:
                continue
            if "const" in part and part["const"] is None:
                continue
            return False
        return True

    def tags(self, schema: Any, scope: _Scope, prop: str) -> tuple[str, ...]:
        """The string values a branch's discriminating property admits (``("function",)`` for FunctionTool)."""
        for part, part_scope in self.parts(schema, scope, None):
            sub = (part.get("properties") or {}).get(prop)
            if sub is None:
                continue
            for prop_part, _ in self.parts(sub, part_scope, None):
                if "const" in prop_part and isinstance(prop_part["const"], str):
                    return (prop_part["const"],)
                values = tuple(sorted({value for value in prop_part.get("enum") or () if isinstance(value, str)}))
                if values:
                    return values
        return ()

    def json_type(self, schema: Any, scope: _Scope) -> str:
        """A branch's JSON type, for labelling branches that are neither components nor tagged."""
        for part, _ in self.parts(schema, scope, None):
            kinds = [kind for kind in _type_names(part.get("type")) if kind != "null"]
            if kinds:
                return "|".join(kinds)
            if "properties" in part:
                return "object"
        return ""

    # Walking

    def walk(self, schema: Any, path: Path_, scope: _Scope) -> None:
        """Record the facts of ``schema`` at ``path`` and walk into its properties, items and branches."""
        if len(path) > self.max_depth:
            self.add(path, "truncated", "depth", scope)
            return
        before = self.emitted
        for part, part_scope in self.parts(schema, scope, path):
            self._part(part, path, part_scope)
        if self.emitted == before:
            self.add(path, "schema", "any", scope)

    def _part(self, part: dict[str, Any], path: Path_, scope: _Scope) -> None:
        kinds = _type_names(part.get("type"))
        if "null" in kinds and len(kinds) > 1:
            kinds.remove("null")
            self.add(path, "nullable", True, scope)
        for name in kinds:
            self.add(path, "type", name, scope)
        if part.get("nullable") is True:
            self.add(path, "nullable", True, scope)
        for value in part.get("enum") or ():
            self.add(path, "enum", value, scope)
        if "const" in part:
            self.add(path, "const", part["const"], scope)
        for keyword in SCALAR_KEYWORDS:
            if keyword in part:
                self.add(path, keyword, part[keyword], scope)
        for name in part.get("required") or ():
            self.add(path, "required", name, scope)
        discriminator = part.get("discriminator")
        prop = "type"
        if isinstance(discriminator, dict) and isinstance(discriminator.get("propertyName"), str):
            prop = discriminator["propertyName"]
            self.add(path, "discriminator", prop, scope)
        if "not" in part:
            self.add(path, "not", canonical(part["not"]), scope)
        for keyword in ("additionalProperties", "unevaluatedProperties"):
            extra = part.get(keyword)
            if isinstance(extra, bool):
                self.add(path, keyword, extra, scope)
            elif isinstance(extra, dict):
                if extra:
                    self.add(path, keyword, "schema", scope)
                    self.walk(extra, (*path, Segment("extra", "*")), scope)
                else:
                    self.add(path, keyword, True, scope)
        for name, sub in (part.get("properties") or {}).items():
            self.walk(sub, (*path, Segment("prop", str(name))), scope)
        for pattern, sub in (part.get("patternProperties") or {}).items():
            self.walk(sub, (*path, Segment("extra", f"/{pattern}/")), scope)
        items = part.get("items")
        prefix_items = part.get("prefixItems")
        tuple_items = prefix_items if isinstance(prefix_items, list) else items if isinstance(items, list) else []
        for index, sub in enumerate(tuple_items):
            self.walk(sub, (*path, Segment("items", str(index))), scope)
        if items is False:
            self.add(path, "items", False, scope)
        elif isinstance(items, dict):
            self.walk(items, (*path, Segment("items", "")), scope)
        for combinator in UNION_KEYWORDS:
            branches = part.get(combinator)
            if isinstance(branches, list):
                self._union(combinator, branches, path, scope, prop)

    def _union(self, combinator: str, branches: list[Any], path: Path_, scope: _Scope, prop: str) -> None:
        real = [branch for branch in branches if not self.is_null(branch, scope)]
        if len(real) < len(branches):
            self.add(path, "nullable", True, scope)
        if len(real) == 1:
            # `X or null` is X, nullable: the same value at the same place.
            self.walk(real[0], path, scope)
            return
        labels: list[str] = []
        for index, branch in enumerate(real):
            tags = self.tags(branch, scope, prop)
            name = ""
            if isinstance(branch, dict) and isinstance(branch.get("$ref"), str):
                name = _ref_name(branch["$ref"])
            elif isinstance(branch, dict) and isinstance(branch.get("$recursiveRef"), str) and scope.chain:
                name = scope.chain[-1][0]
            labels.append(name or (tags[0] if len(tags) == 1 else "") or self.json_type(branch, scope) or f"#{index}")
        repeated = Counter(labels)
        for index, (branch, name) in enumerate(zip(real, labels, strict=True)):
            label = f"{name}#{index}" if repeated[name] > 1 else name
            self.walk(branch, (*path, Segment("branch", label, combinator)), scope)


def _root(base: str, status: str, media_type: str) -> str:
    name = base if status in ("", "200") else f"{base}{status}"
    return name if media_type == JSON_MEDIA_TYPE else f"{name}@{media_type}"


def operation_facts(
    document: Mapping[str, Any],
    op: str,
    operation: Mapping[str, Any],
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    responses: bool = True,
) -> frozenset[Fact]:
    """The facts of one operation: its request body (``req``) and, unless ``responses`` is false, its 2xx
    responses (``resp``)."""
    flattener = _Flattener(document, op, max_depth)
    body = flattener.deref(operation.get("requestBody"))
    if isinstance(body, dict):
        if body.get("required") is True:
            flattener.add((Segment("root", REQUEST_ROOT),), "bodyRequired", True)
        for media_type, media in (body.get("content") or {}).items():
            root = (Segment("root", _root(REQUEST_ROOT, "", str(media_type))),)
            flattener.walk(media.get("schema") if isinstance(media, dict) else None, root, _TOP)
    for status, response in (operation.get("responses") or {}).items() if responses else ():
        code = str(status)
        if not code.startswith("2"):
            continue
        response = flattener.deref(response)
        content = response.get("content") if isinstance(response, dict) else None
        if not content:
            flattener.add((Segment("root", _root(RESPONSE_ROOT, code, JSON_MEDIA_TYPE)),), "content", "none")
            continue
        for media_type, media in content.items():
            root = (Segment("root", _root(RESPONSE_ROOT, code, str(media_type))),)
            flattener.walk(media.get("schema") if isinstance(media, dict) else None, root, _TOP)
    return frozenset(flattener.facts)


def surface(
    document: Mapping[str, Any],
    operations: Sequence[str] | None = DEFAULT_OPERATIONS,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> Surface:
    """Facts per operation (normalized keys; ``None``: every operation). A missing operation has no facts."""
    available = list_operations(document)
    keys = sorted(available) if operations is None else [normalize_operation(op) for op in operations]
    result: Surface = {}
    for key in keys:
        operation = available.get(key)
        result[key] = frozenset() if operation is None else operation_facts(document, key, operation,
                                                                            max_depth=max_depth)
    return result


# ---------------------------------------------------------------------------------------------------------
# Diffing


@dataclass(frozen=True)
class OperationDiff:
    """Facts one operation gained and lost between two revisions."""

    op: str
    old_count: int
    new_count: int
    added: tuple[Fact, ...]
    removed: tuple[Fact, ...]

    @property
    def changed(self) -> bool:
        """Whether the operation gained or lost a fact."""
        return bool(self.added or self.removed)


@dataclass(frozen=True)
class SurfaceDiff:
    """Per-operation differences, operations in sorted order."""

    operations: tuple[OperationDiff, ...]

    @property
    def empty(self) -> bool:
        """No operation gained or lost a fact."""
        return not any(op.changed for op in self.operations)

    @cached_property
    def by_op(self) -> dict[str, OperationDiff]:
        """The operations' diffs by operation key."""
        return {op.op: op for op in self.operations}

    def to_json(self) -> dict[str, Any]:
        """Machine-readable form: per operation, counts and the rendered facts (without the operation)."""
        return {
            "operations": [
                {
                    "operation": op.op,
                    "old_facts": op.old_count,
                    "new_facts": op.new_count,
                    "added": [_fact_json(fact) for fact in op.added],
                    "removed": [_fact_json(fact) for fact in op.removed],
                }
                for op in self.operations
            ]
        }


def _fact_json(fact: Fact) -> dict[str, str]:
    return {"fact": fact.render(with_op=False), "written_at": f"{fact.written_at()}.{fact.assertion}"}


def _sorted(facts: Iterable[Fact]) -> tuple[Fact, ...]:
    return tuple(sorted(facts, key=lambda fact: fact.render()))


def diff(old: Mapping[str, Set[Fact]], new: Mapping[str, Set[Fact]]) -> SurfaceDiff:
    """Added and removed facts per operation (operations of either side)."""
    result = []
    for op in sorted(set(old) | set(new)):
        before, after = old.get(op, frozenset()), new.get(op, frozenset())
        result.append(OperationDiff(op, len(before), len(after), _sorted(after - before), _sorted(before - after)))
    return SurfaceDiff(tuple(result))


def _prefixes(facts: Iterable[Fact]) -> set[Path_]:
    seen: set[Path_] = set()
    for fact in facts:
        for end in range(1, len(fact.path) + 1):
            seen.add(fact.path[:end])
    return seen


@dataclass(frozen=True)
class Change:
    """One change as a reader sees it: a fact, or a whole subtree one side lacks, and every place it occurs.

    ``text`` names it where it is written (``NamespaceToolParam.description.minLength=1``, or for a subtree
    ``MCPToolCall.error|oneOf:HTTPError``); ``places`` are the operation paths where it shows (the same
    component is often embedded in many places: the request, the response, each stream event).
    """

    sign: str
    text: str
    subtree: bool
    places: tuple[str, ...]
    facts: int

    def render(self) -> str:
        """``- NamespaceToolParam.description.minLength=1  (14 places: req 2, resp 4, …)``."""
        what = f"{self.text}  (new subtree, {self.facts} facts)" if self.subtree and self.sign == "+" else (
            f"{self.text}  (removed subtree, {self.facts} facts)" if self.subtree else self.text
        )
        if len(self.places) == 1:
            place = self.places[0]
            return f"{self.sign} {what}" if place == self.text else f"{self.sign} {what}  at {place}"
        roots = Counter(place.split(".", 1)[0].split("|", 1)[0].split("[", 1)[0] for place in self.places)
        spread = ", ".join(f"{root} {count}" for root, count in sorted(roots.items()))
        return f"{self.sign} {what}  ({len(self.places)} places: {spread})"


def summarize(sign: str, changed: Sequence[Fact], other_side: Iterable[Fact]) -> list[Change]:
    """Fold changed facts into :class:`Change` entries, sorted by text.

    Facts under the shallowest path the other revision lacks entirely become one subtree change; the same
    change written once in a component but seen at many places becomes one entry listing the places.
    """
    present = _prefixes(other_side)
    subtrees: dict[Path_, list[Fact]] = defaultdict(list)
    singles: list[Fact] = []
    for fact in changed:
        for end in range(1, len(fact.path) + 1):
            if fact.path[:end] not in present:
                subtrees[fact.path[:end]].append(fact)
                break
        else:
            singles.append(fact)
    folded: dict[tuple[str, bool], list[tuple[str, int]]] = defaultdict(list)
    for head, members in subtrees.items():
        if len(members) == 1:
            singles.append(members[0])
            continue
        folded[(members[0].written_at(len(head)), True)].append((render_path(head), len(members)))
    for fact in singles:
        folded[(f"{fact.written_at()}.{fact.assertion}", False)].append((fact.render(with_op=False), 1))
    return [
        Change(sign, text, subtree, tuple(sorted(place for place, _ in places)), places[0][1])
        for (text, subtree), places in sorted(folded.items())
    ]


def format_report(result: SurfaceDiff, old: Mapping[str, Set[Fact]], new: Mapping[str, Set[Fact]], *,
                  old_name: str = "old", new_name: str = "new", full: bool = False) -> str:
    """A readable report: a count table, then per operation the added (+) and removed (-) changes.

    By default changes are folded (see :func:`summarize`); ``full`` lists every changed fact at every place.
    """
    lines = [f"surface diff: {old_name} -> {new_name}", ""]
    width = max([len("operation"), *(len(op.op) for op in result.operations)])
    lines.append(f"{'operation':<{width}}  {'old facts':>9}  {'new facts':>9}  {'added':>6}  {'removed':>7}"
                 + ("" if full else f"  {'changes':>7}"))
    sections: list[str] = []
    for op in result.operations:
        if full:
            entries = sorted([f"+ {fact.render(with_op=False)}" for fact in op.added]
                             + [f"- {fact.render(with_op=False)}" for fact in op.removed],
                             key=lambda line: (line[2:], line[0]))
        else:
            changes = summarize("+", op.added, old.get(op.op, frozenset())) + summarize(
                "-", op.removed, new.get(op.op, frozenset()))
            entries = [change.render() for change in sorted(changes, key=lambda change: (change.text, change.sign))]
        counts = f"{op.op:<{width}}  {op.old_count:>9}  {op.new_count:>9}  {len(op.added):>6}  {len(op.removed):>7}"
        lines.append(counts + ("" if full else f"  {len(entries):>7}"))
        if entries:
            sections += ["", f"{op.op}  (+{len(op.added)} -{len(op.removed)} facts)"]
            sections += [f"  {entry}" for entry in entries]
    return "\n".join(lines + sections) + "\n"


# ---------------------------------------------------------------------------------------------------------
# Command line


def _parse_ops(values: Sequence[str] | None) -> list[str] | None:
    """``--ops`` values: ``"POST /responses"`` (or ``POST:/responses``), comma-separated allowed; ``all``."""
    if not values:
        return list(DEFAULT_OPERATIONS)
    ops: list[str] = []
    for value in values:
        for item in value.split(","):
            item = item.strip()
            if item.lower() == "all":
                return None
            if item:
                ops.append(normalize_operation(item.replace(":/", " /", 1)))
    return ops


def add_options(command: argparse.ArgumentParser, *, diff: bool) -> None:
    """The options ``diff`` and ``facts`` share (and ``--full`` for ``diff``)."""
    command.add_argument("--ops", nargs="+", metavar="'METHOD /path'",
                         help="operations to compare (default: the four Augury serves; 'all': every one)")
    command.add_argument("--json", action="store_true", help="machine-readable output on stdout")
    command.add_argument("--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help="path length cap")
    if diff:
        command.add_argument("--full", action="store_true", help="list every fact of new and removed subtrees")


def print_diff(old_doc: Mapping[str, Any], new_doc: Mapping[str, Any], args: argparse.Namespace, *,
               old_name: str, new_name: str) -> None:
    """Print the surface diff of two documents as ``args`` (see :func:`add_options`) asks."""
    ops = _parse_ops(args.ops)
    old = surface(old_doc, ops, max_depth=args.max_depth)
    new = surface(new_doc, ops, max_depth=args.max_depth)
    result = diff(old, new)
    if args.json:
        payload: dict[str, Any] = {"old": old_name, "new": new_name, **result.to_json()}
        sys.stdout.write(json.dumps(payload, indent=1) + "\n")
    else:
        sys.stdout.write(format_report(result, old, new, old_name=old_name, new_name=new_name, full=args.full))


def print_facts(document: Mapping[str, Any], args: argparse.Namespace) -> None:
    """Print the facts of one document as ``args`` asks."""
    facts = surface(document, _parse_ops(args.ops), max_depth=args.max_depth)
    if args.json:
        listing = {op: [fact.render(with_op=False) for fact in _sorted(items)] for op, items in facts.items()}
        sys.stdout.write(json.dumps(listing, indent=1) + "\n")
    else:
        for op, items in facts.items():
            sys.stdout.write("".join(fact.render() + "\n" for fact in _sorted(items)))
            sys.stdout.write(f"# {op}: {len(items)} facts\n")


def main(argv: Sequence[str] | None = None) -> int:
    """``augury spec diff``'s engine as ``python -m conformance.surface diff OLD NEW`` / ``facts DOC``; exits 0."""
    parser = argparse.ArgumentParser(prog="python -m conformance.surface",
                                     description=(__doc__ or "").split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    diff_cmd = sub.add_parser("diff", help="facts added and removed between two revisions")
    diff_cmd.add_argument("old", type=Path)
    diff_cmd.add_argument("new", type=Path)
    add_options(diff_cmd, diff=True)
    facts_cmd = sub.add_parser("facts", help="the facts of one document")
    facts_cmd.add_argument("document", type=Path)
    add_options(facts_cmd, diff=False)
    args = parser.parse_args(argv)
    if args.command == "facts":
        print_facts(load_document(args.document), args)
    else:
        print_diff(load_document(args.old), load_document(args.new), args, old_name=str(args.old),
                   new_name=str(args.new))
    return 0
