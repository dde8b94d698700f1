"""The clock is a function of an anchor and the time: readings, commands, alerts."""

from __future__ import annotations

import pytest

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.clock import ClockError, read_clock
from dealer_assist.core.clock.structure import Break, ChipDenomination, Level, Structure

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


def _anchor(
    period: int, remaining_ms: int, running: bool = True, at: int = T0
) -> clock.ClockAnchor:
    return clock.ClockAnchor(period, remaining_ms, running, at)


def test_reading_reports_next_level_next_break_and_chips() -> None:
    r = read_clock(STRUCTURE, clock.start(STRUCTURE, T0), T0 + 5 * MIN)
    assert r.level == Level(25, 50, 1200) and r.level_number == 1 and not r.is_break
    assert r.next_level == Level(50, 100, 1200) and r.next_level_number == 2
    assert r.next_break == STRUCTURE.periods[2] and r.ms_to_next_break == 35 * MIN
    assert r.elapsed_ms == 5 * MIN and r.duration_ms == 20 * MIN and r.running
    assert [c.value for c in r.chips_in_play] == [25, 100]
    after_break = read_clock(STRUCTURE, _anchor(3, 10 * MIN), T0)
    assert after_break.next_break is None and after_break.ms_to_next_break is None
    assert after_break.next_level is None and after_break.is_last_period


def test_period_ends_at_the_exact_millisecond() -> None:
    anchor = clock.start(STRUCTURE, T0)
    assert read_clock(STRUCTURE, anchor, T0 + 20 * MIN - 1).period_index == 0
    at_end = read_clock(STRUCTURE, anchor, T0 + 20 * MIN)
    assert (at_end.period_index, at_end.remaining_ms) == (1, 20 * MIN)


def test_overtime_last_level_continues_with_blinds_unchanged() -> None:
    anchor = clock.start(STRUCTURE, T0)
    total = STRUCTURE.total_duration_s * 1000
    r = read_clock(STRUCTURE, anchor, T0 + total + 90_500)
    assert r.is_last_period and r.overtime and r.remaining_ms == 0
    assert r.overtime_ms == 90_500 and r.level == Level(100, 200, 1200)
    assert r.elapsed_ms == 20 * MIN + 90_500
    # Pausing in overtime keeps the overtime already run.
    paused = clock.pause(STRUCTURE, anchor, T0 + total + 90_500)
    assert read_clock(STRUCTURE, paused, T0 + total + 10 * MIN).overtime_ms == 90_500
    # Adding time leaves overtime; taking time off in overtime changes nothing.
    more = clock.adjust(STRUCTURE, anchor, T0 + total + 90_500, MIN)
    later = read_clock(STRUCTURE, more, T0 + total + 90_500)
    assert not later.overtime and later.remaining_ms == MIN
    less = clock.adjust(STRUCTURE, anchor, T0 + total + 90_500, -MIN)
    assert read_clock(STRUCTURE, less, T0 + total + 90_500).overtime_ms == 90_500


def test_paused_clock_stands_still() -> None:
    anchor = clock.pause(STRUCTURE, clock.start(STRUCTURE, T0), T0 + 3 * MIN)
    for later in (T0 + 3 * MIN, T0 + 5 * 3600_000):
        r = read_clock(STRUCTURE, anchor, later)
        assert (r.period_index, r.remaining_ms, r.running) == (0, 17 * MIN, False)
    resumed = clock.resume(STRUCTURE, anchor, T0 + 60 * MIN)
    assert read_clock(STRUCTURE, resumed, T0 + 61 * MIN).remaining_ms == 16 * MIN
    with pytest.raises(ClockError, match="already running; pause"):
        clock.resume(STRUCTURE, resumed, T0 + 62 * MIN)


def test_adjust_clamps_at_zero_and_may_exceed_the_length() -> None:
    anchor = clock.start(STRUCTURE, T0)
    plus = clock.adjust(STRUCTURE, anchor, T0 + MIN, 5 * MIN)
    assert read_clock(STRUCTURE, plus, T0 + MIN).remaining_ms == 24 * MIN  # more than 20
    assert read_clock(STRUCTURE, plus, T0 + MIN).elapsed_ms == 0
    paused = clock.pause(STRUCTURE, anchor, T0 + MIN)
    zero = clock.adjust(STRUCTURE, paused, T0 + MIN, -60 * MIN)
    r = read_clock(STRUCTURE, zero, T0 + 2 * MIN)
    assert (r.period_index, r.remaining_ms) == (0, 0)
    # Resuming a period with nothing left moves on at once.
    r = read_clock(STRUCTURE, clock.resume(STRUCTURE, zero, T0 + 3 * MIN), T0 + 3 * MIN)
    assert (r.period_index, r.remaining_ms) == (1, 20 * MIN)
    with pytest.raises(ClockError, match="non-zero"):
        clock.adjust(STRUCTURE, anchor, T0, 0)


def test_jumps_go_to_the_start_of_a_period_and_keep_running_or_paused() -> None:
    anchor = clock.start(STRUCTURE, T0)
    nxt = clock.next_period(STRUCTURE, anchor, T0 + 5 * MIN)
    assert nxt == clock.ClockAnchor(1, 20 * MIN, True, T0 + 5 * MIN)
    brk = clock.break_now(STRUCTURE, anchor, T0 + 5 * MIN)
    assert brk.period_index == 2 and brk.remaining_ms == 10 * MIN
    prev = clock.previous_period(STRUCTURE, nxt, T0 + 19 * MIN)
    assert prev == clock.ClockAnchor(0, 20 * MIN, True, T0 + 19 * MIN)
    paused = clock.pause(STRUCTURE, nxt, T0 + 6 * MIN)
    assert not clock.jump_to(STRUCTURE, paused, T0 + 7 * MIN, 3).running
    restarted = clock.restart_period(STRUCTURE, anchor, T0 + 7 * MIN)
    assert read_clock(STRUCTURE, restarted, T0 + 7 * MIN).remaining_ms == 20 * MIN


def test_illegal_jumps_say_what_to_do_instead() -> None:
    anchor = clock.start(STRUCTURE, T0)
    with pytest.raises(ClockError, match="already on the first period; restart it instead"):
        clock.previous_period(STRUCTURE, anchor, T0)
    last = clock.jump_to(STRUCTURE, anchor, T0, 3)
    with pytest.raises(ClockError, match="already on the last period \\(level 3\\)"):
        clock.next_period(STRUCTURE, last, T0)
    with pytest.raises(ClockError, match="no break after level 3; pause the clock instead"):
        clock.break_now(STRUCTURE, last, T0)
    with pytest.raises(ClockError, match="there is no period 4: choose 0..3"):
        clock.jump_to(STRUCTURE, anchor, T0, 4)
    with pytest.raises(ClockError, match="there is no period -1"):
        clock.jump_to(STRUCTURE, anchor, T0, -1)


def test_display_rounds_up_to_whole_seconds() -> None:
    assert clock.format_clock(59_200) == "1:00"
    assert clock.format_clock(59_000) == "0:59"
    assert clock.format_clock(1) == "0:01"
    assert clock.format_clock(20 * MIN) == "20:00"
    assert clock.format_clock(3600_000 + 61_000) == "1:01:01"
    r = read_clock(STRUCTURE, clock.start(STRUCTURE, T0), T0 + 800)  # 19:59.200 left
    assert clock.ms_until_display_change(r) == 200
    r = read_clock(STRUCTURE, clock.start(STRUCTURE, T0), T0 + 1000)  # exactly 19:59
    assert clock.ms_until_display_change(r) == 1000
    paused = clock.pause(STRUCTURE, clock.start(STRUCTURE, T0), T0)
    assert clock.ms_until_display_change(read_clock(STRUCTURE, paused, T0)) == clock.IDLE_REFRESH_MS


def test_a_display_that_sleeps_until_the_next_second_shows_every_second_for_12_hours() -> None:
    """12 simulated hours, in ms: waking at `ms_until_display_change` shows each second once,
    never skips a level, and runs into overtime on the last level."""
    from dealer_assist.core.clock.structure import parse_structure
    from dealer_assist.resources import resource_path

    structure = parse_structure(resource_path("structures", "applewood.toml").read_text())
    anchor = clock.start(structure, T0)
    now = T0 + 137  # a display that woke at an odd moment
    previous = read_clock(structure, anchor, now)
    wakes = 0
    while now < T0 + 12 * 3600_000:
        now += clock.ms_until_display_change(previous)
        reading = read_clock(structure, anchor, now)
        wakes += 1
        if reading.overtime:
            assert reading.overtime_ms % 1000 == 0 or previous.overtime is False
        elif reading.period_index == previous.period_index:
            shown = clock.display_seconds(reading.remaining_ms)
            assert shown == clock.display_seconds(previous.remaining_ms) - 1
        else:
            assert reading.period_index == previous.period_index + 1
            assert reading.remaining_ms == reading.duration_ms
        previous = reading
    assert previous.overtime and previous.period_index == len(structure.periods) - 1
    assert previous.overtime_ms == 12 * 3600_000 - structure.total_duration_s * 1000
    assert wakes == 12 * 3600


def test_an_anchor_outside_the_structure_is_refused() -> None:
    with pytest.raises(ClockError, match="period 9, which the structure does not have"):
        read_clock(STRUCTURE, _anchor(9, MIN), T0)
