"""Counted nouns in messages: "1 mine", "2 mines", "1,024 boards"."""

from __future__ import annotations


def counted(n: int, noun: str, shown: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1; ``shown`` replaces the number's text (e.g. a
    number written with digit groups of its own), else the number has thousands separators."""
    return f"{f'{n:,}' if shown is None else shown} {noun if n == 1 else noun + 's'}"
