"""The Stone Game tab, driven as a person would: typing N, playing, restarting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QImage, QPixmap
from PySide6.QtWidgets import QApplication, QMessageBox

from boggle_desktop.stones import heatmap
from boggle_desktop.stones.heatmap import MARK_COLOR
from boggle_desktop.stones.tab import StonesTab
from solvers.stones import Position, solve, winning_moves
from solvers.stones.explain import decimal
from tests.gui.focus_frames import edge_colours, highlight
from tests.gui.shown_tab import shown_tab


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = StonesTab(context)
    widget.game.delay_ms = 10
    return shown_tab(qtbot, widget)


def type_n(qtbot, tab: StonesTab, text: str) -> None:
    tab.answer_panel.n_edit.clear()
    qtbot.keyClicks(tab.answer_panel.n_edit, text)


def take(qtbot, tab: StonesTab, count: int) -> None:
    tab.play_panel.take_edit.clear()
    qtbot.keyClicks(tab.play_panel.take_edit, str(count))
    qtbot.keyClick(tab.play_panel.take_edit, Qt.Key.Key_Return)


def restart(qtbot, tab: StonesTab, first: str) -> None:
    combo = tab.play_panel.first_combo
    combo.setCurrentIndex(combo.findText(first))
    qtbot.mouseClick(tab.play_panel.restart_button, Qt.MouseButton.LeftButton)


def type_on_keyboard(qtbot, text: str) -> None:
    """Type ``text`` and press Enter wherever the keyboard focus is, as a person would."""
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def end_game_question(qtbot, tab: StonesTab) -> QMessageBox:
    """The open "End this game?" question."""

    def shown() -> list[QMessageBox]:
        return [box for box in tab.findChildren(QMessageBox, "end_game_question") if box.isVisible()]

    qtbot.waitUntil(lambda: len(shown()) == 1, timeout=3000)
    return shown()[0]


def history(tab: StonesTab) -> list[str]:
    model = tab.game.history
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def test_answer_for_the_seed_example_with_explanation(qtbot, tab):
    type_n(qtbot, tab, "13")
    text = tab.answer_panel.answer_view.toPlainText()
    assert "Largest winning first move: 5" in text
    assert "Winning first moves (2): 1, 5" in text  # smallest first, as on the command line
    assert "1101" in text and "13 - 8 = 5" in text


def test_answer_for_a_huge_n_is_immediate(qtbot, tab):
    n = 10**299 + 12345
    type_n(qtbot, tab, str(n))
    text = tab.answer_panel.answer_view.toPlainText()
    assert f"Largest winning first move: {n - 2 ** (n.bit_length() - 1)}" in text
    moves = solve(n).winning_first_moves
    listed = ", ".join(decimal(t) for t in moves[-12:])
    assert f"Winning first moves ({len(moves)}): {len(moves) - 12} smaller ones, then {listed}\n" in text
    assert not tab.answer_panel.check_button.isEnabled()
    assert "limited to N ≤ 2000" in tab.answer_panel.check_label.text()


def test_power_of_two_answers_zero(qtbot, tab):
    type_n(qtbot, tab, "64")
    text = tab.answer_panel.answer_view.toPlainText()
    assert "Largest winning first move: 0" in text and "power of two" in text


def test_bad_n_gets_a_message(qtbot, tab):
    type_n(qtbot, tab, "12x")
    assert tab.answer_panel.error_label.isVisible()
    assert "contains 'x'" in tab.answer_panel.error_label.text()
    assert not tab.answer_panel.check_button.isEnabled()
    assert not tab.play_panel.restart_button.isEnabled()
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_Return)
    assert "Type a valid N" in tab.play_panel.message_label.text()


def test_table_check_runs_as_a_task_and_agrees(qtbot, tab):
    type_n(qtbot, tab, "1500")
    qtbot.mouseClick(tab.answer_panel.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.check_task is None, timeout=20000)
    assert "agrees for N = 1500" in tab.answer_panel.check_label.text()
    assert "largest winning first move 476" in tab.answer_panel.check_label.text()
    assert tab.answer_panel.check_label.text().endswith(", 6 winning first moves.")


def test_person_first_wins_by_playing_well_and_illegal_moves_are_refused(qtbot, tab):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "You")
    assert tab.heat_map.marked_cell() == (13, 12)
    take(qtbot, tab, 13)
    assert "at most 12" in tab.play_panel.message_label.text()
    assert "first move may not take all" in tab.play_panel.message_label.text()
    take(qtbot, tab, 99999999999999999999999999)
    assert tab.play_panel.message_label.text() == (
        "Not allowed: you may take at most 12 stones now (the first move may not take all the stones); "
        "you asked for 99999999999999999999999999."
    )
    tab.play_panel.take_edit.clear()
    qtbot.keyClicks(tab.play_panel.take_edit, "1,0")
    qtbot.keyClick(tab.play_panel.take_edit, Qt.Key.Key_Return)
    assert "'1,0' has a misplaced separator" in tab.play_panel.message_label.text()
    take(qtbot, tab, 0)
    assert "at least 1" in tab.play_panel.message_label.text()
    tab.play_panel.take_edit.clear()
    qtbot.mouseClick(tab.play_panel.take_button, Qt.MouseButton.LeftButton)
    assert tab.play_panel.message_label.text() == "Type how many stones to take: 1 to 12."
    assert history(tab) == []
    take(qtbot, tab, 5)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    assert history(tab)[0] == "1. You took 5 stones; 8 left, next move at most 5."
    position = tab.game.position
    if position.limit < position.stones:
        take(qtbot, tab, position.limit + 1)
        assert f"previous move took {position.limit}" in tab.play_panel.message_label.text()
    while not tab.game.game.is_over:
        moves = winning_moves(tab.game.position)
        assert moves, "the person should still be winning"
        count = len(history(tab))
        take(qtbot, tab, moves[-1])
        qtbot.waitUntil(lambda count=count: tab.game.game.is_over or len(history(tab)) == count + 2)
        assert tab.heat_map.marker == tab.game.position
    assert "you win" in tab.play_panel.message_label.text()
    assert not tab.play_panel.take_edit.isEnabled()


def test_computer_first_never_loses_a_won_game(qtbot, tab):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "The computer")
    qtbot.waitUntil(lambda: len(history(tab)) == 1)
    assert history(tab)[0].startswith("1. Computer took 5 stones")
    assert "The computer took 5 stones" in tab.play_panel.message_label.text()
    while not tab.game.game.is_over:
        qtbot.waitUntil(lambda: tab.game.waiting_for_human or tab.game.game.is_over)
        if tab.game.game.is_over:
            break
        count = len(history(tab))
        take(qtbot, tab, tab.game.position.limit)
        qtbot.waitUntil(lambda count=count: tab.game.game.is_over or len(history(tab)) == count + 2)
    assert "the computer wins" in tab.play_panel.message_label.text()
    assert history(tab)[-1].startswith(f"{len(history(tab))}. Computer took")


def test_restart_clears_the_history_and_marks_the_start(qtbot, tab):
    type_n(qtbot, tab, "20")
    restart(qtbot, tab, "You")
    take(qtbot, tab, 4)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    restart(qtbot, tab, "You")
    assert history(tab) == []
    assert tab.game.position == Position(20, 19)
    assert tab.heat_map.marked_cell() == (20, 19)
    assert "n = 20, k = 19" in tab.heat_caption.text()


def test_heat_map_marks_the_current_cell_in_its_pixels(qtbot, tab):
    type_n(qtbot, tab, "40")
    restart(qtbot, tab, "You")
    take(qtbot, tab, 8)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    n, k = tab.heat_map.marked_cell()
    assert (n, k) == (tab.game.position.stones, tab.game.position.limit)
    image = tab.heat_map.grab().toImage()
    rect = tab.heat_map.cell_rect(n, k)
    edge = rect.adjusted(1.5, 1.5, -1.5, -1.5)  # the blue frame, inside the cell
    ratio = image.devicePixelRatio()
    pixel = image.pixelColor(int(edge.center().x() * ratio), int(edge.top() * ratio))
    assert pixel == MARK_COLOR
    far = tab.heat_map.cell_rect(1, 1).center()
    assert image.pixelColor(int(far.x() * ratio), int(far.y() * ratio)) != MARK_COLOR
    assert "wins by taking 1" in tab.heat_map.describe_cell(1, 1)
    assert "loses" in tab.heat_map.describe_cell(8, 5)


def test_heat_map_is_limited_to_64(qtbot, tab):
    type_n(qtbot, tab, "100")
    restart(qtbot, tab, "You")
    assert tab.heat_map.table.size == 64
    assert tab.heat_map.marked_cell() is None
    assert "outside the table" in tab.heat_caption.text()
    take(qtbot, tab, 36)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    assert tab.heat_map.marked_cell() == (tab.game.position.stones, tab.game.position.limit)


def test_hint_and_one_stone(qtbot, tab):
    type_n(qtbot, tab, "12")
    restart(qtbot, tab, "You")
    qtbot.mouseClick(tab.play_panel.hint_button, Qt.MouseButton.LeftButton)
    assert "wins by taking 4" in tab.play_panel.message_label.text()
    type_n(qtbot, tab, "1")
    restart(qtbot, tab, "You")
    assert "cannot move" in tab.play_panel.message_label.text()
    assert not tab.play_panel.take_button.isEnabled()


def test_when_only_one_take_is_legal_it_is_said_as_one_stone(qtbot, tab):
    type_n(qtbot, tab, "2")
    restart(qtbot, tab, "You")
    assert tab.play_panel.message_label.text() == "You move first: you must take 1 stone (not both)."
    assert tab.play_panel.state_label.text() == "2 stones left. Your move: take 1 stone."
    type_n(qtbot, tab, "3")
    restart(qtbot, tab, "You")
    assert tab.play_panel.state_label.text() == "3 stones left. Your move: take 1 to 2."
    take(qtbot, tab, 1)  # the computer may then take only 1, and so may you
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    assert tab.play_panel.message_label.text() == "The computer took 1 stone. You must take 1 stone."
    assert tab.play_panel.state_label.text() == "1 stone left. Your move: take 1 stone."
    tab.play_panel.take_edit.clear()
    qtbot.mouseClick(tab.play_panel.take_button, Qt.MouseButton.LeftButton)
    assert tab.play_panel.message_label.text() == "Type how many stones to take: 1 stone."


def test_enter_in_the_n_field_starts_a_game_with_that_n(qtbot, tab):
    restart(qtbot, tab, "You")
    take(qtbot, tab, 5)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    type_n(qtbot, tab, "20")
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_Return)
    box = end_game_question(qtbot, tab)  # a game in progress ends only if the person agrees
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert history(tab) == []
    assert tab.game.game.n == 20 and tab.game.position == Position(20, 19)
    assert "take 1 to 19" in tab.play_panel.state_label.text()


def test_the_take_field_has_the_keyboard_after_restart_and_after_each_computer_move(qtbot, tab):
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    type_n(qtbot, tab, "20")
    restart(qtbot, tab, "You")
    type_on_keyboard(qtbot, "4")
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    assert history(tab)[0].startswith("1. You took 4 stones")
    qtbot.waitUntil(tab.play_panel.take_edit.hasFocus)
    type_on_keyboard(qtbot, str(tab.game.position.limit))
    qtbot.waitUntil(lambda: len(history(tab)) == 4 or tab.game.game.is_over)

    restart(qtbot, tab, "The computer")
    qtbot.waitUntil(lambda: len(history(tab)) == 1)
    qtbot.waitUntil(tab.play_panel.take_edit.hasFocus)
    type_on_keyboard(qtbot, "1")
    qtbot.waitUntil(lambda: len(history(tab)) == 3)
    assert history(tab)[1].startswith("2. You took 1 stone;")

    # Enter in the N field, the game in progress ended, then a move, without touching the mouse.
    tab.answer_panel.n_edit.setFocus()
    tab.answer_panel.n_edit.selectAll()
    type_on_keyboard(qtbot, "12")
    qtbot.keyClick(end_game_question(qtbot, tab).button(QMessageBox.StandardButton.Yes), Qt.Key.Key_Space)
    tab.activateWindow()  # as the window manager does when the question closes
    qtbot.waitUntil(tab.isActiveWindow)
    qtbot.waitUntil(lambda: len(history(tab)) == 1)  # the computer, moving first, took 4
    qtbot.waitUntil(tab.play_panel.take_edit.hasFocus)
    type_on_keyboard(qtbot, "1")
    qtbot.waitUntil(lambda: len(history(tab)) == 3 or tab.game.game.is_over)
    assert history(tab)[1].startswith("2. You took 1 stone;")


def test_the_computer_moving_does_not_pull_the_keyboard_out_of_the_n_field(qtbot, tab):
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "You")
    take(qtbot, tab, 1)  # the computer answers a moment later
    tab.answer_panel.n_edit.setFocus()
    tab.answer_panel.n_edit.clear()
    qtbot.keyClicks(QApplication.focusWidget(), "2")  # a new N, typed while the computer thinks
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    qtbot.keyClicks(QApplication.focusWidget(), "00")
    assert (tab.answer_panel.n_edit.text(), tab.play_panel.take_edit.text()) == ("200", "")


def test_the_move_list_is_readable_in_a_small_window_with_a_huge_n(qtbot, tab):
    tab.resize(900, 548)  # what the tab gets in a 900 x 620 window
    tab.answer_panel.n_edit.setText(str(3 * 2**999 + 12345))  # pasted
    restart(qtbot, tab, "You")
    for count in range(2, 42, 2):
        take(qtbot, tab, 1)
        qtbot.waitUntil(lambda count=count: len(history(tab)) == count)
    view = tab.play_panel.history_view
    qtbot.waitUntil(lambda: view.visualRect(view.model().index(39, 0)).bottom() > 0)
    assert not view.horizontalScrollBar().isVisible()  # long moves wrap
    assert view.viewport().height() >= 8 * view.fontMetrics().lineSpacing()
    newest = view.visualRect(view.model().index(39, 0))
    assert view.viewport().rect().contains(newest), "the newest move is in view"


def rgb(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGB32)


def fresh_heat_map_image(qtbot, tab: StonesTab) -> QImage:
    """The heat map as a new view, with nothing kept from earlier paintings, would draw it."""
    view = heatmap.HeatMapView()
    qtbot.addWidget(view)
    view.resize(tab.heat_map.size())
    view.set_table(tab.heat_map.table)
    view.set_marker(tab.heat_map.marker)
    return rgb(view.grab())


def test_heat_map_draws_its_cells_once_per_table(qtbot, tab, monkeypatch):
    drawn = []
    original = heatmap.win_color
    monkeypatch.setattr(heatmap, "win_color", lambda *args: drawn.append(args) or original(*args))
    type_n(qtbot, tab, "40")
    restart(qtbot, tab, "You")
    tab.heat_map.grab()
    assert drawn
    drawn.clear()
    take(qtbot, tab, 8)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    image = rgb(tab.heat_map.grab())
    assert not drawn, "a move only moves the marker"
    assert image == fresh_heat_map_image(qtbot, tab)
    drawn.clear()
    restart(qtbot, tab, "You")
    image = rgb(tab.heat_map.grab())
    assert not drawn, "a new game with the same table only moves the marker"
    assert image == fresh_heat_map_image(qtbot, tab)
    drawn.clear()
    type_n(qtbot, tab, "5")
    restart(qtbot, tab, "You")
    image = rgb(tab.heat_map.grab())
    assert drawn, "a new table is drawn"
    assert image == fresh_heat_map_image(qtbot, tab)


def test_the_current_position_frame_hides_no_neighbour_and_every_green_is_explained(qtbot, tab):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "You")
    view = tab.heat_map
    n, k = view.marked_cell()
    image = view.grab().toImage()
    for row, col in ((n - 1, k), (n, k - 1)):  # the cells above and left of the frame
        rect = view.cell_rect(row, col)
        inside = image.pixelColor(rect.center().toPoint())
        for depth in range(2, round(rect.width() / 3)):  # from the shared edge a third of the way in
            assert image.pixelColor(round(rect.center().x()), round(rect.bottom() - depth)) == inside
            assert image.pixelColor(round(rect.right() - depth), round(rect.center().y())) == inside
    labels = [label for _, label in view.legend()]
    assert labels == [
        "mover loses",
        "mover wins: 1 winning move",
        "2 winning moves",
        "3 winning moves",
        "current position",
    ]


def labelled_by(widget) -> list[str]:
    """The texts of the labels a screen reader names ``widget`` by, its own label first."""
    relations = QAccessible.queryAccessibleInterface(widget).relations(QAccessible.Relation.Label)
    return [label.text(QAccessible.Text.Name) for label, _ in relations]


def test_every_input_is_named_for_a_screen_reader(qtbot, tab):
    answer, play = tab.answer_panel, tab.play_panel
    assert labelled_by(answer.n_edit)[0] == "N ="  # not the group box's title
    assert labelled_by(play.first_combo)[0] == "First move:"
    assert labelled_by(play.history_view)[0] == "Moves:" and play.history_view.accessibleName() == "Moves"
    for widget, name in ((play.take_edit, "Stones to take"), (answer.answer_view, "Answer")):
        assert QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name) == name


def test_the_answer_shows_when_it_has_the_keyboard_focus(qtbot, tab):
    view = tab.answer_panel.answer_view

    tab.answer_panel.n_edit.setFocus()
    assert highlight(view) not in edge_colours(view)
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_Tab)  # it scrolls in a short window: a Tab stop
    assert QApplication.focusWidget() is view
    assert edge_colours(view) == {highlight(view)}


def test_ctrl_n_restarts_from_anywhere_in_the_window_beside_the_boggle_tabs_own(qtbot, main_window):
    tab = main_window.findChild(StonesTab)
    tab.game.delay_ms = 10
    main_window.tabs.setCurrentWidget(tab)
    type_n(qtbot, tab, "20")
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_Return)
    take(qtbot, tab, 4)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    tab.answer_panel.n_edit.setFocus()
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert history(tab) == [] and tab.game.position == Position(20, 19)
    assert "(Ctrl+N)" in tab.play_panel.restart_button.toolTip()
    take(qtbot, tab, 4)
    qtbot.waitUntil(lambda: len(history(tab)) == 2)
    tab_bar = main_window.tabs.tabBar()
    tab_bar.setFocus()  # the focus outside the tab, on the window's tab bar
    qtbot.keyClick(tab_bar, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert history(tab) == [] and tab.game.position == Position(20, 19)


def test_the_computers_moves_and_the_end_of_the_game_are_told(qtbot, tab, announcements):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "The computer")
    qtbot.waitUntil(lambda: tab.game.waiting_for_human)
    assert announcements == ["The computer took 5 stones. Take between 1 and 5."]
    while not tab.game.game.is_over:
        take(qtbot, tab, tab.game.position.limit)
        qtbot.waitUntil(lambda: tab.game.waiting_for_human or tab.game.game.is_over)
        assert announcements[-1] == tab.play_panel.message_label.text()
    assert announcements[-1] == "The computer took the last stone: the computer wins."

    restart(qtbot, tab, "You")
    while not tab.game.game.is_over:
        take(qtbot, tab, winning_moves(tab.game.position)[-1])
        qtbot.waitUntil(lambda: tab.game.waiting_for_human or tab.game.game.is_over)
    assert announcements[-1] == "You took the last stone: you win."
    assert not any("thinking" in text for text in announcements)


def test_the_table_checks_answer_is_told(qtbot, tab, announcements):
    type_n(qtbot, tab, "100")
    qtbot.mouseClick(tab.answer_panel.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.check_task is None, timeout=20000)
    assert announcements[-1] == tab.answer_panel.check_label.text()
    assert announcements[-1].startswith("The table method agrees for N = 100")


def test_a_refused_move_a_bad_n_and_a_hint_are_told(qtbot, tab, announcements):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "You")
    qtbot.waitUntil(lambda: tab.game.waiting_for_human)
    take(qtbot, tab, 13)  # taking everything is not allowed
    assert announcements[-1] == tab.play_panel.message_label.text() and "13" in announcements[-1]
    qtbot.mouseClick(tab.play_panel.hint_button, Qt.MouseButton.LeftButton)
    assert announcements[-1].startswith("Hint: ")
    type_n(qtbot, tab, "x")
    qtbot.keyClick(tab.answer_panel.n_edit, Qt.Key.Key_Return)
    assert announcements[-1].startswith("Type a valid N above to play: ")


def test_the_game_button_names_a_new_n_typed_above_until_it_is_played(qtbot, tab):
    type_n(qtbot, tab, "13")
    restart(qtbot, tab, "You")
    assert tab.play_panel.restart_button.text() == "Restart"
    type_n(qtbot, tab, "20")  # the answer follows the typing; the game below is still for 13
    assert tab.game.game.n == 13 and tab.play_panel.restart_button.text() == "Play with N = 20"
    type_n(qtbot, tab, "13")
    assert tab.play_panel.restart_button.text() == "Restart"
    type_n(qtbot, tab, "20")
    qtbot.mouseClick(tab.play_panel.restart_button, Qt.MouseButton.LeftButton)
    assert tab.game.game.n == 20 and tab.play_panel.restart_button.text() == "Restart"
