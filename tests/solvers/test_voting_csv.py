"""Blocks as CSV text and files, and the bundled presets."""

from __future__ import annotations

from pathlib import Path

import pytest

from solvers.voting import VotingInputError, power_indices
from solvers.voting.csvio import BlockTable, format_blocks, parse_blocks, read_blocks, write_blocks
from solvers.voting.game import parse_whole_number
from solvers.voting.presets import load_presets, preset


def test_rows_header_comments_and_metadata() -> None:
    text = "# title: Zoo\n# quota: 51\n# a note\nname,weight\nLions,50\n\n Tigers , 49 \nBears,1\n"
    assert parse_blocks(text) == BlockTable(
        ("Lions", "Tigers", "Bears"), (50, 49, 1), 51, "Zoo", comments=("# a note",)
    )


@pytest.mark.parametrize(
    "text",
    [
        "Lions\t50\nTigers\t49\nBears\t1\n",
        "Lions;50\nTigers;49\nBears;1\n",
        "Lions,50\r\nTigers,49\r\nBears,1",
    ],
    ids=["spreadsheet-tabs", "semicolons", "windows-lines"],
)
def test_other_separators(text: str) -> None:
    assert parse_blocks(text).weights == (50, 49, 1)


def test_a_semicolon_row_refuses_a_comma_in_a_weight_and_a_comma_row_may_name_a_semicolon() -> None:
    european = parse_blocks("name;weight\nA;1000\nB;2000;;\nC;500\n")
    assert european.weights == (1000, 2000, 500) and european.names == ("A", "B", "C")
    mixed = parse_blocks('Lions;Tigers,5\n"Bears;Wolves",3\nOwls,2\n')
    assert mixed.names == ("Lions;Tigers", "Bears;Wolves", "Owls") and mixed.weights == (5, 3, 2)
    # Where semicolons separate the fields, the comma is the decimal separator: never digit grouping.
    for text in ("A;2,5\n", "Lions;1,000\n"):
        with pytest.raises(
            VotingInputError, match=r"line 1, column \d+: weight '[\d,]+' has a decimal comma"
        ):
            parse_blocks(text)


def test_a_name_starting_with_hash_is_a_block_and_a_comment_has_a_space() -> None:
    """Spreadsheets save #Bears unquoted: it was dropped as a comment and Lions got all the power."""
    table = parse_blocks(
        "name,weight\nLions,50\nTigers,49\n#Bears,1\n# Source: a survey, 2020\n# quota: 51\n"
    )
    assert table.names == ("Lions", "Tigers", "#Bears") and table.weights == (50, 49, 1) and table.quota == 51
    assert table.note == (
        "input: line 4 read as a block whose name starts with #, not as a comment "
        "(a comment starts with # and a space)"
    )
    pasted = parse_blocks("Cats\t10\n#Dogs\t20\n#2 Ward\t5\n#comment", "pasted text")
    assert pasted.names == ("Cats", "#Dogs", "#2 Ward") and "lines 2, 3 read as blocks" not in pasted.note
    assert pasted.note.startswith("pasted text: line 2, line 3 read as blocks")
    assert parse_blocks("A,1\n").note == ""
    # The quota and title keep their own lines, even with a comma and no space after the #.
    metadata = parse_blocks("#quota: 1,000\n#Title: Council, 2020\nA,600\nB,700\n")
    assert (metadata.quota, metadata.title, metadata.names) == (1000, "Council, 2020", ("A", "B"))
    assert power_indices(table.game()).banzhaf_percent == (60, 20, 20)


def test_a_second_quota_line_is_refused_not_guessed_at() -> None:
    with pytest.raises(
        VotingInputError, match=r"^x.csv, line 4: a second quota line \(the first is line 1\): keep one$"
    ):
        parse_blocks("# quota: 5\nA,3\nB,4\n# quota: 6\n", "x.csv")


def test_a_name_two_blocks_share_is_said_in_the_note() -> None:
    table = parse_blocks("a,1\nb,2\na,3\n", "x.csv")
    assert table.names == ("a", "b", "a") and table.weights == (1, 2, 3)  # two blocks, as before
    assert table.note == "x.csv: 2 blocks are named a (lines 1, 3), each with its own weight"


def test_trailing_empty_spreadsheet_cells_are_ignored() -> None:
    assert parse_blocks("Lions\t50\t\t\nTigers\t49\t\n").weights == (50, 49)


def test_numbers_alone_are_unnamed_blocks() -> None:
    table = parse_blocks("50\n49\n1\n")
    assert table.names == ("B1", "B2", "B3") and table.weights == (50, 49, 1) and table.quota is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "in.csv: no blocks found"),
        ("name,weight\n", "in.csv: no blocks found"),
        ("A,5\nB,five\n", "in.csv, line 2: weight 'five' is not a whole number"),
        ("name,weight\nGermany,2O\nFrance,29\n", "in.csv, line 2: weight '2O' is not a whole number"),
        ("# c\n\nname,weight\nname,weight\nA,1\n", "in.csv, line 4: weight 'weight' is not a whole number"),
        # A first row with a digit in its weight is a block with a typo, not a header.
        ("Germany,2O\nFrance,29\n", "in.csv, line 1: weight '2O' is not a whole number"),
        ("Lions 50\nTigers,49\n", "in.csv, line 1: weight 'Lions 50' is not a whole number"),
        ('"Lions,50\nTigers,49\n', "in.csv, line 1: weight 'Lions,50' is not a whole number"),
        ("Party,Seats\nA,x\n", "in.csv, line 2: weight 'x' is not a whole number"),
        ("A,1\nB," + "9" * 131_073 + "\n", r"in.csv, line 2: cannot be read as CSV \(field larger"),
        ("A,5\nB,2.5\n", "in.csv, line 2: weight '2.5' is not a whole number"),
        ("A,5\n" + "n" * 1001 + ",3\n", "in.csv, line 2: a name of 1,001 characters is too long"),
        ("A,5\n\nB,0\n", "in.csv, line 3: weight 0 must be at least 1"),
        ("A,5\nB,000\n", "in.csv, line 2: weight 000 must be at least 1"),
        ("A,5\nB,-3\n", "in.csv, line 2: weight -3 must be at least 1"),
        ("A,5,6\n", "in.csv, line 1: 3 fields separated by ','; expected a name and a weight"),
        ("A;3;x\n", "in.csv, line 1: 3 fields separated by ';'; expected a name and a weight"),
        ("Lions,\nTigers,49\n", "in.csv, line 1: no weight for Lions"),
        ("A,5\nB\t\n", "in.csv, line 2: no weight for B"),
        ("# quota: many\nA,5\n", "in.csv, line 1: quota 'many' is not a whole number"),
        ("A,5\n# quota: 2,5\n", "in.csv, line 2: quota '2,5' is not a whole number"),  # a decimal comma
    ],
)
def test_bad_text_names_the_line(text: str, message: str) -> None:
    with pytest.raises(VotingInputError, match=message):
        parse_blocks(text, "in.csv")


def test_round_trip_through_a_file(tmp_path: Path) -> None:
    names = ["Plain", "Comma, inside", 'Quote "q"', "#hash first", "Ünïcode"]
    weights = [5, 4, 3, 2, 1]
    path = tmp_path / "blocks.csv"
    write_blocks(path, names, weights, quota=9, title="Round trip")
    assert read_blocks(path) == BlockTable(tuple(names), tuple(weights), 9, "Round trip")
    assert parse_blocks(format_blocks(names, weights)).quota is None


def test_unreadable_files(tmp_path: Path) -> None:
    with pytest.raises(VotingInputError, match="no such file"):
        read_blocks(tmp_path / "missing.csv")
    binary = tmp_path / "binary.csv"
    binary.write_bytes(b"A,5\n\x8d\xfe,3\n")  # 0x8d: not UTF-8, and no character in Windows-1252
    with pytest.raises(VotingInputError) as raised:
        read_blocks(binary)
    assert str(raised.value) == (
        f"{binary}, line 2, column 1: byte 0x8d is not UTF-8 text: save the file as UTF-8"
    )


def test_a_byte_order_mark_is_no_part_of_the_first_name(tmp_path: Path) -> None:
    path = tmp_path / "notepad.csv"
    path.write_bytes(b"\xef\xbb\xbfLions,50\r\nTigers,49\r\n")  # as Windows Notepad saves UTF-8
    assert read_blocks(path).names == ("Lions", "Tigers")


@pytest.mark.usefixtures("full_disk")
def test_a_write_that_fails_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "blocks.csv"
    path.write_text("A,5\nB,4\n", encoding="utf-8")
    with pytest.raises(OSError, match="No space left on device"):
        write_blocks(path, ["Lions"], [50])
    assert path.read_text(encoding="utf-8") == "A,5\nB,4\n"
    assert [p.name for p in tmp_path.iterdir()] == ["blocks.csv"]  # no temporary file left behind


def test_table_quota_is_checked_and_can_be_overridden() -> None:
    table = parse_blocks("# title: Two\n# quota: 500\nA,5\nB,4\n", "in.csv")
    with pytest.raises(VotingInputError, match=r"^in\.csv, line 2: quota 500 is outside 1\.\.9 \(the total"):
        table.game()
    assert table.game(quota=9).quota == 9


def test_numbers_with_thousands_separators() -> None:
    table = parse_blocks('# quota: 2,000\nname,weight\nA,"1,500"\nB\t1_000\nC,900\n')
    assert table.weights == (1500, 1000, 900) and table.quota == 2000
    assert parse_blocks(format_blocks(table.names, table.weights, table.quota)) == table


@pytest.mark.parametrize(
    ("text", "value"),
    [("1000", 1000), (" 1,000 ", 1000), ("2,500,000", 2_500_000), ("1_000", 1000), ("-3", -3), ("+7", 7)],
)
def test_one_reading_of_whole_numbers(text: str, value: int) -> None:
    assert parse_whole_number(text, "quota") == value


@pytest.mark.parametrize("text", ["2,5", "1,00", "1,0000", ",100", "1.000", "1e3", "", "x"])
def test_what_is_not_a_whole_number(text: str) -> None:
    with pytest.raises(VotingInputError, match=f"^quota {text.strip()!r} is not a whole number$"):
        parse_whole_number(text, "quota")


@pytest.mark.parametrize("text", ["５", "٣", "1,０00"])
def test_digits_of_other_scripts_are_refused_as_stones_refuses_them(text: str) -> None:
    with pytest.raises(VotingInputError, match=r"is not a whole number \(digits 0-9 only\)$"):
        parse_whole_number(text, "quota")


def test_presets_are_complete() -> None:
    presets = {p.key: p for p in load_presets()}
    assert len(presets) == 7
    assert all(p.title for p in presets.values())
    us = presets["us-electoral-college-2020"].table
    assert (len(us.weights), sum(us.weights), us.quota) == (51, 538, 270)
    assert len(set(us.names)) == 51
    eu = presets["eu-nice-majority"].table
    assert (len(eu.weights), sum(eu.weights), eu.quota) == (27, 345, None)
    assert eu.names[:2] == ("Germany", "France") and eu.names[-1] == "Malta"
    assert presets["eu-nice-qualified-majority"].table.quota == 255
    assert presets["eu-nice-qualified-majority"].table.weights == eu.weights


@pytest.mark.parametrize(
    ("key", "percent"),
    [
        ("lions-tigers-bears", (60, 20, 20)),
        ("six-blocks", (0, 0, 0, 33, 33, 33)),
        ("three-equal-powers", (33, 33, 33)),
        ("dictator", (100, 0, 0)),
    ],
)
def test_exercise_presets_give_the_exercise_answers(key: str, percent: tuple[int, ...]) -> None:
    assert power_indices(preset(key).table.game()).banzhaf_percent == percent


def test_unknown_preset() -> None:
    with pytest.raises(KeyError, match="known: lions-tigers-bears"):
        preset("nope")
