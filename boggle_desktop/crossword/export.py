"""A grid as a printable PDF: the puzzle (numbered, without letters, its clues' lengths), then its solution
and entries."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPageSize, QPainter, QPdfWriter

from boggle_desktop.crossword.views import paint_cells
from solvers.atomic_file import write_bytes_atomically
from solvers.crossword import Grid, clue_numbers
from solvers.crossword.grid import BLOCK, EMPTY
from solvers.crossword.listing import clue_lengths, clue_lists

RESOLUTION = 300  # dots per inch
PRINT_INK = QColor("#000000")
NO_BREAK_SPACE = "\u00a0"  # between a clue number and its word, so a line never ends between them
NOT_DRAWN = "the PDF could not be drawn"


def write_pdf(path: str | Path, grid: Grid, rows: Sequence[str], title: str) -> None:
    """Two A4 pages: ``title``, the empty numbered grid and its clues' numbers and lengths; then the
    grid with ``rows``' letters and its Across and Down lists. Saved atomically (a full disk leaves an
    earlier file whole): OSError if the file cannot be written or is no file."""
    write_bytes_atomically(path, pdf_bytes(grid, rows, title))


def pdf_bytes(grid: Grid, rows: Sequence[str], title: str) -> bytes:
    """:func:`write_pdf`'s pages, drawn in memory; OSError if they could not be drawn."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setResolution(RESOLUTION)
    writer.setTitle(title)
    writer.setCreator("Boggle Desktop")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(NOT_DRAWN)
    page = QRectF(writer.pageLayout().paintRectPixels(RESOLUTION))
    page.moveTo(0, 0)
    try:
        blank = "".join(BLOCK if ch == BLOCK else EMPTY for row in grid.rows for ch in row)
        paint_page(painter, page, RESOLUTION, grid, blank, title, clue_lengths(grid, NO_BREAK_SPACE))
        writer.newPage()
        paint_page(
            painter,
            page,
            RESOLUTION,
            grid,
            "".join(rows),
            f"{title}: solution",
            clue_lists(grid, rows, NO_BREAK_SPACE),
        )
    finally:
        drawn = painter.end()
    if not drawn:
        raise OSError(NOT_DRAWN)
    return buffer.data().data()


def paint_page(
    painter: QPainter, page: QRectF, dpi: int, grid: Grid, letters: str, heading: str, lines: list[str]
) -> None:
    """One page: ``heading``, the grid with ``letters`` (``.`` empty) and ``lines`` of text below."""
    font = QFont("sans-serif")
    font.setPixelSize(dpi // 5)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(PRINT_INK)
    title_box = QRectF(page.left(), page.top(), page.width(), font.pixelSize() * 2)
    painter.drawText(title_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, heading)
    top = title_box.bottom()
    size = min(page.width() / grid.width, page.height() * 0.6 / grid.height)
    origin = QPointF(page.left() + (page.width() - size * grid.width) / 2, top)
    plain = QFont("sans-serif")
    paint_cells(
        painter, grid, origin, size, letters, clue_numbers(grid), plain, line=PRINT_INK, placed=PRINT_INK
    )
    if lines:
        plain.setPixelSize(dpi // 7)
        painter.setFont(plain)
        painter.setPen(PRINT_INK)
        text_top = top + size * grid.height + plain.pixelSize()
        below = QRectF(page.left(), text_top, page.width(), page.bottom() - text_top)
        painter.drawText(below, Qt.TextFlag.TextWordWrap, "\n\n".join(lines))
