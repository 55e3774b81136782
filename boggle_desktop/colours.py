"""The colours of message text, chosen for the palette in use.

Each tone has a colour for a light window (the app's own look) and a lighter one for a dark window
(a dark desktop theme): both read at a WCAG contrast of 4.5:1 or more on the window colour and on
the lighter pane of a tab page."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget


class Tone(Enum):
    """(colour on a light window, colour on a dark window)."""

    GOOD = ("#1d7a2e", "#7fd98c")  # accepted, done
    BAD = ("#b00020", "#ff9a8f")  # what is wrong
    WARNING = ("#8a5a00", "#f0b54a")  # what must not be missed
    NOTE = ("#303030", "#d6d6d6")  # what was done, the state of things
    MUTED = ("#5f6368", "#b4b9bf")  # hints, and what is over


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def tone_colour(tone: Tone, palette: QPalette) -> QColor:
    light, dark = tone.value
    return QColor(dark if is_dark(palette) else light)


def set_tone(widget: QWidget, tone: Tone | None, bold: bool = False) -> None:
    """Colour ``widget``'s text in ``tone`` for its palette (None: the palette's own text colour).

    Chosen when called: a message shown after the desktop theme changed gets the new colour."""
    rules = [] if tone is None else [f"color: {tone_colour(tone, widget.palette()).name()};"]
    widget.setStyleSheet(" ".join([*rules, "font-weight: bold;"] if bold else rules))


def ramp(stops: Sequence[QColor], t: float) -> QColor:
    """The colour a fraction ``t`` (0 to 1) along ``stops``, evenly spaced, blended between the two
    around it."""
    place = max(0.0, min(1.0, t)) * (len(stops) - 1)
    index = min(int(place), len(stops) - 2)
    start, end, f = stops[index], stops[index + 1], place - index
    channels = zip(start.getRgbF()[:3], end.getRgbF()[:3], strict=True)
    return QColor.fromRgbF(*(a + f * (b - a) for a, b in channels))


def legend_places(widths: Sequence[float], left: float, right: float, gap: float) -> list[tuple[float, int]]:
    """Where the entries of a drawn legend go, ``widths`` wide each, in lines from ``left`` to
    ``right``, ``gap`` apart: (x, line from 0) of each, the next line begun when one would pass
    ``right`` (a larger font has fewer per line rather than the last ones cut off)."""
    x, line, places = left, 0, []
    for width in widths:
        if x > left and x + width > right:
            x, line = left, line + 1
        places.append((x, line))
        x += width + gap
    return places
