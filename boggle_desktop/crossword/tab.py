"""The Crossword tab: edit a grid, fill it in the background, play the search back, compare algorithms."""

from __future__ import annotations

from functools import partial
from itertools import count
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSettings, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
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
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.context import AppContext
from boggle_desktop.crossword.export import write_pdf
from boggle_desktop.crossword.jobs import FillOutcome, PartialBox, build_index, run_comparison, run_fill
from boggle_desktop.crossword.models import (
    Candidate,
    CandidatesModel,
    ComparisonRow,
    GridModel,
    PlaybackModel,
    RowRelay,
)
from boggle_desktop.crossword.options_panel import OptionsPanel, excluded_line
from boggle_desktop.crossword.panels import ComparePanel, EntriesPanel, WordsPanel, panel_table
from boggle_desktop.crossword.views import GridView, Legend, PlaybackBar, slot_title, split_rows
from boggle_desktop.focus_wheel import ChoiceBox
from boggle_desktop.saved_settings import keep_damaged, save_setting, stored_text
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.work import Task
from solvers.atomic_file import write_bytes_atomically, write_text_atomically
from solvers.crossword import (
    Fill,
    FillResult,
    Grid,
    GridParseError,
    Slot,
    WordIndex,
    parse_grids,
    read_grids,
)
from solvers.crossword.candidates import (
    SlotEntry,
    entries_elsewhere,
    fitting_among,
    no_fill_reasons,
    slot_candidates,
    slot_counts,
    slot_entries,
    slot_pattern,
)
from solvers.crossword.grid import (
    EMPTY,
    clue_numbers,
    direction_name,
    format_picture,
    with_grid_replaced,
)
from solvers.crossword.listing import clue_lists, quality_phrase, spaced_rows
from solvers.crossword.samples import sample_grids
from solvers.text_file import placed
from solvers.wording import counted, counted_subject

DEFAULT_SAMPLE = "exercise 4"
#: The settings key that holds the grid on screen, as picture text, saved the moment it changes.
GRID_KEY = "crossword/grid"
#: Reasons a grid cannot be filled that the status line names (the CLI lists them all).
SHOWN_REASONS = 3


class CrosswordTab(QWidget):
    #: File > Open and Save on this tab: they call open_file and save_file.
    FILE_ACTIONS = ("&Open Grids...", "&Save Grid...")
    #: The status bar names the word list in use on this tab.
    USES_WORD_LIST = True

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.samples = {grid.name: grid for grid in sample_grids()}
        self._sources: dict[str, Path] = {}  # the file each grid opened into the list came from
        self._indexes: dict[tuple[int, int | None], WordIndex] = {}
        self.fill_task: Task | None = None
        self.compare_task: Task | None = None
        self.compare_rows = RowRelay(self)  # each algorithm's row, from the comparison's thread
        self._compared = 0  # how many algorithms the comparison under way (or the last) runs
        self.index_task: Task | None = None
        #: The words (list and level, as _index_key) whose indexing was cancelled: not started again.
        self._index_cancelled: tuple[int, int | None] | None = None
        self.result: FillResult | None = None
        self._box = PartialBox()
        self._autofill_pending = True
        self._index_building: tuple[int, int | None] | None = None
        self._filling: tuple[Grid, tuple[int, int | None] | None] | None = None
        self._comparing: tuple[Grid, tuple[int, int | None] | None] | None = None
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

    # ------------------------------------------------------------------ layout
    def _build_ui(self) -> None:
        self.sample_combo = ChoiceBox()
        self.sample_combo.addItems(list(self.samples))
        self.sample_combo.setToolTip("Sample grids, and the grids of the last file opened")
        self.sample_combo.setPlaceholderText("Edited grid")
        self.open_button = QPushButton("Open…")
        self.save_button = QPushButton("Save…")
        self.undo_button = QToolButton()
        self.undo_button.setText("↶ Undo")
        self.undo_button.setToolTip(
            "Undo the last change to the grid or to the words never used "
            f"({shortcut_text(QKeySequence.StandardKey.Undo)})"
        )
        self.redo_button = QToolButton()
        self.redo_button.setText("↷ Redo")
        self.redo_button.setToolTip(
            f"Redo the change undone ({shortcut_text(QKeySequence.StandardKey.Redo)})"
        )
        grid_label = QLabel("&Grid:")
        grid_label.setBuddy(self.sample_combo)
        grid_bar = QHBoxLayout()
        for widget in (
            grid_label,
            self.sample_combo,
            self.open_button,
            self.save_button,
            self.undo_button,
            self.redo_button,
        ):
            grid_bar.addWidget(widget)
        grid_bar.addStretch(1)

        self.fill_button = QPushButton("Fill")
        self.fill_button.setDefault(True)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_button.setToolTip(
            f"Stop the search or the comparison under way ({shortcut_text(self.cancel_button.shortcut())})"
        )
        self.cancel_button.setEnabled(False)
        self.keep_button = QPushButton("Keep fill")
        self.keep_button.setToolTip(
            "Lock the letters of the fill shown into the grid, to edit the grid further or save it"
        )
        self.keep_button.setEnabled(False)
        for widget in (self.fill_button, self.cancel_button, self.keep_button):
            grid_bar.addWidget(widget)
        self.grid_view = GridView()
        self.status_label = QLabel("")
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        undo, redo = (shortcut_text(key) for key in HISTORY_KEYS)
        # The keys are told on hovering and in the help (F1), not in lines of text under the grid: a
        # big grid needs the height.
        keys_label = QLabel("Keys: press F1, or hover here")
        keys_label.setToolTip(
            "Click a cell to select its slot; Enter or a second click turns across/down. Arrows move; "
            "letters lock in; Backspace clears back; Delete, Space or . clears; # or right-click "
            f"(Ctrl+click) toggles a block; {undo} undoes, {redo} redoes."
        )
        set_tone(keys_label, Tone.MUTED)
        legend_row = QHBoxLayout()
        legend_row.addWidget(Legend(), 1)
        legend_row.addWidget(keys_label)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.grid_view, 1)
        left_layout.addLayout(legend_row)
        left_layout.addWidget(self.status_label)

        self.candidates_label = QLabel("Select a slot to see its candidates.")
        self.candidates_label.setWordWrap(True)
        self.candidates_view = panel_table(self.candidates, self)
        self.candidates_view.activated.connect(self.on_candidate_activated)
        candidates_page = QWidget()
        cp = QVBoxLayout(candidates_page)
        cp.addWidget(self.candidates_label)
        cp.addWidget(self.candidates_view, 1)

        self.compare_panel = ComparePanel()
        self.options_panel = OptionsPanel()
        self.entries_panel = EntriesPanel()
        self.words_panel = WordsPanel(self.current_index)

        self.side_tabs = QTabWidget()
        self.side_tabs.addTab(candidates_page, "Candidates")
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
        splitter.addWidget(left)
        splitter.addWidget(self.side_tabs)
        # The grid takes what the window gains: a 25x25 grid needs every pixel, the side tables do not.
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([800, 400])

        self.playback_bar = PlaybackBar()
        layout = QVBoxLayout(self)
        layout.addLayout(grid_bar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.playback_bar)

        self._partial_timer = QTimer(self)
        self._partial_timer.setInterval(120)

    def _connect(self) -> None:
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
        options.unique_box.toggled.connect(self.update_candidates)
        options.problem.connect(self.status_label.setText)
        self.undo_button.clicked.connect(self.grid_model.undo)
        self.redo_button.clicked.connect(self.grid_model.redo)
        history_shortcuts(self, self.grid_model.undo, self.grid_model.redo)
        self.grid_model.history_changed.connect(self.on_history_changed)
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

        bar = self.playback_bar
        bar.slider.valueChanged.connect(self.playback.seek)
        bar.start_button.clicked.connect(self.playback_start)
        bar.end_button.clicked.connect(self.playback_end)
        bar.back_button.clicked.connect(self.playback.back)
        bar.forward_button.clicked.connect(self.playback.forward)
        bar.play_button.clicked.connect(self.playback.toggle)
        bar.backtrack_button.clicked.connect(self.playback.next_backtrack)
        bar.solution_button.clicked.connect(self.playback.next_solution)
        bar.speed.valueChanged.connect(self.playback.set_speed)
        bar.fill_spin.valueChanged.connect(self.on_fill_chosen)
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
        self.status_label.setText(excluded_line(self.grid_model.excluded))
        self.refresh_counts()
        self.on_letters_shown()

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
    def _index_key(self) -> tuple[int, int | None] | None:
        lexicon = self.context.lexicon.current
        return None if lexicon is None else (id(lexicon), self.options_panel.level_combo.currentData())

    def current_index(self) -> WordIndex | None:
        key = self._index_key()
        return self._indexes.get(key) if key else None

    def on_lexicon_changed(self) -> None:
        self._indexes.clear()
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
        """Cancel a fill or comparison under way (it is for a grid or words no longer in use);
        what was cancelled, as ``search`` and ``comparison``."""
        tasks = ((self.fill_task, "search"), (self.compare_task, "comparison"))
        running = [(task, what) for task, what in tasks if task is not None]
        if running:
            self._stopped_because = reason
            self._stopped_what = [what for _, what in running]
            self._stop_said = False
        for task, _ in running:
            task.cancel()
        return [what for _, what in running]

    def _keep_index(self, key: tuple[int, int | None] | None, index: WordIndex) -> None:
        """Keep a search's index for later searches, if it was built from the list in use."""
        lexicon = self.context.lexicon.current
        if key is not None and lexicon is not None and key[0] == id(lexicon):
            self._indexes[key] = index

    def _is_current(self, searched: tuple[Grid, tuple[int, int | None] | None] | None) -> bool:
        """Whether a search was made on the grid shown, with the word list and level in use."""
        return searched is not None and searched == (self.grid_model.grid, self._index_key())

    def _ensure_index(self) -> None:
        lexicon = self.context.lexicon.current
        if lexicon is None or self.current_index() is not None or self.index_task is not None:
            self.refresh_counts()
            return
        self.status_label.setText(f"{self._notice}Indexing the {lexicon.name} word list…")
        task = self.context.tasks.start(
            partial(build_index, lexicon, self.options_panel.level_combo.currentData()),
            "Indexing words for crosswords",
            owner=self,
        )
        task.succeeded.connect(self.on_index_built)
        task.failed.connect(self.on_task_failed)
        task.cancelled.connect(self.on_index_cancelled)
        task.finished.connect(self.on_index_finished)
        self.index_task = task
        self._index_building = self._index_key()

    def on_index_built(self, index: WordIndex) -> None:
        if self._index_building is not None:
            self._indexes[self._index_building] = index
        note = f" {index.level_note}" if index.level_note else ""
        self.status_label.setText(f"{self._notice}{len(index):,} words ready.{note}")
        self._notice = ""

    def on_index_cancelled(self) -> None:
        """Cancelled (the status bar's Cancel): the words stay unindexed until a fill needs them."""
        self._index_cancelled = self._index_building
        self._autofill_pending = False  # the start-up fill would index the words itself
        self.status_label.setText(
            "Indexing cancelled: Fill indexes the words it needs; until then the candidates are not counted."
        )

    def on_index_finished(self) -> None:
        self.index_task = None
        key = self._index_key()
        if self.current_index() is None and key is not None and key != self._index_cancelled:
            self._ensure_index()  # the list or level changed meanwhile
            return
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
            self.grid_model.set_grid(self.samples[name], merge="grid list", origin=self._sources.get(name))
            save_setting("crossword/sample", name)

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open crossword grids", "", "Grid files (*.txt);;All files (*)"
        )
        if path:
            self.load_path(path)

    def load_path(self, path: str | Path) -> bool:
        """Load every grid of a file into the grid list and show the first; False (and a message) if bad."""
        path = Path(path)
        try:
            grids = read_grids(path)
        except OSError as error:
            self.status_label.setText(f"Cannot read {path.name}: {error.strerror or error}")
            return False
        except GridParseError as error:
            self.status_label.setText(placed(path.name, str(error)))
            return False
        source = path.resolve()
        labels: list[str] = []
        taken: set[str] = set()
        skip: dict[str, int] = {}
        listed = {self.sample_combo.itemText(index) for index in range(self.sample_combo.count())}
        for grid in grids:
            label = self._list_label(grid.name, path, source, taken, skip)
            labels.append(label)
            self.samples[label] = grid
            self._sources[label] = source
        # Added at once: a search of the list for each grid made a file of 20,000 grids take minutes.
        self.sample_combo.addItems([label for label in labels if label not in listed])
        self.sample_combo.setCurrentIndex(self.sample_combo.findText(labels[0]))
        self.grid_model.set_grid(self.samples[labels[0]], origin=source)
        self.status_label.setText(f"Opened {path.name}: {counted(len(grids), 'grid')}.")
        return True

    def _list_label(self, name: str, path: Path, source: Path, taken: set[str], skip: dict[str, int]) -> str:
        """The grid list's name for grid ``name`` of file ``path`` (``source`` once resolved): its own
        name unless a grid not from an earlier opening of this file, or one just ``taken`` from it,
        holds that name; then the file's name is added, and a number if need be. Opening a file
        again replaces its grids.

        ``skip`` counts, per name, the candidate labels this opening already went past (each one
        taken or refused, and so for good), and the search starts there: a file of thousands of
        same-named grids then takes linear time, where going past them again took minutes.
        """

        def candidate(k: int) -> str:
            return name if k == 0 else f"{name} ({path.name})" if k == 1 else f"{name} ({path.name}, {k})"

        position = next(
            k
            for k in count(skip.get(name, 0))
            if (label := candidate(k)) not in taken
            and (label not in self.samples or self._sources.get(label) == source)
        )
        skip[name] = position + 1
        label = candidate(position)
        taken.add(label)
        return label

    def save_file(self) -> None:
        """Save the grid, in the file it was opened from or last saved in unless another is chosen."""
        suggested = str(self.grid_model.origin or "grid.txt")
        path, _ = QFileDialog.getSaveFileName(self, "Save crossword grid", suggested, "Grid files (*.txt)")
        if path:
            self.save_path(path)

    def save_path(self, path: str | Path) -> None:
        """Save the grid in the file at ``path``: when the file holds several grids (read again now, as
        it may have changed since it was opened), in place of the grid of its name or added to them;
        else alone."""
        path = Path(path)
        grid = self.grid_model.grid
        try:
            saved = with_grid_replaced(path, grid)
            if saved is None:
                write_text_atomically(path, format_picture(grid))
            else:
                write_bytes_atomically(path, saved.data)
        except GridParseError as error:
            # Several grids of its name: which one to replace is not known.
            self.status_label.setText(f"Not saved: {placed(path.name, str(error))}, or save to another file.")
            return
        except OSError as error:
            self.status_label.setText(f"Cannot save {path}: {error.strerror or error}")
            return
        self.grid_model.set_origin(path.resolve())
        if saved is None:
            self.status_label.setText(f"Saved {path.name}.")
            return
        self._relist(path.resolve(), grid)
        done = "Added" if saved.added else "Saved"
        into = "to" if saved.added else "in"
        self.status_label.setText(f"{done} {grid.name} {into} {path.name} ({counted(saved.grids, 'grid')}).")

    def _relist(self, source: Path, grid: Grid) -> None:
        """The grid list's entry for the grid of ``grid``'s name from the file ``source``, if listed,
        becomes ``grid`` as just saved there, and is named as the grid shown."""
        for label, listed in self._sources.items():
            if listed == source and self.samples[label].name == grid.name:
                self.samples[label] = grid
                self.sample_combo.setCurrentIndex(self.sample_combo.findText(label))

    def new_grid(self) -> None:
        options = self.options_panel
        self.grid_model.new(options.rows_spin.value(), options.cols_spin.value())

    def on_symmetric(self, checked: bool) -> None:
        self.grid_model.symmetric = checked

    def on_grid_changed(self) -> None:
        grid = self.grid_model.grid
        self._save_grid(grid)
        self._stop_searches("the grid changed")
        listed = self.samples.get(self.sample_combo.currentText())
        if listed is None or (listed.rows, listed.slots) != (grid.rows, grid.slots):
            self.sample_combo.setCurrentIndex(self._listed_index(grid))
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
        self.playback_bar.set_enabled(False)
        self.playback_bar.set_length(0)
        self.playback_bar.position_label.setText("Grid changed: press Fill to search.")
        self.playback_bar.event_label.setText("")
        self.playback_bar.fill_spin.setVisible(False)
        self.refresh_counts()
        if fill is not None:
            self.grid_view.set_letters(fill)
        self.on_letters_shown()

    def on_history_changed(self) -> None:
        self.undo_button.setEnabled(self.grid_model.can_undo)
        self.redo_button.setEnabled(self.grid_model.can_redo)

    def _listed_index(self, grid: Grid) -> int:
        """The grid list's entry for a grid with ``grid``'s cells and slots, -1 (*Edited grid*) if none."""
        for name, listed in self.samples.items():
            if (listed.rows, listed.slots) == (grid.rows, grid.slots):
                return self.sample_combo.findText(name)
        return -1

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
        index = self.current_index()
        slot_index = self.grid_view.selected_slot()
        grid = self.grid_model.grid
        if slot_index < 0:
            self.candidates.set_candidates(None, "", [], 0)
            self.candidates_label.setText("Select a slot to see its candidates.")
            return
        slot = grid.slots[slot_index]
        rows = self.rows_on_screen()
        if index is None:
            self.candidates_label.setText("The word list is still being indexed…")
            return
        excluded = self.options_panel.excluded
        # With repeats off, a word whole elsewhere is no candidate: a fill would not use it here.
        unique = self.options_panel.unique_box.isChecked()
        used = entries_elsewhere(grid, rows, slot) if unique else frozenset()
        total, found = slot_candidates(grid, rows, slot, index, excluded=excluded | used)
        pattern = slot_pattern(rows, slot)
        candidates = [Candidate(*f) for f in found]
        self.candidates.set_candidates(slot, pattern.upper(), candidates, total)
        title = slot_title(clue_numbers(grid), slot)
        self.candidates_label.setText(
            f"{title} (row {slot.row + 1}, column {slot.col + 1}): pattern {pattern.upper()} — "
            f"{candidates_line(total, candidates)}."
            f"{repeats_note(fitting_among(index, pattern, used - excluded))}{self._search_note(slot)} "
            "Crossing options = fewest words the candidate leaves an open crossing slot (0: it leaves "
            "one none; blank when every crossing is filled). Double-click a word or press Enter to put it in."
        )

    def _search_note(self, slot: Slot) -> str:
        """In playback, what the grid's colour counts for ``slot``: the search's candidates at that
        step (after pruning), a number other than the words that fit the letters shown."""
        replayer = self.playback.replayer
        if replayer is None or replayer.sizes[slot.index] < 0:
            return ""
        left = counted(replayer.sizes[slot.index], "candidate")
        return f" At step {replayer.step:,} the search had {left} left for it (its colour in the grid)."

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
        self.playback_bar.set_enabled(False)
        self.playback_bar.fill_spin.setVisible(False)
        self._comparison_cancelled_too = self._reported_before_comparison = False
        self._box = PartialBox()
        job = partial(
            run_fill,
            grid,
            lexicon,
            self.options_panel.level_combo.currentData(),
            self.current_index(),
            self.options_panel.fill_options(),
            self._box,
        )
        task = self.context.tasks.start(job, f"Filling {grid.name or 'the grid'}", owner=self)
        task.progressed.connect(self.on_fill_progress)
        task.succeeded.connect(self.on_fill_done)
        task.failed.connect(self.on_task_failed)
        task.cancelled.connect(self.on_fill_cancelled)
        task.finished.connect(self.on_fill_finished)
        self.fill_task = task
        self._filling = (grid, self._index_key())
        self.cancel_button.setEnabled(True)
        self._pass_focus(self.fill_button, self.cancel_button)
        self.fill_button.setEnabled(False)
        self.keep_button.setEnabled(False)
        self.status_label.setText("Searching…")
        self.playback_bar.position_label.setText("Searching: the search can be played back when it ends.")
        self.playback_bar.event_label.setText("")
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
        assert self._filling is not None
        grid = self._filling[0]
        self._keep_index(self._filling[1], outcome.index)
        if not self._is_current(self._filling):
            # The grid, list or level changed: the search was cancelled (a count returns even so).
            self.on_fill_cancelled()
            return
        self.result = result = outcome.result
        s = result.stats
        cancelled = not result.complete and self.fill_task is not None and self.fill_task.cancel_requested
        wanted = self.options_panel.fill_options(False).max_fills
        entries: list[SlotEntry] = []
        if result.status == "filled":
            text = self._fills_found(result, cancelled, wanted)
            entries = self._entries(result.fills[0], outcome.index)
            quality = quality_phrase(result.fills[0], entries)
            if quality is not None:
                text += f"; words' {quality}"
        elif result.status == "unfillable":
            text = "No fill exists (proven)"
            options = self.options_panel
            reasons = no_fill_reasons(grid, outcome.index, options.unique_box.isChecked(), options.excluded)
            if reasons:
                text += ": " + first_few(reasons, "; ", "; and")
            if outcome.index.level_note:
                text += ". " + outcome.index.level_note.removesuffix(".")
        else:
            text = "Stopped before a fill was found"
        if cancelled and wanted and result.count < wanted:  # a count says so in its own words
            text += " (cancelled)"
        text += unlisted_note(entries)
        if cancelled and self._comparison_cancelled_too:
            text = f"Comparison cancelled.{self._comparison_kept()} {text}"
        compare = self.compare_task
        self._reported_before_comparison = cancelled and compare is not None and compare.cancel_requested
        self._comparison_cancelled_too = False
        text += (
            f". {s.nodes:,} nodes, {s.backtracks:,} backtracks, {s.restarts:,} restarts, {s.seconds:.3f} s."
        )
        trace = result.trace
        if trace is not None and trace.truncated:
            text += f" Playback shows the first {len(trace):,} events."
        deepest = result.best_step if outcome.replayer is not None and s.max_depth else None
        if deepest is not None:
            text += (
                f" The grid shows the deepest partial fill ({s.max_depth:,} words placed, step"
                f" {deepest:,}); End shows where the search stopped."
            )
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

    @staticmethod
    def _fills_found(result: FillResult, cancelled: bool, wanted: int) -> str:
        """How many fills the search found (``wanted`` of them, 0 for all); a count stopped early (at
        its time limit or by Cancel) says it stopped and that there are at least that many, so its
        number is not read as the total."""
        if wanted != 0:
            found = "Filled" if result.count == 1 else f"{result.count:,} fills found"
            fewer = result.complete and result.count < wanted  # the search ran out, not the wish
            only = "the only one there is" if result.count == 1 else "the only ones there are"
            return f"{found}: {only}" if fewer else found
        if result.complete:
            return f"Exactly {counted(result.count, 'fill')}"
        stopped = "Cancelled" if cancelled else "Stopped at the time limit"
        return f"{stopped}: at least {counted(result.count, 'fill')}"

    def _offer_fills(self, result: FillResult) -> None:
        """Let the user page through the fills found, when there are several, starting at the first."""
        spin, kept = self.playback_bar.fill_spin, len(result.fills)
        spin.blockSignals(True)
        spin.setRange(1, max(1, kept))
        spin.setValue(1)
        spin.setSuffix(f" of {kept:,}" if result.count <= kept else f" of the first {kept:,}")
        spin.blockSignals(False)
        spin.setVisible(kept > 1)
        if kept > 1:
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

    def shown_fill(self) -> list[str] | None:
        """The rows of the complete fill on screen, if the grid does not hold it already."""
        rows = self.rows_on_screen()
        if self.grid_view.letters is None or any(EMPTY in row for row in rows):
            return None
        return rows if tuple(rows) != self.grid_model.grid.rows else None

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
        if self._filling is not None and self._filling[0] == self.grid_model.grid:
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
        bar = self.playback_bar
        if replayer is None:
            return
        bar.slider.blockSignals(True)
        bar.slider.setValue(step)
        bar.slider.blockSignals(False)
        self.grid_view.set_letters(replayer.rows())
        self.grid_view.set_counts(replayer.sizes)
        self.grid_view.set_current_slot(replayer.current)
        bar.position_label.setText(f"step {step:,} of {self.playback.length:,}")
        bar.event_label.setText(replayer.trace.describe(step - 1) if step > 0 else "Before the search.")
        if not self.playback.playing:
            self.on_letters_shown()

    def on_playing_changed(self, playing: bool) -> None:
        self.playback_bar.play_button.setChecked(playing)
        self.playback_bar.play_button.setText("Pause" if playing else "▶ Play")
        if not playing:
            self.on_letters_shown()

    def playback_start(self) -> None:
        self.playback.seek(0)

    def playback_end(self) -> None:
        self.playback.seek(self.playback.length)

    # --------------------------------------------------------------- comparison
    def start_comparison(self) -> None:
        lexicon = self.context.lexicon.current
        if lexicon is None or self.compare_task is not None:
            return
        chosen = self.compare_panel.chosen()
        if not chosen:
            self.status_label.setText("Tick at least one algorithm to compare.")
            return
        options = self.options_panel.compare_options(self.compare_panel.limit.value())
        grid = self.grid_model.grid
        job = partial(
            run_comparison,
            grid,
            lexicon,
            self.options_panel.level_combo.currentData(),
            self.current_index(),
            chosen,
            options,
            self.compare_rows.send,
        )
        task = self.context.tasks.start(job, f"Comparing algorithms on {grid.name or 'the grid'}", owner=self)
        task.progressed.connect(self.on_fill_progress)
        task.succeeded.connect(self.on_comparison_done)
        task.failed.connect(self.on_task_failed)
        task.cancelled.connect(self.on_comparison_cancelled)
        task.finished.connect(self.on_comparison_finished)
        self.compare_task = task
        self._comparing = (grid, self._index_key())
        self._compared = len(chosen)
        self.compare_panel.model.clear()
        self.cancel_button.setEnabled(True)
        self._pass_focus(self.compare_panel.button, self.cancel_button)
        self.compare_panel.button.setEnabled(False)
        self.side_tabs.setCurrentWidget(self.compare_panel)

    def on_comparison_row(self, row: ComparisonRow) -> None:
        """An algorithm of the comparison finished: its row shows now, not when all have."""
        if self._is_current(self._comparing):  # else the grid, list or level changed: cancelled
            self.compare_panel.model.add(row)

    def on_comparison_done(self, outcome: tuple[WordIndex, list[ComparisonRow]]) -> None:
        index, rows = outcome
        assert self._comparing is not None
        self._keep_index(self._comparing[1], index)
        if not self._is_current(self._comparing):
            return  # the grid, list or level changed as the comparison ended: it has been cancelled
        self._report(f"Compared {counted(len(rows), 'algorithm')}.")

    def _comparison_kept(self) -> str:
        """What a comparison cancelled leaves, as a sentence: the rows of the algorithms that finished
        (or "" when none had)."""
        done = self.compare_panel.model.rowCount()
        if not done:
            return ""
        kept = f" Compare keeps the {counted(done, 'algorithm')} that finished"
        if done == self._compared:  # the cancel came after the last row, before the task ended
            return f"{kept}: all of them."
        rest = counted_subject(self._compared - done, "other", ("was", "were"))
        return f"{kept}; {rest} cancelled."

    def on_comparison_cancelled(self) -> None:
        fill = self.fill_task
        if fill is not None and fill.cancel_requested and not self._stopped_because:
            # Cancelled with the search, which reports what it found when it stops: said there.
            self._comparison_cancelled_too = True
        elif self._reported_before_comparison:
            # The search has already reported (what it found stays on screen): add to its report.
            said = f"Comparison cancelled.{self._comparison_kept()}"
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


def unlisted_note(entries: list[SlotEntry]) -> str:
    """The entries the word list lacks, which stand because their letters were given in the grid
    (typed, or a fill kept): said with a way out, or "" when there are none."""
    unlisted = [
        f"{entry.number} {direction_name(entry.slot.direction)} {entry.pattern.upper()}"
        for entry in entries
        if not entry.in_list
    ]
    if not unlisted:
        return ""
    its = "its" if len(unlisted) == 1 else "their"
    named = first_few(unlisted, more_note=" (the Entries tab marks them)")
    return (
        f". Not in the word list, but given in the grid: {named}; clear {its} letters "
        "(Delete) or all of them (Options > Clear letters) and Fill again to have words chosen there"
    )


def candidates_line(total: int, candidates: list[Candidate]) -> str:
    """How many words fit a slot's letters and, when it has open crossings, how many of those
    leave each some word: they are listed first, so that the list's length never cuts one off."""
    line = f"{counted_subject(total, 'word', ('fits', 'fit'))} its letters"
    cut = total > len(candidates)
    if not candidates or candidates[0].crossing_options is None:  # no open crossing
        return line + (f" (the {len(candidates):,} most common listed)" if cut else "")
    alive = sum(1 for candidate in candidates if candidate.crossing_options)
    if cut and alive == len(candidates):
        return line + f"; listed: the {alive:,} most common of those leaving every open crossing some word"
    line += f"; {alive:,} of them {'leaves' if alive == 1 else 'leave'} every open crossing some word"
    if 0 < alive < len(candidates):
        line += ", listed first"
    return line + (f", then the most common of the rest ({len(candidates):,} listed)" if cut else "")


def repeats_note(repeats: list[str]) -> str:
    """The words left out of a slot's candidates because they are whole elsewhere in the grid and
    repeated words are off, as a sentence (or "")."""
    if not repeats:
        return ""
    named = first_few([word.upper() for word in repeats])
    are = "is" if len(repeats) == 1 else "are"
    return f" {named}, already in the grid, {are} left out: No repeated words is on (Options)."


def first_few(items: list[str], separator: str = ", ", last: str = " and", more_note: str = "") -> str:
    """The first :data:`SHOWN_REASONS` of ``items`` joined by ``separator``, then how many more there
    are, if any (``"a, b, c and 4 more"``), with ``more_note`` after that count."""
    more = len(items) - SHOWN_REASONS
    shown = separator.join(items[:SHOWN_REASONS])
    return shown + (f"{last} {more:,} more{more_note}" if more > 0 else "")
