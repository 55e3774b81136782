"""The board: dice drawn to scale, word paths highlighted, words traced with the mouse."""

from __future__ import annotations

import itertools

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from boggle_desktop.accessibility import FocusDrawnWidget, paint_focus_frame
from solvers.boggle import Board, Cell, face_label

_DIE = QColor("#f4ecd8")
_DIE_EDGE = QColor("#b9a77f")
_LETTER = QColor("#2b2b2b")
_TABLE = QColor("#3d6b4f")
_HIGHLIGHT = QColor("#f2c14e")
_ACCEPTED = QColor("#8fd18b")
_TRACE = QColor("#7fb2f0")
#: Milliseconds the highlight animation spends on each die of a path.
STEP_MS = 90
#: While dragging, a die is entered only within this fraction of its half-width from its
#: centre, so that a diagonal move is not taken for its horizontal or vertical neighbour.
_HIT_RADIUS = 0.72


class BoardWidget(FocusDrawnWidget):
    """Shows a board; ``traced(word, path)`` when the player drags across adjacent dice. A screen
    reader reads the letters, row by row, in its description."""

    traced = Signal(str, object)  # word, tuple of (row, col)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(220, 220)
        self.setMouseTracking(False)
        # Reached with Tab, where a screen reader reads the letters; a click to trace a word leaves
        # the focus in the entry.
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setAccessibleName("Boggle board")
        self._board: Board | None = None
        self._cover = ""  # text shown instead of the dice (paused, preparing)
        self._path: tuple[Cell, ...] = ()
        self._path_color = _HIGHLIGHT
        self._shown = 0.0  # how many dice of the path are shown (animated)
        self._trace: list[Cell] = []
        self.interactive = False
        self._animation = QPropertyAnimation(self, b"shown", self)
        self._animation.setEasingCurve(QEasingCurve.Type.Linear)
        self._describe()

    # -- what is shown ------------------------------------------------------------------------

    def board(self) -> Board | None:
        return self._board

    def set_board(self, board: Board | None) -> None:
        self._board = board
        self._path, self._trace = (), []
        self._describe()
        self.update()

    def set_cover(self, text: str) -> None:
        """Hide the dice behind ``text`` (empty text shows them again)."""
        self._cover = text
        self._trace = []
        self._describe()
        self.update()

    def cover(self) -> str:
        return self._cover

    def _describe(self) -> None:
        """What a screen reader says of the board: the letters row by row, or why they are hidden."""
        if self._board is None or self._cover:
            hidden = ". ".join((self._cover or "No board yet").splitlines())
            self.setAccessibleDescription(f"The letters are hidden. {hidden}")
            return
        board = self._board
        rows = (
            ", ".join(face_label(board.face(row, col)) or "blank" for col in range(board.size))
            for row in range(board.size)
        )
        self.setAccessibleDescription(" ".join(f"Row {row}: {faces}." for row, faces in enumerate(rows, 1)))

    def highlight(self, path: tuple[Cell, ...], accepted: bool = False, animate: bool = True) -> None:
        """Light up the dice of a path, one after another unless ``animate`` is False."""
        self._path = tuple(path)
        self._path_color = _ACCEPTED if accepted else _HIGHLIGHT
        self._animation.stop()
        if animate and len(path) > 1:
            self._animation.setDuration(STEP_MS * len(path))
            self._animation.setStartValue(0.0)
            self._animation.setEndValue(float(len(path)))
            self._animation.start()
        else:
            self._set_shown(float(len(path)))

    def highlighted(self) -> tuple[Cell, ...]:
        return self._path

    def is_animating(self) -> bool:
        return self._animation.state() == QPropertyAnimation.State.Running

    def _get_shown(self) -> float:
        return self._shown

    def _set_shown(self, value: float) -> None:
        self._shown = value
        self.update()

    shown = Property(float, _get_shown, _set_shown)

    # -- geometry -----------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(420, 420)

    def _grid(self) -> tuple[QRectF, float]:
        """The square the dice fill, and the size of one cell."""
        n = self._board.size if self._board else 4
        side = min(self.width(), self.height()) - 8
        rect = QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        return rect, side / n

    def cell_center(self, cell: Cell) -> QPointF:
        rect, step = self._grid()
        return QPointF(rect.left() + (cell[1] + 0.5) * step, rect.top() + (cell[0] + 0.5) * step)

    def cell_at(self, point: QPointF, radius: float = 1.0) -> Cell | None:
        """The die under ``point`` (within ``radius`` of its half-width from the centre)."""
        if self._board is None:
            return None
        rect, step = self._grid()
        col = int((point.x() - rect.left()) // step)
        row = int((point.y() - rect.top()) // step)
        n = self._board.size
        if not (0 <= row < n and 0 <= col < n):
            return None
        center = self.cell_center((row, col))
        reach = radius * step / 2
        if abs(point.x() - center.x()) > reach or abs(point.y() - center.y()) > reach:
            return None
        return row, col

    # -- tracing with the mouse ---------------------------------------------------------------

    def _traceable(self) -> bool:
        return self.interactive and self._board is not None and not self._cover

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._traceable():
            return super().mousePressEvent(event)
        cell = self.cell_at(event.position())
        if cell is not None and self._board.face(*cell):
            self._trace = [cell]
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self._trace:
            return super().mouseMoveEvent(event)
        cell = self.cell_at(event.position(), _HIT_RADIUS)
        if cell is None or cell == self._trace[-1]:
            return
        if len(self._trace) > 1 and cell == self._trace[-2]:
            self._trace.pop()  # moving back undoes the last die
        elif cell not in self._trace and _touch(cell, self._trace[-1]) and self._board.face(*cell):
            self._trace.append(cell)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self._trace:
            return super().mouseReleaseEvent(event)
        path = tuple(self._trace)
        self._trace = []
        self.update()
        if len(path) > 1:
            self.traced.emit("".join(self._board.face(*cell) for cell in path), path)

    def traced_so_far(self) -> str:
        return "".join(self._board.face(*cell) for cell in self._trace) if self._board else ""

    # -- painting -----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_board(painter)
        paint_focus_frame(self, painter)  # last: the table reaches the widget's edges on its short side
        painter.end()

    def _paint_board(self, painter: QPainter) -> None:
        rect, step = self._grid()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_TABLE)
        painter.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), 10, 10)
        if self._board is None or self._cover:
            painter.setPen(QColor("white"))
            font = QFont(self.font())
            font.setPointSizeF(max(10.0, rect.height() / 18))
            painter.setFont(font)
            # Wrapped: a long line at this size would be cut off at both sides of a small board.
            inside = rect.adjusted(step * 0.2, 0, -step * 0.2, 0)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            painter.drawText(inside, flags, self._cover or "No board yet")
            return
        lit = {cell: i for i, cell in enumerate(self._path[: int(self._shown + 0.999)])}
        traced = set(self._trace)
        n = self._board.size
        dice = {
            (row, col): QRectF(rect.left() + col * step, rect.top() + row * step, step, step).adjusted(
                step * 0.06, step * 0.06, -step * 0.06, -step * 0.06
            )
            for row in range(n)
            for col in range(n)
        }
        painter.setPen(QPen(_DIE_EDGE, max(1.0, step / 40)))
        for cell, die in dice.items():
            painter.setBrush(_TRACE if cell in traced else self._path_color if cell in lit else _DIE)
            painter.drawRoundedRect(die, step * 0.12, step * 0.12)
            if not self._board.face(*cell):
                _draw_blank(painter, die, step)
        # The path runs under the letters, so that they stay readable.
        for cells, color in ((list(lit), self._path_color.darker(150)), (self._trace, _TRACE.darker(150))):
            if len(cells) > 1:
                color = QColor(color)
                color.setAlpha(170)
                painter.setPen(
                    QPen(color, max(2.0, step / 12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
                )
                points = [self.cell_center(cell) for cell in cells]
                for a, b in itertools.pairwise(points):
                    painter.drawLine(a, b)
                painter.setBrush(color)  # a dot marks where the word starts
                painter.drawEllipse(points[0], step * 0.09, step * 0.09)
        font = QFont(self.font())
        font.setBold(True)
        painter.setPen(_LETTER)
        for (row, col), die in dice.items():
            label = face_label(self._board.face(row, col))
            font.setPointSizeF(max(6.0, step * (0.36 if len(label) < 2 else 0.28)))
            painter.setFont(font)
            painter.drawText(die, Qt.AlignmentFlag.AlignCenter, label)


def _draw_blank(painter: QPainter, die: QRectF, step: float) -> None:
    """Hatch a blank face, which has no letter: an empty die would look like a drawing fault."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(_DIE_EDGE, Qt.BrushStyle.BDiagPattern))
    inset = step * 0.12
    painter.drawRoundedRect(die.adjusted(inset, inset, -inset, -inset), step * 0.08, step * 0.08)
    painter.restore()


def _touch(a: Cell, b: Cell) -> bool:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1])) == 1
