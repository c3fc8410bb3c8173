"""``augury spec fetch|build|check|diff`` (also ``python -m augury.spec ...``): the spec tooling of a checkout.

``fetch`` downloads the pinned upstream document into the cache; ``build`` writes ``generated/``; ``check``
rebuilds to a temporary folder and fails when ``generated/`` differs, or, given an upstream file other than the
pinned one, prints what pinning it would change in the served routes; ``diff OLD [NEW]`` prints the surface
diff of two upstream revisions (NEW: the pinned one). The checkout is the one holding the current folder, or
``--repo``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from augury.spec import SpecBuildError, surface
from augury.spec.build import build, check, preview_bump
from augury.spec.checkout import find_checkout
from augury.spec.upstream import fetch_upstream, read_lock, require_upstream, sha256_of


def _parser(prog: str) -> argparse.ArgumentParser:
    description = (__doc__ or "").split("\n\n")[1].replace("\n", " ").replace("``", "`")
    parser = argparse.ArgumentParser(prog=prog, description=description)
    commands = parser.add_subparsers(dest="command", required=True)
    fetch_cmd = commands.add_parser("fetch", help="download the pinned upstream spec into the cache")
    build_cmd = commands.add_parser("build", help="build the served spec, models and package init")
    check_cmd = commands.add_parser(
        "check", help="rebuild to a temporary folder; exit 1 if generated/ differs (another upstream: the route diff)")
    diff_cmd = commands.add_parser("diff", help="surface diff of two upstream revisions")
    for command in (fetch_cmd, build_cmd, check_cmd, diff_cmd):
        command.add_argument("--repo", type=Path, default=None,
                             help="the Augury checkout (default: the one holding the current folder)")
    for command in (build_cmd, check_cmd):
        command.add_argument("--upstream", type=Path, default=None,
                             help="the upstream openapi.yaml (default: the pinned one, from the cache or "
                                  "../shared/upstream)")
    build_cmd.add_argument("--out", type=Path, default=None, help="output folder (default: generated/)")
    check_cmd.add_argument("--generated", type=Path, default=None, help=argparse.SUPPRESS)
    diff_cmd.add_argument("old", type=Path, help="the older upstream document (YAML or JSON)")
    diff_cmd.add_argument("new", type=Path, nargs="?", help="the newer one (default: the pinned upstream)")
    surface.add_options(diff_cmd, diff=True)
    return parser


def main(argv: Sequence[str] | None = None, prog: str = "python -m augury.spec") -> int:
    """Run the command line; return the process exit status (1 on any failure, with one line on stderr)."""
    args = _parser(prog).parse_args(argv)
    try:
        return _run(args)
    except SpecBuildError as error:
        print(f"{prog}: error: {error}", file=sys.stderr)
        return 1
    except OSError as error:  # a file named on the command line, or the cache folder
        print(f"{prog}: error: {error.strerror or error}" + (f": {error.filename}" if error.filename else "") + ".",
              file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    if args.command == "diff" and args.new is not None:  # two files: no checkout needed
        surface.print_diff(surface.load_document(args.old), surface.load_document(args.new), args,
                           old_name=str(args.old), new_name=str(args.new))
        return 0
    checkout = find_checkout(args.repo)
    lock = read_lock(checkout.lock)
    if args.command == "fetch":
        fetched = fetch_upstream(lock)
        verb = "downloaded" if fetched.downloaded else "already cached"
        print(f"{verb}: {fetched.path} ({lock.repo}@{lock.commit[:12]} {lock.path}, sha256 {lock.sha256[:12]} ok)")
        return 0
    if args.command == "diff":
        pinned = require_upstream(lock, checkout)
        surface.print_diff(surface.load_document(args.old), surface.load_document(pinned), args,
                           old_name=str(args.old), new_name=str(pinned))
        return 0
    if args.command == "build":
        out = args.out or checkout.generated
        report = build(checkout, args.upstream, out)
        print(
            f"built {out} in {report.seconds:.2f} s: {report.spec_bytes} bytes of spec, "
            f"{report.schema_count} schemas, {len(report.operation_ids)} operations, "
            f"{report.overlay_actions} overlay actions"
        )
        return 0
    generated = args.generated or checkout.generated
    if args.upstream is not None and sha256_of(args.upstream) != lock.sha256:
        preview = preview_bump(checkout, args.upstream, generated=generated)
        sys.stdout.write(preview.report(str(generated / "openapi.json")))
        added = sum(len(op.added) for op in preview.changes.operations)
        removed = sum(len(op.removed) for op in preview.changes.operations)
        print(f"\n{args.upstream} is not the pinned revision; pinning it would change the served routes by "
              f"+{added} -{removed} facts (update openapi/upstream.lock, then `augury spec build`).")
        return 0
    problems = check(checkout, args.upstream, generated)
    if problems:
        print("generated/ is stale; run `augury spec build`:", file=sys.stderr)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1
    print(f"{generated} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
