"""The voting tab's panels: blocks to edit on the left, their power on the right."""

from __future__ import annotations

import html

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import HISTORY_KEYS, NEW_GAME_KEY, focus_frame_style, shortcut_text
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.focus_wheel import ChoiceBox
from boggle_desktop.table_view import copies_rows, sortable_table
from boggle_desktop.typing_field import TypingField
from boggle_desktop.voting.chart import PowerChart
from boggle_desktop.voting.models import BlocksModel, ResultsModel
from solvers.wording import counted_subject

#: Removes the selected rows, as the Remove button does (Delete and Backspace clear a cell).
REMOVE_KEY = QKeySequence("Ctrl+Del")


class BlocksTable(QTableView):
    """The editable table of blocks, whose Tab leaves it rather than trapping the focus.

    Without a cell editor open, Tab and Shift+Tab go to the next and the previous widget (the arrow
    keys move between cells). In a cell editor Tab commits the cell and edits the next one, as in a
    spreadsheet; but where Qt would wrap round from the last cell to the first (Shift+Tab: from the
    first to the last), the edit is committed and the focus leaves the table instead."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabKeyNavigation(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Delete and Backspace open the current cell's editor with its text cleared, as in a
        spreadsheet (Escape keeps the text); they never remove a row."""
        clear = event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        trigger = QAbstractItemView.EditTrigger.AnyKeyPressed  # the key goes on to the editor: cleared
        if not (clear and plain and self.edit(self.currentIndex(), trigger, event)):
            super().keyPressEvent(event)

    def closeEditor(self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint) -> None:
        moves = {
            QAbstractItemDelegate.EndEditHint.EditNextItem: QAbstractItemView.CursorAction.MoveNext,
            QAbstractItemDelegate.EndEditHint.EditPreviousItem: QAbstractItemView.CursorAction.MovePrevious,
        }
        if hint in moves and self._wraps(moves[hint]):
            super().closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)  # committed already
            self.focusNextPrevChild(hint == QAbstractItemDelegate.EndEditHint.EditNextItem)
            return
        super().closeEditor(editor, hint)

    def _wraps(self, action: QAbstractItemView.CursorAction) -> bool:
        """Whether moving from the current cell by ``action`` (next or previous) goes round the end."""
        here, there = self.currentIndex(), self.moveCursor(action, Qt.KeyboardModifier.NoModifier)
        if not there.isValid():
            return True
        step, start = (there.row(), there.column()), (here.row(), here.column())
        return step <= start if action == QAbstractItemView.CursorAction.MoveNext else step >= start


class BlocksPanel(QGroupBox):
    """Preset choice, the editable table of blocks, its buttons, and the quota."""

    def __init__(self, model: BlocksModel, parent: QWidget | None = None) -> None:
        super().__init__("Blocks", parent)
        self.preset_combo = ChoiceBox()
        undo, redo = (shortcut_text(key) for key in HISTORY_KEYS)
        self.preset_combo.setToolTip(
            f"Load an example vote; it replaces the table, and Undo ({undo}) brings it back"
        )
        self.preset_combo.setPlaceholderText("Your own table")

        self.table = BlocksTable()
        self.table.setModel(model)
        copies_rows(self.table)  # rows copied this way paste back in, their header row skipped
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # keep the given order until a header click
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.paste_shortcut = QShortcut(QKeySequence.StandardKey.Paste, self.table)
        self.paste_shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        # Only on the table itself, so that in a cell editor Ctrl+Delete still deletes a word.
        self.remove_shortcut = QShortcut(REMOVE_KEY, self.table)
        self.remove_shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)

        self.add_button = QPushButton("Add")
        self.remove_button = QPushButton("Remove")
        self.remove_button.setToolTip(
            f"Remove the selected blocks ({shortcut_text(REMOVE_KEY)} in the table); Undo brings them back"
        )
        self.paste_button = QPushButton("Paste")
        self.paste_button.setToolTip(
            "Insert rows copied from a spreadsheet or CSV text: name, weight (Ctrl+V)"
        )
        # A tool button, narrower than a push button: the row stays no wider than the one below.
        self.new_button = QToolButton()
        self.new_button.setText("New")
        self.new_button.setToolTip(
            f"Start an empty table, with no quota or title ({shortcut_text(NEW_GAME_KEY)}); "
            f"Undo ({undo}) brings the old one back"
        )
        self.import_button = QPushButton("Import CSV…")
        self.export_button = QPushButton("Export CSV…")
        self.undo_button = QToolButton()
        self.undo_button.setText("↶ Undo")
        self.undo_button.setToolTip(f"Bring back the table before the last change ({undo})")
        self.redo_button = QToolButton()
        self.redo_button.setText("↷ Redo")
        self.redo_button.setToolTip(f"Redo the change undone ({redo})")
        buttons = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.paste_button, self.new_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        files = QHBoxLayout()
        files.addWidget(self.import_button)
        files.addWidget(self.export_button)
        files.addStretch(1)
        files.addWidget(self.undo_button)
        files.addWidget(self.redo_button)

        self.title_edit = TypingField()
        self.title_edit.setPlaceholderText("none")
        self.title_edit.setToolTip("The table's title, written at the top of an exported CSV file")
        self.title_edit.setClearButtonEnabled(True)
        title_label = QLabel("&Title:")
        title_label.setBuddy(self.title_edit)
        title_row = QHBoxLayout()
        title_row.addWidget(title_label)
        title_row.addWidget(self.title_edit, 1)
        # The comment lines an imported file had besides its title and quota: not edited, but said.
        self.comments_label = QLabel()
        self.comments_label.setWordWrap(True)
        self.comments_label.hide()

        self.quota_edit = TypingField()
        self.quota_edit.setPlaceholderText("majority")
        self.quota_edit.setToolTip(
            "Votes a coalition needs to win; empty for a strict majority (total // 2 + 1)"
        )
        self.quota_edit.setClearButtonEnabled(True)
        # Room for a quota such as 220,044,959 and the clear button, however long the total beside
        # it: that wraps instead (and a huge one is rounded, see VotingTab).
        self.quota_edit.setFixedWidth(self.quota_edit.fontMetrics().horizontalAdvance("8" * 12) + 28)
        self.total_label = QLabel()
        self.total_label.setWordWrap(True)
        quota_label = QLabel("&Quota:")
        quota_label.setBuddy(self.quota_edit)
        quota_row = QHBoxLayout()
        quota_row.addWidget(quota_label)
        quota_row.addWidget(self.quota_edit)
        quota_row.addWidget(self.total_label, 1)

        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)  # it quotes file names and pasted text
        self.message_label.hide()

        layout = QVBoxLayout(self)
        preset_label = QLabel("E&xample:")
        preset_label.setBuddy(self.preset_combo)
        preset_row = QHBoxLayout()
        preset_row.addWidget(preset_label)
        preset_row.addWidget(self.preset_combo, 1)
        layout.addLayout(preset_row)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addLayout(files)
        layout.addLayout(title_row)
        layout.addWidget(self.comments_label)
        layout.addLayout(quota_row)
        layout.addWidget(self.message_label)

    def selected_rows(self) -> list[int]:
        return sorted({index.row() for index in self.table.selectionModel().selectedRows()})

    def show_comments(self, comments: tuple[str, ...]) -> None:
        """Say under the title that the table keeps ``comments`` for the export (they show on hover)."""
        self.comments_label.setText(
            f"{counted_subject(len(comments), 'comment line')} kept from the imported file and written "
            "back by Export (hover to read them)."
        )
        self.comments_label.setToolTip("<p>" + "<br>".join(map(html.escape, comments)) + "</p>")
        self.comments_label.setVisible(bool(comments))

    def show_message(self, text: str, error: bool = True) -> None:
        """A line under the table: what is wrong (in red), or what was done."""
        set_tone(self.message_label, Tone.BAD if error else None)
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))


class ResultsPanel(QWidget):
    """A summary line (with a button to cancel a computation in the background and one to compute
    again after a cancel), the sortable results table, and the bar chart."""

    def __init__(self, model: ResultsModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary_label = QLabel("Computing…")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        self.again_button = QPushButton("Compute again")
        self.again_button.setToolTip("Start the computation that was cancelled over again")
        self.again_button.hide()
        # The tab's own, for the status bar's Cancel stops the newest job of any tab.
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.cancel_button.setToolTip(
            f"Stop the computation under way ({shortcut_text(self.cancel_button.shortcut())})"
        )
        self.cancel_button.setEnabled(False)
        summary_row = QHBoxLayout()
        summary_row.addWidget(self.summary_label, 1)
        for button in (self.again_button, self.cancel_button):
            summary_row.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)

        self.table = sortable_table(model, self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAccessibleName("Power of each block")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        # The figures as wide as their contents (see fit_figures); the names take the room that is
        # left, cut to "…" (whole in their tooltips) rather than pushing the figures out of sight.
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.model = model
        model.modelReset.connect(self.fit_figures)

        self.chart = PowerChart()
        self.chart_area = QScrollArea()
        self.chart_area.setWidgetResizable(True)
        self.chart_area.setWidget(self.chart)
        self.chart_area.setStyleSheet(focus_frame_style("QScrollArea"))  # its keys scroll the chart
        self.chart_area.setAccessibleName("Bar chart of each block's share of power")

        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart_area)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(summary_row)
        layout.addWidget(splitter, 1)

    def fit_figures(self) -> None:
        """Make each figure column as wide as its header or its widest cell, found by the text's width
        and measured as the view would. (Qt's ResizeToContents asks for every role of every cell, on
        every layout pass: seconds for 1,000 blocks.)"""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        proxy = self.table.model()
        for column in range(1, self.model.columnCount()):
            width = header_width(header, str(self.model.headerData(column, Qt.Orientation.Horizontal)))
            if self.model.rowCount():
                row = max(
                    range(self.model.rowCount()),
                    key=lambda r: metrics.horizontalAdvance(self.model.text(r, column)),
                )
                cell = self.table.sizeHintForIndex(proxy.mapFromSource(self.model.index(row, column)))
                width = max(width, cell.width() + self.table.showGrid())
            header.resizeSection(column, width)

    def show_summary(self, text: str, tip: str = "", again: bool = False) -> None:
        """The line above the table; ``again`` shows the Compute again button beside it."""
        self.summary_label.setText(text)
        self.summary_label.setToolTip(tip)
        self.again_button.setVisible(again)


def header_width(header: QHeaderView, text: str) -> int:
    """The width a section of ``header`` needs to show ``text`` (of one or more lines) whole and
    centred, clear of the sort arrow: its widest line, with the room the style keeps beside a sorted
    section's label on both sides. (Qt's own size hint keeps a square as tall as the header for the
    arrow, far more than the arrow takes beside two lines: the width the names need in a small window.)"""
    option = QStyleOptionHeader()
    option.initFrom(header)
    option.state |= QStyle.StateFlag.State_Horizontal
    option.orientation = Qt.Orientation.Horizontal
    option.sortIndicator = QStyleOptionHeader.SortIndicator.SortDown
    option.rect = QRect(0, 0, 1000, header.sizeHint().height())
    label = header.style().subElementRect(QStyle.SubElement.SE_HeaderLabel, option, header)
    widest = max(header.fontMetrics().horizontalAdvance(line) for line in text.splitlines())
    return widest + 2 * (option.rect.width() - label.width())
