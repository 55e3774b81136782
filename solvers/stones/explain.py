"""The reasoning behind an answer, in plain words."""

from __future__ import annotations

from solvers.stones.rules import Position
from solvers.stones.theory import FirstMoveAnswer, highest_bit, is_win, lowest_bit, winning_moves
from solvers.wording import counted

#: Numbers longer than this many characters are shown abbreviated in explanations.
SHOW_LIMIT = 60


def short(text: str, limit: int = SHOW_LIMIT) -> str:
    """``text`` itself, or its two ends around a count of what was left out."""
    if len(text) <= limit:
        return text
    keep = max(8, (limit - 20) // 2)
    return f"{text[:keep]}…({len(text) - 2 * keep} more)…{text[-keep:]}"


def binary(n: int) -> str:
    return short(format(n, "b"))


def decimal(n: int, limit: int = SHOW_LIMIT) -> str:
    """``n`` in decimal, abbreviated in the middle when longer than ``limit`` digits."""
    return short(str(n), limit)


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
    """One sentence on who wins ``position`` with perfect play, and how."""
    n, k = position.stones, position.max_take
    if n == 0:
        return "No stones are left: the player who took the last one has won."
    if position.is_over:
        return "The first move may not take the only stone, so the player to move has no move and loses."
    low = lowest_bit(n)
    head = (
        f"{counted(n, 'stone', decimal(n))} left ({binary(n)} in binary), at most "
        f"{decimal(position.limit)} may be taken; the lowest 1-bit is {decimal(low)}"
    )
    if is_win(position):
        moves = winning_moves(position)
        listed = ", ".join(decimal(t) for t in moves[:6]) + (", …" if len(moves) > 6 else "")
        return f"{head}, not more than {decimal(k)}, so the player to move wins by taking {listed}."
    return f"{head}, more than {decimal(k)}, so the player to move loses against perfect play."
