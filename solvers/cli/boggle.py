"""``python -m solvers boggle``: every word on a Boggle board, with a path each, and the score; or
several players' written lists scored against the board."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from solvers.boggle import (
    DEFAULT_DICE,
    DICE_FILES,
    RULES,
    SIZES,
    Board,
    BoardError,
    DiceError,
    PlayerNameError,
    PlayerResult,
    Solution,
    check_names,
    dice_for_size,
    dice_set,
    index_for,
    new_seed,
    parse_board,
    player_words,
    ranked,
    rules_named,
    score_players,
    shake,
    solve_many,
)
from solvers.boggle.faces import MULTI_FACES
from solvers.cli.common import (
    JSON_HELP,
    STDIN,
    STDIN_HELP,
    CliError,
    add_word_list_options,
    file_name,
    input_bytes,
    input_name,
    integer,
    lexicon_from_args,
    print_json,
    refuse_inapplicable,
    refuse_two_stdins,
    seed_value,
    terminal_progress,
)
from solvers.lexicon import Lexicon
from solvers.text_file import (
    WINDOWS_1252,
    FileKind,
    NotUtf8Error,
    decode_utf8,
    decode_utf8_or_windows_1252,
    placed,
)
from solvers.wording import counted

#: Files of boards: a line a board, some 20 to 40 bytes, so 64 MiB holds over a million boards
#: (the batch solver does some thousands a second).
BOARDS_FILE = FileKind("a file of boards", 64 << 20)
#: A player's list: the words found in a few minutes; 1 MiB holds 100,000 of them.
PLAYER_LIST = FileKind("a player's list", 1 << 20)


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
        type=file_name,
        metavar="FILE",
        help=f"a file of boards, one per line (# starts a comment; {STDIN_HELP})",
    )
    source.add_argument("--shake", action="store_true", help="shake a board from a dice set and solve it")
    parser.add_argument("--size", type=integer, choices=SIZES, help="board size for --shake (default: 4)")
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
    parser.add_argument(
        "--players",
        nargs="+",
        type=file_name,
        metavar="FILE",
        help="score players' written lists against the board (--board or --shake) instead of listing "
        "its words: one file per player, named by the file's name without its extension (alice.txt is "
        "alice), words separated by spaces, commas or line breaks; words two or more players found "
        "are crossed out, as the official rules say",
    )
    parser.add_argument(
        "--keep-shared",
        action="store_true",
        help="with --players: words two or more players found score for each of them",
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
    if args.boards:
        refuse_inapplicable(
            {"--players": args.players, "--keep-shared": args.keep_shared}, "one board", "--boards"
        )
    elif not args.players:
        refuse_inapplicable({"--keep-shared": args.keep_shared}, "--players", "a board's word listing")
    lists = _player_lists(args.players) if args.players else None
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
        if lists is not None:
            _print_players(solution, lists, lexicon, args, extra)
        elif args.json:
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


def _read_bytes(path: str, kind: FileKind) -> bytes:
    try:
        return input_bytes(path, kind)
    except OSError as error:
        raise CliError(f"cannot read {input_name(path)}: {error.strerror or error}") from None


def _read_boards(path: str) -> list[Board]:
    data = _read_bytes(path, BOARDS_FILE)
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


def _player_lists(paths: list[str]) -> dict[str, list[str]]:
    """``--players``: each file's words, under its player's name (the file's name without its extension)."""
    if STDIN in paths:
        raise CliError(
            "--players: '-' (standard input) cannot be a player's list: players are named after their files"
        )
    names = [Path(path).stem for path in paths]
    try:
        check_names(names)
    except PlayerNameError as error:
        path, named = paths[error.index], "players are named after their files, without the extension"
        if error.first is None:
            raise CliError(f"--players: {path} gives no player's name ({named})") from None
        both = f"{paths[error.first]} and {path} would both be player “{names[error.index]}”"
        raise CliError(f"--players: {both} ({named}): rename one") from None
    return {name: _player_words(path) for name, path in zip(names, paths, strict=True)}


def _player_words(path: str) -> list[str]:
    """A player's list: UTF-8, else Windows-1252 (as Notepad saves text on Western European Windows,
    said in a note, since a wrong guess would change the words)."""
    try:
        text, encoding = decode_utf8_or_windows_1252(_read_bytes(path, PLAYER_LIST))
    except NotUtf8Error as error:
        raise CliError(placed(path, str(error))) from None
    if encoding == WINDOWS_1252:
        print(f"note: {path} is not UTF-8 text: read as {encoding}", file=sys.stderr)
    return player_words(text)


def _print_players(
    solution: Solution, lists: dict[str, list[str]], lexicon: Lexicon, args: argparse.Namespace, extra: dict
) -> None:
    cross_out = not args.keep_shared
    results = ranked(score_players(lists, solution, lexicon, cross_out))
    if args.json:
        board, rules = solution.board.text(), solution.rules.key
        players = [result.as_json() for result in results]
        print_json(
            {"board": board, "rules": rules, "cross_out_shared": cross_out, "players": players, **extra}
        )
    else:
        print(render_players(solution, results, cross_out, extra))


def _heading(solution: Solution, extra: dict[str, object]) -> list[str]:
    """The board, where it was shaken from, and (the caller adds to it) the rules' line."""
    lines = [str(solution.board), ""]
    if extra:
        lines.append(f"Shaken from the {extra['dice']} dice with seed {extra['seed']}")
        note = dice_set(str(extra["dice"])).note
        if note:
            lines.append(f"Dice set: {note}")
    return lines


def render_players(
    solution: Solution, results: list[PlayerResult], cross_out: bool, extra: dict[str, object]
) -> str:
    rules = solution.rules
    shared = (
        "words two or more players found are crossed out"
        if cross_out
        else "words two or more players found score for each (--keep-shared)"
    )
    lines = [*_heading(solution, extra), f"{rules.name} rules ({rules.description}); {shared}"]
    for result in results:
        lines += ["", result.summary()]
        width = max((len(word.typed) for word in result.words), default=0)
        lines += [f"  {word.typed:<{width}}  {word.points:>2}  {word.describe()}" for word in result.words]
    return "\n".join(lines)


def render(solution: Solution, extra: dict[str, object]) -> str:
    lines = _heading(solution, extra)
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
