"""The Crossword tab's fills and comparisons against options changed while they run: a change of what a
fill may be (the words never used, repeated words) stops them as a grid change does; a change of how
to search is named in the report; and a comparison that ends while a fill runs says so on its own line."""

from __future__ import annotations

import threading
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt, QThread

import boggle_desktop.crossword.tab as tab_module
from boggle_desktop.crossword.tab import CrosswordTab
from solvers.crossword import ALGORITHMS, FillOptions
from solvers.progress import Progress
from tests.gui.test_crossword_gui import choose_grid, click, ready_tab
from tests.gui.test_crossword_never_use import never_use

REAL_RUN_FILL = tab_module.run_fill


@pytest.fixture
def tab(qtbot, context, settings_reset, tmp_path):
    widget = ready_tab(qtbot, context, tmp_path)
    choose_grid(qtbot, widget, "exercise 1")  # one fill with WORDS: YOUR, TOE, GO...
    return widget


@pytest.fixture
def release(monkeypatch) -> threading.Event:
    """Fill searches until the event is set, then ends with the fills of the options it started with,
    as a search that has found them just before it sees a cancel does."""
    event = threading.Event()

    def held_fill(*args):
        event.wait(20)
        return REAL_RUN_FILL(*args[:-1], Progress())

    monkeypatch.setattr(tab_module, "run_fill", held_fill)
    yield event
    event.set()


def end_fill(qtbot, tab: CrosswordTab, release: threading.Event) -> None:
    release.set()
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)


def assert_stopped(tab: CrosswordTab, reason: str) -> None:
    """The search was stopped: nothing of it is offered."""
    assert tab.status_label.text() == f"Search stopped: {reason}. Press Fill to search."
    assert tab.grid_view.letters is None
    assert not tab.keep_button.isEnabled() and tab.playback.length == 0


def test_a_word_never_used_typed_while_a_fill_runs_stops_it(qtbot, tab, release):
    click(qtbot, tab.fill_button)
    never_use(qtbot, tab, "toe")
    end_fill(qtbot, tab, release)
    assert_stopped(tab, "the words never used changed")
    # Fill again: the grid has no fill without TOE.
    click(qtbot, tab.fill_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)
    assert tab.status_label.text().startswith("No fill exists (proven)")


def test_undoing_the_words_never_used_while_a_fill_runs_stops_it(qtbot, tab, release):
    never_use(qtbot, tab, "toe")
    click(qtbot, tab.fill_button)
    click(qtbot, tab.undo_button)  # TOE may be used again: the search's "no fill" would be wrong
    assert tab.options_panel.excluded == frozenset()
    end_fill(qtbot, tab, release)
    assert_stopped(tab, "the words never used changed")


def test_never_use_this_word_while_a_fill_runs_stops_it(qtbot, tab, release):
    click(qtbot, tab.fill_button)
    end_fill(qtbot, tab, release)
    # The fill of the grid is on screen; Fill again, then leave one of its words out.
    release.clear()
    click(qtbot, tab.fill_button)
    entries = tab.entries_panel
    tab.side_tabs.setCurrentWidget(entries)
    row = next(r for r, entry in enumerate(entries.model.rows) if entry.pattern == "toe")
    entries.view.selectRow(row)
    click(qtbot, entries.exclude_button)
    assert tab.options_panel.excluded == {"toe"}
    end_fill(qtbot, tab, release)
    assert_stopped(tab, "the words never used changed")


def test_no_repeated_words_toggled_while_a_fill_runs_stops_it(qtbot, tab, release):
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    box = tab.options_panel.unique_box
    click(qtbot, tab.fill_button)
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)
    assert not box.isChecked()
    end_fill(qtbot, tab, release)
    assert_stopped(tab, "the No repeated words option changed")


def test_how_to_search_changed_while_a_fill_runs_is_named_in_its_report(qtbot, tab, release):
    options = tab.options_panel
    options.mode_combo.setCurrentIndex(options.mode_combo.findData("several"))
    options.fills_spin.setValue(5)
    click(qtbot, tab.fill_button)
    tab.side_tabs.setCurrentWidget(options)
    options.mode_combo.setFocus()
    qtbot.keyClick(options.mode_combo, Qt.Key.Key_Down)  # Count every fill
    assert options.mode_combo.currentData() == "count"
    end_fill(qtbot, tab, release)
    text = tab.status_label.text()
    # Reported as the search it was (5 fills wanted, one found), not as a count of every fill.
    assert text.startswith("Filled: the only one there is"), text
    assert text.endswith(" It ran with the options set when it started: find 5 fills."), text
    assert tab.result is not None and tab.result.count == 1  # its fill is valid: offered


def test_a_comparison_ending_while_a_fill_runs_says_so_on_its_own_line(qtbot, tab, monkeypatch):
    def searching(*args):
        progress = args[-1]
        while True:  # raises Cancelled at Cancel
            progress.report(1, None, "Searching: still going")
            QThread.msleep(5)

    monkeypatch.setattr(tab_module, "run_fill", searching)
    click(qtbot, tab.fill_button)
    click(qtbot, tab.compare_panel.button)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=20000)
    compared = f"Compared {len(ALGORITHMS)} algorithms."
    assert tab.compare_panel.line.text() == compared
    # The fill's progress takes the status line back; the Compare page, shown, keeps the end.
    qtbot.waitUntil(lambda: tab.status_label.text() == "Searching: still going", timeout=5000)
    assert tab.compare_panel.line.text() == compared and tab.compare_panel.line.isVisible()
    click(qtbot, tab.cancel_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)
    assert tab.compare_panel.line.text() == compared


def test_a_comparison_stopped_says_why_on_its_own_line(qtbot, tab, monkeypatch):
    def until_cancelled(*args):
        progress = args[-1]
        while True:
            progress.report(1, None, "Comparing: still going")
            QThread.msleep(5)

    monkeypatch.setattr(tab_module, "run_comparison", until_cancelled)
    click(qtbot, tab.compare_panel.button)
    qtbot.waitUntil(lambda: tab.compare_panel.line.text() == "Comparing: still going", timeout=5000)
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    tab.options_panel.unique_box.setFocus()
    qtbot.keyClick(tab.options_panel.unique_box, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=20000)
    said = "Comparison stopped: the No repeated words option changed."
    assert tab.compare_panel.line.text() == said
    assert tab.status_label.text() == f"{said} Press Fill to search."


def test_a_report_names_the_options_changed_since_its_search_started():
    from boggle_desktop.crossword.reports import options_note  # the tab's report sentences

    ran = FillOptions(value_order="commonness", seed=3, max_fills=0, time_limit=5)
    assert options_note(ran, ran) == ""
    now = replace(ran, value_order="least-constraining", seed=None, time_limit=2.5)
    assert options_note(ran, now) == (
        " It ran with the options set when it started: words first by commonness, seed 3, time limit 5 s."
    )


def test_a_fill_shown_with_a_word_put_in_never_use_since_cannot_be_kept(qtbot, tab):
    """Keep fill stayed on and locked the word just excluded into the grid; Undo brings it back."""
    choose_grid(qtbot, tab, "exercise 1")
    click(qtbot, tab.fill_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)
    assert tab.keep_button.isEnabled()
    tab.options_panel.set_excluded(frozenset({"go"}))  # as Never use this word does, on 3 Across
    assert not tab.keep_button.isEnabled()
    click(qtbot, tab.undo_button)
    assert tab.options_panel.excluded == frozenset() and tab.keep_button.isEnabled()
