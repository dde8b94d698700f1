"""Hand histories as JSON-ready dicts: export a played hand, replay one from a file's data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.betting import Action, IllegalAction
from dealer_assist.core.events import Event
from dealer_assist.core.file_input import TooLong, number_key, shown
from dealer_assist.core.hand import (
    apply,
    award,
    award_by_cards,
    deal_street,
    decide,
    hand_result,
    pots,
    start_hand,
)
from dealer_assist.core.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    CardsShown,
    HandDealt,
    PostKind,
    PotAwarded,
    StreetDealt,
)
from dealer_assist.core.hand_state import HandState, Phase, Stakes
from dealer_assist.core.house_rules import HouseRules
from dealer_assist.core.positions import HandPositions

FORMAT = "dealer-assist-hand"
SCHEMA_VERSION = 1
_KINDS = {kind.value: kind for kind in ActionKind}


class HistoryError(ValueError):
    """A hand history that cannot be read; the message names the field."""


@dataclass(frozen=True, slots=True)
class Replayed:
    """A history replayed: the events and final state, or the first illegal action."""

    events: tuple[Event, ...]
    state: HandState
    refused: IllegalAction | None = None
    refused_at: int | None = None  # index in "actions" of the refused action
    refused_action: Mapping[str, Any] | None = None


def deal_order(seats: Sequence[int], button: int) -> tuple[int, ...]:
    """Seats clockwise from the first one left of the button; the button seat last."""
    return tuple(sorted(seats, key=lambda seat: (seat <= button, seat)))


def positions_from(data: Mapping[str, Any], seats: Sequence[int]) -> HandPositions:
    """The positions a history names, or the usual ones from the button."""
    button = _int(data, "button")
    order = deal_order(seats, button)
    if len(order) < 2:
        raise HistoryError("seats: a hand needs at least two seats")
    given = data.get("positions") or {}
    if not isinstance(given, Mapping):
        raise HistoryError("positions must be an object")
    heads_up = len(order) == 2
    if heads_up:
        small, big = (button if button in order else order[1]), order[0]
    else:
        small, big = order[0], order[1]
    absent = given.get("absent", [])
    if not isinstance(absent, list):
        raise HistoryError("positions.absent must be a list of seats")
    for index, seat in enumerate(absent):
        _seat_in(seat, order, f"positions.absent[{index}]")
    small_blind = given.get("small_blind", small)
    if small_blind is not None:
        _seat_in(small_blind, order, "positions.small_blind")
    big_blind = _seat_in(given.get("big_blind", big), order, "positions.big_blind")
    straddle = given.get("straddle")
    if straddle is not None:
        _seat_in(straddle, order, "positions.straddle")
    dead = given.get("button_is_dead", button not in order)
    if not isinstance(dead, bool):
        raise HistoryError(f"positions.button_is_dead must be true or false, got {shown(dead)}")
    return HandPositions(
        button=button,
        button_is_dead=dead,
        small_blind=small_blind,
        big_blind=big_blind,
        dealt_in=order,
        absent=tuple(absent),
        straddle=straddle,
        heads_up=heads_up,
    )


def replay_history(data: Mapping[str, Any], rules: HouseRules) -> Replayed:
    """Play a history's actions under `rules`; stop at the first illegal one.

    Blinds and antes are posted from the positions unless the file lists "posts" (they must
    then be the posts the positions call for). Pots are awarded from "winners" (pot index to
    seats) or read from "cards" (seat to hole cards) with the "board". A field of the wrong
    type or value raises HistoryError naming it (`actions[3].to`, `seats[1].stack`).
    """
    if data.get("format", FORMAT) != FORMAT:
        raise HistoryError(f"format must be {FORMAT!r}")
    if data.get("schema_version", SCHEMA_VERSION) != SCHEMA_VERSION:
        raise HistoryError(f"schema_version must be {SCHEMA_VERSION}")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data:
        raise HistoryError("seats must be a non-empty list of {seat, stack}")
    stacks: dict[int, int] = {}
    for index, entry in enumerate(seats_data):
        where = f"seats[{index}]"
        if not isinstance(entry, Mapping):
            raise HistoryError(f"{where} must be an object {{seat, stack}}")
        seat = _int(entry, "seat", where, minimum=1)
        if seat in stacks:
            raise HistoryError(f"{where}.seat {seat} is listed twice")
        stacks[seat] = _int(entry, "stack", where, minimum=1)
    level = data.get("level")
    if not isinstance(level, Mapping):
        raise HistoryError("level must be an object {small_blind, big_blind, ante}")
    big_blind_ante = level.get("big_blind_ante", False)
    if not isinstance(big_blind_ante, bool):
        raise HistoryError(
            f"level.big_blind_ante must be true or false, got {shown(big_blind_ante)}"
        )
    stakes = Stakes(
        _int(level, "small_blind", "level", minimum=0),
        _int(level, "big_blind", "level", minimum=1),
        _int(level, "ante", "level", minimum=0, default=0),
        big_blind_ante,
    )
    positions = positions_from(data, list(stacks))
    at_ms = _int(data, "at_ms", minimum=0, default=0)
    smallest = _int(data, "smallest_chip", minimum=1, default=1)
    hand_id = data.get("hand_id", "replay")
    if not isinstance(hand_id, str | int) or isinstance(hand_id, bool):
        raise HistoryError(f"hand_id must be text, got {shown(hand_id)}")
    board = _board(data)
    _check_results(data, stacks)
    opening = start_hand(
        hand_id=str(hand_id),
        positions=positions,
        stacks=stacks,
        stakes=stakes,
        rules=rules,
        at_ms=at_ms,
        carried_in=_int(data, "carried_in", minimum=0, default=0),
    )
    listed = data.get("posts")
    if listed is not None:
        if not isinstance(listed, list):
            raise HistoryError("posts must be a list of {seat, kind, amount}")
        wanted = [(p.seat, p.kind.value, p.amount) for p in opening if isinstance(p, BlindPosted)]
        given = []
        for index, post in enumerate(listed):
            where = f"posts[{index}]"
            if not isinstance(post, Mapping):
                raise HistoryError(f"{where} must be an object {{seat, kind, amount}}")
            given.append(
                (_int(post, "seat", where), str(post.get("kind")), _int(post, "amount", where))
            )
        if sorted(given) != sorted(wanted):
            raise HistoryError(
                f"posts {given} differ from the posts the positions call for {wanted}"
            )
    events: list[Event] = list(opening)
    state = _fold(events, rules)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise HistoryError("actions must be a list")
    # Where the house has no straddle, start_hand made it an opening raise; a file may list it.
    made = [(e.seat, e.to) for e in opening if isinstance(e, ActionTaken)]
    for index, entry in enumerate(actions):
        where = f"actions[{index}]"
        if not isinstance(entry, Mapping):
            raise HistoryError(f"{where} must be an object {{seat, kind, to}}")
        if index == 0 and made and (entry.get("seat"), entry.get("to")) == made[0]:
            continue
        seat = _seat_in(entry.get("seat"), tuple(stacks), f"{where}.seat")
        kind_name = entry.get("kind")
        if kind_name not in _KINDS:
            raise HistoryError(f"{where}.kind {shown(kind_name)} is not one of {sorted(_KINDS)}")
        to = entry.get("to")
        if to is not None:
            to = _int(entry, "to", where, minimum=0)
        action = Action(seat, _KINDS[kind_name], to)
        try:
            event = decide(state, action, at_ms)
        except IllegalAction as refused:
            return Replayed(tuple(events), state, refused, index, dict(entry))
        events.append(event)
        state = apply(state, event)
        state, events = _deal_board(state, events, board, at_ms)
    state, events = _deal_board(state, events, board, at_ms)
    if state.phase is Phase.SHOWDOWN:
        try:
            awards = _awards(state, data, at_ms, smallest)
        except IllegalAction as refused:
            return Replayed(tuple(events), state, refused, None, None)
        for award in awards:
            events.append(award)
            state = apply(state, award)
    return Replayed(tuple(events), state)


_RANKS = frozenset("23456789TJQKA")
_SUITS = frozenset("shdc")


def _is_card(text: object) -> bool:
    return isinstance(text, str) and len(text) == 2 and text[0] in _RANKS and text[1] in _SUITS


def _board(data: Mapping[str, Any]) -> list[str]:
    board = data.get("board", [])
    if not isinstance(board, list) or len(board) > 5:
        raise HistoryError('board must be a list of up to five cards, e.g. ["Ah", "Td", "7c"]')
    for index, card in enumerate(board):
        if not _is_card(card):
            raise HistoryError(f'board[{index}] {shown(card)} is not a card like "Ah" or "Td"')
    if len(set(board)) != len(board):
        raise HistoryError("board lists a card twice")
    return list(board)


def _check_results(data: Mapping[str, Any], stacks: Mapping[int, int]) -> None:
    """Types of "winners" and "cards", checked before play so a bad one never passes unseen."""
    winners = data.get("winners")
    if winners is not None:
        if not isinstance(winners, Mapping):
            raise HistoryError('winners must be an object {"pot index": [seats]}')
        for key, seats in winners.items():
            if number_key(key) is None:
                raise HistoryError(
                    f"winners key {shown(key)} is not a pot index (0 is the main pot)"
                )
            if not isinstance(seats, list) or not seats:
                raise HistoryError(f'winners["{key}"] must be a non-empty list of seats')
            for index, seat in enumerate(seats):
                _seat_in(seat, tuple(stacks), f'winners["{key}"][{index}]')
    cards = data.get("cards")
    if cards is not None:
        if not isinstance(cards, Mapping):
            raise HistoryError('cards must be an object {"seat": "AhKd"}')
        for key, hole in cards.items():
            if number_key(key) not in stacks:
                raise HistoryError(f"cards key {shown(key)} is not a seat in this hand")
            if (
                not isinstance(hole, str)
                or len(hole) != 4
                or not all(_is_card(hole[i : i + 2]) for i in (0, 2))
            ):
                raise HistoryError(f'cards["{key}"] {shown(hole)} is not two cards like "AhKd"')


def _deal_board(
    state: HandState, events: list[Event], board: list[str], at_ms: int
) -> tuple[HandState, list[Event]]:
    """Turn up the file's board cards for the street reached (all five for a showdown)."""
    showing = state.street.board_cards
    if state.phase is Phase.SHOWDOWN and len(state.live_seats) > 1:
        showing = 5
    showing = min(showing, len(board))
    while len(state.board) < showing:
        needed = 3 if not state.board else 1
        event = deal_street(state, board[len(state.board) : len(state.board) + needed], at_ms)
        events.append(event)
        state = apply(state, event)
    return state, events


def _awards(
    state: HandState, data: Mapping[str, Any], at_ms: int, smallest: int
) -> tuple[Event, ...]:
    cards = data.get("cards")
    if isinstance(cards, Mapping) and cards:
        hole = {int(seat): str(c) for seat, c in cards.items() if int(seat) in state.live_seats}
        return award_by_cards(state, hole, at_ms=at_ms, smallest_chip=smallest)
    winners = data.get("winners") or {}
    if not isinstance(winners, Mapping):
        raise HistoryError('winners must be an object {"pot index": [seats]}')
    chosen = {int(index): tuple(int(s) for s in seats) for index, seats in winners.items()}
    return award(state, chosen, at_ms=at_ms, smallest_chip=smallest)


def _fold(events: Sequence[Event], rules: HouseRules) -> HandState:
    state: HandState | None = None
    for event in events:
        state = apply(state, event, rules)
    assert state is not None
    return state


def export_history(events: Sequence[Event], state: HandState) -> dict[str, Any]:
    """The hand as a JSON-ready history: seats and stacks, button, level, book, posts, each
    action, board, pots with eligible seats, winners, payouts, returned chips, final stacks."""
    dealt = next(e for e in events if isinstance(e, HandDealt))
    posts = [
        {"seat": e.seat, "kind": e.kind.value, "amount": e.amount}
        for e in events
        if isinstance(e, BlindPosted)
    ]
    actions = []
    for e in events:
        if isinstance(e, ActionTaken):
            entry: dict[str, Any] = {"seat": e.seat, "kind": e.kind.value}
            if e.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL):
                entry["to"] = e.to
            if e.all_in:
                entry["all_in"] = True
            actions.append(entry)
    board = [card for e in events if isinstance(e, StreetDealt) for card in e.cards]
    shown = {str(e.seat): "".join(e.cards) for e in events if isinstance(e, CardsShown)}
    awards = [e for e in events if isinstance(e, PotAwarded)]
    data: dict[str, Any] = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "hand_id": dealt.hand_id,
        "book": dealt.book,
        "button": dealt.button,
        "positions": {
            "small_blind": dealt.small_blind_seat,
            "big_blind": dealt.big_blind_seat,
            "straddle": dealt.straddle_seat,
            "button_is_dead": dealt.button_is_dead,
            "absent": list(dealt.absent),
        },
        "level": {
            "small_blind": dealt.small_blind,
            "big_blind": dealt.big_blind,
            "ante": dealt.ante,
            "big_blind_ante": dealt.big_blind_ante,
        },
        "seats": [
            {"seat": seat, "stack": stack}
            for seat, stack in zip(dealt.dealt_in, dealt.stacks, strict=True)
        ],
        "carried_in": dealt.carried_in,
        "posts": posts,
        "actions": actions,
        "board": board,
    }
    if shown:
        data["cards"] = shown
    data["pots"] = [
        {"pot": p.index, "name": p.name, "amount": p.amount, "eligible": list(p.eligible)}
        for p in pots(state)
    ]
    data["returned"] = [{"seat": seat, "chips": chips} for seat, chips in state.returned]
    if awards:
        data["winners"] = {str(a.pot): list(a.winners) for a in awards}
        data["payouts"] = [
            {"pot": a.pot, "seat": seat, "chips": chips}
            for a in awards
            for seat, chips in a.payouts
        ]
        data["left_in_pot"] = sum(a.left_in_pot for a in awards)
    if state.phase in (Phase.COMPLETE, Phase.VOIDED):
        result = hand_result(state)
        data["final_stacks"] = {str(seat): chips for seat, chips in result.final_stacks.items()}
        data["busted"] = list(result.busted)
    if state.void_reason is not None:
        data["voided"] = state.void_reason
    return data


def _int(
    data: Mapping[str, Any],
    key: str,
    where: str = "",
    *,
    minimum: int | None = None,
    default: int | None = None,
) -> int:
    """`data[key]` as a whole number; HistoryError names the field (`where.key`) otherwise."""
    name = f"{where}.{key}" if where else key
    if key not in data or data[key] is None:
        if default is not None:
            return default
        raise HistoryError(f"{name} is missing")
    value = data[key]
    if isinstance(value, TooLong):
        raise HistoryError(f"{name}: {value.problem}")
    if not isinstance(value, int) or isinstance(value, bool):
        raise HistoryError(f"{name} must be a whole number, got {shown(value)}")
    if minimum is not None and value < minimum:
        raise HistoryError(f"{name} must be at least {minimum}, got {value}")
    return value


def _seat_in(value: object, seats: Sequence[int], name: str) -> int:
    """A seat number that is one of `seats`; HistoryError naming the field otherwise."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise HistoryError(f"{name} must be a seat number, got {shown(value)}")
    if value not in seats:
        raise HistoryError(
            f"{name}: seat {value} is not dealt in (seats {', '.join(map(str, seats))})"
        )
    return value


__all__ = [
    "FORMAT",
    "HistoryError",
    "PostKind",
    "Replayed",
    "deal_order",
    "export_history",
    "positions_from",
    "replay_history",
]
