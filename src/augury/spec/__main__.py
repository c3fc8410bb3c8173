"""``python -m augury.spec build|check``: build ``generated/`` or fail when it is stale."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from augury.spec import SpecBuildError
from augury.spec.build import GENERATED_DIR, build, check


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the process exit status."""
    parser = argparse.ArgumentParser(prog="python -m augury.spec", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build_cmd = commands.add_parser("build", help="build the served spec, models and package init")
    check_cmd = commands.add_parser("check", help="rebuild to a temporary folder; exit 1 if generated/ differs")
    for command in (build_cmd, check_cmd):
        command.add_argument("--upstream", type=Path, default=None,
                             help="the pinned upstream openapi.yaml (default: ../shared/upstream/<file in lock>)")
    build_cmd.add_argument("--out", type=Path, default=GENERATED_DIR, help="output folder (default: generated/)")
    check_cmd.add_argument("--generated", type=Path, default=GENERATED_DIR, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            report = build(args.upstream, args.out)
            print(
                f"built {args.out} in {report.seconds:.2f} s: {report.spec_bytes} bytes of spec, "
                f"{report.schema_count} schemas, {len(report.operation_ids)} operations, "
                f"{report.overlay_actions} overlay actions"
            )
            return 0
        problems = check(args.upstream, args.generated)
    except SpecBuildError as error:
        print(f"spec build failed: {error}", file=sys.stderr)
        return 2
    if problems:
        print("generated/ is stale; run `python -m augury.spec build`:", file=sys.stderr)
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1
    print(f"{args.generated} is up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
