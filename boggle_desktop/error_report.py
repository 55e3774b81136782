"""Errors the app did not expect: kept in a log in the data folder and said in the status bar.

Without this, an exception in a slot went only to standard error, which the double-click app has
none of: the user saw nothing and had nothing to report. The window goes on. A background task's
unexpected error (which work.py catches) is kept in the same log, through :func:`keep`.
"""

from __future__ import annotations

import sys
import threading
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from boggle_desktop import __version__

LOG_NAME = "errors.log"
#: The log is started afresh past this size, so that a repeated error cannot fill the disk.
LOG_LIMIT = 1 << 20

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def install(data_dir: Path, say: Callable[[str], None]) -> Hook:
    """Keep every uncaught exception of the GUI thread in ``data_dir``/errors.log and ``say`` a line
    about it (the status bar's); standard error still gets it. Returns the hook it replaced."""
    previous = sys.excepthook
    sys.excepthook = _Hook(data_dir / LOG_NAME, say, previous)
    return previous


def keep(error: BaseException) -> Path | None:
    """Keep ``error``'s traceback in the log of the hook :func:`install` put in place, from any thread
    (the errors work.py's tasks catch, which the hook never sees): that log, or None if no such hook is
    in place or the log cannot be written."""
    hook = sys.excepthook
    if isinstance(hook, _Hook) and _append(hook.log, "".join(traceback.format_exception(error))):
        return hook.log
    return None


def details_in(log: Path) -> str:
    return f"The details are in {log}."


class _Hook:
    """sys.excepthook once installed: an object, so that :func:`keep` finds its log while it is the hook
    in place, and none once something has put another back."""

    def __init__(self, log: Path, say: Callable[[str], None], previous: Hook) -> None:
        self.log = log
        self._say = say
        self._previous = previous

    def __call__(self, kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        self._previous(kind, error, tb)
        if issubclass(kind, KeyboardInterrupt):
            return
        kept = _append(self.log, "".join(traceback.format_exception(kind, error, tb)))
        if threading.current_thread() is not threading.main_thread():
            return  # a worker's slot (work.py catches the solvers' errors): widgets are the GUI thread's
        where = f" {details_in(self.log)}" if kept else ""
        self._say(f"Something went wrong inside the app ({kind.__name__}).{where}")


_appending = threading.Lock()  # the GUI thread and worker tasks may keep an error at once


def _append(log: Path, text: str) -> bool:
    """Add ``text`` to the log with the time and version; False if it cannot be written."""
    try:
        with _appending:
            mode = "w" if log.exists() and log.stat().st_size > LOG_LIMIT else "a"
            with open(log, mode, encoding="utf-8") as out:
                out.write(
                    f"--- {datetime.now().isoformat(timespec='seconds')} Boggle Desktop {__version__}\n"
                )
                out.write(text)
        return True
    except OSError:
        return False
