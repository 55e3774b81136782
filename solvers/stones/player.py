"""The computer player: a perfect move from any position."""

from __future__ import annotations

from fractions import Fraction

from solvers.stones.rules import Position, StonesError
from solvers.stones.theory import winning_moves


def perfect_move(position: Position) -> int:
    """The computer's take in ``position``.

    From a won position it takes the largest winning move (so it keeps the win
    and shortens the game).  From a lost position every move loses against
    perfect play, so it picks the move that leaves the opponent the smallest
    share of winning replies (ties: the larger take), which gives a fallible
    opponent the most room to go wrong.
    """
    if position.is_over:
        raise StonesError("no move is possible: the game is over")
    wins = winning_moves(position)
    if wins:
        return wins[-1]
    return max(_candidates(position.limit), key=lambda t: (-_winning_share(position.after(t)), t))


def _candidates(limit: int) -> set[int]:
    """Takes worth considering from a lost position: all of them when there are few, otherwise
    the smallest and largest few and the numbers next to powers of two (N may have hundreds of digits)."""
    if limit <= 256:
        return set(range(1, limit + 1))
    picks = set(range(1, 33)) | set(range(limit - 31, limit + 1))
    for a in range(limit.bit_length()):
        picks.update(p for p in ((1 << a) - 1, 1 << a, (1 << a) + 1) if 1 <= p <= limit)
    return picks


def _winning_share(position: Position) -> Fraction:
    """The fraction of legal moves in ``position`` that win for the player to move."""
    if position.is_over:
        return Fraction(0)
    return Fraction(len(winning_moves(position)), position.limit)
