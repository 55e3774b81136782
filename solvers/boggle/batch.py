"""Solve many boards at once with NumPy, one path length at a time across all boards.

A search state is (board, cell, used cells as a bit mask, trie node). Level
0 holds every face of every board that starts a word; each level expands
every state to its neighbour cells at once: the child node for the
neighbour's face comes from the dense child table of
:class:`~solvers.boggle.array_index.ArrayIndex`, and states whose node is
missing or a leaf (nothing can follow) are dropped. States on a word's end
node are recorded as (board, word number, level, state); the first one per
(board, word) is kept, and its path is rebuilt from the states' parent
pointers. The answers are the same as :func:`solvers.boggle.solver.solve`
(the same words, points and totals; a word's path may be another valid one).

The per-board Python search costs about a microsecond per state; here the
Python overhead is per level and per chunk of boards, so the cost per state
is a few array element operations.
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

import numpy as np

from solvers.boggle.array_index import FACE_IDS, ArrayIndex, array_index_for
from solvers.boggle.board import Board, Cell, neighbours
from solvers.boggle.index import build_index
from solvers.boggle.rules import Rules, rules_for
from solvers.boggle.solver import FoundWord, Solution, solve
from solvers.collector import collector_paused
from solvers.lexicon import Lexicon
from solvers.progress import Progress

#: Boards solved together, by board size: enough to spread the per-level Python overhead, few
#: enough to keep the arrays small (4x4, large list: 1,000 a chunk ran faster than 100 or 3,000).
CHUNK: dict[int, int] = {4: 1000, 5: 300, 6: 100}
MAX_NEIGHBOURS = 8
#: The largest board: its cells must fit a 64-bit used-cell mask (and 6 bits each in a path code).
MAX_SIZE = 8
#: The most search states one level may grow (each takes about a hundred bytes at the peak): the
#: levels of real boards hold far fewer, but a board of one letter against words of that letter
#: alone has every path as a prefix, and their number grows exponentially with the length.
MAX_STATES = 2_000_000
#: Boards :func:`iter_solutions` solves before yielding their solutions (in input order).
WINDOW = 1000


@dataclass(frozen=True)
class Found:
    """The words found on a chunk of boards, sorted by board then word number."""

    board: np.ndarray  # int64 [k]: board position in the chunk
    word: np.ndarray  # int64 [k]: word number in the index
    #: paths[k] = (positions in board/word of the words whose path has that many cells, cells)
    paths: dict[int, tuple[np.ndarray, np.ndarray]]


class _TooManyPaths(Exception):
    """A level of the search would grow past :data:`MAX_STATES` states."""


@functools.cache
def _neighbour_table(size: int) -> np.ndarray:
    """[cells, 8] neighbour cells; missing neighbours point at the off-board cell ``size * size``
    (whose face, in :func:`face_matrix`, is blank)."""
    cells = size * size
    table = np.full((cells, MAX_NEIGHBOURS), cells, dtype=np.int64)
    for cell, around in enumerate(neighbours(size)):
        table[cell, : len(around)] = around
    return table


def face_matrix(boards: Sequence[Board]) -> np.ndarray:
    """[boards, cells + 1] face columns; the extra last cell is off the board (blank)."""
    size = boards[0].size
    ids = FACE_IDS
    flat = [ids[face] for board in boards for face in (*board.faces, "")]
    return np.array(flat, dtype=np.int64).reshape(len(boards), size * size + 1)


def search(faces: np.ndarray, size: int, index: ArrayIndex) -> Found:
    """Every indexed word on each board (rows of ``faces``, from :func:`face_matrix`).

    A state's place is its "spot", ``board * cells + cell``. Per spot, the
    faces of the 8 neighbour slots are tabled once per chunk (off-board slots
    show the blank face), so a level looks up the child table for all 8 slots
    of every state at once; only the few lookups that hit a child are checked
    against the used-cell mask.
    """
    count = faces.shape[0]
    cells = size * size
    table = _neighbour_table(size)
    children = index.children.ravel()
    columns = index.children.shape[1]
    internal = index.internal
    word_of = index.word_of
    around_face = faces[:, table].reshape(count * cells, MAX_NEIGHBOURS)
    # Off-board slots point at any cell of the board: their blank face never gets that far.
    around_spot = (
        np.arange(count, dtype=np.int64)[:, None, None] * cells + np.minimum(table, cells - 1)
    ).ravel()

    # Level 0: every cell that starts a word (row 0 of the child table is the root).
    node = children[faces[:, :cells].ravel()].astype(np.int64)
    spot = np.flatnonzero(node >= 0)
    node = node[spot]
    cell = spot % cells
    used = np.left_shift(1, cell)
    level_cells = [cell]
    level_parents = [np.zeros(0, np.int64)]  # level 0 has no parents
    hit_board, hit_word, hit_level, hit_state = [], [], [], []
    level = 0
    while True:
        words = word_of[node]
        ends = np.flatnonzero(words >= 0)
        if ends.size:
            hit_board.append(spot[ends] // cells)
            hit_word.append(words[ends].astype(np.int64))
            hit_level.append(np.full(ends.size, level, np.int64))
            hit_state.append(ends)
        grow = np.flatnonzero(node < internal)  # leaves end here
        if grow.size == 0:
            break
        if grow.size > MAX_STATES:
            raise _TooManyPaths()
        grow_spot = spot[grow]
        child = children[(node[grow] * columns)[:, None] + around_face[grow_spot]]  # [s, 8]
        hit = np.flatnonzero(child >= 0)
        row = hit // MAX_NEIGHBOURS
        source = grow[row]
        next_spot = around_spot[grow_spot[row] * MAX_NEIGHBOURS + (hit - row * MAX_NEIGHBOURS)]
        next_cell = next_spot % cells
        keep = np.flatnonzero((np.right_shift(used[source], next_cell) & 1) == 0)
        if keep.size == 0:
            break
        parent = source[keep]
        cell = next_cell[keep]
        spot = next_spot[keep]
        node = child.ravel()[hit[keep]].astype(np.int64)
        used = used[parent] | np.left_shift(1, cell)
        level_cells.append(cell)
        level_parents.append(parent)
        level += 1

    if not hit_board:
        empty = np.zeros(0, np.int64)
        return Found(empty, empty, {})
    boards_hit = np.concatenate(hit_board)
    words_hit = np.concatenate(hit_word)
    levels_hit = np.concatenate(hit_level)
    states_hit = np.concatenate(hit_state)
    # One hit per (board, word): np.unique's first index is the shortest path found.
    key = boards_hit * len(index.words) + words_hit
    _, first = np.unique(key, return_index=True)
    levels_first = levels_hit[first]
    paths: dict[int, tuple[np.ndarray, np.ndarray]] = {}
    for length in np.unique(levels_first).tolist():
        which = np.flatnonzero(levels_first == length)
        state = states_hit[first[which]]
        path = np.empty((which.size, length + 1), dtype=np.int64)
        for step in range(length, -1, -1):
            path[:, step] = level_cells[step][state]
            if step:
                state = level_parents[step][state]
        paths[length + 1] = (which, path)
    return Found(boards_hit[first], words_hit[first], paths)


def solve_many(
    boards: Iterable[Board],
    lexicon: Lexicon | ArrayIndex,
    rules: Rules | str | None = None,
    progress: Progress | None = None,
) -> list[Solution]:
    """Solve every board (any mix of sizes); the same answers as :func:`solvers.boggle.solve`.

    The fast way to solve many boards. ``boards`` is any iterable (it is read into a list
    first); ``rules`` default to each board size's rules. (:func:`solvers.boggle.solve_many`
    is the per-board search, which yields one solution at a time.)
    """
    return list(iter_solutions(boards, lexicon, rules, progress))


def iter_solutions(
    boards: Iterable[Board],
    lexicon: Lexicon | ArrayIndex,
    rules: Rules | str | None = None,
    progress: Progress | None = None,
) -> Iterator[Solution]:
    """The solutions of ``boards`` (any iterable, read into a list first) in order, yielded a window
    of :data:`WINDOW` boards at a time.

    Within a window, boards of one size are solved together in chunks of
    :data:`CHUNK` boards, with a progress report before each chunk (so a
    cancel takes effect within one chunk).
    """
    listed = list(boards)
    too_big = [board.size for board in listed if board.size > MAX_SIZE]
    if too_big:
        raise ValueError(
            f"the batch solver takes boards up to {MAX_SIZE}x{MAX_SIZE}, not {too_big[0]}x{too_big[0]}"
        )
    progress = progress or Progress()
    index = lexicon if isinstance(lexicon, ArrayIndex) else array_index_for(lexicon, progress)
    total = len(listed)
    done = 0
    for start in range(0, total, WINDOW):
        window = listed[start : start + WINDOW]
        results: dict[int, Solution] = {}
        by_size: dict[int, list[int]] = {}
        for position, board in enumerate(window):
            by_size.setdefault(board.size, []).append(position)
        for size, positions in by_size.items():
            step = CHUNK.get(size, 50)
            for first in range(0, len(positions), step):
                progress.report(done, total, f"Solving boards: {done:,} of {total:,} done")
                part = positions[first : first + step]
                solved = _solutions([window[p] for p in part], index, rules_for(rules, size), progress)
                for position, solution in zip(part, solved, strict=True):
                    results[position] = solution
                done += len(part)
        yield from (results[position] for position in range(len(window)))
    progress.report(total, total, f"Solved {total:,} boards")


@functools.cache
def _cell_tuples(size: int) -> tuple[Cell, ...]:
    return tuple(divmod(i, size) for i in range(size * size))


#: Path code -> path tuple, for paths of up to :data:`CACHED_CELLS` dice: short paths recur from
#: board to board, so most are looked up rather than built. Emptied when it reaches
#: :data:`PATH_CACHE_LIMIT` entries.
_path_cache: dict[int, tuple[Cell, ...]] = {}
CACHED_CELLS = 8
PATH_CACHE_LIMIT = 100_000


def _path_tuples(paths: np.ndarray, size: int) -> list[tuple[Cell, ...]]:
    """Rows of cell indexes ``[k, length]`` as tuples of (row, col)."""
    cell_of = _cell_tuples(size).__getitem__

    def build(rows: np.ndarray) -> list[tuple[Cell, ...]]:
        return list(zip(*(list(map(cell_of, column)) for column in rows.T.tolist()), strict=True))

    length = paths.shape[1]
    if length > CACHED_CELLS:
        return build(paths)
    # 6 bits a cell (up to 64 cells: 8x8), with the size and the length above them.
    code = paths @ (1 << (6 * np.arange(length, dtype=np.int64))) + (((size << 4) | length) << 48)
    codes = code.tolist()
    got = list(map(_path_cache.get, codes))
    if None in got:
        missing = [i for i, path in enumerate(got) if path is None]
        if len(_path_cache) + len(missing) > PATH_CACHE_LIMIT:
            _path_cache.clear()
        for i, path in zip(missing, build(paths[missing]), strict=True):
            got[i] = _path_cache[codes[i]] = path
    return got  # type: ignore[return-value]


def _pick(items: list, indexes: np.ndarray) -> list:
    """``[items[i] for i in indexes]``, at C speed."""
    if indexes.size == 0:
        return []
    if indexes.size == 1:
        return [items[int(indexes[0])]]
    return list(operator.itemgetter(*indexes.tolist())(items))


def _solutions(chunk: list[Board], index: ArrayIndex, rules: Rules, progress: Progress) -> list[Solution]:
    """Solution objects for a chunk of same-size boards.

    The per-word Python work is kept to C-level calls (zip, map, itemgetter),
    and the cyclic garbage collector is paused meanwhile (the result is
    hundreds of thousands of acyclic tuples, and the collections they would
    trigger cost about a quarter of the time in quick measurements); its
    previous state is restored.
    """
    with collector_paused():
        return _split_if_need_be(chunk, index, rules, progress)


def _split_if_need_be(
    chunk: list[Board], index: ArrayIndex, rules: Rules, progress: Progress
) -> list[Solution]:
    """The chunk's solutions; a chunk with too many paths to hold a level at a time is solved in
    halves, and a board alone by the depth-first solver, which holds one path at a time."""
    try:
        return _build_solutions(chunk, index, rules)
    except _TooManyPaths:
        if len(chunk) == 1:
            return [solve(chunk[0], build_index(index.words), rules, progress)]
        half = len(chunk) // 2
        return _split_if_need_be(chunk[:half], index, rules, progress) + _split_if_need_be(
            chunk[half:], index, rules, progress
        )


def _build_solutions(chunk: list[Board], index: ArrayIndex, rules: Rules) -> list[Solution]:
    size = chunk[0].size
    found = search(face_matrix(chunk), size, index)
    lengths = index.lengths[found.word]
    keep = np.flatnonzero(lengths >= rules.min_length)
    # Paths as tuples of (row, col), grouped by number of cells, then put in found order.
    grouped: list[tuple[Cell, ...]] = []
    for _, path in found.paths.values():
        grouped.extend(_path_tuples(path, size))
    order = np.concatenate([which for which, _ in found.paths.values()] or [np.zeros(0, np.int64)])
    place = np.empty(found.board.size, dtype=np.int64)
    place[order] = np.arange(order.size)
    longest = int(lengths.max(initial=0))
    points = np.array([rules.points("x" * n) for n in range(longest + 1)], dtype=np.int64)
    made = list(
        map(
            tuple.__new__,
            itertools.repeat(FoundWord),
            zip(
                _pick(index.words, found.word[keep]),
                points[lengths[keep]].tolist(),
                _pick(grouped, place[keep]),
                strict=True,
            ),
        )
    )
    bounds = np.searchsorted(found.board[keep], np.arange(len(chunk) + 1)).tolist()
    return [Solution(board, rules, tuple(made[bounds[i] : bounds[i + 1]])) for i, board in enumerate(chunk)]
