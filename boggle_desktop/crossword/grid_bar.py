"""The row above the Crossword tab's grid: the Grid list, Open and Save, Undo and Redo, then Fill,
Cancel and Keep fill."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolButton, QWidget

from boggle_desktop.accessibility import shortcut_text
from boggle_desktop.crossword.grid_list import GridList
from solvers.crossword import Grid


class GridBar(QWidget):
    """The grid's list and buttons, in one row; the tab acts on them. Cancel and Keep fill start
    disabled: there is no search to stop, no fill to keep."""

    def __init__(self, samples: list[Grid], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid_list = GridList(samples)
        self.open_button = QPushButton("Open…")
        self.save_button = QPushButton("Save…")
        self.undo_button = QToolButton()
        self.undo_button.setText("↶ Undo")
        self.undo_button.setToolTip(
            "Undo the last change to the grid or to the words never used "
            f"({shortcut_text(QKeySequence.StandardKey.Undo)})"
        )
        self.redo_button = QToolButton()
        self.redo_button.setText("↷ Redo")
        self.redo_button.setToolTip(
            f"Redo the change undone ({shortcut_text(QKeySequence.StandardKey.Redo)})"
        )
        grid_label = QLabel("&Grid:")
        grid_label.setBuddy(self.grid_list)

        self.fill_button = QPushButton("Fill")
        self.fill_button.setDefault(True)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_button.setToolTip(
            f"Stop the search or the comparison under way ({shortcut_text(self.cancel_button.shortcut())})"
        )
        self.cancel_button.setEnabled(False)
        self.keep_button = QPushButton("Keep fill")
        self.keep_button.setToolTip(
            "Lock the letters of the fill shown into the grid, to edit the grid further or save it"
        )
        self.keep_button.setEnabled(False)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (
            grid_label,
            self.grid_list,
            self.open_button,
            self.save_button,
            self.undo_button,
            self.redo_button,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)
        for widget in (self.fill_button, self.cancel_button, self.keep_button):
            layout.addWidget(widget)
