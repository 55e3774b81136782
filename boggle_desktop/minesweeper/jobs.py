"""The Minesweeper tab's background jobs: the quick exact analysis and the perfect-play search, plain
functions run on a worker thread (no widgets here), and what they answer."""

from __future__ import annotations

from dataclasses import dataclass

from solvers.minesweeper import (
    Analysis,
    FrontierTooLarge,
    PerfectPlay,
    PerfectPlayUnavailable,
    Position,
    PositionError,
    analyse,
    perfect_play,
)
from solvers.minesweeper.perfect import DEFAULT_BOARD_LIMIT, unseen_number
from solvers.minesweeper.strategy import MoveChoice, StrategyOptions, choose_move
from solvers.progress import Progress

#: The tab's quick analysis leaves perfect play to a second task with this limit.
QUICK = StrategyOptions(perfect_limit=0)
#: The kind of both analysis tasks (see work.job_kind): a new analysis makes a failed one old news.
TASK_KIND = "minesweeper analysis"


@dataclass(frozen=True)
class QuickResult:
    analysis: Analysis
    choice: MoveChoice


@dataclass(frozen=True)
class Unanswered:
    """Why the position has no figures, as the panel says it: it is impossible (no arrangement
    of mines fits it), or too tangled to count exactly."""

    text: str


def quick_analysis(position: Position, progress: Progress) -> QuickResult | Unanswered:
    """Exact probabilities and the heuristic best move (no perfect-play search).

    An impossible position and one too large to count are answers about the position, not
    failures: an exception that escapes is a failure of the analysis itself."""
    try:
        analysis = analyse(position, progress)
    except PositionError as error:
        return Unanswered(impossible_text(str(error)))
    except FrontierTooLarge as error:
        return Unanswered(f"This position is too large to analyse exactly: {error}")
    return QuickResult(analysis, choose_move(analysis, QUICK, progress))


def impossible_text(reason: str) -> str:
    return f"Impossible position: {reason}"


def perfect_analysis(analysis: Analysis, progress: Progress) -> PerfectPlay | str:
    """Perfect play, or a sentence saying why it was not searched."""
    try:
        return perfect_play(analysis, DEFAULT_BOARD_LIMIT, progress=progress)
    except PerfectPlayUnavailable as reason:
        return f"not computed: {reason}"


def why_not_searched(analysis: Analysis) -> str | None:
    """Why perfect play is not searched for ``analysis`` (the win chance's "not computed: ..."), or None
    if it is: a number the position does not show, or too many boards."""
    unseen = unseen_number(analysis.position)
    if unseen is not None:
        return f"not computed: {unseen}"
    if analysis.boards > DEFAULT_BOARD_LIMIT:
        return f"not computed: more than {DEFAULT_BOARD_LIMIT:,} boards"
    return None
