"""Run one tab in a process of its own, to check what survives when that process dies."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

#: Opens ``TAB`` (no word list loaded), shown on the offscreen screen, then runs ``ACT``, which may
#: ``wait(condition)``: process events until it holds (SystemExit after 10 s).
_SCRIPT = textwrap.dedent(
    """
    import os
    from pathlib import Path
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from boggle_desktop.app import configure_application
    from boggle_desktop.context import AppContext
    from boggle_desktop.lexicon_service import LexiconService
    from boggle_desktop.work import TaskManager
    from MODULE import TAB

    app = QApplication([])
    configure_application(app)
    tasks = TaskManager()
    tab = TAB(AppContext(tasks, LexiconService(tasks), Path(os.environ["XDG_DATA_HOME"])))
    tab.show()

    def wait(condition):
        for _ in range(500):
            if condition():
                return
            QTest.qWait(20)
        raise SystemExit("timed out")

    ACT
    """
)


def run_tab_process(tmp_path: Path, tab: type, act: str) -> str:
    """What the process printed. Settings and data live under ``tmp_path``, so a second call sees
    what the first one left on disk. ``act`` may end with ``os._exit(...)``: a crash, no clean-up."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path)}
    script = (
        _SCRIPT.replace("MODULE", tab.__module__)
        .replace("TAB", tab.__name__)
        .replace("ACT", textwrap.dedent(act).strip())
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60, check=False
    )
    assert "Error" not in result.stderr, result.stderr
    return result.stdout
