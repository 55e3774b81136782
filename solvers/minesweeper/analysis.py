"""Exact counts and mine probabilities of a position.

Every arrangement of the remaining mines that agrees with the revealed numbers is
equally likely. Groups are counted separately by mine count, combined by
convolution, and weighted by ``C(off-frontier cells, mines left)``; off-frontier
cells are never enumerated. All arithmetic is exact.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from solvers.minesweeper.frontier import Frontier, build_frontier, describe_cell
from solvers.minesweeper.groups import GroupSolutions, solve_group, unsatisfiable_constraint
from solvers.minesweeper.position import FLAG, JS_QUESTION_MARK_NOTE, UNNUMBERED, Position, PositionError
from solvers.progress import Progress
from solvers.wording import counted_subject


@dataclass(frozen=True)
class Analysis:
    position: Position
    frontier: Frontier
    groups: tuple[GroupSolutions, ...]
    boards: int  # consistent arrangements of all remaining mines
    frontier_arrangements: int  # distinct consistent mine arrangements of the frontier cells
    frontier_by_mines: tuple[int, ...]  # frontier arrangements by their mine count
    probabilities: dict[int, Fraction]  # hidden cell index -> probability of a mine
    box_probabilities: tuple[Fraction, ...]
    off_frontier_probability: Fraction | None

    @property
    def safe(self) -> list[int]:
        return sorted(cell for cell, p in self.probabilities.items() if p == 0)

    @property
    def mines(self) -> list[int]:
        return sorted(cell for cell, p in self.probabilities.items() if p == 1)

    def boards_for_frontier_mines(self, frontier_mines: int) -> int:
        """Complete boards behind one frontier arrangement holding ``frontier_mines`` mines."""
        left = self.position.mines_left - frontier_mines
        off = len(self.frontier.off_frontier)
        return comb(off, left) if 0 <= left <= off else 0

    def probability_grid(self) -> list[list[Fraction | None]]:
        """Row by row: the mine probability of each hidden cell, None elsewhere (1 for flags)."""
        pos = self.position
        grid: list[list[Fraction | None]] = []
        for row in range(pos.height):
            line: list[Fraction | None] = []
            for col in range(pos.width):
                index = pos.index(row, col)
                value = pos.cells[index]
                line.append(Fraction(1) if value == FLAG else self.probabilities.get(index))
            grid.append(line)
        return grid


def mine_total_misfit(left: int, off: int, counts: list[int]) -> str:
    """Why ``left`` mines fit no arrangement: each number of mines the numbers allow on the frontier
    (``counts``, ascending) is either more than are left, or leaves more than the ``off`` hidden
    cells off the frontier can hold."""
    start = f"{counted_subject(left, 'mine')} left, but the numbers"
    fits = [t for t in counts if t <= left]  # these leave left - t > off mines for off the frontier
    over = [t for t in counts if t > left]
    several = len(counts) > 1
    if not fits:
        return f"{start} need {'at least' if several else 'exactly'} {over[0]} on the frontier"
    high = fits[-1]
    room = "no hidden cell is" if off == 0 else f"only {counted_subject(off, 'hidden cell')}"
    rest = f"{room} off it"
    if high:
        rest += f" for the other {left - high}{' or more' if several else ''}"
    if not high:
        verb, most = "allow", "none"
    elif several:
        verb, most = "allow", f"at most {high}"
    else:
        verb, most = "need", f"exactly {high}"
    if not over:
        return f"{start} {verb} {most} on the frontier, and {rest}"
    return f"{start} need at least {over[0]} on the frontier, more than are left, or else {most}, and {rest}"


def convolve(a: list[int] | tuple[int, ...], b: list[int] | tuple[int, ...]) -> list[int]:
    out = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                if y:
                    out[i + j] += x * y
    return out


def analyse(position: Position, progress: Progress | None = None, explain: bool = True) -> Analysis:
    """Count every consistent arrangement and every hidden cell's exact mine probability.

    Raises :class:`PositionError` naming a number that cannot be satisfied, or saying why
    the mine total cannot fit, when no arrangement is consistent (``explain=False`` skips the
    search for the culprit number and says only that the numbers cannot all hold), and
    :class:`~solvers.minesweeper.groups.FrontierTooLarge` for a group too tangled to count.
    An impossible position with ``?`` cells is told how JSMinesweeper's ``?`` differs, the likely
    reason when the file came from there.
    """
    try:
        return _analyse(position, progress, explain)
    except PositionError as error:
        if explain and UNNUMBERED in position.cells:
            raise PositionError(f"{error} ({JS_QUESTION_MARK_NOTE})") from None
        raise


def _analyse(position: Position, progress: Progress | None, explain: bool) -> Analysis:
    position.check_mine_total()
    frontier = build_frontier(position)
    groups: list[GroupSolutions] = []
    for group in frontier.groups:
        solved = solve_group(frontier, group, progress)
        if not solved.solvable:
            if not explain:
                raise PositionError("the numbers cannot all be satisfied")
            culprit = frontier.constraints[unsatisfiable_constraint(frontier, group)]
            raise PositionError(
                f"the {culprit.number} at {describe_cell(position, culprit.cell)} cannot be satisfied "
                "together with the numbers around it"
            )
        groups.append(solved)

    off = len(frontier.off_frontier)
    left = position.mines_left
    prefix: list[list[int]] = [[1]]
    for g in groups:
        prefix.append(convolve(prefix[-1], g.by_mines))
    total = prefix[-1]
    # off_ways[t]: placements of the other mines off the frontier when the frontier holds t.
    off_ways = [comb(off, left - t) if 0 <= left - t <= off else 0 for t in range(len(total))]
    boards = sum(w * o for w, o in zip(total, off_ways))
    if boards == 0:
        raise PositionError(mine_total_misfit(left, off, [t for t, w in enumerate(total) if w]))
    frontier_arrangements = sum(w for w, o in zip(total, off_ways) if o)

    suffix: list[list[int]] = [[1]] * (len(groups) + 1)
    for i in range(len(groups) - 1, -1, -1):
        suffix[i] = convolve(groups[i].by_mines, suffix[i + 1])

    box_probabilities: list[Fraction] = [Fraction(0)] * len(frontier.boxes)
    probabilities: dict[int, Fraction] = {}
    for i, g in enumerate(groups):
        rest = convolve(prefix[i], suffix[i + 1])
        factor = []
        for m in range(len(g.by_mines)):
            factor.append(sum(r * off_ways[m + j] for j, r in enumerate(rest) if r and m + j < len(off_ways)))
        for j, box in enumerate(g.boxes):
            numerator = sum(e * f for e, f in zip(g.box_mines[j], factor) if e)
            size = len(frontier.boxes[box])
            p = Fraction(numerator, boards * size)
            box_probabilities[box] = p
            for cell in frontier.boxes[box]:
                probabilities[cell] = p

    off_probability: Fraction | None = None
    if off:
        numerator = sum(
            w * comb(off - 1, left - t - 1) for t, w in enumerate(total) if w and 1 <= left - t <= off
        )
        off_probability = Fraction(numerator, boards)
        for cell in frontier.off_frontier:
            probabilities[cell] = off_probability
    return Analysis(
        position=position,
        frontier=frontier,
        groups=tuple(groups),
        boards=boards,
        frontier_arrangements=frontier_arrangements,
        frontier_by_mines=tuple(total),
        probabilities=probabilities,
        box_probabilities=tuple(box_probabilities),
        off_frontier_probability=off_probability,
    )
