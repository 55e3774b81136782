"""The Boggle clock runs only while the board can be seen: another tab, a minimised window or a dialog
over the window (Help, Preferences) stops it."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

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


def test_help_over_the_window_stops_the_clock(qtbot, main_window):
    """F1 opens Help as a dialog the board cannot be played under: the clock ran on, and a round
    could end in History as a loss while the player read."""
    tab = boggle_tab(qtbot, main_window)
    main_window.activateWindow()
    seen = {}

    def read_help_then_close() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:  # not up yet
            QTimer.singleShot(20, read_help_then_close)
            return
        used = tab.countdown.used_ms()
        qtbot.wait(300)
        seen.update(running=tab.countdown.is_running(), used=tab.countdown.used_ms() - used)
        seen["cover"] = tab.board_view.cover()
        dialog.close()

    QTimer.singleShot(0, read_help_then_close)
    qtbot.keyClick(main_window, Qt.Key.Key_F1)
    assert seen == {"running": False, "used": 0, "cover": "Paused\nSpace or Resume to go on"}
    assert tab.round.playing and not tab.countdown.is_running()  # back: the player says when
    qtbot.keyClick(tab.pause_button, Qt.Key.Key_Space)
    assert tab.countdown.is_running()


def test_a_round_solved_under_a_dialog_starts_when_it_closes(qtbot, main_window):
    tab = boggle_tab(qtbot, main_window)
    main_window.activateWindow()
    seen = {}

    def new_round_under_the_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, new_round_under_the_dialog)
            return
        first = tab.round
        tab.new_round()  # a round with no word found yet starts without asking
        qtbot.waitUntil(lambda: tab.round is not first and tab.round.playing, timeout=10000)
        qtbot.wait(200)
        seen.update(running=tab.countdown.is_running(), used=tab.countdown.used_ms())
        dialog.close()

    QTimer.singleShot(0, new_round_under_the_dialog)
    qtbot.keyClick(main_window, Qt.Key.Key_F1)
    assert seen == {"running": False, "used": 0}
    assert tab.countdown.is_running() and tab.board_view.cover() == ""  # its clock starts now
