"""The left-hand column of the Boggle tab: the round's clock, the board, and the line describing the round."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from boggle_desktop.boggle.board_view import BoardWidget
from boggle_desktop.boggle.timer import format_clock
from boggle_desktop.colours import Tone, set_tone


class BoardColumn(QWidget):
    """The clock (large, above the board), the board, and the round's description under it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock_label = QLabel("3:00")
        clock_font = QFont(self.font())
        clock_font.setPointSizeF(clock_font.pointSizeF() * 2.2)
        clock_font.setBold(True)
        self.clock_label.setFont(clock_font)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_view = BoardWidget()
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.clock_label)
        layout.addWidget(self.board_view, 1)
        layout.addWidget(self.info_label)

    def show_time(self, seconds: int, untimed: bool) -> None:
        """The time left on the clock (or, ``untimed``, the time played)."""
        self.clock_label.setText(f"Untimed · {format_clock(seconds)}" if untimed else format_clock(seconds))

    def reset_clock(self) -> None:
        """The clock's own tone, for a new round."""
        self.clock_label.setStyleSheet("")

    def warn(self) -> None:
        """The clock in the warning's tone: little time is left."""
        set_tone(self.clock_label, Tone.BAD, bold=True)

    def show_stopped(self, text: str) -> None:
        """``text`` for the clock, muted: the round is over (or was never played)."""
        self.clock_label.setText(text)
        set_tone(self.clock_label, Tone.MUTED)
