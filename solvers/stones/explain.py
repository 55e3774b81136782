"""The reasoning behind an answer, in plain words."""

from __future__ import annotations

from itertools import islice

from solvers.stones.player import perfect_move
from solvers.stones.rules import Position, decimal, short
from solvers.stones.theory import FirstMoveAnswer, highest_bit, is_win, iter_winning_moves, lowest_bit
from solvers.wording import counted

#: A hint lists at most this many winning moves, the smallest.
HINT_MOVES = 6


def binary(n: int) -> str:
    return short(format(n, "b"))


RULE = (
    "The rule behind every position: write the number of stones left in binary and look at its "
    "lowest 1-bit, the largest power of two that divides it. The player to move wins exactly when "
    "they are allowed to take at least that many. Taking exactly that many leaves a number whose "
    "lowest 1-bit is larger than what the opponent may now take; whatever the opponent takes, t, "
    "the new lowest 1-bit is at most t, so it can be taken in turn, and so on until the last stone."
)


def explain_answer(answer: FirstMoveAnswer) -> list[str]:
    """Paragraphs explaining ``answer`` (from :func:`solvers.stones.theory.solve`)."""
    n = answer.n
    lines = [f"N = {decimal(n)} is {binary(n)} in binary ({counted(n.bit_length(), 'bit')})."]
    if n == 1:
        lines.append(
            "With a single stone the first player may not take it (the first move may not take all "
            "the stones), so they have no move at all and cannot win. Answer: 0."
        )
        return lines
    lines.append(RULE)
    if not answer.first_player_wins:
        lines.append(
            "N is a power of two: its only 1-bit is N itself, but the first move may take at most "
            "N - 1. Whatever the first player takes, the second player can take the lowest 1-bit of "
            "what is left, so the second player wins. Answer: 0."
        )
        return lines
    top = highest_bit(n)
    best = answer.best_first_move
    count = len(answer.winning_first_moves)
    lines.append(
        "A first move wins when it is a 'tail' of N's binary form: the bits from the right up to one "
        "of its 1-bits, not counting the leading 1 (taking everything is not allowed). "
        f"N has {counted(count, 'such tail')}, so {counted(count, 'winning first move')}."
    )
    lines.append(
        f"The largest is N minus its leading power of two: {decimal(n)} - {decimal(top)} = "
        f"{decimal(best)} ({binary(best)} in binary). It leaves {decimal(top)} stones "
        f"({binary(top)}), whose lowest 1-bit is {decimal(top)} itself, more than the {decimal(best)} "
        f"the opponent may take. Answer: {decimal(best)}."
    )
    return lines


def explain_position(position: Position) -> str:
    """One sentence on who wins ``position`` with perfect play, and how; from a lost position, a second
    naming the computer's own move there, the take that gives the other player the most ways to go wrong.

    The lowest 1-bit is compared with the most that may be taken now (the allowance, or the stones
    left when fewer), the same number the sentence names; the outcome is the same either way
    because the lowest 1-bit of ``n`` is never more than ``n``.
    """
    n, limit = position.stones, position.limit
    if n == 0:
        return "No stones are left: the player who took the last one has won."
    if position.is_over:
        return "The first move may not take the only stone, so the player to move has no move and loses."
    head = (
        f"{counted(n, 'stone', decimal(n))} left ({binary(n)} in binary), at most {decimal(limit)} may "
        f"be taken; the lowest 1-bit is {decimal(lowest_bit(n))}"
    )
    if is_win(position):
        moves = list(islice(iter_winning_moves(position), HINT_MOVES + 1))
        more = ", …" if len(moves) > HINT_MOVES else ""
        listed = ", ".join(decimal(t) for t in moves[:HINT_MOVES]) + more
        return f"{head}, not more than {decimal(limit)}, so the player to move wins by taking {listed}."
    lost = f"{head}, more than {decimal(limit)}, so the player to move loses against perfect play."
    if limit == 1:
        return f"{lost} The only take, 1, leaves the other player a single move, and it wins."
    take = perfect_move(position)
    replies = position.after(take).limit
    return (
        f"{lost} The best try is to take {decimal(take)}: only 1 of the other player's "
        f"{decimal(replies)} possible takes then wins."
    )
