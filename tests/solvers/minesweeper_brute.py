"""Independent brute force for the Minesweeper tests: enumerate every placement of the mines."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from solvers.minesweeper import groups
from solvers.minesweeper.position import FLAG, HIDDEN, UNNUMBERED, Position


def neighbours(position: Position, index: int) -> list[int]:
    row, col = divmod(index, position.width)
    out = []
    for r in range(row - 1, row + 2):
        for c in range(col - 1, col + 2):
            if (r, c) != (row, col) and 0 <= r < position.height and 0 <= c < position.width:
                out.append(r * position.width + c)
    return out


def consistent_boards(position: Position) -> list[frozenset[int]]:
    """Every set of hidden cells that can hold the remaining mines (a cell revealed without its
    number is not hidden, so never a mine, and is no number to check)."""
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


def random_position(
    rng: random.Random, max_side: int = 5, flag_chance: float = 0.3, unnumbered_chance: float = 0.0
) -> Position:
    """A position taken from a real random layout: some safe cells revealed, some mines flagged;
    each revealed cell is shown without its number with ``unnumbered_chance`` (when 0, the random
    draws are those of positions made before that state existed)."""
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
            unnumbered = unnumbered_chance and rng.random() < unnumbered_chance
            cells.append(UNNUMBERED if unnumbered else sum(1 for n in neighbours(probe, i) if n in layout))
        else:
            cells.append(HIDDEN)
    return Position(width, height, mines, tuple(cells))


@pytest.fixture(params=["listed", "by states"])
def both_ways(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Runs a test with groups' solutions listed, and again with every group counted by states."""
    if request.param == "by states":
        monkeypatch.setattr(groups, "ENUMERATION_BUDGET", 0)
    monkeypatch.setattr(groups, "_CACHE", {})
    return request.param


#: A 30x16 position with 99 mines, made from a real random layout by revealing 30% of its safe
#: cells at random: one group of 209 boxes whose solutions are far too many to list.
LARGE_FRONTIER = """30x16x99
HHHHHHHHHHHHHHHHHHHHHHH0HH0HH1
HHHH00HH1HH1HH22H211HH2HHH1HH2
H1HHH0HHHHH01HH1H2HH1HHHHHHHHH
HHHHHH1HHHHH000H1HHH13HH221HHH
HHH1H0HHH1H011H12HHHHHHHH0HH2H
HHHHHH4HH2HHHHHHHH10HHH2HHHH1H
1HHHHHH3H2HHH2HHH32HHHH3H2HH2H
1HH2HHHHHHHHHHH3HHHHHHHH3HHHH3
1HHHHHHH2HHHHHHHHHH3HH4H2HHHHH
HH2H10H1HHHHHHHHHHHHHH211HHHHH
HHHH2HHH3HHHHHHHHH12H1HH0HHHHH
0HHHHH3HHHHHH1HHHHHHHHH0HHHHHH
HHHHHHH3HHHHH3HHHHH21H11HHH1HH
H2HHH2HHHHHHHHHH5HHH3HH2H3HHH0
H2HHHH2HHHHHHHHHHHH1HHHHHH100H
HHH2HH211HHHHH3HHHHHHHHHHHHHHH
"""


def _tangled_position() -> str:
    """40x30 with 240 mines and 30% of the safe cells shown at random: no game leads there, but a
    user may draw it, and its frontier is one group too tangled to count exactly."""
    rng = random.Random(23)
    cells = [(r, c) for r in range(30) for c in range(40)]
    mines = set(rng.sample(cells, 240))
    rows = [["H"] * 40 for _ in range(30)]
    for r, c in cells:
        if (r, c) not in mines and rng.random() < 0.3:
            near = [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)]
            rows[r][c] = str(sum(cell in mines for cell in near))
    return "40x30x240\n" + "\n".join("".join(row) for row in rows) + "\n"


TANGLED_POSITION = _tangled_position()
