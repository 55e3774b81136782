"""The rules of the stone game, as plain data.

N stones lie on the table; two players alternate; whoever takes the last stone
wins.  The first move may take any number from 1 to N - 1 (not all N); every
later move takes between 1 and the number the previous move took.

A position is therefore two numbers: the stones left and the most the player to
move may take (plus, for the wording of refusals only, whether it is the opening).
Moves are plain integers (how many stones to take).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from solvers.whole_numbers import whole_number
from solvers.wording import counted

#: Python refuses to convert integers of more than 4300 decimal digits to text
#: by default; we stay inside that limit so every answer can be printed.
MAX_DIGITS = 4300


#: Numbers longer than this many characters are shown abbreviated in messages and explanations.
SHOW_LIMIT = 60


def short(text: str, limit: int = SHOW_LIMIT) -> str:
    """``text`` itself, or its two ends around a count of what was left out."""
    if len(text) <= limit:
        return text
    keep = max(8, (limit - 20) // 2)
    return f"{text[:keep]}…({len(text) - 2 * keep} more)…{text[-keep:]}"


def decimal(n: int, limit: int = SHOW_LIMIT) -> str:
    """``n`` in decimal, abbreviated in the middle when longer than ``limit`` digits."""
    return short(str(n), limit)


class StonesError(ValueError):
    """Bad input: the message says what is wrong and where."""


@dataclass(frozen=True)
class Position:
    """``stones`` left on the table; the player to move may take 1..``max_take``.

    ``opening`` marks the first move of a game, whose limit comes from the rule that it may not take
    all the stones rather than from a previous move; it only changes why a move is refused, so it
    takes no part in comparisons.
    """

    stones: int
    max_take: int
    opening: bool = field(default=False, compare=False)

    @classmethod
    def start(cls, n: int) -> Position:
        """The opening position of a game with ``n`` stones (the first move may not take all)."""
        n = check_stone_count(n)
        return cls(n, n - 1, opening=True)

    @property
    def limit(self) -> int:
        """The largest legal take here (never more than the stones left)."""
        return min(self.stones, self.max_take)

    @property
    def is_over(self) -> bool:
        """True when the player to move has no legal move (no stones, or N = 1 at the start)."""
        return self.limit < 1

    def check_move(self, take: int) -> int:
        """``take`` as an int if it is legal here, else :class:`StonesError` with a plain explanation."""
        whole = whole_number(take)
        if whole is None:
            raise StonesError(f"a move takes a whole number of stones, not {short(repr(take))}")
        take = whole
        if self.stones == 0:
            raise StonesError("the game is over: no stones are left")
        if self.limit < 1:
            raise StonesError("no move is possible: the first move may not take the only stone")
        if take < 1:
            raise StonesError(f"you must take at least 1 stone (you asked for {decimal(take)})")
        if take > self.limit:
            if self.opening:
                why = "the first move may not take all the stones"
            elif self.max_take < self.stones:
                why = f"the previous move took {decimal(self.max_take)}"
            else:
                why = f"only {counted(self.stones, 'stone', decimal(self.stones))} left"
            most = counted(self.limit, "stone", decimal(self.limit))
            raise StonesError(f"you may take at most {most} now ({why}); you asked for {decimal(take)}")
        return take

    def after(self, take: int) -> Position:
        """The position the opponent faces after ``take`` stones are taken here."""
        take = self.check_move(take)
        return Position(self.stones - take, take)


def check_stone_count(n: int) -> int:
    """``n`` as an int if it is a valid number of stones (a whole number >= 1, a NumPy integer
    too), else :class:`StonesError`."""
    whole = whole_number(n)
    if whole is None:
        raise StonesError(f"N must be a whole number of stones, got {short(repr(n))}")
    if whole < 1:
        raise StonesError(f"N must be at least 1 (got {decimal(whole)})")
    return whole


#: Digits, plain or grouped in threes by commas or by underscores (1,000 or 12_345_678).
_NUMBER = re.compile(r"[0-9]+|[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,3}(?:_[0-9]{3})+")


def parse_stone_count(text: str, what: str = "N") -> int:
    """Read a number of stones typed by a person: digits, optionally grouped in threes by ',' or '_'.

    A separator anywhere else (``1,0``, ``,12``) or a space inside (``1 2``) is refused with the
    reason rather than dropped: guessing that ``1,0`` means 10 would play a move nobody asked for.
    """
    typed = text.strip()
    shown = short(typed)
    if not typed:
        raise StonesError(f"{what} is empty: type a whole number of stones, such as 13")
    body = typed[1:] if typed[0] in "+-" else typed
    bad = next((c for c in body if c not in "0123456789,_"), None)
    if bad is not None and bad.isspace():
        raise StonesError(f"{what} must be written without spaces; {shown!r} has one inside")
    if bad is not None or not any(c.isdigit() for c in body):
        why = f"contains {bad!r}" if bad is not None else "has no digits"
        raise StonesError(f"{what} must be a whole number of stones; {shown!r} {why}")
    if not _NUMBER.fullmatch(body):
        raise StonesError(
            f"{what} {shown!r} has a misplaced separator: digits may be grouped only in threes, "
            "as in 1,000 or 12,345,678"
        )
    if typed[0] == "-":
        raise StonesError(f"{what} must be at least 1 (got {shown})")
    digits = body.replace(",", "").replace("_", "")
    if len(digits.lstrip("0")) > MAX_DIGITS:
        raise StonesError(f"{what} has {len(digits.lstrip('0'))} digits; at most {MAX_DIGITS} are supported")
    value = int(digits.lstrip("0") or "0")  # leading zeros count towards int()'s digit limit
    if value < 1:
        raise StonesError(f"{what} must be at least 1 (got {value})")
    return value
