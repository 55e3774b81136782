"""Qt item models for the Boggle tab: word lists and the round history."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from boggle_desktop.boggle.history import RoundRecord
from boggle_desktop.table_model import RowTableModel
from solvers.boggle import FoundWord, rules_named


class WordsModel(RowTableModel):
    """Found words: word, points, length (sortable through a proxy on SORT_ROLE)."""

    headers = ("Word", "Points", "Length")

    def _cell(self, item: FoundWord, column: int) -> tuple[str, Any]:
        if column == 0:
            return item.word, item.word
        if column == 1:
            return str(item.points), item.points
        return str(len(item.word)), len(item.word)

    def total(self) -> int:
        return sum(found.points for found in self._rows)

    def words(self) -> list[str]:
        return [found.word for found in self._rows]


class HistoryModel(RowTableModel):
    """Past rounds: scores and the share of the maximum first (what a player compares), then
    the date, rules, word list and board, which a narrow window may leave to scroll to."""

    headers = (
        "#", "You", "% of max", "Computer", "Maximum", "Played", "Rules", "Word list", "Replay of", "Board",
    )  # fmt: skip

    def _cell(self, item: RoundRecord, column: int) -> tuple[str, Any]:
        try:
            rules = rules_named(item.rules).name
        except ValueError:
            rules = item.rules
        played = datetime.fromisoformat(item.played_at).astimezone().strftime("%Y-%m-%d %H:%M")
        cells = (
            (f"#{item.id}", item.id or 0),
            (str(item.human_score), item.human_score),
            (f"{item.percent:.0f}%", item.percent),
            (str(item.computer_score), item.computer_score),
            (str(item.max_score), item.max_score),
            (played, item.played_at),
            (rules, rules),
            (item.word_list, item.word_list),
            ("" if item.replay_of is None else f"#{item.replay_of}", item.replay_of or 0),
            (f"{item.size}x{item.size} {item.board}", item.board),
        )
        return cells[column]
