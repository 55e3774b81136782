"""The Minesweeper tab: play or edit a position, with the exact analysis always beside it."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from boggle_desktop.accessibility import (
    HISTORY_KEYS,
    NEW_GAME_KEY,
    announce,
    history_shortcuts,
    shortcut_text,
    tab_shortcut,
)
from boggle_desktop.context import AppContext
from boggle_desktop.minesweeper.analysis_panel import AnalysisPanel
from boggle_desktop.minesweeper.controls import CUSTOM, GameControls
from boggle_desktop.minesweeper.editor_bar import EditorBar, brush_name
from boggle_desktop.minesweeper.jobs import (
    TASK_KIND,
    QuickResult,
    Unanswered,
    impossible_text,
    perfect_analysis,
    quick_analysis,
    why_not_searched,
)
from boggle_desktop.minesweeper.models import EDIT, PLAY, ArrangementListModel, BoardModel
from boggle_desktop.minesweeper.move_wording import FIRST_CLICK, choice_text, first_click_status
from boggle_desktop.minesweeper.position_files import PositionFiles
from boggle_desktop.minesweeper.saved_position import POSITION_KEY, restored_position
from boggle_desktop.minesweeper.views import BoardView, GameCounters, fraction_text, plain_label, set_message
from boggle_desktop.saved_settings import save_setting, show_stored, stored_flag, stored_text
from boggle_desktop.scroll_area import scrolling
from boggle_desktop.work import Job, Task
from solvers.minesweeper import (
    FLAG,
    HIDDEN,
    LEVELS,
    Analysis,
    GameError,
    PerfectPlay,
    Position,
    PositionError,
    Status,
)
from solvers.minesweeper.autoplay import first_move
from solvers.minesweeper.game import check_setup
from solvers.minesweeper.samples import SAMPLES, load_sample
from solvers.minesweeper.strategy import MoveChoice

#: The settings keys of the probability overlay in a game and in the editor, and where each
#: starts: off in a game, whose player would otherwise see the answers, on in the editor, whose
#: position is there to be analysed.
OVERLAY_KEYS = {PLAY: "minesweeper/overlay_in_game", EDIT: "minesweeper/overlay"}
OVERLAY_DEFAULTS = {PLAY: False, EDIT: True}
CANCELLED = "The analysis was cancelled. Press Analyse again to run it, or change the position."


class MinesweeperTab(QWidget):
    #: File > Open and Save on this tab: they call open_file and save_file.
    FILE_ACTIONS = ("&Open Position...", "&Save Position...")

    #: The file of the position on the board (``document_path``) may have changed.
    document_changed = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model = BoardModel(self)
        self.edit_history = self.model  # what Edit > Undo and Redo reach
        self.arrangements = ArrangementListModel(self)
        self.analysis: Analysis | None = None
        self.choice: MoveChoice | None = None
        self.analysis_task: Task | None = None
        self.perfect_task: Task | None = None
        self.hint_shown = False
        self._hint_in_message = False  # the message line holds a hint, which the next move outdates
        self._step_pending = False
        self._kept: Position | None = None  # the position last written to the settings

        self.board = BoardView()
        self.panel = AnalysisPanel()
        self.panel.arrangement_view.setModel(self.arrangements)
        self.message = plain_label(wrap=True)
        self._build_controls()
        self.files = PositionFiles(
            self, context.data_dir, self.model, self.controls, self.load_position, self.show_message
        )

        board_column = QVBoxLayout()
        board_column.addWidget(self.controls)
        board_column.addWidget(self.editor_bar)
        board_column.addWidget(self.counters)
        board_column.addWidget(self.board, 1)
        board_column.addWidget(self.message)
        layout = QHBoxLayout(self)
        layout.addLayout(board_column, 3)
        layout.addWidget(scrolling(self.panel, "Analysis"), 2)

        self.clock = QTimer(self)
        self.clock.setInterval(500)
        self.clock.timeout.connect(self._update_counters)
        self.clock.start()
        self.auto_timer = QTimer(self)
        self.auto_timer.timeout.connect(self.step)

        self.model.changed.connect(self.on_model_changed)
        self.model.game_over.connect(self.on_game_over)
        self.board.left_clicked.connect(self.on_left_click)
        self.board.right_clicked.connect(self.on_right_click)
        self.board.chord_clicked.connect(self.on_chord)
        self.board.hint_requested.connect(self.show_hint)
        self.panel.hint_requested.connect(self.show_hint)
        self.panel.again_requested.connect(self.analyse_again)
        self.panel.step_requested.connect(self.step)
        self.panel.auto_play_toggled.connect(self.set_auto_play)
        self.panel.speed_slider.valueChanged.connect(self._update_auto_speed)
        self.panel.overlay_toggled.connect(self.set_overlay)
        self.panel.values_toggled.connect(self.set_values)
        self.model.history_changed.connect(self._update_undo_buttons)
        self.model.document_changed.connect(self.document_changed)
        tab_shortcut(self, NEW_GAME_KEY, self.new_game)
        history_shortcuts(self, self.model.undo, self.model.redo)

        level = stored_text("minesweeper/level", "beginner", (*LEVELS, CUSTOM))  # before the position
        show_stored(self.first_click_combo, "minesweeper/first_click")
        self.overlay = {mode: stored_flag(key, OVERLAY_DEFAULTS[mode]) for mode, key in OVERLAY_KEYS.items()}
        values = stored_flag("minesweeper/values", True)
        self.panel.values_box.setChecked(values)
        self.board.show_values = values
        self._restore_position()
        self.model.forget_history()
        # The level remembered wins over the one of the size of the position reopened.
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))
        self._on_level_changed()

    # -- construction ----------------------------------------------------------------------
    def _build_controls(self) -> None:
        """The controls above the board and the editor's bar, their widgets also reachable from the tab."""
        self.controls = GameControls()
        self.level_combo = self.controls.level_combo
        self.first_click_combo = self.controls.first_click_combo
        self.width_spin, self.height_spin, self.mines_spin = self.controls.spins()
        self.new_button = self.controls.new_button
        self.edit_button = self.controls.edit_button
        self.edit_game_button = self.controls.edit_game_button
        self.board_label = self.controls.board_label
        self.editor_bar = EditorBar()
        self.brush_group = self.editor_bar.brush_group
        self.brush_button = self.editor_bar.brush_button
        self.sample_button = self.editor_bar.sample_button
        self.open_button = self.editor_bar.open_button
        self.save_button = self.editor_bar.save_button
        self.undo_button = self.editor_bar.undo_button
        self.redo_button = self.editor_bar.redo_button
        self.counters = GameCounters()
        self.counter_label = self.counters.counter_label
        self.clock_label = self.counters.clock_label

        self.level_combo.currentIndexChanged.connect(self._on_level_changed)
        self.first_click_combo.currentIndexChanged.connect(self._remember_rule)
        self.new_button.clicked.connect(self.new_game)
        self.edit_button.toggled.connect(self.set_editing)
        self.edit_game_button.clicked.connect(self.edit_game)
        self.editor_bar.sample_chosen.connect(self.load_sample)
        self.undo_button.clicked.connect(self.model.undo)
        self.redo_button.clicked.connect(self.model.redo)
        self.mines_spin.valueChanged.connect(self._on_mines_spin)
        self.width_spin.valueChanged.connect(self._on_size_spin)
        self.height_spin.valueChanged.connect(self._on_size_spin)
        for spin in self.controls.spins():
            # A run of one box's changes is one step to undo until Enter or the focus leaving it.
            spin.editingFinished.connect(self.model.end_run)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)

    # -- settings and controls -------------------------------------------------------------
    def _on_level_changed(self) -> None:
        self._sync_controls()
        save_setting("minesweeper/level", self.level_combo.currentData())

    def _remember_rule(self) -> None:
        save_setting("minesweeper/first_click", self.first_click_combo.currentData())

    def _on_mines_spin(self, value: int) -> None:
        if self.model.mode == EDIT:
            self.model.set_total_mines(value)

    def _on_size_spin(self) -> None:
        if self.model.mode == EDIT:
            self.model.resize_editor(self.width_spin.value(), self.height_spin.value())

    def _sync_controls(self) -> None:
        model = self.model
        editing = model.mode == EDIT
        self.controls.show_mode(editing, model.game_touched, (model.width, model.height, model.total_mines))
        self.editor_bar.setVisible(editing)
        self.editor_bar.show_comments(model.edited.comments)
        self._show_overlay_choice()
        self.panel.step_button.setEnabled(not editing and model.status is Status.PLAYING)
        self.panel.auto_button.setEnabled(not editing and model.status is Status.PLAYING)

    def _update_counters(self) -> None:
        seconds = self.model.elapsed() if self.model.mode == PLAY else None
        self.counters.show_counts(self.model.mines_left_display(), seconds)

    # -- play ------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a game of the chosen level (or the custom size) under the chosen first-click rule."""
        self.set_auto_play(False)
        self.controls.take_typed_numbers()
        rule = self.controls.first_click_rule()
        width, height, mines = self.controls.next_game()
        try:
            check_setup(width, height, mines, rule)
        except GameError as error:
            self.show_message(str(error), error=True)
            return
        self.model.new_game(width, height, mines, rule)
        self.show_message("New game: left click reveals, right click flags, middle click (or both) chords.")

    def on_left_click(self, row: int, col: int) -> None:
        if self.model.mode == EDIT:
            value = self.editor_bar.brush()
            if self.model.edited.at(row, col) == value:  # a click that seems to do nothing
                self.show_message(
                    f"This is the editor, and the cell is already {brush_name(value)}: choose what a click "
                    "sets under Set cells to, or press New game to play."
                )
                return
            self.model.set_cell(row, col, value)
        else:
            self.model.reveal(row, col)

    def on_right_click(self, row: int, col: int) -> None:
        if self.model.mode == EDIT:
            value = self.model.edited.at(row, col)
            if value in (HIDDEN, FLAG):  # a revealed cell changes only with a brush
                self.model.set_cell(row, col, HIDDEN if value == FLAG else FLAG)
        else:
            self.model.toggle_flag(row, col)

    def on_chord(self, row: int, col: int) -> None:
        self.model.chord(row, col)

    def on_game_over(self, won: bool) -> None:
        self.set_auto_play(False)
        text = f"You won in {self.model.elapsed()} s!" if won else "A mine! The game is lost."
        self.show_message(text, error=not won)
        announce(self, text, urgent=not won)

    def step(self) -> None:
        """Let the analyser make one move (waits for the running analysis if needed)."""
        if self.model.mode != PLAY or self.model.status is not Status.PLAYING:
            self.set_auto_play(False)
            return
        if not self.model.game.started:
            self.model.reveal(*first_move(self.model.game))
            return
        if self.analysis_task is not None or self.choice is None:
            self._step_pending = True
            if self.analysis_task is None:  # cancelled or failed: analyse again, then step
                self.start_analysis()
            return
        self._step_pending = False
        if self.choice.cell is not None:
            row, col = divmod(self.choice.cell, self.model.width)
            if self.model.game.state[self.choice.cell] == FLAG:
                self.model.game.toggle_flag(row, col)  # the analyser ignores the player's flags
            self.model.reveal(row, col)

    def set_auto_play(self, on: bool) -> None:
        if on and (self.model.mode != PLAY or self.model.status is not Status.PLAYING):
            on = False
        if on:
            self._update_auto_speed()
            self.auto_timer.start()
        else:
            self.auto_timer.stop()
            self._step_pending = False
        button = self.panel.auto_button
        if button.isChecked() != on:
            button.blockSignals(True)
            button.setChecked(on)
            button.blockSignals(False)

    def _update_auto_speed(self) -> None:
        self.auto_timer.setInterval(int(1000 / self.panel.moves_per_second()))

    # -- editor ----------------------------------------------------------------------------
    def set_editing(self, on: bool) -> None:
        self.set_auto_play(False)
        if on:
            self.model.start_editing()
            also = " Edit this game edits the game instead." if self.model.game_touched else ""
            self.show_message(
                f"Editing your position: left click sets a cell to the chosen value, right click toggles "
                f"a flag.{also}"
            )
        elif self.model.game_touched:
            self.model.stop_editing()
            self.show_message(
                "Back to the game. Edit position brings back your position; Edit this game edits the game."
            )
        else:
            self.new_game()  # no game was under way: start the chosen level's, as New game would
            if self.model.mode == EDIT:  # the custom size was refused, with the reason shown
                self._sync_controls()
            else:
                self.show_message("New game. Edit position brings back the position you were editing.")

    def edit_game(self) -> None:
        """Edit the game on the board in place of the position edited, which Undo brings back."""
        self.set_auto_play(False)
        self.model.edit_game()
        self.show_message(
            "Editing the game on the board, its flags as known mines. "
            f"Undo ({shortcut_text(HISTORY_KEYS[0])}) brings back the position you were editing before."
        )

    def _update_undo_buttons(self) -> None:
        self.editor_bar.show_history(self.model.can_undo, self.model.can_redo)

    def _restore_position(self) -> None:
        """Open the position that was being edited when the app last stopped, else the sample (with the
        reason when the saved position is damaged)."""
        position, title, problem = restored_position(self.context.data_dir)
        self.load_position(position, title)
        if problem is not None:
            self.show_message(problem, error=True)

    def _keep_position(self) -> None:
        """Keep the position last edited in the settings the moment it changes, so that a crash loses
        no edit. A game itself is not kept, so its moves write nothing (writing the settings file
        takes milliseconds, too long for every move of a fast auto-play)."""
        if self.model.edited != self._kept:
            save_setting(POSITION_KEY, self.model.edited.to_text())
            self._kept = self.model.edited

    def load_sample(self, name: str) -> None:
        self.load_position(load_sample(name), SAMPLES[name])

    def load_position(self, position: Position, title: str, origin: Path | None = None) -> None:
        """Edit ``position``, said as ``title``, from the file ``origin`` (None: a sample, the one kept)."""
        self.set_auto_play(False)
        self.model.start_editing(position, origin)
        # The level of the board's size, else Custom, so that a position opened does not sit beside
        # another level's name; New game then starts a game of its size, and the level is remembered
        # as if chosen.
        self.controls.select_level_of(self.model.width, self.model.height, self.model.total_mines)
        self.show_message(f"{title}. Edit it, or press New game to play.")

    def open_file(self) -> None:
        self.files.open_file()

    def open_path(self, path: Path) -> None:
        self.files.open_path(path)

    def save_file(self) -> None:
        self.files.save_file()

    def save_path(self, path: Path) -> None:
        self.files.save_path(path)

    def document_path(self) -> Path | None:
        """The file the position edited came from, while the editor shows it (a game is of none)."""
        return self.model.document

    # -- analysis --------------------------------------------------------------------------
    def on_model_changed(self) -> None:
        model = self.model
        self._keep_position()
        exploded = model.game.exploded if model.mode == PLAY else None
        self.board.set_board(
            model.width, model.height, model.cells(), model.mines_to_show(), exploded, model.wrong_flags()
        )
        self.hint_shown = False
        if self._hint_in_message:  # a hint for the position before this move
            self.show_message("")
        self._sync_controls()
        self._update_counters()
        self.start_analysis()

    def start_analysis(self) -> None:
        """Analyse the position on the board afresh; nothing of the last analysis stays shown."""
        self.panel.again_button.setVisible(False)
        for task in (self.analysis_task, self.perfect_task):
            if task is not None:
                task.cancel()
        self.analysis_task = self.perfect_task = None
        self.analysis = self.choice = None
        self.board.clear_analysis()
        self.arrangements.set_analysis(None)
        self.panel.clear_figures()
        if self.model.status is not Status.PLAYING:
            self.panel.show_status("The game is over.")
            return
        if self.model.mode == PLAY and not self.model.game.started:
            self._show_first_click()
            return
        try:
            position = self.model.analysed_position()
        except PositionError as error:
            self._show_error(impossible_text(str(error)))
            return
        self.panel.show_status("Analysing...")
        self.analysis_task = self._start(
            partial(quick_analysis, position), "Minesweeper analysis", self.on_analysis_done
        )

    def _show_first_click(self) -> None:
        """No mine is placed before the first click (see Game.reveal), so no cell has a chance of
        a mine yet: the first click is safe anywhere, and under its rule opens a zero."""
        game = self.model.game
        self.panel.show_status(first_click_status(game.first_click))
        row, col = first_move(game)
        self.panel.certain_label.setText(f"all {game.width * game.height} safe for the first click")
        self.choice = MoveChoice(row * game.width + col, FIRST_CLICK)
        self._show_choice()
        self._show_overlay()

    def analyse_again(self) -> None:
        """After a cancel: the perfect-play search alone if that was what stopped, else all."""
        self.panel.again_button.setVisible(False)
        if self.analysis is not None and self.perfect_task is None:
            self._start_perfect_play(self.analysis)
        else:
            self.start_analysis()

    def _start(self, job: Job, title: str, on_done: Callable[..., None]) -> Task:
        """Run ``job`` on a worker thread; ``on_done`` gets its result, failures and cancels are shown."""
        task = self.context.tasks.start(job, title, kind=TASK_KIND, owner=self)
        task.succeeded.connect(on_done)
        task.failed.connect(self.on_analysis_failed)
        task.cancelled.connect(self.on_analysis_cancelled)
        return task

    def _start_perfect_play(self, analysis: Analysis) -> None:
        unsearched = why_not_searched(analysis)
        if unsearched is None:
            self.panel.win_label.setText("searching...")
            self.perfect_task = self._start(
                partial(perfect_analysis, analysis), "Minesweeper perfect play", self.on_perfect_done
            )
        else:
            self.panel.win_label.setText(unsearched)

    def _is_current(self, task: Task | None) -> bool:
        sender: QObject | None = self.sender()
        return sender is not None and sender is task

    def on_analysis_done(self, result: QuickResult | Unanswered) -> None:
        if not self._is_current(self.analysis_task):
            return
        self.analysis_task = None
        if isinstance(result, Unanswered):
            self._show_error(result.text)
            return
        self.analysis, self.choice = result.analysis, result.choice
        analysis = result.analysis
        self._show_overlay()
        self.arrangements.set_analysis(analysis)
        self.panel.show_status("Exact analysis: every consistent arrangement equally likely.")
        self.panel.show_figures(analysis)
        self._show_choice()
        if self.model.mode == EDIT:  # in a game, the best move is told only when asked for (Hint)
            self._announce_analysis(
                f"Exact analysis done. Certain cells: {self.panel.certain_label.text()}. "
                f"Best move: {self.panel.best_label.text()}."
            )
        self._update_hint()
        self._start_perfect_play(analysis)
        if self._step_pending and self.perfect_task is None:
            self.step()

    def on_perfect_done(self, result: PerfectPlay | str) -> None:
        if not self._is_current(self.perfect_task) or self.analysis is None:
            return
        self.perfect_task = None
        if isinstance(result, str):
            self.panel.win_label.setText(result)
        else:
            self.panel.win_label.setText(fraction_text(result.win_probability))
            if result.best_move is not None and not self.analysis.safe:
                self.choice = MoveChoice(result.best_move, "perfect", result.win_probability)
                self._show_choice()
                self._show_overlay()
                self._update_hint()
        if self._step_pending:
            self.step()

    def on_analysis_failed(self, message: str) -> None:
        """A refusal or a bug: no answer, but the position is not judged impossible."""
        if self._is_current(self.perfect_task):
            self.perfect_task = None  # the exact figures stand; only the search is missing
            self.set_auto_play(False)
            self.panel.win_label.setText(f"not computed: the search could not be completed ({message})")
        elif self._is_current(self.analysis_task):
            self.analysis_task = None
            self._show_error(f"The analysis could not be completed: {message}")

    def on_analysis_cancelled(self) -> None:
        """Cancel pressed in the status bar (a task the tab stopped itself is no longer current)."""
        if self._is_current(self.analysis_task):
            self.analysis_task = None  # its figures are dashes since it started
            self.panel.show_status(CANCELLED)
        elif self._is_current(self.perfect_task):
            self.perfect_task = None  # the exact figures stand; only the search is missing
            self.panel.win_label.setText("not computed: the search was cancelled (Analyse again searches it)")
        else:
            return
        self.set_auto_play(False)
        self.panel.again_button.setVisible(True)

    def _show_error(self, text: str) -> None:
        """No analysis of this position: said where its figures go (already dashes, as every
        analysis starts, see start_analysis)."""
        self.set_auto_play(False)
        self.panel.show_status(text, error=True)
        self._announce_analysis(text)

    def _announce_analysis(self, text: str) -> None:
        """Tell a screen reader what the analysis found, unless auto-play is on (its moves come
        faster than speech; the end of the game is told)."""
        if not self.auto_timer.isActive():
            announce(self, text)

    def _show_choice(self) -> None:
        """The best move in the panel; in a game with the overlay off, only once asked for (Hint),
        as on the board."""
        if self.choice is None:
            return
        answer = self.model.mode == PLAY and self.analysis is not None  # not the first click's "any cell"
        if answer and not (self.board.show_overlay or self.hint_shown):
            self.panel.best_label.setText("press Hint to see it")
        else:
            self.panel.best_label.setText(choice_text(self.choice, self.analysis, self.model.width))

    def _show_overlay(self) -> None:
        show = self.board.show_overlay
        best = self.choice.cell if self.choice is not None and (show or self.hint_shown) else None
        if show and self.analysis is not None:
            self.board.set_analysis(
                self.analysis.probabilities, set(self.analysis.safe), set(self.analysis.mines), best
            )
        else:
            self.board.set_analysis({}, set(), set(), best)

    def show_hint(self) -> None:
        self.hint_shown = True
        if self.choice is not None:
            self._show_overlay()
            self._show_choice()
            text = f"Hint: {choice_text(self.choice, self.analysis, self.model.width)}"
            if self.choice.cell is not None:  # where the keyboard can act on it
                self.board.set_cursor(*divmod(self.choice.cell, self.model.width))
        elif self.analysis_task is not None:
            text = "The analysis is still running; the hint follows."
        else:
            text = "No best move to show: see the analysis beside the board."
        self.show_message(text)
        announce(self, text)
        self._hint_in_message = True

    def _update_hint(self) -> None:
        """A hint asked for while analysing ("the hint follows"), or before perfect play found a
        better move, is given again with the move found."""
        if self._hint_in_message:
            self.show_hint()

    def set_overlay(self, on: bool) -> None:
        """The overlay on or off in the mode on screen; the other mode keeps its own."""
        self.overlay[self.model.mode] = on
        save_setting(OVERLAY_KEYS[self.model.mode], on)
        self.board.show_overlay = on
        self._show_overlay()
        self._show_choice()

    def _show_overlay_choice(self) -> None:
        on = self.overlay[self.model.mode]
        box = self.panel.overlay_box
        box.blockSignals(True)
        box.setChecked(on)
        box.blockSignals(False)
        self.board.show_overlay = on

    def set_values(self, on: bool) -> None:
        save_setting("minesweeper/values", on)
        self.board.show_values = on
        self.board.update()

    def show_message(self, text: str, error: bool = False) -> None:
        self._hint_in_message = False
        set_message(self.message, text, error)
