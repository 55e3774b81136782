"""Score players' lists, driven as a club organiser would: open it from the Boggle tab for the
board shown, type names and words, score, read the results; and the mistakes it says."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QHeaderView, QWidget

from boggle_desktop.boggle.players_dialog import MAX_PLAYERS, PlayersDialog
from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.context import AppContext
from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.work import TaskManager
from tests.gui.shown_tab import shown_tab

# c a t s
# x o x x
# x f e x
# x x l t
BOARD = "cats xoxx xfex xxlt"
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def tab(qtbot, context, settings_reset):
    """The Boggle tab with BOARD, typed as a custom board, played and its round over."""
    widget = shown_tab(qtbot, BoggleTab(context))
    widget.custom_edit.setText(BOARD)
    qtbot.mouseClick(widget.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: widget.round.playing and widget.round.board.text() == BOARD.replace(" ", ""), timeout=10000
    )
    qtbot.mouseClick(widget.end_button, Qt.MouseButton.LeftButton)  # the lists are written: the round ends
    assert widget.round.over
    return widget


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def shown_dialog(tab: BoggleTab) -> PlayersDialog | None:
    dialog = tab.findChild(PlayersDialog)
    return dialog if dialog is not None and dialog.isVisible() else None


def open_dialog(qtbot, tab: BoggleTab) -> PlayersDialog:
    qtbot.mouseClick(tab.players_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown_dialog(tab) is not None)
    dialog = shown_dialog(tab)
    qtbot.waitUntil(lambda: focused() is dialog.boxes[0].name)  # the first name, ready for typing
    return dialog


def type_player(qtbot, name: str, words: str) -> None:
    """Type a name where the focus is, Tab to the words, type them line by line, Tab on."""
    qtbot.keyClicks(focused(), name)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    for number, line in enumerate(words.split("\n")):
        if number:
            qtbot.keyClick(focused(), Qt.Key.Key_Return)
        qtbot.keyClicks(focused(), line)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)


def table(dialog: PlayersDialog) -> list[tuple[str, ...]]:
    """The results table as shown, row by row (through its sorting proxy)."""
    model = dialog.view.model()
    return [
        tuple(model.data(model.index(row, column)) for column in range(model.columnCount()))
        for row in range(model.rowCount())
    ]


def click_header(qtbot, header: QHeaderView, section: int) -> None:
    centre = QPoint(
        header.sectionViewportPosition(section) + header.sectionSize(section) // 2, header.height() // 2
    )
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=centre)


def test_two_players_typed_and_scored_with_shared_words_crossed_out(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    assert dialog.windowTitle() == "Score players' lists"
    type_player(qtbot, "Bob", "cat felt Cat")
    type_player(qtbot, "Zoe", "cat, coats\nDOG")
    assert focused() is dialog.add_button  # Tab went from the last player's words on to the controls
    assert dialog.cross_out_box.isChecked()
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    # Ranked by score (the table too, until a header is clicked); each word judged as the game
    # judges it, a player's own repeat refused.
    assert dialog.summary_label.text().splitlines() == [
        "Zoe: 2 points (3 words: 1 scored, 1 crossed out, 1 refused)",
        "Bob: 1 point (3 words: 1 scored, 1 crossed out, 1 refused)",
    ]
    assert table(dialog) == [
        ("Zoe", "cat", "0", "crossed out (also Bob)"),
        ("Zoe", "coats", "2", "scored"),
        ("Zoe", "DOG", "0", "refused: “dog” is not on the board"),
        ("Bob", "cat", "0", "crossed out (also Zoe)"),
        ("Bob", "felt", "1", "scored"),
        ("Bob", "Cat", "0", "refused: “cat” is in the list twice"),
    ]
    header = dialog.view.horizontalHeader()
    click_header(qtbot, header, 2)
    click_header(qtbot, header, 2)  # the second click sorts highest first, points as numbers
    assert [row[2] for row in table(dialog)] == ["2", "1", "0", "0", "0", "0"]
    click_header(qtbot, header, 1)
    assert [row[1] for row in table(dialog)][:3] == ["cat", "cat", "Cat"]
    click_header(qtbot, header, 0)
    assert [row[0] for row in table(dialog)] == ["Bob"] * 3 + ["Zoe"] * 3


def test_shared_words_score_for_each_player_with_the_box_unchecked(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    type_player(qtbot, "Alice", "cat coats")
    type_player(qtbot, "Bob", "CAT")
    dialog.cross_out_box.setFocus()
    qtbot.keyClick(dialog.cross_out_box, Qt.Key.Key_Space)
    assert not dialog.cross_out_box.isChecked()
    qtbot.keyClick(dialog.score_button, Qt.Key.Key_Space)
    assert dialog.summary_label.text().splitlines() == [
        "Alice: 3 points (2 words: 2 scored)",
        "Bob: 1 point (1 word: 1 scored)",
    ]
    assert table(dialog)[0] == ("Alice", "cat", "1", "scored (also Bob)")


def test_during_a_round_with_words_found_it_asks_to_end_the_round_first(qtbot, tab):
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)  # the board again, a round under way
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    qtbot.keyClicks(tab.round_panel.entry, "cat")
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_P, CTRL_SHIFT)
    # It would show the board while covered and check any word: an answer checker mid-round.
    assert shown_dialog(tab) is None and tab.countdown.is_running()
    assert tab.round_panel.message_label.text().startswith(
        "Players' lists are scored once the round on this board is over: press End turn first"
    )


def test_a_round_with_no_word_found_ends_unkept_for_the_scoring(qtbot, tab):
    """The board played at the table: ending the app's wordless round put a 0-point round in History."""
    kept = len(tab.store.rounds())
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_P, CTRL_SHIFT)
    qtbot.waitUntil(lambda: shown_dialog(tab) is not None)
    assert tab.round.over and len(tab.store.rounds()) == kept
    assert tab.round_panel.message_label.text().startswith(
        "The round ends for scoring the players' lists. The computer (hard) found"
    )
    assert tab.round_panel.message_label.text().endswith("the round is not kept in History.")


def test_the_shortcut_opens_it_for_the_board_shown(qtbot, tab):
    qtbot.keyClick(tab.round_panel.computer_view, Qt.Key.Key_P, CTRL_SHIFT)
    qtbot.waitUntil(lambda: shown_dialog(tab) is not None)
    dialog = shown_dialog(tab)
    qtbot.waitUntil(lambda: focused() is dialog.boxes[0].name)
    texts = " ".join(label.text() for label in dialog.findChildren(type(dialog.message_label)))
    assert "C  A  T  S" in texts and "Official rules" in texts and "word list words.txt" in texts
    room = dialog.screen().availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)


def test_players_are_added_up_to_eight_and_tab_goes_through_them_in_turn(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    for count in range(3, MAX_PLAYERS + 1):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        assert len(dialog.boxes) == count
        assert focused() is dialog.boxes[-1].name  # ready for the new player's name
    assert not dialog.add_button.isEnabled()
    dialog.boxes[1].words.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is dialog.boxes[2].name
    dialog.boxes[-1].words.setFocus()
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    assert focused() is dialog.cross_out_box  # Add player is disabled: skipped


def test_duplicate_names_are_refused_naming_the_players(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    type_player(qtbot, "Alice", "cat")
    type_player(qtbot, "alice ", "felt")
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    assert dialog.message_label.text() == (
        "Players 1 and 2 are both named “alice”: give each player a name of their own."
    )
    assert focused() is dialog.boxes[1].name
    assert table(dialog) == [] and dialog.summary_label.text() == ""


def test_an_empty_name_is_refused_and_an_empty_player_left_out(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)  # player 3, left empty
    dialog.boxes[0].name.setFocus()
    type_player(qtbot, "Alice", "cat")
    type_player(qtbot, "", "felt")
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    assert dialog.message_label.text() == (
        "Player 2's name is empty: type a name, or clear their words to leave them out."
    )
    assert focused() is dialog.boxes[1].name
    qtbot.keyClicks(focused(), "Bob")
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    assert dialog.message_label.text() == ""
    assert dialog.summary_label.text().splitlines() == [
        "Alice: 1 point (1 word: 1 scored)",
        "Bob: 1 point (1 word: 1 scored)",
    ]


def test_nothing_typed_is_said(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    assert dialog.message_label.text() == "Type at least one player's name and words first."


def test_before_a_board_is_solved_it_says_to_wait(qtbot, tmp_path, settings_reset):
    tasks = TaskManager()
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    tab = shown_tab(qtbot, BoggleTab(AppContext(tasks, LexiconService(tasks), data_dir)))  # no list yet
    qtbot.mouseClick(tab.players_button, Qt.MouseButton.LeftButton)
    assert tab.findChild(PlayersDialog) is None
    assert "scored on the board shown once it is solved" in tab.round_panel.message_label.text()
    tasks.shutdown()
