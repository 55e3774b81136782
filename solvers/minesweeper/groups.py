"""Exact counting of one independent group of boxes, tallied by mine count.

A group's *solutions* are the mine counts per box that satisfy every number. The groups of
real games are small, and a depth-first search lists their solutions fastest. On a large
frontier they can be astronomically many, so past ``ENUMERATION_BUDGET`` search nodes the
group is counted without listing them: the boxes are taken one at a time, and a *state* is
what each number still needs. Partial solutions that reach the same state can be completed in
the same ways, so dynamic programming over states counts them all: forward, the weighted ways
to reach each state by mine count; backward, the ways to complete it. Their products give
every tally, and the i-th solution in order is found by walking the states. The work grows
with the number of states, which stays small because only the numbers along the edge between
boxes taken and boxes to come can differ.

There, weights by mine count are polynomials kept *packed* in one integer, a fixed number of
bytes per coefficient: adding them is adding integers, and multiplying them (a convolution) is
one integer multiply. No coefficient can overflow its bytes: a weight never exceeds the
2**cells arrangements of the group's cells, and a weight times the mines of one box never exceeds
that box's size times 2**cells.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import comb

from solvers.minesweeper.frontier import Frontier
from solvers.progress import Progress
from solvers.wording import byte_size

#: How many search nodes or state transitions between two progress checkpoints.
CHECK_EVERY = 4096
#: Search nodes the listing of a group's solutions may take before it is counted by states.
ENUMERATION_BUDGET = 50_000
#: Groups of more boxes than this are counted by states at once: the listing recurses a level a box.
LISTING_MAX_BOXES = 400
#: States the counting may reach before it gives up on a group, and the bytes their weights may
#: take (the completions counted backwards take about as much again).
STATE_LIMIT = 1_000_000
WEIGHT_BYTES_LIMIT = 256 * 2**20
#: Solved groups are remembered by their shape (box sizes, which numbers touch which box, what
#: each number still needs): between two moves of a game most groups do not change.
CACHE_SIZE = 4096
_CACHE: dict[tuple[object, ...], _Counts] = {}

State = tuple[int, ...]
Poly = tuple[int, ...]  # weights by mine count
Move = tuple[int, State]  # mines put in a box, and the state that leads to
Solution = tuple[tuple[int, ...], int, int]  # mines per box, weight, mines in all


@dataclass(frozen=True)
class _Listed:
    """A group's solutions, listed in lexicographic order."""

    solutions: tuple[Solution, ...]

    def solution_at(self, index: int, completions: Callable[[int], int]) -> tuple[tuple[int, ...], int]:
        for solution, weight, mines in self.solutions:
            block = weight * completions(mines)
            if index < block:
                return solution, index
            index -= block
        raise IndexError("index past the group's solutions")


@dataclass(frozen=True)
class _Tables:
    """The states a group was counted by (see the module's docstring)."""

    sizes: tuple[int, ...]
    width: int  # bytes per packed coefficient
    #: ``moves[d][state]``: every choice for box d from ``state`` that can be completed.
    moves: tuple[dict[State, tuple[Move, ...]], ...]
    #: ``ahead[d][state]``: the weights of the completions from box d on, packed.
    ahead: tuple[dict[State, int], ...]

    def solution_at(self, index: int, completions: Callable[[int], int]) -> tuple[tuple[int, ...], int]:
        state: State = ()  # no number is open before the first box
        mines = 0
        prefix = 1  # the weight of the boxes chosen so far
        chosen: list[int] = []
        for d, size in enumerate(self.sizes):
            for k, after in self.moves[d][state]:
                ahead = _unpack(self.ahead[d + 1][after], self.width)
                ways = sum(w * completions(mines + k + b) for b, w in enumerate(ahead) if w)
                block = prefix * comb(size, k) * ways
                if index < block:
                    break
                index -= block
            else:
                raise IndexError("index past the group's solutions")
            chosen.append(k)
            prefix *= comb(size, k)
            mines += k
            state = after
        return tuple(chosen), index


@dataclass(frozen=True)
class _Counts:
    """A group's tallies (see :class:`GroupSolutions`), and its solutions listed or as states."""

    by_mines: Poly
    box_mines: tuple[Poly, ...]
    box_fixed: tuple[int | None, ...]
    walk: _Listed | _Tables


@dataclass(frozen=True)
class GroupSolutions:
    """Every consistent assignment of mine counts to the boxes of one group, counted.

    A solution gives the mines in each box (in ``boxes`` order) and stands for the product of
    ``C(size, k)`` cell arrangements, its *weight*. ``by_mines[m]`` sums the weights of the
    solutions with ``m`` mines, ``box_mines[j][m]`` sums ``weight * mines in box j`` over them,
    and ``box_fixed[j]`` is the mines box j holds in every solution (None if that varies).
    """

    boxes: tuple[int, ...]
    counts: _Counts

    @property
    def solvable(self) -> bool:
        return any(self.by_mines)

    @property
    def by_mines(self) -> Poly:
        return self.counts.by_mines

    @property
    def box_mines(self) -> tuple[Poly, ...]:
        return self.counts.box_mines

    @property
    def box_fixed(self) -> tuple[int | None, ...]:
        return self.counts.box_fixed

    def solution_at(self, index: int, completions: Callable[[int], int]) -> tuple[tuple[int, ...], int]:
        """The solution that the ``index``-th item falls in, and the index left within it.

        Items run over the solutions in lexicographic order, each solution ``s`` standing for
        ``weight(s) * completions(mines(s))`` items; the index left is below that product."""
        return self.counts.walk.solution_at(index, completions)


def _search_order(frontier: Frontier, group: tuple[int, ...]) -> list[int]:
    """Boxes in breadth-first order along shared constraints, so constraints close early."""
    in_group = set(group)
    order: list[int] = []
    seen: set[int] = set()
    start = max(group, key=lambda b: len(frontier.box_constraints[b]))
    queue = [start]
    seen.add(start)
    while queue:
        box = queue.pop(0)
        order.append(box)
        linked = []
        for c in frontier.box_constraints[box]:
            for other in frontier.constraints[c].boxes:
                if other not in seen and other in in_group:
                    seen.add(other)
                    linked.append(other)
        queue.extend(linked)
    return order


class _OverBudget(Exception):
    pass


def _enumerate(
    sizes: Sequence[int], touches: Sequence[tuple[int, ...]], need: Sequence[int], progress: Progress | None
) -> list[Solution] | None:
    """Every solution, by depth-first search over the boxes' mine counts with bounds pruning, in
    lexicographic order; None once the search passes ``ENUMERATION_BUDGET`` nodes."""
    count = len(sizes)
    needs = list(need)
    room = [0] * len(need)  # cells of the boxes not yet taken, per number
    for mine, size in zip(touches, sizes, strict=True):
        for i in mine:
            room[i] += size
    values = [0] * count
    solutions: list[Solution] = []
    combs = [[comb(size, k) for k in range(size + 1)] for size in sizes]
    nodes = 0

    def visit(depth: int, weight: int, mines: int) -> None:
        nonlocal nodes
        nodes += 1
        if nodes > ENUMERATION_BUDGET:
            raise _OverBudget()
        if progress is not None and nodes % CHECK_EVERY == 0:
            progress.check()
        if depth == count:
            solutions.append((tuple(values), weight, mines))
            return
        size = sizes[depth]
        mine = touches[depth]
        lo = 0
        hi = size
        for i in mine:
            n = needs[i]
            hi = min(hi, n)
            lo = max(lo, n - (room[i] - size))
        if lo > hi:
            return
        for i in mine:
            room[i] -= size
        row = combs[depth]
        for k in range(lo, hi + 1):
            for i in mine:
                needs[i] -= k
            values[depth] = k
            visit(depth + 1, weight * row[k], mines + k)
            for i in mine:
                needs[i] += k
        for i in mine:
            room[i] += size

    try:
        visit(0, 1, 0)
    except _OverBudget:
        return None
    return solutions


def _tally(solutions: list[Solution], boxes: int) -> _Counts:
    """The tallies of listed solutions."""
    top = max((mines for _, _, mines in solutions), default=0)
    by_mines = [0] * (top + 1)
    box_mines = [[0] * (top + 1) for _ in range(boxes)]
    held: list[set[int]] = [set() for _ in range(boxes)]
    for solution, weight, mines in solutions:
        by_mines[mines] += weight
        for j, k in enumerate(solution):
            held[j].add(k)
            if k:
                box_mines[j][mines] += weight * k
    return _Counts(
        tuple(by_mines),
        tuple(map(tuple, box_mines)),
        tuple(next(iter(values)) if len(values) == 1 else None for values in held),
        _Listed(tuple(solutions)),
    )


def _width(sizes: Sequence[int]) -> int:
    """Bytes per packed coefficient for a group of boxes of these sizes: room for the largest box's
    size times 2**cells (see the module's docstring)."""
    return (sum(sizes) + max(sizes, default=0).bit_length()) // 8 + 1


def _unpack(packed: int, width: int) -> Poly:
    """The coefficients of a packed polynomial, up to its last nonzero one."""
    length = -(-packed.bit_length() // (8 * width))
    data = packed.to_bytes(width * length, "little")
    return tuple(int.from_bytes(data[m * width : (m + 1) * width], "little") for m in range(length))


class FrontierTooLarge(Exception):
    """A group's frontier is too tangled to count exactly within :data:`STATE_LIMIT` states and
    :data:`WEIGHT_BYTES_LIMIT` bytes of weights."""


def _layouts(touches: Sequence[tuple[int, ...]], numbers: int) -> list[tuple[int, ...]]:
    """``open[d]``: the numbers open before box d, in order: touched by an earlier box and by box d
    or a later one. Only they can differ between partial solutions, so a state holds their needs
    alone (the numbers not yet touched need all they did, those done need 0)."""
    first = [len(touches)] * numbers
    last = [-1] * numbers
    for d, mine in enumerate(touches):
        for i in mine:
            first[i] = min(first[i], d)
            last[i] = d
    return [tuple(i for i in range(numbers) if first[i] < d <= last[i]) for d in range(len(touches) + 1)]


def _forward(
    sizes: Sequence[int],
    touches: Sequence[tuple[int, ...]],
    need: Sequence[int],
    width: int,
    progress: Progress | None,
) -> tuple[list[dict[State, int]], list[dict[State, list[Move]]]]:
    """Every state reachable box by box, with the weights of reaching it (packed), and the moves
    between states. A state before box d gives what each number open there still needs (see
    :func:`_layouts`), so two partial solutions share a state exactly when those need the same.

    Raises :class:`FrontierTooLarge` once the states pass :data:`STATE_LIMIT` or their weights
    :data:`WEIGHT_BYTES_LIMIT`."""
    count = len(sizes)
    layouts = _layouts(touches, len(need))
    # room[d]: for each number touching box d, the cells of its later boxes (its most mines after d)
    room: list[list[int]] = [[] for _ in range(count)]
    left = [0] * len(need)
    for d in range(count - 1, -1, -1):
        room[d] = [left[i] for i in touches[d]]
        for i in touches[d]:
            left[i] += sizes[d]
    shift = 8 * width
    layers: list[dict[State, int]] = [{(): 1}]
    moves: list[dict[State, list[Move]]] = []
    transitions = 0
    states = weight_bits = 0
    for d, size in enumerate(sizes):
        mine = touches[d]
        rooms = room[d]
        before, after = layouts[d], layouts[d + 1]
        place = {i: n for n, i in enumerate(before)}
        # Where each need of box d's numbers is read from: the state, or the number's own need.
        sources = [(place.get(i, -1), need[i]) for i in mine]
        shut = [n for n, i in enumerate(mine) if i not in after]  # numbers that close with this box
        # Each number open after box d: its place in the state before (-1: touched first here),
        # and its place among box d's numbers (-1: not touched here).
        kept = [(place.get(i, -1), mine.index(i) if i in mine else -1) for i in after]
        layer: dict[State, int] = {}
        step: dict[State, list[Move]] = {}
        row = [comb(size, k) for k in range(size + 1)]
        for state, weights in layers[-1].items():
            needs = [state[at] if at >= 0 else own for at, own in sources]
            lo = max([0, *[n - r for n, r in zip(needs, rooms)]])
            hi = min([size, *needs])
            if shut:  # a number closing here takes exactly what it still needs
                value = needs[shut[0]]
                if any(needs[n] != value for n in shut) or not lo <= value <= hi:
                    step[state] = []
                    continue
                lo = hi = value
            choices = step[state] = []
            for k in range(lo, hi + 1):
                target = tuple(needs[here] - k if here >= 0 else state[at] for at, here in kept)
                choices.append((k, target))
                layer[target] = layer.get(target, 0) + ((weights * row[k]) << (shift * k))
            transitions += hi - lo + 1
            if progress is not None and transitions >= CHECK_EVERY:
                transitions = 0
                progress.check()
        states += len(layer)
        weight_bits += sum(weights.bit_length() for weights in layer.values())
        if states > STATE_LIMIT or weight_bits > 8 * WEIGHT_BYTES_LIMIT:
            held = f"{STATE_LIMIT:,} states" if states > STATE_LIMIT else byte_size(WEIGHT_BYTES_LIMIT)
            raise FrontierTooLarge(
                f"its {count:,} frontier boxes under {len(need):,} numbers are too tangled: by box "
                f"{d + 1:,}, the partial solutions to tell apart already take more than {held}"
            )
        layers.append(layer)
        moves.append(step)
    return layers, moves


def _by_states(
    sizes: tuple[int, ...],
    touches: tuple[tuple[int, ...], ...],
    need: tuple[int, ...],
    progress: Progress | None,
) -> _Counts:
    """The tallies by dynamic programming over states (see the module's docstring)."""
    width = _width(sizes)
    shift = 8 * width
    layers, moves = _forward(sizes, touches, need, width, progress)
    count = len(sizes)
    # After the last box no number is open: its one state, (), is reached if a solution exists.
    ahead: list[dict[State, int]] = [{} for _ in range(count)] + [{(): 1} if () in layers[count] else {}]
    kept: list[dict[State, tuple[Move, ...]]] = [{} for _ in range(count)]
    # held[d][k]: the solutions whose box d holds k mines, by mine count (reach times completion)
    held: list[list[int]] = [[0] * (size + 1) for size in sizes]
    for d in range(count - 1, -1, -1):
        row = [comb(sizes[d], k) for k in range(sizes[d] + 1)]
        reach, here, later, box = layers[d], ahead[d], ahead[d + 1], held[d]
        for state, choices in moves[d].items():
            live = [(k, after) for k, after in choices if after in later]
            if not live:
                continue
            total = 0
            for k, after in live:
                completing = (later[after] * row[k]) << (shift * k)
                total += completing
                box[k] += reach[state] * completing
            here[state] = total
            kept[d][state] = tuple(live)
    by_mines = _unpack(ahead[0].get((), 0), width) or (0,)
    fewest = next((m for m, weight in enumerate(by_mines) if weight), 0)  # coefficients below are 0
    box_mines: list[Poly] = []
    box_fixed: list[int | None] = []
    for box in held:
        mines = _unpack(sum(k * packed for k, packed in enumerate(box)) >> (shift * fewest), width)
        box_mines.append((0,) * fewest + mines + (0,) * (len(by_mines) - fewest - len(mines)))
        values = [k for k, packed in enumerate(box) if packed]
        box_fixed.append(values[0] if len(values) == 1 else None)
    tables = _Tables(sizes, width, tuple(kept), tuple(ahead))
    return _Counts(by_mines, tuple(box_mines), tuple(box_fixed), tables)


def _shape(
    frontier: Frontier, order: list[int], constraint_subset: set[int] | None
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The group as box sizes, the (local) numbers touching each box, and what each needs."""
    used = [
        c
        for c in sorted({c for b in order for c in frontier.box_constraints[b]})
        if constraint_subset is None or c in constraint_subset
    ]
    local = {c: i for i, c in enumerate(used)}
    sizes = tuple(len(frontier.boxes[b]) for b in order)
    touches = tuple(tuple(local[c] for c in frontier.box_constraints[b] if c in local) for b in order)
    return sizes, touches, tuple(frontier.constraints[c].need for c in used)


def solve_group(
    frontier: Frontier, group: tuple[int, ...], progress: Progress | None = None
) -> GroupSolutions:
    """Count the group's solutions (see the module's docstring); remembered by the group's shape."""
    order = _search_order(frontier, group)
    key = _shape(frontier, order, None)
    counts = _CACHE.get(key)
    if counts is None:
        listed = _enumerate(*key, progress) if len(order) <= LISTING_MAX_BOXES else None
        counts = _by_states(*key, progress) if listed is None else _tally(listed, len(order))
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        _CACHE[key] = counts
    return GroupSolutions(tuple(order), counts)


def unsatisfiable_constraint(frontier: Frontier, group: tuple[int, ...]) -> int:
    """A constraint of a group with no solution that cannot hold together with those before it."""
    order = _search_order(frontier, group)
    used = sorted({c for b in group for c in frontier.box_constraints[b]})
    chosen: set[int] = set()
    for c in used:
        chosen.add(c)
        sizes, touches, need = _shape(frontier, order, chosen)
        layers, _ = _forward(sizes, touches, need, _width(sizes), None)
        if () not in layers[-1]:
            return c
    return used[-1]
