"""The route table (:data:`augury.api.ROUTES`): one declaration per operation of the served document, agreeing
with what the document says about it, and read by the resolver, the key check and the body limits."""

from __future__ import annotations

import asyncio
import inspect
import json
from collections import Counter
from importlib import resources
from typing import Any

import httpx
import pytest

from augury import api
from augury.engine.registry import USECASES
from augury.http.auth import ROUTE_GROUPS, ApiKey

SPEC: dict[str, Any] = json.loads(resources.files("augury_generated").joinpath("openapi.json").read_text("utf-8"))
OPERATIONS: dict[str, dict[str, Any]] = {
    op["operationId"]: op for item in SPEC["paths"].values() for op in item.values() if isinstance(op, dict)
}
BY_ID = {r.operation_id: r for r in api.ROUTES}


def reachable_refs(node: Any, seen: set[str] | None = None) -> set[str]:
    """Every ``$ref`` reachable from ``node`` in the served document."""
    seen = set() if seen is None else seen
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/") and ref not in seen:
            seen.add(ref)
            target: Any = SPEC
            for part in ref[2:].split("/"):
                target = target[part.replace("~1", "/").replace("~0", "~")]
            reachable_refs(target, seen)
        for value in node.values():
            reachable_refs(value, seen)
    elif isinstance(node, list):
        for value in node:
            reachable_refs(value, seen)
    return seen


def test_every_operation_of_the_served_document_has_exactly_one_declaration() -> None:
    declared = Counter(r.operation_id for r in api.ROUTES)
    assert [op for op, n in declared.items() if n > 1] == []
    assert set(declared) == set(OPERATIONS)


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_a_route_is_open_exactly_when_the_document_asks_no_key(operation_id: str) -> None:
    assert (BY_ID[operation_id].auth_group is None) == (not OPERATIONS[operation_id].get("security"))


def test_the_declared_groups_are_the_groups_a_key_may_name() -> None:
    used = {r.auth_group for r in api.ROUTES if r.auth_group is not None} | set(api.BESIDE_THE_DOCUMENT.values())
    assert used == set(ROUTE_GROUPS)


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_a_key_limited_to_one_group_opens_exactly_that_groups_routes(operation_id: str) -> None:
    route = BY_ID[operation_id]
    path = next(p for p, item in SPEC["paths"].items() if any(
        isinstance(op, dict) and op.get("operationId") == operation_id for op in item.values()))
    concrete = path.replace("{model}", "tiny")
    groups = api.group_paths(SPEC)
    opened = {g for g in ROUTE_GROUPS if ApiKey(b"k", frozenset({g})).allows(concrete, groups)}
    assert opened == (set() if route.auth_group is None else {route.auth_group})
    assert (concrete in api.open_paths(SPEC)) == (route.auth_group is None)


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_a_route_serves_a_model_exactly_when_its_body_names_one(operation_id: str) -> None:
    route, body = BY_ID[operation_id], OPERATIONS[operation_id].get("requestBody")
    names_model = False
    if body is not None:
        schema = body["content"]["application/json"]["schema"]
        schema = SPEC["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]] if "$ref" in schema else schema
        names_model = "model" in schema["required"]
    assert (route.usecase is not None) == names_model
    assert route.usecase is None or route.usecase in USECASES


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_a_route_takes_images_exactly_when_its_body_schema_reaches_an_image(operation_id: str) -> None:
    body = OPERATIONS[operation_id].get("requestBody")
    reaches_image = body is not None and any("Image" in ref for ref in reachable_refs(body))
    assert BY_ID[operation_id].accepts_images == reaches_image
    assert (api.operation_paths(SPEC)[operation_id] in api.image_paths(SPEC)) == reaches_image


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_the_typesafe_request_id_is_answered_exactly_on_the_systemone_operations(operation_id: str) -> None:
    assert BY_ID[operation_id].typesafe_request_id == ("SystemOne" in OPERATIONS[operation_id]["tags"])


@pytest.mark.parametrize(("path", "typesafe"), [("/v1/systemone", True), ("/systemone", True),
                                                ("/v1/decisions", False), ("/v1/chat/completions", False)])
def test_the_request_id_middleware_reads_the_table(client: httpx.Client, path: str, typesafe: bool) -> None:
    resp = client.post(path, json={"model": "no-such-model"})
    assert resp.status_code in (400, 404) and resp.headers["x-request-id"]
    assert resp.headers.get("x-typesafe-request-id") == (resp.headers["x-request-id"] if typesafe else None)


def test_the_endpoint_hands_the_handler_its_routes_usecase() -> None:
    seen: list[str] = []

    async def handler(*, usecase: str) -> str:
        seen.append(usecase)
        return "answered"

    endpoint = api.Route("op", handler, "decisions", "decisions").endpoint()
    assert list(inspect.signature(endpoint).parameters) == []  # Connexion passes it no request parameter
    assert asyncio.run(endpoint()) == "answered" and seen == ["decisions"]
    assert api.Route("op", handler, None).endpoint() is handler
