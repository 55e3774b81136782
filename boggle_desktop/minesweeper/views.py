"""Widgets of the Minesweeper tab: the board with its probability overlay, the counters above it, and
the plain labels the tab's messages and the analysis panel are shown in."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygon,
)
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolTip, QWidget

from boggle_desktop.accessibility import FocusDrawnWidget, is_command
from boggle_desktop.colours import Tone, ramp, set_tone
from solvers.minesweeper.position import FLAG, HIDDEN, UNNUMBERED, cell_char, is_revealed

NUMBER_COLOURS = {
    1: QColor("#1f4fd1"),
    2: QColor("#1b7d1b"),
    3: QColor("#d11f1f"),
    4: QColor("#0f2a80"),
    5: QColor("#7d1b1b"),
    6: QColor("#137a7a"),
    7: QColor("#202020"),
    8: QColor("#707070"),
}
HIDDEN_COLOUR = QColor("#b9c2cc")
REVEALED_COLOUR = QColor("#eef0f2")
#: The "?" of a cell revealed without its number: muted, unlike any number's colour.
UNNUMBERED_COLOUR = QColor("#9aa3ad")
GRID_COLOUR = QColor("#8a949e")
BEST_MOVE_COLOUR = QColor("#1565ff")
GRID_PEN = QPen(GRID_COLOUR, 1)
#: The keyboard cursor: a dark frame with a light line inside, seen on every cell colour and unlike
#: the best move's blue frame.
CURSOR_PENS = (QPen(QColor("#202020"), 3), QPen(QColor("#ffffff"), 1))
#: The overlay from safe to a mine: pale green, through yellow, to red, darker as the risk grows,
#: so that the risk reads from the lightness too (for colour-blind eyes, and in grey).
HEAT_STOPS = (QColor("#d5f5c8"), QColor("#f2d64b"), QColor("#d2453d"))
#: The keys that reveal (or, in the editor, set) the cell under the cursor, as a left click does.
PRESS_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


def heat_colour(p: float) -> QColor:
    """The overlay's colour for a mine probability ``p``, a little translucent over the hidden cell.

    It follows the square root of the probability, so that a 20% risk already looks yellow-orange
    rather than safe green."""
    colour = ramp(HEAT_STOPS, max(0.0, min(1.0, p)) ** 0.5)
    colour.setAlphaF(0.8)
    return colour


def percent(p: Fraction) -> str:
    value = 100 * float(p)
    if 0 < value < 1:
        return "<1%"
    if 99 < value < 100:
        return ">99%"
    return f"{value:.0f}%"


def risk(p: Fraction) -> str:
    """A cell's mine probability ``p`` in words, to the whole percent unless certain."""
    if p == 0:
        return "certainly safe"
    if p == 1:
        return "certainly a mine"
    return f"{percent(p)} chance of a mine"


def fraction_text(p: Fraction) -> str:
    """``39/80 = 48.75%``: exact as a fraction, and a percentage to read (not 48.7500%); an
    uncertain chance never reads as a certain one (``1/30000 = <0.01%``, not 0%)."""
    shown = f"{float(p) * 100:.2f}".rstrip("0").rstrip(".")
    if 0 < p < 1 and shown in ("0", "100"):
        shown = "<0.01" if shown == "0" else ">99.99"
    return f"{p.numerator}/{p.denominator} = {shown}%"


class BoardView(FocusDrawnWidget):
    """Draws the cells; left click, right click and middle click (or both buttons) on a cell.

    The keyboard has a cursor cell (drawn while the board has the focus): Space or Enter there is a
    left click, F a right click, H asks for the hint. The accessible description says what the
    cursor is on."""

    left_clicked = Signal(int, int)
    right_clicked = Signal(int, int)
    chord_clicked = Signal(int, int)
    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Minesweeper board")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 150)
        self.width_cells = 9
        self.height_cells = 9
        self.cells: list[int] = [HIDDEN] * 81
        self.mines: set[int] = set()
        self.wrong_flags: set[int] = set()
        self.exploded: int | None = None
        # Both buttons were down and one went up (a chord): the other's release is not a click.
        self._chorded = False
        self.probabilities: dict[int, Fraction] = {}
        self.safe: set[int] = set()
        self.certain_mines: set[int] = set()
        self.best_move: int | None = None
        self.show_overlay = True
        self.show_values = True
        self.cursor = (0, 0)
        # The drawn board (see _draw_changed_cells): the picture, what it was drawn for, and the
        # look of each cell in it; the overlay's colour and text of each cell with a probability.
        self._picture = QPixmap()
        self._frame: tuple[int, int, int, float] | None = None
        self._drawn: list[tuple[object, ...] | None] = []
        self._shades: dict[int, tuple[QColor, str]] = {}

    # -- state from the tab ------------------------------------------------------------------
    def set_board(
        self,
        width: int,
        height: int,
        cells: list[int],
        mines: set[int],
        exploded: int | None,
        wrong_flags: set[int] | None = None,
    ) -> None:
        self.width_cells, self.height_cells = width, height
        self.cells, self.mines, self.exploded = cells, mines, exploded
        self.wrong_flags = wrong_flags or set()
        self.updateGeometry()
        self.set_cursor(*self.cursor)  # kept on the board, and its description up to date

    def set_analysis(
        self,
        probabilities: dict[int, Fraction],
        safe: set[int],
        mines: set[int],
        best_move: int | None,
    ) -> None:
        self.probabilities, self.safe, self.certain_mines, self.best_move = (
            probabilities,
            safe,
            mines,
            best_move,
        )
        shades = {p: (heat_colour(float(p)), percent(p)) for p in set(probabilities.values())}
        self._shades = {index: shades[p] for index, p in probabilities.items()}
        self._describe_cursor()
        self.update()

    def clear_analysis(self) -> None:
        self.set_analysis({}, set(), set(), None)

    def set_cursor(self, row: int, col: int) -> None:
        """Put the keyboard cursor on the cell nearest to (``row``, ``col``) on the board."""
        self.cursor = (max(0, min(row, self.height_cells - 1)), max(0, min(col, self.width_cells - 1)))
        self._describe_cursor()
        self.update()

    def _describe_cursor(self) -> None:
        row, col = self.cursor
        self.setAccessibleDescription(f"Row {row + 1}, column {col + 1}: {self.cell_state(row, col)}")

    def cell_state(self, row: int, col: int) -> str:
        """What a cell shows, in words, with its mine probability when analysed."""
        index = row * self.width_cells + col
        value = self.cells[index]
        if value == UNNUMBERED:
            return "revealed, number not given"
        if value >= 0:
            return f"revealed {value}"
        if index == self.exploded:
            return "the mine that went off"
        if index in self.mines:
            return "a mine"
        if index in self.wrong_flags:
            return "flagged, but no mine"
        if value == FLAG:
            return "flagged"
        p = self.probabilities.get(index)
        state = "hidden" if p is None else f"hidden, {risk(p)}"
        return f"{state}, the best move" if index == self.best_move else state

    # -- geometry --------------------------------------------------------------------------
    def cell_size(self) -> int:
        return max(
            8, min(self.width() // max(1, self.width_cells), self.height() // max(1, self.height_cells))
        )

    def sizeHint(self) -> QSize:
        return QSize(self.width_cells * 28 + 2, self.height_cells * 28 + 2)

    def _origin(self, size: int) -> QPoint:
        return QPoint(
            (self.width() - size * self.width_cells) // 2, (self.height() - size * self.height_cells) // 2
        )

    def cell_rect(self, row: int, col: int) -> QRect:
        size = self.cell_size()
        origin = self._origin(size)
        return QRect(origin.x() + col * size, origin.y() + row * size, size, size)

    def cell_at(self, point: QPoint) -> tuple[int, int] | None:
        size = self.cell_size()
        origin = self._origin(size)
        col = (point.x() - origin.x()) // size
        row = (point.y() - origin.y()) // size
        if 0 <= row < self.height_cells and 0 <= col < self.width_cells and point.x() >= origin.x():
            return row, col
        return None

    # -- input -----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A press with no other button down starts afresh: a chord's second release that never came
        (the pointer left the board) does not swallow the next click."""
        if event.buttons() == event.button():
            self._chorded = False
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click is a release. With both buttons down, the first release chords (as a middle
        click does) and the second does nothing, whichever button goes up first."""
        other = event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        chorded, self._chorded = self._chorded, bool(other)
        cell = self.cell_at(event.position().toPoint())
        if cell is None or chorded:
            return
        self.set_cursor(*cell)
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or other:
            self.chord_clicked.emit(*cell)
        elif button == Qt.MouseButton.LeftButton:
            self.left_clicked.emit(*cell)
        elif button == Qt.MouseButton.RightButton:
            self.right_clicked.emit(*cell)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        target = self._cursor_target(event)
        if target is not None:
            self.set_cursor(*target)
            self._show_tip(self.cursor, self.mapToGlobal(self.cell_rect(*self.cursor).bottomRight()))
        elif is_command(event):
            super().keyPressEvent(event)  # Ctrl+F, Alt+H...: another command's keys, not a move here
        elif key in PRESS_KEYS:
            self.left_clicked.emit(*self.cursor)
        elif key == Qt.Key.Key_F:
            self.right_clicked.emit(*self.cursor)
        elif key == Qt.Key.Key_H:
            self.hint_requested.emit()
        else:
            super().keyPressEvent(event)

    def _cursor_target(self, event: QKeyEvent) -> tuple[int, int] | None:
        """Where the key moves the cursor (set_cursor keeps it on the board); None for other keys."""
        control = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        row, col = self.cursor
        last_row, last_col = self.height_cells - 1, self.width_cells - 1
        return {
            Qt.Key.Key_Left: (row, col - 1),
            Qt.Key.Key_Right: (row, col + 1),
            Qt.Key.Key_Up: (row - 1, col),
            Qt.Key.Key_Down: (row + 1, col),
            Qt.Key.Key_Home: (0 if control else row, 0),
            Qt.Key.Key_End: (last_row if control else row, last_col),
            Qt.Key.Key_PageUp: (0, col),
            Qt.Key.Key_PageDown: (last_row, col),
        }.get(Qt.Key(event.key()))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._show_tip(self.cell_at(event.position().toPoint()), event.globalPosition().toPoint())

    def _show_tip(self, cell: tuple[int, int] | None, where: QPoint) -> None:
        """The tooltip of ``cell`` (under the mouse or the cursor) at ``where``, if it has one."""
        text = "" if cell is None else self.describe(*cell)
        if text:
            QToolTip.showText(where, text, self)
        else:
            QToolTip.hideText()

    def describe(self, row: int, col: int) -> str:
        """The tooltip of a cell: its exact mine probability when analysed; what a ``?`` means."""
        index = row * self.width_cells + col
        where = f"row {row + 1}, column {col + 1}"
        if self.cells[index] == UNNUMBERED:
            return f"{where}: ? = revealed, number not given (no mine; it constrains nothing)"
        p = self.probabilities.get(index)
        if p is None:
            return ""
        if p in (0, 1):
            return f"{where}: {risk(p)}"
        return f"{where}: mine probability {fraction_text(p)}"

    # -- drawing ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        size = self.cell_size()
        self._draw_changed_cells(size)
        painter = QPainter(self)
        painter.drawPixmap(self._origin(size), self._picture)
        if self.hasFocus():
            self._paint_cursor(painter)
        painter.end()

    def _paint_cursor(self, painter: QPainter) -> None:
        rect = self.cell_rect(*self.cursor)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen, inset in zip(CURSOR_PENS, (1, 3), strict=True):
            painter.setPen(pen)
            painter.drawRect(rect.adjusted(inset, inset, -inset, -inset))

    def _draw_changed_cells(self, size: int) -> None:
        """Bring the picture of the board up to date, drawing again only the cells whose look has
        changed: drawing all 2,400 cells of a 60x40 board in Python takes tens of milliseconds."""
        ratio = self.devicePixelRatioF()
        frame = (size, self.width_cells, self.height_cells, ratio)
        if frame != self._frame:
            self._frame = frame
            self._picture = QPixmap(
                round((self.width_cells * size + 1) * ratio), round((self.height_cells * size + 1) * ratio)
            )
            self._picture.setDevicePixelRatio(ratio)
            # The cells may not reach its last device pixels (at a fractional or double scale),
            # which would show what the memory held.
            self._picture.fill(Qt.GlobalColor.transparent)
            self._drawn = [None] * len(self.cells)
        looks = [self._look(index) for index in range(len(self.cells))]
        changed = [index for index, look in enumerate(looks) if look != self._drawn[index]]
        if not changed:
            return
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(6, int(size * 0.6)))
        small = QFont(self.font())
        small.setPixelSize(max(6, int(size * 0.36)))
        painter = QPainter(self._picture)
        for index in changed:
            self._paint_cell(painter, index, size, font, small)
            self._drawn[index] = looks[index]
        painter.end()

    def _look(self, index: int) -> tuple[object, ...]:
        """Everything the drawing of cell ``index`` depends on (besides the cell size)."""
        value = self.cells[index]
        if is_revealed(value):
            return (value,)
        shade, text = self._shades.get(index, (None, None))
        return (
            value,
            index == self.exploded,
            index in self.mines,
            index in self.wrong_flags,
            shade if self.show_overlay else None,
            text if self.show_values else None,
            index in self.safe,
            index in self.certain_mines,
            index == self.best_move,
        )

    def _paint_cell(self, painter: QPainter, index: int, size: int, font: QFont, small: QFont) -> None:
        """Draw cell ``index`` into the picture of the board, whose corner is the first cell's."""
        row, col = divmod(index, self.width_cells)
        rect = QRect(col * size, row * size, size, size)
        value = self.cells[index]
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # crisp lines within the cell
        painter.setPen(GRID_PEN)
        if is_revealed(value):
            painter.setBrush(REVEALED_COLOUR)
            painter.drawRect(rect)
            if value:
                painter.setFont(font)
                painter.setPen(UNNUMBERED_COLOUR if value == UNNUMBERED else NUMBER_COLOURS[value])
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, cell_char(value))
            return
        painter.setBrush(QColor("#ff6b6b") if index == self.exploded else HIDDEN_COLOUR)
        painter.drawRect(rect)
        inner = rect.adjusted(2, 2, -2, -2)
        if index in self.mines:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(QColor("#202020"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(inner.adjusted(size // 6, size // 6, -size // 6, -size // 6))
            return
        if value == FLAG:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_flag(painter, inner)
            if index in self.wrong_flags:  # crossed out, as the classic game shows a wrong flag
                painter.setPen(QPen(QColor("#202020"), max(2, size // 10)))
                painter.drawLine(inner.topLeft(), inner.bottomRight())
                painter.drawLine(inner.topRight(), inner.bottomLeft())
            return
        shade, text = self._shades.get(index, (None, ""))
        if shade is not None and self.show_overlay:
            painter.fillRect(inner, shade)
        if index in self.safe:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor("#0b6b0b"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(inner.adjusted(size // 4, size // 4, -size // 4, -size // 4))
        elif index in self.certain_mines:
            painter.setFont(font)
            painter.setPen(QColor("#8b0000"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, "\u2715")
        elif text and self.show_values and size >= 18:
            painter.setFont(small)
            painter.setPen(QColor("#101010"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, text)
        if index == self.best_move:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # the frame stays in the cell
            painter.setPen(QPen(BEST_MOVE_COLOUR, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect.adjusted(1, 1, -1, -1))

    @staticmethod
    def _paint_flag(painter: QPainter, rect: QRect) -> None:
        pole_x = rect.left() + rect.width() * 0.45
        painter.setPen(QPen(QColor("#202020"), 2))
        painter.drawLine(
            int(pole_x), rect.top() + rect.height() // 5, int(pole_x), rect.bottom() - rect.height() // 6
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#d11f1f"))
        top = rect.top() + rect.height() // 5
        painter.drawPolygon(
            QPolygon(
                [
                    QPoint(int(pole_x), top),
                    QPoint(int(pole_x + rect.width() * 0.38), top + rect.height() // 6),
                    QPoint(int(pole_x), top + rect.height() // 3),
                ]
            )
        )


class GameCounters(QWidget):
    """The mines left and the clock, centred above the board as on the game's own display (in the rows
    of controls they made the smallest window wider than a small screen's)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counter_label = plain_label()
        self.clock_label = plain_label()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addStretch(1)
        layout.addWidget(self.counter_label)
        layout.addSpacing(24)
        layout.addWidget(self.clock_label)
        layout.addStretch(1)

    def show_counts(self, mines_left: int, seconds: int | None) -> None:
        """The mines left, and the seconds of a game (None while editing)."""
        self.counter_label.setText(f"Mines left: {mines_left}")
        self.clock_label.setText("Editing" if seconds is None else f"Time: {seconds} s")


def plain_label(text: str = "", wrap: bool = False) -> QLabel:
    """A label that shows its text as it is: a file name or a quoted line of a position file may hold
    ``<`` or ``&``, which Qt would otherwise take for HTML and show in part, or not at all."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


def set_message(label: QLabel, text: str, error: bool) -> None:
    """``text`` in ``label``, red when it says what is wrong."""
    set_tone(label, Tone.BAD if error else Tone.NOTE)
    label.setText(text)
