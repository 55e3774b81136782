"""Opening a file far larger than any of its kind, saving over a named pipe, and a saved word list
that is not a file: each said at once, in words saying what the file is."""

import os
import stat

import pytest

posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")


def tab_named(window, key: str):
    tab = window.tabs.widget(window.tab_keys.index(key))
    window.tabs.setCurrentWidget(tab)
    return tab


def blank_lines(path, megabytes: float):
    """A file of blank lines: quick to read whole, so that reading it whole shows in its message."""
    path.write_bytes(b"\n" * int(megabytes * (1 << 20)))
    return path


def test_files_larger_than_any_of_their_kind_are_refused_by_their_size(qtbot, main_window, tmp_path):
    crossword = tab_named(main_window, "crossword")
    assert not crossword.load_path(blank_lines(tmp_path / "grids.txt", 2.5))
    assert (
        crossword.status_label.text() == "grids.txt: the file is 2.5 MiB, over the 2 MiB a grid file can be"
    )

    minesweeper = tab_named(main_window, "minesweeper")
    minesweeper.open_path(blank_lines(tmp_path / "big.mine", 1.5))
    assert (
        minesweeper.message.text() == "big.mine: the file is 1.5 MiB, over the 1 MiB a position file can be"
    )

    voting = tab_named(main_window, "voting")
    csv = blank_lines(tmp_path / "blocks.csv", 4.5)
    assert not voting.import_csv(csv)
    assert voting.blocks_panel.message_label.text() == (
        f"Not imported: {csv}: the file is 4.5 MiB, over the 4 MiB a CSV file of blocks can be."
    )


@posix_only
def test_saving_a_grid_over_a_named_pipe_is_refused(qtbot, main_window, tmp_path):
    crossword = tab_named(main_window, "crossword")
    pipe = tmp_path / "grid.txt"
    os.mkfifo(pipe)
    crossword.save_path(pipe)
    assert crossword.status_label.text() == f"Cannot save {pipe}: it is a named pipe, not a file"
    assert stat.S_ISFIFO(os.stat(pipe).st_mode)
    crossword.save_pdf_path(pipe)  # QPdfWriter waited for a reader: the window hung
    assert crossword.status_label.text().startswith(f"Cannot save {pipe}: ")
    assert crossword.status_label.text().endswith("it is a named pipe, not a file")


@pytest.mark.parametrize("kind", ["a folder", pytest.param("a named pipe", marks=posix_only)])
def test_a_saved_word_list_that_is_not_a_file_is_named_for_what_it_is(
    qtbot, context, settings_reset, tmp_path, kind
):
    chosen = tmp_path / "words"
    if kind == "a folder":
        chosen.mkdir()
    else:
        os.mkfifo(chosen)
    settings_reset.setValue("wordlist/source", f"file:{chosen}")
    with (
        qtbot.waitSignal(context.lexicon.failed) as told,
        qtbot.waitSignal(context.lexicon.changed, timeout=20000),
    ):
        context.lexicon.restore()
    assert context.lexicon.current.name == "large"
    assert told.args[0] == (
        f"Your word list {chosen} is {kind}, not a file, so the large list is used for now. "
        "File > Open Word List chooses another."
    )
