"""Several players' written lists scored against one board, as the official rules score a game:
each player writes their words; words two or more players found are crossed out and score
nothing; the rest score by the rules' table. Each word is judged as the game judges a typed one
(:func:`solvers.boggle.game.judge`), so a refusal reads the same here as there."""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from solvers.boggle.game import Judgement, Verdict, judge
from solvers.boggle.solver import Solution
from solvers.lexicon import Lexicon
from solvers.wording import counted


class WordStatus(enum.Enum):
    SCORED = "scored"
    CROSSED_OUT = "crossed out"
    REFUSED = "refused"


@dataclass(frozen=True)
class PlayerWord:
    #: As the player wrote it.
    typed: str
    #: As it is played: lower case, accents folded (``Été`` is ``ete``).
    word: str
    status: WordStatus
    points: int
    #: Why the word is refused (the game's message); None for a word that is not.
    reason: str | None = None
    #: The other players whose lists have the word too, accepted.
    shared_with: tuple[str, ...] = ()

    def describe(self) -> str:
        """The status as a result shows it: ``crossed out (also bob)``, ``refused: “xyz” is ...``."""
        if self.status is WordStatus.REFUSED:
            return f"refused: {self.reason}"
        if self.shared_with:
            return f"{self.status.value} (also {', '.join(self.shared_with)})"
        return self.status.value

    def as_json(self) -> dict:
        return {
            "typed": self.typed,
            "word": self.word,
            "status": self.status.value,
            "points": self.points,
            "reason": self.reason,
            "shared_with": list(self.shared_with),
        }


@dataclass(frozen=True)
class PlayerResult:
    name: str
    #: In the order the player wrote them.
    words: tuple[PlayerWord, ...]

    @property
    def score(self) -> int:
        return sum(word.points for word in self.words)

    def count(self, status: WordStatus) -> int:
        return sum(word.status is status for word in self.words)

    def summary(self) -> str:
        """``alice: 14 points (9 words: 6 scored, 2 crossed out, 1 refused)``, leaving out the
        kinds of word the player has none of."""
        kinds = [f"{self.count(status)} {status.value}" for status in WordStatus if self.count(status)]
        words = f"{counted(len(self.words), 'word')}: {', '.join(kinds)}" if self.words else "no words"
        return f"{self.name}: {counted(self.score, 'point')} ({words})"

    def as_json(self) -> dict:
        return {"name": self.name, "score": self.score, "words": [word.as_json() for word in self.words]}


class PlayerNameError(ValueError):
    """Player names that do not tell the players apart. ``index`` is the player at fault (from 0);
    ``first`` the earlier player of the same name, None for a player with no name."""

    def __init__(self, message: str, index: int, first: int | None = None) -> None:
        super().__init__(message)
        self.index = index
        self.first = first


def check_names(names: Sequence[str]) -> list[str]:
    """The names without surrounding spaces; :class:`PlayerNameError` for an empty name or one
    given twice (case does not tell two players apart: "Alice" is "alice")."""
    seen: dict[str, int] = {}
    stripped = [name.strip() for name in names]
    for index, name in enumerate(stripped):
        if not name:
            raise PlayerNameError(f"player {index + 1} has no name: give each player a name", index)
        first = seen.setdefault(name.casefold(), index)
        if first != index:
            raise PlayerNameError(
                f"players {first + 1} and {index + 1} are both named “{name}”: give each player "
                "a name of their own",
                index,
                first,
            )
    return stripped


def player_words(text: str) -> list[str]:
    """A player's list as written: words separated by spaces, commas or line breaks."""
    return [word for word in re.split(r"[\s,]+", text) if word]


def score_players(
    lists: Mapping[str, Iterable[str]],
    solution: Solution,
    lexicon: Lexicon,
    cross_out_shared: bool = True,
) -> tuple[PlayerResult, ...]:
    """Each player's words (name -> words as written, in the players' order) judged on the
    solved board: a word accepted for two or more players is crossed out for all of them when
    ``cross_out_shared`` (the official rule), else it scores for each. A player's own repeat is
    refused as in the list twice. The results are in the players' order (see :func:`ranked`)."""
    names = check_names(list(lists))
    judged = [_judged(words, solution, lexicon) for words in lists.values()]
    finders: dict[str, list[str]] = {}
    for name, verdicts in zip(names, judged, strict=True):
        for _typed, verdict in verdicts:
            if verdict.accepted:
                finders.setdefault(verdict.word, []).append(name)
    results = []
    for name, verdicts in zip(names, judged, strict=True):
        words = (_player_word(name, typed, verdict, finders, cross_out_shared) for typed, verdict in verdicts)
        results.append(PlayerResult(name, tuple(words)))
    return tuple(results)


def _judged(words: Iterable[str], solution: Solution, lexicon: Lexicon) -> list[tuple[str, Judgement]]:
    """One player's words as written (blank ones left out), each with the game's verdict."""
    if isinstance(words, str):
        raise TypeError("a player's words are a list of words, not one string (player_words reads a text)")
    accepted: set[str] = set()
    verdicts = []
    for typed in filter(None, (word.strip() for word in words)):
        verdict = judge(typed, solution, lexicon, accepted)
        if verdict.accepted:
            accepted.add(verdict.word)
        verdicts.append((typed, verdict))
    return verdicts


def _player_word(
    name: str, typed: str, verdict: Judgement, finders: dict[str, list[str]], cross_out: bool
) -> PlayerWord:
    if verdict.verdict is Verdict.ALREADY_FOUND:  # the game's "already found" is for a typed word
        return PlayerWord(
            typed, verdict.word, WordStatus.REFUSED, 0, f"“{verdict.word}” is in the list twice"
        )
    if verdict.found is None:
        return PlayerWord(typed, verdict.word, WordStatus.REFUSED, 0, verdict.message)
    others = tuple(other for other in finders[verdict.word] if other != name)
    if others and cross_out:
        return PlayerWord(typed, verdict.word, WordStatus.CROSSED_OUT, 0, shared_with=others)
    return PlayerWord(typed, verdict.word, WordStatus.SCORED, verdict.found.points, shared_with=others)


def ranked(results: Iterable[PlayerResult]) -> list[PlayerResult]:
    """Highest score first; players with equal scores in the order given."""
    return sorted(results, key=lambda result: -result.score)
