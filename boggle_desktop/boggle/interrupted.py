"""A round under way, kept in the settings at every word found, so that a crash does not lose it.

The round in progress is written under :data:`IN_PROGRESS`, keyed by the process playing it (two
copies of the app may run at once), each time the player finds a word, and removed when the round
ends and is stored in History. At the next start, one still there was cut short by a crash: it
joins the rounds waiting under :data:`INTERRUPTED` (out of the way of the new session's rounds)
until the tab has scored it with its own word list and stored it in History. They are a list: a
round whose list is not loaded (a file of the user's) waits there while later crashes add theirs,
and a round that ended when History could not store it (:func:`keep_for_next_start`) waits there too,
with the date it was played (it is stored with that date, not the next start's). A start whose
History lives in memory (the file locked) shows the waiting rounds but leaves them waiting, for a
start that can store them in the file.
A round moves from one key to the other in one write of the settings file, so that a crash at any
moment leaves it in one place or the other.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from dataclasses import MISSING, asdict, dataclass, replace
from dataclasses import fields as dataclass_fields
from functools import partial
from pathlib import Path

from PySide6.QtCore import QSettings

from boggle_desktop.boggle.history import local_date_text, now_text
from boggle_desktop.saved_settings import keep_damaged, save_setting, save_settings
from solvers.wording import counted

#: The rounds being played, one per process (the key under it is the process id), as JSON (see
#: :class:`Unfinished`).
IN_PROGRESS = "boggle/rounds_in_progress"
#: Where versions before 2026-11 kept the one round being played, for every copy of the app.
_OLD_IN_PROGRESS = "boggle/round_in_progress"
#: The rounds crashes cut short, waiting to be stored in History: a JSON list (one round before).
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
    #: When the round ended, as History stores dates, for a round History could not store then;
    #: "" for one a crash cut short (History dates it when it stores it).
    played_at: str = ""
    #: Whether the round ended but History could not store it (not cut short by a crash).
    not_stored: bool = False

    def described(self) -> str:
        """The round as the Round page names it, after "the": why it waits, and when it was played
        if that is known."""
        if not self.not_stored:
            return "round a crash cut short"
        return f"round of {local_date_text(self.played_at)} (History could not store it then)"

    def to_json(self) -> str:
        """The round, and the process playing it (so that another copy of the app running at the
        same time does not take it for one a crash cut short)."""
        return json.dumps({**asdict(self), "pid": os.getpid()})

    @classmethod
    def from_json(cls, text: str) -> Unfinished:
        """The round in ``text``; ValueError saying what is wrong if it is not one."""
        try:
            fields = _loads(text)
        except ValueError as error:
            raise ValueError(f"it is not JSON ({error})") from None
        return cls.from_fields(fields)

    @classmethod
    def from_fields(cls, fields: object) -> Unfinished:
        """The round of JSON's ``fields`` (:meth:`to_json`'s, the process left out); ValueError
        saying what is wrong if they are not a round's, each field of its kind."""
        if not isinstance(fields, dict):
            raise ValueError("it is not a round's fields")
        fields = {name: value for name, value in fields.items() if name != "pid"}
        unknown = [name for name in fields if name not in _KINDS]
        if unknown:
            raise ValueError(f"it has {_fields_named(unknown)} this version does not know")
        missing = [name for name in _KINDS if name not in fields and name not in _ADDED]
        if missing:
            raise ValueError(f"it lacks {_fields_named(missing)}")
        for name, (accepts, kind) in _KINDS.items():
            if name in fields and not accepts(fields[name]):
                raise ValueError(f"its field {name} is {json.dumps(fields[name])}, not {kind}")
        return cls(**{**fields, "words": tuple(fields["words"])})


def _fields_named(names: list[str]) -> str:
    return f"the field{'s' if len(names) > 1 else ''} {', '.join(names)}"


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


#: Each field of a round as JSON holds it: what accepts its value, and what that is in words.
_KINDS: dict[str, tuple[Callable[[object], bool], str]] = {
    "board": (lambda value: isinstance(value, str), "text"),
    "seed": (lambda value: value is None or _whole(value), "a whole number or null"),
    "dice": (lambda value: value is None or isinstance(value, str), "text or null"),
    "rules": (lambda value: isinstance(value, str), "text"),
    "word_list": (lambda value: isinstance(value, str), "text"),
    "timer_seconds": (lambda value: _whole(value) and value >= 0, "a whole number of seconds"),
    "strength": (lambda value: isinstance(value, str), "text"),
    "replay_of": (lambda value: value is None or _whole(value), "a whole number or null"),
    "words": (
        lambda value: isinstance(value, list) and all(isinstance(word, str) for word in value),
        "a list of words",
    ),
    "played_at": (lambda value: isinstance(value, str), "text"),
    "not_stored": (lambda value: isinstance(value, bool), "true or false"),
}
#: The fields added since rounds were first kept: a round kept before lacks them (their defaults stand).
_ADDED = {field.name for field in dataclass_fields(Unfinished) if field.default is not MISSING}


@dataclass(frozen=True)
class _Damaged:
    """A round kept in the settings that cannot be read: its text, and what is wrong with it."""

    text: str
    reason: str


def _loads(text: str) -> object:
    """``json.loads``, whose RecursionError on JSON nested thousands deep is a ValueError here too."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("it is nested too deeply") from None


def _fields(text: str) -> dict:
    fields = _loads(text)
    if not isinstance(fields, dict):
        raise ValueError("not a round")
    return fields


def _round(text: str, make: Callable[[], Unfinished]) -> Unfinished | _Damaged:
    """The round ``make`` reads from ``text``, or what is wrong with it."""
    try:
        return make()
    except ValueError as error:
        return _Damaged(text, str(error))


def _played_elsewhere(text: str) -> bool:
    """Whether the round in ``text`` is being played by another process still running."""
    try:
        pid = _fields(text).get("pid", 0)
    except ValueError:
        return False
    if not _whole(pid) or pid <= 0 or pid == os.getpid() or sys.platform == "win32":
        return False  # no process id (1e999, true, 1.5), or Windows, whose kill would end it
    try:
        os.kill(pid, 0)  # no signal sent: only asks whether the process exists
    except (ProcessLookupError, OverflowError):  # none such, or a number no process id can be
        return False
    except OSError:
        return True  # it exists (another user's: not ours to signal)
    return True


def in_progress_key(pid: int | None = None) -> str:
    """Where the process ``pid`` (this one by default) keeps the round it is playing."""
    return f"{IN_PROGRESS}/{os.getpid() if pid is None else pid}"


def keep_in_progress(round_: Unfinished) -> None:
    save_setting(in_progress_key(), round_.to_json())


def forget_in_progress() -> None:
    save_setting(in_progress_key(), None)


def keep_for_next_start(round_: Unfinished) -> None:
    """Move ``round_``, over but not stored in the history file (History could not be written, or
    lives in memory for the session), from the rounds in progress to those waiting, dated when it
    was played (now, if its date is not given), for the next start to store: the next round
    played in this process would take its place in progress."""
    kept = replace(round_, played_at=round_.played_at or now_text(), not_stored=True)
    waiting = [entry for entry in _waiting() if isinstance(entry, Unfinished)]
    save_settings({INTERRUPTED: _waiting_value([*waiting, kept]), in_progress_key(): None})


def _left_in_progress() -> list[tuple[str, str]]:
    """(key, round) of every round in progress, this process's and other copies' included."""
    settings = QSettings()
    settings.beginGroup(IN_PROGRESS)
    keys = [f"{IN_PROGRESS}/{key}" for key in settings.childKeys()]
    settings.endGroup()
    return [(key, str(text)) for key in (_OLD_IN_PROGRESS, *keys) if (text := settings.value(key))]


def take_interrupted(folder: Path) -> tuple[list[Unfinished], str]:
    """The rounds crashes cut short: those left in progress by copies of the app no longer running
    (added to :data:`INTERRUPTED`) and those still waiting there; and what to tell of the damaged
    ones ("" if none), which are copied to ``folder`` and dropped."""
    waiting = _waiting()
    taken = [(key, left) for key, left in _left_in_progress() if not _played_elsewhere(left)]
    waiting += [_round(left, partial(Unfinished.from_json, left)) for _key, left in taken]
    told = _keep_damaged(folder, [round_ for round_ in waiting if isinstance(round_, _Damaged)])
    rounds = [round_ for round_ in waiting if isinstance(round_, Unfinished)]
    # The waiting list and the keys taken from in progress in one write: a crash in between lost them.
    save_settings({INTERRUPTED: _waiting_value(rounds), **dict.fromkeys(key for key, _left in taken)})
    return rounds, told


def _keep_damaged(folder: Path, damaged: list[_Damaged]) -> str:
    if not damaged:
        return ""
    kept = keep_damaged(folder, "boggle-rounds", "".join(f"{round_.text}\n" for round_ in damaged))
    reasons = "; ".join(round_.reason for round_ in damaged)
    return (
        f"{counted(len(damaged), 'round')} cut short by a crash cannot be read ({reasons}), so "
        f"{'it is' if len(damaged) == 1 else 'they are'} not kept in History. {kept}"
    )


def forget_interrupted(round_: Unfinished) -> None:
    """Take ``round_`` off the waiting rounds (it is stored, or cannot be scored)."""
    _save_waiting(
        [waiting for waiting in _waiting() if isinstance(waiting, Unfinished) and waiting != round_]
    )


def _waiting() -> list[Unfinished | _Damaged]:
    """The waiting rounds, and those that cannot be read."""
    text = str(QSettings().value(INTERRUPTED) or "")
    try:
        entries = _loads(text) if text else []
    except ValueError as error:
        return [_Damaged(text, f"the list of rounds is not JSON ({error})")]
    entries = entries if isinstance(entries, list) else [entries]  # one round, as written before
    return [_round(json.dumps(entry), partial(Unfinished.from_fields, entry)) for entry in entries]


def _save_waiting(rounds: list[Unfinished]) -> None:
    save_setting(INTERRUPTED, _waiting_value(rounds))


def _waiting_value(rounds: list[Unfinished]) -> str | None:
    """The waiting ``rounds`` as :data:`INTERRUPTED` holds them (None: the key is removed)."""
    return json.dumps([asdict(round_) for round_ in rounds]) if rounds else None
