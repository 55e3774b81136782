"""A grid and its entries as text for people: spaced rows of letters and numbered clue lists."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from solvers.crossword.candidates import SlotEntry, slot_pattern
from solvers.crossword.fills import Fill
from solvers.crossword.grid import ACROSS, DOWN, Grid, Slot, clue_numbers, direction_name


def spaced_rows(rows: Sequence[str]) -> list[str]:
    """``S A L E S # D #``: each row's cells in capitals, a space apart."""
    return [" ".join(ch.upper() for ch in row) for row in rows]


def clue_lists(grid: Grid, rows: Sequence[str], space: str = " ") -> list[str]:
    """``Across: 1 SALES, 4 CHOP, ...`` then ``Down: ...``: each slot's letters in ``rows``
    (``?`` where empty), by clue number, ``space`` between number and word (a no-break space
    keeps the two on one line where the text is wrapped); no line for a direction without slots."""
    return _numbered_lines(grid, lambda slot: slot_pattern(rows, slot).upper(), space)


def clue_lengths(grid: Grid, space: str = " ") -> list[str]:
    """``Across: 1 (5), 4 (4), ...`` then ``Down: ...``: the clues a puzzle needs, with their lengths,
    for a setter to write them; ``space`` as in :func:`clue_lists`."""
    return _numbered_lines(grid, lambda slot: f"({slot.length})", space)


def _numbered_lines(grid: Grid, label: Callable[[Slot], str], space: str) -> list[str]:
    numbers = clue_numbers(grid)
    lines = []
    for direction in (ACROSS, DOWN):
        slots = sorted(
            (s for s in grid.slots if s.direction == direction), key=lambda s: numbers[s.row, s.col]
        )
        entries = ", ".join(f"{numbers[s.row, s.col]}{space}{label(s)}" for s in slots)
        if entries:
            lines.append(f"{direction_name(direction)}: {entries}")
    return lines


def quality_phrase(fill: Fill, entries: Sequence[SlotEntry]) -> str | None:
    """``mean commonness level 27.9, worst 80``: over the fill's ``entries`` that have a level,
    saying how many it leaves out (words given in the grid that the list lacks); None if none has."""
    if fill.mean_level is None:
        return None
    left_out = sum(entry.level is None for entry in entries)
    note = f" ({left_out} of {len(entries)} entries left out for having no level)" if left_out else ""
    return f"mean commonness level {fill.mean_level:.1f}, worst {fill.worst_level}{note}"
