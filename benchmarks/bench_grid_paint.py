"""How long the crossword grid takes to paint, the cost the window pays at each report of a fill
under way (it repaints the candidate colours several times a second).

Baseline, in the same process: the frames drawn a rectangle at a time (QPainter.drawRect per open
cell), as paint_cells drew them before; paint_cells now draws them as lines in one call. Each
figure is the median of --repeats paints into an offscreen image (the machine is shared: read the
ratios).

Run:  .venv/bin/python benchmarks/bench_grid_paint.py [--repeats 30]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QApplication

from boggle_desktop.crossword.views import LINE_COLOUR, paint_cells
from solvers.crossword.grid import BLOCK, clue_numbers
from solvers.crossword.samples import sample_grids

SIZE = 36.0


def median_ms(paint, repeats: int) -> float:
    image = QImage(1000, 1000, QImage.Format.Format_ARGB32)
    times = []
    for _ in range(repeats):
        image.fill(QColor("white"))
        painter = QPainter(image)
        start = time.perf_counter()
        paint(painter)
        times.append(time.perf_counter() - start)
        painter.end()
    return statistics.median(times) * 1000


def frames_a_rectangle_at_a_time(painter: QPainter, grid) -> None:
    painter.setPen(QPen(LINE_COLOUR, 1))
    for r in range(grid.height):
        for c in range(grid.width):
            if grid.rows[r][c] != BLOCK:
                painter.drawRect(QRectF(c * SIZE, r * SIZE, SIZE, SIZE))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    print(f"{'grid':8} {'paint_cells ms':>15} {'+ old frames ms':>16} {'ratio':>7}")
    for grid in (g for g in sample_grids() if g.name in ("15.01", "21.01", "23.01")):
        numbers = dict(clue_numbers(grid))
        counts = {(r, c): (r * 7 + c * 3) % 60 for r in range(grid.height) for c in range(grid.width)}

        def now(painter: QPainter, grid=grid, numbers=numbers, counts=counts) -> None:
            paint_cells(painter, grid, QPointF(0, 0), SIZE, None, numbers, QFont(), counts)

        def before(painter: QPainter, grid=grid) -> None:
            now(painter)
            frames_a_rectangle_at_a_time(painter, grid)

        fast, slow = median_ms(now, args.repeats), median_ms(before, args.repeats)
        print(f"{grid.name:8} {fast:15.1f} {slow:16.1f} {slow / fast:6.1f}x")


if __name__ == "__main__":
    main()
