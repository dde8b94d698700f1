"""The random seat draw: every table its fair share, seats spread around it; late entries.

Ubetcha SEATING 1: "Initial seating is determined and assigned in a random manner by the
tournament director"; Applewood Payment 1 (pay "before drawing for a seat location");
Fountain Valley Basics 7 ("seated according to a random drawing"). The randomness is an
injected `random.Random`, so a test (or a replayed night) draws the same seats again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from dealer_assist.core.rules.house_rules import Decision, HouseRules
from dealer_assist.core.seating.seating_plan import SeatingError, SeatingPlan, SeatRef, TableSeats


def table_capacity(seat_count: int, rules: HouseRules) -> int:
    """Players a table may seat: its seats, at most the book's `max_seats` (Fountain Valley
    Basics 8: "Up to 9 players will be seated at a table")."""
    return min(seat_count, rules.max_seats)


def fair_shares(players: int, capacities: Mapping[int, int]) -> dict[int, int]:
    """How many players each table gets: as even as the seats allow (counts differ by at
    most one, except a table that is full). The odd players go to the lowest-numbered tables:
    the highest-numbered table breaks first, so it starts with fewer players to move."""
    if players > sum(capacities.values()):
        raise SeatingError(
            f"{players} players but only {sum(capacities.values())} seats: open another table"
        )
    shares = dict.fromkeys(capacities, 0)
    left = players
    while left:
        room = [t for t in sorted(capacities) if shares[t] < capacities[t]]
        level = min(shares[t] for t in room)
        for table in room:
            if left and shares[table] == level:
                shares[table] += 1
                left -= 1
    return shares


def spread_seats(count: int, seat_count: int, rng: random.Random) -> tuple[int, ...]:
    """`count` seats spread evenly around a table of `seat_count` seats, at a random turn:
    the gaps between neighbours differ by at most one seat (nobody bunched at one end)."""
    if not 0 <= count <= seat_count:
        raise SeatingError(f"{count} players do not fit {seat_count} seats")
    offset = rng.randrange(seat_count)
    # Players i and i+1 sit floor(i*n/k) and floor((i+1)*n/k) apart from the offset: each gap
    # is floor(n/k) or ceil(n/k), and n/k >= 1 keeps the seats distinct.
    return tuple(sorted((offset + i * seat_count // count) % seat_count + 1 for i in range(count)))


def draw_seats(
    players: Sequence[str],
    tables: Mapping[int, int],
    rules: HouseRules,
    rng: random.Random,
) -> SeatingPlan:
    """Draw seats for `players` over `tables` (table number -> seat count).

    Every table gets its fair share (`fair_shares`), the seats at each table are spread
    around it (`spread_seats`), and which player gets which seat is random.
    """
    if len(set(players)) != len(players):
        raise SeatingError("a player is listed twice")
    if not tables:
        raise SeatingError("no tables to seat the players at")
    capacities = {t: table_capacity(n, rules) for t, n in tables.items()}
    shares = fair_shares(len(players), capacities)
    slots = [
        SeatRef(table, seat)
        for table in sorted(tables)
        for seat in spread_seats(shares[table], tables[table], rng)
    ]
    drawn = list(players)
    rng.shuffle(drawn)
    return SeatingPlan(dict(zip(drawn, slots, strict=True)), rules.cite(Decision.SEAT_DRAW))


def seat_late_entries(
    players: Sequence[str],
    tables: Sequence[TableSeats],
    rules: HouseRules,
    rng: random.Random,
) -> SeatingPlan:
    """Seat players who enter after the draw, one after another: each at the table with the
    fewest players (a random one of them when several tie), at a random free seat."""
    seated = {p for t in tables for p in t.players.values()}
    already = sorted(set(players) & seated)
    if already:
        raise SeatingError(f"{', '.join(already)} already has a seat")
    if len(set(players)) != len(players):
        raise SeatingError("a player is listed twice")
    taken = {t.table: set(t.players) for t in tables}
    capacity = {t.table: table_capacity(t.seat_count, rules) for t in tables}
    by_number = {t.table: t for t in tables}
    placed: dict[str, SeatRef] = {}
    for player in players:
        room = [t for t in sorted(taken) if len(taken[t]) < capacity[t]]
        if not room:
            raise SeatingError(f"every seat is taken: open a table to seat {player}")
        fewest = min(len(taken[t]) for t in room)
        table = rng.choice([t for t in room if len(taken[t]) == fewest])
        free = [s for s in range(1, by_number[table].seat_count + 1) if s not in taken[table]]
        seat = rng.choice(free)
        taken[table].add(seat)
        placed[player] = SeatRef(table, seat)
    return SeatingPlan(placed, rules.cite(Decision.SEAT_DRAW))
