"""A horizontal bar chart of both power indices, one row per block, drawn with QPainter.

(PySide6-Essentials has no QtCharts.)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from boggle_desktop.colours import legend_places
from boggle_desktop.voting.models import percent_text

BANZHAF_COLOR = QColor("#2f6db5")
SHAPLEY_COLOR = QColor("#e0892b")
ROW_HEIGHT = 24
#: The height of a line of the legend, at the least (a larger font needs more).
LEGEND_LINE = 26
AXIS_HEIGHT = 22
MARGIN = 8
SWATCH = 14
LEGEND_NOTE = "share of power; the figure is the Banzhaf %"


def nice_axis(value: float, most_ticks: int = 8) -> tuple[float, int]:
    """(axis end, number of intervals): ``value`` rounded up to a multiple of a 1, 2, 2.5 or 5
    times a power of ten step, with at most ``most_ticks`` intervals."""
    value = max(value, 1e-9)
    power = 10 ** math.floor(math.log10(value / most_ticks))
    for factor in (1, 2, 2.5, 5, 10, 20):
        step = factor * power
        intervals = math.ceil(value / step - 1e-9)
        if intervals <= most_ticks:
            return intervals * step, intervals
    raise AssertionError("unreachable: a step of 20 powers always fits")


class PowerChart(QWidget):
    """Banzhaf (blue) and Shapley-Shubik (orange) shares in percent; grows taller with more blocks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names: list[str] = []
        self.banzhaf: list[float] = []
        self.shapley: list[float] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Minimum)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)

    def set_data(
        self, names: Sequence[str], banzhaf: Sequence[float], shapley: Sequence[float] | None
    ) -> None:
        self.names = list(names)
        self.banzhaf = list(banzhaf)
        self.shapley = None if shapley is None else list(shapley)
        self.updateGeometry()
        self.update()

    def clear(self) -> None:
        self.set_data([], [], None)

    def sizeHint(self) -> QSize:
        return QSize(420, self._content_height())

    def minimumSizeHint(self) -> QSize:
        return QSize(240, self._content_height())

    def _content_height(self) -> int:
        return self._legend_height() + AXIS_HEIGHT + 2 * MARGIN + max(1, len(self.names)) * ROW_HEIGHT

    def resizeEvent(self, event: QResizeEvent) -> None:
        if self._legend_height() != self._legend_height(event.oldSize().width()):
            self.updateGeometry()  # the legend takes more lines, or fewer
        super().resizeEvent(event)

    def _legend_entries(self) -> list[tuple[str, QColor | None]]:
        """The legend's words, after their bar colour (None: a note without one)."""
        entries: list[tuple[str, QColor | None]] = [("Banzhaf", BANZHAF_COLOR)]
        if self.shapley is not None:
            entries.append(("Shapley-Shubik", SHAPLEY_COLOR))
        return [*entries, (LEGEND_NOTE, None)]

    def _legend_places(self, width: int | None = None) -> tuple[list[tuple[float, int]], int]:
        """Where each legend entry goes, (x, line), in lines as wide as the chart (``width``, the
        chart's when None); and the height of a line."""
        metrics = QFontMetrics(self.font())
        widths = [
            (SWATCH + 6 if color is not None else 0) + metrics.horizontalAdvance(label)
            for label, color in self._legend_entries()
        ]
        right = (self.width() if width is None else width) - MARGIN
        return legend_places(widths, MARGIN, right, 18), max(LEGEND_LINE, metrics.height() + 8)

    def _legend_height(self, width: int | None = None) -> int:
        places, line_height = self._legend_places(width)
        return (places[-1][1] + 1) * line_height

    def axis(self) -> tuple[float, int]:
        """(axis end in percent, number of grid intervals)."""
        values = self.banzhaf + (self.shapley or [])
        return nice_axis(100 * max(values, default=0.0))

    def label(self, row: int) -> str:
        """The figure beside a row's bars: its Banzhaf %, as the table shows it."""
        return f"{percent_text(self.banzhaf[row])}%"

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint(painter, event.rect())
        painter.end()

    def _paint(self, painter: QPainter, visible: QRect) -> None:
        palette = self.palette()
        text_color = palette.color(QPalette.ColorRole.Text)
        painter.setPen(text_color)
        metrics = QFontMetrics(self.font())
        if not self.names:
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "No results yet")
            return
        self._draw_legend(painter, metrics)
        label_width = min(180, max(metrics.horizontalAdvance(name) for name in self.names[:500]) + 12)
        left = MARGIN + label_width
        right = self.width() - MARGIN - metrics.horizontalAdvance("100.00%") - 4
        top = MARGIN + self._legend_height() + AXIS_HEIGHT
        plot_width = max(10, right - left)
        top_value, intervals = self.axis()

        # axis along the top, with light grid lines
        grid = QColor(text_color)
        grid.setAlpha(40)
        for k in range(intervals + 1):
            x = left + plot_width * k / intervals
            painter.setPen(grid)
            painter.drawLine(int(x), top - 2, int(x), top + len(self.names) * ROW_HEIGHT)
            painter.setPen(text_color)
            label = f"{top_value * k / intervals:g}%"
            painter.drawText(
                QRectF(x - 30, top - AXIS_HEIGHT, 60, AXIS_HEIGHT - 4), Qt.AlignmentFlag.AlignCenter, label
            )

        bar_height = (ROW_HEIGHT - 6) / (2 if self.shapley is not None else 1)
        # In a scroll area only the few rows in ``visible`` need painting.
        first = max(0, (visible.top() - top) // ROW_HEIGHT)
        last = min(len(self.names), (visible.bottom() - top) // ROW_HEIGHT + 1)
        for row in range(first, last):
            name = self.names[row]
            y = top + row * ROW_HEIGHT + 3
            painter.setPen(text_color)
            shown = metrics.elidedText(name, Qt.TextElideMode.ElideRight, label_width - 8)
            painter.drawText(
                QRectF(MARGIN, y - 3, label_width - 8, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                shown,
            )
            bars = [(self.banzhaf[row], BANZHAF_COLOR)]
            if self.shapley is not None:
                bars.append((self.shapley[row], SHAPLEY_COLOR))
            for k, (value, color) in enumerate(bars):
                length = plot_width * min(1.0, 100 * value / top_value)
                rect = QRectF(
                    left, y + k * bar_height, max(length, 1.0 if value > 0 else 0.0), bar_height - 1
                )
                painter.fillRect(rect, color)
            value_text = self.label(row)
            painter.setPen(text_color)
            end = left + plot_width * min(1.0, 100 * max(v for v, _ in bars) / top_value)
            painter.drawText(
                QRectF(end + 4, y - 3, self.width() - end, ROW_HEIGHT),
                Qt.AlignmentFlag.AlignVCenter,
                value_text,
            )

    def _draw_legend(self, painter: QPainter, metrics: QFontMetrics) -> None:
        places, line_height = self._legend_places()
        for (x, line), (label, color) in zip(places, self._legend_entries(), strict=True):
            box = QRectF(x, MARGIN + line * line_height, self.width() - MARGIN - x, line_height - 2)
            if color is not None:
                painter.fillRect(QRectF(x, box.center().y() - SWATCH / 2, SWATCH, SWATCH), color)
                box.setLeft(x + SWATCH + 6)
            # Where even a line of its own is too short, the note is shortened.
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(box.width()))
            painter.drawText(box, Qt.AlignmentFlag.AlignVCenter, shown)
