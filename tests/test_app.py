"""The app as a user starts it: the screenshot mode, start-up checks, and code quality."""

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from boggle_desktop import app, system_check

ROOT = Path(__file__).resolve().parent.parent
TAB_FILES = ("boggle.png", "crossword.png", "minesweeper.png", "voting.png", "stones.png")


def clean_env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"), **extra)
    return env


def test_screenshot_renders_every_tab(tmp_path):
    out = tmp_path / "shots"
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = clean_env(tmp_path, TMPDIR=str(scratch))
    env.pop("DISPLAY", None)  # --screenshot must work without a display
    result = subprocess.run(
        [sys.executable, "-m", "boggle_desktop", "--screenshot", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in out.iterdir()) == sorted(TAB_FILES)
    assert not (tmp_path / "config").exists() and not (tmp_path / "data").exists()  # user's data untouched
    assert not list(scratch.iterdir())  # its private settings and screen description are gone
    for name in TAB_FILES:
        image = QImage(str(out / name))
        assert image.width() >= 600 and image.height() >= 400, name
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert len(colours) > 4, f"{name} looks blank"


def test_without_a_display_the_app_says_so(tmp_path):
    env = clean_env(tmp_path, QT_QPA_PLATFORM="xcb")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-m", "boggle_desktop"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "DISPLAY" in result.stderr or "apt-get install" in result.stderr


def test_the_app_lifts_the_limit_on_printing_long_integers(monkeypatch, capsys):
    # The Voting Power tab shows exact counts that can run past Python's default 4,300 digits.
    monkeypatch.setattr(system_check, "explain_missing", lambda platform: "stop before Qt starts")
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    try:
        assert app.main([]) == 1
        assert sys.get_int_max_str_digits() == 0
    finally:
        sys.set_int_max_str_digits(before)
    assert "stop before Qt starts" in capsys.readouterr().err


def test_missing_libraries_are_named_with_their_packages(monkeypatch):
    monkeypatch.setattr(
        system_check, "missing_libraries", lambda platform: ["libxcb-cursor.so.0", "libEGL.so.1"]
    )
    message = system_check.explain_missing("xcb")
    assert "libxcb-cursor.so.0, libEGL.so.1" in message
    assert "sudo apt-get install libegl1 libxcb-cursor0" in message


def test_system_check_finds_what_offscreen_needs():
    assert system_check.missing_libraries("offscreen") == []


def test_ruff_is_clean():
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", str(ROOT)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_spin_boxes_read_numbers_the_english_way_under_any_system_locale(qapp, qtbot):
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDoubleSpinBox

    system = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        app.configure_application(qapp)
        box = QDoubleSpinBox()
        qtbot.addWidget(box)
        box.setRange(0, 10_000)
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), "2.5")
        box.interpretText()
        assert box.value() == 2.5 and box.text() == "2.50"  # German reads "2.5" as 25 and shows "25,00"
    finally:
        QLocale.setDefault(system)
