"""The sample grids bundled in resources/crossword/ (installed as ``boggle_resources.crossword``)."""

from __future__ import annotations

from importlib import resources

from solvers.crossword.grid import Grid, parse_grids

SAMPLE_FILES = ("exercise.txt", "pictures.txt", "vanbeek-samples.txt")


def sample_text(name: str) -> str:
    return (resources.files("boggle_resources") / "crossword" / name).read_text(encoding="utf-8")


def sample_grids() -> list[Grid]:
    """Every bundled sample grid, in file order."""
    return [grid for name in SAMPLE_FILES for grid in parse_grids(sample_text(name))]
