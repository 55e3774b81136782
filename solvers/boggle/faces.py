"""Die faces and the written syntax for them.

A face is what one die shows, as lowercase letters a-z: a single letter, the
two-letter Qu face (``"qu"``), one of the other multi-letter faces of the
Super Big Boggle set (``in th er he an``) or the Dutch IJ (``"ij"``; like every
multi-letter face it counts its letters in a word's length), or the blank face
(``""``), which no word can use.

Written syntax (board strings and dice files): a letter is a one-letter face,
``q`` is the Qu face, ``[th]`` (any case) is a multi-letter face, ``.`` or ``_`` is a
blank face. Spaces are ignored. Letters fold as words do (:func:`solvers.letters.fold`):
``É`` is ``e``, the Dutch ``ĳ`` is the IJ face. A bare Q face does not exist on any
die, so ``[q]`` is refused.
"""

from __future__ import annotations

import string
import unicodedata

from solvers.letters import describe_character, first_not_a_z, fold, is_plain

#: The multi-letter faces a die can show.
MULTI_FACES: tuple[str, ...] = ("qu", "in", "th", "er", "he", "an", "ij")
BLANK = ""
#: How a blank face is written: ``.``, or ``_`` as in the CS106X handout's test boards.
BLANK_MARKS = "._"

#: The face the written letter ``q`` stands for.
Q_FACE = "qu"

#: Every face a board may hold, as :class:`~solvers.boggle.board.Board` keeps them: no bare q,
#: which is written for the Qu face.
FACES: frozenset[str] = frozenset((*string.ascii_lowercase.replace("q", ""), *MULTI_FACES, BLANK))
#: How a face list names the faces, for messages.
FACES_HELP = (
    f"a face is a letter a-z, q or qu for Qu, one of {' '.join(MULTI_FACES[1:])}, or '' for a blank face"
)
#: How a die shows a face where capitalising its first letter is wrong.
_LABELS = {"ij": "IJ"}


class FaceError(ValueError):
    """Text that is not a valid sequence of faces; the message says what and where."""


def parse_faces(text: str, what: str = "board") -> list[str]:
    """The faces written in ``text``, in order; raise :class:`FaceError` on bad input."""
    if not isinstance(text, str):
        raise TypeError(
            f"{what}: expected a string of faces such as 'feltxqitsanedogs', not {type(text).__name__}"
        )
    text = unicodedata.normalize("NFC", text)  # a letter typed as e + U+0301 is one character, é
    faces: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        position = i + 1
        if ch.isspace():
            i += 1
            continue
        if ch in BLANK_MARKS:
            faces.append(BLANK)
            i += 1
        elif ch == "[":
            end = text.find("]", i)
            if end < 0:
                raise FaceError(f"{what}: '[' at character {position} is never closed with ']'")
            face = fold(text[i + 1 : end].strip())
            if face == "q":
                raise FaceError(
                    f"{what}: [q] at character {position}: no die has a bare Q face; write q for the Qu face"
                )
            if not _is_lettered(face):
                known = ", ".join(f"[{f}]" for f in MULTI_FACES)
                raise FaceError(
                    f"{what}: unknown face [{text[i + 1 : end]}] at character {position}; "
                    f"multi-letter faces are {known}"
                )
            faces.append(face)
            i = end + 1
        else:
            face = fold(ch)
            face = Q_FACE if face == "q" else face
            if not _is_lettered(face):
                why = f"reads as {face!r}, which no die shows" if is_plain(face) else "is not a letter"
                raise FaceError(
                    f"{what}: {describe_character(ch)} at character {position} {why} "
                    "(use letters a-z, q for Qu, [th] for a multi-letter face, . or _ for a blank face)"
                )
            faces.append(face)
            i += 1
    return faces


def _is_lettered(face: str) -> bool:
    """Whether ``face`` (folded) is a face with letters: one letter a-z or a multi-letter face."""
    return face != BLANK and face in FACES


def read_face(face: object) -> str:
    """A face as a program gives it (``"É"``, ``"Q"``, ``"Qu"``, ``""``) as a board keeps it
    (``"e"``, ``"qu"``, ``"qu"``, ``""``): folded, with ``q`` the Qu face as in a board string.

    Raise :class:`FaceError` naming what is wrong, or TypeError for a face that is not a string.
    """
    if not isinstance(face, str):
        raise TypeError(f"a face is a string such as 'a' or 'qu', not {face!r}")
    if face in FACES:
        return face
    folded = fold(unicodedata.normalize("NFC", face.strip()))
    folded = Q_FACE if folded == "q" else folded
    if folded in FACES:
        return folded
    place = first_not_a_z(folded)
    why = "no die shows it" if place is None else f"{describe_character(folded[place])} is not a letter a-z"
    raise FaceError(f"{face!r} is not a face: {why} ({FACES_HELP})")


def write_face(face: str) -> str:
    """The written form of one face (the inverse of :func:`parse_faces`)."""
    if face == BLANK:
        return "."
    if face == Q_FACE:
        return "q"
    if len(face) == 1:
        return face
    return f"[{face}]"


def write_faces(faces: list[str] | tuple[str, ...]) -> str:
    return "".join(write_face(face) for face in faces)


def face_label(face: str) -> str:
    """How a die shows the face: ``"Qu"``, ``"Th"``, ``"IJ"``, ``"A"``; the blank face shows nothing."""
    return _LABELS.get(face) or face[:1].upper() + face[1:]
