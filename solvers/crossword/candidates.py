"""Pattern queries for people: the candidates for one slot, candidate counts and entries for every
slot, the words fitting a typed pattern, and why given letters leave a grid no fill; and reading
the patterns and word lists people type."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from solvers.crossword.grid import EMPTY, MAX_SIDE, Grid, Slot, clue_numbers, direction_name
from solvers.crossword.index import WILDCARDS, LengthIndex, WordIndex, ids_of, plain_word
from solvers.letters import describe_character, first_not_a_z, fold

NONE_EXCLUDED: frozenset[str] = frozenset()
#: At most this many words are listed for a slot or a pattern: the most common ones.
SHOWN = 2000


def slot_pattern(rows: Sequence[str], slot: Slot) -> str:
    """The slot's letters in ``rows`` with ``?`` for each empty cell."""
    return "".join(rows[r][c] if rows[r][c] != EMPTY else "?" for r, c in slot.cells)


def fitting(
    index: WordIndex, pattern: str, excluded: frozenset[str] = NONE_EXCLUDED
) -> tuple[LengthIndex | None, int]:
    """The words of ``pattern``'s length, and the bitset of those fitting it less ``excluded``."""
    bucket = index.bucket(len(pattern))
    if bucket is None:
        return None, 0
    return bucket, bucket.without(bucket.pattern_mask(pattern), excluded)


def slot_counts(
    grid: Grid, rows: Sequence[str], index: WordIndex, excluded: frozenset[str] = NONE_EXCLUDED
) -> list[int]:
    """For each slot of ``grid``, how many words (other than ``excluded``) fit its letters in ``rows``."""
    return [fitting(index, slot_pattern(rows, slot), excluded)[1].bit_count() for slot in grid.slots]


def crossing(grid: Grid, slot: Slot) -> list[tuple[int, Slot, int]]:
    """(position in ``slot``, crossing slot, position in it) for every cell another slot shares."""
    at: dict[tuple[int, int], tuple[Slot, int]] = {}
    for other in grid.slots:
        if other.index != slot.index:
            for pos, cell in enumerate(other.cells):
                at[cell] = (other, pos)
    return [(i, *at[cell]) for i, cell in enumerate(slot.cells) if cell in at]


def slot_candidates(
    grid: Grid,
    rows: Sequence[str],
    slot: Slot,
    index: WordIndex,
    limit: int = SHOWN,
    excluded: frozenset[str] = NONE_EXCLUDED,
) -> tuple[int, list[tuple[str, int | None, int | None]]]:
    """The words fitting ``slot`` in ``rows`` (at most ``limit``), and how many fit.

    Each word comes with its commonness level and the fewest candidates it would
    leave any crossing slot that still has an empty cell (None if it has none).
    The words that leave every such crossing some candidate come first, then the
    others, each part most common first: when more fit than are listed, a word that
    fits its crossings is never cut off for a common one that leaves a crossing none.
    ``excluded`` words count nowhere.
    """
    bucket, mask = fitting(index, slot_pattern(rows, slot), excluded)
    if bucket is None:
        return 0, []
    tables = crossing_tables(grid, rows, slot, index, excluded)
    alive = mask
    for i, table in tables:
        for letter, options in enumerate(table):
            if not options:
                alive &= ~bucket.masks[i][letter]
    ids = ids_of(alive)[:limit]
    if len(ids) < limit:
        ids += ids_of(mask & ~alive)[: limit - len(ids)]
    out = []
    for wid in ids:
        word = bucket.words[wid]
        options = min((table[ord(word[i]) - 97] for i, table in tables), default=None)
        out.append((word, index.level(word), options))
    return mask.bit_count(), out


def crossing_tables(
    grid: Grid, rows: Sequence[str], slot: Slot, index: WordIndex, excluded: frozenset[str]
) -> list[tuple[int, list[int]]]:
    """For each cell of ``slot`` shared with a crossing slot still open in ``rows``: (position in
    ``slot``, how many words the crossing slot could take with each letter a-z there)."""
    tables = []
    for i, other, j in crossing(grid, slot):
        pattern = slot_pattern(rows, other)
        if "?" not in pattern:
            continue
        other_bucket, base = fitting(index, pattern[:j] + "?" + pattern[j + 1 :], excluded)
        if other_bucket is None:
            tables.append((i, [0] * 26))
            continue
        tables.append((i, [(base & other_bucket.masks[j][k]).bit_count() for k in range(26)]))
    return tables


def entries_elsewhere(grid: Grid, rows: Sequence[str], slot: Slot) -> frozenset[str]:
    """The whole entries of ``rows`` in the slots other than ``slot``: with repeated words off,
    the words no slot still open can take."""
    patterns = (slot_pattern(rows, other) for other in grid.slots if other.index != slot.index)
    return frozenset(pattern for pattern in patterns if "?" not in pattern)


def fitting_among(index: WordIndex, pattern: str, words: frozenset[str]) -> list[str]:
    """The ``words`` of the list that fit ``pattern``, most common first."""
    bucket, mask = fitting(index, pattern)
    if bucket is None:
        return []
    ids = sorted(bucket.ids[word] for word in words if word in bucket.ids)
    return [bucket.words[wid] for wid in ids if mask >> wid & 1]


@dataclass(frozen=True)
class SlotEntry:
    """What one slot holds: its clue number, its letters (``?`` where empty) and, once complete,
    whether the word list has the word and at what commonness level."""

    number: int
    slot: Slot
    pattern: str
    in_list: bool
    level: int | None


def parse_pattern(text: str, shortest: int = 2, longest: int | None = MAX_SIDE) -> str:
    """A pattern typed by a person, such as ``C?T??``: letters, and ``?`` or ``.`` for any letter;
    returned folded (lowercase, ``É`` as ``e``: see :mod:`solvers.letters`) with ``?``. The one
    reader of patterns, for the GUI and every command.

    The length must lie from ``shortest`` to ``longest`` (None: no upper bound); the defaults are a
    crossword slot's. ValueError says when it does not, or names the first character that is
    neither a letter a-z nor a wildcard, counting the characters as typed."""
    typed = text.strip()
    pattern = fold(typed).replace(".", "?")
    if len(pattern) < shortest or (longest is not None and len(pattern) > longest):
        lengths = f"at least {shortest}" if longest is None else f"{shortest} to {longest}"
        raise ValueError(f"a pattern has {lengths} characters, not {len(pattern)}")
    place = first_not_a_z(typed, WILDCARDS)
    if place is not None:
        bad = describe_character(typed[place])
        raise ValueError(f"character {place + 1}, {bad}, is not a letter a-z, '?' or '.'")
    return pattern


def pattern_words(
    index: WordIndex, pattern: str, limit: int | None = SHOWN
) -> tuple[int, list[tuple[str, int | None]]]:
    """How many words match ``pattern``, and the most common of them (at most ``limit``) with their
    commonness levels."""
    bucket, mask = fitting(index, pattern)
    if bucket is None:
        return 0, []
    ids = ids_of(mask)[:limit]
    return mask.bit_count(), [(bucket.words[i], index.level(bucket.words[i])) for i in ids]


def parse_word_list(text: str) -> frozenset[str]:
    """Words typed by a person, separated by commas or spaces, in any case, accents folded
    (``Été`` as ``ete``); ValueError names the first that is not letters a-z."""
    tokens = text.replace(",", " ").split()
    return frozenset(plain_word(token, f"word {number}") for number, token in enumerate(tokens, 1))


def given_conflicts(
    grid: Grid, index: WordIndex, unique_words: bool = True, excluded: frozenset[str] = NONE_EXCLUDED
) -> list[str]:
    """Why the letters given in ``grid`` leave it no fill before any search, for people: each open
    entry no word of the list (other than ``excluded``) fits and, with repeats off, each whole
    entry given twice. Empty if none."""
    numbers = clue_numbers(grid)
    reasons = []
    given: dict[str, list[str]] = {}
    for slot in sorted(grid.slots, key=lambda s: (s.direction, numbers[s.row, s.col])):
        pattern = slot_pattern(grid.rows, slot)
        name = f"{numbers[slot.row, slot.col]} {direction_name(slot.direction)}"
        if "?" not in pattern:  # a whole entry stands as given, in the list or not
            given.setdefault(pattern, []).append(name)
        elif not fitting(index, pattern, excluded)[1]:
            but = " but excluded ones" if index.count(pattern) else ""
            reasons.append(f"no word of the list{but} fits {name} ({pattern.upper()})")
    if unique_words:
        reasons.extend(
            f"{word.upper()} is given twice ({' and '.join(names)}) and repeated words are off"
            for word, names in given.items()
            if len(names) > 1
        )
    return reasons


def no_fill_reasons(
    grid: Grid, index: WordIndex, unique_words: bool = True, excluded: frozenset[str] = NONE_EXCLUDED
) -> list[str]:
    """Why a grid proven to have no fill has none, for people: :func:`given_conflicts`, or else the
    entry that checking crossing letters leaves without a word (:func:`crossing_wipeout`), if one
    does. Empty when only the search itself shows it: no one entry is to blame."""
    reasons = given_conflicts(grid, index, unique_words, excluded)
    if reasons:
        return reasons
    wiped = crossing_wipeout(grid, index, excluded)
    if wiped is None:
        return []
    numbers = clue_numbers(grid)

    def name(slot: Slot) -> str:
        return f"{numbers[slot.row, slot.col]} {direction_name(slot.direction)}"

    crossings = ", ".join(name(other) for _, other, _ in crossing(grid, wiped))
    pattern = slot_pattern(grid.rows, wiped).upper()
    return [
        f"no word of the list fits {name(wiped)} ({pattern}) with letters its crossings ({crossings}) "
        "can take, once theirs are narrowed the same way: change the blocks or letters around it"
    ]


def crossing_wipeout(grid: Grid, index: WordIndex, excluded: frozenset[str] = NONE_EXCLUDED) -> Slot | None:
    """The first open entry left without a word when every entry keeps only the words whose
    letters its crossing entries can take, again and again until nothing changes (arc
    consistency, as the search starts with); None if every entry keeps some. Whole given entries
    stand as given and narrow nothing but by their letters."""
    slots = [slot for slot in grid.slots if "?" in slot_pattern(grid.rows, slot)]
    buckets: list[LengthIndex] = []
    domains: list[int] = []
    for slot in slots:
        bucket, mask = fitting(index, slot_pattern(grid.rows, slot), excluded)
        if bucket is None or not mask:
            return slot
        buckets.append(bucket)
        domains.append(mask)
    sharing: dict[tuple[int, int], list[tuple[int, int]]] = {}  # cell -> (slot, position) of each
    for v, slot in enumerate(slots):
        for pos, cell in enumerate(slot.cells):
            sharing.setdefault(cell, []).append((v, pos))
    arcs: list[list[tuple[int, int, int]]] = [[] for _ in slots]  # arcs[w]: (pos in w, v, pos in v)
    for pairs in sharing.values():
        if len(pairs) == 2:  # an across and a down entry cross here: each narrows the other
            (a, at_a), (b, at_b) = pairs
            arcs[a].append((at_a, b, at_b))
            arcs[b].append((at_b, a, at_a))
    queue = list(range(len(slots)))
    queued = set(queue)
    while queue:
        w = queue.pop()
        queued.discard(w)
        for there, v, pos in arcs[w]:
            masks_w, masks_v = buckets[w].masks[there], buckets[v].masks[pos]
            allowed = 0
            for letter in range(26):
                if domains[w] & masks_w[letter]:
                    allowed |= masks_v[letter]
            narrowed = domains[v] & allowed
            if narrowed != domains[v]:
                if not narrowed:
                    return slots[v]
                domains[v] = narrowed
                if v not in queued:
                    queue.append(v)
                    queued.add(v)
    return None


def slot_entries(grid: Grid, rows: Sequence[str], index: WordIndex) -> list[SlotEntry]:
    """Every slot's entry in ``rows``, across then down, each by clue number."""
    numbers = clue_numbers(grid)
    entries = []
    for slot in sorted(grid.slots, key=lambda s: (s.direction, numbers[s.row, s.col])):
        pattern = slot_pattern(rows, slot)
        complete = "?" not in pattern
        entries.append(
            SlotEntry(
                numbers[slot.row, slot.col],
                slot,
                pattern,
                complete and pattern in index,
                index.level(pattern) if complete else None,
            )
        )
    return entries
