"""Writing a setting so that it is on disk at once: a crash right after loses nothing."""

from __future__ import annotations

from PySide6.QtCore import QSettings


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
