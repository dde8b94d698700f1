"""The events of one hand ("hand.*"): a hand's state is a fold over these."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, fields

from dealer_assist.core.events import Event, register_event


class Street(enum.Enum):
    """A betting round of Hold'em, in order."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @property
    def next(self) -> Street | None:
        return _NEXT_STREET[self]

    @property
    def board_cards(self) -> int:
        """How many board cards are showing once this street is dealt."""
        return _BOARD_CARDS[self]


_NEXT_STREET = {
    Street.PREFLOP: Street.FLOP,
    Street.FLOP: Street.TURN,
    Street.TURN: Street.RIVER,
    Street.RIVER: None,
}
_BOARD_CARDS = {Street.PREFLOP: 0, Street.FLOP: 3, Street.TURN: 4, Street.RIVER: 5}


class PostKind(enum.Enum):
    """A forced or voluntary chip posted before the cards are dealt."""

    ANTE = "ante"
    BIG_BLIND_ANTE = "big_blind_ante"  # the big blind pays the table's ante; dead money
    SMALL_BLIND = "small_blind"
    BIG_BLIND = "big_blind"
    STRADDLE = "straddle"


class ActionKind(enum.Enum):
    """What a player does in turn. ALL_IN is an input only: it is stored as call, bet or raise."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALL_IN = "allin"


@register_event("hand.dealt")
@dataclass(frozen=True, slots=True, kw_only=True)
class HandDealt(Event):
    """A hand begins: who is dealt in (deal order, button last), their stacks and the stakes.

    `stacks` is parallel to `dealt_in`. `carried_in` is dead money left in the pot by the last
    hand (an odd chip under Ubetcha, TIES 1).
    """

    hand_id: str
    book: str
    button: int
    button_is_dead: bool
    small_blind_seat: int | None
    big_blind_seat: int
    dealt_in: tuple[int, ...]
    stacks: tuple[int, ...]
    absent: tuple[int, ...] = ()
    straddle_seat: int | None = None
    heads_up: bool = False
    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False
    carried_in: int = 0


@register_event("hand.blind_posted")
@dataclass(frozen=True, slots=True, kw_only=True)
class BlindPosted(Event):
    """A seat posts an ante, a blind or a straddle; `amount` is what it posted (short: all-in)."""

    hand_id: str
    seat: int
    kind: PostKind
    amount: int


@register_event("hand.action_taken")
@dataclass(frozen=True, slots=True, kw_only=True)
class ActionTaken(Event):
    """A player acts in turn. `to` is the seat's total wager on this street after the action."""

    hand_id: str
    seat: int
    kind: ActionKind
    to: int = 0
    all_in: bool = False


@register_event("hand.street_dealt")
@dataclass(frozen=True, slots=True, kw_only=True)
class StreetDealt(Event):
    """Board cards of a street turned up (cards like "Ah", optional: the app may not know them)."""

    hand_id: str
    street: Street
    cards: tuple[str, ...] = ()


@register_event("hand.cards_shown")
@dataclass(frozen=True, slots=True, kw_only=True)
class CardsShown(Event):
    """A player's hole cards shown at showdown, so the app can read the hand (cards speak)."""

    hand_id: str
    seat: int
    cards: tuple[str, ...]


@register_event("hand.pot_awarded")
@dataclass(frozen=True, slots=True, kw_only=True)
class PotAwarded(Event):
    """One pot paid out. `pot` is its index (0 = main); `left_in_pot` is an odd chip kept over."""

    hand_id: str
    pot: int
    amount: int
    winners: tuple[int, ...]
    payouts: tuple[tuple[int, int], ...]
    left_in_pot: int = 0
    odd_chip_rule: str = ""


@register_event("hand.voided")
@dataclass(frozen=True, slots=True, kw_only=True)
class HandVoided(Event):
    """Misdeal or void: every chip goes back to the seat that put it in."""

    hand_id: str
    reason: str


# Makers for the events a hand writes most, for the engine's hot path: the slots set straight
# through their descriptors, at about half the cost of the keyword constructor (a frozen
# dataclass's __init__ calls object.__setattr__ per field). Every field, in declaration order;
# equal to the constructor's (tests/test_event_makers.py). None of these classes has a
# __post_init__ to skip.
_new = object.__new__


def slot_setters(cls: type) -> tuple[Callable[[object, object], None], ...]:
    """The slot descriptors' setters of a slotted dataclass, in field order."""
    return tuple(getattr(cls, f.name).__set__ for f in fields(cls))


_ACTION_TAKEN = slot_setters(ActionTaken)
_BLIND_POSTED = slot_setters(BlindPosted)


def action_taken(
    event_id: str, at_ms: int, hand_id: str, seat: int, kind: ActionKind, to: int, all_in: bool
) -> ActionTaken:
    """`ActionTaken(event_id=..., ...)`, cheaply."""
    event = _new(ActionTaken)
    set_id, set_at, set_hand, set_seat, set_kind, set_to, set_all_in = _ACTION_TAKEN
    set_id(event, event_id)
    set_at(event, at_ms)
    set_hand(event, hand_id)
    set_seat(event, seat)
    set_kind(event, kind)
    set_to(event, to)
    set_all_in(event, all_in)
    return event


def blind_posted(
    event_id: str, at_ms: int, hand_id: str, seat: int, kind: PostKind, amount: int
) -> BlindPosted:
    """`BlindPosted(event_id=..., ...)`, cheaply."""
    event = _new(BlindPosted)
    set_id, set_at, set_hand, set_seat, set_kind, set_amount = _BLIND_POSTED
    set_id(event, event_id)
    set_at(event, at_ms)
    set_hand(event, hand_id)
    set_seat(event, seat)
    set_kind(event, kind)
    set_amount(event, amount)
    return event
