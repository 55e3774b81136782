"""A text file's bytes as text: UTF-8, with or without the byte order mark Windows Notepad writes.

Every reader of the project's text files (crossword grids, Minesweeper positions, voting tables)
decodes through :func:`decode_utf8`, so that a file that is not UTF-8 is said in the same words
everywhere: by the line and column of the first byte that cannot be read.

Only voting tables fall back to Windows-1252 (:func:`decode_utf8_or_windows_1252`), the encoding
Excel writes CSV files in on Western European Windows: their names are shown as read, with a
note saying so, so a wrong guess is seen. A guessed letter of a crossword grid, or a guessed
cell of a Minesweeper position, would change the answer unseen: those stay UTF-8 only.

Every reader also reads its file through a :class:`FileKind`, which stops at a size no file of
the kind comes near: a wrong file, ``/dev/zero`` or an endless pipe is refused after that many
bytes, where reading it whole would fill the memory (parsing costs some 100 bytes per byte).
"""

from __future__ import annotations

import codecs
import os
import stat
from dataclasses import dataclass
from typing import BinaryIO

from solvers.wording import byte_size

#: The name :func:`decode_utf8_or_windows_1252` gives the fallback encoding, as Windows names it.
WINDOWS_1252 = "Windows-1252"


class NotUtf8Error(ValueError):
    """Bytes that are not UTF-8 text; ``line`` and ``column`` (from 1) count as the parsers do."""

    def __init__(self, line: int, column: int, byte: int) -> None:
        self.line = line
        self.column = column
        self.byte = byte
        super().__init__(f"line {line}, column {column}: {self.reason}")

    @property
    def reason(self) -> str:
        """What is wrong, without the place: for an error type that adds the place its own way."""
        return f"byte 0x{self.byte:02x} is not UTF-8 text: save the file as UTF-8"


class Utf16Error(NotUtf8Error):
    """Text saved as UTF-16 (its byte order mark says so), as some Windows programs save it."""

    def __init__(self, byte: int) -> None:
        super().__init__(1, 1, byte)

    @property
    def reason(self) -> str:
        return "the file is UTF-16 text: save it as UTF-8"


class RefusedFileError(ValueError):
    """A file refused before it is read whole: larger than any of its kind, or binary."""


#: How much a :class:`FileKind` reads at a time, checking each piece before it reads on.
_CHUNK = 1 << 20


@dataclass(frozen=True)
class FileKind:
    """A kind of file the project reads (``name``: "a grid file"), and the most bytes one may hold."""

    name: str
    limit: int
    #: Whether a NUL byte refuses the file as binary, with the piece that holds it (``/dev/zero``
    #: with its first).
    text_only: bool = False

    def read_path(self, path: str | os.PathLike[str]) -> bytes:
        """The bytes of the file at ``path``: OSError if it cannot be read, else as :meth:`read`."""
        with open(path, "rb") as file:
            return self.read(file)

    def read(self, file: BinaryIO) -> bytes:
        """``file``'s bytes, read a piece at a time up to :attr:`limit` bytes and one more:
        :class:`RefusedFileError` (naming the size and the limit) as soon as that one more is read,
        or at once for a file whose size says so."""
        size = _regular_size(file)
        if size is not None and size > self.limit:
            raise RefusedFileError(
                f"the file is {byte_size(size)}, over the {self._limit} {self.name} can be"
            )
        pieces: list[bytes] = []
        read = 0
        while read <= self.limit and (piece := file.read(min(_CHUNK, self.limit + 1 - read))):
            self.check(piece)
            pieces.append(piece)
            read += len(piece)
        if read > self.limit:
            raise RefusedFileError(f"it goes on past {self._limit}, the most {self.name} can be")
        return b"".join(pieces)

    def check(self, data: bytes) -> None:
        """Refuse ``data`` if it cannot be part of such a file (NUL bytes, when :attr:`text_only`)."""
        if self.text_only and b"\0" in data:
            raise RefusedFileError(
                f"not {self.name}: it holds NUL bytes (a binary file, or text saved as UTF-16; "
                "save it as UTF-8)"
            )

    @property
    def _limit(self) -> str:
        return byte_size(self.limit)


def _regular_size(file: BinaryIO) -> int | None:
    """The size of ``file`` if it is a regular file (not a pipe, a terminal or a device)."""
    try:
        status = os.fstat(file.fileno())
    except (OSError, ValueError):  # no file descriptor: a file in memory
        return None
    return status.st_size if stat.S_ISREG(status.st_mode) else None


def not_a_file(path: str | os.PathLike[str]) -> str | None:
    """What ``path`` is when it is there but is not a regular file ("a folder", "a device", "a named
    pipe", "a socket"), for a message; None for a file, or when nothing is there."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return None
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "a named pipe" if stat.S_ISFIFO(mode) else "a socket"


def placed(source: str, message: str) -> str:
    """``grid.txt, line 2, column 3: ...`` for a message that starts with its place, else
    ``grid.txt: ...``: every reader names a file and a place in it the same way."""
    return f"{source}, {message}" if message.startswith("line ") else f"{source}: {message}"


def decode_utf8(data: bytes) -> str:
    """``data`` as text, a leading byte order mark dropped; :class:`NotUtf8Error` if it is not UTF-8."""
    data = data.removeprefix(codecs.BOM_UTF8)
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        raise Utf16Error(data[0])
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        # Lines split as str.splitlines splits them, which is how the files are then parsed; the
        # "x" stands for the bad byte, so that a line break just before it starts a line.
        lines = (data[: error.start].decode("utf-8") + "x").splitlines()
        raise NotUtf8Error(len(lines), len(lines[-1]), data[error.start]) from None


def decode_utf8_or_windows_1252(data: bytes) -> tuple[str, str]:
    """``data`` as text and the encoding read: ``"UTF-8"``, else :data:`WINDOWS_1252`.

    Text that says it is UTF-8 or UTF-16 (by its byte order mark), or that holds a byte Windows-1252
    leaves undefined, is refused as :func:`decode_utf8` refuses it.
    """
    try:
        return decode_utf8(data), "UTF-8"
    except NotUtf8Error as error:
        if isinstance(error, Utf16Error) or data.startswith(codecs.BOM_UTF8):
            raise
        try:
            return data.decode("cp1252"), WINDOWS_1252
        except UnicodeDecodeError:
            raise error from None
