import argparse
import json
import os
import pty
import re
import select
import signal
import subprocess
import sys
import time

import pytest

from solvers.cli import SUBCOMMAND_MODULES, build_parser, main
from tests.cli_helpers import ROOT, run_solvers

PUZZLES = ("boggle", "crossword", "mines", "voting", "stones")


def run_cli(*args):
    return run_solvers(*args)


def test_help_lists_one_subcommand_per_puzzle():
    result = run_cli("--help")
    assert result.returncode == 0
    listed = result.stdout.split("puzzles:")[1]
    for puzzle in PUZZLES:
        assert re.search(rf"^    {puzzle}\b", listed, re.MULTILINE), f"no {puzzle} subcommand"
    assert len(SUBCOMMAND_MODULES) == len(PUZZLES) + 1  # and `words`


@pytest.mark.parametrize("puzzle", PUZZLES)
def test_every_subcommand_offers_json(puzzle):
    result = run_cli(puzzle, "--help")
    assert result.returncode == 0 and "--json" in result.stdout


def test_words_json(capsys):
    assert main(["words", "--list", "small", "--pattern", "c?t", "--check", "Cat", "qqq", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["list"] == "small" and out["size"] > 30_000
    assert "cat" in out["matches"] and all(
        len(w) == 3 and w[0] == "c" and w[2] == "t" for w in out["matches"]
    )
    assert out["check"] == {
        "Cat": {"present": True, "commonness": 10},
        "qqq": {"present": False, "commonness": None},
    }


def test_words_from_a_user_file(tmp_path, capsys):
    path = tmp_path / "w.txt"
    path.write_text("alpha\nbeta\ngamma's\n", "utf-8")
    assert main(["words", "--words", str(path), "--prefix", "al", "ga", "--json"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["prefix"] == {"al": True, "ga": False}
    assert "skipped 1 entry that is not" in captured.err and "line 3" in captured.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["words", "--pattern", "c1t"], "--pattern 'c1t': character 2, '1', is not a letter a-z, '?' or '.'"),
        (["words", "--words", "/nonexistent/list.txt", "--check", "a"], "cannot read word list"),
        (["words"], "say what to ask"),
        (["words", "--pattern", ""], "--pattern is empty"),
        (["words", "--check", "cat", ""], "--check item 2 is empty"),
        (["words", "--prefix", ""], "--prefix is empty"),
        (["words", "--list", "gigantic", "--check", "a"], "invalid choice"),
        (["nosuchpuzzle"], "invalid choice"),
    ],
)
def test_errors_go_to_stderr_with_status_2(args, message):
    result = run_cli(*args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""


def test_words_reads_patterns_as_crossword_does(capsys):
    """One pattern reader: '.' is a wildcard for `words` as for `crossword`, in any case."""
    answers = []
    for pattern in ("c?t", "c.t", "C.T"):
        assert main(["words", "--list", "small", "--pattern", pattern, "--json"]) == 0
        answers.append(json.loads(capsys.readouterr().out)["matches"])
        assert main(["crossword", "--list", "small", "--pattern", pattern, "--json"]) == 0
        answers.append(sorted(w["word"] for w in json.loads(capsys.readouterr().out)["words"]))
    assert answers == [["cat", "cot", "cut"]] * 6
    # `words` asks about any length a word can have, a crossword slot 2 to 25 letters.
    assert main(["words", "--list", "huge", "--pattern", "?" * 28, "--json"]) == 0
    assert "antidisestablishmentarianism" in json.loads(capsys.readouterr().out)["matches"]


@pytest.mark.parametrize("command", ["words", "crossword"])
def test_a_bad_pattern_gets_the_same_message_from_both_commands(command):
    result = run_cli(command, "--list", "small", "--pattern", "c-t")
    assert result.returncode == 2 and result.stdout == ""
    message = "--pattern 'c-t': character 2, '-', is not a letter a-z, '?' or '.'"
    assert f"{command}: error: {message}" in result.stderr


def subcommands() -> dict[str, tuple[str, argparse.ArgumentParser]]:
    """Each subcommand's one-line summary and parser."""
    (chooser,) = (a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return {a.dest: (a.help, chooser.choices[a.dest]) for a in chooser._choices_actions}


def test_help_is_worded_alike_in_every_subcommand():
    commands = subcommands()
    assert set(commands) == {*PUZZLES, "words"}
    assert all(summary[0].isupper() for summary, _ in commands.values()), commands
    assert commands["mines"][0].startswith("Minesweeper:")
    options = {
        (option, name): action
        for name, (_, parser) in commands.items()
        for action in parser._actions
        for option in action.option_strings
    }
    assert {a.help.split(" (")[0] for (option, _), a in options.items() if option == "--json"} == {
        "print the result as JSON"
    }
    assert {a.metavar for (option, _), a in options.items() if option == "--time-limit"} == {"SECONDS"}
    patterns = [a.help for (option, _), a in options.items() if option == "--pattern"]
    assert len(patterns) == 2 and all(h.endswith("c?t?? ('?' or '.' = any letter)") for h in patterns)


def test_help_states_defaults_and_the_word_file_format():
    crossword = " ".join(run_cli("crossword", "--help").stdout.split())
    assert "(default: least-constraining)" in crossword and "(default: none," in crossword
    assert "resources/help" not in crossword and "Help > Boggle Desktop Help" in crossword
    assert "optionally followed by its commonness level (10 = most common ... 95 = rarest)" in crossword
    boggle = " ".join(run_cli("boggle", "--help").stdout.split())
    assert "official (at least 3 letters; 3-4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11)" in boggle
    assert "big (at least 4 letters; 4 letters 1, 5: 2, 6: 3, 7: 5, 8+: 11)" in boggle
    assert "classic (at least 4 letters; points = length - 3)" in boggle


def test_a_word_list_line_of_a_million_letters_is_skipped_not_a_crash(tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("cat\n" + "a" * 1_000_000 + "\n", "utf-8")
    for args in (["words", "--prefix", "a", "--json"], ["crossword", "--pattern", "c?t"]):
        done = run_solvers(*args, "--words", str(path))
        assert done.returncode == 0, done.stderr
        assert "skipped 1 entry" in done.stderr and len(done.stderr) < 400


@pytest.mark.parametrize("delay", [0.05, 0.1, 0.15, 0.2, 0.3, 0.5])
def test_ctrl_c_while_the_modules_load_says_interrupted(delay):
    """From the first import on, Ctrl-C gives "interrupted" and ends the process by SIGINT (status -2
    here, 130 in a shell, which then stops a loop running the command), or the run is done first;
    never a traceback through our code. Python's own start-up (site, runpy finding the package) and
    shut-down are out of reach: a signal there prints Python's traceback or ends the process by
    SIGINT itself, as it does any Python program, and on a loaded machine even 0.3 s can still be in
    that start-up."""
    process = subprocess.Popen(
        [sys.executable, "-m", "solvers", "stones", "13"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(delay)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    if "Traceback" in err:
        assert str(ROOT / "solvers") not in err and process.returncode in (0, 1, -signal.SIGINT)
    else:
        assert err in ("interrupted\n", "") and process.returncode in (0, -signal.SIGINT)


@pytest.mark.parametrize(
    "command",
    ["-m solvers", "-c 'from solvers.cli import command; command()'"],  # the second as `solvers` runs
    ids=["python -m solvers", "the solvers command"],
)
def test_ctrl_c_stops_a_shell_loop_running_the_command(tmp_path, command):
    """A shell goes on with a loop after a child that exits 130 (it takes the child to have handled
    the signal); it stops when the child dies by SIGINT, as it does for sleep."""
    boards = tmp_path / "boards.txt"
    boards.write_text("abcdefghijklmnop\n" * 200_000, encoding="ascii")
    script = (
        f"for i in 1 2 3; do {sys.executable} {command} boggle --boards {boards} --json > /dev/null;"
        " echo rc=$?; done; echo finished"
    )
    process = subprocess.Popen(
        ["bash", "-c", script],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(3)  # the first run is solving boards
    os.killpg(process.pid, signal.SIGINT)  # as Ctrl-C in a terminal signals the whole group
    out, err = process.communicate(timeout=60)
    assert "interrupted" in err and "Traceback" not in err
    assert "rc=0" not in out and "finished" not in out, out


def interrupt_once_under_way(args: list[str], sign: bytes) -> tuple[subprocess.CompletedProcess, str]:
    """Run ``python -m solvers *args`` with its progress meter on a terminal (a pty), press Ctrl-C
    once the meter shows ``sign`` of the work under way, and return the finished process and the
    terminal's text."""
    main_end, child_end = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "solvers", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=child_end,
        text=True,
    )
    os.close(child_end)
    meter = b""
    while sign not in meter:
        ready, _, _ = select.select([main_end], [], [], 120)
        assert ready, meter
        meter += os.read(main_end, 4096)
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=60)
    while select.select([main_end], [], [], 0)[0]:
        try:
            chunk = os.read(main_end, 4096)
        except OSError:  # the child's end is closed
            break
        if not chunk:
            break
        meter += chunk
    os.close(main_end)
    return subprocess.CompletedProcess(process.args, process.returncode, out, ""), meter.decode()


def test_ctrl_c_keeps_a_crossword_count_so_far(tmp_path):
    """A count of all fills can run for hours: Ctrl-C prints the fills counted so far, says it
    stopped there, and still ends the command by SIGINT (a shell loop stops)."""
    grid = tmp_path / "open.txt"
    grid.write_text(".....\n.....\n.....\n.....\n", encoding="ascii")
    done, terminal = interrupt_once_under_way(
        ["crossword", "--grid", str(grid), "--list", "small", "--count", "0"], b"fills found"
    )
    counted = re.search(r"Fills: ([\d,]+) \(stopped at Ctrl-C: there may be more\)", done.stdout)
    assert counted and int(counted.group(1).replace(",", "")) > 0, done.stdout
    assert done.returncode == -signal.SIGINT
    assert "interrupted" in terminal and "Traceback" not in terminal


def test_ctrl_c_keeps_the_games_played_so_far():
    done, terminal = interrupt_once_under_way(
        ["mines", "--play", "expert", "--games", "100000", "--json"], b"won of"
    )
    report = json.loads(done.stdout)
    assert 1 <= report["games"] < 100_000 and report["complete"] is False
    assert done.returncode == -signal.SIGINT
    assert "interrupted" in terminal and "Traceback" not in terminal


def test_words_pattern_text_is_one_word_a_line_with_the_summary_on_stderr(capsys):
    assert main(["words", "--list", "small", "--pattern", "c?t"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "cat\ncot\ncut\n"
    assert captured.err == "small: 39,095 words\nC?T: 3 words\n"


def test_a_repeated_check_or_prefix_adds_to_the_earlier_ones(capsys):
    args = [
        "words",
        "--list",
        "small",
        "--check",
        "aaaa",
        "--check",
        "cat",
        "--prefix",
        "zz",
        "--prefix",
        "ca",
    ]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert list(out["check"]) == ["aaaa", "cat"] and out["prefix"] == {"zz": False, "ca": True}


def test_an_unknown_option_gets_the_subcommands_usage_and_json_may_come_first():
    done = run_solvers("stones", "13", "--bogus")
    assert done.returncode == 2
    assert done.stderr.startswith("usage: python -m solvers stones")
    assert "python -m solvers stones: error: unrecognized arguments: --bogus" in done.stderr
    assert json.loads(run_solvers("--json", "stones", "13").stdout)["best_first_move"] == 5


@pytest.mark.parametrize(
    ("args", "stdin", "expected"),
    [
        (["crossword", "--grid", "-", "--list", "small", "--json"], "...\n...\n", '"status":"filled"'),
        (["boggle", "--boards", "-", "--list", "small"], "felt" * 4 + "\n", "points"),
        (["mines", "--board", "-"], "3x3x1\nHHH\nH1H\nHHH\n", "standard input: 3x3, 1 mine"),
        (["voting", "--csv", "-", "--json"], "A,5\nB,3\nC,2\n", '"quota":6'),
        (["words", "--words", "-", "--pattern", "c?t"], "cat\ncut\ndog\n", "cat\ncut\n"),
    ],
)
def test_a_file_argument_of_dash_reads_standard_input(args, stdin, expected):
    done = run_solvers(*args, stdin=stdin)
    assert done.returncode == 0, done.stderr
    assert expected.replace(" ", "") in done.stdout.replace(" ", "")


@pytest.mark.parametrize(
    ("args", "stdin", "message"),
    [
        (["crossword", "--grid", "-"], "..\n.?\n", "standard input, line 2, column 2: '?' is not a cell"),
        (["voting", "--csv", "-"], "A,5\nB,x\n", "standard input, line 2: weight 'x' is not a whole number"),
        (
            ["crossword", "--grid", "-", "--words", "-"],
            "",
            "--grid and --words: standard input can be read for one file only",
        ),
        (
            ["mines", "--board", "-", "--board", "-"],
            "",
            "--board is '-' 2 times: standard input can be read for one file only",
        ),
    ],
)
def test_standard_input_is_named_in_errors_and_read_once(args, stdin, message):
    done = run_solvers(*args, stdin=stdin)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_commands_that_need_no_numpy_start_without_loading_it():
    """numpy takes about 0.1 s to import: half the start of a command such as ``stones 13``."""
    script = (
        "import sys; from solvers.cli import main; main(['stones', '13']); "
        "main(['crossword', '--grid', 'resources/crossword/exercise.txt', '--list', 'small']); "
        "print('numpy' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "False"


def test_ctrl_c_while_a_module_makes_a_class_says_interrupted(monkeypatch, capsys):
    """Python 3.11 wraps an exception raised in __set_name__ (a cached_property made as a module
    loads) in a RuntimeError: Ctrl-C there gave a traceback."""
    import solvers.cli

    def interrupted_import(*args):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as error:
            raise RuntimeError("Error calling __set_name__ on 'cached_property' instance") from error

    monkeypatch.setattr(solvers.cli, "build_parser", interrupted_import)
    assert main(["stones", "13"]) == 130
    assert capsys.readouterr().err == "interrupted\n"
