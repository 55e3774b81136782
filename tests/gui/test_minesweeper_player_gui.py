"""The Minesweeper tab as a player and an editor use it: typed totals and sizes, the mine total
kept while painting, two-button chords, the clock across the editor, the end of a game, saving a
game, and files from JSMinesweeper."""

import time

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from solvers.minesweeper.game import FirstClick, Status
from solvers.minesweeper.position import FLAG, HIDDEN, parse_position
from solvers.minesweeper.samples import load_sample
from tests.gui import test_minesweeper_tab
from tests.gui.test_minesweeper_tab import click, wait_idle

tab = test_minesweeper_tab.tab  # the tab's fixture, shared
LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE = Qt.MouseButton.NoButton


def type_into(qtbot, spin, text):
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def mouse(tab, kind, button, held, cell):
    """A press or release of ``button`` over ``cell``, ``held`` the buttons down after it."""
    pos = QPointF(tab.board.cell_rect(*cell).center())
    event = QMouseEvent(kind, pos, tab.board.mapToGlobal(pos), button, held, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(tab.board, event)


def both_buttons(tab, cell, first_up):
    """Press left, press right, release ``first_up`` and then the other, over ``cell``."""
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    mouse(tab, press, LEFT, LEFT, cell)
    mouse(tab, press, RIGHT, LEFT | RIGHT, cell)
    other = RIGHT if first_up == LEFT else LEFT
    mouse(tab, release, first_up, other, cell)
    mouse(tab, release, other, NONE, cell)


def started_game(qtbot, tab):
    """A beginner game after its first click, which opens a zero in the middle."""
    tab.model.new_game(9, 9, 10, FirstClick.ZERO, seed=1)
    click(qtbot, tab, 4, 4)
    return tab.model.game


# -- 1 and 2: numbers typed in the boxes ---------------------------------------------------------
@pytest.mark.parametrize("typed", ["16", "12", "20"])
def test_a_mine_total_typed_is_the_total_set(qtbot, tab, typed):
    assert tab.model.edited == load_sample("seed_blog.mine")  # 11 flags: its first digit alone is fewer
    type_into(qtbot, tab.mines_spin, typed)
    assert tab.model.edited.mines == int(typed)
    assert tab.mines_spin.value() == int(typed)
    assert tab.model.edited.cells == load_sample("seed_blog.mine").cells


def test_a_width_typed_keeps_the_position(qtbot, tab):
    tab.load_sample("expert_midgame.mine")
    before = tab.model.edited
    type_into(qtbot, tab.width_spin, "28")
    after = tab.model.edited
    assert (after.width, after.height, after.mines) == (28, 16, 99)
    for row in range(16):
        assert [after.at(row, col) for col in range(28)] == [before.at(row, col) for col in range(28)]
    tab.model.undo()  # one typed number, one step to undo
    assert tab.model.edited == before


# -- 2: the mine total kept while painting -------------------------------------------------------
def test_painting_keeps_the_mine_total_and_says_when_it_does_not_fit(qtbot, tab):
    tab.load_position(parse_position("3x1x2\nHHH\n"), "Three cells")
    tab.brush_button(0).click()
    click(qtbot, tab, 0, 0)
    click(qtbot, tab, 0, 1)
    assert tab.model.edited.mines == 2
    assert tab.mines_spin.value() == 2
    wait_idle(qtbot, tab)
    assert tab.panel.status_label.text() == (
        "Impossible position: 2 mines are left but only 1 cell is hidden"
    )
    tab.brush_button(HIDDEN).click()
    click(qtbot, tab, 0, 0)
    click(qtbot, tab, 0, 1)
    assert tab.model.edited == parse_position("3x1x2\nHHH\n")
    wait_idle(qtbot, tab)
    assert tab.panel.boards_label.text() == "3"


# -- 3: chords with both buttons ---------------------------------------------------------------
@pytest.mark.parametrize("first_up", [RIGHT, LEFT])
def test_both_buttons_over_a_hidden_cell_do_nothing(qtbot, tab, first_up):
    game = started_game(qtbot, tab)
    mine = next(i for i, cell in enumerate(game.state) if cell == HIDDEN and game.is_mine(i))
    both_buttons(tab, divmod(mine, 9), first_up)
    assert game.status is Status.PLAYING
    assert game.state[mine] == HIDDEN
    assert tab.model.started_at is not None  # the first click started it; the chord is no move


def test_both_buttons_over_a_number_chord_once(qtbot, tab):
    game = started_game(qtbot, tab)
    number = next(i for i, cell in enumerate(game.state) if cell >= 1)
    clicks = []
    for signal, name in (
        (tab.board.chord_clicked, "chord"),
        (tab.board.left_clicked, "left"),
        (tab.board.right_clicked, "right"),
    ):
        signal.connect(lambda row, col, name=name: clicks.append((name, row, col)))
    both_buttons(tab, divmod(number, 9), LEFT)
    assert clicks == [("chord", *divmod(number, 9))]
    click(qtbot, tab, *divmod(number, 9))  # the next click is a click again
    assert clicks[-1] == ("left", *divmod(number, 9))


# -- 4: the clock across the editor ---------------------------------------------------------------
@pytest.mark.parametrize("way_back", ["edit position", "edit this game"])
def test_looking_at_the_editor_keeps_the_game_clock(qtbot, tab, way_back):
    started_game(qtbot, tab)
    tab.model.started_at = time.monotonic() - 100  # 100 s of play
    if way_back == "edit this game":
        qtbot.mouseClick(tab.edit_game_button, LEFT)
    else:
        qtbot.mouseClick(tab.edit_button, LEFT)
    assert tab.model.mode == "edit"
    qtbot.mouseClick(tab.edit_button, LEFT)
    assert tab.model.mode == "play"
    assert tab.model.elapsed() >= 100
    tab._update_counters()
    assert tab.clock_label.text() == f"Time: {tab.model.elapsed()} s"


# -- 6: the end of a game, saving a game, right click in the editor -------------------------------
def test_a_won_game_flags_every_mine(qtbot, tab):
    game = started_game(qtbot, tab)
    for index in range(81):
        if game.state[index] == HIDDEN and not game.is_mine(index):
            click(qtbot, tab, *divmod(index, 9))
    assert game.status is Status.WON
    assert all(game.state[index] == FLAG for index in game.mine_cells)
    assert tab.counter_label.text() == "Mines left: 0"
    assert tab.board.cell_state(*divmod(game.mine_cells[0], 9)) == "flagged"


def test_a_lost_game_shows_the_wrong_flags(qtbot, tab):
    game = started_game(qtbot, tab)
    safe = next(i for i, cell in enumerate(game.state) if cell == HIDDEN and not game.is_mine(i))
    mines = game.mine_cells
    click(qtbot, tab, *divmod(safe, 9), RIGHT)
    click(qtbot, tab, *divmod(mines[0], 9), RIGHT)
    assert tab.board.cell_state(*divmod(safe, 9)) == "flagged"  # not told before the game ends
    click(qtbot, tab, *divmod(mines[1], 9))
    assert game.status is Status.LOST
    assert tab.board.wrong_flags == {safe}
    assert tab.board.cell_state(*divmod(safe, 9)) == "flagged, but no mine"
    assert tab.board.cell_state(*divmod(mines[0], 9)) == "a mine"


def test_saving_a_game_keeps_the_players_flags_and_says_so(qtbot, tab, tmp_path):
    game = started_game(qtbot, tab)
    hidden = game.state.index(HIDDEN)
    click(qtbot, tab, *divmod(hidden, 9), RIGHT)
    path = tmp_path / "game.mine"
    tab.save_path(path)
    saved = parse_position(path.read_text())
    assert saved.cells[hidden] == FLAG and saved.flags == 1
    assert saved == game.position(flags_as_mines=True)
    assert tab.message.text() == "Saved game.mine. Your flags are in it as flags (known mines)."


def test_right_click_in_the_editor_leaves_a_number_alone(qtbot, tab):
    before = tab.model.edited
    assert before.at(0, 2) == 3
    click(qtbot, tab, 0, 2, RIGHT)
    assert tab.model.edited == before
    click(qtbot, tab, 4, 1, RIGHT)  # a hidden cell: flagged
    assert tab.model.edited.at(4, 1) == FLAG


# -- 5: files from JSMinesweeper ------------------------------------------------------------------
def test_a_jsminesweeper_file_opens_with_its_flags_and_its_question_marks_are_explained(qtbot, tab, tmp_path):
    path = tmp_path / "js.mine"
    path.write_text("5x2x2\n11211\n1MIO1\n")
    tab.open_path(path)
    assert tab.model.edited == parse_position("5x2x2\n11211\n1FHF1\n")
    own = tmp_path / "own.mine"  # the app's own ? in a position that can occur: no word of JSMinesweeper
    own.write_text("3x2x1\nHH?\n11?\n")
    tab.open_path(own)
    wait_idle(qtbot, tab)
    assert "JSMinesweeper" not in tab.message.text() + tab.panel.status_label.text()
    lost = tmp_path / "lost.mine"  # a lost JSMinesweeper game, impossible read our way: said why
    lost.write_text("3x1x1\n1?H\n")
    tab.open_path(lost)
    wait_idle(qtbot, tab)
    assert (
        "in a file from JSMinesweeper a ? is a mine shown after a lost game" in tab.panel.status_label.text()
    )


def test_a_number_still_being_typed_counts_for_ctrl_n_and_a_save(qtbot, tab, tmp_path):
    """The boxes take a number on Enter or on leaving them; Ctrl+N and Ctrl+S leave the focus in the
    box, and the number typed was lost."""
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("custom"))
    tab.width_spin.setFocus()
    tab.width_spin.selectAll()
    qtbot.keyClicks(tab.width_spin, "20")
    qtbot.keyClick(tab.width_spin, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.mode == "play" and tab.model.game.width == 20
    tab.load_sample("seed_blog.mine")
    tab.mines_spin.setFocus()
    tab.mines_spin.selectAll()
    qtbot.keyClicks(tab.mines_spin, "7")
    tab.save_path(tmp_path / "typed.mine")
    assert (tmp_path / "typed.mine").read_text().splitlines()[0].endswith("x7")


def test_a_chord_whose_second_release_was_lost_does_not_swallow_the_next_click(qtbot, tab):
    game = started_game(qtbot, tab)
    hidden = next(i for i, cell in enumerate(game.state) if cell == HIDDEN and not game.is_mine(i))
    press, release = QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease
    mouse(tab, press, LEFT, LEFT, divmod(hidden, 9))
    mouse(tab, press, RIGHT, LEFT | RIGHT, divmod(hidden, 9))
    mouse(tab, release, RIGHT, LEFT, divmod(hidden, 9))  # the left button's release went elsewhere
    click(qtbot, tab, *divmod(hidden, 9), button=RIGHT)
    assert game.state[hidden] == FLAG
