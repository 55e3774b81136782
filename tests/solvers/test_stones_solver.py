"""The stone game solver, checked against an exhaustive search and the seed's table method."""

from __future__ import annotations

import random
from functools import cache

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
    is_win,
    parse_stone_count,
    perfect_move,
    solve,
    solve_by_table,
    winning_moves,
)


@cache
def brute_wins(n: int, k: int) -> bool:
    """Exhaustive search straight from the rules: can the player to move force a win?"""
    return any(t == n or not brute_wins(n - t, t) for t in range(1, min(n, k) + 1))


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
    ],
)
def test_parse_rejects_bad_input_with_a_reason(text, message):
    with pytest.raises(StonesError, match=message):
        parse_stone_count(text)


def test_parse_accepts_grouped_digits():
    assert parse_stone_count(" 1_000 ") == 1000
    assert parse_stone_count("1,000,000") == 10**6
    assert parse_stone_count("+13") == 13


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
