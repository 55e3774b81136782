"""JSMinesweeper's letters in `.mine` files, the end of a won game, and the CLI on a solved position."""

import pytest

from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.game import Game, Status
from solvers.minesweeper.position import (
    FLAG,
    HIDDEN,
    UNNUMBERED,
    PositionError,
    parse_position,
)
from tests.cli_helpers import run_solvers

NOTE = (
    "? is read as a revealed cell without its number; in a file from JSMinesweeper a ? is a mine "
    "shown after a lost game, so change those to H"
)


def test_jsminesweepers_m_and_o_are_flags_and_its_i_is_hidden():
    position = parse_position("5x2x2\n11211\n1MIO1\n")
    assert position.cells[5:] == (1, FLAG, HIDDEN, FLAG, 1)
    assert position.to_text() == "5x2x2\n11211\n1FHF1\n"
    assert analyse(position).boards == 1


def test_our_question_mark_keeps_its_meaning_and_is_written_as_before():
    position = parse_position("3x2x1\nHH?\n11?\n")
    assert position.cells[2] == UNNUMBERED
    assert position.to_text() == "3x2x1\nHH?\n11?\n"


def test_a_lost_jsminesweeper_game_read_as_impossible_says_how_its_question_marks_differ():
    # JSMinesweeper writes ? for each mine shown after a lost game
    with pytest.raises(PositionError) as raised:
        analyse(parse_position("3x1x1\n1?H\n"))
    assert str(raised.value) == (
        "the 1 at row 1, column 1 cannot be satisfied: it has only 0 hidden and 0 flagged neighbours "
        f"({NOTE})"
    )


def test_the_cli_says_how_question_marks_are_read(tmp_path):
    board = tmp_path / "lost.mine"
    board.write_text("3x1x1\n1?H\n")
    result = run_solvers("mines", "--board", str(board))
    assert result.returncode == 2
    assert "lost.mine: the 1 at row 1, column 1 cannot be satisfied" in result.stderr
    assert NOTE in result.stderr
    board.write_text("3x2x1\nHH?\n11?\n")  # our own ? in a possible position: nothing to say
    result = run_solvers("mines", "--board", str(board))
    assert result.returncode == 0 and "JSMinesweeper" not in result.stdout


def test_the_cli_names_no_move_on_a_solved_position(tmp_path):
    board = tmp_path / "done.mine"
    board.write_text("3x3x1\n111\n1H1\n111\n")
    result = run_solvers("mines", "--board", str(board))
    assert result.returncode == 0, result.stderr
    assert "best move: none (nothing is left to reveal)" in result.stdout.splitlines()


def test_a_won_game_has_every_mine_flagged():
    game = Game(3, 3, 1, mine_layout={8})
    game.reveal(0, 0)
    assert game.status is Status.WON
    assert game.state[8] == FLAG and game.flags == 1
