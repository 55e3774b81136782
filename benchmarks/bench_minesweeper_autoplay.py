"""Minesweeper: the auto-player's win rate and speed against a plain safest-cell player.

Both play the same seeded games (same mines, same first click) in this process:

- ours: solvers.minesweeper.autoplay (certain cells first; perfect play when at most 500
  boards are consistent; otherwise the safest cells with a one-move look-ahead for progress);
- baseline: the same exact probabilities, but it always reveals the single safest cell
  (ties: lowest index) -- no look-ahead and no perfect play.

Prints, per level and first-click rule, each player's wins, win rate with a 95% Wilson
interval, games per second, and the ratio of win rates. The 10,000-game figures in
resources/help/minesweeper.md come from the command line (python -m solvers mines --play ...).

Run:  .venv/bin/python benchmarks/bench_minesweeper_autoplay.py [--games 200] [--levels beginner,expert]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solvers.minesweeper.analysis import analyse  # noqa: E402
from solvers.minesweeper.autoplay import first_move, game_seed, play_game, wilson_interval  # noqa: E402
from solvers.minesweeper.game import LEVELS, Game, Status  # noqa: E402


def play_safest(game: Game) -> bool:
    """Baseline: always reveal the safest hidden cell (all certainly safe cells at once)."""
    game.reveal(*first_move(game))
    while game.status is Status.PLAYING:
        analysis = analyse(game.position())
        safe = analysis.safe
        if safe:
            for cell in safe:
                game.reveal(*divmod(cell, game.width))
            continue
        cell = min(analysis.probabilities, key=lambda c: (analysis.probabilities[c], c))
        game.reveal(*divmod(cell, game.width))
    return game.status is Status.WON


def measure(player, level: str, rule: str, games: int, seed: int) -> tuple[int, float]:
    start = time.perf_counter()
    wins = 0
    for number in range(games):
        wins += player(Game.for_level(level, seed=game_seed(seed, level, number), first_click=rule))
    return wins, time.perf_counter() - start


def line(name: str, wins: int, games: int, seconds: float) -> str:
    low, high = wilson_interval(wins, games)
    return (
        f"  {name:9s} {wins:5d}/{games:<5d} {wins / games:7.2%}  (95% CI {low:6.2%} to {high:6.2%})"
        f"  {games / seconds:8.2f} games/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per level and rule")
    parser.add_argument("--levels", default="beginner,intermediate,expert")
    parser.add_argument("--rules", default="zero,safe")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    for level in args.levels.split(","):
        if level not in LEVELS:
            parser.error(f"unknown level {level!r}")
        for rule in args.rules.split(","):
            ours, ours_s = measure(play_game, level, rule, args.games, args.seed)
            base, base_s = measure(play_safest, level, rule, args.games, args.seed)
            print(f"{level}, first click {rule}:")
            print(line("ours", ours, args.games, ours_s))
            print(line("baseline", base, args.games, base_s))
            ratio = f"{ours / base:.3f}" if base else "n/a"
            print(f"  win-rate ratio ours/baseline: {ratio}")


if __name__ == "__main__":
    main()
