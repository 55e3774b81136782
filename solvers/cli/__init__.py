"""``python -m solvers <puzzle> ...``: every puzzle's solver on the command line.

Each puzzle registers one subcommand from ``solvers/cli/<puzzle>.py``; see
docs/CONTRACTS.md. Errors go to stderr with exit status 2; output that cannot be written (a full
disk, a closed standard output) is said there with exit status 1.
"""

from __future__ import annotations

import argparse
import importlib
import io
import sys
from typing import NoReturn

from solvers import __version__
from solvers.interrupt import INTERRUPTED, exit_with

#: How messages name the program.
PROG = "python -m solvers"
#: Modules under solvers/cli that each register one subcommand, in --help order.
SUBCOMMAND_MODULES = ("boggle", "crossword", "minesweeper", "voting", "stones", "words")


class CliError(Exception):
    """Bad input: the message says what is wrong and where. Exit status 2.

    Defined here rather than in :mod:`solvers.cli.common` (which re-exports it) so that importing
    :func:`main` loads no puzzle: a Ctrl-C while numpy and the rest load is then caught by it too.
    """


class _Parser(argparse.ArgumentParser):
    #: The subcommands' parsers by name (the top-level parser's only).
    subcommands: dict[str, argparse.ArgumentParser]

    def error(self, message: str) -> None:  # argparse's own usage errors: exit 2 as well
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> _Parser:
    parser = _Parser(
        prog=PROG,
        description="Solve Boggle Desktop's puzzles from the command line. "
        "Every subcommand takes --json for machine-readable output.",
        epilog="Exit status: 0 for an answer (a crossword without a fill included: read its status), 1 "
        "when the output cannot be written, 2 for input that cannot be used; Ctrl-C ends the command by "
        "SIGINT (130 in a shell); a crossword fill or count and mines --play first print what they "
        "found so far (a second Ctrl-C stops at once). Help > Boggle Desktop Help in the app "
        "describes each --json output; its whole numbers are exact however long, so a reader that "
        "takes JSON numbers as floating point (JavaScript, jq 1.6) rounds those past 2^53.",
    )
    # Also before the subcommand's name; a dest of its own, as the subcommand's default would overwrite it.
    parser.add_argument(
        "--json",
        dest="json_first",
        action="store_true",
        help="print JSON (the same as --json after the subcommand)",
    )
    parser.add_argument("--version", action="version", version=f"solvers (Boggle Desktop) {__version__}")
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
    parser.subcommands = subparsers.choices
    return parser


def main(argv: list[str] | None = None) -> int:
    # Exact counts (voting's swings, a weight typed in full) can run past the 4,300 digits Python
    # converts to and from text by default; the CLI prints them exactly. `stones` keeps its own
    # deliberate limit on input (solvers/stones/rules.py).
    sys.set_int_max_str_digits(0)
    if sys.stdout is None:  # started with it closed (`>&-`): print() would drop the output unsaid
        return _cannot_write("standard output is closed")
    if isinstance(sys.stdout, io.TextIOWrapper):  # names and words a terminal's encoding lacks, as \xfc
        sys.stdout.reconfigure(errors="backslashreplace")
    try:
        status = _run(build_parser(), argv)
        sys.stdout.flush()  # a full disk is met here at the latest, not as Python exits
        return status
    except KeyboardInterrupt:  # at any time, the puzzles' modules still loading included
        return interrupted()
    except RuntimeError as error:  # Ctrl-C as a module makes a class: Python 3.11 wraps it in this
        if isinstance(error.__cause__, KeyboardInterrupt):
            return interrupted()
        raise
    except BrokenPipeError:  # a reader that has read enough, such as `| head`
        return 0
    except OSError as error:  # the readers turn theirs into a CliError naming the file: this is output's
        return _cannot_write(error.strerror or str(error))


def command() -> NoReturn:
    """The ``solvers`` command and ``python -m solvers``: :func:`main`, then exit with its status;
    after Ctrl-C by SIGINT itself (see solvers.interrupt)."""
    exit_with(main())


def interrupted() -> int:
    """Ctrl-C: said, and the status 128 + SIGINT (the command then ends by the signal)."""
    print("interrupted", file=sys.stderr)
    return INTERRUPTED


def _cannot_write(reason: str) -> int:
    print(f"{PROG}: error: cannot write the output: {reason}", file=sys.stderr)
    return 1


def _run(parser: _Parser, argv: list[str] | None) -> int:
    args, unknown = parser.parse_known_args(argv)
    if unknown:  # with the subcommand's usage, which lists the options it takes
        parser.subcommands[args.command].error(f"unrecognized arguments: {' '.join(unknown)}")
    args.json = args.json or args.json_first
    try:
        return args.run(args)
    except CliError as error:
        print(f"{parser.prog} {args.command}: error: {error}", file=sys.stderr)
        return 2
