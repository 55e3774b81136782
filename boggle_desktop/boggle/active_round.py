"""The round being played: its board, rules, word list and the player's words, and what it becomes
when the turn is over (a History record), kept for a crash (an :class:`Unfinished`) or taken back
from one (solved again)."""

from __future__ import annotations

from dataclasses import dataclass, field

from boggle_desktop.boggle.history import RoundRecord
from boggle_desktop.boggle.interrupted import Unfinished
from boggle_desktop.work import Job
from solvers.boggle import Board, FoundWord, Rules, Solution, dice_set, parse_board, rules_named, solve
from solvers.boggle.game import STRENGTHS, computer_words
from solvers.lexicon import Lexicon
from solvers.progress import Progress


@dataclass
class ActiveRound:
    board: Board
    seed: int | None
    dice: str | None
    rules: Rules
    timer_seconds: int
    strength: str
    replay_of: int | None
    lexicon: Lexicon
    solution: Solution | None = None
    found: list[FoundWord] = field(default_factory=list)
    over: bool = False

    @property
    def playing(self) -> bool:
        return self.solution is not None and not self.over

    @property
    def strength_unknown_to_list(self) -> bool:
        """Whether the computer's strength is a commonness level the word list does not have (no word
        on the board has one): only a perfect computer then knows which words it would find."""
        assert self.solution is not None
        return STRENGTHS[self.strength] is not None and all(
            self.lexicon.commonness(found.word) is None for found in self.solution.words
        )

    def summary(self) -> str:
        """The round as the line under the board describes it: size, dice or custom board, rules,
        word list, words on the board once solved, and the round it replays."""
        parts = [f"{self.board.size}x{self.board.size}"]
        if self.dice:
            dice = dice_set(self.dice)
            parts.append(f"{dice.name} dice, seed {self.seed}")
            if dice.note:
                parts.append("dice set transcription unverified")
        else:
            parts.append("custom board")
        parts.append(f"{self.rules.name} rules ({self.rules.description})")
        parts.append(f"word list: {self.lexicon.name}")
        if self.solution is not None:
            parts.append(f"{len(self.solution.words)} words on the board")
        if self.replay_of is not None:
            parts.append(f"replay of round #{self.replay_of}")
        return " · ".join(parts)


def crash_round(waiting: Unfinished, lexicon: Lexicon | Job, progress: Progress) -> ActiveRound:
    """The round a crash cut short, solved, with the player's words found on it again; played
    with ``lexicon``, or the list a job loads here (its own bundled list, loaded as the app
    loads lists: British spellings, offensive words)."""
    if not isinstance(lexicon, Lexicon):
        lexicon = lexicon(progress)
    current = ActiveRound(
        parse_board(waiting.board), waiting.seed, waiting.dice, rules_named(waiting.rules),
        waiting.timer_seconds, waiting.strength, waiting.replay_of, lexicon,
    )  # fmt: skip
    solution = solve(current.board, lexicon, current.rules, progress)
    current.solution = solution
    current.found = [found for found in map(solution.get, waiting.words) if found is not None]
    return current


def scored(current: ActiveRound) -> tuple[list[FoundWord], RoundRecord]:
    """The words the computer claims once the player's turn is over, and the round as History keeps it."""
    assert current.solution is not None
    human = [found.word for found in current.found]
    claimed = computer_words(current.solution, current.lexicon, current.strength, human)
    record = RoundRecord(
        seed=current.seed,
        dice=current.dice,
        board=current.board.text(),
        size=current.board.size,
        rules=current.rules.key,
        word_list=current.lexicon.name,
        timer_seconds=current.timer_seconds,
        strength=current.strength,
        human_words=tuple(human),
        computer_words=tuple(found.word for found in claimed),
        human_score=sum(found.points for found in current.found),
        computer_score=sum(found.points for found in claimed),
        max_score=current.solution.score,
        replay_of=current.replay_of,
    )
    return claimed, record


def unfinished(current: ActiveRound) -> Unfinished:
    """What is kept of a round under way, for a crash (see interrupted.py)."""
    return Unfinished(
        board=current.board.text(),
        seed=current.seed,
        dice=current.dice,
        rules=current.rules.key,
        word_list=current.lexicon.name,
        timer_seconds=current.timer_seconds,
        strength=current.strength,
        replay_of=current.replay_of,
        words=tuple(found.word for found in current.found),
    )
