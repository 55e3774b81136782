"""``python -m solvers mines``: analyse Minesweeper positions, or let the analyser play games."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from typing import Any

from solvers.cli.common import (
    JSON_HELP,
    STDIN_HELP,
    CliError,
    check_time_limit,
    end_status,
    file_name,
    input_name,
    integer,
    print_json,
    read_input,
    refuse_inapplicable,
    refuse_two_stdins,
    seed_value,
    terminal_progress,
)
from solvers.interrupt import cancelling_on_interrupt
from solvers.minesweeper.analysis import Analysis, analyse
from solvers.minesweeper.arrangements import FrontierArrangement, FrontierArrangements
from solvers.minesweeper.autoplay import PlayReport, auto_play
from solvers.minesweeper.game import LEVELS, FirstClick, GameError
from solvers.minesweeper.groups import FrontierTooLarge
from solvers.minesweeper.perfect import DEFAULT_BOARD_LIMIT, unseen_number
from solvers.minesweeper.position import (
    HIDDEN,
    POSITION_FILE,
    UNNUMBERED,
    PositionError,
    cell_char,
    position_from_bytes,
    read_position,
)
from solvers.minesweeper.strategy import MoveChoice, StrategyOptions, choose_move
from solvers.wording import counted

DEFAULT_GAMES = 100
DEFAULT_ARRANGEMENTS = 100
#: ``--arrangements 0`` lists every arrangement only up to this many; beyond, the user gives N.
MAX_ALL_ARRANGEMENTS = 100_000


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "mines",
        help="Minesweeper: safe cells, exact mine probabilities, perfect play, auto-play",
        description="Analyse Minesweeper positions (--board) or measure the auto-player (--play). "
        "Position files: a header WIDTHxHEIGHTxMINES, then one line per row of 0-8 (revealed), "
        "H (hidden), F (flag), ? (revealed, number not given); JSMinesweeper's M and O read as F, I as H.",
    )
    parser.add_argument(
        "--board",
        action="append",
        type=file_name,
        metavar="FILE",
        help=f"a position file (repeatable; {STDIN_HELP})",
    )
    parser.add_argument(
        "--perfect-limit",
        type=integer,
        metavar="N",
        help=f"search perfect play when at most N boards are consistent (default: {DEFAULT_BOARD_LIMIT})",
    )
    parser.add_argument(
        "--arrangements",
        type=integer,
        nargs="?",
        const=DEFAULT_ARRANGEMENTS,
        metavar="N",
        help=f"list the frontier arrangements (the mines along the edge of the revealed cells), "
        f"at most N ({DEFAULT_ARRANGEMENTS} when N is left out; 0 = all, up to {MAX_ALL_ARRANGEMENTS:,})",
    )
    parser.add_argument("--play", choices=list(LEVELS), help="auto-play games of this level")
    parser.add_argument(
        "--games", type=integer, metavar="N", help=f"games to play (default: {DEFAULT_GAMES})"
    )
    parser.add_argument(
        "--seed",
        type=seed_value,
        help="seed of the run, 0 or more: game i of seed S is always the same game (default: 0)",
    )
    parser.add_argument(
        "--first-click",
        choices=[rule.value for rule in FirstClick],
        help="safe: the first click is never a mine; zero: it always opens a zero (default: zero)",
    )
    parser.add_argument(
        "--time-limit", type=float, metavar="SECONDS", help="stop playing after this many seconds"
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if bool(args.board) == bool(args.play):
        raise CliError("give either --board FILE (one or more) or --play LEVEL")
    if args.play:
        board_options = {"--perfect-limit": args.perfect_limit, "--arrangements": args.arrangements}
        refuse_inapplicable(board_options, "--board", "--play")
        return _play(args)
    play_options = {"--games": args.games, "--seed": args.seed, "--first-click": args.first_click}
    refuse_inapplicable({**play_options, "--time-limit": args.time_limit}, "--play", "--board")
    limit = DEFAULT_BOARD_LIMIT if args.perfect_limit is None else args.perfect_limit
    if limit < 0:
        raise CliError(f"--perfect-limit must be at least 0, not {limit}")
    if args.arrangements is not None and not 0 <= args.arrangements <= MAX_ALL_ARRANGEMENTS:
        raise CliError(f"--arrangements takes 0 (all) to {MAX_ALL_ARRANGEMENTS:,}, not {args.arrangements:,}")
    results = []
    refuse_two_stdins({"--board": args.board})
    for given in args.board:
        path = input_name(given)
        try:
            position = read_input(given, POSITION_FILE, read_position, position_from_bytes)
            analysis = analyse(position, terminal_progress())
        except PositionError as error:
            message = str(error)
            raise CliError(message if message.startswith(path) else f"{path}: {message}") from None
        except FrontierTooLarge as error:
            raise CliError(f"{path}: cannot count this position exactly: {error}") from None
        choice = choose_move(analysis, StrategyOptions(perfect_limit=limit))
        results.append((path, analysis, choice, _listed(path, analysis, args.arrangements)))
    if args.json:
        out = [board_json(analysis, choice, listed) for _, analysis, choice, listed in results]
        print_json(out[0] if len(out) == 1 else out)
    else:
        for path, analysis, choice, listed in results:
            print(board_text(path, analysis, choice, limit))
            for line in arrangement_lines(analysis, listed):
                print(line)
    return 0


def _listed(path: str, analysis: Analysis, wanted: int | None) -> int | None:
    """How many frontier arrangements ``--arrangements wanted`` lists (None: not asked for)."""
    if wanted is None:
        return None
    total = analysis.frontier_arrangements
    if wanted == 0 and total > MAX_ALL_ARRANGEMENTS:
        raise CliError(
            f"{path}: {total:,} frontier arrangements are too many to list all (at most "
            f"{MAX_ALL_ARRANGEMENTS:,}); give --arrangements N to list the first N"
        )
    return total if wanted == 0 else min(wanted, total)


def _arrangements(analysis: Analysis, listed: int) -> Iterator[FrontierArrangement]:
    """The first ``listed`` frontier arrangements, each computed only when it is reached."""
    arrangements = FrontierArrangements(analysis)
    return (arrangements[i] for i in range(listed))


def _cell(analysis: Analysis, index: int) -> list[int]:
    return list(analysis.position.coords(index))


def board_json(analysis: Analysis, choice: MoveChoice, listed: int | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {
        "safe": [_cell(analysis, i) for i in analysis.safe],
        "mines": [_cell(analysis, i) for i in analysis.mines],
        "probabilities": [
            [None if p is None else float(p) for p in row] for row in analysis.probability_grid()
        ],
        "boards": str(analysis.boards),
        "frontier_arrangements": analysis.frontier_arrangements,
        "best_move": None if choice.cell is None else _cell(analysis, choice.cell),
        "best_move_reason": choice.reason,
        "win_probability": None if choice.win_probability is None else _fraction(choice.win_probability),
    }
    if listed is not None:
        out["arrangements"] = [
            {"mines": [_cell(analysis, i) for i in found.mines], "boards": str(found.boards)}
            for found in _arrangements(analysis, listed)
        ]
        out["arrangements_listed"] = listed
        out["arrangements_complete"] = listed == analysis.frontier_arrangements
    return out


def _fraction(value: Any) -> str:
    return f"{value.numerator}/{value.denominator}"


def board_text(path: str, analysis: Analysis, choice: MoveChoice, limit: int) -> str:
    position = analysis.position
    size = f"{position.width}x{position.height}, {counted(position.mines, 'mine')}"
    lines = [f"{path}: {size} ({position.mines_left} left)"]
    safe, mines = set(analysis.safe), set(analysis.mines)
    for row in range(position.height):
        parts = []
        for col in range(position.width):
            index = position.index(row, col)
            value = position.cells[index]
            if value != HIDDEN:
                parts.append(f"   {cell_char(value)}")
            elif index in safe:
                parts.append("   S")
            elif index in mines:
                parts.append("   M")
            else:
                parts.append(f"{round(100 * float(analysis.probabilities[index])):3d}%"[-4:])
        lines.append(" ".join(parts))
    unnumbered = ", ? revealed without its number" if UNNUMBERED in position.cells else ""
    lines.append(
        f"S = certainly safe, M = certainly a mine, nn% = chance of a mine (F flag, 0-8 revealed{unnumbered})"
    )
    lines.append(f"consistent boards: {analysis.boards:,}")
    lines.append(f"frontier arrangements: {analysis.frontier_arrangements:,}")
    lines.append(f"certainly safe: {len(safe)}, certain mines: {len(mines)}")
    if choice.cell is not None:
        row, col = position.coords(choice.cell)
        lines.append(f"best move: row {row + 1}, column {col + 1} (counting from 1; {choice.reason})")
    elif choice.reason == "none":
        lines.append("best move: none (nothing is left to reveal)")
    if choice.win_probability is not None:
        p = choice.win_probability
        lines.append(f"win probability with perfect play: {_fraction(p)} = {float(p):.6f}")
    else:
        why = unseen_number(position) or f"more than {limit:,} boards, or the search is too large"
        lines.append(f"win probability: not computed ({why})")
    return "\n".join(lines)


def arrangement_lines(analysis: Analysis, listed: int | None) -> Iterator[str]:
    """The text of ``--arrangements``: a heading, then one line per arrangement as the app's list
    words it, with every cell holding a mine (none when not asked for)."""
    if listed is None:
        return
    total = analysis.frontier_arrangements
    which = f"all {total:,}" if listed == total else f"the first {listed:,} of {total:,}"
    yield f"frontier arrangements listed: {which} (cells as (row, column) from 1)"
    position = analysis.position
    for number, found in enumerate(_arrangements(analysis, listed), 1):
        mines, boards = len(found.mines), found.boards
        text = f"#{number}: {counted(mines, 'mine')}, {counted(boards, 'board')}"
        cells = ", ".join(f"({r + 1},{c + 1})" for r, c in map(position.coords, found.mines))
        yield f"{text}; mines at {cells}" if cells else text


def _play(args: argparse.Namespace) -> int:
    games = DEFAULT_GAMES if args.games is None else args.games
    if games < 1:
        raise CliError(f"--games must be at least 1, not {games}")
    check_time_limit(args.time_limit)
    progress = terminal_progress()
    try:
        with cancelling_on_interrupt(progress.cancel):
            report = auto_play(
                args.play,
                games,
                seed=args.seed or 0,
                first_click=args.first_click or FirstClick.ZERO,
                progress=progress,
                time_limit=args.time_limit,
            )
    except GameError as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(report.as_dict())
    else:
        print(play_text(report, progress.cancel_requested))
    return end_status(progress)


def play_text(report: PlayReport, interrupted: bool = False) -> str:
    """The report for people; ``interrupted``: a Ctrl-C, not the time limit, cut the run short."""
    low, high = report.interval
    stopper = "Ctrl-C" if interrupted else "the time limit"
    stopped = (
        ""
        if report.complete
        else f"; {stopper} stopped the run after {report.games:,} of {report.requested:,} games"
    )
    return (
        f"{report.level}, first click {report.first_click}: won {report.wins} of {report.games} "
        f"= {report.win_rate:.2%} (95% CI {low:.2%} to {high:.2%}); "
        f"{report.seconds:.1f} s, {report.games_per_second:.2f} games/s (seed {report.seed}){stopped}"
    )
