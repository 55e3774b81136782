"""Minesweeper: exact analysis of a position, perfect play, games and an auto-player.

Modules, one job each: ``position`` (the board and its text format), ``frontier`` (constraints,
boxes, independent groups), ``groups`` (exact enumeration of one group), ``analysis`` (counts and
probabilities), ``arrangements`` (frontier arrangements by index, complete boards), ``perfect``
(perfect play), ``strategy`` (the best move), ``game`` (generation and moves), ``autoplay``
(playing and measuring), ``samples`` (bundled positions).
"""

from solvers.minesweeper.analysis import Analysis, analyse
from solvers.minesweeper.arrangements import FrontierArrangement, FrontierArrangements, iter_boards
from solvers.minesweeper.autoplay import PlayReport, auto_play, play_game
from solvers.minesweeper.game import LEVELS, FirstClick, Game, GameError, Status
from solvers.minesweeper.groups import FrontierTooLarge
from solvers.minesweeper.perfect import PerfectPlay, PerfectPlayTooLarge, PerfectPlayUnavailable, perfect_play
from solvers.minesweeper.position import (
    FLAG,
    HIDDEN,
    UNNUMBERED,
    Position,
    PositionError,
    parse_position,
    read_position,
)
from solvers.minesweeper.strategy import MoveChoice, StrategyOptions, choose_move

__all__ = [
    "FLAG",
    "HIDDEN",
    "LEVELS",
    "UNNUMBERED",
    "Analysis",
    "FirstClick",
    "FrontierArrangement",
    "FrontierArrangements",
    "FrontierTooLarge",
    "Game",
    "GameError",
    "MoveChoice",
    "PerfectPlay",
    "PerfectPlayTooLarge",
    "PerfectPlayUnavailable",
    "PlayReport",
    "Position",
    "PositionError",
    "Status",
    "StrategyOptions",
    "analyse",
    "auto_play",
    "choose_move",
    "iter_boards",
    "parse_position",
    "perfect_play",
    "play_game",
    "read_position",
]
