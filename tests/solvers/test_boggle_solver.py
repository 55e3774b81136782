"""The solver against hand-checked boards and an independent brute force."""

from __future__ import annotations

import itertools
import random

import pytest

from solvers.boggle import (
    BIG,
    CLASSIC,
    OFFICIAL,
    Board,
    Rules,
    build_index,
    dice_for_size,
    neighbours,
    parse_board,
    shake,
    solve,
)
from solvers.lexicon import Lexicon
from solvers.progress import Cancelled, Progress
from tests.solvers.boggle_slow_board import E_BOARD, E_WORDS, CancelAtCheck


def brute_force_strings(board: Board, max_faces: int) -> dict[str, list[tuple[int, ...]]]:
    """Every simple path of up to ``max_faces`` cells -> the string it spells (all paths kept)."""
    table = neighbours(board.size)
    spelled: dict[str, list[tuple[int, ...]]] = {}

    def walk(path: list[int]) -> None:
        spelled.setdefault("".join(board.faces[c] for c in path), []).append(tuple(path))
        if len(path) < max_faces:
            for j in table[path[-1]]:
                if j not in path and board.faces[j]:
                    walk([*path, j])

    for start in range(len(board.faces)):
        if board.faces[start]:
            walk([start])
    return spelled


def assert_valid_path(board: Board, word: str, path: tuple[tuple[int, int], ...]) -> None:
    assert len(set(path)) == len(path), f"{word}: a cell is used twice in {path}"
    for (r1, c1), (r2, c2) in itertools.pairwise(path):
        assert max(abs(r1 - r2), abs(c1 - c2)) == 1, f"{word}: {path} jumps"
    assert "".join(board.face(r, c) for r, c in path) == word


FELT_BOARD = "xxxx xxxx xxef xxlt"  # FELT ends in the corner, every neighbour already used


def test_a_word_ending_on_a_cell_with_no_unvisited_neighbour_is_found():
    board = parse_board(FELT_BOARD)
    solution = solve(board, Lexicon.from_words(["felt", "left", "elf"]), CLASSIC)
    assert [f.word for f in solution.words] == ["felt", "left"]
    assert solution.get("felt").path == ((2, 3), (2, 2), (3, 2), (3, 3))
    assert solution.score == 2


def test_hand_checked_board_with_official_rules():
    # c a t s
    # x o x x
    # x x x x
    # x x x x
    board = parse_board("cats xoxx xxxx xxxx")
    words = ["cat", "cats", "act", "coat", "coats", "taco", "oat", "oats", "cast", "at", "sat", "scat"]
    solution = solve(board, Lexicon.from_words(words), OFFICIAL)
    # act: c and t do not touch; cast: s and t are used in the wrong order; scat, sat: s
    # touches neither c nor a; "at" is too short for the official rules.
    assert {f.word: f.points for f in solution.words} == {
        "cat": 1,
        "cats": 1,
        "coat": 1,
        "coats": 2,
        "oat": 1,
        "oats": 1,
        "taco": 1,
    }
    assert solution.score == 8
    for found in solution.words:
        assert_valid_path(board, found.word, found.path)


def test_qu_face_spells_qu_and_counts_two_letters():
    board = parse_board("qits xxxx xxxx xxxx")
    lexicon = Lexicon.from_words(["quit", "quits", "qis", "its", "suq"])
    solution = solve(board, lexicon, CLASSIC)
    assert [(f.word, f.points) for f in solution.words] == [("quit", 1), ("quits", 2)]
    assert solution.get("quit").path == ((0, 0), (0, 1), (0, 2))
    assert solve(board, lexicon, OFFICIAL).get("its") is not None


def test_each_rule_set_filters_and_scores():
    board = parse_board("tabl xxxe xxxs xxxx")
    lexicon = Lexicon.from_words(["tab", "table", "tables", "able", "ables"])
    assert solve(board, lexicon, CLASSIC).score == 0 + 2 + 3 + 1 + 2
    assert solve(board, lexicon, OFFICIAL).score == 1 + 2 + 3 + 1 + 2
    assert solve(board, lexicon, BIG).score == 2 + 3 + 1 + 2


def test_a_rule_sets_description_is_read_from_its_points_table():
    assert OFFICIAL.description == "at least 3 letters; 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11"
    assert BIG.description == "at least 4 letters; 4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11"
    assert CLASSIC.description == "at least 4 letters; points = length - 3"
    flat = Rules("flat", "Flat", 3, (0, 0, 0, 1, 1, 1, 2))
    assert flat.description == "at least 3 letters; 3-5 letters 1, 6+: 2"
    assert [flat.points("a" * n) for n in range(2, 9)] == [0, 1, 1, 1, 2, 2, 2]


def test_multi_letter_faces_and_blank_faces():
    assert parse_board("[th]e_nx" + "x" * 31) == parse_board("[th]e.nx" + "x" * 31)  # the handout's blank
    board = parse_board("[th]e.nx" + "x" * 31)
    solution = solve(board, Lexicon.from_words(["the", "then", "hen", "ten", "thee"]), OFFICIAL)
    assert [f.word for f in solution.words] == ["the"]  # the blank cell blocks "then"; no single H or T
    assert solution.get("the").path == ((0, 0), (0, 1))


def test_words_differing_in_case_are_one_word():
    solution = solve(parse_board(FELT_BOARD), Lexicon.from_words(["FELT", "felt", "Felt"]), OFFICIAL)
    assert [f.word for f in solution.words] == ["felt"]


@pytest.mark.parametrize("seed", range(6))
def test_matches_a_brute_force_enumeration_of_paths(seed):
    rng = random.Random(seed)
    board = shake(dice_for_size(4), seed)
    spelled = brute_force_strings(board, max_faces=5)
    # A lexicon of strings on the board (some long ones too) and random decoys.
    on_board = rng.sample(sorted(spelled), 300)
    decoys = ["".join(rng.choice("aeilnorst") for _ in range(rng.randint(3, 6))) for _ in range(300)]
    lexicon = Lexicon.from_words([w for w in on_board + decoys if len(w) >= 3 and w.isalpha()])
    solution = solve(board, lexicon, OFFICIAL)
    expected = {w for w in lexicon if w in spelled}
    longer = {f.word for f in solution.words} - expected
    # Words of more than 5 faces are beyond the enumeration: check their paths instead.
    assert all(len(f.path) > 5 for f in solution.words if f.word in longer)
    assert expected <= {f.word for f in solution.words}
    for found in solution.words:
        assert_valid_path(board, found.word, found.path)
        assert found.points == OFFICIAL.points(found.word)


def test_word_centric_check_on_5x5_and_6x6():
    rng = random.Random(7)
    for size in (5, 6):
        board = shake(dice_for_size(size), 11)
        spelled = brute_force_strings(board, max_faces=4)
        words = sorted(w for w in spelled if len(w) >= 4 and w.isalpha())
        lexicon = Lexicon.from_words([*rng.sample(words, min(200, len(words))), "zzzz", "qqqq"])
        solution = solve(board, lexicon, BIG)
        assert {f.word for f in solution.words} == {w for w in lexicon if w in spelled}


def test_prebuilt_index_gives_the_same_answer():
    lexicon = Lexicon.from_words(["felt", "left", "lefts"])
    board = parse_board(FELT_BOARD)
    assert solve(board, build_index(lexicon.words()), CLASSIC) == solve(board, lexicon, CLASSIC)


def test_cancel_before_solving_raises_cancelled():
    progress = Progress()
    progress.cancel()
    with pytest.raises(Cancelled):
        solve(parse_board(FELT_BOARD), Lexicon.from_words(["felt"]), progress=progress)


def test_json_shape():
    solution = solve(parse_board(FELT_BOARD), Lexicon.from_words(["felt"]), OFFICIAL)
    assert solution.as_json() == {
        "board": FELT_BOARD.replace(" ", ""),
        "size": 4,
        "rules": "official",
        "score": 1,
        "words": [{"word": "felt", "points": 1, "path": [[2, 3], [2, 2], [3, 2], [3, 3]]}],
    }


# -- the round's rules (solvers.boggle.game) ---------------------------------------------------


def test_judge_gives_each_refusal_reason():
    from solvers.boggle.game import Verdict, judge

    board = parse_board(FELT_BOARD)
    lexicon = Lexicon.from_words(["felt", "left", "elf", "tone"])
    solution = solve(board, lexicon, CLASSIC)
    verdicts = {
        text: judge(text, solution, lexicon, already=["left"]).verdict
        for text in ["FELT", "left", "elf", "xyzzy", "tone", "fe1t", "  "]
    }
    assert verdicts == {
        "FELT": Verdict.ACCEPTED,
        "left": Verdict.ALREADY_FOUND,
        "elf": Verdict.TOO_SHORT,
        "xyzzy": Verdict.NOT_A_WORD,
        "tone": Verdict.NOT_ON_BOARD,
        "fe1t": Verdict.NOT_LETTERS,
        "  ": Verdict.NOT_LETTERS,
    }
    assert "at least 4 letters" in judge("elf", solution, lexicon, []).message


def test_a_word_typed_with_q_for_the_qu_die_is_pointed_at_the_word_on_the_board():
    from solvers.boggle.game import judge

    lexicon = Lexicon.from_words(["quit", "quits", "quite"])
    solution = solve(parse_board("qits xxxx xxxx xxxx"), lexicon, OFFICIAL)
    hint = "; the Qu die reads QU: try “quits”"
    assert judge("qits", solution, lexicon, []).message == f"“qits” is not in the dictionary (custom){hint}"
    big = solve(parse_board("qits xxxx xxxx xxxx"), lexicon, BIG)
    assert judge("qit", big, lexicon, []).message == (
        "“qit” is too short: the Big Boggle rules need at least 4 letters; the Qu die reads QU: try “quit”"
    )
    not_here = judge("qite", solution, lexicon, [])
    assert not_here.message == "“qite” is not in the dictionary (custom)"
    found_before = judge("qits", solution, lexicon, iter(["quits"]))  # found: no hint, an iterator is fine
    assert found_before.message == "“qits” is not in the dictionary (custom)"


def test_computer_strength_limits_words_by_commonness():
    from solvers.boggle.game import computer_words

    lexicon = Lexicon({"felt": 10, "left": 60, "elf": None}, "levels")
    solution = solve(parse_board(FELT_BOARD), lexicon, OFFICIAL)
    assert [f.word for f in solution.words] == ["elf", "felt", "left"]
    claimed = {s: [f.word for f in computer_words(solution, lexicon, s, ["felt"])] for s in ("easy", "hard")}
    assert claimed == {"easy": [], "hard": ["left"]}
    assert [f.word for f in computer_words(solution, lexicon, "perfect", [])] == ["elf", "felt", "left"]


def test_a_cancel_stops_the_search_inside_a_board():
    progress = CancelAtCheck(3)  # solve() checks once before the search, the search twice more
    with pytest.raises(Cancelled):
        solve(parse_board(E_BOARD), E_WORDS, progress=progress)
    assert progress.checks == 3
