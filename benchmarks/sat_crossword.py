"""An independent cross-check of the crossword filler: the same grids as SAT problems.

python-sat (CaDiCaL, Glucose) and passagemath-kissat (a Kissat binary, ``--solver kissat``) are
not dependencies of the project; install them into the venv first. From the repository root:

    .venv/bin/pip install python-sat passagemath-kissat
    .venv/bin/python benchmarks/sat_crossword.py --list small --grids 15.01,15.04 --time-limit 600
    .venv/bin/python benchmarks/sat_crossword.py --grids 15.06 --rows 0-9 --solver kissat
    .venv/bin/python benchmarks/sat_crossword.py --grids 15.06 --rows 0-9 --without 0:0:A,8:3:D
    .venv/bin/python benchmarks/sat_crossword.py --grids 15.01 --solver kissat --encoding diagrams
    .venv/bin/python benchmarks/sat_crossword.py --check-encodings 300

Two encodings (``--encoding``), both with a variable per (cell, letter). ``words`` (the
default) adds one per (slot, word of the slot's length): each slot holds exactly one word (a
clause for at least one, a sequential counter for at most one), a word implies its letters, a
cell holds at most one letter, a letter in a cell implies one of the slot's words with that
letter there (redundant, but it helps propagation), and no word fills two slots.
``diagrams`` has no word variables: each slot's words are its length's minimal automaton laid
on its cells (see encode_diagrams), about a third fewer variables and half the clauses on the
15x15 grids. A model is read off the cells' letters and checked without the encoding: every
run of two or more cells in the filled grid must be a listed word, and no word may appear
twice. A python-sat solve
runs in a child process that is stopped at the time limit (the solvers ignore interrupts while
solving); Kissat gets the clauses as a DIMACS file and stops itself. The search's own answer on
the same grid and list is printed beside it. ``--rows R0-R1`` keeps only the slots crossing
those rows (see bench_crossword.relax), and ``--without`` leaves out the slots starting at the
cells given: no fill there proves the whole grid has none, and the check then covers the runs
where the kept slots start.
"""

from __future__ import annotations

import argparse
import multiprocessing
import queue
import random
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_crossword import (  # noqa: E402
    build_index,
    load_grids,
    relax,
    row_range,
    slot_starts,
    start_of,
    without,
)

from solvers.crossword import FillOptions, Grid, fill_grid  # noqa: E402
from solvers.crossword.grid import BLOCK, EMPTY, find_slots, grid_from_rows  # noqa: E402
from solvers.crossword.index import WordIndex  # noqa: E402

try:
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool
    from pysat.solvers import Solver
except ImportError:
    sys.exit("python-sat is not installed: .venv/bin/pip install python-sat")

LETTERS = "abcdefghijklmnopqrstuvwxyz"
T = TypeVar("T")


def slot_cells(grid: Grid) -> list[tuple[int, int]]:
    """The cells in some slot: the ones the encodings give letters."""
    return sorted({cell for slot in grid.slots for cell in slot.cells})


def letter_clauses(grid: Grid, pool: IDPool) -> list[list[int]]:
    """At most one letter per cell (each encoding makes every cell take one)."""
    clauses = []
    for cell in slot_cells(grid):
        letters = [pool.id(("letter", cell, ch)) for ch in LETTERS]
        clauses += [[-a, -b] for i, a in enumerate(letters) for b in letters[i + 1 :]]
    return clauses


def by_length(items: Iterable[T], length: Callable[[T], int]) -> dict[int, list[T]]:
    """Words or slots grouped by their length, each group in the given order."""
    groups: dict[int, list[T]] = defaultdict(list)
    for item in items:
        groups[length(item)].append(item)
    return groups


def encode_words(grid: Grid, words: list[str]) -> tuple[list[list[int]], IDPool]:
    """One variable per (slot, word of its length): exactly one per slot, each implying its
    letters, a letter implying one of the slot's words with that letter there, and no word in
    two slots (a sequential counter per word)."""
    words_of_length = by_length(words, len)
    pool = IDPool()
    clauses = letter_clauses(grid, pool)
    for slot in grid.slots:
        domain = words_of_length[slot.length]
        chosen = [pool.id(("word", slot.index, word)) for word in domain]
        clauses.append(chosen)
        clauses += CardEnc.atmost(chosen, 1, vpool=pool, encoding=EncType.seqcounter).clauses
        for pos, cell in enumerate(slot.cells):
            support: dict[str, list[int]] = defaultdict(list)
            for word, var in zip(domain, chosen, strict=True):
                clauses.append([-var, pool.id(("letter", cell, word[pos]))])
                support[word[pos]].append(var)
            clauses += [[-pool.id(("letter", cell, ch)), *support[ch]] for ch in LETTERS]
    for length, slots in by_length(grid.slots, lambda slot: slot.length).items():
        if len(slots) > 1:
            for word in words_of_length[length]:
                same = [pool.id(("word", s.index, word)) for s in slots]
                clauses += CardEnc.atmost(same, 1, vpool=pool, encoding=EncType.seqcounter).clauses
    return clauses, pool


Diagram = list[list[dict[str, int]]]  # layer -> node -> letter -> node of the next layer


def diagram(words: list[str]) -> Diagram:
    """The words (all of one length) as a minimal layered automaton: the trie with equal
    suffix sets merged, so layer 0 has one node and the last layer's edges all end in one."""
    trie: dict = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
    length = len(words[0])
    ids: list[dict[tuple, int]] = [{} for _ in range(length + 1)]

    def number(node: dict, depth: int) -> int:
        key = tuple(sorted((ch, number(child, depth + 1)) for ch, child in node.items()))
        return ids[depth].setdefault(key, len(ids[depth]))

    number(trie, 0)
    return [[dict(key) for key in layer] for layer in ids[:length]]


def encode_diagrams(grid: Grid, words: list[str]) -> tuple[list[list[int]], IDPool]:
    """Letters only: each slot's words as its length's automaton laid on the slot's cells, with
    a variable per node (the slot's word passes through it) and per edge (and has that letter
    there). An edge implies its two nodes and its letter; a node and a letter imply the edge; a
    node implies one of its outgoing and (past the first layer) one of its incoming edges; a
    letter implies one of the edges carrying it. Unit propagation then keeps each slot's letters
    consistent with its words, as the words encoding does, without a variable per word. No word
    twice: two slots of one length differ in some cell, each such cell a variable implying that
    its two letters differ."""
    diagrams = {length: diagram(sorted(group)) for length, group in by_length(words, len).items()}
    pool = IDPool()
    clauses = letter_clauses(grid, pool)
    for slot in grid.slots:
        layers = diagrams.get(slot.length)
        if layers is None:
            return [[]], pool  # no word of this length: unsatisfiable

        def node(depth: int, k: int, slot: int = slot.index) -> int:
            return pool.id(("node", slot, depth, k))

        clauses.append([node(0, 0)])
        incoming: dict[tuple[int, int], list[int]] = defaultdict(list)
        for depth, (cell, layer) in enumerate(zip(slot.cells, layers, strict=True)):
            carrying: dict[str, list[int]] = defaultdict(list)
            for k, edges in enumerate(layer):
                outgoing = []
                for ch, child in edges.items():
                    edge = pool.id(("edge", slot.index, depth, k, ch))
                    here, there = node(depth, k), node(depth + 1, child)
                    letter = pool.id(("letter", cell, ch))
                    clauses += [[-edge, here], [-edge, there], [-edge, letter], [-here, -letter, edge]]
                    outgoing.append(edge)
                    carrying[ch].append(edge)
                    incoming[depth + 1, child].append(edge)
                clauses.append([-node(depth, k), *outgoing])
            clauses += [[-pool.id(("letter", cell, ch)), *carrying[ch]] for ch in LETTERS]
        clauses += [[-node(*key), *edges] for key, edges in incoming.items()]
    for group in by_length(grid.slots, lambda slot: slot.length).values():
        for i, first in enumerate(group):
            for second in group[i + 1 :]:
                differ = []
                for a, b in zip(first.cells, second.cells, strict=True):
                    if a != b:
                        d = pool.id(("differ", a, b))
                        differ.append(d)
                        clauses += [
                            [-d, -pool.id(("letter", a, ch)), -pool.id(("letter", b, ch))] for ch in LETTERS
                        ]
                clauses.append(differ)
    return clauses, pool


ENCODINGS = {"words": encode_words, "diagrams": encode_diagrams}


Outcome = tuple[bool | None, list[int] | None]  # (found, model); found None: undecided


def solve(solver: str, clauses: list[list[int]], out: multiprocessing.Queue) -> None:
    with Solver(name=solver, bootstrap_with=clauses) as sat:
        found = sat.solve()
        out.put((found, sat.get_model() if found else None))


def run_pysat(solver: str, clauses: list[list[int]], limit: float) -> Outcome:
    """The solver in a child process, killed at ``limit`` seconds."""
    results: multiprocessing.Queue = multiprocessing.get_context("fork").Queue()
    child = multiprocessing.get_context("fork").Process(target=solve, args=(solver, clauses, results))
    child.start()
    try:
        return results.get(timeout=limit)
    except queue.Empty:
        child.kill()
        return None, None
    finally:
        child.join()


def kissat_binary() -> str:
    """Kissat from PATH, or the one the passagemath-kissat wheel installs beside the packages."""
    found = shutil.which("kissat") or Path(sysconfig.get_path("purelib"), "sage_wheels/bin/kissat")
    if not Path(found).is_file():
        sys.exit("kissat not found: .venv/bin/pip install passagemath-kissat (or put kissat on PATH)")
    return str(found)


def run_kissat(clauses: list[list[int]], variables: int, limit: float) -> Outcome:
    """Kissat on the clauses written as DIMACS; it stops itself at the time limit."""
    with tempfile.TemporaryDirectory() as tmp:
        cnf = Path(tmp, "grid.cnf")
        with cnf.open("w") as f:
            f.write(f"p cnf {variables} {len(clauses)}\n")
            f.writelines(" ".join(map(str, clause)) + " 0\n" for clause in clauses)
        done = subprocess.run(
            [kissat_binary(), "-q", f"--time={max(1, int(limit))}", str(cnf)],
            capture_output=True,
            text=True,
            check=False,
        )
    lines = done.stdout.splitlines()
    if "s SATISFIABLE" in lines:
        return True, [int(x) for line in lines if line.startswith("v ") for x in line.split()[1:]]
    if "s UNSATISFIABLE" in lines:
        return False, None
    return None, None


def checked_rows(grid: Grid, model: list[int], pool: IDPool, words: set[str]) -> list[str]:
    """The filled rows, read off the cells' letter variables (both encodings have them) and
    checked against the rules without the encoding: the runs of the filled grid that start where
    the grid's slots do (all of them, unless ``--rows`` kept only some) are distinct listed words."""
    true = {lit for lit in model if lit > 0}
    rows = [list(row) for row in grid.rows]
    for r, c in slot_cells(grid):
        (rows[r][c],) = [ch for ch in LETTERS if pool.obj2id[("letter", (r, c), ch)] in true]
    text = ["".join(row) for row in rows]
    starts = {start_of(slot) for slot in grid.slots}
    runs = [
        "".join(text[r][c] for r, c in slot.cells) for slot in find_slots(text) if start_of(slot) in starts
    ]
    assert len(runs) == len(grid.slots) == len(set(runs)) and set(runs) <= words, "model breaks the rules"
    return text


def count_fills(grid: Grid, clauses: list[list[int]], pool: IDPool, limit: int) -> int:
    """Models told apart by their letters, up to ``limit``: the fills, as every cell the
    encoding holds is in a slot."""
    letters = [pool.id(("letter", cell, ch)) for cell in slot_cells(grid) for ch in LETTERS]
    count = 0
    with Solver(name="glucose4", bootstrap_with=clauses) as sat:
        while count < limit and sat.solve():
            true = set(sat.get_model())
            sat.add_clause([-var for var in letters if var in true])
            count += 1
    return count


def check_encodings(trials: int) -> None:
    """Both encodings against the search's count of all fills, on random grids of up to 4x4
    with random words over two to four letters (so that fills are many and words repeat)."""
    rng = random.Random(1)
    checked = 0
    for _ in range(trials):
        height, width = rng.randint(2, 4), rng.randint(2, 4)
        grid = grid_from_rows(
            ["".join("#" if rng.random() < 0.15 else "." for _ in range(width)) for _ in range(height)]
        )
        letters = "abcd"[: rng.randint(2, 4)]
        words = sorted(
            {"".join(rng.choices(letters, k=rng.randint(2, 4))) for _ in range(rng.randint(5, 30))}
        )
        if not grid.slots:
            continue
        count = fill_grid(grid, WordIndex(words), FillOptions(max_fills=0)).count
        found = {
            name: count_fills(grid, *encode(grid, words), count + 1) for name, encode in ENCODINGS.items()
        }
        if any(n != count for n in found.values()):
            sys.exit(f"encodings disagree with the search ({count} fills): {found}, {grid.rows}, {words}")
        checked += 1
    print(f"both encodings count the search's fills on all {checked} random grids")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--list", default="small")
    parser.add_argument("--grids", default="15.01,15.04")
    parser.add_argument(
        "--solver", default="cadical195", help="a python-sat solver name (glucose4, ...) or kissat"
    )
    parser.add_argument("--time-limit", type=float, default=600.0, help="seconds per solve")
    parser.add_argument(
        "--encoding", choices=sorted(ENCODINGS), default="words", help="a variable per word, or letters only"
    )
    parser.add_argument(
        "--rows", type=row_range, help="R0-R1: only the slots crossing these rows (bench_crossword.relax)"
    )
    parser.add_argument(
        "--without",
        type=slot_starts,
        metavar="R:C:D,...",
        help="leave out the slots starting at these cells (0-based), after --rows",
    )
    parser.add_argument(
        "--check-encodings",
        type=int,
        metavar="N",
        help="instead: count the fills of N random tiny grids with both encodings and the search",
    )
    args = parser.parse_args()
    if args.check_encodings:
        check_encodings(args.check_encodings)
        return
    lexicon, index = build_index(args.list)
    words = {w for w in lexicon.words() if w.isascii() and w.isalpha()}
    vocabulary = sorted(words)
    for grid in without(relax(load_grids(args.grids), args.rows), args.without):
        ours = fill_grid(grid, index, FillOptions(seed=0, time_limit=60))
        print(f"{grid.name}: search (seed 0, 60 s): {ours.status} in {ours.stats.seconds:.2f} s")
        if any(ch not in (EMPTY, BLOCK) for row in grid.rows for ch in row):
            print("  grids with given letters are not encoded here")
            continue
        t0 = time.perf_counter()
        clauses, pool = ENCODINGS[args.encoding](grid, vocabulary)
        t1 = time.perf_counter()
        size = f"{pool.top:,} variables, {len(clauses):,} clauses"
        print(f"  SAT ({args.encoding}): {size}, encoded in {t1 - t0:.1f} s")
        if args.solver == "kissat":
            found, model = run_kissat(clauses, pool.top, args.time_limit)
        else:
            found, model = run_pysat(args.solver, clauses, args.time_limit)
        if found is None:
            print(f"  {args.solver}: undecided after {args.time_limit:g} s")
            continue
        seconds = time.perf_counter() - t1
        if not found:
            print(f"  {args.solver}: no fill (UNSAT) in {seconds:.1f} s")
            continue
        rows = checked_rows(grid, model, pool, words)
        print(f"  {args.solver}: filled in {seconds:.1f} s, fill checked:")
        print("\n".join("    " + row for row in rows))


if __name__ == "__main__":
    main()
