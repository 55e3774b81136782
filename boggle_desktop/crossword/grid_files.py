"""Open and Save for the Crossword tab's grid files: every grid of a file read into the Grid list, the
grid shown written into a file, in place of its namesake among the file's grids."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from boggle_desktop.crossword.grid_list import GridList
from boggle_desktop.crossword.models import GridModel
from solvers.atomic_file import write_bytes_atomically, write_text_atomically
from solvers.crossword import GridParseError, read_grids
from solvers.crossword.grid import UnreadableGridFile, format_picture, with_grid_replaced
from solvers.text_file import placed
from solvers.wording import counted


class GridFiles:
    """Opens grid files into ``grid_list`` and shows the first grid in ``grid_model``; saves the grid
    that model holds. Each says how it went through ``say``; ``parent`` owns the file dialogs."""

    def __init__(
        self, parent: QWidget, grid_list: GridList, grid_model: GridModel, say: Callable[[str], None]
    ) -> None:
        self.parent = parent
        self.grid_list = grid_list
        self.grid_model = grid_model
        self.say = say

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent, "Open crossword grids", "", "Grid files (*.txt);;All files (*)"
        )
        if path:
            self.load_path(path)

    def load_path(self, path: str | Path) -> bool:
        """Load every grid of a file into the grid list and show the first; False (and a message) if bad."""
        path = Path(path)
        try:
            grids = read_grids(path)
        except OSError as error:
            self.say(f"Cannot read {path.name}: {error.strerror or error}")
            return False
        except GridParseError as error:
            self.say(placed(path.name, str(error)))
            return False
        first = self.grid_list.add_file(path, grids)
        self.grid_model.set_grid(self.grid_list.grids[first], origin=path.resolve())
        self.say(f"Opened {path.name}: {counted(len(grids), 'grid')}.")
        return True

    def save_file(self) -> None:
        """Save the grid, in the file it was opened from or last saved in unless another is chosen."""
        suggested = str(self.grid_model.origin or "grid.txt")
        path, _ = QFileDialog.getSaveFileName(
            self.parent, "Save crossword grid", suggested, "Grid files (*.txt)"
        )
        if path:
            self.save_path(path)

    def save_path(self, path: str | Path) -> None:
        """Save the grid in the file at ``path``: when the file holds grids (read again now, as it may
        have changed since it was opened), in place of the grid of its name or added to them; else
        alone. A file whose text cannot be read as grids is left as it is."""
        path = Path(path)
        grid = self.grid_model.grid
        try:
            saved = with_grid_replaced(path, grid)
            if saved is None:
                write_text_atomically(path, format_picture(grid))
            else:
                write_bytes_atomically(path, saved.data)
        except UnreadableGridFile as error:
            self.say(
                f"Not saved: {placed(path.name, str(error))}. The file cannot be read as grids, so saving "
                "would replace all of it: fix it, or save to another file."
            )
            return
        except GridParseError as error:
            # Several grids of its name: which one to replace is not known.
            self.say(f"Not saved: {placed(path.name, str(error))}, or save to another file.")
            return
        except OSError as error:
            self.say(f"Cannot save {path}: {error.strerror or error}")
            return
        self.grid_model.set_origin(path.resolve())
        if saved is not None:
            self.grid_list.relist(path.resolve(), grid)
        if saved is None or saved.grids == 1:
            self.say(f"Saved {path.name}.")
            return
        done = "Added" if saved.added else "Saved"
        into = "to" if saved.added else "in"
        self.say(f"{done} {grid.name} {into} {path.name} ({counted(saved.grids, 'grid')}).")
