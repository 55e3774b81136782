"""The exact chance to win with perfect play, by search over every consistent board.

The state is the set of boards still consistent with what has been seen. Revealing
a cell that is safe on every such board never hurts, so the search first reveals
those (splitting the state by the number shown); when none is left it tries every
guess, splitting by the number the guessed cell shows, and keeps the best. Values
are counted in boards won (an integer), so the result is an exact fraction.

A position with a cell revealed without its number (``?``) next to a hidden cell is not
searched: in the game the player would see that number, which may tell them more than the
analysis knows, so a win chance computed without it would describe another game.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from solvers.minesweeper.analysis import Analysis
from solvers.minesweeper.arrangements import iter_boards
from solvers.minesweeper.frontier import describe_cell
from solvers.minesweeper.position import HIDDEN, UNNUMBERED, Position
from solvers.progress import Progress

#: Default largest number of consistent boards searched exactly.
DEFAULT_BOARD_LIMIT = 5000
#: Default largest number of search states before giving up.
DEFAULT_STATE_LIMIT = 400_000


class PerfectPlayUnavailable(Exception):
    """Perfect play is not searched for this position; the message says why."""


class PerfectPlayTooLarge(PerfectPlayUnavailable):
    """The position has more boards or search states than the limits allow."""


def unseen_number(position: Position) -> str | None:
    """Why perfect play is not searched when a cell revealed without its number touches a hidden
    cell (the player would see that number), or None when no such cell does."""
    cells = position.cells
    for index, value in enumerate(cells):
        if value == UNNUMBERED and any(cells[n] == HIDDEN for n in position.neighbours[index]):
            where = describe_cell(position, index)
            return f"the number of the revealed cell at {where} is not given, and a player would see it"
    return None


@dataclass(frozen=True)
class PerfectPlay:
    win_probability: Fraction
    best_move: int | None  # a cell index; None when the game is already decided
    boards: int
    states: int  # distinct search states evaluated


class _Search:
    def __init__(self, analysis: Analysis, state_limit: int, progress: Progress | None) -> None:
        position = analysis.position
        boards = list(iter_boards(analysis))
        self.count = len(boards)
        self.cells = sorted(analysis.probabilities)  # every hidden cell
        local = {cell: i for i, cell in enumerate(self.cells)}
        neighbours = position.neighbours
        self.mine_mask: list[int] = [0] * len(self.cells)
        # value_masks[i][v]: boards on which cell i is safe and shows v (among hidden neighbours)
        self.value_masks: list[list[int]] = [[0] * 9 for _ in self.cells]
        around = [[local[n] for n in neighbours[cell] if n in local] for cell in self.cells]
        for b, board in enumerate(boards):
            bit = 1 << b
            mined = [False] * len(self.cells)
            for cell in board:
                mined[local[cell]] = True
            for i in range(len(self.cells)):
                if mined[i]:
                    self.mine_mask[i] |= bit
                else:
                    self.value_masks[i][sum(1 for n in around[i] if mined[n])] |= bit
        everything = (1 << self.count) - 1
        # Only cells that can still tell or cost something matter: drop certain mines and
        # certainly safe cells that show the same number on every board.
        self.value_masks = [[m for m in masks if m] for masks in self.value_masks]
        self.relevant = [
            i
            for i in range(len(self.cells))
            if self.mine_mask[i] != everything and (self.mine_mask[i] or len(self.value_masks[i]) > 1)
        ]
        self.memo: dict[int, int] = {}
        self.state_limit = state_limit
        self.progress = progress

    def parts(self, state: int, cell: int) -> list[int]:
        return [p for m in self.value_masks[cell] if (p := state & m)]

    def wins(self, state: int) -> int:
        """Boards of ``state`` won by optimal play from here."""
        known = self.memo.get(state)
        if known is not None:
            return known
        if len(self.memo) >= self.state_limit:
            raise PerfectPlayTooLarge(f"more than {self.state_limit} search states")
        if self.progress is not None and len(self.memo) % 512 == 0:
            # the total is the state limit: the bar shows how close the search is to giving up
            self.progress.report(
                len(self.memo), self.state_limit, f"perfect play: {len(self.memo):,} states searched"
            )
        result = self._solve(state)
        self.memo[state] = result
        return result

    def _free_split(self, state: int) -> list[int] | None:
        for i in self.relevant:
            if not self.mine_mask[i] & state:
                parts = self.parts(state, i)
                if len(parts) > 1:
                    return parts
        return None

    def _solve(self, state: int) -> int:
        if state & (state - 1) == 0:
            return 1
        free = self._free_split(state)
        if free is not None:
            return sum(self.wins(p) for p in free)
        return self.best_guess(state)[0]

    def best_guess(self, state: int) -> tuple[int, int | None]:
        """(boards won, local cell index) of the best guess from a state with no free reveal.

        Guesses are tried safest first; a guess cannot win more boards than it survives, so
        the search stops once that bound is no better than the best found. Guesses that split
        the boards exactly alike are interchangeable and tried once.
        """
        options = []
        for i in self.relevant:
            safe = state & ~self.mine_mask[i]
            if safe:
                options.append((safe.bit_count(), i))
        options.sort(key=lambda o: -o[0])
        size = state.bit_count()
        best, best_cell = 0, None
        seen: set[tuple[int, ...]] = set()
        for upper, i in options:
            if upper <= best:
                break
            parts = self.parts(state, i)
            if upper == size and len(parts) <= 1:
                continue  # safe here and tells nothing
            key = tuple(parts)
            if key in seen:
                continue
            seen.add(key)
            won = sum(self.wins(p) for p in parts)
            if won > best:
                best, best_cell = won, i
        return best, best_cell


def perfect_play(
    analysis: Analysis,
    board_limit: int = DEFAULT_BOARD_LIMIT,
    state_limit: int = DEFAULT_STATE_LIMIT,
    progress: Progress | None = None,
) -> PerfectPlay:
    """Exact win probability with optimal play and a move achieving it.

    Raises :class:`PerfectPlayTooLarge` when the position has more than ``board_limit``
    consistent boards or the search needs more than ``state_limit`` states, and
    :class:`PerfectPlayUnavailable` when a number a player would see is not given (see
    :func:`unseen_number`).
    """
    unseen = unseen_number(analysis.position)
    if unseen is not None:
        raise PerfectPlayUnavailable(unseen)
    if analysis.boards > board_limit:
        raise PerfectPlayTooLarge(
            f"{analysis.boards} consistent boards, more than the limit of {board_limit}"
        )
    search = _Search(analysis, state_limit, progress)
    everything = (1 << search.count) - 1
    if search.count == 1:
        safe = [c for c in search.cells if not search.mine_mask[search.cells.index(c)]]
        return PerfectPlay(Fraction(1), safe[0] if safe else None, 1, 0)
    free = [i for i in range(len(search.cells)) if not search.mine_mask[i] & everything]
    if free:
        # Revealing a certainly safe cell never lowers the chance; prefer one that tells something.
        telling = [i for i in free if len(search.parts(everything, i)) > 1]
        move = (telling or free)[0]
        won = search.wins(everything)
    else:
        won, move = search.best_guess(everything)
    return PerfectPlay(
        Fraction(won, search.count),
        None if move is None else search.cells[move],
        search.count,
        len(search.memo),
    )
