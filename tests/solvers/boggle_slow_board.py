"""A board that takes seconds to search, and a user who cancels: for the cancel tests."""

from __future__ import annotations

from solvers.lexicon import Lexicon
from solvers.progress import Progress


class CancelAtCheck(Progress):
    """A progress whose user presses Cancel just before its ``at``-th check."""

    def __init__(self, at: int) -> None:
        super().__init__()
        self.at, self.checks = at, 0

    def check(self) -> None:
        self.checks += 1
        if self.checks == self.at:
            self.cancel()
        super().check()


#: Every path of a board of E spells a word's start: 12 million paths on 4x4, seconds of search.
E_BOARD = "e" * 16
E_WORDS = Lexicon.from_words("e" * n for n in range(3, 17))
