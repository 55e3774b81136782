"""Boards, faces, dice sets, shaking and rule sets."""

from __future__ import annotations

from collections import Counter

import pytest

from solvers.boggle import (
    BIG,
    CLASSIC,
    DICE_FILES,
    OFFICIAL,
    Board,
    BoardError,
    default_rules,
    dice_for_size,
    dice_set,
    neighbours,
    parse_board,
    rules_named,
    shake,
)
from solvers.boggle.dice import DiceError, parse_dice


def test_board_string_is_read_row_by_row_with_q_as_qu():
    board = parse_board("abcd efgh ijkl mnoq")
    assert board.size == 4
    assert board.face(0, 1) == "b"
    assert board.face(3, 3) == "qu"
    assert board.rows()[3] == ["M", "N", "O", "Qu"]
    assert board.text() == "abcdefghijklmnoq"


def test_size_is_inferred_from_the_number_of_faces():
    assert parse_board("a" * 16).size == 4
    assert parse_board("a" * 25).size == 5
    assert parse_board("a" * 30 + "[th][in][an][he][er].").size == 6


def test_multi_letter_faces_and_blank_round_trip():
    text = "q[th][in][er][he][an]." + "a" * 29
    board = parse_board(text)
    assert board.faces[:7] == ("qu", "th", "in", "er", "he", "an", "")
    assert parse_board(board.text()) == board
    assert board.rows()[0][:3] == ["Qu", "Th", "In"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("abcdefghijklmno1", "'1' at character 16 is not a letter"),
        ("abcdefghijklmno", "has 15 faces, which fills no board"),
        ("a", "the board has 1 face, which fills no board"),
        ("", "the board is empty"),
        ("abc[xy]efghijklmnop", "unknown face [xy] at character 4"),
        ("abc[thefghijklmnop", "'[' at character 4 is never closed"),
        ("[q]bcdefghijklmnop", "no die has a bare Q face"),
    ],
)
def test_bad_board_strings_say_what_and_where(text, message):
    with pytest.raises(BoardError, match=None) as caught:
        parse_board(text)
    assert message in str(caught.value)


def test_explicit_size_must_be_filled_exactly():
    with pytest.raises(BoardError, match="a 5x5 board needs 25 faces, but the board has 16"):
        parse_board("a" * 16, size=5)
    with pytest.raises(BoardError, match="board size 3 is not supported"):
        parse_board("a" * 9, size=3)


def test_neighbours_on_a_4x4_board():
    table = neighbours(4)
    assert table[0] == (1, 4, 5)
    assert len(table[5]) == 8
    assert sorted(table[15]) == [10, 11, 14]
    assert all(i in table[j] for i in range(16) for j in table[i])


@pytest.mark.parametrize("key", list(DICE_FILES))
def test_every_bundled_dice_set_loads_with_six_faces_per_die(key):
    dice = dice_set(key)
    assert len(dice.dice) == dice.size**2
    assert all(len(die) == 6 for die in dice.dice)


def test_the_dice_sets_hold_the_published_letters():
    assert dice_set("4x4-1987").dice[0] == tuple("aaeegn")
    assert ("h", "i", "m", "n", "qu", "u") in dice_set("4x4-1987").dice
    assert dice_set("4x4-1976").dice[2] == ("a", "b", "j", "m", "o", "qu")
    assert dice_set("5x5-big").size == 5
    handout = dice_set("5x5-cs106x").dice  # kBigBoggleCubes: three dice differ from Big Boggle
    assert Counter(handout) - Counter(dice_set("5x5-big").dice) == Counter(
        [tuple("ccnstw"), tuple("ddlnor"), tuple("hiprry")]
    )
    super_big = dice_set("6x6-super")
    assert ("qu", "in", "th", "er", "he", "an") in super_big.dice
    assert ("e", "i", "o", "", "", "") in super_big.dice
    assert "not checked against a printed manual" in super_big.note


def test_a_bad_dice_file_is_refused_with_its_line():
    with pytest.raises(DiceError, match=r"x\.txt, line 4: a die has 6 faces, this one has 5"):
        parse_dice("name: x\nsize: 2\naaaaaa\nbbbbb\n", "x", "x.txt")
    with pytest.raises(DiceError, match="needs 4 dice, the file has 1"):
        parse_dice("size: 2\naaaaaa\n", "x", "x.txt")


def _uses_each_die_once(board: Board, dice: tuple[tuple[str, ...], ...]) -> bool:
    """A perfect matching of cells to dice that carry the cell's face (Kuhn's algorithm)."""
    owner: dict[int, int] = {}

    def place(cell: int, seen: set[int]) -> bool:
        for d, die in enumerate(dice):
            if board.faces[cell] in die and d not in seen:
                seen.add(d)
                if d not in owner or place(owner[d], seen):
                    owner[d] = cell
                    return True
        return False

    return all(place(cell, set()) for cell in range(len(board.faces)))


@pytest.mark.parametrize("size", [4, 5, 6])
def test_shaking_is_reproducible_from_the_seed_and_uses_every_die(size):
    dice = dice_for_size(size)
    boards = [shake(dice, seed) for seed in range(20)]
    assert boards == [shake(dice, seed) for seed in range(20)]
    assert len({b.faces for b in boards}) == 20
    assert all(_uses_each_die_once(b, dice.dice) for b in boards)


def test_shaking_moves_dice_around():
    dice = dice_for_size(4)
    # The die AAEEGN is the only one with a G; over many shakes a G shows in many places.
    places = {b.faces.index("g") for b in (shake(dice, s) for s in range(400)) if "g" in b.faces}
    assert len(places) == 16


def test_rule_sets_score_by_length():
    lengths = range(2, 11)
    assert [CLASSIC.points("x" * n) for n in lengths] == [0, 0, 1, 2, 3, 4, 5, 6, 7]
    assert [OFFICIAL.points("x" * n) for n in lengths] == [0, 1, 1, 2, 3, 5, 11, 11, 11]
    assert [BIG.points("x" * n) for n in lengths] == [0, 0, 1, 2, 3, 5, 11, 11, 11]
    assert CLASSIC.points("quit") == 1  # Qu counts two letters


def test_default_rules_follow_the_board_size():
    assert default_rules(4) is OFFICIAL
    assert default_rules(5) is BIG and default_rules(6) is BIG
    assert rules_named("classic") is CLASSIC
    with pytest.raises(ValueError, match="unknown rules 'x'"):
        rules_named("x")


def test_qu_typed_as_the_die_shows_it_is_one_die_when_only_that_fits():
    worksheet = parse_board("FELT XQuIT SANE DOGS")  # 17 letters, 16 dice: it said "17 faces"
    assert worksheet == parse_board("feltxqitsanedogs")
    assert parse_board("F E L T\nX Qu I T\nS A N E\nD O G S") == worksheet
    # A Qu die next to a U die, when the board fits as typed, stays two dice.
    assert parse_board("feltxquisanedogs").faces[5:7] == ("qu", "u")
    assert parse_board("feltxquitsanedogs", size=4) == worksheet
    with pytest.raises(BoardError, match="the board has 18 faces"):
        parse_board("feltxquitsanedogss")
    # Rows typed apart must each hold a row's dice: a typo does not make up the count.
    message = r"row 2 \(XQUI\) holds 3 dice and row 4 \(DOGSZ\) holds 5, with Qu as one die, but a 4x4"
    for typo in ("FELT XQUI SANE DOGSZ", "FELT\nXQUI\nSANE\nDOGSZ\n"):
        with pytest.raises(BoardError, match=message):
            parse_board(typo)
