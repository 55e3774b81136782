"""``python -m solvers crossword``: JSON shape, counts, and clear errors for bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from solvers.cli import main
from tests.cli_helpers import run_solvers

WORDS = "your youth urge go toe yours yeah tea ox huge oath teach".split()
SLOTS = "0 0 4 A  0 0 5 D  2 0 4 D  2 2 2 A  0 3 3 A\n"


@pytest.fixture
def files(tmp_path: Path) -> tuple[Path, Path]:
    grid = tmp_path / "puzzle.txt"
    grid.write_text(SLOTS)
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n")
    return grid, words


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(["crossword", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    "algorithm", ["backtracking", "mrv", "mrv-degree", "forward-checking", "mac", "dom-wdeg"]
)
def test_json_fill(files, capsys, algorithm: str) -> None:
    grid, words = files
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--algorithm", algorithm)
    assert out["status"] == "filled" and out["filled"] is True
    assert out["grid"][:4] == ["YOUR", "O#R#", "U#GO", "TOE#"]
    entries = {(e["number"], e["row"], e["col"], e["direction"], e["word"]) for e in out["entries"]}
    assert entries == {
        (1, 0, 0, "A", "YOUR"),
        (1, 0, 0, "D", "YOUTH"),
        (2, 0, 2, "D", "URGE"),
        (3, 2, 2, "A", "GO"),
        (4, 3, 0, "A", "TOE"),
    }
    assert set(out["stats"]) >= {"nodes", "backtracks", "seconds"}
    assert "count" not in out


def test_count_and_unfillable(files, capsys, tmp_path: Path) -> None:
    grid, words = files
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--count", "0")
    assert out["count"] == 1 and out["complete"] is True
    square = tmp_path / "square.txt"
    square.write_text("...\n...\n...\n")
    out = run_json(capsys, "--grid", str(square), "--words", str(words))
    assert out["status"] == "unfillable" and out["filled"] is False and out["entries"] == []


def test_repeats_switch(capsys, tmp_path: Path) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("..\n..\n")
    words = tmp_path / "w.txt"
    words.write_text("ab\nba\n")
    assert run_json(capsys, "--grid", str(grid), "--words", str(words))["status"] == "unfillable"
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--allow-repeats", "--count", "0")
    assert out["count"] == 2


def test_human_readable_output(files, capsys) -> None:
    grid, words = files
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    text = capsys.readouterr().out
    assert "Y O U R" in text and "nodes" in text
    assert "Across: 1 YOUR, 3 GO, 4 TOE" in text and "Down: 1 YOUTH, 2 URGE" in text


@pytest.mark.parametrize(
    ("content", "line", "missing"), [("..\n", "Across: 1 ", "Down:"), (".\n.\n", "Down: 1 ", "Across:")]
)
def test_a_direction_without_slots_has_no_clue_line(
    files, capsys, tmp_path: Path, content, line, missing
) -> None:
    _, words = files
    grid = tmp_path / "one-way.txt"
    grid.write_text(content)
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(text.startswith(line) for text in lines)
    assert not any(text.startswith(missing) for text in lines)


@pytest.mark.parametrize(
    ("content", "extra", "message"),
    [
        ("..\n.?\n", [], "line 2, column 2: '?' is not a cell"),
        ("0 0 4 Q\n", [], "line 1, column 7: the slot's direction must be A or D"),
        ("-1 0 4 A\n", [], "line 1, column 1: the slot's column must be a whole number 0 or more, not '-1'"),
        (SLOTS, ["--name", "missing"], "no grid named 'missing'"),
        (SLOTS, ["--count", "-1"], "--count must be 0"),
        (SLOTS, ["--exclude", "go,c3po"], "--exclude: word 2, 'c3po', is not letters a-z"),
        (None, ["--pattern", "t#e"], "--pattern 't#e': character 2, '#', is not a letter a-z, '?' or '.'"),
        (
            None,
            ["--pattern", "?" * 26],
            "--pattern '" + "?" * 26 + "': a pattern has 2 to 25 characters, not 26",
        ),
    ],
)
def test_bad_input_is_a_clear_message(
    tmp_path: Path, capsys, content: str, extra: list[str], message: str
) -> None:
    grid = tmp_path / "bad.txt"
    words = tmp_path / "w.txt"
    words.write_text("ab\n")
    target = [] if content is None else ["--grid", str(grid)]
    if content is not None:
        grid.write_text(content)
    assert main(["crossword", *target, "--words", str(words), *extra]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


@pytest.mark.parametrize("level", ["-5", "0", "9", "96", "x"])
def test_max_level_outside_the_scowl_levels_is_a_usage_error(capsys, level: str) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["crossword", "--pattern", "c?t", "--list", "small", "--max-level", level])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --max-level: give a whole number from 10 to 95 (the SCOWL levels), not '{level}'" in err


def test_a_grid_file_starting_with_a_byte_order_mark_is_read(files, capsys, tmp_path: Path) -> None:
    _, words = files
    grid = tmp_path / "notepad.txt"
    grid.write_bytes(b"\xef\xbb\xbf# first\n" + SLOTS.encode())  # as Windows Notepad saves UTF-8
    out = run_json(capsys, "--grid", str(grid), "--name", "first", "--words", str(words))
    assert out["status"] == "filled" and out["grid"][0] == "YOUR"


def test_a_grid_file_that_is_not_utf8_names_line_and_column(tmp_path: Path, capsys) -> None:
    grid = tmp_path / "latin1.txt"
    grid.write_bytes("...\n.é.\n".encode("latin-1"))
    assert main(["crossword", "--grid", str(grid)]) == 2
    assert f"{grid}, line 2, column 2: byte 0xe9 is not UTF-8 text" in capsys.readouterr().err


def test_missing_grid_file(tmp_path: Path, capsys) -> None:
    assert main(["crossword", "--grid", str(tmp_path / "nope.txt")]) == 2
    assert "cannot read grid file" in capsys.readouterr().err


def test_json_lists_the_fills_asked_for(capsys, tmp_path: Path) -> None:
    grid = tmp_path / "g.txt"
    grid.write_text("..\n..\n")
    words = tmp_path / "w.txt"
    words.write_text("\n".join(x + y for x in "abc" for y in "abc") + "\n")
    args = ["--grid", str(grid), "--words", str(words), "--allow-repeats", "--count"]
    out = run_json(capsys, *args, "30")
    assert out["count"] == 30 and len(out["fills"]) == 30
    squares = {"".join(rows) for rows in out["fills"]}
    assert len(squares) == 30 and all(set(square) <= set("ABC") for square in squares)
    out = run_json(capsys, *args, "0")  # every 2x2 square of a, b and c: 3**4
    assert out["count"] == 3**4 and out["complete"] is True and len(out["fills"]) == 20


def test_an_unfillable_grid_names_an_entry_its_crossings_leave_without_a_word(capsys, tmp_path: Path) -> None:
    """Every entry has words of its own, but checking crossing letters empties one: a setter has
    to know where to re-block (it said only "No fill exists")."""
    words = tmp_path / "words.txt"
    words.write_text("cat\ndog\n")
    grid = tmp_path / "open.txt"
    grid.write_text("...\n...\n...\n")
    out = run_json(capsys, "--grid", str(grid), "--words", str(words))
    assert out["status"] == "unfillable" and out["stats"]["nodes"] == 0
    [reason] = out["reasons"]
    assert re.fullmatch(
        r"no word of the list fits \d (Across|Down) \(\?\?\?\) with letters its crossings \(.+\) can take.*",
        reason,
    )


def test_an_unfillable_grid_says_which_given_letters_are_to_blame(files, capsys, tmp_path: Path) -> None:
    _, words = files
    grid = tmp_path / "given.txt"
    grid.write_text("yxur\n....\n")
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    text = capsys.readouterr().out
    # YXUR itself stands as given; the down entries under it are what no word fits.
    why = [line for line in text.splitlines() if line.startswith("Why: ")]
    assert "No fill exists (proven).\nWhy: " in text
    assert why == [f"Why: no word of the list fits {n} Down ({c}?)." for n, c in zip((1, 2, 3, 4), "YXUR")]
    out = run_json(capsys, "--grid", str(grid), "--words", str(words))
    assert out["reasons"] == [line[len("Why: ") : -1] for line in why]
    assert out["quality"] is None


def test_json_has_every_documented_key_whatever_the_outcome(files, capsys) -> None:
    grid, words = files
    filled = run_json(capsys, "--grid", str(grid), "--words", str(words))
    assert filled["reasons"] == [] and set(filled["quality"]) == {"mean_level", "worst_level"}
    stopped = run_json(capsys, "--grid", str(grid), "--words", str(words), "--time-limit", "1e-9")
    assert stopped["status"] == "stopped" and stopped["quality"] is None and stopped["reasons"] == []


def test_excluded_words_are_not_used(files, capsys) -> None:
    grid, words = files
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--exclude", "Yeah, tea")
    assert out["status"] == "filled" and "TOE" in {e["word"] for e in out["entries"]}
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--exclude", "toe")
    assert out["status"] == "unfillable"  # only TOE fits 4 Across, under YOUTH and URGE


def test_pattern_lookup(files, capsys) -> None:
    _, words = files
    out = run_json(capsys, "--pattern", "Y??R.", "--words", str(words))
    assert out == {"pattern": "y??r?", "count": 1, "words": [{"word": "yours", "level": None}]}
    assert main(["crossword", "--pattern", "t?a", "--words", str(words)]) == 0
    assert capsys.readouterr() == ("tea\n", "T?A: 1 word\n")


def test_a_level_is_not_applied_to_a_list_without_levels(files, capsys) -> None:
    grid, words = files
    out = run_json(capsys, "--grid", str(grid), "--words", str(words), "--max-level", "35")
    assert out["status"] == "filled"
    assert main(["crossword", "--pattern", "y???", "--words", str(words), "--max-level", "35"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "yeah\nyour\n" and "Y???: 2 words" in captured.err
    assert captured.err.count("note: This list has no commonness levels: the level is not applied.") == 1


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["--pattern", "c?t", "--count", "1", "--algorithm", "mac", "--name", "foo"],
            "--name, --algorithm and --count go with --grid, not with --pattern",
        ),
        (["--pattern", "c?t", "--allow-repeats"], "--allow-repeats goes with --grid, not with --pattern"),
        (["--grid", "GRID", "--time-limit", "nan"], "--time-limit must be positive and finite"),
        (["--grid", "GRID", "--time-limit=-inf"], "--time-limit must be positive and finite"),
    ],
)
def test_options_that_do_not_apply_or_make_no_sense_are_refused(files, capsys, args, message) -> None:
    grid, words = files
    args = [str(grid) if arg == "GRID" else arg for arg in args]
    assert main(["crossword", *args, "--words", str(words)]) == 2
    assert message in capsys.readouterr().err


def test_a_file_of_several_grids_without_name_says_which_is_used(files, capsys, tmp_path: Path) -> None:
    _, words = files
    grid = tmp_path / "two.txt"
    grid.write_text("# one\n..\n..\n\n# two\n...\n...\n")
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    assert "note: using grid 'one', the first of 2; --name picks another" in capsys.readouterr().err
    assert main(["crossword", "--grid", str(grid), "--words", str(words), "--name", "two"]) == 0
    assert "note: using" not in capsys.readouterr().err


def test_the_text_output_counts_slots_in_words(tmp_path: Path, capsys) -> None:
    grid = tmp_path / "one.txt"
    grid.write_text("# a\n0 0 3 A\n")
    words = tmp_path / "w.txt"
    words.write_text("cat\n")
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    assert capsys.readouterr().out.startswith("a: 1x3, 1 slot\n")


GIVEN = "yoqr\no#r#\nu#go\ntoe#\nh###\n"  # YOQR and QRGE given, not words


def test_given_entries_not_in_the_word_list_are_named_and_left_out_of_the_quality(
    capsys, tmp_path: Path
) -> None:
    grid = tmp_path / "given.txt"
    grid.write_text(GIVEN)
    words = tmp_path / "levels.txt"
    words.write_text("youth 20\ngo 10\ntoe 20\n")
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Not in the word list (given): YOQR, QRGE" in lines
    assert (
        "Quality: mean commonness level 16.7, worst 20 (2 of 5 entries left out for having no level)" in lines
    )
    out = run_json(capsys, "--grid", str(grid), "--words", str(words))
    assert {e["word"]: e["in_list"] for e in out["entries"]} == {
        "YOQR": False,
        "YOUTH": True,
        "QRGE": False,
        "GO": True,
        "TOE": True,
    }


def test_a_fill_of_listed_words_has_no_word_list_note(files, capsys) -> None:
    grid, words = files
    assert main(["crossword", "--grid", str(grid), "--words", str(words)]) == 0
    assert "Not in the word list" not in capsys.readouterr().out
    assert all(e["in_list"] for e in run_json(capsys, "--grid", str(grid), "--words", str(words))["entries"])


def test_a_grid_pasted_as_the_exercise_prints_it_is_filled_or_checked(files, capsys, tmp_path: Path) -> None:
    _, words = files
    pasted = tmp_path / "pasted.txt"
    blank = ". . . . 0 0 0 0\n. 0 . 0 0 0 0 0\n. 0 . . 0 0 0 0\n. . . 0 0 0 0 0\n. 0 0 0 0 0 0 0\n"
    pasted.write_text(blank + "0 0 0 0 0 0 0 0\n" * 3)
    out = run_json(capsys, "--grid", str(pasted), "--words", str(words))
    assert out["status"] == "filled" and out["grid"][:2] == ["YOUR####", "O#R#####"]
    pasted.write_text("y o q r\no 0 r 0\nu 0 g o\nt o e 0\nh 0 0 0\n")  # GIVEN as printed
    out = run_json(capsys, "--grid", str(pasted), "--words", str(words))
    assert [e["word"] for e in out["entries"] if not e["in_list"]] == ["YOQR", "QRGE"]


def test_a_pasted_row_starting_with_a_block_is_a_row_not_a_grid_name() -> None:
    done = run_solvers("crossword", "--grid", "-", "--list", "small", stdin="x y z\n# # .\nc a t\n")
    assert done.returncode == 0 and "note: using" not in done.stderr
    assert done.stdout.startswith("grid 1: 3x3, ")


@pytest.mark.parametrize(
    ("count", "line"),
    [
        ("3", "Fills: 3 (stopped at --count 3: there may be more)"),
        ("82", "Fills: 82 (stopped at --count 82: there may be more)"),
        ("100", "Fills: 82 (every fill)"),
        ("0", "Fills: 82 (every fill)"),
    ],
)
def test_a_count_says_whether_it_is_every_fill(tmp_path, count, line):
    grid = tmp_path / "open.txt"
    grid.write_text("..\n..\n")
    done = run_solvers("crossword", "--grid", str(grid), "--list", "small", "--count", count)
    assert done.returncode == 0 and line in done.stdout.splitlines()


def test_a_negative_seed_is_refused_as_it_would_repeat_a_positive_ones_fill(tmp_path):
    grid = tmp_path / "open.txt"
    grid.write_text("..\n..\n")
    done = run_solvers("crossword", "--grid", str(grid), "--list", "small", "--seed", "-2")
    assert done.returncode == 2 and "argument --seed: a seed is 0 or more, not -2" in done.stderr
