"""Damaged Boggle rounds: a crash-saved round that cannot be read is copied and named on the Round
page; a stored round with an odd field neither breaks History nor is scored from garbage."""

import json
import sqlite3
import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings, Qt

from boggle_desktop.boggle import waiting_rounds
from boggle_desktop.boggle.history import FILE_NAME, HistoryStore, RoundRecord
from boggle_desktop.boggle.interrupted import INTERRUPTED, in_progress_key
from boggle_desktop.boggle.models import HistoryModel
from boggle_desktop.boggle.tab import BoggleTab

GOOD = {
    "board": "catsxoxxxfexxxlt",
    "seed": 7,
    "dice": "4x4-1987",
    "rules": "official",
    "word_list": "words.txt",
    "timer_seconds": 180,
    "strength": "hard",
    "replay_of": None,
    "words": ["cats"],
}
DAMAGED = {
    "unknown field": (json.dumps({**GOOD, "zzz": 1}), "it has the field zzz this version does not know"),
    "missing field": (
        json.dumps({k: v for k, v in GOOD.items() if k != "strength"}),
        "it lacks the field strength",
    ),
    "not an object": ("[1, 2, 3]", "it is not a round's fields"),
    "not JSON": ("{not json", "it is not JSON (Expecting property name enclosed in double quotes"),
    "board null": (json.dumps({**GOOD, "board": None}), "its field board is null, not text"),
    "timer text": (
        json.dumps({**GOOD, "timer_seconds": "abc"}),
        'its field timer_seconds is "abc", not a whole number of seconds',
    ),
    "words text": (json.dumps({**GOOD, "words": "fin"}), 'its field words is "fin", not a list of words'),
}


def dead_pid() -> int:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    return dead.pid


def open_tab(qtbot, context) -> BoggleTab:
    tab = BoggleTab(context)
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    assert context.tasks.wait_idle(10000)
    qtbot.wait(10)  # the finished tasks' signals
    return tab


@pytest.mark.parametrize(("text", "reason"), DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_crash_saved_round_is_copied_and_named(qtbot, context, settings_reset, text, reason):
    QSettings().setValue(in_progress_key(dead_pid()), text)
    tab = open_tab(qtbot, context)
    notice = tab.round_panel.notice_label.text()
    assert f"1 round cut short by a crash cannot be read ({reason}" in notice
    assert "so it is not kept in History. A copy of it is kept in" in notice
    (copy,) = context.data_dir.glob("boggle-rounds-damaged-*.txt")
    assert copy.read_text(encoding="utf-8") == text + "\n" and str(copy) in notice
    assert tab.store.rounds() == []  # nothing scored from garbage (a text timer was stored as it was)
    assert "Internal error" not in notice and ".." not in notice


def test_good_and_damaged_waiting_rounds_are_told_apart(qtbot, context, settings_reset):
    QSettings().setValue(INTERRUPTED, json.dumps([{**GOOD, "board": None}, GOOD]))
    tab = open_tab(qtbot, context)
    (kept,) = tab.store.rounds()
    assert kept.board == GOOD["board"] and kept.human_words == ("cats",)
    (copy,) = context.data_dir.glob("boggle-rounds-damaged-*.txt")
    assert json.loads(copy.read_text(encoding="utf-8"))["board"] is None
    assert QSettings().value(INTERRUPTED) is None


@pytest.mark.parametrize(
    ("key", "text"),
    [
        (in_progress_key(10**30), json.dumps({**GOOD, "pid": 10**30})),  # os.kill: OverflowError
        (in_progress_key(10**6), json.dumps({**GOOD, "pid": 1e999})),  # int(infinity): OverflowError
        (INTERRUPTED, "[" * 100_000),  # json.loads: RecursionError
    ],
    ids=["huge pid", "infinite pid", "nested deep"],
)
def test_a_crash_saved_round_no_process_or_parser_takes_keeps_the_tab_up(
    qtbot, context, settings_reset, key, text
):
    QSettings().setValue(key, text)
    tab = open_tab(qtbot, context)  # it raised while the tab was built: the window never came up
    assert "cannot be read" in tab.round_panel.notice_label.text() or key != INTERRUPTED


def test_a_failure_scoring_a_crash_saved_round_ends_with_one_full_stop(
    qtbot, context, settings_reset, monkeypatch
):
    def broken(*args):
        raise TypeError("boom")

    monkeypatch.setattr(waiting_rounds, "crash_round", broken)
    QSettings().setValue(INTERRUPTED, json.dumps([GOOD]))
    tab = BoggleTab(context)
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: "could not be kept" in tab.round_panel.notice_label.text(), timeout=10000)
    assert tab.round_panel.notice_label.text() == (
        "The round a crash cut short could not be kept: Internal error (TypeError: boom). "
        "Details were logged."
    )
    assert context.tasks.wait_idle(10000)


def record(**changes) -> RoundRecord:
    fields = dict(
        seed=42, dice="4x4-1987", board="perslatgsineters", size=4, rules="official", word_list="large",
        timer_seconds=180, strength="hard", human_words=("pest",), computer_words=("slate",),
        human_score=2, computer_score=2, max_score=10,
    )  # fmt: skip
    fields.update(changes)
    return RoundRecord(**fields)


def damaged_history(folder, column: str, value: object) -> None:
    store = HistoryStore(folder)
    for board in ("perslatgsineters", "abcdefghijklmnop", "catsxoxxxfexxxlt"):
        store.add(record(board=board))
    store.close()
    with sqlite3.connect(folder / FILE_NAME) as conn:
        conn.execute(f"UPDATE rounds SET {column} = ? WHERE id = 2", (value,))
    conn.close()


def test_a_round_with_a_date_that_cannot_be_read_is_shown_as_stored(qtbot, context, settings_reset):
    damaged_history(context.data_dir, "played_at", "yesterday")
    tab = open_tab(qtbot, context)
    said = "has 1 round (#2) whose date cannot be read"
    assert said in tab.history_panel.note.text() and said in tab.round_panel.notice_label.text()
    tab.show()
    tab.pages.setCurrentWidget(tab.history_panel)
    qtbot.waitExposed(tab.history_panel.view)
    model, played = tab.history_panel.model, HistoryModel.headers.index("Played")
    assert model.rowCount() == 3  # the round is kept
    dates = [model.data(model.index(row, played)) for row in range(3)]
    assert dates[1] == "yesterday" and all(len(date) == len("2026-01-01 12:00") for date in dates[::2])
    tab.history_panel.view.sortByColumn(played, Qt.SortOrder.AscendingOrder)  # as they are stored
    qtbot.wait(50)  # painted: the cell raised ValueError at every repaint


@pytest.mark.parametrize(
    ("column", "value"),
    [("size", "x"), ("human_score", "x"), ("timer_seconds", "abc"), ("board", b"zz"), ("seed", "7a")],
)
def test_a_round_with_a_field_of_the_wrong_kind_is_left_out_and_named(tmp_path, column, value):
    damaged_history(tmp_path, column, value)
    store = HistoryStore(tmp_path)
    rounds = store.rounds()
    assert [r.id for r in rounds] == [3, 1]
    assert "has 1 damaged round (#2): their words or other fields cannot be read" in store.recovery_message
    HistoryModel().set_items(rounds)
