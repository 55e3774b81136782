"""The word indexes the Crossword tab's searches use: one per word list and commonness level, built in
the background when the words in use have none, and kept for the searches after."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from boggle_desktop.context import AppContext
from boggle_desktop.crossword.jobs import build_index
from boggle_desktop.work import Task
from solvers.crossword import WordIndex

#: Which words an index holds: the id of the word list, and the highest commonness level (None: all).
IndexKey = tuple[int, int | None]


class WordIndexes(QObject):
    """The indexes built, by :data:`IndexKey`; ``level`` gives the level chosen, ``owner`` is the tab.

    ``indexing`` carries the name of the word list whose indexing starts, ``built`` the index made,
    ``failed`` the message of an indexing that failed; ``cancelled`` says an indexing was cancelled
    (its words stay unindexed until :meth:`ensure` is asked for them again); ``ready`` says an
    indexing ended and no other is needed for the words in use."""

    indexing = Signal(str)
    built = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    ready = Signal()

    def __init__(self, context: AppContext, level: Callable[[], int | None], owner: QWidget) -> None:
        super().__init__(owner)
        self.context = context
        self.level = level
        self.owner = owner
        self.task: Task | None = None
        self._indexes: dict[IndexKey, WordIndex] = {}
        self._building: IndexKey | None = None
        #: The words whose indexing was cancelled: not started again when an indexing ends.
        self._cancelled: IndexKey | None = None

    def key(self) -> IndexKey | None:
        """The words in use: the word list loaded and the level chosen (None while no list is loaded)."""
        lexicon = self.context.lexicon.current
        return None if lexicon is None else (id(lexicon), self.level())

    def current(self) -> WordIndex | None:
        key = self.key()
        return self._indexes.get(key) if key else None

    def forget(self) -> None:
        """Drop every index: the word list changed."""
        self._indexes.clear()

    def keep(self, key: IndexKey | None, index: WordIndex) -> None:
        """Keep a search's index for later searches, if it was built from the list in use."""
        lexicon = self.context.lexicon.current
        if key is not None and lexicon is not None and key[0] == id(lexicon):
            self._indexes[key] = index

    def ensure(self) -> bool:
        """Start indexing the words in use, unless they have an index, are being indexed or there
        are none: whether it started."""
        lexicon = self.context.lexicon.current
        if lexicon is None or self.current() is not None or self.task is not None:
            return False
        self.indexing.emit(lexicon.name)
        task = self.context.tasks.start(
            partial(build_index, lexicon, self.level()),
            "Indexing words for crosswords",
            owner=self.owner,
        )
        task.succeeded.connect(self._on_built)
        task.failed.connect(self.failed)
        task.cancelled.connect(self._on_cancelled)
        task.finished.connect(self._on_finished)
        self.task = task
        self._building = self.key()
        return True

    def _on_built(self, index: WordIndex) -> None:
        if self._building is not None:
            self._indexes[self._building] = index
        self.built.emit(index)

    def _on_cancelled(self) -> None:
        self._cancelled = self._building
        self.cancelled.emit()

    def _on_finished(self) -> None:
        self.task = None
        key = self.key()
        if self.current() is None and key is not None and key != self._cancelled:
            self.ensure()  # the list or level changed meanwhile
            return
        self.ready.emit()
