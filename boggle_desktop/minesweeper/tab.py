"""The Minesweeper tab: play or edit a position, with the exact analysis always beside it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import (
    HISTORY_KEYS,
    NEW_GAME_KEY,
    announce,
    history_shortcuts,
    shortcut_text,
    tab_shortcut,
)
from boggle_desktop.context import AppContext
from boggle_desktop.focus_wheel import ChoiceBox, NumberBox
from boggle_desktop.minesweeper.models import EDIT, PLAY, ArrangementListModel, BoardModel
from boggle_desktop.minesweeper.views import (
    AnalysisPanel,
    BoardView,
    fraction_text,
    plain_label,
    set_message,
)
from boggle_desktop.saved_settings import keep_damaged, save_setting, show_stored, stored_flag, stored_text
from boggle_desktop.scroll_area import scrolling
from boggle_desktop.tooltips import exact_tip
from boggle_desktop.work import Job, Task
from solvers.atomic_file import write_text_atomically
from solvers.minesweeper import (
    FLAG,
    HIDDEN,
    LEVELS,
    UNNUMBERED,
    Analysis,
    FirstClick,
    FrontierTooLarge,
    GameError,
    PerfectPlay,
    PerfectPlayUnavailable,
    Position,
    PositionError,
    Status,
    analyse,
    parse_position,
    perfect_play,
    read_position,
)
from solvers.minesweeper.autoplay import first_move
from solvers.minesweeper.game import check_setup
from solvers.minesweeper.perfect import DEFAULT_BOARD_LIMIT, unseen_number
from solvers.minesweeper.samples import SAMPLES, load_sample
from solvers.minesweeper.strategy import MoveChoice, StrategyOptions, choose_move
from solvers.progress import Progress
from solvers.wording import counted, short_number

DEFAULT_SAMPLE = "seed_blog.mine"
#: The settings key that holds the position being edited, kept the moment it changes.
POSITION_KEY = "minesweeper/position"
#: The settings keys of the probability overlay in a game and in the editor, and where each
#: starts: off in a game, whose player would otherwise see the answers, on in the editor, whose
#: position is there to be analysed.
OVERLAY_KEYS = {PLAY: "minesweeper/overlay_in_game", EDIT: "minesweeper/overlay"}
OVERLAY_DEFAULTS = {PLAY: False, EDIT: True}
#: The tab's quick analysis leaves perfect play to a second task with this limit.
QUICK = StrategyOptions(perfect_limit=0)
#: The kind of both analysis tasks (see work.job_kind): a new analysis makes a failed one old news.
TASK_KIND = "minesweeper analysis"
#: The reason of the "best move" before the first click, which no mine can be under.
FIRST_CLICK = "first click"
CANCELLED = "The analysis was cancelled. Press Analyse again to run it, or change the position."
#: The editor's brushes, as (cell value, text, accessible name, what the tooltip says it sets).
BRUSHES = [
    (HIDDEN, "H", "Hidden", "hidden"),
    (FLAG, "F", "Flag", "flag (a known mine)"),
    *[(n, str(n), f"Revealed {n}", f"revealed {n}") for n in range(9)],
    (UNNUMBERED, "?", "Revealed, number not given", "revealed without its number (no mine, no constraint)"),
]
#: A brush's id in its button group is its cell value plus this (ids must not be -1).
BRUSH_ID_OFFSET = 3


@dataclass(frozen=True)
class QuickResult:
    analysis: Analysis
    choice: MoveChoice


@dataclass(frozen=True)
class Unanswered:
    """Why the position has no figures, as the panel says it: it is impossible (no arrangement
    of mines fits it), or too tangled to count exactly."""

    text: str


def quick_analysis(position: Position, progress: Progress) -> QuickResult | Unanswered:
    """Exact probabilities and the heuristic best move (no perfect-play search).

    An impossible position and one too large to count are answers about the position, not
    failures: an exception that escapes is a failure of the analysis itself."""
    try:
        analysis = analyse(position, progress)
    except PositionError as error:
        return Unanswered(impossible_text(str(error)))
    except FrontierTooLarge as error:
        return Unanswered(f"This position is too large to analyse exactly: {error}")
    return QuickResult(analysis, choose_move(analysis, QUICK, progress))


def impossible_text(reason: str) -> str:
    return f"Impossible position: {reason}"


def perfect_analysis(analysis: Analysis, progress: Progress) -> PerfectPlay | str:
    """Perfect play, or a sentence saying why it was not searched."""
    try:
        return perfect_play(analysis, DEFAULT_BOARD_LIMIT, progress=progress)
    except PerfectPlayUnavailable as reason:
        return f"not computed: {reason}"


def show_count(label: QLabel, n: int) -> None:
    """``n`` in ``label`` on one line, shortened past 15 digits (a 60x40 board has counts of hundreds
    of digits), with the exact value in the tooltip, which may wrap after any comma."""
    label.setText(short_number(n))
    label.setToolTip(exact_tip(f"{n:,} ({counted(len(str(n)), 'digit')})"))


def arrangement_caption(count: int, certain: int) -> str:
    """The caption of the list of ``count`` frontier arrangements; ``certain`` certain mines of
    the frontier are in every one and left out of the rows."""
    where = "cells as (row, column) from 1"
    if count > ArrangementListModel.MAX_ROWS:
        where = f"scroll through the first {ArrangementListModel.MAX_ROWS:,}; {where}"
    elif count > 1:
        where = f"scroll through all of them; {where}"
    text = f"{counted(count, 'arrangement', short_number(count))} of the frontier ({where})."
    if certain:
        mines = "The certain mine is" if certain == 1 else f"The {certain} certain mines are"
        text += f" {mines} {'in every one and ' if count > 1 else ''}not listed."
    return text


class MinesweeperTab(QWidget):
    #: File > Open and Save on this tab: they call open_file and save_file.
    FILE_ACTIONS = ("&Open Position...", "&Save Position...")

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

        board_column = QVBoxLayout()
        board_column.addLayout(self.controls)
        board_column.addWidget(self.editor_bar)
        # Above the board, as on the game's own display (in the rows of controls they made the smallest
        # window wider than a small screen's).
        counters = QHBoxLayout()
        counters.addStretch(1)
        counters.addWidget(self.counter_label)
        counters.addSpacing(24)
        counters.addWidget(self.clock_label)
        counters.addStretch(1)
        board_column.addLayout(counters)
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
        tab_shortcut(self, NEW_GAME_KEY, self.new_game)
        history_shortcuts(self, self.model.undo, self.model.redo)

        level = stored_text("minesweeper/level", "beginner", (*LEVELS, "custom"))  # before the position
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
        self.level_combo = ChoiceBox()
        for key, level in LEVELS.items():
            self.level_combo.addItem(f"{key.capitalize()} ({level.width}x{level.height}, {level.mines})", key)
        self.level_combo.addItem("Custom", "custom")
        self.level_combo.setToolTip(
            "The size New game starts (Custom: the size in the Width, Height and Mines boxes)"
        )
        self.width_spin = NumberBox()
        self.width_spin.setRange(2, 60)
        self.height_spin = NumberBox()
        self.height_spin.setRange(2, 40)
        self.mines_spin = NumberBox()
        self.mines_spin.setRange(0, 2400)
        for spin, tip in (
            (self.width_spin, "Width"),
            (self.height_spin, "Height"),
            (self.mines_spin, "Mines"),
        ):
            spin.setToolTip(tip)
            spin.setAccessibleName(tip)
            spin.setPrefix(f"{tip} ")
            # A number typed is taken whole, on Enter or when the box loses the focus (the arrows
            # step at once): its first digit alone would resize the board or set another total.
            spin.setKeyboardTracking(False)
        self.first_click_combo = ChoiceBox()
        self.first_click_combo.addItem("First click opens a zero", FirstClick.ZERO.value)
        self.first_click_combo.addItem("First click is safe", FirstClick.SAFE.value)
        self.first_click_combo.setToolTip(
            "The first-click rule of the next game: no mine is placed before the first click, so it is "
            "safe anywhere; a zero also keeps its neighbours free of mines. A position being edited "
            "has no first click to come, so the rule does not apply to it."
        )
        self.new_button = QPushButton("New game")
        self.new_button.setToolTip(f"Start a game of the chosen level ({shortcut_text(NEW_GAME_KEY)})")
        self.edit_button = QPushButton("Edit position")
        self.edit_button.setCheckable(True)
        self.edit_button.setToolTip(
            "Set cells by hand, the analysis following every change; your position waits here while you play"
        )
        self.edit_game_button = QPushButton("Edit this game")
        self.edit_game_button.setToolTip(
            f"Edit the game on the board, its flags as known mines, in place of your position "
            f"(Undo, {shortcut_text(HISTORY_KEYS[0])}, brings your position back)"
        )
        self.counter_label = plain_label()
        self.clock_label = plain_label()
        self.controls = QVBoxLayout()
        # The first row sets up the next game; the second edits, and while editing the boxes are
        # the size of the position edited (see _sync_controls).
        first_row = QHBoxLayout()
        level_label = QLabel("Next game:")
        level_label.setBuddy(self.level_combo)
        for widget in (level_label, self.level_combo, self.first_click_combo, self.new_button):
            first_row.addWidget(widget)
        first_row.addStretch(1)
        second_row = QHBoxLayout()
        for widget in (self.edit_button, self.edit_game_button):
            second_row.addWidget(widget)
        second_row.addStretch(1)
        size_row = QHBoxLayout()  # a row of its own, so that the smallest window fits a small screen
        self.board_label = QLabel()
        for widget in (self.board_label, self.width_spin, self.height_spin, self.mines_spin):
            size_row.addWidget(widget)
        size_row.addStretch(1)
        for row in (first_row, second_row, size_row):
            self.controls.addLayout(row)

        self.brush_group = QButtonGroup(self)
        self.editor_bar = QWidget()
        self.editor_controls = QVBoxLayout(self.editor_bar)
        self.editor_controls.setContentsMargins(0, 0, 0, 0)
        brushes = QHBoxLayout()
        brushes.addWidget(QLabel("Set cells to:"))
        for value, text, name, tip in BRUSHES:
            button = QToolButton()
            button.setText(text)
            button.setAccessibleName(name)
            button.setToolTip(f"Left click (or Space on the board) sets a cell to {tip}")
            button.setCheckable(True)
            self.brush_group.addButton(button, value + BRUSH_ID_OFFSET)
            brushes.addWidget(button)
        brushes.addStretch(1)
        self.brush_button(HIDDEN).setChecked(True)
        # A menu, not a combo box: the arrow keys browse it without loading what they pass.
        self.sample_button = QToolButton()
        self.sample_button.setText("Samples")
        self.sample_button.setToolTip("Open one of the positions that come with the app")
        self.sample_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        samples = QMenu(self.sample_button)
        for name, title in SAMPLES.items():
            samples.addAction(title, partial(self.load_sample, name))
        self.sample_button.setMenu(samples)
        self.open_button = QPushButton("Open...")
        self.save_button = QPushButton("Save...")
        self.undo_button = QToolButton()
        self.undo_button.setText("\u21b6 Undo")
        self.undo_button.setToolTip(
            f"Undo the last change to the position ({shortcut_text(HISTORY_KEYS[0])})"
        )
        self.redo_button = QToolButton()
        self.redo_button.setText("\u21b7 Redo")
        self.redo_button.setToolTip(f"Redo the change undone ({shortcut_text(HISTORY_KEYS[1])})")
        files = QHBoxLayout()
        for widget in (
            self.sample_button,
            self.open_button,
            self.save_button,
            self.undo_button,
            self.redo_button,
        ):
            files.addWidget(widget)
        files.addStretch(1)
        self.editor_controls.addLayout(brushes)
        self.editor_controls.addLayout(files)

        self.level_combo.currentIndexChanged.connect(self._on_level_changed)
        self.first_click_combo.currentIndexChanged.connect(self._remember_rule)
        self.new_button.clicked.connect(self.new_game)
        self.edit_button.toggled.connect(self.set_editing)
        self.edit_game_button.clicked.connect(self.edit_game)
        self.undo_button.clicked.connect(self.model.undo)
        self.redo_button.clicked.connect(self.model.redo)
        self.mines_spin.valueChanged.connect(self._on_mines_spin)
        self.width_spin.valueChanged.connect(self._on_size_spin)
        self.height_spin.valueChanged.connect(self._on_size_spin)
        for spin in (self.width_spin, self.height_spin, self.mines_spin):
            # A run of one box's changes is one step to undo until Enter or the focus leaving it.
            spin.editingFinished.connect(self.model.end_run)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)

    def brush_button(self, value: int) -> QAbstractButton:
        """The editor's button that sets cells to ``value``."""
        return self.brush_group.button(value + BRUSH_ID_OFFSET)

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
        editing = self.model.mode == EDIT
        self.edit_button.blockSignals(True)
        self.edit_button.setChecked(editing)
        self.edit_button.blockSignals(False)
        self.editor_bar.setVisible(editing)
        # In the editor the game is out of sight: only one with moves or flags is worth going back to.
        self.edit_game_button.setEnabled(not editing or self.model.game_touched)
        custom = self.level_combo.currentData() == "custom"
        if editing:
            self.board_label.setText("Position being edited:")
            tip = "The size and mine total of the position being edited (with Custom, New game's too)"
        else:
            self.board_label.setText("Next game's size:")
            tip = "The size New game starts: the level's, unless Custom is chosen under Next game"
        self.board_label.setToolTip(tip)
        for spin in (self.width_spin, self.height_spin, self.mines_spin):
            spin.setEnabled(custom or editing)
        self._show_overlay_choice()
        self.panel.step_button.setEnabled(not editing and self.model.status is Status.PLAYING)
        self.panel.auto_button.setEnabled(not editing and self.model.status is Status.PLAYING)
        # The size shown is the board's while editing or playing a custom size, else the level's
        # (the board's too once New game has started it).
        if editing or custom:
            shown = (self.model.total_mines, self.model.width, self.model.height)
        else:
            level = LEVELS[self.level_combo.currentData()]
            shown = (level.mines, level.width, level.height)
        for spin, value in zip((self.mines_spin, self.width_spin, self.height_spin), shown, strict=True):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)

    def _show_level_of_board(self) -> None:
        """Choose the level of the board's size, else Custom, so that a position opened does not
        sit beside another level's name; New game then starts a game of its size, and the level is
        remembered as if chosen."""
        board = (self.model.width, self.model.height, self.model.total_mines)
        key = next(
            (key for key, level in LEVELS.items() if (level.width, level.height, level.mines) == board),
            "custom",
        )
        self.level_combo.setCurrentIndex(self.level_combo.findData(key))

    def _update_counters(self) -> None:
        self.counter_label.setText(f"Mines left: {self.model.mines_left_display()}")
        if self.model.mode == PLAY:
            self.clock_label.setText(f"Time: {self.model.elapsed()} s")
        else:
            self.clock_label.setText("Editing")

    # -- play ------------------------------------------------------------------------------
    def new_game(self) -> None:
        """Start a game of the chosen level (or the custom size) under the chosen first-click rule."""
        self.set_auto_play(False)
        self._take_typed_numbers()
        rule = FirstClick(self.first_click_combo.currentData())
        width, height, mines = self.width_spin.value(), self.height_spin.value(), self.mines_spin.value()
        key = self.level_combo.currentData()
        if key != "custom":
            level = LEVELS[key]
            width, height, mines = level.width, level.height, level.mines
        try:
            check_setup(width, height, mines, rule)
        except GameError as error:
            self.show_message(str(error), error=True)
            return
        self.model.new_game(width, height, mines, rule)
        self.show_message("New game: left click reveals, right click flags, middle click (or both) chords.")

    def on_left_click(self, row: int, col: int) -> None:
        if self.model.mode == EDIT:
            value = self.brush_group.checkedId() - BRUSH_ID_OFFSET
            if self.model.edited.at(row, col) == value:  # a click that seems to do nothing
                name = next(tip for brush, _text, _name, tip in BRUSHES if brush == value)
                self.show_message(
                    f"This is the editor, and the cell is already {name}: choose what a click sets under "
                    "Set cells to, or press New game to play."
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
        self.undo_button.setEnabled(self.model.can_undo)
        self.redo_button.setEnabled(self.model.can_redo)

    def _restore_position(self) -> None:
        """Open the position that was being edited when the app last stopped, else the sample.

        A damaged saved position (the settings file hurt) gives way to the sample, with the reason."""
        saved = stored_text(POSITION_KEY, "")
        if not saved:
            self.load_sample(DEFAULT_SAMPLE)
            return
        try:
            position = parse_position(saved, source="the position saved when the app last stopped")
        except PositionError as error:
            kept = keep_damaged(self.context.data_dir, "minesweeper-position", saved)
            self.load_sample(DEFAULT_SAMPLE)
            sample = SAMPLES[DEFAULT_SAMPLE]
            self.show_message(f"{error}. {kept} Showing the sample instead ({sample}).", error=True)
            return
        self.load_position(position, "The position you were editing")

    def _keep_position(self) -> None:
        """Keep the position last edited in the settings the moment it changes, so that a crash loses
        no edit. A game itself is not kept, so its moves write nothing (writing the settings file
        takes milliseconds, too long for every move of a fast auto-play)."""
        if self.model.edited != self._kept:
            save_setting(POSITION_KEY, self.model.edited.to_text())
            self._kept = self.model.edited

    def load_sample(self, name: str) -> None:
        self.load_position(load_sample(name), SAMPLES[name])

    def load_position(self, position: Position, title: str) -> None:
        self.set_auto_play(False)
        self.model.start_editing(position)
        self._show_level_of_board()
        self.show_message(f"{title}. Edit it, or press New game to play.")

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            "Open position",
            str(self.context.data_dir),
            "Minesweeper positions (*.mine *.txt);;All files (*)",
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        try:
            position = read_position(path, source=path.name)
        except PositionError as error:
            self.show_message(str(error), error=True)
            return
        self.load_position(position, path.name)

    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            "Save position",
            str(self.context.data_dir / "position.mine"),
            "Minesweeper positions (*.mine)",
        )
        if path:
            self.save_path(Path(path))

    def _take_typed_numbers(self) -> None:
        """Apply a number still being typed in a size or mine box (the boxes take one on Enter or when
        they lose the focus, and a key such as Ctrl+N or Ctrl+S leaves the focus where it is)."""
        for spin in (self.width_spin, self.height_spin, self.mines_spin):
            spin.interpretText()

    def save_path(self, path: Path) -> None:
        """Save the position on the board; a game's flags are written as flags, as Edit this game
        takes them (the message says so, since in play the analysis takes them for guesses)."""
        self._take_typed_numbers()
        playing = self.model.mode == PLAY
        position = self.model.game.position(flags_as_mines=True) if playing else self.model.edited
        try:
            write_text_atomically(path, position.to_text())
        except OSError as error:
            self.show_message(f"Cannot save {path.name}: {error.strerror}", error=True)
            return
        flags = " Your flags are in it as flags (known mines)." if playing and position.flags else ""
        self.show_message(f"Saved {path.name}.{flags}")

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
        self._clear_figures()
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
        zero = (
            " and opens a zero (no mine in the cell or around it)"
            if game.first_click is FirstClick.ZERO
            else ""
        )
        self.panel.show_status(
            f"No mine is placed before the first click: it is safe anywhere{zero}. "
            "The analysis starts after it."
        )
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
        unseen = unseen_number(analysis.position)
        if unseen is not None:
            self.panel.win_label.setText(f"not computed: {unseen}")
        elif analysis.boards <= DEFAULT_BOARD_LIMIT:
            self.panel.win_label.setText("searching...")
            self.perfect_task = self._start(
                partial(perfect_analysis, analysis), "Minesweeper perfect play", self.on_perfect_done
            )
        else:
            self.panel.win_label.setText(f"not computed: more than {DEFAULT_BOARD_LIMIT:,} boards")

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
        show_count(self.panel.boards_label, analysis.boards)
        count = analysis.frontier_arrangements
        show_count(self.panel.arrangements_label, count)
        certain = len(set(analysis.mines) - set(analysis.frontier.off_frontier))
        self.panel.arrangement_caption.setText(arrangement_caption(count, certain))
        safe, mines = len(analysis.safe), len(analysis.mines)
        self.panel.certain_label.setText(f"{safe} safe, {counted(mines, 'mine')}")
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

    def _clear_figures(self) -> None:
        """Dashes for the figures of an analysis, where the position has none."""
        panel = self.panel
        for label in (
            panel.boards_label,
            panel.arrangements_label,
            panel.certain_label,
            panel.best_label,
            panel.win_label,
        ):
            label.setText("-")
            label.setToolTip("")
        panel.arrangement_caption.setText("")

    def _show_choice(self) -> None:
        """The best move in the panel; in a game with the overlay off, only once asked for (Hint),
        as on the board."""
        if self.choice is None:
            return
        answer = self.model.mode == PLAY and self.analysis is not None  # not the first click's "any cell"
        if answer and not (self.board.show_overlay or self.hint_shown):
            self.panel.best_label.setText("press Hint to see it")
        else:
            self.panel.best_label.setText(self._choice_text(self.choice))

    def _choice_text(self, choice: MoveChoice) -> str:
        if choice.cell is None:
            return "none: nothing is left to reveal" if choice.reason == "none" else "-"
        row, col = divmod(choice.cell, self.model.width)
        if choice.reason == FIRST_CLICK:
            return f"any cell (Step opens row {row + 1}, column {col + 1})"
        assert self.analysis is not None
        p = self.analysis.probabilities[choice.cell]
        reasons = {
            "safe": "certainly safe",
            "perfect": "the move of perfect play",
            "fifty-fifty": "an unavoidable 50/50: it must be guessed some time, so now",
            "heuristic": "safest, then most likely to make progress",
        }
        risk = "" if p == 0 else f", mine probability {float(p):.2%}"
        return f"row {row + 1}, column {col + 1} ({reasons.get(choice.reason, choice.reason)}{risk})"

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
            text = f"Hint: {self._choice_text(self.choice)}"
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
