"""Qt models for the voting tab: the editable blocks and the computed power of each."""

from __future__ import annotations

import math
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

from boggle_desktop.table_model import COPY_ROLE
from boggle_desktop.tooltips import exact_tip, full_count_tip
from solvers.letters import fold
from solvers.voting import PowerIndices, VotingInputError
from solvers.voting.csvio import BlockTable, parse_blocks
from solvers.voting.game import check_name, default_name, parse_weight
from solvers.wording import short_number

Index = QModelIndex | QPersistentModelIndex
NAME, WEIGHT = 0, 1
#: A table as the tab shows it: the names, the weights, the quota and the title as typed (the
#: title filled in from an example or a file, and written when it is exported), and the other comment
#: lines of the file it was imported from, written back when it is exported, and that file, or the one
#: it was last exported to (None: an example, a new or pasted table).
Table = tuple[tuple[str, ...], tuple[int, ...], str, str, tuple[str, ...], Path | None]


class BlocksModel(QAbstractTableModel):
    """Rows of (name, weight), edited in place; a weight must stay a whole number >= 1.

    ``changed()`` is emitted after every edit, insertion, removal, sort or reset;
    ``rejected(str)`` says why an edit was refused.
    """

    changed = Signal()
    rejected = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list] = []  # [name: str, weight: int]
        self._removing = False  # rows are being removed: changed() once, after the last
        for signal in (
            self.dataChanged,
            self.rowsInserted,
            self.rowsRemoved,
            self.modelReset,
            self.layoutChanged,
        ):
            signal.connect(self._emit_changed)

    def _emit_changed(self, *_args: object) -> None:
        if not self._removing:
            self.changed.emit()

    # -- read ---------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return ("Name", "Weight")[section]
        return str(section + 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        value = self._rows[index.row()][index.column()]
        if index.column() == NAME:
            return value if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole) else None
        # A weight is shown grouped as in the results, and edited as plain digits (both are read).
        if role == Qt.ItemDataRole.DisplayRole:
            return short_number(value)
        if role in (Qt.ItemDataRole.EditRole, COPY_ROLE):
            return str(value)
        if role == Qt.ItemDataRole.ToolTipRole:
            return count_tip(value)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        return super().flags(index) | Qt.ItemFlag.ItemIsEditable

    def names(self) -> list[str]:
        return [row[NAME] for row in self._rows]

    def weights(self) -> list[int]:
        return [row[WEIGHT] for row in self._rows]

    # -- edit ---------------------------------------------------------------
    def setData(self, index: Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = self._rows[index.row()]
        if index.column() == NAME:
            try:
                text = check_name(str(value).strip(), f"Row {index.row() + 1}") or default_name(
                    index.row() + 1
                )
            except VotingInputError as error:
                self.rejected.emit(str(error))
                return False
            if text == row[NAME]:
                return False
            row[NAME] = text
        else:
            try:
                weight = parse_weight(str(value), f"Row {index.row() + 1} ({row[NAME]})")
            except VotingInputError as error:
                self.rejected.emit(str(error))
                return False
            if weight == row[WEIGHT]:
                return False
            row[WEIGHT] = weight
        self.dataChanged.emit(index, index, [Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole])
        return True

    def set_blocks(self, names: list[str] | tuple[str, ...], weights: list[int] | tuple[int, ...]) -> None:
        self.beginResetModel()
        self._rows = [[str(name), int(weight)] for name, weight in zip(names, weights, strict=True)]
        self.endResetModel()

    def add_block(self, row: int | None = None, name: str = "", weight: int = 1) -> int:
        """Insert a block (at the end by default); returns its row."""
        row = len(self._rows) if row is None else max(0, min(row, len(self._rows)))
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.insert(row, [name or self._fresh_name(), weight])
        self.endInsertRows()
        return row

    def _fresh_name(self) -> str:
        taken = set(self.names())
        number = len(self._rows) + 1
        while default_name(number) in taken:
            number += 1
        return default_name(number)

    def remove_rows(self, rows: list[int]) -> None:
        """Remove ``rows``, as one change."""
        rows = [row for row in sorted(set(rows), reverse=True) if 0 <= row < len(self._rows)]
        self._removing = True
        try:
            for row in rows:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._rows[row]
                self.endRemoveRows()
        finally:
            self._removing = False
        if rows:
            self.changed.emit()

    def paste(self, text: str, row: int | None = None) -> int:
        """Insert blocks read from pasted text (spreadsheet cells or CSV) at ``row``; returns how many.

        Raises :class:`VotingInputError` naming the pasted line that is wrong; nothing is inserted then.
        """
        table: BlockTable = parse_blocks(text, "pasted text")
        row = len(self._rows) if row is None else max(0, min(row, len(self._rows)))
        self.beginInsertRows(QModelIndex(), row, row + len(table.weights) - 1)
        self._rows[row:row] = [
            [name, weight] for name, weight in zip(table.names, table.weights, strict=True)
        ]
        self.endInsertRows()
        return len(table.weights)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        key = (lambda r: name_order(r[NAME])) if column == NAME else (lambda r: r[WEIGHT])
        self._rows.sort(key=key, reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()


#: The most digits of n! a Shapley-Shubik tooltip gives in full, with the fraction; past them (games of
#: 34 blocks and more), the counts are shortened.
EXACT_TIP_LENGTH = 40

#: The results table's columns: header (on two lines, so that a header is no wider than its
#: figures and all of them fit beside the names in a small window), tooltip.
RESULT_COLUMNS = (
    ("Name", "The block"),
    ("Weight", "Its votes"),
    ("Critical", "Coalitions without this block that lose, and win once it joins (swings)"),
    ("Banzhaf\n%", "Share of all swings, normalised Banzhaf index"),
    (
        "Banzhaf\nwhole %",
        "The Banzhaf % rounded down to a whole number (100 × critical ÷ all swings, the fraction dropped),"
        " so the column need not add up to 100",
    ),
    (
        "Shapley-\nShubik %",
        "Share of all orderings in which this block turns the coalition into a winner (hover a cell for "
        "the number of those orderings and the exact fraction)",
    ),
)


class ResultsModel(QAbstractTableModel):
    """The power of each block; the sort role (UserRole) gives exact numbers."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.result: PowerIndices | None = None

    def set_result(self, result: PowerIndices | None) -> None:
        self.beginResetModel()
        self.result = result
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self.result is None else len(self.result.swings)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(RESULT_COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return str(section + 1) if role == Qt.ItemDataRole.DisplayRole else None
        if role == Qt.ItemDataRole.DisplayRole:
            return RESULT_COLUMNS[section][0]
        if role == Qt.ItemDataRole.ToolTipRole:
            return RESULT_COLUMNS[section][1]
        return None

    def value(self, row: int, column: int) -> object:
        """The exact value behind a cell (str, int or Fraction; None when not computed)."""
        result = self.result
        assert result is not None
        game = result.game
        if column == 0:
            return game.names[row]
        if column == 1:
            return game.weights[row]
        if column == 2:
            return result.swings[row]
        if column == 3:
            return Fraction(result.swings[row], result.total_swings)
        if column == 4:
            return result.banzhaf_percent[row]
        return None if result.shapley_shubik is None else result.shapley_shubik[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or self.result is None:
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:  # asked of every cell: answered without its value
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter) if column > 0 else None
        if role == Qt.ItemDataRole.UserRole:  # swings sort by their share: same order, fits a float
            return sort_key(self.value(row, 3 if column == 2 else column))
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == COPY_ROLE:  # a count in full: shown rounded past 15 digits
            value = self.value(row, column)
            return str(value) if isinstance(value, int) else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(row, column)
        return None

    def text(self, row: int, column: int) -> str:
        """What a cell shows: a share as a percentage, a count shortened, "–" when not computed."""
        value = self.value(row, column)
        if value is None:
            return "–"
        if isinstance(value, Fraction):
            return percent_text(float(value))
        return short_number(value) if isinstance(value, int) else str(value)

    def _tip(self, row: int, column: int) -> str | None:
        """The whole name (the column may cut it to "…"), a count in full, or a Shapley-Shubik index as
        the orderings it is pivotal in and an exact fraction."""
        value = self.value(row, column)
        result = self.result
        assert result is not None
        if column == 0:
            return value  # type: ignore[return-value]
        if column == 1:
            return count_tip(value)  # type: ignore[arg-type]
        if column == 2:
            absolute = f"{result.banzhaf_absolute[row]:.6g}"
            return exact_tip(
                f"{value:,} of {result.total_swings:,} swings in all; absolute (Penrose) Banzhaf measure "
                f"{value:,} / 2^{len(result.swings) - 1} = {absolute}"
            )
        if column == 5 and result.pivots is not None:
            blocks, pivots = len(result.swings), result.pivots[row]
            orderings = math.factorial(blocks)
            # n! is the longest figure: the pivot count and the fraction's terms are no longer.
            if len(str(orderings)) <= EXACT_TIP_LENGTH:
                return exact_tip(f"{pivots:,} of {orderings:,} orderings = {value}")
            # Hundreds of digits in a big game: shortened (the CLI's --json gives them in full).
            return exact_tip(f"{short_number(pivots)} of {short_number(orderings)} ({blocks}!) orderings")
        return None


def count_tip(count: int) -> str | None:
    """``count`` in full as a tooltip, when the figure shown rounds it."""
    return full_count_tip(f"{count:,}", count) or None


def percent_text(share: float) -> str:
    """``share`` as a percentage to two decimals; a share too small to show as 0.01 but not zero as
    "<0.01", so that a block with some power never reads as one with none."""
    percent = 100 * share
    return "<0.01" if 0 < percent < 0.005 else f"{percent:.2f}"


def name_order(name: str) -> str:
    """What a name sorts by: its letters with accents and case folded ("Écologistes" beside "Ecology",
    not after "Zentrum"), then the name itself, so that names folding alike keep one order. A string,
    not a tuple, so that the results table's proxy model can compare it."""
    return f"{fold(name)}\0{name}"


def sort_key(value: object) -> object:
    """What a table sorts a cell by: names by :func:`name_order`, numbers as floats (the largest
    counts, past what a float holds, as infinity rather than an error; -1 for a value not computed)."""
    if isinstance(value, str):
        return name_order(value)
    if value is None:
        return -1.0
    try:
        return float(value)  # type: ignore[arg-type]
    except OverflowError:
        return math.inf
