"""GET /v1/models serves the OpenAI list and the TypeSafe catalog in one body, through the real clients."""

from __future__ import annotations

import datetime as dt
import json
import os
import shutil
from pathlib import Path

import httpx
import openai
import pytest

from tests.conftest import Server


def test_models_body_has_both_shapes(client: httpx.Client) -> None:
    body = client.get("/v1/models").json()
    assert body["object"] == "list"
    assert [m["id"] for m in body["data"]] == ["tiny", "tiny35"]
    assert all(m["object"] == "model" and m["owned_by"] == "augury" and isinstance(m["created"], int)
               for m in body["data"])
    assert [m["name"] for m in body["models"]] == ["tiny", "tiny35"]
    assert all(set(m) == {"name", "description", "release_date"} for m in body["models"])


def test_openai_client_lists_models(server: Server) -> None:
    client = openai.OpenAI(base_url=server.base_url + "/v1", api_key="sk-local")
    assert [m.id for m in client.models.list()] == ["tiny", "tiny35"]
    assert client.models.retrieve("tiny").id == "tiny"


def test_openai_client_unknown_model_is_not_found(server: Server) -> None:
    client = openai.OpenAI(base_url=server.base_url + "/v1", api_key="sk-local")
    with pytest.raises(openai.NotFoundError) as info:
        client.models.retrieve("missing")
    assert info.value.code == "model_not_found"


def test_typesafe_client_lists_models(server: Server) -> None:
    from typesafe_sdk import TypeSafeClient

    with TypeSafeClient(base_url=server.base_url, api_key="ts-local") as client:
        models = client.models.list()
    names = [m.name for m in models.models] if hasattr(models, "models") else [m.name for m in models]
    assert names == ["tiny", "tiny35"]


def test_docs_page_is_served(client: httpx.Client) -> None:
    resp = client.get("/docs/")
    assert resp.status_code == 200
    assert "swagger" in resp.text.lower()
    spec = client.get("/openapi.json").json()
    assert spec["openapi"].startswith("3.1")
    assert "/v1/decisions" in spec["paths"]


def test_descriptions_carry_no_path_and_dates_are_the_model_files(tmp_path: Path, model_dirs: dict[str, Path]) -> None:
    """A folder model is described by its folder's name, and dated by its files, not by the server's start."""
    from tests.conftest import start_server, stop_server

    folder = tmp_path / "models" / "my-model"
    shutil.copytree(model_dirs["tiny"], folder)
    stamp = dt.datetime(2025, 3, 14, 12, 0, tzinfo=dt.UTC).timestamp()
    for file in folder.iterdir():
        os.utime(file, (stamp, stamp))
    server = start_server(["--model", f"mine={folder}"], tmp_path)
    try:
        body = httpx.get(server.base_url + "/v1/models").json()
        one = httpx.get(server.base_url + "/v1/models/mine").json()
    finally:
        stop_server(server)
    assert body["models"] == [{"name": "mine", "description": "Served by Augury from the local folder my-model",
                               "release_date": "2025-03-14"}]
    assert body["data"][0]["created"] == one["created"] == int(stamp)
    assert str(tmp_path) not in json.dumps(body) and str(tmp_path) not in json.dumps(one)
    assert one["x_augury"]["source"] == "the local folder my-model"
