"""Regenerate resources/wordlists/ from Debian's ``scowl`` package.

    apt-get install scowl && python tools/build_wordlists.py [SCOWL_DIR]

Takes SCOWL's ``english-words.*`` and ``american-words.*`` files, keeps the
entries that are lowercase a-z only (no proper nouns, accents, apostrophes),
and gives each word the lowest size level it appears at (10 = most common ...
95 = rarest). Writes ``scowl.txt`` as sections ``= LEVEL`` followed by that
level's words in alphabetical order, so a list up to a threshold is a prefix
of the file; then sections ``= LEVEL british``: the spellings of
``british-words.*`` that the American list lacks (colour, centre, realise), which
the app adds when British spellings are asked for. Copies SCOWL's copyright
notice beside it.
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


def collect(scowl_dir: Path, patterns: tuple[str, ...]) -> dict[str, int]:
    levels: dict[str, int] = {}
    for pattern in patterns:
        for path in sorted(scowl_dir.glob(pattern)):
            level = int(path.suffix[1:])
            for line in path.read_text(encoding="utf-8").splitlines():
                word = line.strip()
                if WORD.fullmatch(word) and level < levels.get(word, 100):
                    levels[word] = level
    return levels


def main() -> int:
    scowl_dir = Path(sys.argv[1]) if len(sys.argv) > 1 else SCOWL_DIR
    if not scowl_dir.is_dir():
        print(f"{scowl_dir} not found: install Debian's scowl package first", file=sys.stderr)
        return 2
    levels = collect(scowl_dir, ("english-words.*", "american-words.*"))
    british = {
        word: level for word, level in collect(scowl_dir, ("british-words.*",)).items() if word not in levels
    }
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    with open(OUT_DIR / "scowl.txt", "w", encoding="ascii", newline="\n") as out:
        for suffix, words in (("", levels), (" british", british)):
            for level, group in sorted(by_level(words).items()):
                out.write(f"= {level}{suffix}\n")
                out.write("\n".join(sorted(group)) + "\n")
    copyright_file = scowl_dir.parent.parent / "doc" / "scowl" / "copyright"
    shutil.copyfile(copyright_file if copyright_file.is_file() else COPYRIGHT, OUT_DIR / "SCOWL-COPYRIGHT")
    for level, group in sorted(by_level(levels).items()):
        print(f"level {level}: {len(group)} words, {len(by_level(british).get(level, []))} British spellings")
    print(f"total: {len(levels)} words, {len(british)} British spellings")
    return 0


def by_level(levels: dict[str, int]) -> dict[int, list[str]]:
    grouped: dict[int, list[str]] = {}
    for word, level in levels.items():
        grouped.setdefault(level, []).append(word)
    return grouped


if __name__ == "__main__":
    raise SystemExit(main())
