"""Shared fixtures: tiny models built offline, and real servers on 127.0.0.1 talking HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"


#: ``assert_error``'s default for ``param`` and ``code``: not checked.
UNCHECKED: Any = object()


def assert_error(resp: httpx.Response, status: int = 400, *, param: str | None = UNCHECKED,
                 code: str | None = UNCHECKED, message_has: str = "", starts: str = "") -> dict[str, Any]:
    """The error object of ``resp``, asserted to be the OpenAI error shape the server answers every refusal with.

    ``status``; JSON with an ``x-request-id``; exactly ``{"error": {"message", "type", "param", "code"}}`` in that
    order; ``type`` ``server_error`` for a 5xx, else ``invalid_request_error``; a message that starts with
    ``starts`` and contains ``message_has`` (ignoring case); ``param`` and ``code`` exactly, when given.
    """
    assert resp.status_code == status, resp.text
    assert resp.headers["content-type"].startswith("application/json")
    assert resp.headers.get("x-request-id")
    body = resp.json()
    assert list(body) == ["error"], body
    err: dict[str, Any] = body["error"]
    assert list(err) == ["message", "type", "param", "code"], err
    assert err["type"] == ("server_error" if status >= 500 else "invalid_request_error"), err
    assert isinstance(err["message"], str) and err["message"], err
    assert err["message"].startswith(starts), err
    assert message_has.lower() in err["message"].lower(), err
    if param is not UNCHECKED:
        assert err["param"] == param, err
    if code is not UNCHECKED:
        assert err["code"] == code, err
    return err


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    base_url: str
    proc: subprocess.Popen[bytes]
    log_path: Path

    def client(self, **kwargs: object) -> httpx.Client:
        return httpx.Client(base_url=self.base_url, timeout=60.0, **kwargs)  # type: ignore[arg-type]

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")


def start_server(args: list[str], tmp: Path, env_extra: dict[str, str] | None = None,
                 timeout_s: float = 120.0) -> Server:
    port = free_port()
    log_path = tmp / f"server-{port}.log"
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp / "cache"), "MLX_DISABLE_COMPILE": "1",
           **(env_extra or {})}
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "augury", "serve", "--port", str(port), *args],
            stdout=log, stderr=subprocess.STDOUT, env=env,
        )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with {proc.returncode}:\n{log_path.read_text(errors='replace')}")
        try:
            if httpx.get(base + "/health", timeout=1.0).status_code == 200:
                return Server(base, proc, log_path)
        except httpx.HTTPError:
            pass
        time.sleep(0.2)
    proc.kill()
    raise RuntimeError(f"server did not start in {timeout_s}s:\n{log_path.read_text(errors='replace')}")


def stop_server(server: Server) -> None:
    server.proc.terminate()
    try:
        server.proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.proc.kill()


@pytest.fixture(scope="session")
def model_dirs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The tiny real-architecture models every end-to-end test uses, built once per session."""
    from augury.engine.testmodels import make_test_model

    root = tmp_path_factory.mktemp("models")
    return {
        "tiny": make_test_model(root / "tiny-qwen3", arch="qwen3"),
        "tiny35": make_test_model(root / "tiny-qwen3_5", arch="qwen3_5"),
    }


@pytest.fixture(scope="session")
def server(model_dirs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One server for the session, serving ``tiny`` (qwen3) and ``tiny35`` (qwen3_5)."""
    tmp = tmp_path_factory.mktemp("server")
    srv = start_server(
        ["--model", f"tiny={model_dirs['tiny']}", "--model", f"tiny35={model_dirs['tiny35']}",
         "--max-body-bytes", str(64 * 1024)],
        tmp,
    )
    yield srv
    stop_server(srv)


@pytest.fixture
def client(server: Server) -> Iterator[httpx.Client]:
    with server.client() as c:
        yield c


# -- process exit ------------------------------------------------------------------------------------------------
# MLX can abort ("terminate called without an active exception") when the interpreter tears down arrays and
# streams that engine worker threads of in-process servers created. Every result has been reported by the time
# pytest unconfigures, so leave with pytest's own exit status without running that teardown.
_exit_status: list[int] = []


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    _exit_status.append(int(exitstatus))


@pytest.hookimpl(trylast=True)
def pytest_unconfigure(config: pytest.Config) -> None:
    if _exit_status and os.environ.get("AUGURY_TEST_NORMAL_EXIT") != "1":
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(_exit_status[-1])
