"""The seat draw: random, every table its fair share, seats spread around it; late entries."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.seating.seat_draw import (
    draw_seats,
    fair_shares,
    seat_late_entries,
    spread_seats,
    table_capacity,
)
from dealer_assist.core.seating.seating_plan import SeatingError, SeatingPlan, SeatRef, TableSeats
from dealer_assist.house_books import BOOKS, house_rules
from dealer_assist.rulings.library import load_library

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")
FOUNTAIN_VALLEY = house_rules("fountain-valley")


def names(count: int) -> list[str]:
    return [f"p{i:02d}" for i in range(count)]


def gaps(seats: tuple[int, ...], seat_count: int) -> list[int]:
    """Seats from each player to the next one clockwise (the last to the first, round)."""
    ordered = sorted(seats)
    rotated = ordered[1:] + ordered[:1]
    return [(b - a) % seat_count or seat_count for a, b in zip(ordered, rotated, strict=True)]


def test_ubetcha_seating_1_initial_seating_is_random_and_replayable() -> None:
    """Ubetcha SEATING 1: "Initial seating is determined and assigned in a random manner by
    the tournament director." The same rng draws the same seats; another draws others."""
    tables = {1: 10, 2: 10, 3: 10}
    first = draw_seats(names(24), tables, UBETCHA, random.Random(1))
    assert first == draw_seats(names(24), tables, UBETCHA, random.Random(1))
    assert first.seats != draw_seats(names(24), tables, UBETCHA, random.Random(2)).seats
    assert first.rule == UBETCHA.cite(Decision.SEAT_DRAW)
    assert first.rule.label == "Ubetcha, SEATING 1"


def test_thirty_players_over_four_tables_of_ten_sit_8_8_7_7() -> None:
    """Fair shares differ by at most one; the odd players go to the lowest-numbered tables
    (the highest-numbered breaks first, so it starts with fewer players to move)."""
    plan = draw_seats(names(30), {1: 10, 2: 10, 3: 10, 4: 10}, APPLEWOOD, random.Random(3))
    counts = {table: len(seats) for table, seats in plan.by_table().items()}
    assert counts == {1: 8, 2: 8, 3: 7, 4: 7}
    assert sorted(plan.seats) == names(30)


def test_fountain_valley_basics_8_up_to_9_players_at_a_table() -> None:
    """Fountain Valley, No Limit Hold 'em Basics 8: "Up to 9 players will be seated at a
    table." Ten-seat tables seat nine; a tenth player per table needs another table."""
    assert table_capacity(10, FOUNTAIN_VALLEY) == 9
    plan = draw_seats(names(27), {1: 10, 2: 10, 3: 10}, FOUNTAIN_VALLEY, random.Random(4))
    assert Counter(ref.table for ref in plan.seats.values()) == {1: 9, 2: 9, 3: 9}
    with pytest.raises(SeatingError, match="28 players but only 27 seats"):
        draw_seats(names(28), {1: 10, 2: 10, 3: 10}, FOUNTAIN_VALLEY, random.Random(4))


def test_applewood_payment_1_drawing_for_a_seat_location_is_cited() -> None:
    """Applewood, Payment 1: "Players must pay the entry fee before drawing for a seat
    location and receiving chips." The draw cites it."""
    plan = draw_seats(names(9), {1: 10}, APPLEWOOD, random.Random(5))
    rule = load_library().rule(plan.rule.rule_id)
    assert "drawing for a seat location" in rule.text
    assert plan.rule.label.startswith(rule.label)


def test_seats_spread_around_the_table_not_bunched() -> None:
    """Five players at ten seats sit every other seat; three at nine, every third."""
    for seed in range(20):
        five = spread_seats(5, 10, random.Random(seed))
        assert gaps(five, 10) == [2] * 5
        three = spread_seats(3, 9, random.Random(seed))
        assert gaps(three, 9) == [3] * 3
    assert spread_seats(10, 10, random.Random(0)) == tuple(range(1, 11))
    assert spread_seats(0, 10, random.Random(0)) == ()


def test_fair_shares_fill_a_small_table_and_share_the_rest() -> None:
    assert fair_shares(20, {1: 10, 2: 10, 3: 6}) == {1: 7, 2: 7, 3: 6}
    assert fair_shares(22, {1: 10, 2: 10, 3: 6}) == {1: 8, 2: 8, 3: 6}
    assert fair_shares(0, {1: 10}) == {1: 0}


def test_seat_cards_list_every_player_by_table_and_seat() -> None:
    """The data behind printable seat cards: one per player, in table and seat order."""
    plan = draw_seats(names(12), {1: 9, 2: 9}, UBETCHA, random.Random(6))
    cards = plan.cards()
    assert [ref for ref, _ in cards] == sorted(plan.seats.values())
    assert {player for _, player in cards} == set(names(12))
    for table, seats in plan.by_table().items():
        for seat, player in seats.items():
            assert plan.seats[player] == SeatRef(table, seat)
    assert str(SeatRef(2, 7)) == "table 2 seat 7"


def test_a_player_listed_twice_or_no_tables_is_refused() -> None:
    with pytest.raises(SeatingError, match="twice"):
        draw_seats(["a", "a"], {1: 10}, UBETCHA, random.Random(0))
    with pytest.raises(SeatingError, match="no tables"):
        draw_seats(["a"], {}, UBETCHA, random.Random(0))
    with pytest.raises(SeatingError, match="two players drawn to one seat"):
        SeatingPlan({"a": SeatRef(1, 1), "b": SeatRef(1, 1)}, UBETCHA.cite(Decision.SEAT_DRAW))


def test_ubetcha_seating_3_a_late_player_sits_at_the_table_with_the_fewest_players() -> None:
    """Ubetcha SEATING 3: "Late players are allowed to enter a Regular tournament until the
    end of level 4." A late entry goes to the table with the fewest players, at a random
    free seat."""
    tables = [
        TableSeats(1, 10, {s: f"a{s}" for s in (1, 3, 5, 7, 9)}),
        TableSeats(2, 10, {s: f"b{s}" for s in (2, 4, 6, 8)}),
        TableSeats(3, 10, {s: f"c{s}" for s in (1, 2, 3, 4, 5, 6)}),
    ]
    seen = set()
    for seed in range(30):
        plan = seat_late_entries(["late"], tables, UBETCHA, random.Random(seed))
        ref = plan.seats["late"]
        assert ref.table == 2 and ref.seat in (1, 3, 5, 7, 9, 10)
        seen.add(ref.seat)
    assert len(seen) > 1  # a random free seat, not always the same one


def test_late_entries_one_after_another_keep_the_tables_even() -> None:
    tables = [
        TableSeats(1, 9, {s: f"a{s}" for s in range(1, 8)}),  # 7
        TableSeats(2, 9, {s: f"b{s}" for s in range(1, 6)}),  # 5
    ]
    plan = seat_late_entries(["x", "y", "z"], tables, UBETCHA, random.Random(0))
    counts = Counter(ref.table for ref in plan.seats.values())
    # 7 and 5: the first two go to table 2 (it has 5, then 6); at 7 and 7 the third may go
    # to either.
    assert counts in (Counter({2: 2, 1: 1}), Counter({2: 3}))
    taken = {(t.table, s) for t in tables for s in t.players}
    assert not taken & {(r.table, r.seat) for r in plan.seats.values()}


def test_late_entry_when_every_seat_is_taken_asks_for_a_table() -> None:
    full = [TableSeats(1, 9, {s: f"a{s}" for s in range(1, 10)})]
    with pytest.raises(SeatingError, match="open a table"):
        seat_late_entries(["late"], full, FOUNTAIN_VALLEY, random.Random(0))
    # Fountain Valley seats nine at a ten-seat table: the tenth seat is not free.
    nine_of_ten = [TableSeats(1, 10, {s: f"a{s}" for s in range(1, 10)})]
    with pytest.raises(SeatingError, match="open a table"):
        seat_late_entries(["late"], nine_of_ten, FOUNTAIN_VALLEY, random.Random(0))
    with pytest.raises(SeatingError, match="already has a seat"):
        seat_late_entries(["a1"], nine_of_ten, UBETCHA, random.Random(0))


@settings(max_examples=200, deadline=None)
@given(
    book=st.sampled_from(BOOKS),
    seat_counts=st.lists(st.integers(2, 10), min_size=1, max_size=8),
    fill=st.floats(0, 1),
    seed=st.integers(0, 2**32 - 1),
)
def test_draw_invariants(book: str, seat_counts: list[int], fill: float, seed: int) -> None:
    """Every player seated exactly once, no seat holds two, no table over its seats or the
    book's max_seats; tables differ by at most one (a table that is full may have fewer);
    the seats at each table are spread: gaps between neighbours differ by at most one."""
    rules = house_rules(book)
    tables = {number: count for number, count in enumerate(seat_counts, start=1)}
    capacity = {t: table_capacity(n, rules) for t, n in tables.items()}
    players = names(int(fill * sum(capacity.values())))
    plan = draw_seats(players, tables, rules, random.Random(seed))
    assert sorted(plan.seats) == players
    assert len(set(plan.seats.values())) == len(players)
    by_table = plan.by_table()
    counts = {t: len(by_table.get(t, {})) for t in tables}
    most = max(counts.values())
    for table, count in counts.items():
        assert count <= capacity[table]
        assert count >= min(capacity[table], most - 1)
        seats = tuple(by_table.get(table, {}))
        assert all(1 <= s <= tables[table] for s in seats)
        if seats:
            spaces = gaps(seats, tables[table])
            assert max(spaces) - min(spaces) <= 1


@settings(max_examples=100, deadline=None)
@given(
    occupied=st.lists(st.sets(st.integers(1, 9), max_size=9), min_size=1, max_size=5),
    late=st.integers(1, 6),
    seed=st.integers(0, 2**32 - 1),
)
def test_late_entry_invariants(occupied: list[set[int]], late: int, seed: int) -> None:
    """Each late player joins a table with the fewest players at that moment, at a free seat."""
    tables = [
        TableSeats(number, 9, {s: f"t{number}s{s}" for s in seats})
        for number, seats in enumerate(occupied, start=1)
    ]
    free = sum(9 - len(seats) for seats in occupied)
    players = [f"late{i}" for i in range(late)]
    if late > free:
        with pytest.raises(SeatingError):
            seat_late_entries(players, tables, UBETCHA, random.Random(seed))
        return
    plan = seat_late_entries(players, tables, UBETCHA, random.Random(seed))
    counts = {t.table: t.count for t in tables}
    taken = {(t.table, s) for t in tables for s in t.players}
    for player in players:
        ref = plan.seats[player]
        open_tables = [t for t in counts if counts[t] < 9]
        assert counts[ref.table] == min(counts[t] for t in open_tables)
        assert (ref.table, ref.seat) not in taken
        taken.add((ref.table, ref.seat))
        counts[ref.table] += 1
