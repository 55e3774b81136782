"""The Minesweeper tab's controls above the board: the next game's level and first-click rule, New game,
the editor's switches, and the size and mine boxes (the next game's, or the edited position's)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from boggle_desktop.accessibility import HISTORY_KEYS, NEW_GAME_KEY, shortcut_text
from boggle_desktop.focus_wheel import ChoiceBox, NumberBox
from solvers.minesweeper import LEVELS, FirstClick

#: The level box's choice of the size in the Width, Height and Mines boxes.
CUSTOM = "custom"


class GameControls(QWidget):
    """Three rows: the next game's setup, the editor's buttons, and the size boxes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.level_combo = ChoiceBox()
        for key, level in LEVELS.items():
            self.level_combo.addItem(f"{key.capitalize()} ({level.width}x{level.height}, {level.mines})", key)
        self.level_combo.addItem("Custom", CUSTOM)
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
        self.board_label = QLabel()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The first row sets up the next game; the second edits, and while editing the boxes are
        # the size of the position edited (see show_mode).
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
        for widget in (self.board_label, self.width_spin, self.height_spin, self.mines_spin):
            size_row.addWidget(widget)
        size_row.addStretch(1)
        for row in (first_row, second_row, size_row):
            layout.addLayout(row)

    def spins(self) -> tuple[NumberBox, NumberBox, NumberBox]:
        """The width, height and mine boxes."""
        return self.width_spin, self.height_spin, self.mines_spin

    def is_custom(self) -> bool:
        return self.level_combo.currentData() == CUSTOM

    def next_game(self) -> tuple[int, int, int]:
        """The width, height and mine total New game starts: the level's, or the boxes' with Custom."""
        if self.is_custom():
            return self.width_spin.value(), self.height_spin.value(), self.mines_spin.value()
        level = LEVELS[self.level_combo.currentData()]
        return level.width, level.height, level.mines

    def first_click_rule(self) -> FirstClick:
        return FirstClick(self.first_click_combo.currentData())

    def show_mode(self, editing: bool, game_touched: bool, board: tuple[int, int, int]) -> None:
        """Show whether a position is being edited, and in the boxes the size (width, height, mines)
        of the ``board`` while editing or playing a custom size, else the level's (the board's too
        once New game has started it)."""
        self.edit_button.blockSignals(True)
        self.edit_button.setChecked(editing)
        self.edit_button.blockSignals(False)
        # In the editor the game is out of sight: only one with moves or flags is worth going back to.
        self.edit_game_button.setEnabled(not editing or game_touched)
        custom = self.is_custom()
        if editing:
            self.board_label.setText("Position being edited:")
            tip = "The size and mine total of the position being edited (with Custom, New game's too)"
        else:
            self.board_label.setText("Next game's size:")
            tip = "The size New game starts: the level's, unless Custom is chosen under Next game"
        self.board_label.setToolTip(tip)
        for spin in self.spins():
            spin.setEnabled(custom or editing)
        shown = board if editing or custom else self.next_game()
        for spin, value in zip(self.spins(), shown, strict=True):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)

    def select_level_of(self, width: int, height: int, mines: int) -> None:
        """Choose the level of this size, else Custom (see MinesweeperTab.load_position)."""
        key = next(
            (
                key
                for key, level in LEVELS.items()
                if (level.width, level.height, level.mines) == (width, height, mines)
            ),
            CUSTOM,
        )
        self.level_combo.setCurrentIndex(self.level_combo.findData(key))

    def take_typed_numbers(self) -> None:
        """Apply a number still being typed in a size or mine box (the boxes take one on Enter or when
        they lose the focus, and a key such as Ctrl+N or Ctrl+S leaves the focus where it is)."""
        for spin in self.spins():
            spin.interpretText()
