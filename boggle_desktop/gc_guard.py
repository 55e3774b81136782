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

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500


class MainThreadGarbageCollector(QObject):
    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.check)
        self._timer.start(interval_ms)

    def check(self) -> None:
        """Collect the generations whose allocation counts passed their thresholds."""
        young, middle, old = gc.get_count()
        if young > self.threshold[0]:
            generation = 0
            if middle > self.threshold[1]:
                generation = 2 if old > self.threshold[2] else 1
            gc.collect(generation)
