"""What the room hears: the clock's alerts, and two more moments, as words to be spoken.

The clock's alerts (`core/clock/alerts.py`: a new level, a break, one minute left, a colour-up) say
what a screen shows; spoken, they need words that read aloud well ("two hundred" is left to
the speech engine, but "200/400" is not: "blinds 200 and 400"). Two moments only speech
needs: ten minutes before a break, and the start of the last level rebuys are sold in. Each
kind can be switched on or off; the chime comes first (the caller plays it).
"""

from __future__ import annotations

import enum
from collections.abc import Collection

import msgspec

from dealer_assist.core.clock.alerts import Alert, AlertKind, alerts_between, command_alerts
from dealer_assist.core.clock.clock import ClockAnchor
from dealer_assist.core.clock.structure import Break, Level, Structure

TEN_MINUTES_MS = 10 * 60_000


class Spoken(enum.Enum):
    LEVEL = "level"  # a new level and its blinds
    BREAK = "break"  # a break starts, or ends
    COLOUR_UP = "colour_up"  # chips come off
    ONE_MINUTE = "one_minute"  # one minute left
    TEN_TO_BREAK = "ten_to_break"  # ten minutes to the break
    REBUYS_CLOSING = "rebuys_closing"  # rebuys close at the end of this level


DEFAULT_ON = frozenset(Spoken) - {Spoken.ONE_MINUTE}  # a minute's chime is enough on its own

_KIND_OF_ALERT = {
    AlertKind.LEVEL_CHANGED: Spoken.LEVEL,
    AlertKind.BREAK_STARTED: Spoken.BREAK,
    AlertKind.BREAK_ENDED: Spoken.BREAK,
    AlertKind.BREAK_ENDS_SOON: Spoken.ONE_MINUTE,
    AlertKind.ONE_MINUTE_LEFT: Spoken.ONE_MINUTE,
    AlertKind.COLOUR_UP_DUE: Spoken.COLOUR_UP,
}


class Announcement(msgspec.Struct, frozen=True):
    kind: Spoken
    at_ms: int
    words: str


def limits_words(level: Level) -> str:
    words = f"blinds {level.small_blind:,} and {level.big_blind:,}"
    if level.ante:
        words += f", {'big blind ante' if level.big_blind_ante else 'ante'} {level.ante:,}"
    return words


def _spoken(structure: Structure, alert: Alert) -> Announcement | None:
    kind = _KIND_OF_ALERT.get(alert.kind)
    if kind is None:
        return None
    period = structure.periods[alert.period_index]
    if alert.kind is AlertKind.LEVEL_CHANGED and isinstance(period, Level):
        number = structure.level_number(alert.period_index)
        words = f"Level {number}. {limits_words(period).capitalize()}, from the next deal."
    elif alert.kind is AlertKind.COLOUR_UP_DUE:
        chips = " and ".join(f"the {c.value:,} chips" for c in alert.colour_up) or "small chips"
        words = f"Colour up: {chips} come off. Please change them at your table."
    else:
        words = alert.text
    return Announcement(kind, alert.at_ms, words)


def _extra_moments(
    structure: Structure, anchor: ClockAnchor, after_ms: int, upto_ms: int
) -> list[Announcement]:
    """Ten minutes to a break, and the start of the last rebuy level, in (after, upto]."""
    if not anchor.running:
        return []
    found: list[Announcement] = []
    periods = structure.periods
    start = (
        anchor.anchored_at_ms + anchor.remaining_ms - periods[anchor.period_index].duration_s * 1000
    )
    rebuy_until = structure.rebuy.until_level if structure.rebuy is not None else None
    index = anchor.period_index
    end = anchor.anchored_at_ms + anchor.remaining_ms
    while index < len(periods) and start <= upto_ms:
        period = periods[index]
        following = periods[index + 1] if index + 1 < len(periods) else None
        if isinstance(following, Break) and isinstance(period, Level):
            mark = end - TEN_MINUTES_MS
            if after_ms < mark <= upto_ms and mark > anchor.anchored_at_ms:
                minutes = following.duration_s // 60
                found.append(
                    Announcement(
                        Spoken.TEN_TO_BREAK,
                        mark,
                        f"Ten minutes to the break, a {minutes}-minute break.",
                    )
                )
        if isinstance(period, Level) and rebuy_until is not None:
            number = structure.level_number(index)
            if (
                number == rebuy_until
                and after_ms < start <= upto_ms
                and start > anchor.anchored_at_ms
            ):
                found.append(
                    Announcement(
                        Spoken.REBUYS_CLOSING, start, "Rebuys close at the end of this level."
                    )
                )
        index += 1
        start = end
        if index < len(periods):
            end += periods[index].duration_s * 1000
    return found


def announcements_between(
    structure: Structure,
    anchor: ClockAnchor,
    after_ms: int,
    upto_ms: int,
    enabled: Collection[Spoken] = DEFAULT_ON,
) -> list[Announcement]:
    """What to say for the moments in (after_ms, upto_ms], in order, of the kinds enabled."""
    spoken = [
        a
        for alert in alerts_between(structure, anchor, after_ms, upto_ms)
        if (a := _spoken(structure, alert)) is not None
    ]
    spoken += _extra_moments(structure, anchor, after_ms, upto_ms)
    return sorted((a for a in spoken if a.kind in enabled), key=lambda a: a.at_ms)


def command_announcements(
    structure: Structure,
    before: ClockAnchor | None,
    after: ClockAnchor,
    at_ms: int,
    enabled: Collection[Spoken] = DEFAULT_ON,
) -> list[Announcement]:
    """What to say when a command moves the clock to another period (a start, a jump)."""
    spoken = [
        a
        for alert in command_alerts(structure, before, after, at_ms)
        if (a := _spoken(structure, alert)) is not None
    ]
    return [a for a in spoken if a.kind in enabled]
