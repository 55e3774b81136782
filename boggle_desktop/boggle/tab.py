"""The Boggle tab: shake a board, race the clock, then watch the computer take the rest."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import partial

from PySide6.QtCore import QEvent, QItemSelection, QObject, Qt
from PySide6.QtGui import QFont, QHideEvent, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import NEW_GAME_KEY, announce, shortcut_text, tab_shortcut
from boggle_desktop.boggle.board_view import BoardWidget
from boggle_desktop.boggle.controls import GameSettings
from boggle_desktop.boggle.history import HistoryError, HistoryStore, RoundRecord
from boggle_desktop.boggle.interrupted import (
    Unfinished,
    forget_in_progress,
    forget_interrupted,
    keep_for_next_start,
    keep_in_progress,
    take_interrupted,
)
from boggle_desktop.boggle.panels import HistoryPanel, RoundPanel
from boggle_desktop.boggle.players_dialog import PlayersDialog
from boggle_desktop.boggle.timer import Countdown, format_clock
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.context import AppContext
from boggle_desktop.dialogs import end_question
from boggle_desktop.saved_settings import save_setting, stored_text
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.work import Job, Task
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
from solvers.boggle.game import STRENGTHS, computer_words, judge
from solvers.lexicon import BUNDLED_LISTS, Lexicon
from solvers.progress import Progress
from solvers.wording import counted

_GOOD, _BAD = Tone.GOOD, Tone.BAD
#: A second empty Enter within this many seconds of the first ends the turn.
END_TURN_SECONDS = 3.0
#: Space on an empty entry this soon after Space entered a word is taken as a double press, not a pause.
SPACE_PAUSE_SECONDS = 1.0
#: The clock once the round is over (or was never played).
_OVER = Tone.MUTED
#: Controls that Space works (a button presses, a box opens its list): the pause key gives way to them.
_SPACE_CONTROLS = (QAbstractButton, QComboBox)
#: Opens "Score players' lists" for the board shown.
PLAYERS_KEY = QKeySequence("Ctrl+Shift+P")
#: The Custom board box's text, kept as it is typed (a board copied from a club sheet survives a restart).
CUSTOM_BOARD_KEY = "boggle/custom_board"
#: Seconds a round's end waits for another program's lock on History (a backup, an sqlite shell)
#: before it keeps the round for the next start instead: the window waits with it (5 s froze it).
STORE_BUSY_TIMEOUT = 0.5


@dataclass
class ActiveRound:
    board: Board
    seed: int | None
    dice: str | None
    rules: Rules
    timer_seconds: int
    strength: str
    replay_of: int | None
    lexicon: Lexicon
    solution: Solution | None = None
    found: list[FoundWord] = field(default_factory=list)
    over: bool = False

    @property
    def playing(self) -> bool:
        return self.solution is not None and not self.over


def crash_round(waiting: Unfinished, lexicon: Lexicon | Job, progress: Progress) -> ActiveRound:
    """The round a crash cut short, solved, with the player's words found on it again; played
    with ``lexicon``, or the list a job loads here (its own bundled list, loaded as the app
    loads lists: British spellings, offensive words)."""
    if not isinstance(lexicon, Lexicon):
        lexicon = lexicon(progress)
    current = ActiveRound(
        parse_board(waiting.board), waiting.seed, waiting.dice, rules_named(waiting.rules),
        waiting.timer_seconds, waiting.strength, waiting.replay_of, lexicon,
    )  # fmt: skip
    solution = solve(current.board, lexicon, current.rules, progress)
    current.solution = solution
    current.found = [found for found in map(solution.get, waiting.words) if found is not None]
    return current


def scored(current: ActiveRound) -> tuple[list[FoundWord], RoundRecord]:
    """The words the computer claims once the player's turn is over, and the round as History keeps it."""
    assert current.solution is not None
    human = [found.word for found in current.found]
    claimed = computer_words(current.solution, current.lexicon, current.strength, human)
    record = RoundRecord(
        seed=current.seed,
        dice=current.dice,
        board=current.board.text(),
        size=current.board.size,
        rules=current.rules.key,
        word_list=current.lexicon.name,
        timer_seconds=current.timer_seconds,
        strength=current.strength,
        human_words=tuple(human),
        computer_words=tuple(found.word for found in claimed),
        human_score=sum(found.points for found in current.found),
        computer_score=sum(found.points for found in claimed),
        max_score=current.solution.score,
        replay_of=current.replay_of,
    )
    return claimed, record


def unfinished(current: ActiveRound) -> Unfinished:
    """What is kept of a round under way, for a crash (see interrupted.py)."""
    return Unfinished(
        board=current.board.text(),
        seed=current.seed,
        dice=current.dice,
        rules=current.rules.key,
        word_list=current.lexicon.name,
        timer_seconds=current.timer_seconds,
        strength=current.strength,
        replay_of=current.replay_of,
        words=tuple(found.word for found in current.found),
    )


#: The object name of the question asked before a round under way is ended for a new one.
_END_ROUND_QUESTION = "end_round_question"


def _ended(message: str) -> str:
    """``message`` closed by a full stop: a task's own message (an internal error's) may end with one."""
    return message if message.endswith(".") else f"{message}."


class BoggleTab(QWidget):
    #: The status bar names the word list in use on this tab.
    USES_WORD_LIST = True

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.store = HistoryStore(context.data_dir)
        self.round: ActiveRound | None = None
        self._end_asked_at: float | None = None  # when an empty Enter asked to end the turn
        self._resume_when_shown = False  # a round started out of sight, not yet seen
        self._in_sight = False  # between a show and a hide event: a minimised window stays "visible"
        self._word_spaced_at = -float("inf")  # when Space last entered a word
        self._task: Task | None = None
        #: The rounds crashes cut short or History could not store, stored in History once scored
        #: with their word lists.
        self._interrupted, damaged = take_interrupted(context.data_dir)
        #: Shown under the messages of the next round to be played (see _start_round).
        self._pending_notice = " ".join(filter(None, (self.store.recovery_message, damaged)))
        self.countdown = Countdown(self)
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
            self._keep_interrupted()
            self.new_round()
        else:
            self.board_view.set_cover("Loading the word list…")

    # -- construction -------------------------------------------------------------------------

    def _build(self) -> None:
        self.new_button = QPushButton("New round")
        self.new_button.setToolTip(f"Shake the dice for a new round ({shortcut_text(NEW_GAME_KEY)})")
        self.pause_button = QPushButton("Pause")
        self.pause_button.setToolTip("Pause or resume the clock; the board is hidden while paused (Space)")
        self.end_button = QPushButton("End turn")
        self.end_button.setToolTip("End your turn now (or press Enter twice on an empty entry)")
        self.players_button = QPushButton("Score players…")
        self.players_button.setToolTip(
            f"Score several players' written lists against the board shown ({shortcut_text(PLAYERS_KEY)})"
        )
        buttons = QHBoxLayout()
        for button in (self.new_button, self.pause_button, self.end_button, self.players_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.settings = GameSettings()

        self.clock_label = QLabel("3:00")
        clock_font = QFont(self.font())
        clock_font.setPointSizeF(clock_font.pointSizeF() * 2.2)
        clock_font.setBold(True)
        self.clock_label.setFont(clock_font)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_view = BoardWidget()
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.clock_label)
        left_layout.addWidget(self.board_view, 1)
        left_layout.addWidget(self.info_label)

        self.round_panel = RoundPanel()
        self.round_panel.entry.installEventFilter(self)
        self.history_panel = HistoryPanel()
        self.pages = QTabWidget()
        self.pages.addTab(self.round_panel, "Round")
        self.pages.addTab(self.history_panel, "History")
        splitter = QSplitter()
        splitter.addWidget(left)
        splitter.addWidget(self.pages)
        # The board is square: width it cannot use goes to the pages, whose History has many columns.
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)

        self.custom_edit = QLineEdit()
        self.custom_edit.setPlaceholderText(
            "Your own board, row by row: letters, q for Qu, [th] for a multi-letter face, . or _ for a blank"
        )
        self.custom_edit.setText(stored_text(CUSTOM_BOARD_KEY, ""))
        self.custom_button = QPushButton("Play this board")
        custom_label = QLabel("Custom board")
        custom_label.setBuddy(self.custom_edit)
        custom_row = QHBoxLayout()
        custom_row.addWidget(custom_label)
        custom_row.addWidget(self.custom_edit, 1)
        custom_row.addWidget(self.custom_button)

        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.settings)
        layout.addWidget(splitter, 1)
        layout.addLayout(custom_row)
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)  # Enter presses the focused button, as Space does

    @staticmethod
    def _keep_custom_board(text: str) -> None:
        save_setting(CUSTOM_BOARD_KEY, text or None)

    def _connect(self) -> None:
        panel = self.round_panel
        self.new_button.clicked.connect(self.new_round)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.end_button.clicked.connect(self.on_end_clicked)
        panel.entry.returnPressed.connect(self.submit)
        self.board_view.traced.connect(self._on_traced)
        self.custom_button.clicked.connect(self.play_custom)
        self.custom_edit.returnPressed.connect(self.play_custom)
        self.custom_edit.textChanged.connect(self._keep_custom_board)
        self.history_panel.replay_button.clicked.connect(self.replay_selected)
        self.history_panel.replay_shortcut.activated.connect(self.replay_selected)
        self.history_panel.view.doubleClicked.connect(self.replay_selected)  # the press selected the row
        for view in (panel.human_view, panel.computer_view):
            view.selectionModel().selectionChanged.connect(self._on_word_selected)
        self.history_panel.view.selectionModel().selectionChanged.connect(self._on_history_selected)
        self.context.lexicon.changed.connect(self._on_lexicon_changed)
        self.settings.changed.connect(self._on_settings_changed)
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
        record = self._selected_record()
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
            _END_ROUND_QUESTION,
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
        if self._task is not None:
            self._task.cancel()
        self.countdown.stop()
        self._end_asked_at = None  # an empty Enter of the last round asks nothing of this one
        self.round = ActiveRound(
            board,
            seed,
            dice,
            rules,
            self.settings.timer_seconds(),
            self.settings.strength(),
            replay_of,
            lexicon,
        )
        self.round_panel.human_model.set_items([])
        self.round_panel.computer_model.set_items([])
        self.board_view.set_board(board)
        self.board_view.set_cover("Finding every word…")
        self.board_view.interactive = False
        self.round_panel.entry.clear()
        self._round_buttons(True)
        self._disable_entry(self.pause_button)
        self.pause_button.setText("Pause")
        self.clock_label.setStyleSheet("")
        self._show_clock(self.round.timer_seconds)
        self.round_panel.score_label.clear()
        notices = [self._pending_notice, self._waiting_notice()]
        if replay_of is not None:
            other = self._earlier_attempts(replay_of, lexicon.name)[1]
            notices.append(self._not_compared_note(other, lexicon.name))
        self.round_panel.set_notice(" ".join(filter(None, notices)))
        self._update_labels()
        self._say(f"Finding every word with the {lexicon.name} list…")
        task = self.context.tasks.start(
            partial(solve, board, lexicon, rules), "Solving the Boggle board", owner=self
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
        if not self._in_sight or self._blocked():  # another tab shows, minimised, or under a dialog:
            self.toggle_pause()  # the clock waits for the player
            self._resume_when_shown = True

    def _on_solve_failed(self, message: str) -> None:
        if self.sender() is self._task:
            self.board_view.set_cover("Could not solve this board")
            self._say(f"Could not solve the board: {message}", _BAD)

    def _on_solve_cancelled(self) -> None:
        """Cancel pressed in the status bar while the board was being solved: the round cannot be played."""
        if self.sender() is self._task:
            self.board_view.set_cover("Solving cancelled\nNew round (Ctrl+N) shakes another board")
            self.clock_label.setText("Not played")
            set_tone(self.clock_label, _OVER)
            self._say("Solving the board was cancelled; this round cannot be played.", _BAD)

    def _on_task_finished(self) -> None:
        if self.sender() is self._task:
            self._task = None

    def _on_lexicon_changed(self) -> None:
        self._keep_interrupted()
        if self.round is None or (self.round.solution is None and self._task is None):
            self.new_round()
        else:
            self._update_labels()

    def _on_settings_changed(self) -> None:
        """Say that a round under way keeps its own rules, computer and timer (they seemed ignored)."""
        key = shortcut_text(NEW_GAME_KEY)
        note = f"The new settings apply from the next round ({key}); this round keeps its own."
        shown = self.round_panel.notice_label.text()
        if self.round is not None and self.round.playing and note not in shown:
            self.round_panel.set_notice(f"{shown} {note}".strip())  # after the round's own notice

    def _on_no_lexicon(self) -> None:
        """A load that ended without a list (cancelled, or the file was bad): with none loaded
        yet, the board stops saying one is loading."""
        if self.context.lexicon.current is None and not self.context.lexicon.is_loading:
            self.board_view.set_cover("No word list: choose one in the File menu")

    def _keep_interrupted(self) -> None:
        """Score the rounds waiting (cut short by a crash, or History could not store them) with
        their own word lists (a round's maximum and the computer's words depend on its list) and
        store them in History. A bundled list is loaded for it in the background; a round of a
        user's file list waits until that list is loaded."""
        lexicon = self.context.lexicon.current
        if lexicon is None:
            return
        waiting_for_file = []
        for waiting in self._interrupted:
            if waiting.word_list == lexicon.name:
                job = partial(crash_round, waiting, lexicon)
            elif waiting.word_list in BUNDLED_LISTS:
                job = partial(crash_round, waiting, self.context.lexicon.bundled_job(waiting.word_list))
            else:
                waiting_for_file.append(waiting)
                continue
            task = self.context.tasks.start(job, f"Keeping the {waiting.described()}", owner=self)
            task.succeeded.connect(partial(self._on_interrupted_solved, waiting))
            task.failed.connect(partial(self._on_interrupted_failed, waiting))
        self._interrupted = waiting_for_file  # named with every new round (see _waiting_notice)

    def _waiting_notice(self) -> str:
        """What waits for a word list that is not loaded, said with each new round until it is."""
        if not self._interrupted:
            return ""
        lists = ", ".join(sorted({waiting.word_list for waiting in self._interrupted}))
        crashed = not any(waiting.not_stored for waiting in self._interrupted)
        return (
            f"{counted(len(self._interrupted), 'round')} "
            f"{'cut short by a crash' if crashed else 'not yet in History'} "
            f"{'waits' if len(self._interrupted) == 1 else 'wait'} for the word list played ({lists}): "
            "open it (File > Open Word List) to keep the round in History."
        )

    def _on_interrupted_solved(self, waiting: Unfinished, current: ActiveRound) -> None:
        try:
            # Dated when it was played, if known: not this start (a Friday's round is not Monday's).
            stored = self.store.add(replace(scored(current)[1], played_at=waiting.played_at))
        except HistoryError as error:
            self.round_panel.set_notice(f"The {waiting.described()} could not be kept: {error}.")
            return
        self.refresh_history(stored)
        words = f"{counted(len(stored.human_words), 'word')} ({counted(stored.human_score, 'point')})"
        kept = f"The {waiting.described()}, with {words}"
        if self.store.memory_only:  # it waits on for a start that can store it in the file
            self.round_panel.set_notice(
                f"{kept}, is shown in History as #{stored.id} for this session, and will be stored in "
                "the history file at a later start, once it can be opened."
            )
            return
        forget_interrupted(waiting)
        self.round_panel.set_notice(f"{kept}, is kept in History as #{stored.id}.")

    def _on_interrupted_failed(self, waiting: Unfinished, message: str) -> None:
        forget_interrupted(waiting)  # damaged: nothing that could be scored
        self.round_panel.set_notice(f"The {waiting.described()} could not be kept: {_ended(message)}")

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
        keep_in_progress(self._to_keep(self.round))  # a crash now keeps the round (see interrupted.py)
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
        set_tone(self.clock_label, _BAD, bold=True)
        self._tell(f"Hurry: {format_clock(self.countdown.display_seconds())} left!", _BAD, urgent=True)

    def _on_time_up(self) -> None:
        """The time is up; a word still being typed does not count, as at the table, and is named."""
        typed = self.round_panel.entry.text().strip()
        late = f" “{typed}”, typed but not entered, does not count." if typed else ""
        self.end_turn(f"Time is up.{late}", urgent=True)

    def _show_clock(self, seconds: int) -> None:
        untimed = self.round is not None and self.round.timer_seconds == 0
        self.clock_label.setText(f"Untimed · {format_clock(seconds)}" if untimed else format_clock(seconds))

    def score_players(self) -> None:
        """Open "Score players' lists" for the board shown, once it is solved, with the round's word list
        and rules. A round with words found must be ended first (the dialog would show the board and
        check any word); one without, the board played at the table, ends here and is not kept."""
        current = self.round
        if current is None or current.solution is None:
            self._tell(
                "Players' lists are scored on the board shown once it is solved: wait until it is, or play "
                "a board (New round, Custom board).",
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
        self.clock_label.setText("Round over")
        set_tone(self.clock_label, _OVER)
        # Late keys land on the computer's words, where letters, Enter and Space (a pause meant for
        # the last second) change nothing, so the results stay; Ctrl+N starts the next round.
        self._disable_entry(self.round_panel.computer_view)
        self._round_buttons(False)
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
            with self.store.busy_timeout(STORE_BUSY_TIMEOUT):
                stored = self.store.add(record)
        except HistoryError as error:
            keep_for_next_start(self._to_keep(current))
            not_stored = f"is not in History yet: {error}. It is kept and will be stored at the next start."
            self._say(f"{reason} The round {not_stored}", _BAD)
            self._pending_notice = f"The last round {not_stored}"
            return None
        if self.store.memory_only:  # gone at exit: kept, with its date, for a start that opens the file
            keep_for_next_start(replace(self._to_keep(current), played_at=stored.played_at))
        else:
            forget_in_progress()  # only now: until stored, the crash-safe copy was the round's only one
        self.refresh_history(stored)
        comparison = self._comparison(stored)
        found = counted(len(claimed), "more word")
        text = f"{reason} The computer ({current.strength}) found {found}."
        lexicon, on_board = current.lexicon, current.solution.words
        if STRENGTHS[current.strength] is not None and all(
            lexicon.commonness(f.word) is None for f in on_board
        ):
            text += f" ({current.lexicon.name} has no commonness levels: only a perfect computer knows them.)"
        self._say(f"{text} {comparison}".strip())
        return stored

    def _to_keep(self, current: ActiveRound) -> Unfinished:
        """What is kept of ``current`` outside History (see interrupted.py). The replay of a round
        History keeps in memory is kept as a round of its own: that round's number means nothing
        in the file."""
        kept = unfinished(current)
        return replace(kept, replay_of=None) if self.store.memory_only else kept

    def _earlier_attempts(
        self, original_id: int, word_list: str, exclude: int | None = None
    ) -> tuple[list[RoundRecord], list[RoundRecord]]:
        """The attempts on a board (but ``exclude``): those made with ``word_list``, whose scores
        compare, and the others, whose maximum and words differ. (A replay takes the rules of the
        round it replays, so every attempt on a board has the same rules.)"""
        try:
            attempts = self.store.attempts(original_id)
        except HistoryError:
            return [], []
        same: list[RoundRecord] = []
        other: list[RoundRecord] = []
        for record in attempts:
            if record.id != exclude:
                (same if record.word_list == word_list else other).append(record)
        return same, other

    @staticmethod
    def _not_compared_note(other: list[RoundRecord], word_list: str) -> str:
        """Why the rounds of ``other`` (made with another word list) are left out of the comparison."""
        if not other:
            return ""
        lists = sorted({record.word_list for record in other})
        them = "it is" if len(other) == 1 else "they are"
        return (
            f"{counted(len(other), 'earlier round')} on this board used the {' and '.join(lists)} "
            f"list{'s' if len(lists) > 1 else ''}; this one uses {word_list}, "
            f"so {them} not compared."
        )

    def _comparison(self, stored: RoundRecord) -> str:
        """How a replay compares with the earlier attempts on the same board, with the same word list
        and rules (a score with another list has another maximum)."""
        if stored.replay_of is None:
            return ""
        same, other = self._earlier_attempts(stored.replay_of, stored.word_list, stored.id)
        parts = []
        if same:
            best = max(same, key=lambda r: r.human_score)
            verdict = "a new best!" if stored.human_score > best.human_score else "not beaten yet."
            with_list = f" with the {stored.word_list} list" if other else ""
            parts.append(
                f"Attempt {len(same) + 1} on this board{with_list}: earlier best {best.human_score} "
                f"({best.percent:.0f}% of the maximum), now {stored.human_score} "
                f"({stored.percent:.0f}%) — {verdict}"
            )
        parts.append(self._not_compared_note(other, stored.word_list))
        return " ".join(filter(None, parts))

    # -- selections and history ---------------------------------------------------------------

    def _on_word_selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        indexes = selected.indexes()
        if indexes and (self.round is None or not self.round.playing):
            found = indexes[0].data(ITEM_ROLE)
            self.board_view.highlight(found.path)

    def _on_history_selected(self) -> None:
        record = self._selected_record()
        self.history_panel.replay_button.setEnabled(record is not None)
        self.history_panel.show_words(record)

    def _selected_record(self) -> RoundRecord | None:
        rows = self.history_panel.view.selectionModel().selectedRows()
        return rows[0].data(ITEM_ROLE) if rows else None

    def refresh_history(self, added: RoundRecord | None = None) -> None:
        """Show every round read anew, or only add the round ``added`` to those shown (reading and
        sorting thousands of rounds again took seconds). No round is selected afterwards."""
        model = self.history_panel.model
        try:
            if added is not None and self._shows_all_but(added):
                model.add(added)
            else:
                model.set_items(self.store.rounds())
        except HistoryError as error:
            self.history_panel.note.setText(str(error))
        self.history_panel.view.selectionModel().clear()
        self.history_panel.replay_button.setEnabled(False)

    def _shows_all_but(self, added: RoundRecord) -> bool:
        """Whether History shows every stored round but ``added``: not when another copy of the
        app, sharing the history, has stored rounds since (they are read with the rest)."""
        return self.store.count() == self.history_panel.model.rowCount() + 1 + len(self.store.damaged)

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
        """Another tab shown, or the window minimised: the clock stops with the board out of sight (it
        ran on, and a round left for three minutes went into History as a loss never played)."""
        super().hideEvent(event)
        self._in_sight = False
        if self.round is not None and self.round.playing and self.countdown.is_running():
            self.toggle_pause()

    def showEvent(self, event: QShowEvent) -> None:
        """Back in sight: a round that started while hidden begins now; one paused by hiding waits for
        Space or Resume, with the board covered until the player is ready."""
        super().showEvent(event)
        self._in_sight = True
        self.window().installEventFilter(self)  # for a dialog that blocks it (installed once only)
        self._start_if_waiting()

    def _start_if_waiting(self) -> None:
        """Start the clock of a round that was solved while the player could not play it."""
        if self._resume_when_shown and self._in_sight and not self._blocked():
            self._resume_when_shown = False
            if self.round is not None and self.round.playing and not self.countdown.is_running():
                self.toggle_pause()

    def _blocked(self) -> bool:
        """Whether a dialog (Help, Preferences, a warning) keeps the player from the board; the
        question before a new round does not: the clock runs on under it, as a sand timer would."""
        dialog = QApplication.activeModalWidget()
        return dialog is not None and dialog.objectName() != _END_ROUND_QUESTION

    def _on_window_blocked(self) -> None:
        """A dialog over the window: the clock stops as when the board is out of sight (it ran on
        under Help, and a round could end before the player was back)."""
        if self._blocked() and self.round is not None and self.round.playing and self.countdown.is_running():
            self.toggle_pause()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The event's type first: the filter also sees events while the tab is torn down.
        if event.type() == QEvent.Type.WindowBlocked and watched is self.window():
            self._on_window_blocked()
        elif event.type() == QEvent.Type.WindowUnblocked and watched is self.window():
            self._start_if_waiting()
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

    def _round_buttons(self, enabled: bool) -> None:
        """Pause and End turn, for a round under way (or being solved, when Pause holds the focus)."""
        self.pause_button.setEnabled(enabled)
        self.end_button.setEnabled(enabled)

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
        human = self.round_panel.human_model.total()
        self.round_panel.human_label.setText(
            f"Your words: {self.round_panel.human_model.rowCount()} ({counted(human, 'point')})"
        )
        count = self.round_panel.computer_model.rowCount()
        self.round_panel.computer_label.setText(
            f"The computer's words: {count} ({counted(self.round_panel.computer_model.total(), 'point')})"
            if current.over
            else "The computer's words (after your turn)"
        )
        parts = [f"{current.board.size}x{current.board.size}"]
        if current.dice:
            dice = dice_set(current.dice)
            parts.append(f"{dice.name} dice, seed {current.seed}")
            if dice.note:
                parts.append("dice set transcription unverified")
        else:
            parts.append("custom board")
        parts.append(f"{current.rules.name} rules ({current.rules.description})")
        parts.append(f"word list: {current.lexicon.name}")
        if current.solution is not None:
            parts.append(f"{len(current.solution.words)} words on the board")
        if current.replay_of is not None:
            parts.append(f"replay of round #{current.replay_of}")
        self.info_label.setText(" · ".join(parts))
