"""A student imports their file of blocks, corrects a weight and exports over it: its comments stay."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from boggle_desktop.voting.tab import VotingTab
from tests.gui.shown_tab import shown_tab
from tests.gui.test_voting_gui import choose_example, type_into_cell, wait_for_results

SOURCE = "# Source: Wikipedia, 2020"
SEATS = "# seats after the 2019 election"
BLOCKS = f"# title: Bundestag\n{SOURCE}\n# quota: 369\nname,weight\nCDU/CSU,246\n{SEATS}\nSPD,152\nAfD,94\n"


@pytest.fixture
def tab(qtbot, context, settings_reset):
    yield shown_tab(qtbot, VotingTab(context))
    context.tasks.shutdown()


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def import_file(qtbot, tab: VotingTab, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    click(qtbot, tab.blocks_panel.import_button)
    wait_for_results(qtbot, tab)


def exported(qtbot, tab: VotingTab, path: Path, monkeypatch) -> list[str]:
    """The lines Export CSV… writes to ``path``."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    click(qtbot, tab.blocks_panel.export_button)
    return path.read_text(encoding="utf-8-sig").splitlines()


def test_an_edited_import_exported_over_its_file_keeps_its_comments(qtbot, tab, tmp_path, monkeypatch):
    path = tmp_path / "blocks.csv"
    path.write_text(BLOCKS, encoding="utf-8")
    import_file(qtbot, tab, path, monkeypatch)
    label = tab.blocks_panel.comments_label
    assert label.isVisible() and "2 comment lines" in label.text()  # they are said, not invisible
    assert SOURCE in label.toolTip() and SEATS in label.toolTip()
    type_into_cell(qtbot, tab, 2, 1, "95")
    lines = exported(qtbot, tab, path, monkeypatch)
    assert lines[:5] == ["# title: Bundestag", "# quota: 369", SOURCE, SEATS, '"name","weight"']  # were lost
    assert lines[-1] == '"AfD",95'


def test_comments_are_kept_on_restart_dropped_by_new_and_examples_and_undone(
    qtbot, context, settings_reset, tab, tmp_path, monkeypatch
):
    source = tmp_path / "blocks.csv"
    source.write_text(BLOCKS, encoding="utf-8")
    import_file(qtbot, tab, source, monkeypatch)
    out = tmp_path / "out.csv"

    again = shown_tab(qtbot, VotingTab(context))  # the app started again
    assert exported(qtbot, again, out, monkeypatch)[2:4] == [SOURCE, SEATS]
    assert again.blocks_panel.comments_label.isVisible()

    click(qtbot, again.blocks_panel.new_button)
    assert not again.blocks_panel.comments_label.isVisible()
    assert not any(line.startswith("# ") for line in exported(qtbot, again, out, monkeypatch))
    click(qtbot, again.blocks_panel.undo_button)  # the imported table again, its comments too
    assert again.blocks.names() == ["CDU/CSU", "SPD", "AfD"]
    assert exported(qtbot, again, out, monkeypatch)[2:4] == [SOURCE, SEATS]
    assert again.blocks_panel.comments_label.isVisible()

    choose_example(qtbot, again, "dictator")
    assert not again.blocks_panel.comments_label.isVisible()
    assert exported(qtbot, again, out, monkeypatch)[:2] == [
        "# title: Three blocks 55,38,16 (Banzhaf 100/0/0)",
        '"name","weight"',
    ]
