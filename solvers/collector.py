"""Pausing Python's cyclic garbage collector around bulk allocation."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic collection inside the block; the collector's previous state is restored after.

    For code that creates many objects without cycles, where the collections their number
    would trigger only rescan them. Restoring the previous state (rather than enabling) keeps
    the GUI's choice to collect on its own thread only.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
