"""Saving a file so that a failure never leaves it half-written."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path

from solvers.text_file import not_a_file


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: The permissions a new file gets, as ``open(path, "w")`` would give it.
NEW_FILE_MODE = 0o666 & ~_umask()


def refuse_what_is_no_file(path: str | Path) -> None:
    """OSError, whose ``strerror`` says what it is, if ``path`` is there but is no regular file (a
    folder, a device, a named pipe): a save must not replace it, nor wait on a pipe for a reader."""
    kind = not_a_file(path)
    if kind:
        raise OSError(errno.EINVAL, f"it is {kind}, not a file", str(path))


def write_text_atomically(path: str | Path, text: str, encoding: str = "utf-8") -> None:
    """Write ``text`` to ``path`` through a temporary file in the same folder, flushed to disk and
    then renamed over ``path``.

    A full disk, a crash or a kill part-way leaves the old file as it was (and no temporary file
    behind, but after a crash), where writing in place would have left it truncated. A link is
    followed: its target is replaced. An existing file keeps its permissions. A folder, a device
    or a named pipe is not replaced by a file, and a link that leads back to itself is not
    followed: OSError, whose ``strerror`` says what it is.
    """
    _replace(path, text, "w", encoding)


def write_bytes_atomically(path: str | Path, data: bytes) -> None:
    """:func:`write_text_atomically` for bytes (a PDF, an image)."""
    _replace(path, data, "wb")


def _replace(path: str | Path, content: str | bytes, mode: str, encoding: str | None = None) -> None:
    try:
        target = Path(path).resolve()
    except RuntimeError:  # a link leading back to itself, as Python 3.11 reports it (later ones: OSError)
        raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path)) from None
    refuse_what_is_no_file(target)
    descriptor, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, mode, encoding=encoding) as file:
            file.write(content)
            file.flush()
            os.fsync(file.fileno())
        try:
            mode_bits = target.stat().st_mode & 0o7777
        except FileNotFoundError:
            mode_bits = NEW_FILE_MODE
        os.chmod(temporary, mode_bits)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
