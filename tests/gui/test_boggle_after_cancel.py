"""The Boggle tab when its board is not solved as the round began: solving cancelled or failed, or
a word list chosen while the board was being solved or played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

import boggle_desktop.boggle.tab as boggle_tab_module
from boggle_desktop.boggle.tab import BoggleTab
from solvers.boggle import BoardError, parse_board

#: Every path of a 5x5 board of E spells the start of a word of E alone: solving it takes hours.
E_BOARD = "e" * 25


@pytest.fixture
def e_words(tmp_path):
    path = tmp_path / "e-words.txt"
    path.write_text("\n".join("e" * n for n in range(3, 26)) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def tab(qtbot, main_window, context) -> BoggleTab:
    """The Boggle tab shown, its first round under way with the word entry focused."""
    widget = main_window.tabs.widget(main_window.tab_keys.index("boggle"))
    main_window.tabs.setCurrentWidget(widget)
    main_window.activateWindow()
    qtbot.waitUntil(lambda: widget.round is not None and widget.round.playing, timeout=10000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget.round_panel.entry, timeout=5000)
    return widget


@pytest.fixture
def dice_show_e(monkeypatch):
    """The dice come up all E (the shake itself is random)."""
    monkeypatch.setattr(boggle_tab_module, "shake", lambda dice, seed: parse_board(E_BOARD))


def load_list(qtbot, context, path) -> None:
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.load_file(path)


def choose_bundled_list(qtbot, main_window, name: str) -> None:
    """File > Bundled Word Lists > ``name``, waiting until it is loaded."""
    action = next(a for a in main_window.word_list_actions.actions() if a.data() == name)
    with qtbot.waitSignal(main_window.context.lexicon.changed, timeout=30000):
        action.trigger()


def press_new_round(qtbot, tab: BoggleTab) -> None:
    """Ctrl+N on the word entry: the entry goes off while the board is solved, and Pause holds the focus."""
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def assert_only_a_new_round_can_be_played(tab: BoggleTab) -> None:
    # Pause and End turn stayed on, and did nothing when clicked; Pause kept the focus.
    assert not tab.pause_button.isEnabled() and not tab.end_button.isEnabled()
    assert tab.new_button.isEnabled() and tab.custom_button.isEnabled()
    assert not tab.round_panel.entry.isEnabled()
    assert tab.clock_label.text() == "Not played"
    assert focused() is tab.new_button


def test_after_a_cancelled_solve_only_a_new_round_can_be_played(
    qtbot, main_window, context, tab, e_words, dice_show_e
):
    load_list(qtbot, context, e_words)
    press_new_round(qtbot, tab)
    cancel = main_window.task_status.cancel_button
    qtbot.waitUntil(lambda: cancel.isVisible() and cancel.isEnabled(), timeout=5000)
    assert tab.board_view.cover() == "Finding every word…" and focused() is tab.pause_button
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=5000)
    assert tab.board_view.cover() == "Solving cancelled\nNew round (Ctrl+N) shakes another board"
    assert_only_a_new_round_can_be_played(tab)
    qtbot.mouseClick(tab.players_button, Qt.MouseButton.LeftButton)  # said "wait until it is [solved]"
    said = tab.round_panel.message_label.text()
    assert said.endswith("solved: play a board first (New round, Custom board).")
    tab.new_button.setFocus()
    # Enter on the focused New round shakes another board, whose round has its buttons again.
    qtbot.keyClick(focused(), Qt.Key.Key_Return)
    assert tab.board_view.cover() == "Finding every word…"
    assert tab.pause_button.isEnabled() and tab.end_button.isEnabled()
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=5000)


def test_after_a_failed_solve_only_a_new_round_can_be_played(qtbot, context, tab, monkeypatch):
    def broken(board, lexicon, rules, progress):
        raise BoardError("the solver could not read this board")

    monkeypatch.setattr(boggle_tab_module, "solve", broken)
    press_new_round(qtbot, tab)
    qtbot.waitUntil(lambda: tab.board_view.cover() == "Could not solve this board", timeout=5000)
    assert tab.round_panel.message_label.text() == (
        "Could not solve the board: the solver could not read this board"
    )
    assert_only_a_new_round_can_be_played(tab)


def test_a_word_list_chosen_while_the_board_is_solved_is_used_for_its_round(
    qtbot, main_window, context, tab, e_words, dice_show_e
):
    load_list(qtbot, context, e_words)
    press_new_round(qtbot, tab)
    qtbot.waitUntil(lambda: context.tasks.is_busy(), timeout=5000)
    assert tab.board_view.cover() == "Finding every word…"
    choose_bundled_list(qtbot, main_window, "small")
    # The round played with the list of its New round, while the status bar named the one chosen.
    assert tab.round.lexicon.name == "small"
    assert tab.round_panel.message_label.text() == "Finding every word with the small list…"
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    assert tab.round.board.text() == E_BOARD  # the same board, not another shaken
    assert "word list: small" in tab.info_label.text()
    assert focused() is tab.round_panel.entry


def test_a_word_list_chosen_during_a_round_says_it_applies_from_the_next(qtbot, main_window, tab):
    played = tab.round.lexicon.name
    choose_bundled_list(qtbot, main_window, "small")
    # The round played on with its own list, and only the line under the board named it.
    assert tab.round.playing and tab.round.lexicon.name == played
    assert tab.round_panel.notice_label.text().endswith(
        f"The new word list applies from the next round (Ctrl+N); this round keeps its own ({played})."
    )
    assert focused() is tab.round_panel.entry
    press_new_round(qtbot, tab)
    qtbot.waitUntil(lambda: tab.round.playing, timeout=10000)
    assert tab.round.lexicon.name == "small" and "word list: small" in tab.info_label.text()
    assert "The new word list" not in tab.round_panel.notice_label.text()
