"""Start-up: check the system, create the application and the main window.

boggle-desktop [--screenshot DIR]
python -m boggle_desktop [--screenshot DIR]
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import tempfile
from importlib import resources
from pathlib import Path

from boggle_desktop import system_check

ORGANIZATION = "BoggleDesktop"
APPLICATION = "Boggle Desktop"
SCREENSHOT_TIMEOUT_MS = 120_000


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
    platform = system_check.default_platform()
    problem = system_check.explain_missing(platform) or system_check.no_display_message(platform)
    if problem:
        print(f"boggle-desktop: {problem}", file=sys.stderr)
        return 1

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
