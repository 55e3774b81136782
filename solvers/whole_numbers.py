"""Whole numbers a program passes in: Python's ints and every type that says it is one."""

from __future__ import annotations

import operator


def whole_number(value: object) -> int | None:
    """``value`` as an int if it is a whole number, else None.

    Anything with ``__index__`` is one (NumPy's int64 from a spreadsheet read with pandas, say);
    True and False are not, though Python counts them as ints, nor is 2.0.
    """
    if isinstance(value, bool):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None
