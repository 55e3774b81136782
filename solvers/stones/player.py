"""The computer player: a perfect move from any position, in a few operations on whole numbers."""

from __future__ import annotations

from solvers.stones.rules import Position, StonesError
from solvers.stones.theory import largest_winning_move


def perfect_move(position: Position) -> int:
    """The computer's take in ``position``.

    From a won position it takes the largest winning move (so it keeps the win
    and shortens the game).  From a lost position every move loses against
    perfect play, so it makes the opponent's task as hard as it can: first, it
    leaves more stones than the opponent may take, when it can, so that taking
    everything left does not win at once (the reply a person tries first); then
    it leaves the smallest share of winning replies (ties: the larger take):
    see :func:`_hardest_losing_move`.
    """
    if position.is_over:
        raise StonesError("no move is possible: the game is over")
    return largest_winning_move(position) or _hardest_losing_move(position)


def _hardest_losing_move(position: Position) -> int:
    """From a lost position (not over), the take that leaves the opponent more stones than they may take
    (all but ``n = 2``, whose one take leaves 1), and among those the smallest share of winning replies
    (winning replies / legal replies), the larger take on a tie: the largest number of the form
    ``0b11..100..0`` (one block of 1-bits) that is at most ``M = min(k, (n - 1) // 2)``, 1 for ``n = 2``.

    The takes ``t`` with ``n - t > t`` are those up to ``(n - 1) // 2``; they leave ``t`` legal replies.
    Why the block, for ``n`` stones whose lowest 1-bit ``L`` is above the allowance ``k``, and a take
    ``t <= k``: the low bits of ``n - t`` are those of ``L - t``: a 1 at ``t``'s lowest 1-bit, then the
    complement of ``t``'s bits up to ``L``.  The replies that win are the tails of ``n - t`` that are
    at most ``t``, so there are ``1 + z`` of them, ``z`` being the number of 0-bits between ``t``'s
    lowest and highest 1-bit.  The largest one-block ``B <= M`` is above ``M / 2`` and scores
    ``1 / B``; any other ``t <= M`` scores ``1 / t`` (a smaller block) or at least ``2 / t >= 2 / M``
    (a gap in its bits).

    Scoring candidate takes from their lists of winning replies instead took minutes for a few
    thousand digits; the tests check this against exhaustive scoring on small positions.
    """
    most = max(1, min(position.max_take, (position.stones - 1) // 2))
    gaps = ~most & ((1 << (most.bit_length() - 1)) - 1)  # the 0-bits of most below its highest 1-bit
    cut = gaps.bit_length()  # keep the 1-bits above its highest gap: the leading block of 1-bits
    return (most >> cut) << cut
