"""Choosing the next cell to reveal.

1. A certainly safe cell, if there is one.
2. When the position has at most ``perfect_limit`` consistent boards: the move of perfect play
   (not searched when a number a player would see is not given, see :mod:`solvers.minesweeper.perfect`).
3. An unavoidable 50/50 (see :mod:`solvers.minesweeper.fifty`): guessed at once, since it has to
   be guessed some time and its answer may help the guesses after it.
4. Otherwise a documented heuristic, *safety first, then progress*: take the cells whose mine
   probability is within ``tolerance`` of the lowest; for the safest ``candidates`` of them
   look one move ahead (reveal the cell as each number it could show and analyse exactly)
   and measure the chance that the reveal is safe *and* leaves a certainly safe cell to
   click next. Pick the cell maximising ``safety * (1 + progress_weight * progress)``; cells
   that can show only one number (they tell nothing) are taken only when nothing else is left.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from solvers.minesweeper.analysis import Analysis, analyse
from solvers.minesweeper.fifty import unavoidable_fifty_fifty
from solvers.minesweeper.groups import FrontierTooLarge
from solvers.minesweeper.perfect import (
    DEFAULT_BOARD_LIMIT,
    DEFAULT_STATE_LIMIT,
    PerfectPlayUnavailable,
    perfect_play,
)
from solvers.minesweeper.position import FLAG, HIDDEN, Position, PositionError
from solvers.progress import Progress


@dataclass(frozen=True)
class StrategyOptions:
    perfect_limit: int = DEFAULT_BOARD_LIMIT  # at most this many consistent boards: search perfect play
    perfect_states: int = DEFAULT_STATE_LIMIT  # give up (and use the heuristic) beyond this many states
    tolerance: Fraction = Fraction(1, 50)  # consider cells at most this much riskier than the safest
    candidates: int = 6  # how many of them to look ahead on
    progress_weight: float = 0.25


@dataclass(frozen=True)
class MoveChoice:
    cell: int | None
    reason: str  # "safe", "perfect", "fifty-fifty", "heuristic" or "none"
    win_probability: Fraction | None = None  # exact, when perfect play was searched


@dataclass(frozen=True)
class Outlook:
    """What revealing one cell may show: exact chance of each number and of progress after it."""

    cell: int
    safety: Fraction
    outcomes: dict[int, int]  # number shown -> consistent boards
    progress: Fraction  # chance (given the cell is safe) that a certainly safe cell follows


def outlook(position: Position, analysis: Analysis, cell: int) -> Outlook:
    """Look one reveal ahead on ``cell`` by analysing each number it could show."""
    around = position.neighbours[cell]
    flags = sum(1 for n in around if position.cells[n] == FLAG)
    hidden = sum(1 for n in around if position.cells[n] == HIDDEN)
    row, col = position.coords(cell)
    outcomes: dict[int, int] = {}
    progressing = 0
    for value in range(flags, flags + hidden + 1):
        try:
            after = analyse(position.with_cell(row, col, value), explain=False)
        except PositionError:
            continue
        outcomes[value] = after.boards
        if after.safe:
            progressing += after.boards
    safe_boards = sum(outcomes.values())
    return Outlook(
        cell=cell,
        safety=1 - analysis.probabilities[cell],
        outcomes=outcomes,
        progress=Fraction(progressing, safe_boards) if safe_boards else Fraction(0),
    )


def _heuristic(analysis: Analysis, options: StrategyOptions) -> int:
    probabilities = analysis.probabilities
    position = analysis.position
    lowest = min(probabilities.values())
    pool = sorted((p, cell) for cell, p in probabilities.items() if p <= lowest + options.tolerance and p < 1)
    # Interchangeable off-frontier cells: look ahead on a few representatives only, preferring
    # those with the fewest hidden neighbours (corners and edges open up more often).
    off = set(analysis.frontier.off_frontier)
    hidden_around = {
        cell: sum(1 for n in position.neighbours[cell] if position.cells[n] == HIDDEN) for _, cell in pool
    }
    pool.sort(key=lambda pc: (pc[0], pc[1] in off, hidden_around[pc[1]]))
    shortlist: list[int] = []
    off_taken = 0
    for _, cell in pool:
        if cell in off:
            if off_taken >= 2:
                continue
            off_taken += 1
        shortlist.append(cell)
        if len(shortlist) >= options.candidates:
            break
    best_cell = shortlist[0]
    best_score = -1.0
    dead: list[int] = []
    for cell in shortlist:
        try:
            look = outlook(position, analysis, cell)
        except FrontierTooLarge:
            continue  # a reveal there leaves a position too tangled to count: judged by safety alone
        if len(look.outcomes) <= 1:
            dead.append(cell)
            continue
        score = float(look.safety) * (1.0 + options.progress_weight * float(look.progress))
        if score > best_score:
            best_score, best_cell = score, cell
    if best_score < 0 and dead:
        return dead[0]
    return best_cell


def choose_move(
    analysis: Analysis, options: StrategyOptions | None = None, progress: Progress | None = None
) -> MoveChoice:
    """The analyser's next move for a position it has analysed.

    When the position has at most ``options.perfect_limit`` boards, perfect play is searched
    (even if a safe cell exists) and its exact win probability is part of the answer.
    """
    options = options or StrategyOptions()
    if all(p == 1 for p in analysis.probabilities.values()):
        return MoveChoice(None, "none", Fraction(1))  # every hidden cell is a mine: solved
    perfect = None
    if analysis.boards <= options.perfect_limit:
        try:
            perfect = perfect_play(analysis, options.perfect_limit, options.perfect_states, progress)
        except PerfectPlayUnavailable:
            perfect = None
    chance = perfect.win_probability if perfect is not None else None
    safe = analysis.safe
    if safe:
        move = perfect.best_move if perfect is not None and perfect.best_move in safe else safe[0]
        return MoveChoice(move, "safe", chance)
    if perfect is not None and perfect.best_move is not None:
        return MoveChoice(perfect.best_move, "perfect", chance)
    coin = unavoidable_fifty_fifty(analysis)
    if coin is not None:
        return MoveChoice(coin[0], "fifty-fifty", chance)
    return MoveChoice(_heuristic(analysis, options), "heuristic", chance)
