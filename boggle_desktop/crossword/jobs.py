"""The crossword tab's background jobs: plain functions run on a worker thread (no widgets here)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Generator
from dataclasses import dataclass, replace

from boggle_desktop.crossword.models import ComparisonRow
from solvers.crossword import ALGORITHMS, FillOptions, FillResult, Grid, Replayer, WordIndex, fill_grid
from solvers.lexicon import Lexicon
from solvers.progress import Progress, Step


@dataclass(frozen=True)
class FillOutcome:
    index: WordIndex
    result: FillResult
    replayer: Replayer | None


class PartialBox:
    """The deepest partial fill so far, handed from the search thread to the GUI's timer."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._rows: tuple[str, ...] | None = None

    def put(self, rows: tuple[str, ...]) -> None:
        with self._lock:
            self._rows = rows

    def take(self) -> tuple[str, ...] | None:
        with self._lock:
            rows, self._rows = self._rows, None
            return rows


def build_index(lexicon: Lexicon, max_level: int | None, progress: Progress) -> WordIndex:
    return WordIndex.from_lexicon(lexicon, max_level, progress)


def run_fill(
    grid: Grid,
    lexicon: Lexicon,
    max_level: int | None,
    index: WordIndex | None,
    options: FillOptions,
    box: PartialBox,
    progress: Progress,
) -> FillOutcome:
    """The background job: index the words if needed, fill, and walk the trace once (keyframes)."""
    if index is None:
        index = build_index(lexicon, max_level, progress)
    result = fill_grid(grid, index, options, progress, on_partial=box.put)
    replayer = None
    if result.trace is not None:
        if not progress.cancel_requested:  # a search kept on Cancel still gets its playback
            progress.report(0, len(result.trace), "Preparing playback")
        replayer = Replayer(result.trace)
        replayer.seek(len(result.trace))
    return FillOutcome(index, result, replayer)


def run_comparison(
    grid: Grid,
    lexicon: Lexicon,
    max_level: int | None,
    index: WordIndex | None,
    algorithms: list[str],
    options: FillOptions,
    on_row: Callable[[ComparisonRow], None],
    progress: Progress,
) -> Generator[Step, None, tuple[WordIndex, list[ComparisonRow]]]:
    """Every chosen algorithm on the same grid; a generator whose yields are progress points.

    Each algorithm's row goes to ``on_row`` (on this thread) as it finishes, so that the rows show
    one by one and a cancel keeps those done; the one a cancel stops raises Cancelled: no row."""
    if index is None:
        index = build_index(lexicon, max_level, progress)
    rows = []
    for number, name in enumerate(algorithms):
        yield Step(number, len(algorithms), f"Comparing: {ALGORITHMS[name].label}")
        result = fill_grid(grid, index, replace(options, algorithm=name), progress)
        s = result.stats
        row = ComparisonRow(ALGORITHMS[name].label, s.nodes, s.backtracks, s.seconds, result.status)
        rows.append(row)
        on_row(row)
    return index, rows
