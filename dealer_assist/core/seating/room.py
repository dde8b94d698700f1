"""The room: the tournament's tables, who sits where, the moves pending between tables, and
hand-for-hand. A part of the tournament's state with its own events and fold.

Decisions (the draw, balancing, breaking tables) are made by `core/seating/seat_draw.py` and
`core/seating/balancing.py` under the house book, in the commands below; the events record the seats
and moves decided, with the rule, so the fold needs no rules. Stations report to the director
(`store/table_reports.py`): a hand done, a player's arrival, the positions of the button and
blinds; their events carry ids derived from the station's own, so a report is recorded once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import msgspec
from msgspec.structs import replace

from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.seating.seating_plan import SeatingError, TableSeats

if TYPE_CHECKING:
    import random

    # Named in the commands' signatures only: the room's state needs no house rules (the
    # director's first paint reads the room, the book's decisions load when first used).
    from dealer_assist.core.rules.house_rules import BalanceMethod, HouseRules

# Events a station's report became (store/table_reports) carry ids starting so: the tournament
# records them but never offers them to the director's undo.
REPORT_ID_PREFIX = "report:"


class RoomError(ValueError):
    """A room event that does not fit: a seat taken, a table unknown..."""


class TablesSet(Event, tag="room.tables_set", frozen=True, kw_only=True):
    """The tables in play: table number -> seats (as text keys, for JSON)."""

    tables: dict[str, int]


class SeatsAssigned(Event, tag="room.seats_assigned", frozen=True, kw_only=True):
    """Players given seats (the draw, or late entries): player id -> (table, seat)."""

    seats: dict[str, tuple[int, int]]
    rule: str = ""


class MovesMade(Event, tag="room.moves_made", frozen=True, kw_only=True):
    """Players moved to balance the room or break tables: (player id, from table, from seat,
    to table, to seat, why) each; `broken` tables close. Pending until each arrives."""

    moves: tuple[tuple[str, int, int, int, int, str], ...]
    broken: tuple[int, ...] = ()
    rule: str = ""


class PlayerArrived(Event, tag="room.player_arrived", frozen=True, kw_only=True):
    """A moved player sat down at his new table (reported by its station)."""

    player_id: str
    table: int


class PositionsReported(Event, tag="room.positions_reported", frozen=True, kw_only=True):
    """A station's button and blinds after its last hand: they place a moved player."""

    table: int
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None


class HandForHandSet(Event, tag="room.hand_for_hand", frozen=True, kw_only=True):
    on: bool


class HandDone(Event, tag="room.hand_done", frozen=True, kw_only=True):
    """A table finished a hand (its station's report); in hand-for-hand, the next hand is
    dealt everywhere once every table has reported."""

    table: int
    hand: str


ROOM_EVENTS: tuple[type[Event], ...] = (
    TablesSet,
    SeatsAssigned,
    MovesMade,
    PlayerArrived,
    PositionsReported,
    HandForHandSet,
    HandDone,
)


class PendingMove(msgspec.Struct, frozen=True):
    player_id: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    why: str
    rule: str


class Room(msgspec.Struct, frozen=True):
    tables: tuple[TableSeats, ...] = ()
    broken: tuple[int, ...] = ()
    pending: tuple[PendingMove, ...] = ()
    hand_for_hand: bool = False
    hands_done: tuple[int, ...] = ()  # tables done with this hand-for-hand round

    def table(self, number: int) -> TableSeats:
        for table in self.tables:
            if table.table == number:
                return table
        raise RoomError(f"there is no table {number}")

    def seat_of(self, player_id: str) -> tuple[int, int] | None:
        for table in self.tables:
            seat = table.seat_of(player_id)
            if seat is not None:
                return table.table, seat
        return None

    def moves_for_table(self, number: int) -> tuple[PendingMove, ...]:
        return tuple(m for m in self.pending if number in (m.from_table, m.to_table))

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """In hand-for-hand: the tables that have not finished this hand."""
        if not self.hand_for_hand:
            return ()
        return tuple(t.table for t in self.tables if t.table not in self.hands_done)

    def without(self, player_id: str) -> Room:
        """The room once a player is out: his seat frees, a move of his is dropped."""
        tables = tuple(
            t.with_players({s: p for s, p in t.players.items() if p != player_id})
            if player_id in t.players.values()
            else t
            for t in self.tables
        )
        pending = tuple(m for m in self.pending if m.player_id != player_id)
        return replace(self, tables=tables, pending=pending)


def _put(room: Room, table: TableSeats) -> Room:
    return replace(room, tables=tuple(table if t.table == table.table else t for t in room.tables))


def fold_room(room: Room, event: Event) -> Room:
    """The room after `event`; RoomError when it does not fit."""
    try:
        return _fold(room, event)
    except SeatingError as exc:
        raise RoomError(str(exc)) from exc


def _fold(room: Room, event: Event) -> Room:
    if isinstance(event, TablesSet):
        wanted = {int(k): v for k, v in event.tables.items()}
        kept = []
        for table in room.tables:
            if table.table not in wanted:
                if table.players:
                    raise RoomError(f"table {table.table} still has players: move them first")
                continue
            kept.append(replace(table, seat_count=wanted.pop(table.table)))
        added = [TableSeats(n, seats) for n, seats in sorted(wanted.items())]
        return replace(room, tables=tuple(sorted((*kept, *added), key=lambda t: t.table)))
    if isinstance(event, SeatsAssigned):
        for player_id, (number, seat) in event.seats.items():
            if room.seat_of(player_id) is not None:
                raise RoomError(f"player {player_id} already has a seat")
            table = room.table(number)
            if seat in table.players:
                raise RoomError(f"table {number} seat {seat} is taken")
            room = _put(room, table.with_players({**table.players, seat: player_id}))
        return room
    if isinstance(event, MovesMade):
        pending = list(room.pending)
        for player_id, from_t, from_s, to_t, to_s, why in event.moves:
            source = room.table(from_t)
            if source.players.get(from_s) != player_id:
                raise RoomError(f"player {player_id} is not at table {from_t} seat {from_s}")
            room = _put(
                room, source.with_players({s: p for s, p in source.players.items() if s != from_s})
            )
            target = room.table(to_t)
            if to_s in target.players:
                raise RoomError(f"table {to_t} seat {to_s} is taken")
            room = _put(room, target.with_players({**target.players, to_s: player_id}))
            pending = [m for m in pending if m.player_id != player_id]
            pending.append(PendingMove(player_id, from_t, from_s, to_t, to_s, why, event.rule))
        for number in event.broken:
            if room.table(number).players:
                raise RoomError(f"table {number} cannot break: players are still there")
        tables = tuple(t for t in room.tables if t.table not in event.broken)
        return replace(
            room, tables=tables, pending=tuple(pending), broken=(*room.broken, *event.broken)
        )
    if isinstance(event, PlayerArrived):
        return replace(
            room,
            pending=tuple(
                m
                for m in room.pending
                if not (m.player_id == event.player_id and m.to_table == event.table)
            ),
        )
    if isinstance(event, PositionsReported):
        table = room.table(event.table)
        return _put(
            room,
            replace(
                table, button=event.button, small_blind=event.small_blind, big_blind=event.big_blind
            ),
        )
    if isinstance(event, HandForHandSet):
        return replace(room, hand_for_hand=event.on, hands_done=())
    if isinstance(event, HandDone):
        room.table(event.table)
        if not room.hand_for_hand:
            return room
        done = tuple(sorted({*room.hands_done, event.table}))
        if set(done) >= {t.table for t in room.tables}:
            done = ()  # every table finished: the next hand starts everywhere
        return replace(room, hands_done=done)
    raise RoomError(f"{type(event).__name__} is not a room event")


# -- commands: decided by the book, recorded as events ------------------------------------------


def cmd_set_tables(room: Room, now_ms: int, tables: Mapping[int, int]) -> TablesSet:
    return TablesSet(
        event_id=new_event_id(), at_ms=now_ms, tables={str(k): v for k, v in tables.items()}
    )


def cmd_draw_seats(
    room: Room,
    rules: HouseRules,
    now_ms: int,
    players: Sequence[str],
    rng: random.Random,
) -> SeatsAssigned:
    """Seats for `players` (playing, without a seat): the draw over empty tables, or, once
    players are seated, each at the table with the fewest (a late entry)."""
    # The draw and the balancing are loaded when first used: a reopened night's first paint
    # needs the room's state, not its decisions.
    from dealer_assist.core.seating.seat_draw import draw_seats, seat_late_entries

    if not players:
        raise RoomError("everyone playing already has a seat")
    if not room.tables:
        raise RoomError("set the tables first (how many, and their seats)")
    if any(t.players for t in room.tables):
        plan = seat_late_entries(players, room.tables, rules, rng)
    else:
        plan = draw_seats(players, {t.table: t.seat_count for t in room.tables}, rules, rng)
    return SeatsAssigned(
        event_id=new_event_id(),
        at_ms=now_ms,
        seats={p: (ref.table, ref.seat) for p, ref in plan.seats.items()},
        rule=plan.rule.label,
    )


def cmd_balance(
    room: Room,
    rules: HouseRules,
    now_ms: int,
    *,
    method: BalanceMethod | None = None,
    rng: random.Random | None = None,
) -> MovesMade | None:
    """The moves that balance the room and break the tables it no longer needs (None when
    it is balanced)."""
    import random

    from dealer_assist.core.seating.balancing import rebalance

    plan = rebalance(room.tables, rules, method=method, rng=rng or random.Random())
    if not plan.moves and not plan.broken:
        return None
    rules_cited = sorted({c.label for m in plan.moves for c in m.citations})
    return MovesMade(
        event_id=new_event_id(),
        at_ms=now_ms,
        moves=tuple(
            (
                m.player,
                m.origin.table,
                m.origin.seat,
                m.destination.table,
                m.destination.seat,
                m.why,
            )
            for m in plan.moves
        ),
        broken=plan.broken,
        rule="; ".join(rules_cited),
    )
