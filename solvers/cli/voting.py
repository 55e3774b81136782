"""``python -m solvers voting``: Banzhaf and Shapley-Shubik power of each block of a weighted vote."""

from __future__ import annotations

import argparse
import sys
from math import factorial
from typing import Any

from solvers.cli.common import (
    JSON_HELP,
    STDIN_HELP,
    CliError,
    file_name,
    print_json,
    read_input,
    terminal_progress,
)
from solvers.voting import PowerIndices, VotingInputError, WeightedGame, parse_weight_list, power_indices
from solvers.voting.csvio import BLOCKS_FILE, blocks_from_bytes, read_blocks
from solvers.voting.game import MAX_LISTED_BLOCKS, parse_textbook_vote, parse_whole_number
from solvers.voting.presets import load_presets, preset
from solvers.wording import counted


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "voting",
        help="Voting power: exact Banzhaf and Shapley-Shubik indices of a weighted vote",
        description=(
            "Each block votes as one with its weight; a coalition wins when its total reaches the quota "
            "(default: a strict majority, total // 2 + 1). Prints, for every block, the coalitions in "
            "which it is critical (swings), its Banzhaf index (normalised, and as a percentage rounded "
            "down to a whole number) and its Shapley-Shubik index; then the number of winning coalitions, "
            "the dummies (blocks never critical) and the veto players (blocks in every winning coalition)."
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument(
        "--weights",
        metavar="W1,W2,...",
        help="the blocks' weights, e.g. 50,49,1; or the quota and the weights as textbooks write them, "
        "e.g. '[6; 4,3,2,1]'",
    )
    source.add_argument(
        "--csv",
        type=file_name,
        metavar="FILE",
        help=f"a CSV file of name,weight rows ('# quota: N' sets a quota; {STDIN_HELP})",
    )
    source.add_argument(
        "--preset", metavar="NAME", help=f"a bundled example: {', '.join(p.key for p in load_presets())}"
    )
    parser.add_argument("--names", metavar="A,B,...", help="names for --weights, in the same order")
    parser.add_argument(
        "--quota", metavar="Q", help="votes needed to win (1..total; overrides a file's quota)"
    )
    parser.add_argument(
        "--no-shapley", action="store_true", help="compute the Banzhaf index only (faster for many blocks)"
    )
    parser.add_argument(
        "--minimal",
        action="store_true",
        help=f"also list the minimal winning coalitions (at most {MAX_LISTED_BLOCKS} blocks)",
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)
    parser.set_defaults(run=run)


def _game(args: argparse.Namespace) -> WeightedGame:
    try:
        quota = None if args.quota is None else parse_whole_number(args.quota, "--quota:")
    except VotingInputError as error:  # "50%", "2/3"
        raise VotingInputError(f"{error}: give the votes a coalition needs to win") from None
    if args.names is not None and args.weights is None:
        raise VotingInputError("--names goes with --weights; a CSV file or preset names its blocks itself")
    if args.weights is not None:
        textbook = parse_textbook_vote(args.weights, "--weights")
        weights = parse_weight_list(args.weights) if textbook is None else textbook[1]
        if quota is None and textbook is not None:
            quota = textbook[0]
        names = [name.strip() for name in args.names.split(",")] if args.names is not None else None
        return WeightedGame.create(weights, names, quota)
    if args.csv is not None:
        table = read_input(args.csv, BLOCKS_FILE, read_blocks, blocks_from_bytes)
        if table.note:  # a file read as Windows-1252, a block named #...
            print(f"note: {table.note}", file=sys.stderr)
        return table.game(quota)
    try:
        return preset(args.preset).table.game(quota)
    except KeyError as error:
        raise VotingInputError(f"--preset: {error.args[0]}") from None


def run(args: argparse.Namespace) -> int:
    try:
        game = _game(args)
        if args.minimal and len(game) > MAX_LISTED_BLOCKS:
            raise VotingInputError(
                f"--minimal: the minimal winning coalitions are listed for at most {MAX_LISTED_BLOCKS} "
                f"blocks, not {len(game)}"
            )
        result = power_indices(game, terminal_progress(), shapley=not args.no_shapley)
    except VotingInputError as error:
        raise CliError(str(error)) from None
    if result.improper_warning():
        print(f"warning: {result.improper_warning()}", file=sys.stderr)
    if args.json:
        print_json(as_json(result, args.minimal))
    else:
        print(render(result, args.minimal))
    return 0


def as_json(result: PowerIndices, minimal: bool = False) -> dict[str, Any]:
    game = result.game
    answer: dict[str, Any] = {
        "quota": game.quota,
        "names": list(game.names),
        "weights": list(game.weights),
        "banzhaf": {
            "swings": list(result.swings),
            "normalized": list(result.banzhaf),
            "absolute": list(result.banzhaf_absolute),
            "percent": list(result.banzhaf_percent),
        },
        "shapley_shubik": None if result.shapley_shubik is None else list(result.shapley_shubik_float),
        "shapley_shubik_fraction": None
        if result.shapley_shubik is None
        else [str(value) for value in result.shapley_shubik],
        "shapley_shubik_pivots": None if result.pivots is None else list(result.pivots),
        "orderings": factorial(len(game)),
        "winning_coalitions": result.winning_coalitions,
        "dummies": [game.names[i] for i in result.dummies],
        "veto_players": [game.names[i] for i in game.veto_players()],
        "proper": result.proper,
    }
    if minimal:
        answer["minimal_winning_coalitions"] = [
            [game.names[i] for i in members] for members in game.minimal_winning_coalitions()
        ]
    if result.note:
        answer["note"] = result.note
    return answer


def render(result: PowerIndices, minimal: bool = False) -> str:
    game = result.game
    width = max(4, *(len(name) for name in game.names))
    digits = max(6, len(str(max(result.swings))))
    wide = max(6, len(str(max(game.weights))))
    shapley = _shapley_texts(result)
    ss_wide = max(14, *map(len, shapley))
    lines = [
        f"{counted(len(game), 'block')}, total weight {game.total}, quota {game.quota}; "
        f"{counted(result.total_swings, 'swing', str(result.total_swings))} in all ({result.banzhaf_method})",
        "",
        f"{'name':<{width}}  {'weight':>{wide}}  {'swings':>{digits}}  "
        f"{'Banzhaf':>9}  {'whole %':>7}  {'Shapley-Shubik':>{ss_wide}}",
    ]
    for i, name in enumerate(game.names):
        lines.append(
            f"{name:<{width}}  {game.weights[i]:>{wide}}  {result.swings[i]:>{digits}}  "
            f"{result.banzhaf[i]:>9.6f}  {result.banzhaf_percent[i]:>7}  {shapley[i]:>{ss_wide}}"
        )
    lines += [
        "",
        "whole %: the Banzhaf index as a percentage, rounded down (100 * swings // all swings)",
        *result.roles(),
    ]
    if minimal:
        coalitions = game.minimal_winning_coalitions()
        lines.append(f"{counted(len(coalitions), 'minimal winning coalition')}:")
        lines += [f"  {game.coalition_text(members)}" for members in coalitions]
    if result.note:
        lines += ["", f"note: {result.note}"]
    return "\n".join(lines)


#: The longest fraction the table shows beside a Shapley-Shubik index (--json gives every one).
FRACTION_WIDTH = 20


def _shapley_texts(result: PowerIndices) -> list[str]:
    """Each block's Shapley-Shubik index to six decimals, and as a fraction while every fraction is
    short (in a large game the denominators run to dozens of digits)."""
    if result.shapley_shubik is None:
        return ["-"] * len(result.swings)
    fractions = [str(value) for value in result.shapley_shubik]
    longest = max(map(len, fractions))
    exact = longest <= FRACTION_WIDTH
    return [  # the fractions padded, so that the decimals stand one under another
        f"{float(value):.6f}" + (f" = {fraction:<{longest}}" if exact else "")
        for value, fraction in zip(result.shapley_shubik, fractions, strict=True)
    ]
