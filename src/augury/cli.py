"""The ``augury`` command: serve, models, pull, rm, run, decide, make-test-model.

``serve`` starts the server. ``run`` and ``decide`` are clients of a running server (``--url``, default
``http://127.0.0.1:28100`` or ``AUGURY_URL``): the model stays loaded between commands, and the terminal sees
exactly what an HTTP client would. ``models`` asks the running server (names, sizes, usecases, what is loaded) and
falls back to the local config and cache when none answers. ``pull`` and ``rm`` manage the local Hugging Face cache.

Every failure prints one ``augury: error: ...`` line on stderr and exits with status 1 (2 for bad usage).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx

from augury.errors import AuguryError
from augury.settings import Settings

DEFAULT_PORT = 28100
BAR_WIDTH = 24


class CommandError(Exception):
    """A command cannot do what was asked; the message is printed as is."""


# --------------------------------------------------------------------------------------------------
# Arguments


def _serve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("serve", help="start the HTTP server")
    p.add_argument("--config", type=Path, help="YAML file declaring the served models and settings (AUGURY_CONFIG)")
    p.add_argument("--host", help="bind address (default 127.0.0.1; AUGURY_HOST)")
    p.add_argument("--port", type=int, help=f"port (default {DEFAULT_PORT}; AUGURY_PORT)")
    p.add_argument("--model", dest="models", action="append",
                   help="model to serve: folder, hub id, built-in alias, or name=source (repeatable; AUGURY_MODELS)")
    p.add_argument("--device", choices=["auto", "cpu", "gpu"], help="MLX device (AUGURY_DEVICE)")
    p.add_argument("--allow-download", action="store_true", default=None, help="download hub models on demand")
    p.add_argument("--idle-unload-s", type=float, help="unload a model after this many idle seconds (0: never)")
    p.add_argument("--max-model-memory", help="cap on loaded models' weights, e.g. 8GiB; least recently used "
                                              "models are unloaded to stay under it (0: no cap)")
    p.add_argument("--api-key", dest="api_keys", action="append",
                   help="require this bearer key (repeatable; KEY or KEY:group+group; AUGURY_API_KEYS)")
    p.add_argument("--max-body-bytes", type=int)
    p.add_argument("--max-concurrent-decisions", type=int)
    p.add_argument("--max-questions", type=int)
    p.add_argument("--context-length", type=int)
    p.add_argument("--cors-origin", dest="cors_origins", action="append")
    p.add_argument("--log-format", choices=["text", "json"], help="request and server logs as text or JSON lines")
    p.add_argument("--log-level")
    p.add_argument("--no-warmup", dest="warmup", action="store_false", default=None)


def _client_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--url", default=default_url(), help="the Augury server (default %(default)s; AUGURY_URL)")
    p.add_argument("--api-key", default=os.environ.get("AUGURY_API_KEY"),
                   help="bearer key, when the server requires one (AUGURY_API_KEY)")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="augury", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    _serve_parser(sub)

    m = sub.add_parser("models", help="list models: name, size, usecases, loaded")
    _client_options(m)
    m.add_argument("--config", type=Path, help="config file to list when no server answers (AUGURY_CONFIG)")
    m.add_argument("--model", dest="models", action="append", help="model to list when no server answers")

    for name, help_text in (("pull", "download a model into the local cache (resumes an interrupted download)"),
                            ("rm", "delete a downloaded model from the local cache")):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("name", help="built-in alias, hub id (org/name), or a model name from --config")
        p.add_argument("--config", type=Path, help="config file whose model names are accepted (AUGURY_CONFIG)")

    run = sub.add_parser("run", help="stream a chat answer from a running server")
    _client_options(run)
    run.add_argument("model")
    run.add_argument("prompt", nargs="?", help="the message (default: read standard input)")
    run.add_argument("--system", help="a system message")
    run.add_argument("--max-tokens", type=int, default=512)
    run.add_argument("--temperature", type=float)

    decide = sub.add_parser("decide", help="answer decision questions with a running server",
                            formatter_class=argparse.RawDescriptionHelpFormatter,
                            epilog=QUESTION_HELP)
    _client_options(decide)
    decide.add_argument("--model", help="served model (default: the server's only model)")
    decide.add_argument("--state", help="the input the questions are about")
    decide.add_argument("--question", "-q", dest="questions", action="append", default=[], metavar="SPEC",
                        help="a question (repeatable); see below")
    decide.add_argument("--file", "-f", type=Path,
                        help="JSON /v1/decisions body (or part of one: input, questions); '-' reads stdin")
    decide.add_argument("--json", action="store_true", help="print the server's JSON instead of a table")

    mk = sub.add_parser("make-test-model", help="build a tiny deterministic test model offline")
    mk.add_argument("out", type=Path)
    mk.add_argument("--arch", choices=["qwen3", "qwen3_5", "qwen3_5_vl"], default="qwen3")
    mk.add_argument("--tokenizer", choices=["bpe", "qwen3"], default="bpe")
    mk.add_argument("--hidden", type=int)
    mk.add_argument("--layers", type=int)
    mk.add_argument("--intermediate", type=int)
    mk.add_argument("--heads", type=int)
    mk.add_argument("--kv-heads", type=int)
    mk.add_argument("--seed", type=int, default=0)
    return parser


def default_url() -> str:
    """``AUGURY_URL``, else the local server on ``AUGURY_PORT`` (default 28100)."""
    return os.environ.get("AUGURY_URL") or f"http://127.0.0.1:{os.environ.get('AUGURY_PORT') or DEFAULT_PORT}"


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return int(COMMANDS[args.command](args))
    except (CommandError, AuguryError, ValueError) as exc:
        message = exc.message if isinstance(exc, AuguryError) else str(exc)
        print(f"augury: error: {message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


# --------------------------------------------------------------------------------------------------
# serve, make-test-model


def cmd_serve(args: argparse.Namespace) -> int:
    from augury.server import serve

    overrides = {k: v for k, v in vars(args).items() if k != "command"}
    for key in ("models", "api_keys", "cors_origins"):
        if overrides.get(key) is not None:
            overrides[key] = tuple(overrides[key])
    if overrides.get("max_model_memory") is not None:
        from augury.settings import coerce_setting

        overrides["max_model_memory"] = coerce_setting("max_model_memory", overrides["max_model_memory"],
                                                       origin="--max-model-memory")
    serve(Settings.from_env(**overrides))  # a bad config file fails here, before the engine starts
    return 0


def cmd_make_test_model(args: argparse.Namespace) -> int:
    from augury.engine.testmodels import make_test_model

    path = make_test_model(
        args.out, arch=args.arch, tokenizer=args.tokenizer, hidden_size=args.hidden, num_layers=args.layers,
        intermediate_size=args.intermediate, num_heads=args.heads, num_kv_heads=args.kv_heads, seed=args.seed,
    )
    print(path)
    return 0


# --------------------------------------------------------------------------------------------------
# pull, rm


def _source_for(name: str, config: Path | None) -> str:
    """The model source ``name`` stands for: a configured model's source, or ``name`` itself."""
    config = config or (Path(os.environ["AUGURY_CONFIG"]) if os.environ.get("AUGURY_CONFIG") else None)
    if config is not None:
        from augury.config import load_config

        for spec in load_config(config).models:
            if name == spec.name or name in spec.aliases:
                return spec.source
    return name


def _hub_repo(name: str, config: Path | None, verb: str) -> str:
    from augury.engine.loader import BUILTIN_MODELS, hub_id

    source = _source_for(name, config)
    repo = hub_id(source)
    if repo is not None:
        return repo
    if Path(source).expanduser().is_dir():
        raise CommandError(f"'{name}' is a local folder ({source}); there is nothing to {verb}.")
    raise CommandError(f"'{name}' is not a known model: not a built-in alias ({', '.join(BUILTIN_MODELS)}), "
                       "not a hub id (org/name) and not a model of the config file.")


def cmd_pull(args: argparse.Namespace) -> int:
    from augury.engine.loader import download, folder_size

    repo = _hub_repo(args.name, args.config, "pull")
    label = args.name if args.name == repo else f"{args.name} ({repo})"
    print(f"pulling {label}", file=sys.stderr)
    folder = download(repo)
    print(f"pulled {label}: {human_size(folder_size(folder))} in {folder}")
    return 0


def cmd_rm(args: argparse.Namespace) -> int:
    from augury.engine.loader import remove_from_cache

    repo = _hub_repo(args.name, args.config, "remove")
    freed = remove_from_cache(repo)
    if freed == 0:
        raise CommandError(f"'{args.name}' is not in the local cache; `augury models` lists what is.")
    print(f"removed {args.name} ({human_size(freed)} freed)")
    return 0


# --------------------------------------------------------------------------------------------------
# Talking to a running server


def _client(args: argparse.Namespace) -> httpx.Client:
    headers = {"authorization": f"Bearer {args.api_key}"} if args.api_key else {}
    # No read timeout: a first request may wait for its model to load.
    return httpx.Client(base_url=args.url.rstrip("/"), headers=headers,
                        timeout=httpx.Timeout(10.0, read=None))


def _unreachable(url: str) -> CommandError:
    return CommandError(f"no Augury server answers at {url}; start one with `augury serve` (or pass --url).")


def _error_message(response: httpx.Response) -> str:
    try:
        error = response.json()["error"]
        return f"{error['message']} (HTTP {response.status_code})"
    except (ValueError, KeyError, TypeError):
        return f"the server answered HTTP {response.status_code}: {response.text[:200]}"


def _request_json(client: httpx.Client, method: str, path: str, url: str, **kwargs: Any) -> Any:
    try:
        response = client.request(method, path, **kwargs)
    except httpx.ConnectError:
        raise _unreachable(url) from None
    if response.status_code >= 400:
        raise CommandError(_error_message(response))
    return response.json()


def cmd_run(args: argparse.Namespace) -> int:
    prompt = args.prompt if args.prompt is not None else sys.stdin.read()
    messages = ([{"role": "system", "content": args.system}] if args.system else [])
    messages.append({"role": "user", "content": prompt})
    body: dict[str, Any] = {"model": args.model, "messages": messages, "stream": True, "max_tokens": args.max_tokens}
    if args.temperature is not None:
        body["temperature"] = args.temperature
    with _client(args) as client:
        try:
            with client.stream("POST", "/v1/chat/completions", json=body) as response:
                if response.status_code >= 400:
                    response.read()
                    raise CommandError(_error_message(response))
                for text in _chat_deltas(response.iter_lines()):
                    sys.stdout.write(text)
                    sys.stdout.flush()
        except httpx.ConnectError:
            raise _unreachable(args.url) from None
    sys.stdout.write("\n")
    return 0


def _chat_deltas(lines: Iterator[str]) -> Iterator[str]:
    """The text of a Chat Completions SSE stream, chunk by chunk; an error frame raises."""
    for line in lines:
        if not line.startswith("data:"):
            continue
        data = line[5:].strip()
        if data == "[DONE]":
            return
        chunk = json.loads(data)
        if "error" in chunk:
            raise CommandError(f"the generation failed: {chunk['error'].get('message')}")
        for choice in chunk.get("choices", []):
            text = (choice.get("delta") or {}).get("content")
            if text:
                yield text
    raise CommandError("the server closed the stream before it was complete.")


# --------------------------------------------------------------------------------------------------
# decide

QUESTION_HELP = """\
question SPEC: [TYPE:][NAME=]INSTRUCTIONS[|OPTION|OPTION...]
  "billing=Is the message about billing?"                      a predicate (yes/no)
  "team=Which team should handle it?|billing|shipping|tech"    a choice between the options
  "score:urgency=How urgent is it?|low|medium|high"            a score over ordered levels
TYPE is predicate, choice or score (default: choice with options, else predicate).
"""

_SPEC = re.compile(r"^(?:(predicate|choice|score):)?(?:([A-Za-z_][\w.-]*)=)?(.*)$", re.DOTALL)


def parse_question(spec: str) -> dict[str, Any]:
    """A ``--question`` SPEC as a /v1/decisions question object (see :data:`QUESTION_HELP`)."""
    match = _SPEC.match(spec)
    assert match is not None  # the pattern matches every string
    kind, name, rest = match.groups()
    instructions, *options = [part.strip() for part in rest.split("|")]
    if not instructions:
        raise CommandError(f"question {spec!r} has no instructions.")
    kind = kind or ("choice" if options else "predicate")
    question: dict[str, Any] = {"type": kind, "instructions": instructions}
    if name:
        question["name"] = name
    if kind == "predicate":
        if options:
            raise CommandError(f"question {spec!r}: a predicate takes no options (it is answered yes or no).")
        return question
    if len(options) < 2 or not all(options):
        raise CommandError(f"question {spec!r}: a {kind} needs at least two non-empty options after '|'.")
    if kind == "choice":
        question["choices"] = [{"value": o} for o in options]
    else:
        question["levels"] = [{"label": o} for o in options]
    return question


def _decision_body(args: argparse.Namespace) -> dict[str, Any]:
    body: dict[str, Any] = {}
    if args.file is not None:
        text = sys.stdin.read() if str(args.file) == "-" else args.file.read_text(encoding="utf-8")
        try:
            body = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CommandError(f"{args.file} is not JSON: {exc}") from None
        if not isinstance(body, dict):
            raise CommandError(f"{args.file} must hold a JSON object (a /v1/decisions body).")
    if args.model:
        body["model"] = args.model
    if args.state is not None:
        body["input"] = args.state
    body.setdefault("questions", [])
    body["questions"] = list(body["questions"]) + [parse_question(q) for q in args.questions]
    if "input" not in body:
        raise CommandError("give the input with --state TEXT (or an \"input\" in --file).")
    if not body["questions"]:
        raise CommandError("give at least one --question (or \"questions\" in --file).")
    return body


def cmd_decide(args: argparse.Namespace) -> int:
    body = _decision_body(args)
    with _client(args) as client:
        if "model" not in body:
            served = [m["id"] for m in _request_json(client, "GET", "/v1/models", args.url)["data"]]
            if len(served) != 1:
                raise CommandError(f"the server serves {len(served)} models ({', '.join(served)}); "
                                   "choose one with --model.")
            body["model"] = served[0]
        result = _request_json(client, "POST", "/v1/decisions", args.url, json=body)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(render_decision(result))
    return 0


def bar(probability: float, width: int = BAR_WIDTH) -> str:
    """A horizontal bar of ``probability`` × ``width`` cells, in eighths of a cell."""
    eighths = round(max(0.0, min(1.0, probability)) * width * 8)
    full, part = divmod(eighths, 8)
    return "█" * full + ("" if part == 0 else " ▏▎▍▌▋▊▉"[part])


def render_decision(result: dict[str, Any]) -> str:
    """A decision response as a table: each question, its answer, and every option's probability as a bar."""
    lines = []
    for i, answer in enumerate(result.get("answers", [])):
        name = answer.get("name") or f"#{i + 1}"
        kind = answer["type"]
        if kind == "predicate":
            p = float(answer["probability"])
            rows = [("yes", p), ("no", 1.0 - p)]
            lines.append(f"{name} (predicate) → {'yes' if p >= 0.5 else 'no'}")
        elif kind == "choice":
            rows = [(_text(o["value"]), float(o["probability"])) for o in answer["probabilities"]]
            lines.append(f"{name} (choice) → {_text(answer['choice'])}   confidence {answer['confidence']:.2f}")
        else:
            rows = [(f"{o['value']} {o['label']}", float(o["probability"])) for o in answer["probabilities"]]
            lines.append(f"{name} (score) → {answer['score']:.2f}   confidence {answer['confidence']:.2f}")
        width = max(len(label) for label, _ in rows)
        lines += [f"  {label:<{width}}  {p:5.3f}  {bar(p)}" for label, p in rows]
    return "\n".join(lines)


def _text(value: Any) -> str:
    return json.dumps(value) if isinstance(value, bool) else str(value)


# --------------------------------------------------------------------------------------------------
# models


def human_size(n: int | float | None) -> str:
    """``1.2 GB``-style decimal sizes, as model hubs show them; ``-`` for unknown."""
    if n is None:
        return "-"
    if n < 1000:
        return f"{int(n)} B"
    for unit, scale in (("KB", 1e3), ("MB", 1e6), ("GB", 1e9)):
        if n < scale * 1000 or unit == "GB":
            return f"{n / scale:.1f} {unit}"
    raise AssertionError("unreachable")


def _table(rows: list[Row]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows)


#: A ``models`` table row: name, size, usecases, loaded.
Row = tuple[str, str, str, str]
HEADER: Row = ("NAME", "SIZE", "USECASES", "LOADED")


def cmd_models(args: argparse.Namespace) -> int:
    try:
        with _client(args) as client:
            response = client.get("/metrics")
    except httpx.ConnectError:
        response = None
    if response is not None:
        if response.status_code >= 400:
            raise CommandError(_error_message(response))
        print(f"models served by {args.url}")
        print(_table([HEADER, *_server_rows(response.text)]))
        return 0
    rows = _local_rows(args)
    print(f"no server answers at {args.url}; models on this machine")
    print(_table([HEADER, *rows]) if rows else "(none: `augury pull NAME` downloads one)")
    return 0


def _server_rows(exposition: str) -> list[Row]:
    from augury.metrics import parse_exposition

    samples = parse_exposition(exposition)

    def by_model(metric: str) -> dict[str, float]:
        return {labels["model"]: value for labels, value in samples.get(metric, [])}

    disk, loaded, memory = (by_model(m) for m in ("augury_model_disk_bytes", "augury_model_loaded",
                                                   "augury_model_memory_bytes"))
    rows: list[Row] = []
    for labels, _ in samples.get("augury_model_info", []):
        name = labels["model"]
        state = f"yes ({human_size(memory.get(name))})" if loaded.get(name) else "no"
        rows.append((name, human_size(disk.get(name)), labels["usecases"], state))
    return rows


def _local_rows(args: argparse.Namespace) -> list[Row]:
    from augury.engine.loader import BUILTIN_MODELS, cached_repos, folder_size, locate

    settings = Settings.from_env(config=args.config, models=tuple(args.models) if args.models else None)
    if settings.config is not None or settings.models:
        from augury.server import model_specs

        rows: list[Row] = []
        for spec in model_specs(settings):
            path = locate(spec.source)
            rows.append((spec.name, human_size(folder_size(path)) if path else "not pulled",
                         ",".join(spec.usecases), "no"))
        return rows
    aliases = {repo: alias for alias, repo in BUILTIN_MODELS.items()}
    return [(aliases.get(repo, repo), human_size(folder_size(path)), "chat,decisions", "no")
            for repo, path in cached_repos()]


COMMANDS = {
    "serve": cmd_serve, "models": cmd_models, "pull": cmd_pull, "rm": cmd_rm, "run": cmd_run,
    "decide": cmd_decide, "make-test-model": cmd_make_test_model,
}


if __name__ == "__main__":
    sys.exit(main())
