"""`augury spec`: fetching the pinned upstream document, finding the checkout, the route diffs, runtime apart.

Downloads go to a real HTTP server on 127.0.0.1 (``AUGURY_SPEC_MIRROR``, the setting for mirrors and tests)
laid out like raw.githubusercontent.com: ``<repo>/<commit>/<path>``. Most tests use a throwaway checkout with a
lock pinning a small file, so they need nothing beside the repository; the ones that serve or diff the real
upstream revisions skip, saying why, where ``../shared/upstream`` does not hold them.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import http.server
import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from augury.cli import main
from augury.spec.checkout import Checkout, find_checkout
from augury.spec.upstream import locate_upstream, read_lock, require_upstream, upstream_cache_dir
from tests.conftest import free_port, start_server, stop_server

REPO = Path(__file__).resolve().parents[1]
CHECKOUT = Checkout(REPO)
REAL_LOCK = read_lock(CHECKOUT.lock)
OLD_REVISION = CHECKOUT.seed / "openai-openapi-5c044be-openapi.yaml"
UPSTREAM_REPO, COMMIT = "openai/openai-openapi", "0123456789abcdef0123456789abcdef01234567"
DOCUMENT = b"openapi: 3.1.0\ninfo: {title: pinned, version: '1'}\npaths: {}\n"


def _lock_text(sha256: str, *, repo: str = UPSTREAM_REPO, commit: str = COMMIT, file: str = "pinned.yaml") -> str:
    return f"repo: {repo}\ncommit: {commit}\npath: openapi.yaml\nfile: {file}\nsha256: {sha256}\n"


@pytest.fixture
def checkout(tmp_path: Path) -> Checkout:
    """A throwaway checkout whose lock pins :data:`DOCUMENT`."""
    root = tmp_path / "checkout"
    (root / "openapi" / "overlays").mkdir(parents=True)
    (root / "pyproject.toml").write_text("[project]\nname = 'augury'\n", encoding="utf-8")
    (root / "openapi" / "upstream.lock").write_text(_lock_text(hashlib.sha256(DOCUMENT).hexdigest()), encoding="utf-8")
    return Checkout(root)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``AUGURY_CACHE_DIR`` pointed at an empty folder; returns where fetched documents go."""
    monkeypatch.setenv("AUGURY_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "upstream"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        """Requests are not logged (stderr is what the tests read)."""


@pytest.fixture
def mirror(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A static HTTP server on 127.0.0.1 set as ``AUGURY_SPEC_MIRROR``; returns the folder it serves."""
    root = tmp_path / "mirror"
    root.mkdir()
    handler = functools.partial(_QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    monkeypatch.setenv("AUGURY_SPEC_MIRROR", f"http://127.0.0.1:{server.server_address[1]}/")
    try:
        yield root
    finally:
        server.shutdown()
        server.server_close()


def _publish(mirror: Path, content: bytes, *, repo: str = UPSTREAM_REPO, commit: str = COMMIT) -> None:
    target = mirror / repo / commit / "openapi.yaml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(content)


def _spec(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["spec", *args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# ------------------------------------------------------------------------------------------------ fetch


def test_fetch_downloads_verifies_and_caches(checkout: Checkout, cache: Path, mirror: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    _publish(mirror, DOCUMENT)
    status, out, err = _spec(["fetch", "--repo", str(checkout.root)], capsys)
    assert (status, err) == (0, "")
    assert out.startswith(f"downloaded: {cache / 'pinned.yaml'} ({UPSTREAM_REPO}@{COMMIT[:12]} openapi.yaml")
    assert (cache / "pinned.yaml").read_bytes() == DOCUMENT
    assert sorted(path.name for path in cache.iterdir()) == ["pinned.yaml"]
    # A second fetch needs no network: the mirror no longer has the file, the verified copy answers.
    (mirror / UPSTREAM_REPO / COMMIT / "openapi.yaml").unlink()
    status, out, _ = _spec(["fetch", "--repo", str(checkout.root)], capsys)
    assert status == 0 and out.startswith("already cached: ")


def test_fetch_refuses_a_download_whose_sha256_differs(checkout: Checkout, cache: Path, mirror: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    tampered = DOCUMENT + b"x-extra: true\n"
    _publish(mirror, tampered)
    status, out, err = _spec(["fetch", "--repo", str(checkout.root)], capsys)
    assert (status, out) == (1, "")
    digest = hashlib.sha256(tampered).hexdigest()
    assert err.splitlines() == [
        f"augury spec: error: refused the download from {os.environ['AUGURY_SPEC_MIRROR'].rstrip('/')}/"
        f"{UPSTREAM_REPO}/{COMMIT}/openapi.yaml: its sha256 is {digest} but upstream.lock pins "
        f"{hashlib.sha256(DOCUMENT).hexdigest()}; nothing was cached."
    ]
    assert not cache.exists() or list(cache.iterdir()) == []


def test_fetch_offline_without_a_cache_is_one_sentence(checkout: Checkout, tmp_path: Path) -> None:
    """A real process, a mirror nobody listens on: exit 1 and one sentence, nothing cached."""
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp_path / "cache"),
           "AUGURY_SPEC_MIRROR": f"http://127.0.0.1:{free_port()}"}
    done = subprocess.run([sys.executable, "-m", "augury", "spec", "fetch"], cwd=checkout.root, env=env,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (1, "")
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("augury spec: error: cannot reach 127.0.0.1 to download the pinned upstream spec (")
    assert lines[0].endswith(f"and no verified copy is cached in {tmp_path / 'cache' / 'upstream'}; connect to the "
                             "network (or set AUGURY_SPEC_MIRROR) and run `augury spec fetch` again.")
    assert not (tmp_path / "cache" / "upstream").exists()


def test_fetch_serves_the_real_pinned_revision_from_a_mirror(cache: Path, mirror: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    seed = CHECKOUT.seed / REAL_LOCK.file
    if not seed.is_file():
        pytest.skip(f"{seed} is not here to serve (the shared checkout sits beside the repository as ../shared)")
    _publish(mirror, seed.read_bytes(), repo=REAL_LOCK.repo, commit=REAL_LOCK.commit)
    status, out, _ = _spec(["fetch", "--repo", str(REPO)], capsys)
    assert status == 0 and out.startswith(f"downloaded: {cache / REAL_LOCK.file}")
    assert hashlib.sha256((cache / REAL_LOCK.file).read_bytes()).hexdigest() == REAL_LOCK.sha256
    # The build now reads the cached copy before the seed.
    assert locate_upstream(REAL_LOCK, CHECKOUT) == cache / REAL_LOCK.file


# ------------------------------------------------------------------------------- where the build looks


def test_the_build_takes_only_a_verified_copy_cache_first(checkout: Checkout, cache: Path, tmp_path: Path) -> None:
    lock = read_lock(checkout.lock)
    seed = checkout.seed / "pinned.yaml"
    assert locate_upstream(lock, checkout) is None
    seed.parent.mkdir(parents=True)
    seed.write_bytes(DOCUMENT)
    assert locate_upstream(lock, checkout) == seed
    cache.mkdir(parents=True)
    (cache / "pinned.yaml").write_bytes(DOCUMENT + b"# edited\n")
    assert locate_upstream(lock, checkout) == seed  # an edited cache copy is passed over
    (cache / "pinned.yaml").write_bytes(DOCUMENT)
    assert locate_upstream(lock, checkout) == cache / "pinned.yaml"
    assert upstream_cache_dir() == cache


def test_build_without_the_document_says_to_fetch(checkout: Checkout, cache: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _spec(["build", "--repo", str(checkout.root)], capsys)
    assert (status, out) == (1, "")
    assert err == (f"augury spec: error: the pinned upstream document ({UPSTREAM_REPO}@{COMMIT[:12]} openapi.yaml) "
                   f"is neither in {cache} nor in {checkout.seed}; run `augury spec fetch` first.\n")


def test_the_checkout_is_found_from_a_subfolder(checkout: Checkout, tmp_path: Path) -> None:
    assert find_checkout(REPO / "src" / "augury" / "spec") == CHECKOUT
    deep = checkout.root / "docs" / "deeper"
    deep.mkdir(parents=True)
    assert find_checkout(deep) == checkout
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp_path / "cache")}
    (tmp_path / "cache" / "upstream").mkdir(parents=True)
    (tmp_path / "cache" / "upstream" / "pinned.yaml").write_bytes(DOCUMENT)
    done = subprocess.run([sys.executable, "-m", "augury", "spec", "fetch"], cwd=deep, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"already cached: {tmp_path / 'cache' / 'upstream' / 'pinned.yaml'}")


def test_outside_a_checkout_the_tooling_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = _spec(["check", "--repo", str(tmp_path)], capsys)
    assert status == 1
    assert err == (f"augury spec: error: {tmp_path} is not inside an Augury checkout (no folder up from it holds "
                   "pyproject.toml and openapi/upstream.lock); run the command in a checkout or name one with "
                   "--repo.\n")


# ---------------------------------------------------------------------------------------------- diffs


def _document(enum: list[str]) -> dict[str, object]:
    schema = {"type": "object", "properties": {"mode": {"type": "string", "enum": enum}}}
    return {"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {"/responses": {"post": {
        "requestBody": {"content": {"application/json": {"schema": schema}}},
        "responses": {"200": {"description": "OK"}}}}}}


def test_spec_diff_prints_the_surface_diff_of_two_revisions(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "old.json").write_text(json.dumps(_document(["a"])), encoding="utf-8")
    (tmp_path / "new.json").write_text(json.dumps(_document(["a", "b"])), encoding="utf-8")
    status, out, _ = _spec(["diff", str(tmp_path / "old.json"), str(tmp_path / "new.json")], capsys)
    assert status == 0
    assert f"surface diff: {tmp_path / 'old.json'} -> {tmp_path / 'new.json'}" in out
    assert "POST /responses  (+1 -0 facts)\n  + req.mode.enum=b\n" in out


def test_spec_diff_against_the_pinned_revision(capsys: pytest.CaptureFixture[str]) -> None:
    if not OLD_REVISION.is_file() or locate_upstream(REAL_LOCK, CHECKOUT) is None:
        pytest.skip(f"{OLD_REVISION} or the pinned upstream document is not available")
    status, out, _ = _spec(["diff", str(OLD_REVISION), "--repo", str(REPO)], capsys)
    assert status == 0
    assert f"surface diff: {OLD_REVISION} -> {require_upstream(REAL_LOCK, CHECKOUT)}" in out
    assert "POST /responses  (+" in out


def test_check_with_another_revision_prints_the_served_route_diff(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    pinned = locate_upstream(REAL_LOCK, CHECKOUT)
    if pinned is None:
        pytest.skip("the pinned upstream document is neither cached nor in ../shared/upstream")
    from augury.spec.upstream import load_upstream

    document = load_upstream(pinned, REAL_LOCK)
    document["components"]["schemas"]["ApproximateLocation"]["properties"]["city"] = {"type": "string",
                                                                                      "maxLength": 77}
    bumped = tmp_path / "bumped.json"
    bumped.write_text(json.dumps(document), encoding="utf-8")
    status, out, _ = _spec(["check", "--repo", str(REPO), "--upstream", str(bumped)], capsys)
    assert status == 0
    # Only upstream output items hold a location now: the served input items are narrowed (40-responses.yaml).
    assert "POST /responses  (+3 -3 facts)" in out
    assert "  + ApproximateLocation.city.maxLength=77  (3 places: resp 3)" in out
    assert "  - ApproximateLocation.city.nullable=true  (3 places: resp 3)" in out
    assert out.rstrip().endswith(f"{bumped} is not the pinned revision; pinning it would change the served routes by "
                                 "+3 -3 facts (update openapi/upstream.lock, then `augury spec build`).")


def test_check_with_a_revision_the_overlays_do_not_fit_says_the_build_would_break(
        capsys: pytest.CaptureFixture[str]) -> None:
    if not OLD_REVISION.is_file():
        pytest.skip(f"{OLD_REVISION} is not available")
    status, out, err = _spec(["check", "--repo", str(REPO), "--upstream", str(OLD_REVISION)], capsys)
    assert (status, out) == (1, "")
    assert err.startswith(f"augury spec: error: pinning {OLD_REVISION} would break the build: 90-errors.yaml")


# ----------------------------------------------------------------------------------- runtime ≠ tooling

#: Put first on the served process's path: any import of the spec tooling fails the server loudly.
_BLOCKER = '''
import importlib.abc, sys

class _NoSpecTooling(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "augury.spec" or name.startswith("augury.spec."):
            raise ImportError(f"the served app imported the spec tooling: {name}")
        return None

sys.meta_path.insert(0, _NoSpecTooling())
'''


def test_the_served_app_never_imports_the_spec_tooling(tmp_path: Path) -> None:
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(_BLOCKER, encoding="utf-8")
    path = os.pathsep.join(filter(None, [str(hook), os.environ.get("PYTHONPATH")]))
    check = subprocess.run([sys.executable, "-c", "import augury.spec"], env={**os.environ, "PYTHONPATH": path},
                           capture_output=True, text=True, timeout=60)
    assert "the served app imported the spec tooling: augury.spec" in check.stderr  # the hook is live
    server = start_server([], tmp_path, env_extra={"PYTHONPATH": path})
    try:
        with server.client() as client:
            assert client.get("/openapi.json").json()["info"]["x-upstream"]["sha256"] == REAL_LOCK.sha256
            assert client.get("/v1/models").status_code == 200
            decided = client.post("/v1/decisions", json={
                "model": client.get("/v1/models").json()["data"][0]["id"],
                "input": "The sky is blue.",
                "questions": [{"type": "predicate", "instructions": "Is the sky blue?"}],
            })
            assert decided.status_code == 200, decided.text
    finally:
        stop_server(server)
    assert "spec tooling" not in server.log()


def test_only_the_spec_command_imports_the_tooling() -> None:
    """Statically: outside src/augury/spec, the one import of it is the deferred one in ``cmd_spec``."""
    importers: list[str] = []
    for source in sorted((REPO / "src" / "augury").rglob("*.py")):
        if (REPO / "src" / "augury" / "spec") in source.parents:
            continue
        tree = ast.parse(source.read_text(encoding="utf-8"))
        functions = [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)]
        for node in ast.walk(tree):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [alias.name for alias in node.names] if isinstance(node, ast.Import) else [])
            if any(name == "augury.spec" or name.startswith("augury.spec.") for name in names):
                owner = next((f.name for f in functions if node in ast.walk(f)), "<module>")
                importers.append(f"{source.relative_to(REPO)}:{owner}")
    assert importers == ["src/augury/cli.py:cmd_spec"]
