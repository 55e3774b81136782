"""What a political-science student met: CSV files re-saved by a spreadsheet, headers of its own, exact
Shapley-Shubik fractions, and what a check by hand needs (winning coalitions, dummies, veto players)."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from pathlib import Path

import pytest

from solvers.voting import (
    VotingInputError,
    WeightedGame,
    parse_blocks,
    power_indices,
    read_blocks,
    write_blocks,
)
from tests.cli_helpers import run_solvers

# Files as Excel and LibreOffice save them: every row as wide as the sheet's two used columns.
LIONS_RESAVED = (
    "\ufeff# title: Lions, tigers and bears,\r\n# quota: 51,\r\nname,weight\r\nLions,50\r\n"
    "Tigers,49\r\nBears,1\r\n"
)
BLANK_ROWS = "\ufeffParty,Seats\r\nA,4\r\nB,3\r\nC,2\r\nD,1\r\n,\r\n,\r\n"
QUOTA_IN_ITS_OWN_CELL = "# quota:,6\r\nParty,Seats\r\nA,4\r\nB,3\r\nC,2\r\nD,1\r\n"
QUOTA_QUOTED = '"# quota: 6",\r\nParty,Seats\r\nA,4\r\nB,3\r\nC,2\r\nD,1\r\n'
US_TITLE_PADDED = (
    "\ufeff# title: US Electoral College 2020 (270 of 538 to win),\r\nname,weight\r\nCalifornia,55\r\n"
)


@pytest.mark.parametrize(
    ("text", "names", "quota", "title"),
    [
        (LIONS_RESAVED, ("Lions", "Tigers", "Bears"), 51, "Lions, tigers and bears"),
        (BLANK_ROWS, ("A", "B", "C", "D"), None, ""),
        (QUOTA_IN_ITS_OWN_CELL, ("A", "B", "C", "D"), 6, ""),
        (QUOTA_QUOTED, ("A", "B", "C", "D"), 6, ""),
        (US_TITLE_PADDED, ("California",), None, "US Electoral College 2020 (270 of 538 to win)"),
    ],
)
def test_a_file_resaved_by_a_spreadsheet_reads_as_before(text, names, quota, title) -> None:
    table = parse_blocks(text, "resaved.csv")
    assert (table.names, table.quota, table.title) == (names, quota, title)


def test_an_export_padded_by_a_spreadsheet_comes_back_whole(tmp_path: Path) -> None:
    """Export, open in a spreadsheet, save: the same table, quota and title."""
    path = tmp_path / "ltb.csv"
    write_blocks(path, ["Lions", "Tigers", "Bears"], [50, 49, 1], 51, "Lions, tigers and bears")
    rows = path.read_text(encoding="utf-8-sig").splitlines()
    padded = "\r\n".join(row.replace('"', "") + ("," if row.count(",") == 0 else "") for row in rows)
    path.write_text(padded + "\r\n", encoding="utf-8-sig")
    table = read_blocks(path)
    assert (table.names, table.weights, table.quota) == (("Lions", "Tigers", "Bears"), (50, 49, 1), 51)
    assert table.title == "Lions, tigers and bears"


def test_the_cli_reads_a_resaved_file(tmp_path: Path) -> None:
    path = tmp_path / "ltb.csv"
    path.write_text(LIONS_RESAVED, encoding="utf-8")
    done = run_solvers("voting", "--csv", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["quota"] == 51


@pytest.mark.parametrize("row", ["Lions,50 votes", "Lions,50 (largest)"])
def test_a_first_row_whose_weight_starts_with_a_number_is_no_header(row: str) -> None:
    """It was dropped as a header without a word, where a typo in the first row is said."""
    with pytest.raises(VotingInputError, match=r"line 1: weight '50 .*' is not a whole number"):
        parse_blocks(f"{row}\nTigers,49\nBears,1\n", "in.csv")


def test_a_header_whose_weight_names_a_year_is_a_header() -> None:
    table = parse_blocks("State,Electors 2020\r\nCalifornia,55\r\nTexas,38\r\n", "h.csv")
    assert table.names == ("California", "Texas") and table.weights == (55, 38)


def test_a_third_column_named_in_the_header_is_left_out_and_said() -> None:
    table = parse_blocks("Party,Seats,Share\r\nA,4,40%\r\nB,3,30%\r\nC,2,20%\r\nD,1,10%\r\n", "3col.csv")
    assert table.weights == (4, 3, 2, 1)
    assert table.note == "3col.csv: column 3 (Share) was not used"


def test_a_third_field_without_a_header_is_still_refused_with_a_hint() -> None:
    with pytest.raises(ValueError, match="a header row naming every column lets the columns after"):
        parse_blocks("A,4,40%\nB,3,30%\n", "in.csv")


@pytest.mark.parametrize(
    ("text", "note"),
    [
        ("Party,Seats\nA,4\nB,3\nC,2\nD,1\nTotal,10\n", "line 6: Total is counted as a block"),
        ("Quota,6\nA,4\nB,3\nC,2\nD,1\n", "line 1: Quota is counted as a block"),
        ("A,4\nB,3\nC,2\nD,1\nAll,10\n", "line 5: All weighs as much as all the other blocks together"),
    ],
)
def test_a_summary_row_counted_as_a_block_is_said(text: str, note: str) -> None:
    assert note in parse_blocks(text, "in.csv").note


def test_shapley_shubik_pivots_and_winning_coalitions_match_enumeration() -> None:
    weights, quota = (4, 3, 2, 1), 6
    result = power_indices(WeightedGame.create(weights, quota=quota))
    orders = list(itertools.permutations(range(4)))
    pivots = [0] * 4
    for order in orders:
        total = 0
        for block in order:
            total += weights[block]
            if total >= quota:
                pivots[block] += 1
                break
    assert result.pivots == tuple(pivots) == (10, 6, 6, 2)
    assert result.shapley_shubik[0] == Fraction(5, 12)
    coalitions = [c for n in range(5) for c in itertools.combinations(weights, n)]
    assert result.winning_coalitions == sum(sum(c) >= quota for c in coalitions) == 7


@pytest.mark.parametrize("method", ["counting by totals", "meet in the middle"])
def test_winning_coalitions_by_both_methods_with_a_dual_quota(method: str) -> None:
    game = WeightedGame.create([6, 4, 2, 2], quota=11)  # reduced to 3,2,1,1 and the dual quota
    wins = sum(sum(c) >= 11 for n in range(5) for c in itertools.combinations(game.weights, n))
    assert power_indices(game, method=method).winning_coalitions == wins == 3


def test_dummies_veto_players_and_minimal_winning_coalitions() -> None:
    result = power_indices(WeightedGame.create([55, 38, 16], ["A", "B", "C"]))
    assert result.dummies == (1, 2) and result.game.veto_players() == (0,)
    game = WeightedGame.create([4, 3, 2, 1], quota=6)
    assert game.minimal_winning_coalitions() == [(0, 1), (0, 2), (1, 2, 3)]
    assert power_indices(game).proper and not power_indices(WeightedGame.create([4, 3, 2, 1], quota=5)).proper


def test_proper_means_no_two_disjoint_winners_as_counted_by_brute_force() -> None:
    """A quota at most half the total may still make a proper game (4, 4, 4, 1 with quota 6: every
    winner holds two of the 4s), which was reported improper."""
    rng = random.Random(7)
    games = [([4, 4, 4, 1], 6), ([9, 3], 6), ([5], 1), ([4, 3, 2, 1], 5), ([1, 1, 1, 1], 2)]
    games += [([rng.randint(1, 9) for _ in range(rng.randint(1, 6))], 0) for _ in range(200)]
    for weights, quota in games:
        quota = quota or rng.randint(1, sum(weights))
        blocks = range(len(weights))
        winners = [
            set(c)
            for n in range(len(weights) + 1)
            for c in itertools.combinations(blocks, n)
            if sum(weights[i] for i in c) >= quota
        ]
        disjoint = any(not a & b for a in winners for b in winners)
        result = power_indices(WeightedGame.create(weights, quota=quota))
        assert result.proper is not disjoint, (weights, quota)
        assert bool(result.improper_warning()) is disjoint


def test_cli_json_gives_exact_fractions_pivots_and_roles() -> None:
    done = run_solvers("voting", "--weights", "[6; 4,3,2,1]", "--names", "A,B,C,D", "--json", "--minimal")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["quota"] == 6
    assert answer["shapley_shubik_fraction"] == ["5/12", "1/4", "1/4", "1/12"]
    assert answer["shapley_shubik_pivots"] == [10, 6, 6, 2] and answer["orderings"] == 24
    assert answer["winning_coalitions"] == 7 and answer["dummies"] == [] and answer["veto_players"] == []
    assert answer["minimal_winning_coalitions"] == [["A", "B"], ["A", "C"], ["B", "C", "D"]]
    assert answer["shapley_shubik"][0] == pytest.approx(5 / 12)  # the old keys kept


def test_cli_text_names_its_columns_and_the_roles() -> None:
    done = run_solvers("voting", "--weights", "55,38,16", "--names", "A,B,C")
    assert done.returncode == 0, done.stderr
    assert "whole %" in done.stdout and "rounded down" in done.stdout
    assert "1.000000 = 1" in done.stdout  # the exact Shapley-Shubik fraction beside the decimal
    assert "dummies (never critical): B, C" in done.stdout
    assert "veto player (in every winning coalition): A" in done.stdout
    assert "exercise" not in run_solvers("voting", "--help").stdout


def test_cli_warns_of_an_improper_quota_but_answers() -> None:
    done = run_solvers("voting", "--weights", "4,3,2,1", "--quota", "5")
    assert done.returncode == 0
    assert "warning: quota 5 of a total weight 10 lets two coalitions with no block in common both win" in (
        done.stderr
    )
    assert "warning" not in run_solvers("voting", "--weights", "4,4,4,1", "--quota", "6").stderr  # proper


def test_cli_text_keeps_the_decimals_in_line_and_says_what_a_quota_takes() -> None:
    done = run_solvers("voting", "--weights", "[6; 4,3,2,1]")
    rows = [line for line in done.stdout.splitlines() if " = " in line]
    assert [row.index(".") for row in rows] == [rows[0].index(".")] * 4  # under each other
    assert [row.rstrip()[-4:] for row in rows] == ["5/12", " 1/4", " 1/4", "1/12"]
    done = run_solvers("voting", "--weights", "4,3,2,1", "--quota", "50%")
    assert done.returncode == 2
    assert "'50%' is not a whole number: give the votes a coalition needs to win" in done.stderr
