"""Dice sets (kept as data in resources/boggle) and shaking a board."""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from importlib import resources

from solvers.boggle.board import Board
from solvers.boggle.faces import FaceError, parse_faces

FACES_PER_DIE = 6

#: Dice set key -> data file in resources/boggle.
DICE_FILES: dict[str, str] = {
    "4x4-1987": "dice-4x4-1987.txt",
    "4x4-1976": "dice-4x4-1976.txt",
    "5x5-big": "dice-5x5-big.txt",
    "5x5-cs106x": "dice-5x5-cs106x.txt",
    "6x6-super": "dice-6x6-super.txt",
}
#: The set a shaken board of each size uses unless told otherwise.
DEFAULT_DICE: dict[int, str] = {4: "4x4-1987", 5: "5x5-big", 6: "6x6-super"}


class DiceError(ValueError):
    """A dice file or dice choice that cannot be used."""


@dataclass(frozen=True)
class DiceSet:
    key: str
    name: str
    size: int
    dice: tuple[tuple[str, ...], ...]
    #: A caveat to show with the set (for example an unverified transcription), or "".
    note: str = ""


def parse_dice(text: str, key: str, source: str) -> DiceSet:
    """Read a dice file: ``name:``, ``size:``, optional ``note:`` lines, then one die per line."""
    fields: dict[str, str] = {}
    dice: list[tuple[str, ...]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, colon, value = line.partition(":")
        if colon and head.strip().lower() in ("name", "size", "note"):
            fields[head.strip().lower()] = value.strip()
            continue
        try:
            faces = parse_faces(line, what=f"{source}, line {number}")
        except FaceError as error:
            raise DiceError(str(error)) from None
        if len(faces) != FACES_PER_DIE:
            raise DiceError(
                f"{source}, line {number}: a die has {FACES_PER_DIE} faces, this one has {len(faces)}"
            )
        dice.append(tuple(faces))
    try:
        size = int(fields.get("size", ""))
    except ValueError:
        raise DiceError(f"{source}: missing or bad 'size:' line") from None
    if len(dice) != size * size:
        raise DiceError(f"{source}: a {size}x{size} set needs {size * size} dice, the file has {len(dice)}")
    return DiceSet(key, fields.get("name", key), size, tuple(dice), fields.get("note", ""))


@functools.cache
def dice_set(key: str) -> DiceSet:
    """One of the bundled dice sets (see :data:`DICE_FILES`)."""
    if key not in DICE_FILES:
        raise DiceError(f"unknown dice set {key!r}; choose one of {', '.join(DICE_FILES)}")
    resource = resources.files("boggle_resources") / "boggle" / DICE_FILES[key]
    return parse_dice(resource.read_text(encoding="utf-8"), key, DICE_FILES[key])


def dice_for_size(size: int) -> DiceSet:
    if size not in DEFAULT_DICE:
        raise DiceError(
            f"no dice set for a {size}x{size} board; sizes are {', '.join(map(str, DEFAULT_DICE))}"
        )
    return dice_set(DEFAULT_DICE[size])


def shake(dice: DiceSet, seed: int) -> Board:
    """Shuffle the dice (Fisher-Yates, as in the handout) and show a random face of each.

    The same dice set and seed always give the same board.
    """
    rng = random.Random(seed)
    order = list(dice.dice)
    for i in range(len(order)):
        r = rng.randint(i, len(order) - 1)
        order[i], order[r] = order[r], order[i]
    return Board(dice.size, tuple(rng.choice(die) for die in order))


def new_seed() -> int:
    """A fresh seed for a new round (fits in SQLite's 64-bit integers and in JSON)."""
    return random.SystemRandom().randrange(2**53)
