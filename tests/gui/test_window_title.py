"""The window's title names the tab on screen and the file its puzzle came from, as the user switches
tabs, opens, saves elsewhere, starts anew and undoes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from boggle_desktop.crossword.tab import CrosswordTab
from boggle_desktop.main_window import MainWindow
from boggle_desktop.minesweeper.tab import MinesweeperTab
from boggle_desktop.voting.tab import VotingTab
from tests.gui.test_crossword_gui import click
from tests.gui.test_voting_gui import type_into_cell, wait_for_results

RESOURCES = Path(__file__).resolve().parents[2] / "resources"
CTRL = Qt.KeyboardModifier.ControlModifier


def title(window: MainWindow) -> str:
    """The title as the title bar shows it (Qt's ``[*]`` marks read)."""
    return window.windowHandle().title()


def go_to(qtbot, window: MainWindow, number: int) -> None:
    qtbot.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), CTRL)


def open_with_keys(qtbot, window: MainWindow, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.keyClick(window, Qt.Key.Key_O, CTRL)


def save_with_keys(qtbot, window: MainWindow, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.keyClick(window, Qt.Key.Key_S, CTRL)


def copied(name: str, folder: Path, as_name: str) -> Path:
    return Path(shutil.copy(RESOURCES / name, folder / as_name))


def test_tabs_without_files_are_named_alone_and_the_title_follows_the_tab(qtbot, main_window):
    assert title(main_window) == "Boggle — Boggle Desktop"
    for number, name in ((5, "Stone Game"), (2, "Crossword"), (4, "Voting Power"), (1, "Boggle")):
        go_to(qtbot, main_window, number)
        assert title(main_window) == f"{name} — Boggle Desktop"
    assert main_window.windowFilePath() == ""


def test_a_crossword_grid_is_named_by_its_file_through_save_as_new_and_undo(
    qtbot, main_window, tmp_path, monkeypatch
):
    tab = main_window.findChild(CrosswordTab)
    first = copied("crossword/exercise.txt", tmp_path, "first.txt")
    second = copied("crossword/pictures.txt", tmp_path, "second.txt")
    go_to(qtbot, main_window, 2)
    assert title(main_window) == "Crossword — Boggle Desktop"  # the sample
    open_with_keys(qtbot, main_window, first, monkeypatch)
    assert title(main_window) == "first.txt — Crossword — Boggle Desktop"
    assert main_window.windowFilePath() == str(first.resolve())
    go_to(qtbot, main_window, 1)
    assert title(main_window) == "Boggle — Boggle Desktop" and main_window.windowFilePath() == ""
    go_to(qtbot, main_window, 2)
    assert title(main_window) == "first.txt — Crossword — Boggle Desktop"
    open_with_keys(qtbot, main_window, second, monkeypatch)
    assert title(main_window) == "second.txt — Crossword — Boggle Desktop"
    click(qtbot, tab.undo_button)  # the grid of the first file, with its file
    assert title(main_window) == "first.txt — Crossword — Boggle Desktop"
    save_with_keys(qtbot, main_window, tmp_path / "saved.txt", monkeypatch)
    assert title(main_window) == "saved.txt — Crossword — Boggle Desktop"
    click(qtbot, tab.options_panel.new_button)
    assert title(main_window) == "Crossword — Boggle Desktop"
    click(qtbot, tab.undo_button)  # the grid as last saved
    assert title(main_window) == "saved.txt — Crossword — Boggle Desktop"
    assert main_window.windowFilePath() == str((tmp_path / "saved.txt").resolve())


def test_a_file_name_holding_qts_modified_mark_is_shown_as_it_is(qtbot, main_window, tmp_path, monkeypatch):
    grids = copied("crossword/exercise.txt", tmp_path, "draft[*].txt")
    go_to(qtbot, main_window, 2)
    open_with_keys(qtbot, main_window, grids, monkeypatch)
    assert title(main_window) == "draft[*].txt — Crossword — Boggle Desktop"


def test_a_minesweeper_position_is_named_by_its_file_while_edited(qtbot, main_window, tmp_path, monkeypatch):
    tab = main_window.findChild(MinesweeperTab)
    first = copied("minesweeper/beginner_guess.mine", tmp_path, "first.mine")
    second = copied("minesweeper/expert_midgame.mine", tmp_path, "second.mine")
    go_to(qtbot, main_window, 3)
    assert title(main_window) == "Minesweeper — Boggle Desktop"  # the position kept, or a sample
    open_with_keys(qtbot, main_window, first, monkeypatch)
    assert title(main_window) == "first.mine — Minesweeper — Boggle Desktop"
    open_with_keys(qtbot, main_window, second, monkeypatch)
    assert title(main_window) == "second.mine — Minesweeper — Boggle Desktop"
    click(qtbot, tab.undo_button)
    assert title(main_window) == "first.mine — Minesweeper — Boggle Desktop"
    save_with_keys(qtbot, main_window, tmp_path / "saved.mine", monkeypatch)
    assert title(main_window) == "saved.mine — Minesweeper — Boggle Desktop"
    assert main_window.windowFilePath() == str((tmp_path / "saved.mine").resolve())
    click(qtbot, tab.new_button)  # a game is of no file
    assert title(main_window) == "Minesweeper — Boggle Desktop"
    click(qtbot, tab.edit_button)  # back to the position edited
    assert title(main_window) == "saved.mine — Minesweeper — Boggle Desktop"
    tab.sample_button.menu().actions()[0].trigger()
    assert title(main_window) == "Minesweeper — Boggle Desktop"


def test_a_voting_table_is_named_by_its_csv_file_through_edits_export_new_and_undo(
    qtbot, main_window, tmp_path, monkeypatch
):
    tab = main_window.findChild(VotingTab)
    blocks = tmp_path / "council.csv"
    blocks.write_text("name,weight\nNorth,5\nSouth,3\nEast,2\n", encoding="utf-8")
    go_to(qtbot, main_window, 4)
    assert title(main_window) == "Voting Power — Boggle Desktop"  # an example
    open_with_keys(qtbot, main_window, blocks, monkeypatch)
    wait_for_results(qtbot, tab)
    assert title(main_window) == "council.csv — Voting Power — Boggle Desktop"
    type_into_cell(qtbot, tab, 0, 1, "6")  # an edit of the file's table
    assert title(main_window) == "council.csv — Voting Power — Boggle Desktop"
    click(qtbot, tab.blocks_panel.new_button)
    assert title(main_window) == "Voting Power — Boggle Desktop"
    click(qtbot, tab.blocks_panel.undo_button)
    assert title(main_window) == "council.csv — Voting Power — Boggle Desktop"
    save_with_keys(qtbot, main_window, tmp_path / "exported.csv", monkeypatch)
    assert title(main_window) == "exported.csv — Voting Power — Boggle Desktop"
    click(qtbot, tab.blocks_panel.undo_button)  # Export was no step: the table as imported, before the edit
    assert tab.blocks.weights() == [5, 3, 2]
    assert title(main_window) == "council.csv — Voting Power — Boggle Desktop"
    click(qtbot, tab.blocks_panel.redo_button)
    assert title(main_window) == "exported.csv — Voting Power — Boggle Desktop"
    wait_for_results(qtbot, tab)


@pytest.mark.parametrize(("key", "shown"), [("crossword", "Crossword"), ("voting", "Voting Power")])
def test_the_title_at_start_names_the_tab_reopened(qtbot, context, settings_reset, key, shown):
    settings_reset.setValue("window/tab", key)
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert title(window) == f"{shown} — Boggle Desktop"
    context.tasks.shutdown()
