"""The structure the search walks: a trie over die faces.

Each node is a dict from a face (``"a"``, ``"qu"``, ``"th"``...) to the child
node, plus the key :data:`WORD` holding the word that ends there. A
multi-letter face is a shortcut edge to the node two letters down, so the
search takes one step per die whatever its face, and Qu needs no special case.

Dicts holding the child dicts directly were measured faster in CPython than a
list of nodes addressed by integer ids (one fewer memory indirection per
step; see resources/help/boggle.md for the figures).

Words that no board can hold are left out: a ``q`` not followed by ``u``
(every Q face is Qu) and words shorter than :data:`MIN_WORD` (no rule set
counts them). Building takes about a second for the 243,000-word *large*
list, so indexes are cached per word list (:func:`index_for`).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterable
from dataclasses import dataclass

from solvers.boggle.faces import MULTI_FACES
from solvers.collector import collector_paused
from solvers.lexicon import Lexicon
from solvers.progress import Progress

MIN_WORD = 3
#: The key of a node's dict that holds the word ending at that node (never a face).
WORD = "$"

Node = dict


@dataclass(frozen=True, eq=False)
class WordIndex:
    root: Node
    words: int
    nodes: int


def indexable(word: str) -> bool:
    """Whether a board can hold the word: :data:`MIN_WORD` letters or more, every q followed by u."""
    return len(word) >= MIN_WORD and ("q" not in word or word.count("q") == word.count("qu"))


def build_index(
    words: Iterable[str], progress: Progress | None = None, total: int | None = None
) -> WordIndex:
    """Index lowercase a-z words (any iterable; duplicates are harmless).

    The cyclic garbage collector is paused while the dicts are created (it
    would otherwise scan the growing trie again and again: a third of the
    build time, measured); its previous state is restored afterwards.
    """
    with collector_paused():
        return _build(words, progress or Progress(), total)


def _build(words: Iterable[str], progress: Progress, total: int | None) -> WordIndex:
    multi = frozenset(MULTI_FACES)
    root: Node = {}
    nodes = 1
    count = 0
    for number, word in enumerate(words, start=1):
        if number % 20000 == 0:
            progress.report(number, total, f"Indexing words for Boggle ({number:,})")
        if not indexable(word):
            continue
        # Walk down letter by letter; for every two letters forming a multi-letter face, the
        # node before them gets a shortcut edge: before -"th"-> child.
        before: Node | None = None
        last = ""
        node = root
        for ch in word:
            child = node.get(ch)
            if child is None:
                child = node[ch] = {}
                nodes += 1
            if before is not None and last + ch in multi:
                before[last + ch] = child
            before, last, node = node, ch, child
        if WORD not in node:
            node[WORD] = word
            count += 1
    return WordIndex(root, count, nodes)


_cache: weakref.WeakKeyDictionary[Lexicon, WordIndex] = weakref.WeakKeyDictionary()
_cache_lock = threading.Lock()


def check_lexicon(words: object, index: type) -> None:
    """Raise TypeError saying what to pass unless ``words`` is a word list (the caches are keyed by it)."""
    if not isinstance(words, Lexicon):
        raise TypeError(
            f"the words must be a word list (a Lexicon) or its {index.__name__}, not {type(words).__name__}: "
            "make one with solvers.lexicon's Lexicon.from_words([...]), or load_file(path) for a file"
        )


def index_for(lexicon: Lexicon, progress: Progress | None = None) -> WordIndex:
    """The index of a word list, built once and kept while the word list lives."""
    check_lexicon(lexicon, WordIndex)
    with _cache_lock:
        index = _cache.get(lexicon)
        if index is None:
            index = build_index(lexicon.words(), progress, total=len(lexicon))
            _cache[lexicon] = index
        return index
