"""The Crossword tab, driven as a person would: pick a grid, fill, play the search back, compare."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt, QThread
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QKeyEvent, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QLabel

from boggle_desktop.crossword import export
from boggle_desktop.crossword.options_panel import EXCLUDED_KEY, OptionsPanel
from boggle_desktop.crossword.tab import DEFAULT_SAMPLE, GRID_KEY, CrosswordTab
from boggle_desktop.crossword.views import paint_cells, word_end_bars
from boggle_desktop.table_model import ITEM_ROLE
from solvers.crossword.grid import empty_grid
from solvers.crossword.trace import SOLUTION
from tests.gui.shown_tab import shown_tab
from tests.tab_process import run_tab_process

WORDS = "your youth urge go toe yours yeah tea ox huge oath teach".split()
EXERCISE_1 = ("your####", "o#r#####", "u#go####", "toe#####", "h#######")


def use_words(qtbot, tab: CrosswordTab, tmp_path: Path, words: list[str]) -> None:
    path = tmp_path / "crossword-words.txt"
    path.write_text("\n".join(words) + "\n")
    with qtbot.waitSignal(tab.context.lexicon.changed, timeout=10000):
        tab.context.lexicon.load_file(path)
    qtbot.waitUntil(lambda: tab.index_task is None and tab.current_index() is not None, timeout=10000)


def choose_grid(qtbot, tab: CrosswordTab, name: str) -> None:
    combo = tab.sample_combo
    index = combo.findText(name)
    assert index >= 0, name
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def press_fill(qtbot, tab: CrosswordTab) -> None:
    click(qtbot, tab.fill_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)


def cell_point(tab: CrosswordTab, row: int, col: int) -> QPoint:
    return tab.grid_view.cell_rect(row, col).center().toPoint()


def ready_tab(qtbot, context, tmp_path: Path, words: list[str] = WORDS) -> CrosswordTab:
    """The tab shown, its default sample filled (once the list is indexed), then with ``words``."""
    widget = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: widget.index_task is None and widget.fill_task is None, timeout=20000)
    use_words(qtbot, widget, tmp_path, words)
    return widget


@pytest.fixture
def tab(qtbot, context, settings_reset, tmp_path):
    return ready_tab(qtbot, context, tmp_path)


def test_fill_then_play_back(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("Filled")
    assert tuple(tab.grid_view.letters[i * 8 : i * 8 + 8] for i in range(5)) == EXERCISE_1
    bar = tab.playback_bar
    length = tab.playback.length
    assert length > 0 and bar.slider.maximum() == length and bar.slider.value() == length
    assert bar.slider.isEnabled()

    click(qtbot, bar.start_button)
    assert tab.playback.step == 0 and bar.slider.value() == 0
    assert set(tab.grid_view.letters) <= {".", "#"}
    assert bar.event_label.text() == "Before the search."

    click(qtbot, bar.forward_button)
    click(qtbot, bar.forward_button)
    assert tab.playback.step == 2 and bar.position_label.text() == f"step 2 of {length}"
    click(qtbot, bar.back_button)
    assert tab.playback.step == 1

    click(qtbot, bar.solution_button)
    step = tab.playback.step
    assert tab.playback.replayer.trace.event(step - 1)[0] == SOLUTION
    assert bar.event_label.text() == "solution 1"
    assert tuple(tab.grid_view.letters[i * 8 : i * 8 + 8] for i in range(5)) == EXERCISE_1

    bar.slider.setValue(3)  # dragging the timeline
    assert tab.playback.step == 3
    assert tab.grid_view.current_slot == tab.playback.replayer.current


def test_play_runs_to_the_end_and_stops(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    tab.options_panel.algorithm_combo.setCurrentIndex(
        tab.options_panel.algorithm_combo.findData("backtracking")
    )
    press_fill(qtbot, tab)
    bar = tab.playback_bar
    click(qtbot, bar.start_button)
    bar.speed.setValue(500)
    click(qtbot, bar.play_button)
    assert tab.playback.playing and bar.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: not tab.playback.playing, timeout=10000)
    assert tab.playback.step == tab.playback.length
    assert bar.play_button.text() == "▶ Play" and not bar.play_button.isChecked()


def test_next_dead_end_jumps_to_a_backtrack(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    tab.options_panel.algorithm_combo.setCurrentIndex(
        tab.options_panel.algorithm_combo.findData("backtracking")
    )
    tab.options_panel.order_combo.setCurrentIndex(tab.options_panel.order_combo.findData("commonness"))
    press_fill(qtbot, tab)
    assert "backtracks" in tab.status_label.text()
    click(qtbot, tab.playback_bar.start_button)
    click(qtbot, tab.playback_bar.backtrack_button)
    text = tab.playback_bar.event_label.text()
    assert text.startswith("backtrack") or text.startswith("wipe-out")


def test_unfillable_grid_says_so(qtbot, tab):
    choose_grid(qtbot, tab, "open 4x4")
    press_fill(qtbot, tab)
    # Checking crossing letters already empties an entry: the status names it.
    assert tab.status_label.text().startswith("No fill exists (proven): no word of the list fits ")


def test_unfillable_because_of_given_letters_says_which(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 1))
    qtbot.keyClicks(tab.grid_view, "x")
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith(
        "No fill exists (proven): no word of the list fits 4 Across (?X?). "
    )


def test_without_a_fill_playback_opens_at_the_deepest_partial_fill(qtbot, tab):
    choose_grid(qtbot, tab, "open 4x4")
    tab.options_panel.algorithm_combo.setCurrentIndex(
        tab.options_panel.algorithm_combo.findData("backtracking")
    )
    press_fill(qtbot, tab)
    result = tab.result
    assert result.status == "unfillable" and result.stats.max_depth > 0
    step = result.best_step
    assert 0 < step < tab.playback.length
    assert f"deepest partial fill ({result.stats.max_depth} words placed, step {step:,})" in (
        tab.status_label.text()
    )
    assert tab.playback.step == step and tab.playback_bar.slider.value() == step
    assert tuple(tab.grid_view.letters[i * 4 : i * 4 + 4] for i in range(4)) == result.best_rows
    click(qtbot, tab.playback_bar.end_button)
    assert tab.playback.step == tab.playback.length


def test_count_every_fill(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("Exactly 1 fill. ")


def test_a_count_stopped_at_its_time_limit_says_there_are_at_least_that_many(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(w) for w in itertools.product("abcdef", repeat=4)])
    choose_grid(qtbot, tab, "open 4x4")
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    tab.options_panel.time_spin.setValue(0.5)
    press_fill(qtbot, tab)
    said = tab.status_label.text()
    assert said.startswith("Stopped at the time limit: at least ")
    found, _ = said.removeprefix("Stopped at the time limit: at least ").split(" fills. ")
    assert int(found.replace(",", "")) == tab.result.count > 1 and not tab.result.complete


def test_edit_blocks_letters_save_and_open(qtbot, tab, tmp_path):
    tab.options_panel.rows_spin.setValue(3)
    tab.options_panel.cols_spin.setValue(4)
    click(qtbot, tab.options_panel.new_button)
    assert tab.grid_model.grid.rows == ("....", "....", "....")
    tab.options_panel.symmetric_box.setChecked(True)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 0))
    assert tab.grid_model.grid.rows == ("#...", "....", "...#")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 1, 0))
    qtbot.keyClicks(tab.grid_view, "toe")
    assert tab.grid_model.grid.rows[1] == "toe."
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Backspace)  # on an empty cell: steps back, clears the E
    assert tab.grid_model.grid.rows[1] == "to.."
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Backspace)
    assert tab.grid_model.grid.rows[1] == "t..."
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 1, 0))
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Backspace)  # on a letter: clears it where it is
    assert tab.grid_model.grid.rows[1] == "...." and tab.grid_view.cursor == (1, 0)
    qtbot.keyClicks(tab.grid_view, "toe")
    assert tab.grid_model.grid.rows[1] == "toe."
    path = tmp_path / "mine.txt"
    tab.save_path(path)
    assert "toe." in path.read_text()
    click(qtbot, tab.options_panel.new_button)
    assert tab.load_path(path)
    assert tab.grid_model.grid.rows == ("#...", "toe.", "...#")


def test_a_symmetric_toggle_never_costs_a_letter_in_the_opposite_cell(qtbot, tab):
    options = tab.options_panel
    options.rows_spin.setValue(5)
    options.cols_spin.setValue(5)
    click(qtbot, options.new_button)
    options.symmetric_box.setChecked(False)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 0))
    options.symmetric_box.setChecked(True)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 4, 1))
    qtbot.keyClicks(tab.grid_view, "abcd")
    assert tab.grid_model.grid.rows[4] == ".abcd"
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 0))
    assert tab.grid_model.grid.rows[0] == "....." and tab.grid_model.grid.rows[4] == ".abcd"
    assert tab.status_label.text().startswith(
        "The opposite cell (row 5, column 5) keeps its letter D, so the grid is no longer symmetric."
    )
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 3))
    assert tab.grid_model.grid.rows[0] == "...#." and tab.grid_model.grid.rows[4] == ".abcd"
    assert "keeps its letter A" in tab.status_label.text()
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 4, 2))  # clicked: goes
    assert tab.grid_model.grid.rows[0] == "..##." and tab.grid_model.grid.rows[4] == ".a#cd"
    assert "opposite" not in tab.status_label.text()


def test_typing_stops_at_the_end_of_a_word_and_clearing_never_opens_a_block(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    slots = tab.grid_model.grid.slots
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 0))
    if tab.grid_view.cursor_direction != "A":
        qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 0))
    qtbot.keyClicks(tab.grid_view, "toex")  # a 3-letter slot: the X overwrites the E at its end
    assert tab.grid_model.grid.rows[3] == "tox#####" and tab.grid_view.cursor == (3, 2)
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Backspace)
    assert tab.grid_model.grid.rows[3] == "to.#####"
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 3))
    for key in (Qt.Key.Key_Delete, Qt.Key.Key_Space, Qt.Key.Key_Backspace):
        qtbot.keyClick(tab.grid_view, key)
    assert tab.grid_model.grid.rows[3][3] == "#" and tab.grid_model.grid.slots == slots


#: The keys that type into the grid, with the text each brings.
#: AltGr as Windows reports it.
ALTGR = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
TYPING_KEYS = (
    (Qt.Key.Key_Q, "q"),
    (Qt.Key.Key_X, "x"),
    (Qt.Key.Key_Space, " "),
    (Qt.Key.Key_Delete, ""),
    (Qt.Key.Key_Backspace, "\b"),
    (Qt.Key.Key_Period, "."),
    (Qt.Key.Key_NumberSign, "#"),
)


@pytest.mark.parametrize(
    "modifiers",
    [
        Qt.KeyboardModifier.ControlModifier,
        Qt.KeyboardModifier.AltModifier,  # Alt+Q and Alt+X are other tabs' mnemonics
        Qt.KeyboardModifier.MetaModifier,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    ],
)
def test_keys_with_ctrl_alt_or_meta_are_left_to_shortcuts_not_typed(qtbot, tab, modifiers):
    tab.options_panel.rows_spin.setValue(3)
    tab.options_panel.cols_spin.setValue(5)
    click(qtbot, tab.options_panel.new_button)
    view = tab.grid_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    qtbot.keyClicks(view, "cat")
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 2))
    altgr_or_option = modifiers in (Qt.KeyboardModifier.AltModifier, ALTGR)
    for key, text in TYPING_KEYS:
        if text == "#" and altgr_or_option:
            continue  # how some keyboards type '#' (see the test below)
        event = QKeyEvent(QEvent.Type.KeyPress, key, modifiers, text)
        view.keyPressEvent(event)
        assert not event.isAccepted(), text  # passed on, for the window's shortcuts and mnemonics
    assert tab.grid_model.grid.rows == (".cat.", ".....", ".....") and view.cursor == (0, 2)
    qtbot.keyClick(view, Qt.Key.Key_Q, Qt.KeyboardModifier.ShiftModifier)  # Shift types a capital
    assert tab.grid_model.grid.rows[0] == ".cqt."


def test_altgr_and_option_type_a_block_but_not_letters_or_spaces(qtbot, tab):
    """On a French keyboard # is AltGr+3, which reaches Qt on Windows as Ctrl+Alt with the text '#'."""
    tab.options_panel.rows_spin.setValue(3)
    tab.options_panel.cols_spin.setValue(5)
    click(qtbot, tab.options_panel.new_button)
    view = tab.grid_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    view.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_NumberSign, ALTGR, "#"))
    assert tab.grid_model.grid.rows[0][1] == "#"
    option = Qt.KeyboardModifier.AltModifier  # macOS's Option: # on a British Mac is Option+3
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 2))
    view.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_NumberSign, option, "#"))
    assert tab.grid_model.grid.rows[0][2] == "#"
    before = tab.grid_model.grid.rows
    for key, text in ((Qt.Key.Key_Q, "q"), (Qt.Key.Key_Space, " ")):  # letters and spaces: commands
        view.keyPressEvent(QKeyEvent(QEvent.Type.KeyPress, key, ALTGR, text))
    assert tab.grid_model.grid.rows == before


def test_enter_turns_the_typing_direction_at_the_cursor(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    view = tab.grid_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 1, 2))  # off the cursor: no turn
    for key in (Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Left):
        qtbot.keyClick(view, key)
    assert view.hasFocus() and view.cursor == (0, 0) and view.cursor_direction == "A"
    assert "1 Across" in tab.candidates_label.text()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.cursor_direction == "D" and "1 Down" in tab.candidates_label.text()
    qtbot.keyClicks(view, "youth")  # runs down the first column, not along the first row
    assert [row[0] for row in tab.grid_model.grid.rows[:5]] == list("youth")
    assert tab.grid_model.grid.rows[0] == "y...####" and view.cursor == (4, 0)
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)  # the keypad's Enter too
    assert view.cursor_direction == "A" and "1 Across" in tab.candidates_label.text()
    qtbot.keyClicks(view, "your")
    assert tab.grid_model.grid.rows[0] == "your####"


def test_opening_grids_whose_names_are_taken_shows_the_files_grids(qtbot, tab, tmp_path):
    path = tmp_path / "a.txt"
    path.write_text("# exercise 1\n...\n.#.\n...\n")  # a bundled sample's name
    assert tab.load_path(path)
    assert tab.sample_combo.currentText() == "exercise 1 (a.txt)"
    assert tab.grid_model.grid.rows == ("...", ".#.", "...")
    size = tab.sample_combo.count()
    path.write_text("# exercise 1\n....\n....\n")  # changed on disk, opened again: replaced
    assert tab.load_path(path)
    assert tab.grid_model.grid.rows == ("....", "....") and tab.sample_combo.count() == size
    for name in ("b.txt", "c.txt"):  # unnamed grids are all "grid 1"
        (tmp_path / name).write_text(f"..{'#' if name == 'c.txt' else '.'}\n...\n")
        assert tab.load_path(tmp_path / name)
    assert tab.sample_combo.currentText() == "grid 1 (c.txt)" and tab.grid_model.grid.rows == ("..#", "...")
    choose_grid(qtbot, tab, "grid 1")
    assert tab.grid_model.grid.rows == ("...", "...")
    twins = tmp_path / "twins.txt"
    twins.write_text("# x\n..\n..\n\n# x\n...\n...\n")
    assert tab.load_path(twins)
    assert tab.grid_model.grid.rows == ("..", "..")
    choose_grid(qtbot, tab, "x (twins.txt)")
    assert tab.grid_model.grid.rows == ("...", "...")


def test_malformed_file_message_names_line_and_column(qtbot, tab, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("....\n..?.\n")
    before = tab.grid_model.grid
    assert not tab.load_path(path)
    assert tab.status_label.text().startswith("bad.txt, line 2, column 3: '?' is not a cell")
    assert tab.grid_model.grid is before


def test_a_file_that_is_not_utf8_names_line_and_column(qtbot, tab, tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes("# café\n...\n".encode("latin-1"))
    assert not tab.load_path(path)
    assert tab.status_label.text() == (
        "latin1.txt, line 1, column 6: byte 0xe9 is not UTF-8 text: save the file as UTF-8"
    )


def test_a_file_starting_with_a_byte_order_mark_opens(qtbot, tab, tmp_path):
    path = tmp_path / "notepad.txt"
    path.write_bytes(b"\xef\xbb\xbf# mark\r\n..#\r\n...\r\n")  # as Windows Notepad saves UTF-8
    assert tab.load_path(path), tab.status_label.text()
    assert tab.sample_combo.currentText() == "mark" and tab.grid_model.grid.rows == ("..#", "...")


def test_candidates_for_the_selected_slot_are_sortable(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 1))
    # (3, 1) lies only in the across slot TOE's row: pattern ??? (3 letters).
    model = tab.candidates
    words = sorted(c.word for c in model.rows)
    assert words == ["tea", "toe"]
    assert tab.candidates_label.text().startswith("4 Across (row 4, column 1): pattern ???")
    assert tab.grid_view.numbers == {(0, 0): 1, (0, 2): 2, (2, 2): 3, (3, 0): 4}  # drawn in the cells
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClicks(tab.grid_view, "y")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    assert {c.word for c in model.rows} == {"your", "yeah"}
    view = tab.candidates_view
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        view.sortByColumn(0, order)
        shown = [view.model().index(row, 0).data() for row in range(view.model().rowCount())]
        assert shown == sorted(shown, reverse=order == Qt.SortOrder.DescendingOrder) and len(shown) == 2


def test_compare_algorithms(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    click(qtbot, tab.compare_panel.button)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=20000)
    rows = tab.compare_panel.model.rows
    assert [r.result for r in rows] == ["filled"] * 6
    assert {r.algorithm for r in rows} == {
        "Backtracking",
        "MRV",
        "MRV + degree",
        "Forward checking",
        "Arc consistency (MAC)",
        "dom/wdeg + restarts",
    }
    assert all(r.nodes >= 5 for r in rows)
    assert tab.side_tabs.currentWidget() is tab.compare_panel


def start_long_count(qtbot, tab, tmp_path) -> None:
    use_words(qtbot, tab, tmp_path, ["".join(w) for w in itertools.product("abcdef", repeat=4)])
    choose_grid(qtbot, tab, "open 4x4")
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    click(qtbot, tab.fill_button)
    qtbot.wait(300)
    assert tab.fill_task is not None


def test_choosing_another_grid_stops_the_search_for_the_old_one(qtbot, tab, tmp_path):
    start_long_count(qtbot, tab, tmp_path)
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert tab.status_label.text() == "Search stopped: the grid changed. Press Fill to search."
    assert tab.fill_button.isEnabled() and not tab.cancel_button.isEnabled()
    assert tab.grid_view.letters is None and tab.grid_view.grid == tab.grid_model.grid
    qtbot.wait(400)  # no late progress line from the old search
    assert tab.status_label.text() == "Search stopped: the grid changed. Press Fill to search."
    press_fill(qtbot, tab)  # the new grid's own search (it has 2- and 3-letter slots: no fill)
    assert tab.status_label.text().startswith("No fill exists (proven)")


def test_changing_the_word_list_stops_the_search_and_the_comparison(qtbot, tab, tmp_path):
    start_long_count(qtbot, tab, tmp_path)
    use_words(qtbot, tab, tmp_path / "..", WORDS)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert "Search stopped: the word list changed" in tab.status_label.text()
    assert tab.result is None
    # Words that start with a, b or c and end with d, e or f: no 4x4 fill, but plain backtracking
    # only finds that out after millions of nodes.
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]
    use_words(qtbot, tab, tmp_path, ends)
    click(qtbot, tab.compare_panel.button)
    qtbot.wait(300)
    assert tab.compare_task is not None
    use_words(qtbot, tab, tmp_path / "..", WORDS)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=10000)
    assert "Comparison stopped: the word list changed" in tab.status_label.text()
    assert not tab.compare_panel.model.rows


def test_cancel_a_long_search(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(w) for w in itertools.product("abcdef", repeat=4)])
    choose_grid(qtbot, tab, "open 4x4")
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    click(qtbot, tab.fill_button)
    assert tab.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: "fills found, " in tab.status_label.text(), timeout=10000)  # the progress line
    click(qtbot, tab.cancel_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    # The count keeps the fills found so far, with their playback, as at its time limit.
    said = tab.status_label.text()
    assert said.startswith("Cancelled: at least ")
    found, _ = said.removeprefix("Cancelled: at least ").split(" fills. ")
    assert int(found.replace(",", "")) == tab.result.count > 1
    assert tab.playback_bar.slider.maximum() > 0 and tab.playback_bar.play_button.isEnabled()
    assert tab.fill_button.isEnabled() and not tab.cancel_button.isEnabled()


def test_cancel_keeps_the_deepest_partial_fill_and_the_playback_of_a_first_fill(qtbot, tab, tmp_path):
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]  # no 4x4 fill
    use_words(qtbot, tab, tmp_path, ends)
    choose_grid(qtbot, tab, "open 4x4")
    options = tab.options_panel
    options.algorithm_combo.setCurrentIndex(options.algorithm_combo.findData("backtracking"))
    click(qtbot, tab.fill_button)
    qtbot.wait(300)
    click(qtbot, tab.cancel_button)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert tab.status_label.text().startswith("Stopped before a fill was found (cancelled). ")
    assert "The grid shows the deepest partial fill" in tab.status_label.text()
    assert tab.playback_bar.slider.maximum() > 0 and tab.playback_bar.play_button.isEnabled()
    assert tab.grid_view.letters is not None and any(letter.isalpha() for letter in tab.grid_view.letters)


def test_cancel_names_everything_it_stopped_and_typed_words_stay(qtbot, tab, tmp_path):
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]  # see above
    use_words(qtbot, tab, tmp_path, ends)
    choose_grid(qtbot, tab, "open 4x4")
    options = tab.options_panel
    options.algorithm_combo.setCurrentIndex(options.algorithm_combo.findData("backtracking"))
    click(qtbot, tab.compare_panel.button)
    click(qtbot, tab.fill_button)
    qtbot.wait(300)
    assert tab.fill_task is not None and tab.compare_task is not None
    click(qtbot, tab.cancel_button)
    qtbot.waitUntil(lambda: tab.fill_task is None and tab.compare_task is None, timeout=10000)
    # The search keeps what it found, as at its time limit, and the report says both stopped.
    assert tab.status_label.text().startswith(
        "Comparison cancelled. Stopped before a fill was found (cancelled). "
    )
    assert "The grid shows the deepest partial fill" in tab.status_label.text()
    assert tab.playback_bar.slider.maximum() > 0 and not tab.compare_panel.model.rows
    # A word typed in whole stays in the grid when it is never to be used: the message says so.
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    if tab.grid_view.cursor_direction != "A":
        qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClicks(tab.grid_view, "abcf")
    tab.side_tabs.setCurrentWidget(tab.entries_panel)
    view = tab.entries_panel.view
    first = view.model().match(view.model().index(0, 0), Qt.ItemDataRole.DisplayRole, "1 Across")[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(first).center())
    click(qtbot, tab.entries_panel.exclude_button)
    assert tab.status_label.text().startswith("ABCF will not be used in fills: the ABCF you typed stays")


def test_a_grid_with_many_reasons_to_fail_names_the_first_three(qtbot, tab):
    tab.options_panel.rows_spin.setValue(9)
    tab.options_panel.cols_spin.setValue(9)
    click(qtbot, tab.options_panel.new_button)  # no 9-letter words in the test list: 18 reasons
    press_fill(qtbot, tab)
    text = tab.status_label.text()
    assert (
        text.startswith("No fill exists (proven): no word of the list fits 1 Across")
        and text.count("fits") == 3
    )
    assert "; and 15 more." in text


def test_an_edited_grid_survives_a_crash(tmp_path):
    # Edit as a person would (a new grid, a block, a letter), then die without any clean-up.
    died = run_tab_process(
        tmp_path,
        CrosswordTab,
        """
        tab.options_panel.rows_spin.setValue(3)
        tab.options_panel.cols_spin.setValue(4)
        QTest.mouseClick(tab.options_panel.new_button, Qt.MouseButton.LeftButton)
        view = tab.grid_view
        QTest.mouseClick(view, Qt.MouseButton.RightButton, pos=view.cell_rect(0, 0).center().toPoint())
        QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.cell_rect(1, 1).center().toPoint())
        QTest.keyClicks(view, "q")
        print("|".join(tab.grid_model.grid.rows), flush=True)
        os._exit(3)
        """,
    )
    edited = died.strip()
    assert edited == "#...|.q..|...#"
    grid_now = 'print("|".join(tab.grid_model.grid.rows), tab.grid_model.grid.name)'
    restarted = run_tab_process(tmp_path, CrosswordTab, grid_now)
    assert restarted.split() == [edited, "new", "3x4"]


def test_a_damaged_saved_grid_gives_way_to_the_sample_with_a_note(qtbot, context, settings_reset, tmp_path):
    settings_reset.setValue(GRID_KEY, "# mine\n....\n..?.\n")
    tab = CrosswordTab(context)
    qtbot.addWidget(tab)
    assert tab.grid_model.grid.name == DEFAULT_SAMPLE
    assert "damaged" in tab.status_label.text() and "line 3, column 3" in tab.status_label.text()
    qtbot.waitUntil(lambda: tab.index_task is None, timeout=20000)
    # Still said once the word list is ready, and the damaged grid is not filled on its own.
    assert "line 3, column 3" in tab.status_label.text()
    assert tab.fill_task is None and tab.result is None
    assert QSettings().value(GRID_KEY).startswith(f"# {DEFAULT_SAMPLE}\n")
    # One bad character must not cost the rest: the damaged grid is kept in a file, named.
    (copy,) = context.data_dir.glob("crossword-grid-damaged-*.txt")
    assert copy.read_text(encoding="utf-8") == "# mine\n....\n..?.\n"
    assert f"A copy of it is kept in {copy}." in tab.status_label.text()


def test_a_damaged_never_use_list_stays_in_its_field_and_is_named(qtbot, context, settings_reset):
    settings_reset.setValue(EXCLUDED_KEY, "oreo, es1ne")
    tab = CrosswordTab(context)
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: tab.index_task is None, timeout=20000)
    assert tab.status_label.text().startswith("Never use: the list kept from last time is damaged (")
    assert tab.options_panel.excluded_edit.text() == "oreo, es1ne" and not tab.options_panel.excluded
    assert QSettings().value(EXCLUDED_KEY) == "oreo, es1ne"  # kept until the user mends it


def test_same_named_grids_get_numbered_labels(qtbot, tab, tmp_path):
    # Labels are found without trying every earlier one again: 3,000 such grids took 75 s before.
    path = tmp_path / "many.txt"
    path.write_text("# blank\n....\n....\n\n" * 300, encoding="utf-8")
    labels = []
    original = tab.sample_combo.label_for

    def counting(*args):
        labels.append(original(*args))
        return labels[-1]

    tab.sample_combo.label_for = counting
    assert tab.load_path(path)
    assert labels[:3] == ["blank", "blank (many.txt)", "blank (many.txt, 2)"]
    assert labels[-1] == "blank (many.txt, 299)" and len(set(labels)) == 300
    assert tab.load_path(path)  # opened again: the same labels, replaced
    assert labels[300:] == labels[:300] and tab.sample_combo.count() == len(set(tab.samples))
    searches = []
    find_text = tab.sample_combo.findText
    tab.sample_combo.findText = lambda text: searches.append(text) or find_text(text)
    assert tab.load_path(path)  # the list is not searched grid by grid (20,000 grids took minutes)
    assert len(searches) <= 1


def test_the_grid_on_screen_comes_back(qtbot, context, settings_reset, tab):
    choose_grid(qtbot, tab, "exercise 1")
    tab.on_cell_clicked(0, 7, True)
    edited = tab.grid_model.grid
    again = CrosswordTab(context)
    qtbot.addWidget(again)
    assert again.grid_model.grid.rows == edited.rows and again.grid_model.grid.slots == edited.slots
    assert again.sample_combo.currentIndex() == -1  # not named as the sample it was edited from
    qtbot.waitUntil(lambda: again.index_task is None and again.fill_task is None, timeout=20000)


def test_the_grid_list_names_no_grid_once_the_grid_is_edited(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    assert tab.sample_combo.currentText() == "exercise 1"
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 7))
    assert tab.sample_combo.currentIndex() == -1
    assert tab.sample_combo.placeholderText() == "Edited grid"
    choose_grid(qtbot, tab, "exercise 1")  # choosing it again brings the sample back
    assert tab.sample_combo.currentText() == "exercise 1"
    assert tab.grid_model.grid.rows == tab.samples["exercise 1"].rows
    click(qtbot, tab.options_panel.new_button)
    assert tab.sample_combo.currentIndex() == -1


def test_a_grid_edited_back_to_a_sample_is_named_again(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    for _ in range(2):
        qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 7))
    assert tab.grid_model.grid.rows == tab.samples["exercise 1"].rows
    assert tab.sample_combo.currentText() == "exercise 1"


def test_keep_the_fill_shown(qtbot, tab, tmp_path):
    choose_grid(qtbot, tab, "exercise 1")
    assert not tab.keep_button.isEnabled()
    press_fill(qtbot, tab)
    assert tab.keep_button.isEnabled()
    click(qtbot, tab.playback_bar.start_button)  # an empty grid at the start of the search
    assert not tab.keep_button.isEnabled()
    click(qtbot, tab.playback_bar.solution_button)
    click(qtbot, tab.keep_button)
    assert tab.grid_model.grid.rows[:5] == EXERCISE_1
    assert tab.status_label.text().startswith("Kept the fill")
    assert not tab.keep_button.isEnabled()  # the grid holds it now
    assert tab.sample_combo.currentIndex() == -1
    assert "your" in str(QSettings().value(GRID_KEY))  # kept through a crash
    tab.save_path(tmp_path / "kept.txt")
    assert (tmp_path / "kept.txt").read_text().splitlines()[1:6] == list(EXERCISE_1)  # after "# name"


def test_typing_into_a_fill_on_screen_edits_the_fill(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    empty = tab.grid_model.grid.rows
    press_fill(qtbot, tab)
    fill = tuple(tab.shown_fill())
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClicks(tab.grid_view, "x")
    # The fill was thrown away, leaving only the X, and Undo did not bring it back.
    assert tab.grid_model.grid.rows == ("x" + fill[0][1:], *fill[1:])
    tab.grid_model.undo()
    assert tab.grid_model.grid.rows == fill
    tab.grid_model.undo()
    assert tab.grid_model.grid.rows == empty


def test_a_word_made_by_typing_into_a_fill_is_named_with_the_way_out(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClicks(tab.grid_view, "q")  # the fill is kept as given letters: its crossings too
    press_fill(qtbot, tab)
    rows = tab.grid_model.grid.rows
    across, down = rows[0][:4].upper(), "".join(row[0] for row in rows[:5]).upper()  # 4 and 5 letters
    assert tab.status_label.text().startswith("Filled")
    assert (
        f"Not in the word list, but given in the grid: 1 Across {across}, 1 Down {down}; clear their "
        "letters (Delete) or all of them (Options > Clear letters) and Fill again"
    ) in tab.status_label.text()


@pytest.mark.parametrize("other", ["exercise 1", "new grid"])
def test_the_grid_changed_while_the_playback_plays(qtbot, tab, other):
    """Unloading a playing playback pauses it, and the pause showed the old grid's letters on the new
    grid (an IndexError in a slot, found by a monkey test)."""
    press_fill(qtbot, tab)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    click(qtbot, tab.playback_bar.play_button)
    assert tab.playback.playing
    if other == "new grid":
        click(qtbot, tab.options_panel.new_button)
    else:
        choose_grid(qtbot, tab, other)
    assert not tab.playback.playing and tab.grid_view.letters is None
    assert tab.candidates.slot is not None  # the selected slot's candidates, of the new grid


def test_backspace_on_a_letter_of_a_fill_on_screen_clears_that_letter(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    fill = tuple(tab.shown_fill())
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Backspace)
    # The grid's own cell was empty, so it stepped back and cleared the letter before.
    assert tab.grid_model.grid.rows[0] == fill[0][0] + "." + fill[0][2:]


def test_a_candidate_chosen_goes_in_its_slot(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    empty = tab.grid_model.grid.rows
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    view = tab.candidates_view
    qtbot.waitUntil(lambda: view.model().rowCount() > 0, timeout=10000)
    slot, first = tab.candidates.slot, view.model().index(0, 0)
    word = first.data(ITEM_ROLE).word
    view.setCurrentIndex(first)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # a word had to be typed letter by letter
    assert "".join(tab.grid_model.grid.rows[r][c] for r, c in slot.cells) == word
    assert tab.status_label.text() == f"Put {word.upper()} in 1 Down."  # by its clue number, not its length
    tab.grid_model.undo()
    assert tab.grid_model.grid.rows == empty


def test_asking_for_more_fills_than_there_are_says_so(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["ab", "cd", "ac", "bd"])
    tab.options_panel.rows_spin.setValue(2)
    tab.options_panel.cols_spin.setValue(2)
    click(qtbot, tab.options_panel.new_button)  # two fills: AB/CD and its transpose AC/BD
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("several"))
    tab.options_panel.fills_spin.setValue(5)
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("2 fills found: the only ones there are. ")


def test_page_through_several_fills_and_keep_one(qtbot, tab, tmp_path):
    letters = "abc"
    use_words(qtbot, tab, tmp_path, [x + y for x in letters for y in letters])
    tab.options_panel.rows_spin.setValue(2)
    tab.options_panel.cols_spin.setValue(2)
    click(qtbot, tab.options_panel.new_button)
    tab.options_panel.unique_box.setChecked(False)  # every 2x2 square of a, b and c is a fill: 3**4 of them
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("several"))
    tab.options_panel.fills_spin.setValue(25)
    press_fill(qtbot, tab)
    spin = tab.playback_bar.fill_spin
    assert spin.isVisible() and (spin.minimum(), spin.maximum()) == (1, 25)
    assert spin.suffix() == " of 25" and tab.status_label.text().startswith("25 fills found. ")  # more exist
    shown = set()
    for number in range(1, 26):
        spin.setValue(number)
        shown.add(tab.grid_view.letters)
        assert tab.grid_view.letters == "".join(tab.result.fills[number - 1].rows)
    assert len(shown) == 25 and all(len(square) == 4 and set(square) <= set(letters) for square in shown)
    spin.setValue(7)
    assert tab.playback_bar.event_label.text().startswith("Showing fill 7")
    seventh = tab.result.fills[6].rows
    click(qtbot, tab.keep_button)
    assert tab.grid_model.grid.rows == seventh and not spin.isVisible()

    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    click(qtbot, tab.options_panel.clear_button)
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("Exactly 81 fills")
    assert spin.suffix() == " of the first 20" and spin.maximum() == 20


def test_undo_and_redo_grid_edits(qtbot, tab):
    tab.options_panel.rows_spin.setValue(3)
    tab.options_panel.cols_spin.setValue(5)
    click(qtbot, tab.options_panel.new_button)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    qtbot.keyClicks(tab.grid_view, "cat")
    typed = (".cat.", ".....", ".....")
    assert tab.grid_model.grid.rows == typed
    click(qtbot, tab.options_panel.clear_button)
    assert tab.grid_model.grid.rows == (".....", ".....", ".....")
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert tab.grid_model.grid.rows == typed  # the cleared entries are back
    choose_grid(qtbot, tab, "exercise 1")  # a sample chosen over the grid
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid.rows == typed and tab.sample_combo.currentIndex() == -1
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid.rows == (".ca..", ".....", ".....")
    assert tab.redo_button.isEnabled()
    qtbot.keyClick(
        tab.grid_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert tab.grid_model.grid.rows == typed
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert tab.sample_combo.currentText() == "exercise 1" and not tab.redo_button.isEnabled()
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 0, 7))
    assert not tab.redo_button.isEnabled()  # a new edit ends what could be redone
    for _ in range(5):
        click(qtbot, tab.undo_button)
    assert tab.grid_model.grid.rows == (".....", ".....", ".....")
    click(qtbot, tab.undo_button)  # New itself
    assert tab.grid_model.grid == tab.samples[DEFAULT_SAMPLE] and not tab.undo_button.isEnabled()


def test_a_restored_grid_starts_without_history(qtbot, context, settings_reset, tab):
    tab.on_cell_clicked(0, 0, True)
    again = CrosswordTab(context)
    qtbot.addWidget(again)
    assert not again.undo_button.isEnabled() and not again.redo_button.isEnabled()
    qtbot.waitUntil(lambda: again.index_task is None and again.fill_task is None, timeout=20000)


def test_entries_list_the_fill_shown_and_select_their_slot(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    entries = tab.entries_panel.model
    assert [(e.number, e.slot.direction, e.pattern) for e in entries.rows] == [
        (1, "A", "????"),
        (3, "A", "??"),
        (4, "A", "???"),
        (1, "D", "?????"),
        (2, "D", "????"),
    ]
    press_fill(qtbot, tab)
    shown = [
        (entries.index(row, 0).data(), entries.index(row, 1).data()) for row in range(entries.rowCount())
    ]
    assert shown == [
        ("1 Across", "YOUR"),
        ("3 Across", "GO"),
        ("4 Across", "TOE"),
        ("1 Down", "YOUTH"),
        ("2 Down", "URGE"),
    ]
    assert all(e.in_list for e in entries.rows)

    click(qtbot, tab.keep_button)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 1))
    qtbot.keyClicks(tab.grid_view, "x")  # TOE becomes TXE, which the list lacks
    toe = next(row for row in range(entries.rowCount()) if entries.index(row, 0).data() == "4 Across")
    assert entries.index(toe, 1).data() == "TXE" and entries.index(toe, 2).data() == "not in the list"
    view = tab.entries_panel.view
    view.sortByColumn(2, Qt.SortOrder.DescendingOrder)  # the words to look at first
    assert tab.entries_panel.view.model().index(0, 1).data() == "TXE"

    tab.side_tabs.setCurrentIndex(tab.side_tabs.indexOf(tab.entries_panel))
    down = tab.entries_panel.view.model().match(
        tab.entries_panel.view.model().index(0, 0), Qt.ItemDataRole.DisplayRole, "2 Down"
    )[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(down).center())
    assert tab.grid_view.cursor == (0, 2) and tab.grid_view.cursor_direction == "D"
    assert tab.candidates_label.text().startswith("2 Down (row 1, column 3): pattern URGE")


def test_never_use_a_word(qtbot, context, settings_reset, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    view = tab.entries_panel.view
    tab.side_tabs.setCurrentIndex(tab.side_tabs.indexOf(tab.entries_panel))
    assert not tab.entries_panel.exclude_button.isEnabled()
    go = tab.entries_panel.view.model().match(
        tab.entries_panel.view.model().index(0, 0), Qt.ItemDataRole.DisplayRole, "3 Across"
    )[0]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(go).center())
    click(qtbot, tab.entries_panel.exclude_button)
    assert tab.options_panel.excluded == {"go"} and tab.options_panel.excluded_edit.text() == "go"
    assert tab.status_label.text().startswith("GO will not be used in fills: press Fill to replace GO.")
    assert tab.candidates_label.text().startswith("3 Across")  # the slot of the entry clicked
    assert "go" not in {c.word for c in tab.candidates.rows}
    press_fill(qtbot, tab)  # GO was the only way to fill exercise 1 with these words
    assert tab.status_label.text().startswith("No fill exists (proven)")
    again = CrosswordTab(context)
    qtbot.addWidget(again)
    assert (
        again.options_panel.excluded == {"go"} and again.options_panel.excluded_edit.text() == "go"
    )  # kept in the settings
    qtbot.waitUntil(lambda: again.index_task is None and again.fill_task is None, timeout=20000)

    tab.options_panel.excluded_edit.setText("go, c3po")
    tab.options_panel.excluded_edit.editingFinished.emit()
    assert tab.status_label.text().startswith("Never use: word 2, 'c3po', is not letters a-z")
    assert tab.options_panel.excluded == {"go"}
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    edit = tab.options_panel.excluded_edit
    edit.setFocus()
    edit.selectAll()
    qtbot.keyClicks(edit, "go, ox")
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # a valid list: the error above no longer stands
    assert tab.status_label.text() == "Never use: 2 words left out of fills."
    tab.options_panel.excluded_edit.clear()
    tab.options_panel.excluded_edit.editingFinished.emit()
    press_fill(qtbot, tab)
    assert tab.options_panel.excluded == frozenset() and tab.status_label.text().startswith("Filled")


def test_the_quality_says_which_given_entries_it_leaves_out(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["your 10", "go 10", "toe 10", "youth 20", "urge 30"])
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 3, 0))
    qtbot.keyClicks(tab.grid_view, "txe")  # 4 Across, given: not in the list
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith(
        "Filled; words' mean commonness level 17.5, worst 30 (1 of 5 entries left out for having no level)."
    )


def test_copy_the_grid_and_its_entries(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    click(qtbot, tab.entries_panel.copy_button)
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Y O U R # # # #\nO # R # # # # #\n")
    assert text.endswith("\n\nAcross: 1 YOUR, 3 GO, 4 TOE\nDown: 1 YOUTH, 2 URGE\n")
    click(qtbot, tab.playback_bar.start_button)  # what is shown: here the empty grid
    click(qtbot, tab.entries_panel.copy_button)
    assert "Across: 1 ????, 3 ??, 4 ???\n" in QGuiApplication.clipboard().text()


def test_letters_typed_into_a_slot_list_keep_its_slots(qtbot, context, tab, tmp_path):
    path = tmp_path / "abutting.txt"
    path.write_text("0 0 2 A  2 0 2 A  0 0 2 D  3 0 2 D\n")  # two across slots end to end in row 1
    assert tab.load_path(path)
    slots = tab.grid_model.grid.slots
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClicks(tab.grid_view, "g")
    typed = tab.grid_model.grid
    assert typed.rows[0] == "g..." and typed.slots == slots
    assert word_end_bars(typed) == [((0, 2), (1, 2))]  # drawn thick: 1 Across ends where 2 Across starts
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    if tab.grid_view.cursor_direction != "A":
        qtbot.keyClick(tab.grid_view, Qt.Key.Key_Return)
    qtbot.keyClicks(tab.grid_view, "oxy")  # typing stops at the end of the word, not in the next slot
    assert tab.grid_model.grid.rows[0] == "oy.." and tab.grid_view.cursor == (0, 1)
    for _ in range(3):
        click(qtbot, tab.undo_button)
    assert tab.grid_model.grid == typed
    saved = tmp_path / "saved.txt"
    tab.save_path(saved)  # Save… and the grid kept for a restart both hold the slots
    click(qtbot, tab.options_panel.new_button)
    assert tab.load_path(saved) and tab.grid_model.grid.slots == slots
    again = CrosswordTab(context)
    qtbot.addWidget(again)
    assert (again.grid_model.grid.rows, again.grid_model.grid.slots) == (typed.rows, slots)
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, 1, 1))
    assert tab.grid_model.grid.slots != slots  # a block moved: the slots are the picture's runs


def test_save_a_printable_pdf(qtbot, tab, tmp_path, monkeypatch):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    path = tmp_path / "puzzle.pdf"
    tab.save_pdf_path(path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and data.count(b"/Type /Page") - data.count(b"/Type /Pages") == 2
    assert tab.status_label.text().startswith("Saved puzzle.pdf")
    pages = []
    monkeypatch.setattr(export, "paint_page", lambda *args: pages.append(args[-1]))
    tab.save_pdf_path(tmp_path / "again.pdf")
    assert pages[0] == ["Across: 1\u00a0(4), 3\u00a0(2), 4\u00a0(3)", "Down: 1\u00a0(5), 2\u00a0(4)"]
    assert pages[1] == ["Across: 1\u00a0YOUR, 3\u00a0GO, 4\u00a0TOE", "Down: 1\u00a0YOUTH, 2\u00a0URGE"]
    tab.save_pdf_path(tmp_path / "missing" / "puzzle.pdf")
    assert tab.status_label.text().startswith(f"Cannot save {tmp_path / 'missing' / 'puzzle.pdf'}")


def test_look_up_the_words_that_fit_a_pattern(qtbot, tab):
    edit = tab.words_panel.edit
    tab.side_tabs.setCurrentIndex(tab.side_tabs.indexOf(tab.words_panel))
    qtbot.keyClicks(edit, "Y??R.")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert [c.word for c in tab.words_panel.model.rows] == ["yours"]
    assert tab.words_panel.label.text() == "Y??R?: 1 word."
    edit.clear()
    qtbot.keyClicks(edit, "t?a")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert [c.word for c in tab.words_panel.model.rows] == ["tea"]
    edit.clear()
    qtbot.keyClicks(edit, "t3a")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert tab.words_panel.label.text() == "Pattern: character 2, '3', is not a letter a-z, '?' or '.'."
    assert tab.words_panel.model.rows == []  # no answer to another pattern left under the error


def pick(qtbot, combo, data: object) -> None:
    """Choose an item of a combo box with the arrow keys, as a person using the keyboard would."""
    target = combo.findData(data)
    assert target >= 0, data
    for _ in range(combo.count()):
        if combo.currentIndex() == target:
            break
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)
    assert combo.currentIndex() == target, data


def type_number(qtbot, spin, text: str) -> None:
    spin.selectAll()  # the number, not the prefix or suffix
    qtbot.keyClicks(spin, text)
    qtbot.keyClick(spin, Qt.Key.Key_Return)


def option_values(panel) -> dict[str, object]:
    """What each option of the Options panel shows."""
    return {
        "algorithm": panel.algorithm_combo.currentData(),
        "order": panel.order_combo.currentData(),
        "level": panel.level_combo.currentData(),
        "seed": panel.seed_spin.value(),
        "unique": panel.unique_box.isChecked(),
        "mode": panel.mode_combo.currentData(),
        "fills": panel.fills_spin.value(),
        "time": panel.time_spin.value(),
        "rows": panel.rows_spin.value(),
        "cols": panel.cols_spin.value(),
        "symmetric": panel.symmetric_box.isChecked(),
    }


def restart_tab(qtbot, context, monkeypatch) -> tuple[CrosswordTab, list[str]]:
    """A new tab, as at the next start, once it is idle; and the titles of the tasks it started."""
    started: list[str] = []
    start = context.tasks.start
    monkeypatch.setattr(
        context.tasks,
        "start",
        lambda job, title, **options: started.append(title) or start(job, title, **options),
    )
    again = CrosswordTab(context)
    qtbot.addWidget(again)
    qtbot.waitUntil(lambda: again.index_task is None and again.fill_task is None, timeout=20000)
    return again, started


def test_every_option_comes_back_after_a_restart(qtbot, context, settings_reset, tab, monkeypatch):
    options = tab.options_panel
    tab.side_tabs.setCurrentIndex(tab.side_tabs.indexOf(options))
    pick(qtbot, options.algorithm_combo, "mac")
    pick(qtbot, options.order_combo, "commonness")
    pick(qtbot, options.level_combo, 50)
    type_number(qtbot, options.seed_spin, "42")
    qtbot.keyClick(options.unique_box, Qt.Key.Key_Space)
    pick(qtbot, options.mode_combo, "several")
    type_number(qtbot, options.fills_spin, "25")
    type_number(qtbot, options.time_spin, "12.5")
    type_number(qtbot, options.rows_spin, "5")
    type_number(qtbot, options.cols_spin, "7")
    qtbot.keyClick(options.symmetric_box, Qt.Key.Key_Space)
    chosen = {
        "algorithm": "mac",
        "order": "commonness",
        "level": 50,
        "seed": 42,
        "unique": False,
        "mode": "several",
        "fills": 25,
        "time": 12.5,
        "rows": 5,
        "cols": 7,
        "symmetric": False,
    }
    assert option_values(options) == chosen
    qtbot.waitUntil(lambda: tab.index_task is None and tab.fill_task is None, timeout=20000)

    again, started = restart_tab(qtbot, context, monkeypatch)
    kept = again.options_panel
    assert option_values(kept) == chosen
    assert kept.fills_spin.isVisibleTo(kept) and not again.grid_model.symmetric
    fill = kept.fill_options()
    assert (fill.algorithm, fill.seed, fill.max_fills, fill.unique_words, fill.time_limit) == (
        "mac",
        42,
        25,
        False,
        12.5,
    )
    # The words are indexed once, at the level kept, and nothing was stopped for it.
    assert started.count("Indexing words for crosswords") == 1
    assert again.current_index() is not None and again.indexes.key()[1] == 50
    assert "stopped" not in again.status_label.text()


def test_damaged_saved_options_fall_back_to_the_defaults(qtbot, context, settings_reset, monkeypatch):
    fresh = OptionsPanel()  # nothing saved yet: the defaults
    qtbot.addWidget(fresh)
    defaults = option_values(fresh)
    assert defaults["algorithm"] == "dom-wdeg" and defaults["symmetric"] and defaults["unique"]
    damaged = {
        "crossword/algorithm": "quantum",
        "crossword/value_order": 7,
        "crossword/level": "up to 11",
        "crossword/seed": 10**9,  # out of range
        "crossword/unique_words": "maybe",
        "crossword/mode": "random",
        "crossword/fills": 1,  # below the range
        "crossword/time_limit": "nan",
        "crossword/new_rows": "9 rows",
        "crossword/new_columns": 2.5,  # not whole
        "crossword/symmetric": "perhaps",
    }
    for key, value in damaged.items():
        settings_reset.setValue(key, value)
    settings_reset.sync()
    again, started = restart_tab(qtbot, context, monkeypatch)
    assert option_values(again.options_panel) == defaults
    assert started.count("Indexing words for crosswords") == 1 and again.current_index() is not None


def test_the_words_box_offers_every_level_of_the_bundled_lists(tab):
    from solvers.lexicon import _bundled_sections

    levels = sorted({level for level, _british, _words in _bundled_sections()})
    combo = tab.options_panel.level_combo
    offered = [combo.itemData(i) for i in range(combo.count())]
    # It offered 35, 50 and 70 only, where the CLI's --max-level takes any level.
    assert offered == [None, *levels[:-1]]  # up to 95 is every word


def test_a_level_is_not_applied_to_a_word_list_without_levels(qtbot, tab, tmp_path):
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    pick(qtbot, tab.options_panel.level_combo, 35)
    qtbot.waitUntil(lambda: tab.index_task is None and tab.current_index() is not None, timeout=10000)
    assert tab.status_label.text() == (
        "12 words ready. This list has no commonness levels: the level is not applied."
    )
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("Filled.")


def test_indexing_cancelled_stays_cancelled_until_a_fill_needs_the_words(qtbot, tab, monkeypatch):
    import boggle_desktop.crossword.word_indexes as word_indexes

    def slow_index(lexicon, level, progress):  # a huge list: indexing until cancelled
        while not progress.cancel_requested:
            QThread.msleep(5)
        progress.check()

    monkeypatch.setattr(word_indexes, "build_index", slow_index)
    combo = tab.options_panel.level_combo
    combo.setCurrentIndex(combo.findData(35))  # the words change: they are indexed again
    assert tab.index_task is not None
    tab.index_task.cancel()  # what the status bar's Cancel does
    qtbot.waitUntil(lambda: tab.index_task is None, timeout=10000)
    qtbot.wait(200)
    assert tab.index_task is None  # it was started again at once, and Cancel only made it longer
    assert tab.status_label.text().startswith("Indexing cancelled: Fill indexes the words it needs")
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    assert tab.status_label.text().startswith("Filled.")


def test_indexing_cancelled_at_start_up_starts_no_fill(qtbot, context, settings_reset, monkeypatch):
    import boggle_desktop.crossword.word_indexes as word_indexes

    def slow_index(lexicon, level, progress):  # a huge list: indexing until cancelled
        while not progress.cancel_requested:
            QThread.msleep(5)
        progress.check()

    monkeypatch.setattr(word_indexes, "build_index", slow_index)
    tab = shown_tab(qtbot, CrosswordTab(context))
    tab.index_task.cancel()  # the status bar's Cancel
    qtbot.waitUntil(lambda: tab.index_task is None, timeout=10000)
    qtbot.wait(100)
    # The start-up fill began at once and indexed the words itself.
    assert tab.fill_task is None and tab.status_label.text().startswith("Indexing cancelled")


def until_cancelled(*args):
    """A search that runs until it is cancelled (its progress is the last argument)."""
    progress = args[-1]
    while not progress.cancel_requested:
        QThread.msleep(5)
    progress.check()


def test_a_search_and_a_comparison_stopped_together_are_said_once(qtbot, tab, monkeypatch):
    import boggle_desktop.crossword.tab as tab_module

    monkeypatch.setattr(tab_module, "run_fill", until_cancelled)  # both still running when stopped
    monkeypatch.setattr(tab_module, "run_comparison", until_cancelled)
    said: list[str] = []
    real = tab._report
    tab._report = lambda text: (said.append(text), real(text))
    qtbot.mouseClick(tab.fill_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.compare_panel.button, Qt.MouseButton.LeftButton)
    assert tab.fill_task is not None and tab.compare_task is not None
    combo = tab.options_panel.level_combo
    combo.setCurrentIndex((combo.currentIndex() + 1) % combo.count())  # the words change
    qtbot.waitUntil(lambda: tab.fill_task is None and tab.compare_task is None, timeout=20000)
    stops = [text for text in said if "stopped" in text]
    # The comparison's end said "Comparison stopped: ..." over the line naming both.
    assert stops == ["Search and comparison stopped: the commonness level changed. Press Fill to search."]
    # Whichever ends first says it for both (the threads decide the order): the comparison here.
    said.clear()
    tab._stopped_what, tab._stop_said = ["search", "comparison"], False
    tab._stopped_because = "the word list changed"
    tab._say_cancelled("comparison")
    tab._say_cancelled("search")  # it said "Search stopped: ..." over the line naming both
    assert said == ["Search and comparison stopped: the word list changed. Press Fill to search."]


@pytest.mark.parametrize("typed", ["0,5", "0.5"])
def test_a_time_limit_typed_with_a_decimal_comma_is_read_as_a_decimal(qtbot, tab, typed):
    for box in (tab.options_panel.time_spin, tab.compare_panel.limit):
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)  # a German or French half; the English locale read 5
        box.interpretText()
        assert box.value() == 0.5, box.accessibleName()


def test_the_words_tab_looks_its_pattern_up_again_when_the_words_change(qtbot, tab, tmp_path):
    edit = tab.words_panel.edit
    tab.side_tabs.setCurrentWidget(tab.words_panel)
    qtbot.keyClicks(edit, "y???")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert sorted(c.word for c in tab.words_panel.model.rows) == ["yeah", "your"]
    other = tmp_path / "other.txt"
    other.write_text("yawn\nyell\nyak\n")
    with qtbot.waitSignal(tab.context.lexicon.changed, timeout=10000):
        tab.context.lexicon.load_file(other)
    qtbot.waitUntil(lambda: tab.index_task is None and tab.current_index() is not None, timeout=10000)
    assert sorted(c.word for c in tab.words_panel.model.rows) == ["yawn", "yell"]
    assert tab.words_panel.label.text() == "Y???: 2 words."


def test_words_without_a_level_sort_as_the_rarest(qtbot, tab, tmp_path):
    levelled = tmp_path / "levelled.txt"
    levelled.write_text("cat 10\ncan\ncap 95\ncar 20\n")
    with qtbot.waitSignal(tab.context.lexicon.changed, timeout=10000):
        tab.context.lexicon.load_file(levelled)
    qtbot.waitUntil(lambda: tab.index_task is None and tab.current_index() is not None, timeout=10000)
    tab.side_tabs.setCurrentWidget(tab.words_panel)
    qtbot.keyClicks(tab.words_panel.edit, "ca?")
    qtbot.keyClick(tab.words_panel.edit, Qt.Key.Key_Return)
    view = tab.words_panel.view
    header = view.horizontalHeader()
    level_header = QPoint(header.sectionViewportPosition(1) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=level_header)
    if header.sortIndicatorOrder() != Qt.SortOrder.AscendingOrder:
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=level_header)
    shown = view.model()
    assert [shown.index(row, 0).data() for row in range(shown.rowCount())] == ["CAT", "CAR", "CAP", "CAN"]


SIDE = 4


def inked(size: int, letters: str | None, numbers: dict[tuple[int, int], int]) -> QImage:
    """``SIDE``×``SIDE`` open cells of ``size`` pixels, drawn as the grid view and the PDF draw them."""
    image = QImage(SIDE * size + 2, SIDE * size + 2, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    grid = empty_grid(SIDE, SIDE)
    paint_cells(painter, grid, QPointF(1, 1), size, letters, numbers, QFont())
    painter.end()
    return image


def ink(image: QImage, blank: QImage) -> set[tuple[int, int]]:
    """The pixels drawn in ``image`` that the empty grid ``blank`` does not have."""
    return {
        (x, y)
        for x in range(image.width())
        for y in range(image.height())
        if image.pixel(x, y) != blank.pixel(x, y)
    }


@pytest.mark.parametrize("size", range(10, 61, 2))
def test_clue_numbers_never_touch_the_letters(qapp, size):
    numbers = {(r, c): 88 for r in range(SIDE) for c in range(SIDE)}
    blank = inked(size, None, {})
    number_ink = ink(inked(size, None, numbers), blank)
    letter_ink = ink(inked(size, "WMQJ" * SIDE, {}), blank)
    assert letter_ink, "the letters are drawn"
    # A pixel of air between them: no letter pixel touches a number pixel, even diagonally.
    near_numbers = {(x + dx, y + dy) for x, y in number_ink for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert not letter_ink & near_numbers
    if size >= 24:
        assert number_ink, "cells this big show their clue numbers"


def new_grid(qtbot, tab: CrosswordTab, rows: int, cols: int) -> None:
    tab.options_panel.rows_spin.setValue(rows)
    tab.options_panel.cols_spin.setValue(cols)
    click(qtbot, tab.options_panel.new_button)


def find(tab: CrosswordTab, mode: str, fills: int = 10) -> None:
    options = tab.options_panel
    options.mode_combo.setCurrentIndex(options.mode_combo.findData(mode))
    options.fills_spin.setValue(fills)


#: The widest the tab may need: a 900-pixel window less the frame of the tabs around it.
NARROWEST = 890


@pytest.mark.parametrize(("mode", "fills"), [("count", 0), ("several", 10_000)])
def test_the_tab_fits_a_small_screen_while_paging_through_fills(qtbot, tab, tmp_path, mode, fills):
    letters = "abcdefghij"  # every 2x2 square of them is a fill: 10**4, each said with its words' level
    use_words(qtbot, tab, tmp_path, [f"{x}{y} 35" for x in letters for y in letters])
    new_grid(qtbot, tab, 2, 2)
    tab.options_panel.unique_box.setChecked(False)
    find(tab, mode, fills)
    press_fill(qtbot, tab)
    assert tab.playback_bar.fill_spin.isVisible()
    tab.playback_bar.fill_spin.setValue(tab.playback_bar.fill_spin.maximum())
    assert "mean commonness level 35.0" in tab.playback_bar.event_label.text()
    assert tab.minimumSizeHint().width() <= NARROWEST


def test_a_big_grid_gets_the_room_of_a_small_window(qtbot, tab):
    new_grid(qtbot, tab, 25, 25)
    tab.resize(900, 548)  # the tab in a 900x620 window
    qtbot.waitUntil(lambda: tab.width() == 900)
    cell = tab.grid_view.cell_rect(0, 0).width()
    assert cell >= 15  # letters of 10 pixels: readable
    assert tab.side_tabs.width() < tab.grid_view.width()


def test_the_playback_writes_its_numbers_as_the_panels_do(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(w) for w in itertools.product("abcdef", repeat=4)])
    choose_grid(qtbot, tab, "open 4x4")
    press_fill(qtbot, tab)
    bar = tab.playback_bar
    click(qtbot, bar.start_button)
    click(qtbot, bar.forward_button)
    assert bar.event_label.text().endswith(": 1,296 candidates")  # the first slot chosen


def test_the_find_box_is_as_wide_as_the_other_options(qtbot, tab):
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    options = tab.options_panel
    right = options.algorithm_combo.geometry().right()
    for mode, last in (("count", options.mode_combo), ("several", options.fills_spin)):
        options.mode_combo.setCurrentIndex(options.mode_combo.findData(mode))
        qtbot.waitUntil(lambda last=last: last.isVisible() and last.geometry().right() == right)
        assert options.mode_combo.width() > options.algorithm_combo.width() // 2


def test_candidate_rows_are_compact(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    view = tab.candidates_view
    qtbot.waitUntil(lambda: view.model().rowCount() > 0)
    assert view.rowHeight(0) <= view.fontMetrics().height() + 6


def test_a_save_that_fails_leaves_the_old_file_whole(qtbot, tab, tmp_path, full_disk):
    path = tmp_path / "mine.txt"
    path.write_text("#..\n...\n..#\n", encoding="utf-8")

    tab.save_path(path)
    assert tab.status_label.text() == f"Cannot save {path}: No space left on device"
    assert path.read_text(encoding="utf-8") == "#..\n...\n..#\n"


# -- keyboard and screen reader ---------------------------------------------------------------


def focused():
    return QApplication.focusWidget()


def test_the_grid_tells_a_screen_reader_where_the_cursor_is(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    view = tab.grid_view
    assert view.accessibleName() == "Crossword grid"
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    said = "Row 1, column 2: blank. 1 Across, 4 letters: ????. F1 lists the keys."
    assert view.accessibleDescription() == said
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClicks(view, "yo")
    assert (
        view.accessibleDescription()
        == "Row 1, column 3: blank. 1 Across, 4 letters: YO??. F1 lists the keys."
    )
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.accessibleDescription().startswith("Row 1, column 3: blank. 2 Down, 4 letters: ????.")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.accessibleDescription().startswith("Row 1, column 2: O. 1 Across, 4 letters: YO??.")
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.accessibleDescription() == "Row 1, column 5: block. F1 lists the keys."
    # The candidates label names the slot and its pattern in the same words.
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert tab.candidates_label.text().startswith("1 Across (row 1, column 1): pattern YO??")
    # A fill shown is what the cursor reads.
    press_fill(qtbot, tab)
    assert view.accessibleDescription().startswith("Row 1, column 4: R. 1 Across, 4 letters: YOUR.")


def test_the_grid_shows_when_it_has_the_focus(qtbot, tab):
    view = tab.grid_view
    highlight = view.palette().color(QPalette.ColorRole.Highlight).name()

    def edge_colours() -> set[str]:
        image = view.grab().toImage()
        return {image.pixelColor(x, y).name() for x, y in ((0, view.height() // 2), (view.width() // 2, 0))}

    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    assert view.hasFocus() and edge_colours() == {highlight}
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert not view.hasFocus() and highlight not in edge_colours()
    assert view.cursor == (0, 0)  # still drawn, for the setter to see where typing goes on


def test_the_keys_are_named_where_the_keyboard_reaches(qtbot, tab):
    keys = next(label for label in tab.findChildren(QLabel) if label.text().startswith("Keys"))
    assert "F1" in keys.text()
    assert tab.grid_view.accessibleDescription().endswith(" F1 lists the keys.")


def test_space_twice_on_fill_cancels_the_search_and_keeps_the_grid(qtbot, tab, tmp_path):
    use_words(qtbot, tab, tmp_path, ["".join(w) for w in itertools.product("abcdef", repeat=4)])
    choose_grid(qtbot, tab, "open 4x4")
    tab.options_panel.mode_combo.setCurrentIndex(tab.options_panel.mode_combo.findData("count"))
    view = tab.grid_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 1, 1))
    qtbot.keyClick(view, Qt.Key.Key_A)
    rows = tab.grid_model.grid.rows
    tab.fill_button.setFocus()
    qtbot.keyClick(tab.fill_button, Qt.Key.Key_Space)
    assert tab.fill_task is not None and focused() is tab.cancel_button
    qtbot.waitUntil(lambda: "fills found, " in tab.status_label.text(), timeout=10000)  # the progress line
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert tab.status_label.text().startswith("Cancelled: at least ")
    assert tab.grid_model.grid.rows == rows
    assert focused() is tab.fill_button


def test_the_compare_button_hands_the_focus_to_cancel_and_back(qtbot, tab, tmp_path):
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]  # no 4x4 fill
    use_words(qtbot, tab, tmp_path, ends)
    choose_grid(qtbot, tab, "open 4x4")
    tab.side_tabs.setCurrentWidget(tab.compare_panel)
    button = tab.compare_panel.button
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert tab.compare_task is not None and focused() is tab.cancel_button
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=10000)
    assert tab.status_label.text() == "Comparison cancelled." and focused() is button


def test_a_comparison_cancelled_from_the_status_bar_says_it_was_the_comparison(qtbot, tab, tmp_path):
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]  # no 4x4 fill
    use_words(qtbot, tab, tmp_path, ends)
    choose_grid(qtbot, tab, "open 4x4")
    for _ in range(2):  # the second time after a Cancel of the tab's own had stopped a search
        qtbot.mouseClick(tab.fill_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(tab.cancel_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
        qtbot.mouseClick(tab.compare_panel.button, Qt.MouseButton.LeftButton)
        tab.compare_task.cancel()  # what the status bar's Cancel does
        qtbot.waitUntil(lambda: tab.compare_task is None, timeout=10000)
        assert tab.status_label.text() == "Comparison cancelled."  # it said "Search cancelled."


def test_the_focus_stays_on_cancel_while_it_still_stops_the_other_search(qtbot, tab, tmp_path):
    ends = ["".join(w) for w in itertools.product("abc", "abcdef", "abcdef", "def")]  # no 4x4 fill
    use_words(qtbot, tab, tmp_path, ends)
    choose_grid(qtbot, tab, "open 4x4")
    tab.side_tabs.setCurrentWidget(tab.compare_panel)
    tab.compare_panel.button.setFocus()
    qtbot.keyClick(tab.compare_panel.button, Qt.Key.Key_Space)
    assert focused() is tab.cancel_button
    tab.fill_task = tab.compare_task  # as if a fill ran beside the comparison and ended first
    tab.on_fill_finished()
    assert tab.cancel_button.isEnabled() and focused() is tab.cancel_button  # Space cancels, not fills
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=10000)
    assert focused() is tab.compare_panel.button


def test_the_entries_follow_the_keyboard(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    panel = tab.entries_panel
    tab.side_tabs.setCurrentWidget(panel)
    panel.view.setFocus()
    qtbot.keyClick(panel.view, Qt.Key.Key_Down)
    entry = panel.selected()
    assert entry is not None and entry.in_list
    slot = entry.slot
    assert (tab.grid_view.cursor, tab.grid_view.cursor_direction) == ((slot.row, slot.col), slot.direction)
    assert tab.grid_view.selected_slot() == slot.index
    # Enter selects the entry's slot again, after the cursor has left it.
    tab.grid_view.set_cursor(4, 0)
    qtbot.keyClick(panel.view, Qt.Key.Key_Return)
    assert tab.grid_view.cursor == (slot.row, slot.col)
    qtbot.keyClick(panel.view, Qt.Key.Key_Tab)
    assert focused() is panel.exclude_button and panel.exclude_button.isEnabled()
    qtbot.keyClick(panel.exclude_button, Qt.Key.Key_Space)
    assert tab.options_panel.excluded == {entry.pattern}


def tab_stops(qtbot, first, count: int) -> list:
    first.setFocus()
    stops = [focused()]
    for _ in range(count - 1):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        stops.append(focused())
    return stops


def test_the_side_pages_tab_in_the_order_of_their_layout(qtbot, tab):
    tab.side_tabs.setCurrentWidget(tab.words_panel)
    words = tab.words_panel
    assert tab_stops(qtbot, words.edit, 2) == [words.edit, words.view]
    tab.side_tabs.setCurrentWidget(tab.compare_panel)
    compare = tab.compare_panel
    boxes = list(compare.boxes.values())
    assert tab_stops(qtbot, boxes[0], len(boxes) + 3) == [*boxes, compare.limit, compare.button, compare.view]


def test_alt_g_goes_to_the_grid_list(qtbot, tab):
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 0))
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)
    assert focused() is tab.sample_combo


def test_escape_cancels_the_search(qtbot, tab, tmp_path):
    start_long_count(qtbot, tab, tmp_path)
    tab.grid_view.setFocus()
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert tab.status_label.text().startswith("Cancelled: at least ")
    assert "(Esc)" in tab.cancel_button.toolTip()


def test_undo_and_redo_work_anywhere_in_the_tab(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, 0, 1))
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Left)
    qtbot.keyClicks(tab.grid_view, "y")
    typed = tab.grid_model.grid.rows[0]
    assert typed == "y...####"
    ctrl = Qt.KeyboardModifier.ControlModifier
    tab.side_tabs.setCurrentWidget(tab.compare_panel)
    for widget in (tab.grid_view, tab.compare_panel.limit, tab.playback_bar.speed, tab.sample_combo):
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_Z, ctrl)
        assert tab.grid_model.grid.rows[0] == "....####", widget
        qtbot.keyClick(widget, Qt.Key.Key_Y, ctrl)
        assert tab.grid_model.grid.rows[0] == typed, widget
    # A text field undoes its own typing.
    tab.side_tabs.setCurrentWidget(tab.words_panel)
    edit = tab.words_panel.edit
    edit.setFocus()
    qtbot.keyClicks(edit, "c?t")
    qtbot.keyClick(edit, Qt.Key.Key_Z, ctrl)
    assert edit.text() == "" and tab.grid_model.grid.rows[0] == typed


def test_a_search_and_a_comparison_say_how_they_ended(qtbot, tab, announcements):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    assert announcements[-1] == tab.status_label.text() and announcements[-1].startswith("Filled")
    click(qtbot, tab.compare_panel.button)
    qtbot.waitUntil(lambda: tab.compare_task is None, timeout=20000)
    assert announcements[-1] == tab.status_label.text() and announcements[-1].startswith("Compared ")


def test_the_entries_buttons_fit_the_side_panel_with_a_large_font(qtbot):
    from boggle_desktop.crossword.panels import EntriesPanel

    panel = EntriesPanel()
    qtbot.addWidget(panel)
    font = QFont(panel.font())
    font.setPointSize(12)
    panel.setFont(font)
    # Side by side the buttons needed 524 pixels at 12 pt (412 at 9 pt) where the side panel
    # starts at 400, and were cut to "ever use this wo".
    assert panel.minimumSizeHint().width() <= 400


def test_ctrl_n_makes_a_new_grid_and_a_search_under_way_says_so_below_the_grid(qtbot, tab):
    tab.options_panel.rows_spin.setValue(4)
    tab.options_panel.cols_spin.setValue(5)
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert tab.grid_model.grid.rows == ("." * 5,) * 4
    assert tab.playback_bar.position_label.text() == "Grid changed: press Fill to search."
    click(qtbot, tab.fill_button)  # it said "Grid changed: press Fill to search." while searching
    assert tab.playback_bar.position_label.text().startswith("Searching")
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=20000)
    assert not tab.playback_bar.position_label.text().startswith("Searching")


def test_every_side_page_tab_is_in_sight_in_the_smallest_window(qtbot, main_window):
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("crossword"))
    main_window.resize(main_window.minimumSizeHint())
    qtbot.waitUntil(lambda: main_window.size() == main_window.minimumSizeHint())
    side = main_window.findChild(CrosswordTab).side_tabs
    bar = side.tabBar()
    qtbot.waitUntil(lambda: bar.tabRect(bar.count() - 1).right() <= bar.width())  # "C…" and arrows before
    assert all(side.tabToolTip(page) == side.tabText(page) for page in range(side.count()))
