"""A tab as its tests show it: on the screen, at the size its layout was designed for."""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtWidgets import QWidget

Tab = TypeVar("Tab", bound=QWidget)

#: Each tab's window size in the tests (wide enough for its side panels).
SIZES = {
    "BoggleTab": (1100, 700),
    "CrosswordTab": (1300, 820),
    "MinesweeperTab": (1300, 800),
    "StonesTab": (1000, 760),
    "VotingTab": (1100, 760),
}


def shown_tab(qtbot, tab: Tab) -> Tab:
    """``tab`` shown at its size, once exposed (the test's window holds it until the test ends)."""
    qtbot.addWidget(tab)
    tab.resize(*SIZES[type(tab).__name__])
    tab.show()
    qtbot.waitExposed(tab)
    return tab
