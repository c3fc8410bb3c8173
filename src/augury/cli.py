"""The ``augury`` command: serve, models, pull, make-test-model."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from augury.settings import Settings


def _serve_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("serve", help="start the HTTP server")
    p.add_argument("--host", help="bind address (default 127.0.0.1; AUGURY_HOST)")
    p.add_argument("--port", type=int, help="port (default 28100; AUGURY_PORT)")
    p.add_argument("--model", dest="models", action="append",
                   help="model to serve: folder, hub id, or name=source (repeatable; AUGURY_MODELS, comma-separated)")
    p.add_argument("--device", choices=["auto", "cpu", "gpu"], help="MLX device (AUGURY_DEVICE)")
    p.add_argument("--allow-download", action="store_true", default=None, help="download hub models on demand")
    p.add_argument("--api-key", dest="api_keys", action="append",
                   help="require this bearer key (repeatable; KEY or KEY:group+group; AUGURY_API_KEYS)")
    p.add_argument("--max-body-bytes", type=int)
    p.add_argument("--max-concurrent-decisions", type=int)
    p.add_argument("--max-questions", type=int)
    p.add_argument("--context-length", type=int)
    p.add_argument("--cors-origin", dest="cors_origins", action="append")
    p.add_argument("--log-level")
    p.add_argument("--no-warmup", dest="warmup", action="store_false", default=None)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="augury", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    _serve_parser(sub)

    m = sub.add_parser("models", help="list the models a server would serve")
    m.add_argument("--model", dest="models", action="append")

    pull = sub.add_parser("pull", help="download a hub model into the local cache")
    pull.add_argument("name")

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

    args = parser.parse_args(argv)
    if args.command == "serve":
        from augury.server import serve

        overrides = {k: v for k, v in vars(args).items() if k != "command"}
        for key in ("models", "api_keys", "cors_origins"):
            if overrides.get(key) is not None:
                overrides[key] = tuple(overrides[key])
        serve(Settings.from_env(**overrides))
        return 0
    if args.command == "models":
        from augury.server import model_specs

        settings = Settings.from_env(models=tuple(args.models) if args.models else None)
        for spec in model_specs(settings):
            print(f"{spec.name}\t{spec.source}")
        return 0
    if args.command == "pull":
        from augury.engine.loader import download

        print(download(args.name))
        return 0
    if args.command == "make-test-model":
        from augury.engine.testmodels import make_test_model

        path = make_test_model(
            args.out, arch=args.arch, tokenizer=args.tokenizer, hidden_size=args.hidden, num_layers=args.layers,
            intermediate_size=args.intermediate, num_heads=args.heads, num_kv_heads=args.kv_heads, seed=args.seed,
        )
        print(path)
        return 0
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":
    sys.exit(main())
