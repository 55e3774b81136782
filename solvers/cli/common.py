"""Helpers every ``python -m solvers`` subcommand shares."""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from solvers.cli import CliError, interrupted
from solvers.crossword.candidates import parse_pattern
from solvers.crossword.grid import MAX_SIDE
from solvers.lexicon import (
    BUNDLED_LISTS,
    DEFAULT_LIST,
    LEVELS,
    WORD_LIST,
    Lexicon,
    LexiconError,
    load_bundled,
    load_file,
    words_from_bytes,
)
from solvers.progress import Progress
from solvers.text_file import FileKind, RefusedFileError, placed

T = TypeVar("T")

#: ``--pattern`` as every subcommand that takes one describes it.
PATTERN_HELP = "a pattern such as c?t?? ('?' or '.' = any letter)"
#: The commonness levels a word list may give, as help texts say them.
LEVELS_HELP = f"{LEVELS[0]} = most common ... {LEVELS[-1]} = rarest"
#: ``--json`` as every subcommand describes it.
JSON_HELP = "print the result as JSON"
#: A FILE argument of "-" is read from standard input, as Unix tools do; messages call it this.
STDIN = "-"
STDIN_NAME = "standard input"
STDIN_HELP = "'-' reads standard input"


def input_name(path: str) -> str:
    """How messages name a FILE argument."""
    return STDIN_NAME if path == STDIN else path


def file_name(text: str) -> str:
    """A FILE argument (argparse's ``type``): an empty one, as an unset shell variable gives, would
    read as the current folder, or as no file given."""
    if not text:
        raise argparse.ArgumentTypeError("empty: give a file name, or '-' for standard input")
    return text


def input_bytes(path: str, kind: FileKind) -> bytes:
    """A FILE argument's bytes, from standard input for '-', read as ``kind`` allows: OSError for a
    file that cannot be read, CliError for one too large and for standard input that cannot be."""
    try:
        if path != STDIN:
            return kind.read_path(path)
        if sys.stdin is None:  # started with it closed (`<&-`), as cron jobs are
            raise CliError(f"{STDIN_NAME} is closed: give a file name rather than '-'")
        return kind.read(sys.stdin.buffer)
    except RefusedFileError as error:
        raise CliError(placed(input_name(path), str(error))) from None
    except OSError as error:
        if path != STDIN:
            raise
        raise CliError(f"cannot read {STDIN_NAME}: {error.strerror or error}") from None


def read_input(
    path: str, kind: FileKind, read_file: Callable[[str], T], from_bytes: Callable[[bytes, str], T]
) -> T:
    """A FILE argument read by the engine's own file reader (whose messages name the file), or for
    '-' standard input's bytes, as ``kind`` allows, read by its reader of bytes, named "standard input"."""
    return from_bytes(input_bytes(path, kind), STDIN_NAME) if path == STDIN else read_file(path)


def refuse_two_stdins(files: dict[str, str | list[str] | None]) -> None:
    """Standard input can be read once: at most one FILE argument may be '-'."""
    asking = [option for option, value in files.items() for path in _listed(value) if path == STDIN]
    if len(asking) > 1:
        who = f"{asking[0]} is '-' {len(asking)} times" if len(set(asking)) == 1 else " and ".join(asking)
        raise CliError(f"{who}: standard input can be read for one file only")


def _listed(value: str | list[str] | None) -> list[str]:
    return [] if value is None else [value] if isinstance(value, str) else value


def add_word_list_options(parser: argparse.ArgumentParser, default: str = DEFAULT_LIST) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--words",
        type=file_name,
        metavar="FILE",
        help=f"a word list file: one word per line, optionally followed by its commonness level "
        f"({LEVELS_HELP}), or word;score lines of a scored list (0-100, higher is better: read as "
        f"level 100 - score); {STDIN_HELP}",
    )
    group.add_argument(
        "--list",
        choices=list(BUNDLED_LISTS),
        default=default,
        help=f"a bundled word list (default: {default})",
    )
    parser.add_argument(
        "--british",
        action="store_true",
        help="with a bundled list: accept British spellings too (colour, centre, realise), as the app does "
        "when Preferences says so; without it the bundled lists are in American spelling",
    )
    parser.add_argument(
        "--no-offensive",
        action="store_true",
        help="leave out of the word list the offensive words (slurs, obscenities, sexual terms) of a list "
        "that ships with the app, as the app does by default (Help > Boggle Desktop Help, Word lists); "
        "without it the list is used whole",
    )


def pattern_option(text: str, shortest: int = 2, longest: int | None = MAX_SIDE) -> str:
    """``--pattern`` read by :func:`~solvers.crossword.candidates.parse_pattern`, the one reader
    of patterns; a bad one becomes a :class:`CliError`."""
    try:
        return parse_pattern(text, shortest, longest)
    except ValueError as error:
        raise CliError(f"--pattern {text!r}: {error}") from None


def integer(text: str) -> int:
    """A whole-number option (argparse's ``type``) in digits 0-9 only: ``int`` alone takes '١٢٣' and
    '５' too, which voting's numbers (``--quota``) and the puzzles' other readers refuse."""
    if not text.isascii():
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number (digits 0-9 only)")
    return int(text)


def seed_value(text: str) -> int:
    """``--seed``: a whole number, 0 or more. Python's random generator takes -1 as 1, so a
    negative seed would repeat a positive one's game under another number."""
    try:
        seed = integer(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}") from None
    if seed < 0:
        raise argparse.ArgumentTypeError(f"a seed is 0 or more, not {seed}")
    return seed


def check_time_limit(seconds: float | None) -> None:
    """``--time-limit``, read by ``float``, which also takes 'nan', 'inf' and negatives."""
    if seconds is not None and not (math.isfinite(seconds) and seconds > 0):
        raise CliError(f"--time-limit must be positive and finite (a number of seconds), not {seconds}")


def refuse_inapplicable(given: dict[str, object], owner: str, mode: str) -> None:
    """Refuse the options typed where they do not apply, rather than ignore them. ``given`` maps
    each option to its value, None or False when it was not typed (so its default must be so)."""
    typed = [option for option, value in given.items() if value is not None and value is not False]
    if typed:
        names = typed[0] if len(typed) == 1 else f"{', '.join(typed[:-1])} and {typed[-1]}"
        raise CliError(f"{names} {'goes' if len(typed) == 1 else 'go'} with {owner}, not with {mode}")


def lexicon_from_args(args: argparse.Namespace) -> Lexicon:
    """Load the word list the options ask for (less the offensive words with ``--no-offensive``);
    a bad file becomes a :class:`CliError`."""
    if args.british and args.words:
        raise CliError(
            "--british goes with a bundled list (--list), not with --words: a file's spellings are its own"
        )
    return _loaded_lexicon(args)


def _loaded_lexicon(args: argparse.Namespace) -> Lexicon:
    try:
        if args.words:
            progress = terminal_progress()
            lexicon = read_input(
                args.words,
                WORD_LIST,
                partial(load_file, progress=progress, leave_out_offensive=args.no_offensive),
                lambda data, name: words_from_bytes(data, name, name, progress, args.no_offensive),
            )
            if lexicon.report.skipped:
                print(f"note: {lexicon.report.summary()}", file=sys.stderr)
            return lexicon
        return load_bundled(args.list, british=args.british, leave_out_offensive=args.no_offensive)
    except LexiconError as error:
        raise CliError(str(error)) from error


def terminal_progress() -> Progress:
    """A Progress that draws a one-line meter on stderr when it is a terminal."""
    if not sys.stderr.isatty():
        return Progress()

    def draw(fraction: float | None, message: str) -> None:
        percent = "" if fraction is None else f"{fraction:6.1%} "
        print(f"\r\033[K{percent}{message}", end="", file=sys.stderr, flush=True)
        if fraction == 1.0:
            print("\r\033[K", end="", file=sys.stderr, flush=True)

    return Progress(draw, min_interval=0.1)


def end_status(progress: Progress) -> int:
    """0; or, when a Ctrl-C ended the work early and its results so far were printed (see
    solvers.interrupt.cancelling_on_interrupt), "interrupted" on stderr and the status of Ctrl-C,
    so that a shell loop running the command stops."""
    return interrupted() if progress.cancel_requested else 0


def print_json(value: Any) -> None:
    # One dumps and one write: json.dump's many small writes cost 5x more on big outputs.
    sys.stdout.write(json.dumps(value, separators=(",", ":")) + "\n")
