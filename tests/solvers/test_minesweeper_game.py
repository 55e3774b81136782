import pytest

from solvers.minesweeper.autoplay import auto_play, play_game, wilson_interval
from solvers.minesweeper.game import FLAG, LEVELS, FirstClick, Game, GameError, Status


@pytest.mark.parametrize("level", list(LEVELS))
def test_first_click_zero_opens_a_zero(level):
    for seed in range(30):
        game = Game.for_level(level, seed=seed, first_click="zero")
        row, col = 3, 4
        opened = game.reveal(row, col)
        assert game.state[row * game.width + col] == 0
        assert len(opened) >= 9
        assert len(game.mine_cells) == LEVELS[level].mines


def test_first_click_safe_is_never_a_mine_and_sometimes_not_zero():
    numbers = set()
    for seed in range(200):
        game = Game(5, 5, 12, seed=seed, first_click=FirstClick.SAFE)
        game.reveal(2, 2)
        assert game.status is not Status.LOST
        numbers.add(game.state[12])
    assert numbers - {0}, "with 12 mines in 25 cells a merely safe first click must often show a number"


def test_same_seed_same_game():
    a = Game.for_level("expert", seed=42)
    b = Game.for_level("expert", seed=42)
    a.reveal(8, 15)
    b.reveal(8, 15)
    assert a.mine_cells == b.mine_cells and a.state == b.state


def test_flood_fill_flag_chord_win_and_loss():
    # 4x3 board, mines at (0,3) and (2,3)
    game = Game(4, 3, 2, mine_layout={3, 11})
    opened = game.reveal(1, 0)
    # the zeros in columns 0-1 open, stopping at the numbers in column 2
    assert sorted(opened) == [0, 1, 2, 4, 5, 6, 8, 9, 10]
    assert game.state[2] == 1 and game.state[6] == 2
    game.toggle_flag(0, 3)
    assert game.state[3] == FLAG
    assert game.reveal(0, 3) == []  # a flagged cell is not revealed
    assert game.chord(0, 2) == [7]  # the 1 has its flag: the other hidden neighbour opens
    assert game.status is Status.WON


def test_chord_with_a_wrong_flag_loses():
    game = Game(3, 1, 1, mine_layout={2})
    game.reveal(0, 0)
    assert game.state[:2] == [0, 1]
    game.toggle_flag(0, 2)
    game.toggle_flag(0, 2)
    assert game.chord(0, 1) == []  # no flag: nothing happens
    game2 = Game(3, 2, 1, mine_layout={2})
    game2.reveal(1, 0)
    game2.toggle_flag(1, 2)  # wrong flag
    game2.chord(0, 1)
    assert game2.status is Status.LOST and game2.exploded == 2


def test_bad_setups_are_explained():
    with pytest.raises(GameError, match="room for at most 72 mines when the first click must open a zero"):
        Game(9, 9, 73, first_click="zero")
    with pytest.raises(GameError, match="unknown level 'huge'"):
        Game.for_level("huge")
    with pytest.raises(GameError, match="off the 9x9 board"):
        Game.for_level("beginner").reveal(9, 0)


def test_auto_player_wins_some_games_and_reports():
    report = auto_play("beginner", 20, seed=3, first_click="zero")
    assert report.games == 20
    assert 10 <= report.wins <= 20
    low, high = report.interval
    assert low <= report.win_rate <= high
    assert report.as_dict()["games"] == 20


def test_auto_player_never_loses_a_game_without_guessing():
    # A 3x1 board with a mine at one end: after the first click the rest is forced.
    game = Game(3, 1, 1, mine_layout={2})
    game.reveal(0, 0)
    assert play_game(game)


def test_wilson_interval_known_value():
    low, high = wilson_interval(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3
