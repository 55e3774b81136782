"""Banzhaf and Shapley-Shubik power indices of a weighted vote, exactly."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from math import factorial, gcd

from solvers.progress import Progress
from solvers.voting import counting, meet
from solvers.voting.game import VotingInputError, WeightedGame
from solvers.wording import byte_size, counted, short_number

#: What the exact counting may hold in memory, in bytes, before another method is used.
MEMORY_BUDGET = 2**30

COUNTING = "counting by totals"
MEET_IN_THE_MIDDLE = "meet in the middle"


class TooLargeError(VotingInputError):
    """No exact method fits: the message says what would be needed and what is possible."""


@dataclass(frozen=True)
class PowerIndices:
    """The exact indices of every block, in the game's order."""

    game: WeightedGame
    #: Coalitions (without the block) that lose alone and win with it.
    swings: tuple[int, ...]
    #: Exact Shapley-Shubik indices, or None when :attr:`note` says why not.
    shapley_shubik: tuple[Fraction, ...] | None
    banzhaf_method: str
    shapley_method: str | None
    note: str = ""
    #: Coalitions (of all 2^n) whose total reaches the quota.
    winning_coalitions: int = 0

    # Cached: a table asks for one block's figure at a time, and each is derived from them all.
    @cached_property
    def total_swings(self) -> int:
        return sum(self.swings)

    @cached_property
    def banzhaf(self) -> tuple[float, ...]:
        """Normalised Banzhaf index: share of all swings."""
        total = self.total_swings
        return tuple(s / total for s in self.swings)

    @cached_property
    def banzhaf_absolute(self) -> tuple[float, ...]:
        """Absolute (Penrose) Banzhaf measure: swings / 2^(n-1), the chance that the block decides the
        vote when every other block votes yes or no at random."""
        coalitions = 2 ** (len(self.swings) - 1)
        return tuple(s / coalitions for s in self.swings)

    @cached_property
    def banzhaf_percent(self) -> tuple[int, ...]:
        """``100 * swings // total swings``: the Banzhaf percentage truncated to a whole number."""
        total = self.total_swings
        return tuple(100 * s // total for s in self.swings)

    @cached_property
    def shapley_shubik_float(self) -> tuple[float, ...] | None:
        if self.shapley_shubik is None:
            return None
        return tuple(float(value) for value in self.shapley_shubik)

    @cached_property
    def pivots(self) -> tuple[int, ...] | None:
        """Orderings of all blocks (of n!) in which each block is pivotal: it turns a losing coalition
        into a winning one as it joins."""
        if self.shapley_shubik is None:
            return None
        orderings = factorial(len(self.swings))
        return tuple(int(value * orderings) for value in self.shapley_shubik)

    @property
    def proper(self) -> bool:
        """Whether no two coalitions without a block in common both win. A coalition and its
        complement cannot both win exactly when at most half of all coalitions win: with a quota
        over half the total, a winning coalition's complement loses; with one at most half, one of
        each coalition and its complement wins, so any pair that both win makes the winners more
        than half. (A quota at most half the total may still give a proper game: 4, 4, 4, 1 with
        quota 6.)"""
        return 2 * self.winning_coalitions <= 2 ** len(self.swings)

    def improper_warning(self) -> str:
        """What is odd about an improper game, else ""."""
        if self.proper:
            return ""
        game = self.game
        return (
            f"quota {game.quota:,} of a total weight {game.total:,} lets two coalitions with no block in "
            "common both win (an improper game); a quota over half the total avoids that"
        )

    @cached_property
    def dummies(self) -> tuple[int, ...]:
        """The blocks (by index) that are never critical: their votes never change an outcome."""
        return tuple(i for i, swings in enumerate(self.swings) if swings == 0)

    def roles(self) -> list[str]:
        """What a check by hand looks for: how many coalitions win, the dummies and the veto players."""
        game = self.game
        return [
            f"{counted(self.winning_coalitions, 'winning coalition')} of {2 ** len(game):,}",
            _named(game.names, self.dummies, "dummy (never critical)", "dummies (never critical)"),
            _named(
                game.names,
                game.veto_players(),
                "veto player (in every winning coalition)",
                "veto players (in every winning coalition)",
            ),
        ]


#: The most names a list of dummies or veto players gives; "and N more" says the rest.
LISTED_NAMES = 10


def _named(names: tuple[str, ...], chosen: tuple[int, ...], one: str, many: str) -> str:
    """``"dummies: C, D"``, ``"no dummies"``; a long list cut short."""
    if not chosen:
        return f"no {many}"
    shown = ", ".join(names[i] for i in chosen[:LISTED_NAMES])
    more = f" and {len(chosen) - LISTED_NAMES:,} more" if len(chosen) > LISTED_NAMES else ""
    return f"{one if len(chosen) == 1 else many}: {shown}{more}"


@dataclass(frozen=True)
class _Reduced:
    """The same game with weights divided by their common factor and the smaller of the quota
    and its dual (``total - quota + 1``): both give every block the same swings and index. In the
    dual game a coalition wins where its complement loses, so its losing coalitions are the game's
    winning ones."""

    weights: tuple[int, ...]
    quota: int
    dual: bool

    @classmethod
    def of(cls, game: WeightedGame) -> _Reduced:
        common = gcd(*game.weights)
        weights = tuple(w // common for w in game.weights)
        quota = -(-game.quota // common)
        dual = sum(weights) - quota + 1
        return cls(weights, min(quota, dual), dual < quota)


def counting_bytes(weights: tuple[int, ...], quota: int, shapley: bool) -> int:
    """Memory the exact counting needs at its peak, in bytes (estimated from its layout)."""
    width = counting.field_bytes(len(weights))
    if not shapley:  # the product, a shifted copy and the sum (each up to 1.25 times), its mask
        return 5 * quota * width
    held = sum(quota - o for o in counting.size_offsets(weights, quota))
    return (3 * held // 2 + 3 * quota) * width  # one polynomial per size (trimmed at 1.25), temporaries


def _meet_bytes(blocks: int) -> int:
    """Both halves' sorted sums and one merge, as Python ints in lists (about 40 bytes each)."""
    return 6 * 40 * 2 ** ((blocks + 1) // 2)


def _choose(reduced: _Reduced, shapley: bool, budget: int, method: str | None) -> tuple[str | None, str]:
    """(method, "") or (None, why nothing fits); ``method`` forces one if it fits."""
    n = len(reduced.weights)
    need = counting_bytes(reduced.weights, reduced.quota, shapley)
    if need <= budget and method in (None, COUNTING):
        return COUNTING, ""
    limit = meet.SHAPLEY_LIMIT if shapley else meet.BANZHAF_LIMIT
    if n <= limit and _meet_bytes(n) <= budget and method in (None, MEET_IN_THE_MIDDLE):
        return MEET_IN_THE_MIDDLE, ""
    if method == MEET_IN_THE_MIDDLE:
        return None, f"meet in the middle handles at most {limit} blocks, not {n}"
    return None, (
        f"exact counting by totals would need about {byte_size(need)} "
        f"(limit {byte_size(budget)}) for {counted(n, 'block')} "
        f"and quota {short_number(reduced.quota)} after reduction, "
        f"and the method that does not depend on the total handles at most {limit} blocks"
    )


def _work(reduced: _Reduced, method: str, shapley: bool) -> float:
    """A rough measure of the time an index takes by ``method`` (only the ratio matters)."""
    n = len(reduced.weights)
    if method == MEET_IN_THE_MIDDLE:
        return n * 2 ** (n / 2) * (n / 2 if shapley else 1)
    if shapley:
        return n * sum(reduced.quota - o for o in counting.size_offsets(reduced.weights, reduced.quota))
    return n * reduced.quota


def _phase(progress: Progress, start: float, span: float, label: str) -> Callable[[int, int], None]:
    def tick(done: int, steps: int) -> None:
        if done % 8 and done != steps:  # most ticks: only a chance to cancel
            progress.check()
        else:
            progress.report(start + span * done / steps, 1.0, f"{label} ({done}/{steps})")

    return tick


def power_indices(
    game: WeightedGame,
    progress: Progress | None = None,
    *,
    shapley: bool = True,
    memory_budget: int = MEMORY_BUDGET,
    method: str | None = None,
) -> PowerIndices:
    """Exact Banzhaf swings and Shapley-Shubik indices of every block.

    ``method`` (:data:`COUNTING` or :data:`MEET_IN_THE_MIDDLE`) forces one; by default
    counting by totals is used when it fits in ``memory_budget`` bytes.  Raises
    :class:`TooLargeError` when not even the Banzhaf index can be computed; when only
    Shapley-Shubik cannot, it is None and ``note`` says why.
    """
    if method not in (None, COUNTING, MEET_IN_THE_MIDDLE):
        raise ValueError(f"unknown method {method!r}")
    progress = progress or Progress()
    reduced = _Reduced.of(game)
    banzhaf_method, why = _choose(reduced, False, memory_budget, method)
    if banzhaf_method is None:
        raise TooLargeError(f"Banzhaf index: {why}")
    shapley_method, why = _choose(reduced, True, memory_budget, method) if shapley else (None, "")
    note = f"Shapley-Shubik index not computed: {why}" if why else ""
    span = 1.0
    if shapley_method:  # share the progress bar by the estimated work of each index
        first = _work(reduced, banzhaf_method, False)
        span = first / (first + _work(reduced, shapley_method, True))
    module = counting if banzhaf_method == COUNTING else meet
    by_weight, losing = module.banzhaf_counts(
        reduced.weights, reduced.quota, _phase(progress, 0.0, span, f"Banzhaf, {banzhaf_method}")
    )
    winning = losing if reduced.dual else 2 ** len(game) - losing
    swings = tuple(by_weight[w] for w in reduced.weights)
    values = None
    if shapley_method:
        module = counting if shapley_method == COUNTING else meet
        numerators = module.shapley_shubik_numerators(
            reduced.weights,
            reduced.quota,
            _phase(progress, span, 1 - span, f"Shapley-Shubik, {shapley_method}"),
        )
        denominator = factorial(len(game))
        values = tuple(Fraction(numerators[w], denominator) for w in reduced.weights)
    return PowerIndices(game, swings, values, banzhaf_method, shapley_method, note, winning)
