"""The tournament clock as a pure function of an anchor and the time: it never ticks.

An anchor says "period P had R ms left at wall time T, running or paused". Reading the clock
at any `now_ms` walks the structure forward from the anchor, so every display computes the
same answer and nothing drifts. Commands (pause, adjust, jump...) return a new anchor taken
at the command's time.

Choices, so every screen behaves the same:
- A period ends at the exact millisecond its remaining time reaches 0; at that instant the
  reading already shows the next period at full time.
- Overtime: when the last period's time runs out the clock stays on it (blinds unchanged),
  `remaining_ms` reads 0, `overtime` is True and `overtime_ms` counts up. Only an anchor on the
  last period may carry a negative `remaining_ms`: the overtime already run.
- `adjust` clamps the remaining time at 0 and allows more than the period's length. Adjusting
  a running period to 0 ends it at once.
- `previous_period` always goes to the start of the previous period, whatever the time into
  the current one (a director's button must do the same thing every time); `restart_period`
  restarts the current one.
- Displays show the remaining time rounded UP to whole seconds (59.2 s shows "1:00" until
  exactly 59.000 s remain), like every tournament clock: "0:00" is never shown on a level
  that still runs.
"""

from __future__ import annotations

import msgspec

from dealer_assist.core.clock.structure import Break, ChipDenomination, Level, Period, Structure

#: What `ms_until_display_change` answers for a paused clock: nothing moves, refresh at leisure.
IDLE_REFRESH_MS = 1000


class ClockError(ValueError):
    """A clock command that cannot be carried out; the message says what to do instead."""


class ClockAnchor(msgspec.Struct, frozen=True):
    """Period `period_index` had `remaining_ms` left at wall time `anchored_at_ms` (epoch ms).

    If `running`, it counts down from there, crossing into later periods.
    """

    period_index: int
    remaining_ms: int
    running: bool
    anchored_at_ms: int


class ClockReading(msgspec.Struct, frozen=True):
    """What the clock shows at `at_ms`."""

    at_ms: int
    period_index: int
    period: Period
    level: Level | None  # the current level, None on a break
    level_number: int | None  # 1-based among levels, None on a break
    break_number: int | None  # 1-based among breaks, None on a level
    is_break: bool
    duration_ms: int  # the period's full length
    remaining_ms: int  # never negative
    elapsed_ms: int  # time into the period (duration - remaining, at least 0)
    running: bool
    next_period: Period | None
    next_level: Level | None  # the next Level after this period
    next_level_number: int | None
    next_break: Break | None
    ms_to_next_break: int | None  # clock time until the next break starts (None: no break ahead)
    is_last_period: bool
    overtime: bool  # the last period's time has run out; play continues on it
    overtime_ms: int  # how long past the end of the last period (0 unless overtime)
    chips_in_play: tuple[ChipDenomination, ...]


def _check_anchor(structure: Structure, anchor: ClockAnchor) -> None:
    if not 0 <= anchor.period_index < len(structure.periods):
        raise ClockError(
            f"the clock is on period {anchor.period_index}, which the structure does not have "
            f"(it has {len(structure.periods)} periods)"
        )


def _locate(structure: Structure, anchor: ClockAnchor, now_ms: int) -> tuple[int, int]:
    """(period index, raw remaining ms) at now_ms; raw is negative only in overtime.

    A time before the anchor reads as the anchor itself (clocks never run backwards).
    """
    _check_anchor(structure, anchor)
    index, remaining = anchor.period_index, anchor.remaining_ms
    if not anchor.running:
        return index, remaining
    remaining -= max(0, now_ms - anchor.anchored_at_ms)
    last = len(structure.periods) - 1
    while remaining <= 0 and index < last:
        index += 1
        remaining += structure.periods[index].duration_s * 1000
    return index, remaining


def read_clock(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockReading:
    """The clock at `now_ms`, computed from the anchor alone."""
    index, raw = _locate(structure, anchor, now_ms)
    periods = structure.periods
    period = periods[index]
    duration_ms = period.duration_s * 1000
    is_last = index == len(periods) - 1
    overtime = is_last and raw <= 0
    remaining = max(0, raw)

    next_level = next_break = None
    next_level_number = None
    ms_to_break: int | None = None
    ahead_ms = remaining
    for later in range(index + 1, len(periods)):
        candidate = periods[later]
        if isinstance(candidate, Level) and next_level is None:
            next_level = candidate
            next_level_number = structure.level_number(later)
        if isinstance(candidate, Break) and next_break is None:
            next_break, ms_to_break = candidate, ahead_ms
        if next_level is not None and next_break is not None:
            break
        ahead_ms += candidate.duration_s * 1000

    return ClockReading(
        at_ms=now_ms,
        period_index=index,
        period=period,
        level=period if isinstance(period, Level) else None,
        level_number=structure.level_number(index),
        break_number=structure.break_number(index),
        is_break=isinstance(period, Break),
        duration_ms=duration_ms,
        remaining_ms=remaining,
        elapsed_ms=max(0, duration_ms - raw),
        running=anchor.running,
        next_period=None if is_last else periods[index + 1],
        next_level=next_level,
        next_level_number=next_level_number,
        next_break=next_break,
        ms_to_next_break=ms_to_break,
        is_last_period=is_last,
        overtime=overtime,
        overtime_ms=max(0, -raw) if overtime else 0,
        chips_in_play=structure.chips_in_play(index),
    )


def reanchor(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    """An equivalent anchor taken at `now_ms`: reads the same at every later time."""
    index, raw = _locate(structure, anchor, now_ms)
    return ClockAnchor(index, raw, anchor.running, max(now_ms, anchor.anchored_at_ms))


# ---------------------------------------------------------------------------------------------
# Commands: each returns a new anchor taken at now_ms
# ---------------------------------------------------------------------------------------------


def start(structure: Structure, now_ms: int) -> ClockAnchor:
    """Start play: the first period at full time, running."""
    if not structure.periods:
        raise ClockError("the structure has no periods to start")
    return ClockAnchor(0, structure.periods[0].duration_s * 1000, True, now_ms)


def pause(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    if not anchor.running:
        raise ClockError("the clock is already paused; resume it instead")
    index, raw = _locate(structure, anchor, now_ms)
    return ClockAnchor(index, raw, False, now_ms)


def resume(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    if anchor.running:
        raise ClockError("the clock is already running; pause it instead")
    index, raw = _locate(structure, anchor, now_ms)
    return ClockAnchor(index, raw, True, now_ms)


def adjust(structure: Structure, anchor: ClockAnchor, now_ms: int, delta_ms: int) -> ClockAnchor:
    """Add (or take off, if negative) time on the current period; remaining is clamped at 0."""
    if delta_ms == 0:
        raise ClockError("adjust the clock by a non-zero amount (e.g. +60000 or -60000 ms)")
    index, raw = _locate(structure, anchor, now_ms)
    if raw < 0 and delta_ms < 0:
        new_remaining = raw  # already in overtime: nothing left to take off
    else:
        new_remaining = max(0, max(0, raw) + delta_ms)
    return ClockAnchor(index, new_remaining, anchor.running, now_ms)


def jump_to(
    structure: Structure, anchor: ClockAnchor, now_ms: int, period_index: int
) -> ClockAnchor:
    """Go to the start of any period (full time), keeping running or paused."""
    count = len(structure.periods)
    if not 0 <= period_index < count:
        raise ClockError(f"there is no period {period_index}: choose 0..{count - 1}")
    _check_anchor(structure, anchor)
    return ClockAnchor(
        period_index, structure.periods[period_index].duration_s * 1000, anchor.running, now_ms
    )


def next_period_index(structure: Structure, anchor: ClockAnchor, now_ms: int) -> int:
    index, _ = _locate(structure, anchor, now_ms)
    if index == len(structure.periods) - 1:
        raise ClockError(
            f"already on the last period ({structure.period_name(index)}); there is no next one"
        )
    return index + 1


def previous_period_index(structure: Structure, anchor: ClockAnchor, now_ms: int) -> int:
    index, _ = _locate(structure, anchor, now_ms)
    if index == 0:
        raise ClockError("already on the first period; restart it instead")
    return index - 1


def current_period_index(structure: Structure, anchor: ClockAnchor, now_ms: int) -> int:
    return _locate(structure, anchor, now_ms)[0]


def next_break_index(structure: Structure, anchor: ClockAnchor, now_ms: int) -> int:
    index, _ = _locate(structure, anchor, now_ms)
    for later in range(index + 1, len(structure.periods)):
        if isinstance(structure.periods[later], Break):
            return later
    raise ClockError(
        f"there is no break after {structure.period_name(index)}; pause the clock instead"
    )


def next_period(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    """Go to the start of the next period."""
    return jump_to(structure, anchor, now_ms, next_period_index(structure, anchor, now_ms))


def previous_period(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    """Go to the start of the previous period (always; see the module notes)."""
    return jump_to(structure, anchor, now_ms, previous_period_index(structure, anchor, now_ms))


def restart_period(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    """Start the current period again at full time."""
    return jump_to(structure, anchor, now_ms, current_period_index(structure, anchor, now_ms))


def break_now(structure: Structure, anchor: ClockAnchor, now_ms: int) -> ClockAnchor:
    """Go to the start of the next break."""
    return jump_to(structure, anchor, now_ms, next_break_index(structure, anchor, now_ms))


# ---------------------------------------------------------------------------------------------
# Display helpers
# ---------------------------------------------------------------------------------------------


def display_seconds(remaining_ms: int) -> int:
    """Whole seconds a clock shows: rounded up, so 59.2 s shows 60 ("1:00")."""
    return -(-max(0, remaining_ms) // 1000)


def format_clock(remaining_ms: int) -> str:
    """ "12:05", or "1:02:03" from an hour up; rounded up to whole seconds."""
    seconds = display_seconds(remaining_ms)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def ms_until_display_change(reading: ClockReading) -> int:
    """Milliseconds until the shown whole second changes (always 1..1000).

    Running: remaining time shows rounded up, so it changes when remaining reaches the next
    lower multiple of 1000 ms (or the period ends). In overtime the count-up of `overtime_ms`
    shows rounded down. Paused: nothing moves; IDLE_REFRESH_MS.
    """
    if not reading.running:
        return IDLE_REFRESH_MS
    if reading.overtime:
        return 1000 - reading.overtime_ms % 1000
    return (reading.remaining_ms - 1) % 1000 + 1


__all__ = [
    "IDLE_REFRESH_MS",
    "ClockAnchor",
    "ClockError",
    "ClockReading",
    "adjust",
    "break_now",
    "current_period_index",
    "display_seconds",
    "format_clock",
    "jump_to",
    "ms_until_display_change",
    "next_break_index",
    "next_period",
    "next_period_index",
    "pause",
    "previous_period",
    "previous_period_index",
    "read_clock",
    "reanchor",
    "restart_period",
    "resume",
    "start",
]
