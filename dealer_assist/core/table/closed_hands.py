"""The hands closed at a table, oldest first: a list that grows by one without copying, and
that a snapshot keeps as one string, read back only when someone asks for the hands.

A station folds every hand of the night into its state (`core.table.station_fold`). Kept as a
tuple, each closed hand copied the whole list, and a snapshot of a long night held every event
of every hand as objects to unpickle on each open (999 hands: ~17,000 objects, 84-97 ms). Here
a closed hand is a node on the list before it (shared, never copied), and a snapshot keeps the
older hands as their events' JSON in one string (each hand encoded once): opening unpickles one
string and the last hand, and the older hands are decoded, through the events' own checked
codec, the first time they are listed (the Hands dialog, a night's export).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.events import (
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    json_event_decoder,
)
from dealer_assist.core.hand import hand as hand_engine
from dealer_assist.core.hand.hand_events import HandDealt
from dealer_assist.core.hand.hand_state import HandState
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table.table import TableError


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


_HAND_MARK = "#"  # a line "#<number>" opens a hand; each line after it is one event's JSON


class ClosedHands:
    """An immutable sequence of ClosedHand, oldest first (as the tuple it replaces: len,
    iteration, indexing, equality with any sequence of the same hands).

    `plus(hand)` is a new list sharing this one. The newest hand is always at hand; the hands
    before a snapshot's are decoded when first listed. Snapshots pickle it through
    __getstate__: (older hands' text, their count, the newest hand).
    """

    __slots__ = ("_older", "_last", "_count", "_text", "_line", "_all")
    __snapshot_state__ = True  # store.snapshots may restore it (its state is checked text)

    def __init__(self) -> None:
        self._older: ClosedHands | None = None
        self._last: ClosedHand | None = None
        self._count = 0
        self._text: str | None = None  # a snapshot's older hands, not decoded yet
        self._line: str | None = None  # `_last` encoded, once
        self._all: tuple[ClosedHand, ...] | None = None  # every hand, once listed

    def plus(self, hand: ClosedHand) -> ClosedHands:
        new = ClosedHands()
        new._older = self
        new._last = hand
        new._count = self._count + 1
        return new

    def __len__(self) -> int:
        return self._count

    def __bool__(self) -> bool:
        return self._count > 0

    def last(self) -> ClosedHand | None:
        """The newest hand, without listing the others."""
        if self._last is not None:
            return self._last
        return self._listed()[-1] if self._count else None

    def __getitem__(self, index: int) -> ClosedHand:
        if index == -1 and self._last is not None:
            return self._last
        return self._listed()[index]

    def __iter__(self) -> Iterator[ClosedHand]:
        return iter(self._listed())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ClosedHands):
            return self is other or (
                self._count == other._count and self._listed() == other._listed()
            )
        if isinstance(other, tuple | list):
            return self._listed() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._listed())

    def __repr__(self) -> str:
        return f"ClosedHands({self._count} hands)"

    def added_since(self, before: ClosedHands) -> tuple[ClosedHand, ...]:
        """The hands here that `before` does not hold as they are (new ones, or a hand closed
        again after an undo), oldest first: a walk down both lists, as far as they differ."""
        added: list[ClosedHand] = []
        mine: ClosedHands | None = self
        theirs: ClosedHands | None = before
        while mine is not None and mine._count:
            while theirs is not None and theirs._count > mine._count:
                theirs = theirs._older
            if mine is theirs:
                break
            if mine._last is None:  # a snapshot's older hands, not shared: all of them
                added.extend(reversed(mine._listed()))
                break
            added.append(mine._last)
            mine = mine._older
        return tuple(reversed(added))

    def _listed(self) -> tuple[ClosedHand, ...]:
        if self._all is not None:
            return self._all
        newer: list[ClosedHand] = []
        node: ClosedHands | None = self
        older: tuple[ClosedHand, ...] = ()
        while node is not None:
            if node._all is not None:
                older = node._all
                break
            if node._text is not None:
                older = _decode(node._text, node._count)
                node._all = older
                break
            if node._last is not None:
                newer.append(node._last)
            node = node._older
        listed = older + tuple(reversed(newer))
        self._all = listed
        return listed

    def _lines(self) -> list[str]:
        """The older hands' text and each hand's line after them, oldest first."""
        parts: list[str] = []
        node: ClosedHands | None = self
        while node is not None and node._count:
            if node._text is not None:
                parts.append(node._text)
                break
            if node._last is None:  # decoded from a snapshot and re-listed: encode them all
                parts.extend(_encode(hand) for hand in reversed(node._listed()))
                break
            if node._line is None:
                node._line = _encode(node._last)
            parts.append(node._line)
            node = node._older
        parts.reverse()
        return parts

    def __getstate__(self) -> tuple[str, int, ClosedHand | None]:
        if self._last is None:
            return "".join(self._lines()), self._count, None
        older = self._older
        text = "".join(older._lines()) if older is not None else ""
        return text, self._count - 1, self._last

    def __setstate__(self, state: tuple[str, int, ClosedHand | None]) -> None:
        text, count, last = state
        if not isinstance(text, str) or not isinstance(count, int) or count < 0:
            raise EventCodecError("the closed hands of a snapshot do not read")
        self._last = None
        self._line = None
        self._all = None
        older = ClosedHands()
        older._count = count
        older._text = text if count else None
        if last is None:
            self._older, self._count, self._text = None, count, older._text
            return
        if not isinstance(last, ClosedHand):
            raise EventCodecError("the closed hands of a snapshot do not read")
        self._older, self._last, self._count, self._text = older, last, count + 1, None


NO_HANDS = ClosedHands()


def _encode(hand: ClosedHand) -> str:
    lines = [f"{_HAND_MARK}{hand.number}\n"]
    for event in hand.events:
        lines.append(json.dumps(event_to_dict(event), separators=(",", ":")) + "\n")
    return "".join(lines)


def _decode(text: str, count: int) -> tuple[ClosedHand, ...]:
    """The hands of `text`, each event checked by the events' codec (the snapshot is a file a
    program reads: it is decoded as untrusted as a journal row is)."""
    fast = json_event_decoder()
    hands: list[ClosedHand] = []
    number: int | None = None
    events: list[Event] = []
    for line in text.splitlines():
        if line.startswith(_HAND_MARK):
            if number is not None:
                hands.append(ClosedHand(number, tuple(events)))
            number = _number(line[1:])
            events = []
            continue
        if number is None:
            raise EventCodecError("the closed hands of a snapshot do not read")
        event = fast(line) if fast is not None else None
        events.append(event if event is not None else event_from_dict(_object(line)))
    if number is not None:
        hands.append(ClosedHand(number, tuple(events)))
    if len(hands) != count:
        raise EventCodecError(f"a snapshot names {count} closed hands and holds {len(hands)}")
    return tuple(hands)


def _number(text: str) -> int:
    if not text.isdigit():
        raise EventCodecError(f"a closed hand's number does not read: {text[:20]!r}")
    return int(text)


def _object(line: str) -> Any:
    try:
        return json.loads(line)
    except ValueError as error:
        raise EventCodecError(f"a closed hand's event does not read: {error}") from error
