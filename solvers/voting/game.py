"""A weighted vote: named blocks, their weights, and the quota a coalition must reach."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from solvers.letters import describe_character
from solvers.whole_numbers import whole_number


class VotingInputError(ValueError):
    """Bad input for a weighted vote; the message says what is wrong and where."""


def default_quota(weights: Sequence[int]) -> int:
    """A strict majority of the total weight: ``total // 2 + 1``."""
    return sum(weights) // 2 + 1


@dataclass(frozen=True)
class WeightedGame:
    """Blocks with positive integer weights; a coalition wins when its weight reaches ``quota``.

    Build one with :meth:`create`, which checks everything and fills in defaults. A game built
    directly is checked too (a weight of 0 or a quota outside ``1..total`` would fail deep in the
    counting), and its weights and quota are kept as plain ints, NumPy's ``int64`` included.
    """

    names: tuple[str, ...]
    weights: tuple[int, ...]
    quota: int

    def __post_init__(self) -> None:
        if len(self.names) != len(self.weights):
            raise VotingInputError(
                f"{len(self.names)} names for {len(self.weights)} weights: give one name per block"
            )
        weights = _checked_weights(self.weights, self.names)
        object.__setattr__(self, "names", tuple(self.names))
        object.__setattr__(self, "weights", weights)
        object.__setattr__(self, "quota", _checked_quota(self.quota, sum(weights)))

    @property
    def total(self) -> int:
        return sum(self.weights)

    def __len__(self) -> int:
        return len(self.weights)

    def veto_players(self) -> tuple[int, ...]:
        """The blocks (by index) in every winning coalition: all the others together fall short."""
        total = self.total
        return tuple(i for i, weight in enumerate(self.weights) if total - weight < self.quota)

    def minimal_winning_coalitions(self) -> list[tuple[int, ...]]:
        """The winning coalitions (tuples of block indices) that every member is critical in, by
        enumerating all ``2**n``: for games of at most :data:`MAX_LISTED_BLOCKS` blocks."""
        if len(self) > MAX_LISTED_BLOCKS:
            raise ValueError(f"minimal winning coalitions are listed for at most {MAX_LISTED_BLOCKS} blocks")
        found = []
        for mask in range(1, 1 << len(self)):
            members = tuple(i for i in range(len(self)) if mask >> i & 1)
            weights = [self.weights[i] for i in members]
            total = sum(weights)
            if total >= self.quota > total - min(weights):
                found.append(members)
        return sorted(found, key=lambda members: (len(members), members))

    def coalition_text(self, members: Sequence[int]) -> str:
        """``{A, B}``: a coalition (block indices) by its blocks' names."""
        return "{" + ", ".join(self.names[i] for i in members) + "}"

    @classmethod
    def create(
        cls,
        weights: Sequence[int],
        names: Sequence[str] | None = None,
        quota: int | None = None,
    ) -> WeightedGame:
        """Check the input; missing or blank names become ``B1, B2, ...``; the quota defaults to a
        strict majority. Weights and quota may be any whole numbers (NumPy's too)."""
        checked = _checked_weights(weights, names)
        if names is None:
            names = [default_name(i) for i in range(1, len(checked) + 1)]
        elif len(names) != len(checked):
            raise VotingInputError(f"{len(names)} names for {len(checked)} weights: give one name per block")
        named = tuple(str(name).strip() or default_name(i) for i, name in enumerate(names, 1))
        return cls(named, checked, default_quota(checked) if quota is None else quota)


def default_name(number: int) -> str:
    """The name of the ``number``-th block (counting from 1) when it is given none: B1, B2, ..."""
    return f"B{number}"


#: The most blocks whose minimal winning coalitions are listed (4,096 coalitions to look at).
MAX_LISTED_BLOCKS = 12


def _checked_weights(weights: Sequence[int], names: Sequence[str] | None) -> tuple[int, ...]:
    """``weights`` as plain ints, each at least 1; an error names the first block that is wrong."""
    if len(weights) == 0:
        raise VotingInputError("no blocks: give at least one weight")
    checked = []
    for position, weight in enumerate(weights, 1):
        value = whole_number(weight)
        if value is None:
            raise VotingInputError(f"{_label(names, position)}: weight {weight!r} is not a whole number")
        if value <= 0:
            raise VotingInputError(f"{_label(names, position)}: weight {value} must be at least 1")
        checked.append(value)
    return tuple(checked)


def _checked_quota(quota: int, total: int) -> int:
    value = whole_number(quota)
    if value is None:
        raise VotingInputError(f"quota {quota!r} is not a whole number")
    if not 1 <= value <= total:
        raise VotingInputError(f"quota {value} is outside 1..{total} (the total weight)")
    return value


def _label(names: Sequence[str] | None, position: int) -> str:
    if names is not None and position <= len(names) and str(names[position - 1]).strip():
        return f"block {position} ({names[position - 1]})"
    return f"block {position}"


#: The spaces a spreadsheet in French, Swiss or other locales writes between groups of digits
#: ("1 500" with a no-break, narrow no-break or thin space): never a separator of fields or weights.
GROUP_SPACES = "\u00a0\u202f\u2009"

#: Digits grouped in threes by commas, as in "1,000" or "2,500,000" (not "2,5", a decimal comma), or by
#: one of :data:`GROUP_SPACES`, the same mark between every group.
_GROUPED = re.compile(rf"[+-]?[0-9]{{1,3}}(?P<mark>[,{GROUP_SPACES}])[0-9]{{3}}(?:(?P=mark)[0-9]{{3}})*")


def parse_whole_number(text: str, what: str) -> int:
    """A whole number typed or read from a file, digits grouped or not (``1000``, ``1,000``,
    ``1_000``, ``1 000`` with a no-break space); else a :class:`VotingInputError` saying
    ``what {text!r} is not a whole number``.

    The one reading of numbers for weight cells, the quota field, CSV files and the command line,
    so that a quota or weight accepted in one place is read the same in every other.
    """
    cleaned = text.strip().replace("_", "")
    grouped = _GROUPED.fullmatch(cleaned)
    if grouped:
        cleaned = cleaned.replace(grouped["mark"], "")
    if not cleaned.isascii():  # int() would take '５' and '٣' too, which no other number reader does
        raise _not_whole(what, text, " (digits 0-9 only)")
    try:
        return int(cleaned)
    except ValueError:
        raise _not_whole(what, text) from None


def _not_whole(what: str, text: str, why: str = "") -> VotingInputError:
    """The error for ``text`` that is not a whole number; a character its quotes would show as an
    escape (``'1\\xa050'``) is named, as a user cannot type ``\\xa0``."""
    shown = text.strip()
    hidden = next((ch for ch in shown if not ch.isprintable()), None)
    if hidden is not None:
        return VotingInputError(
            f"{what} {shown!r} is not a whole number: {describe_character(hidden)} is not a digit 0-9"
        )
    return VotingInputError(f"{what} {shown!r} is not a whole number{why}")


#: The longest block name taken: far more than any real name, far less than what a CSV reader
#: refuses (131,072 characters), so a table typed in the app can always be read back.
MAX_NAME_LENGTH = 1_000


def check_name(name: str, where: str) -> str:
    """``name`` if it is not too long, else a clear error naming ``where``."""
    if len(name) > MAX_NAME_LENGTH:
        raise VotingInputError(
            f"{where}: a name of {len(name):,} characters is too long (at most {MAX_NAME_LENGTH:,})"
        )
    return name


def parse_weight(text: str, where: str) -> int:
    """A weight typed or read from a file: a positive whole number, else a clear error naming ``where``."""
    value = parse_whole_number(text, f"{where}: weight")
    if value <= 0:
        raise VotingInputError(f"{where}: weight {text.strip()} must be at least 1")  # as typed: 000
    return value


#: A number written with its digits grouped in threes by commas, or with no comma at all.
_GROUPED_OR_PLAIN = re.compile(r"[+-]?\d{1,3}(?:,\d{3})+|[^,]*")


def parse_weight_list(text: str, where: str = "--weights") -> list[int]:
    """``"50,49,1"`` or ``"50 49 1"`` as a list of positive weights; an empty item (``5,,3``) is
    an error, not skipped, so that the blocks keep their places.

    Weights separated by spaces alone may group their digits with commas (``"1,000 2,000 500"``:
    every comma then stands between groups of three digits); otherwise commas separate the
    weights, and spaces too (``"50,49 1"``)."""
    text = text.strip()
    grouped = len(text.split()) > 1 and all(map(_GROUPED_OR_PLAIN.fullmatch, text.split()))
    parts = text.split() if grouped else re.split(r"\s*,\s*|\s+", text)
    if parts == [""]:
        raise VotingInputError(f"{where}: no weights given")
    weights = []
    for i, part in enumerate(parts, 1):
        if not part:
            raise VotingInputError(f"{where} item {i}: no weight")
        try:
            weights.append(parse_weight(part, f"{where} item {i}"))
        except VotingInputError as error:
            if not (i > 1 and re.fullmatch(r"\d{3}", part) and re.fullmatch(r"\d{1,3}", parts[i - 2])):
                raise
            raise VotingInputError(f"{error} ({_GROUP_HINTS[grouped]})") from None
    return weights


#: What to say when an item looks like the second group of digits of a number split in two, by
#: whether spaces alone separate the weights (True) or commas do (False).
_GROUP_HINTS = {
    True: "spaces separate the weights here: write a thousand as 1,000 or 1_000",
    False: "commas separate the weights here: write a thousand as 1_000, or separate the weights "
    "by spaces alone, as in '1,000 2,000 500'",
}


#: A vote as textbooks write it: ``[6; 4, 3, 2, 1]``, the quota then the weights.
_TEXTBOOK = re.compile(r"\s*\[([^;:\]]*)[;:]([^\]]*)\]\s*")


def parse_textbook_vote(text: str, where: str) -> tuple[int, list[int]] | None:
    """(quota, weights) of a vote written ``[q; w1, w2, ...]``; None if ``text`` is not in that form."""
    match = _TEXTBOOK.fullmatch(text)
    if match is None:
        return None
    return parse_whole_number(match[1], f"{where}: quota"), parse_weight_list(match[2], where)
