import gc
import sys
import weakref

import pytest
from PySide6.QtCore import Qt

from boggle_desktop.gc_guard import MainThreadGarbageCollector


class Cycle:
    def __init__(self):
        self.me = self


@pytest.fixture(autouse=True)
def _nothing_left_frozen():
    yield
    gc.unfreeze()


def test_automatic_collection_is_off_and_the_timer_collects_cycles(qtbot):
    collector = MainThreadGarbageCollector(interval_ms=10)
    assert not gc.isenabled()
    gc.collect()
    cycles = [Cycle() for _ in range(2 * collector.threshold[0])]
    del cycles
    assert gc.get_count()[0] > collector.threshold[0]
    qtbot.waitUntil(lambda: gc.get_count()[0] < collector.threshold[0], timeout=2000)
    collector.deleteLater()


def full_collections_while_churning(collector: MainThreadGarbageCollector, rounds: int) -> int:
    """Short-lived objects made and dropped, with the timer's check after each batch."""
    full = []

    def count(phase, info):
        if phase == "start" and info["generation"] == 2:
            full.append(1)

    gc.callbacks.append(count)
    try:
        for _ in range(rounds):
            batch = [Cycle() for _ in range(2 * collector.threshold[0])]
            del batch
            collector.check()
    finally:
        gc.callbacks.remove(count)
    return len(full)


def a_third_more_blocks() -> list[list[None]]:
    """Long-lived objects that grow the heap by a third (two blocks each: the list, its items)."""
    return [[None] for _ in range(sys.getallocatedblocks() // 6)]


def test_a_full_collection_waits_until_the_heap_grew_by_a_quarter(qtbot):
    # A word list's trie is a million long-lived objects, which every full collection scans.
    collector = MainThreadGarbageCollector(interval_ms=10**6)
    collector.bulk = sys.maxsize  # made in one go here, the long-lived objects would be a bulk to freeze
    long_lived = a_third_more_blocks()
    assert full_collections_while_churning(collector, 300) == 1  # the trie is new: scanned once
    assert full_collections_while_churning(collector, 300) == 0  # only churn since: never again
    long_lived += a_third_more_blocks()  # a second list loaded
    assert full_collections_while_churning(collector, 300) == 1
    collector.deleteLater()


def an_index(nodes: int = 100_000) -> list[dict[str, list[int]]]:
    """Long-lived objects without cycles made all at once, as a word list's index is."""
    return [{"next": [number]} for number in range(nodes)]


def a_collector_with_a_bulk_frozen() -> tuple[MainThreadGarbageCollector, list]:
    collector = MainThreadGarbageCollector(interval_ms=10**6)
    gc.collect()
    index = an_index()
    collector.check()
    return collector, index


def test_a_bulk_of_new_objects_is_frozen_out_of_later_collections_and_freed_with_its_list(qtbot):
    # A 400,000-dict Boggle index scanned by a collection froze the window for 0.25-1.2 s.
    collector, index = a_collector_with_a_bulk_frozen()
    frozen, made = gc.get_freeze_count(), len(index) * 2  # each dict and its list
    assert frozen >= made  # with whatever else the process holds (the rest of the test run)
    assert id(index[0]) not in {id(obj) for obj in gc.get_objects()}  # what collections scan
    del index  # a list replaced: reference counting frees the frozen objects
    assert gc.get_freeze_count() <= frozen - made
    collector.deleteLater()


def test_cycles_made_after_a_freeze_are_still_collected(qtbot):
    collector, _index = a_collector_with_a_bulk_frozen()
    cycles = [Cycle() for _ in range(2 * collector.threshold[0])]
    last = weakref.ref(cycles[-1])
    del cycles
    collector.check()
    assert last() is None
    collector.deleteLater()


def frozen_garbage(collector: MainThreadGarbageCollector) -> weakref.ref:
    """A cycle frozen while alive that died afterwards, as a finished task's thread does."""
    holder = Cycle()
    holder.index = an_index()
    collector.check()
    collector.check()  # the bulk is in: the heap's size without frozen garbage
    dead = weakref.ref(holder)
    del holder
    gc.collect()
    assert dead() is not None  # frozen: no collection finds it
    return dead


def test_frozen_garbage_is_collected_when_the_app_goes_to_the_background(qtbot, qapp):
    collector = MainThreadGarbageCollector(interval_ms=10**6)
    dead = frozen_garbage(collector)
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert dead() is None
    assert gc.get_freeze_count() > 0  # the survivors are frozen again
    collector.deleteLater()


def as_many_blocks_again() -> list[list[None]]:
    """Long-lived objects that double the heap (two blocks each: the list, its items)."""
    return [[None] for _ in range(sys.getallocatedblocks() // 2 + 1000)]


def test_frozen_garbage_is_collected_once_the_heap_doubled(qtbot):
    collector = MainThreadGarbageCollector(interval_ms=10**6)
    dead = frozen_garbage(collector)
    collector.bulk = sys.maxsize  # another list loaded while the old one is kept (not a bulk here)
    another_list = as_many_blocks_again()
    collector.check()
    assert dead() is None
    del another_list
    collector.deleteLater()


def test_another_lists_index_is_no_reason_to_thaw(qtbot, monkeypatch):
    """A switch to a bigger list, whose index is a bulk of its own, thawed (a full scan, 0.3-1.2 s in
    a long session, while the user typed) for garbage that was not there."""
    collector = MainThreadGarbageCollector(interval_ms=10**6)
    frozen_garbage(collector)
    thaws = []
    monkeypatch.setattr(collector, "thaw", lambda: thaws.append(1))
    bigger = [an_index(sys.getallocatedblocks() // 2)]  # frozen in one go, as an index is
    for _ in range(3):
        collector.check()
    assert thaws == []
    del bigger
    collector.deleteLater()
