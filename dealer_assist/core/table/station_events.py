"""A table station's own events: commands, undo and redo, the book, rulings, closed hands.

The table (`core.table.table`) and the hand (`core.hand.hand_events`) have their own events;
these are the ones only a station's journal holds (`core.table.station_fold` folds them all).
"""

from __future__ import annotations

from dealer_assist.core.events import Event


class HandStepsUndone(Event, tag="station.hand_undone", frozen=True, kw_only=True):
    """The last steps of the hand in progress taken back; `undone` names their event ids."""

    hand_id: str
    undone: tuple[str, ...]


class HandClosed(Event, tag="station.hand_closed", frozen=True, kw_only=True):
    """A finished hand is settled into the table; `left_in_pot` chips go to the next hand."""

    hand_id: str
    left_in_pot: int = 0


class ButtonPlacementUndone(Event, tag="station.button_undone", frozen=True, kw_only=True):
    """The last button placement (draw, cards entered or moved) taken back; `undone` is its id.

    Written by older versions only (an undo is now a `StationUndone` of the command); still
    folded so their journals replay."""

    undone: str


class BookBound(Event, tag="station.book_bound", frozen=True, kw_only=True):
    """The house book this table's journal is bound to, written first when the journal is
    created: its hands are dealt and replayed under it, whatever book the station is started
    with (older journals name it only in each `HandDealt.book`, which binds them as well)."""

    book: str


class BookChanged(Event, tag="station.book_changed", frozen=True, kw_only=True):
    """A director's change of the table's house book, between hands: the hands dealt after it
    are under `book`; those before keep `previous` (each hand replays under its own book)."""

    book: str
    previous: str


class RulingGiven(Event, tag="station.ruling_given", frozen=True, kw_only=True):
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


class CommandStarted(Event, tag="station.command", frozen=True, kw_only=True):
    """The next `events` events are one dealer's command (an action, an award of every pot, a
    settlement...), journaled in the same transaction: undo and redo take it back and put it
    back whole. `label` names it for the dealer ("Award the pots")."""

    label: str
    events: int


class StationUndone(Event, tag="station.undone", frozen=True, kw_only=True):
    """The latest command (`command_id`, its CommandStarted) taken back whole."""

    command_id: str


class StationRedone(Event, tag="station.redone", frozen=True, kw_only=True):
    """The latest undone command (`command_id`) put back whole."""

    command_id: str
