"""The Boggle tab, driven as a person would: typing, tracing, pausing, ending, replaying."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QFontDatabase,
    QKeySequence,
    QPalette,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMessageBox,
    QStyle,
    QStyleOptionComboBox,
    QTableView,
    QWidget,
)

import boggle_desktop.boggle.tab as boggle_tab_module
from boggle_desktop.boggle.history import FILE_NAME, HistoryError, HistoryStore
from boggle_desktop.boggle.interrupted import in_progress_key
from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.table_model import ITEM_ROLE
from tests.gui.shown_tab import shown_tab
from tests.tab_process import run_tab_process

# c a t s
# x o x x
# x f e x
# x x l t
BOARD = "cats xoxx xfex xxlt"
ON_BOARD = {"cat", "cats", "coat", "coats", "taco", "felt", "elf"}


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, BoggleTab(context))
    qtbot.waitUntil(lambda: widget.round is not None and widget.round.playing, timeout=10000)
    return widget


def play_board(qtbot, tab: BoggleTab, board: str = BOARD, strength: str = "perfect") -> None:
    tab.settings.strength_combo.setCurrentIndex(tab.settings.strength_combo.findData(strength))
    tab.custom_edit.setText(board)
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: tab.round.playing and tab.round.board.text() == board.replace(" ", ""), timeout=10000
    )


def enter(qtbot, tab: BoggleTab, text: str) -> str:
    qtbot.keyClicks(tab.round_panel.entry, text)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
    return tab.round_panel.message_label.text()


def end_turn_with_enter(qtbot, tab: BoggleTab) -> str:
    """An empty Enter asks to end the turn, a second one ends it."""
    enter(qtbot, tab, "")
    return enter(qtbot, tab, "")


def words(model) -> list[str]:
    return sorted(model.data(model.index(row, 0)) for row in range(model.rowCount()))


def focused() -> QWidget:
    """Where the keyboard focus is: the keys a person presses go there."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def type_here(qtbot, text: str) -> None:
    """Type ``text`` and Enter wherever the focus is, as a person does without looking."""
    qtbot.keyClicks(focused(), text)
    qtbot.keyClick(focused(), Qt.Key.Key_Return)


def on_round_page(tab: BoggleTab) -> str:
    """Every text the Round page shows."""
    return "\n".join(label.text() for label in tab.round_panel.findChildren(QLabel) if label.isVisible())


def question(qtbot, tab: BoggleTab) -> QMessageBox:
    """The open "End this round?" question."""

    def shown() -> list[QMessageBox]:
        return [box for box in tab.findChildren(QMessageBox, "end_round_question") if box.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=3000)
    return shown()[0]


def test_the_tab_starts_a_shaken_round_at_once(tab):
    assert tab.round.seed is not None and tab.round.dice == "4x4-1987"
    assert tab.clock_label.text() in ("3:00", "2:59")
    assert tab.board_view.cover() == ""


def test_every_refusal_reason_is_given(qtbot, tab):
    play_board(qtbot, tab)
    assert (
        "too short" in enter(qtbot, tab, "ca")
        and "at least 3 letters" in tab.round_panel.message_label.text()
    )
    assert "not in the dictionary" in enter(qtbot, tab, "cot")
    assert "not on the board" in enter(qtbot, tab, "dog")
    assert "“cat”: 1 point" in enter(qtbot, tab, "CAT")
    assert "already found" in enter(qtbot, tab, "cat")
    assert "use the letters a-z only" in enter(qtbot, tab, "c4t")
    assert words(tab.round_panel.human_model) == ["cat"]
    assert tab.round_panel.human_label.text() == "Your words: 1 (1 point)"


def test_an_accepted_word_lights_its_path_with_an_animation(qtbot, tab):
    play_board(qtbot, tab)
    enter(qtbot, tab, "coats")
    assert tab.board_view.highlighted() == ((0, 0), (1, 1), (0, 1), (0, 2), (0, 3))
    assert tab.board_view.is_animating()
    qtbot.waitUntil(lambda: not tab.board_view.is_animating(), timeout=3000)


FELT = ((2, 1), (2, 2), (3, 2), (3, 3))


def drag(qtbot, tab: BoggleTab, cells=FELT) -> str:
    """Trace ``cells`` (FELT) with the mouse, die to die; the letters traced."""
    view = tab.board_view
    points = [view.cell_center(cell).toPoint() for cell in cells]
    qtbot.mousePress(view, Qt.MouseButton.LeftButton, pos=points[0])
    for point in points[1:]:
        qtbot.mouseMove(view, point + QPoint(1, 1))
        qtbot.mouseMove(view, point)
    traced = view.traced_so_far()
    qtbot.mouseRelease(view, Qt.MouseButton.LeftButton, pos=points[-1])
    return traced


def test_a_word_traced_with_the_mouse_is_judged(qtbot, tab):
    play_board(qtbot, tab)
    view = tab.board_view
    assert drag(qtbot, tab) == "felt"
    assert words(tab.round_panel.human_model) == ["felt"]
    assert view.highlighted() == ((2, 1), (2, 2), (3, 2), (3, 3))


def test_an_empty_enter_ends_the_turn_and_the_computer_takes_the_rest(qtbot, tab):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    end_turn_with_enter(qtbot, tab)
    assert tab.round.over
    assert not tab.pause_button.isEnabled() and not tab.end_button.isEnabled()  # nothing to pause or end
    assert words(tab.round_panel.computer_model) == sorted(ON_BOARD - {"cat"})
    maximum = tab.round.solution.score
    computer = tab.round_panel.computer_model.total()
    assert (
        tab.round_panel.score_label.text() == f"You 1  ·  Computer {computer}  ·  Maximum possible {maximum}"
    )
    assert (
        "You ended your turn. The computer (perfect) found 6 more words."
        in tab.round_panel.message_label.text()
    )
    # Selecting one of the computer's words lights its path on the board.
    view = tab.round_panel.computer_view
    row = next(r for r in range(view.model().rowCount()) if view.model().index(r, 0).data() == "felt")
    view.selectRow(row)
    assert tab.board_view.highlighted() == view.model().index(row, 0).data(ITEM_ROLE).path


def test_one_empty_enter_asks_first_so_a_double_tap_after_a_word_keeps_the_round(qtbot, tab, monkeypatch):
    play_board(qtbot, tab)
    assert enter(qtbot, tab, "cat").startswith("“cat”")
    told = enter(qtbot, tab, "")  # the word's Enter pressed twice
    assert not tab.round.over and told.startswith("Press Enter again within 3 seconds to end your turn (")
    enter(qtbot, tab, "taco")  # a word in between: the next empty Enter asks again
    assert not enter(qtbot, tab, "").startswith("You ended") and not tab.round.over
    enter(qtbot, tab, "xyzzy")  # a word refused in between: the player is still playing
    assert not enter(qtbot, tab, "").startswith("You ended") and not tab.round.over
    monkeypatch.setattr(boggle_tab_module, "END_TURN_SECONDS", -1.0)  # the second comes too late
    enter(qtbot, tab, "")
    assert not tab.round.over
    monkeypatch.undo()
    assert end_turn_with_enter(qtbot, tab).startswith("You ended your turn.") and tab.round.over


def test_an_empty_enter_asks_again_after_a_new_round_or_a_dragged_word(qtbot, tab):
    play_board(qtbot, tab)
    enter(qtbot, tab, "")
    first = tab.round
    tab.new_round()  # Ctrl+N with no word found: no question, a new round at once
    qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
    assert enter(qtbot, tab, "").startswith("Press Enter again") and not tab.round.over
    play_board(qtbot, tab)
    enter(qtbot, tab, "")
    assert drag(qtbot, tab) == "felt"  # a word found by dragging across the dice
    assert enter(qtbot, tab, "").startswith("Press Enter again") and not tab.round.over
    assert drag(qtbot, tab, FELT[:3]) == "fel"  # a word dragged and refused: still playing
    assert tab.round_panel.message_label.text().startswith("Refused:")
    assert enter(qtbot, tab, "").startswith("Press Enter again") and not tab.round.over


def test_space_after_a_word_enters_it_and_pauses_only_an_empty_entry(qtbot, tab):
    play_board(qtbot, tab)
    qtbot.keyClicks(tab.round_panel.entry, "cat")
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Space)  # as many word games take a word
    assert words(tab.round_panel.human_model) == ["cat"] and tab.countdown.is_running()
    assert tab.round_panel.entry.text() == "" and focused() is tab.round_panel.entry
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Space)  # pressed twice: the word's Space again
    assert tab.countdown.is_running()
    type_here(qtbot, "taco")  # not lost behind a pause
    assert words(tab.round_panel.human_model) == ["cat", "taco"]
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Space)
    assert not tab.countdown.is_running()


def test_a_weak_computer_knows_only_common_words(qtbot, tab):
    play_board(qtbot, tab, strength="easy")
    end_turn_with_enter(qtbot, tab)
    assert words(tab.round_panel.computer_model) == []  # the test list has no commonness levels
    assert (
        "has no commonness levels: only a perfect computer knows them" in tab.round_panel.message_label.text()
    )


def test_time_up_ends_the_turn(qtbot, tab):
    tab.settings.timer_spin.setValue(1)
    play_board(qtbot, tab)
    enter(qtbot, tab, "taco")
    qtbot.waitUntil(lambda: tab.round.over, timeout=5000)
    assert tab.round_panel.message_label.text().startswith("Time is up.")
    assert tab.clock_label.text() == "Round over"
    assert not tab.round_panel.entry.isEnabled()


def test_a_warning_comes_before_the_end(qtbot, tab):
    tab.settings.timer_spin.setValue(2)
    with qtbot.waitSignal(tab.countdown.warning, timeout=5000):
        play_board(qtbot, tab)
    assert "Hurry" in tab.round_panel.message_label.text() and not tab.round.over
    assert "font-weight: bold" in tab.clock_label.styleSheet()


def test_space_pauses_hiding_the_board_and_resumes(qtbot, tab):
    play_board(qtbot, tab)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Space)
    assert not tab.countdown.is_running()
    assert tab.board_view.cover().startswith("Paused")
    assert tab.pause_button.text() == "Resume"
    used = tab.countdown.used_ms()
    qtbot.wait(300)
    assert tab.countdown.used_ms() == used
    qtbot.mouseClick(tab.pause_button, Qt.MouseButton.LeftButton)
    assert tab.countdown.is_running() and tab.board_view.cover() == ""
    assert tab.round_panel.entry.text() == ""


def test_space_again_resumes_and_the_next_words_go_to_the_entry(qtbot, tab):
    play_board(qtbot, tab)
    assert focused() is tab.round_panel.entry
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert not tab.countdown.is_running()
    assert focused() is tab.pause_button  # not the Custom board field
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert tab.countdown.is_running() and tab.board_view.cover() == ""
    assert focused() is tab.round_panel.entry
    type_here(qtbot, "coats")
    assert words(tab.round_panel.human_model) == ["coats"]
    assert tab.custom_edit.text() == BOARD and tab.round.board.text() == BOARD.replace(" ", "")


def test_space_resumes_wherever_the_focus_is_but_in_a_text_field(qtbot, tab):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.mouseClick(tab.round_panel.human_view.viewport(), Qt.MouseButton.LeftButton)
    assert focused() is tab.round_panel.human_view
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert tab.countdown.is_running() and focused() is tab.round_panel.entry
    # A text field clicked on purpose keeps its spaces.
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    qtbot.mouseClick(tab.custom_edit, Qt.MouseButton.LeftButton)
    qtbot.keyClick(focused(), Qt.Key.Key_End)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert tab.custom_edit.text() == BOARD + " " and not tab.countdown.is_running()


def test_a_word_half_typed_when_time_is_up_is_named_as_not_counted(qtbot, tab):
    tab.settings.timer_spin.setValue(60)
    play_board(qtbot, tab)
    qtbot.keyClicks(tab.round_panel.entry, "coat")  # no Enter yet
    tab.countdown._used_ms = 60_000
    qtbot.waitUntil(lambda: tab.round.over, timeout=5000)
    assert tab.round_panel.message_label.text().startswith(
        "Time is up. “coat”, typed but not entered, does not count."
    )
    assert words(tab.round_panel.human_model) == []


def test_keys_typed_as_time_runs_out_leave_the_results_alone(qtbot, tab):
    tab.settings.timer_spin.setValue(60)
    play_board(qtbot, tab)
    type_here(qtbot, "taco")
    first = tab.round
    tab.countdown._used_ms = 60_000  # the minute is over: the next tick ends the round
    qtbot.waitUntil(lambda: first.over, timeout=5000)
    summary = tab.round_panel.message_label.text()
    assert summary.startswith("Time is up.")
    assert focused() is tab.round_panel.computer_view
    type_here(qtbot, "coats")  # too late: nothing happens
    qtbot.keyClick(focused(), Qt.Key.Key_Space)  # a pause meant for the last second
    assert tab.round is first and tab.round_panel.message_label.text() == summary
    assert tab.custom_edit.text() == BOARD and words(tab.round_panel.human_model) == ["taco"]
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
    assert tab.round.seed is not None and focused() is tab.round_panel.entry
    assert tab.pause_button.isEnabled() and tab.end_button.isEnabled()


def test_escape_clears_the_entry(qtbot, tab):
    qtbot.keyClicks(tab.round_panel.entry, "coa")
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Escape)
    assert tab.round_panel.entry.text() == ""


def test_ctrl_n_shakes_a_new_board(qtbot, tab):
    first = tab.round
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
    assert tab.round.seed != first.seed
    assert tab.findChild(QMessageBox) is None  # no word found: nothing to ask


def test_a_new_round_asks_before_ending_one_with_words_and_keeps_it(qtbot, tab, context):
    play_board(qtbot, tab)
    for word in ("cat", "coats", "felt"):
        enter(qtbot, tab, word)
    first = tab.round
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    box = question(qtbot, tab)
    assert "End this round and start a new one?" in box.text() and "3 words" in box.text()
    assert tab.countdown.is_running()  # under this question the clock runs on, as a sand timer would
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert tab.round is first and first.playing and tab.countdown.is_running()
    assert words(tab.round_panel.human_model) == ["cat", "coats", "felt"]
    assert HistoryStore(context.data_dir).rounds() == []

    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    box = question(qtbot, tab)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
    (stored,) = HistoryStore(context.data_dir).rounds()
    assert stored.human_words == ("cat", "coats", "felt") and stored.board == BOARD.replace(" ", "")
    assert sorted(stored.computer_words) == sorted(ON_BOARD - {"cat", "coats", "felt"})
    assert tab.history_panel.model.rowCount() == 1
    assert "Your last round, with 3 words (4 points), is kept in History as #1." in on_round_page(tab)
    assert words(tab.round_panel.human_model) == [] and tab.round.seed is not None


def test_a_custom_board_or_a_replay_mid_round_asks_too(qtbot, tab, context):
    play_board(qtbot, tab)
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)  # round #1, over: no question
    tab.pages.setCurrentIndex(1)
    tab.history_panel.view.selectRow(0)
    qtbot.mouseClick(tab.history_panel.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    enter(qtbot, tab, "felt")
    replay = tab.round
    tab.custom_edit.setText("qits xxxx xxxx xxxx")
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    box = question(qtbot, tab)
    assert "1 word you found" in box.text()
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round is not replay and tab.round.playing, timeout=10000)
    assert tab.round.board.text() == "qitsxxxxxxxxxxxx"
    assert [r.human_words for r in HistoryStore(context.data_dir).rounds()] == [("felt",), ()]
    enter(qtbot, tab, "quit")
    custom = tab.round
    tab.pages.setCurrentIndex(1)
    tab.history_panel.view.selectRow(0)
    qtbot.mouseClick(tab.history_panel.replay_button, Qt.MouseButton.LeftButton)
    box = question(qtbot, tab)
    qtbot.keyClick(box, Qt.Key.Key_Escape)  # keep playing
    assert tab.round is custom and custom.playing and tab.pages.currentIndex() == 0


def test_tab_into_history_selects_a_row_that_enter_or_a_double_click_replays(qtbot, tab):
    play_board(qtbot, tab)
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)  # round #1, over: no question
    tab.pages.setCurrentIndex(1)
    view = tab.history_panel.view
    tab.pages.tabBar().setFocus()
    for _ in range(5):
        if focused() is view:
            break
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is view
    assert view.selectionModel().selectedRows() and tab.history_panel.replay_button.isEnabled()
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tab.round.playing and tab.round.replay_of is not None, timeout=10000)
    assert tab.pages.currentIndex() == 0 and tab.round.board.text() == BOARD.replace(" ", "")
    enter(qtbot, tab, "felt")
    replay = tab.round
    tab.pages.setCurrentIndex(1)
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # away and back: a row is selected again
        qtbot.keyClick(focused(), key)
    assert focused() is view
    rect = view.visualRect(view.model().index(0, 0))
    for click in (qtbot.mouseClick, qtbot.mouseDClick):  # a double click starts with a click
        click(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    box = question(qtbot, tab)  # as from the button: the round under way is not lost unasked
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert tab.round is replay and replay.playing


def test_the_custom_board_typed_is_there_at_the_next_start(qtbot, tab, context):
    """A board copied from a club's sheet was gone after a restart (or a crash): every other box
    kept its text."""
    qtbot.keyClicks(tab.custom_edit, "abcd efgh ijkl mnop")
    again = shown_tab(qtbot, BoggleTab(context))
    assert again.custom_edit.text() == "abcd efgh ijkl mnop"
    again.custom_edit.clear()
    assert shown_tab(qtbot, BoggleTab(context)).custom_edit.text() == ""


def test_a_bad_custom_board_is_explained(qtbot, tab):
    tab.custom_edit.setText("abc1")
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    assert tab.round_panel.message_label.text() == (
        "Custom board: board: '1' at character 4 is not a letter "
        "(use letters a-z, q for Qu, [th] for a multi-letter face, . or _ for a blank face)"
    )


def test_rounds_are_stored_and_a_replay_is_compared(qtbot, tab, context):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    message = tab.round_panel.message_label.text()
    assert message.startswith("You ended your turn. The computer (perfect) found"), message
    assert tab.history_panel.model.rowCount() == 1
    tab.pages.setCurrentIndex(1)
    # The scores and the share of the maximum show without scrolling the table sideways.
    view = tab.history_panel.view
    percent = tab.history_panel.model.headers.index("%")
    assert view.model().index(0, percent).data() == "12.5%"
    header = view.horizontalHeader()
    assert header.sectionViewportPosition(percent) + header.sectionSize(percent) <= view.viewport().width()
    tab.history_panel.view.selectRow(0)
    assert tab.history_panel.replay_button.isEnabled()
    qtbot.mouseClick(tab.history_panel.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    assert tab.round.board.text() == BOARD.replace(" ", "") and tab.round.replay_of is not None
    assert tab.round_panel.human_model.rowCount() == 0
    enter(qtbot, tab, "coats")
    end_turn_with_enter(qtbot, tab)
    assert "Attempt 2 on this board: earlier best 1 (" in tab.round_panel.message_label.text()
    assert (
        "now 2 (" in tab.round_panel.message_label.text()
        and "a new best!" in tab.round_panel.message_label.text()
    )
    # What the database holds, read back by a fresh store.
    stored = HistoryStore(context.data_dir).rounds()
    assert [r.human_words for r in stored] == [("coats",), ("cat",)]
    assert stored[0].replay_of == stored[1].id
    assert stored[1].max_score == tab.round.solution.score and stored[1].rules == "official"


def test_a_replay_is_compared_only_with_rounds_of_the_same_word_list(qtbot, tab, context, tmp_path):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    other = tmp_path / "other.txt"
    other.write_text("cat\ncats\ncoat\ncoats\n", encoding="utf-8")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.load_file(other)
    tab.pages.setCurrentIndex(1)
    model = tab.history_panel.model
    column = model.headers.index("List")
    assert model.index(0, column).data() == "words.txt"

    def replay_newest() -> None:
        tab.pages.setCurrentIndex(1)
        tab.history_panel.view.selectRow(0)
        qtbot.mouseClick(tab.history_panel.replay_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)

    replay_newest()
    note = (
        "1 earlier round on this board used the words.txt list; this one uses other.txt, "
        "so it is not compared."
    )
    assert note in on_round_page(tab)  # said before the replay is played
    enter(qtbot, tab, "coats")
    end_turn_with_enter(qtbot, tab)
    message = tab.round_panel.message_label.text()
    assert note in message and "Attempt" not in message and "best" not in message
    replay_newest()
    enter(qtbot, tab, "cats")
    end_turn_with_enter(qtbot, tab)
    message = tab.round_panel.message_label.text()
    assert (
        "Attempt 2 on this board with the other.txt list: earlier best 2 (" in message
        and "now 1 (" in message
        and "not beaten yet." in message
    ), message
    assert "1 earlier round on this board used the words.txt list" in message
    assert [model.index(row, column).data() for row in range(3)] == ["other.txt", "other.txt", "words.txt"]


def test_a_corrupt_history_is_moved_aside_with_a_message(qtbot, context, settings_reset):
    (context.data_dir / FILE_NAME).write_bytes(b"this is not a database" * 50)
    widget = BoggleTab(context)
    qtbot.addWidget(widget)
    widget.show()
    assert "could not be read" in widget.history_panel.note.text()
    assert len(list(context.data_dir.glob(f"{FILE_NAME}.corrupt-*"))) == 1
    assert widget.history_panel.model.rowCount() == 0
    qtbot.waitUntil(lambda: widget.round is not None and widget.round.playing, timeout=10000)
    # The message stays on the Round page next to the round's own, for the whole round.
    shown = on_round_page(widget)
    assert "Go! Type words" in shown and "could not be read" in shown and "a new history started" in shown
    first = widget.round
    qtbot.keyClick(widget.round_panel.entry, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: widget.round is not first and widget.round.playing, timeout=10000)
    assert "could not be read" not in on_round_page(widget)


def test_word_lists_sort_by_word_points_and_length(qtbot, tab):
    play_board(qtbot, tab)
    end_turn_with_enter(qtbot, tab)
    view = tab.round_panel.computer_view
    model = view.model()
    column = {"word": 0, "points": 1, "length": 2}

    def first_rows(key: str, order: Qt.SortOrder) -> list[str]:
        view.sortByColumn(column[key], order)
        return [model.index(row, 0).data() for row in range(model.rowCount())]

    assert first_rows("word", Qt.SortOrder.AscendingOrder) == sorted(ON_BOARD)
    assert first_rows("points", Qt.SortOrder.DescendingOrder)[0] == "coats"  # the only 2-point word
    assert first_rows("length", Qt.SortOrder.AscendingOrder)[:2] in (["cat", "elf"], ["elf", "cat"])


def test_lit_dice_are_drawn_in_the_highlight_colour(qtbot, tab):
    play_board(qtbot, tab, board="qits xxxx xxxx xxxx")
    view = tab.board_view
    assert view.board().rows()[0][0] == "Qu"
    enter(qtbot, tab, "quit")
    qtbot.waitUntil(lambda: not view.is_animating(), timeout=3000)
    image = view.grab().toImage()
    step = view.cell_center((0, 1)).x() - view.cell_center((0, 0)).x()

    def corner_colour(cell):
        point = (view.cell_center(cell) - QPointF(step * 0.3, step * 0.3)) * image.devicePixelRatio()
        return image.pixelColor(point.toPoint()).name()

    lit = {corner_colour(cell) for cell in ((0, 0), (0, 1), (0, 2))}
    assert lit == {"#8fd18b"}
    assert corner_colour((0, 3)) == "#f4ecd8" and corner_colour((2, 2)) == "#f4ecd8"


def test_untimed_practice_counts_up_and_never_ends(qtbot, tab):
    tab.settings.timer_spin.setValue(0)
    assert tab.settings.timer_spin.text() == "Untimed"
    play_board(qtbot, tab)
    qtbot.waitUntil(lambda: tab.clock_label.text() == "Untimed · 0:01", timeout=3000)
    assert tab.round.playing and tab.round_panel.entry.isEnabled()


def test_settings_are_remembered_by_the_next_tab(qtbot, tab, context):
    tab.settings.size_combo.setCurrentIndex(tab.settings.size_combo.findData(5))
    tab.settings.timer_spin.setValue(60)
    tab.settings.strength_combo.setCurrentIndex(tab.settings.strength_combo.findData("easy"))
    again = BoggleTab(context)
    qtbot.addWidget(again)
    assert again.settings.dice_key() == "5x5-big"
    assert again.settings.timer_seconds() == 60 and again.settings.strength() == "easy"
    qtbot.waitUntil(lambda: again.round is not None and again.round.playing, timeout=10000)
    assert again.round.board.size == 5 and again.round.rules.key == "big"


def test_cancel_in_the_status_bar_stops_solving_a_slow_board(qtbot, main_window, context, tmp_path):
    # Every path of a 5x5 board of E spells a word's start: the search would run for hours.
    words = tmp_path / "e-words.txt"
    words.write_text("\n".join("e" * n for n in range(3, 26)) + "\n", encoding="utf-8")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.load_file(words)
    tab = main_window.tabs.widget(main_window.tab_keys.index("boggle"))
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=10000)
    tab.custom_edit.setText("e" * 25)
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    cancel = main_window.task_status.cancel_button
    qtbot.waitUntil(lambda: cancel.isVisible() and cancel.isEnabled(), timeout=5000)
    assert tab.board_view.cover() == "Finding every word…"
    qtbot.wait(300)  # well into the search
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=5000)
    assert tab.board_view.cover().startswith("Solving cancelled")
    assert (
        tab.round_panel.message_label.text()
        == "Solving the board was cancelled; this round cannot be played."
    )
    assert not tab.round_panel.entry.isEnabled()
    assert tab.clock_label.text() == "Not played"
    # The cover's words wrap inside the board: no white letter is drawn at its left or right edge.
    image = tab.board_view.grab().toImage()
    rect, step = tab.board_view._grid()
    margin = round(step * 0.1)
    left, right = round(rect.left()), round(rect.right())
    for x in (*range(left, left + margin), *range(right - margin, right)):
        for y in range(round(rect.top()), round(rect.bottom()), 2):
            assert image.pixelColor(x, y).lightness() < 200, (x, y)  # the green table, no letter


def test_a_round_selected_in_history_shows_its_words(qtbot, tab):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cats")
    enter(qtbot, tab, "felt")
    end_turn_with_enter(qtbot, tab)  # an empty Enter ends the turn
    view = tab.history_panel.view
    view.selectRow(0)
    stored = tab.store.rounds()[0]
    # History kept the words but showed them nowhere: a teacher could not check a pupil's round.
    words = tab.history_panel.words_view
    assert not words.isHidden() and words.toPlainText().startswith(
        f"Round #{stored.id}: your words (2): {', '.join(stored.human_words)}. The computer's ("
    )
    # Hundreds of words scroll in a few lines instead of squeezing the table to nothing.
    assert words.maximumHeight() < 8 * words.fontMetrics().lineSpacing()
    # The board beside them, row by row as on the dice: the table's Board column is cut to "…".
    board = tab.history_panel.board_label
    assert not board.isHidden()
    assert [row.split() for row in board.text().split("\n")] == [list(row.upper()) for row in BOARD.split()]
    view.clearSelection()
    assert words.toPlainText() == "" and words.isHidden() and board.isHidden()


def test_with_large_text_history_shows_the_board_in_large_fixed_letters(qtbot, qapp, context, settings_reset):
    default = qapp.font()
    large = qapp.font()
    large.setPointSizeF(20)  # a desktop set to large text, before the app makes its widgets
    qapp.setFont(large)
    try:
        tab = shown_tab(qtbot, BoggleTab(context))
        qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
        play_board(qtbot, tab)
        enter(qtbot, tab, "cats")
        end_turn_with_enter(qtbot, tab)
        tab.history_panel.view.selectRow(0)
        board = tab.history_panel.board_label.font()
    finally:
        qapp.setFont(default)
    # The system's fixed font as it is stayed small beside the rest (the Players dialog enlarged its own).
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    assert (board.family(), board.pointSizeF()) == (fixed.family(), 20)


def test_settings_changed_during_a_round_say_they_apply_from_the_next(qtbot, tab):
    play_board(qtbot, tab)
    rules = tab.settings.rules_combo
    rules.setCurrentIndex((rules.currentIndex() + 1) % rules.count())
    # The boxes showed the new rules while the round played on by the old ones, with no word.
    assert tab.round_panel.notice_label.text() == (
        "The new settings apply from the next round (Ctrl+N); this round keeps its own."
    )
    assert tab.round.rules.key != rules.currentData()
    tab.round_panel.set_notice("1 earlier round on this board used the small list.")
    tab.settings.timer_spin.setValue(tab.settings.timer_spin.value() + 10)  # it replaced the round's own
    assert tab.round_panel.notice_label.text() == (
        "1 earlier round on this board used the small list. "
        "The new settings apply from the next round (Ctrl+N); this round keeps its own."
    )


@pytest.mark.parametrize("timer", [180, 0])
def test_the_clock_says_the_round_is_over_when_the_turn_ends_early(qtbot, tab, timer):
    """Not the time left (2:59) or played, which read as a clock still running: greyed, timed or not."""
    tab.settings.timer_spin.setValue(timer)
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    end_turn_with_enter(qtbot, tab)
    assert tab.round.over and tab.clock_label.text() == "Round over"
    assert "#5f6368" in tab.clock_label.styleSheet()
    qtbot.keyClick(tab, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # the next round: a clock again
    qtbot.waitUntil(lambda: tab.round.playing and not tab.round.over, timeout=10000)
    assert tab.clock_label.text() in ("3:00", "2:59", "Untimed · 0:00") and tab.clock_label.styleSheet() == ""


def board_played_in(qtbot, main_window, width: int, height: int) -> BoggleTab:
    """The Boggle tab of a window of that size, playing BOARD."""
    main_window.resize(width, height)
    tab = main_window.tabs.widget(main_window.tab_keys.index("boggle"))
    main_window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    play_board(qtbot, tab)
    return tab


def fits(view: QTableView, column: int) -> bool:
    return view.horizontalHeader().sectionSize(column) >= view.sizeHintForColumn(column)


def test_every_history_column_fits_beside_the_board_at_1280x800(qtbot, main_window):
    tab = board_played_in(qtbot, main_window, 1280, 800)
    end_turn_with_enter(qtbot, tab)
    tab.pages.setCurrentIndex(1)
    tab.history_panel.view.selectRow(0)
    qtbot.mouseClick(tab.history_panel.replay_button, Qt.MouseButton.LeftButton)  # a replay: "#2 ↻1"
    qtbot.waitUntil(lambda: tab.round.playing and tab.round.replay_of is not None, timeout=10000)
    end_turn_with_enter(qtbot, tab)
    tab.pages.setCurrentIndex(1)
    qtbot.wait(50)
    view = tab.history_panel.view
    assert view.model().index(0, 0).data() == "#2 ↻1"
    assert view.horizontalScrollBar().maximum() == 0
    assert all(fits(view, column) for column in range(view.model().columnCount()))
    board = tab.history_panel.model.BOARD
    assert view.model().index(0, board).data(Qt.ItemDataRole.ToolTipRole) == BOARD.replace(" ", "")


def test_the_word_column_takes_the_room_of_the_word_tables(qtbot, main_window):
    tab = board_played_in(qtbot, main_window, 900, 620)
    enter(qtbot, tab, "coats")
    end_turn_with_enter(qtbot, tab)
    for view in (tab.round_panel.human_view, tab.round_panel.computer_view):
        header = view.horizontalHeader()
        assert view.horizontalScrollBar().maximum() == 0
        assert all(fits(view, column) for column in range(3))
        assert header.sectionSize(0) > header.sectionSize(1) + header.sectionSize(2)


def test_every_dice_set_name_shows_whole_in_the_closed_box(qtbot, tab):
    combo = tab.settings.dice_combo
    shown = []
    for size in range(tab.settings.size_combo.count()):
        tab.settings.size_combo.setCurrentIndex(size)
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        field = combo.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
        )
        for i in range(combo.count()):
            shown.append(combo.itemText(i))
            assert combo.fontMetrics().horizontalAdvance(combo.itemText(i)) <= field.width(), combo.itemText(
                i
            )
    assert "Super Big Boggle (unverified)" in shown


def test_a_blank_face_is_hatched_not_an_empty_die(qtbot, tab):
    play_board(qtbot, tab, board="cats xo.x xfex xxlt")
    view = tab.board_view
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    step = view.cell_center((0, 1)).x() - view.cell_center((0, 0)).x()

    def colours(cell) -> set[str]:
        """The colours in the middle half of a die."""
        centre = view.cell_center(cell)
        points = (
            centre + QPointF(dx * step / 40, dy * step / 40) for dx in range(-10, 11) for dy in range(-10, 11)
        )
        return {image.pixelColor((point * ratio).toPoint()).name() for point in points}

    assert view.board().rows()[1][2] == "" and colours((1, 2)) - {"#f4ecd8"}
    assert colours((3, 0)) - {"#f4ecd8"}  # a letter, for comparison


def test_closing_the_window_mid_round_keeps_the_round(qtbot, main_window, context):
    tab = main_window.tabs.widget(main_window.tab_keys.index("boggle"))
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    play_board(qtbot, tab)
    assert enter(qtbot, tab, "cats") == "“cats”: 1 point"
    main_window.close()
    (kept,) = HistoryStore(context.data_dir).rounds()
    assert kept.board == BOARD.replace(" ", "") and kept.human_words == ("cats",)
    assert QSettings().value(in_progress_key()) is None  # ended: nothing left for a crash to keep twice


def test_a_round_that_cannot_be_kept_says_so_in_a_sentence(qtbot, tab, monkeypatch):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cats")

    def refuse(record):
        raise HistoryError("could not save the round in /nowhere: disk I/O error")

    monkeypatch.setattr(tab.store, "add", refuse)
    end_turn_with_enter(qtbot, tab)  # an empty Enter ends the turn
    assert tab.round_panel.message_label.text() == (
        "You ended your turn. The round is not in History yet: could not save the round in /nowhere: "
        "disk I/O error. It is kept and will be stored at the next start."
    )


def test_a_round_cut_short_by_a_crash_is_kept_at_the_next_start(tmp_path, word_file):
    start = f"""
        tab.context.lexicon.load_file({str(word_file)!r})
        wait(lambda: tab.round is not None and tab.round.playing)
        """
    died = run_tab_process(
        tmp_path,
        BoggleTab,
        start
        + f"""
        tab.custom_edit.setText({BOARD!r})
        QTest.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
        wait(lambda: tab.round.playing and tab.round.board.text() == {BOARD.replace(" ", "")!r})
        for word in ("cats", "felt"):
            QTest.keyClicks(tab.round_panel.entry, word)
            QTest.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
        print(len(tab.store.rounds()), flush=True)
        os._exit(3)  # killed mid-round
        """,
    )
    assert died.split() == ["0"]
    restarted = run_tab_process(
        tmp_path,
        BoggleTab,
        start
        + """
        wait(lambda: tab.store.rounds())
        (kept,) = tab.store.rounds()
        print(kept.board, ",".join(kept.human_words), kept.human_score, kept.max_score > 0)
        print(tab.round_panel.notice_label.text())
        """,
    )
    kept, notice = restarted.splitlines()
    assert kept == f"{BOARD.replace(' ', '')} cats,felt 2 True"
    assert notice == "The round a crash cut short, with 2 words (2 points), is kept in History as #1."


# -- keyboard and screen reader -----------------------------------------------------------------


def tab_to(qtbot, widget: QWidget) -> None:
    """Press Tab until ``widget`` has the focus, as a person moving through the controls does."""
    for _ in range(40):
        if focused() is widget:
            return
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget}")


def accessible(widget: QWidget, text: QAccessible.Text = QAccessible.Text.Name) -> str:
    """What a screen reader is given for ``widget``."""
    return QAccessible.queryAccessibleInterface(widget).text(text)


@pytest.fixture
def spoken(monkeypatch) -> list[tuple[str, bool]]:
    """Each announcement, with whether it interrupts the screen reader (urgent)."""
    said: list[tuple[str, bool]] = []
    real = QAccessible.updateAccessibility

    def update(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append((event.message(), event.politeness() == QAccessible.AnnouncementPoliteness.Assertive))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return said


def test_a_screen_reader_reads_the_board_row_by_row_but_not_while_paused(qtbot, tab):
    play_board(qtbot, tab, "qa.s xoxx xfex [th]xlt")
    board = tab.board_view
    assert accessible(board) == "Boggle board"
    letters = "Row 1: Qu, A, blank, S. Row 2: X, O, X, X. Row 3: X, F, E, X. Row 4: Th, X, L, T."
    assert accessible(board, QAccessible.Text.Description) == letters
    tab_to(qtbot, board)  # where a screen reader reads it
    assert board.grab().toImage().pixelColor(1, 1) == board.palette().color(QPalette.ColorRole.Highlight)
    qtbot.keyClick(board, Qt.Key.Key_Space)  # the pause key works here too
    assert not tab.countdown.is_running()
    hidden = accessible(board, QAccessible.Text.Description)
    assert hidden == "The letters are hidden. Paused. Space or Resume to go on"
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert tab.countdown.is_running() and accessible(board, QAccessible.Text.Description) == letters


def test_the_letters_are_hidden_from_a_screen_reader_until_the_round_starts(qtbot, tab, context):
    while_solving = []
    context.tasks.task_started.connect(
        lambda _task: while_solving.append(accessible(tab.board_view, QAccessible.Text.Description))
    )
    play_board(qtbot, tab)
    assert while_solving == ["The letters are hidden. Finding every word…"]
    assert accessible(tab.board_view, QAccessible.Text.Description).startswith("Row 1: C, A, T, S.")


def test_space_presses_the_focused_button_during_a_round(qtbot, tab):
    play_board(qtbot, tab)
    tab_to(qtbot, tab.end_button)
    qtbot.keyClick(focused(), Qt.Key.Key_Space)
    assert tab.round.over  # pressed, not paused


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter], ids=["Return", "Enter"])
def test_enter_presses_the_focused_button(qtbot, tab, key):
    play_board(qtbot, tab)
    tab_to(qtbot, tab.end_button)
    qtbot.keyClick(focused(), key)
    assert tab.round.over


def test_space_opens_a_settings_box_during_a_round_without_pausing(qtbot, tab):
    play_board(qtbot, tab)
    combo = tab.settings.size_combo
    tab_to(qtbot, combo)
    qtbot.keyClick(combo, Qt.Key.Key_Space)
    assert combo.view().isVisible() and tab.countdown.is_running()
    qtbot.keyClick(combo.view(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not combo.view().isVisible(), timeout=3000)
    assert tab.countdown.is_running() and tab.board_view.cover() == ""


def test_the_entry_the_custom_board_and_the_word_tables_are_named(tab):
    panel = tab.round_panel
    assert accessible(panel.entry) == "Your word"
    assert accessible(tab.custom_edit) == "Custom board"
    assert accessible(panel.human_view) == "Your words"
    assert accessible(panel.computer_view) == "The computer's words"


def test_tab_goes_down_the_round_page(qtbot, tab):
    panel = tab.round_panel
    assert focused() is panel.entry
    order = []
    for _ in range(3):
        qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        order.append(focused())
    assert order == [panel.human_view, panel.computer_view, tab.custom_edit]


def test_verdicts_are_announced(qtbot, tab, spoken):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cot")
    enter(qtbot, tab, "cat")
    assert spoken[-2:] == [
        ("Refused: “cot” is not in the dictionary (words.txt)", False),
        (tab.round_panel.message_label.text(), False),
    ]
    assert "“cat”: 1 point" in spoken[-1][0]


def test_the_end_score_is_announced(qtbot, tab, spoken):
    play_board(qtbot, tab)
    enter(qtbot, tab, "cat")
    end_turn_with_enter(qtbot, tab)
    maximum = tab.round.solution.score
    assert (
        f"You ended your turn. You 1, Computer {maximum - 1}, Maximum possible {maximum}.",
        False,
    ) in spoken


def test_time_warnings_interrupt_the_screen_reader(qtbot, tab, spoken):
    tab.settings.timer_spin.setValue(2)
    with qtbot.waitSignal(tab.countdown.warning, timeout=5000):
        play_board(qtbot, tab)
    assert (tab.round_panel.message_label.text(), True) in spoken
    assert tab.round_panel.message_label.text().startswith("Hurry: ")
    qtbot.waitUntil(lambda: tab.round.over, timeout=5000)
    maximum = tab.round.solution.score
    assert spoken[-1] == (f"Time is up. You 0, Computer {maximum}, Maximum possible {maximum}.", True)


def test_ctrl_n_starts_a_round_from_the_window_tab_bar_and_only_while_boggle_shows(qtbot, main_window):
    tabs = main_window.tabs
    boggle = tabs.widget(main_window.tab_keys.index("boggle"))
    minesweeper = tabs.widget(main_window.tab_keys.index("minesweeper"))
    assert tabs.currentWidget() is boggle
    qtbot.waitUntil(lambda: boggle.round is not None and boggle.round.playing, timeout=10000)
    first = boggle.round
    tab_to(qtbot, tabs.tabBar())
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: boggle.round is not first and boggle.round.playing, timeout=10000)
    assert boggle.round.seed != first.seed

    # Another tab's Ctrl+N is its own: Boggle's is not active there to clash with it.
    second = boggle.round
    tabs.setCurrentWidget(minesweeper)
    theirs = [s for s in minesweeper.findChildren(QShortcut) if s.key() == QKeySequence("Ctrl+N")]
    ours = [s for s in boggle.findChildren(QShortcut) if s.key() == QKeySequence("Ctrl+N")]
    activated, ambiguous = [], []
    for shortcut in theirs:
        shortcut.activated.connect(lambda: activated.append(True))
    for shortcut in theirs + ours:
        shortcut.activatedAmbiguously.connect(lambda: ambiguous.append(True))
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)  # into the Minesweeper tab
    assert minesweeper.isAncestorOf(focused())
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert boggle.round is second and not ambiguous
    assert len(activated) == len(theirs)
