"""Voting power: exact Banzhaf and Shapley-Shubik indices of a weighted vote.

>>> from solvers.voting import WeightedGame, power_indices
>>> result = power_indices(WeightedGame.create([50, 49, 1]))
>>> result.swings, result.banzhaf_percent
((3, 1, 1), (60, 20, 20))
"""

from solvers.voting.game import VotingInputError, WeightedGame, default_quota, parse_weight_list
from solvers.voting.indices import MEMORY_BUDGET, PowerIndices, TooLargeError, power_indices

__all__ = [
    "MEMORY_BUDGET",
    "PowerIndices",
    "TooLargeError",
    "VotingInputError",
    "WeightedGame",
    "default_quota",
    "parse_weight_list",
    "power_indices",
]
