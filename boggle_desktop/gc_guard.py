"""Python's cyclic garbage collector, run only on the GUI thread.

Left automatic, a collection starts in whichever thread happens to allocate, a
solver's worker thread included, and at any moment, such as in the middle of a
signal delivery; there it may destroy Qt objects that belong to the GUI thread
(a closed dialog, a finished task and its QThread) and crash the process. So
automatic collection is switched off and a timer collects on the GUI thread,
generation by generation with the usual thresholds (the pattern pyqtgraph uses).
Reference counting still frees everything that is not in a cycle at once.

A bulk of new objects is frozen (``gc.freeze``) instead of collected. A word list's
Boggle index is some 400,000 dicts, built on a worker thread with the collector
paused since they hold no cycle; the collection that next scanned them froze the
window for 0.25 s, over a second while a worker held the GIL, and so did every later
full collection. Frozen objects are skipped by every collection, and reference
counting still frees them (a replaced list's index) as long as no cycle holds them.

The cost: a frozen object that later dies in a reference cycle, and whatever it holds,
is never collected. A finished task's thread object was such a cycle, holding its job's
arguments, a whole word list and through it its index: 20 switches between the small and
the large list grew the process from 290 MB to 2.1 GB with freezing alone, until the
cycle was taken out (boggle_desktop.work). Other such cycles may remain, so the frozen
objects are thawed (unfrozen, collected with the rest, the survivors frozen again), which
costs the one full scan that freezing saves, 0.1-0.5 s with the large list:

- when the application goes to the background (inactive, hidden), where the pause goes
  unseen, if a bulk was frozen since the last thaw;
- when the heap has grown to :data:`THAW_GROWTH` times its size once the last bulk was in:
  a bound on memory. Measured after each bulk, so that switching to a bigger list, whose
  index is a bulk of its own, is not taken for garbage; with 1.5 times the size after the
  first bulk, a long session's list switches thawed (0.3-1.2 s) while the user typed, most
  of them freeing nothing.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication

INTERVAL_MS = 500
#: New objects within one interval that are a bulk to freeze: a word list's index is
#: hundreds of thousands, half a second of play a few thousand.
BULK = 50_000
#: How many times its size without frozen garbage the heap may reach before the frozen
#: objects are thawed.
THAW_GROWTH = 2.0


class MainThreadGarbageCollector(QObject):
    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self.bulk = BULK
        self._blocks_after_full = sys.getallocatedblocks()
        self._frozen_since_thaw = False
        self._clean_blocks: int | None = None  # the heap's size once a bulk was in, before any frozen died
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)
        QGuiApplication.instance().applicationStateChanged.connect(self._on_state_changed)

    def check(self) -> None:
        """Freeze a bulk of new objects; thaw the frozen ones once the heap grew to
        :data:`THAW_GROWTH` times its size after the last bulk; otherwise collect the
        generations whose allocation counts passed their thresholds."""
        young, middle, old = gc.get_count()
        if young > self.bulk:
            gc.freeze()
            self._frozen_since_thaw = True
            self._clean_blocks = None  # measured again once this bulk is in: another list is no garbage
            return
        if self._frozen_since_thaw:
            blocks = sys.getallocatedblocks()
            if self._clean_blocks is None:
                self._clean_blocks = blocks  # the bulk is in, and nothing frozen has died yet
            elif blocks > self._clean_blocks * THAW_GROWTH:
                self.thaw()
                return
        if young <= self.threshold[0]:
            return
        generation = 0
        if middle > self.threshold[1]:
            generation = 2 if old > self.threshold[2] and self._heap_grew() else 1
        gc.collect(generation)
        if generation == 2:
            self._blocks_after_full = sys.getallocatedblocks()

    def thaw(self) -> None:
        """Collect every object, the frozen ones included, and freeze the survivors again."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self._frozen_since_thaw = False
        self._clean_blocks = None  # measured again once the next bulk is in
        self._blocks_after_full = sys.getallocatedblocks()

    def _on_state_changed(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive and self._frozen_since_thaw:
            self.thaw()

    def _heap_grew(self) -> bool:
        """Whether the heap grew by a quarter since the last full collection.

        CPython's own rule: a full collection scans every object not frozen, so it waits
        until the objects that outlived the younger collections add up to a quarter of the
        old ones. Without it, the app froze for half a second or more every minute of play,
        when the word lists' indexes were still scanned. pymalloc's count of blocks in use
        stands for the old generation's size, which would cost a walk to count.
        """
        return sys.getallocatedblocks() > self._blocks_after_full * 5 // 4
