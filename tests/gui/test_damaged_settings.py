"""A settings file with values of the wrong kind or out of range (edited by hand, damaged): the app
starts with the defaults in their place, says which could not be used and keeps a copy of the file."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from boggle_desktop.boggle.controls import DEFAULT_TIMER
from boggle_desktop.crossword.options_panel import EXCLUDED_KEY, KEPT
from boggle_desktop.crossword.tab import DEFAULT_SAMPLE, GRID_KEY
from boggle_desktop.lexicon_service import LexiconService
from boggle_desktop.main_window import MainWindow
from boggle_desktop.minesweeper.tab import OVERLAY_KEYS, POSITION_KEY
from boggle_desktop.voting.tab import BLOCKS_KEY

#: Every key the app reads as it starts.
KEYS = (
    "window/geometry",
    "window/tab",
    *(f"boggle/{name}" for name in ("size", "dice", "rules", "timer", "strength", "interrupted_round")),
    *(f"minesweeper/{name}" for name in ("level", "first_click", "values")),
    *OVERLAY_KEYS.values(),
    POSITION_KEY,
    "stones/first",
    "stones/n",
    BLOCKS_KEY,
    "voting/preset",
    "voting/quota",
    *KEPT.values(),
    EXCLUDED_KEY,
    GRID_KEY,
    "crossword/sample",
    "wordlist/source",
    "wordlist/leave_out_offensive",
    "wordlist/british_spellings",
)
#: Damaged values, as they are written in the file: text, a huge number, a negative one, a list, nothing.
DAMAGED = {
    "text": "zzz",
    "huge": "99999999999999999999",
    "2**31": "2147483648",
    "negative": "-7",
    "list": "a, b",
    "empty": "",
}


def write_settings(values: dict[str, str]) -> None:
    """The settings file as a person editing it by hand leaves it (QSettings would quote the text)."""
    path = Path(QSettings().fileName())
    sections: dict[str, list[str]] = {}
    for key, value in values.items():
        section, name = key.split("/")
        sections.setdefault(section, []).append(f"{name}={value}")
    path.write_text(
        "".join(f"[{section}]\n" + "\n".join(lines) + "\n" for section, lines in sections.items())
    )
    QSettings().sync()  # Qt reads the file again


def start(qtbot, context) -> MainWindow:
    window = MainWindow(context)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def warning(window: MainWindow) -> QMessageBox | None:
    boxes = [box for box in window.findChildren(QMessageBox, "settings_damaged") if box.isVisible()]
    return boxes[0] if boxes else None


@pytest.mark.parametrize("value", DAMAGED.values(), ids=DAMAGED.keys())
@pytest.mark.parametrize("key", KEYS)
def test_the_window_comes_up_whatever_one_setting_holds(qtbot, context, settings_reset, key, value):
    write_settings({key: value})
    window = start(qtbot, context)
    assert window.isVisible() and window.tabs.count() > 0
    context.tasks.shutdown()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("window/geometry", ""),
        ("window/geometry", "hello"),
        ("window/geometry", "5"),
        ("window/geometry", "a, b"),
        ("boggle/timer", "2147483648"),
        ("boggle/size", "99999999999999999999"),
    ],
)
def test_a_value_that_stopped_the_app_is_a_default_said_and_copied(
    qtbot, context, settings_reset, key, value
):
    write_settings({key: value, "boggle/strength": "easy"})
    window = start(qtbot, context)
    settings = window.tabs.widget(window.tab_keys.index("boggle")).settings
    assert settings.timer_seconds() == DEFAULT_TIMER and settings.size_combo.currentData() == 4
    assert settings.strength() == "easy"  # the others are read as before
    box = warning(window)
    assert box is not None and f"could not be used ({key})" in box.text()
    copies = list(context.data_dir.glob("settings-damaged-*.conf"))
    assert len(copies) == 1 and f"{key.split('/')[1]}={value}" in copies[0].read_text()
    assert str(copies[0]) in box.text()
    context.tasks.shutdown()


def test_sound_settings_are_not_reported(qtbot, context, settings_reset):
    write_settings(
        {"boggle/timer": "60", "boggle/size": "5", "window/tab": "voting", "minesweeper/values": "false"}
    )
    window = start(qtbot, context)
    assert warning(window) is None and not list(context.data_dir.glob("settings-damaged-*"))
    assert window.tab_keys[window.tabs.currentIndex()] == "voting"
    boggle = window.tabs.widget(window.tab_keys.index("boggle"))
    assert boggle.settings.timer_seconds() == 60 and boggle.settings.size_combo.currentData() == 5
    context.tasks.shutdown()


def test_a_voting_folder_that_is_a_list_opens_the_home_folder(qtbot, context, settings_reset, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    window = start(qtbot, context)
    write_settings({"voting/folder": "a, b"})
    asked = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: asked.append(args[2]) or ("", ""))
    window.tabs.widget(window.tab_keys.index("voting")).open_file()
    assert asked == [str(Path.home())]
    context.tasks.shutdown()


def test_word_list_choices_of_the_wrong_kind_are_their_defaults(qtbot, context, settings_reset):
    settings = {"british_spellings": "zzz", "leave_out_offensive": "7"}
    write_settings({f"wordlist/{key}": value for key, value in settings.items()} | {"crossword/sample": "x"})
    service = LexiconService(context.tasks)
    assert not service.british_spellings and service.leave_out_offensive  # "zzz" read as yes before
    window = start(qtbot, context)
    crossword = window.tabs.widget(window.tab_keys.index("crossword"))
    assert crossword.sample_combo.currentText() == DEFAULT_SAMPLE
    context.tasks.shutdown()


@pytest.mark.parametrize("source", ["a, b", "zzz", "file:"])
def test_word_list_settings_that_cannot_be_used_are_reported_with_the_others(
    qtbot, context, settings_reset, source
):
    """The list loads after the window is built: its settings were read too late for the report (and
    a name of no list was replaced by the default without a word)."""
    write_settings({"wordlist/source": source, "wordlist/leave_out_offensive": "7"})
    window = start(qtbot, context)
    box = warning(window)
    assert box is not None  # both in one report, in the order they were read
    named = box.text().partition("could not be used (")[2].partition(")")[0]
    assert sorted(named.split(", ")) == ["wordlist/leave_out_offensive", "wordlist/source"]
    context.tasks.shutdown()
