"""The Crossword tab's words never used are steps of its Undo and Redo, as grid edits are; and the
mouse wheel passing over its closed lists leaves the grid and the options alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from boggle_desktop.crossword.options_panel import EXCLUDED_KEY
from boggle_desktop.crossword.tab import CrosswordTab
from tests.gui.shown_tab import shown_tab
from tests.gui.test_crossword_gui import cell_point, choose_grid, click, press_fill, ready_tab
from tests.gui.wheel import wheel_down

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def tab(qtbot, context, settings_reset, tmp_path):
    widget = ready_tab(qtbot, context, tmp_path)
    widget.activateWindow()  # the tab's Undo and Redo keys are shortcuts: for the active window
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def type_at(qtbot, tab: CrosswordTab, row: int, col: int, letters: str) -> None:
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, row, col))
    qtbot.keyClicks(tab.grid_view, letters)


def never_use(qtbot, tab: CrosswordTab, text: str) -> None:
    """Type ``text`` over the Never use field's text and press Enter."""
    tab.side_tabs.setCurrentWidget(tab.options_panel)
    field = tab.options_panel.excluded_edit
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def shown_and_kept(tab: CrosswordTab) -> tuple[frozenset[str], str, object]:
    """The words never used, as the fills use them, as the field shows them, as the settings keep them."""
    return tab.options_panel.excluded, tab.options_panel.excluded_edit.text(), QSettings().value(EXCLUDED_KEY)


def test_ctrl_z_in_the_never_use_field_undoes_the_list_entered_then_the_grid(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    type_at(qtbot, tab, 0, 0, "g")
    edited = tab.grid_model.grid
    never_use(qtbot, tab, "cat, ox")
    assert shown_and_kept(tab) == ({"cat", "ox"}, "cat, ox", "cat, ox")
    field = tab.options_panel.excluded_edit

    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)  # the field has no typing left: the tab's Undo
    assert shown_and_kept(tab) == (frozenset(), "", None)
    assert tab.grid_model.grid == edited
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert tab.grid_model.grid.name == "exercise 1" and tab.grid_model.grid != edited
    assert tab.options_panel.excluded == frozenset()

    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Y, CTRL)
    assert tab.grid_model.grid == edited and tab.options_panel.excluded == frozenset()
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Y, CTRL)
    assert shown_and_kept(tab) == ({"cat", "ox"}, "cat, ox", "cat, ox")
    assert tab.grid_model.grid == edited


def test_typing_in_the_never_use_field_is_undone_there_first(qtbot, tab):
    type_at(qtbot, tab, 0, 0, "g")
    edited = tab.grid_model.grid
    never_use(qtbot, tab, "cat")
    field = tab.options_panel.excluded_edit
    qtbot.keyClicks(field, ", ox")  # not entered yet: the field's own typing
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert field.text() == "cat" and tab.options_panel.excluded == {"cat"}

    # A list refused keeps its typing, for Ctrl+Z to take back rather than an older step.
    qtbot.keyClicks(field, ", c3po")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert tab.status_label.text().startswith("Never use: word 2, 'c3po', is not letters a-z")
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)
    assert field.text() == "cat" and tab.options_panel.excluded == {"cat"}
    assert tab.grid_model.grid == edited
    qtbot.keyClick(field, Qt.Key.Key_Z, CTRL)  # nothing typed left: the list entered goes
    assert shown_and_kept(tab) == (frozenset(), "", None)
    assert tab.grid_model.grid == edited


def test_never_use_this_word_from_the_entries_is_undone_by_the_undo_button(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    fill = tab.rows_on_screen()
    panel = tab.entries_panel
    tab.side_tabs.setCurrentWidget(panel)
    model = panel.view.model()
    go = model.match(model.index(0, 0), Qt.ItemDataRole.DisplayRole, "3 Across")[0]
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=panel.view.visualRect(go).center())
    click(qtbot, panel.exclude_button)
    assert shown_and_kept(tab) == ({"go"}, "go", "go")
    assert "go" not in {candidate.word for candidate in tab.candidates.rows}

    click(qtbot, tab.undo_button)
    assert shown_and_kept(tab) == (frozenset(), "", None)
    assert tab.status_label.text() == "Never use: 0 words left out of fills."
    assert "go" in {candidate.word for candidate in tab.candidates.rows}
    assert tab.grid_model.grid.name == "exercise 1"
    assert tab.rows_on_screen() == fill and tab.keep_button.isEnabled()  # the fill shown stays
    click(qtbot, tab.redo_button)
    assert shown_and_kept(tab) == ({"go"}, "go", "go")
    assert tab.status_label.text() == "Never use: 1 word left out of fills."
    assert tab.rows_on_screen() == fill


def test_the_words_kept_from_last_time_are_no_step_to_undo(qtbot, context, settings_reset):
    QSettings().setValue(EXCLUDED_KEY, "oreo, esne")
    tab = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: tab.index_task is None and tab.fill_task is None, timeout=20000)
    assert not tab.undo_button.isEnabled()
    assert tab.grid_model.excluded == tab.options_panel.excluded == {"oreo", "esne"}


# ------------------------------------------------------------------ the wheel


def test_the_wheel_passing_over_the_grid_list_leaves_the_grid(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    type_at(qtbot, tab, 0, 0, "g")
    edited = tab.grid_model.grid
    wheel_down(tab.sample_combo)  # the focus is on the grid
    wheel_down(tab.sample_combo)
    assert tab.grid_model.grid == edited and tab.sample_combo.currentIndex() == -1  # "Edited grid"
    assert tab.grid_view.hasFocus()

    qtbot.keyClick(tab, Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier)  # to the grid list
    assert tab.sample_combo.hasFocus()
    wheel_down(tab.sample_combo)  # now the wheel chooses
    assert tab.grid_model.grid != edited


def test_the_wheel_passing_over_the_options_leaves_them(qtbot, tab):
    """A wheel turned to scroll the Options page changed the algorithm or the level it passed over
    (a level changed stops a search and indexes the words again)."""
    options = tab.options_panel
    tab.side_tabs.setCurrentWidget(options)
    tab.grid_view.setFocus()
    combos = (options.algorithm_combo, options.order_combo, options.level_combo, options.mode_combo)
    chosen = [combo.currentIndex() for combo in combos]
    for combo in combos:
        wheel_down(combo)
    assert [combo.currentIndex() for combo in combos] == chosen
    assert tab.index_task is None

    options.level_combo.setFocus()  # as a click or Tab gives it
    wheel_down(options.level_combo)
    assert options.level_combo.currentIndex() == chosen[2] + 1
    qtbot.waitUntil(lambda: tab.index_task is None and tab.fill_task is None, timeout=20000)
