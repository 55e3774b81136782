"""The Minesweeper tab as a player and as an editor of positions meet it: the first click, the
overlay in a game, a position edited kept across games (with Undo), and the controls' labels."""

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from boggle_desktop.minesweeper.tab import POSITION_KEY, MinesweeperTab
from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.game import FirstClick
from solvers.minesweeper.position import FLAG, HIDDEN
from tests.gui.shown_tab import shown_tab


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, MinesweeperTab(context))
    yield widget
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def wait_idle(qtbot, tab):
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=20000)


def click(qtbot, tab, row, col, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(tab.board, button, pos=tab.board.cell_rect(row, col).center())


def overlay_on(qtbot, tab):
    if not tab.panel.overlay_box.isChecked():
        qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)


def new_game(qtbot, tab, rule):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("beginner"))
    tab.first_click_combo.setCurrentIndex(tab.first_click_combo.findData(rule))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize(
    ("rule", "told"),
    [
        ("zero", "it is safe anywhere and opens a zero (no mine in the cell or around it)."),
        ("safe", "it is safe anywhere."),
    ],
)
def test_before_the_first_click_no_cell_has_a_chance_of_a_mine(qtbot, tab, rule, told):
    new_game(qtbot, tab, rule)
    overlay_on(qtbot, tab)
    wait_idle(qtbot, tab)
    status = tab.panel.status_label.text()
    assert status.startswith("No mine is placed before the first click: ") and told in status
    assert not tab.board.probabilities and tab.board.describe(0, 0) == ""
    assert tab.board.cell_state(4, 4) == "hidden"
    opening = (2, 2) if rule == "zero" else (0, 0)
    where = f"row {opening[0] + 1}, column {opening[1] + 1}"
    assert tab.panel.best_label.text() == f"any cell (Step opens {where})"
    assert tab.panel.boards_label.text() == "-" and "%" not in tab.panel.best_label.text()
    qtbot.mouseClick(tab.panel.hint_button, Qt.MouseButton.LeftButton)
    assert tab.message.text() == f"Hint: any cell (Step opens {where})"
    assert tab.board.cursor == opening and tab.board.best_move == opening[0] * 9 + opening[1]

    # After the first click, the exact analysis of what the player sees, as before.
    click(qtbot, tab, 4, 4)
    wait_idle(qtbot, tab)
    game = tab.model.game
    assert game.started and tab.model.game.first_click is FirstClick(rule)
    assert tab.panel.status_label.text().startswith("Exact analysis")
    expected = analyse(game.position())
    assert tab.analysis.probabilities == expected.probabilities
    hidden = [i for i, cell in enumerate(game.state) if cell == HIDDEN]
    assert set(tab.board.probabilities) == set(hidden)


def test_the_overlay_is_off_in_a_game_on_in_the_editor_and_each_choice_remembered(qtbot, tab, context):
    wait_idle(qtbot, tab)  # the sample, in the editor: analysed on the board
    assert tab.panel.overlay_box.isChecked() and tab.board.probabilities
    new_game(qtbot, tab, "zero")
    click(qtbot, tab, 4, 4)
    wait_idle(qtbot, tab)
    assert tab.analysis is not None
    assert not tab.panel.overlay_box.isChecked()
    assert not (tab.board.probabilities or tab.board.safe or tab.board.certain_mines)
    hidden = next(i for i, cell in enumerate(tab.model.game.state) if cell == HIDDEN)
    assert tab.board.cell_state(*divmod(hidden, 9)) in ("hidden", "hidden, the best move")
    assert tab.panel.best_label.text() == "press Hint to see it"  # nor is the answer in words
    qtbot.mouseClick(tab.panel.hint_button, Qt.MouseButton.LeftButton)  # the hint marks one cell
    assert tab.board.best_move == tab.choice.cell and not tab.board.probabilities
    row, col = divmod(tab.choice.cell, 9)
    assert tab.panel.best_label.text().startswith(f"row {row + 1}, column {col + 1} (")
    assert tab.message.text() == f"Hint: {tab.panel.best_label.text()}"

    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)  # asked for: shown
    assert tab.board.probabilities == tab.analysis.probabilities
    assert tab.board.safe == set(tab.analysis.safe)
    assert QSettings().value("minesweeper/overlay_in_game", type=bool) is True
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)  # the editor keeps its own choice
    assert tab.model.mode == "edit" and tab.panel.overlay_box.isChecked()
    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)
    assert not tab.board.probabilities
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)  # back to the game: on, as chosen
    assert tab.model.mode == "play" and tab.panel.overlay_box.isChecked() and tab.board.show_overlay

    again = shown_tab(qtbot, MinesweeperTab(context))
    assert again.model.mode == "edit" and not again.panel.overlay_box.isChecked()
    qtbot.mouseClick(again.new_button, Qt.MouseButton.LeftButton)
    assert again.panel.overlay_box.isChecked() and again.board.show_overlay
    wait_idle(qtbot, again)


def test_a_position_edited_by_hand_survives_a_game_and_a_restart(qtbot, main_window, context):
    tab = main_window.tabs.widget(main_window.tab_keys.index("minesweeper"))
    main_window.tabs.setCurrentWidget(tab)
    tab.brush_button(2).click()
    click(qtbot, tab, 5, 1)
    click(qtbot, tab, 5, 2)
    mine = tab.model.edited
    assert (mine.at(5, 1), mine.at(5, 2)) == (2, 2)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 4, 4)
    hidden = tab.model.game.state.index(HIDDEN)
    click(qtbot, tab, *divmod(hidden, 9), Qt.MouseButton.RightButton)  # a flag too
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.mode == "edit" and tab.model.edited == mine
    assert (tab.board.width_cells, tab.board.height_cells) == (8, 6)
    assert QSettings().value(POSITION_KEY) == mine.to_text()

    # The game is edited only when asked for, and Undo (Edit menu, or its keys) brings the position back.
    qtbot.mouseClick(tab.edit_game_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited.width == 9 and tab.model.edited.cells[hidden] == FLAG
    assert "Undo (Ctrl+Z) brings back the position you were editing before." in tab.message.text()
    assert main_window.undo_action.isEnabled()
    main_window.undo_action.trigger()
    assert tab.model.edited == mine and main_window.redo_action.isEnabled()
    assert QSettings().value(POSITION_KEY) == mine.to_text()
    tab.board.setFocus()
    qtbot.keyClick(
        tab.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert tab.model.edited.width == 9  # redone
    qtbot.keyClick(tab.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.edited == mine

    again = shown_tab(qtbot, MinesweeperTab(context))  # the app started again
    assert again.model.mode == "edit" and again.model.edited == mine
    assert not again.undo_button.isEnabled()  # nothing before it to undo
    qtbot.waitUntil(lambda: again.analysis_task is None, timeout=20000)


def test_every_edit_of_the_position_is_undone_and_redone(qtbot, tab):
    sample = tab.model.edited
    assert not tab.undo_button.isEnabled() and not tab.redo_button.isEnabled()
    tab.brush_button(1).click()
    click(qtbot, tab, 4, 2)
    one = tab.model.edited
    for _ in range(3):  # a run of presses of the spin box's arrow is one step
        qtbot.keyClick(tab.mines_spin, Qt.Key.Key_Up)
    assert tab.model.edited.mines == one.mines + 3
    qtbot.keyClick(
        tab.mines_spin, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )  # the position's, not the text's
    assert tab.model.edited == one and tab.mines_spin.value() == one.mines
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == sample and tab.model.edited.at(4, 2) == HIDDEN
    assert not tab.undo_button.isEnabled() and tab.redo_button.isEnabled()
    qtbot.mouseClick(tab.redo_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == one
    tab.load_sample("expert_midgame.mine")  # a sample opened over the edits is a step too
    assert tab.model.width == 30
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == one and tab.width_spin.value() == 8

    # In a game, the moves are no edits: nothing to undo until the editor is back.
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert not tab.model.can_undo
    click(qtbot, tab, 4, 4)
    qtbot.keyClick(tab.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.model.mode == "play" and tab.model.game.started
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == one and tab.undo_button.isEnabled()


def test_the_next_game_and_the_position_edited_are_told_apart(qtbot, tab):
    labels = {label.text(): label for label in tab.findChildren(QLabel)}
    assert labels["Next game:"].buddy() is tab.level_combo
    assert tab.model.mode == "edit" and tab.board_label.text() == "Position being edited:"
    assert (tab.width_spin.value(), tab.height_spin.value(), tab.mines_spin.value()) == (8, 6, 17)
    # The first-click rule is the next game's, chosen in the editor too, and says so.
    combo = tab.first_click_combo
    assert combo.isEnabled() and "next game" in combo.toolTip()
    assert "does not apply to" in combo.toolTip()
    combo.setFocus()
    start = combo.currentData()
    qtbot.keyClick(combo, Qt.Key.Key_Up if start == "safe" else Qt.Key.Key_Down)
    chosen = combo.currentData()
    assert chosen != start
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert tab.model.game.first_click is FirstClick(chosen)
    assert tab.board_label.text() == "Next game's size:"
    assert "Custom" in tab.board_label.toolTip()
