"""Editing the Voting Power table never loses typing to Undo, New or Import, and Undo steps back through
what was typed in the order it was typed, as a person types and clicks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QFileDialog, QLineEdit, QWidget

from boggle_desktop.voting.tab import VotingTab
from tests.gui.shown_tab import shown_tab
from tests.gui.wheel import wheel_down

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def tab(qtbot, context, settings_reset):
    tab = shown_tab(qtbot, VotingTab(context))
    tab.activateWindow()  # so that a click moves the keyboard focus
    qtbot.waitUntil(tab.isActiveWindow)
    yield tab
    context.tasks.shutdown()


def click(qtbot, widget: QWidget, pos: QPoint | None = None) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=pos or widget.rect().center())


def start_typing_in_cell(qtbot, tab: VotingTab, row: int, column: int, text: str) -> QLineEdit:
    """Double-click a cell, type ``text`` over it and leave its editor open."""
    view = tab.blocks_panel.table
    pos = view.visualRect(tab.blocks.index(row, column)).center()
    click(qtbot, view.viewport(), pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit) and view.state() == QAbstractItemView.State.EditingState
    qtbot.keyClick(editor, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(editor, text)
    return editor


def type_into_cell(qtbot, tab: VotingTab, row: int, column: int, text: str) -> None:
    editor = start_typing_in_cell(qtbot, tab, row, column, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    view = tab.blocks_panel.table
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState, timeout=5000)


def wait_for_results(qtbot, tab: VotingTab) -> None:
    qtbot.waitUntil(lambda: not tab.timer.isActive() and tab.task is None, timeout=20000)


def test_undo_clicked_while_a_cell_is_edited_undoes_the_typing_and_nothing_more(qtbot, tab):
    weights = tab.blocks.weights()
    type_into_cell(qtbot, tab, 0, 1, "5")
    start_typing_in_cell(qtbot, tab, 2, 1, "42")
    click(qtbot, tab.blocks_panel.undo_button)  # a tool button: it takes no focus from the editor
    assert tab.blocks.weights() == [5, *weights[1:]]
    click(qtbot, tab.blocks_panel.redo_button)
    assert tab.blocks.weights()[:3] == [5, weights[1], 42]
    click(qtbot, tab.blocks_panel.undo_button)
    click(qtbot, tab.blocks_panel.undo_button)
    assert tab.blocks.weights() == weights
    wait_for_results(qtbot, tab)


def test_ctrl_n_while_a_cell_is_edited_keeps_the_typing_for_undo(qtbot, tab):
    names = tab.blocks.names()
    editor = start_typing_in_cell(qtbot, tab, 1, 0, "Half typed")
    qtbot.keyClick(editor, Qt.Key.Key_N, CTRL)
    assert tab.blocks.rowCount() == 0
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_Z, CTRL)
    assert tab.blocks.names() == [names[0], "Half typed", *names[2:]]
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_Z, CTRL)
    assert tab.blocks.names() == names
    wait_for_results(qtbot, tab)


def test_importing_while_a_cell_is_edited_keeps_the_typing(qtbot, main_window, monkeypatch, tmp_path):
    tab = main_window.findChild(VotingTab)
    main_window.tabs.setCurrentWidget(tab)
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    weights = tab.blocks.weights()
    path = tmp_path / "blocks.csv"
    path.write_text("name,weight\nA,5\nB,4\nC,3\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    editor = start_typing_in_cell(qtbot, tab, 2, 1, "42")
    qtbot.keyClick(editor, Qt.Key.Key_O, CTRL)  # File > Open: Import Blocks (CSV)
    assert tab.blocks.weights() == [5, 4, 3]
    click(qtbot, tab.blocks_panel.undo_button)
    assert tab.blocks.weights() == [*weights[:2], 42, *weights[3:]]
    wait_for_results(qtbot, tab)


def test_the_wheel_passing_over_the_examples_while_a_cell_is_edited_leaves_the_typing(qtbot, tab):
    """The wheel turned over the closed list of examples chose the next one over the table (and the
    editor's typing); without the list's focus it now scrolls the page instead."""
    names, title = tab.blocks.names(), tab.blocks_panel.title_edit.text()
    editor = start_typing_in_cell(qtbot, tab, 1, 0, "Half typed")
    wheel_down(tab.blocks_panel.preset_combo)  # the wheel takes no focus from the editor
    assert tab.blocks_panel.title_edit.text() == title
    qtbot.keyClicks(editor, "!")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.blocks.names() == [names[0], "Half typed!", *names[2:]])
    wait_for_results(qtbot, tab)


@pytest.mark.parametrize("field", ["quota_edit", "title_edit"])
def test_typing_in_a_field_again_after_leaving_it_is_a_step_of_its_own(qtbot, tab, field):
    edit = getattr(tab.blocks_panel, field)
    click(qtbot, edit)
    qtbot.keyClick(edit, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(edit, "7")
    view = tab.blocks_panel.table
    click(qtbot, view.viewport(), view.visualRect(tab.blocks.index(0, 0)).center())
    assert not edit.hasFocus()
    click(qtbot, edit)
    qtbot.keyClick(edit, Qt.Key.Key_End)
    qtbot.keyClicks(edit, "9")
    assert edit.text() == "79"
    click(qtbot, tab.blocks_panel.undo_button)
    assert edit.text() == "7"
    click(qtbot, tab.blocks_panel.undo_button)
    assert edit.text() != "7"  # the example's title, or no quota
    wait_for_results(qtbot, tab)


def test_ctrl_z_in_the_quota_undoes_its_typing_then_the_edits_before_it(qtbot, tab):
    weights = tab.blocks.weights()
    type_into_cell(qtbot, tab, 0, 1, "99")
    quota = tab.blocks_panel.quota_edit
    click(qtbot, quota)
    qtbot.keyClicks(quota, "200")
    qtbot.keyClick(quota, Qt.Key.Key_Z, CTRL)  # the field's own undo: the typing
    assert quota.text() == "" and tab.blocks.weights()[0] == 99
    qtbot.keyClick(quota, Qt.Key.Key_Z, CTRL)  # nothing of its own left: the table's
    assert tab.blocks.weights() == weights
    qtbot.keyClick(quota, Qt.Key.Key_Y, CTRL)
    assert tab.blocks.weights()[0] == 99 and quota.text() == ""
    qtbot.keyClick(quota, Qt.Key.Key_Y, CTRL)
    assert quota.text() == "200"
    wait_for_results(qtbot, tab)


def test_the_quota_field_undoing_its_typing_leaves_no_step_that_changes_nothing(qtbot, tab):
    weights = tab.blocks.weights()
    type_into_cell(qtbot, tab, 0, 1, "99")
    quota = tab.blocks_panel.quota_edit
    click(qtbot, quota)
    qtbot.keyClicks(quota, "200")
    qtbot.keyClick(quota, Qt.Key.Key_Z, CTRL)
    assert quota.text() == ""
    click(qtbot, tab.blocks_panel.undo_button)  # the weight at once
    assert tab.blocks.weights() == weights
    click(qtbot, tab.blocks_panel.redo_button)
    click(qtbot, tab.blocks_panel.redo_button)
    assert tab.blocks.weights()[0] == 99 and quota.text() == "200"
    wait_for_results(qtbot, tab)
