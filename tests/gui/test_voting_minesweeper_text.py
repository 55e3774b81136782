"""Text from other languages' spreadsheets and file names, in the Voting Power and Minesweeper tabs:
decimal commas, Windows-1252 files, accented names sorted, and messages shown as written."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QHeaderView, QLabel, QTableView

from boggle_desktop.minesweeper import jobs as minesweeper_jobs
from boggle_desktop.minesweeper.tab import MinesweeperTab
from boggle_desktop.voting.tab import VotingTab
from solvers.minesweeper.groups import FrontierTooLarge
from tests.gui.shown_tab import shown_tab

#: Accented capitals that sort after Z by code point.
NAMES = ["Zentrum", "Écologistes", "Verts", "Ökologen", "Łódź", "ecology"]
SORTED = ["Écologistes", "ecology", "Łódź", "Ökologen", "Verts", "Zentrum"]


@pytest.fixture
def voting(qtbot, context, settings_reset):
    yield shown_tab(qtbot, VotingTab(context))
    context.tasks.shutdown()


@pytest.fixture
def minesweeper(qtbot, context, settings_reset):
    yield shown_tab(qtbot, MinesweeperTab(context))
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def shown(label: QLabel) -> str:
    """What a label shows, as a screen reader reads it: rich text rendered, plain text as it is."""
    return QAccessible.queryAccessibleInterface(label).text(QAccessible.Text.Name)


def wait_for_results(qtbot, tab: VotingTab) -> None:
    qtbot.waitUntil(lambda: not tab.timer.isActive() and tab.task is None, timeout=20000)


def import_file(qtbot, tab: VotingTab, path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(tab.blocks_panel.import_button, Qt.MouseButton.LeftButton)


def click_header(qtbot, view: QTableView, column: int) -> None:
    header: QHeaderView = view.horizontalHeader()
    x = header.sectionPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def column_texts(view: QTableView, column: int) -> list[str]:
    model = view.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def test_a_german_decimal_comma_file_is_refused_not_read_as_thousands(qtbot, voting, tmp_path, monkeypatch):
    before = voting.blocks.names()
    path = tmp_path / "wahl.csv"
    path.write_text("# quota: 3\nPartei;Gewicht\nA;1,500\nB;2,250\nC;0,750\n", encoding="utf-8")
    import_file(qtbot, voting, path, monkeypatch)
    assert shown(voting.blocks_panel.message_label).startswith(
        f"Not imported: {path}, line 3, column 4: weight '1,500' has a decimal comma (the fields are "
        "separated by semicolons) but weights are whole numbers: write 1500 without the comma"
    )
    assert voting.blocks.names() == before


def test_pasted_semicolon_rows_with_a_decimal_comma_are_refused(qtbot, voting):
    rows = voting.blocks.rowCount()
    QGuiApplication.clipboard().setText("Grüne;1,5\nSPD;2,25\n")
    voting.blocks_panel.table.setFocus()
    qtbot.keyClick(voting.blocks_panel.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert shown(voting.blocks_panel.message_label).startswith(
        "Nothing pasted: pasted text, line 1, column 8: weight '1,5' has a decimal comma"
    )
    assert voting.blocks.rowCount() == rows


def test_a_windows_1252_file_is_imported_and_said_so(qtbot, voting, tmp_path, monkeypatch):
    path = tmp_path / "excel.csv"
    path.write_bytes("Partei;Sitze\nGrüne;5\nZürich;3\nSPD;4\n".encode("cp1252"))
    import_file(qtbot, voting, path, monkeypatch)
    wait_for_results(qtbot, voting)
    assert voting.blocks.names() == ["Grüne", "Zürich", "SPD"]
    label = voting.blocks_panel.message_label
    assert shown(label) == f"Imported 3 blocks: {path} is not UTF-8 text: read as Windows-1252."
    assert label.isVisible() and "#b00020" not in label.styleSheet()  # a note, not an error
    qtbot.keyClicks(voting.blocks_panel.quota_edit, "6")  # the next edit clears it
    wait_for_results(qtbot, voting)
    assert not label.isVisible()


def test_an_export_has_a_byte_order_mark_and_imports_back(qtbot, voting, tmp_path, monkeypatch):
    source = tmp_path / "names.csv"
    source.write_text("Grüne,5\nŁódź,3\n", encoding="utf-8")
    import_file(qtbot, voting, source, monkeypatch)
    path = tmp_path / "export.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    qtbot.mouseClick(voting.blocks_panel.export_button, Qt.MouseButton.LeftButton)
    assert path.read_bytes().startswith(codecs.BOM_UTF8 + b'"name","weight"\n"Gr\xc3\xbcne",5')
    qtbot.mouseClick(voting.blocks_panel.add_button, Qt.MouseButton.LeftButton)
    import_file(qtbot, voting, path, monkeypatch)
    assert voting.blocks.names() == ["Grüne", "Łódź"] and not voting.blocks_panel.message_label.text()


def test_names_sort_with_accents_and_case_folded(qtbot, voting, tmp_path, monkeypatch):
    path = tmp_path / "names.csv"
    path.write_text("".join(f"{name},{i}\n" for i, name in enumerate(NAMES, 1)), encoding="utf-8")
    import_file(qtbot, voting, path, monkeypatch)
    wait_for_results(qtbot, voting)
    results = voting.results_panel.table
    click_header(qtbot, results, 0)
    assert column_texts(results, 0) in (SORTED, SORTED[::-1])
    click_header(qtbot, voting.blocks_panel.table, 0)
    assert voting.blocks.names() in (SORTED, SORTED[::-1])


def test_minesweeper_messages_show_file_names_and_text_as_written(qtbot, minesweeper, tmp_path, monkeypatch):
    saved = tmp_path / "<sauvée> été.mine"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(saved), ""))
    qtbot.mouseClick(minesweeper.save_button, Qt.MouseButton.LeftButton)
    assert shown(minesweeper.message) == "Saved <sauvée> été.mine."
    bad = tmp_path / "a&b.mine"
    bad.write_text("3x1x1\nH<H\n", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(bad), ""))
    qtbot.mouseClick(minesweeper.open_button, Qt.MouseButton.LeftButton)
    assert shown(minesweeper.message).startswith("a&b.mine, line 2, column 2: unexpected '<'; use 0-8")
    assert "#b00020" in minesweeper.message.styleSheet()  # still red


def test_minesweeper_analysis_lines_show_their_text_as_written(qtbot, minesweeper, monkeypatch):
    def refused(position, progress):
        raise FrontierTooLarge("its <b>586</b> boxes & more")

    real = minesweeper_jobs.analyse
    monkeypatch.setattr(minesweeper_jobs, "analyse", refused)
    minesweeper.load_sample("expert_midgame.mine")
    qtbot.waitUntil(lambda: minesweeper.analysis_task is None, timeout=20000)
    status = minesweeper.panel.status_label
    assert shown(status) == "This position is too large to analyse exactly: its <b>586</b> boxes & more"
    assert "#b00020" in status.styleSheet()
    monkeypatch.setattr(minesweeper_jobs, "analyse", real)
    minesweeper.load_sample("expert_midgame.mine")
    qtbot.waitUntil(lambda: minesweeper.analysis_task is None, timeout=20000)
    assert shown(status).startswith("Exact analysis") and "#b00020" not in status.styleSheet()
    panel = minesweeper.panel
    labels = (panel.boards_label, panel.arrangements_label, panel.certain_label, panel.best_label)
    for label in (*labels, panel.win_label, panel.arrangement_caption, minesweeper.message):
        assert label.textFormat() == Qt.TextFormat.PlainText
