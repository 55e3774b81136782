"""The Voting Power tab: edit the blocks of a weighted vote and see each block's share of power."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QSplitter, QWidget

from boggle_desktop.accessibility import (
    NEW_GAME_KEY,
    announce,
    history_shortcuts,
    shortcut_text,
    tab_shortcut,
)
from boggle_desktop.context import AppContext
from boggle_desktop.saved_settings import keep_damaged, save_setting, save_settings, stored_text
from boggle_desktop.table_view import commit_editor
from boggle_desktop.tooltips import exact_tip, full_count_tip
from boggle_desktop.typing_field import TypingField
from boggle_desktop.undo_history import KeepsHistory, UndoHistory
from boggle_desktop.voting.models import NAME, BlocksModel, ResultsModel, Table
from boggle_desktop.voting.views import BlocksPanel, ResultsPanel
from boggle_desktop.work import Task
from solvers.voting import PowerIndices, VotingInputError, WeightedGame, default_quota, power_indices
from solvers.voting.counting import field_bytes
from solvers.voting.csvio import format_blocks, parse_blocks, read_blocks, write_blocks
from solvers.voting.game import MAX_LISTED_BLOCKS, default_name, parse_textbook_vote, parse_whole_number
from solvers.voting.presets import Preset, load_presets
from solvers.wording import counted, sentence, short_number

DEFAULT_PRESET = "eu-nice-majority"
#: Above this much work (blocks * quota * bytes per count) the indices are computed in the background.
BACKGROUND_WORK = 300_000
#: Wait this long after the last edit before computing.
EDIT_DELAY_MS = 150
CSV_FILTER = "CSV files (*.csv *.txt);;All files (*)"
#: The settings key that holds the table on screen, as CSV text, saved the moment it changes.
BLOCKS_KEY = "voting/blocks"


class VotingTab(KeepsHistory, QWidget):
    #: File > Open and Save on this tab: they call open_file and save_file.
    FILE_ACTIONS = ("&Import Blocks (CSV)...", "&Export Blocks (CSV)...")

    history_changed = Signal()
    #: The file of the table (``document_path``) may have changed.
    document_changed = Signal()

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.presets: list[Preset] = load_presets()
        self.blocks = BlocksModel(self)
        self.results = ResultsModel(self)
        self.history: UndoHistory[Table] = UndoHistory()
        self.edit_history = self  # what Edit > Undo and Redo reach
        self.blocks_panel = BlocksPanel(self.blocks)
        self.results_panel = ResultsPanel(self.results)
        self.task: Task | None = None
        self._wanted: WeightedGame | None = None  # the game the shown results should be for
        self._running: WeightedGame | None = None  # the game the running task computes
        self._queued: WeightedGame | None = None  # to compute once the running task has stopped
        self._started = 0.0
        self._showing = False  # a whole table is being shown: save it once, when complete
        # Said under the table while it is valid, until the table or quota changes: (text, is an error).
        self._notice: tuple[str, bool] = ("", True)
        # The other comment lines of the file the table was imported from, written back by Export.
        self._comments: tuple[str, ...] = ()
        self._origin: Path | None = None  # the file the table was imported from or last exported to

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.blocks_panel)
        splitter.addWidget(self.results_panel)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([380, 620])
        layout = QHBoxLayout(self)
        layout.addWidget(splitter)

        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(EDIT_DELAY_MS)
        self.timer.timeout.connect(self.recompute)

        panel = self.blocks_panel
        for index, preset in enumerate(self.presets):
            title, table = example_title(preset), preset.table
            panel.preset_combo.addItem(title, preset.key)
            vote = describe_vote(table.weights, table.quota or default_quota(table.weights))
            panel.preset_combo.setItemData(index, f"{title}: {vote}", Qt.ItemDataRole.ToolTipRole)
        panel.preset_combo.activated.connect(self.on_preset_chosen)
        panel.new_button.clicked.connect(self.new_table)
        tab_shortcut(self, NEW_GAME_KEY, self.new_table)
        panel.add_button.clicked.connect(self.add_block)
        panel.remove_button.clicked.connect(self.remove_selected)
        panel.remove_shortcut.activated.connect(self.remove_selected)
        panel.paste_button.clicked.connect(self.paste_clipboard)
        panel.paste_shortcut.activated.connect(self.paste_clipboard)
        panel.import_button.clicked.connect(self.open_file)
        panel.export_button.clicked.connect(self.save_file)
        panel.undo_button.clicked.connect(self.undo)
        panel.redo_button.clicked.connect(self.redo)
        history_shortcuts(self, self.undo, self.redo)  # the quota and a cell editor undo their typing
        panel.quota_edit.textChanged.connect(self.on_quota_edited)
        panel.title_edit.textChanged.connect(self.on_title_edited)
        for field in (panel.quota_edit, panel.title_edit):  # one visit's keystrokes: one step
            field.editingFinished.connect(self.history.end_run)
        self.blocks.changed.connect(self.on_edited)
        self.blocks.rejected.connect(self.on_rejected)
        self.results_panel.again_button.clicked.connect(self.compute_again)
        self.results_panel.cancel_button.clicked.connect(self.cancel)

        self._restore()
        self.recompute()

    # -- input ----------------------------------------------------------------
    def _restore(self) -> None:
        """Show the table that was on screen when the app last stopped, else an example.

        A damaged saved table (a hurt settings file) is copied aside before the example replaces
        it, and the reason is said under the table until it is next changed."""
        saved = stored_text(BLOCKS_KEY, "")
        preset = stored_text("voting/preset", "", [p.key for p in self.presets])
        if not saved:
            self.load_preset(preset or DEFAULT_PRESET)
            return
        try:
            table = parse_blocks(saved, "the table saved when the app last stopped")
        except VotingInputError as error:
            kept = keep_damaged(self.context.data_dir, "voting-blocks", saved)
            self.load_preset(preset or DEFAULT_PRESET)
            example = self.blocks_panel.preset_combo.currentText()
            self._notice = (f"{sentence(str(error))}. {kept} Showing the example {example} instead.", True)
            return
        self._show_table(
            table.names, table.weights, stored_text("voting/quota", ""), table.title, table.comments
        )
        self._select_preset(preset)

    def _select_preset(self, key: str) -> None:
        combo = self.blocks_panel.preset_combo
        combo.setCurrentIndex(max(0, combo.findData(key)))

    def load_preset(self, key: str, merge: str = "") -> None:
        preset = next((p for p in self.presets if p.key == key), self.presets[0])
        self._select_preset(preset.key)
        table = preset.table
        self._show_table(table.names, table.weights, table.quota, preset.title, merge=merge)
        save_setting("voting/preset", preset.key)

    def _name_example(self) -> None:
        """Name the example the table holds (in any row order), or none (*Your own table*) once
        it has been edited away from every example."""
        try:
            quota = self.typed_quota()
        except VotingInputError:
            quota = -1  # like no example's
        shown = (sorted(zip(self.blocks.names(), self.blocks.weights(), strict=True)), quota)
        examples = (
            (sorted(zip(p.table.names, p.table.weights, strict=True)), p.table.quota) for p in self.presets
        )
        combo = self.blocks_panel.preset_combo
        combo.setCurrentIndex(next((i for i, example in enumerate(examples) if example == shown), -1))

    def on_preset_chosen(self, index: int) -> None:
        """An example replaces the table (the arrow keys in the closed box choose one at each press,
        after a cell's editor has lost the focus to it, keeping its typing); one Undo brings back the
        table shown before the examples browsed."""
        self.load_preset(self.blocks_panel.preset_combo.itemData(index), merge="example")

    def _show_table(
        self,
        names: tuple[str, ...] | list[str],
        weights: tuple[int, ...] | list[int],
        quota: object,
        title: str,
        comments: tuple[str, ...] = (),
        origin: Path | None = None,
        merge: str = "",
    ) -> None:
        self._showing = True
        try:
            self.blocks.set_blocks(names, weights)
            self.blocks_panel.quota_edit.setText("" if quota in (None, "") else str(quota))
            self.blocks_panel.title_edit.setText(title)
        finally:
            self._showing = False
        self._comments = comments
        self._origin = origin
        self.blocks_panel.show_comments(comments)
        self._keep(merge)
        self.document_changed.emit()
        self.blocks_panel.show_message("")
        self.schedule()

    def undo(self) -> None:
        """Undo the last step; a cell being edited is kept first, as a step of its own (the Undo button
        and the keys take no focus from its editor)."""
        commit_editor(self.blocks_panel.table)
        self._show_step(self.history.undo())

    def redo(self) -> None:
        commit_editor(self.blocks_panel.table)
        self._show_step(self.history.redo())

    def _show_step(self, table: Table | None) -> None:
        if table is not None:
            self._show_table(*table)

    def new_table(self) -> None:
        """An empty table, with no quota, title or comments (one step to undo)."""
        commit_editor(self.blocks_panel.table)
        self._show_table((), (), "", "")
        self.blocks_panel.table.setFocus()

    def add_block(self) -> None:
        current = self.blocks_panel.table.currentIndex()
        row = self.blocks.add_block(current.row() + 1 if current.isValid() else None)
        table = self.blocks_panel.table
        index = self.blocks.index(row, NAME)
        table.setCurrentIndex(index)
        table.edit(index)

    def remove_selected(self) -> None:
        rows = self.blocks_panel.selected_rows()
        if not rows and self.blocks_panel.table.currentIndex().isValid():
            rows = [self.blocks_panel.table.currentIndex().row()]
        self.blocks.remove_rows(rows)

    def paste_clipboard(self) -> None:
        self.paste_text(QGuiApplication.clipboard().text())

    def paste_text(self, text: str) -> None:
        """Insert the pasted rows; a whole vote as textbooks write it, ``[6; 4, 3, 2, 1]``, replaces
        the table and its quota instead."""
        commit_editor(self.blocks_panel.table)
        current = self.blocks_panel.table.currentIndex()
        try:
            textbook = parse_textbook_vote(text, "pasted text")
            if textbook is not None:
                quota, weights = textbook
                self._show_table([default_name(i) for i in range(1, len(weights) + 1)], weights, quota, "")
                return
            self.blocks.paste(text, current.row() + 1 if current.isValid() else None)
        except VotingInputError as error:
            self.blocks_panel.show_message(f"Nothing pasted: {error}.")
            return
        self.blocks_panel.show_message("")

    def open_file(self) -> None:
        folder = stored_text("voting/folder", str(Path.home()))
        path, _ = QFileDialog.getOpenFileName(self, "Import blocks from CSV", folder, CSV_FILTER)
        if path:
            self.import_csv(path)

    def import_csv(self, path: str | Path) -> bool:
        commit_editor(self.blocks_panel.table)
        try:
            table = read_blocks(path)
        except VotingInputError as error:
            self.blocks_panel.show_message(f"Not imported: {error}.")
            return False
        save_setting("voting/folder", str(Path(path).parent))
        self._show_table(
            table.names, table.weights, table.quota, table.title, table.comments, Path(path).resolve()
        )
        if table.note:  # a file read as Windows-1252, a block named #..., names used twice
            self._notice = (f"Imported {counted(len(table.weights), 'block')}: {table.note}.", False)
            self.blocks_panel.show_message(*self._notice)
        return True

    def save_file(self) -> None:
        folder = stored_text("voting/folder", str(Path.home()))
        path, _ = QFileDialog.getSaveFileName(
            self, "Export blocks as CSV", str(Path(folder) / "blocks.csv"), CSV_FILTER
        )
        if path:
            self.export_csv(path)

    def export_csv(self, path: str | Path) -> bool:
        """Write the table, the quota as typed (a majority when the field is empty), the title and the
        comments kept from an import; a quota that is not a number is said, not silently left out."""
        try:
            quota = self.typed_quota()
        except VotingInputError as error:
            self.blocks_panel.show_message(f"Not saved: {error}.")  # it says what the field takes
            return False
        try:
            write_blocks(
                path, self.blocks.names(), self.blocks.weights(), quota, self.title(), self._comments
            )
        except OSError as error:
            self.blocks_panel.show_message(f"Not saved: {path}: {error.strerror or error}.")
            return False
        save_setting("voting/folder", str(Path(path).parent))
        self._origin = Path(path).resolve()
        self.history.amend(self._table())  # the table is that file's now: no step to undo
        self.document_changed.emit()
        self.blocks_panel.show_message(
            f"Saved {counted(self.blocks.rowCount(), 'block')} to {path}.", error=False
        )
        return True

    def document_path(self) -> Path | None:
        return self._origin

    def on_rejected(self, message: str) -> None:
        self.blocks_panel.show_message(f"{message}.")

    def title(self) -> str:
        """The title on one line: a line break pasted into the field would end the file's title line."""
        return " ".join(self.blocks_panel.title_edit.text().split())

    def typed_quota(self) -> int | None:
        """The quota typed (None when the field is empty: a majority), read as weights are."""
        text = self.blocks_panel.quota_edit.text().strip()
        if not text:
            return None
        try:
            return parse_whole_number(text, "quota")
        except VotingInputError as error:  # "50%", "2/3": say what the field takes
            total = sum(self.blocks.weights())
            votes = f", 1 to {total:,}" if total else ""
            raise VotingInputError(
                f"{error}: type the votes a coalition needs to win{votes}, or leave it empty for a majority"
            ) from None

    def current_game(self) -> WeightedGame:
        """The game the table and quota describe; :class:`VotingInputError` says what is wrong."""
        weights = self.blocks.weights()
        if not weights:
            raise VotingInputError("No blocks: add one, paste some, import a CSV file or choose an example")
        return WeightedGame.create(weights, self.blocks.names(), self.typed_quota())

    def _show_total(self) -> None:
        """The total and majority beside the quota; rounded when huge (in full on hover), so that
        they never widen the window."""
        weights = self.blocks.weights()
        total, majority = sum(weights), default_quota(weights)
        label = self.blocks_panel.total_label
        # No-break spaces: a narrow panel wraps it before "(majority", not inside either part.
        text = f"of\u00a0{short_number(total)} (majority\u00a0{short_number(majority)})"
        label.setText(text if weights else "")
        label.setToolTip(full_count_tip(f"Total weight {total:,}, majority {majority:,}", total, majority))

    # -- computing ------------------------------------------------------------------
    def on_edited(self, merge: str = "", typed_in: TypingField | None = None) -> None:
        """Keep the table as it is now (a crash loses no edit, valid or not; Undo comes back to it);
        compute once the edits have paused."""
        self._notice = ("", True)
        if not self._showing:
            self._keep(merge, typed_in)
        self.schedule()

    def on_quota_edited(self) -> None:
        quota = self.blocks_panel.quota_edit
        self.on_edited("quota", quota)

    def on_title_edited(self) -> None:
        """Kept with the table (saved, one step to undo per visit to the field); nothing to compute."""
        title = self.blocks_panel.title_edit
        if not self._showing:
            self._keep("title", title)

    def _keep(self, merge: str, typed_in: TypingField | None = None) -> None:
        """Save the table and record it as a step to undo (one of a run of ``merge`` steps); a change
        ``typed_in`` a field that leaves it nothing of its own to undo may be the field's undo of all
        its typing: then it is the last step undone, not a new step equal to the one before."""
        self._save()
        panel = self.blocks_panel
        table = self._table()
        if typed_in is None or typed_in.isUndoAvailable() or not self._steps_back_to(table):
            self.history.record(table, merge)
        panel.undo_button.setEnabled(self.history.can_undo)
        panel.redo_button.setEnabled(self.history.can_redo)
        self.history_changed.emit()

    def _table(self) -> Table:
        panel = self.blocks_panel
        return (
            tuple(self.blocks.names()),
            tuple(self.blocks.weights()),
            panel.quota_edit.text(),
            panel.title_edit.text(),
            self._comments,
            self._origin,
        )

    def _steps_back_to(self, table: Table) -> bool:
        """Undo the last step if that brings back ``table``."""
        if self.history.previous != table:
            return False
        self.history.undo()
        return True

    def schedule(self) -> None:
        """Recompute shortly, once the edits have paused."""
        self.timer.start()

    def recompute(self) -> None:
        """Show the power of the table and quota as they are now: at once for a small vote, else
        from a run in the background (a run for another table is cancelled)."""
        self.timer.stop()
        self._name_example()
        self._show_total()
        try:
            game = self.current_game()
        except VotingInputError as error:
            self.blocks_panel.show_message(sentence(str(error)) + ".")
            self._want(None)
            self._show_result(None)
            return
        self.blocks_panel.show_message(*self._notice)
        if game == self._wanted:
            return
        self._want(game)
        if len(game) * game.quota * field_bytes(len(game)) <= BACKGROUND_WORK:
            started = time.perf_counter()
            try:
                result = power_indices(game)
            except VotingInputError as error:
                self._show_failure(str(error))
                return
            self._show_result(result, time.perf_counter() - started)
            return
        self._show_result(None)  # the figures on show are another table's: not left beside this one
        key = shortcut_text(self.results_panel.cancel_button.shortcut())
        self.results_panel.show_summary(
            f"Computing the power of {counted(len(game), 'block')} in the background "
            f"(progress in the status bar; Cancel or {key} stops it)…"
        )
        if self.task is None:
            self._start(game)
        else:
            self._queued = game  # once the run for another table has stopped

    def compute_again(self) -> None:
        """After a cancel: run the same table again."""
        self._wanted = None
        self.recompute()

    def cancel(self) -> None:
        """Stop the computation in the background, as the status bar's Cancel does."""
        if self.task is not None:
            self.task.cancel()

    def _want(self, game: WeightedGame | None) -> None:
        """From now on show ``game``'s results (none if None); a run for another game is cancelled."""
        self._wanted = game
        self._queued = None
        if self.task is not None and self._running != game:
            self.task.cancel()

    def _start(self, game: WeightedGame) -> None:
        self._started = time.perf_counter()
        task = self.context.tasks.start(
            partial(power_indices, game), f"Voting power of {counted(len(game), 'block')}", owner=self
        )
        task.succeeded.connect(self.on_task_result)
        task.failed.connect(self.on_task_failed)
        task.cancelled.connect(self.on_task_cancelled)
        task.finished.connect(self.on_task_finished)
        self.task = task
        self._running = game
        self.results_panel.cancel_button.setEnabled(True)

    def on_task_result(self, result: PowerIndices) -> None:
        if result.game == self._wanted:
            self._show_result(result, time.perf_counter() - self._started)
            if self._queued == result.game:  # edited away and back while it ran: no second run
                self._queued = None

    def on_task_failed(self, message: str) -> None:
        if self._running == self._wanted:
            self._show_failure(message)

    def on_task_cancelled(self) -> None:
        """Cancelled by a Cancel button (not by a newer edit): say so, and how to run it again."""
        game = self._running
        if game is None or game != self._wanted or self._queued is not None:
            return
        self._wanted = None  # so that the same table is computed again when asked
        self._show_result(None)
        self.results_panel.show_summary(
            f"Cancelled: the power of {counted(len(game), 'block')} was not computed. "
            "Click Compute again to start over, or edit the table or the quota.",
            again=True,
        )

    def on_task_finished(self) -> None:
        self.task = None
        self._running = None
        queued, self._queued = self._queued, None
        if queued is not None and queued == self._wanted:
            self._start(queued)
            return
        panel = self.results_panel
        if panel.cancel_button.hasFocus():  # not left to go on by itself to the next widget
            (panel.again_button if panel.again_button.isVisible() else panel.table).setFocus()
        panel.cancel_button.setEnabled(False)

    def _show_failure(self, message: str) -> None:
        self._show_result(None)
        self._show_summary(f"Could not compute: {message}")

    def _show_summary(self, text: str, tip: str = "") -> None:
        """The line above the results, told to a screen reader too."""
        self.results_panel.show_summary(text, tip)
        announce(self.results_panel, text)

    def _show_result(self, result: PowerIndices | None, seconds: float = 0.0) -> None:
        self.results.set_result(result)
        chart = self.results_panel.chart
        if result is None:
            chart.clear()
            self.results_panel.show_summary("")
            return
        chart.set_data(result.game.names, result.banzhaf, result.shapley_shubik_float)
        game = result.game
        swings = result.total_swings
        text = (
            f"{describe_vote(game.weights, game.quota)}: {counted(swings, 'swing', short_number(swings))} "
            f"in all. Exact, by {result.banzhaf_method}, in {seconds * 1000:,.0f} ms."
        )
        text += f"\n{sentence('; '.join(result.roles()))}."
        if result.improper_warning():
            text += f"\nWarning: {result.improper_warning()}."
        if result.note:
            text += f"\n{result.note}."
        exact = (
            f"Total weight {game.total:,}, quota {game.quota:,}: exactly {counted(swings, 'swing')} in all"
        )
        self._show_summary(text, full_count_tip(exact, game.total, game.quota, swings) + minimal_tip(game))

    def _save(self) -> None:
        """Keep the table and the quota as typed, whether or not they make a valid vote; but not a
        table emptied of every row, which could not be read back: the last one with rows stays."""
        if not self.blocks.names():
            return
        blocks = format_blocks(
            self.blocks.names(), self.blocks.weights(), title=self.title(), comments=self._comments
        )
        save_settings({BLOCKS_KEY: blocks, "voting/quota": self.blocks_panel.quota_edit.text().strip()})


def describe_vote(weights: Sequence[int], quota: int) -> str:
    """``3 blocks, total weight 100, quota 51 (majority)``, the figures rounded when huge."""
    majority = " (majority)" if quota == default_quota(weights) else ""
    return (
        f"{counted(len(weights), 'block')}, total weight {short_number(sum(weights))}, "
        f"quota {short_number(quota)}{majority}"
    )


#: The most minimal winning coalitions the summary's tooltip lists.
LISTED_COALITIONS = 30


def minimal_tip(game: WeightedGame) -> str:
    """The minimal winning coalitions of a small game as a tooltip (a long list cut short); else ""."""
    if len(game) > MAX_LISTED_BLOCKS:
        return ""
    coalitions = game.minimal_winning_coalitions()
    listed = "; ".join(game.coalition_text(members) for members in coalitions[:LISTED_COALITIONS])
    more = (
        f"; and {len(coalitions) - LISTED_COALITIONS:,} more" if len(coalitions) > LISTED_COALITIONS else ""
    )
    return exact_tip(f"{counted(len(coalitions), 'minimal winning coalition')}: {listed}{more}")


def example_title(preset: Preset) -> str:
    """The example's title without its remark in parentheses (the answers expected, the quota), which
    would cut the title short in a small window; the item's tooltip describes the vote instead."""
    return preset.title.split(" (", 1)[0]
