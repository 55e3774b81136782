"""Find every word on a board, with one path each, and score it."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from solvers.boggle.board import Board, Cell, neighbours
from solvers.boggle.index import WORD, Node, WordIndex, index_for
from solvers.boggle.rules import Rules, rules_for
from solvers.letters import fold
from solvers.lexicon import Lexicon
from solvers.progress import Progress


class FoundWord(NamedTuple):
    """A word on the board (a named tuple: cheap to make by the hundred)."""

    word: str
    points: int
    #: The cells of one path that spells the word, as (row, column).
    path: tuple[Cell, ...]


@dataclass(frozen=True)
class Solution:
    board: Board
    rules: Rules
    #: Every word on the board that the rules count, sorted alphabetically.
    words: tuple[FoundWord, ...]
    _by_word: dict[str, FoundWord] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_by_word", {found.word: found for found in self.words})

    @property
    def score(self) -> int:
        """The maximum possible score: every word once."""
        return sum(found.points for found in self.words)

    def get(self, word: str) -> FoundWord | None:
        return self._by_word.get(fold(word))

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and fold(word) in self._by_word

    def __len__(self) -> int:
        return len(self.words)

    def as_json(self) -> dict:
        return {
            "board": self.board.text(),
            "size": self.board.size,
            "rules": self.rules.key,
            "score": self.score,
            "words": [
                {"word": f.word, "points": f.points, "path": [list(cell) for cell in f.path]}
                for f in self.words
            ],
        }


#: Steps of the search between two cancel checks (a mask: a check every 16,384 steps, a few ms).
CHECK_EVERY = 0x3FFF


def find_paths(
    board: Board, index: WordIndex, progress: Progress | None = None
) -> dict[str, tuple[int, ...]]:
    """Every indexed word on the board -> the cell indexes of the first path found for it.

    A depth-first search over (cell, trie node, used cells as a bit mask).
    A word is recorded when its node is reached, whether or not the path can
    go on (the seed's first version missed words ending on a cell with no
    unvisited neighbour, such as FELT in a corner).

    Real boards take milliseconds, but a board can be made to take hours (a
    5x5 board of E against a list of words of E alone: every path of the
    board spells a word's start), so the search checks ``progress`` for a
    cancel every :data:`CHECK_EVERY` + 1 steps (the counting costs 0-10% of
    the search's time on shaken boards, measured).
    """
    check = (progress or Progress()).check
    faces = board.faces
    # Per cell, the neighbours a word can step to: (cell, face, bit); blank faces are never used.
    adjacent = [tuple((j, faces[j], 1 << j) for j in cells if faces[j]) for cells in neighbours(board.size)]
    found: dict[str, tuple[int, ...]] = {}
    path: list[int] = []
    steps = 0

    # Most probes miss, so "face in node" (no method call) comes first.
    def visit(cell: int, node: Node, used: int) -> None:
        nonlocal steps
        steps += 1
        if not steps & CHECK_EVERY:
            check()
        path.append(cell)
        if WORD in node and node[WORD] not in found:
            found[node[WORD]] = tuple(path)
        for j, face, bit in adjacent[cell]:
            if face in node and not used & bit:
                visit(j, node[face], used | bit)
        path.pop()

    root = index.root
    for start, face in enumerate(faces):
        node = root.get(face)  # None for a blank face
        if node is not None:
            visit(start, node, 1 << start)
    return found


def solve(
    board: Board,
    words: Lexicon | WordIndex,
    rules: Rules | str | None = None,
    progress: Progress | None = None,
) -> Solution:
    """Every word on ``board`` that ``rules`` count (a Rules, a name from
    :data:`~solvers.boggle.rules.RULES`, or None for the board size's rules)."""
    progress = progress or Progress()
    index = _index(words, progress)
    progress.check()
    return _solution(board, find_paths(board, index, progress), rules_for(rules, board.size))


def _index(words: Lexicon | WordIndex, progress: Progress) -> WordIndex:
    return words if isinstance(words, WordIndex) else index_for(words, progress)


def _solution(board: Board, paths: dict[str, tuple[int, ...]], rules: Rules) -> Solution:
    cells = [divmod(i, board.size) for i in range(len(board.faces))]
    points = rules.points
    shortest = rules.min_length
    found = tuple(
        FoundWord(word, points(word), tuple([cells[c] for c in paths[word]]))
        for word in sorted(paths)
        if len(word) >= shortest
    )
    return Solution(board, rules, found)


def solve_many(
    boards: Iterable[Board],
    words: Lexicon | WordIndex,
    rules: Rules | str | None = None,
    progress: Progress | None = None,
    total: int | None = None,
) -> Iterator[Solution]:
    """Solve boards one after another with one index, reporting progress per board.

    An iterator of solutions (not a progress generator for ``drive``): the
    caller can print each answer as soon as it is ready. This is the per-board
    search, for a few boards; for many, :func:`solvers.boggle.batch.solve_many`
    (NumPy) gives the same answers several times faster, as a list.
    """
    progress = progress or Progress()
    index = _index(words, progress)
    for done, board in enumerate(boards):
        progress.report(done, total, f"Solving board {done + 1:,}")
        yield _solution(board, find_paths(board, index, progress), rules_for(rules, board.size))
