"""The progress-and-cancel protocol every long solver uses.

No Qt here: the GUI (``boggle_desktop.work``) and the command line both drive
solvers through this module.

A solver takes a :class:`Progress` and calls ``progress.report(done, total,
message)`` at its checkpoints; each call raises :class:`Cancelled` once a
cancel was requested, so cancelling is cooperative and happens at the next
checkpoint.  Alternatively a solver may be a generator: every ``yield`` of a
:class:`Step` (or a ``(done, total, message)`` tuple) is a progress point and
a place to stop, and the generator's ``return`` value is the result.
:func:`drive` runs either kind.
"""

from __future__ import annotations

import inspect
import threading
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")

#: Receives (fraction or None when the total is unknown, message).
ReportCallback = Callable[[float | None, str], None]


class Cancelled(Exception):
    """Raised at a checkpoint after a cancel was requested."""

    def __init__(self) -> None:
        super().__init__("cancelled")


@dataclass(frozen=True)
class Step:
    """One progress point: ``done`` out of ``total`` (None if unknown)."""

    done: float
    total: float | None = None
    message: str = ""

    @property
    def fraction(self) -> float | None:
        if not self.total:
            return None
        return min(1.0, max(0.0, self.done / self.total))


class Progress:
    """Progress reporting and cooperative cancellation for one solver run.

    ``on_report`` is called with (fraction, message) at most once per
    ``min_interval`` seconds; the first report always goes through, and so
    does a report that completes the work (fraction 1.0) or is forced (one
    that announces a long step, which a report just before must not hide).
    ``cancel`` may be called from any thread.
    """

    def __init__(self, on_report: ReportCallback | None = None, min_interval: float = 0.0) -> None:
        self._on_report = on_report
        self._min_interval = min_interval
        self._last_sent = -float("inf")
        self._cancel = threading.Event()

    def report(
        self, done: float, total: float | None = None, message: str = "", *, force: bool = False
    ) -> None:
        """Record progress; raise :class:`Cancelled` if a cancel was requested."""
        if self._cancel.is_set():
            raise Cancelled()
        if self._on_report is None:
            return
        fraction = Step(done, total).fraction
        now = time.monotonic()
        if force or now - self._last_sent >= self._min_interval or fraction == 1.0:
            self._last_sent = now
            self._on_report(fraction, message)

    def check(self) -> None:
        """A checkpoint without a report: raise :class:`Cancelled` if asked to stop."""
        if self._cancel.is_set():
            raise Cancelled()

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancel_requested(self) -> bool:
        return self._cancel.is_set()


def _as_step(point: Any) -> Step:
    if isinstance(point, Step):
        return point
    if isinstance(point, tuple) and 1 <= len(point) <= 3:
        return Step(*point)
    if point is None:
        return Step(0.0, None, "")
    raise TypeError(
        f"a progress generator yielded {point!r}; expected a Step or a (done, total, message) tuple"
    )


def drive(job: Callable[[Progress], T | Generator[Any, None, T]], progress: Progress) -> T:
    """Run ``job(progress)``; if it returns a generator, run that to the end.

    Each value the generator yields is reported to ``progress`` (and so is a
    checkpoint); the generator is closed if the run is cancelled.
    """
    result = job(progress)
    if not inspect.isgenerator(result):
        return result
    gen = result
    try:
        while True:
            try:
                point = next(gen)
            except StopIteration as stop:
                return stop.value
            step = _as_step(point)
            progress.report(step.done, step.total, step.message)
    finally:
        gen.close()
