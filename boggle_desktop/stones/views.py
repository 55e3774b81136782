"""The stone game's panels: the answer for N, and a game against the computer."""

from __future__ import annotations

import html

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import NEW_GAME_KEY, focus_frame_style, shortcut_text
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.focus_wheel import ChoiceBox
from boggle_desktop.stones.models import take_range
from solvers.stones import FirstMoveAnswer, Position, Side, explain_answer
from solvers.stones.rules import decimal
from solvers.wording import counted

SHOWN_MOVES = 12
#: The fewest lines of text the answer shows, and the move list: the answer and its explanation need
#: more than the list of moves, empty at the start (the column scrolls when the tab is shorter). Lines,
#: not pixels: with large text, 90 pixels held 3.6 lines of the answer.
ANSWER_LINES = 6
MOVE_LINES = 3
#: The rules, said as the help page says them, at the top of the tab.
RULES = (
    "<b>Rules:</b> whoever takes the last stone wins; the first move takes 1 to N − 1 stones, each later "
    "move 1 to the number the previous move took."
)


def lines_high(view: QAbstractScrollArea, lines: int) -> None:
    """Make ``view`` at least ``lines`` lines of its font high, whatever the size of the text (and 8
    pixels for the text's margins)."""
    view.setMinimumHeight(view.fontMetrics().lineSpacing() * lines + 2 * view.frameWidth() + 8)


def answer_html(answer: FirstMoveAnswer) -> str:
    """The answer and its explanation as rich text for the answer panel.

    The winning first moves are listed smallest first, as the command line prints them; for a huge
    N only the largest :data:`SHOWN_MOVES` are written out, after a count of the smaller ones, and
    each is abbreviated past 60 digits (the largest is written in full above the list): twelve
    numbers of 4,300 digits made the text view take a tenth of a second at every keystroke.
    """
    moves = answer.winning_first_moves
    listed = ", ".join(decimal(t) for t in moves[-SHOWN_MOVES:])
    if len(moves) > SHOWN_MOVES:
        listed = f"{len(moves) - SHOWN_MOVES} smaller ones, then {listed}"
    parts = [
        f"<p><b>Largest winning first move: {answer.best_first_move}</b></p>",
        f"<p>Winning first moves ({len(moves)}): {listed or 'none, the second player wins'}</p>",
    ]
    parts += [f"<p>{html.escape(paragraph)}</p>" for paragraph in explain_answer(answer)]
    return "".join(parts)


class AsksLittleHeight:
    """A view that asks for no more than its minimum height (a list or text view asks for 192 pixels):
    the room beyond it is shared by the layout's stretch factors, and in a short window the column
    scrolls, instead of being made as tall as every view asks."""

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.minimumHeight())  # type: ignore[misc]


class AnswerView(AsksLittleHeight, QTextEdit):
    """The answer's text, at least :data:`ANSWER_LINES` high."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setStyleSheet(focus_frame_style("QTextEdit"))  # its keys scroll the answer
        self.setAccessibleName("Answer")
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        lines_high(self, ANSWER_LINES)


class MoveList(AsksLittleHeight, QListView):
    """The moves of the game, at least :data:`MOVE_LINES` high."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lines_high(self, MOVE_LINES)


class AnswerPanel(QGroupBox):
    """N input, the answer with its explanation, and a cross-check with the table method."""

    n_edited = Signal(str)
    #: Enter pressed in the N field: start a game with that N.
    n_entered = Signal()
    check_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("The largest first move that still wins", parent)
        self.n_edit = QLineEdit()
        self.n_edit.setPlaceholderText("number of stones, any size, e.g. 13")
        self.n_edit.setToolTip(
            "The number of stones at the start. The answer below follows what you type; Enter starts a "
            "game with it."
        )
        self.n_edit.setClearButtonEnabled(True)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.answer_view = AnswerView()
        self.check_button = QPushButton("Check with the table method")
        self.check_button.setToolTip(
            "Work the answer out again another way, from a table of every position, and say whether "
            "the two agree (N ≤ 2000)"
        )
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)

        n_label = QLabel("&N =")
        n_label.setBuddy(self.n_edit)
        row = QHBoxLayout()
        row.addWidget(n_label)
        row.addWidget(self.n_edit, 1)
        check_row = QHBoxLayout()
        check_row.addWidget(self.check_button)
        check_row.addWidget(self.check_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.error_label)
        layout.addWidget(self.answer_view, 1)
        layout.addLayout(check_row)

        self.n_edit.textChanged.connect(self.n_edited)
        self.n_edit.returnPressed.connect(self.n_entered)
        self.check_button.clicked.connect(self.check_requested)

    def show_answer(self, answer: FirstMoveAnswer) -> None:
        self.error_label.clear()
        self.error_label.hide()
        self.answer_view.setHtml(answer_html(answer))

    def show_error(self, message: str) -> None:
        set_tone(self.error_label, Tone.BAD)
        self.error_label.setText(message)
        self.error_label.show()
        self.answer_view.clear()


class PlayPanel(QGroupBox):
    """Choose who moves first, take stones, read the messages and the move history, restart."""

    restart_requested = Signal()
    take_requested = Signal(str)
    hint_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Play against the computer", parent)
        self.first_combo = ChoiceBox()
        self.first_combo.addItem("You", Side.HUMAN)
        self.first_combo.addItem("The computer", Side.COMPUTER)
        self.first_combo.setToolTip(
            "Who moves first. Before anyone has moved, the game below starts again at once; later, the "
            "button beside this names the choice until you press it."
        )
        self.restart_button = QPushButton("Restart")
        self.restart_button.setToolTip(
            "Start a new game with N from the box above and the first move chosen "
            f"({shortcut_text(NEW_GAME_KEY)})"
        )
        self.state_label = QLabel()
        font = self.state_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.state_label.setFont(font)
        self.state_label.setWordWrap(True)
        self.take_edit = QLineEdit()
        self.take_edit.setPlaceholderText("how many stones to take")
        self.take_edit.setAccessibleName("Stones to take")
        self.take_edit.setToolTip("How many stones to take; Enter takes them")
        self.take_button = QPushButton("Take")
        self.take_button.setToolTip("Take the number of stones typed at the left")
        self.hint_button = QPushButton("Hint")
        self.hint_button.setToolTip(
            "Who wins from here with best play, and the takes that win (or the best try when none does)"
        )
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.history_view = MoveList()
        self.history_view.setAccessibleName("Moves")
        # Long moves (numbers of hundreds of digits) wrap instead of needing a horizontal scroll bar,
        # which in a small window hid most of the few rows there are room for.
        self.history_view.setWordWrap(True)
        self.history_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history_view.setResizeMode(QListView.ResizeMode.Adjust)

        top = QHBoxLayout()
        form = QFormLayout()
        form.addRow("First move:", self.first_combo)
        top.addLayout(form)
        top.addWidget(self.restart_button)
        top.addStretch(1)
        move_row = QHBoxLayout()
        move_row.addWidget(self.take_edit, 1)
        move_row.addWidget(self.take_button)
        move_row.addWidget(self.hint_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.state_label)
        layout.addLayout(move_row)
        layout.addWidget(self.message_label)
        moves_label = QLabel("&Moves:")
        moves_label.setBuddy(self.history_view)
        layout.addWidget(moves_label)
        layout.addWidget(self.history_view, 1)

        self.restart_button.clicked.connect(self.restart_requested)
        self.take_button.clicked.connect(self._ask_take)
        self.take_edit.returnPressed.connect(self._ask_take)
        self.hint_button.clicked.connect(self.hint_requested)

    @property
    def first(self) -> Side:
        return self.first_combo.currentData()

    def set_history_model(self, model: QAbstractItemModel) -> None:
        """Show ``model`` in the move list, which follows the game: each new move is scrolled into view.
        Called once, with the game's one history model (an earlier model would stay connected)."""
        self.history_view.setModel(model)
        model.rowsInserted.connect(self._show_move)

    def _show_move(self, parent: QModelIndex, first: int, last: int) -> None:
        model = self.history_view.model()
        self.history_view.scrollTo(model.index(last, 0, parent))

    def _ask_take(self) -> None:
        self.take_requested.emit(self.take_edit.text())

    def show_position(self, position: Position, my_turn: bool, over: bool) -> None:
        stones = f"{counted(position.stones, 'stone', decimal(position.stones, 24))} left"
        if over:
            self.state_label.setText(f"{stones}. Game over.")
        elif my_turn:
            self.state_label.setText(f"{stones}. Your move: take {take_range(position.limit, 24)}.")
        else:
            self.state_label.setText(f"{stones}. The computer's move.")
        self.take_edit.setEnabled(my_turn and not over)
        self.take_button.setEnabled(my_turn and not over)
        self.hint_button.setEnabled(my_turn and not over)

    def show_message(self, text: str, error: bool = False) -> None:
        set_tone(self.message_label, Tone.BAD if error else None)
        self.message_label.setText(text)
