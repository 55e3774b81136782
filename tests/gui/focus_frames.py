"""Reading a focus frame off a widget's picture, for the tests of the tabs' focus indicators."""

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QWidget


def highlight(widget: QWidget) -> str:
    return widget.palette().color(QPalette.ColorRole.Highlight).name()


def edge_colours(widget: QWidget) -> set[str]:
    """The colours of the widget's two leftmost columns and its rightmost, half-way down."""
    image = widget.grab().toImage()
    middle = image.height() // 2
    return {image.pixelColor(x, middle).name() for x in (0, 1, image.width() - 1)}
