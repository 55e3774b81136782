"""The one mechanism that runs solver calls off the GUI thread.

``TaskManager.start(job, title)`` runs ``job(progress)`` (a plain call or a
generator, see ``solvers.progress``) on a QThread and returns a :class:`Task`
whose signals report progress, the result, a readable error or a cancel.
Progress is throttled in the worker (``Progress.min_interval``) so the GUI
gets about 30 updates a second at most, however often the solver reports.

Signals cross from the worker to the GUI thread because the receivers are
QObjects living in the GUI thread (queued connections); ``finished`` and the
outcome signals are emitted only after the QThread has ended, so a receiver
may drop the task at once.
"""

from __future__ import annotations

import functools
import logging
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QObject, QThread, Signal, SignalInstance
from PySide6.QtWidgets import QWidget

from boggle_desktop import error_report
from solvers.progress import Cancelled, Progress, drive

log = logging.getLogger(__name__)

Job = Callable[[Progress], Any]
DEFAULT_INTERVAL = 1 / 30
UNKNOWN_FRACTION = -1.0

#: Exceptions whose message is meant for the user as it is (bad input, unreadable file).
_USER_ERRORS = (ValueError, OSError, LookupError, ArithmeticError)


def describe_error(error: BaseException, kept: Path | None = None) -> str:
    """A readable one-line message for an exception raised by a solver, saying where its details are
    when they were kept: in the log ``kept`` (see error_report.keep), or, for an internal error,
    logged (standard error)."""
    text = str(error).strip()
    if not is_internal_error(error):
        return f"{text.rstrip('.')}. {error_report.details_in(kept)}" if kept else text
    where = error_report.details_in(kept) if kept else "Details were logged."
    return f"Internal error ({type(error).__name__}{': ' + text if text else ''}). {where}"


def worth_keeping(error: BaseException) -> bool:
    """Whether ``error``'s traceback goes into errors.log: all but a solver's deliberate refusal and
    a file error. A built-in ValueError or ZeroDivisionError with a message is said as it is, but
    may as well be a bug (an unpacking gone wrong, a division by an empty count)."""
    return not (is_input_error(error) or isinstance(error, OSError))


def is_internal_error(error: BaseException) -> bool:
    """Whether ``error`` says nothing the user can act on (a bug, or no text at all)."""
    user = is_input_error(error) or (
        isinstance(error, _USER_ERRORS) and not isinstance(error, (KeyError, IndexError))
    )
    return not (user and str(error).strip())


def is_input_error(error: BaseException) -> bool:
    """Whether a solver raised ``error`` on purpose about what it was given (a position that
    cannot occur, a vote too large to count, a frontier too tangled to count): its class is a
    public exception class of the ``solvers`` package.

    Such an error is logged as a warning of one line, its traceback telling nothing; a built-in
    exception (a plain ValueError, a KeyError, a RecursionError) may be a bug and keeps its
    traceback, and so does a private class (``_OverBudget``), even one derived from a public
    class, since it was meant never to leave its module.
    """
    kind = type(error)
    return kind.__module__.startswith("solvers.") and not kind.__name__.startswith("_")


def job_kind(job: Job) -> str:
    """The function a job runs (partial arguments unwrapped), named by module and qualified name:
    every run of one computation has the same kind, whatever its title says about this run.
    (Lambdas of one scope share a name: a job that is a lambda should be given its ``kind``.)"""
    while isinstance(job, functools.partial):
        job = job.func
    name = getattr(job, "__qualname__", type(job).__qualname__)
    return f"{getattr(job, '__module__', type(job).__module__)}.{name}"


_threads: weakref.WeakSet[_SolveThread] = weakref.WeakSet()


def running_threads() -> list[QThread]:
    """Worker threads still running anywhere in the process (tests check none is left)."""
    return [thread for thread in list(_threads) if thread.isRunning()]


def _send_progress(progressed: SignalInstance, fraction: float | None, message: str) -> None:
    progressed.emit(UNKNOWN_FRACTION if fraction is None else fraction, message)


class _SolveThread(QThread):
    progressed = Signal(float, str)

    def __init__(self, job: Job, min_interval: float) -> None:
        super().__init__()
        _threads.add(self)
        self._job = job
        # Reported through the signal, not a method of the thread: that made a reference cycle, so a
        # finished thread and its job's word list (with its index) lived on until a full collection.
        self.progress = Progress(functools.partial(_send_progress, self.progressed), min_interval)
        self.outcome: tuple[str, Any] = ("failed", "the task did not run")

    def run(self) -> None:
        # Exceptions must be caught here: one escaping run() would be lost.
        try:
            self.outcome = ("succeeded", drive(self._job, self.progress))
        except Cancelled:
            self.outcome = ("cancelled", None)
        except BaseException as error:
            if is_input_error(error):
                log.warning("task refused its input: %s: %s", type(error).__name__, error)
            else:
                log.error("task failed", exc_info=error)
            kept = error_report.keep(error) if worth_keeping(error) else None
            self.outcome = ("failed", describe_error(error, kept))


class Task(QObject):
    """One background solver call. Create through :meth:`TaskManager.start`."""

    progressed = Signal(float, str)  # fraction in [0, 1] or -1.0 if unknown, message
    succeeded = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    finished = Signal()  # after exactly one of the three above; the task is deleted afterwards

    def __init__(
        self,
        job: Job,
        title: str,
        min_interval: float,
        kind: str | None = None,
        parent: QObject | None = None,
        owner: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.title = title
        #: The tab that started it, if one did: the status bar shows the work of the tab on screen.
        self.owner = owner
        #: What computation this is, for telling a later run of it from other work (see job_kind).
        self.kind = job_kind(job) if kind is None else kind
        self.fraction = UNKNOWN_FRACTION
        self.message = title
        self._done = False
        self._thread = _SolveThread(job, min_interval)
        self._thread.progressed.connect(self._on_progress)
        self._thread.finished.connect(self._on_thread_finished)

    def start(self) -> None:
        self._thread.start()

    def cancel(self) -> None:
        """Ask the solver to stop at its next checkpoint; ``cancelled`` follows."""
        self._thread.progress.cancel()

    @property
    def cancel_requested(self) -> bool:
        return self._thread.progress.cancel_requested

    def is_running(self) -> bool:
        return not self._done

    def thread_running(self) -> bool:
        return self._thread.isRunning()

    def mark_discarded(self) -> None:
        """Never to be started (its manager has shut down)."""
        self._done = True

    def wait(self, timeout_ms: int = -1) -> bool:
        """Block until the thread has ended (the outcome signals are still queued)."""
        deadline = QDeadlineTimer(QDeadlineTimer.ForeverConstant.Forever if timeout_ms < 0 else timeout_ms)
        return self._thread.wait(deadline)

    def _on_progress(self, fraction: float, message: str) -> None:
        if self._done:
            return
        self.fraction, self.message = fraction, message or self.title
        self.progressed.emit(fraction, self.message)

    def _on_thread_finished(self) -> None:
        self._thread.wait()  # QThread.finished is emitted just before the thread really ends
        self._done = True
        kind, value = self._thread.outcome
        if kind == "succeeded":
            self.succeeded.emit(value)
        elif kind == "cancelled":
            self.cancelled.emit()
        else:
            self.failed.emit(value)
        self.finished.emit()


class TaskManager(QObject):
    """Starts tasks, keeps the running ones alive, and stops them all on shutdown."""

    task_started = Signal(object)  # Task
    task_finished = Signal(object)  # Task
    task_failed = Signal(object, str)  # Task (its title and kind), message

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[Task] = []
        self._closed = False

    def start(
        self,
        job: Job,
        title: str,
        min_interval: float = DEFAULT_INTERVAL,
        kind: str | None = None,
        owner: QWidget | None = None,
    ) -> Task:
        """Run ``job(progress)`` on a new thread. Connect to the task's signals at once.

        ``kind`` names the computation (default: the function ``job`` runs); tasks of one kind
        are runs of the same thing; ``owner`` is the tab that starts it (None for the app's own
        work, such as loading a word list). After :meth:`shutdown` the task returned never runs
        and never signals.
        """
        task = Task(job, title, min_interval, kind, parent=self, owner=owner)
        if self._closed:
            task.cancel()
            task.mark_discarded()
            return task
        task.finished.connect(self._on_task_finished)
        task.failed.connect(self._on_task_failed)
        self._running.append(task)
        task.start()
        self.task_started.emit(task)
        return task

    @property
    def running(self) -> list[Task]:
        return [task for task in self._running if task.is_running()]

    def is_busy(self) -> bool:
        return bool(self.running)

    def cancel_all(self) -> None:
        for task in self._running:
            task.cancel()

    def shutdown(self) -> None:
        """Cancel every task and wait for its thread: safe to destroy the window afterwards.

        Delivering the outcome signals may make a receiver start another task: from now on
        such tasks never run.
        """
        self._closed = True
        # Wait on the threads themselves: shutdown may be called from inside a task's own
        # outcome signal (closing the window from a result handler), before it is unlisted.
        while any(task.thread_running() for task in self._running):
            self.cancel_all()
            for task in list(self._running):
                task.wait()
            QCoreApplication.processEvents()  # deliver the queued outcome signals

    def wait_idle(self, timeout_ms: int) -> bool:
        """Process events until no task runs (True) or the timeout passes (False)."""
        deadline = QDeadlineTimer(timeout_ms)
        while self._running and not deadline.hasExpired():
            QCoreApplication.processEvents()
            QThread.msleep(5)
        return not self._running

    def _on_task_failed(self, message: str) -> None:
        task = self.sender()
        if isinstance(task, Task):
            self.task_failed.emit(task, message)

    def _on_task_finished(self) -> None:
        task = self.sender()
        if isinstance(task, Task) and task in self._running:
            self._running.remove(task)
            self.task_finished.emit(task)
            task.deleteLater()
