"""Comment lines of a CSV file of blocks (a source, a date) travel with the table and are written back."""

from __future__ import annotations

from pathlib import Path

from solvers.voting.csvio import format_blocks, parse_blocks, read_blocks, write_blocks

#: A student's file: comments before the title, between the quota and the header, among the rows, and
#: one a spreadsheet saved quoted in a cell of its own.
STUDENT_FILE = (
    "# Source: Wikipedia, 2020\n"
    "# title: Bundestag\n"
    "# quota: 369\n"
    "# seats after the 2019 election\n"
    "name,weight\n"
    "CDU/CSU,246\n"
    "#\n"
    "SPD,152\n"
    '"# checked by hand, twice",\n'
    "AfD,94\n"
)
COMMENTS = (
    "# Source: Wikipedia, 2020",
    "# seats after the 2019 election",
    "#",
    "# checked by hand, twice",  # a comment a spreadsheet saved in a quoted cell of its own
)


def test_comment_lines_are_kept_as_written_in_their_order() -> None:
    table = parse_blocks(STUDENT_FILE, "blocks.csv")
    assert table.comments == COMMENTS  # were dropped: only the title and the quota were kept
    assert (table.names, table.weights, table.quota, table.title) == (
        ("CDU/CSU", "SPD", "AfD"),
        (246, 152, 94),
        369,
        "Bundestag",
    )


def test_comments_are_written_after_the_title_and_quota_and_read_back_the_same() -> None:
    table = parse_blocks(STUDENT_FILE, "blocks.csv")
    text = format_blocks(table.names, table.weights, table.quota, table.title, table.comments)
    assert text.splitlines()[:7] == ["# title: Bundestag", "# quota: 369", *COMMENTS, '"name","weight"']
    again = parse_blocks(text, "exported.csv")
    assert again == table and again.comments == COMMENTS


def test_a_file_the_app_wrote_reads_back_and_writes_again_byte_for_byte(tmp_path: Path) -> None:
    first, second = tmp_path / "first.csv", tmp_path / "second.csv"
    write_blocks(first, ["Lions", "#Bears"], [50, 1], 26, "Zoo", ["# Source: the zoo's board, 2024", "#"])
    table = read_blocks(first)
    assert table.comments == ("# Source: the zoo's board, 2024", "#")
    assert table.names == ("Lions", "#Bears")  # a block whose name starts with "#" is not a comment
    write_blocks(second, table.names, table.weights, table.quota, table.title, table.comments)
    assert second.read_bytes() == first.read_bytes()


def test_the_title_and_quota_and_lines_read_as_blocks_are_not_comments() -> None:
    table = parse_blocks("# title: T\n#quota: 5\n#Bears,1\nLions,9\n")
    assert table.comments == ()
    assert format_blocks(table.names, table.weights, table.quota, table.title, table.comments).startswith(
        "# title: T\n# quota: 5\n"
    )
