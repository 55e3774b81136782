"""Crossword filling: grids, a bitset word index, search algorithms and a replayable trace."""

from solvers.crossword.algorithms import ALGORITHMS, DEFAULT_ALGORITHM, VALUE_ORDERS, Algorithm, get_algorithm
from solvers.crossword.fills import (
    FILLED,
    STOPPED,
    UNFILLABLE,
    Entry,
    Fill,
    FillOptions,
    FillResult,
    FillStats,
)
from solvers.crossword.grid import (
    Grid,
    GridParseError,
    Slot,
    clue_numbers,
    decode_grid_file,
    empty_grid,
    grid_from_rows,
    parse_grid,
    parse_grids,
    read_grids,
)
from solvers.crossword.index import WordIndex
from solvers.crossword.search import fill_grid
from solvers.crossword.trace import Replayer, Trace

__all__ = [
    "ALGORITHMS",
    "DEFAULT_ALGORITHM",
    "FILLED",
    "STOPPED",
    "UNFILLABLE",
    "VALUE_ORDERS",
    "Algorithm",
    "Entry",
    "Fill",
    "FillOptions",
    "FillResult",
    "FillStats",
    "Grid",
    "GridParseError",
    "Replayer",
    "Slot",
    "Trace",
    "WordIndex",
    "clue_numbers",
    "decode_grid_file",
    "empty_grid",
    "fill_grid",
    "get_algorithm",
    "grid_from_rows",
    "parse_grid",
    "parse_grids",
    "read_grids",
]
