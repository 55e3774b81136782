"""The Boggle clock runs only while the board can be seen: another tab or a minimised window stops it."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.main_window import MainWindow
from tests.gui.test_offensive_words_gui import boggle_tab


def test_the_clock_stops_while_another_tab_shows_and_waits_for_the_player(qtbot, main_window):
    tab = boggle_tab(qtbot, main_window)
    assert tab.countdown.is_running()
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("voting"))
    used = tab.countdown.used_ms()
    qtbot.wait(400)
    assert not tab.countdown.is_running() and tab.countdown.used_ms() == used and tab.round.playing
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("boggle"))
    # Back: the board stays covered until the player is ready.
    assert not tab.countdown.is_running() and tab.board_view.cover().startswith("Paused")
    qtbot.keyClick(tab.pause_button, Qt.Key.Key_Space)
    assert tab.countdown.is_running() and tab.board_view.cover() == ""


def test_a_round_started_on_another_tab_starts_its_clock_when_the_board_shows(qtbot, context, settings_reset):
    """The app reopens on the tab used last: the first round is solved there, out of sight."""
    QSettings().setValue("window/tab", "voting")
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    tab = window.findChild(BoggleTab)
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=20000)
    qtbot.wait(300)
    assert not tab.countdown.is_running() and tab.countdown.used_ms() < 100
    window.tabs.setCurrentIndex(window.tab_keys.index("boggle"))
    assert tab.countdown.is_running() and tab.board_view.cover() == ""
    context.tasks.shutdown()


def test_minimising_the_window_stops_the_clock(qtbot, main_window):
    tab = boggle_tab(qtbot, main_window)
    main_window.showMinimized()
    qtbot.waitUntil(lambda: not tab.countdown.is_running(), timeout=3000)
    assert tab.round.playing and tab.board_view.cover().startswith("Paused")


def test_a_round_solved_while_the_window_is_minimised_waits_for_it(qtbot, main_window):
    """A minimised window's widgets still count as visible: the tab keeps track of being in sight."""
    tab = boggle_tab(qtbot, main_window)
    main_window.showMinimized()
    qtbot.waitUntil(lambda: not tab.countdown.is_running(), timeout=3000)
    first = tab.round
    tab.new_round()  # a round started while minimised (a word list reloaded, say)
    qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
    qtbot.wait(200)
    assert not tab.countdown.is_running() and tab.countdown.used_ms() < 100
