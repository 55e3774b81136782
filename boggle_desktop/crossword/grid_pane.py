"""The Crossword tab's left side: the grid, its colour legend and the keys it takes, and the status
line under them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from boggle_desktop.accessibility import HISTORY_KEYS, shortcut_text
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.crossword.views import GridView, Legend


class GridPane(QWidget):
    """The ``grid_view`` over the legend, then the ``status_label``; the grid takes the height."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid_view = GridView()
        self.status_label = QLabel("")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        undo, redo = (shortcut_text(key) for key in HISTORY_KEYS)
        # The keys are told on hovering and in the help (F1), not in lines of text under the grid: a
        # big grid needs the height.
        keys_label = QLabel("Keys: press F1, or hover here")
        keys_label.setToolTip(
            "Click a cell to select its slot; Enter or a second click turns across/down. Arrows move; "
            "letters lock in; Backspace clears back; Delete, Space or . clears; # or right-click "
            f"(Ctrl+click) toggles a block; {undo} undoes, {redo} redoes."
        )
        set_tone(keys_label, Tone.MUTED)
        legend_row = QHBoxLayout()
        legend_row.addWidget(Legend(), 1)
        legend_row.addWidget(keys_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.grid_view, 1)
        layout.addLayout(legend_row)
        layout.addWidget(self.status_label)
