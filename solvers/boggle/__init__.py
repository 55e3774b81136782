"""Boggle: dice sets, boards, rule sets and an exact solver (no Qt)."""

from solvers.boggle.board import SIZES, Board, BoardError, Cell, neighbours, parse_board
from solvers.boggle.dice import (
    DEFAULT_DICE,
    DICE_FILES,
    DiceError,
    DiceSet,
    dice_for_size,
    dice_set,
    new_seed,
    shake,
)
from solvers.boggle.faces import FaceError, face_label, parse_faces, write_faces
from solvers.boggle.index import WordIndex, build_index, index_for
from solvers.boggle.players import (
    PlayerNameError,
    PlayerResult,
    PlayerWord,
    WordStatus,
    check_names,
    player_words,
    ranked,
    score_players,
)
from solvers.boggle.rules import BIG, CLASSIC, OFFICIAL, RULES, Rules, default_rules, rules_named
from solvers.boggle.solver import FoundWord, Solution, find_paths, solve, solve_many

__all__ = [
    "BIG",
    "CLASSIC",
    "DEFAULT_DICE",
    "DICE_FILES",
    "OFFICIAL",
    "RULES",
    "SIZES",
    "Board",
    "BoardError",
    "Cell",
    "DiceError",
    "DiceSet",
    "FaceError",
    "FoundWord",
    "PlayerNameError",
    "PlayerResult",
    "PlayerWord",
    "Rules",
    "Solution",
    "WordIndex",
    "WordStatus",
    "build_index",
    "check_names",
    "default_rules",
    "dice_for_size",
    "dice_set",
    "face_label",
    "find_paths",
    "index_for",
    "neighbours",
    "new_seed",
    "parse_board",
    "parse_faces",
    "player_words",
    "ranked",
    "rules_named",
    "score_players",
    "shake",
    "solve",
    "solve_many",
    "write_faces",
]
