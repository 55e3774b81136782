"""Saving on the Crossword tab into grid files edited by hand meanwhile: a file the app cannot read
as grids is left whole, and a single grid's notes stay."""

from __future__ import annotations

import codecs

from tests.gui.test_crossword_editing import save_dialog, tab, type_at  # noqa: F401 (the fixtures)
from tests.gui.test_crossword_gui import click

#: Three grids in three formats, with comments.
MINE = (
    "; my grids\n# alpha\n#....\n.....\ncrate\n.....\n....#\n\n"
    "# beta\n; beta note\ny o u r 0\no 0 r 0 0\nu 0 g o 0\n\n"
    "# gamma\n5 5\n(_ _ _ _ *)\n(_ _ _ _ _)\n(_ _ _ _ _)\n(_ _ _ _ _)\n(* _ _ _ _)\n"
)
REFUSED = (
    "The file cannot be read as grids, so saving would replace all of it: fix it, or save to another file."
)


def test_a_typo_typed_into_the_file_meanwhile_stops_the_save(qtbot, tab, tmp_path, save_dialog):  # noqa: F811
    """Save wrote the one grid over a file it could not read: grids beta and gamma and every comment
    were gone, and the status line said only *Saved mine.txt.*"""
    path = tmp_path / "mine.txt"
    path.write_text(MINE)
    assert tab.load_path(path)
    type_at(qtbot, tab, 1, 1, "z")
    typo = MINE.replace("(_ _ _ _ _)\n(* _", "(_ _ ? _ _)\n(* _")  # in a text editor, meanwhile
    path.write_text(typo)
    click(qtbot, tab.save_button)
    assert path.read_text() == typo
    assert tab.status_label.text() == (
        "Not saved: mine.txt, line 20, column 6: '?' is not a cell: use '.' or '_' for empty, '#', '*' "
        f"or '0' for a block, a letter a-z to pre-fill. {REFUSED}"
    )
    # Saved again as UTF-16 (Notepad's "Unicode"): still left whole.
    utf16 = codecs.BOM_UTF16_LE + MINE.encode("utf-16-le")
    path.write_bytes(utf16)
    click(qtbot, tab.save_button)
    assert path.read_bytes() == utf16
    assert tab.status_label.text() == (
        f"Not saved: mine.txt, line 1, column 1: the file is UTF-16 text: save it as UTF-8. {REFUSED}"
    )
    # Fixed, the file takes the grid in place of alpha.
    path.write_text(MINE)
    click(qtbot, tab.save_button)
    assert path.read_text() == MINE.replace("#....\n.....", "#....\n.z...")
    assert tab.status_label.text() == "Saved alpha in mine.txt (3 grids)."


def test_a_file_refused_at_open_is_not_replaced_by_save_into_it(qtbot, tab, tmp_path):  # noqa: F811
    path = tmp_path / "all-grids.txt"
    data = "; Müller's grids for the club\n# one\ncat\n.#.\n...\n\n# two\ndog\n.#.\n...\n".encode("cp1252")
    path.write_bytes(data)
    assert not tab.load_path(path)
    click(qtbot, tab.options_panel.new_button)
    tab.save_path(path)  # chosen in the Save dialog
    assert path.read_bytes() == data
    assert tab.status_label.text() == (
        "Not saved: all-grids.txt, line 1, column 4: byte 0xfc is not UTF-8 text: save the file as "
        f"UTF-8. {REFUSED}"
    )


def test_saving_a_single_grid_keeps_its_notes(qtbot, tab, tmp_path, save_dialog):  # noqa: F811
    """The notes around a file's only grid were deleted on Save (and the mark and line ends with them),
    though the same notes stayed in a file of two grids."""
    text = (
        "; Sunday puzzle, ideas for clues below\r\n; 1A: a crate\r\n# sunday\r\n#....\r\n.....\r\n"
        "crate\r\n.....\r\n....#\r\n; end notes: try SLATE at 3A\r\n"
    )
    path = tmp_path / "single.txt"
    path.write_bytes(codecs.BOM_UTF8 + text.encode())
    assert tab.load_path(path)
    type_at(qtbot, tab, 1, 0, "s")
    click(qtbot, tab.save_button)
    assert (
        path.read_bytes() == codecs.BOM_UTF8 + text.replace("\n.....\r\ncrate", "\ns....\r\ncrate").encode()
    )
    assert tab.status_label.text() == "Saved single.txt."


def test_a_picture_with_cr_cr_lf_line_ends_opens_as_one_grid(qtbot, tab, tmp_path):  # noqa: F811
    path = tmp_path / "grid.txt"
    path.write_bytes(b"; Sunday\r\r\n# sunday\r\r\n#....\r\r\n.....\r\r\ncrate\r\r\n.....\r\r\n....#\r\r\n")
    assert tab.load_path(path)
    assert tab.status_label.text() == "Opened grid.txt: 1 grid."
    assert tab.grid_model.grid.rows == ("#....", ".....", "crate", ".....", "....#")
