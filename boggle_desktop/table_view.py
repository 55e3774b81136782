"""A table view that sorts its model when a column header is clicked, shared by the tabs."""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QTableView, QWidget

from boggle_desktop.table_model import SORT_ROLE


def sortable_table(model: QAbstractItemModel, parent: QWidget, sort_column: int = -1) -> QTableView:
    """A view of ``model`` through a proxy (``view.model()``) that sorts by SORT_ROLE, so numbers
    sort as numbers; sorted by ``sort_column`` at first (-1: the model's own order)."""
    proxy = QSortFilterProxyModel(parent)
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    view = QTableView(parent)
    # QTableView moves from cell to cell on Tab by default, so Tab could never leave a table: the
    # arrow keys move inside it, Tab and Shift+Tab go on to the next and the previous widget.
    view.setTabKeyNavigation(False)
    view.setModel(proxy)
    view.setSortingEnabled(True)
    view.sortByColumn(sort_column, Qt.SortOrder.AscendingOrder)
    return view


def compact_rows(view: QTableView) -> None:
    """Rows one line of text high, with a little room (the style's default is about twice that)."""
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 6)
