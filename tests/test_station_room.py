"""What a table's station sees of the room ([9/13]): the players the director placed at its
table with their stacks, the moves pending to and from it, and hand-for-hand's wait."""

from __future__ import annotations

import random

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_room import player_stack, seat_name, station_room, tables_text
from dealer_assist.core.table.table import PlayerSeated, Table, TableOpened
from dealer_assist.core.table.table import apply as table_apply
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000
RULES = house_rules("ubetcha")


def _night(names: list[str]) -> t.TournamentState:
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("Friday", "ubetcha", toml, T0))
    state = t.apply(state, e.cmd_settings(state, T0, buy_in=20, re_entries=1))
    for name in names:
        event = e.cmd_register(state, T0, name)
        state = t.apply(state, event)
        state = t.apply(state, e.cmd_buy_in(state, RULES, T0, event.player_id))
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 9, 2: 9}))
    playing = [p.player_id for p in state.roster.playing]
    return t.apply(state, r.cmd_draw_seats(state.room, RULES, T0, playing, random.Random(4)))


NAMES = [f"P{n:02d}" for n in range(11)]


def _table(*seated: tuple[int, str, int]) -> Table:
    table = table_apply(None, TableOpened(event_id="o", at_ms=T0, seat_count=9, name="Table 1"))
    for seat, name, stack in seated:
        table = table_apply(
            table, PlayerSeated(event_id=f"s{seat}", at_ms=T0, seat=seat, name=name, stack=stack)
        )
    return table


def _name(state: t.TournamentState, player_id: str) -> str:
    return state.roster.get(player_id).name


def test_the_station_sees_the_players_placed_at_its_table_with_their_stacks() -> None:
    state = _night(NAMES)
    starting = state.structure.starting_stack
    seen = station_room(state, 1, _table())
    assert seen.known and not seen.hand_for_hand and seen.waiting_for == ()
    expected = [
        (seat, _name(state, pid)) for seat, pid in sorted(state.room.table(1).players.items())
    ]
    assert [(p.seat, p.name) for p in seen.placed] == expected
    assert all(p.stack == starting and not p.seated for p in seen.placed)
    assert seen.to_seat == seen.placed
    # A chip count is what he sits down with; table 2's players are not table 1's.
    first = seen.placed[0]
    counted = t.apply(state, e.cmd_count_chips(state, T0, {first.player_id: 7_325}))
    assert station_room(counted, 1, _table()).placed[0].stack == 7_325
    others = {p.name for p in station_room(state, 2, _table()).placed}
    assert others.isdisjoint({p.name for p in seen.placed})
    assert len(others) + len(seen.placed) == len(NAMES)


def test_a_player_already_seated_by_name_is_left_alone() -> None:
    state = _night(NAMES)
    first = station_room(state, 1, _table()).placed[0]
    seen = station_room(state, 1, _table((first.seat, first.name, 999)))
    assert seen.placed[0].seated and first not in seen.to_seat
    assert len(seen.to_seat) == len(seen.placed) - 1


def test_a_table_the_director_has_not_set_sees_nobody() -> None:
    state = _night(NAMES)
    seen = station_room(state, 7, _table())
    assert not seen.known and seen.placed == () and seen.arrivals == ()
    assert station_room(None, 1, None).placed == ()


def test_a_move_shows_leaving_at_one_station_and_arriving_at_the_other() -> None:
    state = _night(NAMES)
    assert sorted(len(station_room(state, n, None).placed) for n in (1, 2)) == [5, 6]
    small = min((1, 2), key=lambda n: state.room.table(n).count)
    for player_id in list(state.room.table(small).players.values())[:1]:  # 6 against 4
        state = t.apply(state, e.cmd_eliminate(state, T0, player_id))
    moves = r.cmd_balance(state.room, RULES, T0, rng=random.Random(1))
    assert moves is not None and len(moves.moves) == 1
    state = t.apply(state, moves)
    (move,) = state.room.pending
    name = _name(state, move.player_id)
    origin = _table(
        *[(p.seat, p.name, p.stack) for p in station_room(state, move.from_table, None).placed]
    )
    origin = table_apply(
        origin,
        PlayerSeated(event_id="m", at_ms=T0, seat=move.from_seat, name=name, stack=4_000),
    )
    leaving = station_room(state, move.from_table, origin)
    (departure,) = leaving.departures
    assert (departure.name, departure.seat, departure.move.to_table) == (
        name,
        move.from_seat,
        move.to_table,
    )
    assert "Ubetcha, SEATING 7" in departure.move.rule and departure.move.why
    assert name not in {p.name for p in leaving.placed}
    arriving = station_room(state, move.to_table, _table())
    (arrival,) = arriving.arrivals
    assert (arrival.name, arrival.seat, arrival.move.from_table) == (
        name,
        move.to_seat,
        move.from_table,
    )
    assert name not in {p.name for p in arriving.placed}  # he arrives: not seated by the batch
    # Once he has left one table and sat at the other, neither station is asked again.
    gone = station_room(state, move.from_table, _table())
    assert gone.departures[0].done and gone.leaving == ()
    sat = station_room(state, move.to_table, _table((move.to_seat, name, 4_000)))
    assert sat.arrivals[0].seated and sat.arriving == ()


def test_hand_for_hand_waits_for_the_other_tables_once_this_one_is_done() -> None:
    state = _night(NAMES)
    state = t.apply(state, r.HandForHandSet(event_id="h", at_ms=T0, on=True))
    one = station_room(state, 1, None)
    assert one.hand_for_hand and one.waiting_for == ()  # table 1 plays its hand
    state = t.apply(state, r.HandDone(event_id="d1", at_ms=T0, table=1, hand="4"))
    assert station_room(state, 1, None).waiting_for == (2,)
    assert station_room(state, 2, None).waiting_for == ()
    state = t.apply(state, r.HandDone(event_id="d2", at_ms=T0, table=2, hand="5"))
    assert station_room(state, 1, None).waiting_for == ()  # every table done: deal


def test_names_and_stacks_the_station_seats_by() -> None:
    state = _night(["Ann", "Bob"])
    twin = e.cmd_register(state, T0, "Ann", nickname="Big")
    state = t.apply(state, twin)
    roster = state.roster
    assert seat_name(roster, roster.get(twin.player_id)) == "Ann (Big)"
    bob = next(p for p in roster.players if p.name == "Bob")
    assert seat_name(roster, bob) == "Bob"
    assert player_stack(bob, 1) == bob.chips_bought > 1
    assert player_stack(roster.get(twin.player_id), 5_000) == 5_000  # nothing bought yet
    assert tables_text([2]) == "table 2" and tables_text([1, 2, 4]) == "tables 1, 2 and 4"


def test_a_player_who_left_this_table_is_not_offered_again_until_a_new_entry() -> None:
    """Between the station's settlement and the director recording it (or for a departure no
    report carries) the room still places him here: he is not offered again. A re-entry the
    director places here is."""
    state = _night(NAMES)
    first = station_room(state, 1, _table()).placed[0]
    busted = ((first.name, "busted"),)
    seen = station_room(state, 1, _table(), busted)
    assert first.name not in {p.name for p in seen.placed}
    left = station_room(state, 1, _table(), ((first.name, "leaving_early"),))
    assert first.name not in {p.name for p in left.placed}
    # The director records the bust, the player buys in again and is placed here again.
    state = t.apply(state, e.cmd_eliminate(state, T0, first.player_id))
    again = e.cmd_buy_in(state, RULES, T0, first.player_id)
    state = t.apply(state, again)
    seats = r.SeatsAssigned(event_id="late", at_ms=T0, seats={first.player_id: (1, first.seat)})
    state = t.apply(state, seats)
    assert first.name in {p.name for p in station_room(state, 1, _table(), busted).placed}


def test_an_arrival_who_sat_down_and_busted_is_not_offered_again_but_one_moved_back_is() -> None:
    state = _night(NAMES)
    small = min((1, 2), key=lambda n: state.room.table(n).count)
    bust = next(iter(state.room.table(small).players.values()))
    state = t.apply(state, e.cmd_eliminate(state, T0, bust))
    state = t.apply(state, r.cmd_balance(state.room, RULES, T0, rng=random.Random(1)))
    (move,) = state.room.pending
    name = _name(state, move.player_id)
    here = move.to_table
    assert station_room(state, here, _table(), ((name, "moved"),)).arriving  # moved back here
    gone = station_room(state, here, _table(), ((name, "busted"),))
    assert gone.arriving == () and gone.arrivals == ()
