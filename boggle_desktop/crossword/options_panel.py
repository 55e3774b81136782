"""The Crossword tab's Options panel: how to search (algorithm, words, seed, what to find, time limit,
words never used) and how to edit (a new grid's size, symmetric blocks, clearing letters)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from boggle_desktop.crossword.panels import show_scrolling
from boggle_desktop.crossword.seconds_box import SecondsSpinBox
from boggle_desktop.focus_wheel import ChoiceBox, NumberBox
from boggle_desktop.saved_settings import KeptWidget, save_setting, show_stored, stored_text, stored_value
from boggle_desktop.typing_field import TypingField
from solvers.crossword import ALGORITHMS, DEFAULT_ALGORITHM, VALUE_ORDERS, FillOptions
from solvers.crossword.candidates import parse_word_list
from solvers.crossword.grid import MAX_SIDE
from solvers.wording import counted

EXCLUDED_KEY = "crossword/excluded"
#: The settings key of every option kept, by the name of its widget; each is saved the moment it
#: changes and shown again at the next start (the words never used are kept apart: EXCLUDED_KEY).
KEPT = {
    "algorithm_combo": "crossword/algorithm",
    "order_combo": "crossword/value_order",
    "level_combo": "crossword/level",
    "seed_spin": "crossword/seed",
    "unique_box": "crossword/unique_words",
    "mode_combo": "crossword/mode",
    "fills_spin": "crossword/fills",
    "time_spin": "crossword/time_limit",
    "rows_spin": "crossword/new_rows",
    "cols_spin": "crossword/new_columns",
    "symmetric_box": "crossword/symmetric",
}
#: (label, highest SCOWL level used or None for every word of the list)
#: Every word, or up to one of SCOWL's levels (the CLI's --max-level takes any from 10 to 95).
LEVEL_CHOICES = (
    ("every word", None),
    *((f"up to {level}{f' ({name})' if name else ''}", level) for level, name in (
        (10, ""), (20, ""), (35, "small"), (40, ""), (50, "common"), (55, ""), (60, ""),
        (70, "medium"), (80, "large"),
    )),
)  # fmt: skip
MODES = (("First fill", "first"), ("Several fills", "several"), ("Count every fill", "count"))


def excluded_line(excluded: frozenset[str]) -> str:
    """What the status line says of the words never used."""
    return f"Never use: {counted(len(excluded), 'word')} left out of fills."


class OptionsPanel(QWidget):
    """The search and editing options, kept in the settings. ``excluded`` holds the words never
    used; ``excluded_changed`` says the user changed them, ``problem`` carries a message about a bad
    entry."""

    excluded_changed = Signal()
    problem = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.algorithm_combo = ChoiceBox()
        for name, algorithm in ALGORITHMS.items():
            self.algorithm_combo.addItem(algorithm.label, name)
            self.algorithm_combo.setItemData(
                self.algorithm_combo.count() - 1, algorithm.description, Qt.ItemDataRole.ToolTipRole
            )
        self.algorithm_combo.setCurrentIndex(self.algorithm_combo.findData(DEFAULT_ALGORITHM))
        self.order_combo = ChoiceBox()
        for order in VALUE_ORDERS:
            self.order_combo.addItem(order.replace("-", " "), order)
        self.order_combo.setCurrentIndex(self.order_combo.findData(FillOptions.value_order))
        self.level_combo = ChoiceBox()
        for label, level in LEVEL_CHOICES:
            self.level_combo.addItem(label, level)
        self.level_combo.setToolTip("Use only words at or below this commonness level (10 = most common)")
        self.seed_spin = NumberBox()
        self.seed_spin.setRange(-1, 1_000_000)
        self.seed_spin.setSpecialValueText("fixed")
        self.seed_spin.setValue(-1)
        self.seed_spin.setToolTip(
            "A seed gives a different fill each time you change it; 'fixed' = plain order"
        )
        self.seed_spin.setAccessibleName("Random seed")
        self.unique_box = QCheckBox("No repeated words")
        self.unique_box.setChecked(True)
        self.excluded: frozenset[str] = frozenset()
        #: What was wrong with the options kept from last time, for the tab to say ("" if nothing).
        self.restore_problem = ""
        self._complained = False  # whether the last Never use entry was refused with a message
        # Ctrl+Z and Ctrl+Y reach the tab's Undo, which brings back the lists taken before; the panel
        # shows a list taken anew (show_excluded), and a list refused keeps its typing for Ctrl+Z.
        self.excluded_edit = TypingField(forget_when_finished=False)
        self.excluded_edit.setPlaceholderText("words fills must avoid, e.g. oreo, esne")
        self.excluded_edit.setToolTip(
            "Words no fill may use, separated by commas or spaces (an entry you typed in whole stays)"
        )
        self.excluded_edit.setAccessibleName("Words never used")
        self.mode_combo = ChoiceBox()
        self.mode_combo.setToolTip(
            "Several fills are the first ones the search meets, which often differ in a few words "
            "only; for fills far apart, change the seed and fill again"
        )
        for label, mode in MODES:
            self.mode_combo.addItem(label, mode)
        self.fills_spin = NumberBox()
        self.fills_spin.setRange(2, 10_000)
        self.fills_spin.setValue(10)
        self.fills_spin.setAccessibleName("Number of fills")
        self.time_spin = SecondsSpinBox(0.1, 3600, 30, " s")
        self.time_spin.setAccessibleName("Time limit")
        self.rows_spin = NumberBox()
        self.cols_spin = NumberBox()
        for spin, name in ((self.rows_spin, "rows"), (self.cols_spin, "columns")):
            spin.setRange(2, MAX_SIDE)
            spin.setValue(9)
            spin.setAccessibleName(f"New grid {name}")
        self.new_button = QPushButton("New")
        self.symmetric_box = QCheckBox("Symmetric blocks")
        self.symmetric_box.setChecked(True)
        self.symmetric_box.setToolTip("Toggling a block also toggles the cell opposite it (180° turn)")
        self.clear_button = QPushButton("Clear letters")

        options = QWidget()
        form = QFormLayout(options)
        # A field too wide beside its label goes under it: the side panel stays narrow with large text.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.addRow("Algorithm:", self.algorithm_combo)
        form.addRow("Words first:", self.order_combo)
        form.addRow("Words:", self.level_combo)
        form.addRow("Seed:", self.seed_spin)
        form.addRow("", self.unique_box)
        form.addRow("Never use:", self.excluded_edit)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.mode_combo, 1)  # as wide as the other boxes, less the number of fills
        mode_row.addWidget(self.fills_spin)
        form.addRow("Find:", mode_row)
        form.addRow("Time limit:", self.time_spin)
        new_row = QHBoxLayout()
        new_row.addWidget(self.rows_spin)
        new_row.addWidget(QLabel("×"))
        new_row.addWidget(self.cols_spin)
        new_row.addWidget(self.new_button)
        new_row.addStretch(1)
        form.addRow("New grid:", new_row)
        form.addRow("Editing:", self.symmetric_box)
        form.addRow("", self.clear_button)
        show_scrolling(self, options, "Options")

        self._restore()
        for name, key in KEPT.items():
            self._keep(key, getattr(self, name))
        self.mode_combo.currentIndexChanged.connect(self._on_mode)
        self.excluded_edit.editingFinished.connect(self._on_excluded_edited)

    def _restore(self) -> None:
        """Show the options kept; called before the signals that save them, and before the tab
        listens to the level, are connected, so restoring writes nothing and stops nothing."""
        for name, key in KEPT.items():
            show_stored(getattr(self, name), key)
        saved = stored_text(EXCLUDED_KEY, "")
        try:
            self.excluded = parse_word_list(saved)
        except ValueError as error:
            # A damaged setting: no word is left out, but the text stays in the field (and in the
            # settings) for the user to mend, and the tab says so.
            self.excluded = frozenset()
            self.restore_problem = f"Never use: the list kept from last time is damaged ({error}); "
            self.restore_problem += "no word is left out until it is mended. "
            self.excluded_edit.setText(saved)
        else:
            self.excluded_edit.setText(", ".join(sorted(self.excluded)))
        self._on_mode()

    @staticmethod
    def _keep(key: str, widget: KeptWidget) -> None:
        """Save the widget's value under ``key`` the moment it changes."""
        if isinstance(widget, QComboBox):
            changed = widget.currentIndexChanged
        elif isinstance(widget, QCheckBox):
            changed = widget.toggled
        else:
            changed = widget.valueChanged
        changed.connect(lambda *_: save_setting(key, stored_value(widget)))

    def fill_options(self, trace: bool = True) -> FillOptions:
        """The search the options ask for. Cancel ends it as its time limit does: the fills found so
        far, or the deepest partial fill, stay, with the playback of the search up to there."""
        mode = self.mode_combo.currentData()
        seed = self.seed_spin.value()
        max_fills = {"first": 1, "several": self.fills_spin.value(), "count": 0}[mode]
        return FillOptions(
            algorithm=self.algorithm_combo.currentData(),
            value_order=self.order_combo.currentData(),
            seed=None if seed < 0 else seed,
            max_fills=max_fills,
            keep_fills=max(max_fills, FillOptions.keep_fills),
            unique_words=self.unique_box.isChecked(),
            excluded_words=self.excluded,
            time_limit=self.time_spin.value(),
            trace=trace,
            keep_on_cancel=True,
        )

    def compare_options(self, time_limit: float) -> FillOptions:
        """The options every algorithm of a comparison shares."""
        return FillOptions(
            value_order=self.order_combo.currentData(),
            unique_words=self.unique_box.isChecked(),
            excluded_words=self.excluded,
            time_limit=time_limit,
        )

    def allows_same_fills(self, options: FillOptions) -> bool:
        """Whether the fills of a search run with ``options`` are fills under the options set now: the
        same words never used, the same rule on repeated words. The other options change how it
        searches, not what a fill is."""
        return options.excluded_words == self.excluded and options.unique_words == self.unique_box.isChecked()

    def set_excluded(self, excluded: frozenset[str]) -> None:
        """Leave the words ``excluded`` out of fills, as the user asked."""
        self.show_excluded(excluded)
        self.excluded_changed.emit()

    def show_excluded(self, excluded: frozenset[str]) -> None:
        """Show the words ``excluded`` as those never used, and keep them in the settings. The field is
        given its text anew: it has no typing of its own left to undo, so Ctrl+Z there reaches the
        tab's Undo."""
        self.excluded = excluded
        self.excluded_edit.setText(", ".join(sorted(excluded)))
        save_setting(EXCLUDED_KEY, ", ".join(sorted(excluded)) or None)

    def _on_excluded_edited(self) -> None:
        try:
            excluded = parse_word_list(self.excluded_edit.text())
        except ValueError as error:
            self._complained = True
            self.problem.emit(f"Never use: {error}; the words left out are unchanged.")
            return
        self.set_excluded(excluded)
        if self._complained:  # the error said last is no longer true: replace it
            self._complained = False
            self.problem.emit(excluded_line(excluded))

    def _on_mode(self) -> None:
        self.fills_spin.setVisible(self.mode_combo.currentData() == "several")
