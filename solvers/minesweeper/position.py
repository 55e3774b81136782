"""A partly revealed Minesweeper position and its text format.

The text format is compatible with JSMinesweeper's ``.mine`` files: a header
``WIDTHxHEIGHTxMINES``, then one line per row with one character per cell:
``0``-``8`` a revealed number, ``H`` a hidden cell, ``F`` a flag (a known mine), ``?`` a cell
revealed without its number (so not a mine, and it constrains nothing; ``P`` is read as ``?``
too, the letter of the seed blog's array). ``MINES`` counts every mine on the board, flagged
ones included. JSMinesweeper's other letters are read as it reads them: ``M`` and ``O`` are
flags, ``I`` is hidden. Its ``?`` (a mine shown after a lost game, which it reads back as hidden)
is the one letter whose meaning differs: this format's ``?`` came first and is kept.

Lines starting with ``#`` are comments: a position keeps them, in their order, and writes them back
above its header. A row's cells are written side by side (``H10``) or one space or one tab apart
(``H 1 0``), since neither is a cell.

A position is read as written, even one whose mine total does not fit its flags and hidden
cells (an editor holds such a position while it is being set up): :func:`check_mine_total`, which
the analysis calls, says why it cannot occur.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from functools import cached_property

from solvers.grids import neighbour_table
from solvers.letters import describe_character
from solvers.text_file import FileKind, NotUtf8Error, RefusedFileError, decode_utf8, placed
from solvers.wording import counted, counted_subject

HIDDEN = -1
FLAG = -2
#: Revealed, so not a mine, but its number is not given: it constrains nothing.
UNNUMBERED = -3

_CELL_TO_CHAR = {HIDDEN: "H", FLAG: "F", UNNUMBERED: "?", **{n: str(n) for n in range(9)}}
#: ``P`` is the seed blog's letter for a revealed cell whose number does not matter.
#: JSMinesweeper reads ``M`` and ``O`` as flags and ``I`` (a mine it found, not flagged) as hidden.
_CHAR_TO_CELL = {
    **{char: value for value, char in _CELL_TO_CHAR.items()},
    "P": UNNUMBERED,
    "M": FLAG,
    "O": FLAG,
    "I": HIDDEN,
}
#: Said with the reason a position with ``?`` cells is impossible (see analysis.analyse): such a file
#: may have come from JSMinesweeper, whose lost games read that way here.
JS_QUESTION_MARK_NOTE = (
    "? is read as a revealed cell without its number; in a file from JSMinesweeper a ? is a mine "
    "shown after a lost game, so change those to H"
)
#: What may stand between a row's cells: one of these, between every two of them.
_CELL_GAPS = frozenset(" \t")
_HEADER = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*[xX]\s*(\d+)\s*$")

#: Position files: one byte a cell and one a row, so 1 MiB holds a board of a million cells (expert
#: is 30x16).
POSITION_FILE = FileKind("a position file", 1 << 20)


class PositionError(ValueError):
    """A position that cannot be read or cannot occur; the message says where."""


@dataclass(frozen=True)
class Position:
    """``cells`` is row-major: ``cells[row * width + col]`` is HIDDEN, FLAG, UNNUMBERED or a number 0-8.
    ``comments`` are the comment lines of the file it was read from, each as written (``# game 3``)."""

    width: int
    height: int
    mines: int
    cells: tuple[int, ...]
    comments: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.width < 1 or self.height < 1:
            raise PositionError(f"the board must be at least 1x1, not {self.width}x{self.height}")
        if len(self.cells) != self.width * self.height:
            raise PositionError(
                f"a {self.width}x{self.height} board has {self.width * self.height} cells, "
                f"got {len(self.cells)}"
            )
        for index, cell in enumerate(self.cells):
            if cell not in _CELL_TO_CHAR:
                row, col = divmod(index, self.width)
                raise PositionError(f"cell (row {row}, column {col}) has the invalid value {cell!r}")
        if self.mines < 0:
            raise PositionError(f"the mine count cannot be negative ({self.mines})")
        for comment in self.comments:
            if not comment.startswith("#") or len(comment.splitlines()) != 1:
                raise PositionError(f"a comment is one line starting with #, not {comment!r}")

    def at(self, row: int, col: int) -> int:
        return self.cells[row * self.width + col]

    def index(self, row: int, col: int) -> int:
        return row * self.width + col

    def coords(self, index: int) -> tuple[int, int]:
        return divmod(index, self.width)

    @cached_property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """For every cell index, the indices of its (up to 8) neighbours."""
        return neighbour_table(self.width, self.height)

    @property
    def flags(self) -> int:
        return self.cells.count(FLAG)

    @property
    def mines_left(self) -> int:
        return self.mines - self.flags

    def check_mine_total(self) -> None:
        """Raise :class:`PositionError` saying why the mine total cannot fit the flags and the
        hidden cells (the numbers are the analysis's to check)."""
        flags = self.flags
        if flags > self.mines:
            flagged = counted_subject(flags, "cell")
            has = f"only {counted(self.mines, 'mine')}" if self.mines else "no mines"
            raise PositionError(f"{flagged} flagged but the board has {has}")
        hidden = self.cells.count(HIDDEN)
        if self.mines - flags > hidden:
            left = counted_subject(self.mines - flags, "mine")
            raise PositionError(f"{left} left but only {counted_subject(hidden, 'cell')} hidden")

    def with_cell(self, row: int, col: int, value: int, mines: int | None = None) -> Position:
        """A copy with one cell changed (and optionally the mine total); the cells are checked, the
        mine total is not (see :meth:`check_mine_total`)."""
        cells = list(self.cells)
        cells[self.index(row, col)] = value
        return replace(self, mines=self.mines if mines is None else mines, cells=tuple(cells))

    def to_text(self) -> str:
        lines = [*self.comments, f"{self.width}x{self.height}x{self.mines}"]
        for row in range(self.height):
            start = row * self.width
            lines.append("".join(map(cell_char, self.cells[start : start + self.width])))
        return "\n".join(lines) + "\n"


def is_revealed(value: int) -> bool:
    """Whether a cell value is a revealed cell, with its number or without (UNNUMBERED)."""
    return value >= 0 or value == UNNUMBERED


def cell_char(value: int) -> str:
    """How a cell value is written in the text format: ``0``-``8``, ``H``, ``F`` or ``?``."""
    return _CELL_TO_CHAR[value]


def parse_position(text: str, source: str = "position") -> Position:
    """Read the ``WxHxM`` text format, keeping its comment lines; errors name the line and column
    (both from 1)."""
    numbered = [(n, line.strip()) for n, line in enumerate(text.splitlines(), start=1)]
    comments = tuple(line for _, line in numbered if line.startswith("#"))
    numbered = [(n, line) for n, line in numbered if line and not line.startswith("#")]
    if not numbered:
        raise PositionError(f"{source}: empty; expected a header like 9x9x10 and then the rows")
    header_line, header = numbered[0]
    match = _HEADER.match(header)
    if not match:
        raise PositionError(
            f"{source}, line {header_line}: expected a header WIDTHxHEIGHTxMINES "
            f"such as 30x16x99, got {header!r}"
        )
    width, height, mines = (int(g) for g in match.groups())
    if width < 1 or height < 1:
        raise PositionError(f"{source}, line {header_line}: the board must be at least 1x1")
    rows = numbered[1:]
    if len(rows) != height:
        where = f"line {rows[-1][0]}" if rows else f"after line {header_line}"
        raise PositionError(f"{source}, {where}: the header promises {height} rows but there are {len(rows)}")
    cells: list[int] = []
    for line_no, line in rows:
        row = _row_cells(line, f"{source}, line {line_no}")
        if len(row) != width:
            raise PositionError(
                f"{source}, line {line_no}: the header promises {width} columns but this row has {len(row)}"
            )
        cells.extend(row)
    return Position(width, height, mines, tuple(cells), comments)


def _row_cells(line: str, where: str) -> list[int]:
    """The cells of a row written side by side (``H10``) or one gap apart (``H 1 0``); the first
    character that is not a cell is named with its column."""
    spaced = line[1:2] != "" and line[1] in _CELL_GAPS  # its first gap says how the row is written
    cells: list[int] = []
    for col, char in enumerate(line, start=1):
        if spaced and col % 2 == 0:
            if char not in _CELL_GAPS:  # "H 10": the gap the row's first cells promise is missing
                raise PositionError(
                    f"{where}, column {col}: {describe_character(char)} where a gap belongs; {_ROW_LAYOUT}"
                )
            continue
        value = _CHAR_TO_CELL.get(char.upper())
        if value is None:
            raise PositionError(f"{where}, column {col}: unexpected {_not_a_cell(char, line)}")
        cells.append(value)
    return cells


_ROW_LAYOUT = "a row's cells are written side by side, or one space or one tab apart"


def _not_a_cell(char: str, line: str) -> str:
    """``char`` named, and what a row holds instead; a gap or a note in the row is told how it is written."""
    if char.isspace():
        named = f"{describe_character(char)} (a space)" if char == " " else describe_character(char)
        said = f"{named}; {_ROW_LAYOUT}"
    else:
        said = (
            f"{describe_character(char)}; use 0-8 for a revealed number, H for hidden, F for a flag, "
            "? for revealed without its number"
        )
    if "#" in line:
        said += "; a comment goes on a line of its own, starting with #"
    return said


def read_position(path: str | os.PathLike[str], source: str | None = None) -> Position:
    """Read a position file; a missing or unreadable file is a :class:`PositionError` too.

    Messages start with ``source`` (by default the path), in the same words wherever a file is
    opened (the command line, the app)."""
    source = os.fspath(path) if source is None else source
    try:
        data = POSITION_FILE.read_path(path)
    except OSError as error:
        raise PositionError(f"{source}: cannot read the file ({error.strerror or error})") from None
    except RefusedFileError as error:
        raise PositionError(placed(source, str(error))) from None
    return position_from_bytes(data, source)


def position_from_bytes(data: bytes, source: str) -> Position:
    """A position file's bytes, read as :func:`read_position` reads a file's."""
    try:
        text = decode_utf8(data)
    except NotUtf8Error as error:
        raise PositionError(placed(source, str(error))) from None
    return parse_position(text, source=source)
