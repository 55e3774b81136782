"""A turn of the mouse wheel, as a person gives it over a widget (qtbot has none)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget


def wheel_down(widget: QWidget) -> None:
    """One notch of the mouse wheel, turned towards the user, over ``widget``'s middle; like a real
    wheel it takes no focus."""
    wheel(widget, -120)


def wheel_up(widget: QWidget) -> None:
    """One notch of the mouse wheel, turned away from the user, over ``widget``'s middle."""
    wheel(widget, 120)


def wheel(widget: QWidget, angle: int) -> None:
    """The wheel turned by ``angle`` eighths of a degree (120 a notch) over ``widget``'s middle."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(),
        QPoint(0, angle),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)
