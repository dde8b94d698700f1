"""Who sits where in the room: seats, tables between hands, and moves pending between them.

The shared vocabulary of the seat draw (`core/seating/seat_draw.py`) and of balancing and breaking
tables (`core/seating/balancing.py`). Tables are numbered (`int`), seats are 1-based and clockwise,
players are roster ids (`str`). Everything is frozen data for the director's screen, both
stations of a move and the seat cards.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Mapping, Sequence
from types import MappingProxyType

import msgspec

from dealer_assist.core.cards import Card
from dealer_assist.core.rules.citation import Citation


class SeatingError(ValueError):
    """Seating that cannot be done: too few seats, a seat taken twice, cards missing..."""


class SeatRef(msgspec.Struct, frozen=True, order=True):
    """One seat of the room: table number and seat number (1-based, clockwise)."""

    table: int
    seat: int

    def __str__(self) -> str:
        return f"table {self.table} seat {self.seat}"


def _frozen(mapping: Mapping[int, str]) -> Mapping[int, str]:
    return MappingProxyType(dict(sorted(mapping.items())))


class TableSeats(msgspec.Struct, frozen=True):
    """One table as the director sees it between hands.

    `players` maps seat -> player id. `button`, `small_blind` and `big_blind` are the seats
    they had on the last hand dealt (None before the first hand, or `small_blind` when the
    dead-button rule left none); they decide each seat's place relative to the blinds.
    """

    table: int
    seat_count: int
    players: Mapping[int, str] = msgspec.field(default_factory=dict)
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None

    def __post_init__(self) -> None:
        if self.seat_count < 2:
            raise SeatingError(f"table {self.table}: {self.seat_count} seats is too few")
        bad = sorted(s for s in self.players if not 1 <= s <= self.seat_count)
        if bad:
            raise SeatingError(
                f"table {self.table}: seats {bad} are not between 1 and {self.seat_count}"
            )
        ids = list(self.players.values())
        if len(set(ids)) != len(ids):
            raise SeatingError(f"table {self.table}: a player holds two seats")
        for name in ("button", "small_blind", "big_blind"):
            seat = getattr(self, name)
            if seat is not None and not 1 <= seat <= self.seat_count:
                raise SeatingError(f"table {self.table}: {name} seat {seat} is not at the table")
        # Frozen all the way down: a plan handed to the UI cannot be changed behind the core.
        msgspec.structs.force_setattr(self, "players", _frozen(self.players))

    @property
    def count(self) -> int:
        return len(self.players)

    def open_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(1, self.seat_count + 1) if s not in self.players)

    def seat_of(self, player: str) -> int | None:
        return next((s for s, p in self.players.items() if p == player), None)

    def with_players(self, players: Mapping[int, str]) -> TableSeats:
        """The same table (positions kept) with other players in its seats."""
        return TableSeats(
            self.table, self.seat_count, players, self.button, self.small_blind, self.big_blind
        )


def clockwise_from(seat: int, seat_count: int) -> Iterator[int]:
    """The seats clockwise after `seat`, ending with `seat` itself."""
    for step in range(1, seat_count + 1):
        yield (seat - 1 + step) % seat_count + 1


def big_blind_reference(table: TableSeats) -> int:
    """The seat the next big blind counts from: last hand's big blind; before the first hand
    two seats after the button (taken or not), else the last seat, so seat 1's player (the
    first one clockwise) is due first."""
    if table.big_blind is not None:
        return table.big_blind
    if table.button is not None:
        occupied = [s for s in clockwise_from(table.button, table.seat_count) if s in table.players]
        if len(occupied) >= 2:
            # The button's first hand: the small blind is the next player, the big blind the one
            # after; so the reference is the small blind's seat.
            return occupied[0]
    return table.seat_count


def hands_to_big_blind(table: TableSeats, seat: int) -> int:
    """How many hands pass before `seat` posts the big blind at this table.

    0: this seat is the next big blind (a newcomer sitting here posts it on his first hand,
    Ubetcha SEATING 8: dealt in "including the big blind"). The big blind moves forward one
    player a hand (the dead-button rule), so it is the number of players strictly between
    last hand's big blind and `seat`, clockwise; last hand's big blind himself is the furthest
    away (every other player first). An empty seat gets the number a newcomer there would have.
    """
    reference = big_blind_reference(table)
    count = 0
    for s in clockwise_from(reference, table.seat_count):
        if s == seat:
            return count
        if s in table.players and s != reference:
            count += 1
    raise SeatingError(f"table {table.table} has no seat {seat}")  # pragma: no cover


class MoveReason(enum.Enum):
    """Why a player changes table."""

    BALANCE = "balance"  # the tables are further apart than the book allows
    TABLE_BROKEN = "table_broken"  # his table breaks


class Move(msgspec.Struct, frozen=True):
    """A pending move: what the director, the table left and the table joined all show.

    `rule` is the rule that chose the player and the seat; `also` the rules behind the move
    itself (the balance tolerance, the table broken). When the book lets the player pick his
    seat (Ubetcha SEATING 7 b), `seat_choices` lists the open seats he may choose from and
    `destination` is only the seat suggested; `card` is the card that made him move.
    """

    player: str
    origin: SeatRef
    destination: SeatRef
    reason: MoveReason
    why: str
    rule: Citation
    also: tuple[Citation, ...] = ()
    seat_choices: tuple[int, ...] = ()
    card: Card | None = None

    @property
    def citations(self) -> tuple[Citation, ...]:
        return (self.rule, *self.also)

    def involves(self, table: int) -> bool:
        return table in (self.origin.table, self.destination.table)

    def __str__(self) -> str:
        choice = (
            f" (or any of seats {', '.join(map(str, self.seat_choices))})"
            if self.seat_choices
            else ""
        )
        rules = "; ".join(c.label for c in self.citations)
        return f"{self.player}: {self.origin} to {self.destination}{choice}: {self.why} ({rules})"


def moves_for_table(moves: Iterable[Move], table: int) -> tuple[Move, ...]:
    """The pending moves a table's station shows: players leaving it and players joining it."""
    return tuple(m for m in moves if m.involves(table))


def apply_moves(tables: Sequence[TableSeats], moves: Iterable[Move]) -> tuple[TableSeats, ...]:
    """The tables once the moves are made (each player to his `destination`)."""
    seats = {t.table: dict(t.players) for t in tables}
    by_number = {t.table: t for t in tables}
    for move in moves:
        origin = seats.get(move.origin.table)
        if origin is None or origin.get(move.origin.seat) != move.player:
            raise SeatingError(f"{move.player} is not at {move.origin}")
        target = seats.get(move.destination.table)
        if target is None:
            raise SeatingError(f"there is no table {move.destination.table}")
        if move.destination.seat in target:
            raise SeatingError(f"{move.destination} is taken")
        if not 1 <= move.destination.seat <= by_number[move.destination.table].seat_count:
            raise SeatingError(f"there is no {move.destination}")
        del origin[move.origin.seat]
        target[move.destination.seat] = move.player
    return tuple(t.with_players(seats[t.table]) for t in tables)


class SeatingPlan(msgspec.Struct, frozen=True):
    """Where each player sits: player id -> seat, with the rule the seating followed.

    The data behind the seat cards and each station's list of players.
    """

    seats: Mapping[str, SeatRef]
    rule: Citation

    def __post_init__(self) -> None:
        refs = list(self.seats.values())
        if len(set(refs)) != len(refs):
            raise SeatingError("two players drawn to one seat")
        msgspec.structs.force_setattr(self, "seats", MappingProxyType(dict(self.seats)))

    def by_table(self) -> dict[int, dict[int, str]]:
        """table -> seat -> player, tables and seats in order."""
        tables: dict[int, dict[int, str]] = {}
        for player, ref in sorted(self.seats.items(), key=lambda item: item[1]):
            tables.setdefault(ref.table, {})[ref.seat] = player
        return tables

    def cards(self) -> tuple[tuple[SeatRef, str], ...]:
        """One seat card per player, by table then seat."""
        return tuple(sorted(((ref, player) for player, ref in self.seats.items())))
