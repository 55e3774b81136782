"""A round under way, kept for a crash: taken at the next start, unless another copy plays it."""

import os
import subprocess
import sys

from PySide6.QtCore import QSettings

from boggle_desktop.boggle.interrupted import (
    IN_PROGRESS,
    INTERRUPTED,
    Unfinished,
    keep_in_progress,
    take_interrupted,
)

ROUND = Unfinished("catsxoxxxfexxxlt", 7, "4x4-1987", "official", "words.txt", 180, "hard", None, ("cats",))


def played_by(pid: int) -> None:
    keep_in_progress(ROUND)
    text = str(QSettings().value(IN_PROGRESS)).replace(f'"pid": {os.getpid()}', f'"pid": {pid}')
    QSettings().setValue(IN_PROGRESS, text)


def test_a_round_left_by_a_process_that_died_is_taken(settings_reset):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    played_by(dead.pid)
    assert take_interrupted() == ROUND
    assert QSettings().value(IN_PROGRESS) is None and QSettings().value(INTERRUPTED)


def test_a_round_another_running_copy_plays_is_left_to_it(settings_reset):
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        played_by(alive.pid)
        assert take_interrupted() is None
        assert QSettings().value(IN_PROGRESS)  # still that copy's
    finally:
        alive.kill()
        alive.wait()


def test_a_damaged_saved_round_is_dropped(settings_reset):
    QSettings().setValue(IN_PROGRESS, "{not json")
    assert take_interrupted() is None
    assert QSettings().value(IN_PROGRESS) is None and QSettings().value(INTERRUPTED) is None
