"""A station's hands as records: each finished hand's history, the night's file, the hand list.

Pure functions of the station's state (`core.table.station_fold`): the store writes them to
files, the station shows the list.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dealer_assist.core.hand.hand_history import export_history
from dealer_assist.core.hand.hand_state import Phase
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table.station_events import RulingGiven
from dealer_assist.core.table.station_fold import ClosedHand, StationState

HANDS_FORMAT = "dealer-assist-hands"


def hand_history(station: StationState, closed: ClosedHand) -> dict[str, Any]:
    """One finished hand in the hand-history format (docs/hand-history.md)."""
    state = closed.replay(station.rules)
    data = export_history(closed.events, state)
    data["hand_number"] = closed.number
    table = station.table
    if table is not None and table.name:
        data["table"] = table.name
    given = [_ruling_record(r) for r in station.rulings if _in_hand_number(r, closed.number)]
    if given:
        data["rulings"] = given
    return data


def last_hand_history(station: StationState) -> dict[str, Any] | None:
    history = station.history
    return hand_history(station, history[-1]) if history else None


def session_history(station: StationState) -> dict[str, Any]:
    """Every hand finished at this table, oldest first; each entry replays on its own."""
    table = station.table
    return {
        "format": HANDS_FORMAT,
        "schema_version": 1,
        "table": table.name if table is not None else "",
        "book": station.rules.book,
        "hands": [hand_history(station, closed) for closed in station.history],
        "corrections": [
            {
                "after_hand": fix.after_hand,
                "seat": fix.seat,
                "name": fix.name,
                "previous": fix.previous,
                "stack": fix.stack,
                "reason": fix.reason,
                "at_ms": fix.at_ms,
            }
            for fix in station.corrections
        ],
        # Rulings given between hands; those given during a hand are in its history.
        "rulings": [
            {"after_hand": ruling.hand_number, **_ruling_record(ruling)}
            for ruling in station.rulings
            if ruling.hand_id is None
        ],
    }


def hand_log(station: StationState) -> tuple[str, ...]:
    """The hands played here, the stacks corrected and the rulings given, oldest first,
    one line each: what the station's hand list shows. A hand's rulings follow it; what
    was done between hands follows the hand before."""
    table = station.table
    names = {} if table is None else {s: table.require_player(s).name for s in table.occupied()}
    # (hand number, 0 the hand / 1 during it / 2 after it, when): the order of the lines
    lines: list[tuple[tuple[int, int, int], str]] = []
    played = {closed.number for closed in station.history}
    for closed in station.history:
        summary = _hand_summary(closed, station.rules, names)
        lines.append(((closed.number, 0, 0), f"Hand {closed.number}: {summary}"))
    for fix in station.corrections:
        lines.append(
            (
                (fix.after_hand, 2, fix.at_ms),
                f"After hand {fix.after_hand}: seat {fix.seat} {fix.name}'s stack corrected "
                f"{fix.previous:,} → {fix.stack:,} ({fix.reason})",
            )
        )
    for ruling in station.rulings:
        number = ruling.hand_number
        if ruling.hand_id is None:
            when = f"After hand {number}" if number else "Before the first hand"
        elif number in played:
            when = f"Hand {number}"
        elif station.hand is not None and number == (table.hand_number if table else 0):
            when = f"Hand {number} (in progress)"
        else:
            when = f"Hand {number} (misdealt)"
        lines.append(
            (
                (number, 2 if ruling.hand_id is None else 1, ruling.at_ms),
                f"{when}, ruling: {ruling.label} ({ruling.rule_id}) on “{ruling.question}”",
            )
        )
    lines.sort(key=lambda line: line[0])  # stable: corrections before rulings at a tie
    return tuple(text for _key, text in lines)


def _in_hand_number(ruling: RulingGiven, number: int) -> bool:
    """Given during hand `number` (a misdealt deal of it included), not between hands."""
    return ruling.hand_id is not None and ruling.hand_number == number


def _ruling_record(ruling: RulingGiven) -> dict[str, Any]:
    """A ruling as the hand history writes it (docs/hand-history.md, `rulings`)."""
    return {
        "question": ruling.question,
        "rule": ruling.rule_id,
        "book": ruling.book,
        "label": ruling.label,
        "text": ruling.text,
        "at_ms": ruling.at_ms,
    }


def _hand_summary(closed: ClosedHand, rules: HouseRules, names: Mapping[int, str]) -> str:
    """Where a settled hand's pots went ("main pot 300 → seat 3 Chloe")."""
    state = closed.replay(rules)
    if state.phase is not Phase.COMPLETE:
        return "no pot: the big blind's blind went back"
    parts = []
    for index, paid, kept in sorted(state.awarded):
        name = "main pot" if index == 0 else f"side pot {index}"
        amount = sum(chips for _seat, chips in paid) + kept
        who = ", ".join(f"seat {seat} {names.get(seat, '')}".rstrip() for seat, _ in paid)
        parts.append(f"{name} {amount:,} → {who}")
    return "; ".join(parts)
