"""The stone game: N stones, take 1..(previous take) each turn, the first move not all of them,
whoever takes the last stone wins.  What is the largest first move that still wins?

No Qt here.  Modules, one job each:

- :mod:`~solvers.stones.rules`: positions, legal moves, input parsing and errors
- :mod:`~solvers.stones.theory`: the exact answer for any N from N's binary form
- :mod:`~solvers.stones.table`: the seed's dynamic-programming table, an independent check
- :mod:`~solvers.stones.explain`: the reasoning in plain words
- :mod:`~solvers.stones.player`: the computer's perfect move
- :mod:`~solvers.stones.game`: a game against the computer, with its history
"""

from solvers.stones.explain import explain_answer, explain_position
from solvers.stones.game import Game, Move, Side
from solvers.stones.player import perfect_move
from solvers.stones.rules import MAX_DIGITS, Position, StonesError, check_stone_count, parse_stone_count
from solvers.stones.table import TABLE_LIMIT, WinTable, build_table, solve_by_table
from solvers.stones.theory import (
    FirstMoveAnswer,
    best_first_move,
    binary_tails,
    highest_bit,
    is_power_of_two,
    is_win,
    iter_winning_moves,
    largest_winning_move,
    lowest_bit,
    solve,
    winning_moves,
)

__all__ = [
    "MAX_DIGITS",
    "TABLE_LIMIT",
    "FirstMoveAnswer",
    "Game",
    "Move",
    "Position",
    "Side",
    "StonesError",
    "WinTable",
    "best_first_move",
    "binary_tails",
    "build_table",
    "check_stone_count",
    "explain_answer",
    "explain_position",
    "highest_bit",
    "is_power_of_two",
    "is_win",
    "iter_winning_moves",
    "largest_winning_move",
    "lowest_bit",
    "parse_stone_count",
    "perfect_move",
    "solve",
    "solve_by_table",
    "winning_moves",
]
