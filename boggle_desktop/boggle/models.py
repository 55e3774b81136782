"""Qt item models for the Boggle tab: word lists and the round history."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from boggle_desktop.boggle.history import RoundRecord
from solvers.boggle import FoundWord, rules_named

#: Role holding the value a column sorts by (numbers sort as numbers).
SORT_ROLE = Qt.ItemDataRole.UserRole
#: Role holding the row's object (a FoundWord or a RoundRecord).
ITEM_ROLE = Qt.ItemDataRole.UserRole + 1

AnyIndex = QModelIndex | QPersistentModelIndex


class _TableModel(QAbstractTableModel):
    headers: tuple[str, ...] = ()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []

    def set_items(self, items: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(items)
        self.endResetModel()

    def append(self, item: Any) -> None:
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(item)
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
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role in (Qt.ItemDataRole.DisplayRole, SORT_ROLE):
            display, sort = self._cell(item, index.column())
            return display if role == Qt.ItemDataRole.DisplayRole else sort
        return None

    def _cell(self, item: Any, column: int) -> tuple[str, Any]:
        raise NotImplementedError


class WordsModel(_TableModel):
    """Found words: word, points, length (sortable through a proxy on SORT_ROLE)."""

    headers = ("Word", "Points", "Length")

    def _cell(self, item: FoundWord, column: int) -> tuple[str, Any]:
        if column == 0:
            return item.word, item.word
        if column == 1:
            return str(item.points), item.points
        return str(len(item.word)), len(item.word)

    def total(self) -> int:
        return sum(found.points for found in self._rows)

    def words(self) -> list[str]:
        return [found.word for found in self._rows]


class HistoryModel(_TableModel):
    """Past rounds: date, board, rules, scores and the share of the maximum."""

    headers = ("#", "Played", "You", "Computer", "Maximum", "% of max", "Rules", "Replay of", "Board")

    def _cell(self, item: RoundRecord, column: int) -> tuple[str, Any]:
        try:
            rules = rules_named(item.rules).name
        except ValueError:
            rules = item.rules
        played = datetime.fromisoformat(item.played_at).astimezone().strftime("%Y-%m-%d %H:%M")
        cells = (
            (f"#{item.id}", item.id or 0),
            (played, item.played_at),
            (str(item.human_score), item.human_score),
            (str(item.computer_score), item.computer_score),
            (str(item.max_score), item.max_score),
            (f"{item.percent:.0f}%", item.percent),
            (rules, rules),
            ("" if item.replay_of is None else f"#{item.replay_of}", item.replay_of or 0),
            (f"{item.size}x{item.size} {item.board}", item.board),
        )
        return cells[column]
