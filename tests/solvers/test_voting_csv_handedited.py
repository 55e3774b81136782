"""CSV files of blocks edited by hand or saved back by a spreadsheet: quota lines written another way,
comments a spreadsheet split at their commas, grouped numbers, Excel's sep= line, columns lined up
with spaces."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from solvers.voting import VotingInputError, power_indices
from solvers.voting.csvio import format_blocks, parse_blocks
from solvers.voting.game import parse_whole_number
from tests.cli_helpers import run_solvers

#: Weights 5, 4, 3: with quota 9 only {A, B} and {A, B, C} win, so C is a dummy (the majority, 7, gives
#: every block the same power).
ROWS = "name,weight\nA,5\nB,4\nC,3\n"


@pytest.mark.parametrize(
    "quota_line",
    ["# quota = 9", "# quota 9", "# quota; 9", "# quota,9", "#quota,9"],
)
def test_a_quota_line_written_another_way_is_the_quota(quota_line: str) -> None:
    """They were kept as comments and the majority, 7, was used: 33/33/33 instead of 50/50/0."""
    table = parse_blocks(f"{quota_line}\n{ROWS}", "quota.csv")
    assert table.quota == 9 and table.comments == () and table.quota_where == "quota.csv, line 1"
    assert power_indices(table.game()).banzhaf_percent == (50, 50, 0)


def test_a_quota_typed_in_the_cell_beside_it_in_a_semicolon_file() -> None:
    table = parse_blocks("# quota;9\nname;weight\nA;5\nB;4\nC;3\n")
    assert (table.quota, table.weights) == (9, (5, 4, 3))


@pytest.mark.parametrize("title_line", ["# title = Council", "# title;Council", "# Title,Council;;"])
def test_a_title_line_with_another_separator_is_the_title(title_line: str) -> None:
    table = parse_blocks(f"{title_line}\n{ROWS}")
    assert table.title == "Council" and table.comments == ()


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (
            "# quota: 60%",
            "in.csv, line 2: quota '60%' is not a whole number; a comment whose first word is quota",
        ),
        ("# quota = 9 votes", "in.csv, line 2: quota '9 votes' is not a whole number"),
    ],
)
def test_a_quota_line_with_a_separator_that_cannot_be_read_is_refused(line: str, message: str) -> None:
    """Not kept as a note while the majority is used: the line is named."""
    with pytest.raises(VotingInputError, match=f"^{message}"):
        parse_blocks(f"# Source: the minutes\n{line}\n{ROWS}", "in.csv")


@pytest.mark.parametrize(
    ("line", "note"),
    [
        (
            "# Quota rules changed in 2020",
            "in.csv: line 2: # Quota rules changed in 2020 is kept as a comment",
        ),
        ("# quota is 9", "in.csv: line 2: # quota is 9 is kept as a comment, not read as the quota"),
        ("# Title page of the minutes", ""),
        ("# title Council", ""),
    ],
)
def test_a_note_starting_with_quota_or_title_stays_a_comment(line: str, note: str) -> None:
    """Without a separator after its first word such a line is a note, as it was before ``=`` and
    ``;`` were read: refusing it broke files that loaded; one about the quota is noted."""
    table = parse_blocks(f"# Source: the minutes\n{line}\n{ROWS}", "in.csv")
    assert (table.quota, table.title) == (None, "")
    assert table.comments == ("# Source: the minutes", line)
    assert table.note.startswith(note) and bool(table.note) == bool(note)


def test_a_threshold_line_stays_a_comment_and_is_noted() -> None:
    table = parse_blocks(f"# threshold: 9\n{ROWS}", "council.csv")
    assert table.quota is None and table.comments == ("# threshold: 9",)
    assert table.note == (
        "council.csv: line 1: # threshold: 9 is kept as a comment, not read as the quota "
        "(a quota line is # quota: 9)"
    )
    assert parse_blocks(f"# majority of the seats, as agreed\n{ROWS}").note == ""  # no number: no note


def test_the_command_line_reads_quota_eq_and_notes_a_threshold(tmp_path: Path) -> None:
    path = tmp_path / "quota_eq.csv"
    path.write_text(f"# quota = 9\n{ROWS}", encoding="utf-8")
    result = run_solvers("voting", "--csv", str(path), "--json")
    assert result.returncode == 0 and json.loads(result.stdout)["banzhaf"]["percent"] == [50, 50, 0]
    path.write_text(f"# threshold: 9\n{ROWS}", encoding="utf-8")
    result = run_solvers("voting", "--csv", str(path), "--json")
    assert "line 1: # threshold: 9 is kept as a comment, not read as the quota" in result.stderr


def test_a_comment_a_spreadsheet_split_at_its_comma_is_one_comment_again() -> None:
    """Excel saves '# Source: "Seats", 2020' as a quoted cell and a cell 2020: it became a block of
    weight 2020, and the header was then refused ("line 3: weight 'weight' is not a whole number")."""
    text = '"# title: The ""Big"" council"\r\n"# Source: ""Seats""", 2020\r\n"# quota",9\r\n' + ROWS.replace(
        "\n", "\r\n"
    )
    table = parse_blocks(text, "excel.csv")
    assert (table.names, table.weights, table.quota) == (("A", "B", "C"), (5, 4, 3), 9)
    assert table.title == 'The "Big" council' and table.comments == ('# Source: "Seats", 2020',)
    again = parse_blocks(format_blocks(table.names, table.weights, table.quota, table.title, table.comments))
    assert again == table and again.comments == table.comments


def test_a_hash_line_above_the_header_is_a_comment_and_below_it_a_name_and_weight_stay_a_block() -> None:
    table = parse_blocks(f"#Source: Wikipedia, 2020\n{ROWS}", "hashsrc.csv")
    assert table.names == ("A", "B", "C") and table.comments == ("#Source: Wikipedia, 2020",)
    assert table.note == ""
    # Below the header: "#Bears,1" as a spreadsheet saves it, '"# Ward 2",40' as an export writes it.
    below = parse_blocks('name,weight\n"# Ward 2",40\n#Bears,1\nWard 3,30\n')
    assert below.names == ("# Ward 2", "#Bears", "Ward 3") and below.comments == ()


def test_a_comment_in_one_quoted_cell_is_kept_without_its_quotes() -> None:
    table = parse_blocks('"# Source: ""Wiki"", 2020"\n' + ROWS + '"# checked by hand, twice",\n')
    assert table.comments == ('# Source: "Wiki", 2020', "# checked by hand, twice")
    assert table.weights == (5, 4, 3)


@pytest.mark.parametrize(
    ("text", "value"),
    [("1\u00a0500", 1500), ("1\u202f500", 1500), ("2\u2009500\u2009000", 2_500_000), ("-1\u00a0000", -1000)],
)
def test_digits_grouped_by_a_no_break_or_thin_space(text: str, value: int) -> None:
    assert parse_whole_number(text, "quota") == value


def test_a_french_spreadsheets_grouped_weights_are_read() -> None:
    """French Excel writes 1 500 with a no-break space (or U+202F): it was refused with '1\\xa0500'."""
    table = parse_blocks("\ufeffnom;poids\r\nA;1\u00a0500\r\nB;1\u202f200\r\nC;300\r\n")
    assert table.weights == (1500, 1200, 300)


@pytest.mark.parametrize(
    ("weight", "named"),
    [
        ("1\u00a050", "'\\xa0' (U+00A0 NO-BREAK SPACE)"),
        ("1\u202f500,000", "'\\u202f' (U+202F NARROW NO-BREAK SPACE)"),
    ],
)
def test_a_character_a_message_would_show_as_an_escape_is_named(weight: str, named: str) -> None:
    with pytest.raises(VotingInputError) as raised:
        parse_blocks(f'name,weight\nA,"{weight}"\n', "fr.csv")
    assert (
        str(raised.value)
        == f"fr.csv, line 2: weight {weight!r} is not a whole number: {named} is not a digit 0-9"
    )


def test_excels_sep_line_declares_the_delimiter() -> None:
    """It was read as a block: 'line 1: no weight for sep='."""
    table = parse_blocks("sep=;\r\nname;weight\r\nA;5\r\nB;4\r\nC;3\r\n")
    assert (table.names, table.weights, table.comments) == (("A", "B", "C"), (5, 4, 3), ())
    assert parse_blocks("sep=|\nLions, Tigers|5\nBears|1\n").names == ("Lions, Tigers", "Bears")
    with pytest.raises(VotingInputError, match=r"line 2, column 4: weight '1,5' has a decimal comma"):
        parse_blocks("sep=;\nA;1,5\n")


def test_columns_lined_up_with_spaces_are_read() -> None:
    """'A       5' was refused as "weight 'A       5' is not a whole number"."""
    table = parse_blocks("name    weight\nNew York    5\nB           4\nC\t3\n")
    assert (table.names, table.weights) == (("New York", "B", "C"), (5, 4, 3))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "A,5\nLions 50\n",
            "line 2: weight 'Lions 50' is not a whole number: separate the name and the weight by",
        ),
        ("A,5\nNew  York  5\n", "line 2: 3 fields separated by runs of spaces; expected a name and a weight"),
    ],
)
def test_a_row_whose_spaces_do_not_say_where_the_weight_is_is_told_how_to_write_it(
    text: str, message: str
) -> None:
    with pytest.raises(VotingInputError, match=f"^in.csv, {message}"):
        parse_blocks(text, "in.csv")


@pytest.mark.parametrize(
    "line", ["\t# the rest are small", ",# the rest are small", ";;# the rest are small"]
)
def test_a_comment_in_a_later_column_is_a_comment(line: str) -> None:
    """A note after a tab, or in column B of a spreadsheet, refused the file (its first cell is empty)."""
    table = parse_blocks(f"name,weight\nA,5\n{line}\nB,4\n", "in.csv")
    assert (table.names, table.weights) == (("A", "B"), (5, 4))
    assert table.comments == ("# the rest are small",)
