"""The Minesweeper tab on large positions: a million listed arrangements, a big board played fast,
the analysis panel at the smallest window size, rows that can be told apart, the level box."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel

from boggle_desktop.minesweeper import tab as tab_module
from boggle_desktop.minesweeper.models import ArrangementListModel
from boggle_desktop.minesweeper.tab import MinesweeperTab
from boggle_desktop.minesweeper.views import BoardView
from solvers.minesweeper.position import HIDDEN
from tests.solvers.minesweeper_brute import LARGE_FRONTIER


def shown_tab(qtbot, context) -> MinesweeperTab:
    widget = MinesweeperTab(context)
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, context)
    yield widget
    widget.set_auto_play(False)
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def open_large_frontier(qtbot, tab, tmp_path: Path) -> None:
    """Open the 30x16 position with 4.5 x 10^22 frontier arrangements and wait for its analysis."""
    path = tmp_path / "large.mine"
    path.write_text(LARGE_FRONTIER)
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=60000)


def click(qtbot, tab, row, col, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(tab.board, button, pos=tab.board.cell_rect(row, col).center())


def test_a_million_arrangements_are_shown_without_asking_about_every_row(
    qtbot, context, settings_reset, tmp_path, monkeypatch
):
    asked = []
    row_count = ArrangementListModel.rowCount
    # before the model is made: Qt's calls reach only the methods its class had then
    monkeypatch.setattr(ArrangementListModel, "rowCount", lambda *args: asked.append(1) or row_count(*args))
    tab = shown_tab(qtbot, context)
    open_large_frontier(qtbot, tab, tmp_path)
    view = tab.panel.arrangement_view
    qtbot.wait(300)  # the view lays its rows out in the event loop
    assert tab.arrangements.rowCount() == ArrangementListModel.MAX_ROWS
    assert len(asked) < 1000  # not once or twice per row, as a list view laying out every row did
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)  # scrolling still works
    qtbot.wait(50)
    bottom = view.indexAt(QPoint(2, view.viewport().height() - 3))
    assert bottom.row() == ArrangementListModel.MAX_ROWS - 1
    assert bottom.data().startswith("#1000000: ")


def test_a_paint_draws_only_the_cells_that_changed(qtbot, tab, monkeypatch):
    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)  # no overlay: one flag, one cell
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("expert"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 8, 15)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=20000)
    drawn = []
    paint_cell = BoardView._paint_cell
    monkeypatch.setattr(BoardView, "_paint_cell", lambda *args: drawn.append(1) or paint_cell(*args))
    tab.board.repaint()
    assert drawn == []  # nothing changed since the last paint
    hidden = tab.model.game.state.index(HIDDEN)
    click(qtbot, tab, *divmod(hidden, 30), Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=20000)
    tab.board.repaint()
    assert len(drawn) == 1  # the flagged cell, not all 480


def test_the_moves_of_a_game_do_not_write_the_settings_file(qtbot, tab, monkeypatch):
    written = []
    monkeypatch.setattr(tab_module, "save_setting", lambda key, value: written.append(key))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    for row, col in ((4, 4), (0, 0), (8, 8)):
        click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
        click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
    click(qtbot, tab, 4, 4)
    assert tab.model.game.started
    assert written == []  # the game is not kept, so writing the position again is a waste
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    tab.brush_group.button(1 + 2).click()
    click(qtbot, tab, 0, 0)
    assert written == [tab_module.POSITION_KEY] * 2  # an edit is kept at once (crash-safe)


def test_at_the_smallest_window_no_text_of_the_analysis_is_cut(qtbot, main_window, tmp_path):
    tab = main_window.tabs.widget(main_window.tab_keys.index("minesweeper"))
    main_window.tabs.setCurrentWidget(tab)
    open_large_frontier(qtbot, tab, tmp_path)
    main_window.resize(main_window.minimumSizeHint().expandedTo(main_window.minimumSize()))
    qtbot.wait(200)
    assert "\u00d7 10" in tab.panel.boards_label.text()  # a 37-digit count, shortened
    for label in tab.panel.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        else:
            assert label.height() >= label.sizeHint().height(), label.text()
            assert label.width() >= label.sizeHint().width(), label.text()


def test_neighbouring_arrangements_differ_in_what_their_rows_show(qtbot, tab, tmp_path):
    open_large_frontier(qtbot, tab, tmp_path)
    view = tab.panel.arrangement_view
    metrics = view.fontMetrics()
    shown = []
    for row in range(1, 8):
        index = tab.arrangements.index(row)
        text = metrics.elidedText(index.data(), Qt.TextElideMode.ElideRight, view.viewport().width())
        shown.append(text.split(": ", 1)[1])  # without the row number
    assert len(set(shown)) == len(shown), shown


def test_an_opened_position_names_its_level_or_custom(qtbot, tab, tmp_path):
    assert tab.level_combo.currentData() == "beginner"
    open_large_frontier(qtbot, tab, tmp_path)  # 30x16 with 99 mines
    assert tab.level_combo.currentText().startswith("Expert")
    path = tmp_path / "small.mine"
    path.write_text("5x2x3\nHHHHH\nH1H0H\n")
    tab.open_path(path)
    assert tab.level_combo.currentData() == "custom"
    assert (tab.width_spin.value(), tab.height_spin.value(), tab.mines_spin.value()) == (5, 2, 3)
