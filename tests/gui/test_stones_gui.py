"""The Stone Game tab, driven as a person would: typing N, playing, restarting."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from boggle_desktop.stones.heatmap import MARK_COLOR
from boggle_desktop.stones.tab import StonesTab
from solvers.stones import Position, winning_moves


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = StonesTab(context)
    widget.game.delay_ms = 10
    qtbot.addWidget(widget)
    widget.resize(1000, 760)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


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


def history(tab: StonesTab) -> list[str]:
    model = tab.game.history
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def test_answer_for_the_seed_example_with_explanation(qtbot, tab):
    type_n(qtbot, tab, "13")
    text = tab.answer_panel.answer_view.toPlainText()
    assert "Largest winning first move: 5" in text
    assert "Winning first moves (2): 5, 1" in text
    assert "1101" in text and "13 - 8 = 5" in text


def test_answer_for_a_huge_n_is_immediate(qtbot, tab):
    n = 10**299 + 12345
    type_n(qtbot, tab, str(n))
    text = tab.answer_panel.answer_view.toPlainText()
    assert f"Largest winning first move: {n - 2 ** (n.bit_length() - 1)}" in text
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
    qtbot.mouseClick(tab.play_panel.restart_button, Qt.MouseButton.LeftButton)
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
    grow = max(2.0, rect.width() * 0.2)
    edge = rect.adjusted(-grow, -grow, grow, grow)
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
