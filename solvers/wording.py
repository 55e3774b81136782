"""Numbers in messages: counted nouns ("1 mine", "2 mines", "1,024 boards") and counts too long
to read in full ("2.128 × 10¹⁴⁰")."""

from __future__ import annotations

from decimal import Decimal

_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def counted(n: int, noun: str, shown: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1; ``shown`` replaces the number's text (e.g. a
    number written with digit groups of its own), else the number has thousands separators."""
    return f"{f'{n:,}' if shown is None else shown} {noun if n == 1 else noun + 's'}"


def short_number(n: int, digits: int = 15) -> str:
    """``n`` with thousands separators; past ``digits`` digits, rounded to four significant
    figures as ``2.128 × 10¹⁴⁰`` (exact counts can run to hundreds of digits)."""
    if abs(n) < 10**digits:
        return f"{n:,}"
    mantissa, exponent = format(Decimal(n), ".3e").split("e")
    return f"{mantissa} × 10{str(int(exponent)).translate(_SUPERSCRIPT)}"
