"""Word beliefs: exact shares of the fills where the slots cross without cycles; wired into the search."""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Callable

import pytest

from solvers.crossword import (
    FILLED,
    STOPPED,
    FillOptions,
    FillResult,
    WordIndex,
    fill_grid,
    grid_from_rows,
    search,
)
from solvers.crossword import beliefs as beliefs_module
from solvers.crossword.beliefs import log_beliefs
from solvers.crossword.search import _Search
from solvers.progress import Cancelled, Progress
from tests.solvers.crossword_words import small_index

THREE = (
    "ace act add ado age ago aid ail aim air ale and ant ape apt arc are ark arm art ash ask ate "
    "dam den dim dot due dye sea see set sip tad tea ted ten tie toe"
).split()
FIVE = "acted adapt added aimed ended aired asked eased spent taped dated cited baked".split()


def prepared(rows: list[str], words: list[str]) -> tuple[_Search, WordIndex]:
    index = WordIndex(words)
    return _Search(grid_from_rows(rows), index, FillOptions(), Progress(), None), index


def brute_force_shares(found: _Search) -> list[dict[str, float]]:
    """Per open slot, the share of all fills (repeats allowed) that put each word there."""
    options = [[found.words[v][wid] for wid in range(len(found.words[v]))] for v in range(found.n)]
    cells = [found.grid.slots[s].cells for s in found.var_slot]
    counts: list[dict[str, int]] = [{} for _ in range(found.n)]
    total = 0
    for combo in itertools.product(*options):
        letter_at: dict[tuple[int, int], str] = {}
        if all(
            letter_at.setdefault(cell, ch) == ch
            for word, slot in zip(combo, cells)
            for cell, ch in zip(slot, word)
        ):
            total += 1
            for v, word in enumerate(combo):
                counts[v][word] = counts[v].get(word, 0) + 1
    assert total
    return [{word: c / total for word, c in per.items()} for per in counts]


def test_beliefs_are_the_exact_shares_of_fills_on_a_grid_without_cycles() -> None:
    # A five-letter across word with three three-letter downs hanging from it: a tree of slots.
    found, _ = prepared([".....", ".#.#.", ".#.#."], THREE + FIVE)
    beliefs = log_beliefs(found.words, found.dom, found.cross, iterations=200, tolerance=1e-12)
    shares = brute_force_shares(found)
    for v in range(found.n):
        for wid, word in enumerate(found.words[v]):
            assert math.exp(beliefs[v][wid]) == pytest.approx(shares[v].get(word, 0.0), abs=1e-9), word


def test_beliefs_sum_to_one_over_each_domain_and_rule_out_the_rest() -> None:
    # A 3x3 open square: every slot crosses three others, so the slots form cycles.
    found, index = prepared(["...", "...", "..."], THREE)
    found.dom[0] &= index.bucket(3).pattern_mask("a?e")
    beliefs = log_beliefs(found.words, found.dom, found.cross)
    for v in range(found.n):
        inside = [wid for wid in range(len(found.words[v])) if found.dom[v] >> wid & 1]
        assert sum(math.exp(beliefs[v][wid]) for wid in inside) == pytest.approx(1.0)
        assert all(beliefs[v][wid] == -math.inf for wid in range(len(found.words[v])) if wid not in inside)
    assert {found.words[0][wid] for wid in range(len(THREE)) if beliefs[0][wid] > -math.inf} == {
        "ace",
        "age",
        "ale",
        "ape",
        "are",
        "ate",
    }


def test_a_time_limit_stops_the_beliefs() -> None:
    class Late(Exception):
        pass

    def interrupt() -> None:
        raise Late

    found, _ = prepared([".....", ".#.#.", ".#.#."], THREE + FIVE)
    with pytest.raises(Late):
        log_beliefs(found.words, found.dom, found.cross, interrupt=interrupt)


def spied_fill(monkeypatch: pytest.MonkeyPatch, options: FillOptions) -> tuple[FillResult, list[int]]:
    """Fill an open 4x4 grid from the small list, restarting after every failure, and note the
    search's node count each time the beliefs are computed."""
    monkeypatch.setattr(search, "_LUBY_UNIT", 1)
    computed: list[int] = []
    real = beliefs_module.log_beliefs

    def spy(*args, interrupt, **kwargs):
        computed.append(interrupt.__self__.nodes)
        return real(*args, interrupt=interrupt, **kwargs)

    monkeypatch.setattr(beliefs_module, "log_beliefs", spy)
    grid = grid_from_rows(["....", "....", "....", "...."])
    return fill_grid(grid, small_index(), options), computed


def test_a_long_first_fill_brings_beliefs_into_its_value_order(monkeypatch: pytest.MonkeyPatch) -> None:
    result, computed = spied_fill(monkeypatch, FillOptions(seed=0, beliefs_after=5))
    assert result.status == FILLED and result.stats.restarts >= 2
    assert len(computed) == 1 and computed[0] >= 5  # once, at the first restart after 5 nodes
    columns = ["".join(row[c] for row in result.fill.rows) for c in range(4)]
    assert all(word in small_index() for word in [*result.fill.rows, *columns])


def test_the_beliefs_are_announced_even_right_after_another_report(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "_LUBY_UNIT", 1)
    messages: list[str] = []
    progress = Progress(lambda fraction, message: messages.append(message), min_interval=3600)
    progress.report(0, None, "started")  # so the throttle holds back every report after it
    grid = grid_from_rows(["....", "....", "....", "...."])
    result = fill_grid(grid, small_index(), FillOptions(seed=0, beliefs_after=5), progress)
    assert result.status == FILLED
    assert [m for m in messages if m.endswith("nodes, weighing words by belief propagation")]


@pytest.mark.parametrize(
    "options",
    [
        FillOptions(seed=0, beliefs_after=None),
        FillOptions(seed=0, beliefs_after=10**9),
        FillOptions(seed=0, beliefs_after=0, value_order="commonness"),
    ],
    ids=["never", "not-yet", "commonness-order"],
)
def test_no_beliefs_when_off_early_or_unused(monkeypatch: pytest.MonkeyPatch, options: FillOptions) -> None:
    result, computed = spied_fill(monkeypatch, options)
    assert result.status == FILLED and result.stats.restarts >= 1
    assert computed == []


def test_the_value_order_follows_the_beliefs_where_crossings_say_nothing() -> None:
    # A lone slot: no crossings, so without beliefs every word scores the same.
    found, _ = prepared([".....", "#####"], FIVE)
    wids = list(range(len(FIVE)))
    found.beliefs = [[-float(len(FIVE) - wid) if wid % 2 else -100.0 - wid for wid in wids]]
    order = list(found.least_constraining(0, found.dom[0]))
    odd = sorted((w for w in wids if w % 2), reverse=True)
    even = [w for w in wids if not w % 2]
    assert order == odd + even


def stalled_beliefs(monkeypatch: pytest.MonkeyPatch, stall: Callable[[], None]) -> None:
    """Beliefs that take long: ``stall`` runs before they check whether to stop."""
    monkeypatch.setattr(search, "_LUBY_UNIT", 1)

    def slow(*args, interrupt, **kwargs):
        stall()
        interrupt()
        raise AssertionError("the search should have stopped inside the beliefs")

    monkeypatch.setattr(beliefs_module, "log_beliefs", slow)


def test_a_time_limit_running_out_in_the_beliefs_stops_the_fill(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    stalled_beliefs(monkeypatch, lambda: time.sleep(0.3))
    grid = grid_from_rows(["....", "....", "....", "...."])
    result = fill_grid(grid, small_index(), FillOptions(seed=0, beliefs_after=0, time_limit=0.2))
    assert result.status == STOPPED and result.stats.restarts >= 1
    assert 0.2 <= result.stats.seconds < 5


def test_a_cancel_during_the_beliefs_cancels_the_fill(monkeypatch: pytest.MonkeyPatch) -> None:
    progress = Progress()
    stalled_beliefs(monkeypatch, progress.cancel)
    grid = grid_from_rows(["....", "....", "....", "...."])
    with pytest.raises(Cancelled):
        fill_grid(grid, small_index(), FillOptions(seed=0, beliefs_after=0), progress)
