"""A game in progress: a person against the perfect computer, with its history (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from solvers.stones.player import perfect_move
from solvers.stones.rules import Position, StonesError, decimal
from solvers.stones.theory import is_win, iter_winning_moves
from solvers.wording import counted

#: Numbers in the move history are abbreviated beyond this many digits.
DIGITS = 32


class Side(Enum):
    HUMAN = "you"
    COMPUTER = "computer"

    @property
    def other(self) -> Side:
        return Side.COMPUTER if self is Side.HUMAN else Side.HUMAN


@dataclass(frozen=True)
class Move:
    """One move of the history: who took how many, and what was left for the other side."""

    side: Side
    take: int
    before: Position
    after: Position

    def describe(self, number: int) -> str:
        who = "You" if self.side is Side.HUMAN else "Computer"
        took = f"{number}. {who} took {counted(self.take, 'stone', decimal(self.take, DIGITS))}"
        if self.after.stones == 0:
            return f"{took}, the last one{'s' if self.take > 1 else ''}."
        left, limit = decimal(self.after.stones, DIGITS), decimal(self.after.limit, DIGITS)
        winning = self.winning_instead()
        if self.side is Side.HUMAN and winning is not None:
            return (
                f"{took}; {left} left, next move at most {limit}. That lets the computer win: taking "
                f"{decimal(winning, DIGITS)} would have kept your win."
            )
        return f"{took}; {left} left, next move at most {limit}."

    def winning_instead(self) -> int | None:
        """For a move that gave a won game away (the other side can now force a win), the smallest
        take that would have kept it; None for any other move."""
        if is_win(self.before) and is_win(self.after):
            return next(iter_winning_moves(self.before))
        return None


@dataclass
class Game:
    """``n`` stones, ``first`` moves first.  Mutated only through :meth:`play` and :meth:`computer_plays`."""

    n: int
    first: Side
    position: Position = field(init=False)
    to_move: Side = field(init=False)
    history: list[Move] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.position = Position.start(self.n)
        self.n = self.position.stones  # an int, whatever integer type was given
        self.to_move = self.first

    @property
    def is_over(self) -> bool:
        return self.position.is_over

    @property
    def winner(self) -> Side | None:
        """Who won, once the game is over: the side that took the last stone, or (N = 1) the
        second player, because the first has no legal move."""
        if not self.is_over:
            return None
        return self.to_move.other

    def human_can_win(self) -> bool:
        """Whether the person, if it is their turn, can still force a win."""
        return self.to_move is Side.HUMAN and is_win(self.position)

    def play(self, take: int) -> Move:
        """The person takes ``take`` stones (raises :class:`StonesError` if that is not allowed)."""
        if self.to_move is not Side.HUMAN:
            raise StonesError("it is the computer's turn")
        return self._apply(take)

    def computer_plays(self) -> Move:
        """The computer makes its perfect move."""
        if self.to_move is not Side.COMPUTER:
            raise StonesError("it is your turn")
        return self._apply(perfect_move(self.position))

    def _apply(self, take: int) -> Move:
        if self.position.stones == 0:
            raise StonesError("the game is over: start a new game to play again")
        before = self.position
        after = before.after(take)
        move = Move(self.to_move, after.max_take, before, after)  # the take, as an int
        self.history.append(move)
        self.position = after
        self.to_move = self.to_move.other
        return move
