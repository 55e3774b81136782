import os

import pytest

from solvers.atomic_file import NEW_FILE_MODE, write_bytes_atomically, write_text_atomically


def test_the_new_text_replaces_the_old_and_nothing_else_is_left(tmp_path):
    path = tmp_path / "grid.txt"
    path.write_text("old\n", encoding="utf-8")
    write_text_atomically(path, "new ✓\n")
    assert path.read_text(encoding="utf-8") == "new ✓\n"
    assert os.listdir(tmp_path) == ["grid.txt"]


def test_a_full_disk_leaves_the_old_file_whole(tmp_path, full_disk):
    path = tmp_path / "blocks.csv"
    path.write_text("A,1\nB,2\n", encoding="utf-8")

    with pytest.raises(OSError, match="No space left"):
        write_text_atomically(path, "C,3\n" * 1000)
    assert path.read_text(encoding="utf-8") == "A,1\nB,2\n"
    assert os.listdir(tmp_path) == ["blocks.csv"]


def test_permissions_are_kept_and_new_files_get_the_usual_ones(tmp_path):
    kept = tmp_path / "kept.txt"
    kept.write_text("x", encoding="utf-8")
    kept.chmod(0o640)
    write_text_atomically(kept, "y")
    assert kept.stat().st_mode & 0o777 == 0o640
    new = tmp_path / "new.txt"
    write_text_atomically(new, "z")
    assert new.stat().st_mode & 0o777 == NEW_FILE_MODE


def test_a_link_is_followed_to_its_target(tmp_path):
    target = tmp_path / "target.txt"
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    write_text_atomically(link, "new")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "new"


def test_a_link_to_itself_is_an_os_error_saying_so(tmp_path):
    """Python 3.11 reports the loop as a RuntimeError, which every save's ``except OSError`` let
    through as "Something went wrong inside the app"."""
    loop = tmp_path / "puzzle.txt"
    loop.symlink_to(loop)
    for write in (lambda: write_text_atomically(loop, "x"), lambda: write_bytes_atomically(loop, b"x")):
        with pytest.raises(OSError, match="Too many levels of symbolic links"):
            write()
    assert os.listdir(tmp_path) == ["puzzle.txt"]


def test_bytes_are_written_as_they_are(tmp_path):
    path = tmp_path / "puzzle.pdf"
    write_bytes_atomically(path, b"%PDF\r\n\x00\xff")
    assert path.read_bytes() == b"%PDF\r\n\x00\xff" and os.listdir(tmp_path) == ["puzzle.pdf"]


def test_bytes_on_a_full_disk_leave_the_old_file_whole(tmp_path, full_disk):
    path = tmp_path / "puzzle.pdf"
    path.write_bytes(b"%PDF old")
    with pytest.raises(OSError, match="No space left"):
        write_bytes_atomically(path, b"%PDF new\r\n" * 1000)
    assert path.read_bytes() == b"%PDF old" and os.listdir(tmp_path) == ["puzzle.pdf"]
