"""The mouse wheel turned over a closed list or a number box that does not have the focus leaves it
alone, on every tab: scrolling a side page, or the pointer passing over the Minesweeper size or the
Boggle timer, changed them (and started another game) on the way."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget

from boggle_desktop.dialogs import PreferencesDialog
from tests.gui.wheel import wheel_down, wheel_up


def shown_value(box: QWidget) -> object:
    return box.currentIndex() if isinstance(box, QComboBox) else box.text()


def boxes(tab: QWidget) -> list[QWidget]:
    return [*tab.findChildren(QComboBox), *tab.findChildren(QAbstractSpinBox)]


@pytest.mark.parametrize("number", range(5))
def test_the_wheel_passing_over_a_box_leaves_it(qtbot, main_window, number):
    tabs = main_window.tabs
    tabs.setCurrentIndex(number)
    tab = tabs.widget(number)
    tabs.tabBar().setFocus()  # as after choosing the tab with the mouse
    qtbot.waitUntil(tabs.tabBar().hasFocus)
    found = boxes(tab)
    assert found
    for box in found:
        before = shown_value(box)
        for turn in (wheel_up, wheel_down, wheel_down):
            turn(box)
            assert shown_value(box) == before, (tabs.tabText(number), box.toolTip() or box.accessibleName())


def test_the_wheel_steps_a_box_that_has_the_focus(qtbot, main_window):
    tabs = main_window.tabs
    tab = next(tabs.widget(n) for n in range(tabs.count()) if tabs.tabText(n) == "Minesweeper")
    tabs.setCurrentWidget(tab)
    box = tab.width_spin
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    before = box.value()
    wheel_up(box)
    assert box.value() == before + 1


def test_the_wheel_passing_over_the_preferences_word_list_leaves_it(qtbot):
    dialog = PreferencesDialog("common")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.setFocus()
    before = dialog.word_list.currentIndex()
    wheel_down(dialog.word_list)
    wheel_up(dialog.word_list)
    wheel_up(dialog.word_list)
    assert dialog.word_list.currentIndex() == before
