"""Where the round being played is kept: in the settings at every word found (a crash would lose it
otherwise), and in History once it is over, or back in the settings for the next start to store
when History cannot take it (see interrupted.py)."""

from __future__ import annotations

from dataclasses import replace

from boggle_desktop.boggle.active_round import ActiveRound, unfinished
from boggle_desktop.boggle.history import HistoryError, HistoryStore, RoundRecord
from boggle_desktop.boggle.interrupted import (
    Unfinished,
    forget_in_progress,
    keep_for_next_start,
    keep_in_progress,
)

#: Seconds a round's end waits for another program's lock on History (a backup, an sqlite shell)
#: before it keeps the round for the next start instead: the window waits with it (5 s froze it).
STORE_BUSY_TIMEOUT = 0.5


def _to_keep(store: HistoryStore, current: ActiveRound) -> Unfinished:
    """What is kept of ``current`` outside History. The replay of a round History keeps in memory
    is kept as a round of its own: that round's number means nothing in the file."""
    kept = unfinished(current)
    return replace(kept, replay_of=None) if store.memory_only else kept


def keep_in_play(store: HistoryStore, current: ActiveRound) -> None:
    """Keep ``current``, under way, with the words found so far: a crash now does not lose it."""
    keep_in_progress(_to_keep(store, current))


def store_ended(store: HistoryStore, current: ActiveRound, record: RoundRecord) -> RoundRecord:
    """Store ``record``, the round ``current`` ended as, in History, and return it as stored.
    HistoryError if History cannot take it: the round is then kept for the next start to store."""
    try:
        with store.busy_timeout(STORE_BUSY_TIMEOUT):
            stored = store.add(record)
    except HistoryError:
        keep_for_next_start(_to_keep(store, current))
        raise
    if store.memory_only:  # gone at exit: kept, with its date, for a start that opens the file
        keep_for_next_start(replace(_to_keep(store, current), played_at=stored.played_at))
    else:
        forget_in_progress()  # only now: until stored, the crash-safe copy was the round's only one
    return stored
