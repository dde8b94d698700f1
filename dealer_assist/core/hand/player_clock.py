"""The player clock's arithmetic: the house's seconds, then its final count, from a call time.

The time is `player_clock_s` plus `player_clock_final_count_s` (30 + 10 = 40 s in the books).
Plain arithmetic on injected times, so the UI only shows it and tests need no display.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealer_assist.core.rules.house_rules import HouseRules


@dataclass(frozen=True, slots=True)
class PlayerClockReading:
    """The clock at one moment: whole seconds shown (rounded up), and which phase it is in."""

    remaining_ms: int
    seconds_shown: int
    final_count: bool
    expired: bool
    ms_to_next_change: int | None  # None once expired: nothing more will change


def clock_total_s(rules: HouseRules) -> int:
    """The whole time a player has once the clock is called: the house's seconds, then the final
    count on top (Applewood Misc. 26: 30 s plus a 10 s count, 40 s in all; Ubetcha BETTING AND
    RAISING 16: 30 s, then a ten-second warning)."""
    return rules.player_clock_s + rules.player_clock_final_count_s


def read_player_clock(
    started_ms: int, now_ms: int, clock_s: int, final_count_s: int
) -> PlayerClockReading:
    """Count `clock_s` then a final count of `final_count_s` down from `started_ms`."""
    total_ms = (clock_s + final_count_s) * 1000
    remaining_ms = max(0, total_ms - max(0, now_ms - started_ms))
    seconds = -(-remaining_ms // 1000)  # 29.2 s left shows 30: the count never shows 0 early
    expired = remaining_ms == 0
    to_next = None if expired else (remaining_ms - 1) % 1000 + 1
    return PlayerClockReading(
        remaining_ms=remaining_ms,
        seconds_shown=seconds,
        final_count=not expired and seconds <= final_count_s,
        expired=expired,
        ms_to_next_change=to_next,
    )
