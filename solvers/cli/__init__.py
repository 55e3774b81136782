"""``python -m solvers <puzzle> ...``: every puzzle's solver on the command line.

Each puzzle registers one subcommand from ``solvers/cli/<puzzle>.py``; see
docs/CONTRACTS.md. Errors go to stderr with exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from solvers.cli.common import CliError

#: Modules under solvers/cli that each register one subcommand, in --help order.
SUBCOMMAND_MODULES = ("boggle", "crossword", "minesweeper", "voting", "stones", "words")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's own usage errors: exit 2 as well
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m solvers",
        description="Solve Boggle Desktop's puzzles from the command line. "
        "Every subcommand takes --json for machine-readable output.",
    )
    subparsers = parser.add_subparsers(
        title="puzzles", dest="command", metavar="<puzzle>", required=True, parser_class=_Parser
    )
    for name in SUBCOMMAND_MODULES:
        try:
            module = importlib.import_module(f"solvers.cli.{name}")
        except ModuleNotFoundError as missing:
            if missing.name != f"solvers.cli.{name}":
                raise
            continue  # a puzzle still under construction; tests check that all are present
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    # Exact counts (voting's swings, a weight typed in full) can run past the 4,300 digits Python
    # converts to and from text by default; the CLI prints them exactly. `stones` keeps its own
    # deliberate limit on input (solvers/stones/rules.py).
    sys.set_int_max_str_digits(0)
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except CliError as error:
        print(f"{parser.prog} {args.command}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
