"""The shared sortable table: the keyboard moves inside it with the arrows and leaves it with Tab; it
copies its rows as shown (Ctrl+C, right-click > Copy Whole Table), headers first."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QPushButton, QVBoxLayout, QWidget

from boggle_desktop.table_view import sortable_table
from boggle_desktop.voting.tab import VotingTab
from tests.gui.shown_tab import shown_tab
from tests.gui.test_voting_gui import choose_example


def test_tab_and_shift_tab_leave_the_table_and_the_arrows_move_inside(qtbot):
    window = QWidget()
    qtbot.addWidget(window)
    model = QStandardItemModel(3, 2, window)
    for row in range(3):
        model.setItem(row, 0, QStandardItem(f"word {row}"))
        model.setItem(row, 1, QStandardItem(str(row)))
    before = QLineEdit(window)  # the focus chain follows the order the widgets join the window
    view = sortable_table(model, window)
    after = QPushButton("After", window)
    layout = QVBoxLayout(window)
    for widget in (before, view, after):
        layout.addWidget(widget)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)

    before.setFocus()
    qtbot.keyClick(before, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert (view.currentIndex().row(), view.currentIndex().column()) == (1, 1)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is after
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is before


def test_no_view_in_the_window_keeps_tab_for_its_cells(main_window):
    """Every table of every tab lets Tab go on (the editable Voting table too: see BlocksTable)."""
    views = main_window.findChildren(QAbstractItemView)
    assert len(views) > 5
    assert [view for view in views if view.tabKeyNavigation()] == []


def test_selected_rows_are_copied_as_shown_with_their_headers(qtbot, context, settings_reset):
    tab = shown_tab(qtbot, VotingTab(context))
    choose_example(qtbot, tab, "lions-tigers-bears")
    table = tab.results_panel.table
    model = table.model()
    # Headers wrapped over two lines ("Banzhaf\n%", "Shapley-\nShubik %") are copied on one.
    headers = ["Name", "Weight", "Critical", "Banzhaf %", "Banzhaf whole %", "Shapley-Shubik %"]
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in (3, 5)] == [
        "Banzhaf\n%",
        "Shapley-\nShubik %",
    ]
    shown = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    table.setFocus()
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(model.index(2, 0)).center()
    )
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    clipboard = QGuiApplication.clipboard()
    assert clipboard.text() == "\t".join(headers) + "\n" + "\t".join(shown[2]) + "\n"  # not only the cell
    qtbot.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    lines = clipboard.text().splitlines()
    assert [line.split("\t") for line in lines] == [headers, *shown] and len(shown) == 3
    table.clearSelection()
    whole = next(a for a in table.actions() if a.text() == "Copy &Whole Table")  # the right-click menu's
    clipboard.clear()
    whole.trigger()
    assert clipboard.text().splitlines() == lines
    context.tasks.shutdown()


def test_blocks_copied_paste_back_in(qtbot, context, settings_reset):
    tab = shown_tab(qtbot, VotingTab(context))
    choose_example(qtbot, tab, "lions-tigers-bears")
    table = tab.blocks_panel.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == "Name\tWeight\nLions\t50\nTigers\t49\nBears\t1\n"
    tab.new_table()
    tab.paste_text(QGuiApplication.clipboard().text())
    assert tab.blocks.names() == ["Lions", "Tigers", "Bears"] and tab.blocks.weights() == [50, 49, 1]
    context.tasks.shutdown()


def test_the_app_quits_cleanly_after_a_copy():
    """PySide 6.11 deletes a QMimeData set on the clipboard twice: the process crashed as it quit
    after any copy of a table (exit status -11)."""
    script = (
        "import sys\n"
        "from PySide6.QtGui import QStandardItem, QStandardItemModel\n"
        "from PySide6.QtWidgets import QApplication, QWidget\n"
        "from boggle_desktop.table_view import copy_rows, sortable_table\n"
        "app = QApplication(sys.argv)\n"
        "window = QWidget()\n"
        "model = QStandardItemModel(2, 2, window)\n"
        "model.setItem(0, 0, QStandardItem('a'))\n"
        "view = sortable_table(model, window)\n"
        "for _ in range(3):\n"
        "    copy_rows(view, whole=True)\n"
        "print(QApplication.clipboard().text(), end='')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=Path(__file__).parents[2],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == "1\t2\na\t\n\t\n"
