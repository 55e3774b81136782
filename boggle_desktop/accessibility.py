"""What a screen reader is told beyond the widgets' own names: results announced as they come.

A result (a solve finished, a game won or lost, a word refused) lands in a label that does not
have the focus, so a screen reader would not read it. :func:`announce` hands the text to the
platform's accessibility bridge as an announcement (Qt 6.8+); with no screen reader running,
Qt drops it at once.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, urgent: bool = False) -> None:
    """Have a screen reader say ``text`` on behalf of ``widget``; ``urgent`` interrupts it."""
    event = QAccessibleAnnouncementEvent(widget, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
