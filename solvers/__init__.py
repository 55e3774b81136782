"""The puzzle engine: pure Python, never imports Qt.

Usable from scripts and notebooks, and from the command line as
``python -m solvers <puzzle> ... --json``.
"""
