import os

import pytest

from solvers.atomic_file import NEW_FILE_MODE, write_text_atomically


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
