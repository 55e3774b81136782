"""Start-up and word-list figures: how soon the window shows, when the default list is
ready, how long each bundled list takes to load and how much memory it holds, next to a
plain dict-of-dicts trie of the same words (the baseline).

    python benchmarks/bench_startup.py [--runs N]

Every figure is a median over N runs (default 5); each start-up run and each memory
figure comes from a fresh interpreter. The machine is shared and noisy: read ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from solvers.lexicon import BUNDLED_LISTS, load_bundled

STARTUP_CHILD = r"""
import sys, time
start = float(sys.argv[1])
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from boggle_desktop.app import configure_application
from boggle_desktop.main_window import MainWindow
app = QApplication([])
configure_application(app)
window = MainWindow()
window.show()
marks = {}
def shown():
    marks["window"] = time.monotonic() - start
def ready():
    marks["list"] = time.monotonic() - start
    app.quit()
QTimer.singleShot(0, shown)
window.context.lexicon.changed.connect(ready)
window.context.lexicon.restore()
app.exec()
window.close()
print(marks["window"], marks["list"])
"""

MEMORY_CHILD = r"""
import sys
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
from solvers.lexicon import load_bundled
name, kind = sys.argv[1], sys.argv[2]
before = rss()
lexicon = load_bundled(name)
if kind == "dict-trie":
    words = lexicon.words()
    del lexicon
    import gc; gc.collect()
    before = rss() - 0  # words list kept: the baseline needs it too
    trie = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node["$"] = True
print(rss() - before)
"""


def run_child(code: str, *args: str, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=True
    )
    return result.stdout.strip()


def startup(runs: int) -> tuple[list[float], list[float]]:
    windows, lists = [], []
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": home, "XDG_DATA_HOME": home}
        for _ in range(runs):
            window, ready = map(float, run_child(STARTUP_CHILD, str(time.monotonic()), env=env).split())
            windows.append(window)
            lists.append(ready)
    return windows, lists


def dict_trie(words: list[str]) -> dict:
    trie: dict = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node["$"] = True
    return trie


def median_time(function, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs = args.runs

    windows, lists = startup(runs)
    figures: dict[str, object] = {
        "window_visible_s": statistics.median(windows),
        "default_list_ready_s": statistics.median(lists),
        "lists": {},
    }
    print(f"start-up (median of {runs} fresh processes, offscreen):")
    print(f"  window visible after        {figures['window_visible_s']:.2f} s")
    print(f"  large list ready after      {figures['default_list_ready_s']:.2f} s")
    print()
    print(f"{'list':8} {'words':>8} {'load s':>8} {'RSS MB':>8} | dict-trie build s, MB | time, memory ratio")
    for name in BUNDLED_LISTS:
        lexicon = load_bundled(name)
        words = lexicon.words()
        load_s = median_time(lambda name=name: load_bundled(name), max(1, runs // 2))
        trie_s = median_time(lambda words=words: dict_trie(words), max(1, runs // 2))
        rss = statistics.median(float(run_child(MEMORY_CHILD, name, "lexicon")) for _ in range(3))
        trie_rss = statistics.median(float(run_child(MEMORY_CHILD, name, "dict-trie")) for _ in range(3))
        figures["lists"][name] = {
            "words": len(words),
            "load_s": load_s,
            "rss_mb": rss,
            "dict_trie_build_s": trie_s,
            "dict_trie_rss_mb": trie_rss,
        }
        print(
            f"{name:8} {len(words):8,} {load_s:8.3f} {rss:8.1f} | {trie_s:8.3f} s {trie_rss:7.1f} MB"
            f" | x{trie_s / load_s:4.1f} faster, x{trie_rss / rss:4.1f} less memory"
        )
    print()
    print("load s: read the bundled file and build the lexicon (pyahocorasick trie + level index);")
    print("dict-trie: only building a dict-of-dicts trie from the already-read words.")
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
