"""The Minesweeper editor's bar below the controls: the brushes that set cells, the sample positions,
Open and Save, Undo and Redo, and the comment lines the position keeps."""

from __future__ import annotations

import html
from functools import partial

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import HISTORY_KEYS, shortcut_text
from boggle_desktop.minesweeper.views import plain_label
from solvers.minesweeper import FLAG, HIDDEN, UNNUMBERED
from solvers.minesweeper.samples import SAMPLES
from solvers.wording import counted_subject

#: The editor's brushes, as (cell value, text, accessible name, what the tooltip says it sets).
BRUSHES = [
    (HIDDEN, "H", "Hidden", "hidden"),
    (FLAG, "F", "Flag", "flag (a known mine)"),
    *[(n, str(n), f"Revealed {n}", f"revealed {n}") for n in range(9)],
    (UNNUMBERED, "?", "Revealed, number not given", "revealed without its number (no mine, no constraint)"),
]
#: A brush's id in its button group is its cell value plus this (ids must not be -1).
BRUSH_ID_OFFSET = 3


def brush_name(value: int) -> str:
    """What the brush of cell value ``value`` sets a cell to, in words."""
    return next(tip for brush, _text, _name, tip in BRUSHES if brush == value)


class EditorBar(QWidget):
    """Two rows, shown only while a position is edited; a sample chosen is told by ``sample_chosen``
    (its file name), the buttons are connected by the tab."""

    sample_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.brush_group = QButtonGroup(self)
        brushes = QHBoxLayout()
        brushes.addWidget(QLabel("Set cells to:"))
        for value, text, name, tip in BRUSHES:
            button = QToolButton()
            button.setText(text)
            button.setAccessibleName(name)
            button.setToolTip(f"Left click (or Space on the board) sets a cell to {tip}")
            button.setCheckable(True)
            self.brush_group.addButton(button, value + BRUSH_ID_OFFSET)
            brushes.addWidget(button)
        brushes.addStretch(1)
        self.brush_button(HIDDEN).setChecked(True)
        # A menu, not a combo box: the arrow keys browse it without loading what they pass.
        self.sample_button = QToolButton()
        self.sample_button.setText("Samples")
        self.sample_button.setToolTip("Open one of the positions that come with the app")
        self.sample_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        samples = QMenu(self.sample_button)
        for name, title in SAMPLES.items():
            samples.addAction(title, partial(self._choose_sample, name))
        self.sample_button.setMenu(samples)
        self.open_button = QPushButton("Open...")
        self.save_button = QPushButton("Save...")
        self.undo_button = QToolButton()
        self.undo_button.setText("\u21b6 Undo")
        self.undo_button.setToolTip(
            f"Undo the last change to the position ({shortcut_text(HISTORY_KEYS[0])})"
        )
        self.redo_button = QToolButton()
        self.redo_button.setText("\u21b7 Redo")
        self.redo_button.setToolTip(f"Redo the change undone ({shortcut_text(HISTORY_KEYS[1])})")
        files = QHBoxLayout()
        for widget in (
            self.sample_button,
            self.open_button,
            self.save_button,
            self.undo_button,
            self.redo_button,
        ):
            files.addWidget(widget)
        files.addStretch(1)
        self.comments_label = plain_label(wrap=True)
        self.comments_label.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(brushes)
        layout.addLayout(files)
        layout.addWidget(self.comments_label)

    def _choose_sample(self, name: str) -> None:
        self.sample_chosen.emit(name)

    def brush_button(self, value: int) -> QAbstractButton:
        """The editor's button that sets cells to ``value``."""
        return self.brush_group.button(value + BRUSH_ID_OFFSET)

    def brush(self) -> int:
        """The cell value a left click sets."""
        return self.brush_group.checkedId() - BRUSH_ID_OFFSET

    def show_comments(self, comments: tuple[str, ...]) -> None:
        """Say that the position keeps ``comments`` (a file's lines starting with #) for Save; they
        show on hover, and a screen reader reads them as the label's description."""
        self.comments_label.setText(
            f"{counted_subject(len(comments), 'comment line')} kept with the position and written back "
            "by Save (hover to read them)."
        )
        self.comments_label.setToolTip("<p>" + "<br>".join(map(html.escape, comments)) + "</p>")
        self.comments_label.setAccessibleDescription("\n".join(comments))
        self.comments_label.setVisible(bool(comments))

    def show_history(self, can_undo: bool, can_redo: bool) -> None:
        self.undo_button.setEnabled(can_undo)
        self.redo_button.setEnabled(can_redo)
