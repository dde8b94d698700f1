"""The tournament fold: commands give events, replay reproduces the state, edits freeze the past."""

from __future__ import annotations

import msgspec
import pytest
from helpers.tournaments import DEMO, MIN, T0, Journal
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import ClockAnchor, ClockError
from dealer_assist.core.clock.structure import StructureError, dump_structure, parse_structure
from dealer_assist.core.events import event_from_dict, event_to_dict
from dealer_assist.resources import resource_path


def test_create_start_pause_resume_adjust_jump_edit_then_replay() -> None:
    j = Journal()
    assert j.state.anchor is None and j.state.reading(T0) is None
    assert j.state.structure == parse_structure(DEMO)
    j.do(t.cmd_start, T0 + 1000)
    assert j.state.anchor == ClockAnchor(0, 2 * MIN, True, T0 + 1000)
    j.do(t.cmd_pause, T0 + 31_000)
    j.do(t.cmd_resume, T0 + 10 * MIN)
    j.do(t.cmd_adjust, T0 + 10 * MIN, MIN)
    assert j.state.reading(T0 + 10 * MIN).remaining_ms == 150_000
    jumped = j.do(t.cmd_next_period, T0 + 11 * MIN)
    assert isinstance(jumped, t.PeriodJumped) and jumped.period_index == 1
    j.do(t.cmd_break_now, T0 + 12 * MIN)
    assert j.state.reading(T0 + 12 * MIN).is_break
    edited = DEMO.replace(
        "small_blind = 300\nbig_blind = 600", "small_blind = 400\nbig_blind = 800"
    )
    j.do(t.cmd_change_structure, T0 + 12 * MIN + 5000, edited)
    assert j.state.structure.levels[4].small_blind == 400
    assert j.state.reading(T0 + 12 * MIN + 5000).remaining_ms == 55_000  # clock kept in place
    replayed = t.replay(j.events)
    assert replayed == j.state
    # Through the codec too (what the journal stores).
    assert t.replay([event_from_dict(event_to_dict(e)) for e in j.events]) == j.state


def test_clock_keeps_running_while_the_app_is_down_unless_paused() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    state = t.replay(j.events)  # the app restarts an hour later
    reading = state.reading(T0 + 3 * MIN + 30_000)
    assert (reading.level_number, reading.remaining_ms) == (2, 30_000)
    j.do(t.cmd_pause, T0 + 30_000)
    state = t.replay(j.events)
    reading = state.reading(T0 + 5 * 3600_000)
    assert (reading.level_number, reading.remaining_ms, reading.running) == (1, 90_000, False)


def test_illegal_commands_are_refused_with_the_alternative() -> None:
    j = Journal()
    with pytest.raises(ClockError, match="has not started yet; start it first"):
        t.cmd_pause(j.state, T0)
    with pytest.raises(ClockError, match="has not started yet; start it first"):
        t.cmd_next_period(j.state, T0)
    j.do(t.cmd_start, T0)
    with pytest.raises(ClockError, match="already started"):
        t.cmd_start(j.state, T0 + 1)
    with pytest.raises(ClockError, match="already running; pause it instead"):
        t.cmd_resume(j.state, T0 + 1)
    with pytest.raises(ClockError, match="there is no period 99"):
        t.cmd_jump(j.state, T0 + 1, 99)
    with pytest.raises(StructureError):
        t.cmd_change_structure(j.state, T0 + 1, DEMO.replace("big_blind = 50", "big_blind = 10"))
    with pytest.raises(t.TournamentError, match="already exists"):
        t.apply(j.state, j.events[0])
    with pytest.raises(t.TournamentError, match="before the tournament was created"):
        t.apply(None, j.events[1])
    with pytest.raises(t.TournamentError, match="no events"):
        t.replay([])
    assert len(j.events) == 2  # refused commands appended nothing


def test_structure_edit_may_not_change_levels_already_played() -> None:
    """Ubetcha RULES FOR USING BLINDS 7: levels may be revised during an event; those already
    played stay as they were."""
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_jump, T0 + MIN, 3)  # level 3, after the break
    earlier = DEMO.replace("small_blind = 50\nbig_blind = 100", "small_blind = 75\nbig_blind = 150")
    with pytest.raises(t.TournamentError, match="level 2 has already been played"):
        t.cmd_change_structure(j.state, T0 + 2 * MIN, earlier)
    shorter = parse_structure(DEMO)
    truncated = dump_structure(
        type(shorter)(shorter.name, shorter.chips, shorter.periods[:2], shorter.starting_stack)
    )
    with pytest.raises(t.TournamentError, match="already in period 4"):
        t.cmd_change_structure(j.state, T0 + 2 * MIN, truncated)
    # The current level may change: its new length keeps the time already played.
    current = DEMO.replace(
        "small_blind = 100\nbig_blind = 200\nduration_min = 2",
        "small_blind = 100\nbig_blind = 200\nduration_min = 5",
    )
    j.do(t.cmd_change_structure, T0 + 90_000, current)  # 30 s into level 3
    assert j.state.reading(T0 + 90_000).remaining_ms == 5 * MIN - 30_000


def test_shortening_the_current_level_below_the_time_played_ends_it_now() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    shorter = DEMO.replace("duration_min = 2", "duration_s = 30", 1)
    j.do(t.cmd_change_structure, T0 + 50_000, shorter)
    reading = j.state.reading(T0 + 50_000)
    assert (reading.level_number, reading.remaining_ms) == (2, 2 * MIN)


def test_editing_before_the_start_may_change_anything() -> None:
    j = Journal()
    home = resource_path("structures", "home-2h.toml").read_text(encoding="utf-8")
    j.do(t.cmd_change_structure, T0, home)
    assert j.state.structure.name == "Home game (2 hours)" and j.state.anchor is None


COMMAND_CHOICES = st.sampled_from(
    ["pause", "resume", "adjust", "next", "previous", "restart", "break_now", "jump"]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3600_000), COMMAND_CHOICES, st.integers(-5, 12))))
def test_replay_of_any_command_sequence_gives_the_same_state(steps: list) -> None:
    j = Journal()
    now = T0
    j.do(t.cmd_start, now)
    for gap, name, arg in steps:
        now += gap
        command, extra = {
            "pause": (t.cmd_pause, ()),
            "resume": (t.cmd_resume, ()),
            "adjust": (t.cmd_adjust, (arg * MIN,)),
            "next": (t.cmd_next_period, ()),
            "previous": (t.cmd_previous_period, ()),
            "restart": (t.cmd_restart_period, ()),
            "break_now": (t.cmd_break_now, ()),
            "jump": (t.cmd_jump, (arg,)),
        }[name]
        try:
            j.do(command, now, *extra)
        except ClockError:
            continue
    assert t.replay(j.events) == j.state
    assert j.state.events_applied == len(j.events)


def test_set_time_left_lands_exactly_running_paused_or_in_overtime() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_set_remaining, T0 + 10_500, 75_250)  # running: 1:15.25 from this instant
    assert j.state.reading(T0 + 10_500).remaining_ms == 75_250
    assert j.state.reading(T0 + 20_500).remaining_ms == 65_250
    j.do(t.cmd_pause, T0 + 30_000)
    j.do(t.cmd_set_remaining, T0 + 40_000, 5 * MIN)  # more than the level's length is allowed
    assert j.state.reading(T0 + 99 * MIN).remaining_ms == 5 * MIN  # paused: it stays
    assert isinstance(j.events[-1], t.ClockAdjusted)  # one adjustment: undo takes it back
    j.do(t.cmd_undo, T0 + 41_000)
    assert j.state.reading(T0 + 41_000).remaining_ms == 75_250 - 19_500
    # Overtime on the last period: setting time gives it that much again.
    j.do(t.cmd_resume, T0 + 42_000)
    last = len(j.state.structure.periods) - 1
    j.do(t.cmd_jump, T0 + 42_000, last)
    overtime_at = T0 + 42_000 + j.state.structure.periods[last].duration_s * 1000 + 30_000
    assert j.state.reading(overtime_at).overtime
    j.do(t.cmd_set_remaining, overtime_at, 2 * MIN)
    reading = j.state.reading(overtime_at + MIN)
    assert (reading.overtime, reading.remaining_ms) == (False, MIN)
    assert t.replay(j.events) == j.state


def test_set_time_left_refuses_zero_no_change_and_a_stopped_clock() -> None:
    j = Journal()
    with pytest.raises(ClockError, match="start it first"):
        t.cmd_set_remaining(j.state, T0, MIN)
    j.do(t.cmd_start, T0)
    with pytest.raises(ClockError, match="more than 0:00; use Next level"):
        t.cmd_set_remaining(j.state, T0, 0)
    with pytest.raises(ClockError, match="already shows 1:50 left"):
        t.cmd_set_remaining(j.state, T0 + 10_000, 110_000)


def test_a_set_time_left_says_so_in_the_journal_and_older_adjustments_still_decode() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    event = j.do(t.cmd_set_remaining, T0 + 1000, 7 * MIN)
    assert isinstance(event, t.ClockAdjusted) and event.set_to_ms == 7 * MIN
    stored = event_to_dict(event)
    assert event_from_dict(stored) == event
    older = {k: v for k, v in stored.items() if k != "set_to_ms"}  # written before the field
    assert event_from_dict(older) == t.ClockAdjusted(
        event_id=event.event_id, at_ms=event.at_ms, delta_ms=event.delta_ms
    )


def test_a_jump_says_which_command_asked_and_older_jumps_still_decode() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    jumped = j.do(t.cmd_restart_period, T0 + 1000)
    assert isinstance(jumped, t.PeriodJumped) and jumped.command == "restart"
    older = {k: v for k, v in event_to_dict(jumped).items() if k != "command"}
    assert event_from_dict(older) == t.PeriodJumped(
        event_id=jumped.event_id, at_ms=jumped.at_ms, period_index=jumped.period_index
    )


def test_a_new_structure_changes_the_limits_in_play_only_by_blinds_ante_or_colour_up() -> None:
    j = Journal()
    current = parse_structure(DEMO)
    assert t.limits_change_in_play(j.state, T0, current) is None  # not started: nothing in play
    j.do(t.cmd_start, T0)
    longer = DEMO.replace("duration_min = 2", "duration_min = 5", 1)
    assert t.limits_change_in_play(j.state, T0, parse_structure(longer)) is None
    dearer = DEMO.replace("big_blind = 50", "big_blind = 75", 1)
    now, after = t.limits_change_in_play(j.state, T0, parse_structure(dearer))
    assert (now.big_blind, after.big_blind) == (50, 75)
    j.do(t.cmd_break_now, T0 + 1000)  # the colour-up break is in play
    in_break = j.state.reading(T0 + 1000).period_index
    periods = list(current.periods)
    gone = msgspec.structs.replace(current, periods=tuple(periods[:in_break]))
    assert t.limits_change_in_play(j.state, T0 + 1000, gone) == (periods[in_break], None)
    shorter = msgspec.structs.replace(periods[in_break], duration_s=30)
    same_break = msgspec.structs.replace(
        current, periods=(*periods[:in_break], shorter, *periods[in_break + 1 :])
    )
    assert t.limits_change_in_play(j.state, T0 + 1000, same_break) is None
