"""Rule sets: the shortest word that counts and the points for each length."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rules:
    key: str
    name: str
    min_length: int
    #: points[n] for words of n letters (n < len(points)); longer words score points[-1].
    #: ``None`` means "length - 3" (the classic exercise).
    table: tuple[int, ...] | None

    def points(self, word: str) -> int:
        """Points for a word (0 if it is too short). Qu counts two letters: the word has both."""
        n = len(word)
        if n < self.min_length:
            return 0
        if self.table is None:
            return n - 3
        return self.table[min(n, len(self.table) - 1)]

    @property
    def description(self) -> str:
        """``at least 3 letters; 3-4 letters 1, 5: 2, ..., 8+: 11``, read from the points table."""
        shortest = f"at least {self.min_length} letters"
        if self.table is None:
            return f"{shortest}; points = length - 3"
        last = len(self.table) - 1
        runs: list[list[int]] = []  # [first length, last length, points]
        for n in range(self.min_length, last + 1):
            if runs and runs[-1][2] == self.table[n] and n < last:
                runs[-1][1] = n
            else:
                runs.append([n, n, self.table[n]])
        parts = []
        for first, end, points in runs:
            lengths = f"{first}+" if first == last else str(first) if first == end else f"{first}-{end}"
            parts.append(f"{lengths} letters {points}" if not parts else f"{lengths}: {points}")
        return f"{shortest}; {', '.join(parts)}"


# Official: 3-4 letters 1 point, 5 -> 2, 6 -> 3, 7 -> 5, 8+ -> 11.
_OFFICIAL_TABLE = (0, 0, 0, 1, 1, 2, 3, 5, 11)

CLASSIC = Rules("classic", "Classic exercise", 4, None)
OFFICIAL = Rules("official", "Official", 3, _OFFICIAL_TABLE)
BIG = Rules("big", "Big Boggle", 4, _OFFICIAL_TABLE)

RULES: dict[str, Rules] = {rules.key: rules for rules in (CLASSIC, OFFICIAL, BIG)}


def default_rules(size: int) -> Rules:
    """Official on 4x4, Big Boggle on 5x5 and 6x6."""
    return OFFICIAL if size <= 4 else BIG


def rules_named(key: str) -> Rules:
    try:
        return RULES[key]
    except KeyError:
        raise ValueError(f"unknown rules {key!r}; choose one of {', '.join(RULES)}") from None


def rules_for(rules: Rules | str | None, size: int) -> Rules:
    """The rules a solver plays by: ``rules`` itself, the rule set of that name (see
    :data:`RULES`), or for None the board size's default."""
    if rules is None:
        return default_rules(size)
    if isinstance(rules, str):
        return rules_named(rules)
    if not isinstance(rules, Rules):
        raise TypeError(
            f"rules are a Rules or the name of one ({', '.join(RULES)}), not {type(rules).__name__}"
        )
    return rules
