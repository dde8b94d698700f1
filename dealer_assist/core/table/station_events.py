"""A table station's own events: commands, undo and redo, the book, rulings, closed hands.

The table (`core.table.table`) and the hand (`core.hand.hand_events`) have their own events;
these are the ones only a station's journal holds (`core.table.station_fold` folds them all).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from dealer_assist.core.drafts import slot_maker
from dealer_assist.core.events import Event, register_event


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


command_started: Callable[[str, int, str, int], CommandStarted] = slot_maker(CommandStarted)
"""`CommandStarted(event_id, at_ms, label, events)`, cheaply (a marker per dealer's tap: as
core.hand.hand_events.action_taken)."""
