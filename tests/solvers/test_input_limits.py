"""Files too large for their kind, endless ones and ones that are not files: refused at once,
by size or at the first bad piece read, never read whole first."""

import contextlib
import os
import stat
import threading

import pytest

from solvers.atomic_file import write_text_atomically
from solvers.crossword import GridParseError, parse_grids, read_grids
from solvers.lexicon import LexiconError, load_file
from solvers.minesweeper import PositionError, read_position
from solvers.voting import read_blocks
from solvers.voting.game import VotingInputError


def _blank_lines(path, megabytes: float):
    """A file of blank lines: cheap to read whole, so that reading it whole is seen by its message."""
    path.write_bytes(b"\n" * int(megabytes * (1 << 20)))
    return path


def test_a_grid_file_larger_than_any_is_refused_by_its_size(tmp_path):
    path = _blank_lines(tmp_path / "grids.txt", 2.5)
    with pytest.raises(GridParseError, match=r"^the file is 2\.5 MiB, over the 2 MiB a grid file can be$"):
        read_grids(path)


def test_a_picture_is_refused_at_its_first_row_past_25_not_after_the_rest():
    rows = ["." * 5] * 26 + ["." * 6] + ["." * 5] * 1000  # line 27 is ragged, but line 26 is one too many
    with pytest.raises(GridParseError, match="the grid is 26x5") as error:
        parse_grids("\n".join(rows))
    assert error.value.line == 26


def test_a_position_file_larger_than_any_is_refused_by_its_size(tmp_path):
    path = _blank_lines(tmp_path / "big.mine", 1.5)
    with pytest.raises(PositionError) as error:
        read_position(path, source="big.mine")
    assert str(error.value) == "big.mine: the file is 1.5 MiB, over the 1 MiB a position file can be"


def test_a_csv_file_larger_than_any_is_refused_by_its_size(tmp_path):
    path = _blank_lines(tmp_path / "blocks.csv", 4.5)
    with pytest.raises(VotingInputError) as error:
        read_blocks(path)
    assert str(error.value) == f"{path}: the file is 4.5 MiB, over the 4 MiB a CSV file of blocks can be"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_word_list_of_nul_bytes_is_refused_at_its_first_piece_not_read_to_its_end(tmp_path):
    """/dev/zero, or a pipe of binary data: 64 MiB on offer, about 1 MiB taken."""
    pipe = tmp_path / "zeros"
    os.mkfifo(pipe)
    offered = 0

    def write() -> None:
        nonlocal offered
        with contextlib.suppress(BrokenPipeError), open(pipe, "wb", buffering=0) as sink:
            for _ in range(64):
                sink.write(bytes(1 << 20))
                offered += 1 << 20

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    with pytest.raises(LexiconError, match=r"zeros: not a word list: it holds NUL bytes"):
        load_file(pipe)
    writer.join(timeout=30)
    assert offered < 8 << 20


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_saving_over_a_named_pipe_is_refused_and_leaves_it_a_pipe(tmp_path):
    pipe = tmp_path / "grid.txt"
    os.mkfifo(pipe)
    with pytest.raises(OSError) as error:
        write_text_atomically(pipe, "...\n")
    assert error.value.strerror == "it is a named pipe, not a file"
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    assert os.listdir(tmp_path) == ["grid.txt"]


def test_saving_over_a_folder_says_it_is_a_folder(tmp_path):
    with pytest.raises(OSError) as error:
        write_text_atomically(tmp_path, "...\n")
    assert error.value.strerror == "it is a folder, not a file"
