"""The computer player: a perfect move from any position, in a few operations on whole numbers."""

from __future__ import annotations

from solvers.stones.rules import Position, StonesError
from solvers.stones.theory import largest_winning_move


def perfect_move(position: Position) -> int:
    """The computer's take in ``position``.

    From a won position it takes the largest winning move (so it keeps the win
    and shortens the game).  From a lost position every move loses against
    perfect play, so it picks the move that leaves the opponent the smallest
    share of winning replies (ties: the larger take), which gives a fallible
    opponent the most room to go wrong: see :func:`_hardest_losing_move`.
    """
    if position.is_over:
        raise StonesError("no move is possible: the game is over")
    return largest_winning_move(position) or _hardest_losing_move(position)


def _hardest_losing_move(position: Position) -> int:
    """From a lost position (not over), the take that leaves the opponent the smallest share of winning
    replies (winning replies / legal replies), the larger take on a tie: the largest number of the
    form ``0b11..100..0`` (one block of 1-bits) that is at most ``min(k, n // 2)``.

    Why, for ``n`` stones whose lowest 1-bit ``L`` is above the allowance ``k``, and a take ``t <= k``:
    the low bits of ``n - t`` are those of ``L - t``: a 1 at ``t``'s lowest 1-bit, then the
    complement of ``t``'s bits up to ``L``.  The replies that win are the tails of ``n - t`` that are
    at most ``t``, so there are ``1 + z`` of them, ``z`` being the number of 0-bits between ``t``'s
    lowest and highest 1-bit, out of ``min(t, n - t)`` legal replies.  The largest one-block
    ``B <= M = min(k, n // 2)`` is above ``M / 2`` and scores ``1 / B``; any other ``t <= M`` scores
    ``1 / t`` (a smaller block) or at least ``2 / t >= 2 / M`` (a gap in its bits); a ``t > n // 2``
    (only when ``n = L``, so ``B = n / 2``) leaves fewer than ``n / 2`` legal replies.

    Scoring candidate takes from their lists of winning replies instead took minutes for a few
    thousand digits; the tests check this against exhaustive scoring on small positions.
    """
    most = min(position.max_take, position.stones // 2)
    gaps = ~most & ((1 << (most.bit_length() - 1)) - 1)  # the 0-bits of most below its highest 1-bit
    cut = gaps.bit_length()  # keep the 1-bits above its highest gap: the leading block of 1-bits
    return (most >> cut) << cut
