"""The seed's table method: win/lose for every (stones, allowance) pair, by dynamic programming.

``A(n, k)`` is true when the player to move with ``n`` stones left, allowed to
take at most ``k``, can force a win:

    A(n, k) = there is a take t, 1 <= t <= min(n, k), with t == n or not A(n - t, t)

The table knows nothing of binary numbers, so it is an independent check on
:mod:`solvers.stones.theory`.  Row ``n`` is filled from rows below it; for each
``n`` we find the smallest winning take ``t`` and mark ``A(n, k)`` true for all
``k >= t`` (a larger allowance only adds moves).  O(N^2) time and memory, so it
is limited to :data:`TABLE_LIMIT` stones.
"""

from __future__ import annotations

from dataclasses import dataclass

from solvers.progress import Progress
from solvers.stones.rules import Position, StonesError, check_stone_count
from solvers.stones.theory import FirstMoveAnswer

#: The largest N the table method accepts (the table has (N + 1)^2 cells).
TABLE_LIMIT = 2000


@dataclass(frozen=True)
class WinTable:
    """``rows[n][k]`` is 1 when (n stones, at most k) is a win for the player to move."""

    size: int
    rows: tuple[bytes, ...]

    def _check(self, position: Position) -> None:
        if not 1 <= position.stones <= self.size:
            raise StonesError(f"the table covers 1..{self.size} stones, not {position.stones}")

    def wins(self, position: Position) -> bool:
        self._check(position)
        return bool(self.rows[position.stones][min(position.max_take, self.size)])

    def winning_moves(self, position: Position) -> list[int]:
        """Every winning take from ``position``, read off the table, smallest first."""
        self._check(position)
        n = position.stones
        return [t for t in range(1, position.limit + 1) if t == n or not self.rows[n - t][t]]


def build_table(size: int, progress: Progress | None = None) -> WinTable:
    """Fill the table for 1..``size`` stones and allowances 0..``size``."""
    size = check_stone_count(size)
    if size > TABLE_LIMIT:
        raise StonesError(f"the table method is limited to N <= {TABLE_LIMIT} (got {size})")
    progress = progress or Progress()
    width = size + 1
    rows: list[bytes] = [bytes(width)]
    for n in range(1, width):
        first_win = n  # taking all n stones always wins, once it is allowed
        for t in range(1, n):
            if not rows[n - t][t]:
                first_win = t
                break
        rows.append(bytes(first_win) + b"\x01" * (width - first_win))
        if n % 128 == 0:
            progress.report(n, size, f"table row {n} of {size}")
    progress.report(size, size, "table complete")
    return WinTable(size, tuple(rows))


def solve_by_table(n: int, progress: Progress | None = None) -> FirstMoveAnswer:
    """The puzzle's answer for ``n`` stones computed from the table alone."""
    table = build_table(n, progress)
    moves = tuple(table.winning_moves(Position.start(table.size)))
    return FirstMoveAnswer(table.size, moves[-1] if moves else 0, moves)
