"""Restriction check: every request Augury's schemas accept, upstream's schemas accept too.

For each operation present in both the served document (``generated/openapi.json``) and the pinned upstream
document, the request-body facts of both (see :mod:`augury.spec.surface`) are compared place by place:

- **violation** (exit 1): we declare a property upstream does not have at that place; we accept a type,
  an enum/const value, ``null`` or a numeric/length/size bound upstream refuses there;
- **loose** (information): we say nothing where upstream constrains (an unconstrained ``{}`` placeholder,
  no enum, a missing bound, an optional field upstream requires, an open object upstream closes). The schema
  then accepts more than upstream, so the server's own code must refuse it: these are listed, not failed
  (``--strict`` fails them too);
- **removed** (information): what upstream accepts and we refuse: properties we do not declare and enum
  values we do not accept;
- **waived** (information): a violation listed in :data:`WAIVERS` with the contract clause that asks for it.

Places are compared without union branch labels (components are renamed and regrouped by our overlays), but
with discriminator values: a property under our ``type: function`` tool must exist under upstream's
``type: function`` tool. Where upstream offers several schemas at one place (a union), ours must fit one of
them for each type, value and bound it declares.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from augury.spec import SpecBuildError
from augury.spec.checkout import Checkout
from augury.spec.surface import (
    REQUEST_ROOT,
    Fact,
    Path_,
    Segment,
    list_operations,
    load_document,
    operation_facts,
    render_path,
)
from augury.spec.upstream import read_lock, require_upstream

CHECKOUT = Checkout(Path(__file__).resolve().parents[1])
DEFAULT_SERVED = CHECKOUT.generated / "openapi.json"

VIOLATION = "violation"
LOOSE = "loose"
REMOVED = "removed"
WAIVED = "waived"

# Places where Augury deliberately accepts what upstream refuses, each with the contract clause asking for it.
# The command line applies them; a waiver that matches no violation is itself a violation, so the list stays true.
_UNSUPPORTED_ITEMS = (
    "docs/CONTRACT.md §4 honours messages, function_call and function_call_output items; every other item type is "
    "refused by the server with its own message, whatever the item holds"
)
WAIVERS: Mapping[tuple[str, str], str] = {
    ("POST /responses", "req.client_metadata"): "docs/CONTRACT.md §4 accepts client_metadata (object; ignored)",
    ("POST /responses", "req.max_output_tokens"): (
        "docs/CONTRACT.md §4 honours max_output_tokens; a local server can honour any positive budget, and "
        "upstream's floor of 16 is never crossed by a client written for OpenAI"
    ),
    # Item types Augury does not honour are named by their type alone, so the server refuses each with its own
    # message (and the generated model never has to bind an upstream shape it cannot use).
    ("POST /responses", "req.input|oneOf:array[]|anyOf:ResponsesUnsupportedItem"): _UNSUPPORTED_ITEMS,
    ("POST /responses", "req.input|oneOf:array[]|anyOf:ResponsesUnsupportedItem.type"): _UNSUPPORTED_ITEMS,
}

# Lower bounds first, upper bounds second: (inclusive keyword, exclusive keyword or "").
LOWER_BOUNDS = (("minimum", "exclusiveMinimum"), ("minLength", ""), ("minItems", ""), ("minProperties", ""))
UPPER_BOUNDS = (("maximum", "exclusiveMaximum"), ("maxLength", ""), ("maxItems", ""), ("maxProperties", ""))
# Which JSON types each bound family applies to (a bound on another type is ignored by validators).
BOUND_TYPES = {
    "minimum": {"number", "integer"},
    "maximum": {"number", "integer"},
    "minLength": {"string"},
    "maxLength": {"string"},
    "minItems": {"array"},
    "maxItems": {"array"},
    "minProperties": {"object"},
    "maxProperties": {"object"},
}


@dataclass
class Node:
    """What one schema place says, merged from its facts (every ``allOf`` part applies at once)."""

    path: Path_
    types: set[str] = field(default_factory=set)
    nullable: bool = False
    unconstrained: bool = False
    values: list[Any] | None = None  # enum and const values; None: no value restriction
    keywords: dict[str, Any] = field(default_factory=dict)  # bounds, exclusive flags
    required: set[str] = field(default_factory=set)
    closed: bool = False  # additionalProperties or unevaluatedProperties false
    # For each object on the way (this node included) whose ``type`` property admits only fixed strings,
    # those strings: the discriminator values that select this node (filled in by :func:`nodes`).
    tags: tuple[frozenset[str], ...] = ()

    @cached_property
    def loose_path(self) -> tuple[tuple[str, str], ...]:
        """The place without union branches: ``req.tools[].strict``."""
        return _loose(self.path)

    def fits_tags(self, other: Node) -> bool:
        """Whether every discriminated object on our way is allowed by one on ``other``'s way.

        Our ``type: web_search`` tool fits upstream's tool admitting ``web_search`` and a dated alias; it does
        not fit upstream's ``type: function`` tool.
        """
        return all(any(ours <= theirs for theirs in other.tags) for ours in self.tags)

    def admits_type(self, kind: str) -> bool:
        """Whether values of JSON type ``kind`` pass this node's ``type``."""
        if kind == "null":
            return self.nullable or not self.types or "null" in self.types
        return not self.types or kind in self.types or (kind == "integer" and "number" in self.types)

    def admits_value(self, value: Any) -> bool:
        """Whether a literal passes this node's type and enum."""
        if value is None and self.nullable:
            return True  # `X or null` merged into one node: its enum constrains X, not the null
        if not self.admits_type(_json_type(value)):
            return False
        return self.values is None or any(_same(value, allowed) for allowed in self.values)

    def lower(self, keyword: str, exclusive: str) -> tuple[float, bool] | None:
        """The node's lower bound of one family as ``(value, exclusive)``; None: unbounded."""
        return _bound(self.keywords, keyword, exclusive, lower=True)

    def upper(self, keyword: str, exclusive: str) -> tuple[float, bool] | None:
        """The node's upper bound of one family as ``(value, exclusive)``; None: unbounded."""
        return _bound(self.keywords, keyword, exclusive, lower=False)


def _loose(path: Path_) -> tuple[tuple[str, str], ...]:
    return tuple((segment.kind, segment.name) for segment in path if segment.kind != "branch")


def _render_loose(loose: tuple[tuple[str, str], ...]) -> str:
    return render_path(tuple(Segment(kind, name) for kind, name in loose))


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    return "array" if isinstance(value, list) else "object"


def _same(left: Any, right: Any) -> bool:
    # JSON equality: 1 == 1.0, but True is not 1.
    return type(left) is type(right) and left == right if isinstance(left, bool) or isinstance(right, bool) else (
        left == right
    )


def _bound(keywords: Mapping[str, Any], keyword: str, exclusive: str, *, lower: bool) -> tuple[float, bool] | None:
    """Combine ``minimum``/``exclusiveMinimum`` (3.1 numbers or 3.0 booleans) into the tightest bound."""
    found: list[tuple[float, bool]] = []
    inclusive_value = keywords.get(keyword)
    exclusive_value = keywords.get(exclusive) if exclusive else None
    if isinstance(inclusive_value, int | float) and not isinstance(inclusive_value, bool):
        found.append((float(inclusive_value), exclusive_value is True))
    if isinstance(exclusive_value, int | float) and not isinstance(exclusive_value, bool):
        found.append((float(exclusive_value), True))
    if not found:
        return None
    # Tightest: the largest lower bound (exclusive beats inclusive at a tie), the smallest upper bound.
    return max(found) if lower else min(found, key=lambda bound: (bound[0], not bound[1]))


def _within_lower(ours: tuple[float, bool] | None, theirs: tuple[float, bool] | None) -> bool:
    """Our lower bound is at least theirs (we accept no smaller value)."""
    if theirs is None:
        return True
    if ours is None:
        return False
    return ours[0] > theirs[0] or (ours[0] == theirs[0] and (ours[1] or not theirs[1]))


def _within_upper(ours: tuple[float, bool] | None, theirs: tuple[float, bool] | None) -> bool:
    """Our upper bound is at most theirs (we accept no larger value)."""
    if theirs is None:
        return True
    if ours is None:
        return False
    return ours[0] < theirs[0] or (ours[0] == theirs[0] and (ours[1] or not theirs[1]))


def _show_bound(bound: tuple[float, bool] | None, *, lower: bool) -> str:
    if bound is None:
        return "unbounded"
    value = int(bound[0]) if math.isfinite(bound[0]) and bound[0].is_integer() else bound[0]
    sign = (">" if bound[1] else ">=") if lower else ("<" if bound[1] else "<=")
    return f"{sign} {value}"


def nodes(facts: Iterable[Fact]) -> dict[Path_, Node]:
    """Merge the request-body facts into one :class:`Node` per schema place."""
    result: dict[Path_, Node] = {}
    for fact in facts:
        if not fact.path or fact.path[0].name != REQUEST_ROOT or fact.key == "bodyRequired":
            continue
        node = result.setdefault(fact.path, Node(fact.path))
        value = fact.decoded
        if fact.key == "type":
            node.types.add(value)
        elif fact.key == "nullable":
            node.nullable = node.nullable or value is True
        elif fact.key == "schema" and value == "any":
            node.unconstrained = True
        elif fact.key in ("enum", "const"):
            node.values = [*(node.values or []), value]
        elif fact.key == "required":
            node.required.add(value)
        elif fact.key in ("additionalProperties", "unevaluatedProperties") and value is False:
            node.closed = True
        else:
            node.keywords[fact.key] = value
    for path, node in result.items():
        tags = []
        for end in range(1, len(path) + 1):
            selector = result.get((*path[:end], Segment("prop", "type")))
            if selector is not None and selector.values and all(isinstance(v, str) for v in selector.values):
                tags.append(frozenset(selector.values))
        node.tags = tuple(tags)
    return result


@dataclass(frozen=True)
class Finding:
    """One difference at one place: a violation, a loose spot or a removal."""

    op: str
    kind: str
    place: str
    message: str

    def render(self) -> str:
        return f"{self.op} {self.place}: {self.message}"


@dataclass(frozen=True)
class OperationReport:
    """The comparison of one operation's request body."""

    op: str
    served_places: int
    upstream_places: int
    findings: tuple[Finding, ...]

    def of(self, kind: str) -> tuple[Finding, ...]:
        """The findings of one kind (``violation``, ``loose``, ``removed``)."""
        return tuple(finding for finding in self.findings if finding.kind == kind)


@dataclass(frozen=True)
class RestrictionReport:
    """Every compared operation, and the served operations upstream lacks (skipped)."""

    operations: tuple[OperationReport, ...]
    skipped: tuple[str, ...]

    def of(self, kind: str) -> tuple[Finding, ...]:
        """The findings of one kind across operations."""
        return tuple(finding for op in self.operations for finding in op.of(kind))

    @property
    def ok(self) -> bool:
        """No violation."""
        return not self.of(VIOLATION)


def _candidates(node: Node, upstream: Mapping[tuple[tuple[str, str], ...], list[Node]]) -> list[Node]:
    """Upstream nodes at the same place whose discriminator values include ours."""
    return [other for other in upstream.get(node.loose_path, []) if node.fits_tags(other)]


def compare_operation(op: str, served: Set[Fact], upstream: Set[Fact]) -> OperationReport:
    """Compare one operation's request-body facts; see the module docstring for the rules."""
    ours = nodes(served)
    theirs = nodes(upstream)
    by_place: dict[tuple[tuple[str, str], ...], list[Node]] = defaultdict(list)
    for node in theirs.values():
        by_place[node.loose_path].append(node)
    our_places: dict[tuple[tuple[str, str], ...], list[Node]] = defaultdict(list)
    for node in ours.values():
        our_places[node.loose_path].append(node)
    findings: list[Finding] = []
    missing: set[tuple[tuple[str, str], ...]] = set()

    def report(kind: str, node: Node, message: str) -> None:
        findings.append(Finding(op, kind, render_path(node.path), message))

    for path in sorted(ours, key=render_path):
        node = ours[path]
        place = node.loose_path
        if place not in by_place:
            if any(place[:end] in missing for end in range(1, len(place))):
                pass  # the shallowest missing place is reported once
            elif node.unconstrained:
                # A `{}` placeholder lets the server refuse the field with its own message.
                report(LOOSE, node, "declared as a placeholder (any value) though upstream has no such field")
            else:
                report(VIOLATION, node, "upstream declares nothing at this place")
            missing.add(place)
            continue
        candidates = _candidates(node, by_place)
        if not candidates:
            ours_tags = sorted({tag for tags in node.tags for tag in tags})
            others = sorted({tag for other in by_place[place] for tags in other.tags for tag in tags})
            report(VIOLATION, node, f"upstream has this place only under other discriminator values "
                                    f"({', '.join(ours_tags)} not among {', '.join(others) or 'none'})")
            continue
        _compare_node(node, candidates, by_place[place], report)

    served_prefixes = {place[:end] for place in our_places for end in range(1, len(place) + 1)}
    for place in sorted(set(by_place) - served_prefixes, key=_render_loose):
        if place[:-1] in served_prefixes:
            findings.append(Finding(op, REMOVED, _render_loose(place), "upstream accepts it; we do not declare it"))
    for place in sorted(our_places, key=_render_loose):
        our_values = [value for node in our_places[place] for value in node.values or ()]
        their_values = [value for node in by_place.get(place, []) for value in node.values or ()]
        if not our_values or not their_values:
            continue
        dropped = sorted({repr(value) for value in their_values if not any(_same(value, v) for v in our_values)})
        if dropped:
            shown = ", ".join(dropped[:8]) + (f", … ({len(dropped)} in all)" if len(dropped) > 8 else "")
            findings.append(Finding(op, REMOVED, _render_loose(place), f"upstream values we refuse: {shown}"))
    return OperationReport(op, len(ours), len(theirs), tuple(findings))


Reporter = Callable[[str, Node, str], None]


def _compare_node(node: Node, candidates: list[Node], everything: list[Node], report: Reporter) -> None:
    """Check one served node against the upstream nodes at its place (see the module docstring).

    Only upstream nodes that say something about the value (a type, values, or "anything") take part in the
    type, value and bound checks: a union's own node (a discriminator, say) leaves that to its branches.
    """
    speaking = [other for other in candidates if other.types or other.values is not None or other.unconstrained]
    if node.unconstrained:
        if speaking and not any(other.unconstrained for other in speaking):
            kinds = sorted({kind for other in speaking for kind in other.types})
            report(LOOSE, node, f"any value accepted by schema; upstream expects {' | '.join(kinds) or 'constants'}")
        return
    if node.nullable and not any(o.nullable or o.unconstrained or "null" in o.types for o in everything):
        report(VIOLATION, node, "null is accepted here but not upstream")
    if not speaking:
        return
    for kind in sorted(node.types):
        if not any(other.admits_type(kind) for other in speaking):
            upstream_types = sorted({t for other in speaking for t in other.types})
            report(VIOLATION, node, f"type {kind} is not accepted upstream (upstream: {', '.join(upstream_types)})")
    if node.values is not None:
        for value in node.values:
            if not any(other.admits_value(value) for other in speaking):
                report(VIOLATION, node, f"value {value!r} is not accepted upstream")
    elif node.types:
        compatible = [other for other in speaking if any(other.admits_type(kind) for kind in node.types)]
        if compatible and all(other.values is not None for other in compatible):
            count = len({repr(value) for other in compatible for value in other.values or ()})
            report(LOOSE, node, f"any {'/'.join(sorted(node.types))} accepted by schema; upstream allows {count} "
                                f"value{'s' if count != 1 else ''}")
    _compare_bounds(node, speaking, report)
    objects = [other for other in candidates if other.admits_type("object") and (other.required or other.closed)]
    if "object" in node.types and objects:
        required = set.intersection(*(other.required for other in objects))
        optional = sorted(required - node.required)
        if optional:
            report(LOOSE, node, f"upstream requires {', '.join(optional)}; we do not")
        if all(other.closed for other in objects) and not node.closed:
            report(LOOSE, node, "open to unknown properties; upstream is closed")


def _has_type_in(node: Node, kinds: Set[str]) -> bool:
    return bool(node.types & kinds) or ("integer" in node.types and "number" in kinds)


def _compare_bounds(node: Node, speaking: list[Node], report: Reporter) -> None:
    """Our bounds must lie within those of at least one upstream node of the same type family."""
    for families, lower in ((LOWER_BOUNDS, True), (UPPER_BOUNDS, False)):
        for keyword, exclusive in families:
            applies = BOUND_TYPES[keyword]
            if node.types and not _has_type_in(node, applies):
                continue
            relevant = [other for other in speaking if other.unconstrained or _has_type_in(other, applies)]
            if not relevant:
                continue
            ours = node.lower(keyword, exclusive) if lower else node.upper(keyword, exclusive)
            within = _within_lower if lower else _within_upper
            theirs = [other.lower(keyword, exclusive) if lower else other.upper(keyword, exclusive)
                      for other in relevant]
            if any(within(ours, bound) for bound in theirs):
                continue
            loosest = min(theirs, key=lambda b: b or (-math.inf, False)) if lower else max(
                theirs, key=lambda b: b or (math.inf, False))
            shown = f"ours {_show_bound(ours, lower=lower)}, upstream {_show_bound(loosest, lower=lower)}"
            if ours is None:
                report(LOOSE, node, f"{keyword} missing by schema ({shown})")
            else:
                report(VIOLATION, node, f"{keyword} outside upstream's ({shown})")


def check_restriction(
    served: Mapping[str, Any], upstream: Mapping[str, Any], *, waivers: Mapping[tuple[str, str], str] | None = None
) -> RestrictionReport:
    """Compare every operation the two documents share (``/v1`` ignored); list the others as skipped.

    ``waivers`` (``(operation, place) → reason``, e.g. :data:`WAIVERS`) turn matching violations into
    ``waived`` findings; a waiver for a compared operation that matches no violation becomes a violation.
    """
    ours = list_operations(served)
    theirs = list_operations(upstream)
    reports = [
        compare_operation(
            op,
            operation_facts(served, op, ours[op], responses=False),
            operation_facts(upstream, op, theirs[op], responses=False),
        )
        for op in sorted(set(ours) & set(theirs))
    ]
    if waivers:
        reports = _apply_waivers(reports, waivers)
    return RestrictionReport(tuple(reports), tuple(sorted(set(ours) - set(theirs))))


def _apply_waivers(
    reports: Sequence[OperationReport], waivers: Mapping[tuple[str, str], str]
) -> list[OperationReport]:
    used: set[tuple[str, str]] = set()
    result = []
    for op in reports:
        findings = []
        for finding in op.findings:
            key = (finding.op, finding.place)
            if finding.kind == VIOLATION and key in waivers:
                used.add(key)
                finding = Finding(finding.op, WAIVED, finding.place, f"{finding.message} (waived: {waivers[key]})")
            findings.append(finding)
        stale = sorted(key for key in waivers if key[0] == op.op and key not in used)
        findings += [Finding(op.op, VIOLATION, place, "waiver matches no violation: delete it") for _, place in stale]
        result.append(OperationReport(op.op, op.served_places, op.upstream_places, tuple(findings)))
    compared = {op.op for op in reports}
    for key in sorted(set(waivers) - used):
        if key[0] not in compared and result:
            first = result[0]
            extra = Finding(key[0], VIOLATION, key[1], "waiver names an operation that was not compared: delete it")
            result[0] = OperationReport(first.op, first.served_places, first.upstream_places,
                                        (*first.findings, extra))
    return result


def format_report(report: RestrictionReport, *, strict: bool = False) -> str:
    """A table of counts per operation, then the violations, loose places and removals."""
    width = max([len("operation"), *(len(op.op) for op in report.operations)])
    lines = [f"{'operation':<{width}}  {'served places':>13}  {'upstream places':>15}  {'violations':>10}  "
             f"{'waived':>6}  {'loose':>5}  {'removed':>7}"]
    for op in report.operations:
        lines.append(f"{op.op:<{width}}  {op.served_places:>13}  {op.upstream_places:>15}  "
                     f"{len(op.of(VIOLATION)):>10}  {len(op.of(WAIVED)):>6}  {len(op.of(LOOSE)):>5}  "
                     f"{len(op.of(REMOVED)):>7}")
    if report.skipped:
        lines.append(f"skipped (not upstream): {', '.join(report.skipped)}")
    titles = {
        VIOLATION: "Violations: we accept what upstream refuses",
        LOOSE: "Loose" + (" (failing: --strict)" if strict else "") + ": wider than upstream by schema; the server "
        "must refuse the rest",
        REMOVED: "Removed: upstream accepts, we refuse",
        WAIVED: "Waived: deliberate widenings the contracts ask for",
    }
    for kind in (VIOLATION, WAIVED, LOOSE, REMOVED):
        findings = report.of(kind)
        if findings:
            lines += ["", f"{titles[kind]} ({len(findings)})"]
            lines += [f"  {finding.render()}" for finding in findings]
    verdict = report.ok and not (strict and report.of(LOOSE))
    lines += ["", "OK: every served request schema is a restriction of upstream's" if verdict else "FAILED"]
    return "\n".join(lines) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m conformance.restriction [--served PATH] [--upstream PATH] [--strict]``: exit 1 on a violation."""
    parser = argparse.ArgumentParser(prog="python -m conformance.restriction", description=__doc__.split("\n")[0])
    parser.add_argument("--served", type=Path, default=DEFAULT_SERVED, help=f"default: {DEFAULT_SERVED}")
    parser.add_argument("--upstream", type=Path, default=None,
                        help="default: the document openapi/upstream.lock pins (`augury spec fetch` caches it)")
    parser.add_argument("--strict", action="store_true", help="fail on loose places too")
    parser.add_argument("--no-waivers", action="store_true", help="report the waived violations as violations")
    args = parser.parse_args(argv)
    waivers = None if args.no_waivers else WAIVERS
    try:
        upstream = args.upstream or require_upstream(read_lock(CHECKOUT.lock), CHECKOUT)
    except SpecBuildError as error:
        print(f"python -m conformance.restriction: error: {error}", file=sys.stderr)
        return 1
    report = check_restriction(load_document(args.served), load_document(upstream), waivers=waivers)
    sys.stdout.write(format_report(report, strict=args.strict))
    failed = not report.ok or (args.strict and bool(report.of(LOOSE)))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
