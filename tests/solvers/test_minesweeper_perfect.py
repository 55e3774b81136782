import random
from fractions import Fraction
from functools import cache
from pathlib import Path

import pytest

from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.perfect import (
    PerfectPlayTooLarge,
    PerfectPlayUnavailable,
    perfect_play,
    unseen_number,
)
from solvers.minesweeper.position import HIDDEN, UNNUMBERED, Position, parse_position
from solvers.minesweeper.strategy import StrategyOptions, choose_move
from tests.solvers.minesweeper_brute import consistent_boards, neighbours, random_position

RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "minesweeper"


def brute_win_probability(position: Position) -> tuple[Fraction, set[int]]:
    """Optimal win chance by plain game-tree search, tracking revealed cells explicitly.

    A move reveals one hidden cell (no flood fill); the game is won on a board once all its
    safe cells are revealed. Returns the value and every first move achieving it.
    """
    boards = consistent_boards(position)
    hidden = tuple(i for i, c in enumerate(position.cells) if c == HIDDEN)
    around = {i: neighbours(position, i) for i in hidden}
    flags = {i for i, c in enumerate(position.cells) if c == -2}

    def shown(cell: int, board: frozenset[int]) -> int:
        return sum(1 for n in around[cell] if n in board or n in flags)

    @cache
    def won(revealed: frozenset[int], alive: frozenset[frozenset[int]]) -> int:
        finished = [b for b in alive if all(c in revealed or c in b for c in hidden)]
        rest = [b for b in alive if b not in finished]
        if not rest:
            return len(finished)
        return len(finished) + max(
            value_of(c, revealed, frozenset(rest)) for c in hidden if c not in revealed
        )

    def value_of(cell: int, revealed: frozenset[int], alive: frozenset[frozenset[int]]) -> int:
        classes: dict[int, set[frozenset[int]]] = {}
        for b in alive:
            if cell not in b:
                classes.setdefault(shown(cell, b), set()).add(b)
        return sum(won(revealed | {cell}, frozenset(group)) for group in classes.values())

    start = frozenset(boards)
    best = won(frozenset(), start)
    moves = {c for c in hidden if value_of(c, frozenset(), start) == best}
    return Fraction(best, len(boards)), moves


def small_positions(count: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        position = random_position(rng, max_side=4, flag_chance=0.2)
        hidden = position.cells.count(HIDDEN)
        if 2 <= hidden <= 7 and position.mines_left >= 1 and len(consistent_boards(position)) > 1:
            found.append(position)
    return found


def test_perfect_play_equals_an_independent_game_tree_search_on_tiny_boards():
    for position in small_positions(60, seed=5):
        expected, best_moves = brute_win_probability(position)
        result = perfect_play(analyse(position))
        assert result.win_probability == expected, position.to_text()
        assert result.best_move in best_moves, position.to_text()


def test_perfect_play_is_not_searched_where_a_player_would_see_a_number_the_position_does_not_give():
    # (1,3) holds no mine; its number, which the player sees, would tell where the mine is.
    position = parse_position("3x2x1\nHH?\n11?\n")
    reason = "the number of the revealed cell at row 1, column 3 is not given, and a player would see it"
    with pytest.raises(PerfectPlayUnavailable) as raised:
        perfect_play(analyse(position))
    assert str(raised.value) == reason
    choice = choose_move(analyse(position))
    assert choice.win_probability is None and choice.reason == "heuristic"


def test_numbers_next_to_no_hidden_cell_left_out_change_nothing_in_perfect_play():
    rng = random.Random(6)
    blinded = 0
    for _ in range(400):
        position = random_position(rng)
        cells = position.cells
        blind = Position(
            position.width,
            position.height,
            position.mines,
            tuple(
                UNNUMBERED
                if value >= 0 and HIDDEN not in (cells[n] for n in position.neighbours[i])
                else value
                for i, value in enumerate(cells)
            ),
        )
        blinded += blind != position
        assert unseen_number(blind) is None
        seen, unseen = perfect_play(analyse(position)), perfect_play(analyse(blind))
        assert (unseen.win_probability, unseen.best_move) == (seen.win_probability, seen.best_move)
    assert blinded >= 40


def test_fifty_fifty_is_one_half():
    position = parse_position("2x1x1\nHH\n")
    assert perfect_play(analyse(position)).win_probability == Fraction(1, 2)


def test_a_decided_position_is_won_for_sure():
    position = parse_position("3x1x1\n1HH\n")
    result = perfect_play(analyse(position))
    assert result.win_probability == 1
    assert result.best_move == 2


def test_seed_board_perfect_play_is_exact():
    position = parse_position((RESOURCES / "seed_blog.mine").read_text())
    assert position.at(1, 5) == UNNUMBERED  # the blog's p, next to no hidden cell: it hides nothing
    result = perfect_play(analyse(position))
    assert result.boards == 80
    assert result.win_probability == Fraction(39, 80)  # the blog's 0.0177 is not a probability of this


def test_board_limit_raises():
    position = Position(5, 5, 5, tuple([HIDDEN] * 25))
    with pytest.raises(PerfectPlayTooLarge, match="more than the limit of 1000"):
        perfect_play(analyse(position), board_limit=1000)


def test_choose_move_prefers_a_safe_cell_then_perfect_play():
    assert choose_move(analyse(parse_position("3x1x1\n1HH\n"))).reason == "safe"
    choice = choose_move(analyse(parse_position((RESOURCES / "seed_blog.mine").read_text())))
    assert choice.reason == "perfect" and choice.win_probability == Fraction(39, 80)


def test_choose_move_uses_the_heuristic_beyond_the_limit():
    position = parse_position((RESOURCES / "expert_midgame.mine").read_text())
    analysis = analyse(position)
    choice = choose_move(analysis, StrategyOptions(perfect_limit=1))
    assert choice.reason == "heuristic"
    lowest = min(analysis.probabilities.values())
    assert analysis.probabilities[choice.cell] <= lowest + StrategyOptions().tolerance


def test_seed_board_perfect_play_equals_the_independent_game_tree_search():
    position = parse_position((RESOURCES / "seed_blog.mine").read_text())
    expected, best_moves = brute_win_probability(position)
    assert expected == Fraction(39, 80)
    assert best_moves == {position.index(4, 2)}
    assert perfect_play(analyse(position)).best_move == position.index(4, 2)


def test_a_solved_position_has_no_move_to_make():
    for limit in (0, 5000):
        choice = choose_move(analyse(parse_position("2x1x1\n1H\n")), StrategyOptions(perfect_limit=limit))
        assert choice.cell is None and choice.reason == "none" and choice.win_probability == 1
