"""The Stone Game tab: the answer for any N, the win/lose heat map, and a game against the computer."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QMessageBox, QVBoxLayout, QWidget

from boggle_desktop.accessibility import NEW_GAME_KEY, announce, tab_shortcut
from boggle_desktop.context import AppContext
from boggle_desktop.dialogs import end_question
from boggle_desktop.saved_settings import save_setting, stored_text
from boggle_desktop.scroll_area import scrolling
from boggle_desktop.stones.heatmap import HeatMapView
from boggle_desktop.stones.models import GameModel
from boggle_desktop.stones.views import RULES, AnswerPanel, PlayPanel
from boggle_desktop.work import Task
from solvers.stones import (
    TABLE_LIMIT,
    FirstMoveAnswer,
    Game,
    Position,
    Side,
    StonesError,
    build_table,
    explain_position,
    parse_stone_count,
    solve,
    solve_by_table,
)
from solvers.stones.rules import decimal
from solvers.wording import counted, sentence

#: The heat map shows at most this many rows and columns.
HEAT_MAP_LIMIT = 64
DEFAULT_N = "13"
_END_GAME_QUESTION = "end_game_question"


class StonesTab(QWidget):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.answer: FirstMoveAnswer | None = None
        self.check_task: Task | None = None
        self._checking: FirstMoveAnswer | None = None

        self.answer_panel = AnswerPanel()
        self.play_panel = PlayPanel()
        self.heat_map = HeatMapView()
        self.heat_caption = QLabel()
        self.heat_caption.setWordWrap(True)
        self.game = GameModel(self)
        self.play_panel.set_history_model(self.game.history)

        column = QWidget()
        left = QVBoxLayout(column)
        left.setContentsMargins(0, 0, 0, 0)
        # Beyond the answer's least lines (ANSWER_LINES), the game gets the more room: its move list
        # grows all game.
        left.addWidget(self.answer_panel, 2)
        left.addWidget(self.play_panel, 3)
        # The column scrolls rather than set the window's height: with large text it needed more than
        # a 768-pixel screen has.
        left_area = scrolling(column, "The answer and the game")
        right = QVBoxLayout()
        title = QLabel("<b>Who wins with n stones left, allowed to take at most k</b>")
        right.addWidget(title)
        right.addWidget(self.heat_map, 1)
        right.addWidget(self.heat_caption)
        columns = QHBoxLayout()
        columns.addWidget(left_area, 1)
        columns.addLayout(right, 1)
        rules = QLabel(RULES)
        rules.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(rules)
        layout.addLayout(columns, 1)

        self.answer_panel.n_edited.connect(self.on_n_edited)
        self.answer_panel.n_entered.connect(self.on_n_entered)
        self.answer_panel.check_requested.connect(self.start_check)
        self.play_panel.restart_requested.connect(self.restart)
        tab_shortcut(self, NEW_GAME_KEY, self.restart)
        self.play_panel.take_requested.connect(self.on_take)
        self.play_panel.hint_requested.connect(self.show_hint)
        self.game.position_changed.connect(self.on_position)
        self.game.message.connect(self.on_message)
        self.game.refused.connect(self.on_refused)

        first = Side(stored_text("stones/first", Side.HUMAN.value, [side.value for side in Side]))
        self.play_panel.first_combo.setCurrentIndex(self.play_panel.first_combo.findData(first))
        self.answer_panel.n_edit.setText(stored_text("stones/n", DEFAULT_N))
        self.on_n_edited(self.answer_panel.n_edit.text())
        self.restart()
        self.play_panel.first_combo.currentIndexChanged.connect(self.on_first_chosen)

    # -- the answer -------------------------------------------------------
    def on_n_edited(self, text: str) -> None:
        self.answer_panel.check_label.clear()
        try:
            n = parse_stone_count(text)
        except StonesError as error:
            self.answer = None
            self.answer_panel.show_error(sentence(str(error)) + ".")
            self.answer_panel.check_button.setEnabled(False)
            self._label_restart()
            return
        self.answer = solve(n)
        self.answer_panel.show_answer(self.answer)
        self._label_restart()
        self.answer_panel.check_button.setEnabled(n <= TABLE_LIMIT and self.check_task is None)
        if n > TABLE_LIMIT:
            self.answer_panel.check_label.setText(f"The table method is limited to N ≤ {TABLE_LIMIT}.")
        save_setting("stones/n", text.strip())

    def start_check(self) -> None:
        if self.answer is None or self.answer.n > TABLE_LIMIT or self.check_task is not None:
            return
        self._checking = self.answer
        self.answer_panel.check_button.setEnabled(False)
        self.answer_panel.check_label.setText("Filling the table…")
        task = self.context.tasks.start(
            partial(solve_by_table, self.answer.n), f"Stone game table, N = {self.answer.n}", owner=self
        )
        task.succeeded.connect(self.on_check_result)
        task.failed.connect(self.on_check_failed)
        task.cancelled.connect(self.on_check_cancelled)
        task.finished.connect(self.on_check_finished)
        self.check_task = task

    def on_check_result(self, by_table: FirstMoveAnswer) -> None:
        expected = self._checking
        if expected is not None and by_table == expected:
            wins = counted(len(by_table.winning_first_moves), "winning first move")
            text = (
                f"The table method agrees for N = {by_table.n}: largest winning first move "
                f"{by_table.best_first_move}, {wins}."
            )
        else:
            text = (
                f"The table method DISAGREES for N = {by_table.n}: it finds {by_table.winning_first_moves}."
            )
        self._say_check(text)

    def on_check_failed(self, message: str) -> None:
        self._say_check(f"The table method failed: {message}")

    def on_check_cancelled(self) -> None:
        self._say_check("Table check cancelled.")

    def _say_check(self, text: str) -> None:
        self.answer_panel.check_label.setText(text)
        announce(self, text)

    def on_check_finished(self) -> None:
        self.check_task = None
        self.answer_panel.check_button.setEnabled(self.answer is not None and self.answer.n <= TABLE_LIMIT)

    # -- the game ---------------------------------------------------------
    def restart(self) -> None:
        try:
            n = parse_stone_count(self.answer_panel.n_edit.text())
        except StonesError as error:
            self.on_refused(f"Type a valid N above to play: {error}.")
            return
        self._new_game(n)

    def _new_game(self, n: int) -> None:
        first = self.play_panel.first
        save_setting("stones/first", first.value)
        size = min(n, HEAT_MAP_LIMIT)
        if self.heat_map.table is None or self.heat_map.table.size != size:  # else keep it, drawn
            self.heat_map.set_table(build_table(size))
        if self.play_panel.take_edit.isVisible():
            # Starting a game (Enter in N too) gives the game the keyboard: the take field gets it
            # when the person is to move (see _focus_take_field).
            self.play_panel.restart_button.setFocus()
        self.game.new_game(n, first)
        self._label_restart()

    def on_first_chosen(self) -> None:
        """A game you have not moved in yet starts again at once with the first player chosen (nothing
        is lost, and the screen no longer says "Your move" beside "The computer"); a game under way
        stays, and the game button names the choice, as it names a new N."""
        game = self.game.game
        if game is not None and not self._you_moved(game):
            self._new_game(game.n if self.answer is None else self.answer.n)  # the N shown above
        else:
            self._label_restart()

    @staticmethod
    def _you_moved(game: Game) -> bool:
        return any(move.side is Side.HUMAN for move in game.history)

    def on_n_entered(self) -> None:
        """Enter in the N field starts a game with that N; a game the person has moved in and not
        finished ends only if they agree (Enter comes by habit after typing a number)."""
        game = self.game.game
        playing = game is not None and not game.is_over and self._you_moved(game)
        if self.answer is None or not playing:
            self.restart()
            return
        box = end_question(
            self,
            "End this game?",
            f"End the game in progress and start a new one with N = {decimal(self.answer.n, 24)}?",
            "New game",
            _END_GAME_QUESTION,
        )
        box.finished.connect(self._on_end_game_answered)
        box.open()

    def _on_end_game_answered(self, answer: int) -> None:
        if answer == QMessageBox.StandardButton.Yes.value:
            self.restart()

    def _label_restart(self) -> None:
        """The game button names what it starts when that differs from the game below: a new N typed
        above (the answer followed the typing while the game stayed as it was, with nothing to say so),
        or the other first player; it is off while N above is not a valid number."""
        game, answer = self.game.game, self.answer
        button = self.play_panel.restart_button
        button.setEnabled(answer is not None)
        if game is None or answer is None:
            button.setText("Restart")
            return
        first = self.play_panel.first
        text = "Play"
        if answer.n != game.n:
            text += f" with N = {decimal(answer.n, 12)}"
        if first is not game.first:
            text += ", the computer first" if first is Side.COMPUTER else ", you first"
        button.setText("Restart" if text == "Play" else text)

    def on_take(self, text: str) -> None:
        if self.game.take(text):
            self.play_panel.take_edit.clear()
        self.play_panel.take_edit.setFocus()

    def on_position(self, position: Position) -> None:
        game = self.game.game
        assert game is not None
        self.heat_map.set_marker(position)
        self.play_panel.show_position(position, game.to_move is Side.HUMAN, game.is_over)
        self._update_caption(position)
        if self.game.waiting_for_human:
            self._focus_take_field()

    def _focus_take_field(self) -> None:
        """Put the cursor in the take field when a game starts or the computer has moved, so that the
        person can type a number and press Enter; but never pull the keyboard away from where the
        person is typing: only while the tab is on screen, and only from the play controls or from
        no widget of the tab (not from the N field, typed into while the computer thought)."""
        take = self.play_panel.take_edit
        focus = QApplication.focusWidget()
        play_controls = focus is not None and self.play_panel.isAncestorOf(focus)
        if take.isVisible() and (focus is None or play_controls or not self.isAncestorOf(focus)):
            take.setFocus()

    def on_message(self, text: str) -> None:
        """Show the line for the person; a screen reader is told the computer's move and the end of
        the game (at once), which come while the person waits."""
        self.play_panel.show_message(text)
        game = self.game.game
        if game is not None and game.is_over:
            announce(self, text, urgent=True)
        elif self.game.waiting_for_human and game is not None and game.history:  # the computer moved
            announce(self, text)

    def on_refused(self, text: str) -> None:
        self.play_panel.show_message(text, error=True)
        announce(self, text)  # why nothing happened: the focus is still in the field typed in

    def show_hint(self) -> None:
        position = self.game.position
        if position is not None:
            text = "Hint: " + explain_position(position)
            self.play_panel.show_message(text)
            announce(self, text)

    def _update_caption(self, position: Position) -> None:
        table = self.heat_map.table
        size = table.size if table else 0
        text = f"Cells for n, k ≤ {size}, from the table method. "
        cell = self.heat_map.marked_cell()
        if cell is not None:
            text += f"The outlined cell is the current position: n = {cell[0]}, k = {cell[1]}."
        elif position.stones == 0:
            text += "The game is over."
        else:
            text += f"The current position (n = {decimal(position.stones, 24)}) is outside the table."
        self.heat_caption.setText(text)
        self.heat_caption.setTextFormat(Qt.TextFormat.PlainText)
