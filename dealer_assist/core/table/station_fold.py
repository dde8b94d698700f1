"""A table station's state as one fold: the seats, the hand in progress, undo and redo, rulings.

`apply_station(state, event) -> state` is pure; the store replays a station's journal through
it (`store.table_session`), and `core.table.station_decide` turns a dealer's command into the
events it folds.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from dealer_assist.core.events import Event
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.hand_events import BlindPosted, HandDealt
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table import table as table_fold
from dealer_assist.core.table.station_events import (
    BookBound,
    BookChanged,
    ButtonPlacementUndone,
    CommandStarted,
    HandClosed,
    HandStepsUndone,
    RulingGiven,
    StationRedone,
    StationUndone,
)
from dealer_assist.core.table.table import (
    TABLE_EVENTS,
    ButtonPlaced,
    PlayerBusted,
    PlayerLeavingAfterHand,
    PlayerLeft,
    StackCorrected,
    Table,
    TableError,
)


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
        return _with(self, undo_stack=(), redo_stack=(), command_left=0)


_STATE_FIELDS = tuple(f.name for f in fields(StationState))
_STATE_FIELD_SET = frozenset(_STATE_FIELDS)


def _with(state: StationState, **changes: object) -> StationState:
    """`dataclasses.replace` for the station's state, without its per-call cost (a quarter
    of a dealer's tap: benchmarks/bench_hands.py): the fields copied, the changes set."""
    if not changes.keys() <= _STATE_FIELD_SET:  # a misspelt field must not pass unseen
        raise TypeError(f"StationState has no field {sorted(changes.keys() - _STATE_FIELD_SET)}")
    new = object.__new__(StationState)
    for name in _STATE_FIELDS:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(state, name))
    return new


def hand_finished(hand: HandState) -> bool:
    """Over, or at showdown with nothing left to award: when all fold to a lone big blind its
    whole blind is uncalled and goes back, so no pot exists and no award can follow."""
    if hand.is_over:
        return True
    return hand.phase is Phase.SHOWDOWN and not hand_engine.pots(hand)


def settled_result(hand: HandState) -> hand_engine.HandResult:
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
        return _with(folded, command_left=state.command_left - 1)
    # Outside a command (a deal, an older journal's steps): nothing before it can be undone.
    if folded.undo_stack or folded.redo_stack:
        folded = _with(folded, undo_stack=(), redo_stack=())
    return folded


def in_hand(state: StationState, seat: int) -> bool:
    """The seat was dealt into the hand still open at the table (not settled yet)."""
    return state.hand is not None and seat in state.hand.positions.dealt_in


def _check_seat_change(state: StationState, event: Event) -> None:
    """A player in the open hand leaves once it is settled (the settlement writes it); one
    marked "leaves after this hand" must be in that hand."""
    if isinstance(event, PlayerLeft) and in_hand(state, event.seat):
        raise TableError(
            f"seat {event.seat} is in the hand: a player leaves between hands",
            legal="mark him: leaves after this hand",
        )
    if isinstance(event, PlayerLeavingAfterHand) and not in_hand(state, event.seat):
        raise TableError(
            f"seat {event.seat} is not in a hand: between hands he leaves now",
            legal="let him leave the table",
        )


def _command_started(state: StationState, event: CommandStarted) -> StationState:
    if event.events < 1:
        raise TableError(f"a command of {event.events} events")
    step = UndoStep(event.event_id, event.label, state.without_undo())
    return _with(
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
    return _with(top.state, undo_stack=state.undo_stack[:-1], redo_stack=(*state.redo_stack, after))


def _redone(state: StationState, event: StationRedone) -> StationState:
    top = state.redo_stack[-1] if state.redo_stack else None
    if top is None or top.command_id != event.command_id:
        raise TableError(
            f"command {event.command_id} cannot be redone: only the latest undo can be"
            + (f" ({top.label}, {top.command_id})" if top is not None else "; there is none")
        )
    before = UndoStep(top.command_id, top.label, state.without_undo())
    return _with(
        top.state, undo_stack=(*state.undo_stack, before), redo_stack=state.redo_stack[:-1]
    )


def _apply_event(state: StationState, event: Event) -> StationState:
    if isinstance(event, StackCorrected):
        if state.hand is not None:
            raise TableError("a stack is corrected between hands", legal="finish the hand first")
        table = table_fold.apply(state.table, event)
        return _with(state, table=table, button_undo=(), corrections=(*state.corrections, event))
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
        return _with(state, table=table, button_undo=undo, departed=departed)
    if isinstance(event, ButtonPlacementUndone):
        if state.hand is not None or not state.button_undo:
            raise TableError("no button placement to undo", legal="undo works between hands")
        placed_id, before = state.button_undo[-1]
        if placed_id != event.undone:
            raise TableError("the placement to undo is not the last one")
        return _with(state, table=before, button_undo=state.button_undo[:-1])
    if isinstance(event, RulingGiven):
        return _ruling_given(state, event)
    if isinstance(event, BookBound):
        if state.book_recorded not in (None, event.book):
            raise TableError(f"the journal is already bound to the {state.book_recorded} book")
        rules = rules_for_book(event.book, state.rules)
        return _with(state, rules=rules, book_recorded=event.book)
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
        return _with(state, rules=rules, book_recorded=event.book)
    if isinstance(event, HandDealt):
        if state.hand is not None and state.hand.phase is not Phase.VOIDED:
            raise TableError("a hand is in progress", legal="finish or misdeal it first")
        # Each hand folds under the book it was dealt under (HandDealt.book), never under the
        # book the station happens to be opened with.
        rules = rules_for_book(event.book, state.rules)
        hand = hand_engine.apply(None, event, rules)
        return _with(
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
        return _with(
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
        return _with(state, hand=hand_engine.replay(kept, state.rules), hand_events=kept)
    if isinstance(event, HandClosed):
        finished = state.hand
        if finished is None or event.hand_id != finished.hand_id or not hand_finished(finished):
            raise TableError("only a finished hand can be closed")
        history = state.history
        if finished.phase is not Phase.VOIDED:
            number = state.table.hand_number if state.table is not None else 0
            history = history + (ClosedHand(number, state.hand_events),)
        return _with(
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
    return _with(state, rulings=(*state.rulings, event))
