"""Score players' lists keeps what the organiser typed: closed by Esc, Close or the window's close
box, or cut short by a crash, the dialog opened again on the same board shows every name and word;
on another board the names stay and the words start empty."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from boggle_desktop.boggle import players_dialog
from boggle_desktop.boggle.players_dialog import PlayersDialog
from boggle_desktop.boggle.tab import BoggleTab
from tests.gui.shown_tab import shown_tab
from tests.gui.test_boggle_gui import play_board
from tests.gui.test_boggle_players_gui import BOARD, focused, open_dialog, shown_dialog, type_player
from tests.tab_process import run_tab_process

#: Another board, for the next round: d o g s / x o x x / x f e x / x x l t.
OTHER_BOARD = "dogs xoxx xfex xxlt"
ANN = "cat cats act\nscat coat"
BOB = "cat, tacos felt"


def round_over(qtbot, tab: BoggleTab, board: str) -> None:
    """``board`` typed as a custom board and played at the table: its round is over."""
    play_board(qtbot, tab, board)
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    assert tab.round.over


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, BoggleTab(context))
    round_over(qtbot, widget, BOARD)
    return widget


def sheets(dialog: PlayersDialog) -> list[tuple[str, str]]:
    return [(box.name.text(), box.words.toPlainText()) for box in dialog.boxes]


def typed_and_closed(qtbot, tab: BoggleTab, close) -> None:
    """Ann's and Bob's lists typed, then the dialog closed by ``close`` (the dialog shown)."""
    dialog = open_dialog(qtbot, tab)
    type_player(qtbot, "Ann", ANN)
    type_player(qtbot, "Bob", BOB)
    close(dialog)
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)


def escape_in_words(qtbot):
    def close(dialog: PlayersDialog) -> None:
        qtbot.mouseClick(dialog.boxes[1].words.viewport(), Qt.MouseButton.LeftButton)
        assert focused() is dialog.boxes[1].words
        qtbot.keyClick(focused(), Qt.Key.Key_Escape)

    return close


def close_button(qtbot):
    def close(dialog: PlayersDialog) -> None:
        button = dialog.buttons.button(dialog.buttons.StandardButton.Close)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    return close


def close_box(qtbot):
    return PlayersDialog.close  # what the window's close box does


@pytest.mark.parametrize("closing", [escape_in_words, close_button, close_box])
def test_lists_closed_unscored_are_shown_again_on_the_same_board(qtbot, tab, closing):
    typed_and_closed(qtbot, tab, closing(qtbot))
    dialog = open_dialog(qtbot, tab)
    assert sheets(dialog) == [("Ann", ANN), ("Bob", BOB)]
    assert dialog.message_label.text() == "The names and words typed for this board before are shown again."
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    assert dialog.summary_label.text().splitlines()[0].startswith("Ann: ")


def test_every_box_added_is_shown_again(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(focused(), "Dee")  # the fourth box's name, focused when added
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)
    assert sheets(open_dialog(qtbot, tab)) == [("", ""), ("", ""), ("", ""), ("Dee", "")]


def test_another_board_keeps_the_names_and_starts_the_words_empty(qtbot, tab):
    typed_and_closed(qtbot, tab, escape_in_words(qtbot))
    round_over(qtbot, tab, OTHER_BOARD)
    dialog = open_dialog(qtbot, tab)
    assert sheets(dialog) == [("Ann", ""), ("Bob", "")]
    assert dialog.message_label.text() == (
        "The names are kept from the last board, catsxoxxxfexxxlt. Its words are kept until you type "
        "here: play that board again (Custom board) to see them."
    )
    dialog.reject()
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)
    round_over(qtbot, tab, BOARD)  # nothing was typed for the other board: the lists are still there
    dialog = open_dialog(qtbot, tab)
    assert sheets(dialog) == [("Ann", ANN), ("Bob", BOB)]
    dialog.reject()
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)

    round_over(qtbot, tab, OTHER_BOARD)
    open_dialog(qtbot, tab)
    qtbot.keyClick(focused(), Qt.Key.Key_Tab)
    qtbot.keyClicks(focused(), "dog dogs")  # Ann's words for this board
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)
    round_over(qtbot, tab, BOARD)
    assert sheets(open_dialog(qtbot, tab)) == [("Ann", ""), ("Bob", "")]


def test_lists_that_cannot_be_read_leave_the_boxes_empty_and_say_so(qtbot, tab):
    QSettings().setValue(players_dialog.PLAYERS_KEY, '{"board": "catsxoxxxfexxxlt", "players": [["Ann"]]}')
    dialog = open_dialog(qtbot, tab)
    assert sheets(dialog) == [("", ""), ("", "")]
    assert dialog.message_label.text() == (
        "The players' lists kept from before cannot be read (they are not a board and players' names "
        "and words); the boxes start empty."
    )


def test_lists_survive_a_crash_and_come_back_on_the_same_board(tmp_path, word_file):
    start = f"""
        from boggle_desktop.boggle.players_dialog import PlayersDialog
        tab.context.lexicon.load_file({str(word_file)!r})
        wait(lambda: tab.round is not None and tab.round.playing)
        tab.custom_edit.setText({BOARD!r})
        QTest.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
        wait(lambda: tab.round.playing and tab.round.board.text() == {BOARD.replace(" ", "")!r})
        QTest.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
        QTest.mouseClick(tab.players_button, Qt.MouseButton.LeftButton)
        wait(lambda: tab.findChild(PlayersDialog) is not None)
        dialog = tab.findChild(PlayersDialog)
        """
    run_tab_process(
        tmp_path,
        BoggleTab,
        start
        + f"""
        for box, name, words in zip(dialog.boxes, ("Ann", "Bob"), ({ANN!r}, {BOB!r})):
            QTest.keyClicks(box.name, name)
            for number, line in enumerate(words.split("\\n")):
                if number:
                    QTest.keyClick(box.words, Qt.Key.Key_Return)
                QTest.keyClicks(box.words, line)
        os._exit(3)  # killed with the dialog open
        """,
    )
    restarted = run_tab_process(
        tmp_path,
        BoggleTab,
        start
        + """
        print(repr([(box.name.text(), box.words.toPlainText()) for box in dialog.boxes]))
        """,
    )
    assert restarted.strip() == repr([("Ann", ANN), ("Bob", BOB)])


def test_boxes_typed_in_and_erased_are_not_said_to_be_shown_again(qtbot, tab):
    dialog = open_dialog(qtbot, tab)
    qtbot.keyClicks(focused(), "A")
    qtbot.keyClick(focused(), Qt.Key.Key_Backspace)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: shown_dialog(tab) is None)
    dialog = open_dialog(qtbot, tab)
    # It said "The names and words typed for this board before are shown again." over empty boxes.
    assert sheets(dialog) == [("", ""), ("", "")] and dialog.message_label.text() == ""
