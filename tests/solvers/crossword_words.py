"""Word indexes the crossword tests share, built once per test session."""

from __future__ import annotations

import functools

from solvers.crossword import WordIndex
from solvers.lexicon import load_bundled


@functools.cache
def small_index() -> WordIndex:
    """The bundled *small* list (SCOWL up to level 35), indexed."""
    return WordIndex.from_lexicon(load_bundled("small"))
