"""Rules the second mutation audit found unguarded (saving, word levels, grid files, trace playback):
each test fails when the rule's code is changed slightly."""

from __future__ import annotations

import errno
import os
from array import array
from pathlib import Path

import pytest

from solvers import atomic_file
from solvers.atomic_file import write_bytes_atomically, write_text_atomically
from solvers.crossword import Replayer, empty_grid
from solvers.crossword.grid import Grid, GridParseError, parse_grids, with_grid_replaced
from solvers.crossword.trace import CHOOSE, PRUNE, SCAN_CHUNK, SOLUTION, TRY, UNDO, Trace, encode
from solvers.lexicon import words_from_bytes

# -- Saving a file ----------------------------------------------------------------------------------


@pytest.fixture
def folder_on_another_disk(monkeypatch):
    """Files are moved into place as the kernel moves them when the target's folder is on another
    disk (a USB stick, a separate /home): only within that folder, else EXDEV."""
    real_replace = os.replace

    def replace(source, target):
        if Path(source).parent != Path(target).parent:
            raise OSError(errno.EXDEV, os.strerror(errno.EXDEV), str(source), str(target))
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)


def test_a_file_is_saved_into_a_folder_on_another_disk(tmp_path, folder_on_another_disk):
    stick = tmp_path / "stick"
    stick.mkdir()
    write_text_atomically(stick / "grid.txt", "# mine\n...\n")
    write_bytes_atomically(stick / "grid.pdf", b"%PDF-1.4\n")
    assert (stick / "grid.txt").read_text() == "# mine\n...\n"
    assert (stick / "grid.pdf").read_bytes() == b"%PDF-1.4\n"
    assert sorted(path.name for path in stick.iterdir()) == ["grid.pdf", "grid.txt"]  # no temporary left


def test_the_whole_text_is_on_disk_when_the_save_asks_the_disk_to_keep_it(tmp_path, monkeypatch):
    """A power cut after the save must not leave an empty file: what fsync makes lasting is all of it."""
    on_disk: list[int] = []
    real_fsync = os.fsync

    def fsync(descriptor: int) -> None:
        on_disk.append(os.fstat(descriptor).st_size)
        real_fsync(descriptor)

    monkeypatch.setattr(atomic_file.os, "fsync", fsync)
    text = "# mine\ncat\n...\n"
    write_text_atomically(tmp_path / "grid.txt", text)
    assert on_disk == [len(text.encode())]


# -- Word lists -------------------------------------------------------------------------------------


def test_a_word_listed_twice_with_levels_keeps_the_more_common_one():
    lexicon = words_from_bytes(b"zebra 60\nzebra 20\ncat 30\n", "list.txt", "list.txt")
    assert lexicon.commonness("zebra") == 20
    assert lexicon.words(max_level=50) == ["cat", "zebra"]


def test_words_without_a_level_are_never_taken_as_common():
    lexicon = words_from_bytes(b"cat 20\ndog 40\nxylyl\n", "list.txt", "list.txt")
    assert lexicon.words(max_level=20) == ["cat"]
    assert lexicon.words(max_level=95) == ["cat", "dog"]
    assert lexicon.words() == ["cat", "dog", "xylyl"]
    assert lexicon.levelled == 2


# -- Grid files -------------------------------------------------------------------------------------


def test_saving_a_grid_followed_at_once_by_a_van_beek_grid_keeps_both_readable(tmp_path):
    path = tmp_path / "grids.txt"
    path.write_text("2 2\n(_ _)\n(_ _)\n3 3\n(_ _ _)\n(_ * _)\n(_ _ _)\n")  # as van Beek's files can be
    first, second = parse_grids(path.read_text())
    edited = Grid(("ab", ".."), first.slots, first.name)
    saved = with_grid_replaced(path, edited)
    assert saved is not None
    grids = parse_grids(saved.data.decode())
    assert [grid.rows for grid in grids] == [("ab", ".."), second.rows]


def test_a_van_beek_cell_of_two_letters_is_placed_at_its_first_letter():
    with pytest.raises(GridParseError) as error:
        parse_grids("2 2\n(_ ab)\n(_ _)\n")
    assert str(error.value) == "line 2, column 4: 'ab' is not a single cell"


# -- Trace playback ---------------------------------------------------------------------------------


def trace_of(events: list[int], sizes: list[int]) -> Trace:
    """A trace of ``events`` over a 3x3 grid, whose six slots each list the word ``abc``."""
    grid = empty_grid(3, 3)
    return Trace(grid, [("abc",)] * len(grid.slots), sizes, array("q", events))


def test_a_backtrack_shows_each_slots_candidates_as_before_the_word_was_tried():
    before = [5, 5, 5, 7, 7, 7]
    trace = trace_of(
        [
            encode(CHOOSE, 0, 5),
            encode(TRY, 0, 0),
            encode(PRUNE, 3, 4),  # the word leaves slot 3 four candidates, then two
            encode(PRUNE, 3, 2),
            encode(UNDO, 0, 0),
        ],
        before,
    )
    replayer = Replayer(trace)
    replayer.seek(4)
    assert replayer.sizes == [1, 5, 5, 2, 7, 7]
    replayer.seek(5)
    assert replayer.sizes == before
    stepped = Replayer(trace)
    for code in trace.events:
        stepped.apply(code)
    assert stepped.sizes == before


@pytest.mark.parametrize("start", [0, 100, SCAN_CHUNK - 1, SCAN_CHUNK + 5])
def test_next_solution_finds_a_solution_wherever_it_falls_in_a_long_trace(start):
    """The one solution of 200,000 events, at the last event of the stretch read from ``start``."""
    at = start + SCAN_CHUNK - 1
    events = [encode(CHOOSE, 0, 5)] * 200_000
    events[at] = encode(SOLUTION, 0, 1)
    trace = trace_of(events, [5] * 6)
    assert trace.next_of(start, (SOLUTION,)) == at
    assert trace.next_of(at + 1, (SOLUTION,)) is None
