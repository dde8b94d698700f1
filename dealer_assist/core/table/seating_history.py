"""Replay a table history (seats, starting button, then per-hand changes) into hand positions.

The history is plain data (decoded JSON, see docs/table-replay.md). Each entry of `hands`
lists what changed before that hand was dealt (bust-outs of the hand before, departures,
arrivals, who is absent); the replay turns it into `table.*` events, folds them and plans
every hand. Errors name the hand number and the field that is wrong.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.events import Event
from dealer_assist.core.file_input import TooLong, load_json, number_key, shown
from dealer_assist.core.rules.house_rules import HouseRules
from dealer_assist.core.table.button import (
    HandPlan,
    button_from_cards,
    preflop_order,
    start_hand,
)
from dealer_assist.core.table.table import (
    ButtonMethod,
    ButtonPlaced,
    LeaveReason,
    PlayerBusted,
    PlayerLeft,
    PlayerMarkedAbsent,
    PlayerMarkedPresent,
    PlayerSeated,
    Table,
    TableError,
    TableOpened,
    apply,
)

# 2: the table size is `table_size` (was `seats`), and a hand's `absent` lists who is absent
# for that hand only (version 1 carried the last list over to hands that leave it out).
SCHEMA_VERSION = 2
SCHEMA_VERSIONS = (1, 2)
HAND_KEYS = frozenset({"busted", "left", "arrived", "absent", "button", "draw", "straddle"})
TOP_KEYS = frozenset({"schema_version", "book", "table_size", "players", "button", "draw", "hands"})
TOP_KEYS_V1 = TOP_KEYS - {"table_size"} | {"seats"}


class HistoryError(ValueError):
    """A history that cannot be replayed: `hand` (1-based, None for the header) and `field`."""

    def __init__(self, hand: int | None, field: str, message: str) -> None:
        where = f"hand {hand}: {field}" if hand is not None else field
        super().__init__(f"{where}: {message}")
        self.hand = hand
        self.field = field


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """One hand of the replay: its plan, and the names seated when it was dealt."""

    number: int
    plan: HandPlan
    names: Mapping[int, str]
    first_to_act: int


@dataclass(frozen=True, slots=True)
class TableReplay:
    book: str
    hands: tuple[ReplayedHand, ...]
    events: tuple[Event, ...]
    table: Table


def parse_history(raw: bytes | str) -> Any:
    """Decode a history file's contents; anything that is not UTF-8 JSON is a HistoryError."""
    try:
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
    except UnicodeDecodeError as exc:
        raise HistoryError(None, "(file)", f"not UTF-8 text (byte {exc.start})") from None
    try:
        return load_json(text)
    except json.JSONDecodeError as exc:
        raise HistoryError(
            None, "(file)", f"not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise HistoryError(None, "(file)", "not a table history: nested too deeply") from None


def replay_history(
    data: Any, rules_for_book: Callable[[str], HouseRules], default_book: str = "ubetcha"
) -> TableReplay:
    """Replay a decoded history. `rules_for_book` maps a book name to its house rules."""
    if not isinstance(data, Mapping):
        raise HistoryError(None, "(file)", "a table history is a JSON object")
    version = data.get("schema_version", SCHEMA_VERSION)
    if type(version) is not int or version not in SCHEMA_VERSIONS:
        raise HistoryError(
            None, "schema_version", f"{shown(version)} is not supported (use 1 or 2)"
        )
    known = TOP_KEYS if version >= 2 else TOP_KEYS_V1
    unknown = set(data) - known
    if unknown:
        field = ", ".join(sorted(unknown))
        if version >= 2 and "seats" in unknown:
            raise HistoryError(
                None,
                field,
                'unknown field; the table size is "table_size" since schema_version 2 (a '
                'version 1 file says "schema_version": 1)',
            )
        raise HistoryError(None, field, f"unknown field; use {_keys(known)}")
    book = data.get("book", default_book)
    try:
        rules = rules_for_book(book)
    except (KeyError, TypeError) as exc:
        raise HistoryError(None, "book", str(exc).strip("'\"")) from None
    builder = _Builder(rules, carry_absent=version < 2)
    builder.open(data, "table_size" if version >= 2 else "seats")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        raise HistoryError(None, "hands", "give a list with one entry per hand")
    if "schema_version" not in data:
        _refuse_carried_absences(hands)
    replayed = [builder.hand(number, entry) for number, entry in enumerate(hands, start=1)]
    assert builder.table is not None  # open() applied TableOpened
    return TableReplay(book, tuple(replayed), tuple(builder.events), builder.table)


def _keys(keys: frozenset[str]) -> str:
    return ", ".join(sorted(keys))


def _refuse_carried_absences(hands: list[Any]) -> None:
    """A file without schema_version is version 2; but where it lists absent players and a
    later hand leaves `absent` out, version 1 kept them absent and version 2 seats them again.
    Such a file must say which it means rather than be read one way in silence."""
    listed: tuple[int, Any] | None = None  # (hand number, its absent list)
    for number, entry in enumerate(hands, start=1):
        if not isinstance(entry, Mapping):
            return  # the replay names that error
        if "absent" in entry:
            listed = (number, entry["absent"])
        elif listed is not None and listed[1]:
            raise HistoryError(
                number,
                "absent",
                f"left out after hand {listed[0]} listed {shown(listed[1])} absent: version 2 "
                'means everyone is present, version 1 kept them absent; add "schema_version": '
                "2 (or 1) to the file, or list this hand's absent players",
            )


class _Builder:
    """Turns the history into events, applying each at once so errors point at their field."""

    def __init__(self, rules: HouseRules, *, carry_absent: bool = False) -> None:
        self.rules = rules
        self.carry_absent = carry_absent  # version 1: a hand without `absent` keeps the last
        self.events: list[Event] = []
        self.table: Table | None = None
        self.hand_number: int | None = None

    def _add(self, event: Event, field: str) -> None:
        try:
            self.table = apply(self.table, event)
        except TableError as exc:
            raise HistoryError(self.hand_number, field, str(exc)) from None
        self.events.append(event)

    def _id(self) -> str:
        return f"replay-{len(self.events) + 1}"

    def open(self, data: Mapping[str, Any], size_field: str = "table_size") -> None:
        seats = data.get(size_field, self.rules.max_seats)
        self._add(
            TableOpened(event_id=self._id(), at_ms=0, seat_count=_int(seats, None, size_field)),
            size_field,
        )
        players = data.get("players")
        if not isinstance(players, list) or len(players) < 2:
            raise HistoryError(None, "players", "give a list of at least two {seat, name, stack}")
        for i, entry in enumerate(players):
            self._seat(entry, f"players[{i}]")
        self._button(data, required=True)

    def _seat(self, entry: Any, field: str) -> None:
        if not isinstance(entry, Mapping):
            raise HistoryError(self.hand_number, field, "expected {seat, name, stack}")
        unknown = set(entry) - {"seat", "name", "stack"}
        if unknown:
            raise HistoryError(self.hand_number, f"{field}.{sorted(unknown)[0]}", "unknown field")
        seat = _int(entry.get("seat"), self.hand_number, f"{field}.seat")
        name = entry.get("name")
        if not isinstance(name, str):
            raise HistoryError(self.hand_number, f"{field}.name", "expected the player's name")
        stack = _int(entry.get("stack"), self.hand_number, f"{field}.stack")
        if stack < 0:
            raise HistoryError(self.hand_number, f"{field}.stack", f"{stack} chips is not a stack")
        self._add(
            PlayerSeated(event_id=self._id(), at_ms=0, seat=seat, name=name, stack=stack), field
        )

    def _button(self, data: Mapping[str, Any], *, required: bool) -> None:
        assert self.table is not None
        if "button" in data and "draw" in data:
            raise HistoryError(self.hand_number, "button", "give either button or draw, not both")
        if "button" in data:
            seat = _int(data["button"], self.hand_number, "button")
            event: Event = ButtonPlaced(
                event_id=self._id(), at_ms=0, seat=seat, method=ButtonMethod.PLACED
            )
            self._add(event, "button")
        elif "draw" in data:
            draw = data["draw"]
            if not isinstance(draw, Mapping):
                raise HistoryError(self.hand_number, "draw", 'expected {"seat": "card"}')
            cards: dict[int, str] = {}
            for key, card in draw.items():
                drawn = number_key(key.strip() if isinstance(key, str) else key)
                if drawn is None:
                    raise HistoryError(
                        self.hand_number,
                        "draw",
                        f"{shown(key)} is not a seat number (keys are seats)",
                    )
                if not isinstance(card, str):
                    raise HistoryError(
                        self.hand_number,
                        f"draw.{key}",
                        f"expected a card like 'As', got {shown(card)}",
                    )
                cards[drawn] = card
            try:
                event = button_from_cards(
                    self.table, self.rules, cards, at_ms=0, event_id=self._id()
                )
            except TableError as exc:
                raise HistoryError(self.hand_number, "draw", str(exc)) from None
            self._add(event, "draw")
        elif required:
            raise HistoryError(None, "button", "give the starting button seat, or a draw")

    def hand(self, number: int, entry: Any) -> ReplayedHand:
        self.hand_number = number
        if not isinstance(entry, Mapping):
            raise HistoryError(number, "(entry)", "expected an object of changes ({} for none)")
        unknown = set(entry) - HAND_KEYS
        if unknown:
            raise HistoryError(number, sorted(unknown)[0], f"unknown field; use {_keys(HAND_KEYS)}")
        gone = ""
        for i, seat in enumerate(_list(entry, "busted", number)):
            gone = f"busted[{i}]"
            self._add(
                PlayerBusted(event_id=self._id(), at_ms=0, seat=_int(seat, number, gone)), gone
            )
        for i, item in enumerate(_list(entry, "left", number)):
            gone = f"left[{i}]"
            self._leave(item, gone)
        for i, item in enumerate(_list(entry, "arrived", number)):
            self._seat(item, f"arrived[{i}]")
        if "absent" in entry or not self.carry_absent:
            self._absent(_list(entry, "absent", number))
        self._button(entry, required=False)
        straddle = entry.get("straddle", False)
        if not isinstance(straddle, bool):
            raise HistoryError(number, "straddle", "expected true or false")
        table = self.table
        assert table is not None
        if len(table.occupied()) < 2:
            seated = [f"seat {s} ({table.require_player(s).name})" for s in table.occupied()]
            who = f"only {seated[0]} is" if seated else "nobody is"
            raise HistoryError(
                number,
                gone or "(hand)",
                f"a hand needs two players and {who} seated; seat a player in arrived",
            )
        try:
            event, plan = start_hand(
                table, self.rules, at_ms=0, straddle=straddle, event_id=self._id()
            )
        except TableError as exc:
            raise HistoryError(number, "straddle" if straddle else "(hand)", str(exc)) from None
        names = {s: p.name for s, p in enumerate(table.seats, start=1) if p is not None}
        self._add(event, "(hand)")
        return ReplayedHand(number, plan, names, preflop_order(plan.positions)[0])

    def _leave(self, item: Any, field: str) -> None:
        if isinstance(item, int) and not isinstance(item, bool):
            seat, reason = item, LeaveReason.OTHER
        elif isinstance(item, Mapping):
            seat = _int(item.get("seat"), self.hand_number, f"{field}.seat")
            raw = item.get("reason", "other")
            try:
                reason = LeaveReason(raw)
            except ValueError:
                allowed = ", ".join(r.value for r in LeaveReason)
                raise HistoryError(
                    self.hand_number, f"{field}.reason", f"{shown(raw)} is not one of {allowed}"
                ) from None
        else:
            raise HistoryError(self.hand_number, field, "expected a seat or {seat, reason}")
        self._add(PlayerLeft(event_id=self._id(), at_ms=0, seat=seat, reason=reason), field)

    def _absent(self, seats: list[Any]) -> None:
        table = self.table
        assert table is not None
        wanted: set[int] = set()
        for i, seat in enumerate(seats):
            number = _int(seat, self.hand_number, f"absent[{i}]")
            try:
                table.require_player(number)
            except TableError as exc:
                raise HistoryError(self.hand_number, f"absent[{i}]", str(exc)) from None
            wanted.add(number)
        for seat in table.occupied():
            player = table.require_player(seat)
            if player.absent != (seat in wanted):
                kind = PlayerMarkedAbsent if seat in wanted else PlayerMarkedPresent
                self._add(kind(event_id=self._id(), at_ms=0, seat=seat), "absent")


def _int(value: Any, hand: int | None, field: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, TooLong):
        raise HistoryError(hand, field, value.problem)
    raise HistoryError(hand, field, f"expected a whole number, got {shown(value)}")


def _list(entry: Mapping[str, Any], key: str, hand: int) -> list[Any]:
    value = entry.get(key, [])
    if not isinstance(value, list):
        raise HistoryError(hand, key, "expected a list")
    return value


def plan_rows(replay: TableReplay) -> list[dict[str, Any]]:
    """The replay as plain rows (the `--json` output)."""
    rows = []
    for hand in replay.hands:
        p = hand.plan.positions
        rows.append(
            {
                "hand": hand.number,
                "button": p.button,
                "button_is_dead": p.button_is_dead,
                "small_blind": p.small_blind,
                "big_blind": p.big_blind,
                "straddle": p.straddle,
                "heads_up": p.heads_up,
                "dealt_in": list(p.dealt_in),
                "waiting": list(p.waiting),
                "absent": list(p.absent),
                "first_to_act": hand.first_to_act,
                "names": {str(s): n for s, n in sorted(hand.names.items())},
                "rulings": [
                    {"text": r.text, "rule": r.citation.rule_id, "label": r.citation.label}
                    for r in hand.plan.rulings
                ],
            }
        )
    return rows
