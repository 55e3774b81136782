"""A text field whose typing a tab keeps as steps to undo (the voting quota and title, the
crossword's Never use list): Ctrl+Z and Ctrl+Y reach the tab's Undo and Redo once the field has
nothing of its own to undo or redo."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLineEdit, QWidget

from boggle_desktop.accessibility import HISTORY_KEYS


class TypingField(QLineEdit):
    """Ctrl+Z and Ctrl+Y undo and redo the field's own typing while it has some to undo or redo, and
    else go on to the tab's Undo and Redo. With ``forget_when_finished``, a visit's typing is one step
    of the tab's: when the visit ends, by Enter or by the focus leaving (``editingFinished``), the
    field forgets that typing, which the tab's Undo reaches. Without it, the owner decides (a list
    refused keeps its typing, for Ctrl+Z to take back)."""

    def __init__(self, parent: QWidget | None = None, forget_when_finished: bool = True) -> None:
        super().__init__(parent)
        if forget_when_finished:
            self.editingFinished.connect(self._forget_typing)

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QEvent.Type.ShortcutOverride:
            undo, redo = HISTORY_KEYS
            if (event.matches(undo) and not self.isUndoAvailable()) or (
                event.matches(redo) and not self.isRedoAvailable()
            ):
                event.ignore()  # for the tab's shortcut
                return True
        return super().event(event)

    def _forget_typing(self) -> None:
        position = self.cursorPosition()
        self.setText(self.text())  # the same text (no change signalled), with nothing of its own to undo
        self.setCursorPosition(position)
