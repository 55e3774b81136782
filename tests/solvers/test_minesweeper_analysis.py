import random
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from solvers.minesweeper import groups
from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.arrangements import FrontierArrangements, iter_boards
from solvers.minesweeper.position import FLAG, UNNUMBERED, Position, PositionError, parse_position
from tests.solvers.minesweeper_brute import (
    LARGE_FRONTIER,
    TANGLED_POSITION,
    both_ways,
    brute_probabilities,
    consistent_boards,
    neighbours,
    random_position,
)

pytestmark = pytest.mark.usefixtures(both_ways.__name__)

RESOURCES = Path(__file__).resolve().parents[2] / "resources" / "minesweeper"


def test_counts_and_probabilities_equal_brute_force_on_random_positions():
    rng = random.Random(20240705)
    checked = 0
    while checked < 300:
        position = random_position(rng)
        boards, probabilities, distinct = brute_probabilities(position)
        assert boards > 0  # taken from a real layout, so never contradictory
        analysis = analyse(position)
        assert analysis.boards == boards
        assert analysis.probabilities == probabilities
        assert analysis.frontier_arrangements == distinct
        assert analysis.safe == sorted(c for c, p in probabilities.items() if p == 0)
        assert analysis.mines == sorted(c for c, p in probabilities.items() if p == 1)
        checked += 1


def test_frontier_arrangements_and_boards_enumerate_exactly_the_consistent_boards():
    rng = random.Random(99)
    for _ in range(120):
        position = random_position(rng, max_side=4)
        analysis = analyse(position)
        arrangements = FrontierArrangements(analysis)
        items = arrangements.page(0, len(arrangements) + 5)
        assert len(items) == analysis.frontier_arrangements
        assert len({a.mines for a in items}) == len(items)
        assert sum(a.boards for a in items) == analysis.boards
        assert set(iter_boards(analysis)) == set(consistent_boards(position))


def test_cells_revealed_without_their_number_are_mine_free_and_constrain_nothing_as_brute_force_says():
    rng = random.Random(20260601)
    with_unnumbered = 0
    for _ in range(300):
        position = random_position(rng, unnumbered_chance=0.4)
        with_unnumbered += UNNUMBERED in position.cells
        boards, probabilities, distinct = brute_probabilities(position)
        analysis = analyse(position)
        assert (analysis.boards, analysis.probabilities) == (boards, probabilities), position.to_text()
        assert analysis.frontier_arrangements == distinct
        assert set(iter_boards(analysis)) == set(consistent_boards(position))
    assert with_unnumbered > 200


def test_a_hidden_cell_touching_only_cells_without_their_number_is_off_the_frontier():
    # The 1 proves the mine at (1,3); (1,1) touches only ? cells, so only the mine total speaks for it.
    position = parse_position("3x2x1\nH?H\n??1\n")
    analysis = analyse(position)
    assert analysis.frontier.off_frontier == (position.index(0, 0),)
    assert analysis.mines == [position.index(0, 2)] and analysis.safe == [position.index(0, 0)]
    assert analysis.boards == 1
    # written as 0s instead, the ? cells would say that (1,3) is safe too: impossible
    with pytest.raises(PositionError, match="cannot be satisfied"):
        analyse(parse_position("3x2x1\nH0H\n001\n"))


def test_the_mine_total_alone_can_prove_cells():
    # One number 1 touching two cells, one mine in all: the 10 cells off the frontier are safe.
    text = "4x4x1\n1HHH\nHHHH\nHHHH\nHHHH\n"
    position = parse_position(text)
    analysis = analyse(position)
    assert analysis.off_frontier_probability == 0
    assert len(analysis.safe) == 12
    assert analysis.boards == 3


def test_never_enumerates_off_frontier_cells_on_a_large_open_board():
    position = Position(30, 16, 99, tuple([-1] * 479 + [1]))
    analysis = analyse(position)
    assert analysis.boards == 3 * comb(476, 98)
    assert analysis.probabilities[position.index(15, 28)] == Fraction(1, 3)


def test_a_number_with_too_many_flags_is_named():
    with pytest.raises(
        PositionError, match=r"the 1 at row 1, column 1 cannot be satisfied: it has 2 flagged"
    ):
        analyse(parse_position("2x2x2\n1F\nFH\n"))


def test_a_number_with_too_few_hidden_cells_is_named():
    with pytest.raises(PositionError, match=r"the 3 at row 1, column 1 .*only 2 hidden"):
        analyse(parse_position("3x3x3\n3HH\n0HH\nHHH\n"))


def test_numbers_that_cannot_hold_together_are_named():
    # The 1 needs a mine among two cells that the 0 beside it says are safe.
    with pytest.raises(PositionError, match=r"the 0 at row 1, column 3 cannot be satisfied together"):
        analyse(parse_position("3x2x1\n1H0\n0HH\n"))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # too few mines left for the numbers
        ("3x3x1\nH2H\nHHH\nHHH\n", "1 mine is left, but the numbers need exactly 2 on the frontier"),
        ("3x1x0\nH1H\n", "0 mines are left, but the numbers need exactly 1 on the frontier"),
        ("5x1x0\nH1H1H\n", "0 mines are left, but the numbers need at least 1 on the frontier"),
        # too many: the numbers take fewer, and the rest do not fit off the frontier
        (
            "4x1x2\nH1H1\n",
            "2 mines are left, but the numbers need exactly 1 on the frontier, "
            "and no hidden cell is off it for the other 1",
        ),
        (
            "7x1x4\nH1HH1HH\n",
            "4 mines are left, but the numbers need exactly 2 on the frontier, "
            "and only 1 hidden cell is off it for the other 2",
        ),
        (
            "6x1x4\nH1H1HH\n",
            "4 mines are left, but the numbers allow at most 2 on the frontier, "
            "and only 1 hidden cell is off it for the other 2 or more",
        ),
        (
            "3x1x2\n0HH\n",
            "2 mines are left, but the numbers allow none on the frontier, and only 1 hidden cell is off it",
        ),
        # either way: the frontier holds 3 or 5 mines, never the 4 left
        (
            "4x3x4\n1H32\nHHHH\nH23H\n",
            "4 mines are left, but the numbers need at least 5 on the frontier, more than are left, "
            "or else at most 3, and no hidden cell is off it for the other 1 or more",
        ),
    ],
)
def test_a_mine_total_that_cannot_fit_is_explained(text, message):
    with pytest.raises(PositionError) as raised:
        analyse(parse_position(text))
    assert str(raised.value) == message


#: The blog's cells 1..14 (its (row, column) from 0) and their mine counts over its 80 boards.
BLOG_CELLS = [(2, 2), (3, 2), (4, 2), (5, 2), (4, 3), (5, 3), (4, 4), (5, 4)]
BLOG_CELLS += [(4, 5), (5, 5), (4, 6), (5, 6), (4, 7), (5, 7)]
BLOG_COUNTS = [40, 40, 40, 40, 20, 28, 20, 28, 30, 28, 30, 28, 20, 60]


def test_seed_board_counts_52_plus_28():
    """The seed blog's board, encoded in resources/minesweeper/seed_blog.mine.

    The blog's 7x10 array is a fragment: its check only reads the numbers in rows 1-5 and
    columns 1-8, whose other neighbours are all numbers (not mines). Its rows 1-5 stay rows
    1-5 here and its columns 1-8 become columns 0-7 (counting from 0); the blog's 'x' cells
    are flags, its 's' cells are H, its 'p' at (1,6) is a ? (revealed, number not given; its
    neighbours hold no hidden cell, so perfect play is still searched). The lone hidden cell is the
    top-left H, whose only neighbours are flags (so it would show the blog's "3"); the rest of
    the new top row is filled with the numbers the flags imply. 11 flags + 6 mines left = 17.
    """
    position = parse_position((RESOURCES / "seed_blog.mine").read_text())
    assert position.at(1, 5) == UNNUMBERED
    analysis = analyse(position)
    assert analysis.boards == 80
    lone = position.index(0, 0)
    block = [c for c in analysis.probabilities if c != lone]
    assert len(block) == 14
    assert analysis.safe == [] and analysis.mines == []
    # the lone cell holds a mine in 28 boards (5 left for the block), no mine in 52 (6 in the block)
    assert analysis.probabilities[lone] * 80 == 28
    lone_is_mine = analyse(position.with_cell(0, 0, -2))
    lone_is_three = analyse(position.with_cell(0, 0, 3))
    assert (lone_is_three.boards, lone_is_mine.boards) == (52, 28)
    # the blog's per-cell mine counts over the 80 boards (cells 1..14 in its numbering)
    counts = [analysis.probabilities[position.index(r, c - 1)] * 80 for r, c in BLOG_CELLS]
    assert counts == BLOG_COUNTS


def test_the_blogs_array_as_written_gives_its_two_cases():
    """resources/minesweeper/seed_blog_array.mine: the blog's array in its own rows and columns,
    its p (and the numbers its check does not read) as ?, with its block's 6 mines and then 5."""
    text = (RESOURCES / "seed_blog_array.mine").read_text()
    six = parse_position(text)
    five = parse_position(text.replace("10x7x16", "10x7x15"))
    cases = [analyse(six), analyse(five)]
    assert [case.boards for case in cases] == [52, 28]
    counts = [
        sum(case.probabilities[six.index(*cell)] * case.boards for case in cases) for cell in BLOG_CELLS
    ]
    assert counts == BLOG_COUNTS


def test_every_bundled_sample_is_consistent():
    samples = sorted(RESOURCES.glob("*.mine"))
    assert len(samples) >= 3
    for path in samples:
        assert analyse(parse_position(path.read_text(), str(path))).boards > 0


def test_millions_of_frontier_arrangements_are_reached_by_index_without_listing_them():
    # "H1H" 22 times in one row: 22 independent one-in-two choices, 2**22 arrangements.
    blocks = 22
    position = parse_position(f"{3 * blocks}x1x{blocks}\n" + "H1H" * blocks + "\n")
    analysis = analyse(position)
    arrangements = FrontierArrangements(analysis)
    assert len(arrangements) == analysis.boards == 2**blocks
    rng = random.Random(1)
    picks = [0, len(arrangements) - 1] + [rng.randrange(len(arrangements)) for _ in range(200)]
    seen = {}
    for index in picks:
        item = arrangements[index]
        assert item.boards == 1
        assert len(item.mines) == blocks
        assert all(sum(1 for m in item.mines if m // 3 == b) == 1 for b in range(blocks))
        seen[index] = item.mines
    assert len(set(seen.values())) == len(seen)  # different indices, different arrangements
    with pytest.raises(IndexError):
        arrangements[len(arrangements)]


def test_arbitrary_hand_made_positions_get_an_answer_or_a_clear_message():
    from solvers.minesweeper.strategy import StrategyOptions, choose_move

    rng = random.Random(7)
    outcomes = {"analysed": 0, "refused": 0}
    for _ in range(400):
        width, height = rng.randint(1, 5), rng.randint(1, 5)
        cells = tuple(rng.choice([-1, -1, -1, -2, 0, 1, 2, 3, 8]) for _ in range(width * height))
        flags, hidden = cells.count(-2), cells.count(-1)
        mines = rng.randint(flags, flags + hidden)
        position = Position(width, height, mines, cells)
        try:
            analysis = analyse(position)
        except PositionError as error:
            assert "cannot be satisfied" in str(error) or " left, but the numbers " in str(error)
            outcomes["refused"] += 1
            continue
        choice = choose_move(analysis, StrategyOptions(perfect_limit=200))
        assert choice.cell is None or choice.cell in analysis.probabilities
        outcomes["analysed"] += 1
    assert outcomes["analysed"] > 20 and outcomes["refused"] > 20


def test_a_frontier_with_too_many_solutions_to_list_is_counted_exactly():
    position = parse_position(LARGE_FRONTIER)
    analysis = analyse(position)
    # Every board holds exactly the mines left, so the probabilities add up to that number.
    assert sum(analysis.probabilities.values()) == position.mines_left
    assert analysis.boards == 3386776670288840260019621104024343040
    # Arrangements picked by index (first, last, random) satisfy every number.
    arrangements = FrontierArrangements(analysis)
    rng = random.Random(3)
    assert arrangements.count == 44650590434856806400000  # past what len() can give
    picks = [0, arrangements.count - 1] + [rng.randrange(arrangements.count) for _ in range(5)]
    for index in picks:
        mines = set(arrangements[index].mines) | {i for i, c in enumerate(position.cells) if c == FLAG}
        for cell, value in enumerate(position.cells):
            if value >= 0:
                assert sum(n in mines for n in neighbours(position, cell)) == value, (index, cell)


def test_listing_and_counting_by_states_agree_in_every_detail(monkeypatch):
    rng = random.Random(5)
    for _ in range(60):
        position = random_position(rng, max_side=6)
        groups._CACHE.clear()
        listed = analyse(position)
        groups._CACHE.clear()
        monkeypatch.setattr(groups, "ENUMERATION_BUDGET", 0)
        counted = analyse(position)
        monkeypatch.undo()
        assert (counted.boards, counted.probabilities) == (listed.boards, listed.probabilities)
        for a, b in zip(listed.groups, counted.groups, strict=True):
            assert (a.by_mines, a.box_mines, a.box_fixed) == (b.by_mines, b.box_mines, b.box_fixed)
        assert FrontierArrangements(listed).page(0, 500) == FrontierArrangements(counted).page(0, 500)


def test_counting_by_states_leaves_room_for_a_box_times_its_mines():
    # One box of 31 cells, 15 of them mines: box_mines is 15 * C(31, 15), past 2**32, which
    # 31 cells' weights alone (2**31) would leave room for.
    counts = groups._by_states((31,), ((0,),), (15,), None)
    assert counts.by_mines[15] == comb(31, 15)
    assert counts.box_mines[0][15] == 15 * comb(31, 15) > 2**32
    assert counts.box_fixed == (15,)


def strip_position(columns: int, seed: int) -> tuple[Position, list[int]]:
    """Two rows: the numbers on top, every cell below hidden, with mines at random."""
    rng = random.Random(seed)
    mines = [int(rng.random() < 0.3) for _ in range(columns)]
    numbers = [sum(mines[max(0, c - 1) : c + 2]) for c in range(columns)]
    text = f"{columns}x2x{sum(mines)}\n" + "".join(map(str, numbers)) + "\n" + "H" * columns + "\n"
    return parse_position(text), numbers


def strip_boards(numbers: list[int], mines: int) -> int:
    """Mine rows under ``numbers`` with ``mines`` mines, column by column (the brute force's way
    of counting, for a board too long to list)."""
    # ways[(mine in the column before, mine in this column)][total so far]
    ways: dict[tuple[int, int], list[int]] = {(0, 0): [1] + [0] * mines, (0, 1): [0, 1] + [0] * (mines - 1)}
    for c in range(1, len(numbers)):
        after: dict[tuple[int, int], list[int]] = {}
        for (before, here), counts in ways.items():
            for nxt in (0, 1):
                if before + here + nxt != numbers[c - 1]:
                    continue
                row = after.setdefault((here, nxt), [0] * (mines + 1))
                for total, n in enumerate(counts):
                    if n and total + nxt <= mines:
                        row[total + nxt] += n
        ways = after
    return sum(counts[mines] for (before, here), counts in ways.items() if before + here == numbers[-1])


def test_a_long_thin_frontier_is_counted_without_a_level_of_recursion_per_box():
    # 1,500 boxes in one group: listing them recursed past Python's limit (RecursionError).
    position, numbers = strip_position(1500, 4)
    analysis = analyse(position)
    assert len(analysis.groups) == 1 and len(analysis.groups[0].boxes) == 1500
    assert analysis.boards == strip_boards(numbers, position.mines_left) > 0


def test_a_frontier_too_tangled_to_count_is_refused_within_the_memory_limit():
    # One group of hundreds of boxes under hundreds of numbers, whose states took over 13 GB.
    position = parse_position(TANGLED_POSITION)
    with pytest.raises(groups.FrontierTooLarge, match=r"frontier boxes under .* numbers are too tangled"):
        analyse(position)


def test_a_lookahead_too_tangled_to_count_falls_back_on_safety(monkeypatch):
    # The best move looks one reveal ahead by analysing each number a cell could show; a position
    # too tangled to count there must not lose the move (it failed the whole analysis).
    from solvers.minesweeper import strategy

    analysis = analyse(parse_position((RESOURCES / "seed_blog.mine").read_text()))
    safest = min(analysis.probabilities.values())

    def too_tangled(*args, **kwargs):
        raise groups.FrontierTooLarge("too tangled")

    monkeypatch.setattr(strategy, "analyse", too_tangled)
    choice = strategy.choose_move(analysis, strategy.StrategyOptions(perfect_limit=0))
    assert choice.cell is not None and analysis.probabilities[choice.cell] == safest
