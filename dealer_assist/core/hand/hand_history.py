"""Hand histories as JSON-ready dicts: export a played hand, replay one from a file's data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.events import Event
from dealer_assist.core.file_input import TooLong, number_key, shown
from dealer_assist.core.hand.betting import Action, IllegalAction, legal_actions
from dealer_assist.core.hand.hand import (
    apply,
    award,
    award_by_cards,
    deal_street,
    decide,
    hand_result,
    pots,
    start_hand,
)
from dealer_assist.core.hand.hand_events import (
    ActionKind,
    ActionTaken,
    BlindPosted,
    CardsShown,
    HandDealt,
    PostKind,
    PotAwarded,
    Street,
    StreetDealt,
)
from dealer_assist.core.hand.hand_state import HandState, Phase, Stakes
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import Decision, HouseRules

FORMAT = "dealer-assist-hand"
# 2: unknown fields refused; `to` of calls and all-ins, the call/check and bet/raise words and
# an action's `street` checked. 1 is still read with its old meaning (see replay_history).
SCHEMA_VERSION = 2
SCHEMA_VERSIONS = (1, 2)
_KINDS = {kind.value: kind for kind in ActionKind}
_STREETS = {street.value: street for street in Street}

# The fields version 2 knows, by place in the file. The results (pots, payouts...) are what the
# export writes and `--json` prints; a replay recomputes them, so they are read and ignored.
TOP_FIELDS = frozenset(
    {
        # the hand
        "format",
        "schema_version",
        "hand_id",
        "hand_number",
        "table",
        "book",
        "button",
        "positions",
        "level",
        "seats",
        "carried_in",
        "smallest_chip",
        "at_ms",
        "posts",
        "actions",
        "board",
        "winners",
        "cards",
        # recorded at the table, not replayed: the rulings given during the hand
        "rulings",
        # the results
        "pots",
        "returned",
        "payouts",
        "left_in_pot",
        "final_stacks",
        "busted",
        "voided",
        "refused",
        "waiting",
        "to_act",
    }
)
LEVEL_FIELDS = frozenset({"small_blind", "big_blind", "ante", "big_blind_ante"})
POSITION_FIELDS = frozenset({"small_blind", "big_blind", "straddle", "absent", "button_is_dead"})
SEAT_FIELDS = frozenset({"seat", "stack"})
ACTION_FIELDS = frozenset({"seat", "kind", "to", "all_in", "street"})
POST_FIELDS = frozenset({"seat", "kind", "amount"})
RULING_FIELDS = frozenset({"question", "rule", "book", "label", "text", "at_ms"})


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
    refused_field: str | None = None  # the refused action's field at fault, when known

    @property
    def waiting(self) -> str | None:
        """What a hand that is not over waits for: "action" (a seat is to act) or "result"
        (the winners or the cards); None once it is over or when an action was refused."""
        if self.refused is not None:
            return None
        if self.state.phase is Phase.BETTING:
            return "action"
        if self.state.phase is Phase.SHOWDOWN:
            return "result"
        return None


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
    if history_version(data) >= 2:
        _known(given, POSITION_FIELDS, "positions")
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


def history_version(data: Mapping[str, Any]) -> int:
    """The file's schema_version: 1 or 2; a file without one is the current version (2)."""
    version = data.get("schema_version", SCHEMA_VERSION)
    if type(version) is not int or version not in SCHEMA_VERSIONS:
        raise HistoryError(
            f"schema_version must be {' or '.join(map(str, SCHEMA_VERSIONS))}, got {shown(version)}"
        )
    return version


def replay_history(data: Mapping[str, Any], rules: HouseRules) -> Replayed:
    """Play a history's actions under `rules`; stop at the first illegal one.

    Blinds and antes are posted from the positions unless the file lists "posts" (they must
    then be the posts the positions call for). Pots are awarded from "winners" (pot index to
    seats) or read from "cards" (seat to hole cards) with the "board"; a hand with neither
    that needs them stops at its showdown (`Replayed.waiting`). A field of the wrong type or
    value raises HistoryError naming it (`actions[3].to`, `seats[1].stack`).

    Version 2 (and a file without a version) refuses unknown fields and checks each action as
    written: a call with nothing to call, a bet facing a wager, a raise facing none, a `to`
    on a call or all-in that is not what it comes to, an `all_in` or `street` that is not so.
    Version 1 keeps its old meaning: unknown fields are ignored, a call with nothing to call is
    a check, a bet or raise is whichever the situation makes it, and `to` is read for bets and
    raises only.
    """
    if data.get("format", FORMAT) != FORMAT:
        raise HistoryError(f"format must be {FORMAT!r}")
    strict = history_version(data) >= 2
    if strict:
        _known(data, TOP_FIELDS, "")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not seats_data:
        raise HistoryError("seats must be a non-empty list of {seat, stack}")
    stacks: dict[int, int] = {}
    for index, entry in enumerate(seats_data):
        where = f"seats[{index}]"
        if not isinstance(entry, Mapping):
            raise HistoryError(f"{where} must be an object {{seat, stack}}")
        if strict:
            _known(entry, SEAT_FIELDS, where)
        seat = _int(entry, "seat", where, minimum=1)
        if seat in stacks:
            raise HistoryError(f"{where}.seat {seat} is listed twice")
        stacks[seat] = _int(entry, "stack", where, minimum=1)
    level = data.get("level")
    if not isinstance(level, Mapping):
        raise HistoryError("level must be an object {small_blind, big_blind, ante}")
    if strict:
        _known(level, LEVEL_FIELDS, "level")
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
    if strict:
        _check_rulings(data)
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
            if strict:
                _known(post, POST_FIELDS, where)
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
        if strict:
            _known(entry, ACTION_FIELDS, where)
        if index == 0 and made and (entry.get("seat"), entry.get("to")) == made[0]:
            continue
        seat = _seat_in(entry.get("seat"), tuple(stacks), f"{where}.seat")
        kind_name = entry.get("kind")
        if kind_name not in _KINDS:
            raise HistoryError(f"{where}.kind {shown(kind_name)} is not one of {sorted(_KINDS)}")
        kind = _KINDS[kind_name]
        to = entry.get("to")
        if to is not None:
            to = _int(entry, "to", where, minimum=0)
        all_in: bool | None = None
        if strict:
            all_in, street = _strict_fields(entry, kind, to, where)
            problem = _as_written(state, seat, kind, to, street)
            if problem is not None:
                refused, field = problem
                return Replayed(tuple(events), state, refused, index, dict(entry), field)
            if kind not in (ActionKind.BET, ActionKind.RAISE):
                to = None  # checked above; the engine reads `to` of bets and raises only
        action = Action(seat, kind, to)
        try:
            event = decide(state, action, at_ms)
        except IllegalAction as refused:
            return Replayed(tuple(events), state, refused, index, dict(entry))
        if all_in is not None and event.all_in != all_in:
            return Replayed(
                tuple(events), state, _all_in_mismatch(state, event), index, dict(entry), "all_in"
            )
        events.append(event)
        state = apply(state, event)
        state, events = _deal_board(state, events, board, at_ms)
    state, events = _deal_board(state, events, board, at_ms)
    if state.phase is Phase.SHOWDOWN and _result_given(data, state):
        try:
            awards = _awards(state, data, at_ms, smallest)
        except IllegalAction as refused:
            return Replayed(tuple(events), state, refused, None, None)
        for award in awards:
            events.append(award)
            state = apply(state, award)
    return Replayed(tuple(events), state)


def _known(data: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    """Refuse a field version 2 does not know, naming its path (`actions[3].amount`)."""
    unknown = sorted(str(key) for key in data if key not in known)
    if unknown:
        path = f"{where}.{unknown[0]}" if where else unknown[0]
        raise HistoryError(
            f"{shown(path)[1:-1]}: unknown field (schema_version 2 knows "
            f"{', '.join(sorted(known))})"
        )


def _strict_fields(
    entry: Mapping[str, Any], kind: ActionKind, to: int | None, where: str
) -> tuple[bool | None, Street | None]:
    """The types of an action's version 2 fields: `all_in`, `street`, and `to` only where an
    amount means something."""
    if to is not None and kind in (ActionKind.FOLD, ActionKind.CHECK):
        raise HistoryError(f"{where}.to: a {kind.value} has no amount")
    all_in = entry.get("all_in")
    if all_in is not None and not isinstance(all_in, bool):
        raise HistoryError(f"{where}.all_in must be true or false, got {shown(all_in)}")
    name = entry.get("street")
    if name is not None and name not in _STREETS:
        raise HistoryError(f"{where}.street {shown(name)} is not one of {list(_STREETS)}")
    return all_in, (_STREETS[name] if name is not None else None)


def _as_written(
    state: HandState, seat: int, kind: ActionKind, to: int | None, street: Street | None
) -> tuple[IllegalAction, str] | None:
    """Version 2: the action refused as written (with its field at fault), or None. What the
    engine refuses anyway (out of turn, a raise too small) is left to it."""
    rules = state.rules
    if state.phase is not Phase.BETTING or state.to_act is None:
        return None
    if street is not None and street is not state.street:
        return (
            IllegalAction(
                f"The action is marked {street.value}, but the betting is on the "
                f"{state.street.value} and seat {state.to_act} is to act",
                citation=rules.cite(Decision.ACTION_ORDER),
            ),
            "street",
        )
    if seat != state.to_act:
        return None
    legal = legal_actions(state)
    on = f"on the {state.street.value}"
    if kind is ActionKind.CALL:
        if legal.can_check:
            return (
                IllegalAction(
                    f"Call refused: seat {seat} has nothing to call {on} (the wager is "
                    f"{legal.facing} and seat {seat} has it in); that is a check",
                    citation=rules.cite(Decision.MIN_BET),
                    legal=legal,
                ),
                "kind",
            )
        if to is not None and to != legal.call_to:
            all_in = " (all-in)" if legal.call_to == legal.all_in_to else ""
            return (
                IllegalAction(
                    f"Call to {to} refused: the call is to {legal.call_to}{all_in} "
                    f"(seat {seat} faces {legal.facing} {on})",
                    citation=rules.cite(Decision.MIN_BET),
                    legal=legal,
                ),
                "to",
            )
    elif kind is ActionKind.ALL_IN:
        if to is not None and to != legal.all_in_to:
            return (
                IllegalAction(
                    f"All-in to {to} refused: seat {seat}'s all-in is to {legal.all_in_to} "
                    f"({legal.stack} behind, {legal.all_in_to - legal.stack} in front {on})",
                    citation=rules.cite(Decision.MIN_BET),
                    legal=legal,
                ),
                "to",
            )
    elif kind is ActionKind.BET and legal.facing > 0:
        blinds_only = state.street is Street.PREFLOP and state.last_aggressor is None
        wager = "the blind" if blinds_only else "a bet"
        then = (
            f"a raise is to at least {legal.min_to}"
            if legal.min_to is not None
            else f"call {legal.call_amount} or fold ({legal.closed_reason})"
        )
        return (
            IllegalAction(
                f"Bet refused: seat {seat} faces {wager} of {legal.facing} {on}; {then}",
                citation=rules.cite(Decision.MIN_RAISE),
                legal=legal,
                legal_min_to=legal.min_to,
            ),
            "kind",
        )
    elif kind is ActionKind.RAISE and legal.facing == 0:
        return (
            IllegalAction(
                f"Raise refused: nobody has bet {on}; a bet is to at least {legal.min_to}",
                citation=rules.cite(Decision.MIN_BET),
                legal=legal,
                legal_min_to=legal.min_to,
            ),
            "kind",
        )
    return None


def _all_in_mismatch(state: HandState, event: ActionTaken) -> IllegalAction:
    me = state.seat(event.seat)
    what = f"{event.kind.value} to {event.to}"
    if event.all_in:
        reason = f"{what.capitalize()} puts seat {event.seat} all-in, but all_in says not"
    else:
        left = me.stack - (event.to - me.street_bet)
        reason = f"{what.capitalize()} is not all-in: seat {event.seat} keeps {left}"
    return IllegalAction(reason, citation=state.rules.cite(Decision.MIN_BET))


def _result_given(data: Mapping[str, Any], state: HandState) -> bool:
    """Whether the pots can be awarded: one hand left, or winners or cards to read."""
    return len(state.live_seats) <= 1 or bool(data.get("winners")) or bool(data.get("cards"))


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


def _check_rulings(data: Mapping[str, Any]) -> None:
    """The rulings given during the hand (the table station writes them): a record, never
    replayed, but its shape is checked so a misspelt field never passes unseen."""
    rulings = data.get("rulings")
    if rulings is None:
        return
    if not isinstance(rulings, list):
        raise HistoryError("rulings must be a list of {question, rule, book, label, text, at_ms}")
    for index, ruling in enumerate(rulings):
        where = f"rulings[{index}]"
        if not isinstance(ruling, Mapping):
            raise HistoryError(f"{where} must be an object {{question, rule, ...}}")
        _known(ruling, RULING_FIELDS, where)
        for key in ("question", "rule", "book", "label", "text"):
            value = ruling.get(key)
            if (value is not None or key in ("question", "rule")) and not isinstance(value, str):
                raise HistoryError(f"{where}.{key} must be text, got {shown(value)}")
        _int(ruling, "at_ms", where, minimum=0, default=0)


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
    hole: dict[int, str] = {}
    if isinstance(cards, Mapping):
        hole = {int(seat): str(c) for seat, c in cards.items() if int(seat) in state.live_seats}
    # A hand won by folds needs no cards read: the cards shown count only with a full board.
    won_by_folds = len(state.live_seats) == 1
    if hole and (not won_by_folds or len(state.board) == 5):
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
    # The street of each action is the hand's street when it was taken (the board may not
    # have been entered), so the events are folded again.
    before: HandState | None = None
    for e in events:
        street = before.street if before is not None else Street.PREFLOP
        before = apply(before, e, state.rules)
        if isinstance(e, ActionTaken):
            entry: dict[str, Any] = {"seat": e.seat, "kind": e.kind.value}
            if e.kind in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL):
                entry["to"] = e.to
            if e.all_in:
                entry["all_in"] = True
            entry["street"] = street.value
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
    "history_version",
    "positions_from",
    "replay_history",
]
