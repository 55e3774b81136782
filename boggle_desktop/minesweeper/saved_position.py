"""The position being edited as the settings keep it, so that a crash loses no edit, and the position
the tab opens at the start: the one kept, else the sample."""

from __future__ import annotations

from pathlib import Path

from boggle_desktop.saved_settings import keep_damaged, stored_text
from solvers.minesweeper import Position, PositionError, parse_position
from solvers.minesweeper.samples import SAMPLES, load_sample

DEFAULT_SAMPLE = "seed_blog.mine"
#: The settings key that holds the position being edited, kept the moment it changes.
POSITION_KEY = "minesweeper/position"


def restored_position(folder: Path) -> tuple[Position, str, str | None]:
    """The position that was being edited when the app last stopped, else the sample, as (position,
    title, why the sample is shown instead, or None).

    A damaged saved position (the settings file hurt) gives way to the sample, with the reason, the
    saved text copied to ``folder`` first (the position opened replaces it in the settings)."""
    saved = stored_text(POSITION_KEY, "")
    sample = SAMPLES[DEFAULT_SAMPLE]
    if not saved:
        return load_sample(DEFAULT_SAMPLE), sample, None
    try:
        position = parse_position(saved, source="the position saved when the app last stopped")
    except PositionError as error:
        kept = keep_damaged(folder, "minesweeper-position", saved)
        return load_sample(DEFAULT_SAMPLE), sample, f"{error}. {kept} Showing the sample instead ({sample})."
    return position, "The position you were editing", None
