"""Qt models for the crossword tab: the editable grid, trace playback, candidates, the comparison."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QTimer,
    Signal,
)

from boggle_desktop.table_model import RowTableModel
from boggle_desktop.undo_history import KeepsHistory, UndoHistory
from solvers.crossword import Grid, Replayer, Slot, empty_grid, grid_from_rows
from solvers.crossword.candidates import SlotEntry
from solvers.crossword.grid import ACROSS, BLOCK, EMPTY, direction_name
from solvers.crossword.index import UNKNOWN_LEVEL
from solvers.crossword.trace import SOLUTION, UNDO, WIPEOUT

_Index = QModelIndex | QPersistentModelIndex


def _blocks(rows: Sequence[str]) -> list[list[bool]]:
    return [[ch == BLOCK for ch in row] for row in rows]


@dataclass(frozen=True)
class GridState:
    """What Undo and Redo bring back: a grid, the words fills never use, the complete fill shown
    over the grid (not kept in it) when it was left, so that undoing a stray edit does not cost a
    fill a search found, and the file the grid came from (None: a sample or a New grid), where
    Save offers to save it."""

    grid: Grid
    fill: tuple[str, ...] | None = None
    excluded: frozenset[str] = frozenset()
    origin: Path | None = None


#: :meth:`GridModel.set_grid`'s origin for a grid made from the one shown (an edit): that one's file.
SAME_ORIGIN: Any = object()


class GridModel(KeepsHistory, QObject):
    """The grid being edited: blocks, locked letters, optional 180-degree symmetry, the words fills
    never use, undo and redo.

    Every change, a sample or file chosen over the grid and a word left out included, can be undone,
    so no click loses typed entries for good. ``changed`` says the grid changed, ``excluded_changed``
    the words never used, ``origin_changed`` the file it came from. ``shown_fill`` tells the complete
    fill shown over the grid, if any: the step left keeps it."""

    changed = Signal()
    excluded_changed = Signal()
    origin_changed = Signal()
    history_changed = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        shown_fill: Callable[[], Sequence[str] | None] = lambda: None,
    ) -> None:
        super().__init__(parent)
        self.history: UndoHistory[GridState] = UndoHistory(GridState(empty_grid(5, 5)), limit=500)
        self.symmetric = True
        self.shown_fill = shown_fill

    @property
    def _state(self) -> GridState:
        assert self.history.current is not None
        return self.history.current

    @property
    def grid(self) -> Grid:
        return self._state.grid

    @property
    def fill(self) -> tuple[str, ...] | None:
        """The fill that was shown over the grid when it was left, shown again by Undo or Redo."""
        return self._state.fill

    @property
    def excluded(self) -> frozenset[str]:
        """The words no fill may use."""
        return self._state.excluded

    @property
    def origin(self) -> Path | None:
        """The file the grid shown was opened from or last saved in (None: a sample or a New grid)."""
        return self._state.origin

    def set_grid(self, grid: Grid, merge: str = "", origin: Path | None = SAME_ORIGIN) -> None:
        """Show ``grid``, which comes from the file ``origin`` (by default the file of the grid it
        replaces, as an edit of it does); a step of the same ``merge`` kind as the last joins it (one
        Undo for both). The same grid from another file is no step: only its file changes."""
        origin = self.origin if origin is SAME_ORIGIN else origin
        if grid != self.grid:
            self._step(GridState(grid, excluded=self.excluded, origin=origin), merge)
        else:
            self.set_origin(origin)

    def set_origin(self, origin: Path | None) -> None:
        """The grid shown comes from the file ``origin`` (opened, or just saved there): no step to
        undo, nor the end of a run of merged steps."""
        before = self.origin
        self.history.current = replace(self._state, origin=origin)
        if origin != before:
            self.origin_changed.emit()

    def set_excluded(self, excluded: frozenset[str]) -> None:
        """Make ``excluded`` the words no fill may use (one step to undo)."""
        if excluded != self.excluded:
            self._step(GridState(self.grid, excluded=excluded, origin=self.origin))

    def _step(self, state: GridState, merge: str = "") -> None:
        before = self._keep_fill()
        self.history.record(state, merge)
        self._shown(before)

    def _keep_fill(self) -> GridState:
        """Keep the fill on screen with the state about to be left; returns that state."""
        fill = self.shown_fill()
        self.history.amend(replace(self._state, fill=None if fill is None else tuple(fill)))
        return self._state

    def _shown(self, before: GridState) -> None:
        """Say what differs from the state shown ``before``."""
        if self.grid != before.grid:
            self.changed.emit()
        if self.excluded != before.excluded:
            self.excluded_changed.emit()
        if self.origin != before.origin:
            self.origin_changed.emit()
        self.history_changed.emit()

    def undo(self) -> None:
        before = self._keep_fill()
        if self.history.undo() is not None:
            self._shown(before)

    def redo(self) -> None:
        before = self._keep_fill()
        if self.history.redo() is not None:
            self._shown(before)

    def forget_history(self) -> None:
        self.history.forget()
        self.history_changed.emit()

    def new(self, height: int, width: int) -> None:
        self.set_grid(empty_grid(height, width, f"new {height}x{width}"), origin=None)

    def set_rows(self, rows: list[str]) -> None:
        """Make ``rows`` (letters, ``.`` and ``#``) the grid, keeping its name. While the blocks stay
        where they are the slots stay too, so a slot list's slots survive letters typed in."""
        if self.grid.rows == tuple(rows):
            return
        if _blocks(rows) == _blocks(self.grid.rows):
            self.set_grid(Grid(tuple(rows), self.grid.slots, self.grid.name))
        else:
            self.set_grid(grid_from_rows(rows, self.grid.name))

    def toggle_block(self, row: int, col: int) -> str:
        """Toggle a block at the clicked cell and, with symmetry on, at the opposite cell too, unless
        that one holds a typed letter: a toggle never costs a letter the setter did not click. The
        clicked cell's own letter does give way, as asked. Returns a note for the status line when
        the opposite cell was left alone, else ``""``."""
        rows = list(self.grid.rows)
        value = EMPTY if rows[row][col] == BLOCK else BLOCK
        cells = {(row, col)}
        note = ""
        if self.symmetric:
            opposite = (self.grid.height - 1 - row, self.grid.width - 1 - col)
            kept = self.grid.cell(*opposite)
            if kept in (BLOCK, EMPTY) or opposite == (row, col):
                cells.add(opposite)
            else:
                note = (
                    f"The opposite cell (row {opposite[0] + 1}, column {opposite[1] + 1}) keeps its "
                    f"letter {kept.upper()}, so the grid is no longer symmetric."
                )
        for r, c in cells:
            rows[r] = rows[r][:c] + value + rows[r][c + 1 :]
        self.set_rows(rows)
        return note

    def set_letter(self, row: int, col: int, letter: str) -> None:
        """Lock a letter (``.`` clears the cell); a block typed over becomes a letter cell, but
        clearing leaves a block a block (only toggling one changes the slots)."""
        if letter == EMPTY and self.grid.cell(row, col) == BLOCK:
            return
        rows = list(self.grid.rows)
        rows[row] = rows[row][:col] + letter.lower() + rows[row][col + 1 :]
        self.set_rows(rows)

    def set_word(self, slot: Slot, word: str) -> None:
        """Lock ``word``'s letters in ``slot``'s cells (one step to undo)."""
        rows = [list(row) for row in self.grid.rows]
        for (row, col), letter in zip(slot.cells, word.lower(), strict=True):
            rows[row][col] = letter
        self.set_rows(["".join(row) for row in rows])

    def clear_letters(self) -> None:
        self.set_rows(
            ["".join(EMPTY if ch not in (BLOCK, EMPTY) else ch for ch in row) for row in self.grid.rows]
        )


class PlaybackModel(QObject):
    """A step position in a search trace, with play/pause at a chosen speed (events per second)."""

    stepped = Signal(int)
    playing_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replayer: Replayer | None = None
        self.speed = 20
        self._timer = QTimer(self)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._tick)
        self._owed = 0.0

    @property
    def length(self) -> int:
        return len(self.replayer.trace) if self.replayer else 0

    @property
    def step(self) -> int:
        return self.replayer.step if self.replayer else 0

    def load(self, replayer: Replayer | None) -> None:
        self.pause()
        self.replayer = replayer
        self.stepped.emit(self.step)

    def seek(self, step: int) -> None:
        if self.replayer is None:
            return
        step = max(0, min(step, self.length))
        if step != self.replayer.step:
            self.replayer.seek(step)
            self.stepped.emit(step)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(self.length)

    def forward(self) -> None:
        self.seek(self.step + 1)

    def back(self) -> None:
        self.seek(self.step - 1)

    def next_event(self, kinds: tuple[int, ...]) -> None:
        """Go to just after the next event of one of ``kinds`` (or the end)."""
        if self.replayer is None:
            return
        found = self.replayer.trace.next_of(self.step, kinds)
        self.seek(self.length if found is None else found + 1)

    def next_backtrack(self) -> None:
        self.next_event((UNDO, WIPEOUT))

    def next_solution(self) -> None:
        self.next_event((SOLUTION,))

    def set_speed(self, events_per_second: int) -> None:
        self.speed = max(1, events_per_second)

    @property
    def playing(self) -> bool:
        return self._timer.isActive()

    def play(self) -> None:
        if self.replayer is None:
            return
        if self.step >= self.length:
            self.seek(0)
        self._owed = 0.0
        self._timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.playing_changed.emit(False)

    def toggle(self) -> None:
        self.pause() if self.playing else self.play()

    def _tick(self) -> None:
        self._owed += self.speed * self._timer.interval() / 1000
        count = int(self._owed)
        self._owed -= count
        if count:
            self.seek(self.step + count)
        if self.step >= self.length:
            self.pause()


@dataclass(frozen=True)
class Candidate:
    word: str
    level: int | None
    #: Fewest candidates this word leaves any open crossing slot (None: no open crossing).
    crossing_options: int | None


class CandidatesModel(RowTableModel):
    """Candidate words for one slot: word, commonness level, options left to its crossings."""

    headers = ("Word", "Level", "Crossing options")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.total = 0
        self.slot: Slot | None = None
        self.pattern = ""

    @property
    def rows(self) -> list[Candidate]:
        return self.items()

    def set_candidates(self, slot: Slot | None, pattern: str, rows: list[Candidate], total: int) -> None:
        self.slot, self.pattern, self.total = slot, pattern, total
        self.set_items(rows)

    def _cell(self, item: Candidate, column: int) -> tuple[str, Any]:
        value = (item.word.upper(), item.level, item.crossing_options)[column]
        if value is None:
            # A word without a level sorts as the rarest, after level 95.
            return "", UNKNOWN_LEVEL if column == 1 else -1
        return str(value), value


class PatternWordsModel(CandidatesModel):
    """The words fitting a pattern typed in: word and commonness level (no crossings to count)."""

    headers = ("Word", "Level")


class EntriesModel(RowTableModel):
    """Every slot's entry in the grid shown: clue number, letters, commonness level of the word."""

    headers = ("No.", "Entry", "Level")

    @property
    def rows(self) -> list[SlotEntry]:
        return self.items()

    def _right_aligned(self, column: int) -> bool:
        return column == 2

    def _cell(self, item: SlotEntry, column: int) -> tuple[str, Any]:
        if column == 0:
            direction = item.slot.direction
            return f"{item.number} {direction_name(direction)}", (
                0 if direction == ACROSS else 10_000
            ) + item.number
        if column == 1:
            return item.pattern.upper(), item.pattern
        if item.level is not None:
            return str(item.level), item.level
        if item.in_list:
            return "", UNKNOWN_LEVEL
        complete = "?" not in item.pattern
        return ("not in the list" if complete else ""), (UNKNOWN_LEVEL + 1 if complete else -1)


@dataclass(frozen=True)
class ComparisonRow:
    algorithm: str
    nodes: int
    backtracks: int
    seconds: float
    result: str


class RowRelay(QObject):
    """Hands rows from a worker thread to the GUI thread: ``send`` may be called from any thread,
    and ``arrived`` reaches a QObject's method in that object's thread (a queued connection; a
    lambda would run in the worker)."""

    arrived = Signal(object)

    def send(self, row: object) -> None:
        self.arrived.emit(row)


class ComparisonModel(RowTableModel):
    """The exercise's report: each algorithm's nodes, backtracks, time and result on one grid."""

    headers = ("Algorithm", "Nodes", "Backtracks", "Seconds", "Result")

    @property
    def rows(self) -> list[ComparisonRow]:
        return self.items()

    def clear(self) -> None:
        self.set_items([])

    def add(self, row: ComparisonRow) -> None:
        self.append(row)

    def _right_aligned(self, column: int) -> bool:
        return column in (1, 2, 3)

    def _cell(self, item: ComparisonRow, column: int) -> tuple[str, Any]:
        value = (item.algorithm, item.nodes, item.backtracks, item.seconds, item.result)[column]
        if column in (1, 2):
            return f"{value:,}", value
        if column == 3:
            return f"{value:.3f}", value
        return str(value), value
