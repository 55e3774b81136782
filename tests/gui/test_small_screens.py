"""Small screens and large text: the window fits a 1366x768 screen with a 16-point font, and the room
goes where the person looks (your words while you play, the answer, the sheets before scoring); long
words and help pages are read whole without scrolling sideways."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QTableView, QToolTip

from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.crossword.tab import CrosswordTab
from boggle_desktop.dialogs import HelpDialog
from boggle_desktop.main_window import MainWindow
from boggle_desktop.stones.tab import StonesTab
from tests.gui.shown_tab import shown_tab
from tests.gui.test_boggle_gui import BOARD, enter, play_board
from tests.gui.test_boggle_players_gui import open_dialog, type_player
from tests.gui.test_crossword_gui import WORDS, use_words

#: What a 1366x768 screen leaves a window, less a task bar and a title bar.
SMALL_SCREEN = (1366, 698)
#: A word longer than the Words panel's word column is wide.
LONG_WORD = "pneumonoultramicroscopics"


@pytest.fixture
def large_text(qapp):
    """A 16-point application font, set before the widgets are made (as a person's desktop setting
    would be), and the default again afterwards."""
    default = qapp.font()
    large = qapp.font()
    large.setPointSizeF(16)
    qapp.setFont(large)
    yield
    qapp.setFont(default)


def window_minimum(qtbot, context) -> tuple[int, int]:
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    least = window.minimumSizeHint()
    window.close()
    return least.width(), least.height()


def test_the_window_is_not_taller_than_a_small_screen(qtbot, context, settings_reset):
    width, height = window_minimum(qtbot, context)
    assert height <= 500 and width <= 860


def test_with_large_text_the_window_still_fits_a_1366_by_768_screen(
    qtbot, context, settings_reset, large_text
):
    width, height = window_minimum(qtbot, context)
    assert width <= SMALL_SCREEN[0] and height <= SMALL_SCREEN[1] - 30


def rows_shown(view: QTableView) -> float:
    return view.viewport().height() / view.verticalHeader().defaultSectionSize()


def test_while_you_play_your_words_have_the_room_and_after_the_turn_the_computers(
    qtbot, context, settings_reset
):
    tab = shown_tab(qtbot, BoggleTab(context))
    tab.resize(1100, 560)
    play_board(qtbot, tab, BOARD)
    for word in ("cat", "cats", "coat"):
        enter(qtbot, tab, word)
    panel = tab.round_panel
    assert rows_shown(panel.human_view) >= 8
    assert panel.computer_view.height() < panel.human_view.height() / 4
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.computer_model.rowCount() > 0)
    qtbot.waitUntil(lambda: panel.computer_view.height() > 1.5 * panel.human_view.height())


def hover(view: QTableView, row: int, column: int) -> str:
    """The tooltip shown on resting the mouse on a cell ("" for none)."""
    QToolTip.hideText()
    point = view.visualRect(view.model().index(row, column)).center()
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, point, view.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def look_up(qtbot, tab: CrosswordTab, pattern: str) -> QTableView:
    panel = tab.words_panel
    panel.edit.clear()
    qtbot.keyClicks(panel.edit, pattern)
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    return panel.view


def test_a_word_cut_short_in_a_side_table_shows_whole_on_hovering(
    qtbot, context, settings_reset, tmp_path: Path
):
    tab = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: tab.index_task is None and tab.fill_task is None, timeout=20000)
    use_words(qtbot, tab, tmp_path, [*WORDS, LONG_WORD])
    tab.side_tabs.setCurrentWidget(tab.words_panel)
    view = look_up(qtbot, tab, "t?a")
    assert hover(view, 0, 0) == ""  # TEA, shown whole
    view = look_up(qtbot, tab, "p" + "?" * (len(LONG_WORD) - 1))
    assert view.fontMetrics().horizontalAdvance(LONG_WORD.upper()) > view.columnWidth(0)  # cut short
    assert hover(view, 0, 0) == LONG_WORD.upper()


def test_no_help_page_scrolls_sideways_at_the_dialogs_size(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    wide = []
    for row in range(dialog.topics.count()):
        qtbot.mouseClick(
            dialog.topics.viewport(),
            Qt.MouseButton.LeftButton,
            pos=dialog.topics.visualItemRect(dialog.topics.item(row)).center(),
        )
        assert dialog.topics.currentRow() == row
        if dialog.browser.horizontalScrollBar().maximum() > 0:
            wide.append(dialog.topic_keys[row])
    assert wide == []


def test_with_large_text_the_answer_has_more_lines_than_the_empty_move_list(
    qtbot, context, settings_reset, large_text
):
    tab = shown_tab(qtbot, StonesTab(context))
    tab.resize(SMALL_SCREEN[0], 590)  # what the tab gets in the window on that screen
    qtbot.waitUntil(lambda: tab.answer_panel.answer_view.viewport().height() > 0)
    answer = tab.answer_panel.answer_view
    moves = tab.play_panel.history_view
    assert answer.viewport().height() >= 6 * answer.fontMetrics().lineSpacing()
    assert answer.viewport().height() > moves.viewport().height()


def test_before_scoring_the_players_sheets_have_the_room_and_the_board_follows_the_text_size(
    qtbot, context, settings_reset
):
    tab = shown_tab(qtbot, BoggleTab(context))
    play_board(qtbot, tab, BOARD)
    qtbot.mouseClick(tab.end_button, Qt.MouseButton.LeftButton)
    dialog = open_dialog(qtbot, tab)
    dialog.resize(980, 600)
    results = dialog.view
    qtbot.waitUntil(lambda: results.height() < 2 * results.verticalHeader().defaultSectionSize() + 40)
    (board,) = [
        label for label in dialog.findChildren(QLabel) if label.accessibleName().startswith("The board")
    ]
    assert board.font().pointSizeF() == dialog.font().pointSizeF()
    type_player(qtbot, "Ann", "cat felt")
    qtbot.mouseClick(dialog.score_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rows_shown(results) >= 4)
    dialog.close()
