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


# --------------------------------------------------------------------------------------------------
# Start-up and shutdown as a newcomer meets them


def serve_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {**os.environ, "AUGURY_CACHE_DIR": str(tmp_path / "cache"), "MLX_DISABLE_COMPILE": "1", **extra}


def test_a_taken_port_fails_at_once_with_one_sentence_naming_the_address(tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = time.monotonic()
        done = subprocess.run([augury_executable(), "serve", "--port", str(port)], env=serve_env(tmp_path),
                              capture_output=True, text=True, timeout=60)
        elapsed = time.monotonic() - started
    assert done.returncode == 1
    assert done.stdout == ""
    # Nothing was loaded or warmed first: the one line is the whole output.
    assert done.stderr == (f"augury: error: Cannot listen on http://127.0.0.1:{port}: the address is already in use "
                           "(another server runs there); stop it or choose another --port.\n")
    assert elapsed < 5, elapsed  # ~0.3 s on an idle machine; the model load it used to wait for took seconds


def test_ready_is_logged_once_listening_names_docs_and_no_line_says_uvicorn_error(tmp_path: Path) -> None:
    from tests.conftest import start_server, stop_server

    server = start_server(["--model", "augury-demo"], tmp_path)
    try:
        log = server.log()
        lines = log.splitlines()
        ready = [i for i, line in enumerate(lines) if "Augury ready in" in line]
        assert len(ready) == 1, log
        assert lines[ready[0]].endswith(f"on {server.base_url} (API docs: {server.base_url}/docs)")
        startup = next(i for i, line in enumerate(lines) if "Application startup complete" in line)
        warmed = next(i for i, line in enumerate(lines) if "warmed up augury-demo" in line)
        assert warmed < startup < ready[0]
        assert "uvicorn.error" not in log and " INFO uvicorn: " in log
    finally:
        stop_server(server)


def test_sigterm_exits_0_when_idle_and_when_busy(tmp_path: Path) -> None:
    import signal
    import threading

    from tests.conftest import start_server

    (tmp_path / "idle").mkdir()
    (tmp_path / "busy").mkdir()
    idle = start_server(["--model", "augury-tiny-qwen3"], tmp_path / "idle")
    idle.proc.send_signal(signal.SIGTERM)
    assert idle.proc.wait(timeout=30) == 0, idle.log()

    busy = start_server(["--model", "augury-tiny-qwen3"], tmp_path / "busy")
    streamed: list[str] = []

    def stream() -> None:
        body = {"model": "augury-tiny-qwen3", "stream": True, "max_tokens": 64,
                "messages": [{"role": "user", "content": "Say hello."}]}
        with httpx.stream("POST", busy.base_url + "/v1/chat/completions", json=body, timeout=60) as response:
            for line in response.iter_lines():
                streamed.append(line)

    reader = threading.Thread(target=stream)
    reader.start()
    deadline = time.monotonic() + 30
    while not streamed and time.monotonic() < deadline:
        time.sleep(0.01)
    assert streamed, busy.log()
    busy.proc.send_signal(signal.SIGTERM)  # while the answer streams
    assert busy.proc.wait(timeout=30) == 0, busy.log()
    reader.join(timeout=30)


EXAMPLE_CONFIG = Path(__file__).resolve().parents[1] / "docs" / "examples" / "augury.yaml"


def test_the_shipped_example_config_serves_the_built_in_models_offline(tmp_path: Path) -> None:
    from tests.conftest import start_server, stop_server

    server = start_server(["--config", str(EXAMPLE_CONFIG)], tmp_path, env_extra={"HF_HUB_OFFLINE": "1"})
    try:
        with server.client() as client:
            assert client.get("/health").json() == {"status": "ok", "models": ["support", "tiny"]}
            decision = client.post("/v1/decisions", json={
                "model": "support", "input": "I was charged twice for my order. No rush.",
                "questions": [{"type": "predicate", "name": "billing", "instructions": "The ticket is about billing."}],
            })
            assert decision.status_code == 200, decision.text
            assert decision.json()["answers"][0]["probability"] > 0.9
            chat = client.post("/v1/chat/completions", json={
                "model": "assistant", "max_tokens": 4, "messages": [{"role": "user", "content": "Say hello."}]})
            assert chat.status_code == 200, chat.text  # "assistant" is the test model's alias
            refused = client.post("/v1/chat/completions", json={
                "model": "support", "max_tokens": 4, "messages": [{"role": "user", "content": "Say hello."}]})
            assert refused.json()["error"]["code"] == "unsupported_usecase"
    finally:
        stop_server(server)


def test_a_hub_model_missing_offline_stops_the_start_with_one_message(tmp_path: Path) -> None:
    env = serve_env(tmp_path, HF_HUB_CACHE=str(tmp_path / "hf"), HF_HUB_OFFLINE="1")
    done = subprocess.run([augury_executable(), "serve", "--port", str(free_port()), "--model", "some/model"],
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert done.stderr == ("augury: error: The model model (some/model) is not on this machine and downloads are "
                           "off: run `augury pull some/model` first, or serve with --allow-download.\n")


def test_a_staging_folder_left_by_kill_9_is_removed_at_the_next_start(tmp_path: Path) -> None:
    """A start killed while it fills the demo's cache folder leaves its staging folder; the next start removes it.

    A staging folder another live start is filling right now stays.
    """
    import signal

    from augury.demo import DEMO_MODEL_NAME, checkpoint_version

    models = tmp_path / "cache" / "models"
    final = models / f"{DEMO_MODEL_NAME}-{checkpoint_version()}"
    filling = ("import sys, time; from pathlib import Path; from augury.engine.cachedfolder import ensure_folder; "
               "ensure_folder(Path(sys.argv[1]), lambda f: ((f / 'config.json').write_text('{}'), time.sleep(120)))")
    killed = subprocess.Popen([sys.executable, "-c", filling, str(final)])
    alive = subprocess.Popen([sys.executable, "-c", filling, str(final)])
    try:
        deadline = time.monotonic() + 30
        while len(list(models.glob(f".{final.name}.*/config.json"))) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        staging = {p.name: p for p in models.glob(f".{final.name}.*")}
        assert len(staging) == 2
        left = next(p for p in staging.values() if f"-{killed.pid}." in p.name)
        building = next(p for p in staging.values() if f"-{alive.pid}." in p.name)

        from tests.conftest import start_server, stop_server

        server = start_server([], tmp_path)
        stop_server(server)
        assert not left.exists()
        assert building.is_dir()  # the concurrent build still running was not touched
        assert final.is_dir()
        assert f"removed {left}, left behind by an interrupted build" in server.log()
    finally:
        alive.kill()
        alive.wait()
