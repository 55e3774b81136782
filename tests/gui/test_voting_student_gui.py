"""The Voting Power tab as a political-science student uses it: a new table, its title, a file re-saved by a
spreadsheet, exact Shapley-Shubik fractions and the figures a check by hand needs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from boggle_desktop.voting.tab import VotingTab
from tests.gui.shown_tab import shown_tab


@pytest.fixture
def tab(qtbot, context, settings_reset):
    yield shown_tab(qtbot, VotingTab(context))
    context.tasks.shutdown()


def wait_for_results(qtbot, tab: VotingTab) -> None:
    qtbot.waitUntil(lambda: not tab.timer.isActive() and tab.task is None, timeout=20000)


def new_table(qtbot, tab: VotingTab) -> None:
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    wait_for_results(qtbot, tab)


def paste(qtbot, tab: VotingTab, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    qtbot.mouseClick(tab.blocks_panel.paste_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)


def type_into(qtbot, field, text: str) -> None:
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)


def import_file(qtbot, tab: VotingTab, monkeypatch, path: Path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)


def export_file(qtbot, tab: VotingTab, monkeypatch, path: Path) -> str:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    return path.read_text(encoding="utf-8-sig")


def test_new_empties_the_table_and_a_paste_then_starts_it(qtbot, tab):
    wait_for_results(qtbot, tab)
    assert tab.blocks.rowCount() == 27  # the EU example
    new_table(qtbot, tab)
    assert tab.blocks.rowCount() == 0 and tab.blocks_panel.title_edit.text() == ""
    assert tab.blocks_panel.preset_combo.currentIndex() == -1
    paste(qtbot, tab, "A\t4\nB\t3\nC\t2\nD\t1")
    assert tab.blocks.weights() == [4, 3, 2, 1]
    qtbot.mouseClick(tab.blocks_panel.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.blocks_panel.undo_button, Qt.MouseButton.LeftButton)
    wait_for_results(qtbot, tab)
    assert tab.blocks.rowCount() == 27 and tab.blocks_panel.title_edit.text().startswith("EU after Nice")


def test_the_title_is_shown_edited_exported_and_undone(qtbot, tab, monkeypatch, tmp_path):
    wait_for_results(qtbot, tab)
    title = tab.blocks_panel.title_edit
    assert title.isVisible() and title.text().startswith("EU after Nice, simple majority")
    new_table(qtbot, tab)
    paste(qtbot, tab, "A\t4\nB\t3\nC\t2\nD\t1")
    type_into(qtbot, tab.blocks_panel.quota_edit, "6")
    type_into(qtbot, title, "Textbook game")
    wait_for_results(qtbot, tab)
    text = export_file(qtbot, tab, monkeypatch, tmp_path / "out.csv")
    assert text.startswith("# title: Textbook game\n# quota: 6\n") and "EU" not in text
    tab.blocks_panel.table.setFocus()
    qtbot.keyClick(tab.blocks_panel.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert title.text() == ""  # the title typed is one step to undo
    assert tab.blocks_panel.quota_edit.text() == "6"


def test_a_file_resaved_by_a_spreadsheet_imports(qtbot, tab, monkeypatch, tmp_path):
    path = tmp_path / "ltb_resaved.csv"
    path.write_text(
        "\ufeff# title: Lions and tigers,\r\n# quota: 51,\r\nname,weight\r\nLions,50\r\nTigers,49\r\n"
        "Bears,1\r\n,\r\n",
        encoding="utf-8",
    )
    import_file(qtbot, tab, monkeypatch, path)
    assert tab.blocks.weights() == [50, 49, 1]
    assert tab.blocks_panel.quota_edit.text() == "51"
    assert tab.blocks_panel.title_edit.text() == "Lions and tigers"


def test_an_unused_column_and_a_total_row_are_said_on_import(qtbot, tab, monkeypatch, tmp_path):
    path = tmp_path / "parties.csv"
    path.write_text("Party,Seats,Share\nA,4,40%\nB,3,30%\nC,2,20%\nD,1,10%\nTotal,10,100%\n")
    import_file(qtbot, tab, monkeypatch, path)
    message = tab.blocks_panel.message_label.text()
    assert tab.blocks.rowCount() == 5
    assert "column 3 (Share) was not used" in message and "Total is counted as a block" in message


def test_shapley_shubik_tooltip_gives_the_orderings_and_the_fraction(qtbot, tab):
    wait_for_results(qtbot, tab)
    new_table(qtbot, tab)
    paste(qtbot, tab, "[6; 4, 3, 2, 1]")  # textbook notation: the quota and the weights
    assert tab.blocks.weights() == [4, 3, 2, 1] and tab.blocks_panel.quota_edit.text() == "6"
    model = tab.results
    tip = model.data(model.index(0, 5), Qt.ItemDataRole.ToolTipRole)
    assert "10 of 24 orderings = 5/12" in tip


def test_summary_names_dummies_veto_players_and_winning_coalitions(qtbot, tab):
    wait_for_results(qtbot, tab)
    new_table(qtbot, tab)
    paste(qtbot, tab, "A\t55\nB\t38\nC\t16")
    summary = tab.results_panel.summary_label
    assert "4 winning coalitions of 8" in summary.text()
    assert "dummies (never critical): B, C" in summary.text()
    assert "veto player (in every winning coalition): A" in summary.text()
    assert "{A}" in summary.toolTip()  # the minimal winning coalitions
    type_into(qtbot, tab.blocks_panel.quota_edit, "40")
    wait_for_results(qtbot, tab)
    assert (
        "Warning: quota 40 of a total weight 109 lets two coalitions with no block in common"
        in summary.text()
    )
    assert tab.results.rowCount() == 3  # warned, still computed


def test_a_title_pasted_over_two_lines_is_kept_on_one(qtbot, tab, monkeypatch, tmp_path):
    """A line break in the title ended the file's title line: the next start read the rest as a block
    and showed the EU example instead of the table."""
    wait_for_results(qtbot, tab)
    title = tab.blocks_panel.title_edit
    title.setFocus()
    title.selectAll()
    QGuiApplication.clipboard().setText("Council vote\nsource: textbook p. 12")
    qtbot.keyClick(title, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    wait_for_results(qtbot, tab)
    text = export_file(qtbot, tab, monkeypatch, tmp_path / "out.csv")
    assert text.startswith("# title: Council vote source: textbook p. 12\n")
    again = shown_tab(qtbot, VotingTab(tab.context))  # the next start
    assert again.blocks.rowCount() == 27 and again.title() == "Council vote source: textbook p. 12"


def test_big_weights_and_counts_are_copied_in_full(qtbot, tab):
    wait_for_results(qtbot, tab)
    new_table(qtbot, tab)
    paste(qtbot, tab, f"A\t{10**20 + 1}\nB\t{10**20}\nC\t1")
    table = tab.blocks_panel.table
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(table, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert f"A\t{10**20 + 1}\nB\t{10**20}\n" in QGuiApplication.clipboard().text()  # shown 1.000 × 10²⁰
    results = tab.results_panel.table
    results.setFocus()
    qtbot.keyClick(results, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(results, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    header, first = QGuiApplication.clipboard().text().splitlines()[:2]
    assert "Shapley-Shubik %" in header.split("\t")  # a header broken after its hyphen, joined
    assert first.split("\t")[:2] == ["A", str(10**20 + 1)]


def test_a_big_games_shapley_shubik_tooltip_is_short(qtbot, tab):
    """120 equal blocks: the fraction is 1/120, but the counts of orderings run to 199 digits."""
    wait_for_results(qtbot, tab)
    new_table(qtbot, tab)
    paste(qtbot, tab, "\n".join(f"B{i}\t1" for i in range(120)))
    model = tab.results
    tip = model.data(model.index(0, 5), Qt.ItemDataRole.ToolTipRole)
    assert "(120!) orderings" in tip and len(tip) < 200, tip
