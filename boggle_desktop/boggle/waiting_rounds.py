"""The rounds waiting to be stored in History (cut short by a crash, or History could not store them
when they ended): scored in the background with their own word lists, then stored."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from boggle_desktop.boggle.active_round import ActiveRound, crash_round, scored
from boggle_desktop.boggle.history import HistoryError, HistoryStore
from boggle_desktop.boggle.interrupted import Unfinished, forget_interrupted, take_interrupted
from boggle_desktop.context import AppContext
from solvers.lexicon import BUNDLED_LISTS
from solvers.wording import counted


def _ended(message: str) -> str:
    """``message`` closed by a full stop: a task's own message (an internal error's) may end with one."""
    return message if message.endswith(".") else f"{message}."


class WaitingRounds(QObject):
    """The rounds a start of the app found waiting (see interrupted.py), kept in History once scored
    for ``tab``: :attr:`stored` gives each round stored, and :attr:`told` what became of it."""

    #: A waiting round, stored in History (a RoundRecord).
    stored = Signal(object)
    #: What became of a waiting round, for the Round page's notice.
    told = Signal(str)

    def __init__(self, tab: QWidget, store: HistoryStore, context: AppContext) -> None:
        super().__init__(tab)
        self._tab = tab
        self._store = store
        self._context = context
        #: The rounds not yet being scored, and what to tell of the damaged ones ("" if none).
        self._rounds, self.damaged = take_interrupted(context.data_dir)

    def keep(self) -> None:
        """Score the rounds waiting with their own word lists (a round's maximum and the computer's
        words depend on its list) and store them in History. A bundled list is loaded for it in the
        background; a round of a user's file list waits until that list is loaded."""
        lexicons = self._context.lexicon
        lexicon = lexicons.current
        if lexicon is None:
            return
        waiting_for_file = []
        for waiting in self._rounds:
            if waiting.word_list == lexicon.name:
                job = partial(crash_round, waiting, lexicon)
            elif waiting.word_list in BUNDLED_LISTS:
                job = partial(crash_round, waiting, lexicons.bundled_job(waiting.word_list))
            else:
                waiting_for_file.append(waiting)
                continue
            task = self._context.tasks.start(job, f"Keeping the {waiting.described()}", owner=self._tab)
            task.succeeded.connect(partial(self._on_solved, waiting))
            task.failed.connect(partial(self._on_failed, waiting))
        self._rounds = waiting_for_file  # named with every new round (see notice)

    def notice(self) -> str:
        """What waits for a word list that is not loaded, said with each new round until it is."""
        if not self._rounds:
            return ""
        lists = ", ".join(sorted({waiting.word_list for waiting in self._rounds}))
        crashed = not any(waiting.not_stored for waiting in self._rounds)
        return (
            f"{counted(len(self._rounds), 'round')} "
            f"{'cut short by a crash' if crashed else 'not yet in History'} "
            f"{'waits' if len(self._rounds) == 1 else 'wait'} for the word list played ({lists}): "
            "open it (File > Open Word List) to keep the round in History."
        )

    def _on_solved(self, waiting: Unfinished, current: ActiveRound) -> None:
        try:
            # Dated when it was played, if known: not this start (a Friday's round is not Monday's).
            stored = self._store.add(replace(scored(current)[1], played_at=waiting.played_at))
        except HistoryError as error:
            self.told.emit(f"The {waiting.described()} could not be kept: {error}.")
            return
        self.stored.emit(stored)
        words = f"{counted(len(stored.human_words), 'word')} ({counted(stored.human_score, 'point')})"
        kept = f"The {waiting.described()}, with {words}"
        if self._store.memory_only:  # it waits on for a start that can store it in the file
            self.told.emit(
                f"{kept}, is shown in History as #{stored.id} for this session, and will be stored in "
                "the history file at a later start, once it can be opened."
            )
            return
        forget_interrupted(waiting)
        self.told.emit(f"{kept}, is kept in History as #{stored.id}.")

    def _on_failed(self, waiting: Unfinished, message: str) -> None:
        forget_interrupted(waiting)  # damaged: nothing that could be scored
        self.told.emit(f"The {waiting.described()} could not be kept: {_ended(message)}")
