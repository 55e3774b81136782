"""Qt models of the Minesweeper tab: the board being played or edited, and the arrangement list.

``BoardModel`` wraps a solver ``Game`` (play mode) or an editable ``Position`` (editor mode)
and emits ``changed`` whenever what the player sees changes; it never touches a widget. The
positions edited are kept in an undo history, so that no edit, and no position opened over
another, loses one for good.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt, Signal

from boggle_desktop.undo_history import UndoHistory
from solvers.minesweeper.analysis import Analysis
from solvers.minesweeper.arrangements import FrontierArrangements
from solvers.minesweeper.game import FirstClick, Game, Status
from solvers.minesweeper.position import FLAG, HIDDEN, Position
from solvers.wording import counted, short_number

PLAY = "play"
EDIT = "edit"


@dataclass(frozen=True)
class Edited:
    """What Undo and Redo bring back: the position edited and the file it was opened from or last saved
    in (None: a sample, a game, the position kept from last time)."""

    position: Position
    origin: Path | None = None


class BoardModel(QObject):
    changed = Signal()  # cells, status or mode changed
    game_over = Signal(bool)  # True when won
    history_changed = Signal()  # what Undo and Redo can do changed (an edit, or the mode)
    document_changed = Signal()  # the file of the position on the board (``document``) may have changed

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = PLAY
        self.game: Game = Game(9, 9, 10, seed=None, first_click=FirstClick.ZERO)
        self.history: UndoHistory[Edited] = UndoHistory(Edited(self.game.position()), limit=500)
        self.started_at: float | None = None
        self.finished_at: float | None = None

    @property
    def _state(self) -> Edited:
        assert self.history.current is not None
        return self.history.current

    @property
    def edited(self) -> Position:
        """The position being edited (kept while a game is played)."""
        return self._state.position

    @property
    def document(self) -> Path | None:
        """The file of the position on the board: the one edited came from, a game from none."""
        return self._state.origin if self.mode == EDIT else None

    def set_origin(self, origin: Path) -> None:
        """The position edited was just saved in the file ``origin``: no step to undo."""
        self.history.amend(replace(self._state, origin=origin))
        self.document_changed.emit()

    # -- what the views draw ---------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.game.width if self.mode == PLAY else self.edited.width

    @property
    def height(self) -> int:
        return self.game.height if self.mode == PLAY else self.edited.height

    @property
    def total_mines(self) -> int:
        return self.game.mines if self.mode == PLAY else self.edited.mines

    def cells(self) -> list[int]:
        return list(self.game.state) if self.mode == PLAY else list(self.edited.cells)

    def analysed_position(self) -> Position:
        """What the analyser looks at: in play the player's flags are only guesses, so they count
        as hidden; in the editor a flag is a known mine."""
        return self.game.position() if self.mode == PLAY else self.edited

    @property
    def status(self) -> Status:
        return self.game.status if self.mode == PLAY else Status.PLAYING

    def mines_to_show(self) -> set[int]:
        """Mines revealed once a game is lost."""
        if self.mode == PLAY and self.game.status is Status.LOST:
            return set(self.game.mine_cells)
        return set()

    def wrong_flags(self) -> set[int]:
        """The flags on no mine, shown once a game is lost."""
        if self.mode == PLAY and self.game.status is Status.LOST:
            return {i for i, cell in enumerate(self.game.state) if cell == FLAG and not self.game.is_mine(i)}
        return set()

    def mines_left_display(self) -> int:
        if self.mode == PLAY:
            return self.game.mines - self.game.flags
        return self.edited.mines_left

    def elapsed(self) -> int:
        if self.started_at is None:
            return 0
        end = self.finished_at if self.finished_at is not None else time.monotonic()
        return int(end - self.started_at)

    # -- play ------------------------------------------------------------------------------
    def new_game(
        self, width: int, height: int, mines: int, first_click: FirstClick, seed: Any = None
    ) -> None:
        self.game = Game(width, height, mines, seed=seed, first_click=first_click)
        self.mode = PLAY
        self.started_at = self.finished_at = None
        self._shown()

    def reveal(self, row: int, col: int) -> None:
        if self.mode != PLAY:
            return
        self._before_move()
        if self.game.state[row * self.game.width + col] >= 0:
            self.game.chord(row, col)
        else:
            self.game.reveal(row, col)
        self._after_move()

    def chord(self, row: int, col: int) -> None:
        """Only a number chords: elsewhere (a hidden cell, a flag) it is no move, and starts no clock."""
        if self.mode != PLAY or self.game.state[row * self.game.width + col] < 1:
            return
        self._before_move()
        self.game.chord(row, col)
        self._after_move()

    def toggle_flag(self, row: int, col: int) -> None:
        if self.mode != PLAY:
            return
        self.game.toggle_flag(row, col)
        self.changed.emit()

    def _before_move(self) -> None:
        if self.started_at is None and self.game.status is Status.PLAYING:
            self.started_at = time.monotonic()

    def _after_move(self) -> None:
        if self.game.status is not Status.PLAYING and self.finished_at is None:
            self.finished_at = time.monotonic()
            self.changed.emit()
            self.game_over.emit(self.game.status is Status.WON)
            return
        self.changed.emit()

    # -- edit ------------------------------------------------------------------------------
    @property
    def game_touched(self) -> bool:
        """Whether the game has a move or a flag, so that it is a position worth editing."""
        return self.game.started or self.game.flags > 0

    def start_editing(self, position: Position | None = None, origin: Path | None = None) -> None:
        """Edit ``position``, from the file ``origin`` (a step to undo), by default the position last
        edited: a game played in between never takes its place unasked (see ``edit_game``). The game
        waits unchanged, its clock running, for the return to it. Whatever happened since the editor
        was left (a game played) ends a run of merged steps: a box's changes before it and after are
        two steps."""
        self.history.end_run()
        if position is not None:
            self.history.record(Edited(position, origin))
        self.mode = EDIT
        self._shown()

    def edit_game(self) -> None:
        """Edit the game on the board, its flags as known mines, in place of the position edited."""
        self.start_editing(self.game.position(flags_as_mines=True))

    def stop_editing(self) -> None:
        """Back to the game on the board."""
        self.mode = PLAY
        self._shown()

    # -- undo and redo of the edits, as Edit > Undo and Redo and the editor's buttons ask ---------
    @property
    def can_undo(self) -> bool:
        """Only in the editor: a game's moves are not edits."""
        return self.mode == EDIT and self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.mode == EDIT and self.history.can_redo

    def undo(self) -> None:
        if self.can_undo:
            self.history.undo()
            self._shown()

    def redo(self) -> None:
        if self.can_redo:
            self.history.redo()
            self._shown()

    def end_run(self) -> None:
        """The focus left a box, or Enter was pressed in it: its next change is a step of its own."""
        self.history.end_run()

    def forget_history(self) -> None:
        """Keep the position being edited only (as the app starts: nothing before it to undo)."""
        self.history.forget()
        self.history_changed.emit()

    def _edit(self, position: Position, merge: str = "") -> None:
        """``position`` is edited now; a run of steps of one ``merge`` kind is one step to undo."""
        self.history.record(replace(self._state, position=position), merge)
        self._shown()

    def _shown(self) -> None:
        self.changed.emit()
        self.history_changed.emit()
        self.document_changed.emit()

    # The editor never changes the mine total the user set: while it does not fit the flags and
    # the hidden cells, the analysis says the position is impossible, and why.
    def set_cell(self, row: int, col: int, value: int) -> None:
        """Set one cell in the editor."""
        if self.mode == EDIT:
            self._edit(self.edited.with_cell(row, col, value))

    def set_total_mines(self, mines: int) -> None:
        if self.mode == EDIT and mines != self.edited.mines:
            self._edit(replace(self.edited, mines=mines), "mines")

    def resize_editor(self, width: int, height: int) -> None:
        """Change the editor's board size, keeping the cells that still fit (new cells hidden)."""
        if self.mode != EDIT or (width, height) == (self.edited.width, self.edited.height):
            return
        old = self.edited
        cells = [
            old.at(row, col) if row < old.height and col < old.width else HIDDEN
            for row in range(height)
            for col in range(width)
        ]
        self._edit(replace(old, width=width, height=height, cells=tuple(cells)), "size")


class ArrangementListModel(QAbstractListModel):
    """Every frontier arrangement of an analysis, one row each, computed only when a view asks.

    Rows beyond ``MAX_ROWS`` are not listed (a view measures its rows in pixels with 32-bit
    integers, so billions would not fit); the panel shows the true total.
    """

    MAX_ROWS = 1_000_000
    BoardsRole = Qt.ItemDataRole.UserRole + 1
    MinesRole = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._arrangements: FrontierArrangements | None = None
        self._position: Position | None = None
        self._cache: dict[int, Any] = {}
        self.certain: frozenset[int] = frozenset()

    def set_analysis(self, analysis: Analysis | None) -> None:
        self.beginResetModel()
        self._arrangements = FrontierArrangements(analysis) if analysis is not None else None
        self._position = analysis.position if analysis is not None else None
        self._cache = {}
        # certain mines are in every arrangement: the rows list only the cells that vary
        self.certain = frozenset(analysis.mines) if analysis is not None else frozenset()
        self.endResetModel()

    @property
    def total(self) -> int:
        return self._arrangements.count if self._arrangements is not None else 0

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid():
            return 0
        return min(self.total, self.MAX_ROWS)

    def item(self, row: int) -> Any:
        assert self._arrangements is not None
        found = self._cache.get(row)
        if found is None:
            if len(self._cache) > 2000:
                self._cache.clear()
            found = self._cache[row] = self._arrangements[row]
        return found

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if not index.isValid() or self._arrangements is None or self._position is None:
            return None
        row = index.row()
        arrangement = self.item(row)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._row_text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._row_text(row, exact=True)
        if role == self.BoardsRole:
            return str(arrangement.boards)
        if role == self.MinesRole:
            return list(arrangement.mines)
        return None

    def _cells(self, cells: Iterable[int]) -> str:
        assert self._position is not None
        return ", ".join(f"({r + 1},{c + 1})" for r, c in map(self._position.coords, cells))

    def _row_text(self, row: int, exact: bool = False) -> str:
        """A row: its counts, then (from the second row on) the cells where it differs from the row
        above, which tell neighbouring rows apart, and only then all its uncertain mines, which a
        narrow view cuts off (the tooltip, ``exact``, has the whole row and the exact count)."""
        arrangement = self.item(row)
        mines, boards = len(arrangement.mines), arrangement.boards
        shown = f"{boards:,}" if exact else short_number(boards)
        text = f"#{row + 1}: {counted(mines, 'mine')}, {counted(boards, 'board', shown)}"
        if row > 0:
            text += f"; {self._change(row)}"
        varying = [i for i in arrangement.mines if i not in self.certain]
        if varying:
            return f"{text}; uncertain ones at {self._cells(varying)}"
        return f"{text}; no uncertain ones" if mines else text

    def _change(self, row: int) -> str:
        """How arrangement ``row`` differs from the one above: ``unlike #2, a mine at (1,3), none at (1,4)``
        (one part is missing when the mines of one row are among those of the other)."""
        here, above = set(self.item(row).mines), set(self.item(row - 1).mines)
        parts = [f"unlike #{row}"]
        if added := sorted(here - above):
            parts.append(f"{'a mine' if len(added) == 1 else 'mines'} at {self._cells(added)}")
        if removed := sorted(above - here):
            parts.append(f"none at {self._cells(removed)}")
        return ", ".join(parts)
