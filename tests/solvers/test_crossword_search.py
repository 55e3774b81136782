"""Every algorithm against brute force on tiny grids, unfillable grids, the duplicate-word rule."""

from __future__ import annotations

import itertools
import random

import pytest

from solvers.crossword import (
    ALGORITHMS,
    FILLED,
    STOPPED,
    UNFILLABLE,
    FillOptions,
    Replayer,
    WordIndex,
    fill_grid,
    grid_from_rows,
    parse_grid,
    search,
)
from solvers.crossword.grid import ACROSS, EMPTY, Grid
from solvers.crossword.samples import sample_grids
from solvers.lexicon import load_bundled
from tests.solvers.crossword_words import small_index

ALGOS = list(ALGORITHMS)


def brute_force_fills(grid: Grid, words: list[str], unique: bool = True) -> set[tuple[str, ...]]:
    """All fills, by trying every combination of across words and reading off the downs."""
    across = [s for s in grid.slots if s.direction == ACROSS]
    others = [s for s in grid.slots if s.direction != ACROSS]
    options = []
    for slot in across:
        pattern = grid.slot_pattern(slot)
        options.append(
            [w for w in words if len(w) == slot.length and all(p in "?" + c for p, c in zip(pattern, w))]
        )
    fills = set()
    for combo in itertools.product(*options):
        cells = [list(row) for row in grid.rows]
        for slot, word in zip(across, combo):
            for (r, c), ch in zip(slot.cells, word):
                cells[r][c] = ch
        # Each down slot: every word agreeing with the letters the across words placed.
        down_options = []
        for slot in others:
            pattern = "".join(cells[r][c] for r, c in slot.cells)
            down_options.append(
                [
                    w
                    for w in words
                    if len(w) == slot.length and all(p in (EMPTY, c) for p, c in zip(pattern, w))
                ]
            )
        for downs in itertools.product(*down_options):
            filled = [row[:] for row in cells]
            for slot, word in zip(others, downs):
                for (r, c), ch in zip(slot.cells, word):
                    filled[r][c] = ch
            used = list(combo) + list(downs)
            if unique and len(set(used)) != len(used):
                continue
            fills.add(tuple("".join(row) for row in filled))
    return fills


def check_fill(grid: Grid, rows: tuple[str, ...], words: list[str], unique: bool = True) -> None:
    vocab = set(words)
    found = []
    for slot in grid.slots:
        word = "".join(rows[r][c] for r, c in slot.cells)
        pattern = grid.slot_pattern(slot)
        assert all(p in "?" + c for p, c in zip(pattern, word))
        assert word in vocab or "?" not in pattern
        found.append(word)
    if unique:
        assert len(set(found)) == len(found)


THREE = (
    "ace act add ado age ago aid ail aim air ale all and ant ape apt arc are ark arm art ash ask ate awe axe"
).split()


@pytest.mark.parametrize("algorithm", ALGOS)
def test_unique_fill_of_exercise_slot_list(algorithm: str) -> None:
    # The exercise's first puzzle: YOUR / YOUTH / URGE / GO / TOE, as a slot list.
    grid = parse_grid("0 0 4 A  0 0 5 D  2 0 4 D  2 2 2 A  0 3 3 A\n")
    words = ["your", "youth", "urge", "go", "toe", "yours", "yeah", "tea", "ox", "huge", "oath", "teach"]
    result = fill_grid(grid, WordIndex(words), FillOptions(algorithm=algorithm, max_fills=0))
    assert result.status == FILLED and result.count == 1
    assert result.fill.rows[:4] == ("your", "o#r#", "u#go", "toe#")
    assert {(e.direction, e.word) for e in result.fill.entries} == {
        ("A", "your"),
        ("D", "youth"),
        ("D", "urge"),
        ("A", "go"),
        ("A", "toe"),
    }


def random_case(rng: random.Random) -> tuple[Grid, list[str]]:
    rows = []
    height, width = rng.choice([(2, 3), (3, 3), (3, 4), (4, 3)])
    for _ in range(height):
        rows.append("".join("#" if rng.random() < 0.15 else "." for _ in range(width)))
    grid = grid_from_rows(rows)
    lengths = {s.length for s in grid.slots}
    pool = [
        w
        for w in THREE + "ab ad ah am an as at ax ma pa ta be he me we do go no so to".split()
        if len(w) in lengths or len(w) == 2
    ]
    pool += [
        w for w in "able acre aged aide area army arts bare care dare data date".split() if len(w) in lengths
    ]
    words = sorted(set(rng.sample(pool, min(len(pool), 22))))
    return grid, words


@pytest.mark.parametrize("case", range(25))
def test_every_algorithm_counts_what_brute_force_counts(case: int) -> None:
    rng = random.Random(case)
    grid, words = random_case(rng)
    index = WordIndex(words)
    for unique in (True, False):
        expected = brute_force_fills(grid, words, unique)
        for algorithm in ALGOS:
            for order in ("commonness", "least-constraining"):
                options = FillOptions(
                    algorithm=algorithm, max_fills=0, unique_words=unique, value_order=order
                )
                result = fill_grid(grid, index, options)
                got = {f.rows for f in result.fills}
                assert result.count == len(expected), (algorithm, order, unique, grid.rows)
                assert got <= expected
                assert result.status == (FILLED if expected else UNFILLABLE)
                first = fill_grid(grid, index, FillOptions(algorithm=algorithm, unique_words=unique))
                assert first.status == (FILLED if expected else UNFILLABLE)
                if expected:
                    assert first.fill.rows in expected
                    check_fill(grid, first.fill.rows, words, unique)


def test_duplicate_word_rule() -> None:
    grid = grid_from_rows(["..", ".."])
    words = ["ab", "ba"]
    # AB/BA across gives AB/BA down: every fill uses each word twice.
    assert fill_grid(grid, WordIndex(words)).status == UNFILLABLE
    result = fill_grid(grid, WordIndex(words), FillOptions(max_fills=0, unique_words=False))
    assert result.count == 2
    assert {f.rows for f in result.fills} == {("ab", "ba"), ("ba", "ab")}


@pytest.mark.parametrize("algorithm", ALGOS)
def test_unfillable_grid_is_proven(algorithm: str) -> None:
    grid = grid_from_rows(["...", "...", "..."])
    result = fill_grid(grid, WordIndex(THREE), FillOptions(algorithm=algorithm))
    assert result.status == UNFILLABLE and not result.filled and result.complete
    assert result.best_rows and len(result.best_rows) == 3


@pytest.mark.parametrize("algorithm", ALGOS)
def test_trace_rebuilds_the_deepest_partial_fill(algorithm: str) -> None:
    # Without a fill, best_step events of the trace rebuild best_rows, where max_depth slots
    # are filled: the GUI shows that step. A grid proven unfillable, and a 15x15 grid stopped by
    # a node limit after at least ten slots were filled (arc consistency proves the 3x3 grid
    # unfillable before any word is placed, so its deepest point may be step 0).
    grid15 = next(g for g in sample_grids() if g.name == "15.10")
    cases = [
        (grid_from_rows(["...", "...", "..."]), WordIndex(THREE), None),
        (grid15, small_index(), 300),
    ]
    for grid, index, nodes in cases:
        options = FillOptions(algorithm=algorithm, seed=1, node_limit=nodes, trace=True)
        result = fill_grid(grid, index, options)
        assert result.status == (UNFILLABLE if nodes is None else STOPPED)
        assert result.best_step is not None and 0 <= result.best_step <= len(result.trace)
        replay = Replayer(result.trace)
        replay.seek(result.best_step)
        assert tuple(replay.rows()) == result.best_rows
        filled = sum(all(result.best_rows[r][c] != EMPTY for r, c in s.cells) for s in grid.slots)
        assert filled >= result.stats.max_depth
        if nodes is not None:
            assert result.stats.max_depth >= 10 and result.best_step < len(result.trace)
    # A trace cut short of the deepest point has no step for it.
    options = FillOptions(algorithm=algorithm, seed=1, node_limit=300, trace=True, trace_limit=5)
    short = fill_grid(grid15, small_index(), options)
    assert short.trace.truncated and short.best_step is None
    assert fill_grid(grid15, small_index(), FillOptions(node_limit=300)).best_step is None


def test_missing_length_is_unfillable() -> None:
    grid = grid_from_rows(["....#", "#...."])
    assert fill_grid(grid, WordIndex(THREE)).status == UNFILLABLE


def test_prefilled_letters_are_kept() -> None:
    grid = grid_from_rows(["a..", ".#.", "..e"])
    words = ["ace", "ale", "are", "ape", "awe", "axe", "eye", "ewe", "ere"]
    result = fill_grid(grid, WordIndex(words), FillOptions(max_fills=0))
    assert result.count == len(brute_force_fills(grid, words))
    for fill in result.fills:
        assert fill.rows[0][0] == "a" and fill.rows[2][2] == "e"


def test_fully_given_entry_need_not_be_in_the_list() -> None:
    grid = grid_from_rows(["xyz", "#.#"])
    result = fill_grid(grid, WordIndex(["ya", "yo"]), FillOptions(max_fills=0))
    assert result.count == 2
    assert {f.rows[1] for f in result.fills} == {"#a#", "#o#"}


def test_seeded_fills_are_reproducible_and_vary() -> None:
    grid = grid_from_rows(["...", "..#"])
    words = sorted(set(THREE + "ad ah am an as at ax be he me we do go no so to ha ma pa ta".split()))
    index = WordIndex(words)
    every = {f.rows for f in fill_grid(grid, index, FillOptions(max_fills=0, keep_fills=1000)).fills}
    seen = set()
    for seed in range(12):
        a = fill_grid(grid, index, FillOptions(seed=seed))
        b = fill_grid(grid, index, FillOptions(seed=seed))
        assert a.fill.rows == b.fill.rows and a.fill.rows in every
        seen.add(a.fill.rows)
    assert len(every) > 1 and len(seen) > 1


def test_max_fills_and_limits() -> None:
    grid = grid_from_rows(["..", ".."])
    words = ["ab", "ba", "aa", "bb", "ad", "da", "dd", "bd", "db"]
    total = fill_grid(grid, WordIndex(words), FillOptions(max_fills=0)).count
    three = fill_grid(grid, WordIndex(words), FillOptions(max_fills=3, algorithm="mac"))
    assert total > 3 and three.count == 3 and len(three.fills) == 3 and not three.complete
    stopped = fill_grid(
        grid_from_rows(["....."] * 5), WordIndex([*THREE, "abcde"]), FillOptions(node_limit=1)
    )
    assert stopped.status in (STOPPED, UNFILLABLE)


def test_stats_and_quality() -> None:
    grid = grid_from_rows(["..", ".."])
    index = WordIndex(["ab", "ba", "aa", "bb"], {"ab": 10, "ba": 20, "aa": 30, "bb": 40}.get)
    result = fill_grid(grid, index, FillOptions(unique_words=False))
    assert result.stats.nodes >= 2 and result.stats.seconds >= 0
    levels = [index.level(e.word) for e in result.fill.entries]
    assert result.fill.worst_level == max(levels)
    assert result.fill.mean_level == pytest.approx(sum(levels) / len(levels))


def test_luby_sequence() -> None:
    assert [search.luby(i) for i in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


@pytest.mark.parametrize("case", range(8))
def test_bitset_revision_path_agrees_with_brute_force(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Small domains are revised word by word; force the 26-bitset path (with residual supports) instead.
    monkeypatch.setattr(search, "_FEW", 0)
    monkeypatch.setattr(search, "_FEW_LOST", 0 if case % 2 else 10**6)
    rng = random.Random(100 + case)
    grid, words = random_case(rng)
    expected = brute_force_fills(grid, words)
    for algorithm in ("mac", "dom-wdeg"):
        result = fill_grid(grid, WordIndex(words), FillOptions(algorithm=algorithm, max_fills=0))
        assert result.count == len(expected)


@pytest.mark.parametrize("case", range(30))
def test_restarts_and_remembered_dead_ends_stay_correct(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Restart after every single failure, so that nogoods are learnt and used all the time.
    monkeypatch.setattr(search, "_LUBY_UNIT", 1)
    rng = random.Random(200 + case)
    grid, words = random_case(rng)
    expected = brute_force_fills(grid, words)
    for seed in (None, 1):
        result = fill_grid(grid, WordIndex(words), FillOptions(algorithm="dom-wdeg", seed=seed))
        assert result.status == (FILLED if expected else UNFILLABLE)
        if expected:
            assert result.fill.rows in expected


@pytest.mark.parametrize("algorithm", ALGOS)
def test_independent_regions_and_the_repeated_word_rule(algorithm: str) -> None:
    # Two slots that share no cell: their words may still clash (both want CAT).
    grid = grid_from_rows(["...#..."])
    assert fill_grid(grid, WordIndex(["cat"]), FillOptions(algorithm=algorithm)).status == UNFILLABLE
    result = fill_grid(grid, WordIndex(["cat", "dog"]), FillOptions(algorithm=algorithm))
    assert result.status == FILLED and sorted(result.fill.rows[0].split("#")) == ["cat", "dog"]
    # Two separate 2x2 regions sharing the word list (brute force says whether both can be filled).
    grid = grid_from_rows(["..#..", "..#.."])
    words = ["ab", "ba", "cd", "dc", "ce", "ed", "de"]
    expected = brute_force_fills(grid, words)
    assert fill_grid(grid, WordIndex(words), FillOptions(algorithm=algorithm)).status == (
        FILLED if expected else UNFILLABLE
    )


@pytest.mark.parametrize("case", range(24))
def test_regions_filled_separately_agree_with_brute_force(case: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Two regions with no crossing between them and a three-letter alphabet, so that the
    # repeated-word rule often links them (each 2x2 region needs four different two-letter words
    # out of at most nine): dom/wdeg fills regions one at a time and must still find a fill
    # exactly when brute force does (also when it restarts after every failure).
    rng = random.Random(300 + case)
    grid = grid_from_rows(["..#..", "..#.."] if case % 2 else ["..#...", "..#..."])
    two = [a + b for a in "abc" for b in "abc"]
    words = rng.sample(two, 9 - rng.randrange(3))
    words += sorted({"".join(rng.choice("abc") for _ in range(3)) for _ in range(8)})
    expected = brute_force_fills(grid, words)
    index = WordIndex(words)
    for unit in (64, 1):
        monkeypatch.setattr(search, "_LUBY_UNIT", unit)
        for seed in (None, 0, 1):
            result = fill_grid(grid, index, FillOptions(algorithm="dom-wdeg", seed=seed, trace=True))
            assert result.status == (FILLED if expected else UNFILLABLE), (grid.rows, words, unit, seed)
            if expected:
                assert result.fill.rows in expected
                replay = Replayer(result.trace)
                replay.seek(len(result.trace))
                assert tuple(replay.rows()) == result.fill.rows


def test_last_conflict_switches_stay_exact(monkeypatch: pytest.MonkeyPatch) -> None:
    # dom/wdeg chooses the slot of the last failure before the other words of the current slot;
    # the rest of the node is then searched from that slot. Counting every fill must still agree
    # with brute force, and the switch must actually happen on these cases.
    switches = 0
    branch = search._Search.branch

    def spy(self: search._Search, *args: object) -> bool | None:
        nonlocal switches
        outcome = branch(self, *args)
        switches += outcome is None
        return outcome

    monkeypatch.setattr(search._Search, "branch", spy)
    for case in range(40):
        grid, words = random_case(random.Random(400 + case))
        expected = brute_force_fills(grid, words)
        result = fill_grid(grid, WordIndex(words), FillOptions(algorithm="dom-wdeg", max_fills=0))
        assert result.count == len(expected), (grid.rows, words)
    assert switches > 0


def test_dom_wdeg_keeps_the_fill_connected(monkeypatch: pytest.MonkeyPatch) -> None:
    # Once a word is placed, dom/wdeg picks a slot sharing a cell with a filled one whenever an
    # open slot does (the last-conflict slot aside). Checked on real grids and the bundled list,
    # where the smallest domain share is often elsewhere in the grid.
    vocab = load_bundled("small").words()
    index = small_index()
    checked = 0
    select = search._Search.select

    def spy(self: search._Search, scope: list[int] | None = None) -> tuple[int, int]:
        nonlocal checked
        conflict = self.pending_conflict(scope)
        v, d = select(self, scope)
        slots = self.grid.slots
        filled_cells = {
            cell for u, wid in enumerate(self.word_of) if wid >= 0 for cell in slots[self.var_slot[u]].cells
        }
        open_slots = [u for u in (scope or range(self.n)) if self.word_of[u] < 0]

        def touches(u: int) -> bool:
            return any(cell in filled_cells for cell in slots[self.var_slot[u]].cells)

        if v != conflict and any(touches(u) for u in open_slots):
            assert touches(v), (self.grid.name, self.rows_of(self.word_of))
            checked += 1
        return v, d

    monkeypatch.setattr(search._Search, "select", spy)
    grids = [g for g in sample_grids() if g.name in ("starter 7x7 (symmetric)", "15.01", "19.01")]
    for grid in grids:
        for seed in range(3):
            result = fill_grid(grid, index, FillOptions(algorithm="dom-wdeg", seed=seed, time_limit=20))
            assert result.status == FILLED
            check_fill(grid, result.fill.rows, vocab)
    assert checked > 100


def test_restarts_alternate_fresh_and_learnt_weights(monkeypatch: pytest.MonkeyPatch) -> None:
    # Even runs start from weights of 1; odd runs from the weights learnt so far, failures of the
    # fresh runs included, so those never shrink. (Without repair runs, which would fill this
    # grid before the fourth run.)
    monkeypatch.setattr(search, "_LUBY_UNIT", 2)
    monkeypatch.setattr(search, "_REPAIRS", 0)
    starts: list[tuple[int, list[int]]] = []
    reweigh = search._Search.reweigh

    def spy(self: search._Search, run: int) -> None:
        reweigh(self, run)
        starts.append((run, list(self.weights)))

    monkeypatch.setattr(search._Search, "reweigh", spy)
    index = small_index()
    grid = next(g for g in sample_grids() if g.name == "15.01")
    result = fill_grid(grid, index, FillOptions(seed=3, time_limit=30))
    assert result.status == FILLED
    assert len(starts) >= 4
    learnt = [0] * len(starts[0][1])
    for run, weights in starts:
        if run % 2 == 0:
            assert set(weights) == {1}
        else:
            assert all(w >= old for w, old in zip(weights, learnt))
            learnt = weights
    assert any(w > 1 for w in learnt)


def test_repair_runs_restart_from_the_deepest_branch_less_a_patch(monkeypatch: pytest.MonkeyPatch) -> None:
    # After a failed run that got half-way, a repair run starts from that run's deepest branch
    # with a patch of crossing slots cleared around the slot that failed most (at most 30% of
    # the slots).
    monkeypatch.setattr(search, "_LUBY_UNIT", 2)
    repairs: list[tuple[list[tuple[int, int]], int, list[tuple[int, int]]]] = []
    starts: list[list[tuple[int, int]]] = []
    repaired_plain_runs: list[int] = []  # how deep the plain runs that were repaired got
    repair_start, place = search._Search.repair_start, search._Search.place

    def spy_repair(self: search._Search) -> list[tuple[int, int]]:
        fails = self.run_fails
        if not starts[-1]:
            repaired_plain_runs.append(len(self.deepest))
        words = repair_start(self)
        repairs.append((list(self.deepest), max(fails, key=fails.__getitem__), words))
        return words

    def spy_place(self: search._Search, words: list[tuple[int, int]]) -> bool:
        starts.append(list(words))
        return place(self, words)

    monkeypatch.setattr(search._Search, "repair_start", spy_repair)
    monkeypatch.setattr(search._Search, "place", spy_place)
    vocab = load_bundled("small").words()
    grid = next(g for g in sample_grids() if g.name == "15.01")
    result = fill_grid(grid, small_index(), FillOptions(seed=3, time_limit=30))
    assert result.status == FILLED
    check_fill(grid, result.fill.rows, vocab)
    assert len(repairs) >= 3
    n = len([s for s in grid.slots if "?" in grid.slot_pattern(s)])
    for deepest, centre, words in repairs:
        kept = iter(deepest)
        assert all(word in kept for word in words)  # the branch's words, in its order
        assert centre not in {v for v, _ in words}
        assert len(deepest) - len(words) <= 0.3 * n
        assert words in starts  # the next run starts there
    assert repaired_plain_runs and min(repaired_plain_runs) >= 0.5 * n
    # Runs that stop short of half the slots are not repaired: the grid still fills without.
    repairs.clear()
    monkeypatch.setattr(search, "_REPAIR_FROM", 1.0)
    assert fill_grid(grid, small_index(), FillOptions(seed=3, time_limit=30)).status == FILLED
    assert repairs == []


def test_excluded_words_are_never_placed() -> None:
    """Excluding words that fills use counts exactly the fills brute force finds without them."""
    checked = 0
    for seed in range(60):
        rng = random.Random(seed)
        grid, words = random_case(rng)
        every = brute_force_fills(grid, words)
        if not every:
            continue
        used = sorted({"".join(rows[r][c] for r, c in slot.cells) for rows in every for slot in grid.slots})
        excluded = frozenset(rng.sample(used, 2))
        expected = brute_force_fills(grid, [w for w in words if w not in excluded])
        assert len(expected) < len(every)
        for algorithm in ALGOS:
            options = FillOptions(algorithm=algorithm, max_fills=0, keep_fills=1000, excluded_words=excluded)
            result = fill_grid(grid, WordIndex(words), options)
            assert result.count == len(expected) and {f.rows for f in result.fills} == expected
        checked += 1
    assert checked >= 6


def test_an_excluded_word_given_whole_stays() -> None:
    grid = parse_grid("toe\n...\n...\n")
    words = ["toe", "too", "owl", "end", "own", "old", "tow", "owe", "wed", "two", "oil", "win"]
    expected = brute_force_fills(grid, words)
    result = fill_grid(grid, WordIndex(words), FillOptions(max_fills=0, excluded_words=frozenset({"toe"})))
    assert expected and {f.rows for f in result.fills} == expected


@pytest.mark.parametrize("algorithm", ALGOS)
def test_a_word_given_twice_leaves_no_fill_unless_repeats_are_allowed(algorithm: str) -> None:
    grid = parse_grid("cat\n#.#\ncat\n")
    words = ["cat", "aha", "ana", "dog"]
    index = WordIndex(words)
    for unique in (True, False):
        result = fill_grid(grid, index, FillOptions(algorithm=algorithm, unique_words=unique, max_fills=0))
        assert {f.rows for f in result.fills} == brute_force_fills(grid, words, unique)
    assert brute_force_fills(grid, words, True) == set() and len(brute_force_fills(grid, words, False)) == 2
