"""Voting input as a library user and a German, French or Polish spreadsheet give it: decimal commas
in semicolon files, NumPy's integers, Windows-1252 files, games built without create()."""

from __future__ import annotations

import codecs
from pathlib import Path

import numpy as np
import pytest

import solvers.voting
from solvers.minesweeper import PositionError, read_position
from solvers.text_file import NotUtf8Error, Utf16Error, decode_utf8
from solvers.voting import VotingInputError, WeightedGame, power_indices
from solvers.voting.csvio import BlockTable, parse_blocks, read_blocks, write_blocks
from tests.cli_helpers import run_solvers

#: A German spreadsheet's CSV of the game 1.5 / 2.25 / 0.75 with quota 3 (powers 0.2 / 0.6 / 0.2).
GERMAN_DECIMALS = "# quota: 3\nPartei;Gewicht\nA;1,500\nB;2,250\nC;0,750\n"


def test_a_comma_in_a_weight_of_a_semicolon_file_is_refused_not_read_as_grouping() -> None:
    with pytest.raises(VotingInputError) as raised:
        parse_blocks(GERMAN_DECIMALS, "wahl.csv")
    assert str(raised.value) == (
        "wahl.csv, line 3, column 4: weight '1,500' has a decimal comma (the fields are separated by "
        "semicolons) but weights are whole numbers: write 1500 without the comma if that is the number "
        "meant, or multiply every weight by the same factor to make them whole"
    )
    with pytest.raises(VotingInputError, match=r"^in, line 1, column 11: weight \'2,5\'"):
        parse_blocks('"Verts";"2,5";;\n', "in")  # a quoted weight, trailing empty cells: the same


def test_comma_grouping_stays_where_it_is_unambiguous(tmp_path: Path) -> None:
    assert parse_blocks('name,weight\nA,"1,000"\nB,500\n').weights == (1000, 500)
    assert parse_blocks("A;1000\nB;6\n").weights == (1000, 6)
    result = run_solvers("voting", "--weights", "1,000 2,000", "--json")
    assert result.returncode == 0 and '"weights":[1000,2000]' in result.stdout
    path = tmp_path / "wahl.csv"
    path.write_text(GERMAN_DECIMALS, encoding="utf-8")
    result = run_solvers("voting", "--csv", str(path))
    assert result.returncode == 2 and f"{path}, line 3, column 4: weight '1,500' has a decimal comma" in (
        result.stderr
    )


def test_numpy_weights_and_quota_are_whole_numbers() -> None:
    game = WeightedGame.create(np.array([50, 49, 1]), quota=np.int64(51))
    assert game == WeightedGame.create([50, 49, 1], quota=51)
    assert {type(value) for value in (*game.weights, game.quota)} == {int}
    assert power_indices(game).banzhaf_percent == (60, 20, 20)
    with pytest.raises(VotingInputError, match=r"block 1: weight np\.float64\(1\.0\) is not a whole number"):
        WeightedGame.create(np.array([1.0, 2.5]))
    with pytest.raises(VotingInputError, match="weight True is not a whole number"):
        WeightedGame.create([True, 2])


@pytest.mark.parametrize(
    ("names", "weights", "quota", "message"),
    [
        (("A", "B"), (5, 0), 3, r"block 2 \(B\): weight 0 must be at least 1"),
        (("A", "B"), (5, 1), 0, r"quota 0 is outside 1\.\.6"),
        (("A", "B"), (5, 1), -2, r"quota -2 is outside 1\.\.6"),
        (("A", "B"), (5, 1), 2.0, r"quota 2\.0 is not a whole number"),
        (("A",), (5, 1), 3, "1 names for 2 weights"),
        ((), (), 1, "no blocks"),
    ],
)
def test_a_game_built_without_create_is_checked(names, weights, quota, message) -> None:
    with pytest.raises(VotingInputError, match=message):
        WeightedGame(names, weights, quota)


def test_a_game_built_directly_keeps_plain_ints() -> None:
    game = WeightedGame(["A", "B", "C"], [np.int64(50), 49, 1], np.int64(51))  # type: ignore[arg-type]
    assert game.weights == (50, 49, 1) and game.names == ("A", "B", "C") and type(game.quota) is int
    assert power_indices(game).swings == (3, 1, 1)


def test_a_windows_1252_file_is_read_and_said_so(tmp_path: Path) -> None:
    path = tmp_path / "excel.csv"
    path.write_bytes("Partei;Sitze\nGrüne;5\nZürich;3\nŒuvre;2\n".encode("cp1252"))
    table = read_blocks(path)
    assert table.names == ("Grüne", "Zürich", "Œuvre") and table.weights == (5, 3, 2)
    assert table.note == f"{path} is not UTF-8 text: read as Windows-1252"
    result = run_solvers("voting", "--csv", str(path))
    assert result.returncode == 0 and "Grüne" in result.stdout
    assert f"note: {path} is not UTF-8 text: read as Windows-1252" in result.stderr


@pytest.mark.parametrize(
    ("data", "error"),
    [
        (codecs.BOM_UTF16_LE + "A,5\n".encode("utf-16-le"), "the file is UTF-16 text: save it as UTF-8"),
        (codecs.BOM_UTF8 + "Zürich,5\n".encode("cp1252"), "byte 0xfc is not UTF-8 text"),  # says UTF-8
        (b"A,5\n\x90,3\n", "byte 0x90 is not UTF-8 text"),  # no character in Windows-1252
    ],
)
def test_what_windows_1252_does_not_explain_is_still_refused(tmp_path: Path, data: bytes, error: str) -> None:
    path = tmp_path / "in.csv"
    path.write_bytes(data)
    with pytest.raises(VotingInputError, match=error):
        read_blocks(path)


def test_grids_and_positions_stay_utf8_only(tmp_path: Path) -> None:
    """A guessed letter or cell would change an answer unseen: only voting tables guess."""
    with pytest.raises(NotUtf8Error) as raised:
        decode_utf8("3x1x1\nHÜH\n".encode("cp1252"))
    assert not isinstance(raised.value, Utf16Error)
    path = tmp_path / "p.mine"
    path.write_bytes("3x1x1\nHÜH\n".encode("cp1252"))
    with pytest.raises(PositionError, match="byte 0xdc is not UTF-8 text"):
        read_position(path)


def test_an_export_has_a_byte_order_mark_that_every_reader_drops(tmp_path: Path) -> None:
    path = tmp_path / "out.csv"
    write_blocks(path, ["Grüne", "Łódź"], [5, 3], quota=6, title="Wahl")
    data = path.read_bytes()
    assert data.startswith(codecs.BOM_UTF8) and "Grüne".encode() in data
    expected = BlockTable(("Grüne", "Łódź"), (5, 3), 6, "Wahl")
    assert read_blocks(path) == expected and not read_blocks(path).note
    assert parse_blocks(path.read_text(encoding="utf-8")) == expected  # the mark read as text, too
    result = run_solvers("voting", "--csv", "-", "--json", stdin=data.decode("utf-8"))
    assert result.returncode == 0 and '"quota":6' in result.stdout


def test_the_readers_the_help_documents_are_exported() -> None:
    for name in ("BlockTable", "parse_blocks", "read_blocks", "write_blocks", "preset", "load_presets"):
        assert name in solvers.voting.__all__ and hasattr(solvers.voting, name)
    table = solvers.voting.parse_blocks("Lions,50\nTigers,49\nBears,1\n")
    assert power_indices(table.game()).banzhaf_percent == (60, 20, 20)
    assert solvers.voting.preset("eu-nice-majority").table.game().quota == 173
