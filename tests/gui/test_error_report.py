"""An error the app did not expect is kept in the data folder's log and said in the status bar."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QTimer

from boggle_desktop import error_report


@pytest.mark.qt_no_exception_capture
def test_an_unexpected_error_is_kept_in_a_log_and_said(qtbot, main_window, context, monkeypatch):
    """It went only to standard error, which the double-click app has none of."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    error_report.install(context.data_dir, main_window.report_unexpected)

    def broken_slot() -> None:
        raise IndexError("tuple index out of range")

    for _ in range(2):
        QTimer.singleShot(0, broken_slot)
        qtbot.waitUntil(lambda: "Something went wrong" in main_window.status_bar.full_message(), timeout=3000)
        main_window.status_bar.clearMessage()
    log = context.data_dir / error_report.LOG_NAME
    text = log.read_text(encoding="utf-8")
    assert text.count("IndexError: tuple index out of range") == 2 and "in broken_slot" in text
    assert text.startswith("--- ") and "Boggle Desktop" in text.splitlines()[0]
    QTimer.singleShot(0, broken_slot)
    qtbot.waitUntil(lambda: "Something went wrong" in main_window.status_bar.full_message(), timeout=3000)
    assert main_window.status_bar.full_message() == (
        f"Something went wrong inside the app (IndexError). The details are in {log}."
    )


def test_the_log_starts_afresh_past_its_limit(tmp_path, monkeypatch):
    log = tmp_path / error_report.LOG_NAME
    log.write_text("x" * (error_report.LOG_LIMIT + 1), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: None)
    hook_before = error_report.install(tmp_path, said.append)
    try:
        raise ValueError("boom")
    except ValueError as error:
        sys.excepthook(ValueError, error, error.__traceback__)
    assert log.stat().st_size < 1000 and "ValueError: boom" in log.read_text(encoding="utf-8")
    assert said and hook_before is not sys.excepthook


def test_an_error_in_another_thread_is_logged_without_touching_widgets(tmp_path, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: None)
    error_report.install(tmp_path, said.append)

    def worker() -> None:
        try:
            raise RuntimeError("in a worker")
        except RuntimeError as error:
            sys.excepthook(RuntimeError, error, error.__traceback__)

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert "RuntimeError: in a worker" in (tmp_path / error_report.LOG_NAME).read_text(encoding="utf-8")
    assert said == []
