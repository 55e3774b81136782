"""A search for several fills, or a count, that finds the grid's one fill shows it, ready to keep:
the grid showed the search's empty end state, with Keep fill off, under "Filled: the only one there
is"."""

from __future__ import annotations

import pytest

from tests.gui.test_crossword_gui import EXERCISE_1, choose_grid, press_fill, tab  # noqa: F401


@pytest.mark.parametrize("mode", ["several", "count"])
def test_the_one_fill_found_is_shown_and_can_be_kept(qtbot, tab, mode):  # noqa: F811
    choose_grid(qtbot, tab, "exercise 1")
    options = tab.options_panel
    options.mode_combo.setCurrentIndex(options.mode_combo.findData(mode))
    press_fill(qtbot, tab)
    assert tab.result.count == 1 and len(tab.result.fills) == 1
    fill = tab.result.fills[0].rows
    assert tab.rows_on_screen() == list(fill)
    assert tab.keep_button.isEnabled()
    tab.keep_button.click()
    assert tab.grid_model.grid.rows == fill
