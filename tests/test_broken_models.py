"""Broken model folders (issue 12, items 7-10): one sentence naming the file, exit 1 every time; a damaged cached
built-in folder is rebuilt."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from tests.conftest import start_server, stop_server


def serve_once(folder: Path, tmp: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AUGURY_CACHE_DIR": str(tmp / "cache"), "MLX_DISABLE_COMPILE": "1"}
    return subprocess.run([sys.executable, "-m", "augury", "serve", "--port", "0", "--model", f"m={folder}"],
                          capture_output=True, text=True, env=env, timeout=180)


def broken_copy(model_dirs: dict[str, Path], tmp: Path, damage: Callable[[Path], None]) -> Path:
    folder = tmp / "broken"
    shutil.copytree(model_dirs["tiny"], folder)
    damage(folder)
    return folder


def truncate(name: str) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        data = (folder / name).read_bytes()
        (folder / name).write_bytes(data[: len(data) // 2])
    return damage


def delete(name: str) -> Callable[[Path], None]:
    return lambda folder: (folder / name).unlink()


def drop_model_type(folder: Path) -> None:
    config = json.loads((folder / "config.json").read_text())
    del config["model_type"]
    (folder / "config.json").write_text(json.dumps(config))


def assert_one_sentence(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    errors = [line for line in result.stderr.splitlines() if "error" in line.lower()]
    assert len(errors) == 1 and errors[0].startswith("augury: error: "), result.stderr[-2000:]
    for word in words:
        assert word in errors[0], errors[0]
    assert "Traceback" not in result.stderr and "terminate called" not in result.stderr


def test_a_truncated_tokenizer_exits_1_with_one_sentence_every_time(model_dirs: dict[str, Path],
                                                                    tmp_path: Path) -> None:
    folder = broken_copy(model_dirs, tmp_path, truncate("tokenizer.json"))
    for _ in range(3):  # the abort at exit came in 2 runs of 3
        assert_one_sentence(serve_once(folder, tmp_path), "tokenizer.json", "not valid JSON")


@pytest.mark.parametrize(("damage", "words"), [
    (delete("tokenizer.json"), ("no tokenizer", "tokenizer.json")),
    (drop_model_type, ("config.json", "model_type")),
    (truncate("config.json"), ("config.json", "not valid JSON")),
    (truncate("tokenizer_config.json"), ("tokenizer_config.json", "not valid JSON")),
], ids=["missing-tokenizer", "config-without-model-type", "truncated-config", "truncated-tokenizer-config"])
def test_a_broken_folder_is_refused_at_load(model_dirs: dict[str, Path], tmp_path: Path,
                                            damage: Callable[[Path], None], words: tuple[str, ...]) -> None:
    result = serve_once(broken_copy(model_dirs, tmp_path, damage), tmp_path)
    assert_one_sentence(result, *words)
    assert "KeyError" not in result.stderr and "ready" not in result.stderr


@pytest.mark.parametrize("damage", [truncate("model.safetensors"), delete("tokenizer.json"),
                                    truncate("tokenizer.json")], ids=["weights", "no-tokenizer", "tokenizer"])
def test_a_damaged_cached_builtin_model_is_rebuilt(tmp_path: Path, damage: Callable[[Path], None]) -> None:
    from augury.engine.testmodels import ensure_builtin_test_model

    cache = tmp_path / "cache"
    folder = ensure_builtin_test_model(cache / "models")
    damage(folder)
    server = start_server(["--model", "augury-tiny-qwen3", "--no-warmup"], tmp_path)
    try:
        resp = httpx.post(server.base_url + "/v1/decisions", timeout=60, json={
            "model": "augury-tiny-qwen3", "input": "x",
            "questions": [{"type": "predicate", "instructions": "It is about billing."}]})
        assert resp.status_code == 200, resp.text
        assert "is damaged" in server.log() and "rebuilding" in server.log()
    finally:
        stop_server(server)
    assert ensure_builtin_test_model(cache / "models") == folder
