"""Minesweeper games: seeded generation, two first-click rules, reveal with flood fill, flag, chord."""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from solvers.grids import neighbour_table
from solvers.minesweeper.position import FLAG, HIDDEN, Position


@dataclass(frozen=True)
class Level:
    name: str
    width: int
    height: int
    mines: int


LEVELS: dict[str, Level] = {
    "beginner": Level("beginner", 9, 9, 10),
    "intermediate": Level("intermediate", 16, 16, 40),
    "expert": Level("expert", 30, 16, 99),
}


class FirstClick(StrEnum):
    SAFE = "safe"  # the first revealed cell is never a mine
    ZERO = "zero"  # the first revealed cell and its neighbours are never mines: it opens a zero


class GameError(ValueError):
    """An impossible game setup or move; the message says what is wrong."""


class Status(StrEnum):
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


def check_setup(width: int, height: int, mines: int, first_click: FirstClick) -> None:
    if width < 1 or height < 1:
        raise GameError(f"the board must be at least 1x1, not {width}x{height}")
    if mines < 0:
        raise GameError(f"the mine count cannot be negative ({mines})")
    reserved = 9 if first_click is FirstClick.ZERO else 1
    room = width * height - min(reserved, width * height)
    if mines > room:
        rule = "open a zero" if first_click is FirstClick.ZERO else "be safe"
        raise GameError(
            f"a {width}x{height} board has room for at most {room} mines when the first click must {rule}"
        )


class Game:
    """One game. Mines are placed at the first reveal so that the first-click rule holds.

    ``mine_layout`` (a set of cell indices) fixes the mines instead, for tests and replays.
    """

    def __init__(
        self,
        width: int,
        height: int,
        mines: int,
        seed: int | str | None = None,
        first_click: FirstClick | str = FirstClick.ZERO,
        mine_layout: set[int] | None = None,
    ) -> None:
        first_click = FirstClick(first_click)
        if mine_layout is None:
            check_setup(width, height, mines, first_click)
        self.width = width
        self.height = height
        self.mines = mines
        self.first_click = first_click
        self.seed = seed
        self.neighbours = neighbour_table(width, height)
        self.state: list[int] = [HIDDEN] * (width * height)
        self.status = Status.PLAYING
        self.exploded: int | None = None
        self.revealed_count = 0
        self._mine: list[bool] | None = None
        if mine_layout is not None:
            if (
                width < 1
                or height < 1
                or len(mine_layout) != mines
                or any(not 0 <= i < width * height for i in mine_layout)
            ):
                raise GameError(f"the mine layout must hold {mines} distinct cells of the board")
            self._set_mines(mine_layout)

    @classmethod
    def for_level(
        cls, level: str, seed: int | str | None = None, first_click: FirstClick | str = FirstClick.ZERO
    ) -> Game:
        try:
            spec = LEVELS[level]
        except KeyError:
            raise GameError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None
        return cls(spec.width, spec.height, spec.mines, seed, first_click)

    # -- state -----------------------------------------------------------------------------
    @property
    def started(self) -> bool:
        return self._mine is not None

    def is_mine(self, index: int) -> bool:
        """Whether a cell holds a mine (only once the mines are placed; for showing a lost game)."""
        return bool(self._mine and self._mine[index])

    @property
    def mine_cells(self) -> list[int]:
        return [i for i, m in enumerate(self._mine or []) if m]

    @property
    def flags(self) -> int:
        return self.state.count(FLAG)

    def position(self, flags_as_mines: bool = False) -> Position:
        """What the player sees. Flags are the player's guesses, so by default they count as hidden."""
        cells = self.state if flags_as_mines else [HIDDEN if c == FLAG else c for c in self.state]
        return Position(self.width, self.height, self.mines, tuple(cells))

    # -- moves -----------------------------------------------------------------------------
    def reveal(self, row: int, col: int) -> list[int]:
        """Reveal a cell (flood-filling zeros); returns the newly revealed cells. A flag is left alone."""
        index = self._index(row, col)
        if self.status is not Status.PLAYING or self.state[index] != HIDDEN:
            return []
        if self._mine is None:
            self._place_mines(index)
        assert self._mine is not None
        if self._mine[index]:
            self.status = Status.LOST
            self.exploded = index
            return []
        return self._open([index])

    def toggle_flag(self, row: int, col: int) -> None:
        index = self._index(row, col)
        if self.status is not Status.PLAYING:
            return
        if self.state[index] == HIDDEN:
            self.state[index] = FLAG
        elif self.state[index] == FLAG:
            self.state[index] = HIDDEN

    def chord(self, row: int, col: int) -> list[int]:
        """On a revealed number with that many adjacent flags, reveal every other hidden neighbour."""
        index = self._index(row, col)
        value = self.state[index]
        if self.status is not Status.PLAYING or value < 1:
            return []
        around = self.neighbours[index]
        if sum(1 for n in around if self.state[n] == FLAG) != value:
            return []
        opened: list[int] = []
        for n in around:
            if self.state[n] == HIDDEN:
                if self._mine is not None and self._mine[n]:
                    self.status = Status.LOST
                    self.exploded = n
                    return opened
                opened.extend(self._open([n]))
        return opened

    # -- internals -------------------------------------------------------------------------
    def _index(self, row: int, col: int) -> int:
        if not (0 <= row < self.height and 0 <= col < self.width):
            raise GameError(f"cell (row {row}, column {col}) is off the {self.width}x{self.height} board")
        return row * self.width + col

    def _place_mines(self, first: int) -> None:
        reserved = {first}
        if self.first_click is FirstClick.ZERO:
            reserved.update(self.neighbours[first])
        allowed = [i for i in range(self.width * self.height) if i not in reserved]
        rng = random.Random(self.seed)
        self._set_mines(set(rng.sample(allowed, self.mines)))

    def _set_mines(self, layout: set[int]) -> None:
        self._mine = [i in layout for i in range(self.width * self.height)]

    def _open(self, start: list[int]) -> list[int]:
        assert self._mine is not None
        mine = self._mine
        state = self.state
        neighbours = self.neighbours
        opened: list[int] = []
        stack = list(start)
        while stack:
            index = stack.pop()
            if state[index] != HIDDEN:
                continue
            around = neighbours[index]
            count = sum(1 for n in around if mine[n])
            state[index] = count
            opened.append(index)
            if count == 0:
                stack.extend(n for n in around if state[n] == HIDDEN)
        self.revealed_count += len(opened)
        if self.revealed_count == self.width * self.height - self.mines:
            self.status = Status.WON
            for index in self.mine_cells:  # as the classic game shows a win: every mine flagged
                state[index] = FLAG
        return opened
