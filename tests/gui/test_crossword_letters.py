"""Letters typed into the crossword grid on French, Spanish, Polish or Turkish keyboards: accented
letters go in as plain ones; a key that is no letter a-z says why, on screen and to a screen reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.gui.test_crossword_gui import cell_point, click, ready_tab


@pytest.fixture
def tab(qtbot, context, settings_reset, tmp_path):
    widget = ready_tab(qtbot, context, tmp_path, ["cat", "cot", "eat"])
    widget.options_panel.rows_spin.setValue(3)
    widget.options_panel.cols_spin.setValue(5)
    click(qtbot, widget.options_panel.new_button)
    qtbot.mouseClick(widget.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(widget, 0, 1))
    return widget


def type_key(view, text: str, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key as a keyboard of that language sends it: Qt's key code is the character in capitals.
    (QTest.keyClicks cannot: it sends each character as Latin-1, so ł, İ or ı as nothing.)"""
    QTest.sendKeyEvent(QTest.KeyAction.Click, view, Qt.Key(ord(text.upper()[0])), text, modifiers)


@pytest.mark.parametrize(
    ("typed", "letter"), [("é", "e"), ("É", "e"), ("ñ", "n"), ("ł", "l"), ("İ", "i"), ("ı", "i"), ("ç", "c")]
)
def test_an_accented_letter_goes_in_as_the_plain_letter(qtbot, tab, typed, letter):
    view = tab.grid_view
    type_key(view, typed)
    assert tab.grid_model.grid.rows == (f".{letter}...", ".....", ".....")
    assert view.cursor == (0, 2)  # and the cursor steps on, as after any letter
    type_key(view, "a")
    assert tab.grid_model.grid.rows[0] == f".{letter}a.."


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("ß", "'ß' (U+00DF LATIN SMALL LETTER SHARP S) is written SS in a crossword: type those letters."),
        (
            "ж",
            "'ж' (U+0436 CYRILLIC SMALL LETTER ZHE) goes in no cell: use the letters a-z only (é is E), "
            "and # for a block.",
        ),
        ("7", "'7' goes in no cell: use the letters a-z only (é is E), and # for a block."),
    ],
)
def test_a_key_that_is_no_letter_says_why_it_did_nothing(qtbot, tab, announcements, typed, message):
    view = tab.grid_view
    type_key(view, typed)
    assert tab.grid_model.grid.rows == (".....",) * 3 and view.cursor == (0, 1)
    assert tab.status_label.text() == message
    assert announcements[-1] == message
    type_key(view, "c")  # the next letter goes in, and the grid's own status line is back
    assert tab.grid_model.grid.rows[0] == ".c..." and tab.status_label.text().startswith("new 3x5")


def test_ctrl_or_alt_with_an_accented_letter_is_a_command_not_typing(qtbot, tab, announcements):
    view = tab.grid_view
    status = tab.status_label.text()
    for modifiers in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.MetaModifier):
        for typed in ("é", "ж"):
            type_key(view, typed, modifiers)
    type_key(view, "e", Qt.KeyboardModifier.AltModifier)  # a mnemonic
    assert tab.grid_model.grid.rows == (".....",) * 3 and tab.status_label.text() == status
    assert not announcements


def test_a_letter_typed_through_altgr_or_option_is_typing(qtbot, tab):
    # ą is AltGr+A on a Polish keyboard, which Windows reports as Ctrl+Alt; é is Option+E, E on a Mac.
    view = tab.grid_view
    type_key(view, "ą", Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
    type_key(view, "é", Qt.KeyboardModifier.AltModifier)
    assert tab.grid_model.grid.rows[0] == ".ae.."


def test_a_grid_file_with_accented_letters_opens(qtbot, tab, tmp_path):
    path = tmp_path / "été.txt"
    path.write_text("# été\nÉté\n...\n", encoding="utf-8")
    assert tab.load_path(path)
    assert tab.grid_model.grid.rows == ("ete", "...")
