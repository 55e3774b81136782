"""The round's clock stopped while the player cannot see the board: another tab shown, the window
minimised, or a dialog over it; and a round solved meanwhile started once the board is back in sight."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from boggle_desktop.boggle.timer import Countdown

#: The object name of the question asked before a round under way is ended for a new one.
END_ROUND_QUESTION = "end_round_question"


class OutOfSightPause(QObject):
    """Pauses the round of ``tab`` (with ``toggle_pause``, while ``playing`` says a round is under
    way) when the board goes out of sight, and starts the clock of a round solved out of sight
    when the board is back. The tab passes on its show and hide events; a dialog blocking the
    window is seen here, filtering the window's events."""

    def __init__(
        self,
        tab: QWidget,
        countdown: Countdown,
        playing: Callable[[], bool],
        toggle_pause: Callable[[], None],
    ) -> None:
        super().__init__(tab)
        self._tab = tab
        self._countdown = countdown
        self._playing = playing
        self._toggle_pause = toggle_pause
        self._resume_when_shown = False  # a round started out of sight, not yet seen
        self._in_sight = False  # between a show and a hide event: a minimised window stays "visible"

    def hidden(self) -> None:
        """Another tab shown, or the window minimised: the clock stops with the board out of sight (it
        ran on, and a round left for three minutes went into History as a loss never played)."""
        self._in_sight = False
        if self._playing() and self._countdown.is_running():
            self._toggle_pause()

    def shown(self) -> None:
        """Back in sight: a round that started while hidden begins now; one paused by hiding waits for
        Space or Resume, with the board covered until the player is ready."""
        self._in_sight = True
        self._tab.window().installEventFilter(self)  # for a dialog that blocks it (installed once only)
        self._start_if_waiting()

    def hold_until_seen(self) -> None:
        """A round is solved: out of sight or under a dialog, its clock waits for the player."""
        if not self._in_sight or self.blocked():  # another tab shows, minimised, or under a dialog:
            self._toggle_pause()  # the clock waits for the player
            self._resume_when_shown = True

    def _start_if_waiting(self) -> None:
        """Start the clock of a round that was solved while the player could not play it."""
        if self._resume_when_shown and self._in_sight and not self.blocked():
            self._resume_when_shown = False
            if self._playing() and not self._countdown.is_running():
                self._toggle_pause()

    @staticmethod
    def blocked() -> bool:
        """Whether a dialog (Help, Preferences, a warning) keeps the player from the board; the
        question before a new round does not: the clock runs on under it, as a sand timer would."""
        dialog = QApplication.activeModalWidget()
        return dialog is not None and dialog.objectName() != END_ROUND_QUESTION

    def _on_window_blocked(self) -> None:
        """A dialog over the window: the clock stops as when the board is out of sight (it ran on
        under Help, and a round could end before the player was back)."""
        if self.blocked() and self._playing() and self._countdown.is_running():
            self._toggle_pause()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first: the filter also sees events while the tab is torn down.
        if event.type() == QEvent.Type.WindowBlocked and watched is self._tab.window():
            self._on_window_blocked()
        elif event.type() == QEvent.Type.WindowUnblocked and watched is self._tab.window():
            self._start_if_waiting()
        return super().eventFilter(watched, event)
