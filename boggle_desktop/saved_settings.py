"""Writing a setting so that it is on disk at once: a crash right after loses nothing."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal

from solvers.atomic_file import write_text_atomically


class SettingsWatch(QObject):
    """Tells once per session that the settings file cannot be written (a read-only file or folder,
    a folder in its place): edits would otherwise look kept and be gone at the next start."""

    unwritable = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.told = False

    def check(self, settings: QSettings | None = None) -> None:
        """Emit :attr:`unwritable` if ``settings`` (by default a fresh QSettings) cannot be written."""
        settings = settings or QSettings()
        # Only an access error: a file that could not be parsed (FormatError) is rewritten whole.
        if self.told or (settings.isWritable() and settings.status() != QSettings.Status.AccessError):
            return
        self.told = True
        self.unwritable.emit(
            f"Settings cannot be saved in {settings.fileName()}: check that the file and its folder "
            "can be written. Until then, what you change in this session (the grids, tables, "
            "positions and options you edit) is lost when the app closes."
        )


_watch: SettingsWatch | None = None


def settings_watch() -> SettingsWatch:
    """The session's one watch (made on first use, on the GUI thread)."""
    global _watch
    if _watch is None:
        _watch = SettingsWatch()
    return _watch


def save_setting(key: str, value: object | None) -> None:
    """Store ``value`` under ``key`` (None removes the key) and write the settings file now."""
    settings = QSettings()
    if value is not None:
        settings.setValue(key, value)
    elif settings.contains(key):
        settings.remove(key)
    else:
        return  # nothing changed, nothing to write
    settings.sync()
    settings_watch().check(settings)


def keep_damaged(folder: Path, name: str, text: str) -> str:
    """Copy a saved value that cannot be read to ``folder/<name>-damaged-<time>.txt`` before the
    tab replaces it (one bad character must not cost the user the rest); the sentence telling where."""
    return _kept(folder, f"{name}-damaged-{_now()}.txt", lambda path: write_text_atomically(path, text))


def keep_garbled_settings(folder: Path) -> str | None:
    """What to tell the user when Qt could read only part of the settings file (None if all of it).

    Qt keeps the entries it could read and writes the file again without the rest at the next
    save, so the file as it was is first copied to ``folder``. Qt reports a format error only for
    some damage, and only to the first QSettings that reads the file; a line that is no entry,
    section or comment (binary garbage, say) it drops without a word. So the lines are checked."""
    settings = QSettings()
    source = Path(settings.fileName())
    if settings.status() != QSettings.Status.FormatError and not _unreadable_lines(source):
        return None
    kept = _kept(
        folder, f"settings-damaged-{_now()}{source.suffix}", lambda path: shutil.copyfile(source, path)
    )
    return (
        f"Part of the settings file {source} could not be read. The settings that could be read are "
        f"kept; the file is written again without the rest. {kept}"
    )


def _unreadable_lines(path: Path) -> bool:
    try:
        text = path.read_bytes().decode("utf-8", "replace")
    except OSError:
        return False
    for line in text.splitlines():
        line = line.strip()
        section = line.startswith("[") and line.endswith("]")
        if line and line[0] not in ";#" and not section and "=" not in line:
            return True
    return False


def _now() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def _kept(folder: Path, name: str, write: Callable[[Path], object]) -> str:
    path = folder / name
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write(path)
    except OSError as error:
        return f"No copy of it could be kept ({error.strerror or error})."
    return f"A copy of it is kept in {path}."
