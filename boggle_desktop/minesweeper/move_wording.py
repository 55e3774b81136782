"""How the Minesweeper tab words the best move: in the analysis panel and a hint, and before the
first click, when no mine is placed yet."""

from __future__ import annotations

from solvers.minesweeper import Analysis, FirstClick
from solvers.minesweeper.strategy import MoveChoice

#: The reason of the "best move" before the first click, which no mine can be under.
FIRST_CLICK = "first click"
#: What each reason of a best move says about it.
REASONS = {
    "safe": "certainly safe",
    "perfect": "the move of perfect play",
    "fifty-fifty": "an unavoidable 50/50: it must be guessed some time, so now",
    "heuristic": "safest, then most likely to make progress",
}


def choice_text(choice: MoveChoice, analysis: Analysis | None, width: int) -> str:
    """The best move ``choice`` on a board ``width`` cells wide, with why and its risk in ``analysis``
    (None only before the first click)."""
    if choice.cell is None:
        return "none: nothing is left to reveal" if choice.reason == "none" else "-"
    row, col = divmod(choice.cell, width)
    if choice.reason == FIRST_CLICK:
        return f"any cell (Step opens row {row + 1}, column {col + 1})"
    assert analysis is not None
    p = analysis.probabilities[choice.cell]
    risk = "" if p == 0 else f", mine probability {float(p):.2%}"
    return f"row {row + 1}, column {col + 1} ({REASONS.get(choice.reason, choice.reason)}{risk})"


def first_click_status(rule: FirstClick) -> str:
    """The panel's status before the first click: no mine is placed before it (see Game.reveal), so
    it is safe anywhere, and under its rule opens a zero."""
    zero = " and opens a zero (no mine in the cell or around it)" if rule is FirstClick.ZERO else ""
    return (
        f"No mine is placed before the first click: it is safe anywhere{zero}. The analysis starts after it."
    )
