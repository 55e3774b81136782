"""Python's cyclic garbage collector, run only on the GUI thread.

Left automatic, a collection starts in whichever thread happens to allocate, a
solver's worker thread included, and at any moment, such as in the middle of a
signal delivery; there it may destroy Qt objects that belong to the GUI thread
(a closed dialog, a finished task and its QThread) and crash the process. So
automatic collection is switched off and a timer collects on the GUI thread,
generation by generation with the usual thresholds (the pattern pyqtgraph uses).
Reference counting still frees everything that is not in a cycle at once.
"""

from __future__ import annotations

import gc
import sys

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class MainThreadGarbageCollector(QObject):
    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self._blocks_after_full = sys.getallocatedblocks()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)

    def check(self) -> None:
        """Collect the generations whose allocation counts passed their thresholds."""
        young, middle, old = gc.get_count()
        if young <= self.threshold[0]:
            return
        generation = 0
        if middle > self.threshold[1]:
            generation = 2 if old > self.threshold[2] and self._heap_grew() else 1
        gc.collect(generation)
        if generation == 2:
            self._blocks_after_full = sys.getallocatedblocks()

    def _heap_grew(self) -> bool:
        """Whether the heap grew by a quarter since the last full collection.

        CPython's own rule: a full collection scans every object, the word lists' and
        tries' million included (0.4-1.3 s), so it waits until the objects that outlived
        the younger collections add up to a quarter of the old ones. Without it, the app
        froze for half a second or more every minute of play. pymalloc's count of blocks
        in use stands for the old generation's size, which would cost a walk to count.
        """
        return sys.getallocatedblocks() > self._blocks_after_full * 5 // 4
