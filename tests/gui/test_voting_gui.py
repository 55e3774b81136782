"""The Voting Power tab, driven as a person would: choosing examples, typing, pasting, importing."""

from __future__ import annotations

import random
import time
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionHeader,
    QTableView,
    QWidget,
)

from boggle_desktop.task_status import TaskStatusWidget
from boggle_desktop.voting import tab as voting_tab
from boggle_desktop.voting.chart import BANZHAF_COLOR, SHAPLEY_COLOR, nice_axis
from boggle_desktop.voting.models import ResultsModel
from boggle_desktop.voting.tab import VotingTab
from solvers.voting import PowerIndices, WeightedGame, power_indices
from tests.gui.focus_frames import edge_colours, highlight
from tests.gui.shown_tab import shown_tab
from tests.tab_process import run_tab_process

EU_PERCENT = [8, 8, 8, 8, 7, 7, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]


@pytest.fixture
def tab(qtbot, context, settings_reset):
    yield shown_tab(qtbot, VotingTab(context))
    context.tasks.shutdown()


def results_column(tab: VotingTab, column: int) -> list[str]:
    model = tab.results
    return [model.data(model.index(row, column)) for row in range(model.rowCount())]


def exercise_percent(tab: VotingTab) -> list[int]:
    return [int(text) for text in results_column(tab, 4)]


def choose_example(qtbot, tab: VotingTab, key: str) -> None:
    combo = tab.blocks_panel.preset_combo
    combo.setFocus()
    target = combo.findData(key)
    while combo.currentIndex() != target:  # arrow keys, as with the keyboard
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    wait_for_results(qtbot, tab)


def wait_for_results(qtbot, tab: VotingTab) -> None:
    qtbot.waitUntil(lambda: not tab.timer.isActive() and tab.task is None, timeout=20000)


def type_into_cell(qtbot, tab: VotingTab, row: int, column: int, text: str) -> None:
    view = tab.blocks_panel.table
    index = view.model().index(row, column)
    view.setFocus()
    view.setCurrentIndex(index)
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = open_editor(view)
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    press_return(qtbot, view, editor)


def press_return(qtbot, view, editor: QLineEdit) -> None:
    """Enter commits the cell; the delegate does so through a queued call."""
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState, timeout=5000)


def open_editor(view) -> QLineEdit:
    editors = [editor for editor in view.findChildren(QLineEdit) if editor.isVisible()]
    assert len(editors) == 1, "expected one cell editor open"
    return editors[0]


def type_quota(qtbot, tab: VotingTab, text: str) -> None:
    edit = tab.blocks_panel.quota_edit
    edit.clear()
    qtbot.keyClicks(edit, text)
    wait_for_results(qtbot, tab)


def test_opens_on_the_eu_example_with_the_exercise_answer(qtbot, tab):
    wait_for_results(qtbot, tab)
    assert tab.blocks.rowCount() == 27
    assert exercise_percent(tab) == EU_PERCENT
    assert results_column(tab, 0)[0] == "Germany"
    assert "27 blocks, total weight 345, quota 173 (majority)" in tab.results_panel.summary_label.text()
    assert tab.results_panel.chart.names[:2] == ["Germany", "France"]


@pytest.mark.parametrize(
    ("key", "percent"),
    [("lions-tigers-bears", [60, 20, 20]), ("six-blocks", [0, 0, 0, 33, 33, 33]), ("dictator", [100, 0, 0])],
)
def test_examples_from_the_exercise(qtbot, tab, key, percent):
    choose_example(qtbot, tab, key)
    assert exercise_percent(tab) == percent


def test_us_electoral_college_comes_with_its_quota(qtbot, tab):
    choose_example(qtbot, tab, "us-electoral-college-2020")
    assert tab.blocks_panel.quota_edit.text() == "270"
    assert tab.results.rowCount() == 51
    assert results_column(tab, 0)[0] == "California"
    assert "quota 270 (majority)" in tab.results_panel.summary_label.text()


def test_editing_a_weight_updates_the_power(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_into_cell(qtbot, tab, 1, 1, "50")  # tigers 49 -> 50: now any two of three win
    wait_for_results(qtbot, tab)
    assert tab.blocks.weights() == [50, 50, 1]
    assert exercise_percent(tab) == [33, 33, 33]
    assert results_column(tab, 2) == ["2", "2", "2"]
    combo = tab.blocks_panel.preset_combo
    assert combo.currentIndex() == -1 and combo.currentText() == ""  # shows "Your own table"
    type_into_cell(qtbot, tab, 1, 1, "49")  # back to the example: named again
    wait_for_results(qtbot, tab)
    assert combo.currentData() == "lions-tigers-bears"


def test_huge_counts_are_shown_short_and_sort_without_a_crash(qtbot, tab):
    # With 1,200 blocks the swing counts run to hundreds of digits, past what a float holds (the
    # sort used to convert them and crash). Results of that size, made up to keep the test quick:
    game = WeightedGame.create((1, 2, 3), ("A", "B", "C"))
    swings = (3**700, 3**690 * 7, 2 * 3**700)
    tab._show_result(PowerIndices(game, swings, None, "counting by totals", None, "too many"))
    summary = tab.results_panel.summary_label
    total = sum(swings)
    assert "2.897 × 10³³⁴ swings in all" in summary.text()
    assert f"{total:,}".replace(",", ",\u200b") in summary.toolTip()  # the exact count, wrapping
    assert results_column(tab, 2) == ["9.658 × 10³³³", "1.145 × 10³³⁰", "1.932 × 10³³⁴"]
    view = tab.results_panel.table
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)
    assert [view.model().index(row, 0).data() for row in range(3)] == ["C", "A", "B"]


def test_a_name_too_long_to_read_back_is_refused(qtbot, tab):
    # A name past what a CSV reader takes would make the saved table unreadable at the next start.
    choose_example(qtbot, tab, "lions-tigers-bears")
    view = tab.blocks_panel.table
    view.setFocus()
    view.setCurrentIndex(view.model().index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = open_editor(view)
    editor.selectAll()
    editor.insert("n" * 5_000)  # pasted
    press_return(qtbot, view, editor)
    assert tab.blocks.names()[0] == "Lions"
    assert "Row 1: a name of 5,000 characters is too long (at most 1,000)" in (
        tab.blocks_panel.message_label.text()
    )


def test_a_bad_weight_is_refused_with_a_message(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_into_cell(qtbot, tab, 2, 1, "lots")
    assert tab.blocks.weights() == [50, 49, 1]
    message = tab.blocks_panel.message_label
    assert message.isVisible() and "Row 3 (Bears): weight 'lots' is not a whole number" in message.text()
    type_into_cell(qtbot, tab, 2, 1, "0")
    assert "weight 0 must be at least 1" in message.text()


def test_quota_typed_checked_and_used(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_quota(qtbot, tab, "101")
    assert "Quota 101 is outside 1..100" in tab.blocks_panel.message_label.text()
    assert tab.results.rowCount() == 0 and tab.results_panel.chart.names == []
    type_quota(qtbot, tab, "99")  # only lions and tigers together
    assert not tab.blocks_panel.message_label.isVisible()
    assert exercise_percent(tab) == [50, 50, 0]
    type_quota(qtbot, tab, "50%")  # what the field takes is said
    assert tab.blocks_panel.message_label.text() == (
        "Quota '50%' is not a whole number: type the votes a coalition needs to win, 1 to 100, or leave "
        "it empty for a majority."
    )
    type_quota(qtbot, tab, "")
    assert exercise_percent(tab) == [60, 20, 20]


def test_add_rename_remove_and_empty(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    view = tab.blocks_panel.table
    view.setCurrentIndex(tab.blocks.index(2, 0))
    qtbot.mouseClick(tab.blocks_panel.add_button, Qt.MouseButton.LeftButton)
    editor = open_editor(view)
    qtbot.keyClicks(editor, "Wolves")
    press_return(qtbot, view, editor)
    type_into_cell(qtbot, tab, 3, 1, "10")
    wait_for_results(qtbot, tab)
    assert tab.blocks.names() == ["Lions", "Tigers", "Bears", "Wolves"]
    assert results_column(tab, 0)[-1] == "Wolves" and results_column(tab, 1)[-1] == "10"
    for _ in range(4):
        view.selectRow(0)
        qtbot.mouseClick(tab.blocks_panel.remove_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.blocks.rowCount() == 0
    assert "No blocks" in tab.blocks_panel.message_label.text()
    assert tab.results.rowCount() == 0


def press_tab(qtbot, backwards: bool = False) -> QWidget:
    """Tab (Shift+Tab) where the keyboard focus is, as a person would; the widget focused after it."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClick(widget, Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab)
    return QApplication.focusWidget()


def test_tab_goes_through_the_tables_to_every_button_and_back_round(qtbot, tab):
    wait_for_results(qtbot, tab)
    panel = tab.blocks_panel
    panel.preset_combo.setFocus()
    visited = [press_tab(qtbot) for _ in range(20)]
    first_round = visited[: visited.index(panel.preset_combo) + 1]  # Tab comes back to the start
    buttons = [panel.add_button, panel.remove_button, panel.paste_button, panel.import_button]
    for widget in (panel.table, *buttons, panel.export_button, panel.quota_edit, tab.results_panel.table):
        assert first_round.count(widget) == 1, f"Tab stops once on {widget.__class__.__name__}"
    assert first_round.index(panel.add_button) == first_round.index(panel.table) + 1
    # and Shift+Tab leaves the results table and the blocks table backwards
    tab.results_panel.table.setFocus()
    assert press_tab(qtbot, backwards=True) is panel.quota_edit
    panel.add_button.setFocus()
    assert press_tab(qtbot, backwards=True) is panel.table
    assert press_tab(qtbot, backwards=True) is panel.preset_combo


def test_tab_in_a_cell_editor_commits_and_leaves_the_table_after_the_last_cell(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    view = tab.blocks_panel.table
    view.setFocus()
    view.setCurrentIndex(tab.blocks.index(2, 0))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    qtbot.keyClicks(open_editor(view), "Polar bears")
    qtbot.keyClick(open_editor(view), Qt.Key.Key_Tab)  # on to the next cell, as in a spreadsheet
    assert (view.currentIndex().row(), view.currentIndex().column()) == (2, 1)
    editor = open_editor(view)
    editor.selectAll()
    qtbot.keyClicks(editor, "7")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)  # the last cell: out of the table
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState, timeout=5000)
    assert QApplication.focusWidget() is tab.blocks_panel.add_button
    assert tab.blocks.names()[2] == "Polar bears" and tab.blocks.weights() == [50, 49, 7]
    view.setFocus()
    view.setCurrentIndex(tab.blocks.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = open_editor(view)
    editor.selectAll()
    qtbot.keyClicks(editor, "Big cats")
    qtbot.keyClick(editor, Qt.Key.Key_Backtab)  # the first cell: back out of the table
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState, timeout=5000)
    assert QApplication.focusWidget() is tab.blocks_panel.preset_combo
    assert tab.blocks.names() == ["Big cats", "Tigers", "Polar bears"]


def click_row(qtbot, view, row: int) -> None:
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_delete_and_backspace_clear_a_cell_and_only_ctrl_delete_removes_rows_undoably(qtbot, tab):
    """A stray Delete or Backspace meant for a cell never takes its row: it opens the cell cleared
    (Escape keeps the text); Ctrl+Delete removes the selected rows, and Ctrl+Z brings them back."""
    choose_example(qtbot, tab, "six-blocks")
    view = tab.blocks_panel.table
    names, weights = tab.blocks.names(), tab.blocks.weights()
    click_row(qtbot, view, 1)
    qtbot.keyClick(view, Qt.Key.Key_Delete)
    editor = open_editor(view)
    assert editor.text() == ""
    qtbot.keyClicks(editor, "Bees")
    press_return(qtbot, view, editor)
    assert tab.blocks.names() == [names[0], "Bees", *names[2:]]
    view.setCurrentIndex(tab.blocks.index(2, 1))
    qtbot.keyClick(view, Qt.Key.Key_Backspace)
    editor = open_editor(view)
    assert editor.text() == ""
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState, timeout=5000)
    assert tab.blocks.weights() == weights and tab.blocks.rowCount() == 6
    edited = tab.blocks.names()

    click_row(qtbot, view, 1)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)  # two rows selected
    assert tab.blocks_panel.selected_rows() == [1, 2]
    qtbot.keyClick(view, Qt.Key.Key_Delete, Qt.KeyboardModifier.ControlModifier)
    assert tab.blocks.names() == edited[:1] + edited[3:]
    qtbot.keyClick(view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # both rows in one step
    assert tab.blocks.names() == edited and tab.blocks.weights() == weights
    qtbot.keyClick(view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert tab.blocks.names() == edited[:1] + edited[3:]
    qtbot.mouseClick(tab.blocks_panel.undo_button, Qt.MouseButton.LeftButton)
    assert tab.blocks.names() == edited

    view.setFocus()
    view.setCurrentIndex(tab.blocks.index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    editor = open_editor(view)
    editor.selectAll()
    qtbot.keyClicks(editor, "Ants")
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)  # a character, not the cell
    press_return(qtbot, view, editor)
    assert tab.blocks.names() == ["Ant", *edited[1:]]
    wait_for_results(qtbot, tab)


def test_browsing_the_examples_with_the_arrow_keys_never_loses_the_table(qtbot, tab):
    """Down in the closed Example box loads the next example at each press; one Ctrl+Z brings back
    the table shown before, with its quota, and a quota typed is undone at once too."""
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_into_cell(qtbot, tab, 1, 1, "30")
    type_quota(qtbot, tab, "60")
    own = (tab.blocks.names(), tab.blocks.weights(), "60")
    combo = tab.blocks_panel.preset_combo
    assert combo.currentIndex() == -1  # "Your own table"
    combo.setFocus()
    for _ in range(3):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert tab.blocks.names() != own[0]
    qtbot.keyClick(combo, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert (tab.blocks.names(), tab.blocks.weights(), tab.blocks_panel.quota_edit.text()) == own
    tab.blocks_panel.table.setFocus()
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.blocks_panel.quota_edit.text() == "" and tab.blocks.weights() == [50, 30, 1]
    wait_for_results(qtbot, tab)
    assert exercise_percent(tab) == [100, 0, 0]  # Lions' 50 are a majority of 81


def accessible_name(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def labelled_by(widget: QWidget) -> list[str]:
    """The texts of the labels a screen reader names ``widget`` by (a combo box's name is its value)."""
    relations = QAccessible.queryAccessibleInterface(widget).relations(QAccessible.Relation.Label)
    return [label.text(QAccessible.Text.Name) for label, _ in relations]


def test_the_quota_and_the_example_box_are_named_by_their_labels(qtbot, tab):
    panel = tab.blocks_panel
    assert accessible_name(panel.quota_edit) == "Quota:"
    assert labelled_by(panel.quota_edit)[0] == "Quota:"  # then the group box's title
    assert labelled_by(panel.preset_combo)[0] == "Example:"
    tab.activateWindow()
    qtbot.waitActive(tab)
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_Q, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is panel.quota_edit


def test_the_chart_shows_when_it_has_the_keyboard_focus(qtbot, tab):
    wait_for_results(qtbot, tab)
    area = tab.results_panel.chart_area

    tab.results_panel.table.setFocus()
    assert highlight(area) not in edge_colours(area)
    qtbot.keyClick(tab.results_panel.table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is area
    assert edge_colours(area) == {highlight(area)}


def test_results_are_told_to_a_screen_reader(qtbot, tab, announcements):
    wait_for_results(qtbot, tab)
    type_quota(qtbot, tab, "200")
    summary = tab.results_panel.summary_label.text()
    assert "quota 200" in summary and announcements[-1] == summary


def test_paste_from_a_spreadsheet(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    tab.blocks_panel.table.setCurrentIndex(tab.blocks.index(2, 0))
    QGuiApplication.clipboard().setText("Wolves\t30\nFoxes\t20\n")
    qtbot.mouseClick(tab.blocks_panel.paste_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.blocks.names() == ["Lions", "Tigers", "Bears", "Wolves", "Foxes"]
    assert tab.blocks.weights() == [50, 49, 1, 30, 20]
    assert results_column(tab, 0) == tab.blocks.names()

    QGuiApplication.clipboard().setText("Owls\t5\nBats\tmany\n")
    tab.blocks_panel.table.setFocus()
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing pasted: pasted text, line 2: weight 'many' is not a whole number" in (
        tab.blocks_panel.message_label.text()
    )
    assert tab.blocks.rowCount() == 5


def test_sorting_by_a_header_click(qtbot, tab):
    choose_example(qtbot, tab, "six-blocks")
    view = tab.blocks_panel.table
    header = view.horizontalHeader()
    x = header.sectionPosition(1) + header.sectionSize(1) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    weights = tab.blocks.weights()
    assert weights in ([1, 1, 3, 7, 9, 9], [9, 9, 7, 3, 1, 1])
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))
    assert tab.blocks.weights() == list(reversed(weights))
    wait_for_results(qtbot, tab)
    assert [int(w) for w in results_column(tab, 1)] == tab.blocks.weights()
    assert tab.blocks_panel.preset_combo.currentData() == "six-blocks"  # the same example, reordered


def test_csv_export_and_import(qtbot, tab, tmp_path, monkeypatch):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_quota(qtbot, tab, "60")
    path = tmp_path / "zoo.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8-sig").splitlines()[:4] == [
        "# title: Lions, tigers and bears (Banzhaf 60/20/20)",  # the example's, kept
        "# quota: 60",
        '"name","weight"',
        '"Lions",50',
    ]
    assert f"Saved 3 blocks to {path}" in tab.blocks_panel.message_label.text()
    nowhere = tmp_path / "missing-folder" / "zoo.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(nowhere), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert f"Not saved: {nowhere}: No such file or directory" in tab.blocks_panel.message_label.text()

    choose_example(qtbot, tab, "dictator")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.blocks.names() == ["Lions", "Tigers", "Bears"]
    assert tab.blocks_panel.quota_edit.text() == "60"
    assert exercise_percent(tab) == [50, 50, 0]

    broken = tmp_path / "broken.csv"
    broken.write_text("A,5\nB,-1\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(broken), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)
    assert (
        f"Not imported: {broken}, line 2: weight -1 must be at least 1"
        in tab.blocks_panel.message_label.text()
    )
    assert tab.blocks.names() == ["Lions", "Tigers", "Bears"]


def test_an_export_that_fails_leaves_the_old_file_whole(qtbot, tab, tmp_path, monkeypatch, full_disk):
    path = tmp_path / "zoo.csv"
    path.write_text("A,5\nB,4\n", encoding="utf-8")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert tab.blocks_panel.message_label.text() == f"Not saved: {path}: No space left on device."
    assert path.read_text(encoding="utf-8") == "A,5\nB,4\n"


def test_importing_a_file_neither_utf8_nor_windows_1252_names_the_line_and_column(
    qtbot, tab, tmp_path, monkeypatch
):
    path = tmp_path / "unreadable.csv"
    path.write_bytes(b"name,weight\nZ\x81rich,5\n")  # 0x81: no character in Windows-1252 either
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)
    assert tab.blocks_panel.message_label.text() == (
        f"Not imported: {path}, line 2, column 2: byte 0x81 is not UTF-8 text: save the file as UTF-8."
    )


@pytest.mark.parametrize(
    ("bad_row", "reason"),
    [
        ('"B5",seventy', "line 6: weight 'seventy' is not a whole number"),
        (f'"{"x" * 131_073}",5', "line 6: cannot be read as CSV (field larger than field limit (131072))"),
    ],
)
def test_a_damaged_saved_table_is_kept_aside_and_said(qtbot, context, settings_reset, bad_row, reason):
    rows = [f'"B{number}",{number * 10}' for number in range(1, 29)]
    rows[4] = bad_row
    saved = "\n".join(['"name","weight"', *rows]) + "\n"
    settings_reset.setValue("voting/blocks", saved)
    tab = VotingTab(context)
    qtbot.addWidget(tab)
    tab.show()
    wait_for_results(qtbot, tab)
    (copy,) = context.data_dir.glob("voting-blocks-damaged-*.txt")  # one bad cell costs nothing
    assert copy.read_text(encoding="utf-8") == saved
    example = tab.blocks_panel.preset_combo.currentText()
    message = tab.blocks_panel.message_label
    assert message.isVisible() and message.text() == (
        f"The table saved when the app last stopped, {reason}. A copy of it is kept in {copy}. "
        f"Showing the example {example} instead."
    )
    assert exercise_percent(tab) == EU_PERCENT
    type_into_cell(qtbot, tab, 0, 0, "Deutschland")  # said until the table is changed
    wait_for_results(qtbot, tab)
    assert not message.isVisible()


def test_large_input_runs_in_the_background_and_the_last_edit_wins(qtbot, tab):
    rng = random.Random(5)
    rows = "\n".join(f"P{i}\t{rng.randint(1, 1000)}" for i in range(150))
    choose_example(qtbot, tab, "dictator")
    tab.blocks_panel.table.setCurrentIndex(tab.blocks.index(2, 0))
    QGuiApplication.clipboard().setText(rows)
    started = []
    tab.context.tasks.task_started.connect(started.append)
    qtbot.mouseClick(tab.blocks_panel.paste_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.task is not None, timeout=5000)
    assert "in the background" in tab.results_panel.summary_label.text()
    type_quota(qtbot, tab, "1000")  # an edit while the first run is under way: that run is dropped
    assert len(started) >= 1
    game = tab.results.result.game
    assert len(game) == 153 and game.quota == 1000
    assert sum(tab.results.result.shapley_shubik) == 1
    assert "Exact, by counting by totals" in tab.results_panel.summary_label.text()


def test_chart_draws_both_indices(qtbot, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    chart = tab.results_panel.chart
    image = chart.grab().toImage()
    colors = {
        image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
    }
    assert BANZHAF_COLOR.name() in colors and SHAPLEY_COLOR.name() in colors
    assert chart.axis() == (70, 7)  # lions hold 60% / 66.7%


def test_the_blocks_are_remembered(qtbot, context, settings_reset, tab):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_into_cell(qtbot, tab, 0, 0, "Big cats")
    type_quota(qtbot, tab, "60")
    again = VotingTab(context)
    qtbot.addWidget(again)
    assert again.blocks.names() == ["Big cats", "Tigers", "Bears"]
    assert again.blocks_panel.quota_edit.text() == "60"


def test_emptying_the_table_keeps_the_last_table_with_rows_for_the_next_start(
    qtbot, context, settings_reset, tab
):
    choose_example(qtbot, tab, "lions-tigers-bears")
    type_into_cell(qtbot, tab, 0, 0, "Big cats")
    for _ in range(3):
        tab.blocks_panel.table.selectRow(0)
        qtbot.mouseClick(tab.blocks_panel.remove_button, Qt.MouseButton.LeftButton)
    assert tab.blocks.rowCount() == 0
    again = VotingTab(context)
    qtbot.addWidget(again)
    assert again.blocks.names() == ["Bears"]  # the last table with rows, not an example


def test_in_the_main_window(qtbot, main_window):
    tabs = main_window.findChild(VotingTab)
    assert tabs is not None


def test_screenshot_sized_render_is_not_blank(qtbot, tab, tmp_path: Path):
    wait_for_results(qtbot, tab)
    path = tmp_path / "voting.png"
    assert tab.grab().save(str(path))
    assert path.stat().st_size > 10_000


@pytest.mark.parametrize(
    ("value", "axis"), [(11.4, (12, 6)), (66.7, (70, 7)), (8.67, (10, 5)), (100, (100, 5)), (0.5, (0.5, 5))]
)
def test_chart_axis_ends_on_a_round_number(value, axis):
    assert nice_axis(value) == axis


def example_titles_cut(tab: VotingTab) -> list[str]:
    """The example titles too wide for the closed box as it is now."""
    combo = tab.blocks_panel.preset_combo
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    titles = [combo.itemText(i) for i in range(combo.count())]
    assert len(titles) >= 7
    return [t for t in titles if combo.fontMetrics().horizontalAdvance(t) > field.width()]


def test_every_example_title_shows_whole_in_the_closed_box(tab):
    assert not example_titles_cut(tab)


def header_cut(view: QTableView, column: int) -> bool:
    """Whether a header's widest line is wider than the label's room when it is sorted."""
    header = view.horizontalHeader()
    option = QStyleOptionHeader()
    option.initFrom(header)
    option.state |= QStyle.StateFlag.State_Horizontal
    option.sortIndicator = QStyleOptionHeader.SortIndicator.SortDown
    option.rect = QRect(0, 0, header.sectionSize(column), header.height())
    label = header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)
    text = str(view.model().headerData(column, Qt.Orientation.Horizontal))
    return max(header.fontMetrics().horizontalAdvance(line) for line in text.splitlines()) > label.width()


def test_names_and_example_titles_are_whole_in_the_smallest_window(qtbot, tab):
    """In the window at its smallest (893 pixels wide) the EU's names show whole beside every
    figure, header and all, and so does each example's title in its box."""
    wait_for_results(qtbot, tab)
    tab.resize(893, 549)
    qtbot.wait(50)
    view = tab.results_panel.table
    header = view.horizontalHeader()
    view.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # its header's arrow shown too
    assert (
        header.sectionSize(0)
        >= view.sizeHintForColumn(0)
        >= view.fontMetrics().horizontalAdvance("United Kingdom")
    )
    assert view.horizontalScrollBar().maximum() == 0
    for column in range(1, tab.results.columnCount()):
        assert header.sectionSize(column) >= view.sizeHintForColumn(column), column
        assert not header_cut(view, column), column
    assert not example_titles_cut(tab)


def test_weights_are_grouped_as_in_the_results_and_typed_either_way(qtbot, tab):
    replace_all_rows(qtbot, tab, "Member 0\t140892\nMember 1\t596854\nMember 2\t1000")
    shown = tab.blocks_panel.table.model()
    assert [shown.index(row, 1).data() for row in range(3)] == ["140,892", "596,854", "1,000"]
    assert results_column(tab, 1) == ["140,892", "596,854", "1,000"]
    type_into_cell(qtbot, tab, 0, 1, "1,234,567")
    type_into_cell(qtbot, tab, 1, 1, "7654321")
    wait_for_results(qtbot, tab)
    assert tab.blocks.weights() == [1234567, 7654321, 1000]
    assert shown.index(0, 1).data() == "1,234,567" and results_column(tab, 1)[0] == "1,234,567"
    view = tab.blocks_panel.table
    view.setCurrentIndex(shown.index(1, 1))
    qtbot.keyClick(view, Qt.Key.Key_F2)
    assert open_editor(view).text() == "7654321"  # edited as plain digits
    qtbot.keyClick(open_editor(view), Qt.Key.Key_Escape)
    replace_all_rows(qtbot, tab, f"A\t{10**30}\nB\t3")  # as short as in the results, in full on hover
    assert shown.index(0, 1).data() == results_column(tab, 1)[0] == "1.000 × 10³⁰"
    assert f"{10**30:,}" in shown.index(0, 1).data(Qt.ItemDataRole.ToolTipRole).replace("\u200b", "")
    assert shown.index(1, 1).data(Qt.ItemDataRole.ToolTipRole) is None


def test_the_columns_and_examples_are_named_for_the_user(qtbot, tab):
    """No "exercise" the user was never told of: the whole-number Banzhaf column says what it is,
    and the examples are named by what they are, their vote described on hover."""
    wait_for_results(qtbot, tab)
    model = tab.results
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    tips = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) for c in range(6)]
    assert headers[4] == "Banzhaf\nwhole %"
    assert tips[4].startswith("The Banzhaf % rounded down to a whole number")
    combo = tab.blocks_panel.preset_combo
    titles = [combo.itemText(i) for i in range(combo.count())]
    item_tips = [combo.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(combo.count())]
    assert not [text for text in headers + tips + titles + item_tips if "exercise" in text.lower()]
    assert titles[0] == "Lions, tigers and bears"
    assert item_tips[0] == "Lions, tigers and bears: 3 blocks, total weight 100, quota 51 (majority)"
    assert "quota 270" in item_tips[combo.findData("us-electoral-college-2020")]


def paste_rows(qtbot, tab: VotingTab, rows: str) -> None:
    """Copy ``rows`` and click Paste (below the selected row)."""
    QGuiApplication.clipboard().setText(rows)
    qtbot.mouseClick(tab.blocks_panel.paste_button, Qt.MouseButton.LeftButton)


def random_rows(count: int, seed: int = 5) -> str:
    rng = random.Random(seed)
    return "\n".join(f"P{i}\t{rng.randint(1, 1000)}" for i in range(count))


@pytest.fixture
def endless_background(monkeypatch):
    """Runs in the background last until cancelled, however fast the machine; tables small enough
    to be computed at once still are."""
    from boggle_desktop.voting import tab as voting_tab

    real = voting_tab.power_indices

    def power_indices(game, progress=None):
        if progress is None:
            return real(game)
        while True:
            progress.check()
            time.sleep(0.01)

    monkeypatch.setattr(voting_tab, "power_indices", power_indices)


def test_cancel_says_so_and_leaves_no_figures_of_another_table(qtbot, context, tab, endless_background):
    status = TaskStatusWidget(context.tasks)  # the status bar's progress and Cancel button
    qtbot.addWidget(status)
    wait_for_results(qtbot, tab)
    assert tab.results.rowCount() == 27  # the EU example
    with qtbot.waitSignal(context.tasks.task_started, timeout=5000) as started:
        paste_rows(qtbot, tab, random_rows(200))
    summary = tab.results_panel.summary_label
    assert "Computing the power of 227 blocks in the background" in summary.text()
    # While it runs, the EU's figures are not shown next to the 227-block table.
    assert tab.results.rowCount() == 0 and tab.results_panel.chart.names == []
    with qtbot.waitSignal(started.args[0].cancelled, timeout=20000):
        qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert summary.text().startswith(
        "Cancelled: the power of 227 blocks was not computed. Click Compute again"
    )
    assert tab.results.rowCount() == 0 and tab.results_panel.chart.names == []
    again = tab.results_panel.again_button
    assert again.isVisible()
    with qtbot.waitSignal(context.tasks.task_started, timeout=5000) as restarted:
        qtbot.mouseClick(again, Qt.MouseButton.LeftButton)
    assert "in the background" in summary.text() and not again.isVisible()
    with qtbot.waitSignal(restarted.args[0].finished, timeout=20000):
        qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    assert summary.text().startswith("Cancelled:")


def test_an_edit_during_a_run_cancels_it_without_saying_cancelled(qtbot, context, tab, endless_background):
    wait_for_results(qtbot, tab)
    with qtbot.waitSignal(context.tasks.task_started, timeout=5000) as started:
        paste_rows(qtbot, tab, random_rows(200))
    with qtbot.waitSignal(started.args[0].finished, timeout=20000):
        choose_example(qtbot, tab, "lions-tigers-bears")  # small: computed at once, the run is dropped
    wait_for_results(qtbot, tab)
    assert exercise_percent(tab) == [60, 20, 20]
    assert tab.results_panel.summary_label.text().startswith("3 blocks, total weight 100")
    assert not tab.results_panel.again_button.isVisible()


def test_edits_survive_a_crash_even_with_an_invalid_quota_and_before_computing(tmp_path):
    # Lions, tigers and bears; a quota above the total; Tigers 49 -> 40; paste "Wolves, 30"; then die
    # at once, within the pause before computing, without any clean-up.
    died = run_tab_process(
        tmp_path,
        VotingTab,
        """
        from PySide6.QtGui import QAccessible, QGuiApplication, QPalette
        from PySide6.QtWidgets import QLineEdit
        tab.load_preset("lions-tigers-bears")
        QTest.qWait(300)
        QTest.keyClicks(tab.blocks_panel.quota_edit, "500")
        QTest.qWait(300)
        view = tab.blocks_panel.table
        view.setFocus()
        view.setCurrentIndex(tab.blocks.index(1, 1))
        QTest.keyClick(view, Qt.Key.Key_F2)
        editor = next(e for e in view.findChildren(QLineEdit) if e.isVisible())
        editor.selectAll()
        QTest.keyClicks(editor, "40")
        QTest.keyClick(editor, Qt.Key.Key_Return)
        QApplication.processEvents()
        view.setCurrentIndex(tab.blocks.index(2, 0))
        QGuiApplication.clipboard().setText("Wolves, 30")
        QTest.mouseClick(tab.blocks_panel.paste_button, Qt.MouseButton.LeftButton)
        print(tab.blocks.names(), tab.blocks.weights(), repr(tab.blocks_panel.quota_edit.text()), flush=True)
        os._exit(3)
        """,
    )
    edited = "['Lions', 'Tigers', 'Bears', 'Wolves'] [50, 40, 1, 30] '500'"
    assert died.strip() == edited
    shown = "print(tab.blocks.names(), tab.blocks.weights(), repr(tab.blocks_panel.quota_edit.text()))"
    assert run_tab_process(tmp_path, VotingTab, shown).strip() == edited


def test_an_export_keeps_the_title_of_the_table_undo_brings_back(qtbot, tab, tmp_path):
    source = tmp_path / "council.csv"
    source.write_text("# title: Town council, 2024\nname,weight\nNorth,5\nSouth,4\n", encoding="utf-8")
    tab.import_csv(source)
    wait_for_results(qtbot, tab)
    exported = tmp_path / "out.csv"
    tab.export_csv(exported)
    assert exported.read_text(encoding="utf-8-sig").startswith("# title: Town council, 2024\n")  # lost before
    choose_example(qtbot, tab, "dictator")
    tab.undo()  # the council again, with its title
    tab.export_csv(exported)
    assert exported.read_text(encoding="utf-8-sig").startswith("# title: Town council, 2024\n")


def test_thousands_separators_in_cells_quota_and_csv(qtbot, tab, tmp_path, monkeypatch):
    choose_example(qtbot, tab, "three-equal-powers")
    for row, weight in enumerate(("1,500", "900", "1_600")):
        type_into_cell(qtbot, tab, row, 1, weight)
    assert tab.blocks.weights() == [1500, 900, 1600]
    type_into_cell(qtbot, tab, 1, 1, "2,5")  # a decimal comma is not a thousands separator
    assert "weight '2,5' is not a whole number" in tab.blocks_panel.message_label.text()
    type_quota(qtbot, tab, "2,000")
    assert "quota 2,000:" in tab.results_panel.summary_label.text()
    path = tmp_path / "grouped.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8-sig").splitlines()[1] == "# quota: 2000"

    choose_example(qtbot, tab, "dictator")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.blocks.weights() == [1500, 900, 1600] and tab.results.result.game.quota == 2000

    type_quota(qtbot, tab, "2.5")  # not a whole number: said, not silently left out of the file
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert "Not saved: quota '2.5' is not a whole number" in tab.blocks_panel.message_label.text()
    assert path.read_text(encoding="utf-8-sig").splitlines()[1] == "# quota: 2000"


def fully_shown(label: QLabel) -> bool:
    """The label is given the height its wrapped text needs, and none of it is clipped."""
    return label.isVisible() and label.height() >= label.heightForWidth(label.width())


def test_big_figures_and_long_messages_fit_a_small_window(qtbot, main_window):
    main_window.resize(900, 620)
    tab = main_window.findChild(VotingTab)
    main_window.tabs.setCurrentWidget(tab)
    wait_for_results(qtbot, tab)
    panel = tab.blocks_panel
    view = panel.table

    def replace_rows(rows: str) -> None:
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
        paste_rows(qtbot, tab, rows)
        wait_for_results(qtbot, tab)
        qtbot.wait(100)  # the new texts laid out

    def total_text() -> str:
        return panel.total_label.text().replace("\u00a0", " ")  # no-break spaces: it wraps between parts

    # Population-sized weights: the quota box stays wide enough for the quota, the total wraps beside it.
    populations = (
        "83166711 67320216 59641488 47332614 38268000 19328838 17407585 11522440 10718565 10693939 10379295 "
        "10327589 8901064 6951482 5822763 5525292 5457873 4964440 4058165 2940369 2095861 1907675 1328976 "
        "888005 626108 514564 2000000"
    ).split()
    replace_rows("\n".join(f"S{i}\t{w}" for i, w in enumerate(populations)))
    assert total_text() == "of 440,089,917 (majority 220,044,959)"
    assert panel.quota_edit.width() >= panel.quota_edit.fontMetrics().horizontalAdvance("220,044,959") + 20
    assert fully_shown(panel.total_label)

    # 10^30 weights: figures rounded, and the window need not grow.
    replace_rows(f"A\t{10**30}\nB\t{10**29}\nC\t3")
    assert total_text() == "of 1.100 × 10³⁰ (majority 5.500 × 10²⁹)"
    assert f"{10**30 + 10**29 + 3:,}" in panel.total_label.toolTip().replace("\u200b", "")
    summary = tab.results_panel.summary_label
    assert summary.text().startswith("3 blocks, total weight 1.100 × 10³⁰, quota 5.500 × 10²⁹ (majority)")
    assert main_window.minimumSizeHint().width() <= 900 and main_window.width() == 900

    # A failure is wrapped and shown whole.
    rng = random.Random(3)
    replace_rows("\n".join(f"B{i}\t{rng.randint(10**8, 10**9)}" for i in range(41)))
    assert summary.text().startswith("Could not compute: Banzhaf index: exact counting by totals would need")
    assert "about 434.7 GiB (limit 1 GiB)" in summary.text()
    results = tab.results_panel
    assert fully_shown(summary) and summary.geometry().bottom() < results.table.mapTo(results, QPoint()).y()
    assert main_window.width() == 900


def test_one_block_and_one_swing_are_singular(qtbot, tab, tmp_path, monkeypatch):
    choose_example(qtbot, tab, "lions-tigers-bears")
    view = tab.blocks_panel.table
    for _ in range(2):
        view.selectRow(1)
        qtbot.mouseClick(tab.blocks_panel.remove_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.results_panel.summary_label.text().startswith(
        "1 block, total weight 50, quota 26 (majority): 1 swing in all."
    )
    path = tmp_path / "one.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert f"Saved 1 block to {path}." == tab.blocks_panel.message_label.text()


def replace_all_rows(qtbot, tab: VotingTab, rows: str) -> None:
    """Select every block, remove them, paste ``rows`` and wait for their results."""
    view = tab.blocks_panel.table
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.mouseClick(tab.blocks_panel.remove_button, Qt.MouseButton.LeftButton)
    paste_rows(qtbot, tab, rows)
    wait_for_results(qtbot, tab)


def test_results_of_many_blocks_ask_each_cell_a_few_times(qtbot, tab, monkeypatch):
    """Showing results asks the model a few questions per cell, not every role of every row on each
    layout pass (seconds of freeze at 1,000 blocks)."""
    wait_for_results(qtbot, tab)
    asked = []
    value = ResultsModel.value  # what every cell's answers come from
    monkeypatch.setattr(ResultsModel, "value", lambda self, *args: asked.append(1) or value(self, *args))
    replace_all_rows(qtbot, tab, "\n".join(f"P{i}\t{i % 7 + 1}" for i in range(400)))
    qtbot.wait(100)  # laid out and painted
    assert tab.results.rowCount() == 400
    assert len(asked) < 2 * 400 * 6


def test_every_figure_shows_whole_and_long_names_give_way_in_a_small_window(qtbot, main_window):
    """At 900x620 and at the smallest size no figure needs sideways scrolling or is cut to "…":
    the Name column gives way, its names cut, whole in their tooltips."""
    tab = main_window.findChild(VotingTab)
    main_window.tabs.setCurrentWidget(tab)
    wait_for_results(qtbot, tab)
    long_name = "United Kingdom of Great Britain and Northern Ireland"
    rows = [f"{long_name}\t40", "Saint Vincent and the Grenadines\t17"]
    rows += [f"Player {i}\t{i % 60 + 1}" for i in range(28)]
    replace_all_rows(qtbot, tab, "\n".join(rows))
    view = tab.results_panel.table
    header = view.horizontalHeader()
    for size in (QSize(900, 620), main_window.minimumSizeHint()):
        main_window.resize(size)
        qtbot.wait(50)
        assert view.horizontalScrollBar().maximum() == 0, size
        for column in range(1, tab.results.columnCount()):
            assert header.sectionSize(column) >= view.sizeHintForColumn(column), (size, column)
        assert header.sectionSize(0) < view.fontMetrics().horizontalAdvance(long_name)
    row = next(r for r in range(view.model().rowCount()) if view.model().index(r, 0).data() == long_name)
    assert view.model().index(row, 0).data(Qt.ItemDataRole.ToolTipRole) == long_name


def test_the_chart_labels_tiny_shares_as_the_table_shows_them(qtbot, tab):
    """A block with a sliver of power reads "0.01%" in the chart as in the table, not "0.0%"; one
    with less than 0.005% reads "<0.01", never as powerless."""
    rng = random.Random(0)
    weights = [1, 3, 10] + [rng.randint(200, 2000) for _ in range(20)]
    replace_all_rows(qtbot, tab, "\n".join(f"B{i}\t{w}" for i, w in enumerate(weights)))
    chart, shown = tab.results_panel.chart, results_column(tab, 3)
    assert shown[:3] == ["<0.01", "0.01", "0.05"]
    assert [chart.label(row) for row in range(len(shown))] == [f"{text}%" for text in shown]


def test_a_skipped_shapley_shubik_index_is_explained_once(qtbot, tab, monkeypatch):
    """When only the Shapley-Shubik index does not fit, the summary says so in one phrase."""
    monkeypatch.setattr(voting_tab, "power_indices", partial(power_indices, memory_budget=2**20))
    replace_all_rows(qtbot, tab, random_rows(60))
    summary = tab.results_panel.summary_label.text()
    assert "\nShapley-Shubik index not computed: exact counting by totals would need" in summary
    assert summary.count("Shapley-Shubik") == 1
    assert results_column(tab, 5)[0] == "–"


def test_the_critical_column_gives_the_absolute_banzhaf_measure(qtbot, tab):
    replace_all_rows(qtbot, tab, "Lions\t50\nTigers\t49\nBears\t1")
    model = tab.results
    lions = next(row for row in range(model.rowCount()) if model.index(row, 0).data() == "Lions")
    tip = model.index(lions, 2).data(Qt.ItemDataRole.ToolTipRole).replace("\u200b", "")
    assert "3 of 5 swings in all; absolute (Penrose) Banzhaf measure 3 / 2^2 = 0.75" in tip
