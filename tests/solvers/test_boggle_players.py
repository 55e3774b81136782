"""Players' written lists scored against one board: against an independent computation (a
brute-force word finder and crossing-out count of the tests' own), the refusal reasons, the
list reader, player names; and ``python -m solvers boggle --players``."""

from __future__ import annotations

import json
import random
import re

import pytest

from solvers.boggle import (
    Board,
    PlayerNameError,
    WordStatus,
    check_names,
    dice_for_size,
    parse_board,
    player_words,
    ranked,
    score_players,
    shake,
    solve,
)
from solvers.lexicon import Lexicon
from tests.cli_helpers import run_solvers

# c a t s
# x o x x
# x f e x
# x x l t
BOARD = "cats xoxx xfex xxlt"
WORDS = ["cat", "cats", "coat", "coats", "taco", "felt", "elf", "left", "dog", "ca"]
LEXICON = Lexicon.from_words(WORDS)


def traceable(board: Board, word: str) -> bool:
    """Whether ``word`` can be spelled on ``board`` by adjacent dice, each used once: a plain
    depth-first search of the tests' own, word by word (no trie, no neighbour table)."""
    size, faces = board.size, board.faces

    def spells(cell: int, rest: str, used: frozenset[int]) -> bool:
        face = faces[cell]
        if not face or not rest.startswith(face):
            return False
        rest = rest[len(face) :]
        if not rest:
            return True
        row, column = divmod(cell, size)
        for r in range(max(row - 1, 0), min(row + 2, size)):
            for c in range(max(column - 1, 0), min(column + 2, size)):
                other = r * size + c
                if other not in used and spells(other, rest, used | {other}):
                    return True
        return False

    return any(spells(cell, word, frozenset([cell])) for cell in range(size * size))


def official_points(word: str) -> int:
    return {3: 1, 4: 1, 5: 2, 6: 3, 7: 5}.get(len(word), 11)


def classic_points(word: str) -> int:
    return len(word) - 3


def expected_scores(board, words, lists, shortest, points, cross_out):
    """(typed, status, points) for each player's words, and the scores, worked out directly."""
    accepted: dict[str, list[str]] = {}
    verdicts: dict[str, list[tuple[str, str]]] = {}
    for name, typed_words in lists.items():
        own: set[str] = set()
        verdicts[name] = []
        for typed in typed_words:
            word = typed.lower()
            ok = word not in own and len(word) >= shortest and word in words and traceable(board, word)
            if ok:
                own.add(word)
                accepted.setdefault(word, []).append(name)
            verdicts[name].append((typed, word if ok else None))
    rows, scores = {}, {}
    for name, judged in verdicts.items():
        rows[name] = []
        for typed, word in judged:
            if word is None:
                rows[name].append((typed, "refused", 0))
            elif cross_out and len(accepted[word]) > 1:
                rows[name].append((typed, "crossed out", 0))
            else:
                rows[name].append((typed, "scored", points(word)))
        scores[name] = sum(row[2] for row in rows[name])
    return rows, scores


def random_walk(board: Board, rng: random.Random, length: int) -> str:
    """The string a random path of up to ``length`` dice spells (it stops where it is stuck)."""
    size = board.size
    cell = rng.randrange(size * size)
    path = [cell]
    while len(path) < length:
        row, column = divmod(path[-1], size)
        steps = [
            r * size + c
            for r in range(max(row - 1, 0), min(row + 2, size))
            for c in range(max(column - 1, 0), min(column + 2, size))
            if r * size + c not in path
        ]
        if not steps:
            break
        path.append(rng.choice(steps))
    return "".join(board.faces[c] for c in path)


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize(
    ("rules", "shortest", "points"), [("official", 3, official_points), ("classic", 4, classic_points)]
)
@pytest.mark.parametrize("cross_out", [True, False])
def test_scores_match_an_independent_computation(seed, rules, shortest, points, cross_out):
    rng = random.Random(seed)
    board = shake(dice_for_size(4 if seed % 2 else 5), seed)
    on_board = [random_walk(board, rng, rng.randint(2, 7)) for _ in range(60)]
    made_up = ["".join(rng.choice("abcdeilnorst") for _ in range(rng.randint(3, 6))) for _ in range(30)]
    words = set(rng.sample(on_board, 40) + rng.sample(made_up, 15))
    pool = rng.sample(on_board, 20) + rng.sample(made_up, 8)
    # Four players drawing from the same words, so that they share some (some written in capitals);
    # a fifth wrote nothing.
    lists = {
        name: [w.upper() if rng.random() < 0.2 else w for w in rng.choices(pool, k=rng.randint(5, 20))]
        for name in ("ann", "ben", "cy", "dee")
    }
    lists["eve"] = []
    lexicon = Lexicon.from_words(sorted(words))
    results = score_players(lists, solve(board, lexicon, rules), lexicon, cross_out)
    rows, scores = expected_scores(board, words, lists, shortest, points, cross_out)
    assert [result.name for result in results] == list(lists)
    for result in results:
        assert [(w.typed, w.status.value, w.points) for w in result.words] == rows[result.name]
        assert result.score == scores[result.name]
    # The draws test every kind of word.
    kinds = (
        {WordStatus.SCORED, WordStatus.REFUSED, WordStatus.CROSSED_OUT}
        if cross_out
        else {WordStatus.SCORED, WordStatus.REFUSED}
    )
    assert {w.status for result in results for w in result.words} == kinds


def test_each_refusal_says_why_as_the_game_does():
    solution = solve(parse_board(BOARD), LEXICON)
    (alice,) = score_players({"alice": ["CAT", "cat", "ca", "cot", "dog", "c4t", "Çats"]}, solution, LEXICON)
    reasons = [word.reason for word in alice.words]
    assert reasons == [
        None,
        "“cat” is in the list twice",
        "“ca” is too short: the Official rules need at least 3 letters",
        "“cot” is not in the dictionary (custom)",
        "“dog” is not on the board",
        "“c4t” is not a word: '4' is not a letter; use the letters a-z only",
        None,
    ]
    assert alice.words[-1].word == "cats" and alice.words[-1].points == 1  # accents fold as in the game
    assert alice.summary() == "alice: 2 points (7 words: 2 scored, 5 refused)"


def test_a_word_two_players_found_is_crossed_out_for_both_however_written():
    solution = solve(parse_board(BOARD), LEXICON)
    lists = {"alice": ["Cât", "coats"], "bob": ["cat", "felt"], "cy": []}
    alice, bob, cy = score_players(lists, solution, LEXICON)
    assert (alice.words[0].status, alice.words[0].shared_with) == (WordStatus.CROSSED_OUT, ("bob",))
    assert bob.words[0].describe() == "crossed out (also alice)"
    assert (alice.score, bob.score, cy.score) == (2, 1, 0)
    assert cy.summary() == "cy: 0 points (no words)"
    assert [result.name for result in ranked([cy, bob, alice])] == ["alice", "bob", "cy"]
    kept = score_players(lists, solution, LEXICON, cross_out_shared=False)
    assert kept[0].words[0].describe() == "scored (also bob)" and kept[0].score == 3
    assert kept[0].as_json()["words"][0] == {
        "typed": "Cât",
        "word": "cat",
        "status": "scored",
        "points": 1,
        "reason": None,
        "shared_with": ["bob"],
    }


def test_ties_keep_the_players_order():
    solution = solve(parse_board(BOARD), LEXICON)
    results = score_players({"zed": ["felt"], "amy": ["elf"], "bo": ["coats"]}, solution, LEXICON)
    assert [result.name for result in ranked(results)] == ["bo", "zed", "amy"]


def test_a_written_list_is_read_by_spaces_commas_and_lines():
    assert player_words("cat, dog\n\n  felt,,elf\tquit\r\nÉté ,") == [
        "cat",
        "dog",
        "felt",
        "elf",
        "quit",
        "Été",
    ]
    assert player_words("\n \n") == []


@pytest.mark.parametrize(
    ("names", "message", "index", "first"),
    [
        (["alice", " "], "player 2 has no name: give each player a name", 1, None),
        (
            ["Alice", "bob", "alice "],
            "players 1 and 3 are both named “alice”: give each player a name of their own",
            2,
            0,
        ),
    ],
)
def test_player_names_must_be_given_and_differ(names, message, index, first):
    with pytest.raises(PlayerNameError, match=message) as caught:
        check_names(names)
    assert isinstance(caught.value, ValueError)
    assert (caught.value.index, caught.value.first) == (index, first)
    solution = solve(parse_board(BOARD), LEXICON)
    with pytest.raises(PlayerNameError):
        score_players({name: [] for name in names}, solution, LEXICON)


def test_names_are_kept_without_surrounding_spaces():
    assert check_names([" Alice ", "Bob"]) == ["Alice", "Bob"]


def test_a_text_is_not_taken_for_a_list_of_one_letter_words():
    with pytest.raises(TypeError, match="not one string"):
        score_players({"alice": "cat felt"}, solve(parse_board(BOARD), LEXICON), LEXICON)


# -- the command line ------------------------------------------------------------------------


@pytest.fixture
def files(tmp_path):
    """The word list and three players' lists (one empty)."""
    (tmp_path / "words.txt").write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    (tmp_path / "alice.txt").write_text("cat, coats\nDOG\n\ncat\n", encoding="utf-8")
    (tmp_path / "bob.txt").write_text("cat felt\n", encoding="utf-8")
    (tmp_path / "cy.txt").write_text("", encoding="utf-8")
    return tmp_path


def players_args(files, *names: str) -> list[str]:
    return ["--words", str(files / "words.txt"), "--players", *(str(files / f"{name}.txt") for name in names)]


def test_cli_text_ranks_the_players_and_gives_each_word(files):
    result = run_solvers("boggle", "--board", BOARD, *players_args(files, "cy", "bob", "alice"))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "words two or more players found are crossed out" in result.stdout
    summaries = [line for line in lines if re.match(r"\w+: \d+ points? \(", line)]
    assert summaries == [
        "alice: 2 points (4 words: 1 scored, 1 crossed out, 2 refused)",
        "bob: 1 point (2 words: 1 scored, 1 crossed out)",
        "cy: 0 points (no words)",
    ]
    start = lines.index(summaries[0])
    assert lines[start + 1 : start + 5] == [
        "  cat     0  crossed out (also bob)",
        "  coats   2  scored",
        "  DOG     0  refused: “dog” is not on the board",
        "  cat     0  refused: “cat” is in the list twice",
    ]


def test_cli_json_and_keep_shared(files):
    result = run_solvers(
        "boggle", "--board", BOARD, *players_args(files, "alice", "bob"), "--keep-shared", "--json"
    )
    assert result.returncode == 0, result.stderr
    answer = json.loads(result.stdout)
    assert (answer["board"], answer["rules"], answer["cross_out_shared"]) == (
        "catsxoxxxfexxxlt",
        "official",
        False,
    )
    assert [(p["name"], p["score"]) for p in answer["players"]] == [("alice", 3), ("bob", 2)]
    assert answer["players"][0]["words"][2] == {
        "typed": "DOG",
        "word": "dog",
        "status": "refused",
        "points": 0,
        "reason": "“dog” is not on the board",
        "shared_with": [],
    }
    assert answer["players"][1]["words"][0]["shared_with"] == ["alice"]


def test_cli_scores_players_on_a_shaken_board(files):
    args = (
        "boggle",
        "--shake",
        "--seed",
        "7",
        *players_args(files, "alice", "bob"),
        "--rules",
        "classic",
        "--json",
    )
    answer = json.loads(run_solvers(*args).stdout)
    assert (answer["seed"], answer["dice"], answer["rules"]) == (7, "4x4-1987", "classic")
    assert answer["board"] == shake(dice_for_size(4), 7).text()
    assert len(answer["players"]) == 2


def test_cli_reads_a_windows_1252_list_and_says_so(files):
    (files / "dee.txt").write_bytes("Cât\ncoats\n".encode("cp1252"))
    result = run_solvers("boggle", "--board", BOARD, *players_args(files, "dee"), "--json")
    assert result.returncode == 0, result.stderr
    assert f"note: {files / 'dee.txt'} is not UTF-8 text: read as Windows-1252" in result.stderr
    words = json.loads(result.stdout)["players"][0]["words"]
    assert [(w["typed"], w["word"], w["points"]) for w in words] == [("Cât", "cat", 1), ("coats", "coats", 2)]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (lambda f: [*players_args(f, "alice"), str(f / "sub" / "alice.txt")], "would both be player “alice”"),
        (lambda f: [*players_args(f, "alice"), "-"], "'-' (standard input) cannot be a player's list"),
        (lambda f: players_args(f, "alice", "nobody"), "cannot read "),
        (lambda f: players_args(f, "bad"), "bad.txt, line 2, column 1: byte 0x81 is not UTF-8 text"),
        (lambda f: ["--words", str(f / "words.txt"), "--keep-shared"], "--keep-shared goes with --players"),
    ],
)
def test_cli_bad_player_files_are_refused_clearly(files, args, message):
    (files / "sub").mkdir()
    (files / "sub" / "alice.txt").write_text("cat\n", encoding="utf-8")
    (files / "bad.txt").write_bytes(b"cat\n\x81\n")
    result = run_solvers("boggle", "--board", BOARD, *args(files))
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_cli_players_go_with_one_board(files):
    boards = files / "boards.txt"
    boards.write_text(BOARD + "\n", encoding="utf-8")
    result = run_solvers("boggle", "--boards", str(boards), *players_args(files, "alice"))
    assert result.returncode == 2
    assert "--players goes with one board, not with --boards" in result.stderr
