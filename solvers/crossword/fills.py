"""What a fill is asked for and what it gives back: options, fills, statistics and the result."""

from __future__ import annotations

from dataclasses import dataclass, field

from solvers.crossword.trace import Trace

FILLED, UNFILLABLE, STOPPED = "filled", "unfillable", "stopped"


@dataclass(frozen=True)
class FillOptions:
    """How to search.

    ``max_fills``: stop after this many fills (0 = find and count them all).
    ``excluded_words``: words no fill may place (lowercase); an entry given whole in
    the grid is kept even so.
    ``seed``: randomise slot tie-breaks and the order of similar words, so each
    seed gives its own fill, reproducibly; None keeps the plain order (most
    common words first).
    ``beliefs_after``: a first fill with restarts and the least-constraining
    order that has not succeeded after this many nodes adds word beliefs to its
    value order from the next restart on (None: never). 20,000 nodes is about
    ten seconds on a 15x15 grid, where the estimate costs about one.
    ``keep_on_cancel``: a cancel ends the search as the time limit does, with the fills found
    so far, instead of raising :class:`~solvers.progress.Cancelled` (for a count worth keeping).
    """

    algorithm: str = "dom-wdeg"
    value_order: str = "least-constraining"
    seed: int | None = None
    max_fills: int = 1
    unique_words: bool = True
    excluded_words: frozenset[str] = frozenset()
    time_limit: float | None = None
    node_limit: int | None = None
    trace: bool = False
    trace_limit: int = 1_000_000
    keep_fills: int = 20
    beliefs_after: int | None = 20_000
    keep_on_cancel: bool = False


@dataclass(frozen=True)
class Entry:
    row: int
    col: int
    direction: str
    word: str


@dataclass(frozen=True)
class Fill:
    rows: tuple[str, ...]
    entries: tuple[Entry, ...]
    #: Mean and worst commonness level of the fill's words that have a level (None if none has).
    mean_level: float | None
    worst_level: int | None


@dataclass(frozen=True)
class FillStats:
    nodes: int = 0
    backtracks: int = 0
    seconds: float = 0.0
    restarts: int = 0
    max_depth: int = 0


@dataclass(frozen=True)
class FillResult:
    """``status`` is filled (at least one fill), unfillable (proven: none exists) or stopped."""

    status: str
    fills: tuple[Fill, ...]
    count: int
    complete: bool
    stats: FillStats
    algorithm: str
    trace: Trace | None = None
    #: Without a fill: the grid at the deepest point of the search (given letters and the words
    #: placed there), and how many trace events rebuild it (None: no trace, or not in the trace).
    best_rows: tuple[str, ...] = field(default=())
    best_step: int | None = None

    @property
    def filled(self) -> bool:
        return bool(self.fills)

    @property
    def fill(self) -> Fill | None:
        return self.fills[0] if self.fills else None
