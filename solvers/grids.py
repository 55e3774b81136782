"""Cell neighbourhoods on rectangular boards, shared by the puzzles played on a grid."""

from __future__ import annotations

import functools


@functools.cache
def neighbour_table(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    """For each cell of a ``width`` x ``height`` board (row-major index), the indexes of the up to
    eight cells touching it, in row-major order."""
    return tuple(
        tuple(
            r * width + c
            for r in range(max(0, row - 1), min(height, row + 2))
            for c in range(max(0, col - 1), min(width, col + 2))
            if (r, c) != (row, col)
        )
        for row in range(height)
        for col in range(width)
    )
