"""The Crossword tab's playback bar: the timeline of a search, the buttons that step and play it, its
speed, where it is, and which of the fills found is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSlider, QToolButton, QVBoxLayout, QWidget

from boggle_desktop.crossword.models import PlaybackModel
from boggle_desktop.focus_wheel import NumberBox

#: The least PageUp and PageDown move on the timeline (Qt's default page step).
PAGE_STEPS = 10


class PlaybackBar(QWidget):
    """Timeline slider, play/pause, step, jumps, speed, and what the current step did."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName("Search timeline")
        self.start_button = self._button("|◀ Start", "Go to the start of the search")
        self.back_button = self._button("◀ Back", "Step back one event")
        self.play_button = self._button("▶ Play", "Play / pause the search")
        self.play_button.setCheckable(True)
        self.forward_button = self._button("Step ▶", "Step forward one event")
        self.backtrack_button = self._button("Next dead end", "Jump to the next wipe-out or backtrack")
        self.solution_button = self._button("Next solution", "Jump to the next complete fill")
        self.end_button = self._button("End ▶|", "Go to the end of the search")
        self.speed = NumberBox()
        self.speed.setRange(1, 100_000)
        self.speed.setValue(20)
        self.speed.setSuffix(" steps/s")
        self.speed.setAccessibleName("Playback speed")
        self.position_label = QLabel("No search yet: press Fill.")
        # Paging through the fills found sits here, beside the line saying which fill is shown: the
        # bar above the grid has no room left for it on a small screen.
        self.fill_spin = NumberBox()
        self.fill_spin.setPrefix("Fill ")
        self.fill_spin.setToolTip("Which of the fills found to show")
        self.fill_spin.setAccessibleName("Fill shown")
        self.fill_spin.setVisible(False)
        self.event_label = QLabel("")
        self.event_label.setWordWrap(True)  # a long line takes two rather than widening the window
        self.event_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.set_length(0)

        self._buttons = (
            self.start_button,
            self.back_button,
            self.play_button,
            self.forward_button,
            self.end_button,
            self.backtrack_button,
            self.solution_button,
        )
        controls = QHBoxLayout()
        for widget in self._buttons:
            controls.addWidget(widget)
        controls.addStretch(1)
        status = QHBoxLayout()
        status.addWidget(QLabel("Speed:"))
        status.addWidget(self.speed)
        status.addWidget(self.position_label)
        status.addWidget(self.fill_spin)
        status.addWidget(self.event_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.slider)
        layout.addLayout(controls)
        layout.addLayout(status)
        self.set_enabled(False)

    @staticmethod
    def _button(text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        return button

    def set_length(self, steps: int) -> None:
        """Let the timeline run over ``steps`` events; PageUp and PageDown move about 1% of them (10
        steps at least): a fixed 10 crossed a 400,000-step trace in 40,000 presses."""
        self.slider.setRange(0, steps)
        self.slider.setPageStep(max(PAGE_STEPS, steps // 100))

    def set_enabled(self, enabled: bool) -> None:
        for widget in (self.slider, *self._buttons):
            widget.setEnabled(enabled)

    def drive(self, playback: PlaybackModel) -> None:
        """Have the timeline, the buttons and the speed move ``playback``; Play shows whether it plays."""
        self.slider.valueChanged.connect(playback.seek)
        self.start_button.clicked.connect(playback.to_start)
        self.end_button.clicked.connect(playback.to_end)
        self.back_button.clicked.connect(playback.back)
        self.forward_button.clicked.connect(playback.forward)
        self.play_button.clicked.connect(playback.toggle)
        self.backtrack_button.clicked.connect(playback.next_backtrack)
        self.solution_button.clicked.connect(playback.next_solution)
        self.speed.valueChanged.connect(playback.set_speed)
        playback.playing_changed.connect(self.show_playing)

    def show_step(self, step: int, length: int, event: str) -> None:
        """Show step ``step`` of ``length`` on the timeline, with what its ``event`` did."""
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position_label.setText(f"step {step:,} of {length:,}")
        self.event_label.setText(event)

    def show_playing(self, playing: bool) -> None:
        self.play_button.setChecked(playing)
        self.play_button.setText("Pause" if playing else "▶ Play")

    def clear(self, position: str) -> None:
        """No search to play back: the controls disabled, ``position`` said, no fill to page through."""
        self.set_enabled(False)
        self.position_label.setText(position)
        self.event_label.setText("")
        self.fill_spin.setVisible(False)
