"""What every tab is given: background tasks, the current word list, a data folder."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.work import TaskManager


@dataclass(frozen=True)
class AppContext:
    tasks: TaskManager
    lexicon: LexiconService
    #: Per-user writable folder for databases and saved puzzles (exists).
    data_dir: Path
