"""``python -m solvers crossword --grid FILE``: fill a crossword grid's slots with words."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from solvers.cli.common import (
    JSON_HELP,
    LEVELS_HELP,
    PATTERN_HELP,
    STDIN_HELP,
    CliError,
    add_word_list_options,
    check_time_limit,
    end_status,
    file_name,
    input_bytes,
    input_name,
    integer,
    lexicon_from_args,
    pattern_option,
    print_json,
    refuse_inapplicable,
    refuse_two_stdins,
    seed_value,
    terminal_progress,
)
from solvers.crossword import (
    ALGORITHMS,
    DEFAULT_ALGORITHM,
    UNFILLABLE,
    VALUE_ORDERS,
    Fill,
    FillOptions,
    FillResult,
    Grid,
    GridParseError,
    WordIndex,
    clue_numbers,
    decode_grid_file,
    fill_grid,
    parse_grid,
    parse_grids,
)
from solvers.crossword.candidates import (
    SlotEntry,
    no_fill_reasons,
    parse_word_list,
    pattern_words,
    slot_entries,
)
from solvers.crossword.grid import GRID_FILE
from solvers.crossword.listing import clue_lists, quality_phrase, spaced_rows
from solvers.interrupt import cancelling_on_interrupt
from solvers.lexicon import LEVELS, Lexicon
from solvers.text_file import placed
from solvers.wording import counted


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "crossword",
        help="Crossword filler: fill a grid's word slots from a word list",
        description=(
            "Fills every slot (maximal run of 2+ open cells, or the slots a slot list gives) with a word, "
            "crossing letters agreeing. Grid files: picture rows ('.' or '_' empty, '#', '*' or '0' block, "
            "a letter pre-filled; the cells together or one space or tab apart), van Beek's '(_ _ * _)' rows "
            "after a 'rows cols' line, or slot lists "
            "'column row length A|D'. More in the app: Help > Boggle Desktop Help (F1), page "
            "Crossword filler."
        ),
    )
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument(
        "--grid", type=file_name, metavar="FILE", help=f"the grid file to fill ({STDIN_HELP})"
    )
    target.add_argument(
        "--pattern",
        metavar="P",
        help=f"instead of filling, list the words matching {PATTERN_HELP}",
    )
    parser.add_argument(
        "--name", metavar="NAME", help="which grid of a file holding several ('# NAME' lines)"
    )
    add_word_list_options(parser)
    parser.add_argument(
        "--max-level",
        type=level_option,
        metavar="L",
        help=f"use only words at or below this SCOWL commonness level ({LEVELS_HELP})",
    )
    parser.add_argument(
        "--algorithm",
        choices=list(ALGORITHMS),
        help=f"search algorithm (default: {DEFAULT_ALGORITHM})",
    )
    parser.add_argument(
        "--value-order",
        choices=VALUE_ORDERS,
        help=f"which word to try first (default: {FillOptions.value_order})",
    )
    parser.add_argument(
        "--seed",
        type=seed_value,
        help="randomise: a different fill for each seed (0 or more), reproducible (default: none, the "
        "same fill every run)",
    )
    parser.add_argument(
        "--count",
        type=integer,
        metavar="N",
        help="find up to N fills (0: all of them) and print how many; --json lists them (with 0, the first "
        f"{FillOptions.keep_fills})",
    )
    parser.add_argument(
        "--time-limit", type=float, metavar="SECONDS", help="stop the search after this many seconds"
    )
    parser.add_argument("--allow-repeats", action="store_true", help="let a word appear more than once")
    parser.add_argument(
        "--exclude",
        metavar="WORDS",
        help="words no fill may use, separated by commas (an entry given whole in the grid stays)",
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)
    parser.set_defaults(run=run)


def level_option(text: str) -> int:
    """``--max-level``: a level a word list can hold; argparse reports anything else."""
    try:
        level: int | None = integer(text)
    except ValueError:
        level = None
    if level is None or level not in LEVELS:
        raise argparse.ArgumentTypeError(
            f"give a whole number from {LEVELS[0]} to {LEVELS[-1]} (the SCOWL levels), not {text!r}"
        )
    return level


def load_grid(path: str, name: str | None) -> Grid:
    try:
        data = input_bytes(path, GRID_FILE)
    except OSError as error:
        raise CliError(f"cannot read grid file {path}: {error.strerror or error}") from None
    path = input_name(path)
    try:
        text = decode_grid_file(data)
        if name is not None:
            return parse_grid(text, name)
        grids = parse_grids(text)
    except GridParseError as error:
        raise CliError(placed(path, str(error))) from None
    if len(grids) > 1:
        print(
            f"note: using grid {grids[0].name!r}, the first of {len(grids)}; --name picks another",
            file=sys.stderr,
        )
    return grids[0]


def index_from_args(args: argparse.Namespace, lexicon: Lexicon) -> WordIndex:
    """The words ``--max-level`` keeps, with a note on stderr when the level could not apply to some."""
    index = WordIndex.from_lexicon(lexicon, args.max_level)
    if index.level_note:
        print(f"note: {index.level_note}", file=sys.stderr)
    return index


def run(args: argparse.Namespace) -> int:
    if args.pattern is not None:
        refuse_inapplicable(fill_options_given(args), "--grid", "--pattern")
        return run_pattern(args)
    refuse_two_stdins({"--grid": args.grid, "--words": args.words})
    grid = load_grid(args.grid, args.name)
    if args.count is not None and args.count < 0:
        raise CliError(f"--count must be 0 (all fills) or more, not {args.count}")
    check_time_limit(args.time_limit)
    excluded = excluded_words(args.exclude or "")
    index = index_from_args(args, lexicon_from_args(args))
    max_fills = 1 if args.count is None else args.count
    options = FillOptions(
        algorithm=args.algorithm or DEFAULT_ALGORITHM,
        value_order=args.value_order or FillOptions.value_order,
        seed=args.seed,
        max_fills=max_fills,
        keep_fills=max(max_fills, FillOptions.keep_fills),
        unique_words=not args.allow_repeats,
        excluded_words=excluded,
        time_limit=args.time_limit,
        keep_on_cancel=True,
    )
    progress = terminal_progress()
    with cancelling_on_interrupt(progress.cancel):
        result = fill_grid(grid, index, options, progress)
    reasons = (
        no_fill_reasons(grid, index, options.unique_words, excluded) if result.status == UNFILLABLE else []
    )
    looked_up = slot_entries(grid, result.fill.rows, index) if result.fill else []
    if args.json:
        print_json(as_json(grid, result, looked_up, args.count is not None, reasons))
    else:
        print(render(grid, result, looked_up, args.count, reasons, progress.cancel_requested))
    return end_status(progress)


def fill_options_given(args: argparse.Namespace) -> dict[str, object]:
    """The options that only filling a grid uses, None or False where not typed."""
    return {
        "--name": args.name,
        "--algorithm": args.algorithm,
        "--value-order": args.value_order,
        "--seed": args.seed,
        "--count": args.count,
        "--time-limit": args.time_limit,
        "--allow-repeats": args.allow_repeats,
        "--exclude": args.exclude,
    }


def run_pattern(args: argparse.Namespace) -> int:
    """The words of the list matching ``--pattern``, most common first, with their levels."""
    pattern = pattern_option(args.pattern)
    index = index_from_args(args, lexicon_from_args(args))
    count, words = pattern_words(index, pattern, limit=None)
    if args.json:
        print_json(
            {"pattern": pattern, "count": count, "words": [{"word": w, "level": lv} for w, lv in words]}
        )
    else:
        order = ", most common first" if count > 1 else ""
        print(f"{pattern.upper()}: {counted(count, 'word')}{order}", file=sys.stderr)  # stdout: words only
        for word, level in words:
            print(word if level is None else f"{word}  {level}")
    return 0


def excluded_words(text: str) -> frozenset[str]:
    try:
        return parse_word_list(text)
    except ValueError as error:
        raise CliError(f"--exclude: {error}") from None


def as_json(
    grid: Grid,
    result: FillResult,
    looked_up: list[SlotEntry],
    with_count: bool,
    reasons: list[str] | None = None,
) -> dict[str, Any]:
    """The result for programs; ``looked_up`` is the fill's entries looked up in the word list
    (``slot_entries``), ``quality`` is null without a fill, and ``reasons`` say (as the text's
    "Why:" lines do) why the given letters leave no fill, if they do."""
    fill = result.fill
    rows = fill.rows if fill else result.best_rows
    numbers = clue_numbers(grid)
    unlisted = {(e.slot.row, e.slot.col, e.slot.direction) for e in looked_up if not e.in_list}
    out: dict[str, Any] = {
        "status": result.status,
        "filled": result.filled,
        "grid": [row.upper() for row in rows],
        "entries": [
            {
                "row": e.row,
                "col": e.col,
                "direction": e.direction,
                "number": numbers[e.row, e.col],
                "word": e.word.upper(),
                "in_list": (e.row, e.col, e.direction) not in unlisted,
            }
            for e in (fill.entries if fill else ())
        ],
        "stats": {
            "nodes": result.stats.nodes,
            "backtracks": result.stats.backtracks,
            "seconds": round(result.stats.seconds, 6),
            "restarts": result.stats.restarts,
        },
        "algorithm": result.algorithm,
        "quality": {"mean_level": fill.mean_level, "worst_level": fill.worst_level} if fill else None,
        "reasons": reasons or [],
    }
    if with_count:
        out["count"] = result.count
        out["complete"] = result.complete
        out["fills"] = [[row.upper() for row in f.rows] for f in result.fills]
    return out


def word_list_lines(fill: Fill, looked_up: list[SlotEntry]) -> list[str]:
    """The entries the word list lacks, as the Entries tab marks them (words given in the grid:
    the search places only words of the list), and the fill's quality over the entries with a
    level, saying how many it leaves out."""
    unlisted = [e.pattern.upper() for e in looked_up if not e.in_list]
    lines = [f"Not in the word list (given): {', '.join(unlisted)}"] if unlisted else []
    quality = quality_phrase(fill, looked_up)
    if quality is not None:
        lines.append(f"Quality: {quality}")
    return lines


def count_note(result: FillResult, count: int, interrupted: bool = False) -> str:
    """Why a count may not be every fill: it stopped at ``--count`` fills, at the time limit, or
    at a Ctrl-C (``interrupted``)."""
    if result.complete:
        return " (every fill)"
    if count and result.count >= count:
        return f" (stopped at --count {count:,}: there may be more)"
    return f" (stopped at {'Ctrl-C' if interrupted else 'the time limit'}: there may be more)"


def render(
    grid: Grid,
    result: FillResult,
    looked_up: list[SlotEntry],
    count: int | None,
    reasons: list[str] | None = None,
    interrupted: bool = False,
) -> str:
    """The result for people; ``looked_up`` is the fill's entries looked up in the word list,
    ``count`` is ``--count`` (None: fills not counted), ``reasons`` say why the given letters
    leave no fill, if they do, and ``interrupted`` that a Ctrl-C stopped the search."""
    lines = [f"{grid.name}: {grid.height}x{grid.width}, {counted(len(grid.slots), 'slot')}"]
    fill = result.fill
    rows = fill.rows if fill else result.best_rows
    if not fill:
        lines.append(
            "No fill exists (proven)." if result.status == UNFILLABLE else "Stopped before a fill was found."
        )
        lines.extend(f"Why: {reason}." for reason in reasons or ())
        lines.append(f"Deepest partial fill ({result.stats.max_depth} slots):")
    lines.extend(spaced_rows(rows))
    if fill:
        lines.extend(clue_lists(grid, fill.rows))
        lines.extend(word_list_lines(fill, looked_up))
    if count is not None:
        lines.append(f"Fills: {result.count:,}{count_note(result, count, interrupted)}")
    s = result.stats
    lines.append(
        f"{result.status}; {result.algorithm}: {s.nodes:,} nodes, {s.backtracks:,} backtracks, "
        f"{s.restarts:,} restarts, {s.seconds:.3f} s"
    )
    return "\n".join(lines)
