"""The puzzle tabs, in the order the window shows them."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import QWidget

from boggle_desktop.context import AppContext


@dataclass(frozen=True)
class TabSpec:
    key: str  # also the screenshot file name and the settings prefix
    title: str
    module: str
    class_name: str

    def create(self, context: AppContext) -> QWidget:
        tab_class = getattr(importlib.import_module(self.module), self.class_name)
        return tab_class(context)


TABS = (
    TabSpec("boggle", "Boggle", "boggle_desktop.boggle.tab", "BoggleTab"),
    TabSpec("crossword", "Crossword", "boggle_desktop.crossword.tab", "CrosswordTab"),
    TabSpec("minesweeper", "Minesweeper", "boggle_desktop.minesweeper.tab", "MinesweeperTab"),
    TabSpec("voting", "Voting Power", "boggle_desktop.voting.tab", "VotingTab"),
    TabSpec("stones", "Stone Game", "boggle_desktop.stones.tab", "StonesTab"),
)


def document_path(tab: QWidget) -> Path | None:
    """The file the puzzle on ``tab`` came from (opened from or last saved in), for the window's title.

    A tab with documents offers ``document_path()`` and a ``document_changed`` signal saying it may
    have changed; None for a puzzle from no file (a sample, a new one) and on a tab without files."""
    path = getattr(tab, "document_path", None)
    return None if path is None else path()
