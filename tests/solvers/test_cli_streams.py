"""The command line with odd streams and arguments: closed or endless standard input, output to a
full disk or a closed standard output, an ASCII terminal, empty file names, foreign digits."""

import os
import subprocess
import sys

import pytest

from tests.cli_helpers import ROOT, run_solvers

posix_only = pytest.mark.skipif(os.name != "posix", reason="closes a standard stream of the child (POSIX)")


def run_raw(*args: str, env: dict[str, str] | None = None, **streams) -> subprocess.CompletedProcess[str]:
    """``python -m solvers`` with the standard streams given (``stdin``, ``stdout``, ``preexec_fn``)."""
    streams.setdefault("stdout", subprocess.PIPE)
    return subprocess.run(
        [sys.executable, "-m", "solvers", *args],
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, **(env or {})},
        **streams,
    )


@posix_only
@pytest.mark.parametrize(
    "args",
    [
        ["words", "--words", "-", "--check", "cat"],
        ["crossword", "--grid", "-", "--list", "small"],
        ["mines", "--board", "-"],
        ["voting", "--csv", "-"],
        ["boggle", "--boards", "-", "--list", "small"],
    ],
)
def test_a_dash_with_standard_input_closed_is_said(args):
    done = run_raw(*args, stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(0))
    assert done.returncode == 2, done.stderr
    assert done.stderr.endswith("error: standard input is closed: give a file name rather than '-'\n")


def test_endless_standard_input_is_refused_past_a_grid_files_limit():
    done = run_solvers("crossword", "--grid", "-", "--list", "small", stdin="\n" * (9 << 18))
    assert done.returncode == 2
    assert "error: standard input: it goes on past 2 MiB, the most a grid file can be" in done.stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize(
    "args",
    [
        ["boggle", "--board", "abcdefghijklmnop", "--list", "small"],
        ["stones", "100"],
        ["voting", "--json", "--weights", "3,2"],
    ],
)
def test_output_to_a_full_disk_is_said_with_status_1(args):
    with open("/dev/full", "w") as full:
        done = run_raw(*args, stdout=full)
    assert done.returncode == 1
    assert done.stderr == "python -m solvers: error: cannot write the output: No space left on device\n"


@posix_only
def test_output_to_a_closed_standard_output_is_said_with_status_1():
    done = run_raw("stones", "100", stdout=subprocess.DEVNULL, preexec_fn=lambda: os.close(1))
    assert done.returncode == 1
    assert done.stderr == "python -m solvers: error: cannot write the output: standard output is closed\n"


def test_a_reader_that_stops_early_is_no_error():
    """``| head -1``: the pipe breaks, and nothing is said."""
    words = subprocess.Popen(
        [sys.executable, "-m", "solvers", "words", "--list", "huge", "--pattern", "????"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert words.stdout.readline() == "aahs\n"
    words.stdout.close()
    assert words.wait(timeout=60) == 0
    assert words.stderr.read() == "huge: 425,015 words\n????: 7,305 words\n"


def test_an_ascii_terminal_gets_other_letters_escaped():
    done = run_raw("voting", "--weights", "3,2", "--names", "Zürich,Bern", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0, done.stderr
    assert "Z\\xfcrich" in done.stdout


@pytest.mark.parametrize(
    "args, option",
    [
        (["words", "--words", "", "--check", "cat"], "--words"),
        (["crossword", "--grid", ""], "--grid"),
        (["voting", "--csv", ""], "--csv"),
        (["mines", "--board", ""], "--board"),
        (["boggle", "--boards", ""], "--boards"),
        (["boggle", "--board", "abcdefghijklmnop", "--players", "alice.txt", ""], "--players"),
    ],
)
def test_an_empty_file_name_is_said(args, option):
    done = run_solvers(*args)
    assert done.returncode == 2
    assert done.stderr.endswith(
        f"error: argument {option}: empty: give a file name, or '-' for standard input\n"
    )


@pytest.mark.parametrize("digits", ["١٢٣", "１２"])
def test_a_count_of_games_in_other_digits_is_refused_as_voting_refuses_them(digits):
    done = run_solvers("mines", "--play", "beginner", "--games", digits)
    assert done.returncode == 2
    assert f"argument --games: {digits!r} is not a whole number (digits 0-9 only)" in done.stderr
