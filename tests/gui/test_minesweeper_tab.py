import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent, QColor
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea, QWidget

from boggle_desktop.minesweeper import analysis_panel, jobs
from boggle_desktop.minesweeper import tab as tab_module
from boggle_desktop.minesweeper.models import ArrangementListModel
from boggle_desktop.minesweeper.tab import CANCELLED, POSITION_KEY, MinesweeperTab
from boggle_desktop.minesweeper.views import REVEALED_COLOUR, UNNUMBERED_COLOUR, BoardView
from solvers.minesweeper.analysis import analyse
from solvers.minesweeper.game import Game, Status
from solvers.minesweeper.groups import FrontierTooLarge
from solvers.minesweeper.position import FLAG, HIDDEN, UNNUMBERED
from tests.gui.focus_frames import edge_colours, highlight
from tests.gui.shown_tab import shown_tab
from tests.solvers.minesweeper_brute import LARGE_FRONTIER
from tests.tab_process import run_tab_process


@pytest.fixture
def tab(qtbot, context, settings_reset):
    widget = shown_tab(qtbot, MinesweeperTab(context))
    yield widget
    widget.set_auto_play(False)
    context.tasks.cancel_all()
    qtbot.waitUntil(lambda: not context.tasks.is_busy(), timeout=20000)


def wait_idle(qtbot, tab, timeout=20000):
    """Wait for the quick analysis (probabilities, certain cells, best move) of the current position."""
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=timeout)


def click(qtbot, tab, row, col, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(tab.board, button, pos=tab.board.cell_rect(row, col).center())


def test_opens_on_the_seed_board_with_its_exact_figures(qtbot, tab):
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)
    assert tab.panel.boards_label.text() == "80"
    assert tab.panel.arrangements_label.text() == "10"
    assert tab.arrangements.rowCount() == 10
    first = tab.arrangements.index(0)
    assert first.data() == "#1: 4 mines, 10 boards; uncertain ones at (3,2), (5,4), (5,7), (6,2)"
    assert first.data(Qt.ItemDataRole.ToolTipRole) == first.data()
    # the overlay holds the exact probability of every hidden cell
    assert len(tab.board.probabilities) == 15
    assert tab.board.describe(0, 0) == "row 1, column 1: mine probability 7/20 = 35%"


def test_a_click_in_the_editor_that_changes_nothing_says_why(qtbot, tab):
    """The tab opens on a sample in the editor, whose brush is H: a newcomer's click on a hidden
    cell seemed to do nothing at all."""
    assert tab.model.mode == "edit" and tab.model.edited.at(0, 0) == HIDDEN
    click(qtbot, tab, 0, 0)
    assert tab.message.text() == (
        "This is the editor, and the cell is already hidden: choose what a click sets under Set cells "
        "to, or press New game to play."
    )
    tab.brush_button(FLAG).click()
    click(qtbot, tab, 0, 0)
    assert tab.model.edited.at(0, 0) == FLAG


def test_new_game_reveal_and_flag_by_mouse(qtbot, tab):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("beginner"))
    tab.first_click_combo.setCurrentIndex(tab.first_click_combo.findData("zero"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert tab.model.mode == "play"
    assert (tab.board.width_cells, tab.board.height_cells) == (9, 9)
    click(qtbot, tab, 4, 4)
    game = tab.model.game
    assert game.state[4 * 9 + 4] == 0  # the first click opens a zero
    wait_idle(qtbot, tab)
    assert not tab.board.probabilities, "the overlay is off in a game unless asked for"
    assert tab.panel.boards_label.text() not in ("-", "")
    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)
    assert tab.board.probabilities
    hidden = next(i for i, c in enumerate(game.state) if c == HIDDEN)
    row, col = divmod(hidden, 9)
    click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
    assert game.state[hidden] == FLAG
    assert tab.counter_label.text() == "Mines left: 9"
    click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
    assert game.state[hidden] == HIDDEN


def test_safe_cells_and_mines_are_marked_and_step_plays(qtbot, tab):
    tab.model.game = Game(4, 1, 1, mine_layout={1})
    tab.model.mode = "play"
    tab.model.changed.emit()
    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)  # off in a game at first
    click(qtbot, tab, 0, 3)
    wait_idle(qtbot, tab)
    # H H 1 0: the 1 proves the mine, and so the first cell is safe
    assert tab.board.certain_mines == {1}
    assert tab.board.safe == {0}
    assert tab.panel.certain_label.text() == "1 safe, 1 mine"
    # One arrangement: nothing to scroll through, and "in every one" would say nothing.
    assert tab.panel.arrangement_caption.text() == (
        "1 arrangement of the frontier (cells as (row, column) from 1). The certain mine is not listed."
    )
    assert tab.arrangements.index(0).data() == "#1: 1 mine, 1 board; no uncertain ones"
    qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
    assert tab.model.status is Status.WON
    assert "You won" in tab.message.text()
    # Nothing is left to analyse: no figures of the position before the last move stay behind.
    assert tab.panel.status_label.text() == "The game is over."
    panel = tab.panel
    labels = (panel.boards_label, panel.arrangements_label, panel.certain_label, panel.best_label)
    assert [label.text() for label in labels] == ["-"] * 4
    assert panel.win_label.text() == "-" and panel.arrangement_caption.text() == ""


def test_auto_play_finishes_a_game(qtbot, tab):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("beginner"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    tab.panel.speed_slider.setValue(20)
    qtbot.mouseClick(tab.panel.auto_button, Qt.MouseButton.LeftButton)
    assert tab.auto_timer.isActive()
    qtbot.waitUntil(lambda: tab.model.status is not Status.PLAYING, timeout=60000)
    assert not tab.auto_timer.isActive()
    assert not tab.panel.auto_button.isChecked()


def test_step_makes_one_move(qtbot, tab):
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
    assert tab.model.game.started and tab.model.game.revealed_count >= 9
    before = tab.model.game.revealed_count
    wait_idle(qtbot, tab)
    if tab.model.status is Status.PLAYING:
        qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(
            lambda: tab.model.game.revealed_count > before or tab.model.status is not Status.PLAYING,
            timeout=20000,
        )


def test_editor_sets_cells_and_reports_a_contradiction(qtbot, tab):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("beginner"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tab.edit_game_button, Qt.MouseButton.LeftButton)  # a blank 9x9 board
    assert tab.model.mode == "edit"
    tab.brush_button(8).click()  # brush: the number 8
    click(qtbot, tab, 0, 0)  # a corner has only 3 neighbours
    assert tab.model.edited.at(0, 0) == 8
    wait_idle(qtbot, tab)
    assert "Impossible position" in tab.panel.status_label.text()
    assert "the 8 at row 1, column 1 cannot be satisfied" in tab.panel.status_label.text()
    tab.brush_button(1).click()
    click(qtbot, tab, 0, 0)
    wait_idle(qtbot, tab)
    assert tab.panel.boards_label.text() != "-"
    assert tab.board.probabilities[1] == tab.board.probabilities[9]


def test_hint_shows_the_best_move_even_without_the_overlay(qtbot, tab):
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)
    tab.panel.overlay_box.setChecked(False)
    assert tab.board.best_move is None and not tab.board.probabilities
    qtbot.mouseClick(tab.panel.hint_button, Qt.MouseButton.LeftButton)
    assert tab.board.best_move == tab.choice.cell
    assert "Hint: row" in tab.message.text()


def test_a_move_clears_the_hint_for_the_position_before_it(qtbot, tab):
    tab.model.game = Game(9, 9, 10, seed=0)  # a game that goes on after the moves below
    tab.model.mode = "play"
    tab.model.changed.emit()
    click(qtbot, tab, 4, 4)
    for move in ("step", "click"):
        wait_idle(qtbot, tab)
        qtbot.mouseClick(tab.panel.hint_button, Qt.MouseButton.LeftButton)
        assert tab.message.text().count("Hint: row") == 1
        revealed = tab.model.game.revealed_count
        if move == "step":
            qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
        else:
            click(qtbot, tab, *divmod(max(tab.analysis.safe), 9))
        assert tab.model.game.revealed_count > revealed and tab.model.status is Status.PLAYING
        assert "Hint" not in tab.message.text(), f"a stale hint after a {move}"
        assert tab.board.best_move is None


def test_a_hint_asked_for_during_the_analysis_follows_it(qtbot, tab, monkeypatch):
    release = threading.Event()

    def held_analyse(position, progress):
        release.wait(10)
        return analyse(position, progress)

    monkeypatch.setattr(jobs, "analyse", held_analyse)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 4, 4)
    qtbot.mouseClick(tab.panel.hint_button, Qt.MouseButton.LeftButton)
    assert "The analysis is still running; the hint follows." in tab.message.text()
    release.set()
    wait_idle(qtbot, tab)
    assert f"Hint: {tab.panel.best_label.text()}" in tab.message.text()
    assert tab.board.best_move == tab.choice.cell


def test_save_and_open_a_position(qtbot, tab, tmp_path: Path):
    path = tmp_path / "saved.mine"
    tab.save_path(path)
    assert path.read_text().startswith("8x6x17\n")
    tab.load_sample("expert_midgame.mine")
    wait_idle(qtbot, tab)
    assert tab.model.width == 30
    tab.open_path(path)
    wait_idle(qtbot, tab)
    assert tab.model.width == 8
    bad = tmp_path / "bad.mine"
    bad.write_text("3x1x1\nHQH\n")
    tab.open_path(bad)
    assert "line 2, column 2: unexpected 'Q'" in tab.message.text()


def test_a_position_file_starting_with_a_byte_order_mark_opens(qtbot, tab, tmp_path: Path):
    path = tmp_path / "notepad.mine"
    path.write_bytes(b"\xef\xbb\xbf3x3x1\r\nHHH\r\nH1H\r\nHHH\r\n")  # as Windows Notepad saves UTF-8
    tab.open_path(path)
    wait_idle(qtbot, tab)
    assert (tab.model.width, tab.model.height) == (3, 3)


def test_middle_click_chords_around_a_satisfied_number(qtbot, tab):
    tab.model.game = Game(3, 2, 1, mine_layout={2})
    tab.model.mode = "play"
    tab.model.changed.emit()
    click(qtbot, tab, 1, 0)  # opens the zeros; (1,1) shows 1
    assert tab.model.game.state[4] == 1
    click(qtbot, tab, 0, 2, Qt.MouseButton.RightButton)  # flag the mine
    click(qtbot, tab, 1, 1, Qt.MouseButton.MiddleButton)  # chord: (1,2) opens
    assert tab.model.game.state[5] == 1
    assert tab.model.status is Status.WON


def test_custom_game_too_full_for_the_rule_is_refused(qtbot, tab):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("custom"))
    tab.first_click_combo.setCurrentIndex(tab.first_click_combo.findData("zero"))
    tab.width_spin.setValue(3)
    tab.height_spin.setValue(3)
    tab.mines_spin.setValue(5)
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert "room for at most 0 mines when the first click must open a zero" in tab.message.text()
    tab.first_click_combo.setCurrentIndex(tab.first_click_combo.findData("safe"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert (tab.model.mode, tab.model.width, tab.model.height, tab.model.total_mines) == ("play", 3, 3, 5)


def test_new_game_after_editing_shows_the_new_boards_size(qtbot, tab):
    assert tab.model.mode == "edit" and (tab.width_spin.value(), tab.height_spin.value()) == (8, 6)
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("intermediate"))
    assert (tab.width_spin.value(), tab.height_spin.value()) == (8, 6)  # still the board being edited
    assert tab.board_label.text() == "Position being edited:"  # and labelled so, apart from the next game
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    assert (tab.model.mode, tab.model.width, tab.model.height, tab.model.total_mines) == ("play", 16, 16, 40)
    assert tab.board_label.text() == "Next game's size:"
    spins = (tab.width_spin.value(), tab.height_spin.value(), tab.mines_spin.value())
    assert spins == (16, 16, 40) and not tab.width_spin.isEnabled()
    click(qtbot, tab, 0, 0)
    assert (tab.width_spin.value(), tab.mines_spin.value()) == (16, 40)


def test_editor_resize_keeps_the_cells_that_fit(qtbot, tab):
    assert tab.model.mode == "edit" and tab.model.width == 8
    tab.width_spin.setValue(10)
    assert tab.model.width == 10
    assert tab.model.edited.at(0, 2) == 3 and tab.model.edited.at(0, 9) == HIDDEN
    tab.height_spin.setValue(3)
    assert tab.model.height == 3 and tab.model.edited.at(2, 2) == 5
    wait_idle(qtbot, tab)
    assert tab.analysis is not None or "Impossible" in tab.panel.status_label.text()


def test_level_rule_and_overlay_choices_are_remembered(qtbot, tab, context):
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("expert"))
    tab.first_click_combo.setCurrentIndex(tab.first_click_combo.findData("safe"))
    tab.panel.overlay_box.setChecked(False)
    again = MinesweeperTab(context)
    qtbot.addWidget(again)
    assert again.level_combo.currentData() == "expert"
    assert again.first_click_combo.currentData() == "safe"
    assert not again.panel.overlay_box.isChecked() and not again.board.show_overlay
    wait_idle(qtbot, again)


def test_step_reveals_the_chosen_cell_even_if_the_player_flagged_it(qtbot, tab):
    tab.model.game = Game(4, 1, 1, mine_layout={1})
    tab.model.mode = "play"
    tab.model.changed.emit()
    click(qtbot, tab, 0, 3)
    click(qtbot, tab, 0, 0, Qt.MouseButton.RightButton)  # a wrong flag on the safe cell
    wait_idle(qtbot, tab)
    assert tab.choice.cell == 0
    qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
    assert tab.model.status is Status.WON


def test_an_unavoidable_fifty_fifty_is_shown_as_the_best_move(qtbot, tab, tmp_path: Path):
    coin = tmp_path / "coin.mine"
    coin.write_text("10x2x10\nH3FHHHHHHH\nH3FHHHHHHH\n")
    tab.open_path(coin)
    wait_idle(qtbot, tab)
    qtbot.waitUntil(lambda: tab.perfect_task is None, timeout=20000)
    assert tab.panel.boards_label.text().replace("\u200b", "") == "6,864"
    assert tab.board.best_move in (0, 10)
    assert "unavoidable 50/50" in tab.panel.best_label.text()
    assert "mine probability 50.00%" in tab.panel.best_label.text()


def test_an_edited_position_survives_a_crash(tmp_path: Path):
    # Set a hidden cell of the sample being edited with the mouse, then die without any clean-up.
    died = run_tab_process(
        tmp_path,
        MinesweeperTab,
        """
        before = tab.model.edited.at(4, 2)
        tab.brush_button(3).click()
        QTest.mouseClick(tab.board, Qt.MouseButton.LeftButton, pos=tab.board.cell_rect(4, 2).center())
        edited = tab.model.edited
        print(before, tab.model.mode, edited.at(4, 2), edited.to_text().replace(chr(10), "|"))
        os._exit(3)
        """,
    )
    before, mode, value, edited = died.split()
    assert (int(before), mode, value) == (HIDDEN, "edit", "3")
    restarted = run_tab_process(
        tmp_path, MinesweeperTab, 'print(tab.model.mode, tab.model.edited.to_text().replace(chr(10), "|"))'
    )
    assert restarted.split() == ["edit", edited]


def test_a_cell_revealed_without_its_number_is_edited_drawn_described_and_kept(qtbot, tab, context, tmp_path):
    brush = tab.brush_button(UNNUMBERED)
    assert (brush.text(), accessible_name(brush)) == ("?", "Revealed, number not given")
    brush.click()
    click(qtbot, tab, 4, 2)  # a hidden cell of the seed board's block
    edited = tab.model.edited
    assert edited.at(4, 2) == UNNUMBERED and edited.mines == 17
    wait_idle(qtbot, tab)
    assert (
        tab.board.describe(4, 2)
        == "row 5, column 3: ? = revealed, number not given (no mine; it constrains nothing)"
    )
    tab.board.set_cursor(4, 2)
    assert tab.board.accessibleDescription() == "Row 5, column 3: revealed, number not given"
    # perfect play is not searched: the player would see the number the position leaves out
    assert tab.panel.win_label.text() == (
        "not computed: the number of the revealed cell at row 5, column 3 is not given, "
        "and a player would see it"
    )
    # drawn as a revealed cell, with a muted "?"
    rect = tab.board.cell_rect(4, 2)
    image = tab.board.grab(rect).toImage()
    assert image.pixelColor(6, 6) == REVEALED_COLOUR  # inside the keyboard cursor's frame
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    assert UNNUMBERED_COLOUR.name() in colours
    # kept: in a file, in the settings (so after a restart), and in the editor across a game
    path = tmp_path / "unnumbered.mine"
    tab.save_path(path)
    assert path.read_text().splitlines()[5] == "FH?HHHH3"
    tab.load_sample("expert_midgame.mine")
    tab.open_path(path)
    assert tab.model.edited == edited
    again = MinesweeperTab(context)
    qtbot.addWidget(again)
    assert again.model.edited == edited
    wait_idle(qtbot, again)
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)  # leave for a new game
    assert tab.model.mode == "play" and UNNUMBERED not in tab.model.cells()
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == edited


def test_the_seed_blogs_array_as_written_opens_with_its_52_boards_and_no_win_chance(qtbot, tab):
    tab.load_sample("seed_blog_array.mine")
    wait_idle(qtbot, tab)
    assert tab.panel.boards_label.text() == "52"
    assert tab.panel.win_label.text().startswith(
        "not computed: the number of the revealed cell at row 7, column 2"
    )


def test_a_number_not_given_is_the_reason_for_no_win_chance_even_beyond_the_board_limit(qtbot, tab, tmp_path):
    many = tmp_path / "many.mine"
    many.write_text("8x8x10\n?" + "H" * 7 + "\n" + ("H" * 8 + "\n") * 7)
    tab.open_path(many)
    wait_idle(qtbot, tab)
    assert tab.analysis is not None and tab.analysis.boards > jobs.DEFAULT_BOARD_LIMIT
    assert tab.panel.win_label.text().startswith(
        "not computed: the number of the revealed cell at row 1, column 1"
    )


def test_a_game_is_not_kept_as_a_position_but_the_edited_one_stays(qtbot, tab):
    edited = tab.model.edited.to_text()  # the sample, open in the editor
    assert QSettings().value(POSITION_KEY) == edited
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 4, 4)
    assert tab.model.mode == "play" and tab.model.game.started
    assert QSettings().value(POSITION_KEY) == edited


def test_leaving_the_editor_and_coming_back_keeps_the_edit(qtbot, tab):
    tab.brush_button(2).click()
    click(qtbot, tab, 0, 4)
    edited = tab.model.edited
    assert edited.at(0, 4) == 2
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)  # leave: no game was under way
    assert tab.level_combo.currentData() == "beginner"  # a new game of the level, not the blank board
    assert tab.model.mode == "play" and (tab.model.width, tab.model.height, tab.model.total_mines) == (
        9,
        9,
        10,
    )
    assert "brings back the position you were editing" in tab.message.text()
    assert QSettings().value(POSITION_KEY) == edited.to_text()
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.mode == "edit" and tab.model.edited == edited
    # Leave for a game, flag a cell in it: the editor still brings back the position, and Edit
    # this game takes the game on the board.
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 0, 0, Qt.MouseButton.RightButton)
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.mode == "edit" and tab.model.edited == edited
    assert "Edit this game edits the game instead." in tab.message.text()
    qtbot.mouseClick(tab.edit_game_button, Qt.MouseButton.LeftButton)
    assert tab.model.mode == "edit" and tab.model.edited.at(0, 0) == FLAG
    assert tab.model.edited.width == tab.model.game.width
    # Leave that game untouched and come back: the game's position, as edited, is back.
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert "Back to the game" in tab.message.text()
    back = tab.model.edited
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    assert tab.model.edited == back


def test_a_damaged_saved_position_gives_way_to_the_sample_with_the_reason(qtbot, context, settings_reset):
    settings_reset.setValue(POSITION_KEY, "3x2x1\n0H\n")
    tab = MinesweeperTab(context)
    qtbot.addWidget(tab)
    assert tab.model.mode == "edit" and (tab.model.width, tab.model.height) == (8, 6)
    text = tab.message.text()
    assert "line 2" in text and "Showing the sample instead (Class exercise" in text
    (copy,) = context.data_dir.glob("minesweeper-position-damaged-*.txt")  # one bad cell costs nothing
    assert copy.read_text(encoding="utf-8") == "3x2x1\n0H\n"
    assert f"A copy of it is kept in {copy}." in tab.message.text()
    wait_idle(qtbot, tab)


def test_a_save_that_fails_leaves_the_old_file_whole(qtbot, tab, tmp_path, full_disk):
    path = tmp_path / "mine.mine"
    path.write_text("old position\n", encoding="utf-8")

    tab.save_path(path)
    assert "Cannot save mine.mine: No space left on device" in tab.message.text()
    assert path.read_text(encoding="utf-8") == "old position\n"


def test_a_position_with_a_huge_frontier_is_analysed_and_its_list_capped(qtbot, tab, tmp_path):
    path = tmp_path / "large.mine"
    path.write_text(LARGE_FRONTIER)
    tab.open_path(path)
    wait_idle(qtbot, tab, timeout=60000)
    assert tab.panel.boards_label.text() == "3.387 \u00d7 10\u00b3\u2076"  # the exact count is in the tooltip
    exact = tab.panel.boards_label.toolTip().replace("\u200b", "")  # breaks allowed after the commas
    assert exact == "<p>3,386,776,670,288,840,260,019,621,104,024,343,040 (37 digits)</p>"
    assert tab.arrangements.rowCount() == ArrangementListModel.MAX_ROWS < tab.arrangements.total
    assert "4.465 \u00d7 10\u00b2\u00b2 arrangements" in tab.panel.arrangement_caption.text()
    assert "scroll through the first 1,000,000" in tab.panel.arrangement_caption.text()
    tab.panel.arrangement_view.scrollToBottom()
    last = tab.arrangements.index(ArrangementListModel.MAX_ROWS - 1)
    assert last.data().startswith("#1000000: 83 mines")


def endless(progress):
    """Stands in for a solver that takes hours: it stops only when cancelled."""
    while True:
        time.sleep(0.002)
        progress.report(0, None, "counting")


def slow_analyse(position, progress):
    endless(progress)


def slow_perfect_play(analysis, limit, progress):
    endless(progress)


def figures(tab):
    panel = tab.panel
    labels = (panel.boards_label, panel.arrangements_label, panel.certain_label, panel.best_label)
    return [label.text() for label in labels]


@pytest.fixture
def window_tab(qtbot, main_window):
    """The Minesweeper tab of a main window (whose status bar has the Cancel button), its seed
    board analysed."""
    tab = main_window.tabs.widget(main_window.tab_keys.index("minesweeper"))
    main_window.tabs.setCurrentWidget(tab)
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)
    return tab


def test_cancel_in_the_status_bar_leaves_no_figures_of_the_last_position(
    qtbot, main_window, window_tab, monkeypatch, tmp_path
):
    tab = window_tab
    monkeypatch.setattr(jobs, "analyse", slow_analyse)
    path = tmp_path / "big.mine"
    path.write_text("4x3x2\nHHHH\nH1HH\nHHHH\n")
    tab.open_path(path)
    # While the new position is analysed, the seed board's figures (and its best move, a cell
    # of the new board) are gone.
    assert tab.panel.status_label.text() == "Analysing..."
    assert figures(tab) == ["-"] * 4 and tab.panel.win_label.text() == "-"
    assert tab.panel.arrangement_caption.text() == "" and tab.arrangements.rowCount() == 0
    status = main_window.task_status
    qtbot.waitUntil(lambda: status.isVisible() and status.label.text() == "counting", timeout=5000)
    qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, tab)
    assert tab.panel.status_label.text() == CANCELLED
    assert figures(tab) == ["-"] * 4 and not tab.board.probabilities
    assert tab.panel.again_button.isVisible()
    assert main_window.status_bar.full_message() == ""  # a cancel is not a failure
    monkeypatch.undo()
    qtbot.mouseClick(tab.panel.again_button, Qt.MouseButton.LeftButton)
    assert not tab.panel.again_button.isVisible()
    wait_idle(qtbot, tab)
    assert tab.panel.status_label.text().startswith("Exact analysis")
    assert tab.panel.boards_label.text() != "-" and len(tab.board.probabilities) == 11


def test_cancelling_perfect_play_keeps_the_exact_figures_and_searches_again(
    qtbot, main_window, window_tab, monkeypatch
):
    tab = window_tab
    monkeypatch.setattr(jobs, "perfect_play", slow_perfect_play)
    tab.load_sample("seed_blog.mine")
    wait_idle(qtbot, tab)
    assert tab.perfect_task is not None and tab.panel.win_label.text() == "searching..."
    status = main_window.task_status
    qtbot.waitUntil(lambda: status.label.text() == "counting", timeout=5000)
    qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.perfect_task is None, timeout=5000)
    assert tab.panel.win_label.text().startswith("not computed: the search was cancelled")
    assert tab.panel.boards_label.text() == "80" and tab.panel.status_label.text().startswith("Exact")
    monkeypatch.undo()
    qtbot.mouseClick(tab.panel.again_button, Qt.MouseButton.LeftButton)
    assert tab.analysis_task is None  # only the search runs again
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)


def cancel_the_analysis_of_a_move(qtbot, main_window, tab, monkeypatch) -> None:
    """Play a 4x1 game (its mine in cell 2), reveal the last cell, and press Cancel in the status bar
    while the analysis of that move runs (``analyse`` stays slowed down: undo the monkeypatch)."""
    monkeypatch.setattr(jobs, "analyse", slow_analyse)
    tab.model.game = Game(4, 1, 1, mine_layout={1})
    tab.model.mode = "play"
    tab.model.changed.emit()
    click(qtbot, tab, 0, 3)
    qtbot.waitUntil(lambda: main_window.task_status.label.text() == "counting", timeout=5000)
    qtbot.mouseClick(main_window.task_status.cancel_button, Qt.MouseButton.LeftButton)
    wait_idle(qtbot, tab)


def test_step_after_a_cancelled_analysis_analyses_again_and_steps(
    qtbot, main_window, window_tab, monkeypatch
):
    tab = window_tab
    cancel_the_analysis_of_a_move(qtbot, main_window, tab, monkeypatch)
    monkeypatch.undo()
    qtbot.mouseClick(tab.panel.step_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.model.status is Status.WON, timeout=10000)


def test_a_cancelled_analysis_offers_no_rerun_once_the_game_is_over(
    qtbot, main_window, window_tab, monkeypatch
):
    tab = window_tab
    cancel_the_analysis_of_a_move(qtbot, main_window, tab, monkeypatch)
    assert tab.panel.again_button.isVisible()
    click(qtbot, tab, 0, 1)  # the mine
    assert tab.model.status is Status.LOST
    assert tab.panel.status_label.text() == "The game is over." and not tab.panel.again_button.isVisible()


def test_an_impossible_position_is_said_in_the_panel_not_as_a_failure(
    qtbot, main_window, window_tab, tmp_path
):
    tab = window_tab
    path = tmp_path / "total.mine"
    path.write_text("4x1x2\nH1H1\n")
    tab.open_path(path)
    wait_idle(qtbot, tab)
    assert tab.panel.status_label.text() == (
        "Impossible position: 2 mines are left, but the numbers need exactly 1 "
        "on the frontier, and no hidden cell is off it for the other 1"
    )
    assert "#b00020" in tab.panel.status_label.styleSheet()
    assert figures(tab) == ["-"] * 4
    assert main_window.status_bar.full_message() == ""


@pytest.mark.parametrize(
    ("error", "text"),
    [
        (
            MemoryError(),
            "The analysis could not be completed: Internal error (MemoryError). Details were logged.",
        ),
        (
            RecursionError("maximum recursion depth exceeded"),
            "The analysis could not be completed: Internal error (RecursionError: maximum recursion depth "
            "exceeded). Details were logged.",
        ),
        (
            FrontierTooLarge("its 586 frontier boxes under 422 numbers are too tangled"),
            "This position is too large to analyse exactly: its 586 frontier boxes under 422 numbers are too "
            "tangled",
        ),
    ],
)
def test_a_failed_or_refused_analysis_is_not_called_impossible(qtbot, tab, monkeypatch, error, text):
    def broken(position, progress):
        raise error

    monkeypatch.setattr(jobs, "analyse", broken)
    tab.load_sample("expert_midgame.mine")
    wait_idle(qtbot, tab)
    assert tab.panel.status_label.text() == text and "#b00020" in tab.panel.status_label.styleSheet()
    assert figures(tab) == ["-"] * 4 and not tab.board.probabilities


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"\xd5\x00\x01", ", line 1, column 1: byte 0xd5 is not UTF-8 text: save the file as UTF-8"),
        (None, ": cannot read the file (Is a directory)"),
    ],
)
def test_an_unreadable_file_is_named_in_the_words_of_the_command_line(qtbot, tab, tmp_path, content, message):
    path = tmp_path / "picture.mine"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    tab.open_path(path)
    assert tab.message.text() == f"picture.mine{message}" and "#b00020" in tab.message.styleSheet()
    assert tab.model.width == 8  # the sample stays open


def test_the_arrangement_caption_reads_well_for_one_and_for_many():
    assert (
        analysis_panel.arrangement_caption(1, 0)
        == "1 arrangement of the frontier (cells as (row, column) from 1)."
    )
    assert analysis_panel.arrangement_caption(10, 2) == (
        "10 arrangements of the frontier (scroll through all of them; cells as (row, column) from 1)."
        " The 2 certain mines are in every one and not listed."
    )


def test_an_arrangement_without_mines_lists_none(qtbot, tab, tmp_path):
    path = tmp_path / "clear.mine"
    path.write_text("3x1x0\nH0H\n")
    tab.open_path(path)
    wait_idle(qtbot, tab)
    assert tab.arrangements.index(0).data() == "#1: 0 mines, 1 board"


# -- large positions: a million listed arrangements, a big board played fast, the analysis
# panel at the smallest window size, rows that can be told apart, the level box


def open_large_frontier(qtbot, tab, tmp_path: Path) -> None:
    """Open the 30x16 position with 4.5 x 10^22 frontier arrangements and wait for its analysis."""
    path = tmp_path / "large.mine"
    path.write_text(LARGE_FRONTIER)
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=60000)


def test_a_million_arrangements_are_shown_without_asking_about_every_row(
    qtbot, context, settings_reset, tmp_path, monkeypatch
):
    asked = []
    row_count = ArrangementListModel.rowCount
    # before the model is made: Qt's calls reach only the methods its class had then
    monkeypatch.setattr(ArrangementListModel, "rowCount", lambda *args: asked.append(1) or row_count(*args))
    tab = shown_tab(qtbot, MinesweeperTab(context))
    open_large_frontier(qtbot, tab, tmp_path)
    view = tab.panel.arrangement_view
    qtbot.wait(300)  # the view lays its rows out in the event loop
    assert tab.arrangements.rowCount() == ArrangementListModel.MAX_ROWS
    assert len(asked) < 1000  # not once or twice per row, as a list view laying out every row did
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)  # scrolling still works
    qtbot.wait(50)
    bottom = view.indexAt(QPoint(2, view.viewport().height() - 3))
    assert bottom.row() == ArrangementListModel.MAX_ROWS - 1
    assert bottom.data().startswith("#1000000: ")


def test_a_paint_draws_only_the_cells_that_changed(qtbot, tab, monkeypatch):
    qtbot.mouseClick(tab.panel.overlay_box, Qt.MouseButton.LeftButton)  # no overlay: one flag, one cell
    tab.level_combo.setCurrentIndex(tab.level_combo.findData("expert"))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    click(qtbot, tab, 8, 15)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=20000)
    drawn = []
    paint_cell = BoardView._paint_cell
    monkeypatch.setattr(BoardView, "_paint_cell", lambda *args: drawn.append(1) or paint_cell(*args))
    tab.board.repaint()
    assert drawn == []  # nothing changed since the last paint
    hidden = tab.model.game.state.index(HIDDEN)
    click(qtbot, tab, *divmod(hidden, 30), Qt.MouseButton.RightButton)
    qtbot.waitUntil(lambda: tab.analysis_task is None, timeout=20000)
    tab.board.repaint()
    assert len(drawn) == 1  # the flagged cell, not all 480


def test_the_moves_of_a_game_do_not_write_the_settings_file(qtbot, tab, monkeypatch):
    written = []
    monkeypatch.setattr(tab_module, "save_setting", lambda key, value: written.append(key))
    qtbot.mouseClick(tab.new_button, Qt.MouseButton.LeftButton)
    for row, col in ((4, 4), (0, 0), (8, 8)):
        click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
        click(qtbot, tab, row, col, Qt.MouseButton.RightButton)
    click(qtbot, tab, 4, 4)
    assert tab.model.game.started
    assert written == []  # the game is not kept, so writing the position again is a waste
    qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)
    tab.brush_button(1).click()
    click(qtbot, tab, 0, 0)
    # an edit is kept at once (crash-safe); the editor opened again on the position already kept
    assert written == [tab_module.POSITION_KEY]


def test_at_the_smallest_window_no_text_of_the_analysis_is_cut(qtbot, main_window, tmp_path):
    tab = main_window.tabs.widget(main_window.tab_keys.index("minesweeper"))
    main_window.tabs.setCurrentWidget(tab)
    open_large_frontier(qtbot, tab, tmp_path)
    main_window.resize(main_window.minimumSizeHint().expandedTo(main_window.minimumSize()))
    qtbot.wait(200)
    assert "\u00d7 10" in tab.panel.boards_label.text()  # a 37-digit count, shortened
    for label in tab.panel.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        else:
            assert label.height() >= label.sizeHint().height(), label.text()
            assert label.width() >= label.sizeHint().width(), label.text()


def test_neighbouring_arrangements_differ_in_what_their_rows_show(qtbot, tab, tmp_path):
    open_large_frontier(qtbot, tab, tmp_path)
    view = tab.panel.arrangement_view
    metrics = view.fontMetrics()
    shown = []
    for row in range(1, 8):
        index = tab.arrangements.index(row)
        text = metrics.elidedText(index.data(), Qt.TextElideMode.ElideRight, view.viewport().width())
        shown.append(text.split(": ", 1)[1])  # without the row number
    assert len(set(shown)) == len(shown), shown


def test_an_opened_position_names_its_level_or_custom(qtbot, tab, tmp_path):
    assert tab.level_combo.currentData() == "beginner"
    open_large_frontier(qtbot, tab, tmp_path)  # 30x16 with 99 mines
    assert tab.level_combo.currentText().startswith("Expert")
    path = tmp_path / "small.mine"
    path.write_text("5x2x3\nHHHHH\nH1H0H\n")
    tab.open_path(path)
    assert tab.level_combo.currentData() == "custom"
    assert (tab.width_spin.value(), tab.height_spin.value(), tab.mines_spin.value()) == (5, 2, 3)


# -- the keyboard and screen readers: a cursor on the board, names, announcements, the samples menu


def focused() -> QWidget:
    """Where the keyboard focus is: the keys a person presses go there."""
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def press(qtbot, *keys) -> None:
    """Press ``keys`` one after another wherever the focus is."""
    for key in keys:
        qtbot.keyClick(focused(), key)


def tab_to(qtbot, tab, widget: QWidget, start: QWidget | None = None) -> None:
    """Activate the tab's window, put the focus on ``start`` (New game by default), and press Tab
    until ``widget`` has the keyboard."""
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    (start or tab.new_button).setFocus()
    for _ in range(40):
        if focused() is widget:
            return
        press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {widget}")


def tab_to_the_board(qtbot, tab) -> None:
    tab_to(qtbot, tab, tab.board)


def play(tab, game: Game) -> None:
    tab.model.game = game
    tab.model.mode = "play"
    tab.model.changed.emit()


def test_a_game_is_played_with_the_keyboard_alone(qtbot, tab, announcements):
    play(tab, Game(3, 2, 1, mine_layout={2}))  # the mine at row 1, column 3
    tab_to_the_board(qtbot, tab)
    assert tab.board.cursor == (0, 0)
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Space)  # opens the zeros; (1,1) shows 1
    assert tab.model.game.state == [0, 1, HIDDEN, 0, 1, HIDDEN]
    press(qtbot, Qt.Key.Key_Up, Qt.Key.Key_End, Qt.Key.Key_F)  # flag the mine
    assert tab.board.cursor == (0, 2) and tab.model.game.state[2] == FLAG
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_Left)  # the edges hold the cursor
    assert tab.board.cursor == (1, 1)
    press(qtbot, Qt.Key.Key_Return)  # on a number: a chord, as a click there
    assert tab.model.status is Status.WON
    assert tab.message.text() == "You won in 0 s!" and "#303030" in tab.message.styleSheet()
    assert announcements[-1] == "You won in 0 s!"


def test_a_lost_game_is_announced_at_once(qtbot, tab, monkeypatch):
    said = []  # what a screen reader is told, and how
    real = QAccessible.updateAccessibility

    def update(event: QAccessibleEvent) -> None:
        if isinstance(event, QAccessibleAnnouncementEvent):
            said.append((event.message(), event.politeness()))
        real(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", staticmethod(update))
    play(tab, Game(3, 1, 1, mine_layout={1}))
    click(qtbot, tab, 0, 2)
    click(qtbot, tab, 0, 1)
    assert tab.model.status is Status.LOST
    assert said[-1] == ("A mine! The game is lost.", QAccessible.AnnouncementPoliteness.Assertive)


def test_the_cursor_is_drawn_only_while_the_board_has_the_focus(qtbot, tab):
    tab_to_the_board(qtbot, tab)
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Right)
    rect = tab.board.cell_rect(1, 1)

    def edge_colour() -> QColor:
        return tab.board.grab().toImage().pixelColor(rect.left() + 1, rect.center().y())

    assert edge_colour() == QColor("#202020")
    press(qtbot, Qt.Key.Key_Tab)
    assert not tab.board.hasFocus() and edge_colour() != QColor("#202020")


def test_the_editor_sets_the_cursor_cell_with_the_chosen_brush(qtbot, tab):
    assert tab.model.mode == "edit"  # the seed board, row 1: H F 3 1 0 0 1 1
    hidden = tab.brush_button(HIDDEN)
    tab_to(qtbot, tab, hidden)  # the checked brush: Tab stops once in the group
    press(qtbot, *[Qt.Key.Key_Right] * 4)  # the arrows choose among H, F, 0, 1, 2
    assert accessible_name(tab.brush_group.checkedButton()) == "Revealed 2"
    tab_to(qtbot, tab, tab.board, start=focused())
    press(qtbot, Qt.Key.Key_Space)
    assert tab.model.edited.at(0, 0) == 2
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_F)  # F toggles a flag, as a right click
    assert tab.model.edited.at(0, 1) == HIDDEN


def test_the_board_tells_a_screen_reader_what_the_cursor_is_on(qtbot, tab):
    board = tab.board
    assert board.accessibleName() == "Minesweeper board"
    qtbot.waitUntil(lambda: "39/80" in tab.panel.win_label.text(), timeout=20000)
    tab_to_the_board(qtbot, tab)
    assert board.accessibleDescription() == "Row 1, column 1: hidden, 35% chance of a mine"
    press(qtbot, Qt.Key.Key_Right)
    assert board.accessibleDescription() == "Row 1, column 2: flagged"
    press(qtbot, Qt.Key.Key_Right)
    assert board.accessibleDescription() == "Row 1, column 3: revealed 3"
    qtbot.keyClick(board, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert board.cursor == (5, 7) and board.accessibleDescription() == "Row 6, column 8: revealed 1"
    # A smaller board keeps the cursor on it.
    tab.width_spin.setFocus()
    press(qtbot, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Down)
    assert tab.model.width == 5 and board.cursor == (5, 4)
    assert board.accessibleDescription() == "Row 6, column 5: hidden"


def test_the_hint_puts_the_cursor_on_the_best_move(qtbot, tab, announcements):
    play(tab, Game(9, 9, 10, seed=0))
    tab_to_the_board(qtbot, tab)
    wait_idle(qtbot, tab)
    before = len(announcements)
    press(qtbot, Qt.Key.Key_PageDown, Qt.Key.Key_Space)
    wait_idle(qtbot, tab)
    assert not any("Best move" in text for text in announcements[before:])  # in a game, told when asked
    best = tab.choice.cell
    press(qtbot, Qt.Key.Key_H)
    assert tab.board.cursor == divmod(best, 9)
    assert tab.board.accessibleDescription().endswith(", the best move")
    assert announcements[-1] == f"Hint: {tab.panel.best_label.text()}"
    press(qtbot, Qt.Key.Key_Space)
    assert tab.model.game.state[best] >= 0


def test_an_impossible_position_is_announced(qtbot, tab, announcements):
    tab.brush_button(8).click()
    tab_to_the_board(qtbot, tab)
    press(qtbot, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)  # an 8 on the top row
    wait_idle(qtbot, tab)
    assert announcements[-1].startswith("Impossible position: the 8 at row 1, column 3 cannot be satisfied")
    tab.brush_button(HIDDEN).click()
    press(qtbot, Qt.Key.Key_Space)  # while editing, each analysis is told
    wait_idle(qtbot, tab)
    assert announcements[-1] == (
        f"Exact analysis done. Certain cells: {tab.panel.certain_label.text()}. "
        f"Best move: {tab.panel.best_label.text()}."
    )


def accessible_name(widget: QWidget) -> str:
    """The name a screen reader reads for ``widget`` (its own, or its label's)."""
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Name)


def test_the_controls_have_names_a_screen_reader_can_read(qtbot, tab):
    assert [accessible_name(button) for button in tab.brush_group.buttons()] == ["Hidden", "Flag"] + [
        f"Revealed {n}" for n in range(9)
    ] + ["Revealed, number not given"]
    spins = (tab.width_spin, tab.height_spin, tab.mines_spin)
    assert [accessible_name(spin) for spin in spins] == ["Width", "Height", "Mines"]
    assert accessible_name(tab.panel.speed_slider) == "Speed"
    labels = {label.text(): label.buddy() for label in tab.findChildren(QLabel)}
    assert labels["Next game:"] is tab.level_combo


def test_the_samples_menu_is_browsed_with_the_keyboard_and_loads_only_the_one_chosen(qtbot, tab):
    seen = []

    def browse() -> None:
        menu = tab.sample_button.menu()
        qtbot.waitUntil(menu.isVisible)
        for _ in range(3):
            qtbot.keyClick(menu, Qt.Key.Key_Down)
            seen.append(tab.model.edited)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    seed = tab.model.edited
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    tab.sample_button.setFocus()
    QTimer.singleShot(0, browse)
    press(qtbot, Qt.Key.Key_Space)  # opens the menu, and returns when it closes
    assert seen == [seed] * 3  # browsing loads nothing
    third = list(tab_module.SAMPLES.values())[2]
    assert tab.message.text().endswith(f"{third}. Edit it, or press New game to play.")
    assert tab.model.edited == tab_module.load_sample(list(tab_module.SAMPLES)[2])


def test_ctrl_n_starts_a_new_game_wherever_the_focus_is_in_the_tab(qtbot, main_window):
    tab = main_window.tabs.widget(main_window.tab_keys.index("minesweeper"))
    main_window.tabs.setCurrentWidget(tab)
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    assert "(Ctrl+N)" in tab.new_button.toolTip()
    for widget in (main_window.tabs.tabBar(), tab.board):
        assert tab.model.mode == "edit"
        widget.setFocus()
        qtbot.keyClick(widget, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
        assert tab.model.mode == "play" and not tab.model.game.started
        qtbot.mouseClick(tab.edit_button, Qt.MouseButton.LeftButton)  # back to the position


def test_the_analysis_panel_is_no_tab_stop_unless_it_scrolls(qtbot, tab):
    area = next(area for area in tab.findChildren(QScrollArea) if area.widget() is tab.panel)
    tab.activateWindow()
    qtbot.waitUntil(tab.isActiveWindow)
    tab.new_button.setFocus()
    stops = []
    while not stops or focused() is not tab.new_button:
        press(qtbot, Qt.Key.Key_Tab)
        stops.append(focused())
        assert len(stops) < 60
    assert area not in stops and tab.panel.hint_button in stops
    tab.resize(900, 250)  # too short for the panel: the keys scroll it
    qtbot.waitUntil(lambda: area.focusPolicy() == Qt.FocusPolicy.StrongFocus)
    assert area.accessibleName() == "Analysis"
    tab.new_button.setFocus()
    assert highlight(area) not in edge_colours(area)
    area.setFocus()
    qtbot.waitUntil(area.hasFocus)
    assert edge_colours(area) == {highlight(area)}  # it shows that it has the keyboard


def test_keys_held_with_ctrl_alt_or_meta_are_not_moves_on_the_board(qtbot, tab, announcements):
    play(tab, Game(9, 9, 10, seed=0))
    tab_to_the_board(qtbot, tab)
    wait_idle(qtbot, tab)
    state, before = list(tab.model.game.state), len(announcements)
    for modifier in (
        Qt.KeyboardModifier.ControlModifier,
        Qt.KeyboardModifier.AltModifier,
        Qt.KeyboardModifier.MetaModifier,
    ):
        for key in (Qt.Key.Key_F, Qt.Key.Key_H, Qt.Key.Key_Space, Qt.Key.Key_Return):
            qtbot.keyClick(tab.board, key, modifier)
    assert tab.model.game.state == state and announcements[before:] == []


def test_an_exact_chance_reads_as_a_short_percentage():
    from fractions import Fraction

    from boggle_desktop.minesweeper.views import fraction_text

    # 39/80 was shown as 48.7500%.
    assert [fraction_text(Fraction(n, d)) for n, d in ((39, 80), (7, 20), (1, 3), (0, 1), (1, 1))] == [
        "39/80 = 48.75%",
        "7/20 = 35%",
        "1/3 = 33.33%",
        "0/1 = 0%",
        "1/1 = 100%",
    ]
    assert fraction_text(Fraction(1, 30000)) == "1/30000 = <0.01%"  # it read 0%, a certainty
    assert fraction_text(Fraction(29999, 30000)) == "29999/30000 = >99.99%"
