"""Leaving offensive words out of a word list: the bundled list, Lexicon.without, --no-offensive."""

from __future__ import annotations

import json

import pytest

from solvers.boggle import Board, dice_set, index_for, parse_board, shake, solve
from solvers.boggle.batch import solve_many
from solvers.boggle.game import judge
from solvers.letters import is_plain
from solvers.lexicon import Lexicon, load_bundled, offensive_words, without_offensive
from tests.cli_helpers import run_solvers
from tests.solvers.test_cli import subcommands

#: What a teacher saw on the projector with the small list (see the header of offensive.txt).
SMALL_LIST_OFFENDERS = {"bitch", "slut", "whore", "tits", "cock", "bastard", "rape"}


def first_board_with_an_offensive_word(lexicon: Lexicon) -> tuple[Board, str]:
    """The first board shaken from the default dice (seeds 0, 1, ...) on which ``lexicon`` finds
    an offensive word, and that word."""
    dice, index = dice_set("4x4-1987"), index_for(lexicon)
    for seed in range(2000):
        board = shake(dice, seed)
        found = sorted({f.word for f in solve(board, index).words} & offensive_words())
        if found:
            return board, found[0]
    raise AssertionError("no board of 2,000 holds an offensive word")


def test_the_bundled_list_spells_out_the_forms_and_spares_everyday_words():
    words = offensive_words()
    assert 300 <= len(words) <= 600 and all(is_plain(word) for word in words)
    assert {"bitch", "bitches", "bitchy", "whore", "whores", "cunt", "cunts", "fag", "fags"} <= words
    assert {"fuck", "fucks", "fucked", "fucking", "wank", "wanked", "wanking", "wanker"} <= words
    assert {"faggoted", "faggoting", "dyked"} <= words  # forms the British spellings add
    # Words that merely contain an offensive one, or whose rude sense is the rarer one, stay.
    assert not words & {"cockpit", "scrap", "assassin", "cocky", "screw", "gay", "prick", "niggle", "craps"}


def test_leaving_out_keeps_the_name_and_every_other_word_at_its_level():
    small = load_bundled("small")
    kept = without_offensive(small)
    assert set(small.words()) >= SMALL_LIST_OFFENDERS
    assert not SMALL_LIST_OFFENDERS & set(kept.words())
    assert "bitches" in small and "bitches" not in kept and not kept.has_prefix("bitche")
    assert set(kept.words()) == set(small.words()) - offensive_words()
    assert all(kept.commonness(word) == small.commonness(word) for word in kept.words())
    assert kept.words(20) == [word for word in small.words(20) if word not in offensive_words()]
    assert kept.name == "small" and len(kept) == len(small) - kept.report.left_out
    assert kept.report.left_out >= len(SMALL_LIST_OFFENDERS) and kept.report.words == len(kept)
    assert kept.report.summary() == (
        f"small (SCOWL up to level 35): {len(kept):,} words; {kept.report.left_out} offensive words left out"
    )
    assert "left out" not in small.report.summary()  # the library call is explicit: load keeps all


def test_without_ignores_case_accents_and_absent_words():
    lexicon = Lexicon.from_words(["cat", "dog", "ete", "emu"], "animals")
    less = lexicon.without(["DOG", "Été", "zebra"], "unwanted")
    assert less.words() == ["cat", "emu"] and less.name == "animals"
    assert (
        less.report.left_out == 2 and less.report.summary() == "animals: 2 words; 2 unwanted words left out"
    )
    assert lexicon.without(["zebra"]) is lexicon  # nothing to leave out
    with pytest.raises(TypeError, match="not one string"):
        lexicon.without("dog")


def test_a_word_left_out_is_refused_as_such_not_as_missing_from_the_list():
    """A club's own list has tit (the bird) and ass: "not in the dictionary" was false."""
    board = parse_board("tits asse xxxx xxxx")
    kept = without_offensive(Lexicon.from_words(["tit", "tits", "ass", "asset"], "club.txt"))
    solution = solve(board, kept)
    assert judge("Tits", solution, kept, []).message == (
        "“tits” is left out as offensive (club.txt has it; offensive words can be let back in)"
    )
    assert judge("tist", solution, kept, []).message == "“tist” is not in the dictionary (club.txt)"
    assert kept.report.left_out_words == {"tit", "tits", "ass"}


def test_the_computer_finds_no_offensive_word_on_shaken_boards():
    large = load_bundled("large")
    boards = [shake(dice_set("4x4-1987"), seed) for seed in range(300)]
    found = [{f.word for f in solution.words} for solution in solve_many(boards, large)]
    assert sum(bool(words & offensive_words()) for words in found) >= 10  # the teacher's 9%
    kept = [{f.word for f in solution.words} for solution in solve_many(boards, without_offensive(large))]
    assert not set().union(*kept) & offensive_words()
    assert all(words - offensive_words() == kept_words for words, kept_words in zip(found, kept))


def test_no_offensive_leaves_them_out_of_words_check():
    done = run_solvers("words", "--list", "small", "--check", "fag", "Bitch", "dog", "--no-offensive")
    assert done.returncode == 0, done.stderr
    # fag is not in the small list at all: only a word the list had is said to be left out.
    assert done.stdout == "fag: no\nBitch: no (left out as offensive)\ndog: yes (commonness level 10)\n"
    whole = run_solvers("words", "--list", "small", "--check", "bitch", "--json")
    assert json.loads(whole.stdout)["check"]["bitch"]["present"]  # the whole list by default


def test_no_offensive_leaves_them_out_of_a_boggle_solution_and_a_users_file(tmp_path):
    board, word = first_board_with_an_offensive_word(load_bundled("large"))
    solved = run_solvers("boggle", "--board", board.text(), "--json")
    assert word in {found["word"] for found in json.loads(solved.stdout)["words"]}
    solved = run_solvers("boggle", "--board", board.text(), "--json", "--no-offensive")
    assert not {found["word"] for found in json.loads(solved.stdout)["words"]} & offensive_words()
    path = tmp_path / "mine.txt"
    path.write_text("slut\nsluts\ncats\n", "utf-8")
    pattern = ("crossword", "--pattern", "s???", "--words", str(path), "--json")
    assert [found["word"] for found in json.loads(run_solvers(*pattern).stdout)["words"]] == ["slut"]
    done = run_solvers(*pattern, "--no-offensive")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["words"] == []


def test_every_command_that_takes_a_word_list_offers_no_offensive():
    commands = subcommands()
    takes_a_list = {
        name for name, (_, parser) in commands.items() if "--list" in parser._option_string_actions
    }
    assert takes_a_list == {"boggle", "crossword", "words"}
    for name in takes_a_list:
        option = commands[name][1]._option_string_actions["--no-offensive"]
        assert "offensive words (slurs, obscenities, sexual terms)" in option.help
        assert "without it the list is used whole" in option.help
