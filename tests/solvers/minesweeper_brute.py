"""Independent brute force for the Minesweeper tests: enumerate every placement of the mines."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

from solvers.minesweeper.position import FLAG, HIDDEN, Position


def neighbours(position: Position, index: int) -> list[int]:
    row, col = divmod(index, position.width)
    out = []
    for r in range(row - 1, row + 2):
        for c in range(col - 1, col + 2):
            if (r, c) != (row, col) and 0 <= r < position.height and 0 <= c < position.width:
                out.append(r * position.width + c)
    return out


def consistent_boards(position: Position) -> list[frozenset[int]]:
    """Every set of hidden cells that can hold the remaining mines."""
    hidden = [i for i, c in enumerate(position.cells) if c == HIDDEN]
    flags = {i for i, c in enumerate(position.cells) if c == FLAG}
    left = position.mines - len(flags)
    boards = []
    for chosen in combinations(hidden, left):
        mines = flags | set(chosen)
        if all(
            sum(1 for n in neighbours(position, i) if n in mines) == c
            for i, c in enumerate(position.cells)
            if c >= 0
        ):
            boards.append(frozenset(chosen))
    return boards


def brute_probabilities(position: Position) -> tuple[int, dict[int, Fraction], int]:
    """(boards, probability of every hidden cell, distinct frontier arrangements)."""
    boards = consistent_boards(position)
    hidden = [i for i, c in enumerate(position.cells) if c == HIDDEN]
    frontier = {i for i in hidden if any(position.cells[n] >= 0 for n in neighbours(position, i))}
    probabilities = (
        {i: Fraction(sum(1 for b in boards if i in b), len(boards)) for i in hidden} if boards else {}
    )
    distinct = {b & frontier for b in boards}
    return len(boards), probabilities, len(distinct)


def random_position(rng: random.Random, max_side: int = 5, flag_chance: float = 0.3) -> Position:
    """A position taken from a real random layout: some safe cells revealed, some mines flagged."""
    width = rng.randint(2, max_side)
    height = rng.randint(2, max_side)
    total = width * height
    mines = rng.randint(1, max(1, total // 3))
    layout = set(rng.sample(range(total), mines))
    reveal_chance = rng.uniform(0.2, 0.7)
    cells = []
    probe = Position(width, height, 0, tuple([0] * total))
    for i in range(total):
        if i in layout:
            cells.append(FLAG if rng.random() < flag_chance * reveal_chance else HIDDEN)
        elif rng.random() < reveal_chance:
            cells.append(sum(1 for n in neighbours(probe, i) if n in layout))
        else:
            cells.append(HIDDEN)
    return Position(width, height, mines, tuple(cells))
