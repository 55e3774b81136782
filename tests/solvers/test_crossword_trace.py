"""Trace replay rebuilds the grid at every step, sequentially and by seeking."""

from __future__ import annotations

import itertools
import random

import pytest

from solvers.crossword import ALGORITHMS, FillOptions, Replayer, WordIndex, fill_grid, grid_from_rows
from solvers.crossword.trace import KEYFRAME, SOLUTION, TRY, UNDO, decode, encode

WORDS = (
    "ace act add ado age ago aid ail aim air ale all and ant ape apt arc are ark arm art ash ask ate awe axe "
    "ad ah am an as at ax be he me we do go no so to ha ma pa ta"
).split()


def state(rp: Replayer) -> tuple:
    return (rp.rows(), list(rp.word_of), list(rp.sizes), rp.current, rp.solutions)


def consistent(rp: Replayer, grid) -> None:
    """Every placed word's letters are in its cells; every other cell shows what the grid gave."""
    rows = rp.rows()
    covered = set()
    for slot in grid.slots:
        wid = rp.word_of[slot.index]
        if wid >= 0:
            word = rp.trace.slot_words[slot.index][wid]
            assert "".join(rows[r][c] for r, c in slot.cells) == word
            covered.update(slot.cells)
    for r, row in enumerate(grid.rows):
        for c, ch in enumerate(row):
            if (r, c) not in covered:
                assert rows[r][c] == ch


@pytest.mark.parametrize("algorithm", list(ALGORITHMS))
def test_replay_rebuilds_every_step(algorithm: str) -> None:
    grid = grid_from_rows(["...", "..#"])
    result = fill_grid(
        grid, WordIndex(WORDS), FillOptions(algorithm=algorithm, max_fills=0, trace=True, keep_fills=10**6)
    )
    trace = result.trace
    assert trace is not None and len(trace) > 0 and not trace.truncated
    rp = Replayer(trace)
    states = [state(rp)]
    solutions = 0
    for step in range(len(trace)):
        rp.apply(trace.events[step])
        consistent(rp, grid)
        kind, _, value = trace.event(step)
        if kind == SOLUTION:
            solutions += 1
            assert value == solutions
            assert tuple(rp.rows()) == result.fills[solutions - 1].rows
        states.append(state(rp))
    assert solutions == result.count
    # Counting every fill ends back at the root: nothing placed.
    assert all(w < 0 for w in rp.word_of)
    seeker = Replayer(trace)
    order = list(range(len(trace) + 1))
    random.Random(1).shuffle(order)
    for step in [*order[:300], 0, len(trace)]:
        seeker.seek(step)
        assert state(seeker) == states[step]


def test_seek_across_many_keyframes() -> None:
    grid = grid_from_rows(["...", "...", "..."])
    words = ["".join(t) for t in itertools.product("abcd", repeat=3)]
    options = FillOptions(
        algorithm="mac", max_fills=0, trace=True, trace_limit=5 * KEYFRAME + 17, node_limit=5 * KEYFRAME
    )
    trace = fill_grid(grid, WordIndex(words), options).trace
    assert len(trace) == 5 * KEYFRAME + 17 and trace.truncated
    forward = Replayer(trace)
    expected = {}
    checkpoints = sorted(random.Random(2).sample(range(len(trace)), 60))
    for step in range(len(trace) + 1):
        if step in checkpoints:
            expected[step] = state(forward)
        if step < len(trace):
            forward.apply(trace.events[step])
    seeker = Replayer(trace)
    for step in reversed(checkpoints):
        seeker.seek(step)
        assert state(seeker) == expected[step]


def test_trace_limit_truncates() -> None:
    grid = grid_from_rows(["...", "..#"])
    result = fill_grid(grid, WordIndex(WORDS), FillOptions(max_fills=0, trace=True, trace_limit=50))
    assert len(result.trace) == 50 and result.trace.truncated


def test_event_encoding_round_trips() -> None:
    for kind in (TRY, UNDO, SOLUTION):
        for slot in (0, 5, 4095):
            for value in (0, 1, 123_456):
                assert decode(encode(kind, slot, value)) == (kind, slot, value)


def test_describe_names_the_word() -> None:
    grid = grid_from_rows(["..", ".."])
    result = fill_grid(grid, WordIndex(["ab", "ba", "aa", "bb"]), FillOptions(trace=True, unique_words=False))
    texts = [result.trace.describe(k) for k in range(len(result.trace))]
    assert any(t.startswith("try ") and t.split()[1].isupper() for t in texts)
    # Slots are named as the grid numbers them: 1 Across, 3 Across, 1 Down, 2 Down.
    slots = {t.split(" in ")[1] for t in texts if t.startswith("try ")}
    assert slots <= {"1 Across", "3 Across", "1 Down", "2 Down"} and len(slots) >= 2
    assert texts[-1] == "solution 1"
