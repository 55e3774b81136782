"""The Crossword tab's Grid list: a closed list of the sample grids and the grids of the files opened,
each under a label of its own, with the file it came from."""

from __future__ import annotations

from itertools import count
from pathlib import Path

from PySide6.QtWidgets import QWidget

from boggle_desktop.focus_wheel import ChoiceBox
from solvers.crossword import Grid


class GridList(ChoiceBox):
    """The grids listed, by label (``grids``), and the file each grid opened came from (``sources``);
    with no entry chosen, the list names the grid shown an edited one."""

    def __init__(self, samples: list[Grid], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grids: dict[str, Grid] = {grid.name: grid for grid in samples}
        self.sources: dict[str, Path] = {}
        self.addItems(list(self.grids))
        self.setToolTip("Sample grids, and the grids of the last file opened")
        self.setPlaceholderText("Edited grid")

    def add_file(self, path: Path, grids: list[Grid]) -> str:
        """List every grid of the file at ``path`` (opened again, in place of the grids it added before)
        and choose the first: its label."""
        source = path.resolve()
        labels: list[str] = []
        taken: set[str] = set()
        skip: dict[str, int] = {}
        listed = {self.itemText(index) for index in range(self.count())}
        for grid in grids:
            label = self.label_for(grid.name, path, source, taken, skip)
            labels.append(label)
            self.grids[label] = grid
            self.sources[label] = source
        # Added at once: a search of the list for each grid made a file of 20,000 grids take minutes.
        self.addItems([label for label in labels if label not in listed])
        self.setCurrentIndex(self.findText(labels[0]))
        return labels[0]

    def label_for(self, name: str, path: Path, source: Path, taken: set[str], skip: dict[str, int]) -> str:
        """The label for grid ``name`` of file ``path`` (``source`` once resolved): its own name unless
        a grid not from an earlier opening of this file, or one just ``taken`` from it, holds that
        name; then the file's name is added, and a number if need be. Opening a file again replaces
        its grids.

        ``skip`` counts, per name, the candidate labels this opening already went past (each one
        taken or refused, and so for good), and the search starts there: a file of thousands of
        same-named grids then takes linear time, where going past them again took minutes.
        """

        def candidate(k: int) -> str:
            return name if k == 0 else f"{name} ({path.name})" if k == 1 else f"{name} ({path.name}, {k})"

        position = next(
            k
            for k in count(skip.get(name, 0))
            if (label := candidate(k)) not in taken
            and (label not in self.grids or self.sources.get(label) == source)
        )
        skip[name] = position + 1
        label = candidate(position)
        taken.add(label)
        return label

    def relist(self, source: Path, grid: Grid) -> None:
        """The entry for the grid of ``grid``'s name from the file ``source``, if listed, becomes
        ``grid`` as just saved there, and is chosen, as the grid shown."""
        for label, listed in self.sources.items():
            if listed == source and self.grids[label].name == grid.name:
                self.grids[label] = grid
                self.setCurrentIndex(self.findText(label))

    def name_shown(self, grid: Grid) -> None:
        """Choose the entry of the grid shown, ``grid``, unless the entry chosen holds it already: the
        first entry with its cells and slots, or none (*Edited grid*)."""
        chosen = self.grids.get(self.currentText())
        if chosen is None or (chosen.rows, chosen.slots) != (grid.rows, grid.slots):
            self.setCurrentIndex(self._listed_index(grid))

    def _listed_index(self, grid: Grid) -> int:
        """The entry for a grid with ``grid``'s cells and slots, -1 (*Edited grid*) if none."""
        for name, listed in self.grids.items():
            if (listed.rows, listed.slots) == (grid.rows, grid.slots):
                return self.findText(name)
        return -1
