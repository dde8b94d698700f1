"""Clock alerts (one minute left, level changed, break, colour-up), computed from an anchor.

Alerts are not fired by a ticking timer: `alerts_between` lists every alert whose moment lies
in (after_ms, upto_ms], so a display that slept, or an app that restarted and remembers the
last moment it announced, neither misses nor repeats one. The moments are the clock's own:
a period ending, one minute before a period ends. A command that moves the clock (start,
jump, adjust to 0, resume at 0) is announced by `command_alerts`, because its moment is the
command's own and belongs to no earlier anchor.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import msgspec

from dealer_assist.core.clock.clock import ClockAnchor, current_period_index
from dealer_assist.core.clock.structure import Break, ChipDenomination, Level, Structure
from dealer_assist.core.rules.citation import Citation

if TYPE_CHECKING:
    from dealer_assist.core.rules.house_rules import HouseRules

#: How long before the end of a period the "one minute" alerts sound.
WARNING_LEAD_MS = 60_000


class AlertKind(enum.Enum):
    ONE_MINUTE_LEFT = "one_minute_left"  # in a level
    LEVEL_CHANGED = "level_changed"  # new limits apply on the next deal
    BREAK_STARTED = "break_started"
    BREAK_ENDS_SOON = "break_ends_soon"  # one minute left in a break
    BREAK_ENDED = "break_ended"
    COLOUR_UP_DUE = "colour_up_due"  # chips come off at this break


class Alert(msgspec.Struct, frozen=True):
    """One announcement: what, when, about which period, in words a room understands."""

    kind: AlertKind
    at_ms: int
    period_index: int
    text: str
    colour_up: tuple[ChipDenomination, ...] = ()
    citation: Citation | None = None


def alerts_between(
    structure: Structure,
    anchor: ClockAnchor,
    after_ms: int,
    upto_ms: int,
    rules: HouseRules | None = None,
) -> list[Alert]:
    """Every alert whose moment lies in (after_ms, upto_ms], in order.

    Only moments strictly after the anchor count: the anchor's own instant belongs to the
    command that made it (see `command_alerts`). A paused clock has no alerts.
    """
    if not anchor.running or upto_ms <= after_ms:
        return []
    periods = structure.periods
    last = len(periods) - 1
    alerts: list[Alert] = []
    index = anchor.period_index
    start = anchor.anchored_at_ms
    end = start + anchor.remaining_ms
    while True:
        mark = end - WARNING_LEAD_MS
        if mark > upto_ms:
            break
        if mark > start and mark > after_ms:
            alerts.append(_warning(structure, index, mark))
        if index == last or end > upto_ms:
            break
        if end > anchor.anchored_at_ms and end > after_ms:
            alerts.extend(_entry(structure, index, index + 1, end, rules))
        index += 1
        start = end
        end += periods[index].duration_s * 1000
    return alerts


def command_alerts(
    structure: Structure,
    before: ClockAnchor | None,
    after: ClockAnchor,
    at_ms: int,
    rules: HouseRules | None = None,
) -> list[Alert]:
    """The announcements a command at `at_ms` causes by moving the clock to another period.

    `before` is None when the command started the clock (level 1 is announced).
    """
    new_index = current_period_index(structure, after, at_ms)
    if before is None:
        return _entry(structure, None, new_index, at_ms, rules)
    old_index = current_period_index(structure, before, at_ms)
    if old_index == new_index:
        return []
    return _entry(structure, old_index, new_index, at_ms, rules)


def _entry(
    structure: Structure, old: int | None, new: int, at_ms: int, rules: HouseRules | None
) -> list[Alert]:
    """Alerts for play moving from period `old` (None: nothing before) into period `new`."""
    if rules is not None:  # the book's decisions load with its rules, not with this module
        from dealer_assist.core.rules.house_rules import Decision
    periods = structure.periods
    alerts: list[Alert] = []
    entered = periods[new]
    if old is not None and isinstance(periods[old], Break):
        alerts.append(
            Alert(AlertKind.BREAK_ENDED, at_ms, new, f"{_break_title(structure, old)} is over.")
        )
    if isinstance(entered, Level):
        number = structure.level_number(new)
        citation = rules.cite(Decision.LEVEL_CHANGE) if rules else None
        text = f"Level {number}: {entered.limits_text()}. New limits apply on the next deal."
        alerts.append(Alert(AlertKind.LEVEL_CHANGED, at_ms, new, text, citation=citation))
    else:
        minutes = _minutes(entered.duration_s)
        alerts.append(
            Alert(
                AlertKind.BREAK_STARTED, at_ms, new, f"{_break_title(structure, new)}: {minutes}."
            )
        )
    if old is not None and new > old:
        still = {c.value for c in structure.chips_in_play(new)}
        gone = tuple(c for c in structure.chips_in_play(old) if c.value not in still)
        if gone:
            citation = rules.cite(Decision.COLOUR_UP) if rules else None
            names = _join([f"{c.value} ({c.colour})" for c in gone])
            text = f"Colour up: the {names} chips come off."
            alerts.append(Alert(AlertKind.COLOUR_UP_DUE, at_ms, new, text, gone, citation))
    return alerts


def _warning(structure: Structure, index: int, at_ms: int) -> Alert:
    period = structure.periods[index]
    following = _following(structure, index)
    if isinstance(period, Level):
        text = f"One minute left in level {structure.level_number(index)}. {following}"
        return Alert(AlertKind.ONE_MINUTE_LEFT, at_ms, index, text)
    text = f"One minute left in {_break_title(structure, index).lower()}. {following}"
    return Alert(AlertKind.BREAK_ENDS_SOON, at_ms, index, text)


def _following(structure: Structure, index: int) -> str:
    if index == len(structure.periods) - 1:
        return "It is the last level: play continues at these limits."
    upcoming = structure.periods[index + 1]
    if isinstance(upcoming, Level):
        return f"Next: level {structure.level_number(index + 1)}, {upcoming.limits_text()}."
    return f"Next: {_break_title(structure, index + 1).lower()}, {_minutes(upcoming.duration_s)}."


def _break_title(structure: Structure, index: int) -> str:
    period = structure.periods[index]
    assert isinstance(period, Break)
    return period.name or f"Break {structure.break_number(index)}"


def _minutes(duration_s: int) -> str:
    if duration_s % 60:
        return f"{duration_s} seconds"
    minutes = duration_s // 60
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def _join(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


__all__ = ["WARNING_LEAD_MS", "Alert", "AlertKind", "alerts_between", "command_alerts"]
