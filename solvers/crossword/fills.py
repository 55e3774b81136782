"""What a fill is asked for and what it gives back: options, fills, statistics and the result."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from numbers import Real

from solvers.crossword.algorithms import VALUE_ORDERS, get_algorithm
from solvers.crossword.index import plain_words
from solvers.crossword.trace import Trace
from solvers.whole_numbers import whole_number

FILLED, UNFILLABLE, STOPPED = "filled", "unfillable", "stopped"


@dataclass(frozen=True)
class FillOptions:
    """How to search; the values are checked as the options are made (ValueError).

    ``max_fills``: stop after this many fills (0 = find and count them all).
    ``excluded_words``: words no fill may place (any iterable of words, kept as a frozenset of them
    folded: ``Sales`` and ``SALES`` are ``sales``); an entry given whole in the grid is kept even so.
    ``time_limit`` and ``node_limit``: stop after this many seconds or words placed (None: no limit).
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

    def __post_init__(self) -> None:
        get_algorithm(self.algorithm)
        if self.value_order not in VALUE_ORDERS:
            raise ValueError(
                f"unknown value order {self.value_order!r}; choose one of {', '.join(VALUE_ORDERS)}"
            )
        limit = self.time_limit
        if limit is not None and (
            isinstance(limit, bool) or not isinstance(limit, Real) or not (math.isfinite(limit) and limit > 0)
        ):
            raise ValueError(
                f"time_limit is a number of seconds above 0, or None for no limit, not {limit!r}"
            )
        self._check_whole("max_fills", 0, " (0: find and count every fill)")
        self._check_whole("keep_fills", 1)
        self._check_whole("trace_limit", 0)
        for name, least in (("seed", 0), ("node_limit", 1), ("beliefs_after", 0)):
            if getattr(self, name) is not None:
                self._check_whole(name, least, ", or None")
        # Frozen: the folded words replace the given ones.
        object.__setattr__(
            self, "excluded_words", frozenset(plain_words(self.excluded_words, "an excluded word"))
        )

    def _check_whole(self, name: str, least: int, note: str = "") -> None:
        """The option ``name`` as an int (a NumPy integer is one, True is not), else ValueError."""
        value = getattr(self, name)
        number = whole_number(value)
        if number is None or number < least:
            raise ValueError(f"{name} is a whole number {least} or more{note}, not {value!r}")
        object.__setattr__(self, name, number)


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
