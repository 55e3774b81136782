"""Counted nouns and long counts in messages."""

from __future__ import annotations

import pytest

from solvers.wording import counted, counted_subject, short_number


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


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (0, "0"),
        (228_152_810, "228,152,810"),
        (10**15 - 1, "999,999,999,999,999"),
        (10**15, "1.000 × 10¹⁵"),
        (21_277 * 10**103 + 5 * 10**102, "2.128 × 10¹⁰⁷"),  # rounded, not cut
        (-(10**20), "-1.000 × 10²⁰"),
        (3**1000, "1.322 × 10⁴⁷⁷"),  # past what a float holds
    ],
)
def test_short_number(n, text):
    assert short_number(n) == text


@pytest.mark.parametrize(
    ("n", "noun", "verb", "text"),
    [
        (1, "mine", ("is", "are"), "1 mine is"),
        (0, "mine", ("is", "are"), "0 mines are"),
        (2, "hidden cell", ("is", "are"), "2 hidden cells are"),
        (1, "board", ("was", "were"), "1 board was"),
    ],
)
def test_counted_subject_agrees_with_its_verb(n, noun, verb, text):
    assert counted_subject(n, noun, verb) == text
