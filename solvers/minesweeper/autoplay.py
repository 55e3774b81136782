"""Let the analyser play whole games, and measure its win rate."""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from dataclasses import dataclass

from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.game import LEVELS, FirstClick, Game, GameError, Status
from solvers.minesweeper.strategy import StrategyOptions, choose_move
from solvers.progress import Progress

#: The auto-player searches perfect play only up to 500 boards (about 0.01 s a move); beyond
#: that a search can take seconds, and games are played by the thousand.
AUTOPLAY_OPTIONS = StrategyOptions(perfect_limit=500, perfect_states=50_000)


def first_move(game: Game) -> tuple[int, int]:
    """Where the auto-player opens. A one-off comparison during development (300 Expert games
    each, run seed 7, not a shipped benchmark): when the first click opens a zero, the cell two
    in from a corner (its opening often reaches the edges) won 55.7% against 47.7% for the
    centre; when it is only safe, the corner itself (most likely to be a zero) won 41.0%
    against 37.7% for the cell two in."""
    if game.first_click is FirstClick.ZERO:
        return min(2, game.height - 1), min(2, game.width - 1)
    return 0, 0


def play_steps(game: Game, options: StrategyOptions | None = None) -> Iterator[list[int]]:
    """Play ``game`` to the end, yielding the cells opened by each move (the first click included)."""
    options = options or AUTOPLAY_OPTIONS
    if not game.started:
        yield game.reveal(*first_move(game))
    while game.status is Status.PLAYING:
        analysis = analyse(game.position())
        safe = analysis.safe
        if safe:
            opened: list[int] = []
            for cell in safe:
                if game.status is Status.PLAYING:
                    opened.extend(game.reveal(*divmod(cell, game.width)))
            yield opened
            continue
        choice = choose_move(analysis, options)
        if choice.cell is None:
            return
        yield game.reveal(*divmod(choice.cell, game.width))


def play_game(game: Game, options: StrategyOptions | None = None) -> bool:
    for _ in play_steps(game, options):
        pass
    return game.status is Status.WON


def wilson_interval(wins: int, games: int, z: float = 1.959964) -> tuple[float, float]:
    """95% Wilson score interval for a win rate."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class PlayReport:
    level: str
    first_click: str
    games: int
    wins: int
    seconds: float
    seed: int
    #: The games asked for; ``games`` is fewer when the time limit stopped the run.
    requested: int

    @property
    def complete(self) -> bool:
        return self.games == self.requested

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def as_dict(self) -> dict[str, object]:
        low, high = self.interval
        return {
            "level": self.level,
            "first_click": self.first_click,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 6),
            "ci95": [round(low, 6), round(high, 6)],
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 3),
            "seed": self.seed,
            "requested": self.requested,
            "complete": self.complete,
        }


def game_seed(seed: int, level: str, number: int) -> str:
    """The seed of game ``number`` of a run: the same run always plays the same games."""
    return f"{seed}/{level}/{number}"


def auto_play(
    level: str,
    games: int,
    seed: int = 0,
    first_click: FirstClick | str = FirstClick.ZERO,
    options: StrategyOptions | None = None,
    progress: Progress | None = None,
    time_limit: float | None = None,
    start: int = 0,
) -> PlayReport:
    """Play ``games`` seeded games of a level, stopping early after ``time_limit`` seconds or at
    a cancel of ``progress``, as the time limit does: with the games played so far."""
    if level not in LEVELS:
        raise GameError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}")
    if games < 1:
        raise GameError(f"the number of games must be at least 1, not {games}")
    rule = FirstClick(first_click)
    began = time.perf_counter()
    wins = 0
    played = 0
    for number in range(start, start + games):
        game = Game.for_level(level, seed=game_seed(seed, level, number), first_click=rule)  # type: ignore[arg-type]
        wins += play_game(game, options)
        played += 1
        if progress is not None:
            if progress.cancel_requested:
                break
            progress.report(played, games, f"{wins} won of {played}")
        if time_limit is not None and time.perf_counter() - began > time_limit:
            break
    return PlayReport(level, rule.value, played, wins, time.perf_counter() - began, seed, games)
