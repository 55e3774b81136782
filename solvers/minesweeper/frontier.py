"""Turn a position into constraints on boxes, split into independent groups.

A *box* is a set of hidden cells that touch exactly the same revealed numbers:
they are interchangeable, so a box is one variable (how many mines it holds)
and ``C(size, k)`` cell arrangements stand behind each value ``k``. Hidden
cells that touch no number are *off the frontier*; they are never enumerated.
"""

from __future__ import annotations

from dataclasses import dataclass

from solvers.minesweeper.position import FLAG, HIDDEN, Position, PositionError


@dataclass(frozen=True)
class Constraint:
    """The revealed number at ``cell`` needs ``need`` more mines among ``boxes``."""

    cell: int
    number: int
    need: int
    boxes: tuple[int, ...]


@dataclass(frozen=True)
class Frontier:
    boxes: tuple[tuple[int, ...], ...]  # cell indices of each box
    constraints: tuple[Constraint, ...]
    box_constraints: tuple[tuple[int, ...], ...]  # constraint indices touching each box
    groups: tuple[tuple[int, ...], ...]  # box indices of each independent group
    off_frontier: tuple[int, ...]  # hidden cells touching no number


def describe_cell(position: Position, index: int) -> str:
    row, col = position.coords(index)
    return f"row {row + 1}, column {col + 1}"


def build_frontier(position: Position) -> Frontier:
    """Constraints of every revealed number with hidden neighbours; local contradictions raise."""
    cells = position.cells
    neighbours = position.neighbours
    touching: dict[int, list[int]] = {}
    raw: list[tuple[int, int, int]] = []  # (cell, number, need)
    for index, value in enumerate(cells):
        if value < 0:
            continue
        hidden = 0
        flags = 0
        for n in neighbours[index]:
            state = cells[n]
            if state == HIDDEN:
                hidden += 1
            elif state == FLAG:
                flags += 1
        need = value - flags
        if need < 0 or need > hidden:
            what = f"{flags} flagged" if need < 0 else f"only {hidden} hidden and {flags} flagged"
            raise PositionError(
                f"the {value} at {describe_cell(position, index)} cannot be satisfied: "
                f"it has {what} neighbours"
            )
        if hidden == 0:
            continue
        constraint_index = len(raw)
        raw.append((index, value, need))
        for n in neighbours[index]:
            if cells[n] == HIDDEN:
                touching.setdefault(n, []).append(constraint_index)

    box_of_signature: dict[tuple[int, ...], int] = {}
    boxes: list[list[int]] = []
    box_constraints: list[tuple[int, ...]] = []
    for cell in sorted(touching):
        signature = tuple(touching[cell])
        box = box_of_signature.get(signature)
        if box is None:
            box = box_of_signature[signature] = len(boxes)
            boxes.append([])
            box_constraints.append(signature)
        boxes[box].append(cell)

    constraint_boxes: list[list[int]] = [[] for _ in raw]
    for box, signature in enumerate(box_constraints):
        for c in signature:
            constraint_boxes[c].append(box)
    constraints = tuple(
        Constraint(cell, number, need, tuple(constraint_boxes[i]))
        for i, (cell, number, need) in enumerate(raw)
    )
    off = tuple(i for i, value in enumerate(cells) if value == HIDDEN and i not in touching)
    return Frontier(
        boxes=tuple(tuple(b) for b in boxes),
        constraints=constraints,
        box_constraints=tuple(box_constraints),
        groups=_groups(len(boxes), constraints),
        off_frontier=off,
    )


def _groups(box_count: int, constraints: tuple[Constraint, ...]) -> tuple[tuple[int, ...], ...]:
    """Connected components of boxes linked by shared constraints, each in a search-friendly order."""
    parent = list(range(box_count))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for constraint in constraints:
        first = find(constraint.boxes[0])
        for other in constraint.boxes[1:]:
            root = find(other)
            if root != first:
                parent[root] = first
    members: dict[int, list[int]] = {}
    for box in range(box_count):
        members.setdefault(find(box), []).append(box)
    return tuple(tuple(group) for group in members.values())
