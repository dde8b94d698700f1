"""A table station's journal: the seats and the hand in progress as one fold, every step stored.

The table (`core.table`) and the current hand (`core.hand`) are folded from one journal, so a
crash loses nothing and reopening the station restores the hand where it stopped. The core
decides every rule; `TableSession` only turns a dealer's command into core events and runs
them through a `Session` (journal first, then apply, then notify).
"""

from __future__ import annotations

import logging
import os
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from dealer_assist.core import button as button_rules
from dealer_assist.core import hand as hand_engine
from dealer_assist.core import table as table_fold
from dealer_assist.core.betting import IllegalAction, LegalActions, legal_actions
from dealer_assist.core.cards import Card, CardError
from dealer_assist.core.events import Event, new_event_id, register_event
from dealer_assist.core.hand_events import ActionKind, HandDealt
from dealer_assist.core.hand_history import export_history
from dealer_assist.core.hand_state import HandState, Phase, Stakes
from dealer_assist.core.house_rules import Citation, Decision, HouseRules
from dealer_assist.core.table import (
    TABLE_EVENTS,
    ButtonMethod,
    ButtonPlaced,
    PlayerBusted,
    PlayerSeated,
    StackSet,
    Table,
    TableError,
    TableOpened,
)
from dealer_assist.store.files import slug, write_json_atomic
from dealer_assist.store.session import Session

logger = logging.getLogger(__name__)

NowMs = Callable[[], int]


# --- events of the station itself ---------------------------------------------------------


@register_event("station.hand_undone")
@dataclass(frozen=True, slots=True, kw_only=True)
class HandStepsUndone(Event):
    """The last steps of the hand in progress taken back; `undone` names their event ids."""

    hand_id: str
    undone: tuple[str, ...]


@register_event("station.hand_closed")
@dataclass(frozen=True, slots=True, kw_only=True)
class HandClosed(Event):
    """A finished hand is settled into the table; `left_in_pot` chips go to the next hand."""

    hand_id: str
    left_in_pot: int = 0


@register_event("station.button_undone")
@dataclass(frozen=True, slots=True, kw_only=True)
class ButtonPlacementUndone(Event):
    """The last button placement (draw, cards entered or moved) taken back; `undone` is its id."""

    undone: str


# --- the blinds in force ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CurrentLevel:
    """The level the next hand is dealt at: its number (None: a fixed table) and its stakes."""

    number: int | None
    stakes: Stakes
    on_break: str | None = None  # the break the tournament is on now (its name), if any

    @property
    def text(self) -> str:
        s = self.stakes
        limits = f"{s.small_blind}/{s.big_blind}"
        if s.ante:
            limits += f" BB ante {s.ante}" if s.big_blind_ante else f" ante {s.ante}"
        return limits if self.number is None else f"Level {self.number}: {limits}"


LevelProvider = Callable[[int], CurrentLevel]


def fixed_level(stakes: Stakes) -> LevelProvider:
    """The same stakes for every hand (the demo table, a cash-style practice table)."""
    level = CurrentLevel(None, stakes)
    return lambda _now_ms: level


def tournament_level(read_state: Callable[[], object]) -> LevelProvider:
    """The running tournament clock's level (on a break: the level that follows it).

    `read_state()` returns the current `TournamentState` (or None before one exists).
    """

    def provide(now_ms: int) -> CurrentLevel:
        state = read_state()
        reading = None if state is None else state.reading(now_ms)  # type: ignore[attr-defined]
        if reading is None:
            structure = getattr(state, "structure", None)
            if structure is None or not structure.levels:
                raise TableError("no tournament level to deal at", legal="start the clock")
            first = structure.levels[0]
            return CurrentLevel(1, _stakes(first))
        if reading.level is not None:
            return CurrentLevel(reading.level_number, _stakes(reading.level))
        if reading.next_level is None:
            raise TableError("the tournament clock has no level left", legal="edit the structure")
        on_break = getattr(reading.period, "name", "") or "Break"
        return CurrentLevel(
            reading.next_level_number, _stakes(reading.next_level), on_break=on_break
        )

    return provide


def _stakes(level: object) -> Stakes:
    return Stakes(
        level.small_blind,  # type: ignore[attr-defined]
        level.big_blind,  # type: ignore[attr-defined]
        level.ante,  # type: ignore[attr-defined]
        level.big_blind_ante,  # type: ignore[attr-defined]
    )


# --- the fold -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClosedHand:
    """A hand settled into the table: its number at the table and its events (undo applied)."""

    number: int
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class StationState:
    """The table, the hand in progress (None between hands) and its events, chips carried over,
    and every hand played to the end at this table (`history`, oldest first; misdeals left out)."""

    rules: HouseRules
    table: Table | None = None
    hand: HandState | None = None
    hand_events: tuple[Event, ...] = ()
    carried_in: int = 0
    hands_closed: int = 0
    history: tuple[ClosedHand, ...] = ()
    # (ButtonPlaced id, the table before it), newest last: what Undo restores between hands.
    # Any other table change or a deal empties it, so undo never takes back a seat or a hand.
    button_undo: tuple[tuple[str, Table], ...] = ()


def hand_finished(hand: HandState) -> bool:
    """Over, or at showdown with nothing left to award: when all fold to a lone big blind its
    whole blind is uncalled and goes back, so no pot exists and no award can follow."""
    if hand.is_over:
        return True
    return hand.phase is Phase.SHOWDOWN and not hand_engine.pots(hand)


def _result(hand: HandState) -> hand_engine.HandResult:
    if hand.phase is Phase.SHOWDOWN and hand_finished(hand):
        return hand_engine.HandResult(dict(hand.stacks), (), 0, hand.returned, ())
    return hand_engine.hand_result(hand)


def _is_hand_event(event: Event) -> bool:
    return type(event).__module__ == "dealer_assist.core.hand_events"


def apply_station(state: StationState, event: Event) -> StationState:
    """Fold one event into the station. Raises (TableError, IllegalAction, ValueError) when the
    event cannot follow the state, so a Session never stores it."""
    if isinstance(event, TABLE_EVENTS):
        if isinstance(event, table_fold.HandStarted) and state.hand is not None:
            raise TableError("a hand is in progress", legal="finish or misdeal it first")
        table = table_fold.apply(state.table, event)
        undo: tuple[tuple[str, Table], ...] = ()
        if isinstance(event, ButtonPlaced):
            assert state.table is not None  # the fold refuses a button before the table opens
            undo = state.button_undo + ((event.event_id, state.table),)
        return replace(state, table=table, button_undo=undo)
    if isinstance(event, ButtonPlacementUndone):
        if state.hand is not None or not state.button_undo:
            raise TableError("no button placement to undo", legal="undo works between hands")
        placed_id, before = state.button_undo[-1]
        if placed_id != event.undone:
            raise TableError("the placement to undo is not the last one")
        return replace(state, table=before, button_undo=state.button_undo[:-1])
    if isinstance(event, HandDealt):
        if state.hand is not None and state.hand.phase is not Phase.VOIDED:
            raise TableError("a hand is in progress", legal="finish or misdeal it first")
        hand = hand_engine.apply(None, event, state.rules)
        return replace(state, hand=hand, hand_events=(event,), button_undo=())
    if _is_hand_event(event):
        if state.hand is None:
            raise TableError(f"{type(event).__name__} with no hand in progress")
        if getattr(event, "hand_id", None) != state.hand.hand_id:
            raise TableError(f"{type(event).__name__} belongs to another hand")
        return replace(
            state,
            hand=hand_engine.apply(state.hand, event),
            hand_events=state.hand_events + (event,),
        )
    if isinstance(event, HandStepsUndone):
        if state.hand is None or event.hand_id != state.hand.hand_id:
            raise TableError("undo of a hand that is not in progress")
        count = len(event.undone)
        tail = tuple(e.event_id for e in state.hand_events[-count:]) if count else ()
        kept = hand_engine.undo(state.hand_events, count)
        if tail != event.undone or len(kept) != len(state.hand_events) - count:
            raise TableError("the steps to undo are not the last steps of the hand")
        return replace(state, hand=hand_engine.replay(kept, state.rules), hand_events=kept)
    if isinstance(event, HandClosed):
        finished = state.hand
        if finished is None or event.hand_id != finished.hand_id or not hand_finished(finished):
            raise TableError("only a finished hand can be closed")
        history = state.history
        if finished.phase is not Phase.VOIDED:
            number = state.table.hand_number if state.table is not None else 0
            history = history + (ClosedHand(number, state.hand_events),)
        return replace(
            state,
            hand=None,
            hand_events=(),
            carried_in=event.left_in_pot,
            hands_closed=state.hands_closed + 1,
            history=history,
        )
    raise TableError(f"{type(event).__name__} is not a table station event")


# --- the dealer's commands ----------------------------------------------------------------


DEMO_PLAYERS = (
    ("Ana", 20_000),
    ("Ben", 12_500),
    ("Chloe", 8_000),
    ("Dev", 30_000),
    ("Eun", 4_200),
    ("Femi", 15_000),
)
DEMO_STAKES = Stakes(100, 200)


def demo_table_events(at_ms: int, seat_count: int = 9) -> tuple[Event, ...]:
    """A demo table: six players with varied stacks, the button placed on seat 1."""
    events: list[Event] = [
        TableOpened(event_id=new_event_id(), at_ms=at_ms, seat_count=seat_count, name="Demo table")
    ]
    for seat, (name, stack) in enumerate(DEMO_PLAYERS, start=1):
        events.append(
            PlayerSeated(event_id=new_event_id(), at_ms=at_ms, seat=seat, name=name, stack=stack)
        )
    events.append(
        ButtonPlaced(event_id=new_event_id(), at_ms=at_ms, seat=1, method=ButtonMethod.PLACED)
    )
    return tuple(events)


@dataclass(frozen=True, slots=True)
class Settlement:
    """What closing a hand told the table: final stacks and the seats that busted."""

    final_stacks: Mapping[int, int]
    busted: tuple[int, ...]
    left_in_pot: int


@dataclass(frozen=True, slots=True)
class ButtonResult:
    """A button placed between hands: the journaled event (its `draw` holds every seat's card),
    the rule, and the settlement of the finished hand it closed first (None if none was open)."""

    placed: ButtonPlaced
    citation: Citation
    settlement: Settlement | None = None


class TableSession:
    """The dealer's commands on one table, each checked by the core and journaled.

    Not thread-safe. `now_ms` and `level` are injected: time and the blinds in force come from
    outside (the tournament clock), so tests drive both.
    """

    def __init__(
        self,
        session: Session[StationState],
        *,
        now_ms: NowMs,
        level: LevelProvider,
        hands_dir: Path | None = None,
    ) -> None:
        self.session = session
        self.now_ms = now_ms
        self.level = level
        # Each finished hand is also written here as <n>.json (None: the journal only).
        self.hands_dir = hands_dir
        self.write_error: str | None = None

    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        rules: HouseRules,
        *,
        now_ms: NowMs,
        level: LevelProvider,
        create: bool = True,
        hands_dir: Path | None = None,
    ) -> TableSession:
        session = Session.open(path, apply_station, StationState(rules), create=create)
        return cls(session, now_ms=now_ms, level=level, hands_dir=hands_dir)

    # -- reading -------------------------------------------------------------------------------

    @property
    def state(self) -> StationState:
        return self.session.state

    @property
    def rules(self) -> HouseRules:
        return self.state.rules

    @property
    def table(self) -> Table | None:
        return self.state.table

    @property
    def hand(self) -> HandState | None:
        return self.state.hand

    def legal_actions(self) -> LegalActions | None:
        hand = self.hand
        if hand is None or hand.phase is not Phase.BETTING or hand.to_act is None:
            return None
        return legal_actions(hand)

    def next_level(self) -> CurrentLevel:
        return self.level(self.now_ms())

    def level_change_pending(self) -> Citation | None:
        """The rule when the clock moved on but the hand in progress keeps its blinds."""
        hand = self.hand
        if hand is None or hand.is_over:
            return None
        if self.next_level().stakes != hand.stakes:
            return self.rules.cite(Decision.LEVEL_CHANGE)
        return None

    def can_undo_button(self) -> bool:
        """Between hands, the last button placement can be taken back."""
        return self.hand is None and bool(self.state.button_undo)

    def button_draw_restarts(self) -> bool:
        """True when hands were played here: a draw (a final-table redraw) restarts the
        rotation, so the dealer confirms it first."""
        table = self.table
        return table is not None and table.last is not None

    def can_undo(self) -> bool:
        hand = self.hand
        return hand is not None and len(hand_engine.undo(self.state.hand_events, 1)) < len(
            self.state.hand_events
        )

    # -- writing -------------------------------------------------------------------------------

    def execute(self, events: Sequence[Event]) -> StationState:
        written = len(self.state.history)
        state = self.session.execute_many(events)
        for closed in state.history[written:]:
            self._write_hand(closed)
        return state

    # -- hand histories ------------------------------------------------------------------------

    def hand_history(self, closed: ClosedHand) -> dict[str, Any]:
        """One finished hand in the hand-history format (docs/hand-history.md)."""
        state = hand_engine.replay(closed.events, self.rules)
        data = export_history(closed.events, state)
        data["hand_number"] = closed.number
        table = self.table
        if table is not None and table.name:
            data["table"] = table.name
        return data

    def last_hand_history(self) -> dict[str, Any] | None:
        history = self.state.history
        return self.hand_history(history[-1]) if history else None

    def session_history(self) -> dict[str, Any]:
        """Every hand finished at this table, oldest first; each entry replays on its own."""
        table = self.table
        return {
            "format": HANDS_FORMAT,
            "schema_version": 1,
            "table": table.name if table is not None else "",
            "book": self.rules.book,
            "hands": [self.hand_history(closed) for closed in self.state.history],
        }

    def _write_hand(self, closed: ClosedHand) -> None:
        if self.hands_dir is None:
            return
        try:
            write_json_atomic(self.hands_dir / f"{closed.number}.json", self.hand_history(closed))
        except OSError as error:
            # The journal has the hand; a full disk must not stop the table.
            self.write_error = f"Hand {closed.number} not written to {self.hands_dir}: {error}"
            logger.warning("%s", self.write_error)
        else:
            self.write_error = None

    def open_demo(self) -> None:
        """Seat the demo table when the journal is empty."""
        if self.table is None:
            self.execute(demo_table_events(self.now_ms()))

    def deal(self, *, straddle: bool = False) -> HandState:
        """Start the next hand: settle a finished one, place the blinds (core.button), post them
        at the level in force now (the hand keeps them). A misdealt hand is redealt with the same
        button and blinds (and straddle). `straddle`: the player left of the big blind posts a
        live straddle; core.button refuses it, with the rule, where the house has none."""
        at_ms = self.now_ms()
        events: list[Event] = []
        hand = self.hand
        if hand is not None and hand.phase is Phase.VOIDED:
            first = self.state.hand_events[0]
            assert isinstance(first, HandDealt)
            stacks = {s.seat: s.starting_stack for s in hand.seats}
            events += hand_engine.start_hand(
                hand_id=new_event_id(),
                positions=hand.positions,
                stacks=stacks,
                stakes=hand.stakes,
                rules=self.rules,
                at_ms=at_ms,
                carried_in=first.carried_in,
            )
            self.execute(events)
            return self._hand()
        if hand is not None:
            if not hand_finished(hand):
                raise IllegalAction(
                    f"The hand is still at {hand.phase.value}: finish it or call a misdeal",
                    citation=self.rules.cite(Decision.ACTION_ORDER),
                )
            events += self._settle_events(hand)
        state = self.state
        for event in events:
            state = apply_station(state, event)
        table = state.table
        if table is None:
            raise TableError("no table is open", legal="open the demo table or seat players")
        started, _plan = button_rules.start_hand(table, self.rules, at_ms=at_ms, straddle=straddle)
        stacks = {seat: table.require_player(seat).stack for seat in started.dealt_in}
        events.append(started)
        events += hand_engine.start_hand(
            hand_id=new_event_id(),
            positions=started.positions,
            stacks=stacks,
            stakes=self.level(at_ms).stakes,
            rules=self.rules,
            at_ms=at_ms,
            carried_in=state.carried_in,
        )
        self.execute(events)
        return self._hand()

    # -- the button (Ubetcha SEATING 5: high card by rank, then spades, hearts, diamonds, clubs)

    def draw_for_button(self, rng: random.Random, *, restart: bool = False) -> ButtonResult:
        """The app deals one card to each seated player; the highest takes the button."""
        return self._place_button(
            lambda table, at_ms: button_rules.draw_button(table, self.rules, rng, at_ms=at_ms),
            restart,
        )

    def button_from_cards(self, cards: Mapping[int, str], *, restart: bool = False) -> ButtonResult:
        """The cards the dealer drew, one per seated player; the core refuses a card twice."""
        return self._place_button(
            lambda table, at_ms: button_rules.button_from_cards(
                table, self.rules, cards, at_ms=at_ms
            ),
            restart,
        )

    def move_button(self, seat: int, *, restart: bool = False) -> ButtonResult:
        """Put the button on a seat by hand (a correction, or a table joining a running event)."""

        def place(table: Table, at_ms: int) -> ButtonPlaced:
            table.require_player(seat)
            return ButtonPlaced(
                event_id=new_event_id(), at_ms=at_ms, seat=seat, method=ButtonMethod.PLACED
            )

        return self._place_button(place, restart)

    def undo_button(self) -> Table:
        """Take back the last button placement: the button (and rotation) as they were."""
        if not self.can_undo_button():
            raise TableError(
                "no button placement to undo",
                legal="undo takes back a draw or a move made between hands",
                citation=self.rules.cite(Decision.BUTTON_DRAW),
            )
        placed_id, _before = self.state.button_undo[-1]
        self.execute(
            (ButtonPlacementUndone(event_id=new_event_id(), at_ms=self.now_ms(), undone=placed_id),)
        )
        table = self.table
        assert table is not None
        return table

    def _place_button(
        self, make: Callable[[Table, int], ButtonPlaced], restart: bool
    ) -> ButtonResult:
        """Between hands only. A finished hand is settled first, in the same journal batch."""
        citation = self.rules.cite(Decision.BUTTON_DRAW)
        hand = self.hand
        if hand is not None and not hand_finished(hand):
            raise TableError(
                f"the hand is at {hand.phase.value}: the button is drawn between hands",
                legal="finish the hand (or call a misdeal) first",
                citation=citation,
            )
        if self.button_draw_restarts() and not restart:
            raise TableError(
                f"{self.table.hand_number} hand(s) were played here: a new button restarts "  # type: ignore[union-attr]
                "the rotation",
                legal="confirm the redraw (the final table, a new start)",
                citation=citation,
            )
        at_ms = self.now_ms()
        events: list[Event] = []
        settlement = None
        state = self.state
        if hand is not None:
            result = _result(hand)
            events += self._settle_events(hand)
            for event in events:
                state = apply_station(state, event)
            if hand.phase is not Phase.VOIDED:
                settlement = Settlement(
                    dict(result.final_stacks), result.busted, result.left_in_pot
                )
        table = state.table
        if table is None:
            raise TableError("no table is open", legal="open the demo table or seat players")
        placed = make(table, at_ms)
        events.append(placed)
        self.execute(events)
        return ButtonResult(placed, citation, settlement)

    def act(self, kind: ActionKind, to: int | None = None) -> HandState:
        """The seat to act folds, checks, calls, bets, raises (to a total) or goes all-in."""
        hand = self._hand()
        seat = hand.to_act
        if seat is None:
            raise IllegalAction(
                f"{kind.value.capitalize()} refused: no one is to act, the hand is at "
                f"{hand.phase.value}",
                citation=self.rules.cite(Decision.ACTION_ORDER),
            )
        event = hand_engine.decide(hand, hand_engine.Action(seat, kind, to), self.now_ms())
        self.execute((event,))
        return self._hand()

    def next_board_street(self) -> tuple[str, int] | None:
        """The board cards the dealer may enter now: (street name, card count), or None.

        During a betting round the cards of that round; once betting is over with two or more
        hands live, the rest of the board (a run-out) one street at a time."""
        hand = self.hand
        if hand is None or hand.phase not in (Phase.BETTING, Phase.SHOWDOWN):
            return None
        shown = len(hand.board)
        if hand.phase is Phase.BETTING:
            due = hand.street.board_cards
        else:
            due = 5 if len(hand.live_seats) > 1 and hand_engine.pots(hand) else 0
        if shown >= due:
            return None
        for name, before, after in (("flop", 0, 3), ("turn", 3, 4), ("river", 4, 5)):
            if shown == before:
                return name, after - before
        return None

    def deal_board(self, cards: Sequence[str]) -> HandState:
        """Record the next street's board cards; a card unreadable or already seen is refused."""
        hand = self._hand()
        picked = read_cards(cards)
        check_unique(picked, tuple(hand.board), self.rules, board=hand.board)
        self.execute((hand_engine.deal_street(hand, picked, self.now_ms()),))
        return self._hand()

    def award(self, winners: Mapping[int, Sequence[int]] | None = None) -> HandState:
        self.execute(hand_engine.award(self._hand(), winners, at_ms=self.now_ms()))
        return self._hand()

    def award_by_cards(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None = None
    ) -> HandState:
        """Cards speak. `board` None uses the cards recorded street by street; a board given must
        start with them. The same card twice (board or hands) is refused before any award."""
        hand = self._hand()
        recorded = tuple(hand.board)
        given = read_cards(_pairs(board)) if board else recorded
        if given[: len(recorded)] != recorded:
            raise TableError(
                f"the board was recorded as {' '.join(recorded)}, not {' '.join(given)}",
                legal="leave the recorded cards and add the rest",
            )
        hands = {seat: read_cards(_pairs(cards)) for seat, cards in hole_cards.items()}
        for seat, cards in hands.items():
            if len(cards) != 2:
                raise TableError(
                    f"seat {seat} shows {len(cards)} card(s)", legal="two hole cards, e.g. As Qs"
                )
        check_unique(given[len(recorded) :], recorded, self.rules, board=recorded)
        seen: list[str] = list(given)
        for cards in hands.values():
            check_unique(cards, tuple(seen), self.rules, board=given)
            seen += cards
        # The cards not yet recorded are dealt as streets first, so the history has the board.
        at_ms = self.now_ms()
        events: list[Event] = []
        state = hand
        while len(state.board) < len(given) and len(state.board) < 5:
            count = 3 if not state.board else 1
            street = hand_engine.deal_street(
                state, given[len(state.board) : len(state.board) + count], at_ms
            )
            events.append(street)
            state = hand_engine.apply(state, street)
        events += hand_engine.award_by_cards(
            state, {seat: "".join(cards) for seat, cards in hands.items()}, at_ms=at_ms
        )
        self.execute(events)
        return self._hand()

    def misdeal(self) -> HandState:
        """Void the hand: every bet goes back as posted (the house's misdeal rule)."""
        citation = self.rules.cite(Decision.MISDEAL)
        event = hand_engine.void(self._hand(), f"Misdeal ({citation.label})", self.now_ms())
        self.execute((event,))
        return self._hand()

    def undo(self, steps: int = 1) -> HandState:
        """Take back the last `steps` steps of the hand (the deal and posted blinds stay)."""
        hand = self._hand()
        events = self.state.hand_events
        kept = hand_engine.undo(events, steps)
        undone = tuple(e.event_id for e in events[len(kept) :])
        if not undone:
            raise IllegalAction(
                "Nothing to undo: only the deal and the blinds are recorded",
                citation=self.rules.cite(Decision.ACTION_ORDER),
            )
        self.execute(
            (
                HandStepsUndone(
                    event_id=new_event_id(),
                    at_ms=self.now_ms(),
                    hand_id=hand.hand_id,
                    undone=undone,
                ),
            )
        )
        return self._hand()

    def settle(self) -> Settlement:
        """Close a finished hand: new stacks and bust-outs go to the table (core.table events)."""
        hand = self._hand()
        result = _result(hand)
        self.execute(self._settle_events(hand))
        return Settlement(dict(result.final_stacks), result.busted, result.left_in_pot)

    def close(self) -> None:
        self.session.close()

    # -- helpers -------------------------------------------------------------------------------

    def _hand(self) -> HandState:
        hand = self.hand
        if hand is None:
            raise IllegalAction(
                "No hand in progress: deal one first",
                citation=self.rules.cite(Decision.ACTION_ORDER),
            )
        return hand

    def _settle_events(self, hand: HandState) -> list[Event]:
        at_ms = self.now_ms()
        table = self.table
        assert table is not None
        events: list[Event] = []
        if hand.phase is Phase.VOIDED:
            left = self.state.hand_events[0].carried_in  # type: ignore[attr-defined]
            busted: tuple[int, ...] = ()
            finals = {s.seat: s.starting_stack for s in hand.seats}
        else:
            result = _result(hand)
            left, busted, finals = result.left_in_pot, result.busted, dict(result.final_stacks)
        for seat, chips in finals.items():
            player = table.player(seat)
            if player is None or seat in busted or player.stack == chips:
                continue
            events.append(StackSet(event_id=new_event_id(), at_ms=at_ms, seat=seat, stack=chips))
        for seat in busted:
            events.append(PlayerBusted(event_id=new_event_id(), at_ms=at_ms, seat=seat))
        events.append(
            HandClosed(event_id=new_event_id(), at_ms=at_ms, hand_id=hand.hand_id, left_in_pot=left)
        )
        return events


# --- cards and files ----------------------------------------------------------------------

HANDS_FORMAT = "dealer-assist-hands"


def read_cards(cards: Sequence[str]) -> tuple[str, ...]:
    """Cards as the engine writes them ("Ah", "Td"); an unreadable one raises TableError."""
    try:
        return tuple(str(Card.parse(card)) for card in cards)
    except CardError as error:
        raise TableError(
            str(error), legal="a rank 2-9, T, J, Q, K, A and a suit s, h, d, c"
        ) from error


def check_unique(
    cards: Sequence[str], seen: Sequence[str], rules: HouseRules, *, board: Sequence[str] = ()
) -> None:
    """Refuse a card already on the board, in another hand or picked twice: one deck has one
    of each. `seen` is every card already placed, `board` those of them on the board."""
    taken = list(seen)
    for card in cards:
        if card in taken:
            if card in board:
                where = "on the board"
            elif card in seen:
                where = "in another hand"
            else:
                where = "picked twice"
            raise TableError(
                f"the {card} is already {where}: one deck has one of each card",
                legal="check the card and pick it again",
                citation=rules.cite(Decision.MISDEAL),
            )
        taken.append(card)


def _pairs(text: str | Sequence[str]) -> tuple[str, ...]:
    if not isinstance(text, str):
        return tuple(text)
    flat = text.replace(" ", "").replace(",", "")
    return tuple(flat[i : i + 2] for i in range(0, len(flat), 2))


def table_slug(name: str) -> str:
    """A file-name-safe folder name for a table ("Demo table" -> "demo-table")."""
    return slug(name, "table")
