"""Boggle: boards per second against a plain recursive dict-of-dicts trie solver.

Baseline (run in this process on the same boards): a dict-of-dicts trie
(``{"a": {"b": {..., "$": word}}}``, Qu as the key "q") and a recursive
search over each cell's neighbours with a list of used cells, recording each
word's first path -- the textbook solver of the seed's exercise, with its
FELT bug fixed.

Ours: solvers.boggle (a trie of dicts over die faces, with Qu and the other
multi-letter faces as shortcut edges, cached per word list; a search with the
used cells as a bit mask and the neighbour table built once per board).

Also timed: "batch search" and "batch solve_many()", the NumPy batch solver
(solvers.boggle.batch: all boards at once, level by level, over an array
trie; the first gives each board's word numbers and paths as arrays, the
second the same Solution objects as solve()), timed over the whole list of
boards and checked to find the same words as ours on every board; "int-id",
the same search over a list of per-node dicts addressed by integer node ids
(the structure first planned for ours; measured slower),
and "solve()", ours with the result objects the API returns (each word with
its points and (row, col) path, sorted) rather than a dict of cell indexes.

For each word list (the bundled *large* list; ENABLE2K too when
../shared/data/wordlists/enable2k.txt exists) it prints the time and memory
(tracemalloc) to build each structure, then for 4x4 boards (1987 dice) and
5x5 boards (Big Boggle dice) the median boards per second of each solver over
--repeat interleaved runs (CPU time of this process, so that other programs
on a shared machine disturb the figures less), the ratio ours/plain, and
checks that all found the same words on every board. With ENABLE2K it also
checks the published figure: the board perslatgsineters scores 3625 from
1,045 words under the official rules.

Run:  .venv/bin/python benchmarks/bench_boggle.py [--boards 3000] [--boards5 300] [--repeat 3]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.boggle import OFFICIAL, Board, build_index, dice_for_size, neighbours, parse_board, shake, solve  # noqa: E402
from solvers.boggle.index import MIN_WORD, WordIndex  # noqa: E402
from solvers.boggle.solver import find_paths  # noqa: E402
from solvers.lexicon import load_bundled, load_file  # noqa: E402

try:
    from solvers.boggle.array_index import ArrayIndex, build_array_index
    from solvers.boggle.batch import CHUNK, face_matrix, search
    from solvers.boggle.batch import solve_many as batch_solve_many
except ImportError:  # NumPy missing: the batch variants are skipped
    ArrayIndex = None  # type: ignore[assignment,misc]

ENABLE2K = ROOT.parent / "shared" / "data" / "wordlists" / "enable2k.txt"


def plain_trie(words: Iterable[str]) -> dict:
    root: dict = {}
    for word in words:
        if len(word) < MIN_WORD or ("q" in word and word.count("q") != word.count("qu")):
            continue
        node = root
        for ch in word.replace("qu", "q"):
            node = node.setdefault(ch, {})
        node["$"] = word
    return root


def plain_solve(board: Board, root: dict) -> dict[str, tuple[int, ...]]:
    faces = ["q" if face == "qu" else face for face in board.faces]
    table = neighbours(board.size)
    used = [False] * len(faces)
    path: list[int] = []
    found: dict[str, tuple[int, ...]] = {}

    def visit(cell: int, node: dict) -> None:
        child = node.get(faces[cell])
        if child is None:
            return
        path.append(cell)
        word = child.get("$")
        if word is not None and word not in found:
            found[word] = tuple(path)
        used[cell] = True
        for j in table[cell]:
            if not used[j]:
                visit(j, child)
        used[cell] = False
        path.pop()

    for cell in range(len(faces)):
        visit(cell, root)
    return found


def int_id_index(words: Iterable[str]) -> tuple[list[dict[str, int]], bytearray]:
    """The alternative structure the design considered: nodes as integer ids into a list of dicts."""
    children: list[dict[str, int]] = [{}]
    ends = []
    for word in words:
        if len(word) < MIN_WORD or ("q" in word and word.count("q") != word.count("qu")):
            continue
        node = 0
        for ch in word.replace("qu", "q"):
            child = children[node].get(ch)
            if child is None:
                child = children[node][ch] = len(children)
                children.append({})
            node = child
        ends.append(node)
    terminal = bytearray(len(children))
    for node in ends:
        terminal[node] = 1
    return children, terminal


def int_id_solve(
    board: Board, structure: tuple[list[dict[str, int]], bytearray]
) -> dict[str, tuple[int, ...]]:
    children, terminal = structure
    faces = ["q" if face == "qu" else face for face in board.faces]
    adjacent = [tuple((j, faces[j], 1 << j) for j in cells) for cells in neighbours(board.size)]
    found: dict[int, tuple[int, ...]] = {}
    path: list[int] = []

    def visit(cell: int, node: int, used: int) -> None:
        path.append(cell)
        if terminal[node] and node not in found:
            found[node] = tuple(path)
        kids = children[node]
        for j, face, bit in adjacent[cell]:
            if not used & bit:
                child = kids.get(face)
                if child is not None:
                    visit(j, child, used | bit)
        path.pop()

    for start, face in enumerate(faces):
        node = children[0].get(face)
        if node is not None:
            visit(start, node, 1 << start)
    return {"".join(board.faces[c] for c in cells): cells for cells in found.values()}


def count_states(board: Board, root: dict) -> tuple[int, int]:
    """(search states, states on a path to a word): how much of the search finds nothing."""
    faces = ["q" if face == "qu" else face for face in board.faces]
    table = neighbours(board.size)
    totals = [0, 0]

    def visit(cell: int, node: dict, used: int) -> bool:
        totals[0] += 1
        useful = "$" in node
        for j in table[cell]:
            child = node.get(faces[j])
            if child is not None and not used >> j & 1 and visit(j, child, used | 1 << j):
                useful = True
        totals[1] += useful
        return useful

    for cell in range(len(faces)):
        child = root.get(faces[cell])
        if child is not None:
            visit(cell, child, 1 << cell)
    return totals[0], totals[1]


def measure_build(build: Callable[[], object]) -> tuple[object, float, float]:
    """(structure, seconds, MB): seconds from a plain run, MB from a second run under tracemalloc."""
    gc.collect()
    start = time.perf_counter()
    structure = build()
    seconds = time.perf_counter() - start
    del structure
    gc.collect()
    tracemalloc.start()
    structure = build()
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return structure, seconds, size / 1e6


def boards_per_second(solve_one: Callable[[Board], object], boards: list[Board]) -> float:
    start = time.process_time()
    for board in boards:
        solve_one(board)
    return len(boards) / (time.process_time() - start)


def batch_search(boards: list[Board], index: ArrayIndex) -> None:
    """The batch search alone, in the chunks solve_many uses: word numbers and paths as arrays."""
    step = CHUNK[boards[0].size]
    for start in range(0, len(boards), step):
        search(face_matrix(boards[start : start + step]), boards[0].size, index)


def batch_rate(solve_all: Callable[[list[Board]], object], boards: list[Board]) -> float:
    start = time.process_time()
    solve_all(boards)
    return len(boards) / (time.process_time() - start)


def compare(list_name: str, words: list[str], args: argparse.Namespace) -> None:
    print(f"\n== {list_name}: {len(words):,} words")
    index, index_s, index_mb = measure_build(lambda: build_index(words))
    trie, trie_s, trie_mb = measure_build(lambda: plain_trie(words))
    ids, ids_s, ids_mb = measure_build(lambda: int_id_index(words))
    print(f"build ours  : {index_s:6.2f} s {index_mb:7.1f} MB ({index.nodes:,} nodes)")
    print(f"build plain : {trie_s:6.2f} s {trie_mb:7.1f} MB")
    print(f"build int-id: {ids_s:6.2f} s {ids_mb:7.1f} MB")
    array = None
    if ArrayIndex is not None:
        array, array_s, array_mb = measure_build(lambda: build_array_index(words))
        print(
            f"build batch : {array_s:6.2f} s {array_mb:7.1f} MB ({array.nodes:,} nodes, "
            f"{array.internal:,} with children; arrays {array.nbytes / 1e6:.1f} MB)"
        )
    else:
        print("NumPy not installed: batch variants skipped")
    solvers = {
        "ours": lambda b: find_paths(b, index),
        "plain": lambda b: plain_solve(b, trie),
        "int-id": lambda b: int_id_solve(b, ids),
    }
    for size, count in ((4, args.boards), (5, args.boards5)):
        dice = dice_for_size(size)
        boards = [shake(dice, seed) for seed in range(count)]
        for board in boards:
            answers = {name: set(solve_one(board)) for name, solve_one in solvers.items()}
            if answers["ours"] != answers["plain"] or answers["ours"] != answers["int-id"]:
                raise SystemExit(f"MISMATCH on {board.text()}")
        # "solve()" is the whole public call: the words with points and (row, col) paths, sorted.
        timed = {**solvers, "solve()": lambda b: solve(b, index)}
        whole: dict[str, Callable[[list[Board]], object]] = {}
        if array is not None:
            check_batch(boards, index, array)
            whole = {
                "batch search": lambda bs: batch_search(bs, array),
                "batch solve_many()": lambda bs: batch_solve_many(bs, array),
            }
        rates: dict[str, list[float]] = {name: [] for name in [*timed, *whole]}
        for _ in range(args.repeat):  # interleaved, so all see the same machine load
            for name, solve_one in timed.items():
                rates[name].append(boards_per_second(solve_one, boards))
            for name, solve_all in whole.items():
                rates[name].append(batch_rate(solve_all, boards))
        median = {name: statistics.median(values) for name, values in rates.items()}
        words_per_board = statistics.mean(len(find_paths(b, index)) for b in boards[:200])
        states = [count_states(b, trie) for b in boards[:200]]
        print(
            f"{size}x{size} x {count:,} boards ({words_per_board:.0f} words/board, all agree): "
            + ", ".join(f"{name} {rate:,.0f}/s" for name, rate in median.items())
            + f"; ours/plain {median['ours'] / median['plain']:.2f}x"
        )
        for name in whole:
            print(f"    {name}/plain {median[name] / median['plain']:.2f}x")
        print(
            f"    search states per board: {statistics.mean(s for s, _ in states):.0f}, "
            f"of which {statistics.mean(u for _, u in states):.0f} lie on a path to a word"
        )
    if list_name == "ENABLE2K":
        solution = solve(parse_board("perslatgsineters"), index, OFFICIAL)
        ok = "OK" if (solution.score, len(solution.words)) == (3625, 1045) else "MISMATCH"
        print(
            f"perslatgsineters, official rules: {solution.score} points, {len(solution.words):,} words "
            f"(published: 3625 from 1,045) {ok}"
        )


def check_batch(boards: list[Board], index: WordIndex, array: ArrayIndex) -> None:
    """The batch solver finds the words (of the rules' length) that ours finds, on every board."""
    for board, solution in zip(boards, batch_solve_many(boards, array), strict=True):
        shortest = solution.rules.min_length
        expected = sorted(w for w in find_paths(board, index) if len(w) >= shortest)
        if [f.word for f in solution.words] != expected:
            raise SystemExit(f"BATCH MISMATCH on {board.text()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=3000, help="dice-rolled 4x4 boards (default 3000)")
    parser.add_argument("--boards5", type=int, default=300, help="dice-rolled 5x5 boards (default 300)")
    parser.add_argument("--repeat", type=int, default=3, help="timed runs of each solver (default 3)")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}; medians of {args.repeat} interleaved runs")
    compare("large (bundled)", load_bundled("large").words(), args)
    if ENABLE2K.exists():
        compare("ENABLE2K", load_file(ENABLE2K).words(), args)
    else:
        print(f"\n{ENABLE2K} not found: ENABLE2K figures skipped")


if __name__ == "__main__":
    main()
