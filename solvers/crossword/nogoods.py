"""Dead ends remembered across restarts: reduced nld-nogoods (Lecoutre et al., 2007).

When a restart abandons a branch, every word refuted on it (``slot != word``,
after the subtree below ``slot = word`` failed) is a fact that holds whenever
the words placed above it on the branch are placed again: "slots a, b, c
holding these words forbid this word in slot d". The search checks these after
each word it places and removes the forbidden words, so a restart does not
explore the same dead ends again. A refutation with nothing placed above it
holds outright and is applied to the root domains instead.
"""

from __future__ import annotations

Literal = tuple[int, int]  # (slot variable, word id)


class NogoodStore:
    def __init__(self) -> None:
        self._nogoods: list[tuple[tuple[Literal, ...], Literal]] = []
        self._seen: set[tuple[tuple[Literal, ...], Literal]] = set()
        self._watching: dict[Literal, list[int]] = {}

    def __len__(self) -> int:
        return len(self._nogoods)

    def add(self, placed: tuple[Literal, ...], forbidden: Literal) -> None:
        """Record: when every (slot, word) of ``placed`` holds, ``forbidden`` cannot."""
        key = (placed, forbidden)
        if key in self._seen:
            return
        self._seen.add(key)
        number = len(self._nogoods)
        self._nogoods.append(key)
        for literal in placed:
            self._watching.setdefault(literal, []).append(number)

    def consequences(self, slot: int, word: int, word_of: list[int]) -> list[Literal]:
        """The (slot, word) pairs forbidden now that ``slot`` holds ``word`` (given ``word_of``)."""
        out = []
        for number in self._watching.get((slot, word), ()):
            placed, forbidden = self._nogoods[number]
            if all(word_of[s] == w for s, w in placed):
                out.append(forbidden)
        return out
