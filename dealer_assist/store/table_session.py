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
from typing import TYPE_CHECKING, Any

from dealer_assist.core.cards import Card, CardError
from dealer_assist.core.events import Event, new_event_id, register_event
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.betting import IllegalAction, LegalActions, legal_actions
from dealer_assist.core.hand.hand_events import ActionKind, BlindPosted, HandDealt
from dealer_assist.core.hand.hand_history import export_history
from dealer_assist.core.hand.hand_state import HandState, Phase, Stakes
from dealer_assist.core.hand.showdown import ShowdownReading
from dealer_assist.core.rules.house_rules import Citation, Decision, HouseRules
from dealer_assist.core.table import button as button_rules
from dealer_assist.core.table import table as table_fold
from dealer_assist.core.table.table import (
    TABLE_EVENTS,
    ButtonMethod,
    ButtonPlaced,
    LeaveReason,
    PlayerBusted,
    PlayerLeavingAfterHand,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerSeated,
    PlayerStays,
    StackCorrected,
    StackSet,
    Table,
    TableError,
    TableOpened,
    disqualification_citation,
    leaving_early_removes,
)
from dealer_assist.store.files import slug, write_json_atomic
from dealer_assist.store.session import Session
from dealer_assist.store.snapshots import fold_version

if TYPE_CHECKING:
    from dealer_assist.core.rules.rulebook import Rule

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
    """The last button placement (draw, cards entered or moved) taken back; `undone` is its id.

    Written by older versions only (an undo is now a `StationUndone` of the command); still
    folded so their journals replay."""

    undone: str


@register_event("station.book_bound")
@dataclass(frozen=True, slots=True, kw_only=True)
class BookBound(Event):
    """The house book this table's journal is bound to, written first when the journal is
    created: its hands are dealt and replayed under it, whatever book the station is started
    with (older journals name it only in each `HandDealt.book`, which binds them as well)."""

    book: str


@register_event("station.book_changed")
@dataclass(frozen=True, slots=True, kw_only=True)
class BookChanged(Event):
    """A director's change of the table's house book, between hands: the hands dealt after it
    are under `book`; those before keep `previous` (each hand replays under its own book)."""

    book: str
    previous: str


@register_event("station.ruling_given")
@dataclass(frozen=True, slots=True, kw_only=True)
class RulingGiven(Event):
    """A ruling the dealer gave: the question as searched, the rule applied (its id, book,
    label and own words as they stood then) and the hand it was given in: `hand_number` is the
    table's hand (the hand in progress, or the last one dealt when between hands) and
    `hand_id` the hand in progress (None: between hands). A record: it changes no chip."""

    question: str
    rule_id: str
    book: str
    label: str
    text: str = ""
    hand_number: int
    hand_id: str | None = None


# The longest question recorded: what the rulings search reads (rulings.index.MAX_QUERY_CHARS).
MAX_QUESTION_CHARS = 500


@register_event("station.command")
@dataclass(frozen=True, slots=True, kw_only=True)
class CommandStarted(Event):
    """The next `events` events are one dealer's command (an action, an award of every pot, a
    settlement...), journaled in the same transaction: undo and redo take it back and put it
    back whole. `label` names it for the dealer ("Award the pots")."""

    label: str
    events: int


@register_event("station.undone")
@dataclass(frozen=True, slots=True, kw_only=True)
class StationUndone(Event):
    """The latest command (`command_id`, its CommandStarted) taken back whole."""

    command_id: str


@register_event("station.redone")
@dataclass(frozen=True, slots=True, kw_only=True)
class StationRedone(Event):
    """The latest undone command (`command_id`) put back whole."""

    command_id: str


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

    def replay(self, rules: HouseRules) -> HandState:
        """The hand folded again under the book it was dealt under (`rules` when it is that
        book, or the hand names none)."""
        first = self.events[0] if self.events else None
        book = first.book if isinstance(first, HandDealt) else rules.book
        return hand_engine.replay(self.events, rules_for_book(book, rules))


class BookMismatch(TableError):
    """A table journal bound to one house book, asked to open under another."""

    def __init__(self, path: Path, bound: str, asked: str) -> None:
        super().__init__(
            f"this table's journal ({path.name}) is bound to the {bound} book: its hands were "
            f"dealt under it and replay under it, so it cannot open with --book {asked}",
            legal=f"open it without --book (or with --book {bound}); a director changes a "
            "table's book at the station (Hands, director's PIN)",
        )
        self.bound = bound
        self.asked = asked


def rules_for_book(book: str, current: HouseRules) -> HouseRules:
    """The house rules of `book`: `current` when it is that book, else the shipped profile."""
    if book == current.book:
        return current
    from dealer_assist.house_books import house_rules  # resource files: only when needed

    try:
        return house_rules(book)
    except KeyError as error:
        raise TableError(
            f"the journal names the house book {book!r}, which this version does not know"
        ) from error


@dataclass(frozen=True, slots=True)
class UndoStep:
    """One command on the undo (or redo) stack: its CommandStarted id, its label, and the
    station as it was before it (on the redo stack: after it), stacks left out."""

    command_id: str
    label: str
    state: StationState


# How many commands back Undo reaches; the deal of a hand empties both stacks anyway.
UNDO_DEPTH = 100


@dataclass(frozen=True, slots=True)
class StationState:
    """The table, the hand in progress (None between hands) and its events, chips carried over,
    and every hand played to the end at this table (`history`, oldest first; misdeals left out).

    `undo_stack` and `redo_stack` (newest last) hold the dealer's commands since the last deal:
    undo puts back the state before the latest command, redo the state after it. A deal, and
    any event journaled outside a command, empties both: the deal is where a hand is final.
    `command_left` counts the events still to come of the command being folded.
    """

    rules: HouseRules
    table: Table | None = None
    hand: HandState | None = None
    hand_events: tuple[Event, ...] = ()
    carried_in: int = 0
    hands_closed: int = 0
    history: tuple[ClosedHand, ...] = ()
    # (ButtonPlaced id, the table before it), newest last: for the older `station.button_undone`.
    button_undo: tuple[tuple[str, Table], ...] = ()
    corrections: tuple[StackCorrected, ...] = ()  # every stack corrected, oldest first
    rulings: tuple[RulingGiven, ...] = ()  # every ruling given, oldest first
    undo_stack: tuple[UndoStep, ...] = ()
    redo_stack: tuple[UndoStep, ...] = ()
    command_left: int = 0
    # The book the journal names (BookBound, BookChanged, the last HandDealt.book); None: none
    # yet, the book the station was opened with is in force.
    book_recorded: str | None = None
    # Who left this table, (name, why) in order: "busted" or the LeaveReason's value. The room's
    # offers leave them out until the director has caught up (core/table/station_room.py).
    departed: tuple[tuple[str, str], ...] = ()

    def without_undo(self) -> StationState:
        """The state with its undo and redo stacks left out: what undo and redo restore."""
        if not (self.undo_stack or self.redo_stack or self.command_left):
            return self
        return replace(self, undo_stack=(), redo_stack=(), command_left=0)


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
    return type(event).__module__ == "dealer_assist.core.hand.hand_events"


def apply_station(state: StationState, event: Event) -> StationState:
    """Fold one event into the station. Raises (TableError, IllegalAction, ValueError) when the
    event cannot follow the state, so a Session never stores it."""
    if isinstance(event, CommandStarted | StationUndone | StationRedone):
        if state.command_left:
            raise TableError(
                f"{type(event).__name__} inside a command: {state.command_left} event(s) of it "
                "are still to come"
            )
        if isinstance(event, CommandStarted):
            return _command_started(state, event)
        if isinstance(event, StationUndone):
            return _undone(state, event)
        return _redone(state, event)
    folded = _apply_event(state, event)
    if state.command_left:
        return replace(folded, command_left=state.command_left - 1)
    # Outside a command (a deal, an older journal's steps): nothing before it can be undone.
    if folded.undo_stack or folded.redo_stack:
        folded = replace(folded, undo_stack=(), redo_stack=())
    return folded


def _in_hand(state: StationState, seat: int) -> bool:
    """The seat was dealt into the hand still open at the table (not settled yet)."""
    return state.hand is not None and seat in state.hand.positions.dealt_in


def _check_seat_change(state: StationState, event: Event) -> None:
    """A player in the open hand leaves once it is settled (the settlement writes it); one
    marked "leaves after this hand" must be in that hand."""
    if isinstance(event, PlayerLeft) and _in_hand(state, event.seat):
        raise TableError(
            f"seat {event.seat} is in the hand: a player leaves between hands",
            legal="mark him: leaves after this hand",
        )
    if isinstance(event, PlayerLeavingAfterHand) and not _in_hand(state, event.seat):
        raise TableError(
            f"seat {event.seat} is not in a hand: between hands he leaves now",
            legal="let him leave the table",
        )


def _command_started(state: StationState, event: CommandStarted) -> StationState:
    if event.events < 1:
        raise TableError(f"a command of {event.events} events")
    step = UndoStep(event.event_id, event.label, state.without_undo())
    return replace(
        state,
        undo_stack=(*state.undo_stack, step)[-UNDO_DEPTH:],
        redo_stack=(),
        command_left=event.events,
    )


def _undone(state: StationState, event: StationUndone) -> StationState:
    top = state.undo_stack[-1] if state.undo_stack else None
    if top is None or top.command_id != event.command_id:
        raise TableError(
            f"command {event.command_id} cannot be undone: only the latest command can be"
            + (f" ({top.label}, {top.command_id})" if top is not None else "; there is none")
        )
    after = UndoStep(top.command_id, top.label, state.without_undo())
    return replace(
        top.state, undo_stack=state.undo_stack[:-1], redo_stack=(*state.redo_stack, after)
    )


def _redone(state: StationState, event: StationRedone) -> StationState:
    top = state.redo_stack[-1] if state.redo_stack else None
    if top is None or top.command_id != event.command_id:
        raise TableError(
            f"command {event.command_id} cannot be redone: only the latest undo can be"
            + (f" ({top.label}, {top.command_id})" if top is not None else "; there is none")
        )
    before = UndoStep(top.command_id, top.label, state.without_undo())
    return replace(
        top.state, undo_stack=(*state.undo_stack, before), redo_stack=state.redo_stack[:-1]
    )


def _apply_event(state: StationState, event: Event) -> StationState:
    if isinstance(event, StackCorrected):
        if state.hand is not None:
            raise TableError("a stack is corrected between hands", legal="finish the hand first")
        table = table_fold.apply(state.table, event)
        return replace(state, table=table, button_undo=(), corrections=(*state.corrections, event))
    if isinstance(event, TABLE_EVENTS):
        if isinstance(event, table_fold.HandStarted) and state.hand is not None:
            raise TableError("a hand is in progress", legal="finish or misdeal it first")
        _check_seat_change(state, event)
        table = table_fold.apply(state.table, event)
        undo: tuple[tuple[str, Table], ...] = ()
        if isinstance(event, ButtonPlaced):
            assert state.table is not None  # the fold refuses a button before the table opens
            undo = state.button_undo + ((event.event_id, state.table),)
        departed = state.departed
        if isinstance(event, PlayerBusted | PlayerLeft) and state.table is not None:
            gone = state.table.require_player(event.seat).name
            why = "busted" if isinstance(event, PlayerBusted) else event.reason.value
            departed = (*departed, (gone, why))
        return replace(state, table=table, button_undo=undo, departed=departed)
    if isinstance(event, ButtonPlacementUndone):
        if state.hand is not None or not state.button_undo:
            raise TableError("no button placement to undo", legal="undo works between hands")
        placed_id, before = state.button_undo[-1]
        if placed_id != event.undone:
            raise TableError("the placement to undo is not the last one")
        return replace(state, table=before, button_undo=state.button_undo[:-1])
    if isinstance(event, RulingGiven):
        return _ruling_given(state, event)
    if isinstance(event, BookBound):
        if state.book_recorded not in (None, event.book):
            raise TableError(f"the journal is already bound to the {state.book_recorded} book")
        rules = rules_for_book(event.book, state.rules)
        return replace(state, rules=rules, book_recorded=event.book)
    if isinstance(event, BookChanged):
        if state.hand is not None:
            raise TableError(
                "the house book is changed between hands", legal="finish and settle the hand"
            )
        if event.previous != state.rules.book or event.book == state.rules.book:
            raise TableError(
                f"the table is under the {state.rules.book} book, not {event.previous}"
                if event.previous != state.rules.book
                else f"the table is already under the {event.book} book"
            )
        rules = rules_for_book(event.book, state.rules)
        return replace(state, rules=rules, book_recorded=event.book)
    if isinstance(event, HandDealt):
        if state.hand is not None and state.hand.phase is not Phase.VOIDED:
            raise TableError("a hand is in progress", legal="finish or misdeal it first")
        # Each hand folds under the book it was dealt under (HandDealt.book), never under the
        # book the station happens to be opened with.
        rules = rules_for_book(event.book, state.rules)
        hand = hand_engine.apply(None, event, rules)
        return replace(
            state,
            rules=rules,
            book_recorded=event.book,
            hand=hand,
            hand_events=(event,),
            button_undo=(),
        )
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
        # Written by older versions: the named events, the last ones of the hand, are dropped.
        if state.hand is None or event.hand_id != state.hand.hand_id:
            raise TableError("undo of a hand that is not in progress")
        count = len(event.undone)
        events = state.hand_events
        tail = events[len(events) - count :] if count else ()
        if (
            not count
            or tuple(e.event_id for e in tail) != event.undone
            or any(isinstance(e, HandDealt | BlindPosted) for e in tail)
        ):
            raise TableError("the steps to undo are not the last steps of the hand")
        kept = events[: len(events) - count]
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


def _ruling_given(state: StationState, event: RulingGiven) -> StationState:
    """A ruling names its question, its rule, and the hand it was given in as it is."""
    if not event.question.strip() or not event.rule_id:
        raise TableError("a ruling records the question it answers and the rule applied")
    table = state.table
    number = table.hand_number if table is not None else 0
    hand_id = state.hand.hand_id if state.hand is not None else None
    if (event.hand_number, event.hand_id) != (number, hand_id):
        where = f"hand {number} ({hand_id})" if hand_id is not None else f"after hand {number}"
        raise TableError(
            f"a ruling for hand {event.hand_number} ({event.hand_id}) given at {where}"
        )
    return replace(state, rulings=(*state.rulings, event))


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


def demo_table_events(
    at_ms: int, seat_count: int = 9, name: str = "Demo table"
) -> tuple[Event, ...]:
    """A demo table: six players with varied stacks, the button placed on seat 1."""
    events: list[Event] = [
        TableOpened(event_id=new_event_id(), at_ms=at_ms, seat_count=seat_count, name=name)
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
class SeatChange:
    """A seating change journaled as one command: its label (what Undo names), what the dealer
    is told, and the rule behind it (None where no rule decides)."""

    label: str
    text: str
    citation: Citation | None = None


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
        book_chosen: bool = False,
    ) -> TableSession:
        """Open (or create) a table's journal. A new journal is bound to `rules`' book; one
        already bound replays under its own book, and when `book_chosen` (the station was asked
        for `rules` by name, `--book`) a journal bound to another book is refused with
        BookMismatch (nothing written)."""
        session = Session.open(
            path,
            apply_station,
            StationState(rules),
            create=create,
            fold_version=f"{fold_version(apply_station)}:{rules.book}",
        )
        try:
            bound = session.state.book_recorded
            if bound is None and not session.journal.event_count:
                session.execute(BookBound(event_id=new_event_id(), at_ms=now_ms(), book=rules.book))
            elif bound is not None and bound != rules.book and book_chosen:
                raise BookMismatch(Path(path), bound, rules.book)
        except BaseException:
            session.close()
            raise
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

    def button_draw_restarts(self) -> bool:
        """True when hands were played here: a draw (a final-table redraw) restarts the
        rotation, so the dealer confirms it first."""
        table = self.table
        return table is not None and table.last is not None

    def can_undo(self) -> bool:
        """A command since the last deal can be taken back."""
        return bool(self.state.undo_stack)

    def can_redo(self) -> bool:
        """The latest undo can be put back (no command came after it)."""
        return bool(self.state.redo_stack)

    def undo_label(self) -> str | None:
        """What Undo would take back ("Award the pots"), or None."""
        stack = self.state.undo_stack
        return stack[-1].label if stack else None

    def redo_label(self) -> str | None:
        stack = self.state.redo_stack
        return stack[-1].label if stack else None

    # -- writing -------------------------------------------------------------------------------

    def execute(self, events: Sequence[Event]) -> StationState:
        """Journal events as they are (outside any command: nothing before them can be undone
        after). Dealer's commands go through `run`."""
        written = {closed.number: closed for closed in self.state.history}
        state = self.session.execute_many(events)
        for closed in state.history:
            if written.get(closed.number) is not closed:  # new, or settled again after an undo
                self._write_hand(closed)
        return state

    def run(self, label: str, events: Sequence[Event]) -> StationState:
        """One dealer's command: its events are journaled in one transaction behind a
        CommandStarted, so undo takes them back and redo puts them back whole."""
        if not events:
            return self.state
        marker = CommandStarted(
            event_id=new_event_id(), at_ms=self.now_ms(), label=label, events=len(events)
        )
        return self.execute((marker, *events))

    def table_command(self, label: str, event: Event) -> StationState:
        """A seating change (seated, away, back, leaves) as one undoable command."""
        return self.run(label, (event,))

    # -- seats, all night (between any two hands, or after the hand in progress) ---------------

    def seat_player(
        self, seat: int, name: str, stack: int, *, from_table: int | None = None
    ) -> SeatChange:
        """A player sits down (moved in from `from_table`, a late entry...). At a table that
        has played he is a newcomer: core.button deals him in at once unless he sits on the
        button, the small blind or between them (he waits for the button to pass)."""
        event = PlayerSeated(
            event_id=new_event_id(),
            at_ms=self.now_ms(),
            seat=seat,
            name=name.strip(),
            stack=stack,
            from_table=from_table,
        )
        where = f" (moved from table {from_table})" if from_table is not None else ""
        label = f"Seat {seat} {name.strip()} sits down{where}"
        self.run(label, (event,))
        citation = self.rules.cite(Decision.NEW_PLAYER_WAITS)
        table = self.table
        started = table is not None and table.started
        text = (
            f"{label}: new to the table, dealt in at once unless on the button, the small "
            f"blind or between them ({citation.label})"
            if started
            else label
        )
        return SeatChange(label, text, citation if started else None)

    def seat_players(
        self,
        players: Sequence[tuple[int, str, int]],
        label: str = "Seat the players the director placed here",
    ) -> SeatChange:
        """The players the director placed at this table sit down, (seat, name, stack) each,
        as one command (one Undo). A name already seated here is left alone; a player whose
        seat someone else holds is named in the text and not seated. Refused when nobody is
        left to seat."""
        table = self.table
        if table is None:
            raise TableError("no table is open")
        events: list[Event] = []
        seated: list[str] = []
        refused: list[str] = []
        taken = {s: p.name for s in table.occupied() if (p := table.player(s)) is not None}
        for seat, name, stack in players:
            name = name.strip()
            if name in taken.values():
                continue
            if seat in taken:
                refused.append(f"{name} not seated: seat {seat} is taken by {taken[seat]}")
                continue
            events.append(self._stamp(PlayerSeated, seat=seat, name=name, stack=stack))
            seated.append(f"{seat} {name}")
            taken[seat] = name
        if not events:
            reason = "; ".join(refused) or "everyone the director placed here is already seated"
            raise TableError(reason, legal="seat a player in a free seat by tapping it")
        self.run(label, events)
        count = f"{len(events)} player{'s' if len(events) != 1 else ''}"
        text = f"{label}: {count} ({', '.join(seated)})"
        if refused:
            text += ". " + "; ".join(refused)
        citation = None
        if table.started:
            citation = self.rules.cite(Decision.NEW_PLAYER_WAITS)
            text += (
                ". New to a running table: dealt in at once unless on the button, the small "
                f"blind or between them ({citation.label})"
            )
        return SeatChange(label, text, citation)

    def leave(self, seat: int, reason: LeaveReason, *, to_table: int | None = None) -> SeatChange:
        """A player leaves now: between hands, or not dealt into the hand in progress (one in
        it is marked with `leave_after_hand`). Leaving early follows the book (chips removed,
        or blinded off: he stays seated, absent)."""
        player = self._player(seat)
        who = f"Seat {seat} {player.name}"
        if reason is LeaveReason.LEAVING_EARLY:
            removed, citation = leaving_early_removes(self.rules, self._level_number())
            if not removed:
                label = f"{who} leaves early: blinded off"
                if not player.absent:
                    self.run(label, (self._stamp(PlayerMarkedAbsent, seat=seat),))
                text = (
                    f"{label}: his chips stay and are blinded out; he is absent, dealt in and "
                    f"posts his blinds ({citation.label})"
                )
                return SeatChange(label, text, citation)
        if _in_hand(self.state, seat):
            raise TableError(
                f"{who} is in the hand: he leaves after this hand, when it is settled",
                legal="mark him: leaves after this hand",
            )
        label, rule = self._departure(who, reason, to_table)
        self.run(label, (self._stamp(PlayerLeft, seat=seat, reason=reason, to_table=to_table),))
        return SeatChange(label, _with_rule(label, rule), rule)

    def leave_after_hand(
        self, seat: int, reason: LeaveReason, *, to_table: int | None = None
    ) -> SeatChange:
        """A player in the hand in progress leaves when it is settled (the settlement writes
        his departure in the same command). Leaving early that the book blinds off is marked
        at once (he stays seated, absent)."""
        player = self._player(seat)
        who = f"Seat {seat} {player.name}"
        if reason is LeaveReason.LEAVING_EARLY:
            removed, _citation = leaving_early_removes(self.rules, self._level_number())
            if not removed:
                return self.leave(seat, reason)
        if not _in_hand(self.state, seat):
            raise TableError(
                f"{who} is not in a hand: he leaves now", legal="let him leave the table"
            )
        left, citation = self._departure(who, reason, to_table)
        label = f"{left} after this hand"
        event = self._stamp(PlayerLeavingAfterHand, seat=seat, reason=reason, to_table=to_table)
        self.run(label, (event,))
        return SeatChange(label, _with_rule(label, citation), citation)

    def stay(self, seat: int) -> SeatChange:
        """Take back "leaves after this hand"."""
        player = self._player(seat)
        label = f"Seat {seat} {player.name} stays"
        self.run(label, (self._stamp(PlayerStays, seat=seat),))
        return SeatChange(label, label)

    def reseat(self, seat: int, to_seat: int) -> SeatChange:
        """Move a player to another seat of this table, between hands: he leaves his seat and
        sits on the other with his stack, one command. At the new seat he is a newcomer (he
        waits on the button, the small blind or between them: Ubetcha RULES FOR USING BLINDS 4;
        Applewood, Moving Players)."""
        player = self._player(seat)
        if self.hand is not None:
            raise TableError("a player changes seats between hands", legal="settle the hand first")
        table = self.table
        assert table is not None
        table.check_seat_number(to_seat)
        taken = table.player(to_seat)
        if taken is not None:
            free = ", ".join(map(str, table.free_seats())) or "none"
            raise TableError(
                f"seat {to_seat} is taken by {taken.name}", legal=f"free seats: {free}"
            )
        label = f"Move seat {seat} {player.name} to seat {to_seat}"
        events = (
            self._stamp(PlayerLeft, seat=seat, reason=LeaveReason.MOVED),
            self._stamp(PlayerSeated, seat=to_seat, name=player.name, stack=player.stack),
        )
        self.run(label, events)
        citation = self.rules.cite(Decision.NEW_PLAYER_WAITS)
        return SeatChange(label, _with_rule(f"{label}: new to that seat", citation), citation)

    def _departure(
        self, who: str, reason: LeaveReason, to_table: int | None
    ) -> tuple[str, Citation | None]:
        if reason is LeaveReason.MOVED:
            where = f" to table {to_table}" if to_table is not None else ""
            return f"{who} is moved{where}", self.rules.cite(Decision.TABLE_BALANCE)
        if reason is LeaveReason.DISQUALIFIED:
            return f"{who} is disqualified", disqualification_citation(self.rules)
        if reason is LeaveReason.LEAVING_EARLY:
            return f"{who} leaves early", self.rules.cite(Decision.LEAVING_EARLY)
        return f"{who} leaves the table", None

    def _player(self, seat: int) -> table_fold.SeatedPlayer:
        table = self.table
        if table is None:
            raise TableError("no table is open")
        return table.require_player(seat)

    def _level_number(self) -> int | None:
        try:
            return self.next_level().number
        except TableError:
            return None

    def _stamp(self, kind: type[Event], **fields: Any) -> Event:
        return kind(event_id=new_event_id(), at_ms=self.now_ms(), **fields)

    # -- hand histories ------------------------------------------------------------------------

    def hand_history(self, closed: ClosedHand) -> dict[str, Any]:
        """One finished hand in the hand-history format (docs/hand-history.md)."""
        state = closed.replay(self.rules)
        data = export_history(closed.events, state)
        data["hand_number"] = closed.number
        table = self.table
        if table is not None and table.name:
            data["table"] = table.name
        given = [_ruling_record(r) for r in self.state.rulings if _in_hand_number(r, closed.number)]
        if given:
            data["rulings"] = given
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
            "corrections": [
                {
                    "after_hand": fix.after_hand,
                    "seat": fix.seat,
                    "name": fix.name,
                    "previous": fix.previous,
                    "stack": fix.stack,
                    "reason": fix.reason,
                    "at_ms": fix.at_ms,
                }
                for fix in self.state.corrections
            ],
            # Rulings given between hands; those given during a hand are in its history.
            "rulings": [
                {"after_hand": ruling.hand_number, **_ruling_record(ruling)}
                for ruling in self.state.rulings
                if ruling.hand_id is None
            ],
        }

    def hand_log(self) -> tuple[str, ...]:
        """The hands played here, the stacks corrected and the rulings given, oldest first,
        one line each: what the station's hand list shows. A hand's rulings follow it; what
        was done between hands follows the hand before."""
        state = self.state
        table = self.table
        names = {} if table is None else {s: table.require_player(s).name for s in table.occupied()}
        # (hand number, 0 the hand / 1 during it / 2 after it, when): the order of the lines
        lines: list[tuple[tuple[int, int, int], str]] = []
        played = {closed.number for closed in state.history}
        for closed in state.history:
            summary = _hand_summary(closed, self.rules, names)
            lines.append(((closed.number, 0, 0), f"Hand {closed.number}: {summary}"))
        for fix in state.corrections:
            lines.append(
                (
                    (fix.after_hand, 2, fix.at_ms),
                    f"After hand {fix.after_hand}: seat {fix.seat} {fix.name}'s stack corrected "
                    f"{fix.previous:,} → {fix.stack:,} ({fix.reason})",
                )
            )
        for ruling in state.rulings:
            number = ruling.hand_number
            if ruling.hand_id is None:
                when = f"After hand {number}" if number else "Before the first hand"
            elif number in played:
                when = f"Hand {number}"
            elif state.hand is not None and number == (table.hand_number if table else 0):
                when = f"Hand {number} (in progress)"
            else:
                when = f"Hand {number} (misdealt)"
            lines.append(
                (
                    (number, 2 if ruling.hand_id is None else 1, ruling.at_ms),
                    f"{when}, ruling: {ruling.label} ({ruling.rule_id}) on “{ruling.question}”",
                )
            )
        lines.sort(key=lambda line: line[0])  # stable: corrections before rulings at a tie
        return tuple(text for _key, text in lines)

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

    def open_table(self, name: str, seat_count: int) -> None:
        """Open the table empty (named `name`, `seat_count` seats) when the journal has none:
        a tournament's table, whose players come from the director."""
        if self.table is None:
            self.execute(
                (
                    TableOpened(
                        event_id=new_event_id(),
                        at_ms=self.now_ms(),
                        seat_count=seat_count,
                        name=name,
                    ),
                )
            )

    def open_demo(self, name: str = "Demo table") -> None:
        """Seat the demo table (named `name`) when the journal has no table yet."""
        if self.table is None:
            self.execute(demo_table_events(self.now_ms(), name=name))

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
            # Settled as its own command first (the panel settles with its own tap).
            settle = self._settle_events(hand)
            events += [self._marker("Settle the hand", len(settle)), *settle]
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
        label = "Draw for the button" if placed.draw else "Move the button"
        self.run(label, events)
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
        word = event.kind.value.capitalize() + (f" to {event.to:,}" if event.to else "")
        self.run(f"Seat {seat}: {word}", (event,))
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
        street = hand_engine.deal_street(hand, picked, self.now_ms())
        self.run(f"Record the {street.street.value}", (street,))
        return self._hand()

    def award(self, winners: Mapping[int, Sequence[int]] | None = None) -> HandState:
        """Pay every pot at once: one command, undone and redone whole."""
        self.run("Award the pots", hand_engine.award(self._hand(), winners, at_ms=self.now_ms()))
        return self._hand()

    def read_by_cards(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None = None
    ) -> ShowdownReading:
        """Cards speak, read but not awarded: what the dealer confirms before the award (each
        hand in words, the hands taken as mucked, each pot's winners). Refused as the award
        would be."""
        state, hands, _events = self._cards_speak(hole_cards, board, self.now_ms())
        return hand_engine.read_showdown(state, hands)

    def award_by_cards(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None = None
    ) -> HandState:
        """Cards speak. `board` None uses the cards recorded street by street; a board given must
        start with them. The same card twice (board or hands) is refused before any award, and
        so is a blank for a hand that must be tabled (core.hand.read_showdown). One command:
        the board cards typed here, the cards shown and every pot."""
        at_ms = self.now_ms()
        state, hands, events = self._cards_speak(hole_cards, board, at_ms)
        events += hand_engine.award_by_cards(state, hands, at_ms=at_ms)
        self.run("Award the pots (cards speak)", events)
        return self._hand()

    def _cards_speak(
        self, hole_cards: Mapping[int, str | Sequence[str]], board: str | None, at_ms: int
    ) -> tuple[HandState, dict[int, str], list[Event]]:
        """The hand with the typed board cards dealt as its streets (and their events), and the
        shown hands read and checked (blank ones left out)."""
        hand = self._hand()
        recorded = tuple(hand.board)
        given = read_cards(_pairs(board)) if board else recorded
        if given[: len(recorded)] != recorded:
            raise TableError(
                f"the board was recorded as {' '.join(recorded)}, not {' '.join(given)}",
                legal="leave the recorded cards and add the rest",
            )
        hands = {
            seat: read_cards(_pairs(cards))
            for seat, cards in hole_cards.items()
            if "".join(_pairs(cards)).strip()
        }
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
        events: list[Event] = []
        state = hand
        while len(state.board) < len(given) and len(state.board) < 5:
            count = 3 if not state.board else 1
            street = hand_engine.deal_street(
                state, given[len(state.board) : len(state.board) + count], at_ms
            )
            events.append(street)
            state = hand_engine.apply(state, street)
        return state, {seat: "".join(cards) for seat, cards in hands.items()}, events

    def misdeal(self) -> HandState:
        """Void the hand: every bet goes back as posted (the house's misdeal rule)."""
        citation = self.rules.cite(Decision.MISDEAL)
        event = hand_engine.void(self._hand(), f"Misdeal ({citation.label})", self.now_ms())
        self.run("Misdeal", (event,))
        return self._hand()

    def undo(self, steps: int = 1) -> StationState:
        """Take back the latest `steps` commands, each whole (an award with all its pots, a
        settlement...). The deal is where undo stops: the blinds posted stay."""
        done = 0
        for _ in range(steps):
            stack = self.state.undo_stack
            if not stack:
                break
            self.execute(
                (
                    StationUndone(
                        event_id=new_event_id(),
                        at_ms=self.now_ms(),
                        command_id=stack[-1].command_id,
                    ),
                )
            )
            done += 1
        if not done:
            raise IllegalAction(
                "Nothing to undo: the deal and the blinds stay, and a hand is final once the "
                "next one is dealt (a director corrects a stack after that)",
                citation=self.rules.cite(Decision.ACTION_ORDER),
            )
        return self.state

    def redo(self) -> StationState:
        """Put back the command the latest undo took back, whole."""
        stack = self.state.redo_stack
        if not stack:
            raise IllegalAction(
                "Nothing to redo: redo puts back an undone step, before any new one",
                citation=self.rules.cite(Decision.ACTION_ORDER),
            )
        self.execute(
            (
                StationRedone(
                    event_id=new_event_id(), at_ms=self.now_ms(), command_id=stack[-1].command_id
                ),
            )
        )
        return self.state

    def settle(self) -> Settlement:
        """Close a finished hand: new stacks and bust-outs go to the table (core.table events),
        as one command: undoable until the next deal."""
        hand = self._hand()
        result = _result(hand)
        self.run("Settle the hand", self._settle_events(hand))
        return Settlement(dict(result.final_stacks), result.busted, result.left_in_pot)

    def correct_stack(self, seat: int, stack: int, reason: str) -> StackCorrected:
        """A director's correction of a stack, between hands, with its reason: one command
        (undoable until the next deal), listed with the hands. The PIN is the caller's check
        (ui.station_pin)."""
        table = self.table
        if table is None:
            raise TableError("no table is open")
        if self.hand is not None:
            raise TableError(
                "a stack is corrected between hands",
                legal="finish and settle the hand first",
            )
        player = table.require_player(seat)
        event = StackCorrected(
            event_id=new_event_id(),
            at_ms=self.now_ms(),
            seat=seat,
            name=player.name,
            stack=stack,
            previous=player.stack,
            reason=reason.strip(),
            after_hand=table.hand_number,
        )
        table_fold.apply(table, event)  # refuses a bad amount or a missing reason first
        self.run(f"Correct seat {seat}'s stack", (event,))
        return event

    def change_book(self, book: str) -> BookChanged:
        """A director's change of the table's house book, between hands (the PIN is the
        caller's check): one command, undoable until the next deal. The hands dealt after it
        are under `book`; those before keep theirs."""
        if self.hand is not None:
            raise TableError(
                "the house book is changed between hands", legal="finish and settle the hand first"
            )
        rules = rules_for_book(book, self.rules)
        event = BookChanged(
            event_id=new_event_id(), at_ms=self.now_ms(), book=book, previous=self.rules.book
        )
        self.run(f"Change the house book to {rules.title}", (event,))
        return event

    def give_ruling(self, question: str, rule: Rule) -> RulingGiven:
        """The dealer gives `rule` as the answer to `question`: recorded with the hand in
        progress (or after the last hand, between hands), one command undoable until the next
        deal, listed with the hand (`hand_log`, the hand's history)."""
        asked = " ".join(question.split())
        if not asked:
            raise TableError("a ruling records the question it answers", legal="say what happened")
        if len(asked) > MAX_QUESTION_CHARS:
            raise TableError(
                f"the question is {len(asked)} characters long",
                legal=f"say it in {MAX_QUESTION_CHARS} or fewer",
            )
        table = self.table
        hand = self.hand
        event = RulingGiven(
            event_id=new_event_id(),
            at_ms=self.now_ms(),
            question=asked,
            rule_id=rule.id,
            book=rule.book,
            label=rule.label,
            text=rule.text,
            hand_number=table.hand_number if table is not None else 0,
            hand_id=hand.hand_id if hand is not None else None,
        )
        self.run(f"Ruling given: {rule.label}", (event,))
        return event

    def close(self) -> None:
        self.session.close()

    # -- helpers -------------------------------------------------------------------------------

    def _marker(self, label: str, count: int) -> CommandStarted:
        return CommandStarted(
            event_id=new_event_id(), at_ms=self.now_ms(), label=label, events=count
        )

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
        # "Leaves after this hand": gone with the settlement, once the hand is closed.
        for seat in table.occupied():
            player = table.require_player(seat)
            if player.leaving is not None and seat not in busted:
                events.append(
                    PlayerLeft(
                        event_id=new_event_id(),
                        at_ms=at_ms,
                        seat=seat,
                        reason=player.leaving,
                        to_table=player.leaving_to_table,
                    )
                )
        return events


def _with_rule(text: str, citation: Citation | None) -> str:
    return f"{text} ({citation.label})" if citation is not None else text


def _in_hand_number(ruling: RulingGiven, number: int) -> bool:
    """Given during hand `number` (a misdealt deal of it included), not between hands."""
    return ruling.hand_id is not None and ruling.hand_number == number


def _ruling_record(ruling: RulingGiven) -> dict[str, Any]:
    """A ruling as the hand history writes it (docs/hand-history.md, `rulings`)."""
    return {
        "question": ruling.question,
        "rule": ruling.rule_id,
        "book": ruling.book,
        "label": ruling.label,
        "text": ruling.text,
        "at_ms": ruling.at_ms,
    }


def _hand_summary(closed: ClosedHand, rules: HouseRules, names: Mapping[int, str]) -> str:
    """Where a settled hand's pots went ("main pot 300 → seat 3 Chloe")."""
    state = closed.replay(rules)
    if state.phase is not Phase.COMPLETE:
        return "no pot: the big blind's blind went back"
    parts = []
    for index, paid, kept in sorted(state.awarded):
        name = "main pot" if index == 0 else f"side pot {index}"
        amount = sum(chips for _seat, chips in paid) + kept
        who = ", ".join(f"seat {seat} {names.get(seat, '')}".rstrip() for seat, _ in paid)
        parts.append(f"{name} {amount:,} → {who}")
    return "; ".join(parts)


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
