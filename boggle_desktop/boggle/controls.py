"""The round's settings: board size, dice set, rules, timer and computer strength (remembered)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from boggle_desktop.focus_wheel import ChoiceBox, NumberBox
from boggle_desktop.saved_settings import save_settings, show_stored, stored_text
from solvers.boggle import DICE_FILES, RULES, DiceSet, Rules, default_rules, dice_set, rules_named
from solvers.boggle.game import STRENGTHS

DEFAULT_TIMER = 180
DEFAULT_STRENGTH = "hard"


class GameSettings(QWidget):
    """Two rows of settings; each change is saved under ``boggle/...`` in QSettings."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_combo = ChoiceBox()
        for size in (4, 5, 6):
            self.size_combo.addItem(f"{size}x{size}", size)
        self.dice_combo = ChoiceBox()
        self.rules_combo = ChoiceBox()
        self.rules_combo.addItem("Rules for the size", "")
        for key, rules in RULES.items():
            self._add(self.rules_combo, rules.name, key, rules.description)
        self.timer_spin = NumberBox()
        self.timer_spin.setRange(0, 3600)
        self.timer_spin.setSingleStep(30)
        self.timer_spin.setSuffix(" s")
        self.timer_spin.setSpecialValueText("Untimed")
        self.timer_spin.setToolTip("Time for your turn; 0 for untimed practice")
        self.strength_combo = ChoiceBox()
        for name, level in STRENGTHS.items():
            tip = "knows every word" if level is None else f"knows words up to SCOWL commonness level {level}"
            self._add(self.strength_combo, name.capitalize(), name, tip)
        for combo in (self.size_combo, self.dice_combo, self.rules_combo, self.strength_combo):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(4 if combo is self.size_combo else 13)
        self._fit_every_dice_set()

        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        fields = (
            ("Size", self.size_combo),
            ("Dice", self.dice_combo),
            ("Rules", self.rules_combo),
            ("Timer", self.timer_spin),
            ("Computer", self.strength_combo),
        )
        for position, (text, widget) in enumerate(fields):
            label = QLabel(text)
            label.setBuddy(widget)
            row, column = divmod(position, 3)  # two rows of three keep the tab narrow
            layout.addWidget(label, row, 2 * column)
            layout.addWidget(widget, row, 2 * column + 1)
        layout.setColumnStretch(6, 1)

        self._restore()
        self.size_combo.currentIndexChanged.connect(self._on_size_changed)
        for combo in (self.dice_combo, self.rules_combo, self.strength_combo):
            combo.currentIndexChanged.connect(self._save)
        self.timer_spin.valueChanged.connect(self._save)

    @staticmethod
    def _add(combo: QComboBox, text: str, data: str, tip: str) -> None:
        combo.addItem(text, data)
        combo.setItemData(combo.count() - 1, tip, Qt.ItemDataRole.ToolTipRole)

    # -- what the player chose ----------------------------------------------------------------

    def dice_key(self) -> str:
        return self.dice_combo.currentData()

    def rules_for(self, size: int) -> Rules:
        key = self.rules_combo.currentData()
        return rules_named(key) if key else default_rules(size)

    def timer_seconds(self) -> int:
        return self.timer_spin.value()

    def strength(self) -> str:
        return self.strength_combo.currentData()

    # -- persistence --------------------------------------------------------------------------

    def _restore(self) -> None:
        """Show the settings kept; a value the boxes do not offer leaves the default."""
        self.timer_spin.setValue(DEFAULT_TIMER)
        _select(self.strength_combo, DEFAULT_STRENGTH)
        show_stored(self.size_combo, "boggle/size")
        self._fill_dice(stored_text("boggle/dice", "", DICE_FILES))
        show_stored(self.rules_combo, "boggle/rules")
        show_stored(self.timer_spin, "boggle/timer")
        show_stored(self.strength_combo, "boggle/strength")

    def _save(self) -> None:
        save_settings(
            {
                "boggle/size": self.size_combo.currentData(),
                "boggle/dice": self.dice_combo.currentData(),
                "boggle/rules": self.rules_combo.currentData(),
                "boggle/timer": self.timer_spin.value(),
                "boggle/strength": self.strength_combo.currentData(),
            }
        )
        self.changed.emit()

    def _fit_every_dice_set(self) -> None:
        """Make the dice box wide enough for the name of every set, whichever size is chosen (the
        box does not change width with the size)."""
        metrics = self.dice_combo.fontMetrics()
        widest = max(metrics.horizontalAdvance(_dice_label(dice_set(key))) for key in DICE_FILES)
        per_character = metrics.horizontalAdvance("X")  # what Qt counts a minimum contents length in
        length = -(-widest // per_character)
        self.dice_combo.setMinimumContentsLength(max(self.dice_combo.minimumContentsLength(), length))

    def _fill_dice(self, preferred: str = "") -> None:
        size = self.size_combo.currentData()
        self.dice_combo.blockSignals(True)
        self.dice_combo.clear()
        for key in DICE_FILES:
            dice = dice_set(key)
            if dice.size == size:
                self._add(self.dice_combo, _dice_label(dice), key, dice.note or dice.name)
        _select(self.dice_combo, preferred)
        self.dice_combo.blockSignals(False)

    def _on_size_changed(self) -> None:
        self._fill_dice()
        self._save()


def _dice_label(dice: DiceSet) -> str:
    return dice.name + (" (unverified)" if dice.note else "")


def _select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    if index >= 0:
        combo.setCurrentIndex(index)
