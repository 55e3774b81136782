"""The round history in SQLite: round trip, replays, recovery from a bad file."""

from __future__ import annotations

import sqlite3

import pytest

from boggle_desktop.boggle.history import FILE_NAME, HistoryError, HistoryStore, RoundRecord
from boggle_desktop.boggle.models import HistoryModel


def record(**changes) -> RoundRecord:
    fields = dict(
        seed=42,
        dice="4x4-1987",
        board="perslatgsineters",
        size=4,
        rules="official",
        word_list="large",
        timer_seconds=180,
        strength="hard",
        human_words=("pest", "rest"),
        computer_words=("slate",),
        human_score=2,
        computer_score=2,
        max_score=10,
    )
    fields.update(changes)
    return RoundRecord(**fields)


def test_a_round_comes_back_as_it_was_stored(tmp_path):
    store = HistoryStore(tmp_path)
    stored = store.add(record())
    store.close()
    again = HistoryStore(tmp_path)
    assert again.recovery_message is None
    assert again.rounds() == [stored]
    assert stored.id == 1 and stored.played_at.endswith("+00:00")
    assert again.get(1).human_words == ("pest", "rest")
    assert stored.percent == pytest.approx(20.0)


def test_replays_are_grouped_with_their_original(tmp_path):
    store = HistoryStore(tmp_path)
    first = store.add(record())
    store.add(record(board="abcdefghijklmnop"))
    replay = store.add(record(replay_of=first.id, human_score=5))
    assert [r.id for r in store.attempts(first.id)] == [first.id, replay.id]
    assert replay.original_id == first.id and first.original_id == first.id
    assert [r.id for r in store.rounds()] == [3, 2, 1]


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.write_bytes(b"not a database at all" * 100),
        lambda path: sqlite3.connect(path).executescript(
            "CREATE TABLE rounds (id INTEGER); PRAGMA user_version=1;"
        ),
        lambda path: sqlite3.connect(path).execute("PRAGMA user_version = 99").connection.commit(),
    ],
    ids=["garbage", "missing columns", "unknown version"],
)
def test_an_unusable_file_is_moved_aside_and_a_new_history_started(tmp_path, damage):
    damage(tmp_path / FILE_NAME)
    store = HistoryStore(tmp_path)
    assert store.recovery_message and "was moved to" in store.recovery_message
    assert len(list(tmp_path.glob(f"{FILE_NAME}.corrupt-*"))) == 1
    assert store.rounds() == []
    assert store.add(record()).id == 1


def test_a_failed_write_is_reported_and_leaves_nothing_half_written(tmp_path):
    store = HistoryStore(tmp_path)
    store.add(record())
    with pytest.raises(HistoryError, match="could not save the round"):
        store.add(record(board=None))  # NOT NULL: the insert fails inside its transaction
    assert len(store.rounds()) == 1


def test_an_unwritable_folder_falls_back_to_memory_with_a_message(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    store = HistoryStore(blocker)
    assert "kept in memory only" in store.recovery_message
    assert store.add(record()).id == 1 and len(store.rounds()) == 1


def test_a_history_locked_by_another_program_is_left_alone(tmp_path, monkeypatch):
    store = HistoryStore(tmp_path)
    store.add(record())
    store.close()
    monkeypatch.setattr("boggle_desktop.boggle.history.BUSY_TIMEOUT", 0.1)
    other = sqlite3.connect(tmp_path / FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # as an sqlite shell or a backup program may hold it
    try:
        locked = HistoryStore(tmp_path)
        assert "is locked by another program" in locked.recovery_message
        assert "kept in memory only" in locked.recovery_message
        assert not list(tmp_path.glob(f"{FILE_NAME}.corrupt-*"))
        assert locked.add(record()).id == 1
    finally:
        other.rollback()
        other.close()
    assert len(HistoryStore(tmp_path).rounds()) == 1  # the file is as it was


@pytest.mark.parametrize("words", ['["she", "het"', "5", '["ok", 7]'], ids=["cut", "number", "not text"])
def test_a_round_whose_words_cannot_be_read_is_left_out_and_named(tmp_path, words):
    store = HistoryStore(tmp_path)
    store.add(record())
    store.add(record(board="abcdefghijklmnop"))
    store.close()
    with sqlite3.connect(tmp_path / FILE_NAME) as conn:
        conn.execute("UPDATE rounds SET human_words = ? WHERE id = 1", (words,))
    conn.close()
    again = HistoryStore(tmp_path)
    assert [r.id for r in again.rounds()] == [2] and again.get(1) is None
    assert "1 damaged round (#1)" in again.recovery_message
    assert not list(tmp_path.glob(f"{FILE_NAME}.corrupt-*"))


def test_the_share_column_tells_small_scores_apart():
    model = HistoryModel()
    model.set_items(
        [
            record(human_score=s, max_score=3622, played_at="2026-01-01T10:00:00+00:00")
            for s in (0, 1, 4, 7, 1811)
        ]
    )
    share = HistoryModel.headers.index("%")
    assert [model.index(row, share).data() for row in range(5)] == ["0.0%", "<0.1%", "0.1%", "0.2%", "50.0%"]
