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
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from solvers.boggle.array_index import BLANK_ID, FACE_IDS, ArrayIndex, array_index_for
from solvers.boggle.board import Board, Cell, neighbours
from solvers.boggle.rules import Rules, default_rules
from solvers.boggle.solver import FoundWord, Solution
from solvers.lexicon import Lexicon
from solvers.progress import Progress

#: Boards solved together, by board size: enough to spread the per-level overhead, few enough
#: that a level's states stay in the CPU cache's neighbourhood (and memory stays small).
CHUNK: dict[int, int] = {4: 1000, 5: 300, 6: 100}
MAX_NEIGHBOURS = 8


@dataclass(frozen=True)
class Found:
    """The words found on a chunk of boards, sorted by board then word number."""

    board: np.ndarray  # int64 [k]: board position in the chunk
    word: np.ndarray  # int64 [k]: word number in the index
    #: paths[k] = (positions in board/word of the words whose path has that many cells, cells)
    paths: dict[int, tuple[np.ndarray, np.ndarray]]


@functools.cache
def _neighbour_table(size: int) -> np.ndarray:
    """[cells, 8] neighbour cells; missing neighbours point at the off-board cell ``size * size``."""
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
    """Every indexed word on each board (rows of ``faces``, from :func:`face_matrix`)."""
    count, width = faces.shape
    cells = size * size
    table = _neighbour_table(size)
    children = index.children.ravel()
    columns = index.children.shape[1]
    internal = index.internal
    word_of = index.word_of
    flat_faces = faces.ravel()

    # Level 0: every cell that starts a word.
    board = np.repeat(np.arange(count, dtype=np.int64), cells)
    cell = np.tile(np.arange(cells, dtype=np.int64), count)
    node = children[faces[:, :cells].ravel()].astype(np.int64)  # row 0 is the root
    alive = np.flatnonzero(node >= 0)
    board, cell, node = board[alive], cell[alive], node[alive]
    used = np.left_shift(1, cell)
    level_cells = [cell]
    level_parents = [np.zeros(0, np.int64)]
    hit_board, hit_word, hit_level, hit_state = [], [], [], []
    level = 0
    while True:
        words = word_of[node]
        ends = np.flatnonzero(words >= 0)
        if ends.size:
            hit_board.append(board[ends])
            hit_word.append(words[ends].astype(np.int64))
            hit_level.append(np.full(ends.size, level, np.int64))
            hit_state.append(ends)
        grow = np.flatnonzero(node < internal)
        if grow.size == 0:
            break
        around = table[cell[grow]]  # [s, 8]
        face = flat_faces[(board[grow] * width)[:, None] + around]
        child = children[(node[grow] * columns)[:, None] + face]
        free = (np.right_shift(used[grow][:, None], around) & 1) == 0
        keep = np.flatnonzero((child >= 0) & free)
        if keep.size == 0:
            break
        parent = grow[keep // MAX_NEIGHBOURS]
        cell = around.ravel()[keep]
        node = child.ravel()[keep].astype(np.int64)
        board = board[parent]
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
            state = level_parents[step][state]
        paths[length + 1] = (which, path)
    return Found(boards_hit[first], words_hit[first], paths)


def solve_many(
    boards: Sequence[Board],
    lexicon: Lexicon | ArrayIndex,
    rules: Rules | None = None,
    progress: Progress | None = None,
) -> list[Solution]:
    """Solve every board (any mix of sizes); the same answers as :func:`solvers.boggle.solve`.

    ``rules`` default to each board size's rules. Boards are solved in chunks
    of one size (:data:`CHUNK`), with a progress report after each chunk.
    """
    progress = progress or Progress()
    index = lexicon if isinstance(lexicon, ArrayIndex) else array_index_for(lexicon, progress)
    results: list[Solution | None] = [None] * len(boards)
    by_size: dict[int, list[int]] = {}
    for position, board in enumerate(boards):
        by_size.setdefault(board.size, []).append(position)
    done = 0
    for size, positions in sorted(by_size.items()):
        step = CHUNK.get(size, 50)
        for start in range(0, len(positions), step):
            progress.report(done, len(boards), f"Solving boards {done + 1:,} to {len(boards):,}")
            chunk = [boards[p] for p in positions[start : start + step]]
            solutions = _solutions(chunk, index, rules or default_rules(size))
            for position, solution in zip(positions[start : start + step], solutions, strict=True):
                results[position] = solution
            done += len(chunk)
    progress.report(len(boards), len(boards), f"Solved {len(boards):,} boards")
    return [solution for solution in results if solution is not None]


@functools.cache
def _cell_tuples(size: int) -> tuple[Cell, ...]:
    return tuple(divmod(i, size) for i in range(size * size))


def _solutions(chunk: list[Board], index: ArrayIndex, rules: Rules) -> list[Solution]:
    size = chunk[0].size
    found = search(face_matrix(chunk), size, index)
    # Paths as tuples of (row, col), in the order of found.board / found.word.
    cells = _cell_tuples(size)
    paths: list[tuple[Cell, ...]] = [()] * found.board.size
    for which, path in found.paths.values():
        for position, row in zip(which.tolist(), path.tolist(), strict=True):
            paths[position] = tuple([cells[c] for c in row])
    lengths = index.lengths[found.word]
    longest = int(lengths.max(initial=0))
    points = np.array([rules.points("x" * n) for n in range(longest + 1)], dtype=np.int64)
    counted = lengths >= rules.min_length
    keep = np.flatnonzero(counted)
    words = index.words
    word_list = [words[w] for w in found.word[keep].tolist()]
    point_list = points[lengths[keep]].tolist()
    path_list = [paths[k] for k in keep.tolist()]
    made = list(map(FoundWord._make, zip(word_list, point_list, path_list, strict=True)))
    bounds = np.searchsorted(found.board[keep], np.arange(len(chunk) + 1)).tolist()
    return [
        Solution(board, rules, tuple(made[bounds[i] : bounds[i + 1]])) for i, board in enumerate(chunk)
    ]
