"""A text file's bytes as text: UTF-8, with or without the byte order mark Windows Notepad writes.

Every reader of the project's text files (crossword grids, Minesweeper positions, voting tables)
decodes through :func:`decode_utf8`, so that a file that is not UTF-8 is said in the same words
everywhere: by the line and column of the first byte that cannot be read.
"""

from __future__ import annotations

import codecs


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
