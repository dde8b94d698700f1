"""The room in the tournament's state ([9/13]): tables, the seat draw, bust-outs freeing
seats, balancing moves pending until each player arrives, tables breaking, hand-for-hand."""

from __future__ import annotations

import random

import pytest

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.seating import room as r
from dealer_assist.house_books import house_rules
from dealer_assist.resources import resource_path

T0 = 1_800_000_000_000


def _night(book: str, players: int) -> tuple[t.TournamentState, list[str]]:
    toml = resource_path("structures", f"{book}.toml").read_text(encoding="utf-8")
    state = t.apply(None, t.cmd_create("Night", book, toml, T0))
    state = t.apply(state, e.cmd_settings(state, T0, buy_in=50))
    ids = []
    for n in range(players):
        event = e.cmd_register(state, T0, f"P{n:02d}")
        state = t.apply(state, event)
        state = t.apply(state, e.cmd_buy_in(state, house_rules(book), T0, event.player_id))
        ids.append(event.player_id)
    return state, ids


def _unseated(state: t.TournamentState) -> list[str]:
    return [p.player_id for p in state.roster.playing if state.room.seat_of(p.player_id) is None]


def _counts(state: t.TournamentState) -> list[int]:
    return [table.count for table in state.room.tables]


def test_a_thirty_player_four_table_night_to_the_final_table() -> None:
    rules = house_rules("applewood")
    rng = random.Random(9)
    state, ids = _night("applewood", 30)
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 10, 2: 10, 3: 10, 4: 10}))
    state = t.apply(state, r.cmd_draw_seats(state.room, rules, T0, _unseated(state), rng))
    assert sorted(_counts(state)) == [7, 7, 8, 8]
    assert all(state.room.seat_of(p) is not None for p in ids)
    balances = 0
    for player_id in ids[:-1]:  # bust one at a time down to the winner
        state = t.apply(state, e.cmd_eliminate(state, T0, player_id))
        assert state.room.seat_of(player_id) is None
        moves = r.cmd_balance(state.room, rules, T0, rng=rng)
        if moves is not None:
            balances += 1
            state = t.apply(state, moves)
            for player, *_rest, to_table, _to_seat, _why in moves.moves:
                state = t.apply(
                    state,
                    r.PlayerArrived(
                        event_id=f"arrive-{player}-{state.events_applied}",
                        at_ms=T0,
                        player_id=player,
                        table=to_table,
                    ),
                )
        counts = _counts(state)
        assert max(counts) - min(counts) <= rules.table_balance_tolerance
        assert len(state.room.tables) * 10 - sum(counts) < 10 or len(state.room.tables) == 1
        if state.players_left == 9:
            assert len(state.room.tables) == 1  # the final table
    assert balances > 0 and len(state.room.broken) == 3
    assert state.room.pending == ()


def test_moves_are_pending_until_the_player_arrives_and_undo_takes_them_back() -> None:
    rules = house_rules("applewood")
    rng = random.Random(3)
    state, ids = _night("applewood", 16)
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 10, 2: 10}))
    state = t.apply(state, r.cmd_draw_seats(state.room, rules, T0, _unseated(state), rng))
    at_table_1 = list(state.room.table(1).players.values())
    for player_id in at_table_1[:4]:  # 4 against 8: more than Applewood's 2 apart
        state = t.apply(state, e.cmd_eliminate(state, T0, player_id))
    before = state
    moves = r.cmd_balance(state.room, rules, T0, rng=rng)
    assert moves is not None and moves.broken == ()
    state = t.apply(state, moves)
    assert len(state.room.pending) == len(moves.moves) >= 1
    pending = state.room.pending[0]
    assert pending in state.room.moves_for_table(pending.from_table)
    assert pending in state.room.moves_for_table(pending.to_table)
    assert "Applewood" in pending.rule
    assert max(_counts(state)) - min(_counts(state)) <= 2
    undone = t.apply(state, t.cmd_undo(state, T0))
    assert undone.room == before.room
    for n, move in enumerate(state.room.pending):
        state = t.apply(
            state,
            r.PlayerArrived(
                event_id=f"a{n}", at_ms=T0, player_id=move.player_id, table=move.to_table
            ),
        )
    assert state.room.pending == ()


def test_late_entries_sit_at_the_table_with_the_fewest_players() -> None:
    rules = house_rules("ubetcha")
    rng = random.Random(1)
    state, ids = _night("ubetcha", 9)
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 9, 2: 9}))
    state = t.apply(state, r.cmd_draw_seats(state.room, rules, T0, _unseated(state), rng))
    assert sorted(_counts(state)) == [4, 5]
    late = e.cmd_register(state, T0, "Late")
    state = t.apply(state, late)
    state = t.apply(state, e.cmd_buy_in(state, rules, T0, late.player_id))
    state = t.apply(state, r.cmd_draw_seats(state.room, rules, T0, _unseated(state), rng))
    assert sorted(_counts(state)) == [5, 5]


def test_hand_for_hand_waits_for_every_table_then_starts_again() -> None:
    rules = house_rules("ubetcha")
    state, _ids = _night("ubetcha", 12)
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 9, 2: 9}))
    state = t.apply(
        state, r.cmd_draw_seats(state.room, rules, T0, _unseated(state), random.Random(2))
    )
    state = t.apply(state, r.HandForHandSet(event_id="h", at_ms=T0, on=True))
    assert state.room.waiting_for == (1, 2)
    state = t.apply(state, r.HandDone(event_id="d1", at_ms=T0, table=1, hand="41"))
    assert state.room.waiting_for == (2,)
    state = t.apply(state, r.HandDone(event_id="d2", at_ms=T0, table=2, hand="38"))
    assert state.room.waiting_for == (1, 2)  # every table done: the next hand everywhere


def test_a_seat_cannot_be_given_twice_and_a_table_with_players_cannot_go() -> None:
    state, ids = _night("ubetcha", 2)
    state = t.apply(state, r.cmd_set_tables(state.room, T0, {1: 9}))
    state = t.apply(state, r.SeatsAssigned(event_id="s", at_ms=T0, seats={ids[0]: (1, 3)}))
    with pytest.raises(t.TournamentError, match="seat 3 is taken"):
        t.apply(state, r.SeatsAssigned(event_id="s2", at_ms=T0, seats={ids[1]: (1, 3)}))
    with pytest.raises(t.TournamentError, match="still has players"):
        t.apply(state, r.cmd_set_tables(state.room, T0, {2: 9}))


def test_hand_for_hand_stops_the_clock_while_it_lasts_as_one_command() -> None:
    state, _ids = _night("ubetcha", 4)
    state = t.apply(state, t.cmd_start(state, T0))
    state = t.apply(state, r.HandForHandSet(event_id="on", at_ms=T0 + 60_000, on=True))
    reading = state.reading(T0 + 600_000)
    assert reading is not None and not reading.running  # stopped at 1:00 into the level
    left = reading.remaining_ms
    state = t.apply(state, r.HandForHandSet(event_id="off", at_ms=T0 + 900_000, on=False))
    assert state.reading(T0 + 910_000).remaining_ms == left - 10_000  # runs again
    undone = t.apply(state, t.cmd_undo(state, T0 + 920_000))
    assert undone.room.hand_for_hand and not undone.reading(T0 + 920_000).running


def test_the_tv_says_hand_for_hand_rather_than_paused(qtbot) -> None:
    from dealer_assist.ui.tv.clock_view import clock_face

    state, _ids = _night("ubetcha", 4)
    state = t.apply(state, t.cmd_start(state, T0))
    state = t.apply(state, r.HandForHandSet(event_id="on", at_ms=T0 + 1000, on=True))
    face = clock_face(state, state.reading(T0 + 5000), None, T0 + 5000)
    assert face.banner_text == "HAND FOR HAND"
