"""Die faces and the written syntax for them.

A face is what one die shows, as lowercase letters: a single letter, the
two-letter Qu face (``"qu"``), one of the other multi-letter faces of the
Super Big Boggle set (``in th er he an``), or the blank face (``""``), which
no word can use.

Written syntax (board strings and dice files): a letter is a one-letter face,
``q`` is the Qu face, ``[th]`` (any case) is a multi-letter face, ``.`` or ``_`` is a
blank face. Spaces are ignored. A bare Q face does not exist on any die, so
``[q]`` is refused.
"""

from __future__ import annotations

#: The multi-letter faces a die can show.
MULTI_FACES: tuple[str, ...] = ("qu", "in", "th", "er", "he", "an")
BLANK = ""
#: How a blank face is written: ``.``, or ``_`` as in the CS106X handout's test boards.
BLANK_MARKS = "._"

#: The face the written letter ``q`` stands for.
Q_FACE = "qu"


class FaceError(ValueError):
    """Text that is not a valid sequence of faces; the message says what and where."""


def parse_faces(text: str, what: str = "board") -> list[str]:
    """The faces written in ``text``, in order; raise :class:`FaceError` on bad input."""
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
            face = text[i + 1 : end].strip().lower()
            if face == "q":
                raise FaceError(
                    f"{what}: [q] at character {position}: no die has a bare Q face; write q for the Qu face"
                )
            if face not in MULTI_FACES and not (len(face) == 1 and "a" <= face <= "z"):
                known = ", ".join(f"[{f}]" for f in MULTI_FACES)
                raise FaceError(
                    f"{what}: unknown face [{text[i + 1 : end]}] at character {position}; "
                    f"multi-letter faces are {known}"
                )
            faces.append(face)
            i = end + 1
        elif ch.isascii() and ch.isalpha():
            lower = ch.lower()
            faces.append(Q_FACE if lower == "q" else lower)
            i += 1
        else:
            raise FaceError(
                f"{what}: {ch!r} at character {position} is not a letter "
                "(use letters a-z, q for Qu, [th] for a multi-letter face, . or _ for a blank face)"
            )
    return faces


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
    """How a die shows the face: ``"Qu"``, ``"Th"``, ``"A"``; the blank face shows nothing."""
    return face[:1].upper() + face[1:]
