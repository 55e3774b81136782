"""Qt item models for the Boggle tab: word lists, the round history and players' scored words."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Qt

from boggle_desktop.boggle.history import RoundRecord, local_date_text
from boggle_desktop.table_model import AnyIndex, RowTableModel
from solvers.boggle import FoundWord, PlayerResult, PlayerWord, rules_named


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


class PlayerWordsModel(RowTableModel):
    """Every player's words as scored: player, word as written, points, status (or why refused).
    The items are (player's name, PlayerWord) pairs, in the players' order then the words'."""

    headers = ("Player", "Word", "Points", "Status")
    STATUS = 3

    def set_results(self, results: Sequence[PlayerResult]) -> None:
        self.set_items([(result.name, word) for result in results for word in result.words])

    def _right_aligned(self, column: int) -> bool:
        return column == 2

    def _cell(self, item: tuple[str, PlayerWord], column: int) -> tuple[str, Any]:
        name, word = item
        if column == 0:
            return name, name.casefold()
        if column == 1:
            return word.typed, word.word
        if column == 2:
            return str(word.points), word.points
        return (word.describe(),) * 2


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

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sort_column = 0
        self._sort_order = Qt.SortOrder.DescendingOrder

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

    def set_items(self, items: Sequence[RoundRecord]) -> None:
        items = list(items)
        super().set_items([items[i] for i in self._sorted_rows(items)])

    def add(self, record: RoundRecord) -> None:
        """Show a round just played (the newest, so first among equals) where the sort puts it."""
        key = self._sort_key(record)
        if self._sort_order == Qt.SortOrder.AscendingOrder:
            row = bisect_left(self._rows, True, key=lambda other: self._sort_key(other) >= key)
        else:
            row = bisect_left(self._rows, True, key=lambda other: self._sort_key(other) <= key)
        self.insert(row, record)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by ``column``, each row's key made once: a sorting proxy would ask the model for both
        keys of every comparison, which took seconds for 20,000 rounds. Rounds with equal keys stay
        newest first, as they were loaded (the proxy's order); selected rounds stay selected."""
        self._sort_column, self._sort_order = column, order
        self.layoutAboutToBeChanged.emit()
        order_of_rows = self._sorted_rows(self._rows)
        self._rows = [self._rows[i] for i in order_of_rows]
        self._cells = [self._cells[i] for i in order_of_rows]
        new_row = {old: new for new, old in enumerate(order_of_rows)}
        kept = self.persistentIndexList()
        self.changePersistentIndexList(kept, [self.index(new_row[i.row()], i.column()) for i in kept])
        self.layoutChanged.emit()

    def _sorted_rows(self, records: list[RoundRecord]) -> list[int]:
        """The positions of ``records`` in the order of the sort."""
        newest_first = sorted(range(len(records)), key=lambda i: records[i].id or 0, reverse=True)
        descending = self._sort_order == Qt.SortOrder.DescendingOrder
        return sorted(newest_first, key=lambda i: self._sort_key(records[i]), reverse=descending)

    def _sort_key(self, record: RoundRecord) -> Any:
        return self._cell(record, self._sort_column)[1]

    def _cell(self, item: RoundRecord, column: int) -> tuple[str, Any]:
        return _CELLS[column](item)


def _rules_name(key: str) -> str:
    try:
        return rules_named(key).name
    except ValueError:
        return key


def _share_text(percent: float) -> str:
    """To a tenth of a percent (4 and 7 points of 3,622 both read 0% before); a score too small for
    that but not zero as "<0.1%"."""
    return "<0.1%" if 0 < percent < 0.05 else f"{percent:.1f}%"


#: What each column of HistoryModel shows and sorts by, each made alone: a sort asks for one
#: column of every round.
_CELLS: tuple[Callable[[RoundRecord], tuple[str, Any]], ...] = (
    lambda r: (f"#{r.id}" + ("" if r.replay_of is None else f" ↻{r.replay_of}"), r.id or 0),
    lambda r: (str(r.human_score), r.human_score),
    lambda r: (_share_text(r.percent), r.percent),
    lambda r: (str(r.computer_score), r.computer_score),
    lambda r: (str(r.max_score), r.max_score),
    lambda r: (local_date_text(r.played_at), r.played_at),
    lambda r: (_rules_name(r.rules),) * 2,
    lambda r: (r.word_list, r.word_list),
    lambda r: (r.board, r.board),
)
