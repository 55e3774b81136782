"""``python -m solvers stones``: JSON answers, readable text, and clear errors with exit status 2."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.cli_helpers import run_solvers

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return run_solvers("stones", *args, timeout=60)


def test_json_for_the_seed_example():
    result = run_cli("13", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "n": 13,
        "best_first_move": 5,
        "winning_first_moves": [1, 5],
        "first_player_wins": True,
    }


def test_json_is_compact_like_every_other_subcommand():
    result = run_cli("13", "--json")
    assert (
        result.stdout == '{"n":13,"best_first_move":5,"winning_first_moves":[1,5],"first_player_wins":true}\n'
    )


def test_json_for_a_power_of_two_and_the_table_method():
    result = run_cli("1024", "--json", "--method", "table")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == {
        "n": 1024,
        "best_first_move": 0,
        "winning_first_moves": [],
        "first_player_wins": False,
    }


def test_json_for_a_number_with_hundreds_of_digits():
    n = 10**300 + 12345
    result = run_cli(str(n), "--json")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["n"] == n
    assert data["best_first_move"] == n - 2 ** (n.bit_length() - 1)
    assert data["winning_first_moves"][-1] == data["best_first_move"]
    assert len(data["winning_first_moves"]) == bin(n).count("1") - 1


def test_grouped_digits_are_read():
    result = run_cli("1,000,000", "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["n"] == 10**6


def test_text_output_explains():
    result = run_cli("13")
    assert result.returncode == 0, result.stderr
    assert "Largest winning first move: 5" in result.stdout
    assert "Winning first moves (2): 1, 5" in result.stdout
    assert "1101" in result.stdout and "13 - 8 = 5" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("0",), "at least 1"),
        (("--", "-3"), "at least 1"),
        (("seven",), "whole number"),
        (("2.5",), "whole number"),
        (("3000", "--method", "table"), "limited to N <= 2000"),
        (("1 2",), "N must be written without spaces; '1 2' has one inside"),
        ((",12",), "N ',12' has a misplaced separator: digits may be grouped only in threes"),
        (("1,0",), "N '1,0' has a misplaced separator"),
    ],
)
def test_bad_input_gets_a_message_and_status_2(args, message):
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr
