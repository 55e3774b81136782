"""Open and Save for the Minesweeper tab's position files (``.mine``): a position read into the editor,
the position on the board (a game's flags as known mines) written into a file."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from boggle_desktop.minesweeper.controls import GameControls
from boggle_desktop.minesweeper.models import PLAY, BoardModel
from solvers.atomic_file import write_text_atomically
from solvers.minesweeper import Position, PositionError, read_position


class PositionFiles:
    """Opens position files through ``load`` (the position, the file's name and the file) and saves the
    position of ``model``; each says how it went through ``say`` (the text, and whether it is an error).
    ``parent`` owns the file dialogs, which start in ``folder``."""

    def __init__(
        self,
        parent: QWidget,
        folder: Path,
        model: BoardModel,
        controls: GameControls,
        load: Callable[[Position, str, Path], None],
        say: Callable[[str, bool], None],
    ) -> None:
        self.parent = parent
        self.folder = folder
        self.model = model
        self.controls = controls
        self.load = load
        self.say = say

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.parent,
            "Open position",
            str(self.folder),
            "Minesweeper positions (*.mine *.txt);;All files (*)",
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        try:
            position = read_position(path, source=path.name)
        except PositionError as error:
            self.say(str(error), True)
            return
        self.load(position, path.name, path.resolve())

    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.parent,
            "Save position",
            str(self.folder / "position.mine"),
            "Minesweeper positions (*.mine)",
        )
        if path:
            self.save_path(Path(path))

    def save_path(self, path: Path) -> None:
        """Save the position on the board; a game's flags are written as flags, as Edit this game
        takes them (the message says so, since in play the analysis takes them for guesses). The
        position edited is then that file's; a game stays one of its own."""
        self.controls.take_typed_numbers()
        playing = self.model.mode == PLAY
        position = self.model.game.position(flags_as_mines=True) if playing else self.model.edited
        try:
            write_text_atomically(path, position.to_text())
        except OSError as error:
            self.say(f"Cannot save {path.name}: {error.strerror}", True)
            return
        if not playing:
            self.model.set_origin(path.resolve())
        flags = " Your flags are in it as flags (known mines)." if playing and position.flags else ""
        self.say(f"Saved {path.name}.{flags}", False)
