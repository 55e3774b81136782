"""Offensive words are left out of the app's word lists by default; Preferences turns it off."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boggle_desktop.boggle.tab import BoggleTab
from boggle_desktop.context import AppContext
from boggle_desktop.dialogs import PreferencesDialog
from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.main_window import MainWindow
from solvers.lexicon import load_bundled, offensive_words
from tests.solvers.test_offensive_words import first_board_with_an_offensive_word


def choose_bundled_list(qtbot, window: MainWindow, name: str) -> None:
    action = next(a for a in window.word_list_actions.actions() if a.data() == name)
    with qtbot.waitSignal(window.context.lexicon.changed, timeout=20000):
        action.trigger()


def set_in_preferences(qtbot, window: MainWindow, leave_out: bool, list_row: int | None = None) -> bool:
    """Open Edit > Preferences with its keys, set the option (and a list), and press OK; whether
    the option was on when the dialog opened."""
    seen: list[bool] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()  # the timer fires once exec() shows it
        if not isinstance(dialog, PreferencesDialog):
            return
        try:
            box = dialog.offensive_box
            seen.append(box.isChecked())
            if box.isChecked() != leave_out:  # a click on its tick box, at the left end
                qtbot.mouseClick(
                    box, Qt.MouseButton.LeftButton, pos=QPoint(box.height() // 2, box.height() // 2)
                )
            if list_row is not None:
                dialog.word_list.setCurrentIndex(list_row)
            ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():  # something went wrong before OK: close it all the same
                dialog.reject()

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert seen, "Preferences did not open"
    return seen[0]


def toggle_and_wait(qtbot, window: MainWindow, leave_out: bool) -> None:
    with qtbot.waitSignal(window.context.lexicon.changed, timeout=20000):
        assert set_in_preferences(qtbot, window, leave_out) is not leave_out


def boggle_tab(qtbot, window: MainWindow) -> BoggleTab:
    window.tabs.setCurrentIndex(window.tab_keys.index("boggle"))
    tab = window.findChild(BoggleTab)
    qtbot.waitUntil(lambda: tab.round is not None and tab.round.playing, timeout=10000)
    return tab


def play(qtbot, tab: BoggleTab, board: str) -> None:
    """Play ``board`` against the perfect computer, typed in the custom board field."""
    tab.settings.strength_combo.setCurrentIndex(tab.settings.strength_combo.findData("perfect"))
    tab.custom_edit.clear()
    qtbot.keyClicks(tab.custom_edit, board)
    qtbot.mouseClick(tab.custom_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: tab.round.playing and tab.round.board.text() == board, timeout=10000)


def enter(qtbot, tab: BoggleTab, text: str) -> str:
    qtbot.keyClicks(tab.round_panel.entry, text)
    qtbot.keyClick(tab.round_panel.entry, Qt.Key.Key_Return)
    return tab.round_panel.message_label.text()


def computer_words(tab: BoggleTab) -> set[str]:
    model = tab.round_panel.computer_model
    return {model.data(model.index(row, 0)) for row in range(model.rowCount())}


def test_offensive_words_are_left_out_by_default_and_come_back_when_turned_off(
    qtbot, settings_reset, main_window, context
):
    board, word = first_board_with_an_offensive_word(load_bundled("small"))
    choose_bundled_list(qtbot, main_window, "small")
    lexicon = context.lexicon.current
    left_out = lexicon.report.left_out
    assert left_out > 0 and word not in lexicon and "bitches" not in lexicon
    assert (
        main_window.word_list_label.text()
        == f"Word list: small, {len(lexicon):,} words ({left_out} offensive left out)"
    )
    assert f"{left_out} offensive words left out" in main_window.word_list_label.toolTip()
    tab = boggle_tab(qtbot, main_window)
    play(qtbot, tab, board.text())
    assert f"“{word}” is left out as offensive (small has it;" in enter(qtbot, tab, word)
    assert not {f.word for f in tab.round.solution.words} & offensive_words()
    enter(qtbot, tab, "")  # an empty Enter twice ends the turn: the computer takes the rest
    enter(qtbot, tab, "")
    assert tab.round.over and computer_words(tab) and not computer_words(tab) & offensive_words()

    toggle_and_wait(qtbot, main_window, leave_out=False)
    whole = context.lexicon.current
    assert word in whole and "bitches" in whole and context.lexicon.source == "small"
    assert main_window.word_list_label.text() == f"Word list: small, {len(whole):,} words"
    assert QSettings().value("wordlist/leave_out_offensive", type=bool) is False
    play(qtbot, tab, board.text())
    assert f"“{word}”" in enter(qtbot, tab, word) and word in {f.word for f in tab.round.solution.words}


def test_a_first_start_leaves_them_out_of_the_default_list(qtbot, context, settings_reset):
    service = LexiconService(context.tasks)
    with qtbot.waitSignal(service.changed, timeout=20000):
        service.restore()
    assert service.current.name == "large" and service.current.report.left_out > 100
    assert not offensive_words() & set(service.current.words())


def test_the_choice_survives_a_restart(qtbot, settings_reset, main_window, context):
    choose_bundled_list(qtbot, main_window, "small")
    toggle_and_wait(qtbot, main_window, leave_out=False)
    service = LexiconService(context.tasks)  # the next start
    window = MainWindow(AppContext(context.tasks, service, context.data_dir))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    with qtbot.waitSignal(service.changed, timeout=20000):
        service.restore()
    assert "slut" in service.current and service.current.report.left_out == 0
    assert window.word_list_label.text() == f"Word list: small, {len(service.current):,} words"
    toggle_and_wait(qtbot, window, leave_out=True)  # and back on, for the start after
    assert "slut" not in service.current
    again = LexiconService(context.tasks)
    with qtbot.waitSignal(again.changed, timeout=20000):
        again.restore()
    assert "slut" not in again.current and again.current.name == "small"


def test_your_own_list_is_filtered_too_and_kept_when_the_option_changes(
    qtbot, settings_reset, main_window, context, tmp_path
):
    mine = tmp_path / "class.txt"
    mine.write_text("cat\ncats\nslut\nsluts\nFAG\n", "utf-8")
    with qtbot.waitSignal(context.lexicon.changed, timeout=10000):
        context.lexicon.load_file(mine)
    assert context.lexicon.current.words() == ["cat", "cats"]
    assert main_window.word_list_label.text() == "Word list: class.txt, 2 words (3 offensive left out)"
    toggle_and_wait(qtbot, main_window, leave_out=False)  # OK with no bundled list chosen
    assert context.lexicon.source == f"file:{mine}"
    assert context.lexicon.current.words() == ["cat", "cats", "fag", "slut", "sluts"]


def test_changing_the_list_and_the_option_together_loads_once(qtbot, settings_reset, main_window, context):
    loads: list[str] = []
    context.lexicon.loading.connect(loads.append)
    with qtbot.waitSignal(context.lexicon.changed, timeout=20000):
        set_in_preferences(qtbot, main_window, leave_out=False, list_row=0)  # small
    assert loads == ["Loading the small word list"]
    assert "slut" in context.lexicon.current and context.lexicon.source == "small"
