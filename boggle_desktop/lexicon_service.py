"""The current word list of the app, loaded in the background and remembered."""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from boggle_desktop.saved_settings import read_setting, save_setting, stored_as_text, stored_flag
from boggle_desktop.work import Job, Task, TaskManager
from solvers.lexicon import BUNDLED_LISTS, DEFAULT_LIST, Lexicon, load_bundled, load_file
from solvers.text_file import not_a_file

_SETTING = "wordlist/source"
_OFFENSIVE_SETTING = "wordlist/leave_out_offensive"
_BRITISH_SETTING = "wordlist/british_spellings"
_FILE_PREFIX = "file:"


class LexiconService(QObject):
    """Holds the word list the puzzles use; ``changed`` when a new one is ready."""

    changed = Signal()
    loading = Signal(str)  # description of the list being loaded
    failed = Signal(str)  # a readable message: what is wrong with the chosen list
    cancelled = Signal()  # a load was cancelled: the list in use stays

    def __init__(self, tasks: TaskManager, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tasks = tasks
        self._task: Task | None = None
        self._pending_source = ""
        self._remember = True  # whether the list being loaded becomes the one loaded at the next start
        self.current: Lexicon | None = None
        self.source = ""

    @property
    def name(self) -> str:
        return self.current.name if self.current else ""

    @property
    def is_loading(self) -> bool:
        return self._task is not None

    @property
    def leave_out_offensive(self) -> bool:
        """Whether every list loaded leaves out the bundled offensive words (on unless turned off:
        the app is shown to classes and families). Setting it applies to the next load: see
        :meth:`reload`."""
        return stored_flag(_OFFENSIVE_SETTING, True)

    @leave_out_offensive.setter
    def leave_out_offensive(self, on: bool) -> None:
        save_setting(_OFFENSIVE_SETTING, on)

    @property
    def british_spellings(self) -> bool:
        """Whether the bundled lists take British spellings too (colour as well as color; off unless
        turned on). Setting it applies to the next load: see :meth:`reload`."""
        return stored_flag(_BRITISH_SETTING, False)

    @british_spellings.setter
    def british_spellings(self, on: bool) -> None:
        save_setting(_BRITISH_SETTING, on)

    def read_settings(self) -> None:
        """Read the saved choices now, so that one that cannot be used is reported with the window's
        settings (the list itself loads after the window is built)."""
        self._saved_source()
        _read = (self.leave_out_offensive, self.british_spellings)  # the reading is what counts

    def _saved_source(self) -> str:
        """The list chosen last: a bundled list's name or ``file:`` and a path (anything else is
        reported as unusable, and the default list stands in)."""
        return read_setting(_SETTING, _list_source, DEFAULT_LIST)

    def restore(self) -> None:
        """Load the list chosen last time (the default list if none).

        A chosen file that is gone (a drive not mounted, a file moved) is named, and the default
        list stands in for this session only: the choice is kept for when the file is back.
        """
        source = self._saved_source()
        file = _file_of(source)
        path = None if file is None else Path(file)
        if path is not None and path.is_file():
            self.load_file(path)
        elif source in BUNDLED_LISTS:
            self.load_bundled(source)
        else:
            self.load_bundled(DEFAULT_LIST)
            self._remember = False
            if path is not None:
                self.failed.emit(self._not_loaded(path))

    @staticmethod
    def _not_loaded(path: Path) -> str:
        """Why the list chosen last time is not loaded at the start: gone, or not a file."""
        kind = not_a_file(path)
        if kind:
            return (
                f"Your word list {path} is {kind}, not a file, so the {DEFAULT_LIST} list is used for now. "
                "File > Open Word List chooses another."
            )
        return (
            f"Your word list {path} was not found, so the {DEFAULT_LIST} list is used for now. "
            "Your list is loaded again at the next start once it is back; File > Open Word List "
            "chooses another."
        )

    def bundled_job(self, name: str) -> Job:
        """The job that loads the bundled list ``name`` as the app's settings say (British
        spellings, offensive words), for a load of the service's own or another's (a crashed
        Boggle round scored with its own list)."""
        return partial(
            load_bundled,
            name,
            british=self.british_spellings,
            leave_out_offensive=self.leave_out_offensive,
        )

    def load_bundled(self, name: str) -> Task:
        return self._load(name, self.bundled_job(name), f"Loading the {name} word list")

    def load_file(self, path: str | Path) -> Task:
        path = Path(path)
        load = partial(load_file, path, leave_out_offensive=self.leave_out_offensive)
        return self._load(f"{_FILE_PREFIX}{path}", load, f"Loading {path.name}")

    def reload(self) -> Task | None:
        """Load the list in use (or being loaded) again, as :attr:`leave_out_offensive` and
        :attr:`british_spellings` now say; remembered for the next start only if it was to be.
        None when there is no list."""
        source = self._pending_source if self.is_loading else self.source
        remember = self._remember
        file = _file_of(source)
        if file is not None:
            task = self.load_file(file)
        elif source in BUNDLED_LISTS:
            task = self.load_bundled(source)
        else:
            return None
        self._remember = remember
        return task

    def _load(self, source: str, load: Job, title: str) -> Task:
        if self._task is not None:
            self._task.cancel()
        self._pending_source = source
        self._remember = True
        task = self._tasks.start(load, title)
        task.succeeded.connect(self._on_loaded)
        task.failed.connect(self._on_failed)
        task.cancelled.connect(self._on_cancelled)
        task.finished.connect(self._on_finished)
        self._task = task
        self.loading.emit(title)
        return task

    def _on_loaded(self, lexicon: Lexicon) -> None:
        if self.sender() is not self._task:
            return  # superseded by a newer request
        self.current = lexicon
        self.source = self._pending_source
        if self._remember:
            save_setting(_SETTING, self.source)
        self.changed.emit()

    def _on_failed(self, message: str) -> None:
        if self.sender() is self._task:
            self._task = None  # no longer loading, for the signal's receivers
            self.failed.emit(message)

    def _on_cancelled(self) -> None:
        if self.sender() is self._task:
            self._task = None
            self.cancelled.emit()

    def _on_finished(self) -> None:
        if self.sender() is self._task:
            self._task = None


def _file_of(source: str) -> str | None:
    """The path of a ``source`` that names a file of the user's (``file:/home/...``), else None."""
    return source[len(_FILE_PREFIX) :] if source.startswith(_FILE_PREFIX) else None


def _list_source(saved: object) -> str:
    source = stored_as_text(saved)
    if source not in BUNDLED_LISTS and not _file_of(source):
        raise ValueError(f"not a word list: {source!r}")
    return source
