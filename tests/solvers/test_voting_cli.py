"""``python -m solvers voting``: the JSON the issue specifies, readable text, clear errors (exit 2)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from solvers.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["voting", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_json_shape_for_lions_tigers_bears(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--weights", "50,49,1", "--names", "Lions,Tigers,Bears", "--json")
    assert status == 0
    answer = json.loads(out)
    assert answer["quota"] == 51
    assert answer["names"] == ["Lions", "Tigers", "Bears"]
    assert answer["banzhaf"] == {
        "swings": [3, 1, 1],
        "normalized": [0.6, 0.2, 0.2],
        "absolute": [0.75, 0.25, 0.25],
        "percent": [60, 20, 20],
    }
    assert answer["shapley_shubik"] == pytest.approx([2 / 3, 1 / 6, 1 / 6], abs=1e-15)


def test_quota_option_and_spaces_in_weights(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--weights", "2 2 2", "--quota", "3", "--json")
    assert status == 0
    assert json.loads(out)["banzhaf"]["swings"] == [2, 2, 2]


def test_csv_file_with_its_own_quota(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "zoo.csv"
    path.write_text("# quota: 60\nname,weight\nLions,50\nTigers,49\nBears,1\n", encoding="utf-8")
    status, out, _ = run(capsys, "--csv", str(path), "--json")
    assert status == 0
    answer = json.loads(out)
    assert answer["quota"] == 60 and answer["banzhaf"]["percent"] == [50, 50, 0]
    status, out, _ = run(capsys, "--csv", str(path), "--quota", "51", "--json")
    assert json.loads(out)["banzhaf"]["percent"] == [60, 20, 20]


def test_eu_preset_matches_the_exercise(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--preset", "eu-nice-majority", "--json")
    assert status == 0
    percent = json.loads(out)["banzhaf"]["percent"]
    assert percent == [8, 8, 8, 8, 7, 7, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]


def test_one_block_and_one_swing_are_singular(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--weights", "7")
    assert status == 0
    assert out.splitlines()[0] == "1 block, total weight 7, quota 4; 1 swing in all (counting by totals)"


def test_quota_with_a_thousands_separator(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--weights", "1500,900,600", "--quota", "2,000", "--json")
    assert status == 0 and json.loads(out)["quota"] == 2000


def test_a_file_quota_above_the_total_names_the_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "q500.csv"
    path.write_text("name,weight\n# quota: 500\nA,5\nB,3\n", encoding="utf-8")
    status, _, err = run(capsys, "--csv", str(path))
    assert status == 2
    assert f"{path}, line 2: quota 500 is outside 1..8 (the total weight)" in err
    status, out, _ = run(capsys, "--csv", str(path), "--quota", "8", "--json")  # overridden: no error
    assert status == 0 and json.loads(out)["quota"] == 8


def test_text_output_is_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--preset", "us-electoral-college-2020", "--no-shapley")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("51 blocks, total weight 538, quota 270;")
    california = next(line for line in lines if line.startswith("California"))
    assert california.split()[1] == "55" and california.split()[-1] == "-"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--weights", ""], "--weights: no weights given"),
        (["--weights", "5,0,3"], "--weights item 2: weight 0 must be at least 1"),
        (["--weights", "5,,3"], "--weights item 2: no weight"),
        (["--weights", "5, 3,"], "--weights item 3: no weight"),
        (["--weights", "5,-2"], "--weights item 2: weight -2 must be at least 1"),
        (["--weights", "5,2.5"], "--weights item 2: weight '2.5' is not a whole number"),
        (["--weights", "1,000"], "item 2: weight 000 must be at least 1 \\(commas separate the weights here"),
        (
            ["--weights", "1,000, 2"],
            "item 2: weight 000 must be at least 1 \\(commas separate the weights here",
        ),
        (
            ["--weights", "1 000 2"],
            "item 2: weight 000 must be at least 1 \\(spaces separate the weights here",
        ),
        (["--weights", "5,2", "--quota", "0"], r"quota 0 is outside 1\.\.7"),
        (["--weights", "5,2", "--quota", "8"], r"quota 8 is outside 1\.\.7"),
        (["--weights", "5,2", "--quota", "half"], "--quota: 'half' is not a whole number"),
        (["--weights", "5,2", "--names", "A"], "1 names for 2 weights"),
        (["--csv", "/nonexistent/blocks.csv"], "no such file"),
        (["--preset", "nope"], "--preset: no preset 'nope'"),
        (["--preset", "dictator", "--names", "A,B,C"], "--names goes with --weights"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status, out, err = run(capsys, *args)
    assert status == 2 and out == ""
    assert err.startswith("python -m solvers voting: error: ")
    assert re.search(message, err), err
    assert "Traceback" not in err


def test_a_csv_file_neither_utf8_nor_windows_1252_is_placed_by_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    unreadable = tmp_path / "unreadable.csv"
    unreadable.write_bytes(b"name,weight\nZ\x81rich,5\n")  # 0x81: no character in Windows-1252 either
    status, out, err = run(capsys, "--csv", str(unreadable))
    assert status == 2 and out == ""
    assert err.endswith(
        f"error: {unreadable}, line 2, column 2: byte 0x81 is not UTF-8 text: save the file as UTF-8\n"
    )


def test_as_a_program() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "solvers", "voting", "--weights", "1,1,3,7,9,9", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["banzhaf"]["percent"] == [0, 0, 0, 33, 33, 33]
    bad = subprocess.run(
        [sys.executable, "-m", "solvers", "voting", "--weights", "1,x"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "weight 'x' is not a whole number" in bad.stderr


def test_weights_and_counts_past_4300_digits_are_printed_exactly() -> None:
    # Python refuses to convert integers of more than 4,300 digits to and from text by default;
    # the program lifts that limit (run as a program, so no other test has lifted it already).
    big = "9" * 4301
    result = subprocess.run(
        [sys.executable, "-m", "solvers", "voting", "--weights", f"{big},{big},1", "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout, parse_int=str)  # this process keeps the limit
    assert answer["weights"] == [big, big, "1"] and answer["quota"] == "1" + "0" * 4301
    assert answer["banzhaf"]["swings"] == ["2", "2", "2"]


def test_weights_echo_what_was_typed_and_take_ascii_digits_only(capsys):
    assert main(["voting", "--weights", "1,000"]) == 2
    assert "--weights item 2: weight 000 must be at least 1" in capsys.readouterr().err
    assert main(["voting", "--weights", "５,3"]) == 2
    assert "'５' is not a whole number (digits 0-9 only)" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("weights", "expected"),
    [
        ("50,49 1", [50, 49, 1]),
        ("50 49,1", [50, 49, 1]),
        ("1,000 2,000 500", [1000, 2000, 500]),
        ("50,49,1", [50, 49, 1]),
        ("50, 49, 1", [50, 49, 1]),
        ("5 3", [5, 3]),
    ],
)
def test_weights_separated_by_spaces_may_group_their_digits(
    capsys: pytest.CaptureFixture[str], weights: str, expected: list[int]
) -> None:
    status, out, _ = run(capsys, "--weights", weights, "--json")
    assert status == 0 and json.loads(out)["weights"] == expected
