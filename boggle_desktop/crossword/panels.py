"""Side panels of the Crossword tab: the entries of the grid shown, the words that fit a pattern, and
the comparison of algorithms; and the tab's closed lists, which the wheel passing over leaves alone."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QEvent, QModelIndex, Signal
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.crossword.models import Candidate, ComparisonModel, EntriesModel, PatternWordsModel
from boggle_desktop.crossword.seconds_box import SecondsSpinBox
from boggle_desktop.scroll_area import scrolling
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.table_view import compact_rows, sortable_table
from solvers.crossword import ALGORITHMS, WordIndex
from solvers.crossword.candidates import SlotEntry, parse_pattern, pattern_words
from solvers.wording import counted


class WholeTextTips(QStyledItemDelegate):
    """Cells drawn as usual; hovering one whose text is cut short ("…") shows the whole text."""

    def helpEvent(
        self, event: QHelpEvent, view: QAbstractItemView, option: QStyleOptionViewItem, index: QModelIndex
    ) -> bool:
        if event.type() == QEvent.Type.ToolTip and index.isValid():
            self.initStyleOption(option, index)
            if cut_short(option, view):
                QToolTip.showText(event.globalPos(), option.text, view.viewport(), option.rect)
                return True
        return super().helpEvent(event, view, option, index)


def cut_short(option: QStyleOptionViewItem, view: QWidget) -> bool:
    """Whether the text of the cell ``option`` describes is elided, measured as the style draws it."""
    style = view.style()
    room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view).width()
    room -= 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1)
    return option.fontMetrics.horizontalAdvance(option.text) > room


def show_scrolling(panel: QWidget, page: QWidget, name: str) -> None:
    """Fill ``panel`` with ``page``, scrolling up and down (``name`` is said by a screen reader): a side
    page's controls set the window's height otherwise, more than a 768-pixel screen has with large
    text."""
    area = scrolling(page, name)
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(area)


def panel_table(model: QAbstractItemModel, parent: QWidget) -> QTableView:
    """A sortable table of ``model`` in the model's own order, compact rows, its columns sharing the
    width; a cell cut short shows its whole text on hovering."""
    view = sortable_table(model, parent)
    view.setItemDelegate(WholeTextTips(view))
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.verticalHeader().setVisible(False)
    compact_rows(view)
    return view


class EntriesPanel(QWidget):
    """Every entry of the grid shown, sortable, with *Never use this word*, *Copy* and *Save as PDF*.

    ``chosen`` carries the :class:`SlotEntry` made current (clicked, or reached with the arrows) or
    activated (Enter, double-click); the tab acts on the buttons."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = EntriesModel(self)
        self.view = panel_table(self.model, self)
        self.view.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        label = QLabel(
            "The entries of the grid shown. Sort by Level to find the rarest words; "
            "click an entry (or move to it) to select its slot."
        )
        label.setWordWrap(True)
        self.exclude_button = QPushButton("Never use this word")
        self.exclude_button.setToolTip("Leave the selected entry's word out of every fill from now on")
        self.exclude_button.setEnabled(False)
        self.copy_button = QPushButton("Copy grid and entries")
        self.copy_button.setToolTip("Copy the grid shown and its numbered Across and Down lists, as text")
        self.pdf_button = QPushButton("Save as PDF…")
        self.pdf_button.setToolTip(
            "A printable puzzle: the numbered grid without letters, then the grid shown with its entries"
        )
        # Two rows: three buttons side by side were cut to "ever use this wo" in a side panel of
        # 300-400 pixels once the font is 12 pt or the window is small.
        buttons = QGridLayout()
        buttons.addWidget(self.exclude_button, 0, 0, 1, 2)
        buttons.addWidget(self.copy_button, 1, 0)
        buttons.addWidget(self.pdf_button, 1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self.view.selectionModel().currentRowChanged.connect(self._on_current)
        self.view.activated.connect(self._choose)

    def set_entries(self, entries: list[SlotEntry]) -> None:
        self.model.set_items(entries)
        self.exclude_button.setEnabled(False)  # the entry selected is gone

    def selected(self) -> SlotEntry | None:
        current = self.view.currentIndex()
        return current.data(ITEM_ROLE) if current.isValid() else None

    def _on_current(self, index: QModelIndex) -> None:
        self.exclude_button.setEnabled(index.isValid() and index.data(ITEM_ROLE).in_list)
        self._choose(index)

    def _choose(self, index: QModelIndex) -> None:
        if index.isValid():
            self.chosen.emit(index.data(ITEM_ROLE))


class WordsPanel(QWidget):
    """Type a pattern such as ``c?t??`` and Enter: every word of the list that fits, most common first."""

    def __init__(self, index_of: Callable[[], WordIndex | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._index_of = index_of
        self.model = PatternWordsModel(self)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText("a pattern such as c?t?? (? or . = any letter), then Enter")
        self.edit.setAccessibleName("Pattern to look up")
        self.label = QLabel("Every word of the list that fits a pattern, most common first.")
        self.label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.edit)
        layout.addWidget(self.label)
        self.view = panel_table(self.model, self)  # made after the pattern field, to follow it on Tab
        layout.addWidget(self.view, 1)
        self.edit.returnPressed.connect(self.look_up)
        # The pattern whose words are shown and the index they came from, to look it up again
        # when the word list or the level changes.
        self._shown: tuple[str, WordIndex | None] | None = None

    def look_up(self) -> None:
        index = self._index_of()
        if index is None:
            self.label.setText("The word list is still being indexed…")
            return
        try:
            pattern = parse_pattern(self.edit.text())
        except ValueError as error:
            self._shown = None
            self.model.set_candidates(None, "", [], 0)  # no list left under the error
            self.label.setText(f"Pattern: {error}.")
            return
        self._show(pattern, index)

    def refresh(self) -> None:
        """The word list or level changed: look the shown pattern up again in the words now in use,
        or, while they are being indexed, clear the stale words and say they will come back."""
        if self._shown is None:
            return
        pattern, shown_from = self._shown
        index = self._index_of()
        if index is shown_from:
            return
        if index is None:
            self._shown = (pattern, None)
            self.model.set_candidates(None, "", [], 0)
            self.label.setText(f"{pattern.upper()}: the words changed; looking it up again once indexed…")
            return
        self._show(pattern, index)

    def _show(self, pattern: str, index: WordIndex) -> None:
        self._shown = (pattern, index)
        total, found = pattern_words(index, pattern)
        self.model.set_candidates(None, pattern, [Candidate(w, level, None) for w, level in found], total)
        shown = "" if total <= len(found) else f" (the {len(found):,} most common shown)"
        self.label.setText(f"{pattern.upper()}: {counted(total, 'word')}{shown}.")


class ComparePanel(QWidget):
    """The exercise's report: which algorithms to run, a time limit each, and their results, with a
    line of its own saying how the comparison goes and how it ended (:meth:`say`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ComparisonModel(self)
        self.button = QPushButton("Compare")
        self.button.setToolTip("Run the ticked algorithms on this grid, one after another")
        self.boxes: dict[str, QCheckBox] = {}
        ticks = QGridLayout()
        for number, (name, algorithm) in enumerate(ALGORITHMS.items()):
            box = QCheckBox(algorithm.label)
            box.setChecked(True)
            box.setToolTip(algorithm.description)
            self.boxes[name] = box
            ticks.addWidget(box, number, 0)
        self.limit = SecondsSpinBox(0.1, 600, 5, " s each")
        self.limit.setAccessibleName("Comparison time limit")
        limit_row = QHBoxLayout()
        limit_row.addWidget(self.limit)
        limit_row.addWidget(self.button)
        limit_row.addStretch(1)
        limit_form = QFormLayout()
        limit_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # as the Options page's
        limit_form.addRow("Time limit:", limit_row)
        self.line = QLabel()
        self.line.setWordWrap(True)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(ticks)
        layout.addLayout(limit_form)
        layout.addWidget(self.line)
        self.view = panel_table(self.model, page)  # made after the controls above it, to follow them on Tab
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        layout.addWidget(self.view, 1)
        show_scrolling(self, page, "Compare")

    def chosen(self) -> list[str]:
        """The names of the algorithms ticked, in the listed order."""
        return [name for name, box in self.boxes.items() if box.isChecked()]

    def say(self, text: str) -> None:
        """Show ``text`` on the comparison's own line."""
        self.line.setText(text)
