"""A read-only table model over a list of plain result objects, shared by the tabs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

#: Role holding the value a column sorts by (numbers sort as numbers), for QSortFilterProxyModel.
SORT_ROLE = Qt.ItemDataRole.UserRole
#: Role holding the row's object itself.
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1
#: Role holding a cell's text when copied, where it differs from what is shown: a count shown
#: rounded (``1.000 × 10²⁰``) is copied in full (see table_view.copy_rows).
COPY_ROLE = Qt.ItemDataRole.UserRole + 2

AnyIndex = QModelIndex | QPersistentModelIndex


class RowTableModel(QAbstractTableModel):
    """One row per item. Subclasses name ``headers`` and say what each cell shows in ``_cell``."""

    headers: tuple[str, ...] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        #: Each row's cells (see _row_cells), made when the row is first asked for; None until then.
        self._cells: list[tuple[tuple[str, Any], ...] | None] = []

    def set_items(self, items: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(items)
        self._cells = [None] * len(self._rows)
        self.endResetModel()

    def append(self, item: Any) -> None:
        self.insert(len(self._rows), item)

    def insert(self, row: int, item: Any) -> None:
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, item)
        self._cells.insert(row, None)
        self.endInsertRows()

    def items(self) -> list[Any]:
        return list(self._rows)

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        item = self._rows[index.row()]
        if role == ITEM_ROLE:
            return item
        if role == Qt.ItemDataRole.TextAlignmentRole and self._right_aligned(index.column()):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            display, sort = self._row_cells(index.row())[index.column()]
            return display if role == Qt.ItemDataRole.DisplayRole else sort
        return None

    def _row_cells(self, row: int) -> tuple[tuple[str, Any], ...]:
        """The row's cells, formatted once: a sorting proxy asks for the same cells again and again
        (twice per comparison), and a view for every paint."""
        cells = self._cells[row]
        if cells is None:
            item = self._rows[row]
            cells = self._cells[row] = tuple(self._cell(item, column) for column in range(len(self.headers)))
        return cells

    def _right_aligned(self, column: int) -> bool:
        """Numbers are right-aligned: every column but the first, unless a subclass says otherwise."""
        return column > 0

    def _cell(self, item: Any, column: int) -> tuple[str, Any]:
        """(what the cell shows, the value it sorts by)."""
        raise NotImplementedError
