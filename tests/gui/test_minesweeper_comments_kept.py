"""A position file's comment lines, kept through edits, Undo and a restart, shown, and saved back."""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel

from boggle_desktop.minesweeper.tab import MinesweeperTab
from solvers.minesweeper.position import FLAG
from tests.gui.shown_tab import shown_tab
from tests.gui.test_minesweeper_play import tab  # noqa: F401 - the tab as a fixture

COMMENTS = ("# From the club night, game 3", "# question: is B2 safe?")


def comments_label(tab: MinesweeperTab) -> QLabel | None:  # noqa: F811
    """The label that says the position keeps comment lines, if one shows."""
    return next(
        (label for label in tab.findChildren(QLabel) if "comment line" in label.text() and label.isVisible()),
        None,
    )


def choose_file(monkeypatch, path: Path) -> None:
    """The file dialogs pick ``path``, as a person would in them."""
    picked = staticmethod(lambda *args, **kwargs: (str(path), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", picked)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", picked)


def test_comment_lines_survive_edits_undo_a_restart_and_save(qtbot, tab, context, tmp_path, monkeypatch):  # noqa: F811
    path = tmp_path / "annot.mine"
    path.write_text(f"{COMMENTS[0]}\n3x3x1\n{COMMENTS[1]}\nH10\n110\n000\n", encoding="utf-8")
    choose_file(monkeypatch, path)
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    label = comments_label(tab)
    assert label is not None
    assert (
        label.text()
        == "2 comment lines are kept with the position and written back by Save (hover to read them)."
    )
    assert all(comment in label.toolTip() for comment in COMMENTS)

    tab.brush_button(FLAG).click()
    qtbot.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=tab.board.cell_rect(0, 0).center())
    qtbot.mouseClick(tab.undo_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.redo_button, Qt.MouseButton.LeftButton)
    assert comments_label(tab) is not None

    again = shown_tab(qtbot, MinesweeperTab(context))  # the app started again
    assert again.model.edited.comments == COMMENTS and comments_label(again) is not None

    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8") == f"{COMMENTS[0]}\n{COMMENTS[1]}\n3x3x1\nF10\n110\n000\n"
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)  # read back, saved again: no line doubled
    qtbot.mouseClick(tab.save_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8") == f"{COMMENTS[0]}\n{COMMENTS[1]}\n3x3x1\nF10\n110\n000\n"
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def test_a_position_without_comments_shows_no_comment_line(qtbot, tab, tmp_path, monkeypatch):  # noqa: F811
    path = tmp_path / "plain.mine"
    path.write_text("3x1x1\nH 1 0\n", encoding="utf-8")  # cells one space apart, as typed by hand
    choose_file(monkeypatch, path)
    qtbot.mouseClick(tab.open_button, Qt.MouseButton.LeftButton)
    assert "plain.mine" in tab.message.text() and tab.model.width == 3
    assert comments_label(tab) is None
