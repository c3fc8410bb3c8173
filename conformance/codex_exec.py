"""Conformance: a real Codex CLI turn against a running Augury.

README
======

What it checks
    That the OpenAI Codex CLI (npm package ``@openai/codex``) can run one non-interactive turn,
    ``codex exec "say hi"``, against Augury's ``/v1/responses`` as a custom model provider: Codex accepts
    the SSE stream (it retries a stream that ends without ``response.completed``, then fails the turn).

How to run
    Start a server, then point the script at it::

        augury serve --model tiny=/path/to/model &
        python conformance/codex_exec.py --base-url http://127.0.0.1:28100

    Options: ``--model`` (default: the first model ``GET /v1/models`` lists), ``--api-key`` (default:
    ``$AUGURY_API_KEY``, needed only when the server requires keys), ``--prompt`` (default ``say hi``),
    ``--timeout`` seconds (default 600), ``--codex`` (the executable; default ``codex`` on ``PATH``).

What it does
    Writes a throw-away ``CODEX_HOME`` holding a ``config.toml`` whose provider ``augury`` has
    ``base_url = <base-url>/v1`` and ``wire_api = "responses"``, plus a one-model catalog
    (``model_catalog_json``) so Codex knows the local model; runs ``codex exec --json`` in an empty
    temporary folder with a read-only sandbox and no approvals; and reads Codex's JSONL events.

Outcome (exit status)
    0 and ``passed``: the turn completed (a ``turn.completed`` event, exit status 0).
    0 and ``skipped: codex not installed``: no ``codex`` executable was found; nothing was checked.
    1 and ``failed: ...``: the server was unreachable, or Codex failed the turn (its output is printed).

It is not part of the default test run: it needs the Codex CLI and, with a random-weights test model, only
proves the wire protocol (the reply is gibberish). Nothing is installed by this script.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import httpx

PROVIDER = "augury"
API_KEY_ENV = "AUGURY_API_KEY"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run one Codex CLI turn against a running Augury server.")
    parser.add_argument("--base-url", default="http://127.0.0.1:28100", help="server root, without /v1")
    parser.add_argument("--model", default=None, help="model name (default: the first one the server lists)")
    parser.add_argument("--api-key", default=os.environ.get(API_KEY_ENV, "unused"))
    parser.add_argument("--prompt", default="say hi")
    parser.add_argument("--timeout", type=float, default=600.0, help="seconds for the whole Codex turn")
    parser.add_argument("--codex", default="codex", help="the Codex CLI executable")
    return parser.parse_args(argv)


def toml_string(value: str) -> str:
    """A TOML basic string (JSON string escapes are valid TOML escapes)."""
    return json.dumps(value)


def first_model(base_url: str, api_key: str) -> str:
    resp = httpx.get(f"{base_url}/v1/models", headers={"Authorization": f"Bearer {api_key}"}, timeout=10)
    resp.raise_for_status()
    data: list[dict[str, Any]] = resp.json()["data"]
    if not data:
        raise RuntimeError("the server lists no models")
    return str(data[0]["id"])


def write_codex_home(home: Path, *, base_url: str, model: str) -> None:
    """A minimal Codex configuration: the Augury provider, the model, a one-entry model catalog."""
    catalog = {"models": [{
        "slug": model, "display_name": model, "supported_reasoning_levels": [], "shell_type": "default",
        "visibility": "list", "supported_in_api": True, "priority": 1, "support_verbosity": False,
        "truncation_policy": {"mode": "bytes", "limit": 10000}, "experimental_supported_tools": [],
        "base_instructions": "You are a helpful local coding agent.",
    }]}
    (home / "catalog.json").write_text(json.dumps(catalog, indent=1), encoding="utf-8")
    config = "\n".join([
        f"model = {toml_string(model)}",
        f"model_provider = {toml_string(PROVIDER)}",
        f"model_catalog_json = {toml_string(str(home / 'catalog.json'))}",
        'approval_policy = "never"',
        'sandbox_mode = "read-only"',
        "",
        f"[model_providers.{PROVIDER}]",
        'name = "Augury"',
        f"base_url = {toml_string(base_url.rstrip('/') + '/v1')}",
        'wire_api = "responses"',
        f"env_key = {toml_string(API_KEY_ENV)}",
        "request_max_retries = 0",
        "stream_max_retries = 0",
        "",
    ])
    (home / "config.toml").write_text(config, encoding="utf-8")


def turn_events(stdout: str) -> list[dict[str, Any]]:
    """The JSON objects among Codex's ``--json`` output lines (other lines are ignored)."""
    events: list[dict[str, Any]] = []
    for line in stdout.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict):
            events.append(event)
    return events


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    codex = shutil.which(args.codex)
    if codex is None:
        print("skipped: codex not installed (npm install -g @openai/codex provides it)")
        return 0
    base_url = args.base_url.rstrip("/")
    try:
        model = args.model or first_model(base_url, args.api_key)
    except (httpx.HTTPError, RuntimeError, KeyError, ValueError) as exc:
        print(f"failed: cannot list models at {base_url}/v1/models: {exc}")
        return 1
    with tempfile.TemporaryDirectory(prefix="augury-codex-") as tmp:
        home = Path(tmp) / "codex-home"
        work = Path(tmp) / "work"
        home.mkdir()
        work.mkdir()
        write_codex_home(home, base_url=base_url, model=model)
        env = {**os.environ, "CODEX_HOME": str(home), API_KEY_ENV: args.api_key}
        command = [codex, "exec", "--json", "--skip-git-repo-check", args.prompt]
        try:
            run = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True,
                                 timeout=args.timeout, check=False)
        except subprocess.TimeoutExpired:
            print(f"failed: codex exec did not finish in {args.timeout:g} s")
            return 1
    events = turn_events(run.stdout)
    kinds = [str(event.get("type")) for event in events]
    if run.returncode == 0 and "turn.completed" in kinds:
        print(f"passed: codex exec completed a turn with model {model!r} at {base_url} ({len(events)} events)")
        return 0
    print(f"failed: codex exec exited with {run.returncode}; events: {kinds}")
    print("--- stdout ---\n" + run.stdout[-4000:])
    print("--- stderr ---\n" + run.stderr[-4000:])
    return 1


if __name__ == "__main__":
    sys.exit(main())
