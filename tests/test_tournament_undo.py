"""Undo and redo as events: the state is the fold of the journal with the undone events left out."""

from __future__ import annotations

import pytest
from helpers.tournaments import DEMO, MIN, T0, Journal
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import ClockAnchor, ClockError
from dealer_assist.core.clock.structure import StructureError
from dealer_assist.core.events import Event, event_from_dict, event_to_dict

EDITED = DEMO.replace("small_blind = 300\nbig_blind = 600", "small_blind = 400\nbig_blind = 800")


def effective_events(events: list[Event]) -> list[Event]:
    """The journal with every undone event and every CommandUndone left out (the definition).

    Walked backwards: an event is undone when a later CommandUndone that is itself still in
    force names it, so an undo of an undo (a redo) puts its target back.
    """
    undone: set[str] = set()
    for event in reversed(events):
        if event.event_id not in undone and isinstance(event, t.CommandUndone):
            undone.add(event.target_event_id)
    return [e for e in events if e.event_id not in undone and not isinstance(e, t.CommandUndone)]


def clock_part(state: t.TournamentState) -> tuple[object, ...]:
    """What a tournament shows (the undo history aside)."""
    return (state.name, state.house_book, state.structure, state.structure_toml, state.anchor)


def test_undo_next_level_shows_the_previous_level_again_and_redo_moves_on() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_next_period, T0 + 30_000)
    assert j.state.reading(T0 + 40_000).period_index == 1
    undo = j.do(t.cmd_undo, T0 + 45_000)
    assert isinstance(undo, t.CommandUndone)
    # As if Next level had never been pressed: level 1, running since T0.
    assert j.state.anchor == ClockAnchor(0, 2 * MIN, True, T0)
    assert j.state.reading(T0 + 45_000).remaining_ms == 2 * MIN - 45_000
    j.do(t.cmd_redo, T0 + 50_000)
    assert j.state.reading(T0 + 50_000).period_index == 1
    assert j.state.anchor is not None and j.state.anchor.anchored_at_ms == T0 + 30_000
    assert t.replay(j.events) == j.state


def test_undoing_a_pause_made_minutes_ago_means_the_clock_ran_all_along() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_pause, T0 + 30_000)
    j.do(t.cmd_undo, T0 + 5 * MIN)
    reading = j.state.reading(T0 + 5 * MIN)
    assert reading is not None and reading.running
    never_paused = Journal()
    never_paused.do(t.cmd_start, T0)
    assert reading == never_paused.state.reading(T0 + 5 * MIN)
    # Demo: levels of 2 minutes, then a 1-minute break: five minutes in, level 3 has just begun.
    assert (reading.period_index, reading.remaining_ms) == (3, 2 * MIN)


def test_undo_walks_back_several_commands_then_redo_walks_forward() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    after_start = j.state.anchor
    j.do(t.cmd_adjust, T0 + 1000, MIN)
    after_plus = j.state.anchor
    j.do(t.cmd_next_period, T0 + 2000)
    j.do(t.cmd_undo, T0 + 3000)
    assert j.state.anchor == after_plus
    j.do(t.cmd_undo, T0 + 4000)
    assert j.state.anchor == after_start
    j.do(t.cmd_undo, T0 + 5000)
    assert j.state.anchor is None and not j.state.started
    with pytest.raises(t.TournamentError, match="creating the tournament cannot be undone"):
        t.cmd_undo(j.state, T0 + 6000)
    j.do(t.cmd_redo, T0 + 7000)
    assert j.state.anchor == after_start
    j.do(t.cmd_redo, T0 + 8000)
    assert j.state.anchor == after_plus


def test_a_new_command_after_an_undo_ends_the_redo() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_adjust, T0 + 1000, MIN)
    j.do(t.cmd_undo, T0 + 2000)
    j.do(t.cmd_adjust, T0 + 3000, -MIN)
    with pytest.raises(t.TournamentError, match="nothing to redo"):
        t.cmd_redo(j.state, T0 + 4000)


def test_undo_of_a_structure_edit_restores_the_old_structure() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    before = j.state.structure
    j.do(t.cmd_change_structure, T0 + 1000, EDITED)
    assert j.state.structure != before
    j.do(t.cmd_undo, T0 + 2000)
    assert (j.state.structure, j.state.structure_toml) == (before, DEMO)


def test_only_the_latest_command_can_be_undone_and_the_message_names_it() -> None:
    j = Journal()
    first = j.do(t.cmd_start, T0)
    latest = j.do(t.cmd_pause, T0 + 1000)
    stale = t.CommandUndone(event_id="u1", at_ms=T0 + 2000, target_event_id=first.event_id)
    with pytest.raises(t.TournamentError, match=latest.event_id):
        t.apply(j.state, stale)
    created = t.CommandUndone(event_id="u2", at_ms=T0, target_event_id=j.events[0].event_id)
    with pytest.raises(t.TournamentError, match="only the latest command"):
        t.apply(j.state, created)


def test_nothing_to_undo_on_a_fresh_tournament() -> None:
    j = Journal()
    with pytest.raises(t.TournamentError, match="nothing to undo"):
        t.apply(j.state, t.CommandUndone(event_id="u", at_ms=T0, target_event_id="x"))


def test_undo_survives_the_journal_codec() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    j.do(t.cmd_next_period, T0 + 1000)
    j.do(t.cmd_undo, T0 + 2000)
    j.do(t.cmd_redo, T0 + 3000)
    j.do(t.cmd_undo, T0 + 4000)
    decoded = [event_from_dict(event_to_dict(e)) for e in j.events]
    assert event_to_dict(j.events[3])["type"] == "tournament.undone"
    assert t.replay(decoded) == j.state


def test_undo_reaches_at_least_undo_depth_commands_back() -> None:
    j = Journal()
    j.do(t.cmd_start, T0)
    for i in range(3 * t.UNDO_DEPTH):
        j.do(t.cmd_adjust, T0 + i, 1000)
    depth = 0
    while j.state.undo_top is not None:
        j.do(t.cmd_undo, T0 + MIN)
        depth += 1
    assert t.UNDO_DEPTH <= depth <= 2 * t.UNDO_DEPTH
    # Whatever is left matches the journal without the undone events.
    assert clock_part(j.state) == clock_part(t.replay(effective_events(j.events)))


STEP_KINDS = ("toggle", "next", "previous", "plus", "minus", "break", "edit", "undo", "redo")


def _command(state: t.TournamentState, kind: str, now: int) -> Event:
    if kind == "toggle":
        reading = state.reading(now)
        if reading is None:
            return t.cmd_start(state, now)
        return t.cmd_pause(state, now) if reading.running else t.cmd_resume(state, now)
    makers = {
        "next": lambda: t.cmd_next_period(state, now),
        "previous": lambda: t.cmd_previous_period(state, now),
        "plus": lambda: t.cmd_adjust(state, now, MIN),
        "minus": lambda: t.cmd_adjust(state, now, -MIN),
        "break": lambda: t.cmd_break_now(state, now),
        "edit": lambda: t.cmd_change_structure(
            state, now, EDITED if state.structure_toml == DEMO else DEMO
        ),
        "undo": lambda: t.cmd_undo(state, now),
        "redo": lambda: t.cmd_redo(state, now),
    }
    return makers[kind]()


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 600_000), st.sampled_from(STEP_KINDS)), max_size=40))
def test_state_after_undos_equals_replay_without_the_undone_events(steps: list) -> None:
    j = Journal()
    now = T0
    for gap, kind in steps:
        now += gap
        try:
            event = _command(j.state, kind, now)
        except (ClockError, StructureError, t.TournamentError):
            continue  # refused: nothing appended
        j.events.append(event)
        j.state = t.apply(j.state, event)
        without = t.replay(effective_events(j.events))
        assert clock_part(j.state) == clock_part(without)
        assert isinstance(event, t.CommandUndone) or type(event) in t.UNDOABLE_EVENTS
    assert t.replay(j.events) == j.state
