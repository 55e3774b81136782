"""A per-length bitset index of a word list, for domains and pattern queries.

Words of each length are numbered in value order (most common first, then
alphabetically), and for every position and letter the index keeps a Python
int whose bit ``i`` is set when word ``i`` has that letter there. A domain is
then one int, a pattern query such as ``c?t??`` is the AND of two ints, and
counting candidates is ``int.bit_count``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property

from solvers.letters import describe_character, first_not_a_z, fold, is_plain
from solvers.lexicon import Lexicon
from solvers.progress import Progress
from solvers.wording import counted

UNKNOWN_LEVEL = 100  # sorts words without a commonness level after every known one
_LETTER_BIT = tuple(1 << (b - 97) if 97 <= b <= 122 else 0 for b in range(256))
#: What a pattern is made of: letters, and ``?`` or ``.`` for any letter.
WILDCARDS = "?."
_PATTERN_CHARS = frozenset(WILDCARDS + "abcdefghijklmnopqrstuvwxyz")


def plain_word(word: str, name: str) -> str:
    """``word`` folded to letters a-z (``Été`` -> ``ete``); ValueError, calling it ``name``
    (``word 2``), says which character is not a letter."""
    folded = fold(word)
    if is_plain(folded):
        return folded
    place = first_not_a_z(word)
    has = "" if place is None else f": it has {describe_character(word[place])}"
    raise ValueError(f"{name}, {word!r}, is not letters a-z{has}")


def plain_words(words: Iterable[str], name: str) -> list[str]:
    """``words`` (any iterable, not one string) folded by :func:`plain_word`, each once, in their
    order."""
    if isinstance(words, str):
        raise TypeError(f"give the words as a list or set of words, not one string ({words!r})")
    listed = list(words)
    joined = "".join(listed)
    if all(listed) and joined.isascii() and joined.isalpha() and joined.islower():
        return list(dict.fromkeys(listed))  # plain already, as a word list's are: checked in C
    return list(dict.fromkeys(plain_word(word, name) for word in listed))


def folded_pattern(pattern: str) -> str:
    """``pattern`` (letters, and ``?`` or ``.`` for any letter) folded; ValueError names the first
    character that is none of those."""
    folded = fold(pattern)
    if _PATTERN_CHARS.issuperset(folded):
        return folded
    place = first_not_a_z(pattern, WILDCARDS)
    assert place is not None  # fold works a character at a time: one of them folded to no letter
    raise ValueError(
        f"pattern {pattern!r}: {describe_character(pattern[place])} is not a letter a-z, '?' or '.'"
    )


@dataclass(frozen=True)
class LengthIndex:
    """The words of one length and their (position, letter) bitsets."""

    length: int
    words: tuple[str, ...]
    levels: tuple[int, ...]
    #: masks[position][letter index] -> bitset of the words with that letter there.
    masks: tuple[tuple[int, ...], ...]
    ids: dict[str, int]

    @property
    def all(self) -> int:
        return (1 << len(self.words)) - 1

    def pattern_mask(self, pattern: str) -> int:
        """The bitset of words matching ``pattern`` (``?`` or ``.`` = any letter), already folded and
        checked (:func:`folded_pattern`): the search asks this millions of times."""
        mask = self.all
        for pos, ch in enumerate(pattern):
            if ch not in "?.":
                mask &= self.masks[pos][ord(ch) - 97]
        return mask

    def decode(self, mask: int) -> list[str]:
        return [self.words[i] for i in ids_of(mask)]

    def without(self, mask: int, words: Iterable[str]) -> int:
        """``mask`` less the bits of ``words`` (words of other lengths, or not listed, change nothing)."""
        for word in words:
            wid = self.ids.get(word)
            if wid is not None:
                mask &= ~(1 << wid)
        return mask

    @cached_property
    def letter_bits(self) -> tuple[tuple[int, ...], ...]:
        """letter_bits[position][word id] = 1 << (letter index): a word's letters as 26-bit sets."""
        blob = "".join(self.words).encode("ascii")
        return tuple(
            tuple(map(_LETTER_BIT.__getitem__, blob[pos :: self.length])) for pos in range(self.length)
        )


def iter_ids(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


#: Cache of :func:`letters_in`; look a set up here first (a dict lookup is cheaper than a call).
LETTER_SETS: dict[int, tuple[int, ...]] = {}
#: The letters of every 9-bit slice of a letter set, at offsets 0, 9 and 18.
_SLICES = tuple(
    tuple(tuple(shift + i for i in range(9) if bits >> i & 1) for bits in range(512)) for shift in (0, 9, 18)
)


def letters_in(letters: int) -> tuple[int, ...]:
    """The letter numbers (0-25) of a 26-bit letter set, cached: the search meets the same
    sets millions of times, and a loop over a tuple is far cheaper than taking bits off an
    int one by one."""
    found = LETTER_SETS.get(letters)
    if found is None:
        if len(LETTER_SETS) >= 1 << 16:
            LETTER_SETS.clear()
        low, mid, high = _SLICES
        found = low[letters & 511] + mid[letters >> 9 & 511] + high[letters >> 18]
        LETTER_SETS[letters] = found
    return found


def ids_of(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first (via the binary string: fast for any size)."""
    text = bin(mask)
    top = len(text) - 1
    out = []
    pos = text.find("1", 2)
    while pos >= 0:
        out.append(top - pos)
        pos = text.find("1", pos + 1)
    out.reverse()
    return out


def _bitset(column: bytes, letter: int) -> int:
    """Bit i set where column[i] == letter (built by translate + int(..., 2), linear and in C)."""
    table = bytearray(b"0" * 256)
    table[letter] = ord("1")
    return int(column.translate(bytes(table))[::-1], 2)


def _build_length(length: int, words: list[str], levels: list[int]) -> LengthIndex:
    blob = "".join(words).encode("ascii")
    masks = []
    for pos in range(length):
        column = blob[pos::length]
        present = set(column)
        masks.append(tuple(_bitset(column, 97 + k) if 97 + k in present else 0 for k in range(26)))
    return LengthIndex(length, tuple(words), tuple(levels), tuple(masks), {w: i for i, w in enumerate(words)})


class WordIndex:
    """Bitset indexes for every word length of a word list. Words and patterns, given and asked,
    are folded (``CAT`` and ``Été`` as ``cat`` and ``ete``); a word that is not letters a-z after
    that is a ValueError."""

    def __init__(
        self,
        words: Iterable[str],
        level: Callable[[str], int | None] | None = None,
        progress: Progress | None = None,
    ) -> None:
        """``progress`` hears of each word length indexed (and may cancel between them)."""
        progress = progress or Progress()
        level_of = {w: (level(w) if level else None) for w in plain_words(words, "a word of the list")}
        by_length: dict[int, list[str]] = {}
        for word in sorted(level_of):
            by_length.setdefault(len(word), []).append(word)
        self._lengths: dict[int, LengthIndex] = {}
        message = f"Indexing {counted(len(level_of), 'word')} for crosswords"
        for done, (length, group) in enumerate(by_length.items()):
            progress.report(done, len(by_length), message)
            ranks = [UNKNOWN_LEVEL if level_of[w] is None else level_of[w] for w in group]
            order = sorted(range(len(group)), key=ranks.__getitem__)  # stable: alphabetical within a level
            self._lengths[length] = _build_length(
                length, [group[i] for i in order], [ranks[i] for i in order]
            )
        self.size = sum(len(b.words) for b in self._lengths.values())

    #: What the level did that a setter would not expect (see :meth:`from_lexicon`), else "".
    level_note = ""

    @classmethod
    def from_lexicon(
        cls, lexicon: Lexicon, max_level: int | None = None, progress: Progress | None = None
    ) -> WordIndex:
        """The words of ``lexicon`` (those at or below ``max_level`` if given), ordered by commonness.

        A level cannot rank words without one: a list with no levels at all is taken whole (the
        level does not apply to it), and for a list where only some words have levels,
        :attr:`level_note` says how many the level leaves out for having none, so that a fill
        that fails for want of words is not a mystery."""
        note = ""
        if max_level is not None and lexicon.levelled == 0:
            max_level = None
            if len(lexicon):
                note = "This list has no commonness levels: the level is not applied."
        index = cls(lexicon.words(max_level), lexicon.commonness, progress)
        unlevelled = len(lexicon) - lexicon.levelled if max_level is not None else 0
        if unlevelled:
            note = (
                f"The level leaves out {counted(unlevelled, 'word')} of this list "
                f"that {'have' if unlevelled != 1 else 'has'} no commonness level."
            )
        index.level_note = note
        return index

    def prepare(self) -> None:
        """Build the lazily made per-word letter tables now (so that timings do not include them)."""
        for bucket in self._lengths.values():
            bucket.letter_bits  # noqa: B018

    def bucket(self, length: int) -> LengthIndex | None:
        return self._lengths.get(length)

    def lengths(self) -> list[int]:
        return sorted(self._lengths)

    def matching(self, pattern: str) -> list[str]:
        """Words matching ``pattern`` (``?`` or ``.`` = any letter), most common first."""
        pattern = folded_pattern(pattern)
        bucket = self.bucket(len(pattern))
        return bucket.decode(bucket.pattern_mask(pattern)) if bucket else []

    def count(self, pattern: str) -> int:
        pattern = folded_pattern(pattern)
        bucket = self.bucket(len(pattern))
        return bucket.pattern_mask(pattern).bit_count() if bucket else 0

    def level(self, word: str) -> int | None:
        word = fold(word)
        bucket = self.bucket(len(word))
        if bucket is None or word not in bucket.ids:
            return None
        lv = bucket.levels[bucket.ids[word]]
        return None if lv == UNKNOWN_LEVEL else lv

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        word = fold(word)
        bucket = self.bucket(len(word))
        return bucket is not None and word in bucket.ids

    def __len__(self) -> int:
        return self.size
