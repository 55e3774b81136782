"""Every Boggle round, kept in SQLite in the user's data folder (no Qt here).

A round is written in one transaction when it ends, so killing the app
mid-round loses at most that round. A file that is not a usable database is
moved aside (``boggle-history.sqlite3.corrupt-<time>``) and a new one started;
:attr:`HistoryStore.recovery_message` says so for the GUI to show.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

FILE_NAME = "boggle-history.sqlite3"
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
        try:
            self._conn = self._open(self.path)
        except (sqlite3.DatabaseError, OSError) as error:
            self._conn = self._recover(error)

    def _recover(self, error: Exception) -> sqlite3.Connection:
        try:
            aside = self._move_aside()
            conn = self._open(self.path)
        except (OSError, sqlite3.Error) as second:
            self.recovery_message = (
                f"The round history {self.path} cannot be used ({error}; {second}); "
                "this session's rounds are kept in memory only."
            )
            return self._open(":memory:")
        self.recovery_message = (
            f"The round history {self.path} could not be read ({error}); it was moved to "
            f"{aside.name} and a new history started."
        )
        return conn

    def _open(self, path: Path | str) -> sqlite3.Connection:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(path)
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
        stored = replace(record, played_at=record.played_at or _now())
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
        return replace(stored, id=cursor.lastrowid)

    def rounds(self) -> list[RoundRecord]:
        """Every stored round, newest first."""
        return self._select("ORDER BY id DESC")

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
        records = []
        for row in rows:
            fields = dict(zip(("id", *_COLUMNS), row))
            fields["human_words"] = tuple(json.loads(fields["human_words"]))
            fields["computer_words"] = tuple(json.loads(fields["computer_words"]))
            records.append(RoundRecord(**fields))
        return records

    def close(self) -> None:
        self._conn.close()


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")
