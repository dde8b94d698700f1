"""The clock is a function of an anchor and the time: readings, commands, alerts."""

from __future__ import annotations

import pytest

from dealer_assist.core import clock
from dealer_assist.core.clock import ClockError, read_clock
from dealer_assist.core.structure import Break, ChipDenomination, Level, Structure

MIN = 60_000
T0 = 1_700_000_000_000

STRUCTURE = Structure(
    name="test",
    chips=(ChipDenomination(25, "green"), ChipDenomination(100, "black")),
    periods=(
        Level(25, 50, 20 * 60),
        Level(50, 100, 20 * 60),
        Break(10 * 60, colour_up=(25,)),
        Level(100, 200, 20 * 60),
    ),
    starting_stack=1000,
)


def test_running_clock_crosses_into_later_periods() -> None:
    anchor = clock.start(STRUCTURE, T0)
    r = read_clock(STRUCTURE, anchor, T0 + 25 * MIN)
    assert (r.period_index, r.level_number, r.remaining_ms) == (1, 2, 15 * MIN)
    assert r.ms_to_next_break == 15 * MIN
    r = read_clock(STRUCTURE, anchor, T0 + 45 * MIN)
    assert r.is_break and r.break_number == 1 and r.remaining_ms == 5 * MIN
    assert [c.value for c in r.chips_in_play] == [100]


def test_pause_when_paused_is_refused() -> None:
    anchor = clock.pause(STRUCTURE, clock.start(STRUCTURE, T0), T0 + MIN)
    with pytest.raises(ClockError, match="already paused; resume"):
        clock.pause(STRUCTURE, anchor, T0 + 2 * MIN)
