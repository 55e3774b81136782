"""The Crossword tab: edit a grid, fill it in the background, play the search back, compare algorithms."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QSplitter, QTabWidget, QVBoxLayout, QWidget

from boggle_desktop.accessibility import (
    NEW_GAME_KEY,
    announce,
    history_shortcuts,
    shortcut_text,
    tab_shortcut,
)
from boggle_desktop.context import AppContext
from boggle_desktop.crossword.candidates_panel import CandidatesPanel
from boggle_desktop.crossword.export import write_pdf
from boggle_desktop.crossword.grid_bar import GridBar
from boggle_desktop.crossword.grid_files import GridFiles
from boggle_desktop.crossword.grid_pane import GridPane
from boggle_desktop.crossword.jobs import FillOutcome, PartialBox, run_comparison, run_fill
from boggle_desktop.crossword.models import CandidatesModel, ComparisonRow, GridModel, PlaybackModel, RowRelay
from boggle_desktop.crossword.options_panel import OptionsPanel, excluded_line
from boggle_desktop.crossword.panels import ComparePanel, EntriesPanel, WordsPanel
from boggle_desktop.crossword.playback_bar import PlaybackBar
from boggle_desktop.crossword.reports import comparison_kept, options_note, search_costs, search_outcome
from boggle_desktop.crossword.views import slot_title, split_rows
from boggle_desktop.crossword.word_indexes import IndexKey, WordIndexes
from boggle_desktop.saved_settings import keep_damaged, save_setting, stored_text
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.work import Task
from solvers.crossword import Fill, FillOptions, FillResult, Grid, GridParseError, WordIndex, parse_grids
from solvers.crossword.candidates import SlotEntry, no_fill_reasons, slot_counts, slot_entries, slot_pattern
from solvers.crossword.grid import EMPTY, clue_numbers, format_picture
from solvers.crossword.listing import clue_lists, quality_phrase, spaced_rows
from solvers.crossword.samples import sample_grids
from solvers.wording import counted

DEFAULT_SAMPLE = "exercise 4"
#: The settings key that holds the grid on screen, as picture text, saved the moment it changes.
GRID_KEY = "crossword/grid"


@dataclass(frozen=True)
class Searched:
    """What a fill or comparison was started with: the ``grid``, the ``words`` indexed (list and
    level, as :meth:`WordIndexes.key` names them) and the ``options`` set then."""

    grid: Grid
    words: IndexKey | None
    options: FillOptions


class CrosswordTab(QWidget):
    #: File > Open and Save on this tab: they call open_file and save_file.
    FILE_ACTIONS = ("&Open Grids...", "&Save Grid...")
    #: The status bar names the word list in use on this tab.
    USES_WORD_LIST = True

    #: The file of the grid shown (``document_path``) may have changed.
    document_changed = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.fill_task: Task | None = None
        self.compare_task: Task | None = None
        self.compare_rows = RowRelay(self)  # each algorithm's row, from the comparison's thread
        self._compared = 0  # how many algorithms the comparison under way (or the last) runs
        self.result: FillResult | None = None
        self._box = PartialBox()
        self._autofill_pending = True
        self._filling: Searched | None = None
        self._comparing: Searched | None = None
        self._stopped_because = ""  # why the searches were cancelled, when the user did not ask
        #: What the tab's last stop cancelled and has not yet ended: "search", "comparison".
        self._stopped_what: list[str] = []
        self._stop_said = False  # whether the stop was said already, with the first of them to end
        # When Cancel stops a search and a comparison, the search reports what it found; the
        # comparison's cancel is said with that report, whichever of the two ends first.
        self._comparison_cancelled_too = False
        self._reported_before_comparison = False
        self._notice = ""  # said with the status lines until the word list is ready (see _restore_grid)

        self.grid_model = GridModel(self, self.shown_fill)
        self.edit_history = self.grid_model  # what Edit > Undo and Redo reach
        self.playback = PlaybackModel(self)
        self.candidates = CandidatesModel(self)
        self.indexes = WordIndexes(context, self._level, self)
        self._build_ui()
        self.grid_model.set_excluded(self.options_panel.excluded)  # kept from last time: no step to undo
        self._connect()
        self._restore_settings()

        self.context.lexicon.changed.connect(self.on_lexicon_changed)
        self._notice = self.options_panel.restore_problem
        self._autofill_pending = not self._notice  # a damaged setting is said first, not filled over
        self._restore_grid()
        self.grid_model.forget_history()
        self.grid_view.set_cursor(0, 0)
        self.on_lexicon_changed()

    @property
    def index_task(self) -> Task | None:
        """The indexing of the words in use under way, if any."""
        return self.indexes.task

    @property
    def samples(self) -> dict[str, Grid]:
        """The grids the Grid list offers, by label."""
        return self.sample_combo.grids

    # ------------------------------------------------------------------ layout
    def _build_ui(self) -> None:
        # The controls live in their own widgets; the tab names the ones it wires (and tests reach).
        self.grid_bar = bar = GridBar(sample_grids())
        self.sample_combo = bar.grid_list
        self.open_button, self.save_button = bar.open_button, bar.save_button
        self.undo_button, self.redo_button = bar.undo_button, bar.redo_button
        self.fill_button, self.cancel_button = bar.fill_button, bar.cancel_button
        self.keep_button = bar.keep_button
        self.grid_pane = GridPane()
        self.grid_view, self.status_label = self.grid_pane.grid_view, self.grid_pane.status_label
        self.candidates_panel = CandidatesPanel(self.candidates)
        self.candidates_label, self.candidates_view = self.candidates_panel.label, self.candidates_panel.view

        self.compare_panel = ComparePanel()
        self.options_panel = OptionsPanel()
        self.entries_panel = EntriesPanel()
        self.words_panel = WordsPanel(self.current_index)

        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(self.candidates_panel, "Candidates")
        self.side_tabs.addTab(self.entries_panel, "Entries")
        self.side_tabs.addTab(self.words_panel, "Words")
        # The search options live in a side panel, so the tab stays narrow enough for small screens.
        self.side_tabs.addTab(self.options_panel, "Options")
        self.side_tabs.setMinimumWidth(300)
        self.side_tabs.addTab(self.compare_panel, "Compare")
        # In a narrow window every page's tab stays in sight, its name cut short (whole in its tooltip),
        # rather than the last ones hidden behind scroll arrows.
        self.side_tabs.setUsesScrollButtons(False)
        self.side_tabs.setElideMode(Qt.TextElideMode.ElideRight)
        for page in range(self.side_tabs.count()):
            self.side_tabs.setTabToolTip(page, self.side_tabs.tabText(page))

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.grid_pane)
        splitter.addWidget(self.side_tabs)
        # The grid takes what the window gains: a 25x25 grid needs every pixel, the side tables do not.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([800, 400])

        self.playback_bar = PlaybackBar()
        layout = QVBoxLayout(self)
        layout.addWidget(self.grid_bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.playback_bar)

        self._partial_timer = QTimer(self)
        self._partial_timer.setInterval(120)
        self.grid_files = GridFiles(self, self.sample_combo, self.grid_model, self.status_label.setText)

    def _connect(self) -> None:
        indexes = self.indexes
        indexes.indexing.connect(self.on_indexing)
        indexes.built.connect(self.on_index_built)
        indexes.failed.connect(self.on_task_failed)
        indexes.cancelled.connect(self.on_index_cancelled)
        indexes.ready.connect(self.on_index_ready)
        self.candidates_view.activated.connect(self.on_candidate_activated)
        self.sample_combo.activated.connect(self.on_sample_chosen)
        self.open_button.clicked.connect(self.open_file)
        self.save_button.clicked.connect(self.save_file)
        options = self.options_panel
        options.new_button.clicked.connect(self.new_grid)
        tab_shortcut(self, NEW_GAME_KEY, self.new_grid)
        options.new_button.setToolTip(
            f"An empty grid of the rows and columns given ({shortcut_text(NEW_GAME_KEY)})"
        )
        options.symmetric_box.toggled.connect(self.on_symmetric)
        options.clear_button.clicked.connect(self.grid_model.clear_letters)
        options.level_combo.currentIndexChanged.connect(self.on_level)
        options.excluded_changed.connect(self.on_excluded_edited)
        self.grid_model.excluded_changed.connect(self.on_excluded_changed)
        options.unique_box.toggled.connect(self.on_unique_changed)
        options.problem.connect(self.status_label.setText)
        self.undo_button.clicked.connect(self.grid_model.undo)
        self.redo_button.clicked.connect(self.grid_model.redo)
        history_shortcuts(self, self.grid_model.undo, self.grid_model.redo)
        self.grid_model.history_changed.connect(self.on_history_changed)
        self.grid_model.origin_changed.connect(self.document_changed)
        entries = self.entries_panel
        entries.chosen.connect(self.on_entry_chosen)
        entries.exclude_button.clicked.connect(self.exclude_selected_word)
        entries.copy_button.clicked.connect(self.copy_entries)
        entries.pdf_button.clicked.connect(self.save_pdf)
        self.fill_button.clicked.connect(self.start_fill)
        self.cancel_button.clicked.connect(self.cancel)
        self.keep_button.clicked.connect(self.keep_fill)
        self.compare_panel.button.clicked.connect(self.start_comparison)
        self.compare_rows.arrived.connect(self.on_comparison_row)
        self.grid_model.changed.connect(self.on_grid_changed)
        self.grid_view.cell_clicked.connect(self.on_cell_clicked)
        self.grid_view.letter_typed.connect(self.on_letter_typed)
        self.grid_view.block_key.connect(self.on_block_key)
        self.grid_view.key_refused.connect(self._report)
        self.grid_view.cursor_moved.connect(self.on_cursor_moved)
        self._partial_timer.timeout.connect(self.show_partial)

        self.playback_bar.drive(self.playback)
        self.playback_bar.fill_spin.valueChanged.connect(self.on_fill_chosen)
        self.playback.stepped.connect(self.on_step)
        self.playback.playing_changed.connect(self.on_playing_changed)

    def _restore_settings(self) -> None:
        sample = stored_text("crossword/sample", DEFAULT_SAMPLE, self.samples)
        self.sample_combo.setCurrentIndex(max(0, self.sample_combo.findText(sample)))
        self.grid_model.symmetric = self.options_panel.symmetric_box.isChecked()

    def on_excluded_edited(self) -> None:
        """The words never used were edited in the Options, or one added from the Entries: a step
        to undo."""
        self.grid_model.set_excluded(self.options_panel.excluded)

    def on_excluded_changed(self) -> None:
        """Other words are never used, as edited or brought back by Undo or Redo: the Options show
        them, the status line counts them, the counts and candidates leave them out."""
        self.options_panel.show_excluded(self.grid_model.excluded)
        self._stop_searches("the words never used changed")
        self.status_label.setText(excluded_line(self.grid_model.excluded))
        self.refresh_counts()
        self.on_letters_shown()

    def on_unique_changed(self) -> None:
        """Repeated words are allowed, or no longer: the fills and counts under way were of the other rule."""
        self._stop_searches("the No repeated words option changed")
        self.update_candidates()

    def copy_entries(self) -> None:
        rows = self.rows_on_screen()
        grid = self.grid_model.grid
        text = "\n".join([*spaced_rows(rows), "", *clue_lists(grid, rows)]) + "\n"
        QGuiApplication.clipboard().setText(text)
        self.status_label.setText(f"Copied {grid.name or 'the grid'} and its entries, as text.")

    def save_pdf(self) -> None:
        name = self.grid_model.grid.name or "crossword"
        path, _ = QFileDialog.getSaveFileName(self, "Save as PDF", f"{name}.pdf", "PDF files (*.pdf)")
        if path:
            self.save_pdf_path(path)

    def save_pdf_path(self, path: str | Path) -> None:
        grid = self.grid_model.grid
        try:
            write_pdf(path, grid, self.rows_on_screen(), grid.name or "Crossword")
        except OSError as error:
            self.status_label.setText(f"Cannot save {path}: {error.strerror or error}")
            return
        self.status_label.setText(
            f"Saved {Path(path).name}: the puzzle, then the grid shown with its entries."
        )

    def exclude_selected_word(self) -> None:
        entry = self.entries_panel.selected()
        if entry is None or not entry.in_list:
            return
        self.options_panel.set_excluded(self.options_panel.excluded | {entry.pattern})
        word = entry.pattern.upper()
        typed = entry.slot.cells and all(
            self.grid_model.grid.cell(r, c) != EMPTY for r, c in entry.slot.cells
        )
        then = f"the {word} you typed stays until you clear it" if typed else f"press Fill to replace {word}"
        self.status_label.setText(
            f"{word} will not be used in fills: {then}. Options lists the words never used."
        )

    # ------------------------------------------------------------- word index
    def _level(self) -> int | None:
        return self.options_panel.level_combo.currentData()

    def current_index(self) -> WordIndex | None:
        return self.indexes.current()

    def on_lexicon_changed(self) -> None:
        self.indexes.forget()
        self._stop_for_words("the word list changed")

    def on_level(self) -> None:
        self._stop_for_words("the commonness level changed")

    def _stop_for_words(self, reason: str) -> None:
        """Stop the searches made with other words, say so while the new words are indexed."""
        stopped = self._stop_searches(reason)
        if stopped:
            self._notice = f"{' and '.join(stopped).capitalize()} stopped: {reason}. "
        self._ensure_index()
        self.words_panel.refresh()

    def _stop_searches(self, reason: str) -> list[str]:
        """Cancel a fill or comparison under way (it is for a grid, words or words never used no
        longer in use); what was cancelled, as ``search`` and ``comparison``."""
        tasks = ((self.fill_task, "search"), (self.compare_task, "comparison"))
        running = [(task, what) for task, what in tasks if task is not None]
        if running:
            self._stopped_because = reason
            self._stopped_what = [what for _, what in running]
            self._stop_said = False
        for task, _ in running:
            task.cancel()
        return [what for _, what in running]

    def _is_current(self, searched: Searched | None) -> bool:
        """Whether a search was made on the grid shown, with the word list and level in use, for the
        fills the options allow now (see :meth:`OptionsPanel.allows_same_fills`)."""
        return (
            searched is not None
            and (searched.grid, searched.words) == (self.grid_model.grid, self.indexes.key())
            and self.options_panel.allows_same_fills(searched.options)
        )

    def _ensure_index(self) -> None:
        if not self.indexes.ensure():
            self.refresh_counts()

    def on_indexing(self, name: str) -> None:
        self.status_label.setText(f"{self._notice}Indexing the {name} word list…")

    def on_index_built(self, index: WordIndex) -> None:
        note = f" {index.level_note}" if index.level_note else ""
        self.status_label.setText(f"{self._notice}{len(index):,} words ready.{note}")
        self._notice = ""

    def on_index_cancelled(self) -> None:
        """Cancelled (the status bar's Cancel): the words stay unindexed until a fill needs them."""
        self._autofill_pending = False  # the start-up fill would index the words itself
        self.status_label.setText(
            "Indexing cancelled: Fill indexes the words it needs; until then the candidates are not counted."
        )

    def on_index_ready(self) -> None:
        self.refresh_counts()
        self.on_letters_shown()
        self.words_panel.refresh()
        if self._autofill_pending:
            self._autofill_pending = False
            self.start_fill()

    # ------------------------------------------------------------- grid editing
    def _restore_grid(self) -> None:
        """Show the grid that was on screen when the app last stopped, edits and all, else a sample.

        An unreadable saved grid (a damaged settings file) gives way to the sample, with a note
        saying what was wrong and where, and is not filled on its own."""
        sample = self.samples.get(self.sample_combo.currentText(), self.samples[DEFAULT_SAMPLE])
        saved = QSettings().value(GRID_KEY, "")
        if not saved:
            self.grid_model.set_grid(sample)
            return
        try:
            grid = parse_grids(str(saved))[0]
        except GridParseError as error:
            kept = keep_damaged(self.context.data_dir, "crossword-grid", str(saved))
            self.grid_model.set_grid(sample)
            self._notice += (
                f"The grid saved when the app last stopped is damaged ({error}); showing {sample.name}. "
                f"{kept} "
            )
            self._autofill_pending = False
            self.status_label.setText(self._notice)
            return
        self.grid_model.set_grid(grid)

    def _save_grid(self, grid: Grid) -> None:
        """Keep ``grid`` in the settings now, so that a crash loses no edit."""
        save_setting(GRID_KEY, format_picture(grid))

    def on_sample_chosen(self) -> None:
        """Show the grid chosen in the list (the arrow keys or the wheel over the closed list choose
        one at each press); one Undo brings back the grid shown before the grids browsed."""
        name = self.sample_combo.currentText()
        if name in self.samples:
            # Its own file, never that of another grid of its name: unnamed grids are "grid 1" in every file.
            origin = self.sample_combo.sources.get(name)
            self.grid_model.set_grid(self.samples[name], merge="grid list", origin=origin)
            save_setting("crossword/sample", name)

    def open_file(self) -> None:
        self.grid_files.open_file()

    def load_path(self, path: str | Path) -> bool:
        return self.grid_files.load_path(path)

    def save_file(self) -> None:
        self.grid_files.save_file()

    def save_path(self, path: str | Path) -> None:
        self.grid_files.save_path(path)

    def document_path(self) -> Path | None:
        """The file the grid shown was opened from or last saved in (None: a sample or a New grid)."""
        return self.grid_model.origin

    def new_grid(self) -> None:
        options = self.options_panel
        self.grid_model.new(options.rows_spin.value(), options.cols_spin.value())

    def on_symmetric(self, checked: bool) -> None:
        self.grid_model.symmetric = checked

    def on_grid_changed(self) -> None:
        grid = self.grid_model.grid
        self._save_grid(grid)
        self._stop_searches("the grid changed")
        self.sample_combo.name_shown(grid)
        # Undo or Redo may come back to a grid shown with a fill: shown again, for Keep fill.
        fill = self.grid_model.fill
        then = "Press Fill to search." if fill is None else "Shown with its fill: Keep fill locks it in."
        self.status_label.setText(
            f"{grid.name or 'Grid'}: {grid.height}×{grid.width}, {len(grid.slots)} slots. {then}"
        )
        # The view takes the new grid first: unloading a playback that is playing pauses it, and the
        # pause shows the letters on screen, which were the old grid's (an IndexError).
        self.grid_view.set_grid(self.grid_model.grid)
        self.playback.load(None)
        self.result = None
        self.playback_bar.set_length(0)
        self.playback_bar.clear("Grid changed: press Fill to search.")
        self.refresh_counts()
        if fill is not None:
            self.grid_view.set_letters(fill)
        self.on_letters_shown()

    def on_history_changed(self) -> None:
        self.undo_button.setEnabled(self.grid_model.can_undo)
        self.redo_button.setEnabled(self.grid_model.can_redo)

    def on_cell_clicked(self, row: int, col: int, toggle: bool) -> None:
        if toggle:
            self._toggle_block(row, col)
        else:
            self.update_candidates()

    def on_entry_chosen(self, entry: SlotEntry) -> None:
        self.grid_view.set_cursor(entry.slot.row, entry.slot.col, entry.slot.direction)
        self.update_candidates()

    def on_cursor_moved(self, row: int, col: int) -> None:
        self.update_candidates()

    def on_letter_typed(self, letter: str) -> None:
        """Lock the letter typed; typed into a fill on screen, it edits that fill, kept first (as
        Keep fill does: Undo takes the letter back, then the fill), as setters tweak an autofill."""
        cursor = self.grid_view.cursor
        if cursor is None:
            return
        self.keep_fill()  # a fill on screen, if any, first
        self.grid_model.set_letter(*cursor, letter)

    def on_candidate_activated(self, index: QModelIndex) -> None:
        """Put the candidate double-clicked (or Enter) in its slot, as a setter picks a word."""
        slot, candidate = self.candidates.slot, index.data(ITEM_ROLE)
        if slot is None or candidate is None:
            return
        self.keep_fill()  # a fill on screen, if any, first
        self.grid_model.set_word(slot, candidate.word)
        title = slot_title(clue_numbers(self.grid_model.grid), slot)  # as the clue lists name it
        self._report(f"Put {candidate.word.upper()} in {title}.")

    def on_block_key(self) -> None:
        cursor = self.grid_view.cursor
        if cursor is not None:
            self._toggle_block(*cursor)

    def _toggle_block(self, row: int, col: int) -> None:
        note = self.grid_model.toggle_block(row, col)
        if note:
            self.status_label.setText(f"{note} {self.status_label.text()}")

    def rows_on_screen(self) -> list[str]:
        """The letters the grid shows: a fill, a step of the playback, or the grid's own."""
        return split_rows(self.grid_view.letters, self.grid_model.grid)

    def refresh_counts(self) -> None:
        index = self.current_index()
        if self.playback.replayer is not None:
            return
        grid = self.grid_model.grid
        excluded = self.options_panel.excluded
        self.grid_view.set_counts(slot_counts(grid, grid.rows, index, excluded) if index else None)

    def update_candidates(self) -> None:
        options = self.options_panel
        self.candidates_panel.show_candidates(
            self.grid_model.grid,
            self.rows_on_screen(),
            self.grid_view.selected_slot(),
            self.current_index(),
            options.excluded,
            options.unique_box.isChecked(),
            self.playback.replayer,
        )

    # ------------------------------------------------------------------ filling
    def start_fill(self) -> None:
        lexicon = self.context.lexicon.current
        if lexicon is None:
            self.status_label.setText("No word list yet: wait for it to load.")
            return
        if self.fill_task is not None:
            return
        grid = self.grid_model.grid
        self.playback.load(None)
        self.playback_bar.clear("Searching: the search can be played back when it ends.")
        self._comparison_cancelled_too = self._reported_before_comparison = False
        self._box = PartialBox()
        options = self.options_panel.fill_options()
        job = partial(run_fill, grid, lexicon, self._level(), self.current_index(), options, self._box)
        task = self.context.tasks.start(job, f"Filling {grid.name or 'the grid'}", owner=self)
        task.progressed.connect(self.on_fill_progress)
        task.succeeded.connect(self.on_fill_done)
        task.failed.connect(self.on_task_failed)
        task.cancelled.connect(self.on_fill_cancelled)
        task.finished.connect(self.on_fill_finished)
        self.fill_task = task
        self._filling = Searched(grid, self.indexes.key(), options)
        self.cancel_button.setEnabled(True)
        self._pass_focus(self.fill_button, self.cancel_button)
        self.fill_button.setEnabled(False)
        self.keep_button.setEnabled(False)
        self.status_label.setText("Searching…")
        self._partial_timer.start()

    def cancel(self) -> None:
        self._stop_searches("")

    @staticmethod
    def _pass_focus(source: QWidget, target: QWidget) -> None:
        """Give ``target`` the focus if ``source``, about to be disabled, has it. Else the focus would
        go on to the next widget by itself: from Fill to the grid, where a second Space clears a letter."""
        if source.hasFocus():
            target.setFocus()

    def _report(self, text: str) -> None:
        """Show how a search ended, or why a key typed did nothing, and have a screen reader say it."""
        self.status_label.setText(text)
        announce(self, text)

    def on_fill_progress(self, fraction: float, message: str) -> None:
        if not self._stopped_because:
            self.status_label.setText(message)

    def show_partial(self) -> None:
        rows = self._box.take()
        if rows is not None and self.fill_task is not None and self._is_current(self._filling):
            self.grid_view.set_letters(rows)

    def on_fill_done(self, outcome: FillOutcome) -> None:
        searched = self._filling
        assert searched is not None
        self.indexes.keep(searched.words, outcome.index)
        if not self._is_current(searched):
            # The grid, list, level, words never used or repeats rule changed: the search was
            # cancelled (a count returns even so).
            self.on_fill_cancelled()
            return
        self.result = result = outcome.result
        cancelled = not result.complete and self.fill_task is not None and self.fill_task.cancel_requested
        ran = searched.options
        entries = self._entries(result.fills[0], outcome.index) if result.status == "filled" else []
        reasons: list[str] = []
        if result.status == "unfillable":
            reasons = no_fill_reasons(searched.grid, outcome.index, ran.unique_words, ran.excluded_words)
        text = search_outcome(result, cancelled, ran.max_fills, entries, reasons, outcome.index.level_note)
        if cancelled and self._comparison_cancelled_too:
            text = f"Comparison cancelled.{self._comparison_kept()} {text}"
        compare = self.compare_task
        self._reported_before_comparison = cancelled and compare is not None and compare.cancel_requested
        self._comparison_cancelled_too = False
        deepest = result.best_step if outcome.replayer is not None and result.stats.max_depth else None
        text += search_costs(result, deepest) + options_note(ran, self.options_panel.fill_options())
        self._report(text)
        self.playback.load(outcome.replayer)
        length = self.playback.length
        self.playback_bar.set_length(length)
        self.playback_bar.set_enabled(length > 0)
        if deepest is not None:
            self.playback.seek(deepest)
        self.on_step(self.playback.step)
        if result.fill is not None and outcome.replayer is None:
            self.grid_view.set_letters(result.fill.rows)
            self.on_letters_shown()
        self._offer_fills(result)

    def _offer_fills(self, result: FillResult) -> None:
        """Let the user page through the fills found, when there are several, starting at the first;
        one fill found by a search for several, or a count, is shown too (the playback ends on the
        search's last step, not on the fill)."""
        spin, kept = self.playback_bar.fill_spin, len(result.fills)
        spin.blockSignals(True)
        spin.setRange(1, max(1, kept))
        spin.setValue(1)
        spin.setSuffix(f" of {kept:,}" if result.count <= kept else f" of the first {kept:,}")
        spin.blockSignals(False)
        spin.setVisible(kept > 1)
        if kept > 1 or (kept == 1 and tuple(self.rows_on_screen()) != result.fills[0].rows):
            self.on_fill_chosen(1)

    def on_fill_chosen(self, number: int) -> None:
        if self.result is None or not 1 <= number <= len(self.result.fills):
            return
        fill = self.result.fills[number - 1]
        self.playback.pause()
        self.grid_view.set_letters(fill.rows)
        self.grid_view.set_current_slot(-1)
        text = f"Showing fill {number:,}"
        index = self.current_index()
        quality = None if index is None else quality_phrase(fill, self._entries(fill, index))
        if quality is not None:
            text += f": words' {quality}"
        self.playback_bar.event_label.setText(text + ".")
        self.on_letters_shown()

    def _entries(self, fill: Fill, index: WordIndex) -> list[SlotEntry]:
        return slot_entries(self.grid_model.grid, fill.rows, index)

    def on_letters_shown(self) -> None:
        """The grid shows other letters: bring the candidates, the entries and Keep fill up to date."""
        self.update_candidates()
        index = self.current_index()
        self.entries_panel.set_entries(
            slot_entries(self.grid_model.grid, self.rows_on_screen(), index) if index else []
        )
        self._update_keep()

    def _update_keep(self) -> None:
        self.keep_button.setEnabled(self.fill_task is None and self.shown_fill() is not None)

    def shown_fill(self) -> list[str] | None:
        """The rows of the complete fill on screen, if the grid does not hold it already and it uses
        no word since put in *Never use* (a fill found before then; its status says to fill again)."""
        rows = self.rows_on_screen()
        if self.grid_view.letters is None or any(EMPTY in row for row in rows):
            return None
        grid, excluded = self.grid_model.grid, self.grid_model.excluded
        if tuple(rows) == grid.rows or any(
            slot_pattern(rows, slot) in excluded and slot_pattern(grid.rows, slot) != slot_pattern(rows, slot)
            for slot in grid.slots
        ):  # a word typed into the grid stays until cleared, excluded or not
            return None
        return rows

    def keep_fill(self) -> None:
        rows = self.shown_fill()
        if rows is None:
            return
        self.grid_model.set_rows(rows)
        self.status_label.setText(
            "Kept the fill: its letters are locked in the grid. Save… writes it to a file; "
            "Clear letters frees them."
        )

    def on_fill_cancelled(self) -> None:
        self._say_cancelled("search")
        if self._filling is not None and self._filling.grid == self.grid_model.grid:
            # Else the grid changed, which cancelled the search: it shows its own letters, or its fill.
            self.grid_view.set_letters(None)
            self.on_letters_shown()

    def _say_cancelled(self, what: str) -> None:
        """``what`` ("search" or "comparison") was cancelled: said once for both when the tab
        stopped both, alone when it was stopped by itself (the status bar's Cancel stops one task)."""
        stopped = [what]
        if what in self._stopped_what:
            stopped, said = self._stopped_what, self._stop_said
            self._stopped_what = [other for other in stopped if other != what]
            self._stop_said = bool(self._stopped_what)  # the other's end is said now, with this one
            if said:
                return
        what = " and ".join(stopped).capitalize()
        if self._stopped_because:
            self._report(f"{what} stopped: {self._stopped_because}. Press Fill to search.")
        else:
            kept = self._comparison_kept() if "comparison" in stopped else ""
            self._report(f"{what} cancelled.{kept}")

    def on_fill_finished(self) -> None:
        self.fill_task = None
        self._stopped_what = [other for other in self._stopped_what if other != "search"]
        self._stopped_because = "" if self.compare_task is None else self._stopped_because
        self._partial_timer.stop()
        self.fill_button.setEnabled(True)
        if self.compare_task is None:  # else Cancel still stops the comparison: the focus stays
            self._pass_focus(self.cancel_button, self.fill_button)
        self.cancel_button.setEnabled(self.compare_task is not None)
        self._update_keep()

    def on_task_failed(self, message: str) -> None:
        self._report(f"Failed: {message}")

    # ----------------------------------------------------------------- playback
    def on_step(self, step: int) -> None:
        replayer = self.playback.replayer
        if replayer is None:
            return
        event = replayer.trace.describe(step - 1) if step > 0 else "Before the search."
        self.playback_bar.show_step(step, self.playback.length, event)
        self.grid_view.set_letters(replayer.rows())
        self.grid_view.set_counts(replayer.sizes)
        self.grid_view.set_current_slot(replayer.current)
        if not self.playback.playing:
            self.on_letters_shown()

    def on_playing_changed(self, playing: bool) -> None:
        if not playing:
            self.on_letters_shown()

    # --------------------------------------------------------------- comparison
    def start_comparison(self) -> None:
        lexicon = self.context.lexicon.current
        if lexicon is None or self.compare_task is not None:
            return
        chosen = self.compare_panel.chosen()
        if not chosen:
            self.status_label.setText("Tick at least one algorithm to compare.")
            return
        options = self._compare_options()
        grid = self.grid_model.grid
        job = partial(
            run_comparison,
            grid,
            lexicon,
            self._level(),
            self.current_index(),
            chosen,
            options,
            self.compare_rows.send,
        )
        task = self.context.tasks.start(job, f"Comparing algorithms on {grid.name or 'the grid'}", owner=self)
        # Its progress and end go to its own line: a fill under way says its own on the status line.
        task.progressed.connect(self.on_comparison_progress)
        task.succeeded.connect(self.on_comparison_done)
        task.failed.connect(self.on_comparison_failed)
        task.cancelled.connect(self.on_comparison_cancelled)
        task.finished.connect(self.on_comparison_finished)
        self.compare_task = task
        self._comparing = Searched(grid, self.indexes.key(), options)
        self._compared = len(chosen)
        self.compare_panel.model.clear()
        self.compare_panel.say(f"Comparing {counted(len(chosen), 'algorithm')}…")
        self.cancel_button.setEnabled(True)
        self._pass_focus(self.compare_panel.button, self.cancel_button)
        self.compare_panel.button.setEnabled(False)
        self.side_tabs.setCurrentWidget(self.compare_panel)

    def on_comparison_progress(self, fraction: float, message: str) -> None:
        self.compare_panel.say(message)

    def on_comparison_row(self, row: ComparisonRow) -> None:
        """An algorithm of the comparison finished: its row shows now, not when all have."""
        if self._is_current(self._comparing):  # else the grid, list or level changed: cancelled
            self.compare_panel.model.add(row)

    def _compare_options(self) -> FillOptions:
        return self.options_panel.compare_options(self.compare_panel.limit.value())

    def on_comparison_done(self, outcome: tuple[WordIndex, list[ComparisonRow]]) -> None:
        index, rows = outcome
        searched = self._comparing
        assert searched is not None
        self.indexes.keep(searched.words, index)
        if not self._is_current(searched):
            # The grid, words or options changed as the comparison ended: it has been cancelled.
            self.compare_panel.say(self._comparison_stopped())
            return
        text = f"Compared {counted(len(rows), 'algorithm')}."
        text += options_note(searched.options, self._compare_options())
        self.compare_panel.say(text)  # it stays there when a fill under way says its own on the status line
        self._report(text)

    def on_comparison_failed(self, message: str) -> None:
        self.compare_panel.say(f"Failed: {message}")
        self.on_task_failed(message)

    def _comparison_stopped(self) -> str:
        """How the comparison ended when it was stopped, as its own line says it."""
        if self._stopped_because:
            return f"Comparison stopped: {self._stopped_because}."
        return f"Comparison cancelled.{self._comparison_kept()}"

    def _comparison_kept(self) -> str:
        """What a comparison cancelled leaves, as a sentence (see :func:`comparison_kept`)."""
        return comparison_kept(self.compare_panel.model.rowCount(), self._compared)

    def on_comparison_cancelled(self) -> None:
        said = self._comparison_stopped()
        self.compare_panel.say(said)
        fill = self.fill_task
        if fill is not None and fill.cancel_requested and not self._stopped_because:
            # Cancelled with the search, which reports what it found when it stops: said there.
            self._comparison_cancelled_too = True
        elif self._reported_before_comparison:
            # The search has already reported (what it found stays on screen): add to its report.
            self.status_label.setText(f"{said} {self.status_label.text()}")
            announce(self, said)
            self._reported_before_comparison = False
        else:
            self._say_cancelled("comparison")

    def on_comparison_finished(self) -> None:
        self.compare_task = None
        self._stopped_what = [other for other in self._stopped_what if other != "comparison"]
        self._stopped_because = "" if self.fill_task is None else self._stopped_because
        self.compare_panel.button.setEnabled(True)
        if self.fill_task is None:  # else Cancel still stops the fill: the focus stays
            self._pass_focus(self.cancel_button, self.compare_panel.button)
        self.cancel_button.setEnabled(self.fill_task is not None)
