"""The trie as NumPy arrays, for the batch solver (:mod:`solvers.boggle.batch`).

The same words and edges as :mod:`solvers.boggle.index` (the words
:func:`~solvers.boggle.index.indexable` lets in; each multi-letter face a
shortcut edge to the node two letters down), stored as:

- ``children``: a dense ``int32`` table ``[node, face]`` -> child node, or -1.
  Faces are numbered by :data:`FACE_IDS` (a-z, then the multi-letter faces);
  the last column, :data:`BLANK_ID`, is the blank face and always -1. Only
  nodes with children have a row: they are numbered first, so a node with
  ``node >= internal`` is a leaf and the search drops it.
- ``word_of``: per node, the number of the word ending there, or -1. Words
  are numbered in alphabetical order, so sorting found word numbers sorts
  the words.

It is built directly from the sorted word list with array operations (no
Python loop over nodes) and cached per word list like the dict index.
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass

import numpy as np

from solvers.boggle.faces import MULTI_FACES
from solvers.boggle.index import check_lexicon, indexable
from solvers.lexicon import Lexicon
from solvers.progress import Progress

#: Face -> column of the child table: "a".."z" are 0..25, then the multi-letter faces.
FACE_IDS: dict[str, int] = {
    **{chr(ord("a") + i): i for i in range(26)},
    **{face: 26 + i for i, face in enumerate(MULTI_FACES)},
}
#: The column of the blank face (and of cells off the board): no word goes through it.
BLANK_ID = len(FACE_IDS)
FACE_COLUMNS = BLANK_ID + 1
FACE_IDS[""] = BLANK_ID


@dataclass(frozen=True, eq=False)
class ArrayIndex:
    children: np.ndarray  # int32 [internal, FACE_COLUMNS]
    word_of: np.ndarray  # int32 [nodes]
    #: The indexed words in alphabetical order; a word's number is its position here.
    words: list[str]
    #: Letters in each word (Qu counts two), by word number.
    lengths: np.ndarray  # int16 [words]

    @property
    def internal(self) -> int:
        """Nodes ``0 .. internal - 1`` have children (a row in ``children``); the rest are leaves."""
        return self.children.shape[0]

    @property
    def nodes(self) -> int:
        return self.word_of.shape[0]

    @property
    def nbytes(self) -> int:
        """Bytes of the arrays the search walks (the word strings are shared with the word list)."""
        return self.children.nbytes + self.word_of.nbytes + self.lengths.nbytes + 8 * len(self.words)


def build_array_index(words: list[str] | tuple[str, ...]) -> ArrayIndex:
    """Index lowercase a-z words (duplicates are harmless)."""
    ordered = sorted({w for w in words if indexable(w)})
    count = len(ordered)
    if count == 0:
        return ArrayIndex(
            np.full((1, FACE_COLUMNS), -1, np.int32), np.full(1, -1, np.int32), [], np.zeros(0, np.int16)
        )
    # Letters as a padded matrix: 0 pads, a..z are 1..26 (so the sort order is the strings' order).
    raw = np.array(ordered, dtype=np.bytes_)
    depth = raw.dtype.itemsize
    letters = raw.view(np.uint8).reshape(count, depth)
    letters = np.where(letters > 0, letters - np.uint8(96), np.uint8(0))
    lengths = np.count_nonzero(letters, axis=1).astype(np.int16)
    # Common prefix with the previous word (0 for the first): the first position that differs
    # (the padding differs from a letter; the last column stays False for a word of full depth).
    same = np.zeros((count, depth + 1), dtype=bool)
    same[1:, :depth] = (letters[1:] == letters[:-1]) & (letters[1:] > 0)
    common = np.argmin(same, axis=1)

    # Node of the prefix of length d of word i: a new node where the prefix differs from the
    # previous word's; equal prefixes are adjacent in sorted order, so a running count numbers them.
    node_at = np.zeros((count, depth + 1), dtype=np.int64)  # column 0: the root
    parents, faces, childs = [], [], []
    next_id = 1
    multi_pairs = {(FACE_IDS[f[0]] + 1) * 32 + FACE_IDS[f[1]] + 1: FACE_IDS[f] for f in MULTI_FACES}
    pair_face = np.full(32 * 32, -1, np.int64)
    for key, face in multi_pairs.items():
        pair_face[key] = face
    for d in range(1, depth + 1):
        present = lengths >= d
        new = present & (common < d)
        ids = np.cumsum(new) - 1 + next_id
        node_at[:, d] = np.where(present, ids, 0)
        rows = np.flatnonzero(new)
        next_id += rows.size
        parents.append(node_at[rows, d - 1])
        faces.append(letters[rows, d - 1].astype(np.int64) - 1)
        childs.append(node_at[rows, d])
        if d >= 2:
            shortcut = pair_face[letters[rows, d - 2].astype(np.int64) * 32 + letters[rows, d - 1]]
            has = shortcut >= 0
            parents.append(node_at[rows[has], d - 2])
            faces.append(shortcut[has])
            childs.append(node_at[rows[has], d])
    parent = np.concatenate(parents)
    face = np.concatenate(faces)
    child = np.concatenate(childs)
    nodes = next_id

    # Renumber: nodes with children first (they get table rows), leaves after.
    has_children = np.zeros(nodes, dtype=bool)
    has_children[parent] = True
    order = np.argsort(~has_children, kind="stable")
    new_id = np.empty(nodes, dtype=np.int64)
    new_id[order] = np.arange(nodes)
    internal = int(has_children.sum())
    children = np.full((internal, FACE_COLUMNS), -1, dtype=np.int32)
    children[new_id[parent], face] = new_id[child]
    word_of = np.full(nodes, -1, dtype=np.int32)
    word_of[new_id[node_at[np.arange(count), lengths]]] = np.arange(count, dtype=np.int32)
    return ArrayIndex(children, word_of, ordered, lengths)


_cache: weakref.WeakKeyDictionary[Lexicon, ArrayIndex] = weakref.WeakKeyDictionary()
_cache_lock = threading.Lock()


def array_index_for(lexicon: Lexicon, progress: Progress | None = None) -> ArrayIndex:
    """The array index of a word list, built once and kept while the word list lives."""
    check_lexicon(lexicon, ArrayIndex)
    with _cache_lock:
        index = _cache.get(lexicon)
        if index is None:
            (progress or Progress()).report(0, 1, f"Indexing {len(lexicon):,} words for Boggle")
            index = build_array_index(lexicon.words())
            _cache[lexicon] = index
        return index
