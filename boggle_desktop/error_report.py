"""Errors the app did not expect: kept in a log in the data folder and said in the status bar.

Without this, an exception in a slot went only to standard error, which the double-click app has
none of: the user saw nothing and had nothing to report. The window goes on.
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
    log = data_dir / LOG_NAME

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        previous(kind, error, tb)
        if issubclass(kind, KeyboardInterrupt):
            return
        kept = _append(log, "".join(traceback.format_exception(kind, error, tb)))
        if threading.current_thread() is not threading.main_thread():
            return  # a worker's slot (work.py catches the solvers' errors): widgets are the GUI thread's
        where = f" The details are in {log}." if kept else ""
        say(f"Something went wrong inside the app ({kind.__name__}).{where}")

    sys.excepthook = hook
    return previous


def _append(log: Path, text: str) -> bool:
    """Add ``text`` to the log with the time and version; False if it cannot be written."""
    try:
        mode = "w" if log.exists() and log.stat().st_size > LOG_LIMIT else "a"
        with open(log, mode, encoding="utf-8") as out:
            out.write(f"--- {datetime.now().isoformat(timespec='seconds')} Boggle Desktop {__version__}\n")
            out.write(text)
        return True
    except OSError:
        return False
