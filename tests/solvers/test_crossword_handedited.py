"""Grid files edited by hand in a text editor: a save never replaces text it could not read, keeps a
single grid's notes, and a picture written with a blank line after each row is still one grid."""

from __future__ import annotations

import codecs

import pytest

from solvers.crossword import GridParseError, parse_grids, read_grids
from solvers.crossword.grid import SavedInto, parse_grid, with_grid_replaced
from tests.cli_helpers import run_solvers

#: Three grids in three formats, with comments.
MINE = (
    "; my grids\n# alpha\n#....\n.....\ncrate\n.....\n....#\n\n"
    "# beta\n; beta note\ny o u r 0\no 0 r 0 0\nu 0 g o 0\n\n"
    "# gamma\n5 5\n(_ _ _ _ *)\n(_ _ _ _ _)\n(_ _ _ _ _)\n(_ _ _ _ _)\n(* _ _ _ _)\n"
)
SUNDAY = ("#....", ".....", "crate", ".....", "....#")


def alpha_edited():
    return parse_grid(MINE, "alpha").with_cell(1, 1, "z")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            MINE.replace("(_ _ _ _ _)\n(* _", "(_ _ ? _ _)\n(* _").encode(),
            "line 20, column 6: '?' is not a cell: use '.' or '_' for empty, '#', '*' or '0' for a block, "
            "a letter a-z to pre-fill",
        ),
        (("; Müller's grids\n" + MINE).encode("cp1252"), "line 1, column 4: byte 0xfc is not UTF-8 text"),
        (codecs.BOM_UTF16_LE + MINE.encode("utf-16-le"), "line 1, column 1: the file is UTF-16 text"),
        (b"; notes for next week's grid\n\nideas: ZEBRA, QUIZ?\n", "line 3, column 2: a row with gaps"),
    ],
)
def test_a_file_that_cannot_be_read_as_grids_is_not_replaced_by_a_save(tmp_path, data, message) -> None:
    """with_grid_replaced said None for a file it could not read, and the save then wrote the one grid
    over the whole file: the other grids and every comment were gone."""
    path = tmp_path / "mine.txt"
    path.write_bytes(data)
    with pytest.raises(GridParseError) as raised:
        with_grid_replaced(path, alpha_edited())
    assert str(raised.value).startswith(message)
    assert type(raised.value).__name__ == "UnreadableGridFile"  # told apart from two grids of one name
    assert path.read_bytes() == data


@pytest.mark.parametrize("text", ["; grids for the club\n", "; grids for the club\r\n\r\n; by Ann"])
def test_a_file_of_notes_only_gets_the_grid_after_them(tmp_path, text) -> None:
    """A setter who begins a grid file with a note could not save a first grid into it."""
    path = tmp_path / "club.txt"
    path.write_text(text, newline="")
    saved = with_grid_replaced(path, alpha_edited())
    assert saved is not None and saved.data.decode().startswith(text)
    path.write_bytes(saved.data)
    assert [grid.rows for grid in parse_grids(path.read_text())] == [alpha_edited().rows]


@pytest.mark.parametrize("text", ["", "\n\n", " \r\n\t\r\n"])
def test_an_empty_file_is_written_over(tmp_path, text) -> None:
    path = tmp_path / "new.txt"
    path.write_text(text)
    assert with_grid_replaced(path, alpha_edited()) is None


@pytest.mark.parametrize("newline", ["\n", "\r\n", "\r"])
def test_a_single_grid_saved_into_its_file_keeps_its_notes_mark_and_line_ends(tmp_path, newline) -> None:
    """A file of one grid was written as the grid alone: its comments, mark and line ends were lost,
    while the same comments stayed in a file of two grids."""
    text = (
        "; Sunday puzzle, ideas for clues below\n; 1A: a crate\n# sunday\n#....\n.....\ncrate\n"
        ".....\n....#\n; end notes: try SLATE at 3A\n"
    ).replace("\n", newline)
    path = tmp_path / "single.txt"
    path.write_bytes(codecs.BOM_UTF8 + text.encode())
    sunday = parse_grid(text)
    saved = with_grid_replaced(path, sunday.with_cell(1, 0, "s"))
    edited = text.replace(f"{newline}.....{newline}crate", f"{newline}s....{newline}crate")
    assert saved == SavedInto(codecs.BOM_UTF8 + edited.encode(), 1, False)


def test_another_grid_saved_into_a_single_grid_file_is_added_to_it(tmp_path) -> None:
    """As into a file of several grids: the grid already there is a setter's work too."""
    path = tmp_path / "single.txt"
    path.write_text("; Sunday\n# sunday\n#..\n...\n")
    saved = with_grid_replaced(path, parse_grid("# monday\n..\n..\n"))
    assert saved == SavedInto(b"; Sunday\n# sunday\n#..\n...\n\n# monday\n..\n..\n", 2, True)


@pytest.mark.parametrize("another_grid", [False, True])
def test_cr_cr_lf_line_ends_are_one_line_end(tmp_path, another_grid) -> None:
    """``\\r\\r\\n`` (``\\r\\n`` written through Windows' text mode) read as a line end and a blank
    line: each row of the picture was a grid of one row."""
    text = "; Sunday\r\r\n# sunday\r\r\n" + "".join(f"{row}\r\r\n" for row in SUNDAY)
    if another_grid:
        text += "\r\r\n# monday\r\r\n..\r\r\n..\r\r\n"
    grids = parse_grids(text)
    assert (grids[0].name, grids[0].rows) == ("sunday", SUNDAY)
    assert len(grids) == 1 + another_grid
    # Saved, the grid keeps the file's line ends.
    path = tmp_path / "sunday.txt"
    path.write_bytes(text.encode())
    saved = with_grid_replaced(path, grids[0].with_cell(1, 0, "s"))
    assert saved is not None and saved.data == text.replace("\n.....\r", "\ns....\r", 1).encode()


def test_an_old_mac_file_gets_its_own_line_ends_for_an_added_grid(tmp_path) -> None:
    path = tmp_path / "mac.txt"
    path.write_bytes(b"# one\r..\r..\r\r# two\r...\r")
    saved = with_grid_replaced(path, parse_grid("# three\n..\n"))
    assert saved is not None and saved.data == b"# one\r..\r..\r\r# two\r...\r\r# three\r..\r"


@pytest.mark.parametrize("name", ["", "# sunday\n\n", "# sunday\n\n; a note\n\n"])
def test_a_double_spaced_picture_is_one_grid(tmp_path, name) -> None:
    """A picture pasted with a blank line after each row was read as one grid per row."""
    text = "; Sunday\n\n" + name + "".join(f"{row}\n\n" for row in SUNDAY)
    path = tmp_path / "grid.txt"
    path.write_text(text)
    (grid,) = read_grids(path)
    assert grid.rows == SUNDAY and grid.name == ("sunday" if name else "grid 1")
    # A mistake is named at its line of the file.
    second = text.splitlines().index(".....") + 1
    with pytest.raises(GridParseError, match=f"^line {second}, column 5: this row has 5 cells but the first"):
        parse_grids(text.replace("#....", "#..."))
    done = run_solvers("crossword", "--grid", str(path), "--list", "small")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{grid.name}: 5x5") and "the first of" not in done.stderr


@pytest.mark.parametrize(
    "text",
    [
        "..\n..\n\n..\n..\n",  # grids of two rows
        "# one\n...\n\n# two\n...\n",  # named one-row grids
        "...\n\n\n...\n",  # two blank lines apart
        "..\n\n1 2\n(_ _)\n",  # a van Beek grid
    ],
)
def test_grids_apart_stay_apart(text) -> None:
    assert len(parse_grids(text)) == 2


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#mini\ncat\n.#.\n...\n", "line 2, column 4: this row has 3 cells but the first row has 5"),
        ("#Mini grid\ncat\n", "line 1, column 2: a row with gaps has its cells one space or one tab apart"),
        ("cat\n#mini\n...\n", "line 2, column 4: this row has 5 cells but the first row has 3"),
        ("#mini-2\n.......\n", "line 1, column 6: '-' is not a cell"),
    ],
)
def test_a_name_written_without_its_space_gets_a_hint(text, message) -> None:
    """``#mini`` reads as a block and four letters: the message said nothing of the name line."""
    with pytest.raises(GridParseError) as raised:
        parse_grids(text)
    assert str(raised.value).startswith(message)
    assert str(raised.value).endswith(" (a grid's name line is '# ' then the name)")


def test_a_row_starting_with_a_block_gets_no_hint() -> None:
    with pytest.raises(GridParseError) as raised:
        parse_grids("#..\n....\n")
    assert str(raised.value) == "line 2, column 4: this row has 4 cells but the first row has 3"


def test_a_mistake_under_a_first_row_starting_with_a_block_and_letters_gets_no_hint() -> None:
    """``#cat#`` is a grid's first row as often as a name without its space: a typo further down
    said how a name line is written."""
    with pytest.raises(GridParseError) as raised:
        parse_grids("#cat#\n.....\n..?..\n")
    assert str(raised.value).startswith("line 3, column 3: '?' is not a cell")
    assert "name line" not in str(raised.value)
