"""Shared test set-up: offscreen Qt, private settings and data folders, a small word list."""

from __future__ import annotations

import atexit
import errno
import gc
import os
import shutil
import tempfile

# Before Qt is imported anywhere: no display needed (an offscreen 1920x1080 desktop),
# and nothing of the user's touched.
_HOME = tempfile.mkdtemp(prefix="boggle-desktop-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    from boggle_desktop.app import offscreen_platform

    os.environ["QT_QPA_PLATFORM"] = offscreen_platform(_HOME)
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")

import pytest  # noqa: E402

#: The word list the `context` fixture loads: small enough to reason about by hand.
TEST_WORDS = (
    "cat cats act acts scat tact tacts fact facts cast casts coat coats taco tacos "
    "dog dogs god gods good goods felt left lefts elf self quit quits quiet queen "
    "tea eat ate seat east seta teas etas sate tease"
).split()


@pytest.fixture(scope="session")
def qapp_args():
    return ["boggle-desktop-tests"]


@pytest.fixture(scope="session", autouse=True)
def _garbage_collected_on_the_gui_thread(qapp):
    """As in the app: no automatic collection, which could start in a worker thread."""
    from boggle_desktop.gc_guard import MainThreadGarbageCollector

    collector = MainThreadGarbageCollector(qapp)
    yield collector


@pytest.fixture(autouse=True)
def _configured_app(qapp):
    from boggle_desktop.app import configure_application

    configure_application(qapp)
    yield


@pytest.fixture(autouse=True)
def _no_thread_left_running(request):
    """Fail a test that leaves a worker thread running (as napari's test suite does)."""
    yield
    if "qapp" not in request.fixturenames:
        return
    from PySide6.QtCore import QDeadlineTimer

    from boggle_desktop.work import running_threads

    for thread in running_threads():
        thread.wait(QDeadlineTimer(5000))
    left = running_threads()
    assert not left, f"{len(left)} worker thread(s) still running after the test: cancel and wait for them"
    gc.collect()  # the test's cycles go now, on the GUI thread, with no worker running


@pytest.fixture
def settings_reset(qapp):
    """Start the test with empty settings."""
    from PySide6.QtCore import QSettings

    settings = QSettings()
    settings.clear()
    settings.sync()
    yield settings


@pytest.fixture
def word_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(TEST_WORDS) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def context(qtbot, tmp_path, word_file):
    """An AppContext whose word list is TEST_WORDS, loaded and ready."""
    from boggle_desktop.context import AppContext
    from boggle_desktop.lexicon_service import LexiconService
    from boggle_desktop.work import TaskManager

    tasks = TaskManager()
    service = LexiconService(tasks)
    with qtbot.waitSignal(service.changed, timeout=10000):
        service.load_file(word_file)
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    yield AppContext(tasks, service, data_dir)
    tasks.shutdown()


@pytest.fixture
def main_window(qtbot, context, settings_reset):
    from boggle_desktop.main_window import MainWindow

    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    context.tasks.shutdown()


@pytest.fixture
def full_disk(monkeypatch):
    """Writing a file fails as on a full disk, when its data is flushed (solvers.atomic_file)."""

    def no_space(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)


@pytest.fixture
def announcements(monkeypatch):
    """What screen readers are told (boggle_desktop.accessibility.announce), newest last."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    said: list[str] = []
    real = QAccessible.updateAccessibility

    def update(event: QAccessibleEvent) -> None:
        if hasattr(event, "message"):
            said.append(event.message())
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    return said
