"""Blocks as text: CSV files of ``name,weight`` rows, and cells pasted from a spreadsheet.

Lines starting with ``#`` are comments, except ``# quota: N`` and ``# title: TEXT``, which
carry the quota and a title (``=``, ``;``, ``,`` or a tab may stand for the colon, as a spreadsheet
saves a quota typed in the cell beside ``# quota``, and ``# quota 9`` is read too; any other
comment whose first word is quota or title is refused, not kept as a note while the majority is
used); the table keeps the other comment lines (a source, a date), as written
and in their order, and :func:`format_blocks` writes them back after the title and quota.  The
first row (after comments and blank lines) is a header when its weight field has no digit at all
(``name,weight``) or, beside a name, holds a word (``State,Electors 2020``); any other weight that
is not a number is an error, on the first row too, so that a typo (``Lions,5O``, ``Lions 50``) is
said rather than dropped as a header.  A header may name more columns than the name and the weight
(``Party,Seats,Share``): the rows may then fill them, and they are not used.  Fields are separated
by commas, or by tabs or semicolons when a line has them (a spreadsheet's copy gives tabs), or by
two or more spaces in a line with none of these (columns lined up by hand), or by the character
an Excel ``sep=;`` first line declares.  A row with a number alone is an unnamed block.

A spreadsheet saves every row as wide as the widest (``# quota: 51,``, ``,`` for a blank row,
``# quota:,6`` where the quota sat in a cell of its own): empty cells at the end of a row and
rows of empty cells are ignored, and so are the cells around a quota or title.  It also splits a
comment at its commas and quotes a cell holding quotes (``# Source: "Seats", 2020`` comes back as
the cells ``# Source: "Seats"`` and ``2020``, the first quoted): a row whose
first cell starts with ``#`` is a comment, written back as one line of text, except below the
header, where a name and a weight (``#Bears,1``, ``"# Ward 2",40``) are a block.

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
from typing import NamedTuple

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
    GROUP_SPACES,
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


#: A weight cell as written: digits, maybe grouped (``1,000``, ``1 000``), maybe with a sign.
_WEIGHT_LIKE = re.compile(rf"\s*[+-]?[\d,_ {GROUP_SPACES}]*\d[\d,_ {GROUP_SPACES}]*\s*")

#: The delimiter of a row whose columns are lined up by spaces: two or more of them.
_ALIGNED = "  "

#: Excel's first line declaring the delimiter (``sep=;``), as a spreadsheet may save it back.
_DECLARED = re.compile(r'"?sep=(\t|[^\w\s"])"?[ \t,;]*', re.IGNORECASE)


def _delimiter(line: str) -> str:
    """Tab (a spreadsheet's copy), semicolon (a European spreadsheet's CSV, whose weights may hold
    a decimal comma, ``1,5``), comma, or :data:`_ALIGNED` for columns lined up with spaces and no
    other separator (``New York    5``). A semicolon in a name of a comma-separated row
    (``Lions;Tigers,5``) is told from a semicolon-separated row by the last field, which is the weight."""
    bare = re.sub(r'"[^"]*"', '""', line)  # delimiters inside quotes do not count
    if "\t" in bare:
        return "\t"
    if ";" in bare:
        last = bare.rstrip("; \r\n").rpartition(";")[2]
        if "," not in bare or _WEIGHT_LIKE.fullmatch(last):
            return ";"
    if "," not in bare and '"' not in line and re.search(r"\S {2,}\S", line):
        return _ALIGNED
    return ","


#: What a spreadsheet leaves around a value it saved: spaces and the empty cells' separators.
_PADDING = " \t,;"

#: A comment's first word and what follows it, with the separator between them if there is one:
#: ``# quota: 51``, ``# quota = 51``, ``#quota;51`` (the number in the next cell of a spreadsheet).
_KEYED = re.compile(r"#\s*(?P<key>[^\W\d_]+)(?![\w-])\s*(?P<separator>[:=;,\t][\s:=;,]*)?(?P<value>.*)")

#: Words a comment may give a quota by, which are not read as one (``# threshold: 9``) but noted.
_QUOTA_WORDS = ("threshold", "quorum", "majority")


def _keyed(text: str) -> tuple[str, bool, str]:
    """A comment's first word in lower case, whether a separator follows it, and the value after it."""
    match = _KEYED.match(text)
    if match is None:
        return "", False, ""
    return match["key"].lower(), match["separator"] is not None, match["value"].strip(_PADDING)


@dataclass
class _Metadata:
    """What comment lines give: the quota and title, each as (value, where it was read); the other
    comments as written; and notes on comments that look like a quota but are not read as one."""

    found: dict[str, tuple[str, str]] = field(default_factory=dict)
    comments: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def add(self, text: str, number: int, where: str) -> None:
        """Take one comment line. Without a separator after its first word, only ``# quota 9`` gives
        the quota: ``# Title page of the minutes`` and ``# quota rules changed in 2020`` stay comments
        (as they did before separators other than the colon were read), the second with a note."""
        key, separated, value = _keyed(text)
        numbered = _WEIGHT_LIKE.fullmatch(value) is not None
        if key not in ("quota", "title") or not (separated or (key == "quota" and numbered)):
            self.comments.append(text)
            if key in (*_QUOTA_WORDS, "quota") and (numbered or key == "quota"):
                self.notes.append(
                    f"line {number}: {text} is kept as a comment, not read as the quota "
                    f"(a quota line is # quota: {value if numbered else 'N'})"
                )
            return
        if key in self.found:  # two quotas disagree, or one is a slip: neither is guessed at
            first = self.found[key][1].rpartition(", ")[2]
            raise VotingInputError(f"{where}: a second {key} line (the first is {first}): keep one")
        self.found[key] = (value, where)

    def quota(self) -> int | None:
        if "quota" not in self.found:
            return None
        text, where = self.found["quota"]
        try:
            return parse_whole_number(text, f"{where}: quota")
        except VotingInputError as error:  # "# quota = 9 votes", "# Quota rules changed in 2020"
            raise VotingInputError(
                f"{error}; a comment whose first word is quota gives the quota, as in '# quota: 51'; "
                "reword it if it is a note"
            ) from None


#: A name and a weight with one space between them (``Lions 50``): a row missing its separator.
_NAME_SPACE_WEIGHT = re.compile(r".*[^\W\d_].*\s[+-]?\d[\d,_]*")

#: Names of a spreadsheet's summary rows, which are not blocks.
_SUMMARY_NAMES = ("total", "sum", "quota", "majority")


class _Line(NamedTuple):
    """A line that is not blank, with where it is, its separator, and its cells as written and trimmed."""

    number: int
    where: str
    line: str
    delimiter: str
    cells: list[str]
    fields: list[str]

    @property
    def text(self) -> str:
        return self.line.strip()


def parse_blocks(text: str, source: str = "input") -> BlockTable:
    """Read blocks from CSV or pasted text; errors name ``source`` and the line."""
    names: list[str] = []
    weights: list[int] = []
    metadata = _Metadata()
    hashed: list[str] = []  # blocks whose names start with "#", as spreadsheets write them unquoted
    numbers: list[int] = []  # each block's line
    header: list[str] = []  # the header row's fields, if it has one
    lines = _lines(text, source)
    header_at = _header_number(lines)
    for line in lines:
        fields = line.fields
        if _is_comment(line, above_header=line.number < header_at):
            metadata.add(_comment_text(line), line.number, line.where)
            continue
        if line.number == header_at:
            header = fields
            continue  # a header row such as "name,weight"
        if line.text.startswith("#"):
            hashed.append(f"line {line.number}")
        name, weight_text = _name_and_weight(fields)
        _check_width(fields, max(2, len(header)), line.delimiter, line.where)
        if not weight_text:
            raise VotingInputError(f"{line.where}: no weight for {name or 'this row'}")
        if line.delimiter == ";":
            _refuse_decimal_comma(line.line, weight_text, line.where)
        names.append(check_name(name, line.where) or default_name(len(names) + 1))
        weights.append(_weight(fields, weight_text, line.where))
        numbers.append(line.number)
    if not weights:
        raise VotingInputError(f"{source}: no blocks found; expected rows of name,weight")
    notes = [
        f"column {column} ({heading}) was not used" if heading else f"column {column} was not used"
        for column, heading in enumerate(header[2:], 3)
    ]
    notes += metadata.notes
    if hashed:
        notes.append(
            f"{', '.join(hashed)} read as {'a block' if len(hashed) == 1 else 'blocks'} whose name starts "
            f"with #, not as {'a comment' if len(hashed) == 1 else 'comments'} (a comment starts with # and "
            "a space)"
        )
    notes += _repeated_names(names, numbers)
    notes += _summary_rows(names, weights, numbers)
    note = f"{source}: {'; '.join(notes)}" if notes else ""
    quota_where = metadata.found.get("quota", ("", ""))[1]
    title = metadata.found.get("title", ("", ""))[0]
    return BlockTable(
        tuple(names), tuple(weights), metadata.quota(), title, quota_where, note, tuple(metadata.comments)
    )


def _lines(text: str, source: str) -> list[_Line]:
    """The lines that are not blank nor a spreadsheet's row of empty cells, nor Excel's ``sep=;``."""
    found = []
    # A byte order mark is dropped here too, for text read from a file without decode_utf8.
    lines = text.removeprefix("\ufeff").splitlines()
    declared = _DECLARED.fullmatch(lines[0].strip(" \r\n")) if lines else None
    for number, line in enumerate(lines, 1):
        if not line.strip().strip(_PADDING) or (number == 1 and declared):
            continue
        where = f"{source}, line {number}"
        delimiter = declared[1] if declared else _delimiter(line)
        try:
            cells = _cells(line, delimiter, where)
        except VotingInputError:
            if not line.strip().startswith("#"):
                raise
            cells = [line.strip()]  # a comment, whatever it holds
        found.append(_Line(number, where, line, delimiter, cells, _trimmed(cells)))
    return found


def _header_number(lines: list[_Line]) -> int:
    """The line of the header, 0 if there is none: the first row that is not a comment, when it is a
    header. The rows above it are comments whatever they hold, since the blocks come after it."""
    first = next((line for line in lines if not line.fields[0].startswith("#")), None)
    return first.number if first and _is_header(*_name_and_weight(first.fields)) else 0


def _name_and_weight(fields: list[str]) -> tuple[str, str]:
    return ("", fields[0]) if len(fields) == 1 else (fields[0], fields[1])


def _is_comment(line: _Line, above_header: bool) -> bool:
    """Whether a row is a comment: its first cell starts with "#" (``# Source: Wikipedia, 2020``, or
    in a cell a spreadsheet quoted), and it is above the header or is no block.

    Below the header a name and a weight are a block: ``#Bears,1`` ("#" followed by no space), as
    spreadsheets save such a name unquoted, or ``"# Ward 2",40``, quoted as an export writes every name."""
    fields = line.fields[_leading_empty(line.fields) :]  # a note in column B, or after a tab
    if not fields[0].startswith("#"):
        return False
    if above_header or len(fields) != 2 or not _WEIGHT_LIKE.fullmatch(fields[1]):
        return True
    if not line.text.startswith("#"):
        return False
    return line.text[1:2].isspace() or _keyed(line.text)[0] in ("quota", "title")  # "#quota,9"


def _comment_text(line: _Line) -> str:
    """A comment as written: the line, or the text a spreadsheet split into quoted cells, joined back."""
    if line.text.startswith("#"):
        return line.text
    cells = list(line.cells[_leading_empty(line.fields) :])
    while len(cells) > 1 and not cells[-1].strip():  # the empty cells a spreadsheet added
        cells.pop()
    return line.delimiter.join(cells).strip()


def _leading_empty(fields: list[str]) -> int:
    """How many empty cells come before a row's first filled one (all but the last, if none is)."""
    count = 0
    while count < len(fields) - 1 and not fields[count]:
        count += 1
    return count


def _weight(fields: list[str], text: str, where: str) -> int:
    """A block's weight; a row of a name and a number with one space between (``Lions 50``) is told
    how to separate them."""
    try:
        return parse_weight(text, where)
    except VotingInputError as error:
        if len(fields) == 1 and _NAME_SPACE_WEIGHT.fullmatch(text):
            raise VotingInputError(
                f"{error}: separate the name and the weight by a comma, a tab or two spaces"
            ) from None
        raise


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


#: A word in a weight field (``Electors`` in ``Electors 2020``): a header, not a block's weight.
_WORD = re.compile(r"\b[^\W\d_]{2,}\b")


def _is_header(name: str, weight: str) -> bool:
    """Whether the first row is a header: its weight field is text with no digit (``name,weight``),
    or holds a word beside a name (``State,Electors 2020``), not a typo such as ``2O``."""
    if not weight:
        return False
    if not any(ch.isdigit() for ch in weight):
        return True
    return bool(name) and not weight[0].isdigit() and _WORD.search(weight) is not None


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


def _cells(line: str, delimiter: str, where: str) -> list[str]:
    """A row's cells as written, at least one."""
    cells = line.strip(" \r\n")  # keep tabs: an empty cell at either end is still a cell
    if delimiter == _ALIGNED:
        return re.split(" {2,}", cells)
    try:
        return next(csv.reader(io.StringIO(cells), delimiter=delimiter))
    except csv.Error as error:  # a field over csv's limit of 131,072 characters, say
        raise VotingInputError(f"{where}: cannot be read as CSV ({error})") from None


def _trimmed(cells: list[str]) -> list[str]:
    """A row's fields: its cells without spaces around them nor a spreadsheet's empty cells after
    the second (a name, a weight text and maybe more, or a weight text alone)."""
    fields = [cell.strip() for cell in cells]
    while len(fields) > 2 and not fields[-1]:
        fields.pop()
    return fields


#: How a message names a delimiter.
_DELIMITER_NAMES = {"\t": "a tab", _ALIGNED: "runs of spaces"}


def _check_width(fields: list[str], columns: int, delimiter: str, where: str) -> None:
    """Refuse a row of more than ``columns`` fields: two, unless a header names more."""
    if len(fields) > columns:
        shown = _DELIMITER_NAMES.get(delimiter, repr(delimiter))
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
