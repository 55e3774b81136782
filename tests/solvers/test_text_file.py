"""The one UTF-8 decoder of text files: a byte order mark dropped, a bad byte placed by line and column."""

from __future__ import annotations

import pytest

from solvers.text_file import NotUtf8Error, decode_utf8


def test_utf8_with_or_without_a_byte_order_mark() -> None:
    assert decode_utf8("café\n".encode()) == "café\n"
    assert decode_utf8(b"\xef\xbb\xbfcaf\xc3\xa9\r\n") == "café\r\n"  # as Windows Notepad saves UTF-8


@pytest.mark.parametrize(
    ("data", "line", "column", "byte"),
    [
        (b"\xe9", 1, 1, 0xE9),
        (b"\xef\xbb\xbfab\xe9", 1, 3, 0xE9),  # the byte order mark is no column
        ("# café\n...\n".encode() + b"..\xe9\n", 3, 3, 0xE9),  # é before it is one column, not two
        (b"a\r\nb\xd5\x00", 2, 2, 0xD5),
        (b"ab\n\xff", 2, 1, 0xFF),
        (b"a\rb\xff", 2, 2, 0xFF),  # lines end where the parsers end them: at a lone \r too
    ],
)
def test_a_bad_byte_is_placed_by_line_and_column(data: bytes, line: int, column: int, byte: int) -> None:
    with pytest.raises(NotUtf8Error) as raised:
        decode_utf8(data)
    assert (raised.value.line, raised.value.column, raised.value.byte) == (line, column, byte)
    assert raised.value.reason == f"byte 0x{byte:02x} is not UTF-8 text: save the file as UTF-8"
    assert str(raised.value) == f"line {line}, column {column}: {raised.value.reason}"


@pytest.mark.parametrize("bom", [b"\xff\xfe", b"\xfe\xff"])
def test_utf16_text_is_named_so(bom: bytes) -> None:
    with pytest.raises(NotUtf8Error) as raised:
        decode_utf8(bom + "A,5\n".encode("utf-16-le" if bom == b"\xff\xfe" else "utf-16-be"))
    assert str(raised.value) == "line 1, column 1: the file is UTF-16 text: save it as UTF-8"
