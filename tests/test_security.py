"""Security: optional API keys (several, each optionally limited to route groups), CORS only when configured,
the default bind address, and logs that never hold request bodies or keys.

Key comparison is constant-time by construction (``hmac.compare_digest`` against every configured key, no early
exit: ``src/augury/http/auth.py``); what a test can show is the behaviour: near misses are refused like any
other wrong key.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from augury.config import load_settings
from augury.http.auth import ApiKey
from augury.settings import Settings
from tests.conftest import Server, assert_error, start_server, stop_server

FULL_KEY = "sk-full-" + secrets.token_hex(16)
LIMITED_KEY = "sk-limited-" + secrets.token_hex(16)
ORIGIN = "https://app.example.org"
#: A distinctive string sent in request bodies; it must never reach the server log.
BODY_SECRET = "body-secret-" + secrets.token_hex(12)

DECISION = {"model": "tiny", "input": "x", "questions": [{"type": "predicate", "instructions": "It holds."}]}
SYSTEMONE = {"model": "tiny", "state": "x", "questions": {"q": {"type": "noul", "instructions": "It holds."}}}
#: Every route but /health, with a request each route accepts once authorized.
ROUTES: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "/v1/models", None),
    ("GET", "/v1/models/tiny", None),
    ("POST", "/v1/decisions", DECISION),
    ("POST", "/decisions", DECISION),
    ("POST", "/v1/systemone", SYSTEMONE),
    ("POST", "/systemone", SYSTEMONE),
    ("POST", "/v1/responses", {"model": "tiny", "input": "hi", "max_output_tokens": 1}),
    ("POST", "/v1/chat/completions", {"model": "tiny", "messages": [{"role": "user", "content": "hi"}],
                                      "max_completion_tokens": 1}),
    ("GET", "/openapi.json", None),
    ("GET", "/metrics", None),
]
ROUTE_IDS = [f"{m} {p}" for m, p, _ in ROUTES]


@pytest.fixture(scope="module")
def guarded(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """Two keys (one limited to decisions and models), CORS for one origin, debug logging (the most verbose)."""
    srv = start_server(
        ["--model", f"tiny={model_dirs['tiny']}", "--no-warmup", "--log-level", "debug",
         "--api-key", FULL_KEY, "--api-key", f"{LIMITED_KEY}:decisions+models", "--cors-origin", ORIGIN],
        tmp_path_factory.mktemp("guarded"),
    )
    yield srv
    stop_server(srv)


def call(server: Server, method: str, path: str, body: dict[str, Any] | None, **headers: str) -> httpx.Response:
    return httpx.request(method, server.base_url + path, json=body, headers=headers, timeout=60)


def bearer(key: str) -> dict[str, str]:
    return {"authorization": f"Bearer {key}"}


# --- API keys ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("method", "path", "body"), ROUTES, ids=ROUTE_IDS)
def test_every_route_needs_a_key(guarded: Server, method: str, path: str, body: dict[str, Any] | None) -> None:
    assert_error(call(guarded, method, path, body), 401, param=None, code="invalid_api_key")


@pytest.mark.parametrize(("method", "path", "body"), ROUTES, ids=ROUTE_IDS)
def test_a_full_key_opens_every_route(guarded: Server, method: str, path: str, body: dict[str, Any] | None) -> None:
    resp = call(guarded, method, path, body, **bearer(FULL_KEY))
    assert resp.status_code == 200, resp.text


def test_health_needs_no_key(guarded: Server) -> None:
    assert call(guarded, "GET", "/health", None).status_code == 200


def test_unknown_routes_need_a_key_too(guarded: Server) -> None:
    # Without a key nothing tells which routes exist.
    assert_error(call(guarded, "GET", "/v1/nothing-here", None), 401, param=None, code="invalid_api_key")


@pytest.mark.parametrize("authorization", [
    f"Bearer {FULL_KEY[:-1]}",                  # a prefix
    f"Bearer {FULL_KEY}x",                      # an extension
    f"Bearer {FULL_KEY[:-1]}{'0' if FULL_KEY[-1] != '0' else '1'}",  # same length, last character differs
    f"Bearer {FULL_KEY.upper()}",
    f"Basic {FULL_KEY}",
    FULL_KEY,
    "Bearer",
    f"Bearer {LIMITED_KEY}:decisions+models",   # the configuration syntax is not the key
], ids=["prefix", "extension", "last-char", "upper-case", "basic-scheme", "no-scheme", "empty", "with-groups"])
def test_near_misses_are_refused(guarded: Server, authorization: str) -> None:
    resp = call(guarded, "GET", "/v1/models", None, authorization=authorization)
    assert_error(resp, 401, param=None, code="invalid_api_key")


def test_the_bearer_scheme_is_case_insensitive(guarded: Server) -> None:
    assert call(guarded, "GET", "/v1/models", None, authorization=f"bearer {FULL_KEY}").status_code == 200


@pytest.mark.parametrize(("method", "path", "body"), [r for r in ROUTES if r[1] in (
    "/v1/models", "/v1/models/tiny", "/v1/decisions", "/decisions", "/v1/systemone", "/systemone")])
def test_a_limited_key_opens_its_groups(guarded: Server, method: str, path: str, body: dict[str, Any] | None) -> None:
    assert call(guarded, method, path, body, **bearer(LIMITED_KEY)).status_code == 200


@pytest.mark.parametrize(("method", "path", "body"), [r for r in ROUTES if r[1] in (
    "/v1/responses", "/v1/chat/completions", "/openapi.json", "/metrics")])
def test_a_limited_key_is_forbidden_elsewhere(guarded: Server, method: str, path: str,
                                              body: dict[str, Any] | None) -> None:
    resp = call(guarded, method, path, body, **bearer(LIMITED_KEY))
    assert_error(resp, 403, param=None, code="insufficient_permissions")
    assert path in resp.json()["error"]["message"]


def test_keys_come_from_the_environment_too() -> None:
    settings = load_settings({"AUGURY_API_KEYS": "k1, k2:decisions+models"})
    assert settings.api_keys == ("k1", "k2:decisions+models")
    assert [ApiKey.parse(k) for k in settings.api_keys] == [
        ApiKey(b"k1", None), ApiKey(b"k2", frozenset({"decisions", "models"}))]


def test_an_unknown_route_group_is_a_configuration_error() -> None:
    with pytest.raises(ValueError, match="unknown route group"):
        ApiKey.parse("k:decisions+everything")


def test_no_keys_means_no_authentication(client: httpx.Client) -> None:
    assert client.get("/v1/models").status_code == 200


# --- CORS ------------------------------------------------------------------------------------------------


def test_cors_is_off_by_default(client: httpx.Client) -> None:
    simple = client.get("/v1/models", headers={"origin": ORIGIN})
    preflight = client.options("/v1/decisions", headers={
        "origin": ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type"})
    assert "access-control-allow-origin" not in simple.headers
    assert "access-control-allow-origin" not in preflight.headers


def test_cors_answers_the_configured_origin(guarded: Server) -> None:
    resp = call(guarded, "GET", "/v1/models", None, origin=ORIGIN, **bearer(FULL_KEY))
    assert resp.status_code == 200
    assert resp.headers["access-control-allow-origin"] == ORIGIN


def test_cors_preflight_needs_no_key(guarded: Server) -> None:
    resp = httpx.options(guarded.base_url + "/v1/decisions", headers={
        "origin": ORIGIN, "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type"})
    assert resp.status_code == 200
    assert resp.headers["access-control-allow-origin"] == ORIGIN


def test_a_refusal_is_readable_by_the_configured_origin(guarded: Server) -> None:
    resp = call(guarded, "GET", "/v1/models", None, origin=ORIGIN)
    assert resp.status_code == 401
    assert resp.headers["access-control-allow-origin"] == ORIGIN


def test_cors_ignores_other_origins(guarded: Server) -> None:
    resp = call(guarded, "GET", "/v1/models", None, origin="https://evil.example", **bearer(FULL_KEY))
    assert "access-control-allow-origin" not in resp.headers


# --- bind address and logs ------------------------------------------------------------------------------


def test_the_default_bind_address_is_loopback() -> None:
    assert Settings().host == "127.0.0.1"
    assert load_settings({}).host == "127.0.0.1"


def test_a_started_server_listens_on_loopback_only(guarded: Server) -> None:
    port = int(guarded.base_url.rsplit(":", 1)[1])
    tcp = Path("/proc/net/tcp")
    if not tcp.exists():
        pytest.skip("no /proc/net/tcp on this system")
    listening = [line.split()[1] for line in tcp.read_text().splitlines()[1:]
                 if line.split()[3] == "0A" and int(line.split()[1].split(":")[1], 16) == port]
    assert listening == [f"0100007F:{port:04X}"]


def test_logs_hold_neither_bodies_nor_keys(guarded: Server) -> None:
    leaked_key = "sk-wrong-" + secrets.token_hex(12)
    secret_decision = {**DECISION, "input": BODY_SECRET, "questions": [
        {"type": "predicate", "name": BODY_SECRET, "instructions": BODY_SECRET}]}
    exchanges = [
        call(guarded, "POST", "/v1/decisions", secret_decision, **bearer(FULL_KEY)),              # 200
        call(guarded, "POST", "/v1/decisions", {**secret_decision, "extra": BODY_SECRET},
             **bearer(FULL_KEY)),                                                                # 400
        call(guarded, "POST", "/v1/decisions", {**secret_decision, "model": BODY_SECRET},
             **bearer(FULL_KEY)),                                                                # 404
        call(guarded, "POST", "/v1/decisions", secret_decision, **bearer(leaked_key)),            # 401
        call(guarded, "POST", "/v1/responses", {"model": "tiny", "input": BODY_SECRET,
                                                "max_output_tokens": 1}, **bearer(LIMITED_KEY)),  # 403
    ]
    assert [r.status_code for r in exchanges] == [200, 400, 404, 401, 403]
    log = guarded.log()
    assert "POST /v1/decisions 200" in log  # the access log is on, at debug level
    for secret in (BODY_SECRET, leaked_key, FULL_KEY, LIMITED_KEY):
        assert secret not in log


# --- the served document declares the keys, so Swagger UI at /docs can send one ---------------------------------


def swagger_authorization(document: dict[str, Any], operation: dict[str, Any], key: str) -> dict[str, str]:
    """The header Swagger UI sends for ``operation`` once a user has entered ``key`` for its security scheme."""
    headers: dict[str, str] = {}
    for requirement in operation.get("security", document.get("security", [])):
        for name in requirement:
            scheme = document["components"]["securitySchemes"][name]
            if scheme["type"] == "http" and scheme["scheme"].lower() == "bearer":
                headers["authorization"] = f"Bearer {key}"
            elif scheme["type"] == "apiKey" and scheme["in"] == "header":
                headers[scheme["name"]] = key
    return headers


def test_the_served_document_declares_bearer_keys_on_protected_operations(guarded: Server) -> None:
    document = call(guarded, "GET", "/openapi.json", None, **bearer(FULL_KEY)).json()
    schemes = document["components"]["securitySchemes"]
    assert [s for s in schemes.values() if s["type"] == "http" and s["scheme"] == "bearer"]
    for path, item in document["paths"].items():
        for operation in item.values():
            if path == "/health":
                assert not operation.get("security"), path
            else:
                assert swagger_authorization(document, operation, "k") == {"authorization": "Bearer k"}, path


@pytest.mark.parametrize(("method", "path", "body"), [r for r in ROUTES if r[1].startswith(("/v1", "/decisions",
                                                                                             "/systemone"))],
                         ids=[i for i, r in zip(ROUTE_IDS, ROUTES, strict=True)
                              if r[1].startswith(("/v1", "/decisions", "/systemone"))])
def test_docs_with_a_key_can_call_every_operation(guarded: Server, method: str, path: str,
                                                  body: dict[str, Any] | None) -> None:
    page = call(guarded, "GET", "/docs/", None, **bearer(FULL_KEY))
    assert page.status_code == 200 and "swagger" in page.text.lower()
    document = call(guarded, "GET", "/openapi.json", None, **bearer(FULL_KEY)).json()
    template = path if path in document["paths"] else "/v1/models/{model}"
    operation = document["paths"][template][method.lower()]
    headers = swagger_authorization(document, operation, FULL_KEY)
    assert call(guarded, method, path, body, **headers).status_code == 200
    assert call(guarded, method, path, body).status_code == 401
