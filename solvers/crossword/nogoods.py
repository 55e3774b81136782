"""Dead ends remembered across restarts: reduced nld-nogoods (Lecoutre et al., 2007).

When a restart abandons a branch, every word refuted on it (``slot != word``,
after the subtree below ``slot = word`` failed) is a fact that holds whenever
the words placed above it on the branch are placed again: "slots a, b, c
holding these words forbid this word in slot d". The search checks these after
each word it places and removes the forbidden words, so a restart does not
explore the same dead ends again. A refutation with nothing placed above it
holds outright and is applied to the root domains instead.

A nogood fires when the last of its placed words goes in, so it need not be
looked at each time one of them does: each watches two of its words that are
not placed (one if it has only one), as a SAT solver watches two literals of
a clause. When a watched word is placed, the nogood moves that watch to another
word not placed; when there is none, the other watch is the last word missing,
and the nogood fires once that one is placed too. Words are taken back in the
reverse order they were placed (or all at once, at a restart), so the watches
never need to move back. The nogoods fire as if every one holding the placed
word were tested in full, in the same order, but far fewer are looked at: a
repair run places some fifty words at once, and on long runs testing them all
took the search 1.8 times as long (see resources/help/crossword.md).
"""

from __future__ import annotations

from collections.abc import Sequence

Literal = tuple[int, int]  # (slot variable, word id)


class NogoodStore:
    def __init__(self) -> None:
        self._nogoods: list[tuple[tuple[Literal, ...], Literal]] = []
        self._seen: set[tuple[tuple[Literal, ...], Literal]] = set()
        #: Per nogood, the one or two placed-side words it watches.
        self._watch: list[list[Literal]] = []
        self._watching: dict[Literal, list[int]] = {}

    def __len__(self) -> int:
        return len(self._nogoods)

    def add(self, placed: tuple[Literal, ...], forbidden: Literal) -> None:
        """Record: when every (slot, word) of ``placed`` holds, ``forbidden`` cannot.

        Called at a restart, just before every word is taken back, so any two words of
        ``placed`` may be watched: the last two, as the deepest decisions of a branch are
        the least often made again.
        """
        key = (placed, forbidden)
        if key in self._seen:
            return
        self._seen.add(key)
        number = len(self._nogoods)
        self._nogoods.append(key)
        watch = list(placed[-2:])
        self._watch.append(watch)
        for literal in watch:
            self._watching.setdefault(literal, []).append(number)

    def consequences(self, slot: int, word: int, word_of: list[int]) -> list[Literal]:
        """The (slot, word) pairs forbidden now that ``slot`` holds ``word`` (given ``word_of``)."""
        fired = self._fire((slot, word), word_of)
        fired.sort()
        return [self._nogoods[number][1] for number in fired]

    def consequences_of_all(self, words: Sequence[Literal], word_of: list[int]) -> list[list[Literal]]:
        """For words placed at once onto an empty grid (all of them already in ``word_of``): per
        word, the pairs that testing the nogoods after each word in turn would forbid there first."""
        position = {literal: k for k, literal in enumerate(words)}
        per_word: list[list[int]] = [[] for _ in words]
        for literal in words:
            for number in self._fire(literal, word_of):
                first = min(position[p] for p in self._nogoods[number][0])
                per_word[first].append(number)
        return [[self._nogoods[n][1] for n in sorted(set(numbers))] for numbers in per_word]

    def _fire(self, literal: Literal, word_of: list[int]) -> list[int]:
        """Move the watches off ``literal``, just placed; the nogoods whose words are all placed."""
        watchers = self._watching.get(literal)
        if not watchers:
            return []
        fired: list[int] = []
        staying: list[int] = []
        for number in watchers:
            watch = self._watch[number]
            if len(watch) == 1:
                fired.append(number)
                staying.append(number)
                continue
            other = watch[1] if watch[0] == literal else watch[0]
            for candidate in reversed(self._nogoods[number][0]):
                if word_of[candidate[0]] != candidate[1] and candidate != other:
                    watch[:] = (other, candidate)
                    self._watching.setdefault(candidate, []).append(number)
                    break
            else:
                staying.append(number)
                if word_of[other[0]] == other[1]:
                    fired.append(number)
        self._watching[literal] = staying
        return fired
