"""Closed lists and number boxes that the mouse wheel changes only once they have the focus.

A wheel turned to scroll a page, or turned while the pointer merely passes over a box, would
otherwise choose another grid, level or size, or another example table, on the way: a click, Tab
or the box's shortcut gives it the focus, and the wheel then changes it as usual.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QComboBox, QSpinBox


class WheelNeedsFocus:
    """Mixed in before a Qt box class: its focus is not the wheel's to give (StrongFocus, not
    WheelFocus), and a wheel turned over it without the focus goes to the widgets under it."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.hasFocus():
            super().wheelEvent(event)
        else:
            event.ignore()


class ChoiceBox(WheelNeedsFocus, QComboBox):
    """A closed list (QComboBox) that the wheel turns only with the focus."""


class NumberBox(WheelNeedsFocus, QSpinBox):
    """A whole-number box (QSpinBox) that the wheel steps only with the focus."""
