"""The stone game solver, checked against an exhaustive search and the seed's table method."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from itertools import islice
from typing import TypeVar

import pytest

from solvers.stones import (
    Game,
    Position,
    Side,
    StonesError,
    best_first_move,
    binary_tails,
    build_table,
    explain_answer,
    explain_position,
    highest_bit,
    is_win,
    iter_winning_moves,
    largest_winning_move,
    parse_stone_count,
    perfect_move,
    solve,
    solve_by_table,
    winning_moves,
)

T = TypeVar("T")

#: A number of 4,300 digits, the most N may have: 2**14284 has 4,300.
HUGE_BITS = 14284


@cache
def brute_wins(n: int, k: int) -> bool:
    """Exhaustive search straight from the rules: can the player to move force a win?"""
    return any(t == n or not brute_wins(n - t, t) for t in range(1, min(n, k) + 1))


def brute_hardest_move(n: int, k: int) -> int:
    """The computer's policy in a lost position, scored by exhaustive search: a take after which taking
    everything left does not win at once, whenever there is one; among those, the take that leaves the
    opponent the smallest share of winning replies among their legal replies, the larger on a tie.
    (The computer used to score every take this way whenever at most 256 were allowed.)"""

    def score(t: int) -> tuple[bool, Fraction, int]:
        left, most = n - t, min(n - t, t)
        wins = sum(1 for r in range(1, most + 1) if r == left or not brute_wins(left - r, r))
        return left <= t, Fraction(wins, most), -t

    return min(range(1, min(n, k) + 1), key=score)


class TooManySteps(Exception):
    pass


def within_steps(limit: int, fn: Callable[[], T]) -> T:
    """``fn()``, failing as soon as it has run more than ``limit`` Python steps (calls and lines).

    A measure of work that does not depend on the machine: each step does at most a few operations
    on whole numbers, each linear in their size, so a bound on steps that holds at 4,300 digits means
    no loop over the bits of N.  Stopping at the limit also keeps a slow version from running for
    minutes."""
    steps = 0

    def trace(frame: object, event: str, arg: object) -> Callable[..., object]:
        nonlocal steps
        steps += 1
        if steps > limit:
            raise TooManySteps(f"more than {limit} steps")
        return trace

    previous = sys.gettrace()
    sys.settrace(trace)
    try:
        return fn()
    finally:
        sys.settrace(previous)


def brute_answer(n: int) -> list[int]:
    """Every winning first move for n stones, by exhaustive search."""
    return [t for t in range(1, n) if not brute_wins(n - t, t)]


def test_seed_example_13_gives_5():
    answer = solve(13)
    assert answer.best_first_move == 5
    assert answer.winning_first_moves == (1, 5)
    assert answer.first_player_wins
    assert solve_by_table(13).best_first_move == 5


@pytest.mark.parametrize("n", [1, 2, 4, 8, 64, 1024, 2**50, 2**1000])
def test_powers_of_two_are_lost(n):
    answer = solve(n)
    assert answer.best_first_move == 0
    assert answer.winning_first_moves == ()
    assert not answer.first_player_wins


def test_every_position_matches_exhaustive_search():
    for n in range(1, 90):
        for k in range(0, 92):
            position = Position(n, k)
            assert is_win(position) == brute_wins(n, k), (n, k)
            expected = [t for t in range(1, min(n, k) + 1) if t == n or not brute_wins(n - t, t)]
            assert winning_moves(position) == expected, (n, k)
            assert largest_winning_move(position) == (expected[-1] if expected else 0), (n, k)


def test_theory_and_table_agree_for_every_n_up_to_500():
    for n in range(1, 501):
        by_theory = solve(n)
        by_table = solve_by_table(n)
        assert by_theory == by_table, n
        assert best_first_move(n) == by_table.best_first_move, n


def test_one_big_table_agrees_for_every_n_up_to_2000():
    table = build_table(2000)
    for n in range(1, 2001):
        start = Position.start(n)
        assert table.winning_moves(start) == list(solve(n).winning_first_moves), n
        for k in (1, 2, 3, n // 3, n // 2, n):
            assert table.wins(Position(n, k)) == is_win(Position(n, k)), (n, k)


def test_table_agrees_with_exhaustive_search():
    table = build_table(150)
    for n in range(1, 151):
        assert table.winning_moves(Position.start(n)) == brute_answer(n), n


def test_huge_n_links_to_the_table_of_its_tail():
    """N = 2^e + m (m < 2^e) wins with exactly the moves that win from m stones with no limit."""
    table = build_table(300)
    for e in (100, 997, 2000):
        for m in range(1, 301):
            answer = solve(2**e + m)
            assert list(answer.winning_first_moves) == table.winning_moves(Position(m, m)), (e, m)
            assert answer.best_first_move == m


def test_huge_n_with_hundreds_of_digits():
    rng = random.Random(7)
    for _ in range(20):
        n = rng.randrange(10**299, 10**300)
        answer = solve(n)
        assert answer.best_first_move == n - 2 ** (n.bit_length() - 1) == best_first_move(n)
        assert len(answer.winning_first_moves) == bin(n).count("1") - 1
        for t in answer.winning_first_moves:
            assert not is_win(Position(n - t, t))
        for t in (1, 2, 3, answer.best_first_move + 1, n // 2, n - 1):
            if t not in answer.winning_first_moves:
                assert is_win(Position(n - t, t)), t


def test_binary_tails():
    assert binary_tails(13) == [1, 5, 13]
    assert binary_tails(12) == [4, 12]
    assert binary_tails(1) == [1]


def _computer_always_wins(n: int, k: int, seen: dict[tuple[int, int], bool]) -> bool:
    """The computer moves in (n, k); does it win against every possible opponent reply?"""
    if (n, k) in seen:
        return seen[(n, k)]
    take = perfect_move(Position(n, k))
    assert 1 <= take <= min(n, k)
    if take == n:
        result = True
    else:
        left = n - take
        result = all(
            reply != left and _computer_always_wins(left - reply, reply, seen)
            for reply in range(1, min(left, take) + 1)
        )
    seen[(n, k)] = result
    return result


def test_computer_never_loses_a_won_position():
    seen: dict[tuple[int, int], bool] = {}
    for n in range(1, 120):
        for k in range(1, n + 1):
            if brute_wins(n, k):
                assert _computer_always_wins(n, k, seen), (n, k)


def test_computer_in_a_lost_position_still_moves_legally_even_for_huge_n():
    for position in (Position(8, 5), Position(64, 63), Position(2**400, 2**400 - 1), Position(2**400, 3)):
        take = perfect_move(position)
        assert 1 <= take <= position.limit
    with pytest.raises(StonesError, match="over"):
        perfect_move(Position(0, 3))


def test_computer_in_a_lost_position_leaves_the_smallest_share_of_winning_replies():
    """The computer's policy when lost, against exhaustive scoring of every take."""
    lost = 0
    for n in range(2, 150):
        for k in range(1, n):
            if not brute_wins(n, k):
                lost += 1
                assert perfect_move(Position(n, k)) == brute_hardest_move(n, k), (n, k)
    assert lost == 484


def test_computer_in_a_lost_position_never_lets_taking_everything_win_when_it_can_avoid_it():
    """From N = 16, 32 or 64 the computer moving first took half, and the person won by taking the
    rest; from 32 it now takes 15, leaving 17, whose one winning reply is 1."""
    assert perfect_move(Position.start(32)) == 15
    for n in range(2, 200):
        for k in range(1, n):
            if brute_wins(n, k):
                continue
            takes = range(1, min(n, k) + 1)
            avoidable = any(n - t > t for t in takes)
            t = perfect_move(Position(n, k))
            assert n - t > t or not avoidable, (n, k, t)


def test_computer_moves_at_once_from_a_lost_position_of_4300_digits():
    """The computer used to score about three takes per bit of N from their full lists of winning
    replies (minutes at a few thousand digits, on the GUI thread); now a few operations."""
    rng = random.Random(11)
    top = 1 << HUGE_BITS
    positions = [
        Position.start(top),  # N a power of two, the computer moves first
        Position(top, top // 2),  # N = 3 * 2**14283 and the person took 2**14283
        Position(top, 3),
    ]
    for _ in range(5):
        low = 1 << rng.randrange(2, HUGE_BITS - 4)
        n = top + low * (2 * rng.randrange(top // (16 * low)) + 1)
        positions.append(Position(n, rng.randrange(1, low)))
    for position in positions:
        assert len(str(position.stones)) == 4300 and not is_win(position)
        take = within_steps(60, lambda position=position: perfect_move(position))
        assert 1 <= take <= position.limit
        reply = position.after(take)
        # The best a lost position allows: more stones left than may be taken, and one winning reply
        # among at least half as many legal replies as the most that may be taken (at most
        # (n - 1) // 2 when all are allowed).
        assert reply.stones > reply.limit and len(list(islice(iter_winning_moves(reply), 2))) == 1
        assert reply.limit >= highest_bit(min(position.max_take, (position.stones - 1) // 2))


def test_computer_move_and_hint_in_a_won_position_of_4300_digits_take_few_steps():
    n = (1 << HUGE_BITS) - 1  # 14,284 winning first moves, each up to 4,300 digits
    start = Position.start(n)
    assert within_steps(60, lambda: perfect_move(start)) == n - highest_bit(n)
    hint = within_steps(400, lambda: explain_position(start))
    assert "wins by taking 1, 3, 7, 15, 31, 63, …" in hint


def test_hint_compares_the_lowest_bit_with_what_may_really_be_taken():
    text = explain_position(Position(1, 5))
    assert "at most 1 may be taken; the lowest 1-bit is 1, not more than 1," in text
    assert "5" not in text
    text = explain_position(Position(8, 20))
    assert "at most 8 may be taken; the lowest 1-bit is 8, not more than 8, so" in text


def test_hint_in_a_lost_position_names_the_hardest_take_and_counts_the_replies():
    """Checked against exhaustive search: the take named leaves exactly one winning reply among the
    number of legal replies the hint gives."""
    for n in range(2, 80):
        for k in range(1, n):
            if brute_wins(n, k):
                continue
            text = explain_position(Position(n, k))
            if min(n, k) == 1:
                assert text.endswith("The only take, 1, leaves the other player a single move, and it wins.")
                continue
            t = brute_hardest_move(n, k)
            replies = range(1, min(n - t, t) + 1)
            winning = [r for r in replies if r == n - t or not brute_wins(n - t - r, r)]
            assert len(winning) == 1, (n, k)
            expected = f"take {t}: only 1 of the other player's {len(replies)} possible takes then wins."
            assert text.endswith(expected), (n, k, text)


def test_a_refusal_gives_the_rule_that_limits_the_move():
    with pytest.raises(StonesError, match=r"at most 12 stones now \(the first move may not take all"):
        Game(13, Side.HUMAN).play(99999999999999999999999999)
    with pytest.raises(StonesError, match=r"at most 12 stones now \(the first move may not take all"):
        Game(13, Side.HUMAN).play(13)
    # Six left after a take of five: six would be all of them, but the limit is the previous move.
    with pytest.raises(StonesError, match=r"at most 5 stones now \(the previous move took 5\)"):
        Position.start(11).after(5).check_move(6)
    with pytest.raises(StonesError, match=r"at most 1 stone now \(only 1 stone left\); you asked for 2"):
        Position(1, 5).check_move(2)
    # More than there are, with a smaller limit: the limit's reason; a huge number, abbreviated.
    with pytest.raises(
        StonesError,
        match=r"at most 5 stones now \(the previous move took 5\); you asked for 1000.*\(3961 more\)",
    ):
        Position(20, 5).check_move(10**4000)


def test_game_against_the_computer():
    game = Game(13, Side.HUMAN)
    assert game.human_can_win()
    with pytest.raises(StonesError, match="at most 12"):
        game.play(13)
    with pytest.raises(StonesError, match="at least 1"):
        game.play(0)
    game.play(5)
    with pytest.raises(StonesError, match="computer's turn"):
        game.play(1)
    reply = game.computer_plays()
    assert reply.side is Side.COMPUTER and 1 <= reply.take <= 5
    assert game.position == Position(8 - reply.take, reply.take)
    if reply.take < game.position.stones:
        with pytest.raises(StonesError, match=f"previous move took {reply.take}"):
            game.play(reply.take + 1)
    else:
        with pytest.raises(StonesError, match=f"only {game.position.stones} stone"):
            game.play(game.position.stones + 1)
    while not game.is_over:
        if game.to_move is Side.HUMAN:
            game.play(winning_moves(game.position)[-1])
        else:
            game.computer_plays()
    assert game.winner is Side.HUMAN
    assert sum(move.take for move in game.history) == 13
    assert game.history[0].describe(1) == "1. You took 5 stones; 8 left, next move at most 5."
    with pytest.raises(StonesError, match="over"):
        game.computer_plays() if game.to_move is Side.COMPUTER else game.play(1)


def test_computer_first_wins_when_n_is_not_a_power_of_two():
    for n in (3, 13, 100, 999):
        game = Game(n, Side.COMPUTER)
        while not game.is_over:
            if game.to_move is Side.COMPUTER:
                game.computer_plays()
            else:
                game.play(1)
        assert game.winner is Side.COMPUTER, n


def test_one_stone_means_no_first_move():
    game = Game(1, Side.HUMAN)
    assert game.is_over and game.winner is Side.COMPUTER
    with pytest.raises(StonesError, match="only stone"):
        game.play(1)
    assert solve(1).best_first_move == 0


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("abc", "contains 'a'"),
        ("12.5", "contains '.'"),
        ("0", "at least 1"),
        ("-4", "at least 1"),
        ("9" * 5000, "5000 digits"),
        ("+", "'\\+' has no digits"),
        ("1,0", "'1,0' has a misplaced separator: digits may be grouped only in threes"),
        (",12", "',12' has a misplaced separator"),
        ("12,", "'12,' has a misplaced separator"),
        ("1,2345", "'1,2345' has a misplaced separator"),
        ("1234,567", "'1234,567' has a misplaced separator"),
        ("1,,000", "'1,,000' has a misplaced separator"),
        ("1,000_000", "'1,000_000' has a misplaced separator"),
        ("1_0", "'1_0' has a misplaced separator"),
        ("1 2", "without spaces; '1 2' has one inside"),
        ("1 000", "without spaces; '1 000' has one inside"),
        ("1" + "0" * 5000 + " 1", r"without spaces; '1000000.*\(4963 more\)…0+ 1' has one inside"),
    ],
)
def test_parse_rejects_bad_input_with_a_reason(text, message):
    with pytest.raises(StonesError, match=message):
        parse_stone_count(text)


def test_parse_accepts_digits_grouped_in_threes():
    assert parse_stone_count(" 1_000 ") == 1000
    assert parse_stone_count("1,000,000") == 10**6
    assert parse_stone_count("12,345,678") == 12345678
    assert parse_stone_count("999,999") == 999999
    assert parse_stone_count("+13") == 13
    assert parse_stone_count("0013") == 13
    assert parse_stone_count("0" * 5000 + "7") == 7  # leading zeros are not digits of the number


def test_table_limits():
    with pytest.raises(StonesError, match="2000"):
        build_table(2001)
    table = build_table(10)
    with pytest.raises(StonesError, match=r"1\.\.10"):
        table.wins(Position(11, 3))


def test_explanations_name_the_reason():
    text = " ".join(explain_answer(solve(13)))
    assert "1101" in text and "13 - 8 = 5" in text and "Answer: 5." in text and "(4 bits)" in text
    assert "power of two" in " ".join(explain_answer(solve(32)))
    assert "no move" in " ".join(explain_answer(solve(1))) and "(1 bit)" in explain_answer(solve(1))[0]
    assert "loses" in explain_position(Position(8, 5))
    assert "wins by taking 1, 5" in explain_position(Position(13, 12))
    huge = " ".join(explain_answer(solve(3**700)))
    assert "more)" in huge and len(huge) < 3000


def test_a_move_that_gives_a_won_game_away_says_which_would_have_kept_it():
    from solvers.stones.game import Game, Side
    from solvers.stones.theory import is_win

    for n in range(2, 80):
        for take in range(1, n):
            game = Game(n, Side.HUMAN)
            move = game.play(take)
            lost_it = is_win(move.before) and is_win(move.after)
            line = move.describe(1)
            assert ("That lets the computer win" in line) == lost_it, (n, take)
            if lost_it:
                # The move named keeps the win: the computer then faces a lost position.
                kept = Game(n, Side.HUMAN).play(move.winning_instead())
                assert not is_win(kept.after) and f"taking {move.winning_instead()} would" in line
    assert "would have kept" not in Game(20, Side.HUMAN).play(4).describe(1)  # 20 stones: take 4
