import pytest

from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.position import (
    FLAG,
    HIDDEN,
    UNNUMBERED,
    PositionError,
    parse_position,
    read_position,
)


def test_round_trip_and_cell_values():
    text = "3x2x2\n1FH\n12H\n"
    position = parse_position(text)
    assert (position.width, position.height, position.mines) == (3, 2, 2)
    assert position.at(0, 1) == FLAG and position.at(1, 2) == HIDDEN and position.at(1, 1) == 2
    assert position.to_text() == text
    assert position.mines_left == 1


def test_a_cell_revealed_without_its_number_is_a_question_mark_and_the_blogs_p_reads_as_one():
    position = parse_position("3x2x1\n?PH\np1?\n")
    assert position.cells == (UNNUMBERED, UNNUMBERED, HIDDEN, UNNUMBERED, 1, UNNUMBERED)
    assert position.to_text() == "3x2x1\n??H\n?1?\n"
    assert parse_position(position.to_text()) == position


def test_a_cell_revealed_without_its_number_is_not_hidden_so_holds_no_mine():
    with pytest.raises(PositionError, match="2 mines are left but only 1 cell is hidden"):
        analyse(parse_position("2x1x2\n?H\n"))


def test_an_unexpected_character_is_told_every_character_that_is_expected():
    with pytest.raises(PositionError) as raised:
        parse_position("2x1x1\nHx\n", source="bad.mine")
    assert str(raised.value) == (
        "bad.mine, line 2, column 2: unexpected 'x'; use 0-8 for a revealed number, H for hidden, "
        "F for a flag, ? for revealed without its number"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("9x9\nHHH\n", "line 1: expected a header WIDTHxHEIGHTxMINES"),
        ("3x2x1\nHHH\n", "line 2: the header promises 2 rows but there are 1"),
        ("3x2x1\nHHH\nHH\n", "line 3: the header promises 3 columns but this row has 2"),
        ("3x2x1\nHHH\nH9H\n", "line 3, column 2: unexpected '9'"),
        ("3x2x1\nHHH\nHxH\n", "line 3, column 2: unexpected 'x'"),
    ],
)
def test_malformed_text_is_reported_with_its_place(text, message):
    with pytest.raises(PositionError, match=message):
        parse_position(text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2x1x2\nFF\n", None),
        ("2x1x1\nFF\n", "2 cells are flagged but the board has only 1 mine$"),
        ("1x1x0\nF\n", "1 cell is flagged but the board has no mines"),
        ("2x1x3\nHH\n", "3 mines are left but only 2 cells are hidden"),
        ("2x1x2\nH1\n", "2 mines are left but only 1 cell is hidden"),
    ],
)
def test_a_mine_total_that_does_not_fit_is_read_as_written_and_the_analysis_says_why(text, message):
    position = parse_position(text)
    assert position.to_text() == text
    if message is None:
        assert analyse(position).boards == 1
        return
    with pytest.raises(PositionError, match=message):
        analyse(position)


def test_lower_case_and_comments_are_accepted():
    position = parse_position("# a comment\n2x2x1\nhf\n11\n")
    assert position.cells == (HIDDEN, FLAG, 1, 1)


def test_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(PositionError, match="cannot read the file"):
        read_position(str(tmp_path / "nope.mine"))


def test_a_file_starting_with_a_byte_order_mark_is_read(tmp_path):
    path = tmp_path / "notepad.mine"
    path.write_bytes(b"\xef\xbb\xbf3x3x1\nHHH\nH1H\nHHH\n")  # as Windows Notepad saves UTF-8
    position = read_position(str(path))
    assert (position.width, position.height, position.mines) == (3, 3, 1) and position.at(1, 1) == 1


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            b"3x1x1\r\nH\xd5\x00\x01",
            ", line 2, column 2: byte 0xd5 is not UTF-8 text: save the file as UTF-8",
        ),
        (None, ": cannot read the file (Is a directory)"),
    ],
)
def test_an_unreadable_file_is_named_in_plain_words(tmp_path, content, message):
    # The app names the file as the user sees it; the command line gives the path.
    path = tmp_path / "picture.mine"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    with pytest.raises(PositionError) as raised:
        read_position(path, source="picture.mine")
    assert str(raised.value) == f"picture.mine{message}"
    with pytest.raises(PositionError) as raised:
        read_position(str(path))
    assert str(raised.value) == f"{path}{message}"
