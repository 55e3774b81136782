"""Voting power: exact Banzhaf and Shapley-Shubik indices of a weighted vote.

>>> from solvers.voting import WeightedGame, power_indices
>>> result = power_indices(WeightedGame.create([50, 49, 1]))
>>> result.swings, result.banzhaf_percent
((3, 1, 1), (60, 20, 20))
"""

from solvers.voting.csvio import BlockTable, parse_blocks, read_blocks, write_blocks
from solvers.voting.game import VotingInputError, WeightedGame, default_quota, parse_weight_list
from solvers.voting.indices import MEMORY_BUDGET, PowerIndices, TooLargeError, power_indices
from solvers.voting.presets import Preset, load_presets, preset

__all__ = [
    "MEMORY_BUDGET",
    "BlockTable",
    "PowerIndices",
    "Preset",
    "TooLargeError",
    "VotingInputError",
    "WeightedGame",
    "default_quota",
    "load_presets",
    "parse_blocks",
    "parse_weight_list",
    "power_indices",
    "preset",
    "read_blocks",
    "write_blocks",
]
