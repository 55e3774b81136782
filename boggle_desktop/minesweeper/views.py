"""Widgets of the Minesweeper tab: the board with its probability overlay, and the analysis panel."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygon
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListView,
    QPushButton,
    QSizePolicy,
    QSlider,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from solvers.minesweeper.position import FLAG, HIDDEN

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
GRID_COLOUR = QColor("#8a949e")
BEST_MOVE_COLOUR = QColor("#1565ff")


def heat_colour(p: float) -> QColor:
    """Green (safe) through yellow to red (a mine), translucent over the hidden cell.

    The hue follows the square root of the probability, so that a 20% risk already looks
    yellow-orange rather than safe green."""
    t = max(0.0, min(1.0, p)) ** 0.5
    red, green = (min(1.0, 2 * t), 0.8) if t < 0.5 else (1.0, 0.8 * (2 - 2 * t))
    colour = QColor.fromRgbF(red * 0.9, green, 0.1)
    colour.setAlphaF(0.55)
    return colour


def percent(p: Fraction) -> str:
    value = 100 * float(p)
    if 0 < value < 1:
        return "<1%"
    if 99 < value < 100:
        return ">99%"
    return f"{value:.0f}%"


class BoardView(QWidget):
    """Draws the cells; left click, right click and middle click (or both buttons) on a cell."""

    left_clicked = Signal(int, int)
    right_clicked = Signal(int, int)
    chord_clicked = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(200, 150)
        self.width_cells = 9
        self.height_cells = 9
        self.cells: list[int] = [HIDDEN] * 81
        self.mines: set[int] = set()
        self.exploded: int | None = None
        self.probabilities: dict[int, Fraction] = {}
        self.safe: set[int] = set()
        self.certain_mines: set[int] = set()
        self.best_move: int | None = None
        self.show_overlay = True
        self.show_values = True

    # -- state from the tab ------------------------------------------------------------------
    def set_board(
        self, width: int, height: int, cells: list[int], mines: set[int], exploded: int | None
    ) -> None:
        self.width_cells, self.height_cells = width, height
        self.cells, self.mines, self.exploded = cells, mines, exploded
        self.updateGeometry()
        self.update()

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
        self.update()

    def clear_analysis(self) -> None:
        self.set_analysis({}, set(), set(), None)

    # -- geometry --------------------------------------------------------------------------
    def cell_size(self) -> int:
        return max(
            8, min(self.width() // max(1, self.width_cells), self.height() // max(1, self.height_cells))
        )

    def sizeHint(self) -> QSize:
        return QSize(self.width_cells * 28 + 2, self.height_cells * 28 + 2)

    def _origin(self) -> QPoint:
        size = self.cell_size()
        return QPoint(
            (self.width() - size * self.width_cells) // 2, (self.height() - size * self.height_cells) // 2
        )

    def cell_rect(self, row: int, col: int) -> QRect:
        size = self.cell_size()
        origin = self._origin()
        return QRect(origin.x() + col * size, origin.y() + row * size, size, size)

    def cell_at(self, point: QPoint) -> tuple[int, int] | None:
        size = self.cell_size()
        origin = self._origin()
        col = (point.x() - origin.x()) // size
        row = (point.y() - origin.y()) // size
        if 0 <= row < self.height_cells and 0 <= col < self.width_cells and point.x() >= origin.x():
            return row, col
        return None

    # -- input -----------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if cell is None:
            return
        button = event.button()
        both = event.buttons() & (Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        if button == Qt.MouseButton.MiddleButton or both:
            self.chord_clicked.emit(*cell)
        elif button == Qt.MouseButton.LeftButton:
            self.left_clicked.emit(*cell)
        elif button == Qt.MouseButton.RightButton:
            self.right_clicked.emit(*cell)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position().toPoint())
        if cell is None:
            QToolTip.hideText()
            return
        text = self.describe(*cell)
        if text:
            QToolTip.showText(event.globalPosition().toPoint(), text, self)
        else:
            QToolTip.hideText()

    def describe(self, row: int, col: int) -> str:
        """The tooltip of a cell: its exact mine probability when analysed."""
        index = row * self.width_cells + col
        p = self.probabilities.get(index)
        if p is None:
            return ""
        where = f"row {row + 1}, column {col + 1}"
        if p == 0:
            return f"{where}: certainly safe"
        if p == 1:
            return f"{where}: certainly a mine"
        return f"{where}: mine probability {p.numerator}/{p.denominator} = {float(p):.4%}"

    # -- drawing ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.cell_size()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(6, int(size * 0.6)))
        small = QFont(self.font())
        small.setPixelSize(max(6, int(size * 0.36)))
        for row in range(self.height_cells):
            for col in range(self.width_cells):
                self._paint_cell(painter, row, col, size, font, small)
        painter.end()

    def _paint_cell(
        self, painter: QPainter, row: int, col: int, size: int, font: QFont, small: QFont
    ) -> None:
        index = row * self.width_cells + col
        rect = self.cell_rect(row, col)
        value = self.cells[index]
        painter.setPen(QPen(GRID_COLOUR, 1))
        if value >= 0:
            painter.setBrush(REVEALED_COLOUR)
            painter.drawRect(rect)
            if value:
                painter.setFont(font)
                painter.setPen(NUMBER_COLOURS[value])
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(value))
            return
        painter.setBrush(QColor("#ff6b6b") if index == self.exploded else HIDDEN_COLOUR)
        painter.drawRect(rect)
        inner = rect.adjusted(2, 2, -2, -2)
        if index in self.mines:
            painter.setBrush(QColor("#202020"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawEllipse(inner.adjusted(size // 6, size // 6, -size // 6, -size // 6))
            return
        if value == FLAG:
            self._paint_flag(painter, inner)
            return
        p = self.probabilities.get(index)
        if p is not None and self.show_overlay:
            painter.fillRect(inner, heat_colour(float(p)))
        if index in self.safe:
            painter.setPen(QPen(QColor("#0b6b0b"), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(inner.adjusted(size // 4, size // 4, -size // 4, -size // 4))
        elif index in self.certain_mines:
            painter.setFont(font)
            painter.setPen(QColor("#8b0000"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, "\u2715")
        elif p is not None and self.show_values and size >= 18:
            painter.setFont(small)
            painter.setPen(QColor("#101010"))
            painter.drawText(inner, Qt.AlignmentFlag.AlignCenter, percent(p))
        if index == self.best_move:
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


class AnalysisPanel(QWidget):
    """Figures of the current analysis, the arrangement list, and the analyser's buttons."""

    hint_requested = Signal()
    again_requested = Signal()
    step_requested = Signal()
    auto_play_toggled = Signal(bool)
    overlay_toggled = Signal(bool)
    values_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.status_label = QLabel("No analysis yet")
        self.status_label.setWordWrap(True)
        self.again_button = QPushButton("Analyse again")
        self.again_button.setToolTip("Run the cancelled analysis once more")
        self.again_button.setVisible(False)  # only after a cancel
        self.boards_label = QLabel("-")
        self.boards_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.boards_label.setWordWrap(True)
        self.arrangements_label = QLabel("-")
        self.certain_label = QLabel("-")
        self.best_label = QLabel("-")
        self.best_label.setWordWrap(True)
        self.win_label = QLabel("-")
        self.win_label.setWordWrap(True)
        figures = QGridLayout()
        rows = [
            ("Consistent boards:", self.boards_label),
            ("Frontier arrangements:", self.arrangements_label),
            ("Certain cells:", self.certain_label),
            ("Best move:", self.best_label),
            ("Win chance (perfect play):", self.win_label),
        ]
        for i, (title, label) in enumerate(rows):
            figures.addWidget(QLabel(title), i, 0, Qt.AlignmentFlag.AlignTop)
            figures.addWidget(label, i, 1)
        figures.setColumnStretch(1, 1)

        self.overlay_box = QCheckBox("Probability overlay")
        self.overlay_box.setChecked(True)
        self.values_box = QCheckBox("Show values")
        self.values_box.setChecked(True)
        self.hint_button = QPushButton("Hint")
        self.hint_button.setToolTip("Mark the best move on the board")
        self.step_button = QPushButton("Step")
        self.step_button.setToolTip("Let the analyser make one move")
        self.auto_button = QPushButton("Auto-play")
        self.auto_button.setCheckable(True)
        self.auto_button.setToolTip("Let the analyser play to the end")
        self.speed_slider = QSlider(Qt.Orientation.Horizontal)
        self.speed_slider.setRange(1, 20)
        self.speed_slider.setValue(5)
        self.speed_slider.setToolTip("Auto-play speed (moves per second)")
        buttons = QHBoxLayout()
        buttons.addWidget(self.hint_button)
        buttons.addWidget(self.step_button)
        buttons.addWidget(self.auto_button)
        speed = QHBoxLayout()
        speed.addWidget(QLabel("Speed"))
        speed.addWidget(self.speed_slider, 1)
        toggles = QHBoxLayout()
        toggles.addWidget(self.overlay_box)
        toggles.addWidget(self.values_box)
        toggles.addStretch(1)

        self.legend = QLabel(
            "Colours: green = safe, through yellow (about 25%) to red = a mine. Circle = certainly safe, "
            "\u2715 = certainly a mine, blue frame = best move. Hover a cell for its exact "
            "probability. Rows and columns count from 1."
        )
        self.legend.setWordWrap(True)
        self.arrangement_view = QListView()
        self.arrangement_view.setUniformItemSizes(True)  # only visible rows are ever computed
        self.arrangement_caption = QLabel("Frontier arrangements")
        self.arrangement_caption.setWordWrap(True)
        arrangements = QGroupBox()
        box = QVBoxLayout(arrangements)
        box.addWidget(self.arrangement_caption)
        box.addWidget(self.arrangement_view, 1)

        status = QHBoxLayout()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(status)
        layout.addLayout(figures)
        layout.addWidget(self.legend)
        layout.addLayout(toggles)
        layout.addLayout(buttons)
        layout.addLayout(speed)
        layout.addWidget(arrangements, 1)

        self.hint_button.clicked.connect(self.hint_requested)
        self.again_button.clicked.connect(self.again_requested)
        self.step_button.clicked.connect(self.step_requested)
        self.auto_button.toggled.connect(self.auto_play_toggled)
        self.overlay_box.toggled.connect(self.overlay_toggled)
        self.values_box.toggled.connect(self.values_toggled)

    def moves_per_second(self) -> int:
        return self.speed_slider.value()
