"""Score players' lists: several players' written words scored against the board shown, as a
Boggle club or a class plays on one board (words two or more players found are crossed out).

The boxes are kept in the settings as they are typed, with the board they are for: closing the
dialog (Esc is a reflex) or a crash loses none of them, and the dialog opened again on that board
shows them. On another board it starts with the names alone, the same players playing round after
round; the last board's lists are kept until something is typed for the new one."""

from __future__ import annotations

import json
from itertools import pairwise

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from boggle_desktop.accessibility import announce
from boggle_desktop.boggle.models import PlayerWordsModel
from boggle_desktop.boggle.panels import RoomWhenFilled, fixed_font, list_table
from boggle_desktop.colours import Tone, set_tone
from boggle_desktop.dialogs import resize_within_screen
from boggle_desktop.saved_settings import save_setting, stored_text
from solvers.boggle import PlayerNameError, Solution, check_names, player_words, ranked, score_players
from solvers.lexicon import Lexicon

#: Player boxes at first, and at most.
FIRST_PLAYERS, MAX_PLAYERS = 2, 8
#: Player boxes side by side; more go on a further row.
COLUMNS = 4
#: The boxes last typed, as JSON: ``{"board": board text, "players": [[name, words], ...]}``.
PLAYERS_KEY = "boggle/players"


def _kept_sheets() -> tuple[str, list[tuple[str, str]]]:
    """The board the boxes were last typed for and each box's (name, words), from the settings
    (no board and no boxes if none were typed); ValueError saying what is wrong if they cannot be read."""
    text = stored_text(PLAYERS_KEY, "")
    if not text:
        return "", []
    try:
        kept = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError("they are not JSON") from None
    board = kept.get("board") if isinstance(kept, dict) else None
    sheets = kept.get("players") if isinstance(kept, dict) else None
    if not isinstance(board, str) or not isinstance(sheets, list) or not all(map(_is_sheet, sheets)):
        raise ValueError("they are not a board and players' names and words")
    return board, [(name, words) for name, words in sheets[:MAX_PLAYERS]]


def _is_sheet(sheet: object) -> bool:
    return isinstance(sheet, list) and len(sheet) == 2 and all(isinstance(text, str) for text in sheet)


class PlayerBox(QWidget):
    """One player's sheet: a name and the words as written."""

    def __init__(self, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit()
        self.name.setPlaceholderText("Name")
        self.name.setAccessibleName(f"Player {number}'s name")
        self.words = QPlainTextEdit()
        self.words.setPlaceholderText("Words, separated by spaces, commas or new lines")
        self.words.setAccessibleName(f"Player {number}'s words")
        self.words.setTabChangesFocus(True)  # Tab goes on to the next player, as in every other field
        name_label = QLabel(f"Player {number}:")
        name_label.setBuddy(self.name)
        words_label = QLabel("Words:")
        words_label.setBuddy(self.words)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(name_label, 0, 0)
        layout.addWidget(self.name, 0, 1)
        layout.addWidget(words_label, 1, 0, 1, 2)
        layout.addWidget(self.words, 2, 0, 1, 2)

    def is_empty(self) -> bool:
        return not self.name.text().strip() and not self.words.toPlainText().strip()


class PlayersDialog(QDialog):
    """Players' lists scored against ``solution``'s board, with its rules and ``lexicon``."""

    def __init__(self, solution: Solution, lexicon: Lexicon, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.solution, self.lexicon = solution, lexicon
        self.setWindowTitle("Score players' lists")
        resize_within_screen(self, 980, 720)
        rules, size = solution.rules, solution.board.size
        board = QLabel(str(solution.board))
        board.setFont(fixed_font(self))
        board.setAccessibleName(f"The board, row by row: {solution.board.text()}")
        intro = QLabel(
            f"The board shown ({size}x{size}), {rules.name} rules ({rules.description}), word list "
            f"{lexicon.name}. Type each player's name and words as written; a player left empty is "
            "left out. Words are judged as in the game."
        )
        intro.setWordWrap(True)
        self.boxes: list[PlayerBox] = []
        self._grid = QGridLayout()
        sheets = QWidget()
        sheets.setLayout(self._grid)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(sheets)
        self.add_button = QPushButton("&Add player")
        self.cross_out_box = QCheckBox("Cross &out words two or more players found (official rule)")
        self.cross_out_box.setChecked(True)
        self.score_button = QPushButton("&Score")
        self.score_button.setDefault(True)
        self.message_label = QLabel()
        self.message_label.setWordWrap(True)
        self.summary_label = QLabel()
        self.summary_label.setWordWrap(True)
        self.model = PlayerWordsModel(self)
        self.view = list_table(self.model, self, stretch=PlayerWordsModel.STATUS)
        header = self.view.horizontalHeader()
        header.setSortIndicator(-1, header.sortIndicatorOrder())  # the ranking, until a header is clicked
        self.view.setAccessibleName("Every player's words")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.add_button.clicked.connect(self.add_player)
        self.score_button.clicked.connect(self.score)

        top = QHBoxLayout()
        top.addWidget(board)
        top.addWidget(intro, 1)
        row = QHBoxLayout()
        for widget in (self.add_button, self.cross_out_box):
            row.addWidget(widget)
        row.addStretch(1)
        row.addWidget(self.score_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(scroll, 2)
        layout.addLayout(row)
        layout.addWidget(self.message_label)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.view)
        layout.addWidget(self.buttons)
        RoomWhenFilled(self.view, 3)  # empty until Score: the sheets take the room meanwhile
        sheets = self._restore()
        for name, words in sheets + [("", "")] * (FIRST_PLAYERS - len(sheets)):
            self._add_box(name, words)
        self.boxes[0].name.setFocus()

    def _restore(self) -> list[tuple[str, str]]:
        """The boxes kept for this board; for another, its names alone. Says which were shown."""
        try:
            board, sheets = _kept_sheets()
        except ValueError as error:
            message = f"The players' lists kept from before cannot be read ({error}); the boxes start empty."
            self._tell(message, Tone.WARNING)
            return []
        if board == self.solution.board.text():
            if any(name.strip() or words.strip() for name, words in sheets):  # not boxes typed and erased
                self._tell("The names and words typed for this board before are shown again.", Tone.NOTE)
            return sheets
        if not any(name.strip() for name, _words in sheets):
            return []
        self._tell(
            f"The names are kept from the last board, {board}. Its words are kept until you type "
            "here: play that board again (Custom board) to see them.",
            Tone.NOTE,
        )
        return [(name, "") for name, _words in sheets]

    def add_player(self) -> None:
        self._add_box("", "").name.setFocus()

    def _add_box(self, name: str, words: str) -> PlayerBox:
        """A player's box showing ``name`` and ``words``, kept in the settings as it is typed in."""
        box = PlayerBox(len(self.boxes) + 1)
        box.name.setText(name)
        box.words.setPlainText(words)
        box.name.textChanged.connect(self._keep)
        box.words.textChanged.connect(self._keep)
        self._grid.addWidget(box, *divmod(len(self.boxes), COLUMNS))
        box.show()  # now: the layout shows it back in the event loop, out of Tab's reach till then
        self.boxes.append(box)
        self.add_button.setEnabled(len(self.boxes) < MAX_PLAYERS)
        self._order_tabs()
        return box

    def _keep(self) -> None:
        sheets = [(box.name.text(), box.words.toPlainText()) for box in self.boxes]
        save_setting(PLAYERS_KEY, json.dumps({"board": self.solution.board.text(), "players": sheets}))

    def _order_tabs(self) -> None:
        """Tab goes through the players in turn (name, words), then the controls under them: a
        player added later would otherwise come after Close."""
        fields = [field for box in self.boxes for field in (box.name, box.words)]
        chain = [
            *fields,
            self.add_button,
            self.cross_out_box,
            self.score_button,
            self.view,
            *self.buttons.buttons(),
        ]
        for before, after in pairwise(chain):
            QWidget.setTabOrder(before, after)

    def score(self) -> None:
        playing = [box for box in self.boxes if not box.is_empty()]
        if not playing:
            self._refuse("Type at least one player's name and words first.", self.boxes[0].name)
            return
        try:
            names = check_names([box.name.text() for box in playing])
        except PlayerNameError as error:
            self._refuse(self._name_problem(playing, error), playing[error.index].name)
            return
        lists = {
            name: player_words(box.words.toPlainText()) for name, box in zip(names, playing, strict=True)
        }
        results = ranked(score_players(lists, self.solution, self.lexicon, self.cross_out_box.isChecked()))
        self.message_label.clear()
        self.summary_label.setText("\n".join(result.summary() for result in results))
        self.model.set_results(results)
        announce(self, " ".join(f"{result.summary()}." for result in results))

    def _name_problem(self, playing: list[PlayerBox], error: PlayerNameError) -> str:
        """What is wrong with a name, naming the players by their boxes' numbers (the error counts
        only the players not left empty)."""
        number = self.boxes.index(playing[error.index]) + 1
        if error.first is None:
            return f"Player {number}'s name is empty: type a name, or clear their words to leave them out."
        first = self.boxes.index(playing[error.first]) + 1
        name = playing[error.index].name.text().strip()
        return f"Players {first} and {number} are both named “{name}”: give each player a name of their own."

    def _refuse(self, message: str, field: QWidget) -> None:
        """Say what is wrong, with the results of an earlier Score taken away (they no longer match
        the boxes), and put the focus on the field to mend."""
        self.summary_label.clear()
        self.model.set_items([])
        self._tell(message, Tone.BAD)
        announce(self, message)
        field.setFocus()

    def _tell(self, message: str, tone: Tone) -> None:
        set_tone(self.message_label, tone)
        self.message_label.setText(message)
