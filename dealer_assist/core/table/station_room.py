"""What a table's station sees of the room: the players the director placed at its table, the
moves pending to and from it, and hand-for-hand.

Read from the tournament's state (`TournamentState.room` and `.roster`) and the station's own
table (`core/table/table.py`): the station seats players by the name the director's reports match
them by (`store/table_reports.py`), with the stack the director knows. Pure data; the station
window presents it and its taps become the station's own commands (`core/table/station_decide.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from dealer_assist.core.roster import Player, Roster
from dealer_assist.core.seating.room import PendingMove, RoomError
from dealer_assist.core.table.table import Table
from dealer_assist.core.tournament import TournamentState


@dataclass(frozen=True, slots=True)
class PlacedPlayer:
    """A player the director placed at this table: his seat, the name the station seats him by,
    and his stack (his last chip count, else the chips he was given). `seated`: a player of
    that name already sits at the station (he is left alone)."""

    player_id: str
    seat: int
    name: str
    stack: int
    seated: bool = False


@dataclass(frozen=True, slots=True)
class Arrival:
    """A player the director moved here, still to sit down (`seated` once he has)."""

    move: PendingMove
    name: str
    stack: int
    seated: bool = False

    @property
    def seat(self) -> int:
        return self.move.to_seat


@dataclass(frozen=True, slots=True)
class Departure:
    """A player the director moved from here. `seat` is where he sits at the station (None
    once he has left it); `leaving`: marked to leave after the hand he is in."""

    move: PendingMove
    name: str
    seat: int | None
    leaving: bool = False

    @property
    def done(self) -> bool:
        return self.seat is None


@dataclass(frozen=True, slots=True)
class StationRoom:
    """The room as one table's station sees it.

    `known`: the director has this table. `placed` are the players the director seated here
    (moves excluded: `arrivals`), in seat order. `waiting_for` are the other tables the next
    hand waits for in hand-for-hand (empty when this table is one of them: it plays its hand).
    """

    table: int
    known: bool = False
    placed: tuple[PlacedPlayer, ...] = ()
    arrivals: tuple[Arrival, ...] = ()
    departures: tuple[Departure, ...] = ()
    hand_for_hand: bool = False
    waiting_for: tuple[int, ...] = ()

    @property
    def to_seat(self) -> tuple[PlacedPlayer, ...]:
        """The placed players not at the station yet."""
        return tuple(p for p in self.placed if not p.seated)

    @property
    def arriving(self) -> tuple[Arrival, ...]:
        return tuple(a for a in self.arrivals if not a.seated)

    @property
    def leaving(self) -> tuple[Departure, ...]:
        return tuple(d for d in self.departures if not d.done)


def seat_name(roster: Roster, player: Player) -> str:
    """The name a player is seated by: his name, or his label (with the nickname) when another
    player has the same name, so the director's reports can tell them apart."""
    key = player.name.casefold()
    twins = sum(1 for p in roster.players if p.name.casefold() == key)
    return player.label if twins > 1 else player.name


def player_stack(player: Player, starting_stack: int) -> int:
    """What the player sits down with: his last chip count, else every chip he was given
    (his entry, rebuys, add-ons), else the starting stack."""
    if player.chips is not None:
        return player.chips
    return player.chips_bought or starting_stack


def station_room(
    state: TournamentState | None,
    number: int,
    table: Table | None,
    departed: Sequence[tuple[str, str]] = (),
) -> StationRoom:
    """The room for table `number`'s station, from the tournament `state` (None before one is
    read), the station's own `table` and the players who left it, (name, why) each in order
    (why: "busted" or a `LeaveReason` value; `StationState.departed`).

    A player who left this table is not offered again while the director has not caught up
    (the station settled a bust he has not read yet; a departure no report carries): a
    placement once as many of his departures from here as his entries, an arrival once as
    many that ended his stay in the tournament (a bust, leaving early...; a move does not:
    he may be moved back). A re-entry placed here again is offered."""
    if state is None:
        return StationRoom(number)
    room, roster = state.room, state.roster
    starting = state.structure.starting_stack or 0
    here = _names_at(table)
    exits = Counter(name for name, _why in departed)
    ended = Counter(name for name, why in departed if why != "moved")

    def about(player_id: str) -> tuple[str, int, int]:
        player = roster.find(player_id)
        if player is None:
            return player_id, starting, 1
        return seat_name(roster, player), player_stack(player, starting), max(1, player.entries)

    moves = room.moves_for_table(number)
    arriving_ids = {m.player_id for m in moves if m.to_table == number}
    try:
        seats = room.table(number)
    except RoomError:
        seats = None
    placed: list[PlacedPlayer] = []
    if seats is not None:
        for seat, player_id in sorted(seats.players.items()):
            if player_id in arriving_ids:
                continue
            name, stack, entries = about(player_id)
            if name not in here and exits[name] >= entries:
                continue  # he sat here and left: the director has not caught up yet
            placed.append(PlacedPlayer(player_id, seat, name, stack, name in here))
    arrivals: list[Arrival] = []
    departures: list[Departure] = []
    for move in moves:
        name, stack, entries = about(move.player_id)
        if move.to_table == number and move.from_table != number:
            if name not in here and ended[name] >= entries:
                continue  # he arrived, then busted or left: the director has not caught up
            arrivals.append(Arrival(move, name, stack, name in here))
        elif move.from_table == number and move.to_table != number:
            at = here.get(name)
            leaving = at is not None and table is not None and _leaving(table, at)
            departures.append(Departure(move, name, at, leaving))
    waiting = tuple(room.waiting_for)
    others = () if number in waiting else tuple(t for t in waiting if t != number)
    return StationRoom(
        number,
        known=seats is not None,
        placed=tuple(placed),
        arrivals=tuple(arrivals),
        departures=tuple(departures),
        hand_for_hand=bool(room.hand_for_hand),
        waiting_for=others,
    )


def _names_at(table: Table | None) -> dict[str, int]:
    if table is None:
        return {}
    return {p.name: seat for seat in table.occupied() if (p := table.player(seat)) is not None}


def _leaving(table: Table, seat: int) -> bool:
    player = table.player(seat)
    return player is not None and player.leaving is not None


def tables_text(tables: Sequence[int]) -> str:
    """ "table 2", "tables 2 and 3", "tables 1, 2 and 4"."""
    numbers = [str(t) for t in tables]
    if len(numbers) == 1:
        return f"table {numbers[0]}"
    return f"tables {', '.join(numbers[:-1])} and {numbers[-1]}"
