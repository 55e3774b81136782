"""A background task's unexpected error is kept in errors.log, as a slot's is, and the status bar says
where. It went to standard error only (which the double-click app has none of) while the status bar
said "Details were logged.": the solver bugs users met left them nothing to send."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt

from boggle_desktop import error_report
from boggle_desktop.boggle import tab as boggle_tab


@pytest.fixture
def log(main_window, context, monkeypatch):
    """errors.log, with error_report installed as the app installs it."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    error_report.install(context.data_dir, main_window.report_unexpected)
    return context.data_dir / error_report.LOG_NAME


def buggy_solve(*args):
    return {}["q"]  # stands for any solver bug


def test_a_solver_bug_is_kept_in_the_log_and_the_status_bar_says_where(qtbot, main_window, log, monkeypatch):
    monkeypatch.setattr(boggle_tab, "solve", buggy_solve)
    tab = main_window.tabs.widget(main_window.tab_keys.index("boggle"))
    main_window.tabs.setCurrentWidget(tab)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "failed" in main_window.status_bar.full_message(), timeout=10000)
    assert main_window.status_bar.full_message() == (
        f"Solving the Boggle board failed: Internal error (KeyError: 'q'). The details are in {log}."
    )
    text = log.read_text(encoding="utf-8")
    assert text.startswith("--- ") and "Boggle Desktop" in text.splitlines()[0]
    assert "in buggy_solve" in text and text.endswith("KeyError: 'q'\n")


def test_tasks_failing_at_once_each_keep_a_whole_entry(qtbot, context, log):
    tasks = [context.tasks.start(buggy_solve, f"Task {number}") for number in range(8)]
    assert context.tasks.wait_idle(10000)
    entries = log.read_text(encoding="utf-8").split("--- ")[1:]
    assert len(entries) == len(tasks)
    assert all("in buggy_solve" in entry and entry.endswith("KeyError: 'q'\n") for entry in entries)


def test_an_error_meant_for_the_user_is_said_and_not_kept(qtbot, context, log):
    def unreadable(progress):
        raise OSError(f"Cannot read {log.parent / 'words.txt'}: no such file")

    task = context.tasks.start(unreadable, "Loading the word list")
    with qtbot.waitSignal(task.failed, timeout=5000) as failed:
        pass
    assert failed.args == [f"Cannot read {log.parent / 'words.txt'}: no such file"]
    assert not log.exists()


def test_a_built_in_error_with_a_message_is_said_and_kept_too(qtbot, context, log):
    """A ZeroDivisionError or a plain ValueError reads as a sentence, but is as likely a solver bug:
    its traceback was kept nowhere."""

    def divide(progress):
        return 1 / len([])

    task = context.tasks.start(divide, "Counting")
    with qtbot.waitSignal(task.failed, timeout=5000) as failed:
        pass
    assert failed.args == [f"division by zero. The details are in {log}."]
    assert "in divide" in log.read_text(encoding="utf-8")
