"""The double-click bundle next to the source version: size on disk, and warm start-up time from
launch to the main window shown on an X display, plus a full --screenshot run.

    packaging/build.sh                       # once: builds dist/boggle-desktop/
    python benchmarks/bench_bundle.py [--runs N] [--bundle DIR]

Source version: `python -m boggle_desktop` from this environment. Window timing starts each app on
a private Xvfb display (Debian packages xvfb and x11-utils; skipped with a note when absent) and
polls the window list every few milliseconds until the main window exists at its full size, which
Qt creates and maps in the same call. One run of each is discarded first (warm: files in the page
cache); then runs alternate between the two and every figure is the median of N (default 5).
Settings and data folders are private to the benchmark. The machine is shared and noisy: read
the ratios.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import re
import select
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TITLE = "Boggle Desktop"
#: a top-level window called TITLE, bigger than the 1x1 helper window Qt makes first
MAIN_WINDOW = re.compile(rf'"{TITLE}": \(.*\)\s+(\d+)x(\d+)\+')
#: what the source version needs installed besides Python and the project's own folders
SOURCE_DISTRIBUTIONS = ("PySide6-Essentials", "shiboken6", "pyahocorasick", "numpy")
WINDOW_TIMEOUT_S = 60.0
XVFB_TIMEOUT_S = 30.0


def folder_bytes(folder: Path) -> tuple[int, int]:
    """Bytes and number of files under ``folder``, symbolic links not followed."""
    total = count = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
            count += 1
    return total, count


def source_bytes() -> int:
    """The installed distributions the source version runs on, and its own packages."""
    total = 0
    for name in SOURCE_DISTRIBUTIONS:
        for file in importlib.metadata.distribution(name).files or ():
            path = Path(file.locate())
            if path.is_file():
                total += path.stat().st_size
    for folder in ("boggle_desktop", "solvers", "resources"):
        total += folder_bytes(ROOT / folder)[0]
    return total


def archive_bytes(bundle: Path) -> int:
    with tempfile.TemporaryDirectory() as folder:
        archive = Path(folder) / "bundle.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(bundle, arcname=bundle.name)
        return archive.stat().st_size


@contextmanager
def xvfb() -> Iterator[str]:
    """A private X display (its name, e.g. ":3") for as long as the block runs.

    Xvfb picks a free display number and writes it, then a newline, to ``-displayfd``. The
    number is read up to that newline (a pipe may deliver it in pieces), and the display is
    only handed out once a client can connect to it. One run lost its source app with "could
    not connect to display :0", cause unknown; these checks rule out a display handed out early.
    """
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    try:
        display = f":{read_display_number(read_end, server)}"
        wait_until_answering(display, server)
        yield display
    finally:
        os.close(read_end)
        server.terminate()
        server.wait()


def read_display_number(pipe: int, server: subprocess.Popen) -> str:
    deadline = time.monotonic() + XVFB_TIMEOUT_S
    text = b""
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([pipe], [], [], max(0.0, deadline - time.monotonic()))
        piece = os.read(pipe, 16) if ready else b""
        if not piece:
            raise RuntimeError(f"Xvfb did not give its display number ({xvfb_state(server)})")
        text += piece
    return text.decode().strip()


def wait_until_answering(display: str, server: subprocess.Popen) -> None:
    deadline = time.monotonic() + XVFB_TIMEOUT_S
    while not answers(display):
        if server.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"Xvfb on {display} does not answer ({xvfb_state(server)})")
        time.sleep(0.01)


def answers(display: str) -> bool:
    """Whether a client can connect to ``display``."""
    probe = subprocess.run(["xwininfo", "-root", "-display", display], capture_output=True, check=False)
    return probe.returncode == 0


def xvfb_state(server: subprocess.Popen) -> str:
    code = server.poll()
    return "still running" if code is None else f"exited with {code}"


def main_window_exists(display: str) -> bool:
    listing = subprocess.run(
        ["xwininfo", "-root", "-children", "-display", display], capture_output=True, text=True, check=False
    ).stdout
    return any(int(width) > 1 for width, _height in MAIN_WINDOW.findall(listing))


def time_to_window(command: list[str], env: dict[str, str], display: str) -> float:
    start = time.monotonic()
    app = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        while not main_window_exists(display):
            if app.poll() is not None:
                raise RuntimeError(f"{command[0]} exited with {app.returncode}: {app.stderr.read()[-2000:]}")
            if time.monotonic() - start > WINDOW_TIMEOUT_S:
                raise RuntimeError(f"no window from {command[0]} after {WINDOW_TIMEOUT_S:.0f} s")
            time.sleep(0.003)
        return time.monotonic() - start
    finally:
        app.terminate()
        app.wait()
        app.stderr.close()


def window_times(commands: dict[str, list[str]], runs: int, home: Path) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {name: [] for name in commands}
    with xvfb() as display:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_", "WAYLAND"))}
        env.update(
            DISPLAY=display,
            QT_QPA_PLATFORM="xcb",
            XDG_CONFIG_HOME=str(home / "config"),
            XDG_DATA_HOME=str(home / "data"),
        )
        for command in commands.values():  # warm-up, not counted
            time_to_window(command, env, display)
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(time_to_window(command, env, display))
    return times


def screenshot_times(commands: dict[str, list[str]], runs: int, home: Path) -> dict[str, list[float]]:
    """The whole --screenshot run: start, load every tab, render five PNGs, exit (offscreen)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.pop("DISPLAY", None)
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            out = home / f"shots-{name}"
            start = time.monotonic()
            subprocess.run([*command, "--screenshot", str(out)], env=env, capture_output=True, check=True)
            times[name].append(time.monotonic() - start)
            shutil.rmtree(out)
    return times


def print_ratio_table(title: str, times: dict[str, list[float]]) -> None:
    source, bundle = statistics.median(times["source"]), statistics.median(times["bundle"])
    print(title)
    print(f"  source (python -m boggle_desktop)   {source:6.3f} s")
    print(f"  bundle (dist/boggle-desktop)        {bundle:6.3f} s   (bundle / source: {bundle / source:.2f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each version (default 5)")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "boggle-desktop")
    args = parser.parse_args()
    executable = args.bundle / "boggle-desktop"
    if not os.access(executable, os.X_OK):
        print(f"bench_bundle: no bundle at {args.bundle}: build it with packaging/build.sh", file=sys.stderr)
        return 1

    size, files = folder_bytes(args.bundle)
    print(f"bundle {args.bundle}:")
    print(f"  on disk          {size / 1e6:7.1f} MB in {files} files")
    print(f"  as .tar.gz       {archive_bytes(args.bundle) / 1e6:7.1f} MB")
    print(f"source version: {', '.join(SOURCE_DISTRIBUTIONS)} and the project's folders")
    print(f"  on disk          {source_bytes() / 1e6:7.1f} MB, plus a Python 3.11 installation")
    print()

    commands = {"source": [sys.executable, "-m", "boggle_desktop"], "bundle": [str(executable)]}
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        missing = [tool for tool in ("Xvfb", "xwininfo") if shutil.which(tool) is None]
        if missing:
            print(f"window timing skipped: no {' or '.join(missing)} (apt-get install xvfb x11-utils)")
        else:
            print_ratio_table(
                f"launch to main window shown, warm, on Xvfb (median of {args.runs}):",
                window_times(commands, args.runs, home),
            )
        runs = max(1, args.runs // 2)
        print_ratio_table(
            f"--screenshot of all five tabs, offscreen, start to exit (median of {runs}):",
            screenshot_times(commands, runs, home),
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
