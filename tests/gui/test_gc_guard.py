import gc

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
