"""The rules of a round, without any GUI: judging a typed word and the computer's turn."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass

from solvers.boggle.solver import FoundWord, Solution
from solvers.letters import describe_character, first_not_a_z, fold, is_plain
from solvers.lexicon import Lexicon, british_spellings, offensive_words
from solvers.wording import counted


class Verdict(enum.Enum):
    ACCEPTED = "accepted"
    NOT_LETTERS = "not letters"
    ALREADY_FOUND = "already found"
    TOO_SHORT = "too short"
    NOT_A_WORD = "not in the dictionary"
    NOT_ON_BOARD = "not on the board"


@dataclass(frozen=True)
class Judgement:
    verdict: Verdict
    word: str
    message: str
    found: FoundWord | None = None

    @property
    def accepted(self) -> bool:
        return self.verdict is Verdict.ACCEPTED


def judge(text: str, solution: Solution, lexicon: Lexicon, already: Iterable[str]) -> Judgement:
    """Accept a word the player typed or traced, or say exactly why not.

    Case and accents do not matter: the word folds as word lists do (``Été`` is ``ete``).
    The checks run in the order a player would want to hear them: letters only, found
    before, too short for the rules, not a word, not on the board.
    """
    typed = text.strip()
    word = fold(typed)
    rules = solution.rules
    if not is_plain(word):
        place = first_not_a_z(word)
        why = "use" if place is None else f"{describe_character(word[place])} is not a letter; use"
        return Judgement(Verdict.NOT_LETTERS, word, f"“{typed}” is not a word: {why} the letters a-z only")
    # The word as folded, with what was typed when folding changed more than the case.
    shown = f"“{word}”" if word == typed.lower() else f"“{typed}” (read as {word})"
    already = frozenset(already)  # asked twice below: an iterator would be used up by the first
    if word in already:
        return Judgement(Verdict.ALREADY_FOUND, word, f"{shown} is already found")
    if len(word) < rules.min_length:
        return Judgement(
            Verdict.TOO_SHORT,
            word,
            f"{shown} is too short: the {rules.name} rules need at least {rules.min_length} letters"
            + _qu_hint(word, solution, already),
        )
    found = solution.get(word)
    if found is None and word in lexicon.report.left_out_words:
        kind = lexicon.report.left_out_kind
        why = f"{lexicon.name} has it; {kind} words can be let back in"
        return Judgement(Verdict.NOT_A_WORD, word, f"{shown} is left out as {kind} ({why})")
    if found is None and word not in lexicon:
        return Judgement(
            Verdict.NOT_A_WORD,
            word,
            f"{shown} is not in the dictionary ({_list_name(lexicon, word)})"
            + _qu_hint(word, solution, already),
        )
    if found is None:
        return Judgement(Verdict.NOT_ON_BOARD, word, f"{shown} is not on the board")
    return Judgement(Verdict.ACCEPTED, word, f"{shown}: {counted(found.points, 'point')}", found)


def _qu_hint(word: str, solution: Solution, already: frozenset[str]) -> str:
    """For a word typed with the Qu die read as Q ("qit"), the word it spells on the board ("quit"),
    unless that one is found already."""
    with_u = re.sub("q(?!u)", "qu", word)
    if with_u == word or solution.get(with_u) is None or with_u in already:
        return ""
    return f"; the Qu die reads QU: try “{with_u}”"


def _list_name(lexicon: Lexicon, word: str) -> str:
    """The list's name, and for a British spelling a bundled American list lacks, why it lacks it."""
    if lexicon.report.american_only and word in british_spellings() and word not in offensive_words():
        return f"{lexicon.name}, in American spelling: British spellings can be turned on"
    return lexicon.name


#: Computer strength -> the rarest SCOWL commonness level it knows (None: every word).
STRENGTHS: dict[str, int | None] = {"easy": 35, "medium": 50, "hard": 70, "perfect": None}


def computer_words(
    solution: Solution, lexicon: Lexicon, strength: str, human_words: Iterable[str]
) -> tuple[FoundWord, ...]:
    """The words the computer claims after the player's turn: every word on the board it
    knows that the player did not find. A weaker computer only knows words up to a SCOWL
    commonness level; words without a level (a user's own list) only the perfect one knows.
    """
    if strength not in STRENGTHS:
        raise ValueError(f"unknown strength {strength!r}; choose one of {', '.join(STRENGTHS)}")
    limit = STRENGTHS[strength]
    taken = set(human_words)
    claimed = []
    for found in solution.words:
        if found.word in taken:
            continue
        if limit is not None:
            level = lexicon.commonness(found.word)
            if level is None or level > limit:
                continue
        claimed.append(found)
    return tuple(claimed)
