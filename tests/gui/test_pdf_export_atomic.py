"""Save as PDF over an earlier export when the disk fills part-way: the earlier PDF stays whole and
the tab says the save failed (QPdfWriter wrote over the file in place and the tab said "Saved")."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from boggle_desktop.crossword.tab import CrosswordTab
from tests.gui.shown_tab import shown_tab
from tests.tab_process import run_tab_process


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: widget.index_task is None and widget.fill_task is None, timeout=20000)
    return widget


def save_as_pdf(qtbot, tab: CrosswordTab, path, monkeypatch) -> None:
    """Entries, then Save as PDF…, choosing ``path`` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))
    tab.side_tabs.setCurrentWidget(tab.entries_panel)
    qtbot.mouseClick(tab.entries_panel.pdf_button, Qt.MouseButton.LeftButton)


def test_a_pdf_that_cannot_be_saved_leaves_the_earlier_one_whole(qtbot, tab, tmp_path, monkeypatch, request):
    folder = tmp_path / "exports"
    folder.mkdir()
    path = folder / "puzzle.pdf"
    save_as_pdf(qtbot, tab, path, monkeypatch)
    earlier = path.read_bytes()
    assert tab.status_label.text().startswith("Saved puzzle.pdf")

    request.getfixturevalue("full_disk")
    save_as_pdf(qtbot, tab, path, monkeypatch)
    assert tab.status_label.text() == f"Cannot save {path}: No space left on device"
    assert path.read_bytes() == earlier and [file.name for file in folder.iterdir()] == ["puzzle.pdf"]


@pytest.mark.skipif(sys.platform == "win32", reason="file size limits are POSIX")
def test_a_disk_that_fills_part_way_leaves_the_earlier_pdf_whole(tmp_path):
    """A real short write: past a file size limit (with SIGXFSZ ignored) writes fail with EFBIG, as
    on a full disk. The earlier export was cut to a third of its size, with no end."""
    said = run_tab_process(
        tmp_path,
        CrosswordTab,
        f"""
        import resource, signal
        from PySide6.QtWidgets import QFileDialog
        path = Path({str(tmp_path / "puzzle.pdf")!r})
        QFileDialog.getSaveFileName = lambda *args, **kwargs: (str(path), "")
        tab.side_tabs.setCurrentWidget(tab.entries_panel)
        QTest.mouseClick(tab.entries_panel.pdf_button, Qt.MouseButton.LeftButton)
        earlier = path.read_bytes()
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (len(earlier) // 3, resource.RLIM_INFINITY))
        QTest.mouseClick(tab.entries_panel.pdf_button, Qt.MouseButton.LeftButton)
        print(tab.status_label.text())
        print(path.read_bytes() == earlier, earlier.rstrip().endswith(b"%%EOF"))
        """,
    )
    assert said.splitlines() == [f"Cannot save {tmp_path / 'puzzle.pdf'}: File too large", "True True"]
