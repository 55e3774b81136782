import random

import pytest

from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.fifty import unavoidable_fifty_fifty
from solvers.minesweeper.position import HIDDEN, UNNUMBERED, PositionError, parse_position
from solvers.minesweeper.strategy import StrategyOptions, choose_move
from tests.solvers.minesweeper_brute import both_ways, consistent_boards, neighbours, random_position

pytestmark = pytest.mark.usefixtures(both_ways.__name__)


def test_two_cells_behind_the_same_numbers_with_one_mine_are_a_coin_toss():
    position = parse_position("3x2x1\nH10\nH10\n")
    pair = unavoidable_fifty_fifty(analyse(position))
    assert pair is not None and set(pair) == {position.index(0, 0), position.index(1, 0)}


def test_the_player_guesses_an_unavoidable_fifty_fifty_before_anything_else():
    position = parse_position("3x2x1\nH10\nH10\n")
    choice = choose_move(analyse(position), StrategyOptions(perfect_limit=0))
    assert choice.reason == "fifty-fifty" and choice.cell in (position.index(0, 0), position.index(1, 0))


def test_a_pair_that_a_later_reveal_can_still_tell_apart_is_not_one():
    # (0,3) and (1,4) touch the same numbers and hold one mine, but (0,2), (1,2), (2,3) and
    # (2,4) each touch only one of them and may still be revealed.
    position = parse_position("5x3x5\nHHHH1\nHHH2H\nHH2HH\n")
    analysis = analyse(position)
    assert {position.index(0, 3), position.index(1, 4)} in [set(box) for box in analysis.frontier.boxes]
    assert unavoidable_fifty_fifty(analysis) is None


def test_a_pair_that_a_number_not_given_may_tell_apart_is_not_one():
    # (1,1) and (1,2) touch the same numbers and hold one mine; the player sees the number of
    # (1,3), next to (1,2) only, which the position does not give.
    position = parse_position("3x2x1\nHH?\n11?\n")
    analysis = analyse(position)
    assert [set(box) for box in analysis.frontier.boxes] == [{0, 1}]
    assert unavoidable_fifty_fifty(analysis) is None
    assert unavoidable_fifty_fifty(analyse(parse_position("2x2x1\nHH\n11\n"))) is not None


@pytest.mark.parametrize("unnumbered_chance", [0.0, 0.3])
def test_every_pair_found_is_a_true_fifty_fifty_by_brute_force(unnumbered_chance):
    rng = random.Random(11)
    found = 0
    for _ in range(1500):
        position = random_position(rng, max_side=5, unnumbered_chance=unnumbered_chance)
        try:
            analysis = analyse(position)
        except PositionError:
            continue
        pair = unavoidable_fifty_fifty(analysis)
        if pair is None:
            continue
        found += 1
        a, b = pair
        boards = consistent_boards(position)
        assert all((a in board) != (b in board) for board in boards)
        # the cells that could tell them apart are mines on every board, so they stay hidden
        telling = (set(neighbours(position, a)) ^ set(neighbours(position, b))) - {a, b}
        hidden_telling = {c for c in telling if position.cells[c] == HIDDEN}
        assert all(hidden_telling <= board for board in boards)
        assert all(position.cells[c] != UNNUMBERED for c in telling)  # no number the player sees tells
        # swapping the two cells maps consistent boards onto consistent boards
        swapped = {board ^ {a, b} for board in boards}
        assert swapped == set(boards)
    assert found > 50
