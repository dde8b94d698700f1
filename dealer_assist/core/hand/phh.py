"""PHH, the poker hand history format of PokerKit and public data sets: write a hand, read one.

PHH (https://phh.readthedocs.io) is TOML: the stakes and starting stacks per player, then every
action as a line of text (`d dh p1 AhKd`, `p3 cbr 300`, `p2 cc`, `p1 f`, `d db 7c8c9c`,
`p1 sm AhKd`). Players are numbered p1..pN clockwise from the first seat left of the button,
the button last; heads-up the blinds and antes are written reversed (p1 is the big blind).

`to_phh(history, rules)` writes a hand history of ours (docs/hand-history.md) as PHH, with
what PHH has no field for (the book, a dead button, absent players, winners named without
cards) in underscore fields, which PHH readers keep as user-defined. `read_phh(text)` reads a
No-Limit Hold'em ("NT") hand and `phh_history(phh, rules)` turns it into one of our histories,
which `hand_history.replay_history` replays like any other.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

import msgspec

from dealer_assist.core.events import Event
from dealer_assist.core.file_input import MAX_DIGITS, shown
from dealer_assist.core.hand.betting import Action, IllegalAction, legal_actions
from dealer_assist.core.hand.hand import apply, decide, hand_result
from dealer_assist.core.hand.hand_events import (
    ActionKind,
    ActionTaken,
    CardsShown,
    HandDealt,
    HandVoided,
    PotAwarded,
    Street,
    StreetDealt,
)
from dealer_assist.core.hand.hand_history import (
    FORMAT,
    SCHEMA_VERSION,
    HistoryError,
    deal_order,
    replay_history,
)
from dealer_assist.core.hand.hand_state import HandState, Phase
from dealer_assist.core.rules.house_rules import HouseRules

VARIANT = "NT"  # No-Limit Texas hold 'em, the only variant read and written
REQUIRED_FIELDS = ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks")
# The optional fields of the PHH specification; user-defined fields start with "_".
OPTIONAL_FIELDS = frozenset(
    {
        "author",
        "event",
        "url",
        "venue",
        "address",
        "city",
        "region",
        "postal_code",
        "country",
        "time",
        "time_zone",
        "time_zone_abbreviation",
        "day",
        "month",
        "year",
        "hand",
        "level",
        "seats",
        "seat_count",
        "table",
        "players",
        "finishing_stacks",
        "winnings",
        "currency",
        "currency_symbol",
        "ante_trimming_status",
        "time_limit",
        "time_banks",
    }
)
OTHER_VARIANTS_FIELDS = frozenset({"bring_in", "small_bet", "big_bet"})
_CARD = re.compile(r"(?:[2-9TJQKA?][cdhs?])")
_STREETS = {0: "preflop", 3: "flop", 4: "turn", 5: "river"}


class PhhError(HistoryError):
    """A PHH file that cannot be read as a No-Limit Hold'em hand; the message names the field
    or the action (`actions[7] 'p3 cbr x'`)."""


# ---------------------------------------------------------------------------------------------
# Writing


def to_phh(history: Mapping[str, Any], rules: HouseRules) -> str:
    """The hand history (our JSON format, any schema version) as PHH text.

    The hand is replayed under `rules` first: a history with an illegal action is refused
    (HistoryError naming it); a hand not over is written as far as it went (PHH allows it).
    """
    replayed = replay_history(history, rules)
    if replayed.refused is not None:
        where = (
            f"actions[{replayed.refused_at}]" if replayed.refused_at is not None else "the award"
        )
        raise HistoryError(f"{where} is illegal, so the hand cannot be written: {replayed.refused}")
    extra: dict[str, Any] = {}
    for key in ("hand_number", "table"):
        value = history.get(key)
        if isinstance(value, str | int) and not isinstance(value, bool):
            extra[key] = value
    smallest = history.get("smallest_chip", 1)  # checked by the replay: a whole number
    return phh_from_events(replayed.events, rules, smallest_chip=smallest, **extra)


def phh_from_events(
    events: Sequence[Event],
    rules: HouseRules,
    *,
    hand_number: int | str | None = None,
    table: int | str | None = None,
    smallest_chip: int = 1,
) -> str:
    """A hand's events (from its HandDealt on) as PHH text."""
    dealt = next(e for e in events if isinstance(e, HandDealt))
    order = dealt.dealt_in
    player = {seat: f"p{i}" for i, seat in enumerate(order, start=1)}
    count = len(order)
    heads_up = count == 2

    antes = [0] * count
    if dealt.ante:
        if dealt.big_blind_ante:
            antes[order.index(dealt.big_blind_seat)] = dealt.ante
        else:
            antes = [dealt.ante] * count
    blinds = [0] * count
    if dealt.small_blind_seat is not None:
        blinds[order.index(dealt.small_blind_seat)] = dealt.small_blind
    blinds[order.index(dealt.big_blind_seat)] = dealt.big_blind
    if dealt.straddle_seat is not None:
        blinds[order.index(dealt.straddle_seat)] = rules.straddle_multiple * dealt.big_blind
    if heads_up:  # PHH writes them reversed heads-up: p1 (the big blind) posts the last entry
        antes.reverse()
        blinds.reverse()

    shown = {e.seat: "".join(e.cards) for e in events if isinstance(e, CardsShown)}
    lines = [f"d dh {player[seat]} {shown.get(seat, '????')}" for seat in order]
    lines += _action_lines(events, rules, dealt, player)

    final = _fold(events, rules)
    fields: list[tuple[str, Any]] = [
        ("variant", VARIANT),
        # Antes are layered into the pots like any chips (a short ante wins only what it
        # matched); a big-blind ante is dead money, which PHH leaves untrimmed.
        ("ante_trimming_status", bool(dealt.ante) and not dealt.big_blind_ante),
        ("antes", antes),
        ("blinds_or_straddles", blinds),
        ("min_bet", dealt.big_blind),
        ("starting_stacks", list(dealt.stacks)),
        ("actions", lines),
    ]
    fields.append(("hand", hand_number if hand_number is not None else dealt.hand_id))
    if table is not None:
        fields.append(("table", table))
    fields.append(("seats", list(order)))
    if final.phase is Phase.COMPLETE:
        result = hand_result(final)
        fields.append(("finishing_stacks", [result.final_stacks[seat] for seat in order]))
        won = dict.fromkeys(order, 0)
        for _, seat, chips in result.payouts:
            won[seat] += chips
        fields.append(("winnings", [won[seat] for seat in order]))
    fields.append(("_book", dealt.book))
    if hand_number is not None:
        fields.append(("_hand_id", dealt.hand_id))
    if dealt.button != order[-1] or dealt.button_is_dead != (dealt.button not in order):
        fields.append(("_button", dealt.button))
        fields.append(("_button_is_dead", dealt.button_is_dead))
    if dealt.absent:
        fields.append(("_absent", list(dealt.absent)))
    awards = [e for e in events if isinstance(e, PotAwarded)]
    if awards and not shown and len(final.live_seats) > 1:
        # Winners named without their cards: PHH readers would see hidden hands and split.
        fields.append(("_winners", {str(a.pot): list(a.winners) for a in awards}))
    if dealt.carried_in:
        fields.append(("_carried_in", dealt.carried_in))
    if smallest_chip != 1:
        fields.append(("_smallest_chip", smallest_chip))
    if final.void_reason is not None:
        fields.append(("_voided", final.void_reason))
    out = [
        "# A No-Limit Hold'em hand written by Dealer Assist in PHH (https://phh.readthedocs.io)."
    ]
    for key, value in fields:
        if key == "actions":
            out.append("actions = [")
            out += [f"  {_toml(line)}," for line in value]
            out.append("]")
        else:
            out.append(f"{key} = {_toml(value)}")
    return "\n".join(out) + "\n"


def _action_lines(
    events: Sequence[Event], rules: HouseRules, dealt: HandDealt, player: Mapping[int, str]
) -> list[str]:
    """The players' and the dealer's actions in PHH, in the order they happened.

    An absent player's hand checks or is folded by the engine with no event of its own
    (Ubetcha BLINDS 6); PHH needs those actions written. They are found by folding the events
    again with nobody absent: wherever that state waits for an absent seat, its hand checks
    when it can and folds otherwise, as the engine did.

    PHH deals every street bet on: a board not entered is dealt as unknown cards ('??'). At a
    showdown the live hands not shown are mucked ('pN sm'), since a PHH reader would otherwise
    play a hidden hand as the board alone; with winners named and no cards, the hands that won
    nothing are mucked. A showdown whose board was not entered stops before the run-out (PHH
    allows a partial hand; PokerKit cannot read hands against unknown board cards): the result
    is in `_winners`.
    """
    absent = set(dealt.absent)
    lines: list[str] = []
    shadow: HandState | None = None
    board = 0  # board cards written
    shown = {e.seat for e in events if isinstance(e, CardsShown)}
    winning = {s for e in events if isinstance(e, PotAwarded) for s, chips in e.payouts if chips}
    mucked = False  # the showdown's mucks are written

    def unknown_board(upto: int) -> None:
        nonlocal board
        while board < upto:
            count = 3 if board == 0 else 1
            lines.append("d db " + "??" * count)
            board += count

    def absent_acts(until_street: int | None = None) -> None:
        nonlocal shadow
        while (
            shadow is not None
            and shadow.phase is Phase.BETTING
            and shadow.to_act in absent
            and (until_street is None or shadow.street.board_cards < until_street)
        ):
            unknown_board(shadow.street.board_cards)
            legal = legal_actions(shadow)
            kind = ActionKind.CHECK if legal.can_check else ActionKind.FOLD
            event = decide(shadow, Action(legal.seat, kind), 0)
            lines.append(_player_line(event, player))
            shadow = apply(shadow, event)

    for event in events:
        if isinstance(event, HandDealt):
            shadow = apply(None, msgspec.structs.replace(event, absent=()), rules)
            continue
        assert shadow is not None
        if not isinstance(event, ActionTaken):
            absent_acts(event.street.board_cards if isinstance(event, StreetDealt) else None)
        if isinstance(event, StreetDealt):
            unknown_board(event.street.board_cards - len(event.cards))
            lines.append(f"d db {''.join(event.cards)}")
            board += len(event.cards)
        elif isinstance(event, ActionTaken):
            absent_acts()
            unknown_board(shadow.street.board_cards)
            lines.append(_player_line(event, player))
        elif isinstance(event, CardsShown):
            lines.append(f"{player[event.seat]} sm {''.join(event.cards)}")
        elif isinstance(event, PotAwarded) and not mucked:
            mucked = True
            if len(shadow.live_seats) > 1 and (shown or board == 5):
                kept = shown or winning
                lines.extend(f"{player[s]} sm" for s in shadow.live_seats if s not in kept)
        elif isinstance(event, HandVoided):
            lines.append(f"# Voided: {event.reason}".replace("\n", " "))
        shadow = apply(shadow, event)
    absent_acts()
    if shadow is not None and shadow.phase is Phase.BETTING:
        unknown_board(shadow.street.board_cards)
    return lines


def _player_line(event: ActionTaken, player: Mapping[int, str]) -> str:
    if event.kind is ActionKind.FOLD:
        return f"{player[event.seat]} f"
    if event.kind in (ActionKind.CHECK, ActionKind.CALL):
        return f"{player[event.seat]} cc"
    return f"{player[event.seat]} cbr {event.to}"


def _fold(events: Sequence[Event], rules: HouseRules) -> HandState:
    state: HandState | None = None
    for event in events:
        state = apply(state, event, rules)
    assert state is not None
    return state


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def _toml(value: Any) -> str:
    """A TOML value: booleans, whole numbers, text, lists and inline tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, Mapping):
        pairs = (
            f"{key if _BARE_KEY.fullmatch(key) else _toml_string(key)} = {_toml(item)}"
            for key, item in value.items()
        )
        return "{" + ", ".join(pairs) + "}"
    raise TypeError(f"no TOML for {value!r}")


def _toml_string(text: str) -> str:
    """A TOML basic string. Control characters are escaped; a lone surrogate (which no UTF-8
    file can hold) becomes U+FFFD."""
    out = ['"']
    for char in text:
        code = ord(char)
        if char in '"\\':
            out.append("\\" + char)
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        elif 0xD800 <= code <= 0xDFFF:
            out.append("\ufffd")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


# ---------------------------------------------------------------------------------------------
# Reading


@dataclass(frozen=True, slots=True)
class PhhFile:
    """A PHH No-Limit Hold'em hand as read, before any house's rules apply."""

    seats: tuple[int, ...]  # p1..pN's seat numbers, clockwise, the button last
    stacks: tuple[int, ...]
    antes: tuple[int, ...]  # per player, as posted (heads-up already turned back)
    blinds: tuple[int, ...]  # per player, as posted (heads-up already turned back)
    min_bet: int
    actions: tuple[str, ...]
    fields: Mapping[str, Any]  # every field of the file, numbers as read

    @property
    def book(self) -> str | None:
        """The house book the file names (`_book`, written by Dealer Assist), if any."""
        book = self.fields.get("_book")
        return book if isinstance(book, str) else None


@dataclass(frozen=True, slots=True)
class PhhHand:
    """A PHH hand as one of our hand histories. `sources[i]` is the index in the PHH actions
    of the history's action i, so an illegal action is named as the file writes it."""

    history: dict[str, Any]
    sources: tuple[int, ...]
    phh: PhhFile

    def source_of(self, action_index: int | None) -> str | None:
        """`actions[7] 'p3 cbr 300'` for the history's action `action_index`."""
        if action_index is None or not 0 <= action_index < len(self.sources):
            return None
        k = self.sources[action_index]
        return f"actions[{k}] {shown(self.phh.actions[k])}"


def read_phh(text: str) -> PhhFile:
    """Read PHH text: one No-Limit Hold'em hand. PhhError names what cannot be read."""
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except ValueError as exc:  # TOMLDecodeError, or a number too long for int()
        raise PhhError(f"(file): not TOML: {exc}") from None
    except RecursionError:
        raise PhhError("(file): not TOML: nested too deeply") from None
    if "variant" not in data and data and all(isinstance(v, dict) for v in data.values()):
        raise PhhError(
            f"(file): holds {len(data)} hands (a .phhs file); give one hand, without its "
            "[section] header"
        )
    for name in REQUIRED_FIELDS + ("actions",):
        if name not in data:
            raise PhhError(
                f"{name} is missing (a PHH hand has {', '.join(REQUIRED_FIELDS)}, actions)"
            )
    for name in sorted(data):
        if name.startswith("_") or name in REQUIRED_FIELDS or name in OPTIONAL_FIELDS:
            continue
        if name == "actions":
            continue
        if name in OTHER_VARIANTS_FIELDS:
            raise PhhError(f"{name}: not a field of No-Limit Hold'em (variant 'NT')")
        raise PhhError(
            f"{shown(name)[1:-1]}: unknown field (PHH fields of your own start with '_')"
        )
    variant = data["variant"]
    if variant != VARIANT:
        raise PhhError(
            f"variant: {shown(variant)} is not read; Dealer Assist replays No-Limit Texas "
            f"Hold'em ('{VARIANT}') only"
        )
    stacks = _amounts(data["starting_stacks"], "starting_stacks", minimum=1)
    count = len(stacks)
    if count < 2:
        raise PhhError("starting_stacks: a hand needs at least two players")
    antes = _amounts(data["antes"], "antes", count=count, minimum=0)
    blinds = _amounts(data["blinds_or_straddles"], "blinds_or_straddles", count=count, minimum=0)
    min_bet = _amount(data["min_bet"], "min_bet", minimum=1)
    if count == 2:  # written reversed heads-up (p1, the big blind, posts the last entry)
        antes, blinds = antes[::-1], blinds[::-1]
    seats = tuple(range(1, count + 1))
    if "seats" in data:
        seats = _amounts(data["seats"], "seats", count=count, minimum=1)
        if len(set(seats)) != count:
            raise PhhError("seats: a seat number is listed twice")
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PhhError('actions must be a list of texts like "p1 cc"')
    return PhhFile(seats, stacks, antes, blinds, min_bet, tuple(actions), data)


def _amount(value: Any, name: str, *, minimum: int) -> int:
    """A number of chips: a whole number (1000 or 1000.0); PhhError names the field."""
    if isinstance(value, Decimal):
        if not value.is_finite():
            raise PhhError(f"{name}: an unknown amount (inf) cannot be replayed")
        if value.adjusted() >= MAX_DIGITS:
            raise PhhError(f"{name}: {value} is too large")
        if value != value.to_integral_value():
            raise PhhError(f"{name}: {value} is not a whole number of chips")
        value = int(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise PhhError(f"{name} must be a whole number, got {shown(value)}")
    if abs(value) >= 10**MAX_DIGITS:
        raise PhhError(f"{name}: {value} is too large")
    if value < minimum:
        raise PhhError(f"{name} must be at least {minimum}, got {value}")
    return value


def _amounts(value: Any, name: str, *, count: int | None = None, minimum: int) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise PhhError(f"{name} must be a list with one number per player")
    if count is not None and len(value) != count:
        raise PhhError(f"{name} has {len(value)} entries for {count} players")
    return tuple(_amount(item, f"{name}[{i}]", minimum=minimum) for i, item in enumerate(value))


def phh_history(phh: PhhFile, rules: HouseRules) -> PhhHand:
    """The PHH hand as one of our hand histories (schema version 2) to replay under `rules`.

    `cc` is a check or a call and `cbr` a bet or a raise as the hand stands under `rules` when
    it is taken; each action carries its street (the board cards dealt before it), so a board
    dealt too early is refused at the action that shows it.
    """
    count = len(phh.seats)
    seat_of = dict(enumerate(phh.seats, start=1))
    button = _user_int(phh.fields, "_button", phh.seats[-1])
    if deal_order(phh.seats, button) != phh.seats:
        raise PhhError(
            f"seats: {list(phh.seats)} are not clockwise from the first seat left of the "
            f"button (seat {button}) to the button"
        )
    positions: dict[str, Any] = {}
    small, big, straddle = _blind_seats(phh, rules)
    positions["small_blind"] = seat_of[small + 1] if small is not None else None
    positions["big_blind"] = seat_of[big + 1]
    if straddle is not None:
        positions["straddle"] = seat_of[straddle + 1]
    dead = phh.fields.get("_button_is_dead")
    if isinstance(dead, bool):
        positions["button_is_dead"] = dead
    absent = _user_seats(phh.fields, "_absent", phh.seats)
    if absent:
        positions["absent"] = list(absent)
    ante, big_blind_ante = _ante(phh, big)
    history: dict[str, Any] = {
        "format": FORMAT,
        "schema_version": SCHEMA_VERSION,
        "hand_id": _hand_id(phh.fields),
        "button": button,
        "positions": positions,
        "level": {
            "small_blind": phh.blinds[small] if small is not None else 0,
            "big_blind": phh.blinds[big],
            "ante": ante,
            "big_blind_ante": big_blind_ante,
        },
        "seats": [
            {"seat": seat, "stack": stack}
            for seat, stack in zip(phh.seats, phh.stacks, strict=True)
        ],
    }
    if phh.book is not None:
        history["book"] = phh.book
    carried = phh.fields.get("_carried_in")
    if carried is not None:
        history["carried_in"] = _amount(carried, "_carried_in", minimum=0)
    base = replay_history({**history, "actions": []}, rules)
    state: HandState | None = base.state
    actions: list[dict[str, Any]] = []
    sources: list[int] = []
    board: list[str] = []  # the known cards of the board, in order
    dealt_board = 0  # board cards dealt, known or not
    dealt: dict[int, str] = {}
    showing: dict[int, str] = {}
    for k, text in enumerate(phh.actions):
        where = f"actions[{k}] {shown(text)}"
        words = text.split("#", 1)[0].split()
        if not words:
            continue  # a no-op, or a commentary
        if words[0] == "d":
            if len(words) == 3 and words[1] == "db":
                cards = _cards(words[2], where, known=False)
                if len(cards) != (1 if dealt_board else 3) or dealt_board == 5:
                    raise PhhError(f"{where}: the board is dealt three cards, then one, then one")
                # Unknown cards ('??') leave the board to read short of them.
                if len(board) == dealt_board and "?" not in words[2]:
                    board += cards
                dealt_board += len(cards)
            elif len(words) == 4 and words[1] == "dh":
                seat = seat_of[_player(words[2], count, where)]
                hole = _cards(words[3], where, known=False)
                if len(hole) != 2:
                    raise PhhError(f"{where}: a Hold'em hand is two cards")
                if "?" not in words[3]:
                    dealt[seat] = "".join(hole)
            else:
                raise PhhError(f"{where}: not a dealer's action ('d db CARDS', 'd dh pN CARDS')")
            continue
        seat = seat_of[_player(words[0], count, where)]
        verb, args = (words[1] if len(words) > 1 else ""), words[2:]
        if verb == "sm":
            if not args:
                showing.pop(seat, None)  # mucked
            elif args == ["-"]:
                if seat not in dealt:
                    raise PhhError(f"{where}: 'sm -' shows the cards dealt, but none are known")
                showing[seat] = dealt[seat]
            elif len(args) == 1:
                hole = _cards(args[0], where, known=True)
                if len(hole) != 2:
                    raise PhhError(f"{where}: a Hold'em hand is two cards")
                showing[seat] = "".join(hole)
            else:
                raise PhhError(f"{where}: 'pN sm' takes the cards shown, or none to muck")
            continue
        if verb not in ("f", "cc", "cbr") or (verb == "cbr") != bool(args) or len(args) > 1:
            if verb in ("pb", "sd"):
                raise PhhError(f"{where}: not an action of No-Limit Hold'em")
            raise PhhError(f"{where}: not a PHH action ('pN f', 'pN cc', 'pN cbr AMOUNT')")
        if seat in absent:
            # The engine checks or folds an absent hand itself: the file must say the same.
            folded = state is not None and state.seat(seat).folded
            if verb == "cbr" or (state is not None and folded != (verb == "f")):
                did = "folded" if folded else "checked"
                raise PhhError(
                    f"{where}: seat {seat} is absent (_absent): its hand is checked when it "
                    f"can and folded facing a bet{f'; here it was {did}' if state else ''}"
                )
            continue
        if (
            verb == "cc"
            and seat == positions.get("straddle")
            and dealt_board == 0
            and state is not None
            and (state.phase is not Phase.BETTING or state.street is not Street.PREFLOP)
        ):
            # PHH (PokerKit) gives a called straddle the option to check; the books close
            # the betting instead (Ubetcha BLINDS 5): the check changes nothing.
            continue
        to = _amount(_number(args[0], where), f"{where}: the amount", minimum=1) if args else None
        entry, state = _resolved(state, seat, verb, to)
        entry["street"] = _STREETS[dealt_board]
        actions.append(entry)
        sources.append(k)
    history["actions"] = actions
    if board:
        history["board"] = board
    winners = phh.fields.get("_winners")
    if winners is not None:
        history["winners"] = _user_winners(winners, phh.seats)
    elif showing:
        history["cards"] = {str(seat): cards for seat, cards in showing.items()}
    smallest = phh.fields.get("_smallest_chip")
    if smallest is not None:
        history["smallest_chip"] = _amount(smallest, "_smallest_chip", minimum=1)
    return PhhHand(history, tuple(sources), phh)


def _resolved(
    state: HandState | None, seat: int, verb: str, to: int | None
) -> tuple[dict[str, Any], HandState | None]:
    """Our action for a PHH one, and the state after it (None once the hand went wrong: the
    replay then names the action, and the rest are read word for word)."""
    legal = None
    if state is not None and state.phase is Phase.BETTING and state.to_act == seat:
        legal = legal_actions(state)
    if verb == "f":
        kind = ActionKind.FOLD
    elif verb == "cc":
        kind = ActionKind.CHECK if legal is not None and legal.can_check else ActionKind.CALL
    else:
        kind = ActionKind.BET if legal is not None and legal.facing == 0 else ActionKind.RAISE
    entry: dict[str, Any] = {"seat": seat, "kind": kind.value}
    if to is not None:
        entry["to"] = to
    if legal is None or state is None:
        return entry, None
    try:
        event = decide(state, Action(seat, kind, to), 0)
    except IllegalAction:
        return entry, None
    return entry, apply(state, event)


def _blind_seats(phh: PhhFile, rules: HouseRules) -> tuple[int | None, int, int | None]:
    """Player indexes (0-based) of the small blind, big blind and straddle.

    The big blind is the blind of `min_bet` (the first, heads-up: the minimum bet is the big
    blind); a blind before it is the small blind, one after it a straddle of the house's size.
    """
    blinds = phh.blinds
    if len(blinds) == 2:  # heads-up: p1 the big blind, p2 the button and small blind
        if blinds[0] != phh.min_bet:
            raise PhhError(
                f"blinds_or_straddles: the big blind heads-up (the last entry) is not min_bet "
                f"{phh.min_bet}"
            )
        return (1 if blinds[1] else None), 0, None
    posting = [i for i, amount in enumerate(blinds) if amount]
    if not posting:
        raise PhhError("blinds_or_straddles: nobody posts a big blind")
    big = next((i for i in posting if blinds[i] == phh.min_bet), None)
    if big is None:
        raise PhhError(
            f"blinds_or_straddles: no blind of min_bet {phh.min_bet}: the minimum bet is the "
            f"big blind here"
        )
    before = [i for i in posting if i < big]
    after = [i for i in posting if i > big]
    if len(before) > 1:
        raise PhhError("blinds_or_straddles: more than one blind before the big blind")
    if len(after) > 1:
        raise PhhError("blinds_or_straddles: more than one straddle is not replayed")
    straddle = after[0] if after else None
    if straddle is not None:
        wanted = rules.straddle_multiple * phh.min_bet
        if blinds[straddle] != wanted or straddle != big + 1:
            raise PhhError(
                f"blinds_or_straddles: a straddle is {wanted} ({rules.straddle_multiple} big "
                "blinds) by the player left of the big blind"
            )
    return (before[0] if before else None), big, straddle


def _ante(phh: PhhFile, big: int) -> tuple[int, bool]:
    """The ante, and whether the big blind pays it for the table."""
    antes = phh.antes
    paying = [i for i, amount in enumerate(antes) if amount]
    if not paying:
        return 0, False
    if paying == [big] and len(antes) > 1:
        return antes[big], True
    if len(paying) == len(antes) and len(set(antes)) == 1:
        return antes[0], False
    raise PhhError(
        f"antes: {list(antes)} is neither the same ante for everyone nor a big-blind ante"
    )


def _player(word: str, count: int, where: str) -> int:
    match = re.fullmatch(r"p([1-9][0-9]*)", word)
    if match is None or int(match.group(1)) > count:
        raise PhhError(f"{where}: {shown(word)} is not a player (p1 to p{count})")
    return int(match.group(1))


def _cards(text: str, where: str, *, known: bool) -> list[str]:
    if len(text) % 2 or not all(_CARD.fullmatch(text[i : i + 2]) for i in range(0, len(text), 2)):
        raise PhhError(f"{where}: {shown(text)} is not cards like 'AhKd' ('??' unknown)")
    cards = [text[i : i + 2] for i in range(0, len(text), 2)]
    if known and any("?" in card for card in cards):
        raise PhhError(f"{where}: {shown(text)}: unknown cards cannot be read here")
    return cards


def _number(word: str, where: str) -> int:
    if not word.isascii() or not word.isdigit() or len(word) > MAX_DIGITS:
        raise PhhError(f"{where}: {shown(word)} is not a whole number of chips")
    return int(word)


def _user_int(fields: Mapping[str, Any], name: str, default: int) -> int:
    if name not in fields:
        return default
    return _amount(fields[name], name, minimum=1)


def _user_seats(fields: Mapping[str, Any], name: str, seats: Sequence[int]) -> tuple[int, ...]:
    if name not in fields:
        return ()
    listed = _amounts(fields[name], name, minimum=1)
    for seat in listed:
        if seat not in seats:
            raise PhhError(f"{name}: seat {seat} is not in the hand (seats {list(seats)})")
    return listed


def _user_winners(value: Any, seats: Sequence[int]) -> dict[str, list[int]]:
    if not isinstance(value, dict):
        raise PhhError('_winners must be a table like {"0" = [3]} (pot index to seats)')
    out: dict[str, list[int]] = {}
    for key, listed in value.items():
        chosen = _amounts(listed, f"_winners.{key}", minimum=1)
        for seat in chosen:
            if seat not in seats:
                raise PhhError(f"_winners.{key}: seat {seat} is not in the hand")
        out[str(key)] = list(chosen)
    return out


def _hand_id(fields: Mapping[str, Any]) -> str:
    for name in ("_hand_id", "hand"):
        value = fields.get(name)
        if isinstance(value, str | int) and not isinstance(value, bool):
            return str(value)
    return "phh"


__all__ = [
    "PhhError",
    "PhhFile",
    "PhhHand",
    "phh_from_events",
    "phh_history",
    "read_phh",
    "to_phh",
]
