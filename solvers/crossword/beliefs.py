"""How likely each word is in a fill of the whole grid, estimated by belief propagation.

The search's own value order looks one crossing ahead: a word scores by how many candidates it
leaves each crossing slot. Belief propagation passes that look-ahead on around the grid until it
settles: every slot tells each of its cells how likely each letter is there, given what the
other slots crossing its other cells say, and a word's belief is the product of what its cells
are told. On a grid whose slots cross without cycles the beliefs are the exact share of fills
that use each word; on real grids they are an estimate that weighs words by the whole grid
rather than by their neighbours alone. Figures: resources/help/crossword.md, *Word beliefs*.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from solvers.crossword.index import ids_of

#: A message never drops below this, so that a letter the floating point rounds to nothing does
#: not read as impossible and spread as such (the search's domains already hold what is).
_FLOOR = 1e-30


def _letter_matrix(words: tuple[str, ...], length: int) -> np.ndarray:
    """words x positions: each letter as 0-25."""
    blob = np.frombuffer("".join(words).encode("ascii"), dtype=np.uint8)
    return (blob.reshape(len(words), length) - 97).astype(np.intp)


def log_beliefs(
    words: Sequence[tuple[str, ...]],
    domains: Sequence[int],
    crossings: Sequence[Sequence[tuple[int, int, int, int]]],
    iterations: int = 100,
    tolerance: float = 1e-4,
    interrupt: Callable[[], None] | None = None,
) -> list[list[float]]:
    """Per slot, the natural log of each word's belief (the words of ``domains[v]`` sum to 1).

    ``words[v]``: slot v's word list (all of one length), indexed by word id; ``domains[v]``:
    the bitset of the ids still possible; ``crossings[v]``: (position in v, other slot u,
    position in u, crossing id) for each cell v shares with another open slot. Words outside
    a domain get -inf. ``interrupt`` is called once per round of messages and may raise to stop.
    """
    n = len(words)
    matrices: dict[int, np.ndarray] = {}
    members = [np.array(ids_of(domains[v]), dtype=np.intp) for v in range(n)]
    letters: list[np.ndarray] = []
    for v in range(n):
        key = id(words[v])
        if key not in matrices:
            matrices[key] = _letter_matrix(words[v], len(words[v][0]) if words[v] else 0)
        letters.append(matrices[key][members[v]])
    uniform = np.full(26, 1.0 / 26)
    # out[v][i]: what slot v tells its cell i about the letter there.
    out = [np.tile(uniform, (m.shape[1], 1)) for m in letters]

    def incoming(v: int) -> np.ndarray:
        told = np.tile(uniform, (letters[v].shape[1], 1))
        for i, u, j, _ in crossings[v]:
            told[i] = out[u][j]
        return told

    def weights(v: int, told: np.ndarray) -> np.ndarray:
        """Each domain word's log weight: the sum of what its cells are told about its letters."""
        logs = np.log(told)
        total = np.zeros(len(letters[v]))
        for i in range(letters[v].shape[1]):
            total += logs[i][letters[v][:, i]]
        return total

    for _ in range(iterations):
        if interrupt is not None:
            interrupt()
        change = 0.0
        for v in range(n):
            if not len(letters[v]):
                continue
            told = incoming(v)
            lw = weights(v, told)
            w = np.exp(lw - lw.max())
            new = np.empty_like(out[v])
            for i in range(letters[v].shape[1]):
                # Dividing by what cell i was told leaves what the other cells say about it.
                new[i] = np.bincount(letters[v][:, i], weights=w, minlength=26) / told[i]
            new /= new.sum(axis=1, keepdims=True)
            new = np.maximum(0.5 * (out[v] + new), _FLOOR)
            new /= new.sum(axis=1, keepdims=True)
            change = max(change, float(np.abs(new - out[v]).max()))
            out[v] = new
        if change < tolerance:
            break

    beliefs = []
    for v in range(n):
        full = np.full(len(words[v]), -np.inf)
        if len(letters[v]):
            lw = weights(v, incoming(v))
            top = lw.max()
            full[members[v]] = lw - top - np.log(np.exp(lw - top).sum())
        beliefs.append(full.tolist())
    return beliefs
