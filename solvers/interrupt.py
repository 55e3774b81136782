"""How the command ends after Ctrl-C: by SIGINT itself, so that a shell running it in a loop stops too.

A shell goes on with a loop after a child that merely exits 130, taking it to have handled the
signal. Kept apart and small: ``python -m solvers`` imports it before anything else, to end the
same way when Ctrl-C comes while the rest still loads.
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

#: What the command returns after Ctrl-C: 128 + SIGINT, as a shell reports a child ended by it.
INTERRUPTED = 130


def exit_with(status: int) -> NoReturn:
    """Exit with ``status``; with :data:`INTERRUPTED`, by SIGINT where there are signals."""
    if status == INTERRUPTED and os.name == "posix":
        sys.stderr.flush()
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    raise SystemExit(status)


@contextmanager
def cancelling_on_interrupt(cancel: Callable[[], None]) -> Iterator[None]:
    """Inside, a first Ctrl-C calls ``cancel`` (a progress's): the work ends at its next
    checkpoint and keeps what it has found, such as a count of fills so far; a second Ctrl-C
    interrupts at once. Outside the main thread, where there are no signal handlers, nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def first(signum: int, frame: object) -> None:
        cancel()
        signal.signal(signal.SIGINT, previous)

    previous = signal.signal(signal.SIGINT, first)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
