"""Rules the second mutation audit found unguarded in the app (undo, settings, History, rounds cut short,
crossword files and playback, the Minesweeper board, screenshots): each test fails when the rule's
code is changed slightly."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from array import array
from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings

from boggle_desktop import app as app_module
from boggle_desktop import saved_settings
from boggle_desktop.boggle.history import FILE_NAME, HistoryStore
from boggle_desktop.boggle.interrupted import take_interrupted
from boggle_desktop.boggle.models import HistoryModel
from boggle_desktop.crossword.models import GridModel, PlaybackModel
from boggle_desktop.crossword.tab import CrosswordTab
from boggle_desktop.minesweeper.views import BoardView
from solvers.crossword import Replayer, empty_grid, grid_from_rows
from solvers.crossword.trace import CHOOSE, Trace, encode
from solvers.minesweeper.position import HIDDEN, UNNUMBERED
from tests.gui.shown_tab import shown_tab
from tests.gui.test_boggle_history import record
from tests.gui.test_boggle_interrupted import ROUND, dead_pid, played_by
from tests.gui.test_crossword_editing import save_dialog, type_at  # noqa: F401 (a fixture)
from tests.gui.test_crossword_gui import click
from tests.gui.test_crossword_never_use import never_use
from tests.gui.test_main_window import endless

# -- Undo on the Crossword tab's grid ---------------------------------------------------------------

TYPED = grid_from_rows(["cat..", ".....", ".....", ".....", "....."], "my typed grid")
SAMPLES = [
    grid_from_rows(rows, f"sample {name}")
    for name, rows in (
        ("A", ["#....", ".....", ".....", ".....", "....#"]),
        ("B", ["##...", ".....", ".....", ".....", "...##"]),
        ("C", ["...##", ".....", ".....", ".....", "##..."]),
    )
]


def browse(model: GridModel, *grids) -> None:
    """Show ``grids`` one after another, as the arrow keys in the grid list do."""
    for grid in grids:
        model.set_grid(grid, merge="grid list")


def test_grids_browsed_after_an_undo_are_a_step_of_their_own(qapp):
    model = GridModel()
    model.set_grid(TYPED)
    a, b, c = SAMPLES
    browse(model, a, b)
    model.undo()
    assert model.grid == TYPED
    browse(model, c)  # one more arrow key in the grid list
    model.undo()
    assert model.grid == TYPED and model.can_undo


def test_a_fill_found_on_a_browsed_grid_comes_back_with_it(qapp):
    shown: dict[str, tuple[str, ...] | None] = {"fill": None}
    model = GridModel(shown_fill=lambda: shown["fill"])
    model.set_grid(TYPED)
    a, b, _c = SAMPLES
    browse(model, a)
    shown["fill"] = ("cats.", "....")  # a search filled sample A
    browse(model, b)
    shown["fill"] = None
    model.undo()
    assert model.grid == a and model.fill == ("cats.", "....")


# -- Save on the Crossword tab ----------------------------------------------------------------------


@pytest.fixture
def crossword_tab(qtbot, context, settings_reset):
    tab = shown_tab(qtbot, CrosswordTab(context))
    qtbot.waitUntil(lambda: tab.index_task is None and tab.fill_task is None, timeout=20000)
    return tab


def test_the_same_grid_opened_from_another_file_is_saved_in_that_file(
    qtbot,
    crossword_tab,
    tmp_path,
    save_dialog,  # noqa: F811
):
    text = "# mine\n....\n....\n"
    first, second = tmp_path / "x.txt", tmp_path / "y.txt"
    first.write_text(text)
    second.write_text(text)
    assert crossword_tab.load_path(first) and crossword_tab.load_path(second)
    type_at(qtbot, crossword_tab, 0, 0, "q")
    click(qtbot, crossword_tab.save_button)
    assert save_dialog == [str(second.resolve())]
    assert second.read_text() == "# mine\nq...\n....\n" and first.read_text() == text


def test_a_word_left_out_keeps_the_file_save_offers(qtbot, crossword_tab, tmp_path, save_dialog):  # noqa: F811
    path = tmp_path / "x.txt"
    path.write_text("# mine\n....\n....\n")
    assert crossword_tab.load_path(path)
    never_use(qtbot, crossword_tab, "cat")
    assert crossword_tab.grid_model.excluded == {"cat"}
    click(qtbot, crossword_tab.save_button)
    assert save_dialog == [str(path.resolve())]


# -- Trace playback ---------------------------------------------------------------------------------


@pytest.fixture
def playback(qapp):
    """Playback of a trace of 200 events."""
    grid = empty_grid(3, 3)
    trace = Trace(grid, [("abc",)] * 6, [5] * 6, array("q", [encode(CHOOSE, 0, 5)] * 200))
    model = PlaybackModel()
    model.load(Replayer(trace))
    yield model
    model.pause()


def test_play_at_the_end_plays_again_from_the_start(qtbot, playback):
    playback.to_end()
    playback.play()
    assert playback.playing and playback.step == 0
    qtbot.waitUntil(lambda: playback.step > 0, timeout=2000)


def test_playback_goes_at_the_speed_chosen(qtbot, playback):
    playback.set_speed(20)
    started = time.monotonic()
    playback.play()
    qtbot.waitUntil(lambda: playback.step >= 20, timeout=5000)
    seconds = time.monotonic() - started
    # A timer may fire a little early, never more often: at most 20 events a second, give or take.
    assert playback.step <= 20 * seconds * 1.1 + 1


# -- Settings that cannot be written ----------------------------------------------------------------


@pytest.fixture
def settings_file_not_replaceable(tmp_path, monkeypatch):
    """A settings file that can be written in place, in a folder no new file can be made in (as a
    read-only folder is for a user other than root, who ignores modes): the file is a link to one
    whose name leaves no room for the temporary file a save writes beside it."""
    monkeypatch.setattr(saved_settings, "_watch", None)
    folder = tmp_path / "config" / QSettings().organizationName()
    folder.mkdir(parents=True)
    target = tmp_path / ("s" * 255)
    target.write_text("[General]\n")
    (folder / f"{QSettings().applicationName()}.conf").symlink_to(target)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    yield
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"])


def test_the_first_setting_that_could_not_be_written_is_reported_at_once(settings_file_not_replaceable):
    """Even a session that changes one setting, then closes, is told."""
    assert QSettings().isWritable()
    told: list[str] = []
    saved_settings.settings_watch().unwritable.connect(told.append)
    saved_settings.save_setting("stones/n", "13")
    assert len(told) == 1 and told[0].startswith("Settings cannot be saved in")


# -- History ----------------------------------------------------------------------------------------


def test_a_history_with_one_damaged_page_is_moved_aside_and_a_new_one_started(tmp_path):
    store = HistoryStore(tmp_path)
    for _ in range(400):
        store.add(record(human_words=tuple(f"word{k}" for k in range(30))))
    store.close()
    path = tmp_path / FILE_NAME
    data = bytearray(path.read_bytes())
    page = 4096 * 30
    data[page + 100 : page + 3000] = b"\x07" * 2900  # one page in the middle overwritten
    path.write_bytes(bytes(data))

    again = HistoryStore(tmp_path)
    assert "it was moved to" in again.recovery_message and not again.memory_only
    assert len(list(tmp_path.glob(f"{FILE_NAME}.corrupt-*"))) == 1
    assert again.rounds() == []
    again.add(record())
    assert len(again.rounds()) == 1


def test_a_damaged_history_moved_aside_keeps_the_journal_a_crash_left(tmp_path):
    store = HistoryStore(tmp_path)
    for _ in range(50):
        store.add(record())
    store.close()
    path = tmp_path / FILE_NAME
    # A program killed in the middle of a change leaves its journal (the pages as they were).
    writer = (
        f"import sqlite3, time\nc = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
        "c.execute('BEGIN'); c.execute(\"UPDATE rounds SET board = 'zzzzzzzzzzzzzzzz'\")\n"
        "print('changing', flush=True); time.sleep(60)\n"
    )
    process = subprocess.Popen([sys.executable, "-c", writer], stdout=subprocess.PIPE, text=True)
    assert process.stdout.readline() == "changing\n"
    process.send_signal(signal.SIGKILL)
    process.wait()
    process.stdout.close()
    journal = path.with_name(f"{FILE_NAME}-journal").read_bytes()
    data = bytearray(path.read_bytes())
    data[:16] = b"not a database!!"
    path.write_bytes(bytes(data))

    again = HistoryStore(tmp_path)
    assert "it was moved to" in again.recovery_message
    aside = next(tmp_path.glob(f"{FILE_NAME}.corrupt-*[0-9]"))
    assert aside.with_name(f"{aside.name}-journal").read_bytes() == journal  # for whoever salvages it


@pytest.fixture
def new_york_time():
    """The local time zone five hours behind UTC (as New York in winter)."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "EST+5"
    time.tzset()
    yield
    if before is None:
        del os.environ["TZ"]
    else:
        os.environ["TZ"] = before
    time.tzset()


def test_history_shows_when_a_round_was_played_in_local_time(qapp, new_york_time):
    model = HistoryModel()
    model.set_items([record(id=1, played_at="2026-11-24T09:00:00+00:00")])
    played = HistoryModel.headers.index("Played")
    assert model.index(0, played).data() == "2026-11-24 04:00"


# -- Rounds cut short -------------------------------------------------------------------------------


def test_an_untimed_round_cut_short_by_a_crash_is_taken(settings_reset, tmp_path):
    untimed = replace(ROUND, timer_seconds=0)
    played_by(dead_pid(), untimed)
    assert take_interrupted(tmp_path) == ([untimed], "")


# -- The Minesweeper board --------------------------------------------------------------------------


def test_a_revealed_cell_without_its_number_is_drawn_revealed(qtbot):
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(300, 120)
    board.set_board(3, 1, [UNNUMBERED, 0, HIDDEN], set(), None)
    board.show()
    qtbot.waitExposed(board)
    image = board.grab().toImage()

    def corner_colour(col: int):
        rect = board.cell_rect(0, col)
        return image.pixelColor(rect.left() + 4, rect.top() + 4)  # away from the cell's text

    assert corner_colour(0) == corner_colour(1) != corner_colour(2)


# -- Screenshots ------------------------------------------------------------------------------------


def test_screenshots_wait_for_the_work_under_way_and_say_when_it_does_not_end(
    qtbot, main_window, context, tmp_path, monkeypatch
):
    monkeypatch.setattr(app_module, "SCREENSHOT_TIMEOUT_MS", 300)
    task = context.tasks.start(endless, "A long solve")
    with pytest.raises(TimeoutError, match="still busy"):
        app_module.take_screenshots(main_window, tmp_path / "shots")
    assert not list((tmp_path / "shots").iterdir())
    with qtbot.waitSignal(task.finished, timeout=5000):
        task.cancel()
