"""Unavoidable 50/50s: two hidden cells that hold one mine and that nothing can ever tell apart.

Two cells touching exactly the same revealed numbers form a box. When that box has two
cells, holds exactly one mine on every consistent board, and every hidden cell next to
only one of the two is certainly a mine (so it will never be revealed), and no cell revealed
without its number (``?``) touches only one of them (the player sees that number, which may
tell), then no reveal, now or later, can say which of the two is the mine: they stay a coin
toss to the end of the game. The game cannot be won without guessing one of them, and by
symmetry the rest of the board looks the same whichever it is, so guessing at once loses
nothing against guessing later and tells the number under the safe one straight away.
"""

from __future__ import annotations

from solvers.minesweeper.analysis import Analysis
from solvers.minesweeper.position import UNNUMBERED


def unavoidable_fifty_fifty(analysis: Analysis) -> tuple[int, int] | None:
    """The two cells of an unavoidable 50/50 of the position, or None if it has none."""
    position = analysis.position
    neighbours = position.neighbours
    probabilities = analysis.probabilities
    for group in analysis.groups:
        for j, box in enumerate(group.boxes):
            cells = analysis.frontier.boxes[box]
            if len(cells) != 2 or group.box_fixed[j] != 1:
                continue
            first, second = cells
            around_first = set(neighbours[first]) - {second}
            around_second = set(neighbours[second]) - {first}
            one_only = around_first ^ around_second
            if any(position.cells[cell] == UNNUMBERED for cell in one_only):
                continue  # a number the player sees, and the analysis does not, may tell them apart
            if all(probabilities[cell] == 1 for cell in one_only & probabilities.keys()):
                return first, second
    return None
