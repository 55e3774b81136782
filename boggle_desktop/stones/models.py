"""Qt adapters for the stone game: a game against the computer and its move history."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer, Signal

from solvers.stones import Game, Move, Position, Side, StonesError, parse_stone_count
from solvers.stones.rules import decimal
from solvers.wording import counted


def take_range(limit: int, digits: int) -> str:
    """What may be taken now, to follow "take": "1 to 12", or "1 stone" when that is the only
    legal take (never "1 to 1"); ``limit`` is shown with at most ``digits`` digits."""
    return counted(1, "stone") if limit == 1 else f"1 to {decimal(limit, digits)}"


class HistoryModel(QAbstractListModel):
    """The moves of the current game, one line each ("1. You took 5 stones; 8 left, ...").

    Each line is written once, when its move is added: the view asks for every row's text at each
    layout, and writing a number of thousands of digits in decimal is not free.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._moves: list[Move] = []
        self._lines: list[str] = []

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._moves)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._moves):
            return None
        move = self._moves[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._lines[index.row()]
        if role == Qt.ItemDataRole.UserRole:
            return move
        return None

    def reset(self, moves: list[Move]) -> None:
        self.beginResetModel()
        self._moves = list(moves)
        self._lines = [move.describe(row) for row, move in enumerate(self._moves, 1)]
        self.endResetModel()

    def append(self, move: Move) -> None:
        row = len(self._moves)
        self.beginInsertRows(QModelIndex(), row, row)
        self._moves.append(move)
        self._lines.append(move.describe(row + 1))
        self.endInsertRows()


class GameModel(QObject):
    """A game of the person against the perfect computer; the computer answers after ``delay_ms``.

    Signals: ``position_changed(object)`` with the new :class:`Position`, ``message(str)``
    (a line for the person: whose turn, who won), ``refused(str)`` (why a move was not allowed),
    ``game_over(bool)`` (True when the person won).
    """

    position_changed = Signal(object)
    message = Signal(str)
    refused = Signal(str)
    game_over = Signal(bool)

    def __init__(self, parent: QObject | None = None, delay_ms: int = 350) -> None:
        super().__init__(parent)
        self.delay_ms = delay_ms
        self.history = HistoryModel(self)
        self._game: Game | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._computer_turn)

    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def position(self) -> Position | None:
        return self._game.position if self._game else None

    @property
    def waiting_for_human(self) -> bool:
        return self._game is not None and not self._game.is_over and self._game.to_move is Side.HUMAN

    def new_game(self, n: int, first: Side) -> None:
        self._timer.stop()
        self._game = Game(n, first)
        self.history.reset([])
        self.position_changed.emit(self._game.position)
        self._after_move()

    def take(self, text: str) -> bool:
        """The person asks to take ``text`` stones; False (and a message) when that is not allowed."""
        if self._game is None:
            self.refused.emit("Start a game first.")
            return False
        if self._game.is_over:
            self.refused.emit("The game is over: press Restart to play again.")
            return False
        if self._game.to_move is not Side.HUMAN:
            self.refused.emit("Wait: it is the computer's turn.")
            return False
        if not text.strip():
            self.refused.emit(f"Type how many stones to take: {take_range(self._game.position.limit, 24)}.")
            return False
        try:
            take = parse_stone_count(text, what="the number to take")
            move = self._game.play(take)
        except StonesError as error:
            self.refused.emit(f"Not allowed: {error}.")
            return False
        self._record(move)
        return True

    def _computer_turn(self) -> None:
        if self._game is None or self._game.is_over or self._game.to_move is not Side.COMPUTER:
            return
        self._record(self._game.computer_plays())

    def _record(self, move: Move) -> None:
        assert self._game is not None
        self.history.append(move)
        self.position_changed.emit(self._game.position)
        self._after_move()

    def _after_move(self) -> None:
        game = self._game
        assert game is not None
        if game.is_over:
            human_won = game.winner is Side.HUMAN
            result = "you win" if human_won else "the computer wins"
            if game.history:
                who = "You took" if human_won else "The computer took"
                self.message.emit(f"{who} the last stone: {result}.")
            else:
                first = "you" if game.first is Side.HUMAN else "the computer"
                self.message.emit(
                    f"With one stone {first} cannot move (the first move may not take it): {result}."
                )
            self.game_over.emit(human_won)
            return
        limit = decimal(game.position.limit, 32)
        if game.to_move is Side.HUMAN:
            last = game.history[-1] if game.history else None
            only_one = game.position.limit == 1
            if last is None:
                self.message.emit(
                    "You move first: you must take 1 stone (not both)."
                    if only_one
                    else f"You move first: take between 1 and {limit} stones (not all of them)."
                )
            else:
                took = counted(last.take, "stone", decimal(last.take, 32))
                must = "You must take 1 stone." if only_one else f"Take between 1 and {limit}."
                self.message.emit(f"The computer took {took}. {must}")
        else:
            self.message.emit("The computer is thinking…")
            self._timer.start(self.delay_ms)
