"""The Boggle tab: shake a board, race the clock, then watch the computer take the rest."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtCore import QEvent, QItemSelection, QObject, Qt
from PySide6.QtGui import QHideEvent, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import NEW_GAME_KEY, announce, shortcut_text, tab_shortcut
from boggle_desktop.boggle.active_round import ActiveRound, scored
from boggle_desktop.boggle.attempts import comparison, earlier_attempts, not_compared_note
from boggle_desktop.boggle.board_column import BoardColumn
from boggle_desktop.boggle.controls import GameSettings
from boggle_desktop.boggle.custom_board import CustomBoardRow
from boggle_desktop.boggle.history import HistoryError, HistoryStore, RoundRecord
from boggle_desktop.boggle.interrupted import forget_in_progress
from boggle_desktop.boggle.out_of_sight import END_ROUND_QUESTION, OutOfSightPause
from boggle_desktop.boggle.panels import HistoryPanel, RoundPanel
from boggle_desktop.boggle.players_dialog import PlayersDialog
from boggle_desktop.boggle.round_buttons import PLAYERS_KEY, RoundButtons
from boggle_desktop.boggle.round_keeping import keep_in_play, store_ended
from boggle_desktop.boggle.timer import Countdown, format_clock
from boggle_desktop.boggle.waiting_rounds import WaitingRounds
from boggle_desktop.colours import Tone
from boggle_desktop.context import AppContext
from boggle_desktop.dialogs import end_question
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.work import Task
from solvers.boggle import (
    Board,
    BoardError,
    FoundWord,
    Rules,
    Solution,
    dice_set,
    new_seed,
    parse_board,
    rules_named,
    shake,
    solve,
)
from solvers.boggle.game import judge
from solvers.wording import counted

_GOOD, _BAD = Tone.GOOD, Tone.BAD
#: A second empty Enter within this many seconds of the first ends the turn.
END_TURN_SECONDS = 3.0
#: Space on an empty entry this soon after Space entered a word is taken as a double press, not a pause.
SPACE_PAUSE_SECONDS = 1.0
#: Controls that Space works (a button presses, a box opens its list): the pause key gives way to them.
_SPACE_CONTROLS = (QAbstractButton, QComboBox)


class BoggleTab(QWidget):
    #: The status bar names the word list in use on this tab.
    USES_WORD_LIST = True

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.store = HistoryStore(context.data_dir)
        self.round: ActiveRound | None = None
        self._end_asked_at: float | None = None  # when an empty Enter asked to end the turn
        self._word_spaced_at = -float("inf")  # when Space last entered a word
        self._task: Task | None = None
        #: The rounds crashes cut short or History could not store, stored in History once scored
        #: with their word lists.
        self.waiting = WaitingRounds(self, self.store, context)
        #: Shown under the messages of the next round to be played (see _start_round).
        self._pending_notice = " ".join(filter(None, (self.store.recovery_message, self.waiting.damaged)))
        self.countdown = Countdown(self)
        self.out_of_sight = OutOfSightPause(
            self, self.countdown, lambda: self.round is not None and self.round.playing, self.toggle_pause
        )
        self.countdown.changed.connect(self._show_clock)
        self.countdown.warning.connect(self._on_warning)
        self.countdown.expired.connect(self._on_time_up)
        self._build()
        self._connect()
        self.refresh_history()
        if self.store.recovery_message:
            self.history_panel.note.setText(self.store.recovery_message)
            self.round_panel.set_notice(self.store.recovery_message)
        if context.lexicon.current is not None:
            self.waiting.keep()
            self.new_round()
        else:
            self.board_view.set_cover("Loading the word list…")

    # -- construction -------------------------------------------------------------------------

    def _build(self) -> None:
        self.buttons = RoundButtons()
        self.new_button = self.buttons.new_button
        self.pause_button = self.buttons.pause_button
        self.end_button = self.buttons.end_button
        self.players_button = self.buttons.players_button
        self.settings = GameSettings()
        self.board_column = BoardColumn()
        self.clock_label = self.board_column.clock_label
        self.board_view = self.board_column.board_view
        self.info_label = self.board_column.info_label

        self.round_panel = RoundPanel()
        self.round_panel.entry.installEventFilter(self)
        self.history_panel = HistoryPanel()
        self.pages = QTabWidget()
        self.pages.addTab(self.round_panel, "Round")
        self.pages.addTab(self.history_panel, "History")
        splitter = QSplitter()
        splitter.addWidget(self.board_column)
        splitter.addWidget(self.pages)
        # The board is square: width it cannot use goes to the pages, whose History has many columns.
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)

        self.custom_row = CustomBoardRow()
        self.custom_edit = self.custom_row.edit
        self.custom_button = self.custom_row.button

        layout = QVBoxLayout(self)
        layout.addWidget(self.buttons)
        layout.addWidget(self.settings)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.custom_row)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does

    def _connect(self) -> None:
        panel = self.round_panel
        self.new_button.clicked.connect(self.new_round)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.end_button.clicked.connect(self.on_end_clicked)
        panel.entry.returnPressed.connect(self.submit)
        self.board_view.traced.connect(self._on_traced)
        self.custom_button.clicked.connect(self.play_custom)
        self.custom_edit.returnPressed.connect(self.play_custom)
        self.history_panel.replay_button.clicked.connect(self.replay_selected)
        self.history_panel.replay_shortcut.activated.connect(self.replay_selected)
        self.history_panel.view.doubleClicked.connect(self.replay_selected)  # the press selected the row
        for view in (panel.human_view, panel.computer_view):
            view.selectionModel().selectionChanged.connect(self._on_word_selected)
        self.context.lexicon.changed.connect(self._on_lexicon_changed)
        self.settings.changed.connect(self._on_settings_changed)
        self.waiting.stored.connect(self.refresh_history)
        self.waiting.told.connect(self.round_panel.set_notice)
        self.context.lexicon.cancelled.connect(self._on_no_lexicon)
        self.context.lexicon.failed.connect(self._on_no_lexicon)
        tab_shortcut(self, NEW_GAME_KEY, self.new_round)
        self.players_button.clicked.connect(self.score_players)
        tab_shortcut(self, PLAYERS_KEY, self.score_players)
        # Space pauses and resumes wherever the focus is in the tab, but only during a round, and
        # not on a control that Space works (see event). Text fields keep their spaces: a line
        # edit claims the key before any shortcut, which is why the entry has its own Space in
        # eventFilter.
        self.space_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.space_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.space_shortcut.setEnabled(False)
        self.space_shortcut.activated.connect(self.toggle_pause)

    # -- starting a round ---------------------------------------------------------------------

    def new_round(self) -> None:
        """Shake the chosen dice with a fresh seed and start solving in the background."""
        dice = dice_set(self.settings.dice_key())
        seed = new_seed()
        self._begin(shake(dice, seed), seed, dice.key, self.settings.rules_for(dice.size), None)

    def play_custom(self) -> None:
        try:
            board = parse_board(self.custom_edit.text())
        except BoardError as error:
            self._say(f"Custom board: {error}", _BAD)
            return
        self._begin(board, None, None, self.settings.rules_for(board.size), None)

    def replay_selected(self) -> None:
        record = self.history_panel.selected_record()
        if record is None:
            return
        try:
            board = parse_board(record.board)
            rules = rules_named(record.rules)
        except (BoardError, ValueError) as error:
            self._say(f"Round #{record.id} cannot be replayed: {error}", _BAD)
            return
        self.pages.setCurrentIndex(0)
        self._begin(board, record.seed, record.dice, rules, record.original_id)

    def _begin(
        self, board: Board, seed: int | None, dice: str | None, rules: Rules, replay_of: int | None
    ) -> None:
        """Start a round on ``board``; a round under way with words found is first ended (and kept
        in History) if the player agrees."""
        if self.context.lexicon.current is None:
            self._say("The word list is still loading; the round starts when it is ready.", _BAD)
            return
        start = partial(self._start_round, board, seed, dice, rules, replay_of)
        current = self.round
        if current is None or not current.playing or not current.found:
            start()
            return
        box = end_question(
            self,
            "End this round?",
            f"End this round and start a new one? It is kept in History with the "
            f"{counted(len(current.found), 'word')} you found so far.",
            "End round",
            END_ROUND_QUESTION,
        )
        # Window-modal and not blocking: the clock keeps running, as a sand timer would.
        box.finished.connect(partial(self._on_end_round_answered, current, start))
        box.open()

    def _on_end_round_answered(self, asked: ActiveRound, start: Callable[[], None], answer: int) -> None:
        if answer != QMessageBox.StandardButton.Yes.value:
            return
        if asked is self.round and asked.playing:  # time may have run out while the box was open
            stored = self.end_turn("You ended this round for a new one.")
            if stored is not None:
                self._pending_notice = (
                    f"Your last round, with {counted(len(stored.human_words), 'word')} "
                    f"({counted(stored.human_score, 'point')}), is kept in History as #{stored.id}."
                )
        start()

    def _start_round(
        self, board: Board, seed: int | None, dice: str | None, rules: Rules, replay_of: int | None
    ) -> None:
        lexicon = self.context.lexicon.current
        assert lexicon is not None
        self._end_asked_at = None  # an empty Enter of the last round asks nothing of this one
        timer, strength = self.settings.timer_seconds(), self.settings.strength()
        self._solve(ActiveRound(board, seed, dice, rules, timer, strength, replay_of, lexicon))

    def _solve(self, current: ActiveRound) -> None:
        """Make ``current`` the round, its board covered until it is solved in the background."""
        if self._task is not None:
            self._task.cancel()
        self.countdown.stop()
        self.round = current
        self.round_panel.human_model.set_items([])
        self.round_panel.computer_model.set_items([])
        self.board_view.set_board(current.board)
        self.board_view.set_cover("Finding every word…")
        self.board_view.interactive = False
        self.round_panel.entry.clear()
        self.buttons.enable_round(True)
        self._disable_entry(self.pause_button)
        self.pause_button.setText("Pause")
        self.board_column.reset_clock()
        self._show_clock(current.timer_seconds)
        self.round_panel.score_label.clear()
        lexicon = current.lexicon
        notices = [self._pending_notice, self.waiting.notice()]
        if current.replay_of is not None:
            other = earlier_attempts(self.store, current.replay_of, lexicon.name)[1]
            notices.append(not_compared_note(other, lexicon.name))
        self.round_panel.set_notice(" ".join(filter(None, notices)))
        self._update_labels()
        self._say(f"Finding every word with the {lexicon.name} list…")
        task = self.context.tasks.start(
            partial(solve, current.board, lexicon, current.rules), "Solving the Boggle board", owner=self
        )
        task.succeeded.connect(self._on_solved)
        task.failed.connect(self._on_solve_failed)
        task.cancelled.connect(self._on_solve_cancelled)
        task.finished.connect(self._on_task_finished)
        self._task = task

    def _on_solved(self, solution: Solution) -> None:
        if self.sender() is not self._task or self.round is None:
            return
        self.round.solution = solution
        self.board_view.set_cover("")
        self.board_view.interactive = True
        self._enable_entry()
        self._pending_notice = ""  # shown with a round that could be played
        self.countdown.start(self.round.timer_seconds)
        self._update_labels()
        self._say(
            "Go! Type words or drag across the dice; End turn (or Enter twice on an empty entry) when done."
        )
        self.out_of_sight.hold_until_seen()

    def _on_solve_failed(self, message: str) -> None:
        if self.sender() is self._task:
            self._not_played("Could not solve this board", f"Could not solve the board: {message}")

    def _on_solve_cancelled(self) -> None:
        """Cancel pressed in the status bar while the board was being solved: the round cannot be played."""
        if self.sender() is self._task:
            key = shortcut_text(NEW_GAME_KEY)
            self._not_played(
                f"Solving cancelled\nNew round ({key}) shakes another board",
                "Solving the board was cancelled; this round cannot be played.",
            )

    def _not_played(self, cover: str, message: str) -> None:
        """The board was not solved: only a new round can be played. Pause and End turn, left on
        (doing nothing) for the round that never started, go off; the focus Pause held while the
        board was being solved goes to New round rather than on to the next control."""
        self.board_view.set_cover(cover)
        self.board_column.show_stopped("Not played")
        if self.window().focusWidget() in (self.pause_button, self.end_button):
            self.new_button.setFocus()
        self.buttons.enable_round(False)
        self._say(message, _BAD)

    def _on_task_finished(self) -> None:
        if self.sender() is self._task:
            self._task = None

    def _on_lexicon_changed(self) -> None:
        """A new word list. A board being solved is solved again with it: the round has not started,
        and the player chose the list for it. A round under way keeps its own list, and says so."""
        self.waiting.keep()
        current = self.round
        if current is None or (current.solution is None and self._task is None):
            self.new_round()
        elif current.solution is None:
            lexicon = self.context.lexicon.current
            assert lexicon is not None
            self._solve(replace(current, lexicon=lexicon))
        else:
            self._update_labels()
            self._note_for_this_round(
                f"The new word list applies from the next round ({shortcut_text(NEW_GAME_KEY)}); "
                f"this round keeps its own ({current.lexicon.name})."
            )

    def _on_settings_changed(self) -> None:
        """Say that a round under way keeps its own rules, computer and timer (they seemed ignored)."""
        self._note_for_this_round(
            f"The new settings apply from the next round ({shortcut_text(NEW_GAME_KEY)}); "
            "this round keeps its own."
        )

    def _note_for_this_round(self, note: str) -> None:
        """``note`` after the round's own notice, once, while the round is under way."""
        shown = self.round_panel.notice_label.text()
        if self.round is not None and self.round.playing and note not in shown:
            self.round_panel.set_notice(f"{shown} {note}".strip())

    def _on_no_lexicon(self) -> None:
        """A load that ended without a list (cancelled, or the file was bad): with none loaded
        yet, the board stops saying one is loading."""
        if self.context.lexicon.current is None and not self.context.lexicon.is_loading:
            self.board_view.set_cover("No word list: choose one in the File menu")

    # -- playing ------------------------------------------------------------------------------

    def submit(self) -> None:
        """Enter: judge the typed word; an empty entry asks to end the turn, and a second empty Enter
        within :data:`END_TURN_SECONDS` ends it (one, after a word's Enter pressed twice, threw away
        the time left)."""
        if self.round is None or not self.round.playing or not self.countdown.is_running():
            return
        text = self.round_panel.entry.text()
        self.round_panel.entry.clear()
        self._word_spaced_at = -float("inf")  # Space next pauses again (unless this word's was Space)
        if text.strip():
            self._try_word(text, None)
            return
        asked, self._end_asked_at = self._end_asked_at, time.monotonic()
        if asked is not None and self._end_asked_at - asked <= END_TURN_SECONDS:
            self.end_turn()
        else:
            left = (
                ""
                if self.round.timer_seconds == 0
                else f" ({format_clock(self.countdown.display_seconds())} left)"
            )
            self._tell(f"Press Enter again within {END_TURN_SECONDS:g} seconds to end your turn{left}.", _BAD)

    def _on_traced(self, word: str, path: tuple) -> None:
        if self.round is not None and self.round.playing and self.countdown.is_running():
            self._try_word(word, path)

    def _try_word(self, text: str, traced_path: tuple | None) -> None:
        assert self.round is not None and self.round.solution is not None
        self._end_asked_at = None  # a word typed or dragged, even one refused: the turn goes on
        verdict = judge(text, self.round.solution, self.round.lexicon, self.round_panel.human_model.words())
        if not verdict.accepted:
            self._tell(f"Refused: {verdict.message}", _BAD)
            return
        found = verdict.found
        if traced_path is not None:
            found = FoundWord(found.word, found.points, tuple(traced_path))
        self.round.found.append(found)
        keep_in_play(self.store, self.round)
        self.round_panel.human_model.append(found)
        self.board_view.highlight(found.path, accepted=True)
        self._tell(verdict.message, _GOOD)
        self._update_labels()

    def toggle_pause(self) -> None:
        if self.round is None or not self.round.playing:
            return
        if self.countdown.is_running():
            self.countdown.pause()
            self.board_view.set_cover("Paused\nSpace or Resume to go on")
            self._disable_entry(self.pause_button)
            self.pause_button.setText("Resume")
        else:
            self.countdown.resume()
            self.board_view.set_cover("")
            self._enable_entry()
            self.pause_button.setText("Pause")

    def _on_warning(self) -> None:
        self.board_column.warn()
        self._tell(f"Hurry: {format_clock(self.countdown.display_seconds())} left!", _BAD, urgent=True)

    def _on_time_up(self) -> None:
        """The time is up; a word still being typed does not count, as at the table, and is named."""
        typed = self.round_panel.entry.text().strip()
        late = f" “{typed}”, typed but not entered, does not count." if typed else ""
        self.end_turn(f"Time is up.{late}", urgent=True)

    def _show_clock(self, seconds: int) -> None:
        self.board_column.show_time(seconds, untimed=self.round is not None and self.round.timer_seconds == 0)

    def score_players(self) -> None:
        """Open "Score players' lists" for the board shown, once it is solved, with the round's word list
        and rules. A round with words found must be ended first (the dialog would show the board and
        check any word); one without, the board played at the table, ends here and is not kept."""
        current = self.round
        if current is None or current.solution is None:
            solving = current is not None and self._task is not None
            self._tell(
                "Players' lists are scored on the board shown once it is solved: "
                + ("wait until it is, or play another board" if solving else "play a board first")
                + " (New round, Custom board).",
                _BAD,
            )
            return
        if current.playing and current.found:
            self._tell(
                "Players' lists are scored once the round on this board is over: press End turn first (the "
                "scoring would show the board and check words while your round goes on).",
                _BAD,
            )
            return
        if current.playing:  # the board was played at the table: the app's own round, wordless, ends unkept
            self.end_turn("The round ends for scoring the players' lists.", keep=False)
        dialog = PlayersDialog(current.solution, current.lexicon, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -- the computer's turn ------------------------------------------------------------------

    def on_end_clicked(self) -> None:
        """End turn pressed (not connected to end_turn itself: clicked would pass False as the reason)."""
        self.end_turn()

    def window_closing(self) -> None:
        """The window is closing: a round under way with words found is ended and kept in History,
        as a new round would keep it, rather than lost (or, if another program holds History
        locked for more than a moment, kept for the next start to store)."""
        if self.round is not None and self.round.playing and self.round.found:
            self.end_turn("The window was closed.")

    def end_turn(
        self, reason: str = "You ended your turn.", urgent: bool = False, keep: bool = True
    ) -> RoundRecord | None:
        """The computer takes the rest and the round goes into History (unless not to ``keep``);
        returns it as stored (None if no round was under way, it could not be stored or was not to
        be kept). A round History could not store waits in the settings for the next start to
        store. A screen reader is told the reason and the scores, interrupted for an ``urgent`` reason."""
        current = self.round
        if current is None or not current.playing:
            return None
        assert current.solution is not None
        self.countdown.stop()
        current.over = True
        # Not the time left when the turn ended early (or played, untimed), which reads as a clock
        # still running.
        self.board_column.show_stopped("Round over")
        # Late keys land on the computer's words, where letters, Enter and Space (a pause meant for
        # the last second) change nothing, so the results stay; Ctrl+N starts the next round.
        self._disable_entry(self.round_panel.computer_view)
        self.buttons.enable_round(False)
        self.board_view.interactive = False
        self.board_view.set_cover("")
        self.pause_button.setText("Pause")
        claimed, record = scored(current)
        self.round_panel.computer_model.set_items(claimed)
        scores = (
            f"You {record.human_score}",
            f"Computer {record.computer_score}",
            f"Maximum possible {record.max_score}",
        )
        self.round_panel.score_label.setText("  ·  ".join(scores))
        announce(self, f"{reason} {', '.join(scores)}.", urgent)
        self._update_labels()
        if not keep:
            forget_in_progress()
            found = counted(len(claimed), "word")
            self._say(
                f"{reason} The computer ({current.strength}) found {found}; the round is not kept in History."
            )
            return None
        try:
            stored = store_ended(self.store, current, record)
        except HistoryError as error:
            not_stored = f"is not in History yet: {error}. It is kept and will be stored at the next start."
            self._say(f"{reason} The round {not_stored}", _BAD)
            self._pending_notice = f"The last round {not_stored}"
            return None
        self.refresh_history(stored)
        compared = comparison(self.store, stored)
        text = f"{reason} The computer ({current.strength}) found {counted(len(claimed), 'more word')}."
        if current.strength_unknown_to_list:
            text += f" ({current.lexicon.name} has no commonness levels: only a perfect computer knows them.)"
        self._say(f"{text} {compared}".strip())
        return stored

    # -- selections and history ---------------------------------------------------------------

    def _on_word_selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        indexes = selected.indexes()
        if indexes and (self.round is None or not self.round.playing):
            found = indexes[0].data(ITEM_ROLE)
            self.board_view.highlight(found.path)

    def refresh_history(self, added: RoundRecord | None = None) -> None:
        """History shows every round anew, or with ``added`` (see HistoryPanel.show_rounds)."""
        self.history_panel.show_rounds(self.store, added)

    # -- keys and messages --------------------------------------------------------------------

    def event(self, event: QEvent) -> bool:
        """Space on a button or box in the tab works it rather than pausing: the control claims
        the key, as a text field does, before the pause shortcut sees it."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
            and isinstance(QApplication.focusWidget(), _SPACE_CONTROLS)
        ):
            event.accept()
            return True
        return super().event(event)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.out_of_sight.hidden()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.out_of_sight.shown()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The word entry's Space (ends a word, or pauses) and Escape (clears it)."""
        # The event's type first: the filter also sees events while the tab is torn down.
        if event.type() == QEvent.Type.KeyPress and watched is self.round_panel.entry:
            key = event.key() if isinstance(event, QKeyEvent) else None
            if key == Qt.Key.Key_Space:
                if self.round_panel.entry.text().strip():  # a word ended with Space, as many games take it
                    self.submit()
                    self._word_spaced_at = time.monotonic()
                elif time.monotonic() - self._word_spaced_at > SPACE_PAUSE_SECONDS:
                    self.toggle_pause()  # (Space twice after a word paused, and the next word was lost)
                return True
            if key == Qt.Key.Key_Escape:
                self.round_panel.entry.clear()
                return True
        return super().eventFilter(watched, event)

    def _enable_entry(self) -> None:
        """The clock runs: words can be typed (the focus goes to the entry) and Space pauses."""
        self.round_panel.entry.setEnabled(True)
        self.round_panel.entry.setFocus()
        self.space_shortcut.setEnabled(True)

    def _disable_entry(self, refuge: QWidget) -> None:
        """No words now. Qt would pass the focus of the disabled entry on to the next widget, the
        Custom board field, where the player's next keys would land: it goes to ``refuge``
        instead. Space stays a pause key only while the round is under way (paused)."""
        entry = self.round_panel.entry
        if entry.window().focusWidget() is entry:
            refuge.setFocus()
        entry.setEnabled(False)
        self.space_shortcut.setEnabled(self.round is not None and self.round.playing)

    def _say(self, text: str, tone: Tone | None = None, bold: bool = False) -> None:
        self.round_panel.say(text, tone, bold)

    def _tell(self, text: str, tone: Tone, urgent: bool = False) -> None:
        """Say ``text`` and have a screen reader say it too: a result the player waits for. An
        ``urgent`` one is bold, and interrupts the screen reader."""
        self._say(text, tone, bold=urgent)
        announce(self, text, urgent)

    def _update_labels(self) -> None:
        current = self.round
        if current is None:
            return
        self.round_panel.show_counts(turn_over=current.over)
        self.info_label.setText(current.summary())
