"""Rules the mutation audit found unguarded: each test fails when the rule's code is changed slightly."""

from __future__ import annotations

from fractions import Fraction

import pytest

from solvers.boggle import parse_board, solve
from solvers.boggle.game import STRENGTHS, computer_words
from solvers.boggle.rules import OFFICIAL
from solvers.crossword import (
    ALGORITHMS,
    FILLED,
    UNFILLABLE,
    FillOptions,
    WordIndex,
    fill_grid,
    grid_from_rows,
)
from solvers.crossword.candidates import crossing, slot_candidates
from solvers.crossword.grid import Grid, Slot, parse_grid
from solvers.lexicon import Lexicon
from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.game import Game as MinesweeperGame
from solvers.minesweeper.game import Status
from solvers.minesweeper.position import HIDDEN, Position, parse_position
from solvers.minesweeper.strategy import StrategyOptions, choose_move, outlook
from solvers.stones import MAX_DIGITS, Side, StonesError, parse_stone_count
from solvers.stones import Game as StonesGame
from tests.solvers.minesweeper_brute import consistent_boards, neighbours

# -- Crossword -------------------------------------------------------------------------------------


@pytest.mark.parametrize("algorithm", list(ALGORITHMS))
def test_a_word_given_whole_is_not_used_again_while_repeats_are_off(algorithm: str) -> None:
    grid = grid_from_rows(["cat", "###", "..."])
    result = fill_grid(grid, WordIndex(["cat", "dog"]), FillOptions(algorithm=algorithm))
    assert result.status == FILLED and [fill.rows for fill in result.fills] == [("cat", "###", "dog")]
    alone = WordIndex(["cat"])
    assert fill_grid(grid, alone, FillOptions(algorithm=algorithm)).status == UNFILLABLE
    repeats = fill_grid(grid, alone, FillOptions(algorithm=algorithm, unique_words=False))
    assert repeats.status == FILLED and repeats.fill.rows == ("cat", "###", "cat")


def fitting_count(grid: Grid, rows: list[str], slot: Slot, words: list[str]) -> int:
    """How many of ``words`` fit ``slot``'s letters in ``rows``, by comparing letter by letter."""
    pattern = [rows[r][c] for r, c in slot.cells]
    return sum(
        1
        for word in words
        if len(word) == slot.length and all(p in (".", w) for p, w in zip(pattern, word, strict=True))
    )


def test_crossing_options_are_the_fewest_any_open_crossing_keeps() -> None:
    words = ["cat", "cot", "cut", "cab", "cob", "tea", "tie", "toe", "ate", "ace"]
    grid = parse_grid("c..\n.#.\n...\n")
    across = next(s for s in grid.slots if s.direction == "A" and s.row == 0)
    open_crossings = [other for _, other, _ in crossing(grid, across) if "?" in grid.slot_pattern(other)]
    assert len(open_crossings) == 2  # down from the C (every candidate keeps its 5 c-words) and from the end
    expected = {}
    for word in ("cab", "cat", "cob", "cot", "cut"):
        rows = [word, *grid.rows[1:]]
        expected[word] = min(fitting_count(grid, rows, other, words) for other in open_crossings)
    _, found = slot_candidates(grid, grid.rows, across, WordIndex(words))
    shown = {word: options for word, _, options in found}
    assert shown == expected == {"cab": 0, "cat": 3, "cob": 0, "cot": 3, "cut": 3}


# -- Minesweeper -----------------------------------------------------------------------------------


def test_a_chord_on_a_number_with_more_flags_than_it_shows_opens_nothing() -> None:
    game = MinesweeperGame(3, 3, 1, mine_layout={0})
    game.reveal(1, 1)
    assert game.state[4] == 1
    game.toggle_flag(0, 1)
    game.toggle_flag(0, 2)  # two flags round a 1, the mine in the corner not among them
    assert game.chord(1, 1) == []
    assert game.status is Status.PLAYING and game.state.count(HIDDEN) == 6


def brute_progress(position: Position, cell: int) -> Fraction:
    """The chance, given ``cell`` is safe, that revealing it leaves some other hidden cell
    certainly safe: the boards where it is safe grouped by the number it would show."""
    by_number: dict[int, list[frozenset[int]]] = {}
    for board in consistent_boards(position):
        if cell not in board:
            by_number.setdefault(sum(1 for n in neighbours(position, cell) if n in board), []).append(board)
    hidden = [i for i, value in enumerate(position.cells) if value == HIDDEN and i != cell]
    progressing = sum(
        len(boards) for boards in by_number.values() if any(all(i not in b for b in boards) for i in hidden)
    )
    return Fraction(progressing, sum(len(boards) for boards in by_number.values()))


def test_the_heuristic_takes_a_slightly_riskier_cell_that_leads_to_a_safe_one_more_often() -> None:
    # No certainly safe cell; the safest, (2,2), is a mine on 2 of 65 boards and (1,2) on 3: within
    # the tolerance. Safety x (1 + 0.25 x progress) favours (1,2), after which a certainly safe
    # cell follows more often; safety alone would take (2,2).
    position = parse_position("5x4x6\nHHHHH\nHHH1H\nH2HH2\nH1HHH\n")
    analysis = analyse(position)
    safest, riskier = position.index(2, 2), position.index(1, 2)
    lowest = min(analysis.probabilities.values())
    assert not analysis.safe and lowest == analysis.probabilities[safest] == Fraction(2, 65)
    assert analysis.probabilities[riskier] == Fraction(3, 65)
    looks = {cell: outlook(position, analysis, cell) for cell in (safest, riskier)}
    for cell, look in looks.items():
        assert look.progress == brute_progress(position, cell)
    assert (looks[safest].progress, looks[riskier].progress) == (Fraction(22, 63), Fraction(17, 31))
    score = {cell: look.safety * (1 + Fraction(1, 4) * look.progress) for cell, look in looks.items()}
    assert score[riskier] > score[safest]
    choice = choose_move(analysis, StrategyOptions(perfect_limit=0))  # perfect play would be searched
    assert (choice.reason, choice.cell) == ("heuristic", riskier)


def test_between_equally_safe_cells_the_heuristic_takes_the_one_that_always_leads_on() -> None:
    # Every cell is a mine on half the boards. The right-hand end, whatever it shows, leaves a cell
    # certainly safe: (0,5) when it shows 0, (0,3) when it shows 1. Beside the 1, (0,3) does so only
    # when it shows 0.
    position = parse_position("7x1x3\nHHHH1HH\n")
    analysis = analyse(position)
    assert set(analysis.probabilities.values()) == {Fraction(1, 2)}
    end, beside = position.index(0, 6), position.index(0, 3)
    assert outlook(position, analysis, end).progress == brute_progress(position, end) == 1
    assert outlook(position, analysis, beside).progress == brute_progress(position, beside) == Fraction(1, 2)
    assert choose_move(analysis, StrategyOptions(perfect_limit=0)).cell == end


# -- Boggle ----------------------------------------------------------------------------------------


def test_each_computer_strength_claims_the_words_at_exactly_its_level() -> None:
    assert {s: STRENGTHS[s] for s in ("easy", "medium", "hard")} == {"easy": 35, "medium": 50, "hard": 70}
    lexicon = Lexicon({"felt": 35, "left": 50, "elf": 70, "lefts": 71}, "levels")
    solution = solve(parse_board("xxxx xxef xxlt xxxs"), lexicon, OFFICIAL)
    assert [f.word for f in solution.words] == ["elf", "felt", "left", "lefts"]
    claimed = {s: sorted(f.word for f in computer_words(solution, lexicon, s, [])) for s in STRENGTHS}
    assert claimed == {
        "easy": ["felt"],
        "medium": ["felt", "left"],
        "hard": ["elf", "felt", "left"],
        "perfect": ["elf", "felt", "left", "lefts"],
    }


# -- Stones ----------------------------------------------------------------------------------------


def test_stone_counts_of_4300_digits_are_read_and_4301_refused_with_the_reason() -> None:
    assert MAX_DIGITS == 4300
    assert parse_stone_count("1" * 4300) == (10**4300 - 1) // 9
    assert parse_stone_count("000" + "1" * 4300) == (10**4300 - 1) // 9  # leading zeros are no digits
    with pytest.raises(StonesError, match=r"^N has 4301 digits; at most 4300 are supported$"):
        parse_stone_count("1" * 4301)


def test_a_move_that_gives_the_win_away_names_the_smallest_take_that_kept_it() -> None:
    # 14 stones: taking 2 or 6 wins; taking 1 leaves 13, a win for the computer.
    move = StonesGame(14, Side.HUMAN).play(1)
    assert move.winning_instead() == 2
    assert move.describe(1) == (
        "1. You took 1 stone; 13 left, next move at most 1. That lets the computer win: "
        "taking 2 would have kept your win."
    )
