"""Qt item models for the Boggle tab: word lists and the round history."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt

from boggle_desktop.boggle.history import RoundRecord
from boggle_desktop.table_model import AnyIndex, RowTableModel
from solvers.boggle import FoundWord, rules_named


class WordsModel(RowTableModel):
    """Found words: word, points, length (sortable through a proxy on SORT_ROLE)."""

    headers = ("Word", "Points", "Length")
    WORD = 0

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


class HistoryModel(RowTableModel):
    """Past rounds: scores and the share of the maximum first (what a player compares), then
    the date, rules, word list and board. The headers are short (said in full in their tooltips)
    and a replay's number says which round it replays, so that every column fits beside the
    Boggle board at 1280x800; the board, last, is cut to "…" when there is no room (whole in its
    tooltip)."""

    #: Header, tooltip.
    COLUMNS = (
        ("#", "The round's number; ↻ and the number of the round whose board it replays"),
        ("You", "Your score"),
        ("%", "Your score as a share of the maximum possible"),
        ("Comp.", "The computer's score"),
        ("Max", "The maximum possible score: every word on the board"),
        ("Played", "When the round ended"),
        ("Rules", "The rules the round was played by"),
        ("List", "The word list the round was played with"),
        ("Board", "The board, row by row (as a custom board is typed)"),
    )
    headers = tuple(header for header, _tip in COLUMNS)
    BOARD = len(COLUMNS) - 1

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal:
            return self.COLUMNS[section][1]
        return super().headerData(section, orientation, role)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and index.isValid() and index.column() == self.BOARD:
            return super().data(index, Qt.ItemDataRole.DisplayRole)
        return super().data(index, role)

    def _right_aligned(self, column: int) -> bool:
        return column in (1, 2, 3, 4)  # the scores and the share

    def _cell(self, item: RoundRecord, column: int) -> tuple[str, Any]:
        try:
            rules = rules_named(item.rules).name
        except ValueError:
            rules = item.rules
        played = datetime.fromisoformat(item.played_at).astimezone().strftime("%Y-%m-%d %H:%M")
        cells = (
            (f"#{item.id}" + ("" if item.replay_of is None else f" ↻{item.replay_of}"), item.id or 0),
            (str(item.human_score), item.human_score),
            (f"{item.percent:.0f}%", item.percent),
            (str(item.computer_score), item.computer_score),
            (str(item.max_score), item.max_score),
            (played, item.played_at),
            (rules, rules),
            (item.word_list, item.word_list),
            (item.board, item.board),
        )
        return cells[column]
