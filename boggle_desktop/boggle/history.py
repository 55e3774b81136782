"""Every Boggle round, kept in SQLite in the user's data folder (no Qt here).

A round is written in one transaction when it ends, so killing the app
mid-round loses at most that round. A file that is not a usable database is
moved aside (``boggle-history.sqlite3.corrupt-<time>``) and a new one started; a
file another program holds locked is left alone, rounds whose stored words or
other fields cannot be read are left out, and a date that cannot be read is shown
as it is stored. :attr:`HistoryStore.recovery_message` says so for the GUI to show.
A history that cannot be opened lives in memory for the session (:attr:`HistoryStore.memory_only`):
the GUI keeps its rounds for a later start to store in the file.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from types import NoneType

from solvers.wording import counted

FILE_NAME = "boggle-history.sqlite3"
#: Seconds to wait for another program's lock on the file before giving up (SQLite's default).
BUSY_TIMEOUT = 5.0
_SCHEMA_VERSION = 1

_COLUMNS = (
    "played_at", "seed", "dice", "board", "size", "rules", "word_list", "timer_seconds", "strength",
    "human_words", "computer_words", "human_score", "computer_score", "max_score", "replay_of",
)  # fmt: skip

_CREATE = """
CREATE TABLE IF NOT EXISTS rounds (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    played_at TEXT NOT NULL,
    seed INTEGER,
    dice TEXT,
    board TEXT NOT NULL,
    size INTEGER NOT NULL,
    rules TEXT NOT NULL,
    word_list TEXT NOT NULL,
    timer_seconds INTEGER NOT NULL,
    strength TEXT NOT NULL,
    human_words TEXT NOT NULL,
    computer_words TEXT NOT NULL,
    human_score INTEGER NOT NULL,
    computer_score INTEGER NOT NULL,
    max_score INTEGER NOT NULL,
    replay_of INTEGER REFERENCES rounds(id)
)
"""


@dataclass(frozen=True)
class RoundRecord:
    """One finished round. ``seed`` and ``dice`` are None for a board the player typed in."""

    seed: int | None
    dice: str | None
    board: str
    size: int
    rules: str
    word_list: str
    timer_seconds: int  # 0 for untimed practice
    strength: str
    human_words: tuple[str, ...]
    computer_words: tuple[str, ...]
    human_score: int
    computer_score: int
    max_score: int
    replay_of: int | None = None  # the first round played on this board, for a replay
    played_at: str = ""  # ISO 8601, UTC; filled in when stored
    id: int | None = None

    @property
    def percent(self) -> float:
        """The player's score as a percentage of the maximum possible."""
        return 100.0 * self.human_score / self.max_score if self.max_score else 0.0

    @property
    def original_id(self) -> int | None:
        return self.replay_of if self.replay_of is not None else self.id


class HistoryError(Exception):
    """The history could not be read or written; the message says why."""


class HistoryStore:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / FILE_NAME
        self.recovery_message: str | None = None
        #: Whether the file could not be opened and the rounds live in memory for this session only.
        self.memory_only = False
        #: The ids of stored rounds that cannot be read, left out of every answer.
        self.damaged: set[int] = set()
        #: The rounds the opening check read, for the first :meth:`rounds` (reading thousands of
        #: rounds' words takes a while), until a round is added.
        self._checked: list[RoundRecord] | None = None
        try:
            self._conn = self._open(self.path)
        except (sqlite3.DatabaseError, OSError) as error:
            self._conn = self._recover(error)
        else:
            self._check_rounds()

    def _recover(self, error: Exception) -> sqlite3.Connection:
        if _is_locked(error):
            # Healthy, but in another program's hands (an sqlite shell, a backup): not to be touched.
            return self._in_memory(
                f"The round history {self.path} is locked by another program ({error})",
                " Close that program and restart to use the history again.",
            )
        try:
            aside = self._move_aside()
            conn = self._open(self.path)
        except (OSError, sqlite3.Error) as second:
            return self._in_memory(f"The round history {self.path} cannot be used ({error}; {second})")
        self.recovery_message = (
            f"The round history {self.path} could not be read ({error}); it was moved to "
            f"{aside.name} and a new history started."
        )
        return conn

    def _in_memory(self, problem: str, advice: str = "") -> sqlite3.Connection:
        self.memory_only = True
        self.recovery_message = (
            f"{problem}; this session's rounds are kept in memory only for now, and will be stored in "
            f"the history file at a later start, once it can be opened.{advice}"
        )
        return self._open(":memory:")

    def _open(self, path: Path | str) -> sqlite3.Connection:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
        try:
            if conn.execute("PRAGMA integrity_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("integrity check failed")
            with conn:
                conn.execute(_CREATE)
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                if version == 0:
                    conn.execute(f"PRAGMA user_version = {_SCHEMA_VERSION}")
                elif version != _SCHEMA_VERSION:
                    raise sqlite3.DatabaseError(f"unknown history format version {version}")
            columns = {row[1] for row in conn.execute("PRAGMA table_info(rounds)")}
            if not set(_COLUMNS) <= columns:
                raise sqlite3.DatabaseError("the rounds table lacks columns")
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    def _move_aside(self) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        self.path.replace(aside)
        for suffix in ("-journal", "-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                extra.replace(aside.with_name(aside.name + suffix))
        return aside

    def add(self, record: RoundRecord) -> RoundRecord:
        """Store a finished round (one transaction); returns it with its id and date."""
        stored = replace(record, played_at=record.played_at or now_text())
        values = [getattr(stored, name) for name in _COLUMNS]
        for i, name in enumerate(_COLUMNS):
            if name.endswith("_words"):
                values[i] = json.dumps(list(values[i]))
        try:
            with self._conn:
                cursor = self._conn.execute(
                    f"INSERT INTO rounds ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
                    values,
                )
        except sqlite3.Error as error:
            raise HistoryError(f"could not save the round in {self.path}: {error}") from error
        self._checked = None
        return replace(stored, id=cursor.lastrowid)

    @contextmanager
    def busy_timeout(self, seconds: float) -> Iterator[None]:
        """Within, wait at most ``seconds`` (not :data:`BUSY_TIMEOUT`) for another program's lock
        on the file."""
        self._set_busy_timeout(seconds)
        try:
            yield
        finally:
            self._set_busy_timeout(BUSY_TIMEOUT)

    def _set_busy_timeout(self, seconds: float) -> None:
        self._conn.execute(f"PRAGMA busy_timeout = {round(seconds * 1000)}")

    def rounds(self) -> list[RoundRecord]:
        """Every stored round, newest first."""
        if self._checked is not None:
            checked, self._checked = self._checked, None
            return checked
        return self._select("ORDER BY id DESC")

    def count(self) -> int:
        """How many rounds are stored, damaged ones included."""
        try:
            return self._conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        except sqlite3.Error as error:
            raise HistoryError(f"could not read the round history {self.path}: {error}") from error

    def get(self, round_id: int) -> RoundRecord | None:
        found = self._select("WHERE id = ?", (round_id,))
        return found[0] if found else None

    def attempts(self, original_id: int) -> list[RoundRecord]:
        """A round and all its replays, oldest first."""
        return self._select("WHERE id = ? OR replay_of = ? ORDER BY id", (original_id, original_id))

    def _select(self, tail: str, params: tuple = ()) -> list[RoundRecord]:
        try:
            rows = self._conn.execute(
                f"SELECT id, {', '.join(_COLUMNS)} FROM rounds {tail}", params
            ).fetchall()
        except sqlite3.Error as error:
            raise HistoryError(f"could not read the round history {self.path}: {error}") from error
        records = [_record(row) for row in rows]
        self.damaged.update(row[0] for row, made in zip(rows, records, strict=True) if made is None)
        return [made for made in records if made is not None]

    def _check_rounds(self) -> None:
        """Read every round once, so that the first look at the history can name damaged ones."""
        try:
            self._checked = self.rounds()
        except HistoryError as error:
            self.recovery_message = str(error)
            return
        undated = [record.id for record in self._checked if date_played(record.played_at) is None]
        notes = []
        if self.damaged:
            notes.append(
                f"{counted(len(self.damaged), 'damaged round')} ({_ids(self.damaged)}): their words or "
                "other fields cannot be read, so they are left out"
            )
        if undated:
            notes.append(f"{counted(len(undated), 'round')} ({_ids(undated)}) whose date cannot be read")
        if notes:
            self.recovery_message = (
                f"The round history {self.path} has {'; and '.join(notes)}. The file itself is kept as it is."
            )

    def close(self) -> None:
        self._conn.close()


def date_played(played_at: str) -> datetime | None:
    """The date ``played_at`` (as History stores dates), or None if it cannot be read."""
    try:
        return datetime.fromisoformat(played_at)
    except ValueError:
        return None


def local_date_text(played_at: str) -> str:
    """The local date and time of ``played_at`` (as History stores dates); as it is if it cannot be read."""
    played = date_played(played_at)
    return played_at if played is None else played.astimezone().strftime("%Y-%m-%d %H:%M")


def _ids(ids: Iterable[int]) -> str:
    return ", ".join(f"#{number}" for number in sorted(ids))


#: What each column of a round holds (None where it may be empty), as SQLite returns it.
_KINDS: dict[str, type | tuple[type, ...]] = {
    **dict.fromkeys(("played_at", "board", "rules", "word_list", "strength"), str),
    **dict.fromkeys(("human_words", "computer_words"), str),
    **dict.fromkeys(("size", "timer_seconds", "human_score", "computer_score", "max_score"), int),
    **dict.fromkeys(("seed", "replay_of"), (int, NoneType)),
    "dice": (str, NoneType),
}


def _record(row: tuple) -> RoundRecord | None:
    """The round of a stored row, or None when a field is not of its column's kind (text in a
    number's column, say) or its words are not a JSON list of strings."""
    fields = dict(zip(("id", *_COLUMNS), row, strict=True))
    if not all(isinstance(fields[name], kind) for name, kind in _KINDS.items()):
        return None
    try:
        for key in ("human_words", "computer_words"):
            words = json.loads(fields[key])
            if not isinstance(words, list) or not all(isinstance(word, str) for word in words):
                return None
            fields[key] = tuple(words)
    except (TypeError, ValueError):
        return None
    return RoundRecord(**fields)


def _is_locked(error: Exception) -> bool:
    """Whether opening failed only because another connection holds the file."""
    return isinstance(error, sqlite3.OperationalError) and any(
        word in str(error) for word in ("locked", "busy")
    )


def now_text() -> str:
    """The time now as History stores dates (ISO 8601, UTC, to the second)."""
    return datetime.now(UTC).isoformat(timespec="seconds")
