"""The search algorithms, as combinations of variable order, propagation and restarts."""

from __future__ import annotations

from dataclasses import dataclass

#: Variable orders.
FIXED, MRV, MRV_DEGREE, DOM_WDEG = "fixed", "mrv", "mrv-degree", "dom-wdeg"
#: Propagation after each assignment.
NONE, FORWARD, ARC = "none", "forward-checking", "arc-consistency"


@dataclass(frozen=True)
class Algorithm:
    name: str
    label: str
    order: str
    propagation: str
    restarts: bool = False
    #: After a failure, the slot that failed is chosen first until a word stays in it (Lecoutre et al. 2009).
    last_conflict: bool = False
    description: str = ""


ALGORITHMS: dict[str, Algorithm] = {
    a.name: a
    for a in (
        Algorithm(
            "backtracking",
            "Backtracking",
            FIXED,
            NONE,
            description="chronological backtracking, slots in reading order, each word checked "
            "against the letters already placed",
        ),
        Algorithm(
            "mrv",
            "MRV",
            MRV,
            NONE,
            description="backtracking; next slot = the one with fewest words fitting the letters placed",
        ),
        Algorithm(
            "mrv-degree",
            "MRV + degree",
            MRV_DEGREE,
            NONE,
            description="MRV, ties broken by the number of open crossing slots",
        ),
        Algorithm(
            "forward-checking",
            "Forward checking",
            MRV_DEGREE,
            FORWARD,
            description="MRV + degree; after each word the crossing slots' candidates are filtered "
            "and a slot left with none fails at once",
        ),
        Algorithm(
            "mac",
            "Arc consistency (MAC)",
            MRV_DEGREE,
            ARC,
            description="MRV + degree; after each word AC-3 on crossing letters runs to a fixpoint",
        ),
        Algorithm(
            "dom-wdeg",
            "dom/wdeg + restarts",
            DOM_WDEG,
            ARC,
            restarts=True,
            last_conflict=True,
            description="arc consistency; next slot = smallest share of its length's words left per "
            "weighted degree, weights grow on wipe-outs, the slot of the last failure first; "
            "randomised restarts on a Luby schedule, each followed by repair runs from its deepest "
            "branch; dead ends remembered across restarts; after 20,000 nodes, word beliefs "
            "(belief propagation) in the value order",
        ),
    )
}
DEFAULT_ALGORITHM = "dom-wdeg"
VALUE_ORDERS = ("commonness", "least-constraining")


def get_algorithm(name: str) -> Algorithm:
    try:
        return ALGORITHMS[name]
    except KeyError:
        raise ValueError(f"unknown algorithm {name!r}; choose one of {', '.join(ALGORITHMS)}") from None
