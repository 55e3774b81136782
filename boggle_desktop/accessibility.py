"""Keyboard and screen-reader help shared by the tabs: announcements, key names, focus frames.

What a screen reader is told beyond the widgets' own names: results announced as they come.

A result (a solve finished, a game won or lost, a word refused) lands in a label that does not
have the focus, so a screen reader would not read it. :func:`announce` hands the text to the
platform's accessibility bridge as an announcement (Qt 6.8+); with no screen reader running,
Qt drops it at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QFocusEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QShortcut,
)
from PySide6.QtWidgets import QAbstractSpinBox, QWidget


def announce(widget: QWidget, text: str, urgent: bool = False) -> None:
    """Have a screen reader say ``text`` on behalf of ``widget``; ``urgent`` interrupts it.

    Nothing is said for a widget out of sight: a tab in the background (one that ends a search,
    or starts a game as the app opens) must not talk over the tab in use."""
    if not widget.isVisible():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


def shortcut_text(key: QKeySequence | QKeySequence.StandardKey) -> str:
    """A key as this platform writes it in menus and tooltips (``Ctrl+Z``, ``⌘Z``)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def focus_frame_style(widget_class: str) -> str:
    """A style sheet that frames a ``widget_class`` (a scroll area, a text view: the style draws
    no focus on them) in the highlight colour while it has the keyboard focus. The frame is as wide
    with and without the focus, so that nothing moves."""
    return (
        f"{widget_class} {{ border: 1px solid palette(mid); padding: 1px; }}"
        f" {widget_class}:focus {{ border: 2px solid palette(highlight); padding: 0px; }}"
    )


#: The width of the frame a painted widget draws on its edge while it has the focus.
FOCUS_FRAME_WIDTH = 2


def paint_focus_frame(widget: QWidget, painter: QPainter) -> None:
    """Frame a custom-painted ``widget`` in the highlight colour if it has the keyboard focus
    (call last in paintEvent; the frame lies on the widget's edge and takes no room)."""
    if not widget.hasFocus():
        return
    half = FOCUS_FRAME_WIDTH / 2
    painter.setPen(QPen(widget.palette().color(QPalette.ColorRole.Highlight), FOCUS_FRAME_WIDTH))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(widget.rect()).adjusted(half, half, -half, -half))


#: The key that starts a new game or round in every tab that has one.
NEW_GAME_KEY = QKeySequence("Ctrl+N")


def tab_shortcut(tab: QWidget, key: QKeySequence, slot: Callable[[], object]) -> QShortcut:
    """``key`` calls ``slot`` wherever the focus is in the window (its tab bar too) while ``tab``
    is the one shown: a window shortcut is active only while its widget is visible, so the tabs
    can each give the same key its own meaning without a clash."""
    shortcut = QShortcut(key, tab)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(slot)
    return shortcut


_ALT = Qt.KeyboardModifier.AltModifier
_ALTGR = Qt.KeyboardModifier.ControlModifier | _ALT  # as Windows reports AltGr
_COMMAND_MODIFIERS = _ALTGR | Qt.KeyboardModifier.MetaModifier


def is_command(event: QKeyEvent) -> bool:
    """Whether a key press is a command (a shortcut, another tab's mnemonic such as Alt+Q) rather
    than typing on a board: Ctrl, Alt or Meta is held. Shift only makes capitals, and what AltGr or
    Option types is typing: ``#`` (AltGr+3 on a French keyboard, Option+3 on a British Mac) and
    letters outside a-z (ą is AltGr+A on a Polish keyboard, which Windows reports as Ctrl+Alt)."""
    modifiers = event.modifiers() & _COMMAND_MODIFIERS
    if not modifiers:
        return False
    text = event.text()
    typed = text == "#" or (len(text) == 1 and not text.isascii() and text.isalpha())
    return not (modifiers in (_ALT, _ALTGR) and typed)


#: Undo and redo, as the platform writes them (Redo: Ctrl+Y and Ctrl+Shift+Z on Linux).
HISTORY_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)


def history_shortcuts(tab: QWidget, undo: Callable[[], object], redo: Callable[[], object]) -> None:
    """Undo and redo by their keys anywhere inside ``tab`` (a text field in it keeps them for its
    own typing, but not a spin box: a number set there is one of the tab's edits); only inside it,
    since other tabs undo their own edits. Call it once the tab's spin boxes exist."""
    for key, slot in zip(HISTORY_KEYS, (undo, redo), strict=True):
        for sequence in QKeySequence.keyBindings(key):
            shortcut = QShortcut(sequence, tab)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
    keys = _HistoryKeysPassedOn(tab)
    for box in tab.findChildren(QAbstractSpinBox):
        box.installEventFilter(keys)


class _HistoryKeysPassedOn(QObject):
    """Leaves the undo and redo keys to the tab's shortcuts: a spin box would take them for its text."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.ShortcutOverride
            and any(event.matches(key) for key in HISTORY_KEYS)
        ):
            event.ignore()
            return True
        return super().eventFilter(watched, event)


class FocusDrawnWidget(QWidget):
    """A custom-painted widget that draws whether it has the keyboard focus (a frame, a cursor):
    painted again when it gains or loses it."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()
