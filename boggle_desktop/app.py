"""Start-up: check the system, create the application and the main window.

boggle-desktop [--screenshot DIR] [--version]
python -m boggle_desktop [--screenshot DIR] [--version]
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from boggle_desktop import __version__, error_report, system_check

ORGANIZATION = "BoggleDesktop"
APPLICATION = "Boggle Desktop"
SCREENSHOT_TIMEOUT_MS = 120_000
#: Programs that show a message on the desktop, tried in turn: each command, less the message.
DESKTOP_MESSENGERS = (
    ("zenity", "--error", "--no-markup", f"--title={APPLICATION}", "--text"),
    ("notify-send", f"--app-name={APPLICATION}", "--icon=dialog-error", f"{APPLICATION} cannot start"),
)


def configure_application(app) -> None:
    """Names that decide where QSettings and the data folder live, and the locale of numbers."""
    from PySide6.QtCore import QLocale

    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName(APPLICATION)
    # The app is in English and writes its numbers the English way (0.5 s, 1,024 boards): so do its
    # spin boxes, which under a German or French system locale read a typed 2.5 as 25. They refuse a
    # comma, which would be a thousands separator: a German or French 0,5 must not become 5.
    english = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    english.setNumberOptions(
        QLocale.NumberOption.OmitGroupSeparator | QLocale.NumberOption.RejectGroupSeparator
    )
    QLocale.setDefault(english)


def application_icon():
    """The window icon, from every PNG size in boggle_desktop/icons (drawn in boggle-desktop.svg)."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for entry in (resources.files("boggle_desktop") / "icons").iterdir():
        if entry.name.endswith(".png"):
            icon.addFile(str(entry))  # read when first drawn; the package is always on disk
    return icon


def offscreen_platform(folder: str, width: int = 1920, height: int = 1080) -> str:
    """The offscreen platform with a desktop-sized screen (Qt's default is 800x800), described
    in a file written to ``folder`` (read once, when the application starts)."""
    config = os.path.join(folder, "screen.json")
    screen = {"name": "offscreen", "x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96}
    with open(config, "w", encoding="utf-8") as file:
        json.dump({"screens": [screen]}, file)
    return f"offscreen:configfile={config}"


def use_private_storage(folder: str) -> None:
    """Fresh settings and data folders in ``folder``: screenshots show the defaults
    and leave the user's own settings and data (window size, word list, history) untouched."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")


def has_terminal() -> bool:
    return any(stream is not None and stream.isatty() for stream in (sys.stdin, sys.stderr))


def system_environment() -> dict[str, str]:
    """The environment for a system program. In the bundle it drops the bundle's own libraries:
    PyInstaller's start-up puts them on LD_LIBRARY_PATH and keeps the user's in LD_LIBRARY_PATH_ORIG."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        env.pop("LD_LIBRARY_PATH", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
    return env


def show_on_desktop(message: str) -> None:
    """Put ``message`` on the desktop, where a user who started the app from the menu (no terminal,
    so nobody reads stderr) sees it, if one of DESKTOP_MESSENGERS is installed."""
    for command in DESKTOP_MESSENGERS:
        if shutil.which(command[0]):
            subprocess.Popen(
                [*command, message],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=system_environment(),
                start_new_session=True,  # zenity waits for its OK; the app need not
            )
            return


def refuse_to_start(problem: str) -> int:
    print(f"boggle-desktop: {problem}", file=sys.stderr)
    if not has_terminal():
        show_on_desktop(problem)
    return 1


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="boggle-desktop", description="Play and solve classic search puzzles."
    )
    parser.add_argument(
        "--screenshot",
        metavar="DIR",
        type=Path,
        help="render every tab to DIR/<tab>.png after it has loaded, then exit (works without a display)",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(argv)


def take_screenshots(window, directory: Path) -> list[Path]:
    """Render each tab of ``window`` to ``directory/<key>.png`` once its work is done."""
    from PySide6.QtCore import QCoreApplication

    directory.mkdir(parents=True, exist_ok=True)
    tasks = window.context.tasks
    written = []
    for index, key in enumerate(window.tab_keys):
        window.tabs.setCurrentIndex(index)
        QCoreApplication.processEvents()
        if not tasks.wait_idle(SCREENSHOT_TIMEOUT_MS):
            raise TimeoutError(f"the {key} tab was still busy after {SCREENSHOT_TIMEOUT_MS // 1000} s")
        QCoreApplication.processEvents()
        path = directory / f"{key}.png"
        if not window.grab().save(str(path)):
            raise OSError(f"could not write {path}")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    # The Voting Power tab formats exact counts (solvers.wording.short_number, the exact count on
    # hover) that can run past the 4,300 digits Python converts to text by default.
    sys.set_int_max_str_digits(0)
    args = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if not args.screenshot:
        return run(args, scratch=None)
    with tempfile.TemporaryDirectory(prefix="boggle-desktop-screenshot-") as scratch:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = offscreen_platform(scratch)  # screenshots need no display
        return run(args, scratch)


def run(args: argparse.Namespace, scratch: str | None) -> int:
    """Start the app; with ``--screenshot``, in the ``scratch`` folder (removed afterwards)."""
    problem = system_check.startup_problem()
    if problem:
        return refuse_to_start(problem)

    from PySide6.QtWidgets import QApplication

    from boggle_desktop.gc_guard import MainThreadGarbageCollector
    from boggle_desktop.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    configure_application(app)
    collector = MainThreadGarbageCollector(app)  # noqa: F841 - lives as long as the app
    app.setWindowIcon(application_icon())
    app.setDesktopFileName("boggle-desktop")  # Wayland: ties the window to boggle-desktop.desktop
    if scratch is not None:
        use_private_storage(scratch)
    window = MainWindow()
    error_report.install(window.context.data_dir, window.report_unexpected)
    window.show()
    window.context.lexicon.restore()
    if args.screenshot:
        try:
            for path in take_screenshots(window, args.screenshot):
                print(path)
        except (TimeoutError, OSError) as error:
            print(f"boggle-desktop: {error}", file=sys.stderr)
            window.close()
            return 1
        window.close()
        return 0
    return app.exec()
