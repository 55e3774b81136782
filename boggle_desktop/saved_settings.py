"""Writing a setting so that it is on disk at once: a crash right after loses nothing. Reading one
so that a value of the wrong kind or out of range (a hand-edited or damaged file) counts as missing:
the default is used, and the main window says which were (:func:`report_unusable_settings`)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox

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
    save_settings({key: value})


def save_settings(values: Mapping[str, object | None]) -> None:
    """Store each value under its key (None removes the key) and write the settings file now, once."""
    settings = QSettings()
    changed = False
    for key, value in values.items():
        if value is not None:
            settings.setValue(key, value)
        elif settings.contains(key):
            settings.remove(key)
        else:
            continue  # nothing changed, nothing to write
        changed = True
    if changed:
        settings.sync()
        settings_watch().check(settings)


T = TypeVar("T")
#: The kinds of widget that show a value kept in the settings (:func:`show_stored`).
KeptWidget = QComboBox | QSpinBox | QDoubleSpinBox | QCheckBox


@dataclass
class _Start:
    """The settings file as this start found it (before the tabs write it again), and the keys
    whose value could not be used since."""

    text: bytes | None = None
    unusable: dict[str, None] = field(default_factory=dict)  # in the order found, each once


_start = _Start()


def read_setting(key: str, read: Callable[[object], T], default: T) -> T:
    """``read`` applied to the value saved under ``key``; ``default`` if there is none, or if
    ``read`` refuses it (ValueError or TypeError): then the key is noted as unusable."""
    saved = QSettings().value(key)
    if saved is None:
        return default
    try:
        return read(saved)
    except (TypeError, ValueError):
        _start.unusable[key] = None
        return default


def stored_text(key: str, default: str, choices: Collection[str] | None = None) -> str:
    """The text saved under ``key``: ``default`` if there is none, or if it is not text (a list, a
    byte array) or not one of ``choices``."""

    def read(saved: object) -> str:
        text = stored_as_text(saved)
        if choices is not None and text not in choices:
            raise ValueError(f"not one of {sorted(choices)}")
        return text

    return read_setting(key, read, default)


def stored_flag(key: str, default: bool) -> bool:
    """The yes or no saved under ``key`` (``default`` if none, or if it is neither)."""
    return stored_text(key, stored_as_text(default), ("true", "false")) == "true"


def stored_as_text(saved: object) -> str:
    """A value read from the settings file as text (this session's own writes come back as the
    Python value written); TypeError for a list or bytes."""
    if isinstance(saved, bool):
        return str(saved).lower()
    if isinstance(saved, str | int | float):
        return str(saved)
    raise TypeError(f"not text but {type(saved).__name__}")


def stored_value(widget: KeptWidget) -> object:
    """What the settings hold for the value a widget shows."""
    if isinstance(widget, QComboBox):
        return _item_text(widget.currentData())
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    return widget.value()


def show_stored(widget: KeptWidget, key: str) -> None:
    """Show the value saved under ``key``; one the widget does not offer (an unknown item, a number
    out of range, garbage) leaves the widget at its default."""
    read_setting(key, lambda saved: _show(widget, stored_as_text(saved).strip()), None)


def _show(widget: KeptWidget, text: str) -> None:
    if isinstance(widget, QComboBox):
        texts = [_item_text(widget.itemData(i)) for i in range(widget.count())]
        widget.setCurrentIndex(texts.index(text))  # ValueError if not offered
    elif isinstance(widget, QCheckBox):
        if text.lower() not in ("true", "false"):
            raise ValueError("not true or false")
        widget.setChecked(text.lower() == "true")
    else:
        number = float(text)
        whole = isinstance(widget, QSpinBox)
        if not widget.minimum() <= number <= widget.maximum() or (whole and not number.is_integer()):
            raise ValueError(f"not a number the box offers ({widget.minimum()} to {widget.maximum()})")
        widget.setValue(int(number) if whole else number)


def _item_text(data: object) -> str:
    """How a combo box item's data is written in the settings (the level of every word is None)."""
    return "" if data is None else str(data)


def report_unusable_settings(folder: Path) -> str | None:
    """What to tell the user when saved values could not be used since the start (None if all could),
    the file as it was at the start copied to ``folder``."""
    keys = list(_start.unusable)
    _start.unusable.clear()
    if not keys:
        return None
    source = Path(QSettings().fileName())
    message = (
        f"Some values in the settings file {source} could not be used ({', '.join(keys)}); the "
        "defaults are used instead."
    )
    text = _start.text
    if text is None:  # not a file (the Windows registry), or it could not be read
        return message
    kept = _kept(folder, f"settings-damaged-{_now()}{source.suffix}", lambda path: path.write_bytes(text))
    return f"{message} {kept}"


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
    global _start
    settings = QSettings()
    source = Path(settings.fileName())
    _start = _Start(_read_bytes(source))  # a new start: the file as it is, kept for a later copy
    if settings.status() != QSettings.Status.FormatError and not _unreadable_lines(_start.text):
        return None
    kept = _kept(
        folder, f"settings-damaged-{_now()}{source.suffix}", lambda path: shutil.copyfile(source, path)
    )
    return (
        f"Part of the settings file {source} could not be read. The settings that could be read are "
        f"kept; the file is written again without the rest. {kept}"
    )


def _read_bytes(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None


def _unreadable_lines(data: bytes | None) -> bool:
    for line in (data or b"").decode("utf-8", "replace").splitlines():
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
