"""``python -m solvers boggle``: JSON for one board, many boards, shaken boards; clear errors."""

from __future__ import annotations

import json

import pytest

from solvers.boggle import dice_for_size, shake
from solvers.cli import main

WORDS = ["felt", "left", "lefts", "elf", "self", "quit", "quits", "tee", "teel"]
FELT_BOARD = "xxxxxxxxxxefxxlt"


@pytest.fixture
def words_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(["boggle", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_one_board_as_json(capsys, words_file):
    status, out, _ = run(capsys, "--board", FELT_BOARD, "--words", words_file, "--json")
    assert status == 0
    assert json.loads(out) == {
        "board": FELT_BOARD,
        "size": 4,
        "rules": "official",
        "score": 3,
        "words": [
            {"word": "elf", "points": 1, "path": [[2, 2], [3, 2], [2, 3]]},
            {"word": "felt", "points": 1, "path": [[2, 3], [2, 2], [3, 2], [3, 3]]},
            {"word": "left", "points": 1, "path": [[3, 2], [2, 2], [2, 3], [3, 3]]},
        ],
    }


def test_rules_option(capsys, words_file):
    status, out, _ = run(capsys, "--board", FELT_BOARD, "--words", words_file, "--rules", "classic", "--json")
    assert status == 0
    assert [w["word"] for w in json.loads(out)["words"]] == ["felt", "left"]


def test_many_boards_one_json_line_each(capsys, words_file, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text(f"# two boards\n{FELT_BOARD}\n\nq i t s x x x x x x x x x x x x  # Qu\n")
    status, out, _ = run(capsys, "--boards", str(boards), "--words", words_file, "--json")
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["score"] for line in lines] == [3, 1 + 2]  # quit 1, quits 2 (Qu counts two letters)
    assert [w["word"] for w in lines[1]["words"]] == ["quit", "quits"]


def test_shake_is_reproducible_and_reports_its_seed(capsys, words_file):
    args = ("--shake", "--size", "5", "--seed", "42", "--words", words_file, "--json")
    status, out, _ = run(capsys, *args)
    assert status == 0
    answer = json.loads(out)
    assert answer["seed"] == 42 and answer["dice"] == "5x5-big" and answer["rules"] == "big"
    assert answer["board"] == shake(dice_for_size(5), 42).text()
    assert run(capsys, *args)[1] == out


def test_text_output_lists_words_and_total(capsys, words_file):
    status, out, _ = run(capsys, "--board", FELT_BOARD, "--words", words_file)
    assert status == 0
    assert "3 words, 3 points (Official" in out
    assert "felt" in out and "2,3 2,2 3,2 3,3" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--board", "abcdefghijklmno1"), "'1' at character 16 is not a letter"),
        (("--board", "abc"), "the board has 3 faces, which fills no board"),
        (("--board", FELT_BOARD, "--seed", "3"), "--seed goes with --shake, not with --board"),
        (("--boards", "b.txt", "--size", "5", "--dice", "5x5-big"), "--size and --dice go with --shake, not"),
        (("--shake", "--dice", "5x5-big", "--size", "4"), "--dice 5x5-big is a 5x5 set, not 4x4"),
        (("--boards", "/no/such/file.txt"), "cannot read /no/such/file.txt"),
    ],
)
def test_bad_input_exits_2_with_a_message(capsys, words_file, args, message):
    status, out, err = run(capsys, *args, "--words", words_file)
    assert status == 2
    assert message in err
    assert "Traceback" not in err and out == ""


def test_a_bad_line_in_a_boards_file_names_the_line(capsys, words_file, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text(f"{FELT_BOARD}\nabcd!fghijklmnop\n")
    status, _, err = run(capsys, "--boards", str(boards), "--words", words_file)
    assert status == 2
    assert f"{boards}, line 2: board: '!' at character 5 is not a letter" in err


def test_a_boards_file_that_is_not_utf8_names_the_line_and_column(capsys, words_file, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_bytes(f"{FELT_BOARD}\nab\xe9".encode("latin-1"))
    status, _, err = run(capsys, "--boards", str(boards), "--words", words_file)
    assert status == 2
    assert f"{boards}, line 2, column 3: byte 0xe9 is not UTF-8 text" in err


def test_a_boards_file_starting_with_a_byte_order_mark_is_read(capsys, words_file, tmp_path):
    boards = tmp_path / "notepad.txt"
    boards.write_bytes(b"\xef\xbb\xbf" + FELT_BOARD.encode() + b"\r\n")  # as Windows Notepad saves
    status, out, err = run(capsys, "--boards", str(boards), "--words", words_file, "--json")
    assert status == 0, err
    assert "felt" in {w["word"] for w in json.loads(out)["words"]}


def test_a_boards_file_of_mixed_sizes_matches_one_board_at_a_time(capsys, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("\n".join([*WORDS, "tea", "eat", "rate", "tear", "seat", "east", "note", "tone"]))
    texts = [shake(dice_for_size(size), seed).text() for seed, size in enumerate([4, 6, 5, 4, 5])]
    texts.append(FELT_BOARD)
    path = tmp_path / "boards.txt"
    path.write_text("\n".join(texts) + "\n")
    status, out, _ = run(capsys, "--boards", str(path), "--words", str(words), "--json")
    assert status == 0
    together = [json.loads(line) for line in out.splitlines()]
    one_by_one = [
        json.loads(run(capsys, "--board", text, "--words", str(words), "--json")[1]) for text in texts
    ]
    assert [(t["board"], t["rules"], t["score"], [w["word"] for w in t["words"]]) for t in together] == [
        (o["board"], o["rules"], o["score"], [w["word"] for w in o["words"]]) for o in one_by_one
    ]
    assert sum(t["score"] for t in together) > 3  # the boards hold words, not only the FELT board


def test_a_negative_seed_is_refused_as_it_would_repeat_a_positive_ones_board(capsys):
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "--shake", "--seed", "-1")
    assert exit_.value.code == 2
    assert "argument --seed: a seed is 0 or more, not -1" in capsys.readouterr().err


def test_one_word_and_one_point_are_counted_in_the_singular(capsys, tmp_path):
    words = tmp_path / "one.txt"
    words.write_text("zap\n")
    status, out, _ = run(capsys, "--board", "zap" + "x" * 13, "--words", str(words))
    assert status == 0 and "1 word, 1 point (Official" in out
