"""The ``augury`` command: serve, models, ps, show, pull, rm, run, decide, make-test-model.

``serve`` starts the server. ``run``, ``decide`` and ``ps`` are clients of a running server (``--url``, default
``http://127.0.0.1:28100`` or ``AUGURY_URL``; ``host:port`` and the SDKs' ``.../v1`` base URL work too): the model
stays loaded between commands, and the terminal sees exactly what an HTTP client would. ``models`` and ``show`` ask
the running server and fall back to this machine (config, built-in models, the cache) when none answers. ``pull``
and ``rm`` manage the local Hugging Face cache.

Every failure prints one ``augury: error: ...`` line on stderr and exits with status 1 (2 for bad usage).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import os
import re
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, NoReturn

import httpx

from augury import __version__
from augury.config import load_config, load_settings, merge_models
from augury.demo import DEMO_MODEL_NAME, SHIPPED_CHECKPOINT, ensure_demo_model
from augury.engine.loader import (
    BUILTIN_MODELS,
    BUNDLED_MODELS,
    cached_repos,
    describe_folder,
    download,
    folder_size,
    hub_id,
    is_model_folder,
    locate,
    remove_from_cache,
)
from augury.engine.registry import ModelSpec
from augury.errors import AuguryError
from augury.metrics import parse_exposition
from augury.server import serve
from augury.settings import coerce_setting, format_size

DEFAULT_PORT = 28100
BAR_WIDTH = 24
DESCRIPTION = ("Augury, a local inference server: `augury serve` starts it; the other commands talk to it or "
               "manage the models on this machine.")


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
    p.add_argument("--max-body-bytes", type=int,
                   help="largest text-only request body, in bytes after decompression (default 1 MiB; 413 beyond)")
    p.add_argument("--max-concurrent-decisions", type=int,
                   help="decision requests admitted at once; the next gets 503 with Retry-After (default 8)")
    p.add_argument("--max-questions", type=int, help="most questions in one decision request (default 200)")
    p.add_argument("--context-length", type=int, help="cap on every model's context, in tokens (0: the model's own)")
    p.add_argument("--cors-origin", dest="cors_origins", action="append",
                   help="allow browser requests from this origin (repeatable; AUGURY_CORS_ORIGINS)")
    p.add_argument("--log-format", choices=["text", "json"], help="request and server logs as text or JSON lines")
    p.add_argument("--log-level", help="debug, info (default), warning or error")
    p.add_argument("--no-warmup", dest="warmup", action="store_false", default=None,
                   help="skip loading and warming up models at start (the first request pays for it)")


def _client_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--url", type=_url_argument, default=default_url(),
                   help="the Augury server (default %(default)s; AUGURY_URL)")
    p.add_argument("--api-key", default=os.environ.get("AUGURY_API_KEY"),
                   help="bearer key, when the server requires one (AUGURY_API_KEY)")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="augury", description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"augury {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    _serve_parser(sub)

    m = sub.add_parser("models", help="list models: name, size, usecases, loaded")
    _client_options(m)
    m.add_argument("--config", type=Path, help="config file to list when no server answers (AUGURY_CONFIG)")
    m.add_argument("--model", dest="models", action="append", help="model to list when no server answers")

    ps = sub.add_parser("ps", help="list the models a running server has loaded: memory, idle time, unloading")
    _client_options(ps)

    show = sub.add_parser("show", help="describe a model: source, files and size, context, usecases, vision")
    _client_options(show)
    show.add_argument("model", help="a served model's name, else a built-in model, alias, hub id or folder")
    show.add_argument("--config", type=Path, help="config file to look in when no server answers (AUGURY_CONFIG)")

    for name, help_text in (("pull", "download a model into the local cache (resumes an interrupted download)"),
                            ("rm", "delete a downloaded model from the local cache")):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("name", help="built-in alias, hub id (org/name), or a model name from --config")
        p.add_argument("--config", type=Path, help="config file whose model names are accepted (AUGURY_CONFIG)")

    run = sub.add_parser("run", help="chat with a model of a running server (or answer one prompt)")
    _client_options(run)
    run.add_argument("model", nargs="?", help="served model (default: the server's only model)")
    run.add_argument("prompt", nargs="?",
                     help="answer this one message and exit (default: a chat in a terminal; piped input is one "
                          "message)")
    run.add_argument("--system", help="a system message")
    run.add_argument("--max-tokens", type=int, default=512, help="longest answer, in tokens (default 512)")
    run.add_argument("--temperature", type=float, help="sampling temperature (default: the model's; 0: greedy)")

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

    spec = sub.add_parser("spec", add_help=False, help="spec tooling of a checkout: fetch, build, check, diff "
                                                      "(`augury spec -h`)")
    spec.add_argument("spec_args", nargs=argparse.REMAINDER)

    mk = sub.add_parser("make-test-model", help="build a tiny deterministic test model offline")
    mk.add_argument("out", type=Path, help="folder to write the model into")
    mk.add_argument("--arch", choices=["qwen3", "qwen3_5", "qwen3_5_vl"], default="qwen3", help="architecture")
    mk.add_argument("--tokenizer", choices=["bpe", "qwen3"], default="bpe", help="tiny BPE or the real Qwen3 one")
    mk.add_argument("--hidden", type=int, help="hidden size")
    mk.add_argument("--layers", type=int, help="number of layers")
    mk.add_argument("--intermediate", type=int, help="MLP intermediate size")
    mk.add_argument("--heads", type=int, help="attention heads")
    mk.add_argument("--kv-heads", type=int, help="key/value heads")
    mk.add_argument("--seed", type=int, default=0, help="weights seed (default 0)")
    return parser


def default_url() -> str:
    """``AUGURY_URL``, else the local server on ``AUGURY_PORT`` (default 28100)."""
    return os.environ.get("AUGURY_URL") or f"http://127.0.0.1:{os.environ.get('AUGURY_PORT') or DEFAULT_PORT}"


def normalize_url(url: str) -> str:
    """A server's root URL from what people type: ``host:port`` gets ``http://``; the SDKs' ``.../v1`` is dropped.

    Raises :class:`ValueError` with one sentence for anything that is not an http(s) address.
    """
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    try:
        parsed = httpx.URL(text)
    except httpx.InvalidURL as exc:
        raise ValueError(f"{url!r} is not a server address ({exc}); give one like http://127.0.0.1:{DEFAULT_PORT}."
                         ) from None
    if parsed.scheme not in ("http", "https") or not parsed.host:
        raise ValueError(f"{url!r} is not a server address; give one like http://127.0.0.1:{DEFAULT_PORT}.")
    path = parsed.path.rstrip("/")
    path = path.removesuffix("/v1")
    return str(parsed.copy_with(path=path or "/", query=None, fragment=None)).rstrip("/")


def _url_argument(url: str) -> str:
    try:
        return normalize_url(url)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = _parser()
    spec_call = argv[:1] == ["spec"]  # the spec tooling parses its own options, -h included
    args = argparse.Namespace(command="spec", spec_args=argv[1:]) if spec_call else parser.parse_args(argv)
    if args.command is None:  # bare `augury`
        parser.print_help()
        return 0
    try:
        return int(COMMANDS[args.command](args))
    except (CommandError, AuguryError, ValueError) as exc:
        message = exc.message if isinstance(exc, AuguryError) else str(exc)
        print(f"augury: error: {message}", file=sys.stderr)
        if args.command == "serve":
            _leave(1)
        return 1
    except httpx.HTTPError as exc:  # the server went away mid-answer, or answered something unreadable
        print(f"augury: error: the exchange with the server at {getattr(args, 'url', '?')} failed: "
              f"{exc or type(exc).__name__}.", file=sys.stderr)
        return 1
    except OSError as exc:  # a file the user named, or the terminal
        print(f"augury: error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else "") + ".",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


# --------------------------------------------------------------------------------------------------
# serve, make-test-model


def cmd_serve(args: argparse.Namespace) -> int:
    overrides = {k: v for k, v in vars(args).items() if k != "command"}
    for key in ("models", "api_keys", "cors_origins"):
        if overrides.get(key) is not None:
            overrides[key] = tuple(overrides[key])
    if overrides.get("max_model_memory") is not None:
        overrides["max_model_memory"] = coerce_setting("max_model_memory", overrides["max_model_memory"],
                                                       origin="--max-model-memory")
    try:
        serve(load_settings(**overrides))  # a bad config file fails here, before the engine starts
    except SystemExit as exc:  # SIGTERM: uvicorn's graceful shutdown is done
        _leave(exc.code if isinstance(exc.code, int) else 0 if exc.code is None else 1)
    _leave(0)


def _leave(code: int) -> NoReturn:
    """End a ``serve`` process now, with ``code``, once its output is out.

    MLX and the engine thread may still be running: the interpreter's teardown can then abort (SIGABRT, "terminate
    called without an active exception", exit 134) after the last line was printed. Nothing is left to clean up.
    """
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def cmd_spec(args: argparse.Namespace) -> int:
    try:
        from augury.spec.__main__ import main as spec_main  # deferred: build tooling (the spec extra)
    except ImportError as exc:
        raise CommandError(f"`augury spec` needs the spec extra ({exc.name} is missing): "
                           "pip install 'augury[spec]'.") from None
    return spec_main(args.spec_args, prog="augury spec")


def cmd_make_test_model(args: argparse.Namespace) -> int:
    from augury.engine.testmodels import make_test_model  # deferred: imports MLX

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
        for spec in load_config(config).models:
            if name == spec.name or name in spec.aliases:
                return spec.source
    return name


def _hub_repo(name: str, config: Path | None, verb: str) -> str:
    source = _source_for(name, config)
    repo = hub_id(source)
    if repo is not None:
        return repo
    if Path(source).expanduser().is_dir():
        raise CommandError(f"'{name}' is a local folder ({source}); there is nothing to {verb}.")
    raise CommandError(f"'{name}' is not a known model: not a built-in alias ({', '.join(BUILTIN_MODELS)}), "
                       "not a hub id (org/name) and not a model of the config file.")


def _bundled(name: str, config: Path | None) -> str | None:
    """The built-in model ``name`` stands for (itself, or a config model's source), or None."""
    source = _source_for(name, config)
    return source if source in BUNDLED_MODELS else None


def cmd_pull(args: argparse.Namespace) -> int:
    bundled = _bundled(args.name, args.config)
    if bundled is not None:
        folder = _bundled_folder(bundled, build=True)
        assert folder is not None
        print(f"{args.name} is built into Augury: nothing to download ({human_size(folder_size(folder))} in "
              f"{folder}).")
        return 0
    repo = _hub_repo(args.name, args.config, "pull")
    label = args.name if args.name == repo else f"{args.name} ({repo})"
    print(f"pulling {label}", file=sys.stderr)
    folder = download(repo)
    print(f"pulled {label}: {human_size(folder_size(folder))} in {folder}")
    return 0


def cmd_rm(args: argparse.Namespace) -> int:
    if _bundled(args.name, args.config) is not None:
        raise CommandError(f"'{args.name}' is built into Augury and cannot be removed; `augury rm` deletes "
                           "downloaded models.")
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


def _only_model(client: httpx.Client, url: str, how: str) -> str:
    """The server's model when it serves exactly one; else a :class:`CommandError` asking for ``how``."""
    served = [m["id"] for m in _request_json(client, "GET", "/v1/models", url)["data"]]
    if len(served) != 1:
        raise CommandError(f"the server serves {len(served)} models ({', '.join(served)}); choose one with {how}.")
    return str(served[0])


def cmd_run(args: argparse.Namespace) -> int:
    with _client(args) as client:
        model = args.model or _only_model(client, args.url, "a MODEL argument")
        if args.prompt is None and sys.stdin.isatty():
            return _chat(args, client, model)
        prompt = args.prompt if args.prompt is not None else sys.stdin.read()
        messages = ([{"role": "system", "content": args.system}] if args.system else [])
        messages.append({"role": "user", "content": prompt})
        _answer(args, client, model, messages)
    sys.stdout.write("\n")
    return 0


def _answer(args: argparse.Namespace, client: httpx.Client, model: str, messages: list[dict[str, str]],
            shown: list[str] | None = None) -> str:
    """Stream the model's answer to ``messages`` onto standard output; returns its text (also kept in ``shown``)."""
    shown = [] if shown is None else shown
    body: dict[str, Any] = {"model": model, "messages": messages, "stream": True, "max_tokens": args.max_tokens}
    if args.temperature is not None:
        body["temperature"] = args.temperature
    try:
        with client.stream("POST", "/v1/chat/completions", json=body) as response:
            if response.status_code >= 400:
                response.read()
                raise CommandError(_error_message(response))
            for text in _chat_deltas(response.iter_lines()):
                shown.append(text)
                sys.stdout.write(text)
                sys.stdout.flush()
    except httpx.ConnectError:
        raise _unreachable(args.url) from None
    return "".join(shown)


CHAT_HELP = "/bye or Ctrl-D leaves, Ctrl-C stops an answer, /clear forgets the conversation."


def _chat(args: argparse.Namespace, client: httpx.Client, model: str) -> int:
    """An interactive chat in the terminal, like ``ollama run``: the conversation so far goes with every message."""
    with contextlib.suppress(ImportError):
        import readline  # noqa: F401  (line editing and history for input())
    system = [{"role": "system", "content": args.system}] if args.system else []
    history: list[dict[str, str]] = []
    print(f"Chatting with {model} at {args.url}. {CHAT_HELP}", file=sys.stderr)
    while True:
        try:
            line = input(">>> ")
        except EOFError:  # Ctrl-D
            print()
            return 0
        except KeyboardInterrupt:  # Ctrl-C at the prompt: a new prompt, as in a shell
            print(f"\n{CHAT_HELP}", file=sys.stderr)
            continue
        text = line.strip()
        if not text:
            continue
        if text in ("/bye", "/exit"):
            return 0
        if text == "/clear":
            history.clear()
            print("(conversation forgotten)", file=sys.stderr)
            continue
        if text.startswith("/"):
            print(f"unknown command {text.split()[0]}: {CHAT_HELP}", file=sys.stderr)
            continue
        history.append({"role": "user", "content": line})
        shown: list[str] = []
        try:
            _answer(args, client, model, system + history, shown)
        except KeyboardInterrupt:  # Ctrl-C: the answer stops (the connection closes, so the server stops too)
            pass
        except CommandError as exc:
            history.pop()
            print(f"\naugury: error: {exc}", file=sys.stderr)
            continue
        history.append({"role": "assistant", "content": "".join(shown)})
        sys.stdout.write("\n")
        sys.stdout.flush()


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
        try:
            text = sys.stdin.read() if str(args.file) == "-" else args.file.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise CommandError(f"{args.file}: no such file.") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"{args.file} cannot be read ({exc}).") from None
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
            body["model"] = _only_model(client, args.url, "--model")
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
    """A size as Augury states sizes everywhere (:func:`~augury.settings.format_size`); ``-`` for unknown."""
    return "-" if n is None else format_size(n)


def _table(rows: Sequence[tuple[str, ...]]) -> str:
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
    settings = load_settings(config=args.config, models=tuple(args.models) if args.models else None)
    if settings.config is not None or settings.models:
        config = load_config(settings.config) if settings.config is not None else None
        rows: list[Row] = []
        for spec in merge_models(config, [ModelSpec.parse(m) for m in settings.models]):
            path = _bundled_folder(spec.source) if spec.source in BUNDLED_MODELS else locate(spec.source)
            size = human_size(folder_size(path)) if path else (
                "built on first use" if spec.source in BUNDLED_MODELS else "not pulled")
            rows.append((spec.name, size, ",".join(spec.usecases), "no"))
        return rows
    rows = []
    for name in BUNDLED_MODELS:
        path = _bundled_folder(name)
        rows.append((name, human_size(folder_size(path)) if path else "built on first use", "chat,decisions", "no"))
    aliases = {repo: alias for alias, repo in BUILTIN_MODELS.items()}
    return rows + [(aliases.get(repo, repo), human_size(folder_size(path)), "chat,decisions", "no")
                   for repo, path in cached_repos()]


def _bundled_folder(name: str, *, build: bool = False) -> Path | None:
    """The folder of built-in model ``name``: with ``build``, made in Augury's cache as a server makes it; else the
    demo's checkpoint in the package, and the random-weight test model's folder once a server has built it (None
    before).
    """
    models = load_settings().cache_dir / "models"
    if name == DEMO_MODEL_NAME:
        return ensure_demo_model(models) if build else SHIPPED_CHECKPOINT
    if build:
        from augury.engine.testmodels import ensure_builtin_test_model  # deferred: imports MLX

        return ensure_builtin_test_model(models)
    built = sorted((p for p in models.glob(f"{name}-*") if is_model_folder(p)), key=lambda p: p.stat().st_mtime)
    return built[-1] if built else None


# --------------------------------------------------------------------------------------------------
# ps and show


def _duration(seconds: float) -> str:
    """``42s``, ``3m 05s``, ``2h 07m``."""
    s = round(seconds)
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m {s % 60:02d}s"
    return f"{s // 3600}h {s % 3600 // 60:02d}m"


def cmd_ps(args: argparse.Namespace) -> int:
    with _client(args) as client:
        try:
            response = client.get("/metrics")
        except httpx.ConnectError:
            raise _unreachable(args.url) from None
    if response.status_code >= 400:
        raise CommandError(_error_message(response))
    samples = parse_exposition(response.text)

    def by_model(metric: str) -> dict[str, float]:
        return {labels["model"]: value for labels, value in samples.get(metric, [])}

    loaded, memory, idle, unload = (by_model(m) for m in (
        "augury_model_loaded", "augury_model_memory_bytes", "augury_model_idle_seconds",
        "augury_model_idle_unload_seconds"))
    rows: list[Row] = [("NAME", "MEMORY", "IDLE", "UNLOADS")]
    for name in [n for n, v in loaded.items() if v]:
        idle_s = idle.get(name, 0.0)
        after = unload.get(name, 0.0)
        rows.append((name, human_size(memory.get(name)), _duration(idle_s),
                     f"in {_duration(max(0.0, after - idle_s))}" if after > 0 else "never"))
    if len(rows) == 1:
        print(f"no model is loaded on {args.url} (`augury models` lists what it serves)")
        return 0
    print(_table(rows))
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    from urllib.parse import quote

    try:
        with _client(args) as client:
            response: httpx.Response | None = client.get("/v1/models/" + quote(args.model, safe=""))
    except httpx.ConnectError:
        response = None
    if response is not None and response.status_code == 200:
        details = response.json().get("x_augury") or {"name": args.model}
        print(f"{args.model}, served by {args.url}")
        print(render_details(details))
        return 0
    if response is not None and response.status_code != 404:
        raise CommandError(_error_message(response))
    details = _local_details(args.model, args.config)
    why = f"no server answers at {args.url}" if response is None else f"{args.url} does not serve it"
    print(f"{args.model}, on this machine ({why})")
    print(render_details(details))
    return 0


def _local_details(name: str, config: Path | None) -> dict[str, Any]:
    """What this machine knows about ``name`` without a server: a config model, a built-in, a hub model, a folder."""
    source = _source_for(name, config)
    details: dict[str, Any] = {"name": name}
    repo = hub_id(source)
    if source in BUNDLED_MODELS:
        details["source"] = f"{source} (built in)"
        path = _bundled_folder(source)
    elif repo is not None:
        details["source"] = source if repo == source else f"{source} ({repo})"
        path = locate(source)
    elif is_model_folder(Path(source).expanduser()):
        path = Path(source).expanduser().resolve()
        details["source"] = "a local folder"
    else:
        raise CommandError(f"'{name}' is not a known model: not served here, not a built-in model or alias, not a "
                           "hub id (org/name), not a model folder and not a model of the config file.")
    if path is None:
        details["files"] = ("built on first use" if source in BUNDLED_MODELS
                            else f"not on this machine (`augury pull {name}` downloads it)")
        return details
    details["folder"] = str(path)
    details.update(describe_folder(path))
    return details


def render_details(details: dict[str, Any]) -> str:
    """A model's details as ``label  value`` lines, whatever keys the server sends (sizes and durations readable)."""
    rows: list[tuple[str, str]] = []
    for key, value in details.items():
        if key == "name":
            continue
        label = key.removesuffix("_bytes").removesuffix("_seconds").replace("_", " ")
        if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            rows.append((label, ""))
            for item in value:
                if set(item) == {"name", "bytes"}:
                    rows.append((f"  {item['name']}", human_size(item["bytes"])))
                else:
                    rows.append(("  -", json.dumps(item, ensure_ascii=False)))
            continue
        rows.append((label, _detail(key, value)))
    width = max((len(label) for label, _ in rows), default=0)
    return "\n".join(f"  {label:<{width}}  {text}".rstrip() for label, text in rows)


def _detail(key: str, value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "-"
    if isinstance(value, int | float) and key.endswith("_bytes"):
        return human_size(value)
    if isinstance(value, int | float) and key.endswith("_seconds"):
        return "never" if key == "idle_unload_seconds" and value == 0 else _duration(value)
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "-"
    if isinstance(value, dict):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


COMMANDS = {
    "serve": cmd_serve, "models": cmd_models, "ps": cmd_ps, "show": cmd_show, "pull": cmd_pull, "rm": cmd_rm,
    "run": cmd_run, "decide": cmd_decide, "make-test-model": cmd_make_test_model, "spec": cmd_spec,
}


if __name__ == "__main__":
    sys.exit(main())
