"""The sample positions shipped in resources/minesweeper (package ``boggle_resources``)."""

from __future__ import annotations

from importlib import resources

from solvers.minesweeper.position import Position, parse_position

#: file name -> what the sample shows
SAMPLES: dict[str, str] = {
    "seed_blog.mine": "Class exercise: 14 + 1 hidden cells, 80 consistent boards",
    "seed_blog_array.mine": "Class exercise as first written (p for ?): its 6-mine case, 52 boards",
    "beginner_guess.mine": "Beginner, a forced guess",
    "intermediate_guess.mine": "Intermediate, a late 50/50",
    "expert_midgame.mine": "Expert, a guess late in the game",
}


def sample_text(name: str) -> str:
    if name not in SAMPLES:
        raise KeyError(f"no sample called {name!r}; the samples are {', '.join(SAMPLES)}")
    return (resources.files("boggle_resources") / "minesweeper" / name).read_text(encoding="utf-8")


def load_sample(name: str) -> Position:
    return parse_position(sample_text(name), source=name)
