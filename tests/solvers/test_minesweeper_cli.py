"""``python -m solvers mines``: JSON per board, readable text, auto-play, and clear errors (exit 2)."""

from __future__ import annotations

import json
import random
import subprocess
from itertools import combinations
from math import comb
from pathlib import Path

import pytest

from solvers.cli import main
from solvers.minesweeper.position import FLAG, HIDDEN, Position, read_position
from tests.cli_helpers import run_solvers
from tests.solvers.minesweeper_brute import LARGE_FRONTIER, TANGLED_POSITION, neighbours, random_position

ROOT = Path(__file__).resolve().parents[2]
SEED_BOARD = ROOT / "resources" / "minesweeper" / "seed_blog.mine"


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return run_solvers("mines", *args)


def test_json_for_the_seed_board():
    result = run_cli("--board", str(SEED_BOARD), "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["boards"] == "80"
    assert out["frontier_arrangements"] == 10
    assert out["safe"] == [] and out["mines"] == []
    assert out["win_probability"] == "39/80"
    assert out["best_move"] == [4, 2]
    grid = out["probabilities"]
    assert len(grid) == 6 and all(len(row) == 8 for row in grid)
    assert grid[0][0] == pytest.approx(0.35)
    assert grid[0][1] == 1.0  # a flag
    assert grid[0][2] is None  # a revealed number
    assert grid[5][6] == pytest.approx(0.75)
    assert "arrangements" not in out  # listed only when asked for


def test_several_boards_give_a_list_and_certain_cells_use_row_col(tmp_path):
    forced = tmp_path / "forced.mine"
    forced.write_text("3x1x1\n1HH\n")
    result = run_cli("--board", str(forced), "--board", str(SEED_BOARD), "--json")
    assert result.returncode == 0, result.stderr
    first, second = json.loads(result.stdout)
    assert first["safe"] == [[0, 2]] and first["mines"] == [[0, 1]]
    assert first["best_move"] == [0, 2] and first["win_probability"] == "1/1"
    assert second["boards"] == "80"


def test_win_probability_is_null_beyond_the_limit():
    result = run_cli("--board", str(SEED_BOARD), "--json", "--perfect-limit", "10")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["win_probability"] is None
    assert out["best_move"] is not None


def test_text_output(capsys):
    assert main(["mines", "--board", str(SEED_BOARD)]) == 0
    text = capsys.readouterr().out
    assert "consistent boards: 80" in text
    assert "win probability with perfect play: 39/80 = 0.487500" in text
    assert "best move: row 5, column 3 (counting from 1; perfect)" in text


def test_cells_revealed_without_their_number_are_shown_as_such_and_perfect_play_says_why_not(
    tmp_path, capsys
):
    board = tmp_path / "unseen.mine"
    board.write_text("3x2x1\nHH?\n11p\n")  # p: the seed blog's letter for ?
    assert main(["mines", "--board", str(board)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1:4] == [
        " 50%  50%    ?",
        "   1    1    ?",
        "S = certainly safe, M = certainly a mine, nn% = chance of a mine "
        "(F flag, 0-8 revealed, ? revealed without its number)",
    ]
    assert lines[-1] == (
        "win probability: not computed (the number of the revealed cell at row 1, column 3 "
        "is not given, and a player would see it)"
    )
    result = run_cli("--board", str(board), "--json")
    out = json.loads(result.stdout)
    assert out["probabilities"] == [[0.5, 0.5, None], [None, None, None]]
    assert out["win_probability"] is None and out["best_move_reason"] == "heuristic"


def test_the_seed_blogs_array_as_written_is_a_sample():
    result = run_cli("--board", str(SEED_BOARD.with_name("seed_blog_array.mine")), "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert (out["boards"], out["frontier_arrangements"], out["win_probability"]) == ("52", 10, None)


def test_auto_play_json():
    result = run_cli("--play", "beginner", "--games", "30", "--seed", "4", "--first-click", "safe", "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["games"] == 30 and out["level"] == "beginner" and out["first_click"] == "safe"
    assert 0 <= out["wins"] <= 30
    low, high = out["ci95"]
    assert low <= out["win_rate"] <= high
    assert out["games_per_second"] > 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "give either --board FILE"),
        (("--board", "x.mine", "--play", "beginner"), "give either --board FILE"),
        (("--board", "/no/such/file.mine"), "/no/such/file.mine: cannot read the file"),
        (("--play", "beginner", "--games", "0"), "--games must be at least 1"),
        (("--play", "beginner", "--time-limit", "-1"), "--time-limit must be positive"),
        (("--play", "beginner", "--time-limit", "nan"), "--time-limit must be positive and finite"),
        (("--play", "beginner", "--time-limit", "inf"), "--time-limit must be positive and finite"),
        (("--board", "x.mine", "--games", "5", "--first-click", "safe"), "--games and --first-click go with"),
        (("--board", "x.mine", "--seed", "0"), "--seed goes with --play, not with --board"),
        (
            ("--play", "beginner", "--perfect-limit", "5"),
            "--perfect-limit goes with --board, not with --play",
        ),
        (("--play", "beginner", "--arrangements"), "--arrangements goes with --board, not with --play"),
        (("--board", "x.mine", "--arrangements", "-1"), "--arrangements takes 0 (all) to 100,000, not -1"),
        (
            ("--board", "x.mine", "--arrangements", "100001"),
            "--arrangements takes 0 (all) to 100,000, not 100,001",
        ),
    ],
)
def test_bad_arguments(args, message, capsys):
    assert main(["mines", *args]) == 2
    assert message in capsys.readouterr().err


def test_malformed_and_contradictory_files_are_explained(tmp_path, capsys):
    bad = tmp_path / "bad.mine"
    bad.write_text("3x2x1\nHHH\nHxH\n")
    assert main(["mines", "--board", str(bad)]) == 2
    assert f"{bad}, line 3, column 2: unexpected 'x'" in capsys.readouterr().err
    impossible = tmp_path / "impossible.mine"
    impossible.write_text("3x2x1\n1H0\n0HH\n")
    assert main(["mines", "--board", str(impossible), "--json"]) == 2
    err = capsys.readouterr().err
    assert "impossible.mine" in err and "the 0 at row 1, column 3 cannot be satisfied" in err
    assert "Traceback" not in err


def test_a_position_too_tangled_to_count_is_refused_with_a_reason(tmp_path):
    board = tmp_path / "drawn.mine"
    board.write_text(TANGLED_POSITION)
    result = run_cli("--board", str(board))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert f"{board}: cannot count this position exactly: its 586 frontier boxes" in result.stderr


def test_an_unavoidable_fifty_fifty_is_named_as_the_reason(tmp_path):
    # one mine in the two left cells, which only the two 3s touch; 6,864 boards, beyond perfect play
    coin = tmp_path / "coin.mine"
    coin.write_text("10x2x10\nH3FHHHHHHH\nH3FHHHHHHH\n")
    result = run_cli("--board", str(coin), "--json")
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["boards"] == "6864" and out["win_probability"] is None
    assert out["best_move_reason"] == "fifty-fifty" and out["best_move"] in ([0, 0], [1, 0])


def test_the_text_header_counts_one_mine_in_the_singular(tmp_path, capsys):
    forced = tmp_path / "forced.mine"
    forced.write_text("3x1x1\n1HH\n")
    assert main(["mines", "--board", str(forced)]) == 0
    assert capsys.readouterr().out.startswith(f"{forced}: 3x1, 1 mine (1 left)\n")


def test_a_file_that_is_not_text_is_named_so(tmp_path, capsys):
    binary = tmp_path / "picture.mine"
    binary.write_bytes(b"\xd5\x00\x01")
    assert main(["mines", "--board", str(binary)]) == 2
    assert f"{binary}, line 1, column 1: byte 0xd5 is not UTF-8 text" in capsys.readouterr().err


def test_a_run_stopped_by_the_time_limit_says_so():
    result = run_solvers(
        "mines", "--play", "beginner", "--games", "10000000", "--time-limit", "0.2", "--json", timeout=60
    )
    out = json.loads(result.stdout)
    assert out["requested"] == 10_000_000 and out["complete"] is False and out["games"] < 10_000_000
    full = json.loads(run_solvers("mines", "--play", "beginner", "--games", "3", "--json").stdout)
    assert (full["games"], full["requested"], full["complete"]) == (3, 3, True)


def brute_arrangements(position: Position) -> dict[frozenset[tuple[int, int]], int]:
    """Every mine placement on the frontier cells that satisfies the numbers and leaves a number of
    mines the other hidden cells can hold, as its cells -> the complete boards it stands for."""
    hidden = [i for i, c in enumerate(position.cells) if c == HIDDEN]
    frontier = [i for i in hidden if any(position.cells[n] >= 0 for n in neighbours(position, i))]
    flags = {i for i, c in enumerate(position.cells) if c == FLAG}
    off, left = len(hidden) - len(frontier), position.mines - len(flags)
    numbers = [(i, c) for i, c in enumerate(position.cells) if c >= 0]
    found = {}
    for k in range(min(left, len(frontier)) + 1):
        for chosen in combinations(frontier, k):
            mines = flags | set(chosen)
            if k + off >= left and all(
                sum(n in mines for n in neighbours(position, i)) == c for i, c in numbers
            ):
                found[frozenset(position.coords(i) for i in chosen)] = comb(off, left - k)
    return found


def arrangements_json(board: Path, *options: str) -> dict:
    result = run_cli("--board", str(board), "--json", "--arrangements", *options)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_the_seed_board_lists_its_10_arrangements_with_their_boards():
    out = arrangements_json(SEED_BOARD, "0")
    assert out["arrangements_listed"] == 10 and out["arrangements_complete"] is True
    listed = {frozenset(map(tuple, found["mines"])): int(found["boards"]) for found in out["arrangements"]}
    assert len(listed) == len(out["arrangements"]) == 10
    assert listed == brute_arrangements(read_position(SEED_BOARD))
    assert sum(listed.values()) == int(out["boards"]) == 80


@pytest.mark.parametrize("seed", range(40))
def test_listed_arrangements_match_a_brute_force_of_the_frontier(seed, tmp_path, capsys):
    position = random_position(random.Random(seed))
    board = tmp_path / "small.mine"
    board.write_text(position.to_text())
    assert main(["mines", "--board", str(board), "--json", "--arrangements", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    listed = [(frozenset(map(tuple, found["mines"])), int(found["boards"])) for found in out["arrangements"]]
    assert len(set(listed)) == len(listed) == out["arrangements_listed"] == out["frontier_arrangements"]
    assert dict(listed) == brute_arrangements(position)


def test_an_astronomical_count_is_listed_lazily_and_cut_at_n(tmp_path, capsys):
    board = tmp_path / "large.mine"
    board.write_text(LARGE_FRONTIER)
    out = arrangements_json(board, "5")
    assert out["frontier_arrangements"] > 10**20
    assert out["arrangements_listed"] == len(out["arrangements"]) == 5
    assert out["arrangements_complete"] is False
    assert main(["mines", "--board", str(board), "--arrangements", "2"]) == 0
    text = capsys.readouterr().out
    assert f"frontier arrangements listed: the first 2 of {out['frontier_arrangements']:,} (" in text
    assert f"\nfrontier arrangements: {out['frontier_arrangements']:,}\n" in text  # one way of writing it
    assert [line[:3] for line in text.splitlines() if line.startswith("#")] == ["#1:", "#2:"]
    assert main(["mines", "--board", str(board), "--arrangements", "0"]) == 2
    assert "frontier arrangements are too many to list all (at most 100,000)" in capsys.readouterr().err


def test_text_lists_one_arrangement_a_line_counting_from_1(capsys):
    assert main(["mines", "--board", str(SEED_BOARD), "--arrangements", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-4:] == [
        "frontier arrangements listed: the first 3 of 10 (cells as (row, column) from 1)",
        "#1: 4 mines, 10 boards; mines at (3,2), (5,4), (5,7), (6,2)",
        "#2: 4 mines, 10 boards; mines at (4,2), (5,4), (5,7), (6,2)",
        "#3: 5 mines, 5 boards; mines at (3,2), (5,3), (5,5), (6,2), (6,7)",
    ]
    assert main(["mines", "--board", str(SEED_BOARD), "--arrangements", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["arrangements_listed"] == 10  # N left out: up to 100


def test_a_negative_seed_is_refused_as_in_every_command(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["mines", "--play", "expert", "--seed", "-7", "--games", "5"])
    assert exit_.value.code == 2 and "argument --seed: a seed is 0 or more, not -7" in capsys.readouterr().err
