"""The sentences the Crossword tab reports a search's end with (what it found, what it cost, the entries
the word list lacks, the options it ran with that have changed since), what a comparison cancelled
keeps, and :func:`first_few`, which names the first few of a list."""

from __future__ import annotations

from solvers.crossword import ALGORITHMS, FillOptions, FillResult
from solvers.crossword.candidates import SlotEntry
from solvers.crossword.grid import direction_name
from solvers.crossword.listing import quality_phrase
from solvers.wording import counted, counted_subject

#: Reasons a grid cannot be filled that the status line names (the CLI lists them all).
SHOWN_REASONS = 3


def first_few(items: list[str], separator: str = ", ", last: str = " and", more_note: str = "") -> str:
    """The first :data:`SHOWN_REASONS` of ``items`` joined by ``separator``, then how many more there
    are, if any (``"a, b, c and 4 more"``), with ``more_note`` after that count."""
    more = len(items) - SHOWN_REASONS
    shown = separator.join(items[:SHOWN_REASONS])
    return shown + (f"{last} {more:,} more{more_note}" if more > 0 else "")


def fills_found(result: FillResult, cancelled: bool, wanted: int) -> str:
    """How many fills the search found (``wanted`` of them, 0 for all); a count stopped early (at
    its time limit or by Cancel) says it stopped and that there are at least that many, so its
    number is not read as the total."""
    if wanted != 0:
        found = "Filled" if result.count == 1 else f"{result.count:,} fills found"
        fewer = result.complete and result.count < wanted  # the search ran out, not the wish
        only = "the only one there is" if result.count == 1 else "the only ones there are"
        return f"{found}: {only}" if fewer else found
    if result.complete:
        return f"Exactly {counted(result.count, 'fill')}"
    stopped = "Cancelled" if cancelled else "Stopped at the time limit"
    return f"{stopped}: at least {counted(result.count, 'fill')}"


def search_outcome(
    result: FillResult,
    cancelled: bool,
    wanted: int,
    entries: list[SlotEntry],
    reasons: list[str],
    level_note: str,
) -> str:
    """What a search found, as the start of a sentence: the fills (the quality of the first's
    ``entries``, and those the word list lacks), or why none exists (``reasons``, and the
    ``level_note`` of the words searched), or that it stopped before a fill."""
    if result.status == "filled":
        text = fills_found(result, cancelled, wanted)
        quality = quality_phrase(result.fills[0], entries)
        if quality is not None:
            text += f"; words' {quality}"
    elif result.status == "unfillable":
        text = "No fill exists (proven)"
        if reasons:
            text += ": " + first_few(reasons, "; ", "; and")
        if level_note:
            text += ". " + level_note.removesuffix(".")
    else:
        text = "Stopped before a fill was found"
    if cancelled and wanted and result.count < wanted:  # a count says so in its own words
        text += " (cancelled)"
    return text + unlisted_note(entries)


def search_costs(result: FillResult, deepest: int | None) -> str:
    """What a search cost, as the sentences after its outcome, and what the playback shows of it
    (``deepest``: the step of its deepest partial fill, when the grid shows that)."""
    s = result.stats
    text = f". {s.nodes:,} nodes, {s.backtracks:,} backtracks, {s.restarts:,} restarts, {s.seconds:.3f} s."
    trace = result.trace
    if trace is not None and trace.truncated:
        text += f" Playback shows the first {len(trace):,} events."
    if deepest is not None:
        text += (
            f" The grid shows the deepest partial fill ({s.max_depth:,} words placed, step"
            f" {deepest:,}); End shows where the search stopped."
        )
    return text


def unlisted_note(entries: list[SlotEntry]) -> str:
    """The entries the word list lacks, which stand because their letters were given in the grid
    (typed, or a fill kept): said with a way out, or "" when there are none."""
    unlisted = [
        f"{entry.number} {direction_name(entry.slot.direction)} {entry.pattern.upper()}"
        for entry in entries
        if not entry.in_list
    ]
    if not unlisted:
        return ""
    its = "its" if len(unlisted) == 1 else "their"
    named = first_few(unlisted, more_note=" (the Entries tab marks them)")
    return (
        f". Not in the word list, but given in the grid: {named}; clear {its} letters "
        "(Delete) or all of them (Options > Clear letters) and Fill again to have words chosen there"
    )


def comparison_kept(done: int, compared: int) -> str:
    """What a comparison of ``compared`` algorithms cancelled leaves, as a sentence: the rows of the
    ``done`` that finished (or "" when none had)."""
    if not done:
        return ""
    kept = f" Compare keeps the {counted(done, 'algorithm')} that finished"
    if done == compared:  # the cancel came after the last row, before the task ended
        return f"{kept}: all of them."
    rest = counted_subject(compared - done, "other", ("was", "were"))
    return f"{kept}; {rest} cancelled."


def option_phrases(options: FillOptions) -> list[str]:
    """How a search is run, by the options that change its figures but not which fills are valid,
    each as its phrase (as the Options panel names it)."""
    seed = "fixed" if options.seed is None else f"{options.seed:,}"
    fills = {1: "find the first fill", 0: "count every fill"}.get(options.max_fills)
    return [
        f"algorithm {ALGORITHMS[options.algorithm].label}",
        f"words first by {options.value_order.replace('-', ' ')}",
        f"seed {seed}",
        fills or f"find {options.max_fills:,} fills",
        "no time limit" if options.time_limit is None else f"time limit {options.time_limit:g} s",
    ]


def options_note(ran: FillOptions, now: FillOptions) -> str:
    """The options a search ``ran`` with that differ from those set ``now``, as a sentence after its
    report ("" when none does): options changed while it ran are not those its figures are for."""
    pairs = zip(option_phrases(ran), option_phrases(now), strict=True)
    changed = [phrase for phrase, other in pairs if phrase != other]
    if not changed:
        return ""
    return f" It ran with the options set when it started: {', '.join(changed)}."
