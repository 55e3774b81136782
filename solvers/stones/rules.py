"""The rules of the stone game, as plain data.

N stones lie on the table; two players alternate; whoever takes the last stone
wins.  The first move may take any number from 1 to N - 1 (not all N); every
later move takes between 1 and the number the previous move took.

A position is therefore two numbers: the stones left and the most the player to
move may take.  Moves are plain integers (how many stones to take).
"""

from __future__ import annotations

from dataclasses import dataclass

from solvers.wording import counted

#: Python refuses to convert integers of more than 4300 decimal digits to text
#: by default; we stay inside that limit so every answer can be printed.
MAX_DIGITS = 4300


class StonesError(ValueError):
    """Bad input: the message says what is wrong and where."""


@dataclass(frozen=True)
class Position:
    """``stones`` left on the table; the player to move may take 1..``max_take``."""

    stones: int
    max_take: int

    @classmethod
    def start(cls, n: int) -> Position:
        """The opening position of a game with ``n`` stones (the first move may not take all)."""
        check_stone_count(n)
        return cls(n, n - 1)

    @property
    def limit(self) -> int:
        """The largest legal take here (never more than the stones left)."""
        return min(self.stones, self.max_take)

    @property
    def is_over(self) -> bool:
        """True when the player to move has no legal move (no stones, or N = 1 at the start)."""
        return self.limit < 1

    def check_move(self, take: int) -> None:
        """Raise :class:`StonesError` with a plain explanation unless ``take`` is legal here."""
        if self.stones == 0:
            raise StonesError("the game is over: no stones are left")
        if self.limit < 1:
            raise StonesError("no move is possible: the first move may not take the only stone")
        if take < 1:
            raise StonesError(f"you must take at least 1 stone (you asked for {take})")
        if take > self.limit:
            if take > self.stones:
                why = f"only {counted(self.stones, 'stone', str(self.stones))} left"
            elif self.max_take == self.stones - 1 and take == self.stones:
                why = "the first move may not take all the stones"
            else:
                why = f"the previous move took {self.max_take}"
            raise StonesError(f"you may take at most {self.limit} stones now ({why}); you asked for {take}")

    def after(self, take: int) -> Position:
        """The position the opponent faces after ``take`` stones are taken here."""
        self.check_move(take)
        return Position(self.stones - take, take)


def check_stone_count(n: int) -> None:
    """Raise :class:`StonesError` unless ``n`` is a valid number of stones (an int >= 1)."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise StonesError(f"N must be a whole number of stones, got {n!r}")
    if n < 1:
        raise StonesError(f"N must be at least 1 (got {n})")


def parse_stone_count(text: str, what: str = "N") -> int:
    """Read a number of stones typed by a person: digits, optionally grouped by '_', ',' or spaces."""
    cleaned = text.strip()
    for sep in ("_", ",", " "):
        cleaned = cleaned.replace(sep, "")
    if not cleaned:
        raise StonesError(f"{what} is empty: type a whole number of stones, such as 13")
    if cleaned.startswith("-") and cleaned[1:].isdigit():
        raise StonesError(f"{what} must be at least 1 (got {text.strip()})")
    if cleaned.startswith("+"):
        cleaned = cleaned[1:]
    if not (cleaned.isascii() and cleaned.isdigit()):
        bad = next((c for c in cleaned if not (c.isascii() and c.isdigit())), "?")
        raise StonesError(f"{what} must be a whole number of stones; {text.strip()!r} contains {bad!r}")
    if len(cleaned.lstrip("0")) > MAX_DIGITS:
        raise StonesError(f"{what} has {len(cleaned.lstrip('0'))} digits; at most {MAX_DIGITS} are supported")
    value = int(cleaned)
    if value < 1:
        raise StonesError(f"{what} must be at least 1 (got {value})")
    return value
