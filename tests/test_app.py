"""The app as a user starts it: the screenshot mode, start-up checks, and code quality."""

import importlib.util
import io
import os
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from boggle_desktop import app, system_check
from boggle_desktop.dialogs import AboutDialog

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


@pytest.fixture
def refused_start(monkeypatch, tmp_path):
    """The start-up check refuses, and a fake zenity on PATH records what it was asked to show;
    returns the file it writes. app.main lifts the digit limit, which is put back afterwards."""
    monkeypatch.setattr(system_check, "startup_problem", lambda: "Qt cannot start the 'xcb' platform.")
    record = tmp_path / "zenity-arguments"
    fake = tmp_path / "bin" / "zenity"
    fake.parent.mkdir()
    fake.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" >"{record}.part" && mv "{record}.part" "{record}"\n')
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}{os.pathsep}/usr/bin{os.pathsep}/bin")
    before = sys.get_int_max_str_digits()
    yield record
    sys.set_int_max_str_digits(before)


def test_a_refusal_without_a_terminal_shows_on_the_desktop(refused_start, monkeypatch, capsys):
    # Started from the menu: stdin and stderr are no terminal, so nobody would read stderr.
    monkeypatch.setattr(sys, "stdin", io.StringIO())
    assert app.main([]) == 1
    assert "Qt cannot start the 'xcb' platform." in capsys.readouterr().err
    deadline = time.monotonic() + 10
    while not refused_start.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    arguments = refused_start.read_text().splitlines()
    assert arguments[0] == "--error" and arguments[-1] == "Qt cannot start the 'xcb' platform."


def test_a_refusal_in_a_terminal_goes_to_stderr_only(refused_start, monkeypatch, capsys):
    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr(sys, "stdin", Terminal())
    assert app.main([]) == 1
    assert "Qt cannot start the 'xcb' platform." in capsys.readouterr().err
    time.sleep(0.5)
    assert not refused_start.exists()


def test_the_bundle_starts_desktop_messengers_with_the_users_libraries(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as in the PyInstaller bundle
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/boggle-desktop/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/home/me/lib")
    assert app.system_environment()["LD_LIBRARY_PATH"] == "/home/me/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in app.system_environment()
    assert "LD_LIBRARY_PATH_ORIG" not in app.system_environment()


def test_version_from_the_package_metadata(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "boggle_desktop", "--version"],
        capture_output=True,
        text=True,
        env=clean_env(tmp_path),
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"boggle-desktop {metadata.version('boggle-desktop')}"


def test_about_credits_the_grids_and_names_qts_licence(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.licences.toPlainText()
    assert "MIT licence" in text and "LGPL-3.0" in text and "https://www.gnu.org/licenses/" in text
    assert "===== crossword/vanbeek-samples.txt =====" in text
    assert "Copyright (c) 2004-2019 Gecode authors (Christian Schulte" in text
    assert "; Permission" not in text  # the notice without its comment marks


def load_bootstrap():
    spec = importlib.util.spec_from_file_location("bootstrap", ROOT / "tools" / "bootstrap.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_run_app_works_in_the_callers_folder_and_tests_in_the_repository(tmp_path, monkeypatch):
    bootstrap = load_bootstrap()
    calls = []

    def fake_run(*command, **kwargs):
        calls.append(([str(part) for part in command], Path(kwargs.get("cwd") or os.getcwd())))
        return subprocess.CompletedProcess(command, 0, stdout="offscreen\n")

    for step in ("ensure_venv", "ensure_installed", "ensure_system_libraries", "ensure_test_tools"):
        monkeypatch.setattr(bootstrap, step, lambda *args: None)
    monkeypatch.setattr(bootstrap, "run", fake_run)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.chdir(tmp_path)
    assert bootstrap.main(["app", "--screenshot", "myshots"]) == 0
    command, folder = calls[-1]
    assert command[-3:] == ["boggle_desktop", "--screenshot", "myshots"]
    assert folder == tmp_path  # ./run app --screenshot myshots writes where the user is
    assert bootstrap.main(["tests", "-x"]) == 0
    command, folder = calls[-1]
    assert command[-2:] == ["pytest", "-x"]
    assert folder == ROOT


def test_a_test_that_hangs_fails_the_run_instead_of_holding_it(tmp_path):
    """pytest-timeout, set in pyproject.toml, stops a hang and names it: the project's settings,
    with a short limit here."""
    (tmp_path / "test_hang.py").write_text("import time\n\ndef test_hang():\n    time.sleep(600)\n")
    config = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    settings = config[config.index("[tool.pytest.ini_options]") :].split("\n[", 1)[0]
    (tmp_path / "pyproject.toml").write_text(settings.replace("\ntimeout = 600\n", "\ntimeout = 2\n"))
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "test_hang.py"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode != 0 and "Timeout" in done.stdout + done.stderr
    assert "test_hang" in done.stdout + done.stderr and time.monotonic() - started < 60
    assert "\ntimeout = 600\n" in settings and '\ntimeout_method = "thread"\n' in settings
