import os
import time
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QSettings, Qt
from PySide6.QtGui import QHelpEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QToolTip

from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.dialogs import AboutDialog, HelpDialog, PreferencesDialog, licence_files
from boggle_desktop.main_window import MainWindow
from boggle_desktop.minesweeper.tab import MinesweeperTab
from boggle_desktop.voting.tab import VotingTab
from boggle_desktop.work import job_kind
from solvers.minesweeper.position import PositionError, read_position


def menu_actions(window, title):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == title)
    return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}


def test_five_puzzle_tabs(main_window):
    titles = [main_window.tabs.tabText(i) for i in range(main_window.tabs.count())]
    assert titles == ["Boggle", "Crossword", "Minesweeper", "Voting Power", "Stone Game"]
    assert main_window.tab_keys == ["boggle", "crossword", "minesweeper", "voting", "stones"]


def test_menus_have_standard_shortcuts(main_window):
    assert [a.text().replace("&", "") for a in main_window.menuBar().actions()] == [
        "File",
        "Edit",
        "View",
        "Help",
    ]
    file_menu = menu_actions(main_window, "File")
    assert file_menu["Quit"].shortcut() == QKeySequence("Ctrl+Q")
    assert file_menu["Open Word List..."].shortcut() == QKeySequence("Ctrl+Shift+O")
    assert menu_actions(main_window, "Edit")["Preferences..."].shortcut().toString()
    assert menu_actions(main_window, "Help")["Boggle Desktop Help"].shortcut() == QKeySequence("F1")


def test_ctrl_number_switches_tabs(qtbot, main_window):
    qtbot.keyClick(main_window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)
    assert main_window.tabs.currentIndex() == 3
    qtbot.keyClick(main_window, Qt.Key.Key_1, Qt.KeyboardModifier.ControlModifier)
    assert main_window.tabs.currentIndex() == 0


def test_geometry_and_last_tab_are_restored(qtbot, context, settings_reset):
    first = MainWindow(context)
    qtbot.addWidget(first)
    first.show()
    first.resize(first.minimumSizeHint().width() + 37, first.minimumSizeHint().height() + 23)
    qtbot.waitUntil(lambda: first.width() == first.minimumSizeHint().width() + 37)
    size = (first.width(), first.height())
    first.tabs.setCurrentIndex(4)
    first.close()
    assert QSettings().value("window/tab") == "stones"
    second = MainWindow(context)
    qtbot.addWidget(second)
    assert second.tabs.currentIndex() == 4
    assert (second.width(), second.height()) == size


def test_the_window_size_is_kept_without_closing_the_window(qtbot, context, settings_reset):
    # A crash skips closeEvent: the size must already be on disk once a resize has settled.
    first = MainWindow(context)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(first.minimumSizeHint().width() + 41, first.minimumSizeHint().height() + 29)
    qtbot.waitUntil(lambda: first.width() == first.minimumSizeHint().width() + 41)
    size = (first.width(), first.height())
    qtbot.waitUntil(lambda: not first._geometry_timer.isActive(), timeout=5000)  # the resize settled
    second = MainWindow(context)
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == size


def test_status_bar_names_the_word_list(main_window, context):
    context.lexicon.changed.emit()
    assert (
        main_window.word_list_label.text() == f"Word list: words.txt, {len(context.lexicon.current):,} words"
    )


def test_choosing_a_bundled_list_from_the_menu(qtbot, main_window, context):
    action = next(a for a in main_window.word_list_actions.actions() if a.data() == "small")
    with qtbot.waitSignal(context.lexicon.changed, timeout=20000):
        action.trigger()
    assert context.lexicon.current.name == "small" and context.lexicon.source == "small"
    left_out = context.lexicon.current.report.left_out  # offensive words, left out by default
    assert left_out > 0
    assert main_window.word_list_label.text() == (
        f"Word list: small, {len(context.lexicon.current):,} words ({left_out} offensive left out)"
    )
    assert action.isChecked()
    assert QSettings().value("wordlist/source") == "small"


def test_a_cancelled_load_shows_the_list_still_in_use(qtbot, main_window, context):
    huge = next(a for a in main_window.word_list_actions.actions() if a.data() == "huge")
    with qtbot.waitSignal(context.lexicon.cancelled, timeout=20000):
        huge.trigger()
        assert main_window.word_list_label.text() == "Loading the huge word list..."
        qtbot.mouseClick(main_window.task_status.cancel_button, Qt.MouseButton.LeftButton)
    assert context.lexicon.current.name == "words.txt"
    # It said "Loading the huge word list..." for good.
    assert main_window.word_list_label.text() == f"Word list: words.txt, {len(context.lexicon.current)} words"
    assert not huge.isChecked()


def test_a_first_load_cancelled_or_failed_does_not_leave_boggle_loading(qtbot, context, settings_reset):
    from boggle_desktop.context import AppContext
    from boggle_desktop.lexicon_service import LexiconService

    service = LexiconService(context.tasks)  # nothing loaded yet, as at start-up
    window = MainWindow(AppContext(context.tasks, service, context.data_dir))
    qtbot.addWidget(window)
    board = window.findChild(BoggleTab).board_view
    assert board._cover == "Loading the word list…"
    with qtbot.waitSignal(service.cancelled, timeout=20000):
        service.load_bundled("huge")
        qtbot.mouseClick(window.task_status.cancel_button, Qt.MouseButton.LeftButton)
    assert board._cover == "No word list: choose one in the File menu"  # it said "Loading" for good
    assert window.word_list_label.text() == "No word list loaded"


def test_the_word_list_is_named_only_on_the_tabs_that_use_words(qtbot, main_window):
    main_window.show()
    shown = {}
    for index, key in enumerate(main_window.tab_keys):
        qtbot.mouseClick(
            main_window.tabs.tabBar(),
            Qt.MouseButton.LeftButton,
            pos=main_window.tabs.tabBar().tabRect(index).center(),
        )
        shown[key] = main_window.word_list_label.isVisible()
    assert shown == {
        "boggle": True,
        "crossword": True,
        "minesweeper": False,
        "voting": False,
        "stones": False,
    }


def test_open_word_list_through_the_file_dialog(qtbot, main_window, context, tmp_path, monkeypatch):
    chosen = tmp_path / "animals.txt"
    chosen.write_text("zebra\nokapi\nyak\n", "utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(chosen), ""))
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        qtbot.keyClick(
            main_window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        )
    assert context.lexicon.current.words() == ["okapi", "yak", "zebra"]
    assert main_window.word_list_label.text() == "Word list: animals.txt, 3 words"
    assert QSettings().value("wordlist/source") == f"file:{chosen}"


def test_the_chosen_list_is_loaded_again_next_start(qtbot, context, settings_reset, tmp_path):
    chosen = tmp_path / "mine.txt"
    chosen.write_text("alpha\nbeta\n", "utf-8")
    settings_reset.setValue("wordlist/source", f"file:{chosen}")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.restore()
    assert context.lexicon.current.words() == ["alpha", "beta"]
    chosen.unlink()  # gone by the next start (a drive not mounted): the default list, for now
    with (
        qtbot.waitSignal(context.lexicon.failed) as told,
        qtbot.waitSignal(context.lexicon.changed, timeout=20000),
    ):
        context.lexicon.restore()
    assert context.lexicon.current.name == "large"
    assert told.args[0].startswith(
        f"Your word list {chosen} was not found, so the large list is used for now."
    )
    assert QSettings().value("wordlist/source") == f"file:{chosen}"  # kept for when it is back
    chosen.write_text("gamma\n", "utf-8")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.restore()
    assert context.lexicon.current.words() == ["gamma"]


def test_a_bad_word_list_gets_a_message_and_keeps_the_old_one(qtbot, main_window, context, tmp_path):
    before = context.lexicon.current
    bad = tmp_path / "bad.txt"
    bad.write_text("1234\n#?!\n", "utf-8")
    with qtbot.waitSignal(context.lexicon.failed, timeout=10000):
        context.lexicon.load_file(bad)
    box = main_window.findChild(QMessageBox, "word_list_error")
    assert box is not None and box.isVisible()
    assert "no words found" in box.text() and "line 1" in box.text()
    assert context.lexicon.current is before
    box.close()


def test_skipped_entries_are_reported_in_the_status_bar(qtbot, main_window, context, tmp_path):
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("alpha\nit's\nbeta\n", "utf-8")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.load_file(mixed)
    assert "skipped 1 entry" in main_window.status_bar.full_message()
    assert "line 2" in main_window.status_bar.full_message()


def test_status_bar_shows_progress_and_cancel_stops_the_task(qtbot, main_window, context):
    def endless(progress):
        i = 0
        while True:
            i += 1
            time.sleep(0.002)
            progress.report(i % 100, 100, "thinking hard")

    task = context.tasks.start(endless, "A long solve")
    status = main_window.task_status
    qtbot.waitUntil(lambda: status.label.text() == "thinking hard", timeout=5000)
    assert status.isVisible() and status.cancel_button.isEnabled()
    cancelled = []
    task.cancelled.connect(lambda: cancelled.append(True))
    with qtbot.waitSignal(task.finished, timeout=5000):
        qtbot.mouseClick(status.cancel_button, Qt.MouseButton.LeftButton)
    assert cancelled == [True]
    qtbot.waitUntil(lambda: not status.isVisible(), timeout=2000)


def test_about_dialog_shows_versions_and_the_scowl_licence(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.licences.toPlainText()
    assert "wordlists/SCOWL-COPYRIGHT" in text and "Kevin Atkinson" in text
    assert any(name == "wordlists/SCOWL-COPYRIGHT" for name, _ in licence_files())


def test_help_dialog_pages(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    assert dialog.topics.item(0).text() == "Boggle Desktop"
    assert "Word lists" in dialog.browser.toPlainText()


def test_help_topics_show_their_whole_titles(qtbot):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    topics = dialog.topics
    assert topics.item(3).text() == "Minesweeper analyser and player"
    assert topics.sizeHintForColumn(0) <= topics.viewport().width()
    assert not topics.horizontalScrollBar().isVisible()


def test_every_tab_has_a_help_page_and_f1_opens_it(qtbot, main_window, monkeypatch):
    dialog = HelpDialog()
    qtbot.addWidget(dialog)
    assert dialog.topic_keys == ["overview", *main_window.tab_keys]
    opened = []
    monkeypatch.setattr(HelpDialog, "exec", lambda self: opened.append(self.browser.toPlainText()) or 0)
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("stones"))
    qtbot.keyClick(main_window, Qt.Key.Key_F1)
    assert opened and opened[0].startswith("Stone Game")


def test_preferences_choose_a_list(qtbot):
    dialog = PreferencesDialog("large")
    qtbot.addWidget(dialog)
    assert dialog.chosen_list() == "large"
    dialog.word_list.setCurrentIndex(dialog.word_list.findData("common"))
    assert dialog.chosen_list() == "common"
    assert "61,351 words" in dialog.word_list.currentText()  # 61,491 less 140 offensive words


def test_quit_closes_the_window(qtbot, main_window):
    quit_action = menu_actions(main_window, "File")["Quit"]
    quit_action.trigger()
    qtbot.waitUntil(lambda: not main_window.isVisible(), timeout=2000)
    assert QApplication.instance() is not None


def refuse(what, progress):
    raise PositionError(f"{what}: 2 mines are left, but the numbers need exactly 1 on the frontier")


def fine(progress):
    return 1


def endless(progress):
    while True:
        time.sleep(0.002)
        progress.report(0, None, "thinking hard")


def run_task(qtbot, context, job, title, **options):
    task = context.tasks.start(job, title, **options)
    with qtbot.waitSignal(task.finished, timeout=5000):
        pass


def test_a_failure_in_the_status_bar_goes_when_the_same_work_runs_again(qtbot, main_window, context):
    bar = main_window.status_bar
    run_task(qtbot, context, partial(refuse, "a.mine"), "Analysis of a.mine")
    assert bar.full_message().startswith("Analysis of a.mine failed: a.mine: 2 mines are left")
    run_task(qtbot, context, fine, "Something else")  # other work: the failure stays
    assert bar.full_message().startswith("Analysis of a.mine failed")
    # The same computation again, under another title (as Voting's names its block count)
    run_task(qtbot, context, partial(refuse, "b.mine"), "Analysis of b.mine")
    assert bar.full_message().startswith("Analysis of b.mine failed: b.mine")
    run_task(qtbot, context, lambda progress: 1, "Analysis", kind="other")
    assert bar.full_message().startswith("Analysis of b.mine failed")
    run_task(qtbot, context, partial(fine), "Analysis of c.mine", kind=job_kind(partial(refuse, "c")))
    assert bar.full_message() == bar.currentMessage() == ""


def tooltip_at(qtbot, widget, point: QPoint) -> str:
    """The tooltip shown when the mouse rests at ``point`` of ``widget`` ("" for none)."""
    QToolTip.hideText()
    qtbot.waitUntil(lambda: not QToolTip.isVisible(), timeout=3000)  # it fades out
    event = QHelpEvent(QEvent.Type.ToolTip, point, widget.mapToGlobal(point))
    QApplication.sendEvent(widget, event)
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_a_long_message_is_cut_before_the_permanent_widgets(qtbot, main_window, context):
    bar = main_window.status_bar
    run_task(qtbot, context, partial(refuse, "x" * 400), "Minesweeper analysis")
    full = bar.full_message()
    shown = bar.currentMessage()
    assert full.endswith("need exactly 1 on the frontier")
    assert tooltip_at(qtbot, bar, QPoint(20, bar.height() // 2)) == full  # over the message
    label = main_window.word_list_label  # a permanent widget: not the message's tooltip
    assert tooltip_at(qtbot, label, QPoint(label.width() // 2, label.height() // 2)) == ""
    assert shown.endswith("\u2026") and full.startswith(shown[:-1])

    def fits_before(widget):
        return 6 + bar.fontMetrics().horizontalAdvance(bar.currentMessage()) < widget.x()

    assert fits_before(main_window.word_list_label)
    # Work starts: its progress area takes room to the left, and the message is cut again.
    task = context.tasks.start(endless, "A long solve")
    qtbot.waitUntil(lambda: main_window.task_status.isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: fits_before(main_window.task_status), timeout=2000)
    assert bar.currentMessage() != shown and bar.full_message() == full
    with qtbot.waitSignal(task.finished, timeout=5000):
        task.cancel()
    qtbot.waitUntil(lambda: bar.currentMessage() == shown, timeout=2000)
    bar.clearMessage()
    assert bar.full_message() == "" and tooltip_at(qtbot, bar, QPoint(20, bar.height() // 2)) == ""


def test_a_data_folder_that_cannot_be_made_leaves_the_history_in_memory(qapp, tmp_path, monkeypatch):
    from boggle_desktop.boggle.history import HistoryStore
    from boggle_desktop.main_window import default_data_dir

    blocker = tmp_path / "share"
    blocker.write_text("a file where the data folders should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    folder = default_data_dir()
    assert folder.is_relative_to(blocker) and not folder.exists()
    assert "kept in memory only" in HistoryStore(folder).recovery_message


def test_settings_that_cannot_be_written_are_reported_once(qtbot, context, tmp_path, monkeypatch):
    from boggle_desktop import saved_settings

    # A folder where the settings file should be: nothing can be written (root ignores modes).
    monkeypatch.setattr(saved_settings, "_watch", None)
    (tmp_path / "config" / QSettings().organizationName() / f"{QSettings().applicationName()}.conf").mkdir(
        parents=True
    )
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    try:
        window = MainWindow(context)
        qtbot.addWidget(window)
        window.show()
        box = window.findChild(QMessageBox, "settings_error")
        assert box is not None and box.isVisible()
        assert "Settings cannot be saved in" in box.text() and "lost when the app closes" in box.text()
        box.close()
        saved_settings.save_setting("stones/n", "13")  # told once: no second box
        assert not [b for b in window.findChildren(QMessageBox, "settings_error") if b.isVisible()]
    finally:
        QSettings.setPath(
            QSettings.Format.NativeFormat, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"]
        )


@pytest.mark.parametrize(
    "garbled",
    [b"\x00\xff\xfe garbage [[[\n", b"[General]\nstones/n=13\n[unclosed\n"],
    ids=["garbage Qt reads as nothing", "a format error"],
)
def test_a_garbled_settings_file_is_copied_then_rewritten_without_a_false_warning(
    qtbot, context, tmp_path, monkeypatch, garbled
):
    from boggle_desktop import saved_settings

    monkeypatch.setattr(saved_settings, "_watch", None)
    folder = tmp_path / "config" / QSettings().organizationName()
    folder.mkdir(parents=True)
    (folder / f"{QSettings().applicationName()}.conf").write_bytes(garbled)
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    try:
        window = MainWindow(context)
        qtbot.addWidget(window)
        saved_settings.save_setting("stones/n", "55")
        assert window.findChild(QMessageBox, "settings_error") is None
        assert QSettings().value("stones/n") == "55"
        box = window.findChild(QMessageBox, "settings_damaged")
        assert box is not None and "could not be read" in box.text()
        copy = next(context.data_dir.glob("settings-damaged-*.conf"))
        assert copy.read_bytes() == garbled and str(copy) in box.text()
    finally:
        QSettings.setPath(
            QSettings.Format.NativeFormat, QSettings.Scope.UserScope, os.environ["XDG_CONFIG_HOME"]
        )


def test_every_menu_item_has_a_mnemonic_of_its_own(main_window):
    """Alt+F, then a letter, reaches every item: each has one, unique within its menu."""

    def check(menu) -> int:
        actions = [a for a in menu.actions() if not a.isSeparator()]
        letters = []
        for action in actions:
            text = action.text().replace("&&", "")
            assert "&" in text[:-1], f"{action.text()!r} has no mnemonic"
            letters.append(text[text.index("&") + 1].lower())
        assert len(set(letters)) == len(letters), [a.text() for a in actions]
        return len(actions) + sum(check(a.menu()) for a in actions if a.menu() is not None)

    assert check(main_window.menuBar()) >= 12


def test_edit_undo_and_redo_reach_the_tab_on_screen_and_leave_its_keys_alone(qtbot, main_window):
    from boggle_desktop.crossword.tab import CrosswordTab
    from boggle_desktop.voting.tab import VotingTab

    crossword, voting = main_window.findChild(CrosswordTab), main_window.findChild(VotingTab)
    undo, redo = main_window.undo_action, main_window.redo_action
    main_window.tabs.setCurrentWidget(crossword)
    main_window.activateWindow()
    qtbot.waitUntil(main_window.isActiveWindow)
    crossword.grid_model.forget_history()
    before = crossword.grid_model.grid.rows
    grid = crossword.grid_view
    grid.setFocus()
    qtbot.keyClick(grid, Qt.Key.Key_Q)
    assert crossword.grid_model.grid.rows != before and undo.isEnabled() and not redo.isEnabled()
    assert undo.shortcut() == QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)[0]
    qtbot.keyClick(grid, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the tab's key, not ambiguous
    assert crossword.grid_model.grid.rows == before and redo.isEnabled() and not undo.isEnabled()
    redo.trigger()
    assert crossword.grid_model.grid.rows != before
    undo.trigger()
    assert crossword.grid_model.grid.rows == before

    main_window.tabs.setCurrentIndex(0)  # Boggle keeps no history of edits
    assert not undo.isEnabled() and not redo.isEnabled()
    main_window.tabs.setCurrentWidget(voting)
    names = voting.blocks.names()
    voting.blocks_panel.add_button.click()
    assert voting.blocks.names() != names and undo.isEnabled()
    undo.trigger()
    assert voting.blocks.names() == names


def test_a_window_is_sized_within_a_small_screen(qtbot, monkeypatch):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QWidget

    from boggle_desktop import dialogs

    class Netbook:  # a 1024x600 screen less its panel
        def availableGeometry(self) -> QRect:
            return QRect(0, 24, 1024, 576)

    window = QWidget()
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "screen", Netbook)
    dialogs.resize_within_screen(window, 1180, 800)  # the main window's first size: off the screen
    assert (window.width(), window.height()) == (921, 518)
    dialogs.resize_within_screen(window, 640, 520)  # what fits is kept
    assert (window.width(), window.height()) == (640, 518)


def test_file_open_and_save_reach_the_tab_on_screen_with_its_keys(qtbot, main_window, tmp_path, monkeypatch):
    sample = Path(__file__).resolve().parents[2] / "resources" / "minesweeper" / "beginner_guess.mine"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(sample), ""))
    saved = tmp_path / "blocks.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(saved), ""))
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("boggle"))
    actions = menu_actions(main_window, "File")
    assert not actions["Open..."].isEnabled() and not actions["Save..."].isEnabled()  # Boggle has no files
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("minesweeper"))
    assert {"Open Position...", "Save Position..."} <= set(menu_actions(main_window, "File"))
    qtbot.keyClick(main_window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    mines = main_window.findChild(MinesweeperTab)
    assert mines.model.edited.to_text() == read_position(sample).to_text()
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("voting"))
    assert menu_actions(main_window, "File")["Export Blocks (CSV)..."].isEnabled()
    qtbot.keyClick(main_window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    voting = main_window.findChild(VotingTab)
    assert saved.read_text(encoding="utf-8-sig").count("\n") >= len(voting.blocks.weights())


def busy(message: str, progress) -> None:
    while True:
        time.sleep(0.002)
        progress.report(0, None, message)


def test_the_status_bar_shows_and_cancels_the_work_of_the_tab_on_screen(qtbot, main_window, context):
    voting = main_window.findChild(VotingTab)
    crossword = main_window.tabs.widget(main_window.tab_keys.index("crossword"))
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("voting"))
    counting = context.tasks.start(partial(busy, "counting swings"), "Voting power", owner=voting)
    filling = context.tasks.start(partial(busy, "filling"), "Filling new 7x7", owner=crossword)  # later
    label = main_window.task_status.label
    qtbot.waitUntil(lambda: label.text() == "counting swings")  # not the newest: the one on screen
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("crossword"))
    qtbot.waitUntil(lambda: label.text() == "filling")
    main_window.tabs.setCurrentIndex(main_window.tab_keys.index("voting"))
    qtbot.waitUntil(lambda: label.text() == "counting swings")
    with qtbot.waitSignal(counting.finished, timeout=5000):
        qtbot.mouseClick(main_window.task_status.cancel_button, Qt.MouseButton.LeftButton)
    assert filling.is_running()  # the other tab's work goes on, and is shown now
    qtbot.waitUntil(lambda: label.text() == "filling")
    with qtbot.waitSignal(filling.finished, timeout=5000):
        filling.cancel()


def test_work_whose_tab_is_gone_is_still_shown_and_stoppable(qtbot, main_window, context):
    from PySide6.QtWidgets import QWidget
    from shiboken6 import delete

    owner = QWidget()
    task = context.tasks.start(partial(busy, "orphaned"), "Orphaned work", owner=owner)
    delete(owner)  # its isVisible() would raise
    main_window.task_status.choose()
    qtbot.waitUntil(lambda: main_window.task_status.label.text() == "orphaned")
    with qtbot.waitSignal(task.finished, timeout=5000):
        qtbot.mouseClick(main_window.task_status.cancel_button, Qt.MouseButton.LeftButton)
