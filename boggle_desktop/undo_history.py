"""Undo and redo over whole states (a crossword grid, a voting table): no edit loses one for good."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

State = TypeVar("State")


@runtime_checkable
class Undoable(Protocol):
    """What Edit > Undo and Redo reach: a tab's ``edit_history``, which also emits
    ``history_changed`` when what it can undo or redo changes."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def undo(self) -> None: ...

    def redo(self) -> None: ...


def edit_history(tab: object) -> Undoable | None:
    """The history of edits ``tab`` keeps for Edit > Undo and Redo, if it keeps one."""
    history = getattr(tab, "edit_history", None)
    return history if isinstance(history, Undoable) else None


class UndoHistory(Generic[State]):
    """The states shown before the current one (to undo) and those undone (to redo). A run of
    steps of one ``merge`` kind (keystrokes in a field, examples browsed with the arrow keys) is
    undone at once; a step of another kind, an undo or ``end_run`` ends it."""

    def __init__(self, current: State | None = None, limit: int = 200) -> None:
        self.current = current
        self.limit = limit
        self._undo: list[State] = []
        self._redo: list[State] = []
        self._merging = ""  # the merge kind of the last step recorded

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def previous(self) -> State | None:
        """The state Undo would bring back; None when there is none."""
        return self._undo[-1] if self._undo else None

    def record(self, state: State, merge: str = "") -> None:
        """``state`` is shown now; a step of the same ``merge`` kind as the last joins it."""
        if state == self.current:
            return
        if self.current is not None and not (merge and merge == self._merging):
            self._undo = [*self._undo[-(self.limit - 1) :], self.current]
        self._merging = merge
        self._redo.clear()
        self.current = state

    def amend(self, state: State) -> None:
        """``state`` replaces the current one without a step of its own (what a step keeps changed,
        as a fill shown over a grid); if it differs, a run of merged steps ends there, so that the
        next step keeps it to undo."""
        if state != self.current:
            self.end_run()
        self.current = state

    def end_run(self) -> None:
        """End the run of merged steps (the focus left the field, or something else happened in
        between): the next step is one of its own, whatever its kind."""
        self._merging = ""

    def undo(self) -> State | None:
        """The state to show instead of the current one; None when there is none."""
        return self._step(self._undo, self._redo)

    def redo(self) -> State | None:
        return self._step(self._redo, self._undo)

    def forget(self) -> None:
        """Keep the current state only (a fresh start: nothing before it to undo)."""
        self._undo.clear()
        self._redo.clear()
        self.end_run()

    def _step(self, back: list[State], forth: list[State]) -> State | None:
        if not back or self.current is None:
            return None
        forth.append(self.current)
        self.current = back.pop()
        self.end_run()
        return self.current


class KeepsHistory:
    """For a class whose edits live in an :class:`UndoHistory` called ``history``: whether it can
    undo and redo, as Edit > Undo and Redo and the Undo and Redo buttons ask."""

    history: UndoHistory[Any]

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo
