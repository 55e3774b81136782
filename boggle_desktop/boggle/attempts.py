"""How a replay compares with the earlier attempts on its board that History keeps, in words.

Only attempts made with the same word list compare (a score with another list has another
maximum); a replay takes the rules of the round it replays, so every attempt on a board has the
same rules.
"""

from __future__ import annotations

from boggle_desktop.boggle.history import HistoryError, HistoryStore, RoundRecord
from solvers.wording import counted


def earlier_attempts(
    store: HistoryStore, original_id: int, word_list: str, exclude: int | None = None
) -> tuple[list[RoundRecord], list[RoundRecord]]:
    """The attempts on a board (but ``exclude``): those made with ``word_list``, whose scores
    compare, and the others, whose maximum and words differ. None of either if History cannot
    be read."""
    try:
        attempts = store.attempts(original_id)
    except HistoryError:
        return [], []
    same: list[RoundRecord] = []
    other: list[RoundRecord] = []
    for record in attempts:
        if record.id != exclude:
            (same if record.word_list == word_list else other).append(record)
    return same, other


def not_compared_note(other: list[RoundRecord], word_list: str) -> str:
    """Why the rounds of ``other`` (made with another word list) are left out of the comparison."""
    if not other:
        return ""
    lists = sorted({record.word_list for record in other})
    them = "it is" if len(other) == 1 else "they are"
    return (
        f"{counted(len(other), 'earlier round')} on this board used the {' and '.join(lists)} "
        f"list{'s' if len(lists) > 1 else ''}; this one uses {word_list}, "
        f"so {them} not compared."
    )


def comparison(store: HistoryStore, stored: RoundRecord) -> str:
    """How ``stored``, a replay, compares with the earlier attempts on the same board with the same
    word list ("" for a round that is not a replay)."""
    if stored.replay_of is None:
        return ""
    same, other = earlier_attempts(store, stored.replay_of, stored.word_list, stored.id)
    parts = []
    if same:
        best = max(same, key=lambda r: r.human_score)
        verdict = "a new best!" if stored.human_score > best.human_score else "not beaten yet."
        with_list = f" with the {stored.word_list} list" if other else ""
        parts.append(
            f"Attempt {len(same) + 1} on this board{with_list}: earlier best {best.human_score} "
            f"({best.percent:.0f}% of the maximum), now {stored.human_score} "
            f"({stored.percent:.0f}%) — {verdict}"
        )
    parts.append(not_compared_note(other, stored.word_list))
    return " ".join(filter(None, parts))
