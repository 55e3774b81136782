"""A run of changes in one of the editor's Width, Height and Mines boxes is one step to undo, but
only while the user stays in the box: the focus leaving it, Enter, or a game played in between
ends the run, so that Undo never skips a value the user saw and used."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from boggle_desktop.minesweeper.models import BoardModel
from boggle_desktop.minesweeper.tab import MinesweeperTab
from solvers.minesweeper.game import FirstClick
from solvers.minesweeper.position import parse_position
from tests.gui.shown_tab import shown_tab


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, MinesweeperTab(context))
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    yield widget
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def click_into(qtbot, spin: QSpinBox) -> None:
    """Click into the box's text, as a person does before pressing its keys."""
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    assert spin.hasFocus()


def press(qtbot, *keys) -> None:
    """Press ``keys`` one after another wherever the focus is."""
    for key in keys:
        qtbot.keyClick(QApplication.focusWidget(), key)


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_game_played_between_two_changes_of_the_mines_makes_them_two_steps(qtbot, tab):
    start = tab.model.edited.mines
    click_into(qtbot, tab.mines_spin)
    press(qtbot, Qt.Key.Key_Up)
    click(qtbot, tab.new_button)  # a whole game in between
    qtbot.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=tab.board.cell_rect(0, 0).center())
    click(qtbot, tab.edit_button)  # back to the position
    click_into(qtbot, tab.mines_spin)
    press(qtbot, Qt.Key.Key_Up)
    assert tab.model.edited.mines == start + 2
    click(qtbot, tab.undo_button)
    assert tab.model.edited.mines == tab.mines_spin.value() == start + 1
    click(qtbot, tab.undo_button)
    assert tab.model.edited.mines == start


def test_the_focus_leaving_the_mines_box_ends_a_run_of_its_changes(qtbot, tab):
    start = tab.model.edited.mines
    click_into(qtbot, tab.mines_spin)
    press(qtbot, Qt.Key.Key_Up, Qt.Key.Key_Up)  # still one run: one step
    press(qtbot, Qt.Key.Key_Tab)  # away, and back
    assert not tab.mines_spin.hasFocus()
    press(qtbot, Qt.Key.Key_Backtab)
    assert tab.mines_spin.hasFocus()
    press(qtbot, Qt.Key.Key_Up)
    click(qtbot, tab.undo_button)
    assert tab.model.edited.mines == start + 2
    click(qtbot, tab.undo_button)
    assert tab.model.edited.mines == start


def test_enter_in_the_mines_box_ends_a_run_of_its_changes(qtbot, tab):
    start = tab.model.edited.mines
    click_into(qtbot, tab.mines_spin)
    press(qtbot, Qt.Key.Key_Up, Qt.Key.Key_Return, Qt.Key.Key_Up)
    assert tab.mines_spin.hasFocus()  # Enter leaves the focus in the box
    qtbot.keyClick(tab.mines_spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.edited.mines == start + 1


def test_the_width_and_height_boxes_end_their_runs_alike(qtbot, tab):
    start = tab.model.edited
    click_into(qtbot, tab.width_spin)
    press(qtbot, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Return, Qt.Key.Key_Up)
    click_into(qtbot, tab.height_spin)  # the width box loses the focus
    press(qtbot, Qt.Key.Key_Up)
    sizes = [(start.width + 3, start.height + 1)]
    for _ in range(3):
        click(qtbot, tab.undo_button)
        sizes.append((tab.model.width, tab.model.height))
    assert sizes == [
        (start.width + 3, start.height + 1),
        (start.width + 3, start.height),
        (start.width + 2, start.height),
        (start.width, start.height),
    ]
    assert (tab.width_spin.value(), tab.height_spin.value()) == (start.width, start.height)


def test_a_game_played_ends_the_run_even_with_no_box_left(qtbot):
    """Whatever happens away from the editor parts the changes before it from those after, even
    when no box had the focus to lose (the model's own rule, as the wheel over a box might do)."""
    model = BoardModel()
    model.start_editing(parse_position("3x3x1\nHHH\nHHH\nHHH\n"))
    model.set_total_mines(2)
    model.new_game(3, 3, 1, FirstClick.SAFE, seed=1)
    model.reveal(0, 0)
    model.start_editing()
    model.set_total_mines(3)
    model.undo()
    assert model.edited.mines == 2
