"""The Custom board row of the Boggle tab: a board typed in (kept as it is typed) and its Play button."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from boggle_desktop.saved_settings import save_setting, stored_text

#: The Custom board box's text, kept as it is typed (a board copied from a club sheet survives a restart).
CUSTOM_BOARD_KEY = "boggle/custom_board"


class CustomBoardRow(QWidget):
    """The labelled box for a board of the player's own, and the button that plays it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(
            "Your own board, row by row: letters, q for Qu, [th] for a multi-letter face, . or _ for a blank"
        )
        self.edit.setText(stored_text(CUSTOM_BOARD_KEY, ""))
        self.button = QPushButton("Play this board")
        label = QLabel("Custom board")
        label.setBuddy(self.edit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.button)
        self.edit.textChanged.connect(self._keep)

    @staticmethod
    def _keep(text: str) -> None:
        save_setting(CUSTOM_BOARD_KEY, text or None)
