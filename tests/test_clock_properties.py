"""Clock invariants under any sequence of commands: no drift, no lost or repeated alert,
running time is wall time less paused time, and a running clock never skips a level."""

from __future__ import annotations

import bisect
from collections.abc import Callable

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st
from test_structure_properties import structures

from dealer_assist.core.clock import clock
from dealer_assist.core.clock.alerts import AlertKind, alerts_between, command_alerts
from dealer_assist.core.clock.clock import ClockAnchor, ClockError, read_clock
from dealer_assist.core.clock.structure import Break, Structure

T0 = 1_700_000_000_000
GAPS = st.integers(0, 3 * 3600_000)

COMMANDS = st.one_of(
    st.just(("pause",)),
    st.just(("resume",)),
    st.tuples(st.just("adjust"), st.integers(-30 * 60_000, 30 * 60_000).filter(bool)),
    st.just(("next",)),
    st.just(("previous",)),
    st.just(("restart",)),
    st.just(("break_now",)),
    st.tuples(st.just("jump"), st.integers(-1, 12)),
)


def _run(structure: Structure, anchor: ClockAnchor, now: int, command: tuple) -> ClockAnchor:
    name, *args = command
    action: Callable[..., ClockAnchor] = {
        "pause": clock.pause,
        "resume": clock.resume,
        "adjust": clock.adjust,
        "next": clock.next_period,
        "previous": clock.previous_period,
        "restart": clock.restart_period,
        "break_now": clock.break_now,
        "jump": clock.jump_to,
    }[name]
    return action(structure, anchor, now, *args)


def _segments(
    structure: Structure, steps: list[tuple[int, tuple]]
) -> list[tuple[int, ClockAnchor, ClockAnchor | None]]:
    """[(time, new anchor, anchor before)] for the legal commands of a sequence."""
    now = T0
    anchor = clock.start(structure, now)
    out: list[tuple[int, ClockAnchor, ClockAnchor | None]] = [(now, anchor, None)]
    for gap, command in steps:
        now += gap
        try:
            new = _run(structure, anchor, now, command)
        except ClockError:
            continue
        out.append((now, new, anchor))
        anchor = new
    return out


STEPS = st.lists(st.tuples(GAPS, COMMANDS), max_size=12)


@settings(max_examples=150, deadline=None)
@given(structures(), STEPS, st.lists(GAPS, min_size=1, max_size=6))
def test_no_drift_reanchoring_at_any_moments_reads_the_same(
    structure: Structure, steps: list, hops: list[int]
) -> None:
    """(a) The reading at t is the same computed directly or through re-anchoring at
    intermediate times (what a restarted app, or a replica that stores anchors, does)."""
    _, anchor, _ = _segments(structure, steps)[-1]
    moment = anchor.anchored_at_ms
    chained = anchor
    for hop in hops:
        moment += hop
        chained = clock.reanchor(structure, chained, moment)
    target = moment + hops[0]
    assert read_clock(structure, chained, target) == read_clock(structure, anchor, target)


PAUSE_RESUME = st.lists(st.tuples(GAPS, st.sampled_from([("pause",), ("resume",)])), max_size=12)


@settings(max_examples=150, deadline=None)
@given(structures(), PAUSE_RESUME, GAPS)
def test_running_time_is_wall_time_less_paused_time(
    structure: Structure, steps: list, tail: int
) -> None:
    """(b) With pauses and resumes only, the place on the structure (start of the period +
    time into it) equals the wall time since the start less the time spent paused."""
    segments = _segments(structure, steps)
    now = segments[-1][0] + tail
    paused_ms = 0
    for (at, anchor, _), (next_at, _, _) in zip(
        segments, [*segments[1:], (now, None, None)], strict=True
    ):
        if not anchor.running:
            paused_ms += next_at - at
    reading = read_clock(structure, segments[-1][1], now)
    offset_ms = structure.period_start_offsets_s()[reading.period_index] * 1000
    assert offset_ms + reading.elapsed_ms == now - T0 - paused_ms


@settings(max_examples=150, deadline=None)
@given(structures(), STEPS, st.lists(GAPS, min_size=2, max_size=8))
def test_alerts_over_split_intervals_equal_the_whole(
    structure: Structure, steps: list, cuts: list[int]
) -> None:
    """(c) Alerts over (a, b] + (b, c] equal alerts over (a, c], also when the second part is
    computed from an anchor re-taken at b: none missed, none repeated."""
    _, anchor, _ = _segments(structure, steps)[-1]
    times = [anchor.anchored_at_ms]
    for cut in cuts:
        times.append(times[-1] + cut)
    whole = alerts_between(structure, anchor, times[0], times[-1])
    split, current = [], anchor
    for a, b in zip(times, times[1:], strict=False):
        split += alerts_between(structure, current, a, b)
        current = clock.reanchor(structure, current, b)
    assert split == whole
    keys = [(x.kind, x.at_ms, x.period_index) for x in whole]
    assert len(keys) == len(set(keys))
    assert [x.at_ms for x in whole] == sorted(x.at_ms for x in whole)


@settings(max_examples=150, deadline=None)
@given(structures(), STEPS, GAPS, GAPS)
def test_running_clock_never_skips_a_level(
    structure: Structure, steps: list, gap: int, span: int
) -> None:
    """(d) Between any two moments a running clock enters every period in between, in order,
    once each: the period-entry alerts name them consecutively."""
    _, anchor, _ = _segments(structure, steps)[-1]
    if not anchor.running:
        anchor = clock.resume(structure, anchor, anchor.anchored_at_ms)
    a = anchor.anchored_at_ms + gap
    b = a + span
    first = read_clock(structure, anchor, a).period_index
    last = read_clock(structure, anchor, b).period_index
    entered = [
        x.period_index
        for x in alerts_between(structure, anchor, a, b)
        if x.kind in (AlertKind.LEVEL_CHANGED, AlertKind.BREAK_STARTED)
    ]
    assert entered == list(range(first + 1, last + 1))


@settings(max_examples=100, deadline=None)
@given(
    structures(max_duration_s=1800),
    st.lists(
        st.tuples(
            GAPS,
            st.one_of(
                st.sampled_from(
                    [("pause",), ("resume",), ("next",), ("previous",), ("break_now",)]
                ),
                st.tuples(st.just("jump"), st.integers(0, 12)),
            ),
        ),
        max_size=10,
    ),
    st.lists(st.integers(0, 4 * 3600_000), min_size=1, max_size=10),
)
def test_clock_matches_a_position_on_the_timeline_model(
    structure: Structure, steps: list, probes: list[int]
) -> None:
    """An independent model: the clock is a position on the structure's timeline that moves
    with wall time while running and jumps to a period's start offset; the period is found by
    bisecting the start offsets. Every reading agrees with it."""
    offsets = [s * 1000 for s in structure.period_start_offsets_s()]
    last = len(offsets) - 1
    position, running, now = 0, True, T0
    model: list[tuple[int, int, bool]] = [(now, 0, True)]  # (wall time, position, running)
    for gap, command in steps:
        now += gap
        if running:
            position += gap
        index = min(bisect.bisect_right(offsets, position) - 1, last)
        name, *args = command
        if name == "pause" and running:
            running = False
        elif name == "resume" and not running:
            running = True
        elif name == "next" and index < last:
            position = offsets[index + 1]
        elif name == "previous" and index > 0:
            position = offsets[index - 1]
        elif name == "break_now":
            later = [
                i for i in range(index + 1, last + 1) if isinstance(structure.periods[i], Break)
            ]
            if not later:
                continue
            position = offsets[later[0]]
        elif name == "jump" and args[0] <= last:
            position = offsets[args[0]]
        else:
            continue
        model.append((now, position, running))
    _, anchor, _ = _segments(structure, steps)[-1]
    for probe in probes:
        at = now + probe
        start, pos, run = model[-1]
        pos += (at - start) if run else 0
        index = min(bisect.bisect_right(offsets, pos) - 1, last)
        end = offsets[index] + structure.periods[index].duration_s * 1000
        reading = read_clock(structure, anchor, at)
        assert reading.period_index == index
        assert reading.remaining_ms == max(0, end - pos)
        assert reading.overtime_ms == (max(0, pos - end) if index == last else 0)


@settings(max_examples=100, deadline=None)
@given(structures(), STEPS, GAPS)
def test_a_display_following_the_journal_announces_each_period_entered_once(
    structure: Structure, steps: list, tail: int
) -> None:
    """A display applying each command as it comes: alerts of the old anchor up to the command,
    the command's own alerts, then the new anchor's. Every period entry it announces is the
    period the clock shows right after, and no (kind, moment) is announced twice."""
    segments = _segments(structure, steps)
    announced = []  # (alert, the anchor in force when it sounds)
    timed = []  # the clock's own moments (a command may legitimately repeat an announcement)
    for i, (at, anchor, before) in enumerate(segments):
        announced += [(a, anchor) for a in command_alerts(structure, before, anchor, at)]
        until = segments[i + 1][0] if i + 1 < len(segments) else at + tail
        natural = alerts_between(structure, anchor, at, until)
        timed += natural
        announced += [(a, anchor) for a in natural]
    keys = [(a.kind, a.at_ms, a.period_index) for a in timed]
    assert len(keys) == len(set(keys))
    for alert, anchor in announced:
        if alert.kind in (AlertKind.LEVEL_CHANGED, AlertKind.BREAK_STARTED):
            assert read_clock(structure, anchor, alert.at_ms).period_index == alert.period_index


@settings(max_examples=150, deadline=None)
@given(structures(), STEPS, GAPS, st.integers(1, 5 * 3600_000), st.integers(0, 3600_000))
def test_a_set_time_left_reads_exactly_then_runs_down_with_wall_time(
    structure: Structure, steps: list[tuple[int, tuple]], gap: int, target: int, later: int
) -> None:
    """Whatever came before (pauses, jumps, overtime), setting the time left shows exactly
    that, and from there a running clock loses exactly the wall time that passes."""
    from dealer_assist.core import tournament as t
    from dealer_assist.core.clock.structure import dump_structure

    now, anchor, _ = _segments(structure, steps)[-1]
    state = t.apply(None, t.cmd_create("P", "general", dump_structure(structure), T0))
    state = msgspec.structs.replace(state, anchor=anchor)  # the clock the steps left
    now += gap
    try:
        event = t.cmd_set_remaining(state, now, target)
    except ClockError:
        assert read_clock(structure, anchor, now).remaining_ms == target  # nothing to change
        return
    after = t.apply(state, event)
    assert after.reading(now).remaining_ms == target
    if anchor.running and later < target:
        assert after.reading(now + later).remaining_ms == target - later
