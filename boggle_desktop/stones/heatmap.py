"""The win/lose table as a heat map drawn with QPainter, with the current position marked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLineF, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from boggle_desktop.colours import legend_places, ramp
from solvers.stones import Position, WinTable
from solvers.wording import counted

#: Vermillion for the losing cells, blues for the winning ones: told apart by colour-blind eyes too
#: (red against green looked the same olive to many), and the blues by their lightness.
LOSE_COLOR = QColor("#d55e00")
WIN_LIGHT = QColor("#c6dbef")
WIN_DARK = QColor("#08519c")
#: The current position's frame, with a white ring inside it: seen on every cell colour.
MARK_COLOR = QColor("#111111")
LEFT, TOP, RIGHT = 40, 40, 12
#: The legend: the space between the table and it, and the side of a colour swatch.
LEGEND_GAP, SWATCH = 14, 14
CENTER = Qt.AlignmentFlag.AlignCenter


def win_color(count: int, most: int) -> QColor:
    """Blue, darker the more winning moves a position has (``count`` of at most ``most``)."""
    return ramp((WIN_LIGHT, WIN_DARK), 0.0 if most <= 1 else (count - 1) / (most - 1))


def paint_frame(painter: QPainter, rect: QRectF) -> None:
    """The current position's frame inside ``rect``: a white ring under a dark one."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("white"), 5))
    painter.drawRect(rect.adjusted(2.5, 2.5, -2.5, -2.5))
    painter.setPen(QPen(MARK_COLOR, 3))
    painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))


class HeatMapView(QWidget):
    """Rows: stones left n = 1..size (top to bottom); columns: allowance k = 1..size.

    Vermillion cells lose for the player to move, blue cells win (darker: more
    winning moves).  The cell of the current position, if it is inside the table,
    is framed.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: WinTable | None = None
        self._counts: list[list[int]] = []
        self._most = 1
        self._marker: Position | None = None
        self._pixmap: QPixmap | None = None
        self._pixmap_key: tuple[int, int, float] | None = None
        self._bottom: tuple[tuple[int, str, int], float] | None = None  # (what it is for, height)
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
        bottom = self._legend_height()
        return max(1.0, min((self.width() - LEFT - RIGHT) / size, (self.height() - TOP - bottom) / size))

    def _small_font(self) -> QFont:
        """The axes' and the legend's font: a point smaller than the widget's."""
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, font.pointSizeF() - 1))
        return font

    def _legend_places(self) -> tuple[list[tuple[float, int, QColor | None, str]], float]:
        """Each legend entry's x and line (from 0), the lines no wider than the widget; and the
        height of a line, which grows with the font."""
        metrics = QFontMetricsF(self._small_font())
        entries = self.legend()
        widths = [SWATCH + 4 + metrics.horizontalAdvance(label) for _, label in entries]
        places = legend_places(widths, LEFT, self.width() - RIGHT, 14)
        placed = [(x, line, color, label) for (x, line), (color, label) in zip(places, entries, strict=True)]
        return placed, max(20.0, metrics.height() + 4)

    def _legend_height(self) -> float:
        """The room under the table for the legend (kept: every cell's rectangle depends on it)."""
        key = (self.width(), self.font().key(), self._most)
        if self._bottom is None or self._bottom[0] != key:
            places, line_height = self._legend_places()
            self._bottom = key, LEGEND_GAP + (places[-1][1] + 1) * line_height + 6
        return self._bottom[1]

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
        painter.setFont(self._small_font())
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
        # Inside the cell: it hides no neighbour (a frame grown past the cell covered a fifth of
        # the cells around it).
        paint_frame(painter, self.cell_rect(*cell))

    def _paint_legend(self, painter: QPainter, size: int, side: float) -> None:
        top = TOP + size * side + LEGEND_GAP
        places, line_height = self._legend_places()
        painter.setFont(self._small_font())
        for x, line, color, label in places:
            y = top + line * line_height
            swatch = QRectF(x, y + (line_height - SWATCH) / 2, SWATCH, SWATCH)
            if color is None:
                paint_frame(painter, swatch)
            else:
                painter.fillRect(swatch, color)
            painter.setPen(self.palette().text().color())
            text = QRectF(x + SWATCH + 4, y, self.width() - x - SWATCH - 4, line_height)
            painter.drawText(text, Qt.AlignmentFlag.AlignVCenter, label)

    def legend(self) -> list[tuple[QColor | None, str]]:
        """The legend's swatches (None: the current position's frame) and their words: a blue for
        every number of winning moves, up to the most any cell of the table has."""
        more = (f"{count} winning moves" for count in range(2, self._most + 1))
        words = ["mover wins: 1 winning move", *more]
        wins = [(win_color(count, self._most), text) for count, text in enumerate(words, 1)]
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
