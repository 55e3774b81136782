"""The bundled example votes: ``boggle_resources/voting/*.csv``, in file-name order."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from solvers.voting.csvio import BlockTable, parse_blocks


@dataclass(frozen=True)
class Preset:
    key: str  # the file name without its number and extension, e.g. "us-electoral-college-2020"
    table: BlockTable

    @property
    def title(self) -> str:
        return self.table.title or self.key


def load_presets() -> list[Preset]:
    folder = resources.files("boggle_resources") / "voting"
    presets = []
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if entry.name.endswith(".csv"):
            stem = entry.name.removesuffix(".csv")
            key = stem.split("-", 1)[1] if stem[:2].isdigit() else stem
            text = entry.read_text(encoding="utf-8")
            presets.append(Preset(key, parse_blocks(text, f"preset {entry.name}")))
    return presets


def preset(key: str) -> Preset:
    """The preset called ``key``; KeyError lists the known ones."""
    presets = load_presets()
    for candidate in presets:
        if candidate.key == key:
            return candidate
    raise KeyError(f"no preset {key!r}; known: {', '.join(p.key for p in presets)}")
