"""Surface diff and restriction check: facts of OpenAPI operations, revision diffs, served ⊆ upstream."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from augury.spec import surface
from augury.spec.surface import Fact
from conformance import restriction

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
UPSTREAM_DIR = SHARED / "upstream"
OLD_UPSTREAM = UPSTREAM_DIR / "openai-openapi-5c044be-openapi.yaml"
NEW_UPSTREAM = UPSTREAM_DIR / "openai-openapi-f85dbe22-openapi.yaml"
SERVED = REPO / "generated" / "openapi.json"


def _need(*paths: Path) -> None:
    for path in paths:
        if not path.is_file():
            pytest.skip(f"{path} is missing (the shared checkout sits beside the repository as ../shared)")


@pytest.fixture(scope="module")
def upstream_new() -> dict[str, Any]:
    _need(NEW_UPSTREAM)
    return surface.load_document(NEW_UPSTREAM)


@pytest.fixture(scope="module")
def revisions(upstream_new: dict[str, Any]) -> tuple[surface.Surface, surface.Surface]:
    _need(OLD_UPSTREAM)
    return surface.surface(surface.load_document(OLD_UPSTREAM)), surface.surface(upstream_new)


@pytest.fixture(scope="module")
def revision_diff(revisions: tuple[surface.Surface, surface.Surface]) -> surface.SurfaceDiff:
    return surface.diff(*revisions)


def document(schemas: dict[str, Any], request: dict[str, Any], path: str = "/things") -> dict[str, Any]:
    """A minimal OpenAPI 3.1 document: POST ``path`` taking ``request``, answering 200 with ``{"ok": bool}``."""
    return {
        "openapi": "3.1.0",
        "info": {"title": "fixture", "version": "1"},
        "paths": {
            path: {
                "post": {
                    "requestBody": {"required": True, "content": {"application/json": {"schema": request}}},
                    "responses": {
                        "200": {
                            "description": "OK",
                            "content": {"application/json": {"schema": {
                                "type": "object", "properties": {"ok": {"type": "boolean"}}}}},
                        }
                    },
                }
            }
        },
        "components": {"schemas": schemas},
    }


def rendered(doc: dict[str, Any], op: str = "POST /things", **options: Any) -> set[str]:
    facts = surface.surface(doc, [op], **options)[op]
    return {fact.render(with_op=False) for fact in facts}


def rendered_diff(result: surface.SurfaceDiff, op: str) -> tuple[set[str], set[str]]:
    entry = result.by_op[op]
    return {f.render() for f in entry.added}, {f.render() for f in entry.removed}


# --- facts ------------------------------------------------------------------------------------------------


def test_facts_follow_refs_and_record_types_enums_required_and_bounds() -> None:
    doc = document(
        {"Tool": {"type": "object", "required": ["type"], "additionalProperties": False,
                  "properties": {"type": {"type": "string", "enum": ["function"]}}}},
        {"type": "object", "properties": {
            "tools": {"type": "array", "maxItems": 8, "items": {"$ref": "#/components/schemas/Tool"}},
            "temperature": {"type": "number", "minimum": 0, "maximum": 2}}},
    )
    assert rendered(doc) == {
        "req.bodyRequired=true",
        "req.type=object",
        "req.tools.type=array",
        "req.tools.maxItems=8",
        "req.tools[].type=object",
        "req.tools[].required=type",
        "req.tools[].additionalProperties=false",
        "req.tools[].type.type=string",
        "req.tools[].type.enum=function",
        "req.temperature.type=number",
        "req.temperature.minimum=0",
        "req.temperature.maximum=2",
        "resp.type=object",
        "resp.ok.type=boolean",
    }


def test_union_with_null_collapses_like_a_nullable_type() -> None:
    union = document({}, {"properties": {"t": {"anyOf": [{"type": "number"}, {"type": "null"}]}}})
    listed = document({}, {"properties": {"t": {"type": ["number", "null"]}}})
    assert {f for f in rendered(union) if f.startswith("req.t")} == {"req.t.type=number", "req.t.nullable=true"}
    assert rendered(union) == rendered(listed)


def test_all_of_parts_describe_the_same_place() -> None:
    doc = document(
        {"Base": {"type": "object", "properties": {"model": {"type": "string"}}}},
        {"allOf": [{"$ref": "#/components/schemas/Base"}, {"properties": {"stream": {"type": "boolean"}}}]},
    )
    assert {"req.model.type=string", "req.stream.type=boolean", "req.type=object"} <= rendered(doc)


def test_union_branches_are_labelled_by_component_else_discriminator_value_else_json_type() -> None:
    doc = document(
        {"Text": {"type": "object", "properties": {"type": {"const": "text"}}}},
        {"properties": {
            "part": {"oneOf": [{"$ref": "#/components/schemas/Text"},
                               {"type": "object", "properties": {"type": {"enum": ["image"]}}}]},
            "input": {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}}},
    )
    facts = rendered(doc)
    assert "req.part|oneOf:Text.type.const=text" in facts
    assert "req.part|oneOf:image.type.enum=image" in facts
    assert {"req.input|anyOf:string.type=string", "req.input|anyOf:array[].type=string"} <= facts


def test_v1_prefix_is_dropped_from_operation_keys() -> None:
    doc = document({}, {"type": "object"}, path="/v1/responses")
    assert list(surface.surface(doc, ["post /v1/responses"])) == ["POST /responses"]
    assert "req.type=object" in rendered(doc, "POST /responses")


def test_self_recursive_schema_terminates_with_a_recursive_marker() -> None:
    doc = document(
        {"Filter": {"type": "object", "properties": {
            "filters": {"type": "array", "items": {"$ref": "#/components/schemas/Filter"}}}}},
        {"$ref": "#/components/schemas/Filter"},
    )
    facts = rendered(doc)
    assert "req.filters[].recursive=Filter" in facts
    assert not any(fact.startswith("req.filters[].filters") for fact in facts)


def test_mutual_recursion_terminates_where_the_cycle_closes() -> None:
    doc = document(
        {"A": {"type": "object", "properties": {"b": {"$ref": "#/components/schemas/B"}}},
         "B": {"type": "object", "properties": {"a": {"$ref": "#/components/schemas/A"}}}},
        {"$ref": "#/components/schemas/A"},
    )
    assert {"req.b.type=object", "req.b.a.recursive=A"} <= rendered(doc)


def test_draft_2019_recursive_ref_terminates() -> None:
    doc = document(
        {"Compound": {"$recursiveAnchor": True, "type": "object", "properties": {
            "filters": {"type": "array", "items": {"$recursiveRef": "#"}}}}},
        {"$ref": "#/components/schemas/Compound"},
    )
    assert "req.filters[].recursive=Compound" in rendered(doc)


def test_depth_cap_truncates_deep_nesting() -> None:
    deep: dict[str, Any] = {"type": "string"}
    for _ in range(10):
        deep = {"type": "object", "properties": {"x": deep}}
    facts = rendered(document({}, deep), max_depth=4)
    assert "req.x.x.x.x.truncated=depth" in facts
    assert not any(fact.startswith("req.x.x.x.x.x") for fact in facts)


def test_facts_are_written_where_their_component_defines_them() -> None:
    doc = document(
        {"Tool": {"type": "object", "properties": {"name": {"type": "string", "minLength": 1}}}},
        {"properties": {"tools": {"type": "array", "items": {"$ref": "#/components/schemas/Tool"}}}},
    )
    fact = next(f for f in surface.surface(doc, ["POST /things"])["POST /things"] if f.key == "minLength")
    assert fact.render(with_op=False) == "req.tools[].name.minLength=1"
    assert fact.written_at() == "Tool.name"


# --- diffing ----------------------------------------------------------------------------------------------


def test_diff_of_a_document_with_itself_is_empty(upstream_new: dict[str, Any]) -> None:
    facts = surface.surface(upstream_new)
    assert surface.diff(facts, surface.surface(upstream_new)).empty
    assert all(facts[op] for op in surface.DEFAULT_OPERATIONS)


def test_diff_finds_facts_added_between_upstream_revisions(revision_diff: surface.SurfaceDiff) -> None:
    added, _ = rendered_diff(revision_diff, "POST /responses")
    assert "POST /responses req.service_tier.enum=ultrafast" in added
    models_added, _ = rendered_diff(revision_diff, "GET /models/{model}")
    assert models_added == {
        "GET /models/{model} resp.shutdown_date.type=string",
        "GET /models/{model} resp.shutdown_date.format=date",
        "GET /models/{model} resp.shutdown_date.nullable=true",
    }


def test_diff_finds_facts_removed_between_upstream_revisions(revision_diff: surface.SurfaceDiff) -> None:
    _, removed = rendered_diff(revision_diff, "POST /responses")
    assert "POST /responses req.tools[]|oneOf:NamespaceToolParam.description.minLength=1" in removed


def test_report_folds_one_component_change_seen_at_many_places(
    revisions: tuple[surface.Surface, surface.Surface], revision_diff: surface.SurfaceDiff
) -> None:
    entry = revision_diff.by_op["POST /responses"]
    changes = surface.summarize("-", entry.removed, revisions[1]["POST /responses"])
    namespace = next(c for c in changes if c.text == "NamespaceToolParam.description.minLength=1")
    assert "req.tools[]|oneOf:NamespaceToolParam.description.minLength=1" in namespace.places
    assert len(namespace.places) > 1


def test_command_line_diff_prints_counts_and_writes_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = document({}, {"properties": {"mode": {"type": "string", "enum": ["a"]}}})
    new = document({}, {"properties": {"mode": {"type": "string", "enum": ["a", "b"]}}})
    (tmp_path / "old.json").write_text(json.dumps(old))
    (tmp_path / "new.json").write_text(json.dumps(new))
    args = ["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json"), "--ops", "POST /things"]
    assert surface.main(args) == 0
    text = capsys.readouterr().out
    assert "POST /things          5          6       1        0        1" in text
    assert "  + req.mode.enum=b" in text
    assert surface.main([*args, "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["operations"][0]["added"] == [{"fact": "req.mode.enum=b", "written_at": "req.mode.enum=b"}]


# --- restriction ------------------------------------------------------------------------------------------


def test_served_document_is_a_restriction_of_upstream(upstream_new: dict[str, Any]) -> None:
    _need(SERVED)
    report = restriction.check_restriction(
        surface.load_document(SERVED), upstream_new, waivers=restriction.WAIVERS
    )
    assert [op.op for op in report.operations] == [
        "GET /models", "GET /models/{model}", "POST /chat/completions", "POST /responses"]
    assert report.ok, restriction.format_report(report)


UPSTREAM_REQUEST = {
    "type": "object",
    "properties": {
        "mode": {"type": "string", "enum": ["fast", "slow"]},
        "limit": {"type": "integer", "minimum": 16, "maximum": 100},
        "note": {"type": "string"},
        "tools": {"type": "array", "items": {"oneOf": [
            {"type": "object", "properties": {"type": {"const": "function"}, "name": {"type": "string"}}},
            {"type": "object", "properties": {"type": {"const": "search"}, "query": {"type": "string"}}},
        ]}},
    },
}


def served_findings(request: dict[str, Any]) -> dict[str, list[str]]:
    report = restriction.check_restriction(document({}, request), document({}, UPSTREAM_REQUEST))
    found: dict[str, list[str]] = {}
    for finding in report.of(restriction.VIOLATION) + report.of(restriction.LOOSE) + report.of(restriction.REMOVED):
        found.setdefault(finding.kind, []).append(f"{finding.place}: {finding.message}")
    return found


def test_a_narrower_request_schema_passes_and_lists_what_it_removed() -> None:
    found = served_findings({"type": "object", "additionalProperties": False, "properties": {
        "mode": {"type": "string", "enum": ["fast"]}, "limit": {"type": "integer", "minimum": 16, "maximum": 50}}})
    assert "violation" not in found
    assert found["removed"] == [
        "req.note: upstream accepts it; we do not declare it",
        "req.tools: upstream accepts it; we do not declare it",
        "req.mode: upstream values we refuse: 'slow'",
    ]


def test_an_enum_value_upstream_lacks_is_a_violation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    served = document({}, {"type": "object", "properties": {"mode": {"type": "string", "enum": ["fast", "turbo"]}}})
    (tmp_path / "served.json").write_text(json.dumps(served))
    (tmp_path / "upstream.json").write_text(json.dumps(document({}, UPSTREAM_REQUEST)))
    code = restriction.main(["--served", str(tmp_path / "served.json"), "--upstream", str(tmp_path / "upstream.json")])
    assert code == 1
    assert "POST /things req.mode: value 'turbo' is not accepted upstream" in capsys.readouterr().out


def test_a_property_upstream_lacks_is_a_violation() -> None:
    found = served_findings({"type": "object", "properties": {"extra": {"type": "string"}}})
    assert found["violation"] == ["req.extra: upstream declares nothing at this place"]


def test_a_bound_wider_than_upstream_is_a_violation() -> None:
    found = served_findings({"type": "object", "properties": {"limit": {"type": "integer", "minimum": 1}}})
    assert found["violation"] == ["req.limit: minimum outside upstream's (ours >= 1, upstream >= 16)"]


def test_a_wider_type_is_a_violation() -> None:
    found = served_findings({"type": "object", "properties": {"limit": {"type": "number", "minimum": 16}}})
    assert found["violation"] == ["req.limit: type number is not accepted upstream (upstream: integer)"]


def test_a_property_under_the_wrong_discriminator_value_is_a_violation() -> None:
    found = served_findings({"type": "object", "properties": {"tools": {"type": "array", "items": {
        "type": "object", "properties": {"type": {"const": "function"}, "query": {"type": "string"}}}}}})
    assert found["violation"] == ["req.tools[].query: upstream has this place only under other discriminator "
                                  "values (function not among search)"]


def test_an_unconstrained_placeholder_is_loose_not_a_violation() -> None:
    found = served_findings({"type": "object", "properties": {"mode": {}, "legacy": {}}})
    assert "violation" not in found
    assert found["loose"] == [
        "req.legacy: declared as a placeholder (any value) though upstream has no such field",
        "req.mode: any value accepted by schema; upstream expects string",
    ]


def test_a_waiver_turns_its_violation_into_information_and_a_stale_one_fails() -> None:
    served, upstream = document({}, {"properties": {"extra": {"type": "string"}}}), document({}, UPSTREAM_REQUEST)
    waived = restriction.check_restriction(served, upstream, waivers={("POST /things", "req.extra"): "a contract"})
    assert waived.ok
    assert [f.place for f in waived.of(restriction.WAIVED)] == ["req.extra"]
    stale = restriction.check_restriction(upstream, upstream, waivers={("POST /things", "req.gone"): "old"})
    assert [f.render() for f in stale.of(restriction.VIOLATION)] == [
        "POST /things req.gone: waiver matches no violation: delete it"]


def test_operations_upstream_lacks_are_skipped() -> None:
    served = document({}, {"type": "object"}, path="/v1/decisions")
    report = restriction.check_restriction(served, document({}, UPSTREAM_REQUEST))
    assert report.operations == ()
    assert report.skipped == ("POST /decisions",)


def test_facts_compare_by_place_not_by_where_they_are_written() -> None:
    inline = Fact("POST /x", (surface.Segment("root", "req"),), "type", '"object"', origin=(("A", 1),))
    other = Fact("POST /x", (surface.Segment("root", "req"),), "type", '"object"', origin=(("B", 1),))
    assert inline == other
