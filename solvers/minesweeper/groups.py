"""Exact enumeration of one independent group of boxes, tallied by mine count."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass
from math import comb

from solvers.minesweeper.frontier import Frontier
from solvers.progress import Progress

#: How many search nodes between two progress checkpoints.
CHECK_EVERY = 4096
#: Solved groups are remembered by their shape (box sizes, which numbers touch which box, what
#: each number still needs): between two moves of a game most groups do not change.
CACHE_SIZE = 4096
_CACHE: dict[tuple[object, ...], tuple[tuple[object, ...], ...]] = {}


@dataclass(frozen=True)
class GroupSolutions:
    """Every consistent assignment of mine counts to the boxes of one group.

    ``solutions[i]`` gives the mines in each box (in ``boxes`` order); ``weights[i]``
    is the number of cell arrangements it stands for (product of ``C(size, k)``).
    ``by_mines[m]`` sums the weights of solutions with ``m`` mines; ``box_mines[j][m]``
    sums ``weight * mines in box j`` over those solutions.
    """

    boxes: tuple[int, ...]
    solutions: tuple[tuple[int, ...], ...]
    weights: tuple[int, ...]
    mines: tuple[int, ...]
    by_mines: tuple[int, ...]
    box_mines: tuple[tuple[int, ...], ...]


class _Found(Exception):
    pass


def _search_order(frontier: Frontier, group: tuple[int, ...]) -> list[int]:
    """Boxes in breadth-first order along shared constraints, so constraints close early."""
    in_group = set(group)
    order: list[int] = []
    seen: set[int] = set()
    start = max(group, key=lambda b: len(frontier.box_constraints[b]))
    queue = [start]
    seen.add(start)
    while queue:
        box = queue.pop(0)
        order.append(box)
        linked = []
        for c in frontier.box_constraints[box]:
            for other in frontier.constraints[c].boxes:
                if other not in seen and other in in_group:
                    seen.add(other)
                    linked.append(other)
        queue.extend(linked)
    return order


def solve_group(
    frontier: Frontier,
    group: tuple[int, ...],
    progress: Progress | None = None,
    constraint_subset: set[int] | None = None,
    first_only: bool = False,
) -> GroupSolutions:
    """Enumerate the group's solutions by depth-first search over box mine counts.

    ``constraint_subset`` restricts the constraints used and ``first_only`` stops at the first
    solution (both to find which number is unsatisfiable).
    """
    order = _search_order(frontier, group)
    sizes = [len(frontier.boxes[b]) for b in order]
    used = [
        c
        for c in sorted({c for b in order for c in frontier.box_constraints[b]})
        if constraint_subset is None or c in constraint_subset
    ]
    local = {c: i for i, c in enumerate(used)}
    need = [frontier.constraints[c].need for c in used]
    cap = [0] * len(used)
    touches: list[tuple[int, ...]] = []
    for b, size in zip(order, sizes):
        mine = tuple(local[c] for c in frontier.box_constraints[b] if c in local)
        touches.append(mine)
        for i in mine:
            cap[i] += size
    key = (tuple(sizes), tuple(touches), tuple(need))
    cacheable = constraint_subset is None and not first_only
    if cacheable:
        known = _CACHE.get(key)
        if known is not None:
            return GroupSolutions(tuple(order), *known)
    count = len(order)
    values = [0] * count
    solutions: list[tuple[int, ...]] = []
    weights: list[int] = []
    mines_list: list[int] = []
    combs = [[comb(size, k) for k in range(size + 1)] for size in sizes]
    nodes = 0

    def visit(depth: int, weight: int, mines: int) -> None:
        nonlocal nodes
        nodes += 1
        if progress is not None and nodes % CHECK_EVERY == 0:
            progress.check()
        if depth == count:
            solutions.append(tuple(values))
            weights.append(weight)
            mines_list.append(mines)
            if first_only:
                raise _Found()
            return
        size = sizes[depth]
        mine = touches[depth]
        lo = 0
        hi = size
        for i in mine:
            n = need[i]
            if n < hi:
                hi = n
            floor = n - (cap[i] - size)
            if floor > lo:
                lo = floor
        if lo > hi:
            return
        for i in mine:
            cap[i] -= size
        row = combs[depth]
        for k in range(lo, hi + 1):
            if k:
                for i in mine:
                    need[i] -= k
            values[depth] = k
            visit(depth + 1, weight * row[k], mines + k)
            if k:
                for i in mine:
                    need[i] += k
        for i in mine:
            cap[i] += size

    with suppress(_Found):
        visit(0, 1, 0)
    top = max(mines_list, default=0)
    by_mines = [0] * (top + 1)
    box_mines = [[0] * (top + 1) for _ in order]
    for solution, weight, mines in zip(solutions, weights, mines_list):
        by_mines[mines] += weight
        for j, k in enumerate(solution):
            if k:
                box_mines[j][mines] += weight * k
    result = GroupSolutions(
        boxes=tuple(order),
        solutions=tuple(solutions),
        weights=tuple(weights),
        mines=tuple(mines_list),
        by_mines=tuple(by_mines),
        box_mines=tuple(tuple(row) for row in box_mines),
    )
    if cacheable:
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = (result.solutions, result.weights, result.mines, result.by_mines, result.box_mines)
    return result


def unsatisfiable_constraint(frontier: Frontier, group: tuple[int, ...]) -> int:
    """A constraint of a group with no solution that cannot hold together with those before it."""
    used = sorted({c for b in group for c in frontier.box_constraints[b]})
    chosen: set[int] = set()
    for c in used:
        chosen.add(c)
        if not solve_group(frontier, group, constraint_subset=chosen, first_only=True).solutions:
            return c
    return used[-1]
