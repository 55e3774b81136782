"""Crossword grids: cells, word slots, and the three text formats they are read from.

A grid is a rectangle of cells, each a block (``#``), an empty cell (``.``) or
a pre-filled letter (``a``-``z``). A *slot* is a run of cells that takes one
word, across (``A``) or down (``D``). In a picture grid the slots are the
maximal runs of two or more non-block cells; a slot list gives them outright.
Letters are folded as :mod:`solvers.letters` does (``É`` and ``é`` are ``e``), in files and in
grids built in code alike, and both have the same size limits.

Formats (see resources/help/crossword.md):

* picture: one row per line, ``.`` or ``_`` empty, ``#``, ``*`` or ``0`` block, a
  letter for a pre-filled cell, the cells written together or one space (or tab) apart
  (``y o u r 0 0 0 0``, as the exercise prints its grids);
* van Beek's files: a ``rows cols`` line, then rows like ``(_ _ * _)``;
* slot lists (the exercise's): groups of four fields ``column row length A|D``
  separated by spaces or commas, any number of groups per line, 0-based;
* a picture followed by a ``slots:`` line in the slot-list syntax: the picture's letters with
  slots given outright (how a slot-list grid whose slots meet end to end is saved once it has
  letters).

A file may hold several grids, each introduced by a ``# name`` line
(``#`` followed by a space) unless that line is a picture row with gaps (``# . #``)
among others (see ``_names_a_grid``); grids are also separated by blank lines. Lines
starting with ``;`` are comments. ``\\r\\r\\n`` ends one line (see :func:`_lines`), and a picture
written double-spaced is read as one grid (see :func:`_double_spaced`).
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise
from pathlib import Path

from solvers.letters import describe_character, fold
from solvers.text_file import FileKind, NotUtf8Error, RefusedFileError, decode_utf8

BLOCK = "#"
EMPTY = "."
MAX_SIDE = 25
ACROSS, DOWN = "A", "D"

#: Grid files: a 25x25 grid takes about 1.3 KiB written with gaps (van Beek's file: 72 grids in
#: 38 KiB), so 2 MiB holds some 1,500 of the largest grids and 4,000 of 15x15.
GRID_FILE = FileKind("a grid file", 2 << 20)
#: Starts a line of a picture that gives its slots outright, in the slot-list syntax.
SLOTS_PREFIX = "slots:"
_EMPTY_CHARS = {".": EMPTY, "_": EMPTY}
_BLOCK_CHARS = {"#": BLOCK, "*": BLOCK, "0": BLOCK}
#: What may stand between a picture row's cells: a space, or a tab as a spreadsheet pastes them.
_CELL_GAPS = frozenset(" \t")
#: The cells of a grid as it holds them.
_PLAIN_CELLS = frozenset(BLOCK + EMPTY + "abcdefghijklmnopqrstuvwxyz")


class GridParseError(ValueError):
    """A grid that cannot be read or built: the message names the line and column of a file, or
    the row and column (1-based) of rows given in code."""

    def __init__(self, message: str, line: int | None = None, column: int | None = None) -> None:
        self.reason = message
        self.line = line
        self.column = column
        where = ""
        if line is not None:
            where = f"line {line}" + (f", column {column}" if column is not None else "") + ": "
        super().__init__(where + message)


class UnreadableGridFile(GridParseError):
    """A file whose text cannot be read as grids now: a save would replace it whole, losing what the
    app could not read (see :func:`with_grid_replaced`)."""


@dataclass(frozen=True)
class Slot:
    """One word slot: its first cell, direction and length (cells listed in order)."""

    index: int
    row: int
    col: int
    direction: str
    length: int

    @property
    def cells(self) -> tuple[tuple[int, int], ...]:
        dr, dc = self._step
        return tuple((self.row + dr * k, self.col + dc * k) for k in range(self.length))

    @property
    def last_cell(self) -> tuple[int, int]:
        """``cells[-1]`` without listing the cells (a slot list may ask for billions)."""
        dr, dc = self._step
        return self.row + dr * (self.length - 1), self.col + dc * (self.length - 1)

    @property
    def _step(self) -> tuple[int, int]:
        return (0, 1) if self.direction == ACROSS else (1, 0)

    def label(self) -> str:
        """For people: 1-based, e.g. ``5-across at row 1, column 3``."""
        direction = "across" if self.direction == ACROSS else "down"
        return f"{self.length}-{direction} at row {self.row + 1}, column {self.col + 1}"


@dataclass(frozen=True)
class Grid:
    """Rows of cells (``#``, ``.`` or a lowercase letter) and the slots to fill.

    Checked as it is made, so that no caller has to: letters are folded (``Z`` as ``z``, ``é`` as
    ``e``), and anything else, rows of different lengths, a grid over 25x25 or without cells, and
    slots off the grid or over a block are a :class:`GridParseError`."""

    rows: tuple[str, ...]
    slots: tuple[Slot, ...]
    name: str = ""

    def __post_init__(self) -> None:
        # Frozen: the checked values replace the given ones (a list of rows becomes a tuple).
        object.__setattr__(self, "rows", checked_rows(self.rows))
        object.__setattr__(self, "slots", tuple(self.slots))
        _check_slots(self.rows, self.slots)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def cell(self, row: int, col: int) -> str:
        return self.rows[row][col]

    def picture(self) -> str:
        """The grid as picture text (one row per line)."""
        return "\n".join(self.rows) + "\n"

    def slot_pattern(self, slot: Slot) -> str:
        """The slot's current letters, ``?`` where empty (``C?T??``-style, lowercase)."""
        return "".join(self.rows[r][c] if self.rows[r][c] != EMPTY else "?" for r, c in slot.cells)

    def with_cell(self, row: int, col: int, value: str) -> Grid:
        """A copy with one cell changed; slots are recomputed from the picture."""
        if not (0 <= row < self.height and 0 <= col < self.width):
            raise IndexError(
                f"row {row}, column {col} is outside the {self.height}x{self.width} grid (0-based)"
            )
        if len(value) != 1:
            raise ValueError(f"a cell holds one character, not {value!r}")
        rows = list(self.rows)
        rows[row] = rows[row][:col] + value + rows[row][col + 1 :]
        return grid_from_rows(rows, self.name)


def find_slots(rows: list[str] | tuple[str, ...]) -> tuple[Slot, ...]:
    """The maximal runs of two or more non-block cells, in reading order (across before down)."""
    height, width = len(rows), len(rows[0]) if rows else 0
    found: list[tuple[int, int, str, int]] = []
    for r in range(height):
        for c in range(width):
            if rows[r][c] == BLOCK:
                continue
            if c == 0 or rows[r][c - 1] == BLOCK:
                n = 0
                while c + n < width and rows[r][c + n] != BLOCK:
                    n += 1
                if n >= 2:
                    found.append((r, c, ACROSS, n))
            if r == 0 or rows[r - 1][c] == BLOCK:
                n = 0
                while r + n < height and rows[r + n][c] != BLOCK:
                    n += 1
                if n >= 2:
                    found.append((r, c, DOWN, n))
    return tuple(Slot(i, r, c, d, n) for i, (r, c, d, n) in enumerate(found))


def direction_name(direction: str) -> str:
    """``Across`` or ``Down``, as clue lists say it."""
    return "Across" if direction == ACROSS else "Down"


def clue_numbers(grid: Grid) -> dict[tuple[int, int], int]:
    """The usual crossword numbering: each cell where a slot starts, numbered 1, 2, ... in reading
    order; an across and a down slot starting in the same cell share its number."""
    starts = sorted({(slot.row, slot.col) for slot in grid.slots})
    return {cell: number for number, cell in enumerate(starts, 1)}


def letter_of(ch: str) -> str | None:
    """The letter a-z that a typed character stands for (``É`` and ``ł`` fold to ``e`` and ``l``),
    None if it stands for none (``ß`` is two letters, ``ж`` none, ``7`` is no letter)."""
    letter = fold(ch)
    return letter if len(letter) == 1 and "a" <= letter <= "z" else None


def _not_a_cell(ch: str, empty: str, block: str) -> str:
    return (
        f"{describe_character(ch)} is not a cell: use {empty} for empty, {block} for a block, "
        "a letter a-z to pre-fill"
    )


def checked_rows(rows: Sequence[str]) -> tuple[str, ...]:
    """``rows`` as a grid holds them (``#``, ``.``, ``a``-``z``: letters folded); GridParseError
    says what is wrong with a grid's size or shape, or names the first cell that is not one."""
    if isinstance(rows, str):
        raise TypeError("a grid's rows are a sequence of strings, one per row, not one string")
    rows = tuple(rows)
    width = len(rows[0]) if rows else 0
    _check_size(len(rows), width, None)
    return tuple(_checked_row(row, r, width) for r, row in enumerate(rows, 1))


def _checked_row(row: str, number: int, width: int) -> str:
    if not row.isascii():
        row = unicodedata.normalize("NFC", row)  # an accent typed as its own mark joins its letter
    if len(row) != width:
        raise GridParseError(f"row {number} has {len(row)} cells but the first row has {width}")
    if _PLAIN_CELLS.issuperset(row):
        return row
    cells = []
    for column, ch in enumerate(row, 1):
        cell = ch if ch in (BLOCK, EMPTY) else letter_of(ch)
        if cell is None:
            where = f"row {number}, column {column}"
            raise GridParseError(f"{where}: {_not_a_cell(ch, repr(EMPTY), repr(BLOCK))}")
        cells.append(cell)
    return "".join(cells)


def _check_slots(rows: tuple[str, ...], slots: tuple[Slot, ...]) -> None:
    """Each slot numbered by its place, 2 or more cells across or down, inside the grid, on no block."""
    height, width = len(rows), len(rows[0])
    for number, slot in enumerate(slots, 1):
        last_row, last_col = slot.last_cell
        if slot.index != number - 1:
            problem = f"has index {slot.index}, not {number - 1} (its place in the list)"
        elif slot.direction not in (ACROSS, DOWN) or slot.length < 2:
            problem = "must run across (A) or down (D) over 2 cells or more"
        elif min(slot.row, slot.col) < 0 or last_row >= height or last_col >= width:
            problem = "runs off the grid"
        elif any(rows[r][c] == BLOCK for r, c in slot.cells):
            problem = "runs over a block"
        else:
            continue
        raise GridParseError(f"slot {number} ({slot.label()}) {problem}")


def grid_from_rows(rows: Sequence[str], name: str = "") -> Grid:
    """A grid from rows of ``#``, ``.`` and letters (see :class:`Grid`), slots found from the picture."""
    rows = checked_rows(rows)
    return Grid(rows, find_slots(rows), name)


def empty_grid(height: int, width: int, name: str = "") -> Grid:
    return grid_from_rows([EMPTY * width] * height, name)


# --------------------------------------------------------------------------- parsing


def _check_size(height: int, width: int, line: int | None, column: int | None = None) -> None:
    if height < 1 or width < 1:
        raise GridParseError("the grid has no cells", line, column)
    if height > MAX_SIDE or width > MAX_SIDE:
        raise GridParseError(
            f"the grid is {height}x{width}; at most {MAX_SIDE}x{MAX_SIDE} is supported", line, column
        )


def _is_cell(text: str) -> bool:
    return text in _EMPTY_CHARS or text in _BLOCK_CHARS or letter_of(text) is not None


def _cell(ch: str, line: int, column: int) -> str:
    if ch in _EMPTY_CHARS:
        return EMPTY
    if ch in _BLOCK_CHARS:
        return BLOCK
    letter = letter_of(ch)
    if letter is None:
        raise GridParseError(_not_a_cell(ch, "'.' or '_'", "'#', '*' or '0'"), line, column)
    return letter


def _picture_cells(text: str, line: int) -> list[tuple[int, str]]:
    """A picture row's characters with their columns: written together (``your``) or one gap
    apart, a space (``y o u r``) or a tab (pasted from a spreadsheet)."""
    if not _CELL_GAPS & set(text):
        return [(k + 1, ch) for k, ch in enumerate(text)]
    for k, ch in enumerate(text):
        if (ch in _CELL_GAPS) != (k % 2 == 1):
            raise GridParseError(
                "a row with gaps has its cells one space or one tab apart, as in 'y o u r 0 0'", line, k + 1
            )
    return [(k + 1, ch) for k, ch in enumerate(text) if k % 2 == 0]


def _gapped_width(text: str | None) -> int | None:
    """How many cells ``text`` has as a picture row written with gaps (``# . #``), None if it is
    not one."""
    if text is None or not _CELL_GAPS & set(text):
        return None
    try:
        cells = _picture_cells(text, 0)
    except GridParseError:
        return None
    return len(cells) if all(_is_cell(ch) for _, ch in cells) else None


def _names_a_grid(line: str, before: str | None, after: str) -> bool:
    """Whether ``line`` is a ``# name`` line (a lone ``#`` too, before a grid's rows), given the
    grid's row ``before`` it (None at a grid's start) and the line ``after`` it. A line that reads
    as a picture row with gaps (``# . #``) is a row when the grid's row before it, or at a grid's
    start the line after it, is written with gaps too and has as many cells: pictures written
    together, the only kind before gaps were read, keep every ``# name`` line."""
    if line == "#":
        return before is None
    if not line.startswith("# "):
        return False
    width = _gapped_width(line)
    return width is None or width != _gapped_width(after if before is None else before)


def _parse_picture(block: list[tuple[int, str]], name: str) -> Grid:
    """Picture rows, and, on ``slots:`` lines after them, its slots when they are not the
    picture's runs (slots that meet end to end, from a slot list with letters typed in)."""
    listed = [
        (n, " " * len(SLOTS_PREFIX) + t[len(SLOTS_PREFIX) :]) for n, t in block if t.startswith(SLOTS_PREFIX)
    ]
    block = [(n, t) for n, t in block if not t.startswith(SLOTS_PREFIX)]
    if not block:
        raise GridParseError("slots: needs the picture rows before it", listed[0][0], 1)
    rows = _picture_rows(block)
    width = len(rows[0])
    # Name the row that goes over the limit, not the first one.
    _check_size(len(rows), width, block[MAX_SIDE if len(rows) > MAX_SIDE else 0][0])
    if not listed:
        return grid_from_rows(rows, name)
    slots = _slot_list(listed)
    for slot, number, column in slots:
        for r, c in slot.cells:
            if r >= len(rows) or c >= width or rows[r][c] == BLOCK:
                raise GridParseError(
                    f"this slot runs {'off the picture' if r >= len(rows) or c >= width else 'over a block'}"
                    f" at row {r}, column {c}",
                    number,
                    column,
                )
    return Grid(tuple(rows), tuple(slot for slot, _, _ in slots), name)


def _picture_rows(block: list[tuple[int, str]]) -> list[str]:
    """The cells of a picture's rows. A mistake in a row starting ``#`` and a letter, or a row whose
    width differs from such a first row (``#mini``: a name without its space, read as a block and
    letters), says how a name line is written."""
    first = block[0][1]
    width: int | None = None
    rows: list[str] = []
    for number, text in block:
        try:
            cells = _picture_cells(text, number)
            width = len(cells) if width is None else width
            if len(cells) != width:
                raise _with_name_hint(
                    GridParseError(
                        f"this row has {len(cells)} cells but the first row has {width}",
                        number,
                        cells[width][0] if len(cells) > width else len(text) + 1,
                    ),
                    first,
                )
            rows.append("".join(_cell(ch, number, column) for column, ch in cells))
        except GridParseError as error:
            raise _with_name_hint(error, text) from None
    return rows


NAME_HINT = " (a grid's name line is '# ' then the name)"


def _with_name_hint(error: GridParseError, *rows: str) -> GridParseError:
    """``error``, saying how a name line is written if one of ``rows`` looks like a name without
    its space (``#mini``)."""
    if error.reason.endswith(NAME_HINT) or not any(row[:1] == BLOCK and row[1:2].isalpha() for row in rows):
        return error
    return GridParseError(error.reason + NAME_HINT, error.line, error.column)


_VANBEEK_ROW = re.compile(r"^\((.*)\)$")


def _parse_vanbeek(block: list[tuple[int, str]], name: str) -> Grid:
    number, header = block[0]
    size = _vanbeek_size(header)
    assert size is not None  # parse_grids reads a block as van Beek's only under such a header
    height, width = size
    _check_size(height, width, number)
    body = block[1:]
    if len(body) != height:
        last = body[-1][0] if body else number
        raise GridParseError(f"the header says {height} rows but {len(body)} follow", last)
    rows: list[str] = []
    for number, text in body:
        match = _VANBEEK_ROW.match(text)
        if not match:
            raise GridParseError("a van Beek row looks like '(_ _ * _)'", number, 1)
        inner = match.group(1)
        row = []
        for cell in re.finditer(r"\S+", inner):
            if len(cell.group()) != 1:
                raise GridParseError(f"{cell.group()!r} is not a single cell", number, cell.start() + 2)
            row.append(_cell(cell.group(), number, cell.start() + 2))
        if len(row) != width:
            raise GridParseError(f"this row has {len(row)} cells but the header says {width}", number)
        rows.append("".join(row))
    return grid_from_rows(rows, name)


_TOKEN = re.compile(r"[^\s,]+")
#: The numbers of a slot-list group, with the least each may be (for the message when one is not).
_SLOT_NUMBERS = (("column", 0), ("row", 0), ("length", 2))


def _slot_list(block: list[tuple[int, str]]) -> list[tuple[Slot, int, int]]:
    """The slots a slot list gives, each with the line and column it starts at."""
    tokens = [(number, m.start() + 1, m.group()) for number, text in block for m in _TOKEN.finditer(text)]
    if not tokens or len(tokens) % 4:
        number, column, _ = tokens[-1] if tokens else (block[0][0], None, "")
        raise GridParseError(
            f"{len(tokens)} fields is not a whole number of slots (4 fields each: column row length A|D)",
            number,
            column,
        )
    found: list[tuple[Slot, int, int]] = []
    owner: dict[tuple[int, int, str], int] = {}
    for k in range(0, len(tokens), 4):
        group = tokens[k : k + 4]
        values = []
        for (number, column, text), (what, least) in zip(group[:3], _SLOT_NUMBERS, strict=True):
            values.append(_slot_number(text, what, least, number, column))
        number, column, direction = group[3]
        if direction.upper() not in (ACROSS, DOWN):
            raise GridParseError(f"the slot's direction must be A or D, not {direction!r}", number, column)
        col, row, length = values
        if length < 2:
            raise GridParseError(f"a slot needs at least 2 cells, not {length}", group[2][0], group[2][1])
        index = len(found)
        slot = Slot(index, row, col, direction.upper(), length)
        number, column = group[0][0], group[0][1]
        last_row, last_col = slot.last_cell
        _check_size(last_row + 1, last_col + 1, number, column)  # before listing its cells
        for cell in slot.cells:
            key = (*cell, slot.direction)
            if key in owner:
                raise GridParseError(
                    f"this slot overlaps slot {owner[key] + 1} in the same direction at row {cell[0]}, "
                    f"column {cell[1]}",
                    number,
                    column,
                )
            owner[key] = index
        found.append((slot, number, column))
    return found


def _is_number(text: str) -> bool:
    return text.isascii() and text.isdigit()


def _slot_number(text: str, what: str, least: int, line: int, column: int) -> int:
    """A slot's column, row or length: ASCII digits, and not so many of them that ``int`` takes
    minutes (the size check refuses anything over two digits anyway)."""
    if not _is_number(text):
        raise GridParseError(
            f"the slot's {what} must be a whole number {least} or more, not {text[:20]!r}", line, column
        )
    digits = len(text.lstrip("0"))
    if digits > 18:
        raise GridParseError(
            f"the slot's {what} has {digits:,} digits; at most {MAX_SIDE}x{MAX_SIDE} grids are supported",
            line,
            column,
        )
    return int(text)


def _parse_slot_list(block: list[tuple[int, str]], name: str) -> Grid:
    slots = [slot for slot, _, _ in _slot_list(block)]
    height = max(slot.last_cell[0] for slot in slots) + 1
    width = max(slot.last_cell[1] for slot in slots) + 1
    open_cells = {cell for slot in slots for cell in slot.cells}
    rows = tuple(
        "".join(EMPTY if (r, c) in open_cells else BLOCK for c in range(width)) for r in range(height)
    )
    return Grid(rows, tuple(slots), name)


def _vanbeek_size(text: str) -> tuple[int, int] | None:
    """The ``rows cols`` of a van Beek header line, None if ``text`` is not one. ``0 0`` is a
    picture row (two blocks), the only line that could be either."""
    fields = _TOKEN.findall(text)
    if len(fields) != 2 or fields == ["0", "0"] or not all(map(_is_number, fields)):
        return None
    return int(fields[0]), int(fields[1])


def _kind(text: str) -> str:
    """How the first line of a grid reads, by its shape: cells alone (``your``, ``y o u r 0 0``)
    make a picture row; otherwise two whole numbers are a van Beek header, and a line starting
    with three whole numbers, or with three fields of which two hold digits (``-1 0 4``, ``0 x 4``)
    and a fourth A or D, is a slot-list line. Anything else is a picture row, whose bad cell is
    then named (``c a ? d``)."""
    fields = _TOKEN.findall(text)
    if all(map(_is_cell, fields)):
        return "picture"
    if _vanbeek_size(text):
        return "vanbeek"
    starts_with_numbers = len(fields) >= 3 and all(map(_is_number, fields[:3]))
    numbers_gone_wrong = len(fields) >= 4 and sum(any(c.isdigit() for c in f) for f in fields[:3]) >= 2
    if starts_with_numbers or (numbers_gone_wrong and fields[3].upper() in (ACROSS, DOWN)):
        return "slots"
    return "picture"


def decode_grid_file(data: bytes) -> str:
    """A grid file's bytes as text (UTF-8, with or without a byte order mark); text that is not
    UTF-8 is a GridParseError naming the line and column of the first byte that cannot be read."""
    try:
        return decode_utf8(data)
    except NotUtf8Error as error:
        raise GridParseError(error.reason, error.line, error.column) from None


def parse_grids(text: str) -> list[Grid]:
    """Every grid in ``text`` (pictures, van Beek grids or slot lists, possibly mixed)."""
    return [grid for grid, _ in _placed_grids(text)]


def _placed_grids(text: str) -> list[tuple[Grid, range]]:
    """Every grid in ``text``, each with the lines it takes (0-based, as ``text.splitlines()``
    splits them): from its ``# name`` line, if it has one, to its last row."""
    grids: list[Grid] = []
    places: list[range] = []
    name = ""
    named_at: int | None = None  # the line of the name of the grid being read
    block: list[tuple[int, str]] = []

    def flush() -> None:
        nonlocal block, name, named_at
        if not block:
            return
        grids.append(_parse_block(block, name or f"grid {len(grids) + 1}"))
        places.append(range((block[0][0] if named_at is None else named_at) - 1, block[-1][0]))
        block, name, named_at = [], "", None

    size: tuple[int, int] | None = None  # the rows and columns of a van Beek grid being read
    # NFC: an accent written as its own mark after its letter (as macOS may) is one cell with it.
    lines = [unicodedata.normalize("NFC", raw.strip()) for raw in _lines(text)]
    for number, line in enumerate(lines, start=1):
        if line.startswith(";"):
            continue
        after = lines[number] if number < len(lines) else ""
        if _names_a_grid(line, block[-1][1] if block else None, after):
            flush()
            name, named_at = line[1:].strip(), number
            continue
        if not line:
            flush()
            continue
        if size and len(block) > size[0]:
            flush()
        if not block:  # read once a block, not on each of its lines: a first line may be long
            size = _vanbeek_size(line)
        block.append((number, line))
        if len(block) == MAX_SIDE + 1 and _too_many_rows(block):
            flush()  # raises: said at the first row too many, not after reading on through a big file
    flush()
    if not grids:
        raise GridParseError("no grid found: expected picture rows, a van Beek grid or a slot list")
    if _double_spaced(lines, grids, places):
        rows = [(place.stop, lines[place.stop - 1]) for place in places]
        return [(_parse_block(rows, grids[0].name), range(places[0].start, places[-1].stop))]
    return list(zip(grids, places, strict=True))


def _parse_block(block: list[tuple[int, str]], name: str) -> Grid:
    """The grid of a block of lines, in the format its first line is written in (see :func:`_kind`)."""
    (first, header), rest = block[0], block[1:]
    kind = _kind(header)
    if kind != "vanbeek" and rest and rest[0][1].startswith("(") and not header.startswith("("):
        # van Beek rows under a header that is not "rows cols": the header is what is wrong
        raise GridParseError(
            f"a van Beek grid starts with a line 'rows cols', such as '15 15'; got {header!r}", first
        )
    if kind == "vanbeek":
        return _parse_vanbeek(block, name)
    if kind == "slots":
        return _parse_slot_list(block, name)
    return _parse_picture(block, name)


#: A line and its line end: as str.splitlines splits, except that carriage returns before a line
#: feed end the line with it.
_LINE = re.compile(r".*?(?:\r*\n|[\r\v\f\x1c-\x1e\x85\u2028\u2029])|.+", re.DOTALL)
#: The line ends a grid is saved with: the file's own.
_NEWLINE = re.compile(r"\r*\n|\r")


def _lines(text: str) -> list[str]:
    """``text``'s lines, each with its line end. ``\\r\\r\\n`` is one line end, not a line end and a blank
    line: a program that writes ``\\r\\n`` through Windows' text mode writes it, and each row of a
    picture would be a grid of its own."""
    return _LINE.findall(text)


def _double_spaced(lines: list[str], grids: list[Grid], places: list[range]) -> bool:
    """Whether ``grids``, at ``places`` in ``lines``, are the rows of one picture written double-spaced
    (a blank line after each row, as some copies and pastes leave them): two grids or more, each a
    single line, none two blank lines from the next; the first may have a name line, and comments
    and blank lines under it. Nobody means a file of one-row crosswords."""
    first, *others = places
    return (
        bool(others)
        and all(len(place) == 1 for place in others)
        and (len(first) == 1 or _named_row(lines[first.start : first.stop], grids[0]))
        and not any(
            lines[k] == lines[k + 1] == ""
            for before, after in pairwise(places)
            for k in range(before.stop, after.start - 1)
        )
    )


def _named_row(lines: list[str], grid: Grid) -> bool:
    """Whether the ``lines`` of ``grid`` are a name line, comments and blank lines, and a row."""
    *above, row = lines
    return (
        grid.height == 1
        and above[0].startswith(BLOCK)
        and all(not line or line.startswith(";") for line in above[1:])
        and not row.startswith(SLOTS_PREFIX)
    )


def _too_many_rows(block: list[tuple[int, str]]) -> bool:
    """Whether ``block`` is a picture of rows alone, more than a grid may have."""
    return _kind(block[0][1]) == "picture" and not any(text.startswith(SLOTS_PREFIX) for _, text in block)


def read_grids(path: str | Path) -> list[Grid]:
    """Every grid in the file at ``path``: OSError if it cannot be read, GridParseError (with the
    line and column, for :func:`solvers.text_file.placed` to put after the file's name) if it is
    not a grid file or is larger than :data:`GRID_FILE` allows."""
    try:
        data = GRID_FILE.read_path(path)
    except RefusedFileError as error:
        raise GridParseError(str(error)) from None
    return parse_grids(decode_grid_file(data))


def parse_grid(text: str, name: str | None = None) -> Grid:
    """The grid called ``name`` in ``text``, or its first grid."""
    grids = parse_grids(text)
    if name is None:
        return grids[0]
    found = _numbers_named(grids, name)
    if len(found) == 1:
        return grids[found[0] - 1]
    names = ", ".join(g.name for g in grids[:12]) + (", ..." if len(grids) > 12 else "")
    raise GridParseError(f"no grid named {name!r}; the file has {names}")


def _numbers_named(grids: Sequence[Grid], name: str) -> list[int]:
    """The numbers (1-based) of the grids called ``name``, at most one: several are a
    GridParseError naming them."""
    found = [number for number, grid in enumerate(grids, 1) if grid.name == name]
    if len(found) > 1:
        places = ", ".join(map(str, found[:-1])) + f" and {found[-1]}"
        raise GridParseError(
            f"{len(found)} grids are named {name!r} (grids {places} of the file); give each its own name"
        )
    return found


@dataclass(frozen=True)
class SavedInto:
    """A grid file's new bytes with one grid written into it (see :func:`with_grid_replaced`)."""

    data: bytes
    #: How many grids the file holds now.
    grids: int
    #: Whether the grid was added to the file's grids, none of which had its name.
    added: bool


def with_grid_replaced(path: str | Path, grid: Grid) -> SavedInto | None:
    """The grid file at ``path`` with ``grid`` written (as a picture) over the grid of its name, from
    that grid's ``# name`` line to its last row, and every other line as it was: the other grids in
    their formats, comments (those written among the grid's own lines follow its name line, in their
    order), blank lines, line ends and a byte order mark. A file none of whose grids has its name
    gets it added at the end (a save must not wipe a setter's other grids).

    None if there is no file to keep: nothing at ``path`` yet, something that is not a file (a named
    pipe would wait for a writer), or a file with nothing but blank lines. OSError if the file cannot
    be read; a file of ``;`` notes only gets the grid after them; :class:`UnreadableGridFile` if its
    text is no grid file (a mistake typed in it since it
    was opened, another encoding), which a save must not replace; a GridParseError if several grids
    have ``grid``'s name."""
    if not Path(path).is_file():
        return None
    try:
        data = GRID_FILE.read_path(path)
        text = decode_grid_file(data)
        if not text.strip():
            return None
        lines = _lines(text)
        notes_only = all(line.lstrip().startswith(";") or not line.strip() for line in lines)
        placed = [] if notes_only else _placed_grids(text)  # a file begun with notes takes grids after them
    except RefusedFileError as error:
        raise UnreadableGridFile(str(error)) from None
    except GridParseError as error:
        raise UnreadableGridFile(error.reason, error.line, error.column) from None
    found = _numbers_named([listed for listed, _ in placed], grid.name)
    bom = "\ufeff" if data.startswith(codecs.BOM_UTF8) else ""
    match = _NEWLINE.search(text)
    newline = match.group() if match else "\n"
    if not found:
        named = grid if grid.name else replace(grid, name=f"grid {len(placed) + 1}")
        ending = "" if text.endswith(("\n", "\r")) else newline
        written = format_picture(named).replace("\n", newline)
        return SavedInto((bom + text + ending + newline + written).encode("utf-8"), len(placed) + 1, True)
    span = placed[found[0] - 1][1]
    head, *rows = _lines(format_picture(grid).replace("\n", newline))
    comments = [line for line in lines[span.start : span.stop] if line.lstrip().startswith(";")]
    written = "".join([head, *comments, *rows])
    after = lines[span.stop :]
    if after and after[0].strip() and not after[0].lstrip().startswith(("#", ";")):
        written += newline  # a van Beek grid right after the rows would be read as more rows
    return SavedInto(
        (bom + "".join([*lines[: span.start], written, *after])).encode("utf-8"), len(placed), False
    )


def format_picture(grid: Grid) -> str:
    """Picture text for ``grid`` with its name as a ``# name`` line, and a ``slots:`` line when
    its slots are not the picture's runs (so that the text reads back as the same grid)."""
    head = f"# {grid.name}\n" if grid.name else ""
    if find_slots(grid.rows) == grid.slots:
        return head + grid.picture()
    listed = ", ".join(f"{slot.col} {slot.row} {slot.length} {slot.direction}" for slot in grid.slots)
    return head + grid.picture() + f"{SLOTS_PREFIX} {listed}\n"
