"""The game's structure: who wins any position, in time proportional to N's bit length.

Theorem (proved in resources/help/stones.md and checked against the table method and an
exhaustive search in the tests): with ``n >= 1`` stones left and at most ``k``
allowed, the player to move wins exactly when the lowest 1-bit of ``n`` (the
largest power of two dividing ``n``) is at most ``k``.

Why: taking ``b = lowest_bit(n)`` either empties the table or leaves ``n - b``,
whose lowest 1-bit is larger than ``b``, the most the opponent may now take.  From
a position whose lowest bit exceeds the allowance, every take ``t`` leaves
``n - t`` whose lowest bit equals ``lowest_bit(t) <= t``, so the opponent is back
in a winning position.

Consequently the winning moves from ``(n, k)`` are the "tails" of ``n``'s binary
form that end at one of its 1-bits (``n mod 2**(j+1)`` for each set bit ``j``),
as long as they are at most ``k``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import takewhile

from solvers.stones.rules import Position, check_stone_count


def lowest_bit(n: int) -> int:
    """The largest power of two dividing ``n`` (``n >= 1``): 12 -> 4, 13 -> 1."""
    return n & -n


def highest_bit(n: int) -> int:
    """The largest power of two not above ``n`` (``n >= 1``): 13 -> 8."""
    return 1 << (n.bit_length() - 1)


def is_power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def iter_tails(n: int) -> Iterator[int]:
    """``n mod 2**(j+1)`` for every 1-bit ``j`` of ``n``, smallest first (the last is ``n`` itself).

    Lazy, so that a caller wanting only the first few of a 4,300-digit ``n`` (up to 14,000 tails of
    up to 14,000 bits each) does not pay for all of them.
    """
    rest = n
    while rest:
        rest ^= rest & -rest
        yield n - rest


def binary_tails(n: int) -> list[int]:
    """Every tail of ``n`` (see :func:`iter_tails`), smallest first."""
    return list(iter_tails(n))


def is_win(position: Position) -> bool:
    """True when the player to move in ``position`` can force a win."""
    if position.is_over:
        return False
    return lowest_bit(position.stones) <= position.max_take


def iter_winning_moves(position: Position) -> Iterator[int]:
    """The takes that win from ``position``, smallest first, computed as they are asked for."""
    if position.is_over:
        return iter(())
    return takewhile(lambda t: t <= position.max_take, iter_tails(position.stones))


def winning_moves(position: Position) -> list[int]:
    """Every take that wins from ``position``, smallest first (empty when it is lost)."""
    return list(iter_winning_moves(position))


def largest_winning_move(position: Position) -> int:
    """The last of :func:`winning_moves`, 0 when there is none, in a few operations on whole numbers.

    Let ``2**h`` be the highest bit of the allowance ``k``.  A tail ending at a 1-bit below ``h`` is
    below ``2**h <= k``; one ending above ``h`` is above ``k``.  So the answer is ``n mod 2**(h+1)``
    (the tail ending at the highest 1-bit up to ``h``) when it is at most ``k``, else ``n mod 2**h``.
    """
    if position.is_over:
        return 0
    n, k = position.stones, position.max_take
    h = k.bit_length() - 1
    tail = n & ((2 << h) - 1)
    return tail if tail <= k else n & ((1 << h) - 1)


def best_first_move(n: int) -> int:
    """The largest winning first move for ``n`` stones, 0 if none: ``n`` minus its leading power of two."""
    n = check_stone_count(n)
    return n - highest_bit(n)


@dataclass(frozen=True)
class FirstMoveAnswer:
    """The answer to the puzzle for ``n`` stones."""

    n: int
    best_first_move: int
    winning_first_moves: tuple[int, ...]

    @property
    def first_player_wins(self) -> bool:
        return bool(self.winning_first_moves)

    def as_json(self) -> dict[str, object]:
        return {
            "n": self.n,
            "best_first_move": self.best_first_move,
            "winning_first_moves": list(self.winning_first_moves),
            "first_player_wins": self.first_player_wins,
        }


def solve(n: int) -> FirstMoveAnswer:
    """The largest winning first move for ``n`` stones (0 if none) and all winning first moves.

    The winning first moves are ``n``'s binary tails except ``n`` itself; the
    largest is ``n`` minus its highest power of two, and there are none exactly
    when ``n`` is a power of two.
    """
    n = check_stone_count(n)
    moves = tuple(winning_moves(Position.start(n)))
    return FirstMoveAnswer(n, moves[-1] if moves else 0, moves)
