"""The status bar's permanent progress area, driven by the TaskManager."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolButton, QWidget

from boggle_desktop.work import UNKNOWN_FRACTION, Task, TaskManager

_STEPS = 1000


class TaskStatusWidget(QWidget):
    """Shows the newest running task: its message, a progress bar and a Cancel button."""

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
        self._show(task)

    def _on_finished(self, task: Task) -> None:
        if task is self._shown:
            running = self._tasks.running
            self._show(running[-1] if running else None)

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
