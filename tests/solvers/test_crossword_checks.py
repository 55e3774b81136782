"""The crossword engine used as a library: grids, word indexes and options built in code are checked
as they are made, and letters fold (``É`` as ``e``) wherever a person gives them."""

from __future__ import annotations

import json
import re

import pytest

from solvers.cli import main
from solvers.crossword import (
    FILLED,
    UNFILLABLE,
    FillOptions,
    Grid,
    GridParseError,
    Slot,
    WordIndex,
    empty_grid,
    fill_grid,
    grid_from_rows,
    parse_grid,
)
from solvers.crossword.candidates import parse_pattern, parse_word_list
from solvers.lexicon import Lexicon
from tests.cli_helpers import run_solvers

THREE = ["ton", "are", "pet", "tap", "ore", "net", "cat", "cot"]


def test_capitals_in_a_grid_built_in_code_are_its_letters_not_others():
    grid = grid_from_rows(["Z..", "...", "..."])
    assert grid.rows == ("z..", "...", "...")
    # No word of the list starts with Z: before, the Z was read as a T and the grid "filled".
    assert fill_grid(grid, WordIndex(THREE)).status == UNFILLABLE
    assert Grid(("É.", ".."), ()).rows == ("e.", "..")
    assert empty_grid(2, 3).with_cell(0, 0, "Ł").rows == ("l..", "...")


@pytest.mark.parametrize(
    ("bad", "named"),
    [
        ("1", "'1'"),
        ("*", "'*'"),
        ("_", "'_'"),
        ("ß", "'ß' (U+00DF LATIN SMALL LETTER SHARP S)"),
        ("ж", "'ж' (U+0436 CYRILLIC SMALL LETTER ZHE)"),
    ],
)
def test_a_cell_that_is_no_letter_is_named_where_it_is(bad, named):
    message = f"row 2, column 3: {named} is not a cell: use '.' for empty, '#' for a block, a letter a-z"
    with pytest.raises(GridParseError, match="^" + re.escape(message)):
        grid_from_rows(["...", ".." + bad, "..."])
    with pytest.raises(GridParseError, match="row 1, column 1"):
        empty_grid(3, 3).with_cell(0, 0, bad)
    with pytest.raises(GridParseError, match="row 1, column 2"):
        Grid(("a" + bad,), ())


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: empty_grid(100, 100), "the grid is 100x100; at most 25x25 is supported"),
        (lambda: empty_grid(26, 3), "the grid is 26x3; at most 25x25 is supported"),
        (lambda: empty_grid(0, 0), "the grid has no cells"),
        (lambda: empty_grid(-1, 3), "the grid has no cells"),
        (lambda: empty_grid(3, 0), "the grid has no cells"),
        (lambda: grid_from_rows([]), "the grid has no cells"),
        (lambda: grid_from_rows(["...", "..", "..."]), "row 2 has 2 cells but the first row has 3"),
        (lambda: Grid(("...", "...."), ()), "row 2 has 4 cells but the first row has 3"),
        (lambda: Grid(("..",), (Slot(0, 0, 0, "A", 3),)), r"slot 1 \(3-across at row 1, column 1\) runs off"),
        (lambda: Grid((".#",), (Slot(0, 0, 0, "A", 2),)), "slot 1 .* runs over a block"),
        (lambda: Grid(("..",), (Slot(1, 0, 0, "A", 2),)), "slot 1 .* has index 1, not 0"),
    ],
)
def test_a_grid_built_in_code_has_the_size_and_shape_limits_of_a_file(make, message):
    with pytest.raises(GridParseError, match=message):
        make()


def test_a_word_index_folds_words_and_patterns_and_names_what_is_no_letter():
    index = WordIndex(["CAT", "Cot", "été"])
    assert index.matching("c?t") == ["cat", "cot"] and index.count("C.T") == 2
    assert "CAT" in index and "cat" in index and "Été" in index
    assert index.matching("é??") == ["ete"] and index.matching("ÉTÉ") == ["ete"]
    for ask in (index.matching, index.count):
        with pytest.raises(ValueError, match=re.escape("pattern 'c1t': '1' is not a letter a-z, '?' or '.'")):
            ask("c1t")
        with pytest.raises(ValueError, match="'-' is not a letter a-z"):
            ask("c-t")
        with pytest.raises(ValueError, match=r"'ж' \(U\+0436 CYRILLIC SMALL LETTER ZHE\) is not a letter"):
            ask("ж??")
    with pytest.raises(ValueError, match="'c3po', is not letters a-z: it has '3'"):
        WordIndex(["cat", "c3po"])


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"time_limit": 0}, "time_limit is a number of seconds above 0, or None for no limit, not 0"),
        ({"time_limit": -1}, "time_limit .* not -1"),
        ({"time_limit": float("nan")}, "time_limit .* not nan"),
        ({"max_fills": -1}, r"max_fills is a whole number 0 or more \(0: find and count every fill\)"),
        ({"node_limit": 0}, "node_limit is a whole number 1 or more, or None, not 0"),
        ({"seed": -1}, "seed is a whole number 0 or more, or None, not -1"),
        ({"keep_fills": 0}, "keep_fills is a whole number 1 or more, not 0"),
        ({"value_order": "random"}, "unknown value order 'random'"),
        ({"algorithm": "magic"}, "unknown algorithm 'magic'"),
        ({"excluded_words": ["cat", "c3po"]}, "an excluded word, 'c3po', is not letters a-z"),
        ({"max_fills": True}, "max_fills is a whole number 0 or more .* not True"),
        ({"time_limit": True}, "time_limit .* not True"),
        ({"seed": 2.0}, "seed is a whole number 0 or more, or None, not 2.0"),
    ],
)
def test_fill_options_are_checked_as_they_are_made(options, message):
    with pytest.raises(ValueError, match=message):
        FillOptions(**options)


def test_fill_options_take_numpy_integers_as_voting_and_stones_do():
    import numpy as np

    options = FillOptions(seed=np.int64(3), max_fills=np.int32(2), time_limit=np.float64(1.5))
    assert (options.seed, options.max_fills) == (3, 2) and type(options.seed) is int


def test_excluded_words_are_any_iterable_of_words_in_any_case():
    grid = grid_from_rows([".."])
    index = WordIndex(["ab", "cd", "ef"])
    for excluded in (["AB", "Cd"], ("ab", "CD"), {"Ab", "cD"}, (w for w in ("AB", "cd"))):
        options = FillOptions(excluded_words=excluded, max_fills=0)
        assert options.excluded_words == frozenset({"ab", "cd"})
        result = fill_grid(grid, index, options)
        assert [fill.rows for fill in result.fills] == [("ef",)]
    assert FillOptions(excluded_words=["Été"]).excluded_words == frozenset({"ete"})
    with pytest.raises(TypeError, match="not one string"):
        FillOptions(excluded_words="sales")


def test_fill_grid_takes_a_lexicon_as_boggle_solve_does():
    lexicon = Lexicon.from_words(["at", "to", "as", "ts"])
    result = fill_grid(grid_from_rows(["..", ".#"]), lexicon)
    assert result.status == FILLED and result.fill.rows == ("at", "s#")


def test_a_grid_file_folds_accented_letters_and_names_other_characters():
    assert parse_grid("é..\n...\nÇ..\n").rows == ("e..", "...", "c..")
    assert parse_grid("e\u0301 . .\n. . .\n").rows == ("e..", "...")  # the accent as its own mark
    with pytest.raises(GridParseError) as raised:
        parse_grid("...\n.ж.\n")
    assert str(raised.value) == (
        "line 2, column 2: 'ж' (U+0436 CYRILLIC SMALL LETTER ZHE) is not a cell: use '.' or '_' for "
        "empty, '#', '*' or '0' for a block, a letter a-z to pre-fill"
    )


def test_patterns_and_excluded_words_fold_before_they_are_read():
    assert parse_pattern("İ???") == "i???" and parse_pattern("ÇA..") == "ca??"
    with pytest.raises(ValueError, match=r"^character 2, 'ж' \(U\+0436 CYRILLIC SMALL LETTER ZHE\), is not"):
        parse_pattern("cж?")
    assert parse_word_list("Été, SALES ÉRA") == {"ete", "sales", "era"}
    message = "word 2, 'сat', is not letters a-z: it has 'с' (U+0441 CYRILLIC SMALL LETTER ES)"
    with pytest.raises(ValueError, match="^" + re.escape(message)):
        parse_word_list("cat сat")  # a Cyrillic с


@pytest.mark.parametrize("command", ["crossword", "words"])
def test_both_commands_fold_a_pattern(command):
    result = run_solvers(command, "--list", "small", "--pattern", "İ???")
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[-1].startswith("I???: ")
    assert "idea" in result.stdout.split()


def test_exclude_folds_accents(tmp_path, capsys):
    grid = tmp_path / "grid.txt"
    grid.write_text("..\n")
    words = tmp_path / "words.txt"
    words.write_text("ab\ncd\n")
    assert main(["crossword", "--grid", str(grid), "--words", str(words), "--exclude", "ÁB", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["grid"] == ["CD"]


def test_indexing_a_list_reports_each_length_and_stops_when_cancelled():
    from solvers.progress import Cancelled, Progress

    heard: list[tuple[float | None, str]] = []
    progress = Progress(lambda fraction, message: heard.append((fraction, message)))
    WordIndex(["cat", "dog", "bird", "horse", "zebras"], progress=progress)
    assert heard == [(fraction, "Indexing 5 words for crosswords") for fraction in (0.0, 0.25, 0.5, 0.75)]

    def cancel_after_the_first(fraction, message):
        if fraction:
            progress.cancel()

    progress = Progress(cancel_after_the_first)
    with pytest.raises(Cancelled):  # a close or Cancel while a huge list is indexed does not wait
        WordIndex.from_lexicon(Lexicon.from_words(["cat", "dog", "bird", "horse"]), progress=progress)


def test_read_grids_reads_a_grid_file_as_the_tab_opens_it(tmp_path):
    from solvers.crossword import read_grids

    path = tmp_path / "grilles été.txt"
    path.write_bytes("; two grids\n# first\nÉté\n...\n\n# second\n..#\n...\n".encode("cp1252"))
    with pytest.raises(GridParseError, match=r"line 3, column 1: byte 0xc9 is not UTF-8"):
        read_grids(path)
    path.write_text("; two grids\n# first\nÉté\n...\n\n# second\n..#\n...\n", encoding="utf-8")
    assert [(grid.name, grid.rows) for grid in read_grids(path)] == [
        ("first", ("ete", "...")),
        ("second", ("..#", "...")),
    ]
    with pytest.raises(OSError):
        read_grids(tmp_path / "missing.txt")


def test_a_word_lists_words_are_indexed_without_folding_each_again(monkeypatch):
    # Folding every word of the huge list one by one doubled the indexing time (1.2 s against 0.6 s).
    from solvers.crossword import index as index_module

    folded: list[str] = []
    monkeypatch.setattr(index_module, "fold", lambda text: folded.append(text) or text.lower())
    assert index_module.plain_words(["dog", "cat", "dog"], "a word") == ["dog", "cat"]  # in order, once
    assert folded == []
    assert index_module.plain_words(["Dog", "cat"], "a word") == ["dog", "cat"] and folded
