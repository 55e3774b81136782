"""The consistent mine arrangements of the frontier (random access, for paging) and of whole boards."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from math import comb

from solvers.minesweeper.analysis import Analysis, convolve


@dataclass(frozen=True)
class FrontierArrangement:
    mines: tuple[int, ...]  # cell indices of the frontier cells holding a mine
    boards: int  # complete boards it stands for: C(off-frontier cells, mines left after it)


def _unrank_combination(n: int, k: int, rank: int) -> list[int]:
    """The ``rank``-th k-subset of range(n) in lexicographic order."""
    chosen: list[int] = []
    start = 0
    for remaining in range(k, 0, -1):
        for item in range(start, n):
            block = comb(n - item - 1, remaining - 1)
            if rank < block:
                chosen.append(item)
                start = item + 1
                break
            rank -= block
    return chosen


class FrontierArrangements:
    """Indexable view of every distinct consistent frontier arrangement (``len`` is the total).

    Items are computed on demand, so millions can be paged through without being stored.
    """

    def __init__(self, analysis: Analysis) -> None:
        self.analysis = analysis
        groups = analysis.groups
        self._suffix: list[list[int]] = [[1]] * (len(groups) + 1)
        for i in range(len(groups) - 1, -1, -1):
            self._suffix[i] = convolve(groups[i].by_mines, self._suffix[i + 1])
        self._left = analysis.position.mines_left
        self._off = len(analysis.frontier.off_frontier)

    @property
    def count(self) -> int:
        """How many there are (``len`` too, while that fits a machine integer)."""
        return self.analysis.frontier_arrangements

    def __len__(self) -> int:
        return self.count

    def _valid(self, total: int) -> bool:
        return 0 <= self._left - total <= self._off

    def _completions(self, group: int, prefix_mines: int) -> int:
        return sum(w for j, w in enumerate(self._suffix[group]) if w and self._valid(prefix_mines + j))

    def __getitem__(self, index: int) -> FrontierArrangement:
        if not 0 <= index < self.count:
            raise IndexError(f"arrangement {index} out of range 0..{self.count - 1}")
        boxes = self.analysis.frontier.boxes
        mines_cells: list[int] = []
        prefix = 0
        for g, group in enumerate(self.analysis.groups):
            rest = [self._completions(g + 1, prefix + mines) for mines in range(len(group.by_mines))]
            solution, index = group.solution_at(index, rest.__getitem__)
            mines = sum(solution)
            local, index = divmod(index, rest[mines])
            for box, k in zip(group.boxes, solution, strict=True):
                cells = boxes[box]
                local, rank = divmod(local, comb(len(cells), k))
                mines_cells.extend(cells[i] for i in _unrank_combination(len(cells), k, rank))
            prefix += mines
        return FrontierArrangement(
            tuple(sorted(mines_cells)), self.analysis.boards_for_frontier_mines(prefix)
        )

    def page(self, start: int, count: int) -> list[FrontierArrangement]:
        return [self[i] for i in range(max(0, start), min(self.count, start + count))]


def iter_boards(analysis: Analysis) -> Iterator[frozenset[int]]:
    """Every consistent complete board, as the set of hidden cells holding a mine (flags excluded)."""
    arrangements = FrontierArrangements(analysis)
    off = analysis.frontier.off_frontier
    left = analysis.position.mines_left
    for i in range(arrangements.count):
        frontier_mines = arrangements[i].mines
        for extra in combinations(off, left - len(frontier_mines)):
            yield frozenset(frontier_mines + extra)
