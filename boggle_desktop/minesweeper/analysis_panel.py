"""The analysis panel beside the Minesweeper board: the figures of the exact analysis, the list of
frontier arrangements, and the analyser's buttons (Hint, Step, Auto-play)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSlider,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.minesweeper.models import ArrangementListModel
from boggle_desktop.minesweeper.views import plain_label, set_message
from boggle_desktop.tooltips import exact_tip
from solvers.minesweeper import Analysis
from solvers.wording import counted, short_number


def arrangement_table() -> QTableView:
    """A one-column table for the arrangement list, rows one line high.

    Not a QListView: even with uniform item sizes, its layout asks the model about every row
    (a million Python calls, seconds of a frozen window); a table with fixed row heights lays out
    in constant time and asks only for the rows on screen."""
    view = QTableView()
    view.horizontalHeader().hide()
    view.horizontalHeader().setStretchLastSection(True)
    rows = view.verticalHeader()
    rows.hide()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(view.fontMetrics().height() + 4)
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setTabKeyNavigation(False)
    return view


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
        self.status_label = plain_label("No analysis yet", wrap=True)
        self.again_button = QPushButton("Analyse again")
        self.again_button.setToolTip("Run the cancelled analysis once more")
        self.again_button.setVisible(False)  # only after a cancel
        # Every figure wraps: one line wider than the panel's narrowest would be cut off on the
        # right, the panel's width being fixed by the window's.
        self.boards_label = plain_label("-", wrap=True)
        self.boards_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.arrangements_label = plain_label("-", wrap=True)
        self.certain_label = plain_label("-", wrap=True)
        self.best_label = plain_label("-", wrap=True)
        self.win_label = plain_label("-", wrap=True)  # it may quote a failure's message
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
        self.overlay_box.setToolTip(
            "Each hidden cell's chance of a mine on the board, certain cells marked. Kept apart for a game "
            "(off at first, so that the board does not give the answers away) and for Edit position"
        )
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
        speed_label = QLabel("Speed")
        speed_label.setBuddy(self.speed_slider)
        speed.addWidget(speed_label)
        speed.addWidget(self.speed_slider, 1)
        toggles = QHBoxLayout()
        toggles.addWidget(self.overlay_box)
        toggles.addWidget(self.values_box)
        toggles.addStretch(1)

        self.legend = QLabel(
            "Colours: pale green = safe, through yellow (about 25%) to darker red = a mine. Circle = "
            "certainly safe, \u2715 = certainly a mine, blue frame = best move. Hover a cell for its "
            "exact probability. Rows and columns count from 1."
        )
        self.legend.setWordWrap(True)
        self.arrangement_view = arrangement_table()
        self.arrangement_view.setAccessibleName("Frontier arrangements")
        self.arrangement_caption = plain_label("Frontier arrangements", wrap=True)
        arrangements = QGroupBox()
        box = QVBoxLayout(arrangements)
        box.addWidget(self.arrangement_caption)
        box.addWidget(self.arrangement_view, 1)

        status = QHBoxLayout()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.again_button, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        # Half the margins at the sides: the scroll area's frame sets the panel apart, and the
        # panel's narrowest sets the window's.
        margins = layout.contentsMargins()
        layout.setContentsMargins(margins.left() // 2, margins.top(), margins.right() // 2, margins.bottom())
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

    def show_status(self, text: str, error: bool = False) -> None:
        """The line above the figures: what the analysis is doing, or (in red) why there is none."""
        set_message(self.status_label, text, error)

    def moves_per_second(self) -> int:
        return self.speed_slider.value()

    def clear_figures(self) -> None:
        """Dashes for the figures of an analysis, where the position has none."""
        for label in (
            self.boards_label,
            self.arrangements_label,
            self.certain_label,
            self.best_label,
            self.win_label,
        ):
            label.setText("-")
            label.setToolTip("")
        self.arrangement_caption.setText("")

    def show_figures(self, analysis: Analysis) -> None:
        """The counts of ``analysis`` and its certain cells (the best move and perfect play come apart)."""
        show_count(self.boards_label, analysis.boards)
        count = analysis.frontier_arrangements
        show_count(self.arrangements_label, count)
        certain = len(set(analysis.mines) - set(analysis.frontier.off_frontier))
        self.arrangement_caption.setText(arrangement_caption(count, certain))
        safe, mines = len(analysis.safe), len(analysis.mines)
        self.certain_label.setText(f"{safe} safe, {counted(mines, 'mine')}")


def show_count(label: QLabel, n: int) -> None:
    """``n`` in ``label`` on one line, shortened past 15 digits (a 60x40 board has counts of hundreds
    of digits), with the exact value in the tooltip, which may wrap after any comma."""
    label.setText(short_number(n))
    label.setToolTip(exact_tip(f"{n:,} ({counted(len(str(n)), 'digit')})"))


def arrangement_caption(count: int, certain: int) -> str:
    """The caption of the list of ``count`` frontier arrangements; ``certain`` certain mines of
    the frontier are in every one and left out of the rows."""
    where = "cells as (row, column) from 1"
    if count > ArrangementListModel.MAX_ROWS:
        where = f"scroll through the first {ArrangementListModel.MAX_ROWS:,}; {where}"
    elif count > 1:
        where = f"scroll through all of them; {where}"
    text = f"{counted(count, 'arrangement', short_number(count))} of the frontier ({where})."
    if certain:
        mines = "The certain mine is" if certain == 1 else f"The {certain} certain mines are"
        text += f" {mines} {'in every one and ' if count > 1 else ''}not listed."
    return text
