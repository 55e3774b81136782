"""The row of buttons over the Boggle board: New round, Pause, End turn and Score players."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from boggle_desktop.accessibility import NEW_GAME_KEY, shortcut_text

#: Opens "Score players' lists" for the board shown.
PLAYERS_KEY = QKeySequence("Ctrl+Shift+P")


class RoundButtons(QWidget):
    """The round's buttons, left-aligned; Pause and End turn only work for a round under way."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.new_button = QPushButton("New round")
        self.new_button.setToolTip(f"Shake the dice for a new round ({shortcut_text(NEW_GAME_KEY)})")
        self.pause_button = QPushButton("Pause")
        self.pause_button.setToolTip("Pause or resume the clock; the board is hidden while paused (Space)")
        self.end_button = QPushButton("End turn")
        self.end_button.setToolTip("End your turn now (or press Enter twice on an empty entry)")
        self.players_button = QPushButton("Score players…")
        self.players_button.setToolTip(
            f"Score several players' written lists against the board shown ({shortcut_text(PLAYERS_KEY)})"
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for button in (self.new_button, self.pause_button, self.end_button, self.players_button):
            layout.addWidget(button)
        layout.addStretch(1)

    def enable_round(self, enabled: bool) -> None:
        """Pause and End turn, for a round under way (or being solved, when Pause holds the focus)."""
        self.pause_button.setEnabled(enabled)
        self.end_button.setEnabled(enabled)
