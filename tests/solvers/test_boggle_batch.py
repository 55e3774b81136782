"""The NumPy batch solver against the per-board solver, board by board."""

from __future__ import annotations

import itertools
import random

import pytest

from solvers.boggle import (
    BIG,
    CLASSIC,
    OFFICIAL,
    Board,
    build_index,
    dice_for_size,
    neighbours,
    parse_board,
    shake,
    solve,
)
from solvers.boggle.array_index import array_index_for, build_array_index
from solvers.boggle.batch import solve_many
from solvers.boggle.faces import MULTI_FACES
from solvers.lexicon import Lexicon, load_bundled
from solvers.progress import Cancelled, Progress
from tests.solvers.boggle_slow_board import E_BOARD, E_WORDS, CancelAtCheck


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return load_bundled("small")


def assert_valid_path(board: Board, word: str, path: tuple[tuple[int, int], ...]) -> None:
    cells = [r * board.size + c for r, c in path]
    assert len(set(cells)) == len(cells), f"{word}: a cell used twice in {path}"
    for a, b in itertools.pairwise(cells):
        assert b in neighbours(board.size)[a], f"{word}: {path} steps between cells that do not touch"
    assert "".join(board.faces[c] for c in cells) == word, f"{path} does not spell {word}"


def assert_same_as_per_board_solver(boards: list[Board], lexicon: Lexicon, rules=None) -> None:
    index = build_index(lexicon.words())
    solutions = solve_many(boards, lexicon, rules)
    assert len(solutions) == len(boards)
    for board, solution in zip(boards, solutions):
        expected = solve(board, index, rules)
        assert solution.board == board
        assert solution.rules == expected.rules
        assert [(f.word, f.points) for f in solution.words] == [(f.word, f.points) for f in expected.words]
        assert solution.score == expected.score
        for found in solution.words:
            assert_valid_path(board, found.word, found.path)


@pytest.mark.parametrize(("size", "count"), [(4, 300), (5, 150), (6, 60)])
def test_dice_rolled_boards_match_the_per_board_solver(small, size, count):
    boards = [shake(dice_for_size(size), seed) for seed in range(count)]
    assert_same_as_per_board_solver(boards, small)


def random_face_board(rng: random.Random, size: int) -> Board:
    faces = [*"abcdefghijklmnoprstuvwxyz", *"eeeaaiosnt", *MULTI_FACES, ""]
    return Board(size, tuple(rng.choice(faces) for _ in range(size * size)))


@pytest.mark.parametrize("rules", [OFFICIAL, CLASSIC, BIG, None])
def test_qu_multi_letter_and_blank_faces_match(small, rules):
    rng = random.Random(5)
    boards = [random_face_board(rng, rng.choice((4, 5, 6))) for _ in range(120)]
    assert_same_as_per_board_solver(boards, small, rules)


def test_hand_made_boards():
    lexicon = Lexicon.from_words(["felt", "left", "the", "then", "quit", "quite", "suit", "inert", "tin"])
    boards = [
        parse_board("fexx lxxx txxx xxxx"),  # FELT ends in a corner
        parse_board("[th]e.nx" + "x" * 31),  # the blank cell blocks "then"
        parse_board("qite suxx xxxx xxxx"),  # Qu counts two letters
        parse_board("[in][er]tx xxxx xxxx xxxx"),
    ]
    words = [[f.word for f in s.words] for s in solve_many(boards, lexicon, OFFICIAL)]
    assert words == [["felt"], ["the"], ["quit", "quite", "suit"], ["inert"]]
    assert_same_as_per_board_solver(boards, lexicon, OFFICIAL)


def test_mixed_sizes_keep_their_order_and_default_rules(small):
    boards = [shake(dice_for_size(size), seed) for seed, size in enumerate([6, 4, 5, 4, 6, 5])]
    solutions = solve_many(boards, small)
    assert [s.board for s in solutions] == boards
    assert [s.rules for s in solutions] == [BIG, OFFICIAL, BIG, OFFICIAL, BIG, BIG]


def test_no_boards_and_no_usable_words():
    assert solve_many([], Lexicon.from_words(["felt"])) == []
    solutions = solve_many([parse_board("a" * 16)], Lexicon.from_words(["qat", "an"]))
    assert solutions[0].words == ()


def test_array_index_holds_the_same_words_as_the_dict_index(small):
    words = small.words()
    array = build_array_index(words)
    assert len(array.words) == build_index(words).words
    assert array.words == sorted(array.words)
    assert array_index_for(small) is array_index_for(small)


def test_progress_reaches_the_end_and_cancel_stops(small):
    boards = [shake(dice_for_size(4), seed) for seed in range(2500)]
    reports: list[float] = []
    solve_many(boards, small, progress=Progress(lambda fraction, _: reports.append(fraction)))
    assert len(reports) >= 3 and reports[-1] == 1.0
    progress = Progress()
    progress.cancel()
    with pytest.raises(Cancelled):
        solve_many(boards, small, progress=progress)


def test_an_8x8_board_works_and_a_larger_one_is_refused_clearly():
    lexicon = Lexicon.from_words(["felt", "tlef"])
    corner = Board(8, tuple("x" * 54 + "ef" + "x" * 6 + "lt"))
    assert [f.word for f in solve_many([corner], lexicon, OFFICIAL)[0].words] == ["felt", "tlef"]
    assert_same_as_per_board_solver([corner], lexicon, OFFICIAL)
    with pytest.raises(ValueError, match="up to 8x8, not 9x9"):
        solve_many([Board(9, ("a",) * 81)], lexicon)


def test_paths_are_right_after_the_path_cache_fills_and_empties(small, monkeypatch):
    monkeypatch.setattr("solvers.boggle.batch.PATH_CACHE_LIMIT", 50)
    boards = [shake(dice_for_size(size), seed) for seed, size in enumerate([4, 5, 6] * 10)]
    assert_same_as_per_board_solver(boards, small)


def test_boards_with_too_many_paths_for_a_level_are_split_then_searched_depth_first(small, monkeypatch):
    # Real boards stay far below MAX_STATES; a low cap forces the halving and the depth-first
    # fallback on ordinary boards, whose answers must not change.
    from solvers.boggle import batch

    boards = [shake(dice_for_size(size), seed) for size in (4, 5) for seed in range(12)]
    calls = []
    monkeypatch.setattr(batch, "MAX_STATES", 40)
    monkeypatch.setattr(batch, "solve", lambda *args: calls.append(args[0]) or solve(*args))
    assert_same_as_per_board_solver(boards, small)
    fell_back = [board for board in boards if board in calls]
    assert calls == fell_back and len(calls) > len(boards) // 2  # one at a time, in order


def test_a_board_searched_depth_first_can_be_cancelled(monkeypatch):
    from solvers.boggle import batch

    monkeypatch.setattr(batch, "MAX_STATES", 40)
    progress = CancelAtCheck(3)
    with pytest.raises(Cancelled):
        solve_many([parse_board(E_BOARD)], E_WORDS, progress=progress)
    assert progress.checks == 3
