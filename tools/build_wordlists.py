"""Regenerate resources/wordlists/ from Debian's ``scowl`` package.

    apt-get install scowl && python tools/build_wordlists.py

Takes SCOWL's ``english-words.*`` and ``american-words.*`` files, keeps the
entries that are lowercase a-z only (no proper nouns, accents, apostrophes),
and gives each word the lowest size level it appears at (10 = most common ...
95 = rarest). Writes ``scowl.txt`` as sections ``= LEVEL`` followed by that
level's words in alphabetical order, so a list up to a threshold is a prefix
of the file; and copies SCOWL's copyright notice beside it.
"""

from __future__ import annotations

import re
import shutil
import sys
from pathlib import Path

SCOWL_DIR = Path("/usr/share/dict/scowl")
COPYRIGHT = Path("/usr/share/doc/scowl/copyright")
OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "wordlists"
WORD = re.compile(r"[a-z]+")


def collect(scowl_dir: Path) -> dict[str, int]:
    levels: dict[str, int] = {}
    for pattern in ("english-words.*", "american-words.*"):
        for path in sorted(scowl_dir.glob(pattern)):
            level = int(path.suffix[1:])
            for line in path.read_text(encoding="utf-8").splitlines():
                word = line.strip()
                if WORD.fullmatch(word) and level < levels.get(word, 100):
                    levels[word] = level
    return levels


def main() -> int:
    if not SCOWL_DIR.is_dir():
        print(f"{SCOWL_DIR} not found: install Debian's scowl package first", file=sys.stderr)
        return 2
    levels = collect(SCOWL_DIR)
    by_level: dict[int, list[str]] = {}
    for word, level in levels.items():
        by_level.setdefault(level, []).append(word)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    with open(OUT_DIR / "scowl.txt", "w", encoding="ascii", newline="\n") as out:
        for level in sorted(by_level):
            out.write(f"= {level}\n")
            out.write("\n".join(sorted(by_level[level])) + "\n")
    shutil.copyfile(COPYRIGHT, OUT_DIR / "SCOWL-COPYRIGHT")
    for level in sorted(by_level):
        print(f"level {level}: {len(by_level[level])} words")
    print(f"total: {len(levels)} words")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
