"""Word lists and the queries the puzzles ask of them.

A :class:`Lexicon` holds lowercase a-z words, each with an optional
commonness level (SCOWL's size level: 10 = most common ... 95 = rarest; the
levels a word list may give are :data:`LEVELS`).
Membership, prefix and wildcard-pattern queries are answered by a
pyahocorasick trie (built in C: about 0.15 s and 60 MB for the 243,000-word
*large* list, where a dict-of-dicts trie costs several times both), without
``make_automaton`` since no Aho-Corasick scanning is needed.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path

import ahocorasick

from solvers.letters import fold, is_plain
from solvers.progress import Progress
from solvers.text_file import FileKind, RefusedFileError, placed
from solvers.wording import counted

#: Bundled list name -> highest SCOWL level it includes.
BUNDLED_LISTS: dict[str, int] = {"small": 35, "common": 50, "medium": 70, "large": 80, "huge": 95}
DEFAULT_LIST = "large"
WILDCARD = "?"
#: The commonness levels a word list may give: SCOWL's, 10 (most common) to 95 (rarest).
LEVELS = range(10, 96)
#: The scores of a scored list's ``word;score`` lines (Crossfire, XWord Info, Spread the Wordlist,
#: Peter Broda's list): higher is better, the other way round from levels.
SCORES = range(0, 101)
_UNKNOWN_LEVEL = 0  # stored for words without a commonness level; outside LEVELS
#: The longest word a user's list may hold. No board or grid fits a word over 36 letters, and a
#: line of a million letters would crash the trie (pyahocorasick recurses once per letter).
MAX_WORD_LENGTH = 64
#: Word lists: the huge list is 4.5 MiB and lists of hundreds of MiB are rare, so a file of more
#: than 1 GiB is not one. Read in pieces, a binary file (/dev/zero) is refused with the piece
#: holding its first NUL byte.
WORD_LIST = FileKind("a word list", 1 << 30, text_only=True)
_MAX_EXAMPLES = 5
_EXAMPLE_CHARS = 30  # a skipped entry is shown cut to this many characters


class LexiconError(ValueError):
    """A word list that cannot be used; the message says what is wrong and where."""


@dataclass(frozen=True)
class LoadReport:
    """What loading a word list kept and what it skipped (and where)."""

    source: str
    words: int
    skipped: int = 0
    duplicates: int = 0
    #: (line number, entry) of the first few skipped entries.
    skipped_examples: tuple[tuple[int, str], ...] = field(default=())
    encoding: str = "utf-8"
    #: Words written with accents, kept with plain letters (see :mod:`solvers.letters`).
    folded: int = 0
    #: The first of them, as written and as kept (``("été", "ete")``).
    folded_example: tuple[str, str] | None = None
    #: Words left out after loading (see :meth:`Lexicon.without`), and what they are ("offensive").
    left_out: int = 0
    left_out_kind: str = ""
    #: Those words, so that a word asked for can be told apart from one the list never had.
    left_out_words: frozenset[str] = frozenset()
    #: A bundled list in American spelling only (British spellings not added).
    american_only: bool = False
    #: Entries read from ``word;score`` lines (see :func:`level_of_score`).
    scored: int = 0

    def summary(self) -> str:
        """What the list holds, with its :meth:`details` and the words left out, if any."""
        left_out = (
            [f"{counted(self.left_out, f'{self.left_out_kind} word')} left out"] if self.left_out else []
        )
        return "; ".join([f"{self.source}: {counted(self.words, 'word')}", *self.details(), *left_out])

    def details(self) -> list[str]:
        """What was skipped, merged or read unusually, one phrase each (none for a clean list)."""
        parts = []
        if self.folded_example:
            written, kept = self.folded_example
            parts.append(
                f"{counted(self.folded, 'word')} with accents kept in plain letters a-z ({written} as {kept})"
            )
        if self.scored:
            parts.append(
                f"{counted(self.scored, 'word')} with a score (word;score, higher is better) read as level "
                f"100 - score, within {LEVELS[0]}-{LEVELS[-1]}"
            )
        if self.skipped:
            # Text not read as UTF-8 is shown as its bytes (\xc3\xa9): its encoding is a guess.
            show = repr if self.encoding == "utf-8" else ascii
            shown = ", ".join(f"line {n}: {show(entry)}" for n, entry in self.skipped_examples)
            more = ", ..." if self.skipped > len(self.skipped_examples) else ""
            entries = "1 entry that is" if self.skipped == 1 else f"{self.skipped:,} entries that are"
            parts.append(
                f"skipped {entries} not a word of up to {MAX_WORD_LENGTH} letters a-z, optionally"
                f" followed by a level {LEVELS[0]}-{LEVELS[-1]} (lower is more common) or by ;score"
                f" {SCORES[0]}-{SCORES[-1]} (higher is better) ({shown}{more})"
            )
        if self.duplicates:
            parts.append(f"{counted(self.duplicates, 'duplicate')} merged")
        if self.encoding != "utf-8":
            parts.append(f"read as {self.encoding} (not valid UTF-8)")
        return parts


class Lexicon:
    """An immutable set of lowercase words with commonness levels."""

    def __init__(self, levels: dict[str, int | None], name: str, report: LoadReport | None = None) -> None:
        """``levels`` maps lowercase a-z words to their commonness level or None."""
        self.name = name
        self.report = report or LoadReport(source=name, words=len(levels))
        self._automaton = ahocorasick.Automaton(ahocorasick.STORE_INTS)
        add = self._automaton.add_word
        buckets: dict[int | None, list[str]] = {}
        for word, level in levels.items():
            add(word, _UNKNOWN_LEVEL if level is None else level)
            buckets.setdefault(level, []).append(word)
        # Words ordered by (level, word), unknown levels last, so that words(max_level)
        # is a prefix; with the index where each level's words end.
        self._by_level: list[str] = []
        self._level_ends: list[tuple[int, int]] = []
        for level in sorted(buckets, key=lambda lv: (lv is None, lv or 0)):
            self._by_level.extend(sorted(buckets[level]))
            if level is not None:
                self._level_ends.append((level, len(self._by_level)))

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "custom") -> Lexicon:
        """A lexicon of the given words (case-insensitive), without levels."""
        levels: dict[str, int | None] = {}
        if isinstance(words, str):
            raise TypeError("from_words takes an iterable of words, not one string")
        for word in words:
            word = fold(word.strip())
            if not is_plain(word):
                raise LexiconError(f"{word!r} is not a word of letters a-z")
            levels[word] = None
        return cls(levels, name)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self._automaton.exists(fold(word))

    def contains(self, word: str) -> bool:
        return word in self

    def has_prefix(self, prefix: str) -> bool:
        """True if some word starts with ``prefix`` (the empty prefix included)."""
        return not prefix or self._automaton.match(fold(prefix))

    def matching(self, pattern: str, wildcard: str = WILDCARD) -> list[str]:
        """Words of the pattern's length matching it, ``wildcard`` standing for any letter.

        ``matching("c?t")`` gives ``["cat", "cot", "cut"]`` (sorted).
        """
        if len(wildcard) != 1 or wildcard.isalpha():
            raise ValueError(f"the wildcard must be one non-letter character, not {wildcard!r}")
        pattern = fold(pattern)
        bad = [ch for ch in pattern if ch != wildcard and not ("a" <= ch <= "z")]
        if bad:
            raise ValueError(f"pattern {pattern!r}: {bad[0]!r} is neither a letter a-z nor {wildcard!r}")
        if not pattern:
            return []
        return sorted(self._automaton.keys(pattern, wildcard, ahocorasick.MATCH_EXACT_LENGTH))

    def commonness(self, word: str) -> int | None:
        """The word's commonness level (lower is more common), or None if unknown or absent; folded
        as the other queries are (``naïve`` is ``naive``)."""
        level = self._automaton.get(fold(word), _UNKNOWN_LEVEL)
        return None if level == _UNKNOWN_LEVEL else level

    def words(self, max_level: int | None = None) -> list[str]:
        """The words, sorted; with ``max_level``, only those known to be at most that level."""
        if max_level is None:
            return sorted(self._by_level)
        end = 0
        for level, level_end in self._level_ends:
            if level > max_level:
                break
            end = level_end
        return sorted(self._by_level[:end])

    def without(self, words: Iterable[str], kind: str = "unwanted") -> Lexicon:
        """This list less ``words`` (case and accents ignored, as queries ignore them), keeping its
        name, levels and report; the report counts the words it held as ``kind`` words left out."""
        if isinstance(words, str):
            raise TypeError("without takes an iterable of words, not one string")
        folded = [fold(word) for word in words]
        if not any(word in self for word in folded):
            return self
        levels = self._levels()
        return Lexicon(levels, self.name, _leaving_out(levels, self.report, folded, kind))

    def _levels(self) -> dict[str, int | None]:
        """Each word's level (None if unknown), as the constructor takes them."""
        levels: dict[str, int | None] = {}
        start = 0
        for level, end in self._level_ends:
            levels.update(dict.fromkeys(self._by_level[start:end], level))
            start = end
        levels.update(dict.fromkeys(self._by_level[start:]))
        return levels

    def __len__(self) -> int:
        return len(self._by_level)

    @property
    def levelled(self) -> int:
        """How many of the words have a commonness level."""
        return self._level_ends[-1][1] if self._level_ends else 0

    def __iter__(self) -> Iterator[str]:
        return iter(self.words())

    def __repr__(self) -> str:
        return f"<Lexicon {self.name!r}: {len(self):,} words>"


def _level(text: str, within: range = LEVELS) -> int | None:
    """``text`` as a whole number in ``within``, else None. ASCII digits only (``str.isdigit`` also
    takes '²', which ``int`` refuses), and too many of them are not converted at all (``int``
    refuses more than 4,300)."""
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > len(str(within[-1])):
        return None
    number = int(text)
    return number if number in within else None


def level_of_score(score: int) -> int:
    """The level a scored list's score stands for: 100 - score, within :data:`LEVELS`, so that a
    maximum level of 50 keeps the words scored 50 or more, as constructors' minimum scores do."""
    return min(max(100 - score, LEVELS[0]), LEVELS[-1])


def _entry(line: str, fields: list[str]) -> tuple[str | None, int | None, bool]:
    """A line's word as written ("" for a blank line, None for a line that is not one word with an
    optional level or score), its level or None, and whether it is a scored ``word;score`` line;
    ``fields`` is ``line.split()``."""
    if ";" in line:
        written, _, score_text = line.partition(";")
        score = _level(score_text.strip(), SCORES)
        fields = written.split()
        if score is None or len(fields) != 1:
            return None, None, True
        return fields[0], level_of_score(score), True
    if len(fields) < 2:
        return (fields[0] if fields else ""), None, False
    level = _level(fields[1]) if len(fields) == 2 else None
    return (fields[0] if level is not None else None), level, False


def _excerpt(entry: str) -> str:
    return entry if len(entry) <= _EXAMPLE_CHARS else entry[:_EXAMPLE_CHARS] + "..."


def _bundled_text(name: str = "scowl.txt") -> str:
    return (resources.files("boggle_resources") / "wordlists" / name).read_text(encoding="ascii")


@functools.cache
def offensive_words() -> frozenset[str]:
    """The bundled list of offensive words (resources/wordlists/offensive.txt: slurs, obscenities,
    sexual terms, each inflected form spelled out; its header says how it was made)."""
    lines = (line.strip() for line in _bundled_text("offensive.txt").splitlines())
    return frozenset(line for line in lines if line and not line.startswith("#"))


def without_offensive(lexicon: Lexicon) -> Lexicon:
    """``lexicon`` less the bundled :func:`offensive_words`."""
    return lexicon.without(offensive_words(), "offensive")


def _bundled_sections() -> Iterator[tuple[int, bool, str]]:
    """(level, British, words) of each section of the bundled file: SCOWL's American list by
    level, then the British spellings it lacks (colour, centre, realise) by level."""
    for section in _bundled_text().split("= ")[1:]:
        header, _, body = section.partition("\n")
        level, _, variant = header.partition(" ")
        yield int(level), variant == "british", body


@functools.cache
def british_spellings() -> frozenset[str]:
    """The British spellings the bundled lists add when asked (colour, centre, realise)."""
    return frozenset(word for _, british, body in _bundled_sections() if british for word in body.split())


@functools.cache
def bundled_sizes(british: bool = False, leave_out_offensive: bool = False) -> dict[str, int]:
    """How many words each bundled list holds in American spelling, or with ``british`` spellings too;
    with ``leave_out_offensive``, less the :func:`offensive_words` it holds (as :func:`load_bundled`
    gives it)."""
    left_out = offensive_words() if leave_out_offensive else frozenset()
    counts = [
        (level, body.count("\n") - (len(left_out.intersection(body.split())) if left_out else 0))
        for level, extra, body in _bundled_sections()
        if british or not extra
    ]
    return {
        name: sum(count for level, count in counts if level <= threshold)
        for name, threshold in BUNDLED_LISTS.items()
    }


def load_bundled(
    name: str = DEFAULT_LIST,
    progress: Progress | None = None,
    british: bool = False,
    leave_out_offensive: bool = False,
) -> Lexicon:
    """One of the bundled SCOWL-derived lists: small, common, medium, large or huge, in American
    spelling; with ``british``, British spellings too (colour as well as color, at their levels);
    with ``leave_out_offensive``, less the :func:`offensive_words`."""
    if name not in BUNDLED_LISTS:
        raise LexiconError(f"unknown word list {name!r}; choose one of {', '.join(BUNDLED_LISTS)}")
    progress = progress or Progress()
    threshold = BUNDLED_LISTS[name]
    levels: dict[str, int | None] = {}
    progress.report(0, 1, f"Reading the {name} word list")
    sections = [
        (level, body)
        for level, british_section, body in _bundled_sections()
        if level <= threshold and (british or not british_section)
    ]
    for done, (level, body) in enumerate(sections, 1):
        levels.update(dict.fromkeys(body.split(), level))  # British spellings repeat no word
        progress.report(done, len(sections), f"Reading the {name} word list")
    progress.report(1, 1, f"Indexing {len(levels):,} words")
    spelling = ", American and British spellings" if british else ""
    source = f"{name} (SCOWL up to level {threshold}{spelling})"
    report = LoadReport(source=source, words=len(levels), american_only=not british)
    return Lexicon(levels, name, _leaving_out_offensive(levels, report, leave_out_offensive))


def _leaving_out_offensive(levels: dict[str, int | None], report: LoadReport, leave_out: bool) -> LoadReport:
    """With ``leave_out``, the :func:`offensive_words` taken out of ``levels`` as a list loads, before
    it is built (building it and then a copy without them doubled a load)."""
    return _leaving_out(levels, report, offensive_words() if leave_out else (), "offensive")


def _leaving_out(
    levels: dict[str, int | None], report: LoadReport, words: Iterable[str], kind: str
) -> LoadReport:
    """Take ``words`` out of ``levels`` (a list's words, before it is built from them); ``report``
    counting those it held as ``kind`` words left out."""
    gone = frozenset(word for word in words if levels.pop(word, _ABSENT) is not _ABSENT)
    if not gone:
        return report
    return replace(
        report,
        words=len(levels),
        left_out=report.left_out + len(gone),
        left_out_kind=kind,
        left_out_words=report.left_out_words | gone,
    )


_ABSENT = object()


def load_file(
    path: str | Path, progress: Progress | None = None, leave_out_offensive: bool = False
) -> Lexicon:
    """A user's word list: one word per line, optionally followed by a commonness level.

    Case is ignored, and accents (été is kept as ete, Straße as strasse: see
    :mod:`solvers.letters`); blank lines are ignored; entries that are not
    letters a-z after that (apostrophes, digits, spaces, other alphabets), longer than
    :data:`MAX_WORD_LENGTH` or whose level is not a whole number in
    :data:`LEVELS` are skipped and counted in the lexicon's :class:`LoadReport`.
    A file holding NUL bytes is refused: it is binary, or text in UTF-16. With
    ``leave_out_offensive``, the :func:`offensive_words` are left out.
    """
    path = Path(path)
    try:
        raw = WORD_LIST.read_path(path)
    except OSError as error:
        raise LexiconError(f"cannot read word list {path}: {error.strerror or error}") from error
    except RefusedFileError as error:
        raise LexiconError(placed(str(path), str(error))) from None
    return words_from_bytes(raw, str(path), path.name, progress, leave_out_offensive)


#: Line breaks of text files: Unix, Windows and classic Mac OS. Not str.splitlines's others, which
#: are characters inside an entry (a Windows-1252 ellipsis read as latin-1 is U+0085).
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_OTHER_BREAKS = "\v\f\x1c\x1d\x1e\x85\u2028\u2029"


def _lines(text: str) -> list[str]:
    """``text``'s lines, split at :data:`_LINE_BREAK` only (splitlines, twice as fast, when it
    holds none of the other characters splitlines breaks at)."""
    if any(ch in text for ch in _OTHER_BREAKS):
        return _LINE_BREAK.split(text)
    return text.splitlines()


def _decoded(raw: bytes) -> tuple[str, str]:
    """A word list's text and its encoding: UTF-8 (a byte order mark dropped), else Windows-1252
    (Windows' "ANSI" for Western European languages), else latin-1, which reads any byte."""
    for codec, name in (("utf-8-sig", "utf-8"), ("cp1252", "Windows-1252")):
        try:
            return raw.decode(codec), name
        except UnicodeDecodeError:
            pass
    return raw.decode("latin-1"), "latin-1"


def words_from_bytes(
    raw: bytes, source: str, name: str, progress: Progress | None = None, leave_out_offensive: bool = False
) -> Lexicon:
    """A word list file's bytes, read as :func:`load_file` reads a file's; messages name
    ``source`` (the path), the lexicon and its progress ``name``."""
    progress = progress or Progress()
    try:
        WORD_LIST.check(raw)
    except RefusedFileError as error:
        raise LexiconError(placed(source, str(error))) from None
    text, encoding = _decoded(raw)
    levels: dict[str, int | None] = {}
    skipped: list[tuple[int, str]] = []
    skipped_count = duplicates = folded = scored = 0
    folded_example: tuple[str, str] | None = None
    lines = _lines(text)
    for number, line in enumerate(lines, start=1):
        if number % 20000 == 0:
            progress.report(number, len(lines), f"Reading {name}")
        fields = line.split()
        if len(fields) == 1 and ";" not in line:  # a word alone, as in most lists: the quick way
            written, level, with_score = fields[0], None, False
        else:
            written, level, with_score = _entry(line, fields)
        if written == "":
            continue
        word = "" if written is None else fold(written)
        if len(word) > MAX_WORD_LENGTH or not is_plain(word):
            skipped_count += 1
            if len(skipped) < _MAX_EXAMPLES:
                skipped.append((number, _excerpt(line.strip())))
            continue
        scored += with_score
        if not written.isascii():
            folded += 1
            folded_example = folded_example or (written, word)
        if word in levels:
            duplicates += 1
            old = levels[word]
            level = level if old is None else old if level is None else min(old, level)
        levels[word] = level
    report = LoadReport(
        name,
        len(levels),
        skipped_count,
        duplicates,
        tuple(skipped),
        encoding,
        folded,
        folded_example,
        scored=scored,
    )
    if not levels:
        raise LexiconError("; ".join([f"{source}: no words found", *report.details()]))
    progress.report(1, 1, f"Indexing {len(levels):,} words")
    return Lexicon(levels, name, _leaving_out_offensive(levels, report, leave_out_offensive))
