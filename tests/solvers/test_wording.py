"""Counted nouns in messages."""

from __future__ import annotations

import pytest

from solvers.wording import counted


@pytest.mark.parametrize(
    ("n", "noun", "shown", "text"),
    [
        (1, "mine", None, "1 mine"),
        (0, "mine", None, "0 mines"),
        (2, "more word", None, "2 more words"),
        (1024, "board", None, "1,024 boards"),
        (12345, "stone", "12 345", "12 345 stones"),
        (1, "stone", "one", "one stone"),
    ],
)
def test_counted(n, noun, shown, text):
    assert counted(n, noun, shown) == text
