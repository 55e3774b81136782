"""The Crossword tab's Candidates page: the words that fit the slot selected, in a table under a line
that names the slot and counts them; and the wording of that line."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from boggle_desktop.crossword.models import Candidate, CandidatesModel
from boggle_desktop.crossword.panels import panel_table
from boggle_desktop.crossword.reports import first_few
from boggle_desktop.crossword.views import slot_title
from solvers.crossword import Grid, Replayer, Slot, WordIndex
from solvers.crossword.candidates import entries_elsewhere, fitting_among, slot_candidates, slot_pattern
from solvers.crossword.grid import clue_numbers
from solvers.wording import counted, counted_subject

NO_SLOT = "Select a slot to see its candidates."


class CandidatesPanel(QWidget):
    """The candidates of the slot selected, in ``model`` (shown in ``view``), under ``label``; the
    tab acts on the view's ``activated``."""

    def __init__(self, model: CandidatesModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.label = QLabel(NO_SLOT)
        self.label.setWordWrap(True)
        self.view = panel_table(model, self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.view, 1)

    def show_candidates(
        self,
        grid: Grid,
        rows: list[str],
        slot_index: int,
        index: WordIndex | None,
        excluded: frozenset[str],
        unique: bool,
        replayer: Replayer | None,
    ) -> None:
        """List the words that fit slot ``slot_index`` of ``grid`` (-1: none selected) as ``rows`` show
        it, leaving out the ``excluded`` words and, when repeats are off (``unique``), the words whole
        elsewhere; in playback, say what the ``replayer``'s step had left for it."""
        if slot_index < 0:
            self.model.set_candidates(None, "", [], 0)
            self.label.setText(NO_SLOT)
            return
        slot = grid.slots[slot_index]
        if index is None:
            self.label.setText("The word list is still being indexed…")
            return
        # With repeats off, a word whole elsewhere is no candidate: a fill would not use it here.
        used = entries_elsewhere(grid, rows, slot) if unique else frozenset()
        total, found = slot_candidates(grid, rows, slot, index, excluded=excluded | used)
        pattern = slot_pattern(rows, slot)
        candidates = [Candidate(*f) for f in found]
        self.model.set_candidates(slot, pattern.upper(), candidates, total)
        title = slot_title(clue_numbers(grid), slot)
        self.label.setText(
            f"{title} (row {slot.row + 1}, column {slot.col + 1}): pattern {pattern.upper()} — "
            f"{candidates_line(total, candidates)}."
            f"{repeats_note(fitting_among(index, pattern, used - excluded))}{search_note(replayer, slot)} "
            "Crossing options = fewest words the candidate leaves an open crossing slot (0: it leaves "
            "one none; blank when every crossing is filled). Double-click a word or press Enter to put it in."
        )


def candidates_line(total: int, candidates: list[Candidate]) -> str:
    """How many words fit a slot's letters and, when it has open crossings, how many of those
    leave each some word: they are listed first, so that the list's length never cuts one off."""
    line = f"{counted_subject(total, 'word', ('fits', 'fit'))} its letters"
    cut = total > len(candidates)
    if not candidates or candidates[0].crossing_options is None:  # no open crossing
        return line + (f" (the {len(candidates):,} most common listed)" if cut else "")
    alive = sum(1 for candidate in candidates if candidate.crossing_options)
    if cut and alive == len(candidates):
        return line + f"; listed: the {alive:,} most common of those leaving every open crossing some word"
    line += f"; {alive:,} of them {'leaves' if alive == 1 else 'leave'} every open crossing some word"
    if 0 < alive < len(candidates):
        line += ", listed first"
    return line + (f", then the most common of the rest ({len(candidates):,} listed)" if cut else "")


def repeats_note(repeats: list[str]) -> str:
    """The words left out of a slot's candidates because they are whole elsewhere in the grid and
    repeated words are off, as a sentence (or "")."""
    if not repeats:
        return ""
    named = first_few([word.upper() for word in repeats])
    are = "is" if len(repeats) == 1 else "are"
    return f" {named}, already in the grid, {are} left out: No repeated words is on (Options)."


def search_note(replayer: Replayer | None, slot: Slot) -> str:
    """In playback, what the grid's colour counts for ``slot``: the search's candidates at that
    step (after pruning), a number other than the words that fit the letters shown."""
    if replayer is None or replayer.sizes[slot.index] < 0:
        return ""
    left = counted(replayer.sizes[slot.index], "candidate")
    return f" At step {replayer.step:,} the search had {left} left for it (its colour in the grid)."
