"""Exact power indices by meet in the middle: cost depends on the number of blocks, not the total.

The blocks are split into two halves ``A`` and ``B``; the subset sums of each half are
listed (``2**(n/2)`` each) and sorted.  For a block ``i`` in ``A``, every subset of ``A``
without ``i`` is paired with the subsets of ``B`` whose sums put the coalition's total in
``[q - w_i, q)``.  Blocks of equal weight share one computation.  For Shapley-Shubik the
subsets are also kept apart by size.

Counting the pairs is one merge of two sorted lists, done by ``list.sort`` (which merges
two sorted runs in linear time, in C): about five times faster than a binary search per
subset.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress, count, repeat
from math import factorial
from operator import and_

from solvers.voting.counting import Tick

#: Most blocks each index handles this way: at the limit about 10 s of CPU time (12 s and 9 s measured);
#: two more blocks double it.
BANZHAF_LIMIT = 40
SHAPLEY_LIMIT = 32


def sorted_sums(weights: Sequence[int]) -> list[int]:
    """Every subset's total, ascending (with repeats)."""
    sums = [0]
    for w in weights:
        sums += [s + w for s in sums]
        sums.sort()  # two ascending runs: a linear merge
    return sums


def sorted_sums_by_size(weights: Sequence[int]) -> list[list[int]]:
    """``[sizes]``: the totals of the subsets of each size, ascending."""
    by_size: list[list[int]] = [[0]]
    for w in weights:
        by_size.append([])
        for size in range(len(by_size) - 1, 0, -1):
            by_size[size] += [s + w for s in by_size[size - 1]]
            by_size[size].sort()
    return by_size


def pairs_below(doubled: list[int], ascending: list[int], x: int) -> int:
    """Pairs (a from ``ascending``, b) with ``a + b < x``, where ``doubled`` is ``[2*b ...]`` ascending.

    The queries ``x - a`` are encoded odd (``2*(x - a) - 1``) and the b's even, so after one
    merge each query's position minus its rank among the queries counts the b's below it.
    """
    queries = [2 * (x - a) - 1 for a in reversed(ascending)]
    merged = doubled + queries
    merged.sort()
    k = len(queries)
    return sum(compress(count(), map(and_, merged, repeat(1)))) - k * (k - 1) // 2


def _in_window(doubled: list[int], partial: list[int], quota: int, weight: int) -> int:
    """Pairs with ``quota - weight <= a + b < quota``."""
    return pairs_below(doubled, partial, quota) - pairs_below(doubled, partial, quota - weight)


def _representatives(weights: Sequence[int]) -> dict[int, int]:
    """One block index for each distinct weight."""
    chosen: dict[int, int] = {}
    for index, w in enumerate(weights):
        chosen.setdefault(w, index)
    return chosen


def _halves(weights: Sequence[int], index: int) -> tuple[list[int], list[int], int]:
    """(the half with block ``index`` removed, the other half, 0 or 1 naming that other half)."""
    middle = len(weights) // 2
    first, second = list(weights[:middle]), list(weights[middle:])
    if index < middle:
        del first[index]
        return first, second, 1
    del second[index - middle]
    return second, first, 0


def _per_weight(
    weights: Sequence[int], tick: Tick, evaluate: Callable[[list[int], list[int], int, int], int]
) -> dict[int, int]:
    chosen = _representatives(weights)
    result = {}
    for done, (w, index) in enumerate(sorted(chosen.items()), 1):
        rest, other, key = _halves(weights, index)
        result[w] = evaluate(rest, other, key, w)
        tick(done, len(chosen))
    return result


def banzhaf_counts(weights: Sequence[int], quota: int, tick: Tick) -> tuple[dict[int, int], int]:
    """Same answer as :func:`solvers.voting.counting.banzhaf_counts`."""
    doubled_halves: dict[int, list[int]] = {}

    def evaluate(rest: list[int], other: list[int], key: int, w: int) -> int:
        if key not in doubled_halves:
            doubled_halves[key] = [2 * s for s in sorted_sums(other) if s < quota]
        partial = [s for s in sorted_sums(rest) if s < quota]
        return _in_window(doubled_halves[key], partial, quota, w)

    swings = _per_weight(weights, tick, evaluate)
    middle = len(weights) // 2
    doubled = [2 * s for s in sorted_sums(weights[middle:]) if s < quota]
    return swings, pairs_below(doubled, [s for s in sorted_sums(weights[:middle]) if s < quota], quota)


def shapley_shubik_numerators(weights: Sequence[int], quota: int, tick: Tick) -> dict[int, int]:
    """Same answer as :func:`solvers.voting.counting.shapley_shubik_numerators`."""
    n = len(weights)
    factor = [factorial(k) * factorial(n - 1 - k) for k in range(n)]
    doubled_halves: dict[int, list[list[int]]] = {}

    def evaluate(rest: list[int], other: list[int], key: int, w: int) -> int:
        if key not in doubled_halves:
            doubled_halves[key] = [[2 * s for s in sums if s < quota] for sums in sorted_sums_by_size(other)]
        total = 0
        for size_a, sums_a in enumerate(sorted_sums_by_size(rest)):
            partial = [s for s in sums_a if s < quota]
            if not partial:
                continue
            for size_b, doubled in enumerate(doubled_halves[key]):
                if doubled:
                    total += factor[size_a + size_b] * _in_window(doubled, partial, quota, w)
        return total

    return _per_weight(weights, tick, evaluate)
