"""What a setter found on the Crossword tab: why a grid has no fill, the candidates a slot is offered,
a comparison shown as it runs, jumps through a long playback, and how entries are named."""

from __future__ import annotations

import itertools
import time

import pytest
from PySide6.QtCore import Qt, QThread

from boggle_desktop.crossword import jobs
from boggle_desktop.crossword.tab import CrosswordTab
from boggle_desktop.table_model import ITEM_ROLE
from solvers.crossword import ALGORITHMS, Replayer
from solvers.crossword.trace import SOLUTION, TRY, UNDO, Trace, encode
from tests.gui.shown_tab import shown_tab
from tests.gui.test_crossword_gui import cell_point, click, press_fill, use_words

#: Three-letter words without A, O or E: none ends a down slot ?AT, ?OG or ?EN. More of them than
#: the Candidates list shows, and all before ZZZ in the list's order.
FILLER = ["".join(letters) for letters in itertools.product("bcdfghjklmnpqr", repeat=3)]


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: widget.index_task is None and widget.fill_task is None, timeout=20000)
    return widget


def new_grid(qtbot, tab: CrosswordTab, rows: int, cols: int) -> None:
    tab.options_panel.rows_spin.setValue(rows)
    tab.options_panel.cols_spin.setValue(cols)
    click(qtbot, tab.options_panel.new_button)


def type_across(qtbot, tab: CrosswordTab, row: int, letters: str) -> None:
    """Click the first cell of ``row`` and type ``letters`` along it."""
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, row, 0))
    qtbot.keyClicks(tab.grid_view, letters)


def select_cell(qtbot, tab: CrosswordTab, row: int, col: int) -> None:
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, row, col))
    tab.side_tabs.setCurrentIndex(0)  # the Candidates page


def shown_words(tab: CrosswordTab) -> list[str]:
    """The Candidates list's words, top to bottom as shown."""
    model = tab.candidates_view.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_a_grid_crossings_leave_no_fill_names_the_entry_and_its_crossings(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["cat", "dog"])
    new_grid(qtbot, tab, 3, 3)  # every entry fits CAT or DOG alone; no word fits with its crossings
    press_fill(qtbot, tab)
    text = tab.status_label.text()
    assert text.startswith("No fill exists (proven): no word of the list fits "), text
    assert "with letters its crossings (" in text and " Across" in text and " Down" in text


def test_the_one_candidate_that_fits_its_crossings_is_listed_first_however_many_fit(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, [*FILLER, "zat", "zog", "zen", "zzz"])
    new_grid(qtbot, tab, 3, 3)
    type_across(qtbot, tab, 1, "aoe")
    type_across(qtbot, tab, 2, "tgn")  # the downs: ?AT, ?OG, ?EN, which only ZAT, ZOG and ZEN fit
    select_cell(qtbot, tab, 0, 0)
    assert tab.candidates.total == len(FILLER) + 4 > len(tab.candidates.rows)  # the list is cut short
    assert shown_words(tab)[0] == "ZZZ"  # the last in the list's order; it was never shown
    first = tab.candidates_view.model().index(0, 0)
    assert first.data(ITEM_ROLE).crossing_options == 1
    assert all(candidate.crossing_options == 0 for candidate in tab.candidates.rows[1:])
    label = tab.candidates_label.text()
    assert (
        f"{len(FILLER) + 4:,} words fit its letters; 1 of them leaves every open crossing some word" in label
    )
    assert "listed first, then the most common of the rest (2,000 listed)" in label
    tab.candidates_view.setCurrentIndex(first)
    qtbot.keyClick(tab.candidates_view, Qt.Key.Key_Return)
    assert tab.grid_model.grid.rows == ("zzz", "aoe", "tgn")


def test_a_candidate_put_in_is_named_by_its_clue_number(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["cat", "cot", "act"])
    new_grid(qtbot, tab, 3, 3)
    select_cell(qtbot, tab, 1, 0)  # 4 Across, of 3 letters
    view = tab.candidates_view
    view.setCurrentIndex(view.model().index(0, 0))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    word = tab.grid_model.grid.rows[1].upper()
    # Not by its length, which reads as a clue number: "3-across at row 2, column 1".
    assert tab.status_label.text() == f"Put {word} in 4 Across."


def test_with_repeats_off_a_word_already_in_the_grid_is_no_candidate(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["cat", "cot", "act", "tab", "oat"])
    new_grid(qtbot, tab, 3, 3)
    type_across(qtbot, tab, 2, "cat")
    select_cell(qtbot, tab, 0, 0)
    assert tab.options_panel.unique_box.isChecked()  # No repeated words, as by default
    assert "CAT" not in shown_words(tab) and "COT" in shown_words(tab)
    assert "CAT, already in the grid, is left out: No repeated words is on (Options)." in (
        tab.candidates_label.text()
    )
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    qtbot.keyClick(tab.options_panel.unique_box, Qt.Key.Key_Space)  # repeats allowed: CAT may go in again
    tab.side_tabs.setCurrentIndex(0)
    assert "CAT" in shown_words(tab) and "already in the grid" not in tab.candidates_label.text()


def test_in_playback_the_candidates_page_tells_its_count_from_the_grid_colours(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(p) for p in itertools.product("abc", repeat=3)])
    new_grid(qtbot, tab, 3, 3)
    press_fill(qtbot, tab)
    click(qtbot, tab.playback_bar.start_button)
    for _ in range(3):
        click(qtbot, tab.playback_bar.forward_button)
    select_cell(qtbot, tab, 0, 0)
    replayer = tab.playback.replayer
    slot = tab.candidates.slot
    left = replayer.sizes[slot.index]
    label = tab.candidates_label.text()
    assert " words fit its letters" in label and " candidates (" not in label
    assert (
        f"At step 3 the search had {left:,} candidate{'' if left == 1 else 's'} left for it "
        "(its colour in the grid)." in label
    )


def finish_first_only(real):
    """fill_grid for a comparison whose first algorithm finishes and whose others run until
    cancelled."""
    first = next(iter(ALGORITHMS))

    def fill(grid, index, options, progress, **keywords):
        if options.algorithm == first:
            return real(grid, index, options, progress, **keywords)
        while True:
            QThread.msleep(5)
            progress.check()

    return fill


def test_compare_shows_each_row_as_it_finishes_and_cancel_keeps_them(qtbot, tab, tmp_path, monkeypatch):
    monkeypatch.setattr(jobs, "fill_grid", finish_first_only(jobs.fill_grid))
    use_words(qtbot, tab, tmp_path, ["cat", "act", "tab", "oat", "tea", "eat"])
    new_grid(qtbot, tab, 2, 3)
    panel = tab.compare_panel
    click(qtbot, panel.button)
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1, timeout=10000)  # shown while the rest run
    assert tab.compare_task is not None
    click(qtbot, tab.cancel_button)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=10000)
    assert [row.algorithm for row in panel.model.rows] == [next(iter(ALGORITHMS.values())).label]
    others = len(ALGORITHMS) - 1
    assert tab.status_label.text() == (
        f"Comparison cancelled. Compare keeps the 1 algorithm that finished; {others} others were cancelled."
    )


def load_playback(tab: CrosswordTab, trace: Trace) -> None:
    """Show ``trace`` in the playback bar as a search's end does (walked once, at its end)."""
    replayer = Replayer(trace)
    replayer.seek(len(trace))
    tab.playback.load(replayer)
    tab.playback_bar.slider.setRange(0, len(trace))
    tab.playback_bar.set_enabled(True)


def test_next_solution_jumps_across_half_a_million_events_at_once(qtbot, tab):
    new_grid(qtbot, tab, 2, 2)
    grid = tab.grid_model.grid
    events = [encode(TRY, 0, 0), encode(UNDO, 0, 0)] * 250_000 + [encode(TRY, 0, 0), encode(SOLUTION, 0, 1)]
    trace = Trace(grid, [("ab",)] * len(grid.slots), [1] * len(grid.slots))
    trace.events.extend(events)
    load_playback(tab, trace)
    bar = tab.playback_bar
    click(qtbot, bar.start_button)
    started = time.perf_counter()
    click(qtbot, bar.solution_button)
    took = time.perf_counter() - started
    print(f"Next solution across {len(events):,} events: {took * 1000:.1f} ms")
    assert tab.playback.step == len(events) and bar.event_label.text() == "solution 1"
    assert took < 0.1, f"{took * 1000:.0f} ms"  # it stepped through the events in Python: 250 ms


def test_page_down_on_the_timeline_moves_a_hundredth_of_a_long_search(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(p) for p in itertools.product("abc", repeat=3)])
    new_grid(qtbot, tab, 3, 3)
    options = tab.options_panel
    options.mode_combo.setCurrentIndex(options.mode_combo.findData("count"))
    press_fill(qtbot, tab)
    length = tab.playback.length
    assert length > 10_000, length
    slider = tab.playback_bar.slider
    click(qtbot, tab.playback_bar.start_button)
    slider.setFocus()
    qtbot.keyClick(slider, Qt.Key.Key_PageUp)  # a horizontal slider's PageUp moves on
    assert tab.playback.step == length // 100
    qtbot.keyClick(slider, Qt.Key.Key_PageDown)
    assert tab.playback.step == 0


def test_a_cancel_after_the_last_row_says_every_algorithm_finished(qtbot, tab, tmp_path):
    """A cancel between the last row and the task's end said '0 others were cancelled'."""
    use_words(qtbot, tab, tmp_path, ["cat", "act", "tab", "oat", "tea", "eat"])
    new_grid(qtbot, tab, 2, 3)
    click(qtbot, tab.compare_panel.button)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=20000)
    assert tab.compare_panel.model.rowCount() == len(ALGORITHMS)
    assert (
        tab._comparison_kept()
        == f" Compare keeps the {len(ALGORITHMS)} algorithms that finished: all of them."
    )
