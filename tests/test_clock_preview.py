"""The tournament's summary (core.clock_preview): what the director's window paints before its
session is open ([12/13]). It must read as the state reads, at any time, or the first frame
would show another clock than the session's; a damaged summary is refused, never shown."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.clock.structure import Structure
from dealer_assist.core.clock_commands import COMMANDS, ClockAction, make_event
from dealer_assist.core.clock_preview import (
    ClockPreview,
    PreviewedTournament,
    previewed,
    summary_of,
)
from dealer_assist.core.events import new_event_id
from dealer_assist.core.seating import room
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000
MINUTE = 60_000
RULES = house_rules("ubetcha")


def created(structure: str = "demo") -> t.TournamentState:
    toml = resource_path("structures", f"{structure}.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("Friday night", "ubetcha", toml, T0))
    assert state is not None
    return state


def with_players(state: t.TournamentState, count: int) -> t.TournamentState:
    state = t.apply(state, e.cmd_settings(state, T0, buy_in=20))
    for n in range(count):
        registered = e.cmd_register(state, T0 + n, f"Player {n}")
        state = t.apply(state, registered)
        state = t.apply(state, e.cmd_buy_in(state, RULES, T0 + n, registered.player_id))
    return state


def same_as_the_state(shown: PreviewedTournament, state: t.TournamentState) -> None:
    """Everything the clock view and the window's headline read."""
    assert shown.name == state.name
    assert shown.house_book == state.house_book
    assert shown.structure == state.structure
    assert shown.anchor == state.anchor
    assert shown.started == state.started
    assert (shown.players_left, shown.entries) == (state.players_left, state.entries)
    assert (shown.total_chips, shown.prize_pool) == (state.total_chips, state.prize_pool)
    assert shown.room.hand_for_hand == state.room.hand_for_hand
    assert shown.can_undo == (state.undo_top is not None)
    assert shown.can_redo == (state.redo_top is not None)


def test_a_new_tournament_reads_back_as_it_is() -> None:
    state = created()
    shown = previewed(summary_of(state))
    same_as_the_state(shown, state)
    assert shown.reading(T0) is None and state.reading(T0) is None
    assert shown.payouts == ()


def test_a_running_clock_with_players_reads_back_at_any_later_time() -> None:
    state = with_players(created(), 9)
    state = t.apply(state, t.cmd_start(state, T0 + MINUTE))
    state = t.apply(state, t.cmd_adjust(state, T0 + 2 * MINUTE, -30_000))
    shown = previewed(summary_of(state))
    same_as_the_state(shown, state)
    assert shown.players_left == 9 and shown.prize_pool == 180
    for later in (0, 1, 59_999, 20 * MINUTE, 3 * 3600_000):  # into later levels and breaks
        assert shown.reading(T0 + 2 * MINUTE + later) == state.reading(T0 + 2 * MINUTE + later)


def test_the_payouts_in_force_hand_for_hand_and_undo_are_kept() -> None:
    state = with_players(created(), 12)
    state = t.apply(state, room.HandForHandSet(event_id=new_event_id(), at_ms=T0, on=True))
    state = t.apply(state, t.cmd_start(state, T0 + MINUTE))
    state = t.apply(state, t.cmd_pause(state, T0 + 2 * MINUTE))
    state = t.apply(state, t.cmd_undo(state, T0 + 3 * MINUTE))
    shown = previewed(summary_of(state))
    same_as_the_state(shown, state)
    assert shown.room.hand_for_hand and shown.can_undo and shown.can_redo
    table = e.payout_table_in_force(state)
    assert table is not None
    assert shown.payouts == tuple((p.place, p.amount) for p in table.prizes)


def test_every_field_of_a_structure_is_kept() -> None:
    """A field added to Structure must be added to the summary too (it rebuilds one)."""
    assert [f.name for f in msgspec.structs.fields(Structure)] == [
        "name",
        "chips",
        "periods",
        "starting_stack",
        "rebuy",
        "add_on",
    ]
    for name in ("home-2h", "demo"):
        state = created(name)
        assert previewed(summary_of(state)).structure == state.structure


ACTIONS = [c.action for c in COMMANDS]


@settings(max_examples=60, deadline=None)
@given(
    steps=st.lists(st.tuples(st.sampled_from(ACTIONS), st.integers(0, 40 * MINUTE)), max_size=25),
    looked=st.integers(0, 6 * 3600_000),
)
def test_after_any_clock_commands_the_summary_reads_as_the_state(
    steps: list[tuple[ClockAction, int]], looked: int
) -> None:
    """Property: whatever the director did to the clock (refusals skipped), the summary
    reads the same clock as the state at any time after, and names the same undo and redo."""
    state = created()
    now = T0
    for action, wait in steps:
        now += wait
        try:
            state = t.apply(state, make_event(action, state, now))
        except ValueError:  # the core refused it (nothing to undo, no next level...)
            continue
    shown = previewed(summary_of(state))
    same_as_the_state(shown, state)
    assert shown.reading(now + looked) == state.reading(now + looked)


def kept(**changes: object) -> str:
    """A kept summary, changed as a damaged or foreign one would be."""
    raw = msgspec.json.decode(summary_of(with_players(created(), 2)))
    raw.update(changes)
    return msgspec.json.encode(raw).decode()


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        '{"name": "only a name"}',
        kept(players_left="nine"),
        kept(anchor={"period_index": 99, "remaining_ms": 1, "running": True, "anchored_at_ms": 0}),
        kept(periods=[]),
        kept(periods=[{}]),
        kept(periods=[{"level": None, "pause": None}]),
        kept(surprise=1),
    ],
)
def test_a_damaged_summary_is_refused_and_says_so(text: str) -> None:
    with pytest.raises(ValueError, match="summary"):
        previewed(text)


def test_both_a_level_and_a_break_in_one_period_is_refused() -> None:
    raw = msgspec.json.decode(summary_of(created()), type=ClockPreview)
    level = next(p.level for p in raw.periods if p.level is not None)
    pause = next(p.pause for p in raw.periods if p.pause is not None)
    both = msgspec.structs.replace(raw, periods=(type(raw.periods[0])(level=level, pause=pause),))
    with pytest.raises(ValueError, match="a level or a break"):
        previewed(msgspec.json.encode(both).decode())


def test_no_state_has_no_summary() -> None:
    with pytest.raises(ValueError, match="no tournament"):
        summary_of(None)
