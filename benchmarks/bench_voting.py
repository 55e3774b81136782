"""Voting power: exact Banzhaf / Shapley-Shubik indices against the PyPI package ``powerindex``.

Baselines run in this process on the same inputs:
  * ``powerindex`` (pip install powerindex): generating functions over Python lists, one
    coefficient at a time.  Missing?  Said so, our own figures still printed, exit 0.
  * the seed blog post's recursive enumeration of all 2**n coalitions, ported to Python,
    on the first 16 EU blocks only (all 27 would take hours in Python; the C++ took >10 s).

Inputs: the US Electoral College 2020 (51 blocks, quota 270); 200 random blocks of weight
1..1000 (seeded, strict majority); the EU after Nice (27 blocks, the exercise); 51 random
blocks with a total near 10 million.  Values must agree (relative difference < 1e-12).

Times are medians of CPU time (the machines are shared; all of this is single-threaded).

Run:  .venv/bin/python benchmarks/bench_voting.py [--quick] [--full]
  --quick  skip powerindex on the 200 random blocks (about 5 s on its own)
  --full   also time our Shapley-Shubik on the 200 random blocks (several seconds)
  --meet   also time meet in the middle at its limits (40 blocks, Banzhaf; 32 blocks, both
           indices) against counting by totals on the same blocks (a minute or more)
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from solvers.voting import WeightedGame, meet, power_indices
from solvers.voting.indices import COUNTING, MEET_IN_THE_MIDDLE
from solvers.voting.presets import preset

try:
    import powerindex
except ImportError:  # the baseline is optional: pip install powerindex
    powerindex = None


def median_seconds(fn: Callable[[], object], repeats: int, budget: float = 2.0) -> float:
    """Median CPU time of ``fn()`` over ``repeats`` runs (fewer if the budget runs out, at least 1).

    CPU time (``time.process_time``), not wall time: the machines this runs on are shared, and
    every figure here is single-threaded, so CPU time is what the work costs, whatever the load.
    """
    times = []
    start = time.process_time()
    for _ in range(repeats):
        t0 = time.process_time()
        fn()
        times.append(time.process_time() - t0)
        if time.process_time() - start > budget:
            break
    return statistics.median(times)


def seed_critical_votes(blocks: Sequence[int]) -> list[int]:
    """The seed's getCriticalVotes: recurse over every coalition, test every member at the leaves."""
    n = len(blocks)
    border = sum(blocks) // 2 + 1
    status = [False] * n

    def recurse(index: int, total: int) -> list[int]:
        if index == n:
            result = [0] * n
            if total >= border:
                for i in range(n):
                    if status[i] and total < border + blocks[i]:
                        result[i] += 1
            return result
        exclude = recurse(index + 1, total)
        status[index] = True
        include = recurse(index + 1, total + blocks[index])
        status[index] = False
        return [a + b for a, b in zip(exclude, include, strict=True)]

    return recurse(0, 0)


def max_relative_difference(ours: Sequence[float], theirs: Sequence[float]) -> float:
    return max(abs(a - b) / max(abs(a), abs(b), 1e-300) for a, b in zip(ours, theirs, strict=True))


def line(label: str, seconds: float) -> None:
    print(f"  {label:<52} {seconds * 1000:>10.2f} ms CPU")


def ratio(label: str, baseline: float, ours: float) -> None:
    print(f"  {label:<52} {baseline / ours:>10.1f} x faster")


def compare(
    name: str,
    game: WeightedGame,
    repeats: int,
    with_shapley: bool,
    baseline: bool,
    baseline_shapley: bool = True,
) -> None:
    print(f"{name}: {len(game)} blocks, total {game.total}, quota {game.quota}")
    weights, quota = list(game.weights), game.quota
    ours_b = median_seconds(lambda: power_indices(game, shapley=False), repeats)
    line("ours, Banzhaf", ours_b)
    result = power_indices(game, shapley=with_shapley)
    if with_shapley:
        ours_both = median_seconds(lambda: power_indices(game), repeats)
        line("ours, Banzhaf + Shapley-Shubik", ours_both)
    if not baseline:
        return
    if powerindex is None:
        print("  powerindex: not installed (pip install powerindex); no baseline figures")
        return
    theirs = powerindex.Game(quota, weights=weights)
    pi_b = median_seconds(theirs.calc_banzhaf, repeats, budget=0.0)
    line("powerindex, Banzhaf", pi_b)
    ratio("Banzhaf: ours vs powerindex", pi_b, ours_b)
    diff = max_relative_difference(result.banzhaf, theirs.banzhaf)
    print(
        f"  Banzhaf values, max relative difference: {diff:.1e} ({'identical' if diff < 1e-12 else 'DIFFER'})"
    )
    if with_shapley and not baseline_shapley:
        print(f"  powerindex, Shapley-Shubik: not run; float({len(game)}!) in it overflows")
    if with_shapley and baseline_shapley:
        pi_s = median_seconds(theirs.calc_shapley_shubik, repeats, budget=0.0)
        line("powerindex, Banzhaf + Shapley-Shubik", pi_b + pi_s)
        ratio("both indices: ours vs powerindex", pi_b + pi_s, ours_both)
        diff = max_relative_difference(result.shapley_shubik_float, theirs.shapley_shubik)
        print(
            f"  Shapley-Shubik values, max relative difference: {diff:.1e} "
            f"({'identical' if diff < 1e-12 else 'DIFFER'})"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="skip powerindex on 200 random blocks")
    parser.add_argument("--full", action="store_true", help="also our Shapley-Shubik on 200 random blocks")
    parser.add_argument(
        "--meet", action="store_true", help="also meet in the middle at its block limits (a minute or more)"
    )
    args = parser.parse_args()
    if powerindex is None:
        print("NOTE: the baseline package 'powerindex' is not installed (pip install powerindex);")
        print("      printing our own figures only.\n")

    us = preset("us-electoral-college-2020").table.game()
    compare("US Electoral College 2020", us, repeats=20, with_shapley=True, baseline=True)

    rng = random.Random(2020)
    blocks200 = WeightedGame.create([rng.randint(1, 1000) for _ in range(200)])
    print()
    compare(
        "200 random blocks of weight 1..1000 (seed 2020)",
        blocks200,
        repeats=3,
        with_shapley=args.full,
        baseline=not args.quick,
        baseline_shapley=False,
    )
    if not args.full:
        print(
            "  (Shapley-Shubik here: --full; powerindex has no figure to compare, as float(200!) "
            "overflows in its calc_shapley_shubik)"
        )

    print()
    eu = preset("eu-nice-majority").table.game()
    print(f"EU after Nice (the exercise): {len(eu)} blocks, total {eu.total}, quota {eu.quota}")
    eu_both = median_seconds(lambda: power_indices(eu), 50)
    line("ours, Banzhaf + Shapley-Shubik", eu_both)
    print(f"  target: well under 50 ms: {'met' if eu_both < 0.05 else 'NOT MET'}")
    first16 = list(eu.weights[:16])
    seed_time = median_seconds(lambda: seed_critical_votes(first16), 1, budget=0.0)
    sub = WeightedGame.create(first16)
    ours_sub = median_seconds(lambda: power_indices(sub, shapley=False), 20)
    assert seed_critical_votes(first16) == list(power_indices(sub, shapley=False).swings)
    line("seed's enumeration (Python port), first 16 EU blocks", seed_time)
    line("ours, Banzhaf, first 16 EU blocks", ours_sub)
    ratio("ours vs the seed's enumeration (16 blocks)", seed_time, ours_sub)

    print()
    rng = random.Random(51)
    big = WeightedGame.create([rng.randint(1, 390_000) for _ in range(51)])
    print(f"Large total: {len(big)} random blocks, total {big.total:,}, quota {big.quota:,}")
    t0 = time.process_time()
    result = power_indices(big, shapley=False)
    elapsed = time.process_time() - t0
    line(f"ours, Banzhaf ({result.banzhaf_method})", elapsed)
    tracemalloc.start()  # a second run: tracing slows big-integer work about threefold
    traced = power_indices(big)  # asks for Shapley-Shubik too, which does not fit: same work
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"  peak memory traced (second run): {peak / 2**20:.0f} MiB")
    if traced.note:
        print(f"  not computed: {traced.note}")
    if args.meet:
        meet_in_the_middle_at_its_limits()
    return 0


def meet_in_the_middle_at_its_limits() -> None:
    """The method that does not depend on the total, forced, against counting by totals."""
    rng = random.Random(40)
    # Its time does not depend on the weights; counting's does, so Shapley-Shubik gets smaller ones.
    for blocks, shapley, top in ((meet.BANZHAF_LIMIT, False, 10**6), (meet.SHAPLEY_LIMIT, True, 10**4)):
        game = WeightedGame.create([rng.randint(1, top) for _ in range(blocks)])
        index = "Banzhaf + Shapley-Shubik" if shapley else "Banzhaf"
        print(f"\nMeet in the middle: {blocks} random blocks, total {game.total:,}")
        t0 = time.process_time()
        halves = power_indices(game, shapley=shapley, method=MEET_IN_THE_MIDDLE)
        line(f"ours, {index}, meet in the middle", time.process_time() - t0)
        t0 = time.process_time()
        totals = power_indices(game, shapley=shapley, method=COUNTING, memory_budget=4 * 2**30)
        line(f"ours, {index}, counting by totals", time.process_time() - t0)
        same = halves.swings == totals.swings and halves.shapley_shubik == totals.shapley_shubik
        print(f"  the two methods agree exactly: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    sys.exit(main())
