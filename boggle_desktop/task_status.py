"""The status bar: messages cut to fit beside the permanent widgets, and the progress area
driven by the TaskManager."""

from __future__ import annotations

from PySide6.QtCore import QDeadlineTimer, QEvent, QObject, Qt
from PySide6.QtGui import QHelpEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSizeGrip,
    QStatusBar,
    QToolButton,
    QToolTip,
    QWidget,
)
from shiboken6 import isValid

from boggle_desktop.work import UNKNOWN_FRACTION, Task, TaskManager

_STEPS = 1000
#: Where QStatusBar starts its message, and the room it leaves before the first permanent widget.
_MESSAGE_LEFT = 6
_MESSAGE_GAP = 12


class ElidingStatusBar(QStatusBar):
    """A status bar whose message ends in an ellipsis where it would meet the permanent widgets
    (QStatusBar cuts it mid-letter against them); the whole message is the tooltip over the
    message (not over the permanent widgets, whose tooltip requests reach the bar too).

    The message is cut again whenever the room changes (a resize, a permanent widget shown or
    hidden), keeping what is left of its timeout.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._full = ""  # the message as given; "" when none of ours is shown
        self._shown = ""  # what it was cut to
        self._deadline: QDeadlineTimer | None = None
        self.messageChanged.connect(self._on_message_changed)

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:
        super().addPermanentWidget(widget, stretch)
        self._permanent.append(widget)
        widget.installEventFilter(self)

    def showMessage(self, text: str, timeout: int = 0) -> None:
        self._full = text
        self._deadline = QDeadlineTimer(timeout) if timeout > 0 else None
        self._show_cut()

    def full_message(self) -> str:
        """The message shown, as given (``currentMessage`` may be cut short)."""
        return self._full

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            over_message = event.pos().x() < _MESSAGE_LEFT + self._room()
            if self._full and over_message:
                QToolTip.showText(event.globalPos(), self._full, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _room(self) -> int:
        """The width QStatusBar gives its message (QStatusBarPrivate::messageRect), less a gap."""
        right = self.width()
        for widget in [*self._permanent, *self.findChildren(QSizeGrip)]:
            if widget.isVisible():
                right = min(right, widget.x())
        return max(0, right - _MESSAGE_LEFT - _MESSAGE_GAP)

    def _show_cut(self) -> None:
        self._shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self._room())
        remaining = 0 if self._deadline is None else max(1, self._deadline.remainingTime())
        super().showMessage(self._shown, remaining)

    def _on_message_changed(self, text: str) -> None:
        if text != self._shown:  # cleared, timed out, or another message (a menu's status tip)
            self._full = self._shown = ""
            self._deadline = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._full:
            self._show_cut()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._full and event.type() in (QEvent.Type.Move, QEvent.Type.Show, QEvent.Type.Hide):
            self._show_cut()
        return super().eventFilter(watched, event)


class TaskStatusWidget(QWidget):
    """Shows a running task: its message, a progress bar and a Cancel button. Of several, the newest
    in sight: one the app runs for every tab (a word list loading) or one of the tab on screen, so
    that Cancel stops the work the user is looking at; else the newest of all (see :meth:`choose`)."""

    def __init__(self, tasks: TaskManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._shown: Task | None = None
        self.label = QLabel()
        self.bar = QProgressBar()
        self.bar.setMaximumWidth(180)
        self.bar.setTextVisible(False)
        self.cancel_button = QToolButton()
        self.cancel_button.setText("Cancel")
        self.cancel_button.setToolTip("Stop this computation")
        self.cancel_button.clicked.connect(self._cancel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        layout.addWidget(self.cancel_button)
        tasks.task_started.connect(self._on_started)
        tasks.task_finished.connect(self._on_finished)
        self.setVisible(False)

    def _on_started(self, task: Task) -> None:
        task.progressed.connect(self._on_progress)
        self.choose()

    def _on_finished(self, task: Task) -> None:
        if task is self._shown:
            self.choose()

    def choose(self) -> None:
        """Show the newest running task in sight, else the newest (call it when another tab shows)."""
        running = [task for task in self._tasks.running if not task.cancel_requested] or self._tasks.running
        in_sight = [task for task in running if task.owner is None or _shown_now(task.owner)]
        chosen = (in_sight or running or [None])[-1]
        if chosen is not self._shown or chosen is None:
            self._show(chosen)

    def _on_progress(self) -> None:
        if self.sender() is self._shown:
            self._refresh()

    def _show(self, task: Task | None) -> None:
        self._shown = task
        self.setVisible(task is not None)
        if task is not None:
            self._refresh()

    def _refresh(self) -> None:
        task = self._shown
        assert task is not None
        self.label.setText(task.message)
        if task.fraction == UNKNOWN_FRACTION:
            self.bar.setRange(0, 0)  # busy indicator
        else:
            self.bar.setRange(0, _STEPS)
            self.bar.setValue(round(task.fraction * _STEPS))
        self.cancel_button.setEnabled(not task.cancel_requested)

    def _cancel(self) -> None:
        if self._shown is not None:
            self._shown.cancel()
            self.label.setText(f"Cancelling: {self._shown.title}")
            self.cancel_button.setEnabled(False)


def _shown_now(widget: QWidget) -> bool:
    """Whether ``widget`` is on screen; False once Qt has deleted it (a tab closed with its work)."""
    return isValid(widget) and widget.isVisible()
