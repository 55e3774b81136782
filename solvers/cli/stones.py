"""``python -m solvers stones N``: the largest winning first move of the stone game."""

from __future__ import annotations

import argparse
import textwrap

from solvers.cli.common import JSON_HELP, CliError, print_json
from solvers.stones import (
    TABLE_LIMIT,
    FirstMoveAnswer,
    StonesError,
    explain_answer,
    parse_stone_count,
    solve,
    solve_by_table,
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "stones",
        help="Stone game: the largest first move that still wins",
        description=(
            "N stones; players alternate; the first move may not take all N; every later move takes "
            "between 1 and the number the previous move took; whoever takes the last stone wins. "
            "Prints the largest first move that guarantees a win (0 if none) and every winning first move."
        ),
    )
    parser.add_argument(
        "n",
        metavar="N",
        help="number of stones: a whole number >= 1 of up to 4300 digits, "
        "digits optionally grouped in threes (1,000,000 or 1_000_000)",
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)
    parser.add_argument(
        "--method",
        choices=("binary", "table"),
        default="binary",
        help=f"binary: exact for any N from N's binary form; "
        f"table: a table of every position (dynamic programming), N <= {TABLE_LIMIT} (default: binary)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        n = parse_stone_count(args.n)
        if args.method == "table" and n > TABLE_LIMIT:
            raise StonesError(
                f"--method table is limited to N <= {TABLE_LIMIT} (got {n}); use --method binary"
            )
        answer = solve_by_table(n) if args.method == "table" else solve(n)
    except StonesError as error:
        raise CliError(str(error)) from None
    if args.json:
        print_json(answer.as_json())
    else:
        print(render(answer))
    return 0


def render(answer: FirstMoveAnswer) -> str:
    moves = answer.winning_first_moves
    lines = [
        f"N = {answer.n}",
        f"Largest winning first move: {answer.best_first_move}",
        f"Winning first moves ({len(moves)}): {', '.join(map(str, moves)) if moves else 'none'}",
        "",
    ]
    for paragraph in explain_answer(answer):
        lines.extend([*textwrap.wrap(paragraph, 100), ""])
    return "\n".join(lines).rstrip()
