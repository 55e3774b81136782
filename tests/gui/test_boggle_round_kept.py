"""A finished round History cannot store (the file locked by another program, a disk error, a kill
between two writes) is kept in the settings, and the next start stores it."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import QSettings, Qt

import boggle_desktop.boggle.interrupted as interrupted
import boggle_desktop.saved_settings as saved_settings
from boggle_desktop.boggle.history import FILE_NAME, HistoryError
from boggle_desktop.boggle.interrupted import INTERRUPTED, in_progress_key
from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.context import AppContext
from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.main_window import MainWindow
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.work import TaskManager
from tests.tab_process import run_tab_process

BOARD = "cats xoxx xfex xxlt"
#: A Friday afternoon, when a round History could not store was played (as History stores dates).
FRIDAY = "2026-03-13T16:45:00+00:00"


def refuse_to_store(record) -> None:
    """HistoryStore.add on a disk that fails."""
    raise HistoryError("could not save the round in /nowhere: disk I/O error")


def boggle_tab(window: MainWindow) -> BoggleTab:
    return window.tabs.widget(window.tab_keys.index("boggle"))


def play(qtbot, tab: BoggleTab, *words: str) -> None:
    """Play the custom board and enter ``words`` as a person types them."""
    tab.custom_edit.setText(BOARD)
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: tab.round.playing and tab.round.board.text() == BOARD.replace(" ", ""), timeout=10000
    )
    for word in words:
        qtbot.keyClicks(tab.round_panel.entry, word)
        qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)


def end_turn_with_enter(qtbot, tab: BoggleTab) -> str:
    for _ in range(2):  # an empty Enter asks to end the turn, a second one ends it
        qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
    return tab.round_panel.message_label.text()


@pytest.fixture
def restart(qtbot, context, word_file):
    """Start the app again on the same data folder (its first window's tasks are shut down)."""
    started: list[MainWindow] = []  # held: pytest-qt holds widgets only weakly

    def start() -> BoggleTab:
        tasks = TaskManager()
        lexicon = LexiconService(tasks)
        with qtbot.waitSignal(lexicon.changed, timeout=10000):
            lexicon.load_file(word_file)
        window = MainWindow(AppContext(tasks, lexicon, context.data_dir))
        started.append(window)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return boggle_tab(window)

    yield start
    for window in started:
        window.context.tasks.shutdown()


def local_time(played_at: str) -> str:
    """A date as History stored it, in local time as History shows it."""
    return datetime.fromisoformat(played_at).astimezone().strftime("%Y-%m-%d %H:%M")


def history_words(tab: BoggleTab) -> list[tuple[str, ...]]:
    model = tab.history_panel.model
    return sorted(model.index(row, 0).data(ITEM_ROLE).human_words for row in range(model.rowCount()))


def test_a_round_closed_while_history_is_locked_is_stored_at_the_next_start(
    qtbot, main_window, context, restart
):
    play(qtbot, boggle_tab(main_window), "cats", "felt")
    other = sqlite3.connect(context.data_dir / FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # a backup program or an sqlite shell holds the file
    try:
        began = time.monotonic()
        main_window.close()
        closing = time.monotonic() - began
    finally:
        other.execute("ROLLBACK")
        other.close()
    said = boggle_tab(main_window).round_panel.message_label.text()
    tab = restart()
    qtbot.waitUntil(lambda: tab.history_panel.model.rowCount() == 1, timeout=10000)
    assert history_words(tab) == [("cats", "felt")]
    played = local_time(tab.store.rounds()[0].played_at)
    # There was no crash: it said "The round a crash cut short, with 2 words …".
    assert tab.round_panel.notice_label.text() == (
        f"The round of {played} (History could not store it then), with 2 words (2 points), "
        "is kept in History as #1."
    )
    assert not QSettings().value(INTERRUPTED)  # stored once: not again at the start after
    assert closing < 2  # not SQLite's 5 s wait, the window frozen
    assert said.endswith("It is kept and will be stored at the next start.")


def test_a_turn_ended_while_history_is_locked_does_not_freeze_the_window(
    qtbot, main_window, context, restart
):
    """Ending a turn waited SQLite's 5 s for the lock, the window frozen; the round is kept anyway."""
    tab = boggle_tab(main_window)
    play(qtbot, tab, "cats")
    other = sqlite3.connect(context.data_dir / FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        began = time.monotonic()
        said = end_turn_with_enter(qtbot, tab)
        ending = time.monotonic() - began
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert ending < 2 and said.endswith("It is kept and will be stored at the next start.")
    main_window.close()
    again = restart()
    qtbot.waitUntil(lambda: again.history_panel.model.rowCount() == 1, timeout=10000)
    assert history_words(again) == [("cats",)]


def test_a_round_history_refused_survives_the_next_round_of_the_session(
    qtbot, main_window, restart, monkeypatch
):
    tab = boggle_tab(main_window)
    play(qtbot, tab, "cats")

    with monkeypatch.context() as disk_error:
        disk_error.setattr(tab.store, "add", refuse_to_store)
        said = end_turn_with_enter(qtbot, tab)
    play(qtbot, tab, "felt")  # kept for a crash where the first round was kept
    end_turn_with_enter(qtbot, tab)
    assert history_words(tab) == [("felt",)]
    main_window.close()
    assert QSettings().value(in_progress_key()) is None
    again = restart()
    qtbot.waitUntil(lambda: again.history_panel.model.rowCount() == 2, timeout=10000)
    assert history_words(again) == [("cats",), ("felt",)]
    assert said == (
        "You ended your turn. The round is not in History yet: could not save the round in "
        "/nowhere: disk I/O error. It is kept and will be stored at the next start."
    )


def test_a_round_history_refused_is_stored_at_the_next_start_with_the_date_it_was_played(
    qtbot, main_window, restart, monkeypatch
):
    tab = boggle_tab(main_window)
    play(qtbot, tab, "cats")

    with monkeypatch.context() as friday:
        friday.setattr(tab.store, "add", refuse_to_store)
        friday.setattr(interrupted, "now_text", lambda: FRIDAY, raising=False)
        end_turn_with_enter(qtbot, tab)
    main_window.close()
    monday = restart()
    qtbot.waitUntil(lambda: monday.history_panel.model.rowCount() == 1, timeout=10000)
    # It was dated at the next start: after a weekend, Friday's round showed as Monday's.
    assert monday.store.rounds()[0].played_at == FRIDAY
    model = monday.history_panel.model
    assert model.index(0, model.headers.index("Played")).data() == local_time(FRIDAY)
    assert monday.round_panel.notice_label.text() == (
        f"The round of {local_time(FRIDAY)} (History could not store it then), with 1 word (1 point), "
        "is kept in History as #1."
    )


#: A round as versions before 2026-11-24 kept it, with no date and no reason.
KEPT_BEFORE = {
    "board": BOARD.replace(" ", ""), "seed": None, "dice": None, "rules": "official",
    "word_list": "words.txt", "timer_seconds": 180, "strength": "hard", "replay_of": None,
    "words": ["cats"],
}  # fmt: skip


def test_a_round_history_refused_waiting_for_its_word_list_is_not_said_to_be_a_crash(
    qtbot, context, settings_reset, restart
):
    waiting = {**KEPT_BEFORE, "word_list": "mine.txt", "played_at": FRIDAY, "not_stored": True}
    QSettings().setValue(INTERRUPTED, json.dumps([waiting]))
    tab = restart()
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    assert tab.round_panel.notice_label.text() == (
        "1 round not yet in History waits for the word list played (mine.txt): "
        "open it (File > Open Word List) to keep the round in History."
    )


def test_a_round_a_crash_cut_short_kept_by_an_earlier_version_is_stored_as_before(
    qtbot, context, settings_reset, restart
):
    QSettings().setValue(INTERRUPTED, json.dumps([KEPT_BEFORE]))
    tab = restart()
    qtbot.waitUntil(lambda: tab.history_panel.model.rowCount() == 1, timeout=10000)
    (kept,) = tab.store.rounds()
    assert kept.human_words == ("cats",)
    assert abs(datetime.fromisoformat(kept.played_at) - datetime.now(UTC)).total_seconds() < 60
    assert tab.round_panel.notice_label.text() == (
        "The round a crash cut short, with 1 word (1 point), is kept in History as #1."
    )


class _KilledWritingTheWaitingRounds(QSettings):
    def setValue(self, key: str, value: object) -> None:
        if key == INTERRUPTED:
            os._exit(3)  # killed before the settings file is written
        super().setValue(key, value)


class StartKilledWhileTakingRounds(BoggleTab):
    """The Boggle tab of a start whose process is killed as it puts the rounds left in progress
    with the waiting rounds."""

    def __init__(self, context: AppContext) -> None:
        saved_settings.QSettings = _KilledWritingTheWaitingRounds
        super().__init__(context)


def test_a_kill_while_the_next_start_takes_a_round_in_progress_loses_nothing(tmp_path, word_file):
    """Taking the rounds in progress at start-up forgot each one before writing the waiting
    rounds: a kill in between lost them."""
    start = f"""
        tab.context.lexicon.load_file({str(word_file)!r})
        """
    crashed = f"""
        wait(lambda: tab.round is not None and tab.round.playing)
        tab.custom_edit.setText({BOARD!r})
        QTest.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
        wait(lambda: tab.round.playing and tab.round.board.text() == {BOARD.replace(" ", "")!r})
        QTest.keyClicks(tab.round_panel.entry, "cats")
        QTest.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
        os._exit(3)  # killed mid-round
        """
    run_tab_process(tmp_path, BoggleTab, start + crashed)
    assert run_tab_process(tmp_path, StartKilledWhileTakingRounds, "print('not killed')") == ""
    restarted = run_tab_process(
        tmp_path,
        BoggleTab,
        start
        + """
        wait(lambda: tab.store.rounds())
        print(",".join(tab.store.rounds()[0].human_words))
        """,
    )
    assert restarted.split() == ["cats"]
