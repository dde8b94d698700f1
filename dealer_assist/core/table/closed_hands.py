"""The hands closed at a table, oldest first: a list that grows by one without copying, and
that a snapshot keeps as one string, read back only when someone asks for the hands.

A station folds every hand of the night into its state (`core.table.station_fold`). Kept as a
tuple, each closed hand copied the whole list, and a snapshot of a long night held every event
of every hand as objects to unpickle on each open (999 hands: ~17,000 objects, 84-97 ms). Here
a closed hand is a node on the list before it (shared, never copied), and a snapshot keeps the
older hands as their events' JSON, compressed, one short bytes string per hand (each hand
encoded once): opening unpickles those and the last hand, and the older hands are decoded,
through the events' own checked codec, the first time they are listed (the Hands dialog, a
night's export).
"""

from __future__ import annotations

import json
import zlib
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
    __getstate__: (older hands packed, one bytes string each, the newest hand).
    """

    __slots__ = ("_older", "_last", "_count", "_packs", "_pack", "_all")
    __snapshot_state__ = True  # store.snapshots may restore it (its state is checked text)

    def __init__(self) -> None:
        self._older: ClosedHands | None = None
        self._last: ClosedHand | None = None
        self._count = 0
        self._packs: tuple[bytes, ...] | None = None  # a snapshot's older hands, packed
        self._pack: bytes | None = None  # `_last` packed, once
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
            if node._packs is not None:
                older = tuple([_unpack(pack) for pack in node._packs])
                node._all = older
                break
            if node._last is not None:
                newer.append(node._last)
            node = node._older
        listed = older + tuple(reversed(newer))
        self._all = listed
        return listed

    def _packed(self) -> tuple[bytes, ...]:
        """Every hand packed, oldest first (each hand packed once, then kept)."""
        parts: list[bytes] = []
        node: ClosedHands | None = self
        while node is not None and node._count:
            if node._packs is not None:
                parts.extend(reversed(node._packs))
                break
            if node._last is None:  # no newest hand: an empty node
                break
            if node._pack is None:
                node._pack = _pack(node._last)
            parts.append(node._pack)
            node = node._older
        parts.reverse()
        return tuple(parts)

    def __getstate__(self) -> tuple[tuple[bytes, ...], ClosedHand | None]:
        if self._last is None:
            return self._packed(), None
        older = self._older
        return (older._packed() if older is not None else ()), self._last

    def __setstate__(self, state: tuple[tuple[bytes, ...], ClosedHand | None]) -> None:
        packs, last = state
        if not isinstance(packs, tuple) or not all(type(pack) is bytes for pack in packs):
            raise EventCodecError("the closed hands of a snapshot do not read")
        if last is not None and not isinstance(last, ClosedHand):
            raise EventCodecError("the closed hands of a snapshot do not read")
        self._last = None
        self._pack = None
        self._all = None
        older = ClosedHands()
        older._count = len(packs)
        older._packs = packs if packs else None
        if last is None:
            self._older, self._count, self._packs = None, older._count, older._packs
            return
        self._older, self._last, self._count, self._packs = older, last, older._count + 1, None


NO_HANDS = ClosedHands()


def _pack(hand: ClosedHand) -> bytes:
    """A hand as "#<number>" then one line of JSON per event, compressed."""
    lines = [f"{_HAND_MARK}{hand.number}"]
    lines += [json.dumps(event_to_dict(event), separators=(",", ":")) for event in hand.events]
    return zlib.compress("\n".join(lines).encode(), 6)


def _unpack(pack: bytes) -> ClosedHand:
    """A packed hand, each event checked by the events' codec (a snapshot is a file a program
    reads: it is decoded as untrusted as a journal row is)."""
    try:
        text = zlib.decompress(pack).decode()
    except (zlib.error, UnicodeDecodeError) as error:
        raise EventCodecError(f"a closed hand of a snapshot does not read: {error}") from error
    mark, *lines = text.split("\n")
    if not mark.startswith(_HAND_MARK):
        raise EventCodecError("a closed hand of a snapshot does not read")
    fast = json_event_decoder()
    events: list[Event] = []
    for line in lines:
        event = fast(line) if fast is not None else None
        events.append(event if event is not None else event_from_dict(_object(line)))
    return ClosedHand(_number(mark[1:]), tuple(events))


def _number(text: str) -> int:
    if not text.isdigit():
        raise EventCodecError(f"a closed hand's number does not read: {text[:20]!r}")
    return int(text)


def _object(line: str) -> Any:
    try:
        return json.loads(line)
    except ValueError as error:
        raise EventCodecError(f"a closed hand's event does not read: {error}") from error
