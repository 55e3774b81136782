"""Exact counting of coalitions by vote total, with Python integers as packed polynomials.

The generating function ``prod_j (1 + x**w_j)`` counts coalitions by their total
weight.  Its coefficients below the quota ``q`` are all a power index needs:

* Banzhaf: the coalitions without block ``i`` that lose alone and win with it
  number ``sum_t g_i[t]`` over ``q - w_i <= t < q``, where ``g_i = f / (1 + x**w_i)``.
  Expanding ``1 / (1 + x**w)`` turns that window into an alternating sum of prefix
  sums of ``f`` itself: ``P(q) + 2 * sum_{j>=1} (-1)**j * P(q - j*w)`` with
  ``P(a) = f[0] + ... + f[a-1]``.  One product serves every block, and blocks of
  equal weight share one evaluation.
* Shapley-Shubik: the same with coalitions also counted by size ``m`` (one
  polynomial per size), each size weighted by ``m! (n-1-m)!``.

Polynomials are packed into one Python integer, ``width`` bits per coefficient
(Kronecker substitution), so multiplying by ``1 + x**w`` is one shift and one add
done in C over the whole array.  Coefficients never exceed ``2**n`` and the packing
leaves room for that, so no field ever carries into the next.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Callable, Sequence
from itertools import accumulate
from math import factorial

#: Called at each checkpoint with (steps done, steps in all); it may raise to stop the work.
Tick = Callable[[int, int], None]


def field_bytes(blocks: int) -> int:
    """Bytes per packed coefficient: room for counts up to ``2**blocks``; 8 (a machine word) at least,
    so that prefix sums can be taken by ``itertools.accumulate`` over an ``array``."""
    return max(8, blocks // 8 + 1)


class PackedPrefix:
    """Prefix sums ``P(a) = f[0] + ... + f[a-1]`` of a packed polynomial, read one at a time."""

    def __init__(self, packed: int, slots: int, width_bytes: int, offset: int = 0) -> None:
        self._width = width_bytes
        self._slots = slots
        self._offset = offset
        if width_bytes == 8:  # counts fit a machine word: one C-level pass
            words = array("Q")
            words.frombytes(packed.to_bytes(slots * 8, "little"))
            del packed
            if sys.byteorder == "big":
                words.byteswap()
            self._words: array | None = array("Q", accumulate(words))
            self._data = b""
        else:
            self._words = None
            self._data = _doubling_prefix(packed, slots, width_bytes * 8).to_bytes(
                slots * width_bytes, "little"
            )

    @property
    def offset(self) -> int:
        """The polynomial's lowest possible power: ``P(a) == 0`` for every ``a <= offset``."""
        return self._offset

    def __call__(self, a: int) -> int:
        """Sum of the coefficients of x**t for t < a."""
        k = a - self._offset
        if k <= 0:
            return 0
        if k > self._slots:
            k = self._slots
        if self._words is not None:
            return self._words[k - 1]
        w = self._width
        return int.from_bytes(self._data[(k - 1) * w : k * w], "little")

    def values_at(self, points: range) -> list[int]:
        """``[P(a) for a in points]``, read in one go (points at most ``offset + slots``)."""
        base = self._offset + 1
        if self._words is not None:
            words = self._words
            return [words[a - base] if a >= base else 0 for a in points]
        w = self._width
        data = self._data
        return [
            int.from_bytes(data[(a - base) * w : (a - base + 1) * w], "little") if a >= base else 0
            for a in points
        ]

    def stride_sum(self, start: int, step: int) -> int:
        """``P(start) + P(start - step) + P(start - 2*step) + ...`` (``start <= offset + slots``)."""
        first = start - self._offset - 1  # index of P(start) among the stored sums
        if first < 0:
            return 0
        if self._words is not None:
            return sum(self._words[first::-step])
        w = self._width
        data = self._data
        return sum(int.from_bytes(data[k * w : (k + 1) * w], "little") for k in range(first, -1, -step))


def _doubling_prefix(packed: int, slots: int, bits: int) -> int:
    """Prefix sums inside the packed integer: after k rounds each field holds 2**k consecutive terms."""
    limit = slots * bits
    mask = (1 << limit) - 1
    step = 1
    while step < slots:
        packed += packed << (step * bits)
        if packed.bit_length() > limit:
            packed &= mask
        step *= 2
    return packed


def subset_sum_counts(
    weights: Sequence[int], slots: int, width_bytes: int, tick: Tick, steps: int | None = None
) -> int:
    """``prod (1 + x**w)`` truncated below ``x**slots``, packed ``width_bytes`` per coefficient.

    Calls ``tick(k, steps)`` after the ``k``-th weight (``steps`` defaults to their number).
    """
    steps = steps or len(weights)
    bits = width_bytes * 8
    limit = slots * bits
    slack = limit // 4  # trimming every step costs a pass; let the product overrun by a quarter first
    mask = (1 << limit) - 1
    packed = 1
    for done, weight in enumerate(weights, 1):
        if weight < slots:
            packed += packed << (weight * bits)
            if packed.bit_length() > limit + slack:
                packed &= mask
        tick(done, steps)
    return packed & mask if packed.bit_length() > limit else packed


def banzhaf_counts(weights: Sequence[int], quota: int, tick: Tick) -> tuple[dict[int, int], int]:
    """For each distinct weight, the number of coalitions in which a block of that weight is critical;
    and the number of losing coalitions (total below ``quota``).

    ``weights`` must be positive and ``1 <= quota``.  Holds about ``quota * field_bytes(n)``
    bytes (four times that at the peak) and moves ``n`` times as much.
    """
    width = field_bytes(len(weights))
    distinct = sorted(set(weights))
    steps = len(weights) + len(distinct)
    prefix = PackedPrefix(subset_sum_counts(sorted(weights), quota, width, tick, steps), quota, width)
    swings = {}
    for done, w in enumerate(distinct, len(weights) + 1):
        swings[w] = alternating_window(prefix, quota, w)
        tick(done, steps)
    return swings, prefix(quota)


def alternating_window(prefix: PackedPrefix, quota: int, weight: int) -> int:
    """``P(q) + 2 * sum_{j>=1} (-1)**j P(q - j*w)``: coalitions without one block of weight ``w``
    whose total lies in ``[q - w, q)``."""
    odd = prefix.stride_sum(quota - weight, 2 * weight)
    even = prefix.stride_sum(quota - 2 * weight, 2 * weight)
    return prefix(quota) - 2 * odd + 2 * even


def size_offsets(weights: Sequence[int], quota: int) -> list[int]:
    """``o_m``, the least total of ``m`` blocks, for every size ``m`` with ``o_m < quota``."""
    offsets = [0]
    for w in sorted(weights):
        if offsets[-1] + w >= quota:
            break
        offsets.append(offsets[-1] + w)
    return offsets


def shapley_shubik_numerators(weights: Sequence[int], quota: int, tick: Tick) -> dict[int, int]:
    """For each distinct weight ``w``: ``n!`` times the Shapley-Shubik index of a block of weight ``w``.

    Counts coalitions by size and total: ``F_m`` (size ``m``) is stored from its least
    possible total ``o_m`` (the ``m`` smallest weights) up to ``quota - 1``; that is
    ``sum_m (quota - o_m) * field_bytes(n)`` bytes held (up to a quarter more between trims).
    """
    order = sorted(weights)
    n = len(order)
    width = field_bytes(n)
    bits = width * 8
    offsets = size_offsets(order, quota)
    sizes = len(offsets)  # F_m can be non-zero below the quota only for m < sizes
    lengths = [quota - o for o in offsets]
    limits = [length * bits for length in lengths]
    polys = [1] + [0] * (sizes - 1)
    for p, w in enumerate(order):
        for m in range(min(p + 1, sizes - 1), 0, -1):
            below = polys[m - 1]
            if below:
                shift = (w - order[m - 1]) * bits  # F_{m-1} starts at o_{m-1}, F_m at o_m
                grown = polys[m] + (below << shift)
                if grown.bit_length() > limits[m] + limits[m] // 4:  # trim now and then, not every time
                    grown &= (1 << limits[m]) - 1
                polys[m] = grown
        tick(p + 1, n + sizes)
    for m in range(sizes):
        if polys[m].bit_length() > limits[m]:
            polys[m] &= (1 << limits[m]) - 1
    distinct = sorted(set(order))
    by_size = {w: [0] * n for w in distinct}  # coalitions without the block, by size, in the window
    for m in range(sizes):
        prefix = PackedPrefix(polys[m], lengths[m], width, offsets[m])
        polys[m] = 0
        for w in distinct:
            _add_sized_window(prefix, quota, w, m, by_size[w])
        tick(n + m + 1, n + sizes)
    factor = [factorial(k) * factorial(n - 1 - k) for k in range(n)]
    return {w: sum(f * c for f, c in zip(factor, by_size[w], strict=True) if c) for w in distinct}


def _add_sized_window(prefix: PackedPrefix, quota: int, weight: int, m: int, counts: list[int]) -> None:
    """Add what size-``m`` coalitions of all blocks contribute to ``counts[k]``: the coalitions of
    size ``k`` without one block of weight ``w`` whose total lies in ``[q - w, q)``.

    That number is ``sum_j (-1)**j (P_{k-j}(q - j*w) - P_{k-j}(q - (j+1)*w))``; here ``m = k - j``.
    Blocks below the polynomial's least total are empty, so ``j`` stops there too.
    """
    blocks = min(len(counts) - m, -(-(quota - prefix.offset) // weight))
    values = prefix.values_at(range(quota, quota - (blocks + 1) * weight, -weight))
    for j in range(blocks):
        difference = values[j] - values[j + 1]
        if j % 2:
            counts[m + j] -= difference
        else:
            counts[m + j] += difference
