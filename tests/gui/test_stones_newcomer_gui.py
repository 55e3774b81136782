"""The Stone Game tab for someone who has never read its help: the rules and the question on screen,
the first-move choice that does what it says, a game button that never offers what it cannot do, and a
game in progress that Enter does not throw away unasked."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from boggle_desktop.stones.tab import StonesTab
from solvers.stones import Position, Side
from tests.gui.test_stones_gui import (  # noqa: F401 (tab: the fixture)
    end_game_question,
    history,
    restart,
    tab,
    take,
    type_n,
)

HELP_PAGE = Path(__file__).parents[2] / "resources" / "help" / "stones.md"


@pytest.fixture
def stones(tab: StonesTab) -> StonesTab:  # noqa: F811
    """The Stone Game tab of test_stones_gui, by a name the tests can use without hiding the import."""
    return tab


def choose_first(qtbot, stones: StonesTab, first: str) -> None:
    """Pick ``first`` in the First move box from the keyboard (its two choices: Up and Down)."""
    combo = stones.play_panel.first_combo
    key = Qt.Key.Key_Down if combo.findText(first) > combo.currentIndex() else Qt.Key.Key_Up
    qtbot.keyClick(combo, key)
    assert combo.currentText() == first


def test_the_tab_states_the_rules_and_the_question(qtbot, stones):
    texts = " ".join(label.text() for label in stones.findChildren(QLabel) if label.isVisible())
    assert "whoever takes the last stone wins" in texts
    assert "the first move takes 1 to N − 1 stones" in texts
    assert "each later move 1 to the number the previous move took" in texts
    assert stones.answer_panel.title() == "The largest first move that still wins"
    play = stones.play_panel
    for widget in (
        stones.answer_panel.n_edit,
        play.first_combo,
        play.take_edit,
        play.take_button,
        play.hint_button,
    ):
        assert widget.toolTip(), widget


def test_choosing_who_moves_first_starts_a_game_nobody_has_moved_in(qtbot, stones):
    type_n(qtbot, stones, "13")
    restart(qtbot, stones, "You")
    choose_first(qtbot, stones, "The computer")
    assert stones.game.game.first is Side.COMPUTER
    qtbot.waitUntil(lambda: len(history(stones)) == 1)  # the computer moves, as the box says
    assert history(stones)[0].startswith("1. Computer took 5 stones")
    assert stones.play_panel.restart_button.text() == "Restart"


def test_choosing_you_after_the_computers_first_move_starts_again(qtbot, stones):
    """The computer's move is in the game's history; you have not moved, so nothing of yours is lost."""
    type_n(qtbot, stones, "13")
    restart(qtbot, stones, "The computer")
    qtbot.waitUntil(lambda: len(history(stones)) == 1)
    choose_first(qtbot, stones, "You")
    assert stones.game.game.first is Side.HUMAN and history(stones) == []
    assert stones.play_panel.restart_button.text() == "Restart"


def test_choosing_who_moves_first_starts_the_n_typed_above(qtbot, stones):
    type_n(qtbot, stones, "13")
    restart(qtbot, stones, "You")
    type_n(qtbot, stones, "16")  # typed, not entered: the button says "Play with N = 16"
    choose_first(qtbot, stones, "The computer")
    assert stones.game.game.n == 16 and stones.game.game.first is Side.COMPUTER


def test_a_first_move_choice_during_a_game_is_named_by_the_game_button(qtbot, stones):
    type_n(qtbot, stones, "13")
    restart(qtbot, stones, "The computer")
    qtbot.waitUntil(lambda: stones.game.waiting_for_human)
    take(qtbot, stones, 1)  # you have moved: the game stays
    qtbot.waitUntil(lambda: stones.game.waiting_for_human)
    choose_first(qtbot, stones, "You")
    button = stones.play_panel.restart_button
    assert stones.game.game.first is Side.COMPUTER and len(history(stones)) == 3
    assert button.text() == "Play, you first"
    type_n(qtbot, stones, "20")
    assert button.text() == "Play with N = 20, you first"
    choose_first(qtbot, stones, "The computer")
    assert button.text() == "Play with N = 20"
    choose_first(qtbot, stones, "You")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert stones.game.game.first is Side.HUMAN and stones.game.position == Position(20, 19)
    assert button.text() == "Restart"


def test_the_game_button_is_off_while_n_is_not_a_number(qtbot, stones):
    button = stones.play_panel.restart_button
    for text in ("2.5", "1e6"):
        type_n(qtbot, stones, text)
        assert stones.answer_panel.error_label.isVisible()
        assert not button.isEnabled() and button.text() == "Restart", text
    type_n(qtbot, stones, "20")
    assert button.isEnabled() and button.text() == "Play with N = 20"


def test_enter_in_n_asks_before_ending_a_game_you_have_moved_in(qtbot, stones):
    type_n(qtbot, stones, "13")
    restart(qtbot, stones, "You")
    type_n(qtbot, stones, "20")
    qtbot.keyClick(stones.answer_panel.n_edit, Qt.Key.Key_Return)  # no move yet: nothing to ask
    assert stones.findChild(QMessageBox) is None and stones.game.position == Position(20, 19)
    take(qtbot, stones, 4)
    qtbot.waitUntil(lambda: len(history(stones)) == 2)
    type_n(qtbot, stones, "30")
    qtbot.keyClick(stones.answer_panel.n_edit, Qt.Key.Key_Return)
    box = end_game_question(qtbot, stones)
    assert box.text() == "End the game in progress and start a new one with N = 30?"
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)  # a stray Enter loses nothing
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert stones.game.game.n == 20 and len(history(stones)) == 2
    qtbot.keyClick(stones.answer_panel.n_edit, Qt.Key.Key_Return)
    box = end_game_question(qtbot, stones)
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert stones.game.position == Position(30, 29) and history(stones) == []


def test_the_computer_losing_does_not_let_taking_everything_win(qtbot, stones):
    type_n(qtbot, stones, "32")
    restart(qtbot, stones, "The computer")
    qtbot.waitUntil(lambda: stones.game.waiting_for_human)
    assert history(stones)[0].startswith("1. Computer took 15 stones; 17 left")  # it took 16, and 16 won
    assert stones.play_panel.state_label.text() == "17 stones left. Your move: take 1 to 15."


def test_with_one_stone_the_end_says_who_wins(qtbot, stones):
    type_n(qtbot, stones, "1")
    restart(qtbot, stones, "You")
    assert stones.play_panel.message_label.text() == (
        "With one stone you cannot move (the first move may not take it): the computer wins."
    )
    choose_first(qtbot, stones, "The computer")
    assert stones.play_panel.message_label.text() == (
        "With one stone the computer cannot move (the first move may not take it): you win."
    )


def test_no_developer_words_in_the_table_check_or_the_help_page(stones):
    assert "seed" not in stones.answer_panel.check_button.toolTip()
    page = HELP_PAGE.read_text(encoding="utf-8")
    assert "seed" not in page.lower() and "tests/" not in page
