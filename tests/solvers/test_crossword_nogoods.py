"""The nogood store's watched words against testing every nogood in full, on random runs."""

from __future__ import annotations

import random

import pytest

from solvers.crossword.nogoods import NogoodStore

SLOTS, WORDS = 7, 3


def fires(placed: tuple, literal: tuple[int, int], word_of: list[int]) -> bool:
    """The reference: a nogood holding ``literal``, tested in full, fires when all its words are placed."""
    return literal in placed and all(word_of[s] == w for s, w in placed)


def random_branch(rng: random.Random, length: int) -> list[tuple[int, int]]:
    slots = rng.sample(range(SLOTS), length)
    return [(s, rng.randrange(WORDS)) for s in slots]


@pytest.mark.parametrize("case", range(40))
def test_watched_words_fire_as_testing_every_nogood_does(case: int) -> None:
    rng = random.Random(case)
    store, reference = NogoodStore(), []
    for _restart in range(12):
        word_of = [-1] * SLOTS
        path: list[tuple[int, int]] = []
        for _step in range(40):
            if path and (len(path) == SLOTS or rng.random() < 0.4):
                slot, _ = path.pop()  # taken back in reverse order, as the search does
                word_of[slot] = -1
                continue
            slot = rng.choice([s for s in range(SLOTS) if word_of[s] < 0])
            word = rng.randrange(WORDS)
            word_of[slot] = word
            path.append((slot, word))
            expected = [forbidden for placed, forbidden in reference if fires(placed, (slot, word), word_of)]
            assert store.consequences(slot, word, word_of) == expected
        # A restart: nogoods from the branch as it stands (all its words placed), then a clean slate.
        for _ in range(rng.randrange(1, 6)):
            if len(path) >= 2:
                above = rng.randrange(1, len(path))
                slot = path[above][0]
                forbidden = (slot, rng.randrange(WORDS))
                nogood = (tuple(path[:above]), forbidden)
                if nogood not in reference:
                    reference.append(nogood)
                store.add(*nogood)
    assert len(store) == len(reference)


@pytest.mark.parametrize("case", range(40))
def test_words_placed_at_once_forbid_what_placing_them_in_turn_would(case: int) -> None:
    rng = random.Random(1000 + case)
    store, reference = NogoodStore(), []
    for _ in range(30):
        placed = tuple(random_branch(rng, rng.randrange(1, 4)))
        free = [s for s in range(SLOTS) if s not in {p[0] for p in placed}]
        nogood = (placed, (rng.choice(free), rng.randrange(WORDS)))
        if nogood not in reference:
            reference.append(nogood)
        store.add(*nogood)
    for _ in range(10):  # each batch starts from nothing placed, as a repair run does
        words = random_branch(rng, rng.randrange(1, SLOTS + 1))
        word_of = [-1] * SLOTS
        for slot, word in words:
            word_of[slot] = word
        expected, done = [], set()
        for literal in words:  # placed in turn: each nogood fires at the first of its words
            here = [k for k, (placed, _) in enumerate(reference) if fires(placed, literal, word_of)]
            here = [k for k in here if k not in done]
            done.update(here)
            expected.append([reference[k][1] for k in here])
        assert store.consequences_of_all(words, word_of) == expected
