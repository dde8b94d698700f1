"""Stations report to the director: what a table settles becomes tournament events, once.

The director stays the only writer of the tournament journal. It follows each table's journal
read-only (`JournalFollower`), folds it with the station's own fold, and turns the hands the
table has settled into tournament events: a bust-out (with the hand, the table and the player's
chips at the start of that hand), "hand done" (for hand-for-hand), and the button and blinds
after the last hand (which place a moved player). Each event's id is derived from the station's
events, so a report replayed, re-read after a restart or seen twice is recorded once; if the
station takes a settled hand back (its Undo, before the next deal), the bust-out it reported is
withdrawn.

Players are matched by name to the tournament's roster (the station seats them by name).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from dealer_assist.core.clock.structure import Break
from dealer_assist.core.events import Event
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.hand_events import HandDealt
from dealer_assist.core.roster import (
    ChipsCounted,
    EliminationWithdrawn,
    Player,
    PlayerEliminated,
    PlayerStatus,
)
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.seating.room import (
    REPORT_ID_PREFIX,
    HandDone,
    PlayerArrived,
    PositionsReported,
)
from dealer_assist.core.table.station_fold import ClosedHand, StationState, apply_station
from dealer_assist.core.table.table import PlayerSeated
from dealer_assist.core.tournament import TournamentState
from dealer_assist.store.follower import JournalFollower

logger = logging.getLogger(__name__)

REPORT_PREFIX = REPORT_ID_PREFIX.rstrip(":")


@dataclass(frozen=True, slots=True)
class _Bust:
    event_id: str
    name: str
    hand: str
    start_chips: int


class TableReporter:
    """One table's reports. `poll(state)` returns the tournament events still to record."""

    def __init__(self, path: Path, table: int, rules: HouseRules) -> None:
        self._path = Path(path)
        self.table = table
        self._rules = rules
        self._follower = JournalFollower(self._path)
        self._station = StationState(rules)
        self._names_by_deal: dict[str, dict[int, str]] = {}
        self._results: dict[str, tuple[_Bust, ...]] = {}
        self._arrivals: dict[str, str] = {}  # name (casefolded) -> the seating's event id
        self._fold(self._follower.records())

    def close(self) -> None:
        self._follower.close()

    def poll(
        self, state: TournamentState, seen: Callable[[str], bool], now_ms: int | None = None
    ) -> list[Event]:
        """New reports; `seen(event_id)` says whether the tournament journal has an id;
        `now_ms` (the director's clock) tells whether the room is on a break."""
        update = self._follower.poll()
        if update.restart:  # the station's journal replaced: its hands read again
            self._station = StationState(self._rules)
            self._names_by_deal.clear()
            self._fold(self._follower.records())
        self._fold(update.records)
        return self.reports(state, seen, now_ms)

    def reports(
        self, state: TournamentState, seen: Callable[[str], bool], now_ms: int | None = None
    ) -> list[Event]:
        """Every event this table's settled hands call for that `state` does not hold yet."""
        closed = self._station.history
        events: list[Event] = []
        expected: set[str] = set()
        by_name = {p.name.casefold(): p for p in state.roster.players}
        by_name.update({p.label.casefold(): p for p in state.roster.players})
        at_ms = closed[-1].events[-1].at_ms if closed and closed[-1].events else 0
        for hand in closed:
            for bust in self._busts(hand):
                player = by_name.get(bust.name.casefold())
                if player is None:
                    continue  # a name the tournament does not know (a demo seat)
                if player.status is not PlayerStatus.PLAYING:
                    if player.out_event_id.startswith(bust.event_id):
                        expected.add(player.out_event_id)
                    continue
                event_id = _fresh_id(bust.event_id, seen)
                expected.add(event_id)
                events.append(
                    PlayerEliminated(
                        event_id=event_id,
                        at_ms=hand.events[-1].at_ms,
                        player_id=player.player_id,
                        hand=bust.hand,
                        table=self.table,
                        start_chips=bust.start_chips,
                    )
                )
        prefix = f"{REPORT_PREFIX}:{self._path.stem}:"
        for player in state.roster.players:
            taken_back = (
                player.status is PlayerStatus.ELIMINATED
                and player.out_event_id.startswith(prefix)
                and player.out_event_id not in expected
            )
            if taken_back:
                events.append(
                    EliminationWithdrawn(
                        event_id=f"{player.out_event_id}:withdrawn",
                        at_ms=at_ms,
                        player_id=player.player_id,
                        reason=f"table {self.table} took the hand back",
                    )
                )
        events += self._arrived(state, at_ms)
        if closed:
            events += self._hand_done(state, closed[-1])
        events += self._counts_at_break(state, by_name, now_ms if now_ms is not None else at_ms)
        return events

    def _counts_at_break(
        self, state: TournamentState, by_name: dict[str, Player], at_ms: int
    ) -> list[Event]:
        """On a break, the table's stacks as its station has them (between hands): the chip
        counts the director keeps, once per break and table."""
        reading = state.reading(at_ms)
        table = self._station.table
        if reading is None or table is None or self._station.hand is not None:
            return []
        if not isinstance(state.structure.periods[reading.period_index], Break):
            return []
        counts = {}
        for seat in table.occupied():
            seated = table.player(seat)
            player = by_name.get(seated.name.casefold()) if seated is not None else None
            if seated is not None and player is not None and player.status is PlayerStatus.PLAYING:
                counts[player.player_id] = seated.stack
        if not counts:
            return []
        return [
            ChipsCounted(
                event_id=f"{REPORT_PREFIX}:{self._path.stem}:break-{reading.period_index}:counts",
                at_ms=at_ms,
                counts=counts,
            )
        ]

    def _arrived(self, state: TournamentState, at_ms: int) -> list[Event]:
        """A moved player the station has seated: his move is no longer pending."""
        table = self._station.table
        seated = (
            {p.name.casefold() for s in table.occupied() if (p := table.player(s))}
            if table
            else set()
        )
        out: list[Event] = []
        for move in state.room.pending:
            if move.to_table != self.table:
                continue
            player = state.roster.find(move.player_id)
            if player is None:
                continue
            for name in (player.label.casefold(), player.name.casefold()):
                seating = self._arrivals.get(name)
                if seating is not None and name in seated:
                    out.append(
                        PlayerArrived(
                            event_id=f"{REPORT_PREFIX}:{self._path.stem}:{seating}:arrived",
                            at_ms=at_ms,
                            player_id=player.player_id,
                            table=self.table,
                        )
                    )
                    break
        return out

    def _hand_done(self, state: TournamentState, last: ClosedHand) -> list[Event]:
        try:
            state.room.table(self.table)
        except ValueError:
            return []  # the director has no such table (yet): nothing to place or wait for
        digest = _digest(last)
        out: list[Event] = [
            HandDone(
                event_id=f"{REPORT_PREFIX}:{self._path.stem}:{digest}:done",
                at_ms=last.events[-1].at_ms,
                table=self.table,
                hand=str(last.number),
            )
        ]
        table = self._station.table
        if table is not None and table.last is not None:
            positions = table.last.positions
            out.append(
                PositionsReported(
                    event_id=f"{REPORT_PREFIX}:{self._path.stem}:{digest}:positions",
                    at_ms=last.events[-1].at_ms,
                    table=self.table,
                    button=getattr(positions, "button", None),
                    small_blind=getattr(positions, "small_blind", None),
                    big_blind=getattr(positions, "big_blind", None),
                )
            )
        return out

    def _busts(self, hand: ClosedHand) -> tuple[_Bust, ...]:
        digest = _digest(hand)
        known = self._results.get(digest)
        if known is not None:
            return known
        dealt = hand.events[0] if hand.events else None
        busts: tuple[_Bust, ...] = ()
        if isinstance(dealt, HandDealt):
            state = hand.replay(self._rules)
            result = hand_engine.hand_result(state)
            names = self._names_by_deal.get(dealt.event_id, {})
            starts = dict(zip(dealt.dealt_in, dealt.stacks, strict=True))
            busts = tuple(
                _Bust(
                    f"{REPORT_PREFIX}:{self._path.stem}:{digest}:bust:{seat}",
                    names[seat],
                    str(hand.number),
                    starts.get(seat, 0),
                )
                for seat in result.busted
                if seat in names
            )
        self._results[digest] = busts
        return busts

    def _fold(self, records: object) -> None:
        for record in records:  # type: ignore[attr-defined]
            event = record.event
            if isinstance(event, HandDealt) and self._station.table is not None:
                table = self._station.table
                self._names_by_deal[event.event_id] = {
                    seat: player.name
                    for seat in event.dealt_in
                    if (player := table.player(seat)) is not None
                }
            if isinstance(event, PlayerSeated) and event.from_table is not None:
                self._arrivals[event.name.casefold()] = event.event_id
            try:
                self._station = apply_station(self._station, event)
            except Exception as exc:  # noqa: BLE001 (a station's journal is not trusted blindly)
                logger.warning(
                    "table %s: event #%s not understood: %s", self.table, record.seq, exc
                )


def _fresh_id(base: str, seen: Callable[[str], bool]) -> str:
    """`base`, or `base:2`, `base:3`... for a bust taken back and then settled again alike."""
    for n in range(1, 10_000):
        candidate = base if n == 1 else f"{base}:{n}"
        if not seen(candidate):
            return candidate
    raise ValueError(f"{base} was reported too many times")


def _digest(hand: ClosedHand) -> str:
    """The same for the same settled hand; another once anything in it changed."""
    ids = "\n".join(e.event_id for e in hand.events)
    return hashlib.sha256(ids.encode()).hexdigest()[:16]
