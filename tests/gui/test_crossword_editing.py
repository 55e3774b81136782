"""Editing on the Crossword tab without losing work: saving back into a file of several grids,
browsing the grid list, and a fill found that an edit (undone) must not throw away."""

from __future__ import annotations

import codecs

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from boggle_desktop.crossword.tab import CrosswordTab
from solvers.crossword import read_grids
from solvers.crossword.grid import format_picture
from tests.gui.test_crossword_gui import (
    cell_point,
    choose_grid,
    click,
    press_fill,
    ready_tab,
    until_cancelled,
)
from tests.gui.wheel import wheel_down

#: A file of three grids in two formats, with comments, Windows line ends and a byte order mark.
MINE = (
    "; my grids\r\n# alpha\r\n3 3\r\n(_ _ _)\r\n(_ * _)\r\n(_ _ _)\r\n\r\n"
    "# beta\r\n....\r\n....\r\n\r\n"
    "; the last one\r\n# gamma\r\n. .\r\n. .\r\n"
)


@pytest.fixture
def tab(qtbot, context, settings_reset, tmp_path):
    return ready_tab(qtbot, context, tmp_path)


@pytest.fixture
def save_dialog(monkeypatch):
    """The Save dialog accepts the file it suggests; the files it suggested, newest last."""
    suggested: list[str] = []

    def accept(parent, caption, name, filters):
        suggested.append(name)
        return name, filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(accept))
    return suggested


def type_at(qtbot, tab: CrosswordTab, row: int, col: int, letters: str) -> None:
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.LeftButton, pos=cell_point(tab, row, col))
    qtbot.keyClicks(tab.grid_view, letters)


def right_click(qtbot, tab: CrosswordTab, row: int, col: int) -> None:
    qtbot.mouseClick(tab.grid_view, Qt.MouseButton.RightButton, pos=cell_point(tab, row, col))


def undo(qtbot, tab: CrosswordTab) -> None:
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def redo(qtbot, tab: CrosswordTab) -> None:
    qtbot.keyClick(tab.grid_view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)


# ------------------------------------------------------------------ saving


def test_a_grid_of_another_name_saved_into_a_file_of_grids_is_added_to_them(
    qtbot, tab, tmp_path, monkeypatch
):
    """A New grid or a sample saved into a file of several grids left that grid alone in the file."""
    path = tmp_path / "mine.txt"
    path.write_bytes(codecs.BOM_UTF8 + MINE.encode())
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *args: (str(path), "")))
    click(qtbot, tab.options_panel.new_button)
    name = tab.grid_model.grid.name
    click(qtbot, tab.save_button)
    assert tab.status_label.text() == f"Added {name} to mine.txt (4 grids)."
    text = path.read_bytes().decode("utf-8-sig")
    assert text.startswith(MINE) and text.endswith(format_picture(tab.grid_model.grid).replace("\n", "\r\n"))
    assert [grid.name for grid in read_grids(path)] == ["alpha", "beta", "gamma", name]


def test_saving_into_the_file_a_grid_came_from_keeps_its_other_grids(qtbot, tab, tmp_path, save_dialog):
    path = tmp_path / "mine.txt"
    path.write_bytes(codecs.BOM_UTF8 + MINE.encode())
    assert tab.load_path(path)
    choose_grid(qtbot, tab, "beta")
    type_at(qtbot, tab, 0, 0, "q")
    click(qtbot, tab.save_button)
    assert save_dialog == [str(path.resolve())]  # not grid.txt in the current folder
    # Only beta's lines changed: the other grids, the comments, the line ends and the mark stay.
    assert path.read_bytes() == codecs.BOM_UTF8 + MINE.replace("# beta\r\n....", "# beta\r\nq...").encode()
    assert tab.status_label.text() == "Saved beta in mine.txt (3 grids)."
    assert tab.sample_combo.currentText() == "beta"  # the list holds beta as saved

    # The file is read again when saving: a grid added to it since it was opened stays too.
    with path.open("ab") as file:
        file.write(b"\r\n# delta\r\n..\r\n..\r\n")
    type_at(qtbot, tab, 1, 0, "x")
    click(qtbot, tab.save_button)
    assert save_dialog[-1] == str(path.resolve())
    assert tab.status_label.text() == "Saved beta in mine.txt (4 grids)."
    text = path.read_bytes().decode("utf-8-sig")
    assert "# beta\r\nq...\r\nx...\r\n" in text and text.endswith("# delta\r\n..\r\n..\r\n")
    assert tab.load_path(path) and tab.grid_model.grid.name == "alpha"
    assert [tab.samples[name].rows for name in ("beta", "gamma")] == [("q...", "x..."), ("..", "..")]


def test_a_grid_saved_into_a_file_with_two_grids_of_its_name_is_not_saved(qtbot, tab, tmp_path):
    path = tmp_path / "twice.txt"
    text = "# beta\n..\n..\n\n# beta\n...\n...\n"
    path.write_text(text)
    assert tab.load_path(path)
    type_at(qtbot, tab, 0, 0, "q")
    tab.save_path(path)
    assert path.read_text() == text
    assert tab.status_label.text() == (
        "Not saved: twice.txt: 2 grids are named 'beta' (grids 1 and 2 of the file); give each its "
        "own name, or save to another file."
    )


def test_save_offers_the_file_the_grid_came_from_when_another_file_has_a_grid_of_its_name(
    qtbot, tab, tmp_path, save_dialog
):
    # Unnamed grids are "grid 1", "grid 2" in every file: Tuesday's first is listed as "grid 1 (tuesday.txt)".
    monday, tuesday = tmp_path / "monday.txt", tmp_path / "tuesday.txt"
    monday.write_text("....\n....\n\n..#\n...\n")
    tuesday.write_text("#...\n....\n\n...\n...\n")
    assert tab.load_path(monday) and tab.load_path(tuesday)
    choose_grid(qtbot, tab, "grid 1")
    type_at(qtbot, tab, 0, 0, "q")
    click(qtbot, tab.save_button)
    assert save_dialog == [str(monday.resolve())]  # was tuesday.txt, whose grid 1 it replaced
    assert monday.read_text() == "# grid 1\nq...\n....\n\n..#\n...\n"
    assert tuesday.read_text() == "#...\n....\n\n...\n...\n"
    assert tab.status_label.text() == "Saved grid 1 in monday.txt (2 grids)."

    # Undo and Redo bring back each grid with the file it came from.
    type_at(qtbot, tab, 1, 0, "x")
    choose_grid(qtbot, tab, "grid 1 (tuesday.txt)")
    undo(qtbot, tab)
    assert tab.grid_model.grid.rows == ("q...", "x...")
    click(qtbot, tab.save_button)
    assert save_dialog[-1] == str(monday.resolve())
    redo(qtbot, tab)
    choose_grid(qtbot, tab, "grid 2 (tuesday.txt)")
    type_at(qtbot, tab, 0, 0, "z")
    click(qtbot, tab.save_button)
    assert save_dialog[-1] == str(tuesday.resolve())
    assert monday.read_text() == "# grid 1\nq...\nx...\n\n..#\n...\n"
    assert tuesday.read_text() == "#...\n....\n\n# grid 2\nz..\n...\n"


def test_save_offers_each_single_grid_file_its_own_grid(qtbot, tab, tmp_path, save_dialog):
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("....\n....\n")
    second.write_text("#..\n...\n...\n")
    assert tab.load_path(first) and tab.load_path(second)
    choose_grid(qtbot, tab, "grid 1")
    click(qtbot, tab.save_button)
    assert save_dialog == [str(first.resolve())]  # was b.txt, overwritten with a.txt's grid
    assert second.read_text() == "#..\n...\n...\n"
    assert tab.status_label.text() == "Saved a.txt."


def test_an_edited_sample_or_a_new_grid_is_offered_grid_txt_until_saved(
    qtbot, tab, tmp_path, save_dialog, monkeypatch
):
    monkeypatch.chdir(tmp_path)  # where the dialog's grid.txt is written
    # A file holding grids named as a sample and as a New grid: their names are no reason to offer it.
    path = tmp_path / "named.txt"
    text = "# exercise 4\n...\n...\n\n# new 9x9\n.........\n"
    path.write_text(text)
    assert tab.load_path(path)
    choose_grid(qtbot, tab, "exercise 4")
    type_at(qtbot, tab, 0, 0, "q")
    click(qtbot, tab.save_button)
    click(qtbot, tab.options_panel.new_button)
    assert tab.grid_model.grid.name == "new 9x9"
    click(qtbot, tab.save_button)
    assert save_dialog == ["grid.txt", "grid.txt"]
    assert path.read_text() == text
    tab.save_path(tmp_path / "mine.txt")  # another file chosen in the dialog
    type_at(qtbot, tab, 0, 0, "x")
    click(qtbot, tab.save_button)
    assert save_dialog[-1] == str((tmp_path / "mine.txt").resolve())  # then the file it was saved in


def test_saving_a_grid_keeps_the_comments_written_among_its_lines(qtbot, tab, tmp_path, save_dialog):
    path = tmp_path / "week.txt"
    text = "# mon\n; theme: fruit (by Ann)\n; 1 Across is weak\n....\n....\n\n# tue\n...\n...\n"
    text = text.replace("\n", "\r\n")
    path.write_bytes(codecs.BOM_UTF8 + text.encode())
    assert tab.load_path(path)
    click(qtbot, tab.save_button)  # unchanged: the file stays as it was, to the byte
    assert path.read_bytes() == codecs.BOM_UTF8 + text.encode()
    type_at(qtbot, tab, 0, 0, "q")
    click(qtbot, tab.save_button)
    assert save_dialog == [str(path.resolve())] * 2
    assert path.read_bytes() == codecs.BOM_UTF8 + text.replace("\n....", "\nq...", 1).encode()


# ---------------------------------------------------------------- browsing


def test_grids_browsed_in_the_list_are_one_step_to_undo(qtbot, tab):
    right_click(qtbot, tab, 0, 0)  # the user's own grid
    mine = tab.grid_model.grid
    combo = tab.sample_combo
    combo.setFocus()
    for _ in range(3):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    wheel_down(combo)
    wheel_down(combo)
    browsed = tab.grid_model.grid
    assert browsed != mine and combo.currentText() == browsed.name
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid == mine  # one Undo, however many grids were browsed
    click(qtbot, tab.redo_button)
    assert tab.grid_model.grid == browsed

    right_click(qtbot, tab, 0, 0)  # an edit ends the run: browsing again is a step of its own
    edited = tab.grid_model.grid
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid == edited
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid == browsed


def test_browsing_hundreds_of_grids_keeps_the_users_grid_to_undo(qtbot, tab, tmp_path):
    """Each grid browsed was a step, so holding Down over a big file pushed the user's grid past
    the 500 steps kept."""
    right_click(qtbot, tab, 0, 0)
    mine = tab.grid_model.grid
    path = tmp_path / "many.txt"
    path.write_text("".join(f"# g{k}\n{'.' * 3}\n{'.' * 3}\n\n" for k in range(520)))
    tab.grid_model.history.limit = 5  # as 500 steps, in a fraction of the time
    assert tab.load_path(path)
    tab.sample_combo.setFocus()
    for _ in range(8):
        qtbot.keyClick(tab.sample_combo, Qt.Key.Key_Down)
    assert tab.grid_model.grid.name == "g8"
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid.name == "g0"  # the grid the file opened on
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid == mine


# ------------------------------------------------------------------- fills


def test_undoing_a_stray_edit_brings_back_the_fill_shown(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    empty = tab.grid_model.grid.rows
    press_fill(qtbot, tab)
    fill = tab.rows_on_screen()
    assert tab.keep_button.isEnabled()
    right_click(qtbot, tab, 4, 7)  # by mistake
    edited = tab.grid_model.grid.rows
    assert not tab.keep_button.isEnabled()
    undo(qtbot, tab)
    assert tab.grid_model.grid.rows == empty and tab.rows_on_screen() == fill
    assert tab.keep_button.isEnabled()
    assert tab.status_label.text().endswith("Shown with its fill: Keep fill locks it in.")
    redo(qtbot, tab)
    assert tab.grid_model.grid.rows == edited and tab.rows_on_screen() == list(edited)
    undo(qtbot, tab)
    assert tab.rows_on_screen() == fill
    click(qtbot, tab.keep_button)
    assert list(tab.grid_model.grid.rows) == fill


def test_undo_straight_after_a_fill_and_redo_bring_the_fill_back(qtbot, tab):
    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    fill = tab.rows_on_screen()
    undo(qtbot, tab)
    assert tab.grid_model.grid.name != "exercise 1"
    redo(qtbot, tab)
    assert tab.grid_model.grid.name == "exercise 1" and tab.rows_on_screen() == fill
    assert tab.keep_button.isEnabled()

    # Grids browsed after a fill are a step of their own: the fill is not merged away.
    tab.sample_combo.setFocus()
    qtbot.keyClick(tab.sample_combo, Qt.Key.Key_Down)
    wheel_down(tab.sample_combo)
    click(qtbot, tab.undo_button)
    assert tab.grid_model.grid.name == "exercise 1" and tab.rows_on_screen() == fill


def test_a_search_stopped_by_an_undo_leaves_the_fill_it_brings_back(qtbot, tab, monkeypatch):
    import boggle_desktop.crossword.tab as tab_module

    choose_grid(qtbot, tab, "exercise 1")
    press_fill(qtbot, tab)
    fill = tab.rows_on_screen()
    right_click(qtbot, tab, 4, 7)
    monkeypatch.setattr(tab_module, "run_fill", until_cancelled)
    click(qtbot, tab.fill_button)  # a long search on the edited grid
    assert tab.fill_task is not None
    undo(qtbot, tab)
    qtbot.waitUntil(lambda: tab.fill_task is None, timeout=10000)
    assert tab.rows_on_screen() == fill and tab.keep_button.isEnabled()
