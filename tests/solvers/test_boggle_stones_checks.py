"""What a program or a player outside English hands the Boggle and stone solvers: boards made
directly, accented letters, the Dutch IJ, wrong types, NumPy integers, fractional moves."""

from __future__ import annotations

import json

import numpy as np
import pytest

from solvers import stones
from solvers.boggle import CLASSIC, OFFICIAL, Board, BoardError, batch, parse_board, solve, solve_many
from solvers.boggle.dice import parse_dice
from solvers.boggle.game import Verdict, judge
from solvers.cli import main
from solvers.lexicon import Lexicon
from solvers.stones import Game, Position, Side, StonesError

WORDS = ["felt", "quit", "été", "étés", "ijs"]


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.from_words(WORDS)


def found(solution) -> list[str]:
    return [f.word for f in solution.words]


# -- Boggle: boards made directly -------------------------------------------------------------


def test_a_board_made_directly_folds_its_faces_and_reads_q_as_qu(lexicon):
    board = Board(4, tuple("FELTXQITSANEDOGS"))
    assert board.faces[:6] == ("f", "e", "l", "t", "x", "qu")
    assert board == parse_board("feltxqitsanedogs")
    assert found(solve(board, lexicon)) == ["felt", "quit"]
    assert Board(4, ("É", "Qu", "Ĳ", "", *"a" * 12)).faces[:4] == ("e", "qu", "ij", "")
    lower = Board(4, tuple("feltxqitsanedogs"))  # a lowercase q too: there is no bare Q face
    assert lower == board and Board(4, tuple(lower.text())) == board


@pytest.mark.parametrize(
    ("faces", "message"),
    [
        (("1",) * 16, "face 1 (row 1, column 1): '1' is not a face: '1' is not a letter a-z"),
        (
            ("a",) * 5 + ("ж",) + ("a",) * 10,
            "face 6 (row 2, column 2): 'ж' is not a face: 'ж' (U+0436 CYRILLIC",
        ),
        (("ab",) + ("a",) * 15, "'ab' is not a face: no die shows it"),
    ],
)
def test_a_board_made_directly_names_a_face_no_die_shows(faces, message):
    with pytest.raises(BoardError) as caught:
        Board(4, faces)
    assert message in str(caught.value)


def test_a_face_that_is_not_text_is_a_type_error():
    with pytest.raises(TypeError, match="a face is a string such as 'a' or 'qu', not 1"):
        Board(4, (1,) * 16)


# -- Boggle: accents and the Dutch IJ ---------------------------------------------------------


def test_accented_board_strings_and_dice_fold():
    assert parse_board("ÉTÉS xxxx xxxx xxxx").faces[:4] == ("e", "t", "e", "s")
    assert parse_board("e\u0301tés xxxx xxxx xxxx").faces[:4] == ("e", "t", "e", "s")  # é as e + accent
    dice = parse_dice("size: 1\nÉ a b c d [Ĳ]\n", "test", "test.txt")
    assert dice.dice == (("e", "a", "b", "c", "d", "ij"),)


def test_a_character_that_is_no_letter_is_named_with_its_unicode_name():
    with pytest.raises(BoardError, match=r"'ж' \(U\+0436 CYRILLIC SMALL LETTER ZHE\) at character 16"):
        parse_board("abcdefghijklmnoж")
    with pytest.raises(BoardError, match=r"'ß' .* at character 1 reads as 'ss', which no die shows"):
        parse_board("ßbcdefghijklmnop")


def test_the_dutch_ij_is_a_face(lexicon):
    board = parse_board("[ij]s xx [IJ]x xx ĳ xxx xxxx")
    assert board.faces[:8] == ("ij", "s", "x", "x", "ij", "x", "x", "x")
    assert board.faces[8] == "ij"
    assert board.rows()[0][0] == "IJ"
    assert board.text().startswith("[ij]s")
    assert parse_board(board.text()) == board
    assert found(solve(board, lexicon)) == ["ijs"]
    assert found(batch.solve_many([board], lexicon)[0]) == ["ijs"]


def test_typed_words_fold_before_the_verdict(lexicon):
    solution = solve(parse_board("étés [ij]sxx xxxx xxxx"), lexicon)
    verdict = judge("ÉTÉ", solution, lexicon, [])
    assert verdict.verdict is Verdict.ACCEPTED and verdict.word == "ete"
    assert verdict.message == "“ÉTÉ” (read as ete): 1 point"
    assert judge("ĳs", solution, lexicon, []).accepted
    assert judge("été", solution, lexicon, ["ete"]).verdict is Verdict.ALREADY_FOUND
    refused = judge("дом", solution, lexicon, [])
    assert refused.verdict is Verdict.NOT_LETTERS
    assert "'д' (U+0434 CYRILLIC SMALL LETTER DE) is not a letter" in refused.message
    assert "'4' is not a letter; use the letters a-z only" in judge("c4t", solution, lexicon, []).message
    assert "été" in solution and solution.get("ÉTÉS").word == "etes"


def test_the_command_line_reads_accented_boards_and_the_ij_face(tmp_path, capsys):
    words = tmp_path / "woorden.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    status = main(["boggle", "--board", "ÉTÉS ĳsxx xxxx xxxx", "--words", str(words), "--json"])
    result = json.loads(capsys.readouterr().out)
    assert status == 0
    assert result["board"] == "etes[ij]sxxxxxxxxxx"
    assert [w["word"] for w in result["words"]] == ["ete", "etes", "ijs"]


# -- Boggle: wrong types and the two solve_many --------------------------------------------------


def test_a_plain_list_of_words_is_refused_saying_what_to_pass():
    board = parse_board("feltxqitsanedogs")
    with pytest.raises(
        TypeError, match=r"a word list \(a Lexicon\) or its WordIndex, not list: .*from_words"
    ):
        solve(board, ["felt"])
    with pytest.raises(TypeError, match=r"a word list \(a Lexicon\) or its ArrayIndex, not list"):
        batch.solve_many([board], ["felt"])


def test_rules_may_be_given_by_name(lexicon):
    board = parse_board("feltxqitsanedogs")
    assert solve(board, lexicon, "classic").rules is CLASSIC
    assert [s.rules for s in solve_many([board], lexicon, "official")] == [OFFICIAL]
    assert batch.solve_many([board], lexicon, "classic")[0].rules is CLASSIC
    with pytest.raises(TypeError, match=r"rules are a Rules or the name of one \(classic, official, big\)"):
        solve(board, lexicon, 3)
    with pytest.raises(ValueError, match="unknown rules 'fast'"):
        solve(board, lexicon, "fast")


def test_parse_board_of_no_string_says_a_board_string_is_expected():
    with pytest.raises(TypeError, match="expected a string of faces"):
        parse_board(None)


def test_the_batch_solve_many_takes_any_iterable_of_boards(lexicon):
    boards = [parse_board("feltxqitsanedogs"), parse_board("étésxxxxxxxxxxxx")]
    from_generator = batch.solve_many((board for board in boards), lexicon)
    assert [found(s) for s in from_generator] == [found(s) for s in solve_many(boards, lexicon)]
    assert [found(s) for s in from_generator] == [["felt", "quit"], ["ete", "etes"]]


# -- Stones -----------------------------------------------------------------------------------


@pytest.mark.parametrize("take", [13 / 2, True, "3", None])
def test_a_move_that_is_not_a_whole_number_is_refused(take):
    game = Game(13, Side.HUMAN)
    with pytest.raises(StonesError, match=f"a move takes a whole number of stones, not {take!r}"):
        game.play(take)
    assert game.position == Position.start(13) and game.to_move is Side.HUMAN and not game.history


def test_a_position_refuses_a_fractional_take():
    with pytest.raises(StonesError, match=r"a move takes a whole number of stones, not 2\.5"):
        Position(13, 5).after(2.5)


def test_numpy_integers_are_whole_numbers():
    assert stones.solve(np.int64(13)) == stones.solve(13)
    assert type(stones.solve(np.int64(13)).n) is int
    assert json.loads(json.dumps(stones.solve(np.int64(13)).as_json()))["best_first_move"] == 5
    assert stones.best_first_move(np.int64(13)) == 5
    assert stones.solve_by_table(np.int64(13)) == stones.solve(13)
    game = Game(np.int64(13), Side.HUMAN)
    move = game.play(np.int64(5))
    assert type(move.take) is int and game.position == Position(8, 5)
    assert game.computer_plays().take >= 1


def test_the_library_says_how_to_play_again_without_naming_a_button():
    game = Game(2, Side.HUMAN)
    game.play(1)
    game.computer_plays()
    with pytest.raises(StonesError, match=r"^the game is over: start a new game to play again$"):
        game.play(1)
