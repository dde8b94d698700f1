"""Seat moves that crossed an outage: the director moved a player away from a table whose
station was offline, and the player went on playing there meanwhile.

Nothing is lost and nothing is undone: the hands he played stand (the station journaled them
and delivers them), and the move is applied after them (he leaves the table once the station
learns of it). The conflict is shown to the station and to the director, who confirms it. Both
sides work it out the same way: the hands the table's journal holds with the player dealt in,
dealt after the director made the move (the station's clock corrected by its offset to the
director's). Qt-free.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from dealer_assist.core.events import Event
from dealer_assist.core.hand.hand_events import HandDealt
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.seating.room import MovesMade, PendingMove
from dealer_assist.core.table.station_fold import StationState, apply_station
from dealer_assist.core.table.station_room import seat_name
from dealer_assist.core.tournament import TournamentState


@dataclass(frozen=True, slots=True)
class TableHand:
    """A hand a table's station dealt: its id, when (the station's clock), who was dealt in."""

    hand_id: str
    dealt_ms: int
    names: frozenset[str]


@dataclass(frozen=True, slots=True)
class MoveConflict:
    player_id: str
    name: str
    move: PendingMove
    moved_at_ms: int  # the director's clock
    hands: tuple[str, ...]  # the hands he played at the old table after the move

    @property
    def key(self) -> str:
        return f"{self.player_id}@{self.move.from_table}:{self.moved_at_ms}"

    def words(self) -> str:
        count = len(self.hands)
        return (
            f"{self.name} was moved to table {self.move.to_table} seat {self.move.to_seat} "
            f"while table {self.move.from_table} was offline, and played {count} "
            f"hand{'s' if count != 1 else ''} there since: the hands stand, the move comes "
            "after them"
        )


def table_hands(events: Iterable[Event], rules: HouseRules) -> list[TableHand]:
    """The hands in a table's journal (the station's own, or the director's mirror of it)."""
    station = StationState(rules)
    hands: list[TableHand] = []
    for event in events:
        if isinstance(event, HandDealt) and station.table is not None:
            table = station.table
            names = frozenset(
                player.name for seat in event.dealt_in if (player := table.player(seat)) is not None
            )
            hands.append(TableHand(event.hand_id, event.at_ms, names))
        try:
            station = apply_station(station, event)
        except Exception:  # noqa: BLE001, S112 (a journal event not understood: the next ones may be)
            continue
    return hands


def move_times(events: Iterable[Event]) -> dict[tuple[str, int], int]:
    """(player id, from table) -> when the director last moved him from there."""
    times: dict[tuple[str, int], int] = {}
    for event in events:
        if isinstance(event, MovesMade):
            for player_id, from_table, *_ in event.moves:
                times[(player_id, from_table)] = event.at_ms
    return times


def conflicts(
    state: TournamentState | None,
    table: int,
    moved_at: Mapping[tuple[str, int], int],
    hands: Iterable[TableHand],
    station_offset_ms: int = 0,
) -> list[MoveConflict]:
    """The pending moves away from `table` whose player was dealt in there after the move.
    `station_offset_ms`: the station's clock minus the director's."""
    if state is None:
        return []
    hands = list(hands)
    found = []
    for move in state.room.pending:
        if move.from_table != table or move.to_table == table:
            continue
        at = moved_at.get((move.player_id, table))
        player = state.roster.find(move.player_id)
        if at is None or player is None:
            continue
        name = seat_name(state.roster, player)
        played = tuple(
            h.hand_id for h in hands if name in h.names and h.dealt_ms - station_offset_ms > at
        )
        if played:
            found.append(MoveConflict(move.player_id, name, move, at, played))
    return found


def director_conflicts(
    state: TournamentState | None,
    director_events: Callable[[], Iterable[Event]],
    table_events: Callable[[int], Iterable[Event]],
    rules: HouseRules,
    offsets: Mapping[int, int],
) -> list[MoveConflict]:
    """Every table's conflicts as the director sees them: its own journal's moves, its
    mirrors of the tables' journals (`table_events(table)`), each station's clock offset
    (`offsets[table]`). Nothing is read while no move is pending."""
    if state is None or not state.room.pending:
        return []
    moved_at = move_times(director_events())
    found: list[MoveConflict] = []
    for table in sorted({m.from_table for m in state.room.pending}):
        hands = table_hands(table_events(table), rules)
        found += conflicts(state, table, moved_at, hands, offsets.get(table, 0))
    return found
