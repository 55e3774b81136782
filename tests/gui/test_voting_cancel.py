"""The Voting Power tab's own Cancel: it stops the tab's computation, whatever other tab started a
job since (the status bar shows the newest job of any tab), by a click or by Esc."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from boggle_desktop.voting.tab import VotingTab
from tests.gui.test_voting_gui import (  # noqa: F401 (endless_background: the fixture)
    endless_background,
    paste_rows,
    random_rows,
    wait_for_results,
)

CANCELLED = "Cancelled: the power of 227 blocks was not computed. Click Compute again"


@pytest.fixture
def voting(qtbot, main_window, endless_background) -> VotingTab:  # noqa: F811
    """The Voting tab on show in the main window, with its example computed; runs in the
    background last until cancelled."""
    tab = main_window.findChild(VotingTab)
    main_window.tabs.setCurrentWidget(tab)
    main_window.activateWindow()
    qtbot.waitActive(main_window)
    wait_for_results(qtbot, tab)
    return tab


def start_run(qtbot, context, tab: VotingTab):
    """Paste 200 blocks, too many to compute at once; returns the task computing them."""
    with qtbot.waitSignal(context.tasks.task_started, timeout=5000) as started:
        paste_rows(qtbot, tab, random_rows(200))
    return started.args[0]


def another_tabs_job(progress) -> None:
    """A job of another tab (a crossword fill, say) that runs until cancelled."""
    while True:
        progress.check()
        time.sleep(0.01)


def test_the_tabs_cancel_stops_its_run_when_another_tab_started_a_job_since(
    qtbot, context, main_window, voting
):
    panel = voting.results_panel
    cancel = panel.cancel_button
    assert cancel.isVisible() and not cancel.isEnabled()  # nothing to stop
    task = start_run(qtbot, context, voting)
    assert cancel.isEnabled()
    summary = panel.summary_label
    assert "in the background (progress in the status bar; Cancel or Esc stops it)" in summary.text()
    other = context.tasks.start(another_tabs_job, "Filling the grid")
    assert main_window.task_status.label.text() == "Filling the grid"  # its Cancel stops that one

    cancel.setFocus()
    with qtbot.waitSignal(task.finished, timeout=20000):
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert summary.text().startswith(CANCELLED)
    assert other.is_running() and not other.cancel_requested
    assert not cancel.isEnabled() and panel.again_button.isVisible()
    assert QApplication.focusWidget() is panel.again_button  # not sent on to a widget further away
    with qtbot.waitSignal(other.finished, timeout=20000):
        other.cancel()


def test_escape_stops_the_run_and_the_status_bar_cancel_still_does(qtbot, context, main_window, voting):
    summary, view = voting.results_panel.summary_label, voting.blocks_panel.table
    task = start_run(qtbot, context, voting)
    view.setFocus()
    with qtbot.waitSignal(task.finished, timeout=20000):
        qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert summary.text().startswith(CANCELLED)
    assert "(Esc)" in voting.results_panel.cancel_button.toolTip()

    with qtbot.waitSignal(context.tasks.task_started, timeout=5000) as restarted:
        qtbot.mouseClick(voting.results_panel.again_button, Qt.MouseButton.LeftButton)
    assert voting.results_panel.cancel_button.isEnabled()
    with qtbot.waitSignal(restarted.args[0].finished, timeout=20000):
        qtbot.mouseClick(main_window.task_status.cancel_button, Qt.MouseButton.LeftButton)
    assert summary.text().startswith(CANCELLED)
    assert not voting.results_panel.cancel_button.isEnabled()
