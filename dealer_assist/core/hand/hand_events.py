"""The events of one hand ("hand.*"): a hand's state is a fold over these."""

from __future__ import annotations

import enum

from dealer_assist.core.events import Event


class Street(enum.Enum):
    """A betting round of Hold'em, in order."""

    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"

    @property
    def next(self) -> Street | None:
        return _NEXT_STREET[self._value_]  # by value: an Enum's own hash is Python code

    @property
    def board_cards(self) -> int:
        """How many board cards are showing once this street is dealt."""
        return _BOARD_CARDS[self._value_]


_NEXT_STREET = {
    "preflop": Street.FLOP,
    "flop": Street.TURN,
    "turn": Street.RIVER,
    "river": None,
}
_BOARD_CARDS = {"preflop": 0, "flop": 3, "turn": 4, "river": 5}


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


class HandDealt(Event, tag="hand.dealt", frozen=True, kw_only=True):
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


class BlindPosted(Event, tag="hand.blind_posted", frozen=True, kw_only=True):
    """A seat posts an ante, a blind or a straddle; `amount` is what it posted (short: all-in)."""

    hand_id: str
    seat: int
    kind: PostKind
    amount: int


class ActionTaken(Event, tag="hand.action_taken", frozen=True, kw_only=True):
    """A player acts in turn. `to` is the seat's total wager on this street after the action."""

    hand_id: str
    seat: int
    kind: ActionKind
    to: int = 0
    all_in: bool = False


class StreetDealt(Event, tag="hand.street_dealt", frozen=True, kw_only=True):
    """Board cards of a street turned up (cards like "Ah", optional: the app may not know them)."""

    hand_id: str
    street: Street
    cards: tuple[str, ...] = ()


class CardsShown(Event, tag="hand.cards_shown", frozen=True, kw_only=True):
    """A player's hole cards shown at showdown, so the app can read the hand (cards speak)."""

    hand_id: str
    seat: int
    cards: tuple[str, ...]


class PotAwarded(Event, tag="hand.pot_awarded", frozen=True, kw_only=True):
    """One pot paid out. `pot` is its index (0 = main); `left_in_pot` is an odd chip kept over."""

    hand_id: str
    pot: int
    amount: int
    winners: tuple[int, ...]
    payouts: tuple[tuple[int, int], ...]
    left_in_pot: int = 0
    odd_chip_rule: str = ""


class HandVoided(Event, tag="hand.voided", frozen=True, kw_only=True):
    """Misdeal or void: every chip goes back to the seat that put it in."""

    hand_id: str
    reason: str
