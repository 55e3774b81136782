"""A finished task's thread is freed by reference counting, with its job's arguments: it was held in
a reference cycle (its progress reported through a method of the thread), so a word list replaced
in the meantime, with its index, lived on until a full collection, or for good once frozen out of
collections (boggle_desktop.gc_guard)."""

from __future__ import annotations

import gc
import weakref

from boggle_desktop.work import TaskManager


class Held:
    """An argument of the job that must go with the task."""


def job(held: Held, progress) -> int:
    progress.report(1, 2, "half way", force=True)
    return 1


def test_a_finished_task_lets_its_job_arguments_go_without_a_collection(qtbot):
    tasks = TaskManager()
    held = Held()
    gone = weakref.ref(held)
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        task = tasks.start(lambda progress, held=held: job(held, progress), "test")
        del held
        with qtbot.waitSignal(task.finished, timeout=5000):
            pass
        del task
        qtbot.waitUntil(lambda: not tasks.is_busy(), timeout=5000)
        qtbot.wait(50)  # the task's deleteLater
        assert gone() is None
    finally:
        if was_enabled:
            gc.enable()
        tasks.shutdown()
