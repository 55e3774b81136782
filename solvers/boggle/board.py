"""Boards: a square of faces read row by row, and which cells touch."""

from __future__ import annotations

from dataclasses import dataclass
from math import isqrt

from solvers.boggle.faces import (
    FACES,
    Q_FACE,
    FaceError,
    face_label,
    parse_faces,
    read_face,
    write_faces,
)
from solvers.grids import neighbour_table
from solvers.wording import counted

#: The board sizes with a dice set; a board string must fill one of them.
SIZES: tuple[int, ...] = (4, 5, 6)

Cell = tuple[int, int]


class BoardError(ValueError):
    """A board that cannot be used; the message says what is wrong and where."""


@dataclass(frozen=True)
class Board:
    """``size`` x ``size`` faces, row by row (see :mod:`solvers.boggle.faces`).

    Faces given as a program writes them are kept as the search matches them: ``"E"`` as
    ``"e"``, ``"É"`` as ``"e"``, ``"q"`` as the Qu face ``"qu"``; anything else is a
    :class:`BoardError` naming the face.
    """

    size: int
    faces: tuple[str, ...]

    def __post_init__(self) -> None:
        faces = tuple(self.faces)
        if self.size < 1 or len(faces) != self.size * self.size:
            raise BoardError(f"a {self.size}x{self.size} board needs {self.size * self.size} faces")
        if not FACES.issuperset(faces):  # faces from parse_board and the dice are already kept so
            faces = tuple(self._face(face, cell) for cell, face in enumerate(faces))
        object.__setattr__(self, "faces", faces)

    def _face(self, face: str, cell: int) -> str:
        try:
            return read_face(face)
        except FaceError as error:
            row, col = self.cell(cell)
            raise BoardError(f"board, face {cell + 1} (row {row + 1}, column {col + 1}): {error}") from None

    def face(self, row: int, col: int) -> str:
        return self.faces[row * self.size + col]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.size)

    def text(self) -> str:
        """The board string (``q`` for Qu, ``[th]`` for multi-letter faces)."""
        return write_faces(self.faces)

    def rows(self) -> list[list[str]]:
        """The faces as they show on the dice (``"Qu"``), row by row."""
        n = self.size
        return [[face_label(f) for f in self.faces[r * n : (r + 1) * n]] for r in range(n)]

    def __str__(self) -> str:
        return "\n".join(" ".join(f"{label or '.':<2}" for label in row).rstrip() for row in self.rows())


def _qu_typed_as_one(text: str, faces: list[str], size: int | None) -> list[str]:
    """``faces`` with each U after a Qu face dropped, when the board only fits that way: the die
    shows "Qu", so a worksheet's FELT XQUIT SANE DOGS is typed as its 16 dice (q alone is Qu).

    Rows typed apart must then each hold a row's dice: otherwise a typo could make up the count (the
    17 letters of FELT XQUI SANE DOGSZ are 16 dice only with a U dropped and a Z too many)."""
    fits = {size * size} if size else {n * n for n in SIZES}
    if len(faces) in fits:
        return faces
    merged = _without_qu_u(faces)
    if len(merged) not in fits:
        return faces
    side = isqrt(len(merged))
    lines = [line for line in text.splitlines() if line.strip()]
    rows = lines if len(lines) > 1 else text.split()
    if len(rows) == side:
        try:
            counts = [len(_without_qu_u(parse_faces(row))) for row in rows]
        except FaceError:  # a row cut inside [ ]: nothing to compare
            return merged
        wrong = [
            f"row {r} ({row.strip()}) holds {k}"
            for r, (row, k) in enumerate(zip(rows, counts), 1)
            if k != side
        ]
        if wrong:
            wrong[0] += " dice"
            rule = f"but a {side}x{side} board's rows hold {side} each"
            raise BoardError(f"{' and '.join(wrong)}, with Qu as one die, {rule}")
    return merged


def _without_qu_u(faces: list[str]) -> list[str]:
    return [face for i, face in enumerate(faces) if not (face == "u" and i and faces[i - 1] == Q_FACE)]


def parse_board(text: str, size: int | None = None) -> Board:
    """Read a board string row by row; the size is inferred unless given.

    Raises :class:`BoardError` saying what is wrong: a character that is not
    a letter (and where), or a number of faces that fills no board.
    """
    try:
        faces = _qu_typed_as_one(text, parse_faces(text), size)
    except FaceError as error:
        raise BoardError(str(error)) from None
    count = len(faces)
    if size is not None:
        if size not in SIZES:
            raise BoardError(
                f"board size {size} is not supported; choose one of {', '.join(map(str, SIZES))}"
            )
        if count != size * size:
            raise BoardError(
                f"a {size}x{size} board needs {size * size} faces, but the board has {counted(count, 'face')}"
            )
        return Board(size, tuple(faces))
    for n in SIZES:
        if count == n * n:
            return Board(n, tuple(faces))
    if count == 0:
        raise BoardError("the board is empty")
    needs = ", ".join(f"{n * n} for {n}x{n}" for n in SIZES)
    raise BoardError(f"the board has {counted(count, 'face')}, which fills no board ({needs})")


def neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """For each cell index of a ``size`` x ``size`` board, the indexes of the cells it touches."""
    return neighbour_table(size, size)
