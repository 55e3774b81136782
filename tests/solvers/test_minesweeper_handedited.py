"""Position files edited by hand: comment lines kept and written back, cells written apart."""

import json

import pytest

from solvers.minesweeper.position import FLAG, Position, PositionError, parse_position
from tests.cli_helpers import run_solvers

ANNOTATED = "# From the club night, game 3\n3x3x1\n# question: is B2 safe?\nH10\n110\n000\n"


def test_comment_lines_are_kept_in_their_order_and_written_back_above_the_header():
    position = parse_position(ANNOTATED)
    assert position.comments == ("# From the club night, game 3", "# question: is B2 safe?")
    text = position.to_text()
    assert text == "# From the club night, game 3\n# question: is B2 safe?\n3x3x1\nH10\n110\n000\n"
    assert parse_position(text) == position


def test_an_edited_position_keeps_its_comments():
    position = parse_position(ANNOTATED)
    assert position.with_cell(0, 0, FLAG).comments == position.comments
    assert position.with_cell(0, 0, FLAG).to_text().startswith("# From the club night, game 3\n")


def test_a_position_without_comments_is_written_as_before():
    # what older versions kept in the settings, and what they read back
    assert parse_position("3x1x1\nH10\n").to_text() == "3x1x1\nH10\n"


@pytest.mark.parametrize("comment", ["no hash", "# two\n# lines"])
def test_a_comment_is_one_line_starting_with_a_hash(comment):
    with pytest.raises(PositionError, match="a comment is one line starting with #"):
        Position(1, 1, 0, (0,), (comment,))


@pytest.mark.parametrize("row", ["H 1 0", "H\t1\t0", "h 1\t0"])
def test_cells_may_be_written_one_space_or_one_tab_apart(row):
    position = parse_position(f"3x2x1\n{row}\n110\n")
    assert position == parse_position("3x2x1\nH10\n110\n")


def test_a_row_written_apart_is_counted_in_cells():
    with pytest.raises(PositionError) as raised:
        parse_position("3x1x1\nH 1\n", source="spaced.mine")
    assert str(raised.value) == "spaced.mine, line 2: the header promises 3 columns but this row has 2"


@pytest.mark.parametrize(
    ("row", "message"),
    [
        (
            "H\u00a01\u00a00",
            "line 2, column 2: unexpected '\\xa0' (U+00A0 NO-BREAK SPACE); a row's cells are written "
            "side by side, or one space or one tab apart",
        ),
        (
            "H  1  0",  # the second space is the one too many
            "line 2, column 3: unexpected ' ' (a space); a row's cells are written side by side, "
            "or one space or one tab apart",
        ),
        (
            "H10  # top",
            "line 2, column 4: unexpected ' ' (a space); a row's cells are written side by side, "
            "or one space or one tab apart; a comment goes on a line of its own, starting with #",
        ),
        (
            "H 1  H",  # was blamed on column 2, the first (right) gap
            "line 2, column 5: unexpected ' ' (a space); a row's cells are written side by side, "
            "or one space or one tab apart",
        ),
        (
            "H 10",
            "line 2, column 4: '0' where a gap belongs; a row's cells are written side by side, "
            "or one space or one tab apart",
        ),
        (
            "H10# top",
            "line 2, column 4: unexpected '#'; use 0-8 for a revealed number, H for hidden, F for a flag, "
            "? for revealed without its number; a comment goes on a line of its own, starting with #",
        ),
    ],
)
def test_the_first_character_that_is_not_a_cell_is_named_before_the_cells_are_counted(row, message):
    with pytest.raises(PositionError) as raised:
        parse_position(f"3x1x1\n{row}\n", source="hand.mine")
    assert str(raised.value) == f"hand.mine, {message}"


def test_the_command_line_reads_rows_written_apart_and_names_a_bad_gap(tmp_path):
    spaced = tmp_path / "spaced.mine"
    spaced.write_text("# by hand\n3x3x1\nH 1 0\n1 1 0\n0 0 0\n", encoding="utf-8")
    result = run_solvers("mines", "--board", str(spaced), "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["mines"] == [[0, 0]]
    noted = tmp_path / "noted.mine"
    noted.write_text("3x3x1\nH10  # top\n110\n000\n", encoding="utf-8")
    result = run_solvers("mines", "--board", str(noted))
    assert result.returncode != 0
    assert f"{noted}, line 2, column 4: unexpected ' ' (a space)" in result.stderr
