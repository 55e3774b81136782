"""The shared sortable table: the keyboard moves inside it with the arrows and leaves it with Tab."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit, QPushButton, QVBoxLayout, QWidget

from boggle_desktop.table_view import sortable_table


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
