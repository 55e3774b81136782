"""The bundled lists are in American spelling; British spellings can be added (colour, centre)."""

from __future__ import annotations

from solvers.boggle import parse_board, solve
from solvers.boggle.game import Verdict, judge
from solvers.lexicon import BUNDLED_LISTS, Lexicon, british_spellings, bundled_sizes, load_bundled
from solvers.progress import Progress
from tests.cli_helpers import run_solvers

BRITISH = ["colour", "favourite", "centre", "theatre", "realise", "grey", "tyre", "aluminium", "neighbour"]


def test_british_spellings_are_added_at_their_levels_and_change_nothing_else():
    american = load_bundled("small")
    both = load_bundled("small", british=True)
    # A British class's colour, centre and grey were "not in the dictionary" in every list.
    assert not any(word in american for word in BRITISH)
    assert all(word in load_bundled("huge", british=True) for word in BRITISH)
    assert "colour" in both and both.commonness("colour") == 10 and "color" in both
    assert len(american) == bundled_sizes()["small"]  # the American lists are as before
    added = set(both.words()) - set(american.words())
    assert added and added <= british_spellings() and not british_spellings() & set(american.words())
    assert "American and British spellings" in both.report.summary()
    everything = load_bundled("huge", british=True)
    levels = [everything.commonness(word) for word in british_spellings()]
    for name, threshold in BUNDLED_LISTS.items():  # each list adds the spellings up to its level
        extra = len(load_bundled(name, british=True)) - bundled_sizes()[name]
        assert extra == sum(1 for level in levels if level <= threshold)


def test_sizes_and_progress_count_the_british_spellings_once():
    for name in BUNDLED_LISTS:
        assert bundled_sizes(british=True)[name] == len(load_bundled(name, british=True))
    for british in (False, True):  # the sizes the menus give are the lists' as they load
        filtered = load_bundled("small", british=british, leave_out_offensive=True)
        assert bundled_sizes(british, leave_out_offensive=True)["small"] == len(filtered)
        assert len(filtered) < bundled_sizes(british)["small"]
    fractions: list[float | None] = []
    load_bundled("huge", Progress(lambda fraction, _: fractions.append(fraction)), british=True)
    # The American levels and then the British ones: the bar went to the end and back before.
    assert fractions == sorted(fractions, key=lambda f: -1 if f is None else f) and fractions[-1] == 1.0


def test_a_british_spelling_refused_by_an_american_list_says_why():
    board = parse_board("grey xxxx xxxx xxxx")
    american = load_bundled("small")
    verdict = judge("grey", solve(board, american), american, [])
    assert verdict.verdict is Verdict.NOT_A_WORD
    assert verdict.message == (
        "“grey” is not in the dictionary (small, in American spelling: British spellings can be turned on)"
    )
    both = load_bundled("small", british=True)
    assert judge("grey", solve(board, both), both, []).verdict is Verdict.ACCEPTED
    # No hint where British spellings are on, or for a user's file that is named like a bundled list.
    rarer = judge("ageings", solve(board, both), both, [])
    assert rarer.verdict is Verdict.NOT_A_WORD and "British" not in rarer.message
    users = Lexicon.from_words(["cat"], name="common")
    assert "British" not in judge("grey", solve(board, users), users, []).message


def test_the_command_line_adds_british_spellings_with_british():
    assert run_solvers("words", "--check", "colour").stdout == "colour: no\n"
    assert run_solvers("words", "--british", "--check", "colour").stdout.startswith("colour: yes")
    refused = run_solvers("words", "--words", "-", "--british", "--check", "x", stdin="x\n")
    assert refused.returncode == 2 and "--british goes with a bundled list" in refused.stderr
