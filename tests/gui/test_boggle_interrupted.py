"""A round under way, kept for a crash: taken at the next start, unless another copy plays it."""

import json
import os
import subprocess
import sys
from dataclasses import asdict, replace

from PySide6.QtCore import QSettings

from boggle_desktop.boggle.interrupted import (
    INTERRUPTED,
    Unfinished,
    forget_in_progress,
    forget_interrupted,
    in_progress_key,
    keep_in_progress,
    take_interrupted,
)
from boggle_desktop.boggle.tab import BoggleTab

ROUND = Unfinished("catsxoxxxfexxxlt", 7, "4x4-1987", "official", "words.txt", 180, "hard", None, ("cats",))


def taken(folder) -> list[Unfinished]:
    """The rounds take_interrupted gives, damaged ones copied to ``folder``."""
    return take_interrupted(folder)[0]


def played_by(pid: int, round_: Unfinished = ROUND) -> None:
    """``round_`` in progress in the process ``pid``, as that process keeps it."""
    keep_in_progress(round_)
    text = str(QSettings().value(in_progress_key())).replace(f'"pid": {os.getpid()}', f'"pid": {pid}')
    forget_in_progress()
    QSettings().setValue(in_progress_key(pid), text)


def test_a_round_left_by_a_process_that_died_is_taken(settings_reset, tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    played_by(dead.pid)
    assert taken(tmp_path) == [ROUND]
    assert QSettings().value(in_progress_key(dead.pid)) is None and QSettings().value(INTERRUPTED)


def test_a_round_another_running_copy_plays_is_left_to_it(settings_reset, tmp_path):
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        played_by(alive.pid)
        assert taken(tmp_path) == []
        assert QSettings().value(in_progress_key(alive.pid))  # still that copy's
    finally:
        alive.kill()
        alive.wait()


def test_a_damaged_saved_round_is_dropped_and_copied(settings_reset, tmp_path):
    QSettings().setValue(in_progress_key(1), "{not json")
    rounds, notice = take_interrupted(tmp_path)
    assert rounds == [] and notice.startswith("1 round cut short by a crash cannot be read")
    assert [path.read_text(encoding="utf-8") for path in tmp_path.glob("boggle-rounds-damaged-*.txt")]
    assert QSettings().value(in_progress_key(1)) is None and QSettings().value(INTERRUPTED) is None


def dead_pid() -> int:
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    return dead.pid


def test_a_round_still_waiting_is_not_overwritten_by_the_next_crash(settings_reset, tmp_path):
    later = replace(ROUND, board="xxxxcatsxxxxfelt", words=("felt", "cats"))
    played_by(dead_pid())
    assert taken(tmp_path) == [ROUND]  # its list is not loaded: it waits
    played_by(dead_pid(), later)  # the next session crashed too
    assert taken(tmp_path) == [ROUND, later]
    forget_interrupted(ROUND)
    assert taken(tmp_path) == [later]
    forget_interrupted(later)
    assert taken(tmp_path) == [] and QSettings().value(INTERRUPTED) is None


def test_a_round_waiting_as_written_before_is_read(settings_reset, tmp_path):
    QSettings().setValue(INTERRUPTED, json.dumps({**asdict(ROUND), "pid": 1}))  # one round, not a list
    assert taken(tmp_path) == [ROUND]
    QSettings().setValue(INTERRUPTED, '[{"board": "abc"}, "x"]')
    assert taken(tmp_path) == [] and QSettings().value(INTERRUPTED) is None


def test_a_round_played_with_another_bundled_list_is_kept_with_that_list(
    qtbot, context, settings_reset, tmp_path
):
    # Played with *small*, then the player chose another list and the app crashed: the round is
    # scored with small, loaded for it, not left waiting until small is chosen again.
    played = replace(ROUND, board="catsxoxxxfexxxlt", word_list="small", words=("cats", "cat", "zzz"))
    QSettings().setValue(INTERRUPTED, json.dumps([asdict(played)]))
    tab = BoggleTab(context)
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: bool(tab.store.rounds()), timeout=20000)
    (kept,) = tab.store.rounds()
    assert (kept.word_list, kept.board, kept.human_words) == ("small", "catsxoxxxfexxxlt", ("cats", "cat"))
    assert taken(tmp_path) == []
    assert tab.round_panel.notice_label.text() == (
        "The round a crash cut short, with 2 words (2 points), is kept in History as #1."
    )


def test_a_round_of_a_file_list_not_loaded_waits_and_says_so(qtbot, context, settings_reset, tmp_path):
    QSettings().setValue(INTERRUPTED, json.dumps([asdict(replace(ROUND, word_list="mine.txt"))]))
    tab = BoggleTab(context)
    qtbot.addWidget(tab)
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    assert tab.round_panel.notice_label.text() == (
        "1 round cut short by a crash waits for the word list played (mine.txt): "
        "open it (File > Open Word List) to keep the round in History."
    )
    assert taken(tmp_path) == [replace(ROUND, word_list="mine.txt")] and not tab.store.rounds()


def test_two_copies_keep_their_rounds_apart_and_a_crash_of_one_loses_nothing(settings_reset, tmp_path):
    # Copy A crashes mid-round while copy B (this process) plays and ends its own round.
    other = replace(ROUND, board="xxxxcatsxxxxfelt", words=("felt",))
    played_by(dead_pid(), other)
    keep_in_progress(ROUND)
    forget_in_progress()  # B's round ended: A's must not go with it
    assert taken(tmp_path) == [other]


def test_a_round_left_where_earlier_versions_kept_it_is_taken(settings_reset, tmp_path):
    QSettings().setValue("boggle/round_in_progress", json.dumps({**asdict(ROUND), "pid": dead_pid()}))
    assert taken(tmp_path) == [ROUND]
    assert QSettings().value("boggle/round_in_progress") is None


def test_a_crashed_round_is_scored_with_its_list_loaded_as_the_app_loads_lists(context, settings_reset):
    from boggle_desktop.boggle.active_round import crash_round
    from solvers.progress import Progress

    played = replace(ROUND, word_list="small")
    service = context.lexicon
    # Scored against the full list, the computer could claim offensive words the game hid, and
    # a British player's colour was lost.
    service.leave_out_offensive, service.british_spellings = True, True
    kept = crash_round(played, service.bundled_job("small"), Progress())
    assert "bitch" not in kept.lexicon and "colour" in kept.lexicon
    service.leave_out_offensive, service.british_spellings = False, False
    assert "bitch" in crash_round(played, service.bundled_job("small"), Progress()).lexicon
