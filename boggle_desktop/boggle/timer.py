"""The round's countdown: pause and resume, a warning near the end, expiry."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

#: Seconds left when the warning is given (a fifth of the time in rounds under 5 x that).
WARNING_SECONDS = 15
_TICK_MS = 100


class Countdown(QObject):
    """Counts down from ``seconds`` (0 = untimed practice: counts up and never expires)."""

    changed = Signal(int)  # whole seconds left (untimed: seconds played)
    warning = Signal()
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(_TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._limit_ms = 0
        self._used_ms = 0  # time used before the current running stretch
        self._warned = False
        self._last_shown = -1

    @property
    def untimed(self) -> bool:
        return self._limit_ms == 0

    def start(self, seconds: int) -> None:
        self._limit_ms = max(0, seconds) * 1000
        self._used_ms = 0
        self._warned = False
        self._last_shown = -1
        self._clock.start()
        self._timer.start()
        self._emit()

    def stop(self) -> None:
        if self._timer.isActive():
            self._used_ms += self._clock.elapsed()
        self._timer.stop()

    def pause(self) -> None:
        self.stop()

    def resume(self) -> None:
        if not self._timer.isActive():
            self._clock.start()
            self._timer.start()

    def is_running(self) -> bool:
        return self._timer.isActive()

    def used_ms(self) -> int:
        return self._used_ms + (self._clock.elapsed() if self._timer.isActive() else 0)

    def remaining_ms(self) -> int:
        return max(0, self._limit_ms - self.used_ms()) if self._limit_ms else 0

    def display_seconds(self) -> int:
        if self.untimed:
            return self.used_ms() // 1000
        return -(-self.remaining_ms() // 1000)  # round up: 0:01 until really over

    def _tick(self) -> None:
        self._emit()
        if self.untimed:
            return
        remaining = self.remaining_ms()
        if not self._warned and remaining <= min(WARNING_SECONDS * 1000, self._limit_ms // 5):
            self._warned = True
            self.warning.emit()
        if remaining <= 0:
            self.stop()
            self.expired.emit()

    def _emit(self) -> None:
        shown = self.display_seconds()
        if shown != self._last_shown:
            self._last_shown = shown
            self.changed.emit(shown)


def format_clock(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"
