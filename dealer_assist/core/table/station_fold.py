"""A table station's state as one fold: the seats, the hand in progress, undo and redo, rulings.

`apply_station(state, event) -> state` is pure; the store replays a station's journal through
it (`store.table_session`), and `core.table.station_decide` turns a dealer's command into the
events it folds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.drafts import draft_copier, slot_maker
from dealer_assist.core.events import Event
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.hand_events import BlindPosted, HandDealt
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table import table as table_fold
from dealer_assist.core.table.closed_hands import NO_HANDS, ClosedHands
from dealer_assist.core.table.closed_hands import ClosedHand as ClosedHand  # its importers'
from dealer_assist.core.table.closed_hands import rules_for_book as rules_for_book
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
class UndoStep:
    """One command on the undo (or redo) stack: its CommandStarted id, its label, and the
    station as it was before it (on the redo stack: after it), stacks left out."""

    command_id: str
    label: str
    state: StationState


# Made for a dealer's every tap: its slots set straight (core.drafts.slot_maker).
_undo_step: Callable[[str, str, StationState], UndoStep] = slot_maker(UndoStep)


# How many commands back Undo reaches; the deal of a hand empties both stacks anyway.
UNDO_DEPTH = 100


@dataclass(frozen=True, slots=True)
class StationState:
    """The table, the hand in progress (None between hands) and its events, chips carried over,
    and every hand played to the end at this table (`history`, oldest first; misdeals left out:
    core.table.closed_hands, a list that grows without copying).

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
    history: ClosedHands = NO_HANDS
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
        new = _draft(self)
        new.undo_stack = ()
        new.redo_stack = ()
        new.command_left = 0
        return new.seal()


class _StationDraft(StationState):
    """A StationState being built by the fold: the same slots, writable; `seal()` makes it
    the frozen class (a __class__ assignment: the layouts are identical). One draft per
    event, never seen outside this module (as core.hand.hand_state's drafts)."""

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__

    rules: HouseRules
    table: Table | None
    hand: HandState | None
    hand_events: tuple[Event, ...]
    carried_in: int
    hands_closed: int
    history: ClosedHands
    button_undo: tuple[tuple[str, Table], ...]
    corrections: tuple[StackCorrected, ...]
    rulings: tuple[RulingGiven, ...]
    undo_stack: tuple[UndoStep, ...]
    redo_stack: tuple[UndoStep, ...]
    command_left: int
    book_recorded: str | None
    departed: tuple[tuple[str, str], ...]

    def seal(self) -> StationState:
        self.__class__ = StationState  # type: ignore[assignment]
        return self


# A writable copy of the state (every field: tests/test_station_fold_draft.py checks).
_draft = draft_copier(StationState, _StationDraft)


def _with(state: StationState, **changes: object) -> StationState:
    """`dataclasses.replace` for the station's state without its per-call cost; a misspelt
    field is refused (AttributeError: the class has slots only)."""
    new = _draft(state)
    for name, value in changes.items():
        setattr(new, name, value)
    return new.seal()


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


def apply_station(state: StationState, event: Event) -> StationState:
    """Fold one event into the station. Raises (TableError, IllegalAction, ValueError) when the
    event cannot follow the state, so a Session never stores it."""
    fold = _FOLDS.get(type(event))
    if fold is None:
        fold = _fold_for(type(event))
    if fold is _CONTROL:
        if state.command_left:
            raise TableError(
                f"{type(event).__name__} inside a command: {state.command_left} event(s) of it "
                "are still to come"
            )
        if type(event) is CommandStarted:
            return _command_started(state, event)
        if type(event) is StationUndone:
            return _undone(state, event)
        return _redone(state, event)  # type: ignore[arg-type]
    new = fold(state, event)
    left = state.command_left
    if left:
        new.command_left = left - 1
    else:
        # Outside a command (a deal, an older journal's steps): nothing before it can be undone.
        new.undo_stack = ()
        new.redo_stack = ()
    return new.seal()


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
    stack = state.undo_stack
    if stack or state.redo_stack or state.command_left:  # state.without_undo(), inline
        before = _draft(state)
        before.undo_stack = ()
        before.redo_stack = ()
        before.command_left = 0
        step = _undo_step(event.event_id, event.label, before.seal())
    else:
        step = _undo_step(event.event_id, event.label, state)
    new = _draft(state)
    new.undo_stack = (*stack, step) if len(stack) < UNDO_DEPTH else (*stack[1:], step)
    new.redo_stack = ()
    new.command_left = event.events
    return new.seal()


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


# Each fold below takes the state and its event and returns a draft of the next state
# (apply_station counts the command down or clears undo, then seals it).
_Fold = Callable[[StationState, Any], _StationDraft]


def _stack_corrected(state: StationState, event: StackCorrected) -> _StationDraft:
    if state.hand is not None:
        raise TableError("a stack is corrected between hands", legal="finish the hand first")
    new = _draft(state)
    new.table = table_fold.apply(state.table, event)
    new.button_undo = ()
    new.corrections = (*state.corrections, event)
    return new


def _table_event(state: StationState, event: Event) -> _StationDraft:
    if isinstance(event, table_fold.HandStarted) and state.hand is not None:
        raise TableError("a hand is in progress", legal="finish or misdeal it first")
    _check_seat_change(state, event)
    new = _draft(state)
    new.table = table_fold.apply(state.table, event)
    new.button_undo = ()
    if isinstance(event, ButtonPlaced):
        assert state.table is not None  # the fold refuses a button before the table opens
        new.button_undo = state.button_undo + ((event.event_id, state.table),)
    if isinstance(event, PlayerBusted | PlayerLeft) and state.table is not None:
        gone = state.table.require_player(event.seat).name
        why = "busted" if isinstance(event, PlayerBusted) else event.reason.value
        new.departed = (*state.departed, (gone, why))
    return new


def _button_undone(state: StationState, event: ButtonPlacementUndone) -> _StationDraft:
    if state.hand is not None or not state.button_undo:
        raise TableError("no button placement to undo", legal="undo works between hands")
    placed_id, before = state.button_undo[-1]
    if placed_id != event.undone:
        raise TableError("the placement to undo is not the last one")
    new = _draft(state)
    new.table = before
    new.button_undo = state.button_undo[:-1]
    return new


def _book_bound(state: StationState, event: BookBound) -> _StationDraft:
    if state.book_recorded not in (None, event.book):
        raise TableError(f"the journal is already bound to the {state.book_recorded} book")
    new = _draft(state)
    new.rules = rules_for_book(event.book, state.rules)
    new.book_recorded = event.book
    return new


def _book_changed(state: StationState, event: BookChanged) -> _StationDraft:
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
    new = _draft(state)
    new.rules = rules_for_book(event.book, state.rules)
    new.book_recorded = event.book
    return new


def _hand_dealt(state: StationState, event: HandDealt) -> _StationDraft:
    if state.hand is not None and state.hand.phase is not Phase.VOIDED:
        raise TableError("a hand is in progress", legal="finish or misdeal it first")
    # Each hand folds under the book it was dealt under (HandDealt.book), never under the
    # book the station happens to be opened with.
    rules = rules_for_book(event.book, state.rules)
    new = _draft(state)
    new.rules = rules
    new.book_recorded = event.book
    new.hand = hand_engine.apply(None, event, rules)
    new.hand_events = (event,)
    new.button_undo = ()
    return new


def _hand_event(state: StationState, event: Event) -> _StationDraft:
    hand = state.hand
    if hand is None:
        raise TableError(f"{type(event).__name__} with no hand in progress")
    if getattr(event, "hand_id", None) != hand.hand_id:
        raise TableError(f"{type(event).__name__} belongs to another hand")
    new = _draft(state)
    new.hand = hand_engine.apply(hand, event)
    new.hand_events = (*state.hand_events, event)
    return new


def _steps_undone(state: StationState, event: HandStepsUndone) -> _StationDraft:
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
    new = _draft(state)
    new.hand = hand_engine.replay(kept, state.rules)
    new.hand_events = kept
    return new


def _hand_closed(state: StationState, event: HandClosed) -> _StationDraft:
    finished = state.hand
    if finished is None or event.hand_id != finished.hand_id or not hand_finished(finished):
        raise TableError("only a finished hand can be closed")
    new = _draft(state)
    if finished.phase is not Phase.VOIDED:
        number = state.table.hand_number if state.table is not None else 0
        new.history = state.history.plus(ClosedHand(number, state.hand_events))
    new.hand = None
    new.hand_events = ()
    new.carried_in = event.left_in_pot
    new.hands_closed = state.hands_closed + 1
    return new


def _ruling_given(state: StationState, event: RulingGiven) -> _StationDraft:
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
    new = _draft(state)
    new.rulings = (*state.rulings, event)
    return new


def _control(state: StationState, event: Event) -> _StationDraft:
    raise AssertionError("commands, undo and redo are folded by apply_station")


_CONTROL: _Fold = _control
_FOLDS: dict[type, _Fold] = {
    CommandStarted: _CONTROL,
    StationUndone: _CONTROL,
    StationRedone: _CONTROL,
    StackCorrected: _stack_corrected,
    ButtonPlacementUndone: _button_undone,
    RulingGiven: _ruling_given,
    BookBound: _book_bound,
    BookChanged: _book_changed,
    HandDealt: _hand_dealt,
    HandStepsUndone: _steps_undone,
    HandClosed: _hand_closed,
}
for _kind in TABLE_EVENTS:
    _FOLDS.setdefault(_kind, _table_event)
_HAND_EVENTS = "dealer_assist.core.hand.hand_events"


def _fold_for(kind: type) -> _Fold:
    """The fold of an event type not met yet: a hand event (any of "hand.*"), or a refusal."""
    if kind.__module__ == _HAND_EVENTS:
        _FOLDS[kind] = _hand_event
        return _hand_event
    raise TableError(f"{kind.__name__} is not a table station event")
