"""The finishing places of a tournament, worked out from its roster's timeline by the book.

The roster records who came in and went out, in order (its fold takes no rules); the places,
ties and citations come from `core/money/places.py` under the house book in force, on demand.
"""

from __future__ import annotations

from collections.abc import Sequence

from dealer_assist.core.money.places import Bust, Finish, Standings
from dealer_assist.core.roster import Roster
from dealer_assist.core.rules.house_rules import HouseRules


def standings_of(roster: Roster, rules: HouseRules) -> Standings:
    """Standings after every entry, bust-out, departure and chip-count end so far.

    Consecutive bust-outs recorded with the same hand are one hand's bust-outs (Ubetcha
    PROCEDURES & RULES 14: the larger starting stack finishes higher)."""
    standings = Standings()
    pending: list[Bust] = []
    pending_hand: object = None

    def flush() -> None:
        nonlocal standings, pending
        if pending:
            standings = standings.bust(pending, rules)
            pending = []

    for entry in roster.timeline:
        kind = entry[0]
        if kind == "bust":
            _, player, hand, start_chips, rank = entry
            if not (pending and hand and hand == pending_hand):
                flush()
            # Unknown chips (0) only ever stand alone: cmd_eliminate asks for them on a shared hand.
            chips = int(start_chips) or 1  # type: ignore[call-overload]
            pending.append(Bust(str(player), chips, int(rank)))  # type: ignore[call-overload]
            pending_hand = hand
            continue
        flush()
        if kind == "enter":
            standings = standings.enter(str(entry[1]))
        elif kind == "leave":
            _, player, handling, chips = entry
            if handling == "removed":
                standings = _removed(standings, str(player), int(chips), rules)  # type: ignore[call-overload]
        elif kind == "end":
            counts: Sequence[tuple[str, int]] = entry[1]  # type: ignore[assignment]
            standings = standings.end_on_chips(dict(counts), rules)
    flush()
    return standings


def _removed(standings: Standings, player: str, chips: int, rules: HouseRules) -> Standings:
    # levels_completed only matters for a book that blinds off first: the roster recorded
    # what was decided ("removed"), so ask for the removal whatever the level.
    after, _departure = standings.leave_early(player, chips, rules, levels_completed=10**6)
    return after


def finishes(roster: Roster, rules: HouseRules) -> tuple[Finish, ...]:
    """Decided places, best first."""
    return standings_of(roster, rules).finishes()
