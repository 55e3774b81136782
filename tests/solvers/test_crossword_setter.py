"""The solver side of what a setter found: candidates that fit their crossings come first, the words
a slot cannot take with repeats off, and finding the next event of a kind in a long trace."""

from __future__ import annotations

import itertools

from solvers.crossword import WordIndex, empty_grid, grid_from_rows
from solvers.crossword.candidates import entries_elsewhere, fitting_among, slot_candidates
from solvers.crossword.trace import CHOOSE, SCAN_CHUNK, SOLUTION, TRY, UNDO, WIPEOUT, Trace, encode

FILLER = ["".join(letters) for letters in itertools.product("bcdfghjklmnpqr", repeat=3)]


def test_words_that_fit_every_crossing_come_first_even_past_the_limit() -> None:
    grid = grid_from_rows(["...", "aoe", "tgn"])
    index = WordIndex([*FILLER, "zat", "zog", "zen", "zzz", "zzb"])
    first = next(slot for slot in grid.slots if slot.direction == "A" and slot.row == 0)
    total, found = slot_candidates(grid, grid.rows, first, index, limit=5)
    assert total == len(FILLER) + 5
    # ZZZ leaves ?AT, ?OG and ?EN a word each; ZZB leaves ?EN none; the rest come most common first.
    assert found == [("zzz", None, 1), ("bbb", None, 0), ("bbc", None, 0), ("bbd", None, 0), ("bbf", None, 0)]
    total, found = slot_candidates(grid, grid.rows, first, index, limit=len(FILLER) + 5)
    assert [word for word, _, _ in found[:2]] == ["zzz", "bbb"] and found[-1][0] == "zzb"


def test_the_words_elsewhere_in_the_grid_and_those_that_fit_a_pattern() -> None:
    grid = grid_from_rows(["...", "...", "cat"])
    rows = ["...", "...", "cat"]
    first = grid.slots[0]
    assert entries_elsewhere(grid, rows, first) == {"cat"}
    assert entries_elsewhere(grid, ["cot", "...", "cat"], first) == {"cat"}  # its own word is not
    index = WordIndex(["cot", "cat", "act"], {"cot": 10, "cat": 20}.get)
    assert fitting_among(index, "c?t", frozenset({"cat", "act", "cot", "zzz"})) == ["cot", "cat"]
    assert fitting_among(index, "c??t", frozenset({"cat"})) == []


def test_next_of_finds_the_next_event_of_a_kind_across_chunks() -> None:
    trace = Trace(empty_grid(1, 2), [("ab",)], [1])
    trace.events.extend([encode(TRY, 0, 0), encode(UNDO, 0, 0)] * SCAN_CHUNK)
    trace.events.extend([encode(SOLUTION, 0, 1), encode(CHOOSE, 0, 3), encode(WIPEOUT, 0, 0)])
    solution = 2 * SCAN_CHUNK
    assert trace.next_of(0, (SOLUTION,)) == solution
    assert trace.next_of(solution, (SOLUTION,)) == solution  # from the step given on
    assert trace.next_of(solution + 1, (SOLUTION,)) is None
    assert trace.next_of(0, (UNDO, WIPEOUT)) == 1
    assert trace.next_of(solution, (UNDO, WIPEOUT)) == solution + 2
    assert Trace(empty_grid(1, 2), [("ab",)], [1]).next_of(0, (SOLUTION,)) is None
