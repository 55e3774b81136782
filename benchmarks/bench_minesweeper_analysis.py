"""Minesweeper: time to analyse Expert mid-game positions exactly.

Positions: every position in which the auto-player had to analyse, taken from seeded
Expert games (first click opens a zero), keeping those with at least --min-hidden-frontier
frontier cells; --positions of them, evenly spaced.

Ours: solvers.minesweeper.analyse (cells merged into boxes, independent groups counted by
mine count, off-frontier cells weighted by a binomial), with its cache of solved groups
cleared before every call so each timing is a cold start.

Baseline (run in this process on the same positions): the textbook method the seed blog
uses, improved as far as it goes without boxes: depth-first search cell by cell over each
independent group of frontier cells with constraint pruning, tallied by mine count and
weighted by the same binomial. Its results are checked equal to ours on every position.

Prints the median and worst time of each over the positions, and the ratio of medians. The
baseline gets at most --baseline-budget seconds per position (it is exponential in the size
of a group); a position where it runs out counts at the budget.

Run:  .venv/bin/python benchmarks/bench_minesweeper_analysis.py [--positions 300] [--seed 1]
"""

from __future__ import annotations

import argparse
import signal
import statistics
import sys
import time
from fractions import Fraction
from math import comb
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.minesweeper import groups as group_module  # noqa: E402
from solvers.minesweeper.analysis import analyse  # noqa: E402
from solvers.minesweeper.autoplay import game_seed, play_steps  # noqa: E402
from solvers.minesweeper.game import Game, Status  # noqa: E402
from solvers.minesweeper.position import FLAG, HIDDEN, Position  # noqa: E402


def collect(count: int, seed: int, min_frontier: int) -> list[Position]:
    found: list[Position] = []
    number = 0
    while len(found) < count * 3 and number < 2000:
        game = Game.for_level("expert", seed=game_seed(seed, "bench", number), first_click="zero")
        number += 1
        for _ in play_steps(game):
            if game.status is not Status.PLAYING:
                break
            position = game.position()
            frontier = sum(
                1
                for i, c in enumerate(position.cells)
                if c == HIDDEN and any(position.cells[n] >= 0 for n in position.neighbours[i])
            )
            if frontier >= min_frontier:
                found.append(position)
    step = max(1, len(found) // count)
    return found[::step][:count]


def count_group(
    order: list[int],
    numbers: list[int],
    need: dict[int, int],
    constrained: dict[int, list[int]],
    neighbours: tuple[tuple[int, ...], ...],
) -> tuple[list[int], dict[int, int], dict[int, dict[int, int]]]:
    """Cell-by-cell depth-first search of one group: solutions by mine count, and per cell."""
    members = set(order)
    remaining = dict(need)
    unknown = {i: sum(1 for n in neighbours[i] if n in members) for i in numbers}
    by_mines: dict[int, int] = {}
    per_cell: dict[int, dict[int, int]] = {c: {} for c in order}
    chosen: list[int] = []

    def visit(depth: int) -> None:
        if depth == len(order):
            m = len(chosen)
            by_mines[m] = by_mines.get(m, 0) + 1
            for c in chosen:
                per_cell[c][m] = per_cell[c].get(m, 0) + 1
            return
        cell = order[depth]
        for mine in (0, 1):
            if any(
                remaining[number] - mine < 0 or remaining[number] - mine > unknown[number] - 1
                for number in constrained[cell]
            ):
                continue
            for number in constrained[cell]:
                remaining[number] -= mine
                unknown[number] -= 1
            if mine:
                chosen.append(cell)
            visit(depth + 1)
            if mine:
                chosen.pop()
            for number in constrained[cell]:
                remaining[number] += mine
                unknown[number] += 1

    visit(0)
    return order, by_mines, per_cell


def baseline(position: Position) -> tuple[int, dict[int, Fraction]]:
    """Cell-by-cell search per group; returns (boards, probabilities)."""
    cells = position.cells
    neighbours = position.neighbours
    numbers = [i for i, c in enumerate(cells) if c >= 0]
    need = {i: cells[i] - sum(1 for n in neighbours[i] if cells[n] == FLAG) for i in numbers}
    frontier = sorted({n for i in numbers for n in neighbours[i] if cells[n] == HIDDEN})
    constrained = {c: [i for i in neighbours[c] if cells[i] >= 0] for c in frontier}
    # groups of frontier cells linked through numbers
    seen: set[int] = set()
    groups: list[list[int]] = []
    for start in frontier:
        if start in seen:
            continue
        stack, group = [start], []
        seen.add(start)
        while stack:
            cell = stack.pop()
            group.append(cell)
            for number in constrained[cell]:
                for other in neighbours[number]:
                    if cells[other] == HIDDEN and other not in seen:
                        seen.add(other)
                        stack.append(other)
        groups.append(group)
    tallies = [count_group(sorted(group), numbers, need, constrained, neighbours) for group in groups]
    off = [i for i, c in enumerate(cells) if c == HIDDEN and i not in set(frontier)]
    left = position.mines - cells.count(FLAG)
    total: dict[int, int] = {0: 1}
    for _, group_by_mines, _ in tallies:
        nxt: dict[int, int] = {}
        for a, x in total.items():
            for b, y in group_by_mines.items():
                nxt[a + b] = nxt.get(a + b, 0) + x * y
        total = nxt

    def ways(t: int) -> int:
        return comb(len(off), left - t) if 0 <= left - t <= len(off) else 0

    boards = sum(w * ways(t) for t, w in total.items())
    probabilities: dict[int, Fraction] = {}
    for index, (order, _, per_cell) in enumerate(tallies):
        rest: dict[int, int] = {0: 1}
        for j, (_, other, _) in enumerate(tallies):
            if j != index:
                nxt = {}
                for a, x in rest.items():
                    for b, y in other.items():
                        nxt[a + b] = nxt.get(a + b, 0) + x * y
                rest = nxt
        for cell in order:
            numerator = sum(k * r * ways(m + j) for m, k in per_cell[cell].items() for j, r in rest.items())
            probabilities[cell] = Fraction(numerator, boards)
    if off:
        numerator = sum(
            w * comb(len(off) - 1, left - t - 1) for t, w in total.items() if 1 <= left - t <= len(off)
        )
        for cell in off:
            probabilities[cell] = Fraction(numerator, boards)
    return boards, probabilities


class BaselineTooSlow(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise BaselineTooSlow()


def timed(function, *args) -> tuple[float, object]:
    start = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-hidden-frontier", type=int, default=10)
    parser.add_argument("--no-baseline", action="store_true")
    parser.add_argument(
        "--baseline-budget", type=float, default=5.0, help="seconds the baseline may spend on one position"
    )
    args = parser.parse_args()
    positions = collect(args.positions, args.seed, args.min_hidden_frontier)
    print(f"{len(positions)} Expert positions (frontier of at least {args.min_hidden_frontier} cells)")
    ours, theirs, paired = [], [], []
    too_slow = 0
    signal.signal(signal.SIGALRM, _alarm)
    for position in positions:
        group_module._CACHE.clear()
        seconds, analysis = timed(analyse, position)
        ours.append(seconds)
        if not args.no_baseline:
            signal.setitimer(signal.ITIMER_REAL, args.baseline_budget)
            try:
                took, (boards, probabilities) = timed(baseline, position)
            except BaselineTooSlow:
                too_slow += 1
                theirs.append(args.baseline_budget)
                continue
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            theirs.append(took)
            paired.append(seconds)
            assert boards == analysis.boards and probabilities == analysis.probabilities, position.to_text()
    print(f"ours:     median {statistics.median(ours) * 1000:8.2f} ms   worst {max(ours) * 1000:8.2f} ms")
    if theirs:
        print(
            f"baseline: median {statistics.median(theirs) * 1000:8.2f} ms   "
            f"worst {max(theirs) * 1000:8.2f} ms"
        )
        ratio = statistics.median(theirs) / statistics.median(ours)
        print(
            f"ratio of medians (baseline / ours): {ratio:.1f}x; "
            f"results identical on the {len(paired)} positions the baseline finished; it ran out of its "
            f"{args.baseline_budget:g} s budget on {too_slow} (counted as {args.baseline_budget:g} s, so its "
            "worst and median are lower bounds)"
        )


if __name__ == "__main__":
    main()
