"""``python -m solvers boggle``: every word on a Boggle board, with a path each, and the score."""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from solvers.boggle import (
    DEFAULT_DICE,
    DICE_FILES,
    RULES,
    SIZES,
    Board,
    BoardError,
    DiceError,
    Solution,
    dice_for_size,
    dice_set,
    index_for,
    new_seed,
    parse_board,
    rules_named,
    shake,
    solve_many,
)
from solvers.boggle.faces import MULTI_FACES
from solvers.cli.common import (
    JSON_HELP,
    STDIN_HELP,
    CliError,
    add_word_list_options,
    input_bytes,
    input_name,
    lexicon_from_args,
    print_json,
    refuse_inapplicable,
    refuse_two_stdins,
    seed_value,
    terminal_progress,
)
from solvers.text_file import NotUtf8Error, decode_utf8, placed
from solvers.wording import counted


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "boggle",
        help="Boggle: every word on a board, a path for each, and the score",
        description=(
            "Find every word on a Boggle board. A board string is read row by row: letters a-z "
            "(accented letters fold: é is e, ĳ is the IJ face), q for the Qu face, [th] for a multi-letter "
            f"face ({' '.join(MULTI_FACES)}), . or _ for a blank face; "
            "spaces are ignored and the size (4x4, 5x5, 6x6) follows from the number of faces."
        ),
    )
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--board", metavar="STRING", help="the board, row by row")
    source.add_argument(
        "--boards",
        metavar="FILE",
        help=f"a file of boards, one per line (# starts a comment; {STDIN_HELP})",
    )
    source.add_argument("--shake", action="store_true", help="shake a board from a dice set and solve it")
    parser.add_argument("--size", type=int, choices=SIZES, help="board size for --shake (default: 4)")
    parser.add_argument(
        "--seed", type=seed_value, help="seed for --shake, 0 or more (default: a fresh one, printed)"
    )
    parser.add_argument(
        "--dice",
        choices=list(DICE_FILES),
        help="dice set for --shake (default: "
        + ", ".join(f"{s}x{s}: {k}" for s, k in DEFAULT_DICE.items())
        + ")",
    )
    parser.add_argument(
        "--rules",
        choices=list(RULES),
        help=", ".join(f"{rules.key} ({rules.description})" for rules in RULES.values())
        + " (default: official on 4x4, big on 5x5 and 6x6)",
    )
    add_word_list_options(parser)
    parser.add_argument(
        "--json", action="store_true", help=f"{JSON_HELP} (one object per line with --boards)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    rules = rules_named(args.rules) if args.rules else None
    if not args.shake:
        shake_options = {"--size": args.size, "--seed": args.seed, "--dice": args.dice}
        refuse_inapplicable(shake_options, "--shake", "--board" if args.board else "--boards")
    extra: dict[str, object] = {}
    if args.shake:
        board, seed, dice_key = _shaken(args)
        boards = [board]
        extra = {"seed": seed, "dice": dice_key}
    elif args.boards:
        refuse_two_stdins({"--boards": args.boards, "--words": args.words})
        boards = _read_boards(args.boards)
    else:
        try:
            boards = [parse_board(args.board)]
        except BoardError as error:
            raise CliError(str(error)) from None
    lexicon = lexicon_from_args(args)
    progress = terminal_progress()
    solutions: Iterable[Solution]
    if args.boards:
        # A file of boards: the NumPy batch solver, many boards at a time (imported here, so
        # that the other modes and the GUI do not load NumPy).
        from solvers.boggle.batch import iter_solutions

        solutions = iter_solutions(boards, lexicon, rules, progress)
    else:
        solutions = solve_many(boards, index_for(lexicon, progress), rules, progress, total=len(boards))
    for solution in solutions:
        if args.json:
            print_json({**solution.as_json(), **extra})
        else:
            print(render(solution, extra))
            if len(boards) > 1:
                print()
    return 0


def _shaken(args: argparse.Namespace) -> tuple[Board, int, str]:
    try:
        if args.dice:
            dice = dice_set(args.dice)
            if args.size and args.size != dice.size:
                raise CliError(
                    f"--dice {args.dice} is a {dice.size}x{dice.size} set, not {args.size}x{args.size}"
                )
        else:
            dice = dice_for_size(args.size or 4)
    except DiceError as error:
        raise CliError(str(error)) from None
    seed = new_seed() if args.seed is None else args.seed
    return shake(dice, seed), seed, dice.key


def _read_boards(path: str) -> list[Board]:
    try:
        data = input_bytes(path)
    except OSError as error:
        raise CliError(f"cannot read {path}: {error.strerror or error}") from None
    path = input_name(path)
    try:
        text = decode_utf8(data)
    except NotUtf8Error as error:
        raise CliError(placed(path, str(error))) from None
    boards = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            boards.append(parse_board(line))
        except BoardError as error:
            raise CliError(f"{path}, line {number}: {error}") from None
    if not boards:
        raise CliError(f"{path} holds no boards")
    return boards


def render(solution: Solution, extra: dict[str, object]) -> str:
    lines = [str(solution.board), ""]
    if extra:
        lines.append(f"Shaken from the {extra['dice']} dice with seed {extra['seed']}")
        note = dice_set(str(extra["dice"])).note
        if note:
            lines.append(f"Dice set: {note}")
    rules = solution.rules
    lines.append(
        f"{counted(len(solution.words), 'word')}, {counted(solution.score, 'point')} "
        f"({rules.name}: {rules.description})"
    )
    width = max((len(f.word) for f in solution.words), default=0)
    for found in solution.words:
        path = " ".join(f"{r},{c}" for r, c in found.path)
        lines.append(f"  {found.word:<{width}}  {found.points:>2}  {path}")
    return "\n".join(lines)
