"""Letters as the puzzles play them: a-z, with accented letters folded to plain ones.

Word games in French, Spanish or German lists are played on the 26 letters (French Scrabble has
no É tile, a crossword writes ÉTÉ as ETE), so a user's word list, a word typed in a game, a
letter typed in a grid and a pattern all fold the same way: é to e, ñ to n, ß to ss, æ to ae,
a decomposed accent (macOS writes é as e and U+0301) as its precomposed form. A letter that
folds to no plain letter (Cyrillic е, Greek α) stays as it is, for the caller to refuse.
"""

from __future__ import annotations

import unicodedata

#: Letters with no decomposition, and ß, written with plain letters as their languages write them
#: without the letter itself (Straße as STRASSE, Łódź as LODZ, the Dutch ĳ as IJ).
_SPELLED = str.maketrans(
    {"ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ĳ": "ij"}
)


def fold(text: str) -> str:
    """``text`` in lower case with its accented letters folded to a-z (``"Élève"`` -> ``"eleve"``).

    Everything else is kept: spaces, digits, punctuation and letters of other alphabets, so a
    caller that wants a-z only still sees (and names) what is not a letter.
    """
    text = text.lower()
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFKD", text.translate(_SPELLED))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def first_not_a_z(text: str, allowed: str = "") -> int | None:
    """The place in ``text`` of the first character that folds to something other than letters
    a-z (``ł`` folds to ``l``, ``ж`` to nothing plain) and is not one of ``allowed``, None if
    there is none: a message names what the person typed, where it is."""
    for place, ch in enumerate(text):
        if ch not in allowed and not all("a" <= c <= "z" for c in fold(ch)):
            return place
    return None


def is_plain(word: str) -> bool:
    """Whether ``word`` is letters a-z only, in lower case."""
    return word.isascii() and word.isalpha() and word.islower()


def describe_character(ch: str) -> str:
    """``ch`` as a message shows it: quoted, with its Unicode name when it is not plain ASCII, so
    an invisible mark or a look-alike letter (Cyrillic е for e) is named, not just quoted."""
    if ch.isascii() and ch.isprintable():
        return repr(ch)
    name = unicodedata.name(ch, "")
    return f"{ch!r} (U+{ord(ch):04X}{' ' + name if name else ''})"
