"""The crossword grid widget, its colour legend, and how cells and slots are drawn and named."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QWidget,
)

from boggle_desktop.accessibility import FocusDrawnWidget, is_command, paint_focus_frame
from solvers.crossword import Grid, clue_numbers
from solvers.crossword.candidates import slot_pattern
from solvers.crossword.grid import ACROSS, BLOCK, DOWN, EMPTY, Slot, direction_name, letter_of
from solvers.letters import describe_character, fold, is_plain
from solvers.wording import counted

#: (upper bound of candidates, colour, legend text), first match wins. The fewer are left, the
#: darker: the colours differ in lightness, not in hue alone.
COUNT_COLOURS: tuple[tuple[int, str, str], ...] = (
    (0, "#f28b82", "none"),
    (1, "#a8d8a0", "1"),
    (5, "#fdd663", "2-5"),
    (50, "#fcecb0", "6-50"),
    (10**12, "#ffffff", "more"),
)
#: Drawn over a cell whose slot has no candidate left, the dead end: seen without telling red
#: from green.
DEAD_END_HATCH = QBrush(QColor("#a50e0e"), Qt.BrushStyle.BDiagPattern)
BLOCK_COLOUR = QColor("#202124")
GIVEN_COLOUR = QColor("#000000")
PLACED_COLOUR = QColor("#1a57c9")
CURRENT_COLOUR = QColor("#1a73e8")
CURSOR_COLOUR = QColor("#e37400")
NUMBER_COLOUR = QColor("#3c4043")
LINE_COLOUR = QColor("#9aa0a6")
#: Enter on the grid turns the typing direction; the keypad's comes with KEYPAD, still a plain Enter.
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
KEYPAD = Qt.KeyboardModifier.KeypadModifier


def count_colour(count: int) -> QColor:
    for bound, colour, _ in COUNT_COLOURS:
        if count <= bound:
            return QColor(colour)
    return QColor(COUNT_COLOURS[-1][1])


def paint_count(painter: QPainter, rect: QRectF, count: int | None) -> None:
    """Fill ``rect`` as a cell with ``count`` candidates left (None: not counted, white)."""
    painter.fillRect(rect, QColor("#ffffff") if count is None else count_colour(count))
    if count == 0:
        painter.fillRect(rect, DEAD_END_HATCH)


#: Clue numbers are drawn only in cells this many pixels wide or more: below, they are unreadable.
NUMBERED_CELL = 18
#: The smallest clue number font, in pixels.
NUMBER_PIXELS = 7


@dataclass(frozen=True)
class CellText:
    """How the text of a ``size``-pixel cell is laid out: the clue number in the top-left corner and
    the letter centred in the band below it, both sized from the cell, so the two never overlap.
    Cells too small for a readable number show none, and their letters use the whole cell.
    Baselines are measured from the cell's top."""

    letter_font: QFont
    letter_baseline: float
    number_font: QFont | None
    number_baseline: float
    pad: float

    @classmethod
    def for_cell(cls, font: QFont, size: float) -> CellText:
        pad = max(1.0, size * 0.06)
        number_font: QFont | None = None
        number_baseline = top = pad
        if size >= NUMBERED_CELL:
            number_font = QFont(font)
            number_font.setPixelSize(max(NUMBER_PIXELS, int(size * 0.28)))
            number_baseline = pad + QFontMetricsF(number_font).capHeight()
            top = number_baseline + pad
        band = size - pad - top
        letter_font = QFont(font)
        letter_font.setPixelSize(100)
        cap_share = QFontMetricsF(letter_font).capHeight() / 100
        letter_font.setPixelSize(max(1, int(min(band * 0.9 / cap_share, size * 0.66))))
        letter_baseline = top + (band + QFontMetricsF(letter_font).capHeight()) / 2
        return cls(letter_font, letter_baseline, number_font, number_baseline, pad)


def paint_cells(
    painter: QPainter,
    grid: Grid,
    origin: QPointF,
    size: float,
    letters: str | None,
    numbers: dict[tuple[int, int], int],
    font: QFont,
    counts: dict[tuple[int, int], int] | None = None,
    line: QColor = LINE_COLOUR,
    placed: QColor = PLACED_COLOUR,
) -> None:
    """Draw ``grid``'s cells from ``origin``, ``size`` wide each: blocks, clue ``numbers``, and
    ``letters`` (one per cell, ``.`` empty; None: the grid's own), on white or the colours of
    their candidate ``counts``, all in a ``line`` frame (which sets the blocks at the grid's edge
    apart from a dark window)."""
    text = CellText.for_cell(font, size)
    letter_metrics = QFontMetricsF(text.letter_font)
    counts = counts or {}
    frames: list[QLineF] = []
    for r in range(grid.height):
        for c in range(grid.width):
            rect = QRectF(origin.x() + c * size, origin.y() + r * size, size, size)
            given = grid.rows[r][c]
            if given == BLOCK:
                painter.fillRect(rect, BLOCK_COLOUR)
                continue
            paint_count(painter, rect, counts.get((r, c)))
            corners = (rect.topLeft(), rect.topRight(), rect.bottomRight(), rect.bottomLeft())
            frames += (QLineF(corners[k - 1], corners[k]) for k in range(4))
            number = numbers.get((r, c))
            if number is not None and text.number_font is not None:
                painter.setFont(text.number_font)
                painter.setPen(NUMBER_COLOUR)
                painter.drawText(QPointF(rect.x() + text.pad, rect.y() + text.number_baseline), str(number))
            letter = letters[r * grid.width + c] if letters else given
            if letter not in (EMPTY, BLOCK):
                painter.setFont(text.letter_font)
                painter.setPen(GIVEN_COLOUR if given != EMPTY else placed)
                shown = letter.upper()
                left = rect.x() + (size - letter_metrics.horizontalAdvance(shown)) / 2
                painter.drawText(QPointF(left, rect.y() + text.letter_baseline), shown)
    painter.setPen(QPen(line, 1))
    # The frames as lines, in one call: drawn a rectangle at a time, they took most of the time of a
    # paint (20 ms for a 21x21 grid, repainted at each report of a fill under way).
    painter.drawLines(frames)
    painter.drawRect(QRectF(origin.x(), origin.y(), grid.width * size, grid.height * size))
    painter.setPen(QPen(BLOCK_COLOUR, max(2.0, size * 0.1), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
    for start, end in word_end_bars(grid):
        painter.drawLine(
            QPointF(origin.x() + start[1] * size, origin.y() + start[0] * size),
            QPointF(origin.x() + end[1] * size, origin.y() + end[0] * size),
        )


def split_rows(letters: str | None, grid: Grid) -> list[str]:
    """``letters`` (one per cell, row by row) as ``grid``'s rows; None: the grid's own."""
    if letters is None:
        return list(grid.rows)
    return [letters[row * grid.width : (row + 1) * grid.width] for row in range(grid.height)]


def slot_title(numbers: dict[tuple[int, int], int], slot: Slot) -> str:
    """How clue lists name ``slot``, e.g. ``12 Across``, from the grid's clue ``numbers``."""
    return f"{numbers[slot.row, slot.col]} {direction_name(slot.direction)}"


def word_end_bars(grid: Grid) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Where a slot ends against an open cell (slot lists can put words end to end), the cell edge
    to draw as a thick bar, as (row, col) grid corners, so the setter sees where each word ends."""
    bars = []
    for slot in grid.slots:
        row, col = slot.cells[-1]
        if slot.direction == ACROSS and col + 1 < grid.width and grid.cell(row, col + 1) != BLOCK:
            bars.append(((row, col + 1), (row + 1, col + 1)))
        elif slot.direction == DOWN and row + 1 < grid.height and grid.cell(row + 1, col) != BLOCK:
            bars.append(((row + 1, col), (row + 1, col + 1)))
    return bars


def refused_key_message(ch: str) -> str:
    """Why ``ch``, typed on the grid, goes in no cell: ``ß`` is two letters, ``ж`` or ``7`` none."""
    spelled = fold(ch)
    if is_plain(spelled):
        return f"{describe_character(ch)} is written {spelled.upper()} in a crossword: type those letters."
    return f"{describe_character(ch)} goes in no cell: use the letters a-z only (é is E), and # for a block."


class GridView(FocusDrawnWidget):
    """Draws the grid: blocks, given letters (black), placed letters (blue), candidate-count colours,
    the current slot (blue outline), the cursor (orange) and, while it has the focus, a frame.
    Clicks and typing are signals. Its accessible description says what the cursor is on."""

    cell_clicked = Signal(int, int, bool)  # row, col, toggle-block (right click or ctrl-click)
    letter_typed = Signal(str)  # a-z, or "." to clear
    block_key = Signal()
    key_refused = Signal(str)  # why a character typed goes in no cell (ß, ж, 7), for the status line
    cursor_moved = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid: Grid | None = None
        self.letters: str | None = None
        self.counts: Sequence[int] | None = None
        self.current_slot = -1
        self.cursor: tuple[int, int] | None = None
        self.cursor_direction = ACROSS
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Crossword grid")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 240)
        self._cell_of_slots: dict[tuple[int, int], list[int]] = {}
        self.numbers: dict[tuple[int, int], int] = {}

    def sizeHint(self) -> QSize:
        return QSize(520, 520)

    # -- state ------------------------------------------------------------
    def set_grid(self, grid: Grid) -> None:
        self.grid = grid
        self.numbers = clue_numbers(grid)
        self._cell_of_slots = {}
        for slot in grid.slots:
            for cell in slot.cells:
                self._cell_of_slots.setdefault(cell, []).append(slot.index)
        if self.cursor and (self.cursor[0] >= grid.height or self.cursor[1] >= grid.width):
            self.cursor = None
        self.letters = None
        self.counts = None
        self.current_slot = -1
        self._cursor_changed()

    def set_letters(self, rows: Sequence[str] | None) -> None:
        """Letters to show over the grid (``.`` empty), or None for the grid's own."""
        self.letters = None if rows is None else "".join(rows)
        self._cursor_changed()

    def _shown_cell(self, row: int, col: int) -> str:
        """The cell as the grid shows it: a fill's letter over the grid's own."""
        assert self.grid is not None
        return self.letters[row * self.grid.width + col] if self.letters else self.grid.cell(row, col)

    def set_counts(self, counts: Sequence[int] | None) -> None:
        self.counts = counts
        self.update()

    def set_current_slot(self, slot: int) -> None:
        self.current_slot = slot
        self.update()

    def set_cursor(self, row: int, col: int, direction: str | None = None) -> None:
        self.cursor = (row, col)
        if direction:
            self.cursor_direction = direction
        self._cursor_changed()

    def selected_slot(self) -> int:
        """The slot through the cursor in the cursor's direction (or the other one), -1 if none."""
        if self.grid is None or self.cursor is None:
            return -1
        slot = self._slot_at_cursor()
        if slot is not None:
            return slot.index
        slots = self._cell_of_slots.get(self.cursor, [])
        return slots[0] if slots else -1

    def cursor_text(self) -> str:
        """What the cursor is on, as a screen reader says it: the cell, its letter, and the slot
        selected with its pattern, e.g. ``Row 3, column 5: E. 12 Across, 7 letters: C?T?E??.``"""
        if self.grid is None or self.cursor is None:
            return ""
        row, col = self.cursor
        rows = split_rows(self.letters, self.grid)
        letter = rows[row][col]
        shown = {BLOCK: "block", EMPTY: "blank"}.get(letter, letter.upper())
        text = f"Row {row + 1}, column {col + 1}: {shown}."
        selected = self.selected_slot()
        if selected >= 0:
            slot = self.grid.slots[selected]
            pattern = slot_pattern(rows, slot).upper()
            text += f" {slot_title(self.numbers, slot)}, {counted(slot.length, 'letter')}: {pattern}."
        return text

    def _cursor_changed(self) -> None:
        """Redraw, and tell a screen reader what the cursor is on now (the keys are in the help)."""
        self.setAccessibleDescription(f"{self.cursor_text()} F1 lists the keys.".lstrip())
        self.update()

    # -- geometry ---------------------------------------------------------
    def _cell_size(self) -> float:
        if self.grid is None:
            return 1.0
        return max(4.0, min((self.width() - 2) / self.grid.width, (self.height() - 2) / self.grid.height))

    def _origin(self) -> QPointF:
        size = self._cell_size()
        assert self.grid is not None
        return QPointF(
            (self.width() - size * self.grid.width) / 2, (self.height() - size * self.grid.height) / 2
        )

    def cell_rect(self, row: int, col: int) -> QRectF:
        size = self._cell_size()
        origin = self._origin()
        return QRectF(origin.x() + col * size, origin.y() + row * size, size, size)

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        if self.grid is None:
            return None
        size = self._cell_size()
        origin = self._origin()
        col = int((x - origin.x()) // size)
        row = int((y - origin.y()) // size)
        if 0 <= row < self.grid.height and 0 <= col < self.grid.width:
            return row, col
        return None

    # -- painting ---------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.grid is None:
            return
        grid = self.grid
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        fewest: dict[tuple[int, int], int] = {}
        if self.counts is not None:
            for slot in grid.slots:
                count = self.counts[slot.index]
                if count < 0:
                    continue
                for cell in slot.cells:
                    fewest[cell] = min(count, fewest.get(cell, count))
        paint_cells(
            painter, grid, self._origin(), self._cell_size(), self.letters, self.numbers, self.font(), fewest
        )
        if 0 <= self.current_slot < len(grid.slots):
            self._outline(painter, self.current_slot, CURRENT_COLOUR, 3)
        if self.cursor is not None:
            selected = self.selected_slot()
            if selected >= 0:
                self._outline(painter, selected, CURSOR_COLOUR.lighter(140), 2)
            painter.setPen(QPen(CURSOR_COLOUR, 3))
            painter.drawRect(self.cell_rect(*self.cursor).adjusted(2, 2, -2, -2))
        # The cursor stays in sight without the focus (the setter sees where typing goes on); the
        # frame tells whether keys go to the grid (where the grid fills a side, it covers its line).
        paint_focus_frame(self, painter)
        painter.end()

    def _outline(self, painter: QPainter, slot_index: int, colour: QColor, width: int) -> None:
        assert self.grid is not None
        slot = self.grid.slots[slot_index]
        first = self.cell_rect(slot.row, slot.col)
        last = self.cell_rect(*slot.cells[-1])
        painter.setPen(QPen(colour, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(first.united(last).adjusted(1, 1, -1, -1))

    # -- input ------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().x(), event.position().y())
        if cell is None:
            return
        self.setFocus()
        toggle = event.button() == Qt.MouseButton.RightButton or bool(
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )
        if not toggle and self.cursor == cell:
            self._turn()
        self.cursor = cell
        self._cursor_changed()
        self.cell_clicked.emit(cell[0], cell[1], toggle)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if not is_command(event) and self._type(event.text(), key):
            return
        if self.cursor is not None and key in ENTER_KEYS and not event.modifiers() & ~KEYPAD:
            # Enter turns the typing direction at the cursor, as a second click on the cell does.
            self._turn()
            self._cursor_changed()
            self.cursor_moved.emit(*self.cursor)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            dr, dc = {
                Qt.Key.Key_Left: (0, -1),
                Qt.Key.Key_Right: (0, 1),
                Qt.Key.Key_Up: (-1, 0),
                Qt.Key.Key_Down: (1, 0),
            }[Qt.Key(key)]
            self._move(dr, dc)
        else:
            super().keyPressEvent(event)

    def _type(self, text: str, key: int) -> bool:
        """A letter (``é`` as ``e``), a block or a clearing key typed at the cursor, or another
        character refused; False for any other key."""
        letter = letter_of(text)
        if letter is not None:
            self.letter_typed.emit(letter)
            self._advance(1)
        elif key == Qt.Key.Key_Backspace:
            # Clear the letter here, or, on an empty cell, step back and clear the one before.
            if self.grid is not None and self.cursor is not None and self._shown_cell(*self.cursor) == EMPTY:
                self._advance(-1)
            self.letter_typed.emit(EMPTY)
        elif key in (Qt.Key.Key_Delete, Qt.Key.Key_Space, Qt.Key.Key_Period):
            self.letter_typed.emit(EMPTY)
        elif text == "#":
            self.block_key.emit()
        elif len(text) == 1 and text.isprintable():
            self.key_refused.emit(refused_key_message(text))
        else:
            return False
        return True

    def _turn(self) -> None:
        """Switch the typing direction between across and down."""
        self.cursor_direction = DOWN if self.cursor_direction == ACROSS else ACROSS

    def _advance(self, step: int) -> None:
        """Move along the slot being typed, stopping at its end (never onto a block)."""
        if self.grid is None or self.cursor is None:
            return
        dr, dc = (0, step) if self.cursor_direction == ACROSS else (step, 0)
        r, c = self.cursor[0] + dr, self.cursor[1] + dc
        slot = self._slot_at_cursor()
        if slot is not None:
            # A slot list's slots can meet end to end with no block between: the slot is the word.
            if (r, c) in slot.cells:
                self._move(dr, dc)
        elif 0 <= r < self.grid.height and 0 <= c < self.grid.width and self.grid.cell(r, c) != BLOCK:
            self._move(dr, dc)

    def _slot_at_cursor(self) -> Slot | None:
        """The slot through the cursor in the typing direction, None if there is none."""
        if self.grid is None or self.cursor is None:
            return None
        for index in self._cell_of_slots.get(self.cursor, []):
            if self.grid.slots[index].direction == self.cursor_direction:
                return self.grid.slots[index]
        return None

    def _move(self, dr: int, dc: int) -> None:
        if self.grid is None or self.cursor is None:
            return
        r, c = self.cursor[0] + dr, self.cursor[1] + dc
        if 0 <= r < self.grid.height and 0 <= c < self.grid.width:
            self.cursor = (r, c)
            self._cursor_changed()
            self.cursor_moved.emit(r, c)


class CountSwatch(QLabel):
    """A legend entry: its words on the look of a cell with ``count`` candidates left."""

    def __init__(self, text: str, count: int, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.count = count
        # Black as the letters on the cells: the palette's text colour could be as light as the swatch.
        self.setStyleSheet(
            f"color: {GIVEN_COLOUR.name()}; border: 1px solid {LINE_COLOUR.name()}; padding: 1px 3px;"
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_count(painter, QRectF(self.rect()), self.count)
        painter.end()
        super().paintEvent(event)


class Legend(QWidget):
    """The candidate-count colours, packed close: this row set the window's least width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        title = QLabel("Candidates left:")
        # The Candidates page counts the words that fit the letters shown; in playback the
        # colours count what the search had left, after pruning: a number of its own.
        title.setToolTip(
            "The colours count each slot's candidates: the words that fit its letters; in playback, "
            "the words the search had left for it at that step, after pruning by its crossings"
        )
        layout.addWidget(title)
        for bound, _, text in COUNT_COLOURS:
            layout.addWidget(CountSwatch(text, bound))
        layout.addStretch(1)
