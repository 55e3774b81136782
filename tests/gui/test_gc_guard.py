import gc
import sys

from boggle_desktop.gc_guard import MainThreadGarbageCollector


class Cycle:
    def __init__(self):
        self.me = self


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
    long_lived = a_third_more_blocks()
    assert full_collections_while_churning(collector, 300) == 1  # the trie is new: scanned once
    assert full_collections_while_churning(collector, 300) == 0  # only churn since: never again
    long_lived += a_third_more_blocks()  # a second list loaded
    assert full_collections_while_churning(collector, 300) == 1
    collector.deleteLater()
