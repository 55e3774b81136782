"""Preferences adds British spellings to the bundled lists, kept across a restart."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from boggle_desktop.dialogs import PreferencesDialog
from boggle_desktop.lexicon_service import LexiconService
from solvers.lexicon import bundled_sizes
from tests.gui.test_offensive_words_gui import boggle_tab, choose_bundled_list, enter, play


def tick_british_spellings(qtbot, window) -> None:
    """Edit > Preferences (Ctrl+,), a click on the British spellings box, OK."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog):
            return
        box = dialog.british_box
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(box.height() // 2, box.height() // 2))
        qtbot.mouseClick(
            dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok),
            Qt.MouseButton.LeftButton,
        )

    QTimer.singleShot(0, answer)
    with qtbot.waitSignal(window.context.lexicon.changed, timeout=20000):
        qtbot.keyClick(window, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)


def test_british_spellings_turned_on_are_accepted_and_kept(qtbot, settings_reset, main_window, context):
    choose_bundled_list(qtbot, main_window, "small")
    tab = boggle_tab(qtbot, main_window)
    play(qtbot, tab, "greyxxxxxxxxxxxx")
    assert "in American spelling: British spellings can be turned on" in enter(qtbot, tab, "grey")
    tick_british_spellings(qtbot, main_window)
    assert "colour" in context.lexicon.current and context.lexicon.source == "small"
    assert QSettings().value("wordlist/british_spellings", type=bool) is True
    play(qtbot, tab, "greyxxxxxxxxxxxx")
    assert enter(qtbot, tab, "grey").startswith("“grey”: ")  # accepted, with its points
    again = LexiconService(context.tasks)  # the next start
    with qtbot.waitSignal(again.changed, timeout=20000):
        again.restore()
    assert "colour" in again.current


def test_list_sizes_count_the_british_spellings_while_they_are_on(qtbot, settings_reset, main_window):
    # Offensive words are left out unless turned off, and the sizes say so.
    american, both = bundled_sizes(leave_out_offensive=True), bundled_sizes(True, leave_out_offensive=True)

    def menu_sizes() -> dict[str, str]:
        return {action.data(): action.text() for action in main_window.word_list_actions.actions()}

    assert menu_sizes()["small"] == f"&Small ({american['small']:,} words)"
    tick_british_spellings(qtbot, main_window)
    assert menu_sizes()["small"] == f"&Small ({both['small']:,} words)" and both["small"] > american["small"]
    dialog = PreferencesDialog("large")
    qtbot.addWidget(dialog)
    assert f"{american['large']:,} words" in dialog.word_list.currentText()
    dialog.british_box.click()
    assert f"{both['large']:,} words" in dialog.word_list.currentText()
    dialog.offensive_box.click()
    whole = bundled_sizes(british=True)["large"]
    assert f"{whole:,} words" in dialog.word_list.currentText() and whole > both["large"]
