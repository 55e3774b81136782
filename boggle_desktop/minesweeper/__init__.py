"""The minesweeper tab."""
