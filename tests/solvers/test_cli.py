import json
import re

import pytest

from solvers.cli import SUBCOMMAND_MODULES, main
from tests.cli_helpers import run_solvers

PUZZLES = ("boggle", "crossword", "mines", "voting", "stones")


def run_cli(*args):
    return run_solvers(*args)


def test_help_lists_one_subcommand_per_puzzle():
    result = run_cli("--help")
    assert result.returncode == 0
    listed = result.stdout.split("puzzles:")[1]
    for puzzle in PUZZLES:
        assert re.search(rf"^    {puzzle}\b", listed, re.MULTILINE), f"no {puzzle} subcommand"
    assert len(SUBCOMMAND_MODULES) == len(PUZZLES) + 1  # and `words`


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_subcommand_offers_json(puzzle):
    result = run_cli(puzzle, "--help")
    assert result.returncode == 0 and "--json" in result.stdout


def test_words_json(capsys):
    assert main(["words", "--list", "small", "--pattern", "c?t", "--check", "Cat", "qqq", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["list"] == "small" and out["size"] > 30_000
    assert "cat" in out["matches"] and all(
        len(w) == 3 and w[0] == "c" and w[2] == "t" for w in out["matches"]
    )
    assert out["check"] == {
        "Cat": {"present": True, "commonness": 10},
        "qqq": {"present": False, "commonness": None},
    }


def test_words_from_a_user_file(tmp_path, capsys):
    path = tmp_path / "w.txt"
    path.write_text("alpha\nbeta\ngamma's\n", "utf-8")
    assert main(["words", "--words", str(path), "--prefix", "al", "ga", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["prefix"] == {"al": True, "ga": False}
    assert "skipped 1 entries" in captured.err and "line 3" in captured.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["words", "--pattern", "c1t"], "'1' is neither a letter"),
        (["words", "--words", "/nonexistent/list.txt", "--check", "a"], "cannot read word list"),
        (["words"], "say what to ask"),
        (["words", "--pattern", ""], "--pattern is empty"),
        (["words", "--check", "cat", ""], "--check item 2 is empty"),
        (["words", "--prefix", ""], "--prefix is empty"),
        (["words", "--list", "gigantic", "--check", "a"], "invalid choice"),
        (["nosuchpuzzle"], "invalid choice"),
    ],
)
def test_errors_go_to_stderr_with_status_2(args, message):
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""
