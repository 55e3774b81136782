"""Crossword filler benchmarks: van Beek's grids with the bundled word lists.

Usage (from the repository root):

    .venv/bin/python benchmarks/bench_crossword.py index
    .venv/bin/python benchmarks/bench_crossword.py fill --list large --grids all --seeds 0,1,2
    .venv/bin/python benchmarks/bench_crossword.py fill --list common --grids 15 --time-limit 10 --runs
    .venv/bin/python benchmarks/bench_crossword.py compare --list small --max-level 10 --grids exercise
    .venv/bin/python benchmarks/bench_crossword.py compare --list medium --grids 05.01,15.01 --time-limit 5
    .venv/bin/python benchmarks/bench_crossword.py core --list small --grids 15.06 --rows 0-9
    .venv/bin/python benchmarks/bench_crossword.py nogoods --list common --grids 15.04,15.06,15.10
    .venv/bin/python benchmarks/bench_crossword.py beliefs --list small --grids 15.10 --seeds 0,1,2,3,4,5
    .venv/bin/python benchmarks/bench_crossword.py trace --events 1000000
    .venv/bin/python benchmarks/bench_crossword.py cubes --grids 15.06 --slot 6:0:A --results c.jsonl

``index`` times pattern queries on the bitset index against ``Lexicon.matching``
(pyahocorasick wildcard keys) in the same process and prints the ratio.
``fill`` prints, per grid, the result and time over every seed (``--runs``: and
each seed's run), then medians and the worst time; ``--rows 0-9`` fills only the
slots crossing rows 0-9 (0-based), a relaxation that shows where a grid is hard, and
``--without 0:0:A,0:8:A`` leaves out the slots starting at those cells (row:column:direction,
0-based).
``core`` drops slots one at a time while the rest still has no fill within a node
budget: what is left are the slots that each matter. ``nogoods`` times the store of
dead ends remembered across restarts against testing every one that holds the word
just placed (the same runs, checked to search the same nodes). ``beliefs`` fills each grid
and seed with and without word beliefs (belief propagation after 20,000 nodes, the default)
under the same limits. ``compare`` is the exercise's
table: every algorithm on the same grids under a time limit. ``trace`` times
replaying and seeking a long trace. ``cubes`` settles a grid the plain fill leaves open by
cube and conquer: one fill per word of the given slot's length, with that word locked in the
slot, in ``--workers`` processes; the grid has a fill if and only if some cube has one.
With ``--results FILE`` a later run with a longer ``--time-limit`` gives only the stopped cubes
more time.

The grids come from ../shared/data/crossword/vanbeek-grids.txt when that file
exists, otherwise from the samples bundled in resources/crossword/.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import multiprocessing
import random
import signal
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.crossword import (  # noqa: E402
    ALGORITHMS,
    FILLED,
    STOPPED,
    UNFILLABLE,
    VALUE_ORDERS,
    FillOptions,
    FillResult,
    Grid,
    Replayer,
    Slot,
    WordIndex,
    fill_grid,
    grid_from_rows,
    parse_grids,
    search,
)
from solvers.crossword.candidates import slot_pattern  # noqa: E402
from solvers.crossword.samples import sample_grids  # noqa: E402
from solvers.lexicon import load_bundled  # noqa: E402

VANBEEK = Path("/work/shared/data/crossword/vanbeek-grids.txt")


def load_grids(selection: str) -> list:
    """Grids by name or group: van Beek's (from the shared file, else the bundled few) and the samples."""
    bundled = sample_grids()
    if VANBEEK.exists():
        grids = parse_grids(VANBEEK.read_text())
        print(f"grids: {VANBEEK} ({len(grids)} grids) and the bundled samples")
    else:
        grids = [g for g in bundled if g.name[:2].isdigit() or g.name.startswith("puzzle")]
        print(f"grids: the bundled samples only ({VANBEEK} not found)")
    known = {g.name for g in grids}
    grids += [g for g in bundled if g.name not in known]
    if selection == "all":
        return [g for g in grids if g.name[:2].isdigit() or g.name.startswith("puzzle")]
    wanted = selection.split(",")
    chosen = [g for g in grids if g.name in wanted or any(g.name.startswith(w + ".") for w in wanted)]
    chosen += [g for g in grids if "exercise" in wanted and g.name.startswith("exercise")]
    if not chosen:
        sys.exit(f"no grid matches {selection!r}")
    return chosen


def row_range(text: str) -> range:
    """``R0-R1`` (0-based, inclusive) or ``R`` as a range of rows, for ``--rows``."""
    first, _, last = text.partition("-")
    try:
        rows = range(int(first), int(last or first) + 1)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a row range like 0-9") from None
    if rows.start < 0 or not rows:
        raise argparse.ArgumentTypeError(f"{text!r}: rows count from 0 and the first comes first")
    return rows


def relax(grids: list, rows: range | None) -> list:
    """With ``rows``: each grid with only the slots that have a cell in those rows, whole. A
    relaxation: every fill of the grid fills these slots, so a relaxation without a fill proves
    the grid has none, and comparing relaxations shows which part of a grid is hard. Without:
    the grids as they are."""
    if rows is None:
        return grids
    out = []
    for grid in grids:
        kept = [s for s in grid.slots if any(r in rows for r, _ in s.cells)]
        span = f"{rows.start}-{rows.stop - 1}"
        print(f"{grid.name}:{span}: the {len(kept)} of {len(grid.slots)} slots crossing rows {span}")
        out.append(with_slots(grid, kept, f"{grid.name}:{span}"))
    return out


def seed_list(text: str) -> list[int]:
    """``0,1,2`` as a list of seeds, for ``--seeds``."""
    try:
        return [int(seed) for seed in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a list of seeds like 0,1,2") from None


def slot_starts(text: str) -> set[tuple[int, int, str]]:
    """``ROW:COL:DIR,...`` (0-based, DIR A or D) for ``--without``."""
    starts = set()
    for item in text.split(","):
        row, col, direction = item.split(":") if item.count(":") == 2 else ("", "", "")
        if not (row.isdigit() and col.isdigit() and direction.upper() in ("A", "D")):
            raise argparse.ArgumentTypeError(f"{item!r} is not a slot start like 0:0:A")
        starts.add((int(row), int(col), direction.upper()))
    return starts


def start_of(slot: Slot) -> tuple[int, int, str]:
    """Where a slot starts, as ``--without`` names it: (row, column, direction)."""
    return slot.row, slot.col, slot.direction


def without(grids: list[Grid], starts: set[tuple[int, int, str]] | None) -> list[Grid]:
    """Each grid less the slots that start at ``starts`` (another relaxation)."""
    if not starts:
        return grids
    out = []
    for grid in grids:
        missing = starts - {start_of(s) for s in grid.slots}
        if missing:
            names = ", ".join(f"{r}:{c}:{d}" for r, c, d in sorted(missing))
            sys.exit(f"{grid.name}: no slot starts at {names} (row:column:direction, 0-based)")
        kept = [s for s in grid.slots if start_of(s) not in starts]
        print(f"{grid.name}: {len(kept)} of {len(grid.slots)} slots, without {len(grid.slots) - len(kept)}")
        out.append(with_slots(grid, kept, f"{grid.name}-{len(grid.slots) - len(kept)}"))
    return out


def with_slots(grid: Grid, slots: list, name: str | None = None) -> Grid:
    """``grid`` with only ``slots`` (numbered afresh, as the search expects)."""
    numbered = tuple(dataclasses.replace(s, index=k) for k, s in enumerate(slots))
    return dataclasses.replace(grid, slots=numbered, name=grid.name if name is None else name)


def build_index(list_name: str, max_level: int | None = None) -> tuple:
    t0 = time.perf_counter()
    lexicon = load_bundled(list_name)
    t1 = time.perf_counter()
    index = WordIndex.from_lexicon(lexicon, max_level)
    index.prepare()
    t2 = time.perf_counter()
    level = f" (levels up to {max_level}: {len(index):,} words)" if max_level else ""
    print(f"list {list_name}: {len(lexicon):,} words{level}; load {t1 - t0:.2f} s, index {t2 - t1:.2f} s")
    return lexicon, index


def bench_index(args: argparse.Namespace) -> None:
    lexicon, index = build_index(args.list)
    rng = random.Random(0)
    words = lexicon.words()
    patterns = []
    for _ in range(args.queries):
        word = rng.choice([w for w in rng.sample(words, 50) if 4 <= len(w) <= 9] or ["crate"])
        patterns.append("".join(ch if rng.random() < 0.35 else "?" for ch in word))
    for a, b in zip(patterns[:50], patterns[:50], strict=True):
        assert sorted(index.matching(a)) == lexicon.matching(b), a

    def timed(fn) -> list[float]:
        out = []
        for pattern in patterns:
            t = time.perf_counter()
            fn(pattern)
            out.append(time.perf_counter() - t)
        return out

    base = timed(lexicon.matching)
    ours = timed(index.matching)
    counts = timed(index.count)
    mb, mo, mc = statistics.median(base), statistics.median(ours), statistics.median(counts)
    print(f"{len(patterns)} random patterns of length 4-9 (about a third of the letters given)")
    print(f"  Lexicon.matching (pyahocorasick keys): median {mb * 1e6:9.1f} us")
    print(f"  WordIndex.matching (bitsets):          median {mo * 1e6:9.1f} us   ratio {mb / mo:5.1f}x")
    print(f"  WordIndex.count (bitsets, no words):   median {mc * 1e6:9.1f} us   ratio {mb / mc:5.1f}x")


def bench_fill(args: argparse.Namespace) -> None:
    _, index = build_index(args.list, args.max_level)
    grids = without(relax(load_grids(args.grids), args.rows), args.without)
    seeds = args.seeds
    print(f"algorithm {args.algorithm}, seeds {seeds}, time limit {args.time_limit} s per run")
    print(f"{'grid':9} {'result':28} {'median s':>9} {'worst s':>8} {'nodes (median)':>15} {'quality':>14}")
    medians, worst_all, outcomes = [], 0.0, dict.fromkeys((FILLED, UNFILLABLE, STOPPED), 0)
    for grid in grids:
        results = []
        for seed in seeds:
            options = FillOptions(algorithm=args.algorithm, seed=seed, time_limit=args.time_limit)
            results.append(fill_grid(grid, index, options))
        times = [r.stats.seconds for r in results]
        statuses = [r.status for r in results]
        for status in statuses:
            outcomes[status] += 1
        summary = ",".join(sorted({f"{statuses.count(s)} {s}" for s in statuses}))
        fills = [r.fill for r in results if r.fill]
        quality = ""
        if fills:
            quality = (
                f"{statistics.mean(f.mean_level for f in fills):.1f}/{max(f.worst_level for f in fills)}"
            )
        median = statistics.median(times)
        medians.append(median)
        worst_all = max(worst_all, max(times))
        nodes = statistics.median(r.stats.nodes for r in results)
        print(f"{grid.name:9} {summary:28} {median:9.3f} {max(times):8.3f} {nodes:15,.0f} {quality:>14}")
        if args.runs:
            for seed, r in zip(seeds, results, strict=True):
                print(f"{'':9}   seed {seed}: {r.status} in {r.stats.seconds:.3f} s, {r.stats.nodes:,} nodes")
        sys.stdout.flush()
    print(
        f"{len(grids)} grids x {len(seeds)} seeds: {outcomes}; "
        f"median of medians {statistics.median(medians):.3f} s, "
        f"worst {worst_all:.3f} s"
    )
    print("quality = mean commonness level of the fill's words / worst level (SCOWL: lower is more common)")


def bench_core(args: argparse.Namespace) -> None:
    """Which slots make a grid hard: drop its slots one at a time (those that start farthest
    from the middle row of ``--rows`` or the grid first); a slot whose loss still leaves the
    grid without a fill within ``--nodes`` nodes (seed 0) stays dropped. Every slot left is one
    whose loss makes the rest fill. Hard is not unfillable: the slots left are then given ten
    times the budget, and may fill."""
    _, index = build_index(args.list, args.max_level)

    def attempt(grid: Grid, slots: list, nodes: int = args.nodes) -> FillResult:
        return fill_grid(with_slots(grid, slots), index, FillOptions(seed=0, node_limit=nodes))

    for grid in relax(load_grids(args.grids), args.rows):
        whole = attempt(grid, list(grid.slots))
        print(f"{grid.name}, all {len(grid.slots)} slots: {whole.status}, {whole.stats.nodes:,} nodes")
        if whole.status != STOPPED:
            continue
        rows = args.rows or range(grid.height)
        middle = (rows.start + rows.stop - 1) / 2
        kept = list(grid.slots)
        for slot in sorted(grid.slots, key=lambda s: (-abs(s.row - middle), s.index)):
            rest = [s for s in kept if s is not slot]
            result = attempt(grid, rest)
            print(f"  without {slot.label()}: {result.status}, {result.stats.nodes:,} nodes")
            sys.stdout.flush()
            if result.status != FILLED:
                kept = rest
            if result.status == UNFILLABLE:
                break
        print(f"{grid.name}: {len(kept)} of {len(grid.slots)} slots kept")
        budget = 10 * args.nodes
        again = attempt(grid, kept, budget)
        print(f"  the {len(kept)} kept, budget {budget:,}: {again.status}, {again.stats.nodes:,} nodes")


def bench_compare(args: argparse.Namespace) -> None:
    """The exercise's table: every algorithm on the same grids."""
    _, index = build_index(args.list, args.max_level)
    grids = load_grids(args.grids)
    algorithms = args.algorithms.split(",") if args.algorithms else list(ALGORITHMS)
    print(f"every algorithm, time limit {args.time_limit} s, words tried {args.value_order} first, no seed")
    print(f"{'grid':11} {'algorithm':18} {'result':11} {'nodes':>10} {'backtracks':>11} {'seconds':>8}")
    for grid in grids:
        for name in algorithms:
            options = FillOptions(algorithm=name, value_order=args.value_order, time_limit=args.time_limit)
            result = fill_grid(grid, index, options)
            s = result.stats
            print(
                f"{grid.name:11} {name:18} {result.status:11} "
                f"{s.nodes:10,} {s.backtracks:11,} {s.seconds:8.3f}"
            )
            sys.stdout.flush()


class EveryNogoodStore:
    """The baseline for ``nogoods``: after each placed word, every remembered nogood that holds
    the word is tested in full (the store before watched words)."""

    def __init__(self) -> None:
        self._nogoods: list = []
        self._seen: set = set()
        self._holding: dict = {}

    def __len__(self) -> int:
        return len(self._nogoods)

    def add(self, placed: tuple, forbidden: tuple) -> None:
        if (placed, forbidden) not in self._seen:
            self._seen.add((placed, forbidden))
            for literal in placed:
                self._holding.setdefault(literal, []).append(len(self._nogoods))
            self._nogoods.append((placed, forbidden))

    def consequences(self, slot: int, word: int, word_of: list[int]) -> list:
        out = []
        for number in self._holding.get((slot, word), ()):
            placed, forbidden = self._nogoods[number]
            if all(word_of[s] == w for s, w in placed):
                out.append(forbidden)
        return out

    def consequences_of_all(self, words: list, word_of: list[int]) -> list:
        return [self.consequences(slot, word, word_of) for slot, word in words]


def bench_nogoods(args: argparse.Namespace) -> None:
    """Remembered dead ends with watched words against testing every nogood that holds the
    placed word: the same runs (same nodes, checked), CPU time, median of alternating repeats."""
    _, index = build_index(args.list, args.max_level)
    grids = load_grids(args.grids)
    seeds = args.seeds
    stores = {"every": EveryNogoodStore, "watched": search.NogoodStore}
    print(f"{'grid':7} {'seed':>4} {'result':10} {'nodes':>8} {'every s':>8} {'watched s':>9} {'ratio':>6}")
    ratios = []
    for grid in grids:
        for seed in seeds:
            times: dict[str, list[float]] = {name: [] for name in stores}
            outcomes = set()
            for _ in range(args.repeats):
                for name, store in stores.items():
                    search.NogoodStore = store
                    t0 = time.process_time()
                    result = fill_grid(grid, index, FillOptions(seed=seed, node_limit=args.nodes))
                    times[name].append(time.process_time() - t0)
                    outcomes.add((result.status, result.stats.nodes, result.stats.restarts))
            search.NogoodStore = stores["watched"]
            if len(outcomes) != 1:
                sys.exit(f"{grid.name} seed {seed}: the two stores searched differently: {outcomes}")
            ((status, nodes, _),) = outcomes
            every, watched = (statistics.median(times[name]) for name in stores)
            ratios.append(every / watched)
            row = f"{grid.name:7} {seed:4} {status:10} {nodes:8,} {every:8.2f} {watched:9.2f}"
            print(f"{row} {ratios[-1]:6.2f}")
            sys.stdout.flush()
    print(f"median ratio (every / watched CPU time): {statistics.median(ratios):.2f} over {len(ratios)} runs")


def bench_beliefs(args: argparse.Namespace) -> None:
    """The same runs without and with word beliefs in the value order (see search.FillOptions)."""
    _, index = build_index(args.list, args.max_level)
    seeds = args.seeds
    arms = {"without": None, "with": FillOptions().beliefs_after}
    print(f"time limit {args.time_limit} s per run; beliefs after {arms['with']:,} nodes")
    print(f"{'grid':7} {'seed':>4}" + "".join(f" {name + ' beliefs':>31}" for name in arms))
    results: dict[str, list[FillResult]] = {name: [] for name in arms}
    for grid in load_grids(args.grids):
        for seed in seeds:
            row = f"{grid.name:7} {seed:4}"
            for name, after in arms.items():
                options = FillOptions(seed=seed, time_limit=args.time_limit, beliefs_after=after)
                r = fill_grid(grid, index, options)
                results[name].append(r)
                row += f" {r.status:>10} {r.stats.nodes:>9,} {r.stats.seconds:8.2f} s"
            print(row)
            sys.stdout.flush()
    for name, runs in results.items():
        settled = [r for r in runs if r.status != STOPPED]
        nodes = statistics.median(r.stats.nodes for r in runs)
        print(
            f"{name} beliefs: {len(settled)} of {len(runs)} runs filled or proven unfillable; "
            f"median nodes {nodes:,.0f} (a stopped run counts its nodes so far)"
        )


_cube_index: WordIndex | None = None


def _cube_worker(list_name: str, max_level: int | None) -> None:
    """Each worker process builds the word index once, for all the cubes it fills."""
    global _cube_index
    _cube_index = WordIndex.from_lexicon(load_bundled(list_name), max_level)


def _fill_cube(job: tuple[Grid, Slot, str, float]) -> tuple[str, FillResult]:
    """``grid`` with ``word`` locked in ``slot``, filled with seed 0 (in a worker process)."""
    grid, slot, word, limit = job
    rows = [list(row) for row in grid.rows]
    for (r, c), letter in zip(slot.cells, word, strict=True):
        rows[r][c] = letter
    cube = grid_from_rows(["".join(row) for row in rows], grid.name)
    return word, fill_grid(cube, _cube_index, FillOptions(seed=0, time_limit=limit))


def _cube_key(args: argparse.Namespace, grid: Grid) -> dict:
    """What a cube's record in ``--results`` belongs to: a record of another run is not reused."""
    ((row, col, direction),) = args.slot
    return {
        "grid": grid.name,
        "list": args.list,
        "max_level": args.max_level,
        "slot": f"{row}:{col}:{direction}",
    }


def _cube_records(path: Path | None, key: dict) -> dict[str, dict]:
    """The latest record of each cube in the results file (JSON lines), for this grid, list and slot."""
    records: dict[str, dict] = {}
    if path is None or not path.exists():
        return records
    for number, line in enumerate(path.read_text().splitlines(), 1):
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:  # a line cut short when a run was killed: that cube runs again
            print(f"  {path}, line {number}: skipped, not a whole record ({error.msg})")
            continue
        if all(record.get(k) == v for k, v in key.items()):
            records[record["word"]] = record
    return records


def bench_cubes(args: argparse.Namespace) -> None:
    """Cube and conquer on one slot: the grid is unfillable if and only if every cube is.

    With ``--results FILE`` each cube's result is appended to FILE as it comes, and a later run
    skips the cubes already settled there, and those stopped at a limit as long as its own: a
    long proof can go on where it stopped, giving only the stopped cubes more time.
    """
    _, index = build_index(args.list, args.max_level)
    if len(args.slot) != 1:
        sys.exit("--slot takes one slot start, like 6:0:A")
    ((row, col, direction),) = args.slot
    # A plain kill would leave the workers filling their cubes; leaving the pool's block stops them.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(f"stopped by signal {number}"))
    for grid in load_grids(args.grids):
        slot = next((s for s in grid.slots if start_of(s) == (row, col, direction)), None)
        if slot is None:
            sys.exit(
                f"{grid.name}: no slot starts at {row}:{col}:{direction} (row:column:direction, 0-based)"
            )
        key = _cube_key(args, grid)
        records = _cube_records(args.results, key)
        words = index.matching(slot_pattern(grid.rows, slot))
        todo = [
            word
            for word in words
            if word not in records
            or (records[word]["status"] == STOPPED and records[word]["limit"] < args.time_limit)
        ]
        print(
            f"{grid.name}: {len(words):,} cubes, one per word for the {slot.label()}; "
            f"{args.workers} workers, {args.time_limit} s per cube"
        )
        if records:
            print(f"  {len(words) - len(todo):,} settled, or stopped at this limit, in {args.results}")
        t0 = time.perf_counter()
        jobs = [(grid, slot, word, args.time_limit) for word in todo]
        runs: list[tuple[str, FillResult]] = []
        shown_fill = False
        context = multiprocessing.get_context("spawn")
        with context.Pool(args.workers, _cube_worker, (args.list, args.max_level)) as pool:
            for word, result in pool.imap_unordered(_fill_cube, jobs):
                runs.append((word, result))
                records[word] = {
                    **key,
                    "word": word,
                    "status": result.status,
                    "nodes": result.stats.nodes,
                    "seconds": round(result.stats.seconds, 3),
                    "limit": args.time_limit,
                }
                if args.results is not None:
                    with args.results.open("a") as out:
                        out.write(json.dumps(records[word]) + "\n")
                if result.status == FILLED and not shown_fill:
                    print(
                        f"  {word}: filled (the first cube to fill)\n    "
                        + "\n    ".join(result.fills[0].rows)
                    )
                    shown_fill = True
                if len(runs) % 500 == 0:
                    print(f"  {len(runs):,} cubes done, {time.perf_counter() - t0:.0f} s")
                sys.stdout.flush()
        wall = time.perf_counter() - t0
        if runs:
            seconds = sorted(r.stats.seconds for _, r in runs)
            heaviest = sorted(runs, key=lambda run: run[1].stats.nodes, reverse=True)[:5]
            print(f"  this run: {len(runs):,} cubes, {sum(r.stats.nodes for _, r in runs):,} nodes")
            print(
                f"  seconds per cube: median {statistics.median(seconds):.3f}, "
                f"90th percentile {seconds[int(0.9 * (len(seconds) - 1))]:.2f}, worst {seconds[-1]:.2f}; "
                f"{sum(seconds):,.0f} s of search, {wall:,.0f} s on the clock"
            )
            print(
                "  heaviest: " + ", ".join(f"{w} ({r.stats.nodes:,} nodes, {r.status})" for w, r in heaviest)
            )
        settled = [records[word] for word in words if word in records]
        statuses = {
            status: sum(r["status"] == status for r in settled) for status in (FILLED, UNFILLABLE, STOPPED)
        }
        statuses["not run"] = len(words) - len(settled)
        print(f"  all {len(words):,} cubes: {statuses}")
        stopped = sorted(r["word"] for r in settled if r["status"] == STOPPED)
        if stopped:
            print(f"  stopped cubes ({len(stopped)}): {' '.join(stopped)}")
        verdict = "proven unfillable (every cube is)"
        if statuses[FILLED]:
            verdict = "has a fill"
        elif statuses[STOPPED] or statuses["not run"]:
            verdict = "undecided (some cubes stopped or not run)"
        print(f"  {grid.name} with the {args.list} list: {verdict}")


def bench_trace(args: argparse.Namespace) -> None:
    words = ["".join(w) for w in itertools.product("abcde", repeat=4)]
    grid = grid_from_rows(["....", "....", "....", "...."])
    # Count every fill (there are millions) until the trace is full: about 2.5 events per node.
    options = FillOptions(
        algorithm="backtracking",
        max_fills=0,
        trace=True,
        trace_limit=args.events,
        node_limit=args.events // 2,
    )
    t0 = time.perf_counter()
    result = fill_grid(grid, WordIndex(words), options)
    t1 = time.perf_counter()
    trace = result.trace
    print(
        f"traced {len(trace):,} events in {t1 - t0:.2f} s ({trace.events.itemsize * len(trace) / 1e6:.1f} MB)"
    )
    replayer = Replayer(trace)
    t = time.perf_counter()
    replayer.seek(len(trace))
    first = time.perf_counter() - t
    print(f"first walk to the end (builds keyframes): {first:.2f} s")
    rng = random.Random(0)
    seeks = []
    for _ in range(200):
        step = rng.randrange(len(trace))
        t = time.perf_counter()
        replayer.seek(step)
        replayer.rows()
        seeks.append(time.perf_counter() - t)
    steps = []
    for _ in range(2000):
        t = time.perf_counter()
        replayer.seek(replayer.step + 1)
        steps.append(time.perf_counter() - t)
    back = []
    for _ in range(200):
        t = time.perf_counter()
        replayer.seek(replayer.step - 1)
        back.append(time.perf_counter() - t)
    print(
        f"random seek + rows: median {statistics.median(seeks) * 1e3:.2f} ms, worst {max(seeks) * 1e3:.2f} ms"
    )
    print(f"step forward: median {statistics.median(steps) * 1e6:.1f} us")
    print(f"step back: median {statistics.median(back) * 1e3:.2f} ms, worst {max(back) * 1e3:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("index")
    p.add_argument("--list", default="large")
    p.add_argument("--queries", type=int, default=2000)
    p.set_defaults(run=bench_index)
    for name, fn in (("fill", bench_fill), ("compare", bench_compare)):
        p = sub.add_parser(name)
        p.add_argument("--list", default="large")
        p.add_argument("--grids", default="15.01")
        p.add_argument("--time-limit", type=float, default=10.0)
        p.add_argument("--max-level", type=int, help="only words at or below this commonness level")
        p.set_defaults(run=fn)
        if name == "fill":
            p.add_argument("--seeds", type=seed_list, default="0,1,2")
            p.add_argument("--algorithm", default="dom-wdeg")
            p.add_argument("--runs", action="store_true", help="also print every seed's run")
            p.add_argument(
                "--rows", type=row_range, help="R0-R1: fill only the slots crossing these rows (see relax)"
            )
            p.add_argument(
                "--without",
                type=slot_starts,
                metavar="R:C:D,...",
                help="leave out the slots starting at these cells (0-based), after --rows",
            )
        else:
            p.add_argument("--algorithms", default="")
            p.add_argument("--value-order", default="commonness", choices=VALUE_ORDERS)
    p = sub.add_parser("core")
    p.add_argument("--list", default="small")
    p.add_argument("--grids", default="15.06")
    p.add_argument("--max-level", type=int, help="only words at or below this commonness level")
    p.add_argument("--rows", type=row_range, help="R0-R1: start from the slots crossing these rows")
    p.add_argument("--nodes", type=int, default=10_000, help="node budget per trial")
    p.set_defaults(run=bench_core)
    p = sub.add_parser("nogoods")
    p.add_argument("--list", default="common")
    p.add_argument("--grids", default="15.04,15.06,15.10")
    p.add_argument("--max-level", type=int, help="only words at or below this commonness level")
    p.add_argument("--seeds", type=seed_list, default="0,1,2")
    p.add_argument("--nodes", type=int, default=20_000, help="node limit per run")
    p.add_argument("--repeats", type=int, default=3)
    p.set_defaults(run=bench_nogoods)
    p = sub.add_parser("beliefs")
    p.add_argument("--list", default="small")
    p.add_argument("--grids", default="15.10")
    p.add_argument("--max-level", type=int, help="only words at or below this commonness level")
    p.add_argument("--seeds", type=seed_list, default="0,1,2")
    p.add_argument("--time-limit", type=float, default=60.0)
    p.set_defaults(run=bench_beliefs)
    p = sub.add_parser("cubes")
    p.add_argument("--list", default="small")
    p.add_argument("--grids", default="15.06")
    p.add_argument("--max-level", type=int, help="only words at or below this commonness level")
    p.add_argument("--slot", type=slot_starts, default="6:0:A", metavar="R:C:D", help="the slot to split on")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--time-limit", type=float, default=60.0, help="seconds per cube")
    p.add_argument(
        "--results", type=Path, help="JSON lines file: append each cube's result, skip cubes settled there"
    )
    p.set_defaults(run=bench_cubes)
    p = sub.add_parser("trace")
    p.add_argument("--events", type=int, default=1_000_000)
    p.set_defaults(run=bench_trace)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
