"""The README's serve command works offline: `augury serve` with no model serves the built-in demo model."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.conftest import free_port


def augury_executable() -> str:
    beside = Path(sys.executable).parent / "augury"
    found = str(beside) if beside.exists() else shutil.which("augury")
    if found is None:
        pytest.fail("the `augury` console script is not installed; install the package with pip")
    return found


def test_augury_serve_with_no_model_serves_the_builtin_demo_model(tmp_path: Path) -> None:
    port = free_port()
    log = tmp_path / "serve.log"
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp_path / "cache"), "AUGURY_PORT": str(port)}
    with open(log, "wb") as out:
        proc = subprocess.Popen([augury_executable(), "serve"], stdout=out, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        health = None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                health = httpx.get(base + "/health", timeout=1.0)
                break
            except httpx.HTTPError:
                time.sleep(0.2)
        assert health is not None and health.status_code == 200, log.read_text()
        assert health.json() == {"status": "ok", "models": ["augury-demo"]}
        resp = httpx.post(base + "/v1/decisions", timeout=60, json={
            "model": "augury-demo", "input": "I was charged twice for my order. No rush.",
            "questions": [{"type": "predicate", "name": "billing", "instructions": "The ticket is about billing."},
                          {"type": "predicate", "name": "spam", "instructions": "This message is spam."}],
        })
        assert resp.status_code == 200, resp.text
        billing, spam = resp.json()["answers"]
        assert billing["probability"] > 0.9 and spam["probability"] < 0.1
        notice = log.read_text()
        assert "serving the built-in demo model 'augury-demo'" in notice
        assert "It CAN decide" in notice and "It CANNOT decide anything else" in notice
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_the_random_weight_test_model_is_served_by_name_and_says_so(tmp_path: Path) -> None:
    from tests.conftest import start_server, stop_server

    server = start_server(["--model", "augury-tiny-qwen3"], tmp_path)
    try:
        assert httpx.get(server.base_url + "/health").json() == {"status": "ok", "models": ["augury-tiny-qwen3"]}
        assert "Its weights are RANDOM" in server.log()
        assert "demo model" not in server.log()
    finally:
        stop_server(server)
