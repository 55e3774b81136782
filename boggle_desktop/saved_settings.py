"""Writing a setting so that it is on disk at once: a crash right after loses nothing."""

from __future__ import annotations

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
    path = folder / f"{name}-damaged-{datetime.now().strftime('%Y%m%d-%H%M%S')}.txt"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_text_atomically(path, text)
    except OSError as error:
        return f"No copy of it could be kept ({error.strerror or error})."
    return f"A copy of it is kept in {path}."
