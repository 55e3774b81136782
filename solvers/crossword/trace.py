"""The search trace: compact events, and a replayer that rebuilds the grid at any step.

The search appends one int per event to an ``array('q')``: the event kind in
the low 3 bits, the slot in the next 12, a value above that. The replayer
applies events one at a time to a single mutable state (letters per cell,
candidate counts per slot, the stack of tried words), so stepping forward
costs one event; seeking uses keyframes taken every :data:`KEYFRAME` events
while the trace is first walked, then replays at most that many events.
No grid is copied per step.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field
from functools import cached_property

from solvers.crossword.grid import EMPTY, Grid, clue_numbers, direction_name

CHOOSE, TRY, PRUNE, WIPEOUT, UNDO, SOLUTION, RESTART = range(7)
KIND_NAMES = ("choose", "try", "prune", "wipe-out", "backtrack", "solution", "restart")
SLOT_BITS = 12
KEYFRAME = 2048
#: :meth:`Trace.next_of` looks at this many events at a time: a jump to an event close by reads few.
SCAN_CHUNK = 1 << 16


def encode(kind: int, slot: int, value: int) -> int:
    return (((value << SLOT_BITS) | slot) << 3) | kind


def decode(code: int) -> tuple[int, int, int]:
    return code & 7, (code >> 3) & ((1 << SLOT_BITS) - 1), code >> (3 + SLOT_BITS)


@dataclass
class Trace:
    """The events of one search, with what is needed to draw them.

    ``slot_words[s]`` lists the words slot ``s`` can take (a TRY event's value
    indexes it); ``initial_sizes[s]`` is the slot's candidate count before the
    search (``-1`` for a slot that was pre-filled and never searched).
    """

    grid: Grid
    slot_words: list[tuple[str, ...]]
    initial_sizes: list[int]
    events: array = field(default_factory=lambda: array("q"))
    limit: int = 1_000_000
    truncated: bool = False

    def __len__(self) -> int:
        return len(self.events)

    def event(self, step: int) -> tuple[int, int, int]:
        return decode(self.events[step])

    def next_of(self, start: int, kinds: tuple[int, ...]) -> int | None:
        """The first step from ``start`` on whose event is of one of ``kinds``, None if there is none.

        The kinds are read with numpy, a chunk at a time: a step at a time in Python took half a
        second to cross a million events (the GUI froze on *Next solution*)."""
        # Imported here: numpy takes about 0.1 s to load, which `crossword --pattern` need not pay.
        import numpy as np

        codes = np.frombuffer(self.events, dtype=np.int64)
        wanted = np.array(kinds, dtype=np.int64)
        for begin in range(max(0, start), len(codes), SCAN_CHUNK):
            found = np.flatnonzero(np.isin(codes[begin : begin + SCAN_CHUNK] & 7, wanted))
            if found.size:
                return begin + int(found[0])
        return None

    @cached_property
    def slot_names(self) -> list[str]:
        """Each slot as the grid shows it: clue number and direction, e.g. ``12 Down``."""
        numbers = clue_numbers(self.grid)
        return [f"{numbers[s.row, s.col]} {direction_name(s.direction)}" for s in self.grid.slots]

    def describe(self, step: int) -> str:
        kind, slot, value = self.event(step)
        label = self.slot_names[slot] if kind not in (SOLUTION, RESTART) else ""
        if kind == TRY:
            return f"try {self.slot_words[slot][value].upper()} in {label}"
        if kind == CHOOSE:
            return f"choose {label}: {value:,} candidates"
        if kind == PRUNE:
            return f"prune {label} to {value:,} candidates"
        if kind == WIPEOUT:
            return f"wipe-out: {label} has no candidates left"
        if kind == UNDO:
            return f"backtrack: take back {label}"
        if kind == SOLUTION:
            return f"solution {value:,}"
        return "restart"


@dataclass
class _Frame:
    step: int
    letters: list[str]
    word_of: list[int]
    sizes: list[int]
    stack: list[tuple[int, list[tuple[int, int]]]]
    root_log: list[tuple[int, int]]
    current: int
    solutions: int


class Replayer:
    """The search state after any number of trace events (``seek(n)``: the first n applied)."""

    def __init__(self, trace: Trace) -> None:
        self.trace = trace
        grid = trace.grid
        self.width = grid.width
        self._given = [ch for row in grid.rows for ch in row]
        self._slot_cells = [[r * grid.width + c for r, c in slot.cells] for slot in grid.slots]
        self._cell_slots: list[list[int]] = [[] for _ in self._given]
        for s, cells in enumerate(self._slot_cells):
            for cell in cells:
                self._cell_slots[cell].append(s)
        self._keyframes: list[_Frame] = []
        self._reset()
        self._keyframes.append(self._snapshot())

    # state ------------------------------------------------------------------
    def _reset(self) -> None:
        self.step = 0
        self.letters = list(self._given)
        self.word_of = [-1] * len(self._slot_cells)
        self.sizes = list(self.trace.initial_sizes)
        self._stack: list[tuple[int, list[tuple[int, int]]]] = []
        self._root_log: list[tuple[int, int]] = []
        self.current = -1
        self.solutions = 0

    def _snapshot(self) -> _Frame:
        return _Frame(
            self.step,
            list(self.letters),
            list(self.word_of),
            list(self.sizes),
            [(s, list(log)) for s, log in self._stack],
            list(self._root_log),
            self.current,
            self.solutions,
        )

    def _restore(self, frame: _Frame) -> None:
        self.step = frame.step
        self.letters = list(frame.letters)
        self.word_of = list(frame.word_of)
        self.sizes = list(frame.sizes)
        self._stack = [(s, list(log)) for s, log in frame.stack]
        self._root_log = list(frame.root_log)
        self.current = frame.current
        self.solutions = frame.solutions

    def _log(self) -> list[tuple[int, int]]:
        return self._stack[-1][1] if self._stack else self._root_log

    def _take_back(self, slot: int) -> None:
        self.word_of[slot] = -1
        for cell in self._slot_cells[slot]:
            letter = self._given[cell]
            for other in self._cell_slots[cell]:
                if other != slot and self.word_of[other] >= 0:
                    letter = self.trace.slot_words[other][self.word_of[other]][
                        self._slot_cells[other].index(cell)
                    ]
            self.letters[cell] = letter

    def _pop(self) -> None:
        slot, log = self._stack.pop()
        for other, old in reversed(log):
            self.sizes[other] = old
        self._take_back(slot)

    def apply(self, code: int) -> None:
        """Apply one event (the one at ``self.step``)."""
        kind, slot, value = decode(code)
        self.step += 1
        if kind == TRY:
            # A failed sibling of the word tried before is replaced: pop it first.
            while self._stack and self._stack[-1][0] == slot:
                self._pop()
            log: list[tuple[int, int]] = [(slot, self.sizes[slot])]
            self._stack.append((slot, log))
            self.sizes[slot] = 1
            self.word_of[slot] = value
            word = self.trace.slot_words[slot][value]
            for k, cell in enumerate(self._slot_cells[slot]):
                self.letters[cell] = word[k]
            self.current = slot
        elif kind == CHOOSE:
            self._log().append((slot, self.sizes[slot]))
            self.sizes[slot] = value
            self.current = slot
        elif kind == PRUNE:
            self._log().append((slot, self.sizes[slot]))
            self.sizes[slot] = value
        elif kind == WIPEOUT:
            self._log().append((slot, self.sizes[slot]))
            self.sizes[slot] = 0
            self.current = slot
        elif kind == UNDO:
            while self._stack:
                top = self._stack[-1][0]
                self._pop()
                if top == slot:
                    break
            self.current = slot
        elif kind == SOLUTION:
            self.solutions = value
        elif kind == RESTART:
            while self._stack:
                self._pop()
            self.current = -1

    def seek(self, step: int) -> None:
        """Put the state after the first ``step`` events (clamped to the trace)."""
        events = self.trace.events
        step = max(0, min(step, len(events)))
        if not (self.step <= step < self.step + KEYFRAME):
            index = min(step // KEYFRAME, len(self._keyframes) - 1)
            if self.step > step or self._keyframes[index].step > self.step:
                self._restore(self._keyframes[index])
        while self.step < step:
            self.apply(events[self.step])
            if self.step % KEYFRAME == 0 and self.step // KEYFRAME == len(self._keyframes):
                self._keyframes.append(self._snapshot())

    def rows(self) -> list[str]:
        """The grid at the current step as rows (``.`` for empty cells)."""
        w = self.width
        return ["".join(self.letters[i : i + w]) for i in range(0, len(self.letters), w)]

    def filled_cells(self) -> int:
        return sum(
            1 for i, ch in enumerate(self.letters) if ch not in (EMPTY, "#") and self._given[i] == EMPTY
        )
