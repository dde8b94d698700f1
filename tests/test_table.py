"""The table's seats fold from `table.*` events; impossible changes fail with the legal choice."""

from __future__ import annotations

import pytest

from dealer_assist.core.events import event_from_dict, event_to_dict
from dealer_assist.core.table.button import start_hand
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    HandStarted,
    LeaveReason,
    PlayerBusted,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    PlayerSeated,
    StackSet,
    Table,
    TableError,
    TableOpened,
    apply,
    replay,
)
from dealer_assist.house_books import house_rules

RULES = house_rules("ubetcha")


def _events(seat_count: int = 6) -> list:
    events: list = [TableOpened(event_id="o", at_ms=0, seat_count=seat_count, name="T1")]
    for seat, name in ((1, "Ann"), (3, "Bob"), (4, "Cy")):
        events.append(PlayerSeated(event_id=f"s{seat}", at_ms=0, seat=seat, name=name, stack=5000))
    return events


@pytest.mark.parametrize("seat_count", [2, 6, 10])
def test_a_table_has_two_to_ten_seats(seat_count: int) -> None:
    table = Table.empty(seat_count)
    assert table.seat_count == seat_count and table.occupied() == ()
    assert table.free_seats() == tuple(range(1, seat_count + 1))


@pytest.mark.parametrize("seat_count", [1, 11])
def test_an_impossible_table_size_is_refused(seat_count: int) -> None:
    with pytest.raises(TableError, match="a table has 2 to 10 seats"):
        apply(None, TableOpened(event_id="o", at_ms=0, seat_count=seat_count))


def test_seating_fills_a_seat() -> None:
    table = replay(_events())
    assert table.occupied() == (1, 3, 4)
    assert table.require_player(3).name == "Bob" and table.require_player(3).stack == 5000
    assert table.seat_of("Cy") == 4 and table.seat_of("Zed") is None
    assert not table.require_player(1).waiting  # seated before play starts


def test_seating_on_an_occupied_seat_names_the_free_seats() -> None:
    table = replay(_events())
    with pytest.raises(TableError, match=r"seat 3 is taken by Bob; free seats: 2, 5, 6"):
        apply(table, PlayerSeated(event_id="x", at_ms=0, seat=3, name="Dee", stack=100))


def test_an_eleventh_seat_does_not_exist() -> None:
    table = replay(_events(10))
    with pytest.raises(TableError, match=r"seat 11 does not exist; seats are 1 to 10"):
        apply(table, PlayerSeated(event_id="x", at_ms=0, seat=11, name="Dee", stack=100))


def test_same_name_twice_and_negative_stacks_are_refused() -> None:
    table = replay(_events())
    with pytest.raises(TableError, match="Ann already sits in seat 1"):
        apply(table, PlayerSeated(event_id="x", at_ms=0, seat=2, name="Ann", stack=100))
    with pytest.raises(TableError, match="chips are 0 or more"):
        apply(table, PlayerSeated(event_id="x", at_ms=0, seat=2, name="Dee", stack=-1))
    with pytest.raises(TableError, match="needs a name"):
        apply(table, PlayerSeated(event_id="x", at_ms=0, seat=2, name="  ", stack=1))


def test_bust_leave_absent_and_stack_changes() -> None:
    table = replay(_events())
    table = apply(table, PlayerBusted(event_id="b", at_ms=0, seat=1))
    table = apply(table, PlayerLeft(event_id="l", at_ms=0, seat=3, reason=LeaveReason.MOVED))
    assert table.occupied() == (4,)
    table = apply(table, PlayerMarkedAbsent(event_id="a", at_ms=0, seat=4))
    assert table.require_player(4).absent
    table = apply(table, PlayerMarkedPresent(event_id="p", at_ms=0, seat=4))
    assert not table.require_player(4).absent
    table = apply(table, StackSet(event_id="k", at_ms=0, seat=4, stack=1234))
    assert table.require_player(4).stack == 1234
    with pytest.raises(TableError, match=r"seat 1 is empty; occupied seats: 4"):
        apply(table, PlayerBusted(event_id="b2", at_ms=0, seat=1))


def test_a_newcomer_to_a_running_table_waits_until_dealt_in() -> None:
    """Ubetcha SEATING 8: a player new to a running table is flagged as waiting."""
    events = _events()
    events.append(ButtonPlaced(event_id="bp", at_ms=0, seat=1, method=ButtonMethod.PLACED))
    events.append(PlayerSeated(event_id="n", at_ms=0, seat=6, name="Dee", stack=5000))
    table = replay(events)
    assert table.started and table.require_player(6).waiting
    event, _ = start_hand(table, RULES, at_ms=0)
    assert 6 in event.dealt_in  # seat 6 is not on the button or small blind
    assert not apply(table, event).require_player(6).waiting


def test_undo_is_a_replay_without_the_last_event() -> None:
    events = _events()
    events.append(ButtonPlaced(event_id="bp", at_ms=0, seat=1, method=ButtonMethod.PLACED))
    before = replay(events)
    event, _ = start_hand(before, RULES, at_ms=0)
    after = apply(before, event)
    assert after.hand_number == 1 and after.last is not None
    assert replay([*events, event][:-1]) == before


def test_hand_numbers_must_follow() -> None:
    events = _events()
    events.append(ButtonPlaced(event_id="bp", at_ms=0, seat=1, method=ButtonMethod.PLACED))
    table = replay(events)
    event, _ = start_hand(table, RULES, at_ms=0)
    table = apply(table, event)
    with pytest.raises(TableError, match="the next hand is 2"):
        apply(table, event)


def test_events_before_the_table_opens_are_refused() -> None:
    with pytest.raises(TableError, match="before the table was opened"):
        apply(None, PlayerBusted(event_id="b", at_ms=0, seat=1))
    with pytest.raises(TableError, match="no events"):
        replay([])


def test_table_events_survive_the_codec() -> None:
    events = _events()
    events.append(
        ButtonPlaced(
            event_id="bp",
            at_ms=0,
            seat=4,
            method=ButtonMethod.DRAW_BY_APP,
            draw=((1, "2c"), (3, "Kd"), (4, "As")),
        )
    )
    events.append(PlayerLeft(event_id="l", at_ms=0, seat=3, reason=LeaveReason.LEAVING_EARLY))
    event, _ = start_hand(replay(events), RULES, at_ms=5)
    events.append(event)
    decoded = [event_from_dict(event_to_dict(e)) for e in events]
    assert decoded == events
    assert isinstance(decoded[-1], HandStarted)
    assert replay(decoded) == replay(events)
