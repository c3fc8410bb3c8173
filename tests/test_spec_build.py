"""The spec build: reproducible, strict about its inputs, and serving the contract's request schemas.

Body-schema tests read the committed ``generated/`` (what the server serves); build tests rebuild it from the
upstream file ``openapi/upstream.lock`` pins, found as the build finds it (the cache ``augury spec fetch`` fills,
else a verified copy in ``../shared/upstream``), and skip, saying why, where neither has it.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import jsonschema_rs
import pytest
from openapi_spec_validator import validate as validate_openapi

from augury.spec import SpecBuildError
from augury.spec.__main__ import main
from augury.spec.build import OUTPUT_FILES, build, compare_outputs
from augury.spec.checkout import find_checkout
from augury.spec.overlay import OverlayAction, apply_action
from augury.spec.schemas import body_validator, request_bodies
from augury.spec.upstream import locate_upstream, read_lock, upstream_cache_dir

CHECKOUT = find_checkout(Path(__file__).parent)
GENERATED_DIR, LOCK_PATH, OVERLAYS_DIR = CHECKOUT.generated, CHECKOUT.lock, CHECKOUT.overlays
CAPTURES = CHECKOUT.root.parent / "shared" / "captures"
UPSTREAM = locate_upstream(read_lock(LOCK_PATH), CHECKOUT)


def _need_upstream() -> Path:
    if UPSTREAM is None:
        reason = (f"the pinned upstream document is neither in {upstream_cache_dir()} nor in {CHECKOUT.seed} "
                  "(`augury spec fetch` downloads it)")
        print(reason)
        pytest.skip(reason)
    return UPSTREAM


def _capture(name: str) -> dict[str, Any]:
    path = CAPTURES / name
    if not path.is_file():
        reason = f"capture {path} is not available"
        print(reason)
        pytest.skip(reason)
    body: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["body"]
    return body


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the spec, models and package init, into a temporary folder."""
    upstream = _need_upstream()
    out = tmp_path_factory.mktemp("generated")
    build(CHECKOUT, upstream, out)
    return out


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((GENERATED_DIR / "openapi.json").read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def models() -> Iterator[ModuleType]:
    """``augury_generated.models``, imported from ``generated/`` when the project is not installed."""
    if importlib.util.find_spec("augury_generated") is None:
        package_spec = importlib.util.spec_from_file_location(
            "augury_generated", GENERATED_DIR / "__init__.py", submodule_search_locations=[str(GENERATED_DIR)]
        )
        assert package_spec is not None and package_spec.loader is not None
        package = importlib.util.module_from_spec(package_spec)
        sys.modules["augury_generated"] = package
        package_spec.loader.exec_module(package)
    yield importlib.import_module("augury_generated.models")


def _errors(spec: dict[str, Any], component: str, body: Any) -> list[tuple[list[str | int], str]]:
    validator = body_validator(spec, {"$ref": f"#/components/schemas/{component}"})
    return [(list(error.instance_path), error.message) for error in validator.iter_errors(body)]


# ------------------------------------------------------------------------------------------------ build


def test_rebuild_is_byte_identical_to_generated(rebuilt: Path) -> None:
    assert compare_outputs(rebuilt, GENERATED_DIR) == []


def test_check_reports_a_stale_generated_folder(tmp_path: Path) -> None:
    _need_upstream()
    stale = tmp_path / "generated"
    shutil.copytree(GENERATED_DIR, stale, ignore=shutil.ignore_patterns("__pycache__"))
    spec_path = stale / "openapi.json"
    spec_path.write_text(spec_path.read_text(encoding="utf-8").replace('"Augury"', '"Edited"'), encoding="utf-8")
    assert main(["check", "--repo", str(CHECKOUT.root), "--generated", str(stale)]) == 1


def test_dead_overlay_target_fails_the_build(tmp_path: Path) -> None:
    upstream = _need_upstream()
    overlays = tmp_path / "overlays"
    shutil.copytree(OVERLAYS_DIR, overlays)
    (overlays / "99-dead.yaml").write_text(
        "overlay: 1.0.0\ninfo: {title: dead, version: 1.0.0}\n"
        "actions:\n  - target: $.components.schemas.NoSuchSchema\n    update: {type: object}\n",
        encoding="utf-8",
    )
    with pytest.raises(SpecBuildError) as failure:
        build(CHECKOUT, upstream, tmp_path / "out", overlays_dir=overlays)
    assert str(failure.value) == (
        "99-dead.yaml action #1: target '$.components.schemas.NoSuchSchema' matches nothing in the document"
    )
    assert not (tmp_path / "out").exists()


def test_wrong_sha256_fails_the_build(tmp_path: Path) -> None:
    upstream = tmp_path / "openapi.yaml"
    upstream.write_text("openapi: 3.1.0\n", encoding="utf-8")
    lock = tmp_path / "upstream.lock"
    lock.write_text(LOCK_PATH.read_text(encoding="utf-8"), encoding="utf-8")
    digest = hashlib.sha256(upstream.read_bytes()).hexdigest()
    with pytest.raises(SpecBuildError, match=f"sha256 mismatch for {upstream}: the file has {digest}, "
                                             f"upstream.lock pins {read_lock(LOCK_PATH).sha256}"):
        build(CHECKOUT, upstream, tmp_path / "out", lock_path=lock)


def test_overlay_remove_deletes_every_node_its_filter_selects() -> None:
    doc = {"oneOf": [{"$ref": "#/A"}, {"$ref": "#/B"}, {"$ref": "#/C"}]}
    action = OverlayAction("t.yaml", 1, "$.oneOf[?@['$ref'] == '#/A' || @['$ref'] == '#/C']", "", None, True)
    assert apply_action(doc, action) == 2
    assert doc == {"oneOf": [{"$ref": "#/B"}]}


def test_overlay_update_merges_objects_and_appends_to_arrays() -> None:
    doc: dict[str, Any] = {"a": {"keep": 1, "deep": {"x": 1}}, "list": [1]}
    apply_action(doc, OverlayAction("t.yaml", 1, "$.a", "", {"deep": {"y": 2}, "new": [3]}, False))
    apply_action(doc, OverlayAction("t.yaml", 2, "$.list", "", {"z": 4}, False))
    assert doc == {"a": {"keep": 1, "deep": {"x": 1, "y": 2}, "new": [3]}, "list": [1, {"z": 4}]}


# ------------------------------------------------------------------------------------------ the document


def test_operation_ids_are_the_ones_the_server_routes_on(spec: dict[str, Any]) -> None:
    operations = {
        (method.upper(), path): operation["operationId"]
        for path, item in spec["paths"].items()
        for method, operation in item.items()
    }
    assert operations == {
        ("POST", "/v1/decisions"): "createDecision",
        ("POST", "/decisions"): "createDecisionUnversioned",
        ("POST", "/v1/systemone"): "createSystemOne",
        ("POST", "/systemone"): "createSystemOneUnversioned",
        ("POST", "/v1/responses"): "createResponse",
        ("POST", "/v1/chat/completions"): "createChatCompletion",
        ("GET", "/v1/models"): "listModels",
        ("GET", "/v1/models/{model}"): "retrieveModel",
        ("GET", "/health"): "health",
    }


def test_the_document_is_valid_openapi_31_without_global_security(spec: dict[str, Any]) -> None:
    validate_openapi(spec)
    assert spec["openapi"] == "3.1.0"
    assert "security" not in spec
    assert "servers" not in spec


def test_every_request_body_schema_compiles_with_jsonschema_rs(spec: dict[str, Any]) -> None:
    compiled = {
        (operation_id, media_type): type(body_validator(spec, schema)).__name__
        for operation_id, media_type, schema in request_bodies(spec)
    }
    assert len(compiled) == 8
    assert set(compiled.values()) == {"Draft202012Validator"}


def test_every_operation_declares_openai_errors(spec: dict[str, Any]) -> None:
    error = {"$ref": "#/components/responses/Error"}
    for item in spec["paths"].values():
        for operation in item.values():
            assert operation["responses"]["4XX"] == error
            assert operation["responses"]["5XX"] == error
    assert spec["components"]["responses"]["Error"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/ErrorResponse"
    }


def test_generation_routes_declare_json_and_event_stream(spec: dict[str, Any]) -> None:
    for path in ("/v1/responses", "/v1/chat/completions"):
        assert sorted(spec["paths"][path]["post"]["responses"]["200"]["content"]) == [
            "application/json", "text/event-stream",
        ]


def test_served_text_has_no_jinja_markers() -> None:
    text = (GENERATED_DIR / "openapi.json").read_text(encoding="utf-8")
    assert [marker for marker in ("{{", "}}", "{%", "{#") if marker in text] == []


def test_upstream_prose_is_stripped_but_properties_named_description_stay(spec: dict[str, Any]) -> None:
    assert "x-oaiMeta" not in json.dumps(spec)
    assert [op for item in spec["paths"].values() for op in item.values() if "summary" in op] == []
    assert {"description", "title"} & spec["components"]["schemas"]["FunctionToolCall"].keys() == set()
    function_tool = spec["components"]["schemas"]["ResponsesFunctionTool"]
    assert "description" in function_tool["properties"]


# ------------------------------------------------------------------------------- captured client requests


@pytest.mark.parametrize(
    ("capture", "component"),
    [
        ("openai_node_decisions_create.json", "CreateDecisionRequest"),
        ("openai_py_decisions_tool_runner_request.json", "CreateDecisionRequest"),
        ("ollama_systemone.json", "SystemOneRequest"),
        ("typesafe_systemone_dict_state_model_override.json", "SystemOneRequest"),
        ("typesafe_systemone_zstd_body.json", "SystemOneRequest"),
        ("openai_py_responses_create_nonstream.json", "CreateResponse"),
        ("openai_py_responses_create_stream.json", "CreateResponse"),
        ("codex_first_request.json", "CreateResponse"),
        ("codex_second_request_after_tool_call.json", "CreateResponse"),
        ("openai_py_chat_completions.json", "CreateChatCompletionRequest"),
    ],
)
def test_captured_request_is_valid(spec: dict[str, Any], capture: str, component: str) -> None:
    assert _errors(spec, component, _capture(capture)) == []


def test_systemone_multipart_request_part_is_valid(spec: dict[str, Any]) -> None:
    raw = _capture("typesafe_systemone_multipart_image_asset.json")["_multipart_raw_prefix"]
    request_part = raw.split("\r\n\r\n", 1)[1].split("\r\n--", 1)[0]
    assert _errors(spec, "SystemOneRequest", json.loads(request_part)) == []


def test_decisions_capture_with_prompt_cache_key_and_part_instructions_is_refused(spec: dict[str, Any]) -> None:
    errors = _errors(spec, "CreateDecisionRequest", _capture("openai_py_decisions_create.json"))
    assert [path for path, _ in errors] == [["questions", 3], []]
    assert errors[1][1] == "Additional properties are not allowed ('prompt_cache_key' was unexpected)"


def test_decisions_capture_with_other_roles_and_items_is_refused(spec: dict[str, Any]) -> None:
    errors = _errors(spec, "CreateDecisionRequest", _capture("openai_py_decisions_message_input.json"))
    assert ["input", 0, "role"] in [path for path, _ in errors]


def test_systemone_capture_with_a_question_missing_instructions_is_refused(spec: dict[str, Any]) -> None:
    errors = _errors(spec, "SystemOneRequest", _capture("typesafe_systemone_basic.json"))
    assert [path for path, _ in errors] == [["questions", "spam"]]


# --------------------------------------------------------------------------------- hand-written bodies


DECISION = {
    "model": "tiny",
    "input": [{"role": "user", "content": [{"type": "input_text", "text": "hi"},
                                           {"type": "input_image", "image_url": "data:image/png;base64,AA"}]}],
    "questions": [
        {"type": "predicate", "name": "p", "instructions": "Is it?"},
        {"type": "choice", "instructions": "Which?", "choices": [{"value": "a"}, {"value": True}]},
        {"type": "score", "instructions": "How?", "levels": [{"label": "low"}, {"label": "high"}]},
    ],
}


def test_decisions_body_is_valid(spec: dict[str, Any]) -> None:
    assert _errors(spec, "CreateDecisionRequest", DECISION) == []


def test_decisions_unknown_nested_key_is_refused(spec: dict[str, Any]) -> None:
    body = json.loads(json.dumps(DECISION))
    body["questions"][1]["choices"][1]["weight"] = 2
    errors = _errors(spec, "CreateDecisionRequest", body)
    assert [path for path, _ in errors] == [["questions", 1]]
    validator = body_validator(spec, {"$ref": "#/components/schemas/DecisionChoiceQuestion"})
    with pytest.raises(jsonschema_rs.ValidationError, match="'weight' was unexpected"):
        validator.validate(body["questions"][1])


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("questions", 0, "name"), None),
        (("questions", 0, "instructions"), " \n"),
        (("questions", 1, "choices", 0, "value"), ""),
        (("questions", 2, "levels"), [{"label": "only"}]),
        (("input", 0, "content", 1, "detail"), "ultra"),
        (("safety_identifier",), "x" * 129),
    ],
)
def test_decisions_field_rules(spec: dict[str, Any], path: tuple[str | int, ...], value: Any) -> None:
    body = json.loads(json.dumps(DECISION))
    node = body
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    assert _errors(spec, "CreateDecisionRequest", body) != []


def test_decisions_question_count_is_capped_at_200(spec: dict[str, Any]) -> None:
    question = {"type": "predicate", "instructions": "x"}
    assert _errors(spec, "CreateDecisionRequest", {**DECISION, "questions": [question] * 200}) == []
    errors = _errors(spec, "CreateDecisionRequest", {**DECISION, "questions": [question] * 201})
    assert [path for path, _ in errors] == [["questions"]]
    assert errors[0][1].endswith("has more than 200 items")


def test_systemone_question_count_is_not_capped_by_the_schema(spec: dict[str, Any]) -> None:
    questions = {f"q{i}": {"type": "noul", "instructions": "x"} for i in range(201)}
    assert _errors(spec, "SystemOneRequest", {"model": "m", "state": "s", "questions": questions}) == []


def test_responses_refuses_unlisted_top_level_fields(spec: dict[str, Any]) -> None:
    assert _errors(spec, "CreateResponse", {"model": "m", "input": "x", "metadata": {}}) == [
        ([], "Additional properties are not allowed ('metadata' was unexpected)")
    ]


def test_responses_accepts_replayed_assistant_history(spec: dict[str, Any]) -> None:
    history = [{"role": "user", "content": "hi"},
               {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "hello"}]}]
    assert _errors(spec, "CreateResponse", {"model": "m", "input": history}) == []


def test_models_list_declares_both_openai_and_typesafe_keys(spec: dict[str, Any]) -> None:
    body = {"object": "list", "data": [{"id": "tiny", "object": "model", "created": 0, "owned_by": "augury"}],
            "models": [{"name": "tiny", "description": "d", "release_date": "2026-01-01"}]}
    assert _errors(spec, "ListModelsResponse", body) == []
    assert _errors(spec, "ListModelsResponse", {"object": "list", "data": []}) == [
        ([], '"models" is a required property')
    ]


# ------------------------------------------------------------------------------------------------ models


def test_generated_models_validate_a_decisions_body(models: ModuleType) -> None:
    request = models.CreateDecisionRequest.model_validate(_capture("openai_node_decisions_create.json"))
    assert [type(question).__name__ for question in request.questions] == [
        "DecisionPredicateQuestion", "DecisionChoiceQuestion", "DecisionScoreQuestion",
    ]
    assert [choice.value for choice in request.questions[1].choices] == ["calm", "angry"]


def test_generated_systemone_model_keeps_unknown_top_level_fields(models: ModuleType) -> None:
    request = models.SystemOneRequest.model_validate(_capture("ollama_systemone.json"))
    assert request.model_extra == {"keep_alive": "5m"}


def test_generated_files_are_the_three_build_outputs() -> None:
    assert sorted(path.name for path in GENERATED_DIR.iterdir() if path.name != "__pycache__") == sorted(
        OUTPUT_FILES
    )
