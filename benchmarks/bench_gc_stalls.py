"""GUI-thread stalls from the cyclic garbage collector, with and without freezing bulks.

Each run opens the window (offscreen, private settings), loads the default list, solves a
Boggle board, then switches word lists (small and large in turn), solving a board after
each switch. After each solve comes a stretch of play, compressed: --play rounds of
short-lived objects, each followed by the collector's check() (a timer tick's), which is
when the collections that the index's objects made due come. It measures on the GUI thread:

- the longest call of the collector's check() (boggle_desktop.gc_guard), the collections
  it runs and the bulks it freezes;
- the longest gap between ticks of a 10 ms timer: any stall of the event loop, the
  collector's included;
- the heap (pymalloc blocks in use) and the process's RSS at the end.

"freeze" is gc_guard as it is; "scan" is the same collector with freezing switched off
(its bulk threshold out of reach): every bulk stays in the generations and is scanned by
the next collections, as before the change. Each run is a fresh interpreter (a closed
window's last word list outlives it in the process, which would burden the next run),
the modes alternate, and every figure is the median over --runs runs of each. Timing
starts once the window is shown. The machine is shared and noisy: read ratios.

Run:  .venv/bin/python benchmarks/bench_gc_stalls.py [--runs 3] [--switches 6] [--play 200]
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from boggle_desktop.app import configure_application, use_private_storage
from boggle_desktop.gc_guard import MainThreadGarbageCollector

PROBE_MS = 10
MODES = ("scan", "freeze")


class TimedCollector(MainThreadGarbageCollector):
    """The collector, with its longest check() timed."""

    def __init__(self, freeze: bool) -> None:
        super().__init__(QApplication.instance())
        if not freeze:
            self.bulk = sys.maxsize
        self.longest_check_ms = 0.0

    def check(self) -> None:
        clock = QElapsedTimer()
        clock.start()
        super().check()
        self.longest_check_ms = max(self.longest_check_ms, clock.nsecsElapsed() / 1e6)


class StallProbe:
    """The longest gap between ticks of a fast timer on the GUI thread."""

    def __init__(self) -> None:
        self.longest_ms = 0.0
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer()
        self._timer.timeout.connect(self._tick)
        self._timer.start(PROBE_MS)

    def _tick(self) -> None:
        self.longest_ms = max(self.longest_ms, self._clock.restart() - PROBE_MS)

    def stop(self) -> None:
        self._timer.stop()


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def run_events(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


class Garbage:
    def __init__(self) -> None:
        self.me = self


def play(app: QApplication, collector: MainThreadGarbageCollector, rounds: int) -> None:
    """Half a second of play per round, as far as the collector can tell."""
    for _ in range(rounds):
        batch = [Garbage() for _ in range(2 * collector.threshold[0])]
        del batch
        collector.check()
        app.processEvents()


def one_run(freeze: bool, switches: int, rounds: int) -> dict[str, float]:
    from boggle_desktop.main_window import MainWindow

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication([])
    configure_application(app)
    collections = {0: 0, 1: 0, 2: 0}

    def count(phase: str, info: dict) -> None:
        if phase == "start":
            collections[info["generation"]] += 1

    gc.callbacks.append(count)
    collector = TimedCollector(freeze)
    window = MainWindow()
    window.show()
    app.processEvents()
    probe = StallProbe()
    tasks = window.context.tasks
    boggle = window.tabs.widget(0)

    def settle(seconds: float) -> None:
        tasks.wait_idle(120_000)
        run_events(app, seconds)

    window.context.lexicon.restore()
    settle(2)
    boggle.new_round()
    settle(2)
    play(app, collector, rounds)
    for number in range(switches):
        window.context.lexicon.load_bundled("small" if number % 2 == 0 else "large")
        settle(1)
        boggle.new_round()
        settle(2)
        play(app, collector, rounds)
    probe.stop()
    window.close()
    tasks.shutdown()
    return {
        "longest check() ms": collector.longest_check_ms,
        "longest stall ms": probe.longest_ms,
        "full collections": collections[2],
        "heap blocks (M)": sys.getallocatedblocks() / 1e6,
        "RSS MB": rss_mb(),
    }


def child_run(mode: str, switches: int, rounds: int) -> dict[str, float]:
    command = [sys.executable, __file__, "--child", mode, "--switches", str(switches), "--play", str(rounds)]
    result = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(result.stdout.splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--switches", type=int, default=6, help="word-list switches per run")
    parser.add_argument("--play", type=int, default=200, help="rounds of play after each solve")
    parser.add_argument("--child", choices=MODES, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        with tempfile.TemporaryDirectory() as folder:
            use_private_storage(folder)
            print(json.dumps(one_run(args.child == "freeze", args.switches, args.play)))
        return 0

    results: dict[str, list[dict[str, float]]] = {mode: [] for mode in MODES}
    for run in range(args.runs):
        for mode in MODES:
            figures = child_run(mode, args.switches, args.play)
            results[mode].append(figures)
            shown = ", ".join(f"{name} {value:.1f}" for name, value in figures.items())
            print(f"run {run + 1} {mode:6}: {shown}", flush=True)
    print()
    print(f"median of {args.runs} runs (start-up, first solve, {args.switches} list switches and solves):")
    print(f"{'':22}" + "".join(f"{mode:>10}" for mode in MODES) + "   freeze/scan")
    for name in results[MODES[0]][0]:
        medians = [statistics.median(figures[name] for figures in results[mode]) for mode in MODES]
        ratio = medians[1] / medians[0] if medians[0] else float("nan")
        print(f"{name:22}" + "".join(f"{value:10.1f}" for value in medians) + f"   x{ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
