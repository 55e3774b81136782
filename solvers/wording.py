"""Words in messages: counted nouns ("1 mine", "2 mines", "1,024 boards"), counts too long
to read in full ("2.128 × 10¹⁴⁰"), sizes in bytes ("1.6 TiB") and an error as a sentence."""

from __future__ import annotations

from decimal import Decimal

_SUPERSCRIPT = str.maketrans("0123456789-", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻")


def counted(n: int, noun: str, shown: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1; ``shown`` replaces the number's text (e.g. a
    number written with digit groups of its own), else the number has thousands separators."""
    return f"{f'{n:,}' if shown is None else shown} {noun if n == 1 else noun + 's'}"


def sentence(text: str) -> str:
    """``text`` with a capital first letter, to start a sentence (the rest kept as it is): error
    messages start in lower case, to follow a file name and a colon on the command line."""
    return text[:1].upper() + text[1:]


def counted_subject(n: int, noun: str, verb: tuple[str, str] = ("is", "are")) -> str:
    """``counted(n, noun)`` as the subject of a sentence, with its verb agreeing: "1 mine is",
    "2 mines are" (``verb`` gives the singular and the plural)."""
    return f"{counted(n, noun)} {verb[0] if n == 1 else verb[1]}"


def short_number(n: int, digits: int = 15) -> str:
    """``n`` with thousands separators; past ``digits`` digits, rounded to four significant
    figures as ``2.128 × 10¹⁴⁰`` (exact counts can run to hundreds of digits)."""
    if abs(n) < 10**digits:
        return f"{n:,}"
    mantissa, exponent = format(Decimal(n), ".3e").split("e")
    return f"{mantissa} × 10{str(int(exponent)).translate(_SUPERSCRIPT)}"


_BYTE_UNITS = ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB")


def byte_size(n: int) -> str:
    """``n`` bytes in the largest binary unit it reaches, to one decimal dropped when it is 0:
    ``"512 bytes"``, ``"1 GiB"``, ``"1.6 TiB"``; past YiB the figure is a ``short_number``.
    Integer arithmetic throughout, so that sizes past what a float holds are still said."""
    if n < 1024:
        return counted(n, "byte")
    power = min((n.bit_length() - 1) // 10, len(_BYTE_UNITS))
    unit = 1 << (10 * power)
    tenths = (20 * n + unit) // (2 * unit)  # n / unit in tenths, rounded half up
    if tenths >= 10240 and power < len(_BYTE_UNITS):  # 1023.96 KiB is 1 MiB, not "1,024 KiB"
        power += 1
        unit <<= 10
        tenths = (20 * n + unit) // (2 * unit)
    whole, tenth = divmod(tenths, 10)
    figure = f"{whole:,}.{tenth}" if tenth and whole < 10**15 else short_number(whole)
    return f"{figure} {_BYTE_UNITS[power - 1]}"
