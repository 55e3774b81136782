"""Blocks as text: CSV files of ``name,weight`` rows, and cells pasted from a spreadsheet.

Lines starting with ``#`` are comments, except ``# quota: N`` and ``# title: TEXT``, which
carry the quota and a title; the table keeps the other comment lines (a source, a date), as written
and in their order, and :func:`format_blocks` writes them back after the title and quota.  The
first row (after comments and blank lines) is a header when its weight field has no digit at all
(``name,weight``) or, beside a name, holds a word (``State,Electors 2020``); any other weight that
is not a number is an error, on the first row too, so that a typo (``Lions,5O``, ``Lions 50``) is
said rather than dropped as a header.  A header may name more columns than the name and the weight
(``Party,Seats,Share``): the rows may then fill them, and they are not used.  Fields are separated
by commas, or by tabs or semicolons when a line has them (a spreadsheet's copy gives tabs).  A row
with a number alone is an unnamed block.

A spreadsheet saves every row as wide as the widest (``# quota: 51,``, ``,`` for a blank row,
``# quota:,6`` where the quota sat in a cell of its own): empty cells at the end of a row and
rows of empty cells are ignored, and so are the cells around a quota or title.

A spreadsheet writes semicolons where the comma is the decimal separator (German, French,
Polish Excel and LibreOffice), so a comma in the weight of a semicolon row is refused, not read
as a thousands separator: ``A;1,500`` is one and a half there, not fifteen hundred.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from solvers.atomic_file import write_text_atomically
from solvers.text_file import (
    WINDOWS_1252,
    FileKind,
    NotUtf8Error,
    RefusedFileError,
    decode_utf8_or_windows_1252,
    placed,
)
from solvers.voting.game import (
    VotingInputError,
    WeightedGame,
    check_name,
    default_name,
    parse_weight,
    parse_whole_number,
)

#: CSV files of blocks: tables have at most a few thousand blocks, and a row takes some 20 bytes
#: (a name at most 1,000 characters), so 4 MiB holds 4,000 blocks even with the longest names.
BLOCKS_FILE = FileKind("a CSV file of blocks", 4 << 20)


@dataclass(frozen=True)
class BlockTable:
    """Blocks read from text, with the quota, title and other comment lines it gave (if any)."""

    names: tuple[str, ...]
    weights: tuple[int, ...]
    quota: int | None = None
    title: str = ""
    #: Where the quota was read (``"blocks.csv, line 1"``), for a message if it does not fit the weights.
    quota_where: str = field(default="", compare=False)
    #: How the file was read, when the reader should know (``"blocks.csv is not UTF-8 text: read as
    #: Windows-1252"``, or that a line starting with # was read as a block); else "".
    note: str = field(default="", compare=False)
    #: The other comment lines, each as written (``"# Source: Wikipedia, 2020"``), in their order.
    comments: tuple[str, ...] = ()

    def game(self, quota: int | None = None) -> WeightedGame:
        """The weighted game; ``quota`` overrides the table's own.

        A quota of the table's own outside ``1..total`` is an error naming the file and line it came from.
        """
        if quota is not None or self.quota is None:
            return WeightedGame.create(self.weights, self.names, quota)
        try:
            return WeightedGame.create(self.weights, self.names, self.quota)
        except VotingInputError as error:
            raise VotingInputError(f"{self.quota_where}: {error}") from None


#: A weight cell as written: digits, maybe grouped (``1,000``), maybe with a sign.
_WEIGHT_LIKE = re.compile(r"\s*[+-]?[\d,_ ]*\d[\d,_ ]*\s*")


def _delimiter(line: str) -> str:
    """Tab (a spreadsheet's copy), semicolon (a European spreadsheet's CSV, whose weights may hold
    a decimal comma, ``1,5``) or comma. A semicolon in a name of a comma-separated row (``Lions;Tigers,5``)
    is told from a semicolon-separated row by the last field, which is the weight."""
    bare = re.sub(r'"[^"]*"', '""', line)  # delimiters inside quotes do not count
    if "\t" in bare:
        return "\t"
    if ";" in bare:
        last = bare.rstrip("; \r\n").rpartition(";")[2]
        if "," not in bare or _WEIGHT_LIKE.fullmatch(last):
            return ";"
    return ","


#: What a spreadsheet leaves around a value it saved: spaces and the empty cells' separators.
_PADDING = " \t,;"


def _metadata(
    line: str, where: str, found: dict[str, tuple[str, str]], comments: list[str], written: str = ""
) -> None:
    """Note ``# quota: N`` or ``# title: TEXT`` in ``found`` as (value, where it was read); any other
    comment goes to ``comments`` as ``written`` (the line itself unless a spreadsheet quoted it)."""
    key, sep, value = line.lstrip("#").partition(":")
    key = key.strip().lower()
    if not (sep and key in ("quota", "title")):
        comments.append(written or line)
        return
    if key in found:  # two quotas disagree, or one is a slip: neither is guessed at
        first = found[key][1].rpartition(", ")[2]
        raise VotingInputError(f"{where}: a second {key} line (the first is {first}): keep one")
    found[key] = (value.strip(_PADDING), where)


#: A word in a weight field (``Electors`` in ``Electors 2020``): a header, not a block's weight.
_WORD = re.compile(r"\b[^\W\d_]{2,}\b")

#: Names of a spreadsheet's summary rows, which are not blocks.
_SUMMARY_NAMES = ("total", "sum", "quota", "majority")


def parse_blocks(text: str, source: str = "input") -> BlockTable:
    """Read blocks from CSV or pasted text; errors name ``source`` and the line."""
    names: list[str] = []
    weights: list[int] = []
    found: dict[str, tuple[str, str]] = {}
    hashed: list[str] = []  # blocks whose names start with "#", as spreadsheets write them unquoted
    comments: list[str] = []
    lines: list[int] = []  # each block's line
    header: list[str] = []  # the header row's fields, if it has one
    first_row = True
    # A byte order mark is dropped here too, for text read from a file without decode_utf8.
    for number, line in enumerate(text.removeprefix("\ufeff").splitlines(), 1):
        where = f"{source}, line {number}"
        stripped = line.strip()
        if not stripped.strip(_PADDING):
            continue  # a blank line, or a spreadsheet's row of empty cells
        delimiter = _delimiter(line)
        if stripped.startswith("#"):
            if not _hashed_block(line, delimiter, where):
                _metadata(stripped, where, found, comments)
                continue
            hashed.append(f"line {number}")
        fields = _fields(line, delimiter, where)
        if _quoted_comment(stripped, fields):
            _metadata(fields[0], where, found, comments, stripped)
            continue
        name, weight_text = ("", fields[0]) if len(fields) == 1 else (fields[0], fields[1])
        if first_row and _is_header(name, weight_text):
            header = fields
            first_row = False
            continue  # a header row such as "name,weight"
        first_row = False
        _check_width(fields, max(2, len(header)), delimiter, where)
        if not weight_text:
            raise VotingInputError(f"{where}: no weight for {name or 'this row'}")
        if delimiter == ";":
            _refuse_decimal_comma(line, weight_text, where)
        names.append(check_name(name, where) or default_name(len(names) + 1))
        weights.append(parse_weight(weight_text, where))
        lines.append(number)
    if not weights:
        raise VotingInputError(f"{source}: no blocks found; expected rows of name,weight")
    quota_text, quota_where = found.get("quota", ("", ""))
    quota = parse_whole_number(quota_text, f"{quota_where}: quota") if quota_where else None
    title = found.get("title", ("", ""))[0]
    notes = [
        f"column {column} ({heading}) was not used" if heading else f"column {column} was not used"
        for column, heading in enumerate(header[2:], 3)
    ]
    if hashed:
        notes.append(
            f"{', '.join(hashed)} read as {'a block' if len(hashed) == 1 else 'blocks'} whose name starts "
            f"with #, not as {'a comment' if len(hashed) == 1 else 'comments'} (a comment starts with # and "
            "a space)"
        )
    notes += _repeated_names(names, lines)
    notes += _summary_rows(names, weights, lines)
    note = f"{source}: {'; '.join(notes)}" if notes else ""
    return BlockTable(tuple(names), tuple(weights), quota, title, quota_where, note, tuple(comments))


def _repeated_names(names: list[str], lines: list[int]) -> list[str]:
    """A note for each name two or more blocks share (a row pasted twice, say): they stay separate
    blocks, each with its power, but the results would show two rows alike."""
    found: dict[str, list[int]] = {}
    for name, line in zip(names, lines, strict=True):
        found.setdefault(name, []).append(line)
    return [
        f"{len(at)} blocks are named {name} (lines {', '.join(map(str, at))}), each with its own weight"
        for name, at in found.items()
        if len(at) > 1
    ]


def _is_header(name: str, weight: str) -> bool:
    """Whether the first row is a header: its weight field is text with no digit (``name,weight``),
    or holds a word beside a name (``State,Electors 2020``), not a typo such as ``2O``."""
    if not weight:
        return False
    if not any(ch.isdigit() for ch in weight):
        return True
    return bool(name) and not weight[0].isdigit() and _WORD.search(weight) is not None


def _quoted_comment(stripped: str, fields: list[str]) -> bool:
    """Whether a row is a comment a spreadsheet saved quoted in a cell of its own (``"# quota: 6",``)."""
    return stripped.startswith('"') and fields[0].startswith("#") and not any(fields[1:])


def _summary_rows(names: list[str], weights: list[int], lines: list[int]) -> list[str]:
    """A note for a block that looks like a spreadsheet's summary row (``Total,10``, ``Quota,6``) rather
    than a block: named so, or last and as heavy as all the others together."""
    notes = [
        f"line {line}: {name} is counted as a block; remove the row if it is not one"
        for name, line in zip(names, lines, strict=True)
        if name.strip(" :").lower() in _SUMMARY_NAMES
    ]
    if not notes and len(weights) > 3 and weights[-1] == sum(weights[:-1]):
        notes.append(
            f"line {lines[-1]}: {names[-1]} weighs as much as all the other blocks together and is counted "
            "as a block; remove the row if it is their total"
        )
    return notes


def _hashed_block(line: str, delimiter: str, where: str) -> bool:
    """A line starting with "#" is a block when "#" begins its name (``#Bears,1``, ``#2 Ward;40``: a
    name and a weight, "#" followed by no space), as spreadsheets save such a name unquoted; else it
    is a comment (``# Source: Wikipedia, 2020``) or the quota or title (``#quota: 1,000``)."""
    text = line.strip()[1:]
    if not text or text[0].isspace() or text.partition(":")[0].strip().lower() in ("quota", "title"):
        return False
    try:
        fields = _fields(line, delimiter, where)
    except VotingInputError:
        return False
    return len(fields) == 2 and bool(fields[0]) and _WEIGHT_LIKE.fullmatch(fields[1]) is not None


def _fields(line: str, delimiter: str, where: str) -> list[str]:
    """A row's fields, at least one: a name, a weight text and maybe more, or a weight text alone."""
    cells = line.strip(" \r\n")  # keep tabs: an empty cell at either end is still a cell
    try:
        row = next(csv.reader(io.StringIO(cells), delimiter=delimiter))
    except csv.Error as error:  # a field over csv's limit of 131,072 characters, say
        raise VotingInputError(f"{where}: cannot be read as CSV ({error})") from None
    fields = [field.strip() for field in row]
    while len(fields) > 2 and not fields[-1]:  # trailing empty cells of a spreadsheet row
        fields.pop()
    return fields


def _check_width(fields: list[str], columns: int, delimiter: str, where: str) -> None:
    """Refuse a row of more than ``columns`` fields: two, unless a header names more."""
    if len(fields) > columns:
        shown = "a tab" if delimiter == "\t" else repr(delimiter)
        expected = (
            f"at most {columns}, as the header has"
            if columns > 2
            else "a name and a weight (a header row naming every column lets the columns after the "
            "weight be left out)"
        )
        raise VotingInputError(f"{where}: {len(fields)} fields separated by {shown}; expected {expected}")


def _refuse_decimal_comma(line: str, weight: str, where: str) -> None:
    """A weight of a semicolon row that looks like a number with a comma (``1,500``, ``2,5``): the
    comma is a decimal comma wherever semicolons separate the fields, and weights are whole."""
    if "," in weight and _WEIGHT_LIKE.fullmatch(weight):
        column = line.rindex(weight) + weight.index(",") + 1
        raise VotingInputError(
            f"{where}, column {column}: weight {weight!r} has a decimal comma (the fields are separated "
            f"by semicolons) but weights are whole numbers: write {weight.replace(',', '')} without the "
            "comma if that is the number meant, or multiply every weight by the same factor to make them "
            "whole"
        )


def read_blocks(path: str | Path) -> BlockTable:
    """Read a CSV file; a missing or unreadable file is a :class:`VotingInputError` too."""
    path = Path(path)
    try:
        data = BLOCKS_FILE.read_path(path)
    except FileNotFoundError:
        raise VotingInputError(f"{path}: no such file") from None
    except OSError as error:
        raise VotingInputError(f"{path}: cannot read ({error.strerror})") from None
    except RefusedFileError as error:
        raise VotingInputError(placed(str(path), str(error))) from None
    return blocks_from_bytes(data, str(path))


def blocks_from_bytes(data: bytes, source: str) -> BlockTable:
    """A CSV file's bytes, read as :func:`read_blocks` reads a file's: UTF-8, else Windows-1252 (the
    encoding of Excel's CSV files on Western European Windows), which the table's note then says."""
    try:
        text, encoding = decode_utf8_or_windows_1252(data)
    except NotUtf8Error as error:
        raise VotingInputError(placed(source, str(error))) from None
    table = parse_blocks(text, source)
    if encoding == WINDOWS_1252:
        table = replace(table, note=f"{source} is not UTF-8 text: read as {encoding}")
    return table


def format_blocks(
    names: tuple[str, ...] | list[str],
    weights: tuple[int, ...] | list[int],
    quota: int | None = None,
    title: str = "",
    comments: tuple[str, ...] | list[str] = (),
) -> str:
    """CSV text that :func:`parse_blocks` reads back to the same table; ``comments`` are comment lines
    as it keeps them (``BlockTable.comments``), written as they are after the title and quota."""
    out = io.StringIO()
    title = " ".join(title.split())  # one line: a line break would start a row of its own
    if title:
        out.write(f"# title: {title}\n")
    if quota is not None:
        out.write(f"# quota: {quota}\n")
    out.writelines(f"{comment}\n" for comment in comments)
    # Names are always quoted, so one that starts with "#" is not read back as a comment.
    writer = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow(["name", "weight"])
    writer.writerows(zip(names, weights, strict=True))
    return out.getvalue()


def write_blocks(
    path: str | Path,
    names: tuple[str, ...] | list[str],
    weights: tuple[int, ...] | list[int],
    quota: int | None = None,
    title: str = "",
    comments: tuple[str, ...] | list[str] = (),
) -> None:
    """Write the table through a temporary file: a failure (a full disk) leaves an old file whole.

    UTF-8 with a byte order mark, so that Excel shows "Grüne", not "GrÃ¼ne" (every reader drops it)."""
    write_text_atomically(path, format_blocks(names, weights, quota, title, comments), encoding="utf-8-sig")
