"""Power indices against the exercise's figures and against independent computations."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import permutations
from math import factorial

import pytest

from solvers.progress import Cancelled, Progress
from solvers.voting import (
    PowerIndices,
    TooLargeError,
    VotingInputError,
    WeightedGame,
    default_quota,
    meet,
    power_indices,
)
from solvers.voting.indices import COUNTING, MEET_IN_THE_MIDDLE
from solvers.voting.presets import preset
from solvers.wording import byte_size

EU_NICE = [29, 29, 29, 29, 27, 27, 14, 13, 12, 12, 12, 12, 12, 10, 10, 10, 7, 7, 7, 7, 7, 4, 4, 4, 4, 4, 3]


def brute_force(weights: list[int], quota: int) -> tuple[list[int], list[Fraction]]:
    """Every coalition, one by one: swings and the Shapley-Shubik subset formula."""
    n = len(weights)
    swings = [0] * n
    shapley = [Fraction(0)] * n
    for mask in range(1 << n):
        members = [i for i in range(n) if mask >> i & 1]
        total = sum(weights[i] for i in members)
        for i in range(n):
            if not mask >> i & 1 and quota - weights[i] <= total < quota:
                swings[i] += 1
                k = len(members)
                shapley[i] += Fraction(factorial(k) * factorial(n - 1 - k), factorial(n))
    return swings, shapley


def pivots_over_orderings(weights: list[int], quota: int) -> list[Fraction]:
    """Shapley-Shubik by its definition: who turns the running total into a win, in every order."""
    counts = [0] * len(weights)
    for order in permutations(range(len(weights))):
        running = 0
        for i in order:
            running += weights[i]
            if running >= quota:
                counts[i] += 1
                break
    return [Fraction(c, factorial(len(weights))) for c in counts]


def plain_dp(weights: list[int], quota: int) -> tuple[list[int], list[Fraction]]:
    """For each block, count the others' coalitions by size and total directly (no tricks)."""
    n = len(weights)
    swings, shapley = [], []
    done: dict[int, tuple[int, Fraction]] = {}  # blocks of equal weight have equal counts
    for i, wi in enumerate(weights):
        if wi in done:
            swings.append(done[wi][0])
            shapley.append(done[wi][1])
            continue
        table = [[0] * quota for _ in range(n)]  # table[size][total]
        table[0][0] = 1
        for j, w in enumerate(weights):
            if j == i:
                continue
            for size in range(n - 1, 0, -1):
                row, below = table[size], table[size - 1]
                for t in range(quota - 1, w - 1, -1):
                    row[t] += below[t - w]
        window = range(max(0, quota - wi), quota)
        swings.append(sum(table[k][t] for k in range(n) for t in window))
        shapley.append(
            sum(
                Fraction(factorial(k) * factorial(n - 1 - k), factorial(n)) * sum(table[k][t] for t in window)
                for k in range(n)
            )
        )
        done[wi] = (swings[-1], shapley[-1])
    return swings, shapley


@pytest.mark.parametrize(
    ("weights", "percent"),
    [
        ([50, 49, 1], [60, 20, 20]),
        ([1, 1, 3, 7, 9, 9], [0, 0, 0, 33, 33, 33]),
        ([55, 38, 29], [33, 33, 33]),
        ([55, 38, 16], [100, 0, 0]),
        (EU_NICE, [8, 8, 8, 8, 7, 7, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]),
    ],
)
def test_the_exercise_percentages(weights: list[int], percent: list[int]) -> None:
    result = power_indices(WeightedGame.create(weights))
    assert list(result.banzhaf_percent) == percent


def test_lions_tigers_bears_in_full() -> None:
    result = power_indices(WeightedGame.create([50, 49, 1], ["Lions", "Tigers", "Bears"]))
    assert result.game.quota == 51
    assert result.swings == (3, 1, 1)
    assert result.banzhaf == (0.6, 0.2, 0.2)
    assert result.shapley_shubik == (Fraction(2, 3), Fraction(1, 6), Fraction(1, 6))


@pytest.mark.parametrize("method", [COUNTING, MEET_IN_THE_MIDDLE])
def test_agrees_with_enumeration_on_random_small_games(method: str) -> None:
    rng = random.Random(6)
    for _ in range(150):
        n = rng.randint(1, 12)
        scale = rng.choice([1, 1, 3, 1000])  # a common factor exercises the reduction
        weights = [scale * rng.randint(1, rng.choice([2, 10, 60])) for _ in range(n)]
        quota = rng.randint(1, sum(weights))
        game = WeightedGame.create(weights, quota=quota)
        result = power_indices(game, method=method)
        assert result.banzhaf_method == result.shapley_method == method
        swings, shapley = brute_force(weights, quota)
        assert list(result.swings) == swings, (weights, quota)
        assert list(result.shapley_shubik) == shapley, (weights, quota)


def test_meet_in_the_middle_is_chosen_when_counting_does_not_fit() -> None:
    weights = [100_000 + 7 * i for i in range(12)]
    result = power_indices(WeightedGame.create(weights), memory_budget=2**20)
    assert result.banzhaf_method == result.shapley_method == MEET_IN_THE_MIDDLE
    swings, shapley = brute_force(weights, sum(weights) // 2 + 1)
    assert list(result.swings) == swings and list(result.shapley_shubik) == shapley


def test_shapley_shubik_agrees_with_the_definition_over_orderings() -> None:
    rng = random.Random(61)
    for _ in range(40):
        weights = [rng.randint(1, 9) for _ in range(rng.randint(1, 6))]
        quota = rng.randint(1, sum(weights))
        result = power_indices(WeightedGame.create(weights, quota=quota))
        assert list(result.shapley_shubik) == pivots_over_orderings(weights, quota)


def test_us_electoral_college_agrees_with_a_plain_dynamic_programme() -> None:
    table = preset("us-electoral-college-2020").table
    weights = list(table.weights)
    result = power_indices(table.game())
    swings, shapley = plain_dp(weights, 270)
    assert list(result.swings) == swings
    assert list(result.shapley_shubik) == shapley
    assert sum(result.shapley_shubik) == 1
    assert result.game.names[0] == "California"
    assert result.banzhaf_percent[0] == 100 * swings[0] // sum(swings)


def test_many_blocks_use_wider_counters() -> None:
    rng = random.Random(70)
    weights = [rng.randint(1, 3) for _ in range(70)]  # counts beyond 2**64: 9-byte fields
    result = power_indices(WeightedGame.create(weights))
    swings, shapley = plain_dp(weights, sum(weights) // 2 + 1)
    assert list(result.swings) == swings
    assert list(result.shapley_shubik) == shapley
    assert max(swings) > 2**64


def test_large_totals_are_exact_and_methods_agree() -> None:
    rng = random.Random(10)
    weights = [rng.randint(1, 600_000) for _ in range(18)]  # total about 5 million
    game = WeightedGame.create(weights)
    by_totals = power_indices(game, shapley=False)
    by_halves = power_indices(game, memory_budget=2**20)
    assert by_totals.banzhaf_method == COUNTING
    assert by_halves.banzhaf_method == MEET_IN_THE_MIDDLE
    assert by_totals.swings == by_halves.swings
    assert sum(by_halves.shapley_shubik) == 1


def test_quota_and_its_dual_are_both_handled() -> None:
    weights = [8, 7, 5, 3, 3, 1]
    for quota in range(1, sum(weights) + 1):
        result = power_indices(WeightedGame.create(weights, quota=quota))
        swings, shapley = brute_force(weights, quota)
        assert list(result.swings) == swings
        assert list(result.shapley_shubik) == shapley


def test_equal_weights_have_equal_power_and_a_dummy_has_none() -> None:
    result = power_indices(WeightedGame.create([4, 4, 4, 1], quota=8))
    assert result.swings[0] == result.swings[1] == result.swings[2] > 0
    assert result.swings[3] == 0 and result.shapley_shubik[3] == 0


def test_one_block() -> None:
    result = power_indices(WeightedGame.create([7]))
    assert result.swings == (1,) and result.banzhaf_percent == (100,) and result.shapley_shubik == (1,)


def test_common_factor_with_a_quota_that_is_not_a_multiple() -> None:
    # 2,2,2 with quota 3: any two win.  Rounding the quota down (3 // 2 = 1) would let one win alone.
    result = power_indices(WeightedGame.create([2, 2, 2], quota=3))
    assert result.swings == (2, 2, 2)
    assert result.shapley_shubik == (Fraction(1, 3),) * 3


def test_shapley_shubik_is_skipped_with_a_reason_when_nothing_fits() -> None:
    rng = random.Random(3)
    game = WeightedGame.create([rng.randint(1, 1000) for _ in range(60)])
    result = power_indices(game, memory_budget=2**20)
    assert result.shapley_shubik is None
    assert "Shapley-Shubik" in result.note and f"at most {meet.SHAPLEY_LIMIT} blocks" in result.note
    assert sum(result.swings) > 0


def test_too_large_says_what_would_be_needed() -> None:
    game = WeightedGame.create([10**9 + i for i in range(50)])
    needed = (
        r"^Banzhaf index: exact counting by totals would need about 931\.3 GiB \(limit 1 MiB\) for 50 blocks "
        r"and quota 25,000,000,613 after reduction"
    )
    with pytest.raises(TooLargeError, match=needed):
        power_indices(game, memory_budget=2**20)
    huge = WeightedGame.create([10**400 + i for i in range(41)])  # past what a float holds
    past = r"about 6\.783 × 10³⁷⁸ YiB \(limit 1 GiB\) for 41 blocks and quota 2\.050 × 10⁴⁰¹ after"
    with pytest.raises(TooLargeError, match=past):
        power_indices(huge)


@pytest.mark.parametrize(
    ("size", "text"),
    [
        (0, "0 bytes"),
        (1, "1 byte"),
        (1023, "1,023 bytes"),
        (1536, "1.5 KiB"),
        (2**20 - 1, "1 MiB"),  # 1023.999 KiB rounds up to the next unit, not to "1,024 KiB"
        (2**30, "1 GiB"),
        (round(1_727_156.4 * 2**20), "1.6 TiB"),
        (1000 * 2**80, "1,000 YiB"),
    ],
)
def test_byte_sizes_are_readable(size: int, text: str) -> None:
    # solvers.wording.byte_size, for the memory figures above.
    assert byte_size(size) == text


def test_progress_reaches_the_end_and_cancel_stops() -> None:
    seen: list[tuple[float | None, str]] = []
    power_indices(WeightedGame.create(EU_NICE), Progress(lambda f, m: seen.append((f, m))))
    fractions = [f for f, _ in seen]
    assert fractions == sorted(fractions) and fractions[-1] == 1.0
    assert any(m.startswith("Banzhaf") for _, m in seen) and any(m.startswith("Shapley") for _, m in seen)

    progress = Progress()
    progress.cancel()
    with pytest.raises(Cancelled):
        power_indices(WeightedGame.create(EU_NICE), progress)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"weights": []}, "no blocks"),
        ({"weights": [3, 0, 2]}, "block 2: weight 0 must be at least 1"),
        ({"weights": [3, -4]}, "block 2: weight -4 must be at least 1"),
        ({"weights": [3, 2.5]}, "block 2: weight 2.5 is not a whole number"),
        ({"weights": [3, "7"]}, "block 2: weight '7' is not a whole number"),
        ({"weights": [True, 2]}, "block 1: weight True is not a whole number"),
        ({"weights": [3, 4], "names": ["A", "B"], "quota": 0}, r"quota 0 is outside 1\.\.7"),
        ({"weights": [3, 4], "quota": 8}, r"quota 8 is outside 1\.\.7"),
        ({"weights": [3, 4], "names": ["A"]}, "1 names for 2 weights"),
        ({"weights": [3, -1], "names": ["Lions", "Bears"]}, r"block 2 \(Bears\)"),
    ],
)
def test_bad_input_is_named(kwargs: dict, message: str) -> None:
    with pytest.raises(VotingInputError, match=message):
        WeightedGame.create(**kwargs)


def test_default_quota_is_a_strict_majority() -> None:
    assert default_quota([50, 49, 1]) == 51
    assert default_quota([1, 2]) == 2
    assert isinstance(power_indices(WeightedGame.create([1, 2])), PowerIndices)


def test_the_derived_figures_are_worked_out_once() -> None:
    """A table asks for one block's figure at a time; each is derived from all the swings, so
    deriving them again for every cell would take time growing with the square of the blocks."""
    result = power_indices(WeightedGame.create(EU_NICE))
    assert result.banzhaf_percent is result.banzhaf_percent
    assert result.banzhaf is result.banzhaf
    assert result.shapley_shubik_float is result.shapley_shubik_float


def test_a_skipped_shapley_shubik_index_is_named_once_in_the_note() -> None:
    rng = random.Random(3)
    result = power_indices(
        WeightedGame.create([rng.randint(1, 1000) for _ in range(60)]), memory_budget=2**20
    )
    assert result.note.startswith("Shapley-Shubik index not computed: exact counting by totals would need")
    assert result.note.count("Shapley-Shubik") == 1


def test_absolute_banzhaf_of_the_un_security_council() -> None:
    """Five permanent members (weight 7) and ten others (1), quota 39: the published 848 and 84 swings,
    out of the 2^14 coalitions of the other fourteen members."""
    result = power_indices(WeightedGame.create([7] * 5 + [1] * 10, quota=39))
    assert result.swings[0] == 848 and result.swings[-1] == 84
    assert result.banzhaf_absolute[0] == 848 / 2**14 and round(result.banzhaf_absolute[-1], 5) == 0.00513
