"""Reading grids: pictures, van Beek's format, slot lists, and the errors for malformed files."""

from __future__ import annotations

import codecs
import random
import re

import pytest

from solvers.crossword import GridParseError, WordIndex, decode_grid_file, parse_grid, parse_grids, read_grids
from solvers.crossword.grid import (
    MAX_SIDE,
    Grid,
    SavedInto,
    clue_numbers,
    find_slots,
    format_picture,
    grid_from_rows,
    with_grid_replaced,
)
from solvers.crossword.index import LETTER_SETS, ids_of, letters_in
from solvers.lexicon import Lexicon


def test_picture_slots_are_maximal_runs_of_two_or_more() -> None:
    grid = parse_grid("..#.\n....\n#..*\nab_.\n")
    assert grid.rows == ("..#.", "....", "#..#", "ab..")
    found = {(s.direction, s.row, s.col, s.length) for s in grid.slots}
    assert found == {
        ("A", 0, 0, 2),
        ("A", 1, 0, 4),
        ("A", 2, 1, 2),
        ("A", 3, 0, 4),
        ("D", 0, 0, 2),
        ("D", 0, 1, 4),
        ("D", 1, 2, 3),
        ("D", 0, 3, 2),
    }
    # The lone cell (0, 3) across and (3, 0) down are runs of one: no slot.
    assert grid.slot_pattern(next(s for s in grid.slots if s.row == 3 and s.direction == "A")) == "ab??"


def test_clue_numbers_follow_the_usual_rule() -> None:
    """A cell is numbered when a run of two or more open cells starts there, across or down,
    counting in reading order: checked cell by cell against the slots on random grids."""
    rng = random.Random(7)
    for _ in range(200):
        height, width = rng.randint(2, 9), rng.randint(2, 9)
        rows = ["".join(rng.choice("#...") for _ in range(width)) for _ in range(height)]
        grid = grid_from_rows(rows)
        open_cells = {(r, c) for r in range(height) for c in range(width) if rows[r][c] != "#"}
        expected, number = {}, 0
        for r in range(height):
            for c in range(width):
                starts_run = [
                    (r, c) in open_cells
                    and (r - dr, c - dc) not in open_cells
                    and (r + dr, c + dc) in open_cells
                    for dr, dc in ((0, 1), (1, 0))
                ]
                if any(starts_run):
                    number += 1
                    expected[r, c] = number
        assert clue_numbers(grid) == expected
    exercise = parse_grid("0 0 4 A  0 0 5 D  2 0 4 D  2 2 2 A  0 3 3 A\n")  # a slot list, 0-based
    assert clue_numbers(exercise) == {(0, 0): 1, (0, 2): 2, (2, 2): 3, (3, 0): 4}


def test_van_beek_file_with_several_grids() -> None:
    text = "# 05.01\n2 3\n(_ _ *)\n(_ _ _)\n# other\n3 2\n(_ _)\n(* _)\n(_ _)\n"
    grids = parse_grids(text)
    assert [g.name for g in grids] == ["05.01", "other"]
    assert grids[0].rows == ("..#", "...")
    assert grids[1].rows == ("..", "#.", "..")
    assert parse_grid(text, "other").rows == grids[1].rows


def test_slot_list_keeps_the_given_slots() -> None:
    grid = parse_grid(
        "0 0 4 A, 0 0 5 D\n2 0 4 D 2 2 2 A 0 3 3 A  # the exercise's first puzzle\n".split("#")[0]
    )
    assert grid.height == 5 and grid.width == 4
    assert [(s.col, s.row, s.length, s.direction) for s in grid.slots] == [
        (0, 0, 4, "A"),
        (0, 0, 5, "D"),
        (2, 0, 4, "D"),
        (2, 2, 2, "A"),
        (0, 3, 3, "A"),
    ]
    assert grid.rows[1] == ".#.#"


def test_round_trip_through_picture_text() -> None:
    grid = parse_grid("# mine\n.#.\n...\n.#z\n")
    again = parse_grid(format_picture(grid))
    assert again.rows == grid.rows and again.name == "mine" and again.slots == grid.slots


@pytest.mark.parametrize(
    ("text", "line", "column", "words"),
    [
        ("...\n.x?\n", 2, 3, "'?' is not a cell"),
        ("...\n..\n", 2, 3, "has 2 cells but the first row has 3"),
        ("2 2\n(_ _)\n", 2, None, "says 2 rows but 1 follow"),
        ("2 2\n(_ _)\n_ _\n", 3, 1, "looks like"),
        ("2 2\n(_ _)\n(_ _ _)\n", 3, None, "has 3 cells but the header says 2"),
        ("2 2\n(_ _)\n(_ %)\n", 3, 4, "'%' is not a cell"),
        ("0 0 4 A 1 0 3\n", 1, 13, "not a whole number of slots"),
        (
            "2 x\n(_ _)\n(_ _)\n",
            1,
            None,
            "a van Beek grid starts with a line 'rows cols', such as '15 15'; got '2 x'",
        ),
        ("# g\n\n2\n(_ _)\n", 3, None, "a van Beek grid starts with a line 'rows cols'"),
        ("0 0 4 X\n", 1, 7, "must be A or D"),
        ("0 x 4 A\n", 1, 3, "row must be a whole number"),
        ("0 0 1 A\n", 1, 5, "at least 2 cells"),
        ("0 0 4 A\n1 0 3 A\n", 2, 1, "overlaps slot 1"),
        # A slot-list line by its shape, whatever its first field: the slot list's own messages.
        ("-1 0 4 A\n", 1, 1, "the slot's column must be a whole number 0 or more, not '-1'"),
        ("0 0 -4 d\n", 1, 5, "the slot's length must be a whole number 2 or more, not '-4'"),
        # Pictures with their cells a space apart.
        ("y o ? r\n", 1, 5, "'?' is not a cell"),
        ("y o u a\n. . ? .\n", 2, 5, "'?' is not a cell"),  # four cells, the last 'a': still a picture
        ("c a ? d\n", 1, 5, "'?' is not a cell"),  # a typo on the first spaced row: not a slot line
        ("c a ? d e\n", 1, 5, "'?' is not a cell"),
        ("y  o\n", 1, 3, "a row with gaps has its cells one space or one tab apart"),
        ("y ou r\n", 1, 4, "a row with gaps has its cells one space or one tab apart"),
        ("y\t\to\n", 1, 3, "a row with gaps has its cells one space or one tab apart"),
        ("y o u\n. . . .\n", 2, 7, "this row has 4 cells but the first row has 3"),
        ("y o u r\n. .\n", 2, 4, "this row has 2 cells but the first row has 4"),
        ("0 0\n(_ _)\n", 1, None, "a van Beek grid starts with a line 'rows cols'"),
    ],
)
def test_errors_name_line_and_column(text: str, line: int, column: int | None, words: str) -> None:
    with pytest.raises(GridParseError) as info:
        parse_grids(text)
    assert info.value.line == line and info.value.column == column
    assert words in str(info.value)
    assert str(info.value).startswith(f"line {line}")


def test_size_limit_and_empty_input() -> None:
    with pytest.raises(GridParseError, match="at most 25x25"):
        parse_grid("\n".join(["." * (MAX_SIDE + 1)] * 3))
    with pytest.raises(GridParseError, match="at most 25x25") as info:
        parse_grid("# tall\n" + "\n".join(["..."] * (MAX_SIDE + 3)))
    assert info.value.line == MAX_SIDE + 2  # the 26th row, where the picture goes over the limit
    with pytest.raises(GridParseError, match="no grid found"):
        parse_grids("\n\n# nothing here\n")
    with pytest.raises(GridParseError, match="no grid named 'x'"):
        parse_grid("..\n..\n", "x")


def test_a_name_several_grids_share_is_refused() -> None:
    text = "# a\n..\n..\n\n# b\n...\n\n# a\n...\n...\n"
    with pytest.raises(GridParseError, match=r"2 grids are named 'a' \(grids 1 and 3 of the file\)"):
        parse_grid(text, "a")
    assert parse_grid(text, "b").rows == ("...",)
    assert [g.name for g in parse_grids(text)] == ["a", "b", "a"]  # the GUI lists them all


def test_find_slots_on_empty_and_blocked_rows() -> None:
    assert find_slots(["#", "#"]) == ()
    assert len(find_slots([".."])) == 1


def test_bitset_index_agrees_with_lexicon_matching() -> None:
    words = ["cat", "cot", "cut", "act", "coat", "cater", "cites", "cotes", "dog"]
    lex = Lexicon.from_words(words)
    index = WordIndex.from_lexicon(lex)
    for pattern in ["c?t", "???", "c?t??", "?o???", "d??", "x??", "?????", "co?t"]:
        assert sorted(index.matching(pattern)) == lex.matching(pattern)
        assert index.count(pattern) == len(lex.matching(pattern))
    assert index.matching("toolong??") == []


def test_letter_sets_and_word_ids_agree_with_testing_every_bit(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(4)
    sets = [0, 1, 1 << 25, (1 << 26) - 1] + [rng.getrandbits(26) for _ in range(300)]
    for letters in sets + sets:  # the second pass reads the cache
        assert letters_in(letters) == tuple(i for i in range(26) if letters >> i & 1)
        assert LETTER_SETS[letters] == letters_in(letters)
    full = dict.fromkeys(range(1 << 20, (1 << 20) + (1 << 16)), ())
    monkeypatch.setattr("solvers.crossword.index.LETTER_SETS", full)
    assert letters_in(6) == (1, 2) and full == {6: (1, 2)}  # a full cache is emptied, not grown
    big = rng.getrandbits(5000)
    assert ids_of(big) == [i for i in range(5000) if big >> i & 1]


def test_index_orders_by_commonness() -> None:
    levels = {"cat": 35, "cot": 10, "cut": 20, "cit": None}
    index = WordIndex(levels, levels.get)
    assert index.matching("c?t") == ["cot", "cut", "cat", "cit"]
    assert index.level("cut") == 20 and index.level("cit") is None and index.level("zzz") is None


def test_slot_candidates_and_counts() -> None:
    from solvers.crossword.candidates import slot_candidates, slot_counts

    grid = parse_grid("c..\n.#.\n...\n")
    index = WordIndex(["cat", "cot", "cut", "tea", "tie", "toe", "ate", "ace"], {"cot": 10, "cat": 20}.get)
    across = next(s for s in grid.slots if s.direction == "A" and s.row == 0)
    total, found = slot_candidates(grid, grid.rows, across, index)
    assert total == 3
    assert [w for w, _, _ in found] == ["cot", "cat", "cut"]  # most common first
    assert found[0][1] == 10 and found[2][1] is None
    # The down slot through the last letter (t??) would keep tea, tie, toe: 3 options for each word.
    assert {w: o for w, _, o in found} == {"cot": 3, "cat": 3, "cut": 3}
    counts = slot_counts(grid, grid.rows, index)
    assert counts[across.index] == 3 and len(counts) == len(grid.slots)


def test_slot_entries_give_numbers_letters_and_levels() -> None:
    from solvers.crossword.candidates import slot_entries

    grid = parse_grid("c..\n.#.\nzzz\n")
    index = WordIndex(["cat", "cot", "tie", "toe"], {"cot": 10, "cat": 20}.get)
    rows = ["cot", ".#i", "zzz"]
    entries = slot_entries(grid, rows, index)
    assert [(e.number, e.slot.direction, e.pattern, e.in_list, e.level) for e in entries] == [
        (1, "A", "cot", True, 10),
        (3, "A", "zzz", False, None),  # complete, but not a word of the list
        (1, "D", "c?z", False, None),  # not complete yet
        (2, "D", "tiz", False, None),
    ]
    assert slot_entries(grid, ["cat", ".#i", "zzz"], index)[0].level == 20
    assert slot_entries(parse_grid("tie\n"), ["tie"], index)[0].in_list  # a word without a level


def test_given_conflicts_name_the_entries_that_leave_no_fill() -> None:
    from solvers.crossword.candidates import given_conflicts

    index = WordIndex(["toe", "tea", "oat", "eat", "ate", "tat", "eke"])
    assert given_conflicts(parse_grid("toe\n...\n...\n"), index) == []
    # A whole entry stands as given, in the list or not: only the entry under its X is to blame.
    assert given_conflicts(parse_grid("txe\n...\n...\n"), index) == ["no word of the list fits 2 Down (X??)"]
    assert given_conflicts(
        parse_grid("t..\n...\n...\n"), index, excluded=frozenset({"toe", "tea", "tat"})
    ) == [
        "no word of the list but excluded ones fits 1 Across (T??)",
        "no word of the list but excluded ones fits 1 Down (T??)",
    ]
    twice = parse_grid("toe\n...\ntoe\n")
    assert given_conflicts(twice, index) == [
        "no word of the list fits 2 Down (O?O)",
        "TOE is given twice (1 Across and 5 Across) and repeated words are off",
    ]
    assert given_conflicts(twice, index, unique_words=False) == ["no word of the list fits 2 Down (O?O)"]


def test_pattern_lookup_agrees_with_testing_every_word() -> None:
    import re

    from solvers.crossword.candidates import parse_pattern, pattern_words

    lexicon = Lexicon({"catch": 10, "cater": 20, "cited": 20, "cuter": 35, "coats": None, "cat": 10}, "t")
    index = WordIndex.from_lexicon(lexicon)
    for typed in ("C?T..", "c?t??", "?????", "ca?", "zz"):
        pattern = parse_pattern(typed)
        regex = re.compile(pattern.replace("?", "."))
        expected = sorted(w for w in lexicon.words() if len(w) == len(pattern) and regex.fullmatch(w))
        count, found = pattern_words(index, pattern)
        assert count == len(expected) and sorted(w for w, _ in found) == expected
        assert all(level == lexicon.commonness(w) for w, level in found)
    assert [w for w, _ in pattern_words(index, "c?t??")[1]] == [
        "catch",
        "cater",
        "cited",
        "cuter",
    ]  # commonest first
    assert pattern_words(index, "?????", limit=2) == (5, [("catch", 10), ("cater", 20)])
    for bad, message in (("c", "2 to 25 characters, not 1"), ("c1t", "character 2, '1', is not a letter")):
        with pytest.raises(ValueError, match=message):
            parse_pattern(bad)


def test_slots_that_meet_end_to_end_survive_a_picture_with_letters() -> None:
    listed = parse_grid("# adj\n0 0 2 A  2 0 2 A  0 0 2 D\n")
    typed = Grid(("ab..", ".###"), listed.slots, "adj")
    text = format_picture(typed)
    assert text == "# adj\nab..\n.###\nslots: 0 0 2 A, 2 0 2 A, 0 0 2 D\n"
    assert parse_grid(text) == typed
    assert "slots:" not in format_picture(parse_grid("ab..\n.###\n"))  # the picture's own runs
    for bad, message in (
        ("ab..\n.###\nslots: 0 0 2 A  1 1 2 A\n", "line 3, column 17: this slot runs over a block at row 1"),
        (
            "ab..\n.###\nslots: 3 0 2 A\n",
            "line 3, column 8: this slot runs off the picture at row 0, column 4",
        ),
        ("slots: 0 0 2 A\n", "line 1, column 1: slots: needs the picture rows before it"),
    ):
        with pytest.raises(GridParseError, match=re.escape(message)):
            parse_grid(bad)


def test_a_level_does_not_empty_a_list_without_levels_and_says_what_it_leaves_out() -> None:
    plain = Lexicon.from_words(["cat", "dog", "ox"], "plain")
    index = WordIndex.from_lexicon(plain, 35)
    assert len(index) == 3 and index.level_note == (
        "This list has no commonness levels: the level is not applied."
    )
    assert WordIndex.from_lexicon(plain).level_note == ""
    mixed = Lexicon({"cat": 10, "dog": 50, "ox": None, "emu": None}, "mixed")
    index = WordIndex.from_lexicon(mixed, 35)
    assert [w for length in index.lengths() for w in index.bucket(length).words] == ["cat"]
    assert index.level_note == "The level leaves out 2 words of this list that have no commonness level."
    assert WordIndex.from_lexicon(Lexicon({"cat": 10}, "levelled"), 35).level_note == ""


def test_a_file_that_is_not_utf8_is_reported_by_line_and_column() -> None:
    assert decode_grid_file(b"\xef\xbb\xbf..\n..\n") == "..\n..\n"
    with pytest.raises(GridParseError) as info:
        decode_grid_file("# café\n...\n".encode() + b"..\xe9\n")
    assert (info.value.line, info.value.column) == (3, 3)
    assert str(info.value) == "line 3, column 3: byte 0xe9 is not UTF-8 text: save the file as UTF-8"
    with pytest.raises(GridParseError) as info:
        decode_grid_file(b"..\r.\xe9\n")  # lines end as the grid parser ends them: at a lone \r too
    assert (info.value.line, info.value.column) == (2, 2)


@pytest.mark.parametrize(
    ("text", "column", "words"),
    [
        ("0 0 99999999999 A\n", 1, "the grid is 1x99999999999; at most 25x25"),
        ("2 1 30 D\n", 1, "the grid is 31x3; at most 25x25"),
        ("0 0 " + "9" * 100_000 + " A\n", 5, "the slot's length has 100,000 digits"),
    ],
)
def test_a_slot_list_too_large_is_refused_before_its_cells_are_listed(
    text: str, column: int, words: str
) -> None:
    with pytest.raises(GridParseError) as info:
        parse_grids(text)
    assert (info.value.line, info.value.column) == (1, column)
    assert words in str(info.value)


def test_numbers_in_other_scripts_are_not_grid_sizes() -> None:
    with pytest.raises(GridParseError, match="starts with a line 'rows cols'"):
        parse_grids("² 2\n(_ _)\n")


BLOG_GRID = """\
y o u r 0 0 0 0
o 0 r 0 0 0 0 0
u 0 g o 0 0 0 0
t o e 0 0 0 0 0
h 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0
"""


def test_a_picture_pasted_from_the_exercise_reads_0_as_a_block_and_spaces_between_cells() -> None:
    grid = parse_grid(BLOG_GRID)
    assert grid.rows == parse_grid(BLOG_GRID.replace(" ", "").replace("0", "#")).rows
    assert grid.rows[:5] == ("your####", "o#r#####", "u#go####", "toe#####", "h#######")
    assert len(grid.slots) == 5
    assert parse_grid(". . . . 0 0\n.#..00\n").rows == ("....##", ".#..##")  # spaced or not, row by row
    # Lines that are only cells are picture rows, even where another format could claim them:
    assert parse_grid("0 0\n. .\n").rows == ("##", "..")  # not a van Beek header "0 0"
    assert parse_grid("i d e a\nd . . .\n").rows == ("idea", "d...")  # not a slot "i d e A"
    assert parse_grid("0 0 0 0\n. . . .\n").rows == ("####", "....")


def test_every_format_reads_as_before_in_one_file() -> None:
    text = (
        "# list\n0 0 4 A, 0 0 5 D\n2 0 4 D 2 2 2 A 0 3 3 A\n"
        "# beek\n2 3\n(_ _ *)\n(_ _ _)\n1 2\n(* _)\n"  # two van Beek grids without a blank line
        "# pic\n#..\n...\n"
    )
    grids = parse_grids(text)
    assert [g.name for g in grids] == ["list", "beek", "grid 3", "pic"]
    assert [g.rows for g in grids[1:]] == [("..#", "..."), ("#.",), ("#..", "...")]
    assert len(grids[0].slots) == 5 and grids[0].rows[1] == ".#.#"


def test_a_van_beek_header_may_separate_its_numbers_with_a_comma() -> None:
    assert parse_grid("2,2\n(_ _)\n(_ *)\n").rows == ("..", ".#")  # it crashed the reader


def test_a_row_with_gaps_that_starts_with_a_block_is_a_row_not_a_name() -> None:
    def read(text: str) -> list[tuple[str, tuple[str, ...]]]:
        return [(grid.name, grid.rows) for grid in parse_grids(text)]

    assert read("x y z\n# # .\nc a t\n") == [("grid 1", ("xyz", "##.", "cat"))]
    assert read(". . .\n# . #\n. . .\n") == [("grid 1", ("...", "#.#", "..."))]
    assert read("# . .\n. . .\n") == [("grid 1", ("#..", "..."))]  # a grid's first row
    assert read("# mini\n# . .\n# # .\n") == [("mini", ("#..", "##."))]
    # Names still: above rows written together, followed by a blank line, or not as wide as the rows.
    text = "# a b\nabc\n\n# x y\n\n. . .\n# p\n. .\n# q r s\n. .\n"
    assert read(text) == [("a b", ("abc",)), ("x y", ("...",)), ("p", ("..",)), ("q r s", ("..",))]


def test_cells_pasted_from_a_spreadsheet_may_be_a_tab_apart() -> None:
    assert parse_grid("y\to\tu\n.\t0\t#\n").rows == ("you", ".##")
    assert parse_grid("#\t.\t.\n. .\t.\n...\n").rows == ("#..", "...", "...")  # row by row, gap by gap


def _arc_consistent_sets(grid: Grid, words: list[str]) -> bool:
    """Independently of the bitsets: every open entry keeps a word once each keeps only the words
    whose letters its crossings can take, repeated until nothing changes (sets of words)."""
    open_slots = [s for s in grid.slots if "." in "".join(grid.rows[r][c] for r, c in s.cells)]
    domains = []
    for slot in open_slots:
        pattern = "".join(grid.rows[r][c] for r, c in slot.cells)
        domains.append({w for w in words if len(w) == len(pattern) and re.fullmatch(pattern, w)})
    changed = True
    while changed:
        changed = False
        for a, sa in enumerate(open_slots):
            for b, sb in enumerate(open_slots):
                for i, cell in enumerate(sa.cells):
                    if cell in sb.cells and a != b:
                        j = sb.cells.index(cell)
                        kept = {w for w in domains[a] if w[i] in {v[j] for v in domains[b]}}
                        changed |= kept != domains[a]
                        domains[a] = kept
    return all(domains)


def test_crossing_wipeout_agrees_with_sets_of_words_and_no_fill_reasons_name_it() -> None:
    from solvers.crossword.candidates import crossing_wipeout, given_conflicts, no_fill_reasons
    from solvers.crossword.fills import FillOptions
    from solvers.crossword.search import fill_grid

    rng = random.Random(7)
    words = sorted({"".join(rng.choice("aeiorst") for _ in range(rng.randint(2, 4))) for _ in range(90)})
    index = WordIndex(words)
    wiped_out = by_crossings = 0
    for _ in range(300):
        height, width = rng.randint(2, 4), rng.randint(2, 4)
        rows = [
            "".join(rng.choice("....#" + "aeiorst" * (rng.random() < 0.2)) for _ in range(width))
            for _ in range(height)
        ]
        grid = grid_from_rows(rows)
        if not grid.slots:
            continue
        wiped = crossing_wipeout(grid, index)
        assert (wiped is None) == _arc_consistent_sets(grid, words), rows
        if wiped is not None:
            wiped_out += 1
            assert fill_grid(grid, index, FillOptions(unique_words=False)).status == "unfillable", rows
            numbers = clue_numbers(grid)
            name = f"{numbers[wiped.row, wiped.col]} {'Across' if wiped.direction == 'A' else 'Down'}"
            direct = given_conflicts(grid, index, unique_words=False)
            reasons = no_fill_reasons(grid, index, unique_words=False)
            if direct:  # an entry no word fits at all is the reason to give first
                assert reasons == direct, rows
            else:
                by_crossings += 1
                assert len(reasons) == 1, rows
                assert (
                    reasons[0].startswith(f"no word of the list fits {name} (")
                    and "its crossings" in reasons[0]
                )
    assert wiped_out > 20 and by_crossings > 5, (wiped_out, by_crossings)


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_grid_saved_into_its_file_keeps_the_comments_written_among_its_lines(tmp_path, newline) -> None:
    text = (
        "; the week\n# Mon\n; theme: fruit, by Ann\n....#\n.....\n\n"
        "# Tue\n; needs a better 3 Down\n..#..\n; row 2 has a rare word\n.....\n\n"
        "...\n; unnamed, but noted\n...\n"
    ).replace("\n", newline)
    path = tmp_path / "week.txt"
    path.write_bytes(codecs.BOM_UTF8 + text.encode())
    mon, tue, third = parse_grids(text)
    # Saved unchanged, a grid whose comments follow its name line leaves the file as it was.
    assert with_grid_replaced(path, mon) == SavedInto(codecs.BOM_UTF8 + text.encode(), 3, False)
    # Comments between the rows follow the name line, in their order.
    moved = text.replace(
        f"..#..{newline}; row 2 has a rare word{newline}", f"; row 2 has a rare word{newline}a.#..{newline}"
    )
    assert with_grid_replaced(path, tue.with_cell(0, 0, "a")) == SavedInto(
        codecs.BOM_UTF8 + moved.encode(), 3, False
    )
    ending = f"# grid 3{newline}; unnamed, but noted{newline}...{newline}...{newline}"
    replaced = with_grid_replaced(path, third)
    assert replaced is not None and replaced.data.decode("utf-8-sig").endswith(ending)


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_grid_saved_into_a_file_of_other_grids_is_added_to_them(tmp_path, newline) -> None:
    """A New grid, a sample, or one renamed in the file meanwhile, saved into a file of several grids
    replaced them all: a setter's week of grids was gone."""
    text = f"# Mon{newline}...{newline}{newline}# Tue{newline}..#{newline}"
    path = tmp_path / "week.txt"
    path.write_bytes(text.encode())
    wed = parse_grid("# Wed\n.#.\n...\n")
    saved = with_grid_replaced(path, wed)
    assert saved == SavedInto(f"{text}{newline}# Wed{newline}.#.{newline}...{newline}".encode(), 3, True)
    path.write_bytes(saved.data)
    assert [grid.name for grid in read_grids(path)] == ["Mon", "Tue", "Wed"]
    path.write_bytes(text.rstrip().encode())  # no line end after the last row
    unnamed = with_grid_replaced(path, grid_from_rows(["..", ".."]))  # no name
    assert unnamed is not None and unnamed.data.decode().endswith(
        f"..#{newline}{newline}# grid 3{newline}..{newline}..{newline}"
    )
