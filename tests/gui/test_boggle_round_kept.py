"""A finished round History cannot store (the file locked by another program, a disk error, a kill
between two writes, a session whose History lives in memory) is kept in the settings, and the next
start that can open the file stores it."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

import boggle_desktop.boggle.history as history
import boggle_desktop.boggle.interrupted as interrupted
import boggle_desktop.saved_settings as saved_settings
from boggle_desktop.boggle.history import FILE_NAME, HistoryError, HistoryStore, RoundRecord
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


@contextmanager
def history_locked(folder: Path) -> Iterator[None]:
    """Within, a backup program or an sqlite shell holds the history file."""
    other = sqlite3.connect(folder / FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


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
    with history_locked(context.data_dir):
        began = time.monotonic()
        main_window.close()
        closing = time.monotonic() - began
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
    with history_locked(context.data_dir):
        began = time.monotonic()
        said = end_turn_with_enter(qtbot, tab)
        ending = time.monotonic() - began
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


#: The round an earlier session kept in History, #1 there.
EARLIER = RoundRecord(
    seed=None, dice=None, board="dogsxxxxxxxxxxxx", size=4, rules="official", word_list="words.txt",
    timer_seconds=180, strength="hard", human_words=("dog",), computer_words=("dogs",), human_score=1,
    computer_score=1, max_score=2, played_at=FRIDAY,
)  # fmt: skip


@pytest.fixture
def locked_start(context, settings_reset, restart, monkeypatch):
    """Start the app while another program holds History locked (made by an earlier session, with
    :data:`EARLIER`); the start waits a tenth of a second for the lock, not 5 s."""
    earlier = HistoryStore(context.data_dir)
    earlier.add(EARLIER)
    earlier.close()
    monkeypatch.setattr(history, "BUSY_TIMEOUT", 0.1)

    def start() -> BoggleTab:
        tab = restart()
        assert "is locked by another program" in tab.history_panel.note.text()
        return tab

    return start


def play_and_end(qtbot, tab: BoggleTab, *words: str) -> str:
    play(qtbot, tab, *words)
    return end_turn_with_enter(qtbot, tab)


def dates(tab: BoggleTab) -> dict[tuple[str, ...], str]:
    """When each round shown in History was played, by its words."""
    model = tab.history_panel.model
    records = [model.index(row, 0).data(ITEM_ROLE) for row in range(model.rowCount())]
    return {record.human_words: record.played_at for record in records}


def test_the_rounds_of_a_session_started_while_history_is_locked_are_stored_at_the_next_start(
    qtbot, context, restart, locked_start
):
    """A start that found the file locked kept its rounds in memory only: they were lost at exit."""
    with history_locked(context.data_dir):
        tab = locked_start()
        play_and_end(qtbot, tab, "cats")
        said = play_and_end(qtbot, tab, "felt", "cats")
        played = dates(tab)
        assert history_words(tab) == [("cats",), ("felt", "cats")]
        tab.window().close()
    assert said.startswith("You ended your turn. The computer")  # stored, as far as the player goes
    again = restart()
    qtbot.waitUntil(lambda: again.history_panel.model.rowCount() == 3, timeout=10000)
    assert dates(again) == {**played, EARLIER.human_words: FRIDAY} and again.store.count() == 3
    assert not QSettings().value(INTERRUPTED)  # stored once: not again at the start after
    again.window().close()
    assert restart().store.count() == 3
    told = tab.history_panel.note.text()  # and the locked start said so
    assert (
        "kept in memory only for now, and will be stored in the history file at a later start, once it "
        "can be opened" in told
    )


def test_a_start_while_history_is_still_locked_shows_the_waiting_rounds_and_keeps_them(
    qtbot, context, restart, locked_start
):
    with history_locked(context.data_dir):
        first = locked_start()
        play_and_end(qtbot, first, "cats")
        played = dates(first)[("cats",)]
        first.window().close()
        second = locked_start()
        qtbot.waitUntil(lambda: second.history_panel.model.rowCount() == 1, timeout=10000)
        assert dates(second) == {("cats",): played}
        assert second.round_panel.notice_label.text() == (
            f"The round of {local_time(played)} (History could not store it then), with 1 word (1 point), "
            "is shown in History as #1 for this session, and will be stored in the history file at a "
            "later start, once it can be opened."
        )
        play_and_end(qtbot, second, "felt")
        second.window().close()
    assert len(json.loads(QSettings().value(INTERRUPTED))) == 2  # the first round still waits
    third = restart()
    qtbot.waitUntil(lambda: third.history_panel.model.rowCount() == 3, timeout=10000)
    assert history_words(third) == [("cats",), ("dog",), ("felt",)] and third.store.count() == 3
    assert dates(third)[("cats",)] == played
    assert not QSettings().value(INTERRUPTED)


def test_a_replay_in_a_session_whose_history_is_in_memory_is_stored_as_a_round_of_its_own(
    qtbot, context, restart, locked_start
):
    """The replay kept the number of the round it replays, a number History gave in memory: stored
    in the file, it was the replay of whichever round has that number there."""
    with history_locked(context.data_dir):
        tab = locked_start()
        play_and_end(qtbot, tab, "cats")
        pages = tab.pages.tabBar()
        qtbot.mouseClick(pages, Qt.MouseButton.LeftButton, pos=pages.tabRect(1).center())  # History
        view = tab.history_panel.view
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_Down)  # the round played
        qtbot.keyClick(view, Qt.Key.Key_Return)  # replayed
        qtbot.waitUntil(lambda: tab.round.playing and tab.round.replay_of == 1, timeout=10000)
        qtbot.keyClicks(tab.round_panel.entry, "felt")
        qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
        end_turn_with_enter(qtbot, tab)
        tab.window().close()
    again = restart()
    qtbot.waitUntil(lambda: again.history_panel.model.rowCount() == 3, timeout=10000)
    assert [record.replay_of for record in again.store.rounds()] == [None, None, None]  # not of #1, "dog"


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
