"""The Boggle tab for a French or Dutch player: accented words typed, accented and IJ boards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

from boggle_desktop.boggle.tab import BoggleTab
from tests.gui.shown_tab import shown_tab

#: The word list of this module's `context`: French and Dutch words, accents and all.
WORDS = ["été", "étés", "thé", "ijs", "ijzer"]


@pytest.fixture
def word_file(tmp_path):
    path = tmp_path / "mots.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, BoggleTab(context))
    qtbot.waitUntil(lambda: widget.round is not None and widget.round.playing, timeout=10000)
    return widget


def type_keys(widget: QWidget, text: str) -> None:
    """Type ``text`` as a French or Dutch keyboard does: a key press and release per character,
    carrying the character (QTest's keyClicks knows only the keys of a US keyboard)."""
    for ch in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                widget, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch)
            )


def play_custom(qtbot, tab: BoggleTab, typed: str, text: str) -> None:
    """Type ``typed`` in the Custom board field, press Custom board, wait for the round on ``text``."""
    tab.custom_edit.clear()
    type_keys(tab.custom_edit, typed)
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round.playing and tab.round.board.text() == text, timeout=10000)


def enter(qtbot, tab: BoggleTab, text: str) -> str:
    type_keys(tab.round_panel.entry, text)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
    return tab.round_panel.message_label.text()


def your_words(tab: BoggleTab) -> list[str]:
    model = tab.round_panel.human_model
    return sorted(model.data(model.index(row, 0)) for row in range(model.rowCount()))


def test_an_accented_word_typed_is_played_folded(qtbot, tab):
    play_custom(qtbot, tab, "ÉTÉS xxxx xxxx xxxx", "etesxxxxxxxxxxxx")
    assert enter(qtbot, tab, "été") == "“été” (read as ete): 1 point"
    assert "already found" in enter(qtbot, tab, "ÉTÉ")
    assert "1 point" in enter(qtbot, tab, "étés")
    assert your_words(tab) == ["ete", "etes"]


def test_a_dutch_board_with_ij_faces_is_played(qtbot, tab):
    play_custom(qtbot, tab, "[ij]sxx zerx ĳxxx xxxx", "[ij]sxxzerx[ij]xxxxxxx")
    assert tab.round.board.rows()[0][0] == "IJ"
    assert "1 point" in enter(qtbot, tab, "ijs")
    assert "2 points" in enter(qtbot, tab, "ĳzer")
    assert your_words(tab) == ["ijs", "ijzer"]


def test_a_letter_of_another_alphabet_is_named(qtbot, tab):
    play_custom(qtbot, tab, "étés xxxx xxxx xxxx", "etesxxxxxxxxxxxx")
    message = enter(qtbot, tab, "еte")  # a Cyrillic е, which looks like a Latin e
    assert "'е' (U+0435 CYRILLIC SMALL LETTER IE) is not a letter" in message
    assert your_words(tab) == []
