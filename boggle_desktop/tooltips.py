"""Tooltips for exact counts, which may run to hundreds of digits where the label shows them short."""

from __future__ import annotations

import html

from solvers.wording import short_number


def exact_tip(text: str) -> str:
    """A tooltip of an exact count that may run to hundreds of digits: rich text, so that it wraps
    (after the digit groups' commas) instead of running off the screen."""
    return "<p>" + html.escape(text).replace(",", ",\u200b") + "</p>"


def full_count_tip(text: str, *numbers: int) -> str:
    """``text``, which gives ``numbers`` in full, as a tooltip if ``short_number`` rounds any of them;
    else ""."""
    return exact_tip(text) if any(short_number(n) != f"{n:,}" for n in numbers) else ""
