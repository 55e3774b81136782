"""The right-hand pages of the Boggle tab: this round's words, and the round history."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFocusEvent, QFont, QFontDatabase, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.boggle.history import HistoryError, HistoryStore, RoundRecord
from boggle_desktop.boggle.models import HistoryModel, WordsModel
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.table_model import ITEM_ROLE
from boggle_desktop.table_view import compact_rows, sortable_table
from solvers.boggle.board import BoardError, parse_board
from solvers.wording import counted

#: Qt's QWIDGETSIZE_MAX, a widget's largest size, which PySide6 does not export.
NO_LIMIT = 16777215


def list_table(model: WordsModel | HistoryModel, parent: QWidget, stretch: int) -> QTableView:
    """A read-only table of ``model``, sorted by its first column until a header is clicked. Every
    column is as wide as its contents but ``stretch``, which takes the room left, cut to "…" when
    there is too little."""
    view = sortable_table(model, parent, sort_column=0)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    compact_rows(view)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class RoomWhenFilled(QObject):
    """Keeps ``view`` one row high while it has no rows, leaving its room in its layout to the others;
    with rows, it gets ``stretch`` in the layout. The view is this object's parent: no Python closure
    holds it."""

    def __init__(self, view: QTableView, stretch: int) -> None:
        super().__init__(view)
        self.stretch = stretch
        model = view.model()
        for changed in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            changed.connect(self.fit)
        self.fit()

    def fit(self) -> None:
        view = self.parent()
        empty = view.model().rowCount() == 0
        row = view.verticalHeader().defaultSectionSize()
        one_row = view.horizontalHeader().sizeHint().height() + row + 2 * view.frameWidth()
        view.setMaximumHeight(one_row if empty else NO_LIMIT)
        view.parentWidget().layout().setStretchFactor(view, 0 if empty else self.stretch)


def fixed_font(widget: QWidget) -> QFont:
    """The system's fixed-width font at ``widget``'s size: the system's is not enlarged with the app's."""
    fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    fixed.setPointSizeF(widget.font().pointSizeF())
    return fixed


def sort_in_model(view: QTableView, column: int, order: Qt.SortOrder) -> None:
    """Header clicks sort the model of ``view`` (behind its proxy) itself, from ``column`` in
    ``order`` on: the proxy, left in the model's order, would ask the model for both keys of every
    comparison (seconds for a long History), where the model makes each row's key once."""
    proxy = view.model()
    view.setSortingEnabled(False)
    proxy.sort(-1)
    header = view.horizontalHeader()
    header.setSectionsClickable(True)
    header.setSortIndicatorShown(True)
    header.sortIndicatorChanged.connect(proxy.sourceModel().sort)
    header.setSortIndicator(column, order)


class RoundPanel(QWidget):
    """The entry, the verdict on the last word, a note for the round, both sides' words and the
    scores."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(
            "Type a word and press Enter or Space (Enter twice on an empty entry ends your turn)"
        )
        self.entry.setAccessibleName("Your word")
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        # The message changes with every word; the notice keeps what must not be missed (the
        # history was damaged, a replay is not compared) for the whole round.
        self.notice_label = QLabel()
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice_label.hide()
        self.human_model = WordsModel(self)
        self.computer_model = WordsModel(self)
        self.human_view = list_table(self.human_model, self, stretch=WordsModel.WORD)
        self.computer_view = list_table(self.computer_model, self, stretch=WordsModel.WORD)
        self.human_view.setAccessibleName("Your words")
        self.computer_view.setAccessibleName("The computer's words")
        self.human_label = QLabel("Your words")
        self.computer_label = QLabel("The computer's words (after your turn)")
        self.score_label = QLabel()
        font = QFont(self.font())
        font.setBold(True)
        self.score_label.setFont(font)
        self.score_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.entry)
        layout.addWidget(self.message_label)
        layout.addWidget(self.notice_label)
        layout.addWidget(self.human_label)
        layout.addWidget(self.human_view, 1)
        layout.addWidget(self.computer_label)
        layout.addWidget(self.computer_view)
        layout.addWidget(self.score_label)
        # Empty until the turn ends: your words take the room meanwhile.
        RoomWhenFilled(self.computer_view, 2)
        # Tab goes down the page: the tables, parented first, would come before the entry.
        QWidget.setTabOrder(self.entry, self.human_view)
        QWidget.setTabOrder(self.human_view, self.computer_view)

    def say(self, text: str, tone: Tone | None = None, bold: bool = False) -> None:
        set_tone(self.message_label, tone, bold)
        self.message_label.setText(text)

    def set_notice(self, text: str) -> None:
        # Amber, apart from the verdicts' green and red.
        set_tone(self.notice_label, Tone.WARNING)
        self.notice_label.setText(text)
        self.notice_label.setVisible(bool(text))

    def show_counts(self, turn_over: bool) -> None:
        """How many words each side has, and their points; the computer's once its ``turn_over``."""
        human = self.human_model.total()
        self.human_label.setText(f"Your words: {self.human_model.rowCount()} ({counted(human, 'point')})")
        count = self.computer_model.rowCount()
        self.computer_label.setText(
            f"The computer's words: {count} ({counted(self.computer_model.total(), 'point')})"
            if turn_over
            else "The computer's words (after your turn)"
        )


class HistoryPanel(QWidget):
    """Past rounds, newest first, and the button that replays the selected one's board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HistoryModel(self)
        self.view = list_table(self.model, self, stretch=HistoryModel.BOARD)
        sort_in_model(self.view, 0, Qt.SortOrder.DescendingOrder)
        self.replay_button = QPushButton("Replay this board")
        self.replay_button.setToolTip("Play the selected round's board again with a fresh timer")
        self.replay_button.setEnabled(False)
        # Enter replays the selected round as the button does (a double click too, see BoggleTab).
        # Not the view's activated signal: where a single click activates, a click would replay.
        self.replay_shortcut = QShortcut(self.view)
        self.replay_shortcut.setKeys([QKeySequence(Qt.Key.Key_Return), QKeySequence(Qt.Key.Key_Enter)])
        self.replay_shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
        self.view.installEventFilter(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        #: The selected round's words, yours and the computer's (History keeps them): four lines,
        #: scrolling, since a 6x6 board's round holds hundreds.
        self.words_view = QPlainTextEdit()
        self.words_view.setReadOnly(True)
        self.words_view.setAccessibleName("Words of the selected round")
        self.words_view.setMaximumHeight(self.words_view.fontMetrics().lineSpacing() * 4 + 12)
        self.words_view.setVisible(False)
        #: The selected round's board laid out in rows: the table's Board column is cut to "…".
        self.board_label = QLabel()
        self.board_label.setFont(fixed_font(self))
        self.board_label.setAccessibleName("Board of the selected round")
        self.board_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.board_label.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        details = QHBoxLayout()
        details.addWidget(self.board_label, 0, Qt.AlignmentFlag.AlignTop)
        details.addWidget(self.words_view, 1)
        layout.addLayout(details)
        row = QHBoxLayout()
        row.addWidget(self.replay_button)
        row.addWidget(self.note, 1)
        layout.addLayout(row)
        self.view.selectionModel().selectionChanged.connect(self._on_selected)

    def selected_record(self) -> RoundRecord | None:
        rows = self.view.selectionModel().selectedRows()
        return rows[0].data(ITEM_ROLE) if rows else None

    def _on_selected(self) -> None:
        record = self.selected_record()
        self.replay_button.setEnabled(record is not None)
        self.show_words(record)

    def show_rounds(self, store: HistoryStore, added: RoundRecord | None = None) -> None:
        """Show every round of ``store`` read anew, or only add the round ``added`` to those shown
        (reading and sorting thousands of rounds again took seconds). No round is selected afterwards."""
        try:
            if added is not None and self._shows_all_but(store, added):
                self.model.add(added)
            else:
                self.model.set_items(store.rounds())
        except HistoryError as error:
            self.note.setText(str(error))
        self.view.selectionModel().clear()
        self.replay_button.setEnabled(False)

    def _shows_all_but(self, store: HistoryStore, added: RoundRecord) -> bool:
        """Whether the table shows every round of ``store`` but ``added``: not when another copy of
        the app, sharing the history, has stored rounds since (they are read with the rest)."""
        return store.count() == self.model.rowCount() + 1 + len(store.damaged)

    def show_words(self, record: RoundRecord | None) -> None:
        """The board and words of the round selected, for a teacher checking a pupil's round."""
        self.words_view.setVisible(record is not None)
        self.board_label.setVisible(record is not None)
        if record is None:
            self.words_view.clear()
            self.board_label.clear()
            return
        self.board_label.setText(laid_out(record))
        yours = ", ".join(record.human_words) or "none"
        theirs = ", ".join(record.computer_words) or "none"
        self.words_view.setPlainText(
            f"Round #{record.id}: your words ({len(record.human_words)}): {yours}. "
            f"The computer's ({len(record.computer_words)}): {theirs}."
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Tabbing into the table selects its current row (the first on the first visit), which Qt
        only makes current: without a selection the keyboard could not reach Replay."""
        if (
            watched is self.view
            and isinstance(event, QFocusEvent)
            and event.type() == QEvent.Type.FocusIn
            and event.reason() != Qt.FocusReason.MouseFocusReason  # the click selects its own row
            and not self.view.selectionModel().hasSelection()
        ):
            current = self.view.currentIndex()
            row = current.row() if current.isValid() else 0
            if row < self.view.model().rowCount():
                self.view.selectRow(row)
        return super().eventFilter(watched, event)


def laid_out(record: RoundRecord) -> str:
    """The round's board row by row as the dice show it (``Qu``); as stored if it cannot be read."""
    try:
        return str(parse_board(record.board, record.size))
    except BoardError:
        return record.board
