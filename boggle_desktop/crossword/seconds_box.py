"""A spin box of seconds that reads a decimal comma as the decimal point."""

from __future__ import annotations

from PySide6.QtWidgets import QDoubleSpinBox, QWidget

from boggle_desktop.focus_wheel import WheelNeedsFocus


class SecondsSpinBox(WheelNeedsFocus, QDoubleSpinBox):
    """Seconds, such as a time limit, with ``suffix`` after the number (" s"); the wheel steps it only
    with the focus.

    The app writes numbers the English way (see boggle_desktop.app.configure_application), but a
    German or French hand types a half as 0,5: the comma is read as the point, where the English
    locale would drop it as a thousands separator and read 5.
    """

    def __init__(self, low: float, high: float, value: float, suffix: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRange(low, high)
        self.setValue(value)
        self.setSuffix(suffix)

    def validate(self, text: str, pos: int) -> object:
        return super().validate(text.replace(",", "."), pos)

    def valueFromText(self, text: str) -> float:
        return super().valueFromText(text.replace(",", "."))
