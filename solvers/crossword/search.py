"""Filling a grid: depth-first search over word slots with bitset domains.

One engine runs every algorithm of :mod:`solvers.crossword.algorithms`: the
variable order (fixed, MRV, MRV + degree, dom/wdeg), the propagation after
each word (none, forward checking, arc consistency on crossing letters) and
restarts are switches, so the algorithms differ only where they should.

A slot's domain is an int over its length's word numbering (see
:mod:`solvers.crossword.index`). Arc consistency keeps, for every cell where
two open slots cross, the set of letters (a 26-bit int) still possible there;
when a slot's domain shrinks, the letter sets of its crossing cells are
recomputed and each crossing slot keeps only the words with a surviving letter
at that cell. With propagation, a failed word is also removed from its slot's
domain and the removal propagated (binary branching: ``slot = word`` or
``slot != word``).

dom/wdeg measures a slot's domain as its share of the words of its length (see
:meth:`_Search.dom_wdeg`) and adds last-conflict reasoning (Lecoutre et al.,
2009): when a word fails, the slot whose decision failed is chosen next, before
the other words of the slot above it, until a word stays in it, so the search
climbs back to the decision that caused the failure instead of retrying every
word of the slots in between (see :meth:`_Search.branch`).

dom/wdeg also keeps the fill connected (Ginsberg et al., 1990): once a word is
placed, the next slot is chosen among the open slots that cross a filled one,
so the search grows one patch of the grid, where each word is held by its
neighbours, instead of scattering words whose conflicts show up only much later
(see :meth:`_Search.frontier`).

Independent regions (dom/wdeg, first fill): when the open slots fall apart into
groups that share no open crossing, the groups are filled one after another,
hardest first, and a group that cannot be filled fails the whole node instead
of making the search try every other fill of the groups filled before it
(see :meth:`_Search.fill_regions` for how the no-repeated-words rule, which
links groups, is kept exact).

Word beliefs (first fill, least-constraining order): a run of restarts that
has not filled the grid after ``FillOptions.beliefs_after`` nodes estimates,
once, how likely each word is in a fill of the whole grid (belief propagation,
:mod:`solvers.crossword.beliefs`) and adds that to the value order from its
next restart on. Grids that fill sooner never pay for the estimate.

Counting: ``nodes`` is the number of words placed in a slot (tried);
``backtracks`` the number of placed words taken back.
"""

from __future__ import annotations

import math
import random
import time
from array import array
from collections import deque
from collections.abc import Callable, Iterator

from solvers.crossword.algorithms import (
    ARC,
    DOM_WDEG,
    FIXED,
    FORWARD,
    MRV,
    MRV_DEGREE,
    NONE,
    get_algorithm,
)
from solvers.crossword.fills import (
    FILLED,
    STOPPED,
    UNFILLABLE,
    Entry,
    Fill,
    FillOptions,
    FillResult,
    FillStats,
)
from solvers.crossword.grid import EMPTY, Grid
from solvers.crossword.index import LETTER_SETS, LengthIndex, WordIndex, ids_of, iter_ids, letters_in
from solvers.crossword.nogoods import NogoodStore
from solvers.crossword.trace import CHOOSE, PRUNE, RESTART, SOLUTION, TRY, UNDO, WIPEOUT, Trace, encode
from solvers.lexicon import Lexicon
from solvers.progress import Cancelled, Progress

_CHECK_EVERY = 256
_LUBY_UNIT = 64
_REPAIRS = 8  # repair runs after a failed run that got deep enough (see search_with_restarts)
_REPAIR_SHARE = 0.3  # the share of the slots a repair run clears
_REPAIR_FROM = 0.5  # only a run whose deepest branch filled this share of the slots is repaired
_LCV_CAP = 4000
_LCV_NOISE = 0.7  # seeded runs: up to a factor of 2 in "options left" counts as a tie
_ALL_LETTERS = (1 << 26) - 1
_FEW = 32  # domains this small are revised word by word
_FEW_LOST = 16  # this few words removed since the last revision: test only their letters
_LOW_WORDS = (1 << 512) - 1  # residual supports are kept among the words numbered below 512


class _Stop(Exception):
    """Time or node limit reached."""


class _Restart(Exception):
    """The failure budget of this run is spent: start again from the root."""


def luby(i: int) -> int:
    """The i-th term (1-based) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while (1 << k) - 1 != i:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


class _Search:
    def __init__(
        self,
        grid: Grid,
        index: WordIndex,
        options: FillOptions,
        progress: Progress,
        on_partial: Callable[[tuple[str, ...]], None] | None,
    ) -> None:
        self.grid, self.index, self.options = grid, index, options
        self.algo = get_algorithm(options.algorithm)
        self.progress = progress
        self.on_partial = on_partial
        self.rng = random.Random(options.seed if options.seed is not None else 0)
        self.randomise = options.seed is not None
        self.restarts_on = self.algo.restarts and options.max_fills == 1
        width = grid.width
        given = [ch for row in grid.rows for ch in row]
        self.given = given

        # Variables: slots with at least one empty cell.
        self.var_slot: list[int] = []
        self.buckets: list[LengthIndex] = []
        base: list[int] = []
        given_words: set[str] = set()
        #: A word given twice while repeats are off: no fill can keep the rule, before any search.
        self.given_twice = False
        for slot in grid.slots:
            pattern = grid.slot_pattern(slot)
            if "?" not in pattern:
                self.given_twice |= options.unique_words and pattern in given_words
                given_words.add(pattern)
                continue
            bucket = index.bucket(slot.length)
            self.var_slot.append(slot.index)
            self.buckets.append(bucket or LengthIndex(slot.length, (), (), (), {}))
            base.append(bucket.pattern_mask(pattern) if bucket else 0)
        n = len(self.var_slot)
        self.n = n
        barred = options.excluded_words | given_words if options.unique_words else options.excluded_words
        base = [bucket.without(mask, barred) for bucket, mask in zip(self.buckets, base, strict=True)]
        self.base = base
        self.masks = [b.masks for b in self.buckets]
        self.list_sizes = [max(1, len(b.words)) for b in self.buckets]
        self.words = [b.words for b in self.buckets]
        self.codes = [b.letter_bits for b in self.buckets]

        # Crossings between two open slots, one id per shared cell.
        at_cell: dict[int, list[tuple[int, int]]] = {}
        for v, s in enumerate(self.var_slot):
            for pos, (r, c) in enumerate(grid.slots[s].cells):
                if given[r * width + c] == EMPTY:
                    at_cell.setdefault(r * width + c, []).append((v, pos))
        self.cross: list[list[tuple[int, int, int, int]]] = [[] for _ in range(n)]
        self.ncross = 0
        for pairs in at_cell.values():
            if len(pairs) == 2:
                (a, i), (b, j) = pairs
                k = self.ncross
                self.ncross += 1
                self.cross[a].append((i, b, j, k))
                self.cross[b].append((j, a, i, k))
        self.same_len = [
            [u for u in range(n) if u != v and self.buckets[u].length == self.buckets[v].length]
            for v in range(n)
        ]
        self.weights = [1] * self.ncross
        #: Restarts alternate between these accumulated weights and fresh ones (see reweigh).
        self.learnt = self.weights
        # Restarts: the branch (placed words, refuted words per level) and what was learnt from it.
        self.path: list[tuple[int, int]] = []
        #: Per open choice point: (slot, words refuted there, how many words were placed above it).
        self.frames: list[tuple[int, list[int], int]] = []
        #: Independent regions are filled one at a time (dom/wdeg, looking for one fill).
        self.decompose = self.restarts_on
        self.nogoods = NogoodStore()
        #: The current run's deepest branch and its failed decisions per slot: a repair starts there.
        self.deepest: list[tuple[int, int]] = []
        self.run_fails: dict[int, int] = {}
        self.root_removals: list[tuple[int, int]] = []
        self.residue = [[[0] * 26 for _ in range(b.length)] for b in self.buckets]

        # Mutable state.
        self.dom = list(base)
        self.cellset = [_ALL_LETTERS] * self.ncross
        #: Each slot's domain when it was last revised (None: never), so a revision tests only
        #: the letters of the words removed since. Saved and restored with the domains.
        self.last: list[int | None] = [None] * n
        self.word_of: list[int] = [-1] * n
        self.nassigned = 0
        self.used: dict[int, int] = {}
        self.in_queue = [False] * n

        self.nodes = self.backtracks = self.fails = self.restarts = self.max_depth = 0
        #: Last-conflict reasoning: the slot of the last failed decision, chosen first until placed.
        self.conflict = -1
        self.fail_limit = 0
        self.count = 0
        self.fills: list[Fill] = []
        self.best_words: list[int] = list(self.word_of)
        self.best_step: int | None = 0
        self.best_changed = False
        self.started = time.perf_counter()
        self.deadline = None if options.time_limit is None else self.started + options.time_limit
        #: Per slot, each word's log belief (beliefs.py), once a first fill has run long enough.
        self.beliefs: list[list[float]] | None = None

        self.trace: Trace | None = None
        if options.trace:
            slot_words: list[tuple[str, ...]] = [() for _ in grid.slots]
            sizes = [-1] * len(grid.slots)
            for v, s in enumerate(self.var_slot):
                slot_words[s] = self.words[v]
                sizes[s] = base[v].bit_count()
            self.trace = Trace(grid, slot_words, sizes, array("q"), options.trace_limit)

    # ------------------------------------------------------------------ trace
    def emit(self, kind: int, v: int, value: int = 0) -> None:
        trace = self.trace
        if trace is None:
            return
        if len(trace.events) >= trace.limit:
            trace.truncated = True
            return
        trace.events.append(encode(kind, self.var_slot[v] if v >= 0 else 0, value))

    # ------------------------------------------------------------- domains
    def letter(self, u: int, pos: int) -> int:
        return ord(self.words[u][self.word_of[u]][pos]) - 97

    def live(self, v: int) -> int:
        """The words of slot v that fit the letters placed so far (no-propagation algorithms)."""
        d = self.base[v]
        masks = self.masks[v]
        for i, u, j, _ in self.cross[v]:
            if self.word_of[u] >= 0:
                d &= masks[i][self.letter(u, j)]
        if self.options.unique_words:
            d &= ~self.used.get(self.buckets[v].length, 0)
        return d

    def current(self, v: int) -> int:
        return self.dom[v] if self.algo.propagation != NONE else self.live(v)

    # ------------------------------------------------------------ propagation
    def propagate(self, queue: list[int]) -> bool:
        """AC-3 over crossing cells (and all-different on singletons), from the slots in ``queue``."""
        dom, cellset, masks, cross, in_queue = self.dom, self.cellset, self.masks, self.cross, self.in_queue
        codes, residue, last = self.codes, self.residue, self.last
        letter_sets = LETTER_SETS
        unique = self.options.unique_words
        tracing = self.trace is not None
        changed: set[int] = set()
        for v in queue:
            in_queue[v] = True
        ok = True
        queue = deque(queue)
        while queue:
            s = queue.popleft()
            in_queue[s] = False
            ds = dom[s]
            size = ds.bit_count()
            if unique and size == 1:
                for u in self.same_len[s]:
                    du = dom[u]
                    if du & ds:
                        du &= ~ds
                        if not du:
                            ok = False
                            self.emit(WIPEOUT, u)
                            break
                        dom[u] = du
                        changed.add(u)
                        if not in_queue[u]:
                            in_queue[u] = True
                            queue.append(u)
                if not ok:
                    break
            ms = masks[s]
            few = ids_of(ds) if size <= _FEW else None
            gone = None
            if few is None and last[s] is not None:
                # Only letters of the words removed since s was last revised can have lost support.
                lost = last[s] & ~ds
                if lost.bit_count() <= _FEW_LOST:
                    gone = ids_of(lost)
            last[s] = ds
            for i, u, j, k in cross[s]:
                old = cellset[k]
                if not old & (old - 1):
                    # One letter left: s already keeps only words with it (each revision restricts
                    # both sides to the cell's letters), so nothing can change here.
                    continue
                if few is not None:
                    # A small domain: read the letters off its words instead of testing 26 bitsets.
                    column = codes[s][i]
                    new = 0
                    for wid in few:
                        new |= column[wid]
                    new &= old
                else:
                    if gone is None:
                        test = old
                    else:
                        column = codes[s][i]
                        test = 0
                        for wid in gone:
                            test |= column[wid]
                        test &= old
                    # Residual supports: the words among the first few hundred that had the
                    # letter last time (or all, if none of those had it): usually one of them
                    # is still there, and an AND with a short int is far cheaper than with the
                    # whole mask.
                    msi = ms[i]
                    res = residue[s][i]
                    new = old
                    for letter in letter_sets.get(test) or letters_in(test):
                        if ds & res[letter]:
                            continue
                        support = ds & msi[letter]
                        if support:
                            res[letter] = support & _LOW_WORDS or support
                        else:
                            new ^= 1 << letter
                if new == old:
                    continue
                cellset[k] = new
                removed = old ^ new
                mu = masks[u][j]
                m = 0
                if removed.bit_count() <= new.bit_count():
                    for letter in letter_sets.get(removed) or letters_in(removed):
                        m |= mu[letter]
                    du = dom[u] & ~m
                else:
                    for letter in letter_sets.get(new) or letters_in(new):
                        m |= mu[letter]
                    du = dom[u] & m
                if du != dom[u]:
                    if not du:
                        self.weights[k] += 1
                        ok = False
                        self.emit(WIPEOUT, u)
                        break
                    dom[u] = du
                    changed.add(u)
                    if not in_queue[u]:
                        in_queue[u] = True
                        queue.append(u)
            if not ok:
                break
        for v in queue:
            in_queue[v] = False
        queue.clear()
        if ok and tracing:
            for u in changed:
                self.emit(PRUNE, u, dom[u].bit_count())
        return ok

    def forward(self, v: int, wid: int) -> bool:
        """Forward checking: filter the open crossing slots by the letters of the word just placed."""
        dom, masks = self.dom, self.masks
        word = self.words[v][wid]
        changed = []
        for i, u, j, k in self.cross[v]:
            if self.word_of[u] >= 0:
                continue
            du = dom[u] & masks[u][j][ord(word[i]) - 97]
            if du != dom[u]:
                if not du:
                    self.weights[k] += 1
                    self.emit(WIPEOUT, u)
                    return False
                dom[u] = du
                changed.append(u)
        if self.options.unique_words:
            bit = 1 << wid
            for u in self.same_len[v]:
                if self.word_of[u] < 0 and dom[u] & bit:
                    dom[u] &= ~bit
                    if not dom[u]:
                        self.emit(WIPEOUT, u)
                        return False
                    changed.append(u)
        if self.trace is not None:
            for u in changed:
                self.emit(PRUNE, u, dom[u].bit_count())
        return True

    def assign(self, v: int, wid: int) -> bool:
        self.word_of[v] = wid
        self.nassigned += 1
        prop = self.algo.propagation
        if prop == ARC:
            self.dom[v] = 1 << wid
            return self.propagate([v])
        if prop == FORWARD:
            self.dom[v] = 1 << wid
            return self.forward(v, wid)
        if self.options.unique_words:
            length = self.buckets[v].length
            self.used[length] = self.used.get(length, 0) | (1 << wid)
        return True

    def unassign(self, v: int, wid: int) -> None:
        self.word_of[v] = -1
        self.nassigned -= 1
        if self.algo.propagation == NONE and self.options.unique_words:
            length = self.buckets[v].length
            self.used[length] &= ~(1 << wid)

    # ------------------------------------------------------------ orderings
    def open_degree(self, v: int) -> int:
        return sum(1 for _, u, _, _ in self.cross[v] if self.word_of[u] < 0)

    def frontier(self, slots: range | list[int]) -> list[int]:
        """The open slots of ``slots`` that cross a filled one."""
        word_of, cross = self.word_of, self.cross
        return [v for v in slots if word_of[v] < 0 and any(word_of[u] >= 0 for _, u, _, _ in cross[v])]

    def select(self, scope: list[int] | None = None) -> tuple[int, int]:
        """The next slot (among ``scope``, default all) and its current domain."""
        order = self.algo.order
        word_of = self.word_of
        c = self.pending_conflict(scope)
        if c >= 0:
            return c, self.current(c)
        slots = range(self.n) if scope is None else scope
        if order == DOM_WDEG and self.nassigned:
            slots = self.frontier(slots) or slots
        if order == FIXED:
            for v in slots:
                if word_of[v] < 0:
                    return v, self.current(v)
        best_v, best_d, best_key = -1, 0, None
        randomise = self.randomise or self.restarts_on
        rand = self.rng.random
        for v in slots:
            if word_of[v] >= 0:
                continue
            d = self.current(v)
            size = d.bit_count()
            if size == 0:
                return v, 0
            if order == MRV:
                key: tuple = (size,)
            elif order == MRV_DEGREE:
                key = (size, -self.open_degree(v))
            else:
                key = (self.dom_wdeg(v, size),)
            if randomise:
                key = (*key, rand())
            if best_key is None or key < best_key:
                best_v, best_d, best_key = v, d, key
        return best_v, best_d

    def dom_wdeg(self, v: int, size: int) -> float:
        """Slot v's share of the words of its length still possible, per weighted open degree.

        The share rather than the count: a slot's count mostly says how long it is (9,600
        seven-letter words against 585 three-letter ones in the *common* list), not how tightly
        its crossings hold it, and with counts the long slots of dense corners were left to the
        end, where their crossings had already ruled out every fill.
        """
        weights, word_of = self.weights, self.word_of
        wdeg = sum(weights[k] for _, u, _, k in self.cross[v] if word_of[u] < 0)
        share = size / self.list_sizes[v]
        return share / wdeg if wdeg else share

    def values(self, v: int, d: int) -> Iterator[int]:
        if self.options.value_order == "least-constraining":
            yield from self.least_constraining(v, d)
        elif self.randomise:
            chunk: list[int] = []
            for wid in iter_ids(d):
                chunk.append(wid)
                if len(chunk) == 8:
                    self.rng.shuffle(chunk)
                    yield from chunk
                    chunk = []
            self.rng.shuffle(chunk)
            yield from chunk
        else:
            yield from iter_ids(d)

    def least_constraining(self, v: int, d: int) -> Iterator[int]:
        """Words ordered by how many candidates they leave their open crossing slots (most first)."""
        ids = []
        for wid in iter_ids(d):
            ids.append(wid)
            if len(ids) >= _LCV_CAP:
                break
        # Per open crossing, the log of the crossing slot's count for each letter (-inf: none),
        # so that scoring a word is a lookup per crossing. With arc consistency only the
        # letters still possible in the crossing cell can occur in v's words there.
        arc = self.algo.propagation == ARC
        logs: list[tuple[int, list[float]]] = []
        for i, u, j, k in self.cross[v]:
            if self.word_of[u] >= 0:
                continue
            du = self.current(u)
            mu = self.masks[u][j]
            table = [-math.inf] * 26
            for letter in letters_in(self.cellset[k] if arc else _ALL_LETTERS):
                c = (du & mu[letter]).bit_count()
                if c:
                    table[letter] = math.log(c)
            logs.append((i, table))
        words = self.words[v]
        belief = self.beliefs[v] if self.beliefs else None

        def score(wid: int) -> float:
            word = words[wid]
            total = 0.0 if belief is None else belief[wid]
            for i, table in logs:
                total += table[ord(word[i]) - 97]
            return total

        if self.randomise:
            rand = self.rng.random
            ids.sort(key=lambda wid: score(wid) + _LCV_NOISE * rand(), reverse=True)
        else:
            ids.sort(key=score, reverse=True)
        yield from ids
        if len(ids) >= _LCV_CAP:
            rest = d
            for wid in ids:
                rest &= ~(1 << wid)
            yield from iter_ids(rest)

    # ------------------------------------------------------------ the search
    def checkpoint(self, depth: int) -> None:
        if self.options.node_limit is not None and self.nodes >= self.options.node_limit:
            raise _Stop()
        self.stop_at_deadline()
        if self.nodes % _CHECK_EVERY:
            self.progress.check()  # a cancel takes effect at the next node, not the next report
            return
        found = f"{self.count:,} fills found, " if self.count and self.options.max_fills != 1 else ""
        self.progress.report(
            self.nodes,
            None,
            f"{found}{self.nodes:,} nodes, depth {depth}/{self.n}, best {self.max_depth}/{self.n}",
        )
        if self.on_partial is not None and self.best_changed:
            self.best_changed = False
            self.on_partial(self.rows_of(self.best_words))

    def rows_of(self, word_of: list[int]) -> tuple[str, ...]:
        grid, width = self.grid, self.grid.width
        cells = list(self.given)
        for v, wid in enumerate(word_of):
            if wid >= 0:
                word = self.words[v][wid]
                for k, (r, c) in enumerate(grid.slots[self.var_slot[v]].cells):
                    cells[r * width + c] = word[k]
        return tuple("".join(cells[i : i + width]) for i in range(0, len(cells), width))

    def record_fill(self) -> bool:
        """Note a complete fill; True when enough fills were found."""
        self.count += 1
        self.emit(SOLUTION, -1, self.count)
        if len(self.fills) < self.options.keep_fills:
            rows = self.rows_of(self.word_of)
            entries = []
            levels = []
            for slot in self.grid.slots:
                word = "".join(rows[r][c] for r, c in slot.cells)
                entries.append(Entry(slot.row, slot.col, slot.direction, word))
                level = self.index.level(word)
                if level is not None:
                    levels.append(level)
            mean = sum(levels) / len(levels) if levels else None
            self.fills.append(Fill(rows, tuple(entries), mean, max(levels) if levels else None))
        return self.options.max_fills > 0 and self.count >= self.options.max_fills

    def dfs(self, depth: int, scope: list[int] | None = None, split: bool = True) -> bool:
        """Fill the open slots of ``scope`` (None: the whole grid; the grid's fill is then recorded)."""
        if scope is None:
            if self.nassigned == self.n:
                return self.record_fill()
        elif all(self.word_of[u] >= 0 for u in scope):
            return True
        if depth > self.max_depth:
            self.max_depth = depth
            self.best_words = list(self.word_of)
            trace = self.trace
            self.best_step = len(trace.events) if trace is not None and not trace.truncated else None
            self.best_changed = True
        if len(self.path) > len(self.deepest):
            self.deepest = self.path[:]
        if self.decompose and split:
            regions = self.regions(scope)
            if len(regions) > 1:
                return self.fill_regions(regions, scope)
        first = len(self.frames)
        try:
            while True:
                v, d = self.select(scope)
                self.emit(CHOOSE, v, d.bit_count())
                if not d:
                    self.emit(WIPEOUT, v)
                    return False
                outcome = self.branch(v, d, depth, scope)
                if outcome is not None:
                    return outcome
                # Last conflict: the slot that failed below a word of v goes next, ahead of v's
                # other words; the rest of this node (v without its refuted words) is searched
                # from there.
        finally:
            del self.frames[first:]

    def branch(self, v: int, d: int, depth: int, scope: list[int] | None) -> bool | None:
        """Try the words of slot v (domain d): True when filled, False when none fits, None
        when the last-conflict slot should be chosen before v's other words."""
        propagating = self.algo.propagation != NONE
        dom = self.dom
        frame: tuple[int, list[int], int] = (v, [], len(self.path))
        self.frames.append(frame)
        for wid in self.values(v, d):
            if propagating and not dom[v] >> wid & 1:
                continue
            self.nodes += 1
            self.checkpoint(depth)
            self.emit(TRY, v, wid)
            saved = (dom[:], self.cellset[:], self.last[:]) if propagating else None
            self.path.append((v, wid))
            ok = self.assign(v, wid)
            if ok and self.nogoods:
                ok = self.apply_nogoods(v, wid)
            if not ok:
                self.note_conflict(v)
            elif v == self.conflict:
                self.conflict = -1
            if ok and self.dfs(depth + 1, scope):
                return True
            self.path.pop()
            self.unassign(v, wid)
            self.backtracks += 1
            self.emit(UNDO, v)
            if saved is not None:
                dom[:], self.cellset[:], self.last[:] = saved
                # Refute: slot v != this word, and propagate that.
                dom[v] &= ~(1 << wid)
                frame[1].append(wid)
                if not dom[v]:
                    self.emit(WIPEOUT, v)
                    self.note_conflict(v)
                    return False
                if self.algo.propagation == ARC and not self.propagate([v]):
                    self.note_conflict(v)
                    return False
                if self.trace is not None:
                    self.emit(PRUNE, v, dom[v].bit_count())
            self.fails += 1
            if self.restarts_on and self.fails >= self.fail_limit:
                self.learn()
                raise _Restart()
            if self.pending_conflict(scope) not in (-1, v):
                return None
        return False

    # ------------------------------------------------------- independent regions
    def regions(self, scope: list[int] | None) -> list[list[int]]:
        """The open slots of ``scope`` grouped into regions that share no open crossing."""
        word_of, cross = self.word_of, self.cross
        seen: set[int] = set()
        out = []
        for v in range(self.n) if scope is None else scope:
            if word_of[v] >= 0 or v in seen:
                continue
            seen.add(v)
            region, stack = [v], [v]
            while stack:
                for _, u, _, _ in cross[stack.pop()]:
                    if word_of[u] < 0 and u not in seen:
                        seen.add(u)
                        region.append(u)
                        stack.append(u)
            out.append(sorted(region))
        return out

    def hardness(self, region: list[int]) -> float:
        """The region's smallest dom/wdeg (fail first: the hardest goes first)."""
        return min(self.dom_wdeg(v, self.dom[v].bit_count()) for v in region)

    def snapshot(self) -> tuple:
        return self.dom[:], self.cellset[:], self.last[:], self.word_of[:], self.nassigned, len(self.path)

    def restore(self, snap: tuple) -> None:
        """Take back every word placed since ``snap`` (one UNDO of the first pops them all in a replay)."""
        dom, cellset, last, word_of, nassigned, placed = snap
        if len(self.path) > placed:
            self.emit(UNDO, self.path[placed][0])
            self.backtracks += len(self.path) - placed
        self.dom[:], self.cellset[:], self.last[:], self.word_of[:] = dom, cellset, last, word_of
        self.nassigned = nassigned
        del self.path[placed:]

    def fill_regions(self, regions: list[list[int]], scope: list[int] | None) -> bool:
        """Fill independent regions one after another, hardest first.

        Regions share no crossing, so when one cannot be filled after the others were, no other
        fill of the earlier regions can help unless their words took ones it needs (the
        no-repeated-words rule links every slot of a length). So a failed region is searched
        again on its own from this node: if it fails alone, this node fails without trying
        other fills of the earlier regions; if it fits alone, this node is searched as a whole.
        """
        regions.sort(key=self.hardness)
        snap = self.snapshot()
        for k, region in enumerate(regions):
            if self.dfs(len(self.path), region):
                continue
            if k == 0:
                return False
            self.restore(snap)
            if not self.options.unique_words:
                return False
            if not self.dfs(len(self.path), region):
                return False
            self.restore(snap)
            return self.dfs(len(self.path), scope, split=False)
        return self.record_fill() if scope is None else True

    def apply_nogoods(self, v: int, wid: int) -> bool:
        """Remove the words that remembered dead ends forbid now that slot v holds word wid."""
        return self.forbid(self.nogoods.consequences(v, wid, self.word_of))

    def forbid(self, pairs: list[tuple[int, int]]) -> bool:
        """Remove these (slot, word) pairs from the domains and propagate; False on a wipe-out."""
        dom = self.dom
        changed = []
        for t, r in pairs:
            bit = 1 << r
            if dom[t] & bit:
                dom[t] &= ~bit
                if not dom[t]:
                    self.emit(WIPEOUT, t)
                    return False
                changed.append(t)
        if not changed:
            return True
        if self.algo.propagation == ARC:
            return self.propagate(changed)
        return True

    def pending_conflict(self, scope: list[int] | None) -> int:
        """The last-conflict slot if it is still open and in ``scope``, else -1."""
        c = self.conflict
        if c >= 0 and self.word_of[c] < 0 and (scope is None or c in scope):
            return c
        return -1

    def note_conflict(self, v: int) -> None:
        """A decision on slot v failed: with last-conflict reasoning, v is chosen next until placed."""
        self.run_fails[v] = self.run_fails.get(v, 0) + 1
        if self.algo.last_conflict:
            self.conflict = v

    def learn(self) -> None:
        """Before a restart: remember the refutations on the current branch (see nogoods.py)."""
        for v, refuted, above in self.frames:
            placed = tuple(self.path[:above])
            for wid in refuted:
                if placed:
                    self.nogoods.add(placed, (v, wid))
                else:
                    self.root_removals.append((v, wid))

    def run(self) -> FillResult:
        status = STOPPED
        complete = False
        try:
            if self.given_twice:
                found = False
            elif any(d == 0 for d in self.dom):
                v = next(v for v, d in enumerate(self.dom) if d == 0)
                self.emit(WIPEOUT, v)
                found = False
            elif self.algo.propagation == ARC and not self.propagate(list(range(self.n))):
                found = False
            else:
                found = self.search_with_restarts()
            complete = not found or self.options.max_fills == 0
            status = FILLED if self.count else UNFILLABLE
        except (_Stop, Cancelled) as stop:
            if isinstance(stop, Cancelled) and not self.options.keep_on_cancel:
                raise
            status = FILLED if self.count else STOPPED
        seconds = time.perf_counter() - self.started
        stats = FillStats(self.nodes, self.backtracks, seconds, self.restarts, self.max_depth)
        best = () if self.fills else self.rows_of(self.best_words)
        best_step = None if self.fills or self.trace is None else self.best_step
        return FillResult(
            status,
            tuple(self.fills),
            self.count,
            complete,
            stats,
            self.algo.name,
            self.trace,
            best,
            best_step,
        )

    def reweigh(self, run: int) -> None:
        """The crossing weights for restart ``run``: fresh (all 1) on even runs, learnt on odd ones.

        A portfolio of two slot orders over the restarts. With learnt weights the search starts
        where earlier runs failed most (15.10 of van Beek's grids fills on the *common* list in 10 of
        12 seeded runs within 10 s, against none with fresh weights); with fresh ones it starts
        from the longest, most crossed slots, which fills grids where the failures sit in the
        wrong place (15.06: 12 of 12 against 2 of 12). Failures met in fresh runs are added to the
        learnt weights too.
        """
        if self.weights is not self.learnt:
            learnt = self.learnt
            for k, w in enumerate(self.weights):
                learnt[k] += w - 1
        self.weights = [1] * self.ncross if run % 2 == 0 else self.learnt

    def search_with_restarts(self) -> bool:
        """Runs on a Luby schedule of failures; after a failed run that got deep, a few repair runs.

        A run that fails after filling at least half the grid (_REPAIR_FROM) has usually got
        stuck in one part of it. A repair run keeps that run's deepest branch but for the slots
        around where it failed most (see repair_start) and searches again from there with the
        shortest fail limit; the next repair starts from the repair's own deepest branch. A run
        that stopped earlier is not repaired: a repair would clear nearly all of it and only
        take time from the plain runs (most runs on the *small* list stop within a few slots).
        Repairs are a large neighbourhood search inside the complete one: the plain runs go on
        with growing limits, so an unfillable grid is still proven so. Figures in
        resources/help/crossword.md.
        """
        if not self.restarts_on:
            return self.dfs(0)
        root = (self.dom[:], self.cellset[:], self.last[:])
        run, repairs = 1, 0
        start: list[tuple[int, int]] = []
        while True:
            self.fails = 0
            self.fail_limit = _LUBY_UNIT * (1 if start else luby(run))
            self.deepest, self.run_fails = [], {}
            try:
                if self.place(start) and self.dfs(len(start)):
                    return True
                if not start:
                    return False
                repairs = _REPAIRS  # this start has no fill: back to a plain run
            except _Restart:
                pass
            self.restarts += 1
            if not start and len(self.deepest) < _REPAIR_FROM * self.n:
                repairs = _REPAIRS  # the run stopped early: too little of it is worth keeping
            if repairs < _REPAIRS and self.deepest:
                repairs += 1
                start = self.repair_start()
            else:
                repairs, start = 0, []
                run += 1
                self.reweigh(run)
            self.emit(RESTART, -1)
            self.conflict = -1
            self.dom[:], self.cellset[:], self.last[:] = root
            self.word_of[:] = [-1] * self.n
            self.nassigned = 0
            self.path.clear()
            if self.root_removals:
                # Refutations with nothing placed above them hold outright: shrink the root.
                touched = []
                for v, wid in self.root_removals:
                    self.dom[v] &= ~(1 << wid)
                    touched.append(v)
                self.root_removals.clear()
                if any(not self.dom[v] for v in touched) or not self.propagate(touched):
                    return False
                root = (self.dom[:], self.cellset[:], self.last[:])
            if self.beliefs is None and self.wants_beliefs():
                message = f"{self.nodes:,} nodes, weighing words by belief propagation"
                self.progress.report(self.nodes, None, message, force=True)
                # Imported here: numpy takes about 0.1 s to load, half of every other command's start.
                from solvers.crossword.beliefs import log_beliefs

                self.beliefs = log_beliefs(self.words, self.dom, self.cross, interrupt=self.interrupt)

    def wants_beliefs(self) -> bool:
        after = self.options.beliefs_after
        return after is not None and self.nodes >= after and self.options.value_order == "least-constraining"

    def stop_at_deadline(self) -> None:
        """Raise _Stop once the time limit has passed."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise _Stop()

    def interrupt(self) -> None:
        """For work between nodes: stop at the time limit; a cancel raises from the progress check."""
        self.stop_at_deadline()
        self.progress.check()

    def repair_start(self) -> list[tuple[int, int]]:
        """The words a repair run starts from: the last run's deepest branch without the slots
        around the one that failed most in it (rings of crossing slots, in seeded random order
        within a ring, until a share of _REPAIR_SHARE of the slots is cleared)."""
        fails = self.run_fails
        centre = max(fails, key=fails.__getitem__) if fails else self.deepest[-1][0]
        target = _REPAIR_SHARE * self.n
        cleared, ring = {centre}, [centre]
        while ring and len(cleared) < target:
            next_ring = []
            for v in ring:
                for _, u, _, _ in self.cross[v]:
                    if u not in cleared and len(cleared) < target:
                        cleared.add(u)
                        next_ring.append(u)
            self.rng.shuffle(next_ring)
            ring = next_ring
        return [(v, wid) for v, wid in self.deepest if v not in cleared]

    def place(self, words: list[tuple[int, int]]) -> bool:
        """Put ``words`` (slot, word) in place at once and propagate; False when they no longer fit."""
        for v, wid in words:
            if not self.dom[v] >> wid & 1:
                return False
            self.emit(TRY, v, wid)
            self.path.append((v, wid))
            self.word_of[v] = wid
            self.dom[v] = 1 << wid
        self.nassigned = len(words)
        if words and not self.propagate([v for v, _ in words]):
            return False
        return all(map(self.forbid, self.nogoods.consequences_of_all(words, self.word_of)))


def fill_grid(
    grid: Grid,
    index: WordIndex | Lexicon,
    options: FillOptions | None = None,
    progress: Progress | None = None,
    on_partial: Callable[[tuple[str, ...]], None] | None = None,
) -> FillResult:
    """Fill ``grid``'s slots with words of ``index`` (see :class:`FillOptions`).

    A :class:`~solvers.lexicon.Lexicon` is indexed whole here, by ``WordIndex.from_lexicon``:
    call that once yourself to fill several grids from one list, or to keep to a commonness level.

    ``on_partial`` (optional) is called from the search's thread with the rows
    of the deepest partial fill so far, at most once per progress checkpoint.
    """
    if isinstance(index, Lexicon):
        index = WordIndex.from_lexicon(index)
    return _Search(grid, index, options or FillOptions(), progress or Progress(), on_partial).run()
