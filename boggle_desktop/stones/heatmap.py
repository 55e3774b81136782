"""The win/lose table as a heat map drawn with QPainter, with the current position marked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLineF, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QHelpEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from solvers.stones import Position, WinTable
from solvers.wording import counted

LOSE_COLOR = QColor("#c8423b")
WIN_LIGHT = QColor("#cfeccf")
WIN_DARK = QColor("#1f7a3a")
MARK_COLOR = QColor("#1d3fbf")
LEFT, TOP, RIGHT, BOTTOM = 40, 40, 12, 64
CENTER = Qt.AlignmentFlag.AlignCenter


def win_color(count: int, most: int) -> QColor:
    """Green, darker the more winning moves a position has (``count`` of at most ``most``)."""
    f = 0.0 if most <= 1 else (count - 1) / (most - 1)
    return QColor.fromRgbF(
        WIN_LIGHT.redF() + f * (WIN_DARK.redF() - WIN_LIGHT.redF()),
        WIN_LIGHT.greenF() + f * (WIN_DARK.greenF() - WIN_LIGHT.greenF()),
        WIN_LIGHT.blueF() + f * (WIN_DARK.blueF() - WIN_LIGHT.blueF()),
    )


class HeatMapView(QWidget):
    """Rows: stones left n = 1..size (top to bottom); columns: allowance k = 1..size.

    Red cells lose for the player to move, green cells win (darker: more winning
    moves).  The cell of the current position, if it is inside the table, is
    outlined in blue.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: WinTable | None = None
        self._counts: list[list[int]] = []
        self._most = 1
        self._marker: Position | None = None
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple[int, int, float] | None = None
        self.setMinimumSize(260, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)

    # -- data -------------------------------------------------------------
    @property
    def table(self) -> WinTable | None:
        return self._table

    @property
    def marker(self) -> Position | None:
        return self._marker

    def set_table(self, table: WinTable | None) -> None:
        self._table = table
        self._counts = []
        if table is not None:
            self._counts = [[0] * (table.size + 1)] + [
                [len(table.winning_moves(Position(n, k))) for k in range(table.size + 1)]
                for n in range(1, table.size + 1)
            ]
        self._most = max((max(row) for row in self._counts), default=1) or 1
        self._pixmap = None
        self.update()

    def set_marker(self, position: Position | None) -> None:
        self._marker = position
        self.update()

    def marked_cell(self) -> tuple[int, int] | None:
        """(n, k) of the outlined cell, or None when the position is outside the table."""
        table, pos = self._table, self._marker
        if table is None or pos is None or not 1 <= pos.stones <= table.size:
            return None
        k = min(pos.max_take, table.size)
        return (pos.stones, k) if k >= 1 else None

    # -- geometry ---------------------------------------------------------
    def _cell_size(self) -> float:
        size = self._table.size if self._table else 1
        return max(1.0, min((self.width() - LEFT - RIGHT) / size, (self.height() - TOP - BOTTOM) / size))

    def cell_rect(self, n: int, k: int) -> QRectF:
        side = self._cell_size()
        return QRectF(LEFT + (k - 1) * side, TOP + (n - 1) * side, side, side)

    def cell_at(self, point: QPoint) -> tuple[int, int] | None:
        if self._table is None:
            return None
        side = self._cell_size()
        k = int((point.x() - LEFT) // side) + 1
        n = int((point.y() - TOP) // side) + 1
        if 1 <= n <= self._table.size and 1 <= k <= self._table.size:
            return n, k
        return None

    def sizeHint(self) -> QSize:
        return QSize(520, 560)

    # -- painting ---------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._table is None:
            painter.fillRect(self.rect(), self.palette().base())
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No table")
        else:
            painter.drawPixmap(0, 0, self._background())
            self._paint_marker(painter)
        painter.end()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._pixmap = None
        super().changeEvent(event)

    def _background(self) -> QPixmap:
        """Everything but the marker, drawn once per table, size and palette: only the marker moves
        during a game, and drawing the 4,096 cells again from Python took some 40 ms at every move."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        if self._pixmap is not None and self._pixmap_key == key:
            return self._pixmap
        assert self._table is not None
        size = self._table.size
        pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        painter = QPainter(pixmap)
        painter.setFont(self.font())
        painter.fillRect(self.rect(), self.palette().base())
        side = self._cell_size()
        for n in range(1, size + 1):
            for k in range(1, size + 1):
                count = self._counts[n][k]
                color = win_color(count, self._most) if count else LOSE_COLOR
                painter.fillRect(self.cell_rect(n, k), color)
        if side >= 6:
            painter.setPen(QPen(self.palette().base().color(), 1))
            for i in range(size + 1):
                painter.drawLine(QLineF(LEFT + i * side, TOP, LEFT + i * side, TOP + size * side))
                painter.drawLine(QLineF(LEFT, TOP + i * side, LEFT + size * side, TOP + i * side))
        self._paint_axes(painter, size, side)
        self._paint_legend(painter, size, side)
        painter.end()
        self._pixmap, self._pixmap_key = pixmap, key
        return pixmap

    def _ticks(self, size: int, side: float) -> list[int]:
        step = next(s for s in (1, 2, 4, 8, 16) if s * side >= 18 or s == 16)
        return sorted({1, size, *range(step, size + 1, step)})

    def _paint_axes(self, painter: QPainter, size: int, side: float) -> None:
        painter.setPen(self.palette().text().color())
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() - 1))
        painter.setFont(font)
        painter.drawText(QRectF(LEFT, 0, size * side, TOP / 2), CENTER, "k: the most the player may take →")
        for value in self._ticks(size, side):
            painter.drawText(
                QRectF(LEFT + (value - 1) * side - 10, TOP / 2, side + 20, TOP / 2),
                Qt.AlignmentFlag.AlignCenter,
                str(value),
            )
            painter.drawText(
                QRectF(0, TOP + (value - 1) * side - 10, LEFT - 4, side + 20),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(value),
            )
        painter.save()
        painter.translate(10, TOP + size * side / 2)
        painter.rotate(-90)
        painter.drawText(QRectF(-size * side / 2, -8, size * side, 16), CENTER, "n: stones left")
        painter.restore()

    def _paint_marker(self, painter: QPainter) -> None:
        cell = self.marked_cell()
        if cell is None:
            return
        # Inside the cell, a white ring under a blue one: it stands out on every colour and hides
        # no neighbour (a frame grown past the cell covered a fifth of the cells around it).
        rect = self.cell_rect(*cell)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("white"), 5))
        painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
        painter.setPen(QPen(MARK_COLOR, 3))
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))

    def _paint_legend(self, painter: QPainter, size: int, side: float) -> None:
        y = TOP + size * side + 14
        x = float(LEFT)
        for color, label in self.legend():
            width = painter.fontMetrics().horizontalAdvance(label)
            if x > LEFT and x + 18 + width > self.width() - RIGHT:
                x, y = float(LEFT), y + 20
            if color is None:
                painter.setPen(QPen(MARK_COLOR, 3))
                painter.drawRect(QRectF(x + 1, y + 1, 12, 12))
            else:
                painter.fillRect(QRectF(x, y, 14, 14), color)
            painter.setPen(self.palette().text().color())
            painter.drawText(QRectF(x + 18, y - 2, width + 4, 18), Qt.AlignmentFlag.AlignVCenter, label)
            x += 18 + width + 14

    def legend(self) -> list[tuple[QColor | None, str]]:
        """The legend's swatches (None: the current position's frame) and their words; the greens
        run from one winning move to the most any cell of the table has, so each shade is placed."""
        wins = [(win_color(1, self._most), "mover wins: 1 winning move")]
        if self._most > 1:
            wins.append((win_color(self._most, self._most), f"{self._most} winning moves"))
        return [(LOSE_COLOR, "mover loses"), *wins, (None, "current position")]

    # -- tooltips ---------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            cell = self.cell_at(event.pos())
            if cell is None or self._table is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.describe_cell(*cell), self)
            return True
        return super().event(event)

    def describe_cell(self, n: int, k: int) -> str:
        assert self._table is not None
        moves = self._table.winning_moves(Position(n, k))
        head = f"{counted(n, 'stone', str(n))} left, at most {k} may be taken: "
        if not moves:
            return head + "the player to move loses"
        return head + "wins by taking " + ", ".join(map(str, moves))
