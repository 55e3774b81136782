"""A round under way, kept in the settings at every word found, so that a crash does not lose it.

The round in progress is written under :data:`IN_PROGRESS` each time the player finds a word, and
removed when the round ends. At the next start, one still there was cut short by a crash: it
moves to :data:`INTERRUPTED` (out of the way of the new session's rounds) until the tab has
scored it with its own word list and stored it in History.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import asdict, dataclass

from PySide6.QtCore import QSettings

from boggle_desktop.saved_settings import save_setting

#: The round being played, as JSON (see :class:`Unfinished`).
IN_PROGRESS = "boggle/round_in_progress"
#: A round a crash cut short, waiting to be stored in History.
INTERRUPTED = "boggle/interrupted_round"


@dataclass(frozen=True)
class Unfinished:
    """What a round needs to be scored again: its board, rules, list, strength and the words found."""

    board: str
    seed: int | None
    dice: str | None
    rules: str
    word_list: str
    timer_seconds: int
    strength: str
    replay_of: int | None
    words: tuple[str, ...]

    def to_json(self) -> str:
        """The round, and the process playing it (so that another copy of the app running at the
        same time does not take it for one a crash cut short)."""
        return json.dumps({**asdict(self), "pid": os.getpid()})

    @classmethod
    def from_json(cls, text: str) -> Unfinished:
        """The round in ``text``; ValueError (or TypeError) if it is not one."""
        fields = _fields(text)
        fields.pop("pid", None)
        fields["words"] = tuple(str(word) for word in fields["words"])
        return cls(**fields)


def _fields(text: str) -> dict:
    fields = json.loads(text)
    if not isinstance(fields, dict):
        raise ValueError("not a round")
    return fields


def _played_elsewhere(text: str) -> bool:
    """Whether the round in ``text`` is being played by another process still running."""
    try:
        pid = int(_fields(text).get("pid", 0))
    except (ValueError, TypeError):
        return False
    if pid <= 0 or pid == os.getpid() or sys.platform == "win32":  # Windows' kill would end it
        return False
    try:
        os.kill(pid, 0)  # no signal sent: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists (another user's: not ours to signal)
    return True


def keep_in_progress(round_: Unfinished) -> None:
    save_setting(IN_PROGRESS, round_.to_json())


def forget_in_progress() -> None:
    save_setting(IN_PROGRESS, None)


def take_interrupted() -> Unfinished | None:
    """The round a crash cut short, if any: the one left in progress by the last session (moved to
    :data:`INTERRUPTED`), else one still waiting there. A damaged entry is dropped."""
    settings = QSettings()
    left = settings.value(IN_PROGRESS)
    if left and not _played_elsewhere(str(left)):
        save_setting(INTERRUPTED, str(left))
        forget_in_progress()
    waiting = settings.value(INTERRUPTED)
    if not waiting:
        return None
    try:
        return Unfinished.from_json(str(waiting))
    except (ValueError, TypeError, KeyError):
        forget_interrupted()
        return None


def forget_interrupted() -> None:
    save_setting(INTERRUPTED, None)
