"""Stone game: answer time from N's binary form against the seed's table method.

Baseline: the seed blog post's C program ported line for line to Python (two
(N+1)^2 tables, every cell scanning takes from k down), run in this process for
moderate N.  Then our own table (solvers.stones.table) at the same N, and the
binary-form answer (solvers.stones.solve) at the same N and at huge N.

Last, the computer's move from a lost position (where it has no winning move): the
earlier way, scoring about three candidate takes per bit of N from their full lists of
winning replies, against solvers.stones.perfect_move, up to N of 4,300 digits.

Run:  .venv/bin/python benchmarks/bench_stones.py [--quick]
Prints median times and ratios against the seed's method and the earlier lost-position move.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def seed_find(n: int) -> int:
    """The seed's Find(n): the largest winning first move, from two full tables (O(N^3) time)."""
    width = n + 1
    first_hand = [False] * (width * width)
    second_hand = [False] * (width * width)
    first_take = 0
    for i in range(1, width):
        first_hand[width + i] = True
        second_hand[width + i] = False
    for i in range(2, width):
        for j in range(1, n):
            first_hand[i * width + j] = False
            for take in range(j, 0, -1):
                # The C code reads outside the table when take > i; such a take is illegal, skip it.
                if take > i:
                    continue
                if take == i or second_hand[(i - take) * width + take]:
                    first_hand[i * width + j] = True
                    if i == n and j == n - 1:
                        first_take = take
                    break
            second_hand[i * width + j] = not first_hand[i * width + j]
    return first_take


def earlier_lost_move(stones: int, max_take: int) -> int:
    """The computer's take from a lost position as it was chosen before: every take when at most 256
    are allowed, else the 32 smallest and largest and those next to a power of two, scored by the
    share of winning replies they leave (smallest share, then largest take); the takes that leave
    more stones than the reply may take come first, as the computer now prefers them."""
    from solvers.stones import Position, binary_tails

    position = Position(stones, max_take)
    limit = position.limit
    if limit <= 256:
        picks = set(range(1, limit + 1))
    else:
        picks = set(range(1, 33)) | set(range(limit - 31, limit + 1))
        for a in range(limit.bit_length()):
            picks.update(p for p in ((1 << a) - 1, 1 << a, (1 << a) + 1) if 1 <= p <= limit)

    def share(take: int) -> Fraction:
        reply = position.after(take)  # its winning moves, listed as they were: every tail, then filtered
        wins = [t for t in binary_tails(reply.stones) if t <= reply.max_take]
        return Fraction(len(wins), reply.limit)

    return max(picks, key=lambda t: (stones - t > t, -share(t), t))


def median_seconds(fn: Callable[[], object], repeats: int, budget: float = 2.0) -> float:
    """Median wall time of ``fn()`` over ``repeats`` runs (fewer if the budget runs out, at least 1)."""
    times = []
    start = time.perf_counter()
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
        if time.perf_counter() - start > budget:
            break
    return statistics.median(times)


def fmt(seconds: float) -> str:
    if seconds >= 1:
        return f"{seconds:8.3f} s "
    if seconds >= 1e-3:
        return f"{seconds * 1e3:8.3f} ms"
    return f"{seconds * 1e6:8.2f} us"


def main() -> None:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from solvers.stones import Position, best_first_move, is_win, perfect_move, solve, solve_by_table

    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="smaller N for the seed's method")
    args = parser.parse_args()
    sizes = (50, 100, 200) if args.quick else (100, 200, 400)

    print("Moderate N: the seed's table (Python port) vs our table vs the binary form")
    heads = ("seed table", "our table", "binary", "seed/binary")
    print(f"{'N':>6} " + " ".join(f"{h:>12}" for h in heads) + f" {'seed/table':>11}")
    for n in sizes:
        expected = seed_find(n)
        assert solve(n).best_first_move == expected == solve_by_table(n).best_first_move, n
        seed = median_seconds(lambda n=n: seed_find(n), 3)
        table = median_seconds(lambda n=n: solve_by_table(n), 21)
        binary = median_seconds(lambda n=n: solve(n), 2001)
        print(f"{n:>6} {fmt(seed)} {fmt(table)} {fmt(binary)} {seed / binary:>11.0f}x {seed / table:>10.0f}x")

    print()
    print("Huge N: the binary form only (the table would need (N+1)^2 cells)")
    print("  best: best_first_move(N) alone; all: solve(N), every winning first move (one per 1-bit of N)")
    seed_last = median_seconds(lambda: seed_find(sizes[-1]), 1)
    print(
        f"{'digits':>6} {'best':>12} {'all':>12} {'moves':>6} {'seed(' + str(sizes[-1]) + ')/best':>15} "
        f"{'seed(' + str(sizes[-1]) + ')/all':>14}"
    )
    for digits in (20, 100, 300, 1000, 4000):
        n = 10 ** (digits - 1) + 7 * 10 ** (digits // 2) + 3
        best = median_seconds(lambda n=n: best_first_move(n), 2001)
        full = median_seconds(lambda n=n: solve(n), 201)
        count = len(solve(n).winning_first_moves)
        ratios = f"{seed_last / best:>14.0f}x {seed_last / full:>13.0f}x"
        print(f"{digits:>6} {fmt(best)} {fmt(full)} {count:>6} {ratios}")

    print()
    print("The computer's move from a lost position: the earlier candidate scoring vs perfect_move")
    print(f"{'N':>28} {'digits':>6} {'earlier':>12} {'now':>12} {'earlier/now':>12}")
    earlier_bits = (300, 1000) if args.quick else (300, 1000, 3000)
    cases = [(f"2**{b}, first move", 1 << b, (1 << b) - 1) for b in (300, 1000, 3000, 14284)]
    cases.append(("3*2**2999 after 2**2999", 1 << 3000, 1 << 2999))
    cases.append(("3*2**14283 after 2**14283", 1 << 14284, 1 << 14283))
    for label, stones, max_take in cases:
        digits = len(str(stones))
        assert not is_win(Position(stones, max_take)), label
        now = median_seconds(lambda s=stones, k=max_take: perfect_move(Position(s, k)), 2001)
        if stones.bit_length() - 1 in earlier_bits:
            assert earlier_lost_move(stones, max_take) == perfect_move(Position(stones, max_take)), label
            earlier = median_seconds(lambda s=stones, k=max_take: earlier_lost_move(s, k), 3, budget=0)
            print(f"{label:>28} {digits:>6} {fmt(earlier)} {fmt(now)} {earlier / now:>11.0f}x")
        else:
            print(f"{label:>28} {digits:>6} {'(not run)':>12} {fmt(now)} {'':>12}")


if __name__ == "__main__":
    main()
