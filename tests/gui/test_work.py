"""The background-work mechanism: progress, cancel, errors, many signals, clean shutdown."""

import logging
import subprocess
import sys
import textwrap
import threading
import time
from functools import partial

import pytest
from PySide6.QtCore import QObject

from boggle_desktop.work import TaskManager, describe_error
from solvers.minesweeper.groups import FrontierTooLarge
from solvers.minesweeper.position import PositionError
from solvers.progress import Step
from solvers.voting.indices import TooLargeError


class Recorder:
    """Collects a task's signals (as a person watching the status bar would see them)."""

    def __init__(self, task):
        self.progress = []
        self.outcome = None
        task.progressed.connect(self.on_progress)
        task.succeeded.connect(self.on_succeeded)
        task.failed.connect(self.on_failed)
        task.cancelled.connect(self.on_cancelled)

    def on_progress(self, fraction, message):
        self.progress.append((fraction, message))

    def on_succeeded(self, value):
        self.outcome = ("succeeded", value)

    def on_failed(self, message):
        self.outcome = ("failed", message)

    def on_cancelled(self):
        self.outcome = ("cancelled", None)


def run_to_end(qtbot, tasks, job, title, timeout=10000, **options):
    """Start ``job`` as a task and wait for it to finish; the signals it sent."""
    task = tasks.start(job, title, **options)
    recorder = Recorder(task)
    with qtbot.waitSignal(task.finished, timeout=timeout):
        pass
    return recorder


@pytest.fixture
def tasks(qtbot):
    manager = TaskManager()
    yield manager
    manager.shutdown()


def slow_count(steps, delay, progress):
    for i in range(steps):
        time.sleep(delay)
        progress.report(i + 1, steps, f"step {i + 1} of {steps}")
    return steps


def test_long_solve_reports_progress_then_result(qtbot, tasks):
    recorder = run_to_end(qtbot, tasks, lambda progress: slow_count(40, 0.01, progress), "counting")
    assert recorder.outcome == ("succeeded", 40)
    fractions = [f for f, _ in recorder.progress]
    assert len(fractions) >= 3 and fractions == sorted(fractions) and fractions[-1] == 1.0
    assert recorder.progress[-1][1] == "step 40 of 40"
    assert not tasks.is_busy()


def test_progress_is_throttled_to_about_30_per_second(qtbot, tasks):
    def flood(progress):
        start = time.monotonic()
        n = 0
        while time.monotonic() - start < 0.5:
            n += 1
            progress.report(n, None, "busy")
        return time.monotonic() - start

    recorder = run_to_end(qtbot, tasks, flood, "flood")
    seconds = recorder.outcome[1]
    assert 1 <= len(recorder.progress) <= seconds * 30 + 2
    assert recorder.progress[0] == (-1.0, "busy")  # unknown total -> -1


def test_generator_job_yields_are_progress_points(qtbot, tasks):
    def job(_progress):
        for i in range(5):
            yield Step(i, 5, "gen")
        return "from generator"

    recorder = run_to_end(qtbot, tasks, job, "gen", min_interval=0)
    assert recorder.outcome == ("succeeded", "from generator")
    assert [f for f, _ in recorder.progress] == [0.0, 0.2, 0.4, 0.6, 0.8]


def test_cancel_stops_at_the_next_checkpoint(qtbot, tasks):
    cancel_seen = threading.Event()
    steps_after_cancel = []

    def endless(progress):
        i = 0
        while True:
            i += 1
            time.sleep(0.002)
            if progress.cancel_requested:
                steps_after_cancel.append(i)
            progress.report(i, None, "working")

    task = tasks.start(endless, "endless")
    recorder = Recorder(task)
    qtbot.waitUntil(lambda: len(recorder.progress) > 2, timeout=5000)
    with qtbot.waitSignal(task.finished, timeout=5000):
        task.cancel()
        cancel_seen.set()
    assert recorder.outcome == ("cancelled", None)
    assert len(steps_after_cancel) <= 1  # stopped at the first checkpoint after the request


def test_solver_exception_becomes_a_readable_message(qtbot, tasks):
    def broken(progress):
        progress.report(1, 2, "half way")
        raise ValueError("row 3, column 2: 'x' is not a digit")

    task = tasks.start(broken, "broken")
    recorder = Recorder(task)
    failures = []
    tasks.task_failed.connect(lambda task, message: failures.append((task.title, message)))
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass
    assert recorder.outcome == ("failed", "row 3, column 2: 'x' is not a digit")
    assert failures == [("broken", "row 3, column 2: 'x' is not a digit")]


def refuse_position(progress):
    raise PositionError("the 8 at row 1, column 1 cannot be satisfied")


def refuse_vote(progress):
    raise TooLargeError("the tables would take about 1.6 TiB")


def refuse_tangle(progress):
    raise FrontierTooLarge("its 586 frontier boxes under 400 numbers are too tangled")


def overflow(progress):
    raise RecursionError("maximum recursion depth exceeded")


def bad_value(progress):
    raise ValueError("invalid literal for int() with base 10: 'x'")


class _Escaped(Exception):
    """A private exception of a solver's own, which a bug let out of its module."""


_Escaped.__module__ = "solvers.minesweeper.groups"


def escaped(progress):
    raise _Escaped("over budget")


class _Hidden(PositionError):
    """A private class derived from a public one: still a bug if it escapes."""


_Hidden.__module__ = "solvers.minesweeper.groups"


def hidden(progress):
    raise _Hidden("over budget")


@pytest.mark.parametrize(
    ("job", "traceback"),
    [
        (refuse_position, False),
        (refuse_vote, False),
        (refuse_tangle, False),
        (overflow, True),
        (bad_value, True),
        (escaped, True),
        (hidden, True),
    ],
)
def test_a_refused_input_is_logged_without_a_traceback_and_a_bug_with_one(
    qtbot, tasks, caplog, job, traceback
):
    caplog.set_level(logging.DEBUG, logger="boggle_desktop.work")
    run_to_end(qtbot, tasks, job, "refused")
    records = [record for record in caplog.records if record.name == "boggle_desktop.work"]
    assert len(records) == 1
    assert (records[0].exc_info is not None) == traceback
    assert records[0].levelno == (logging.ERROR if traceback else logging.WARNING)


def test_a_deliberate_refusal_reads_as_its_message():
    assert describe_error(FrontierTooLarge("too tangled")) == "too tangled"
    assert describe_error(TooLargeError("about 1.6 TiB")) == "about 1.6 TiB"
    assert describe_error(RecursionError("depth")).startswith("Internal error (RecursionError: depth)")


def test_the_kind_of_a_task_is_the_function_it_runs_whatever_its_title(qtbot, tasks):
    first = tasks.start(partial(slow_count, 1, 0.0), "Counting 1")
    second = tasks.start(partial(partial(slow_count, 2), 0.0), "Counting 2")
    named = tasks.start(partial(slow_count, 1, 0.0), "Counting", kind="counting")
    assert first.kind == second.kind == f"{__name__}.slow_count"
    assert named.kind == "counting"
    assert tasks.wait_idle(5000)


def test_unexpected_exceptions_are_named():
    assert describe_error(KeyError("q")) == "Internal error (KeyError: 'q'). Details were logged."
    assert describe_error(ZeroDivisionError("division by zero")) == "division by zero"
    assert describe_error(RuntimeError()) == "Internal error (RuntimeError). Details were logged."


def test_thousands_of_progress_signals_do_not_crash(qtbot, tasks):
    """Regression: PySide6 6.12.0 on Python 3.11 aborts after ~1,000 emits (bool_dealloc)."""
    emits = 6000

    def chatty(progress):
        for i in range(emits):
            progress.report(i + 1, emits, "chatty")
        return "survived"

    recorder = run_to_end(qtbot, tasks, chatty, "chatty", min_interval=0, timeout=30000)
    assert recorder.outcome == ("succeeded", "survived")
    assert len(recorder.progress) == emits


def test_finished_comes_after_the_thread_ended(qtbot, tasks):
    task = tasks.start(lambda progress: "ok", "quick")
    ended = []
    task.finished.connect(lambda: ended.append(task._thread.isFinished()))
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass
    assert ended == [True]


def test_shutdown_cancels_and_waits_for_every_task(qtbot, tasks):
    def endless(progress):
        while True:
            time.sleep(0.001)
            progress.check()

    started = [tasks.start(endless, f"endless {i}") for i in range(3)]
    assert tasks.is_busy()
    tasks.shutdown()
    assert all(not task.is_running() for task in started) or not tasks.is_busy()
    assert not tasks.is_busy()


CLOSE_MID_SOLVE = textwrap.dedent(
    """
    import time
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from boggle_desktop.app import configure_application
    from boggle_desktop.main_window import MainWindow

    app = QApplication([])
    configure_application(app)
    window = MainWindow()
    window.show()

    def endless(progress):
        while True:
            time.sleep(0.001)
            progress.report(0, None, "spinning")

    window.context.tasks.start(endless, "endless")
    QTimer.singleShot(300, window.close)
    QTimer.singleShot(400, app.quit)
    app.exec()
    del window
    print("clean exit")
    """
)


def test_closing_the_window_mid_solve_exits_cleanly(tmp_path):
    env = {
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "PATH": "/usr/bin:/bin",
    }
    result = subprocess.run(
        [sys.executable, "-c", CLOSE_MID_SOLVE],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert "Destroyed while thread is still running" not in result.stderr
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "clean exit"


class Restarter(QObject):
    """A receiver that starts new work whenever a task ends, as a tab refreshing itself might."""

    def __init__(self, tasks):
        super().__init__()
        self.tasks = tasks
        self.started = 0

    def start(self):
        self.started += 1
        task = self.tasks.start(spin_until_cancelled, f"spin {self.started}")
        task.finished.connect(self.start)


def spin_until_cancelled(progress):
    while True:
        time.sleep(0.001)
        progress.check()


def test_shutdown_also_stops_work_started_while_shutting_down(qtbot):
    tasks = TaskManager()
    restarter = Restarter(tasks)
    restarter.start()
    tasks.shutdown()
    assert not tasks.is_busy() and restarter.started == 2  # the restart after shutdown never runs
    late = tasks.start(spin_until_cancelled, "after shutdown")
    assert late.cancel_requested and not late.is_running()
    assert not tasks.is_busy()


class CloserOnResult(QObject):
    """Shuts everything down from inside a task's result handler (as quitting on a result does)."""

    def __init__(self, tasks):
        super().__init__()
        self.tasks = tasks
        self.results = []

    def on_result(self, value):
        self.results.append(value)
        self.tasks.shutdown()


def test_shutdown_from_inside_a_result_handler_returns(qtbot):
    tasks = TaskManager()
    other = tasks.start(spin_until_cancelled, "other")
    closer = CloserOnResult(tasks)
    task = tasks.start(lambda progress: "answer", "quick")
    task.succeeded.connect(closer.on_result)
    qtbot.waitUntil(lambda: closer.results == ["answer"], timeout=5000)
    assert not other.thread_running()
