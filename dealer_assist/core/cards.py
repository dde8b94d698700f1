"""Cards for the button draw: high card wins; suits rank spades, hearts, diamonds, clubs."""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import msgspec

if TYPE_CHECKING:
    import random  # the caller's generator: a reopened night's first paint loads none

RANKS = "23456789TJQKA"


class Suit(enum.IntEnum):
    """Suits by draw rank, lowest first (general rules TIES 1, Ubetcha SEATING 5)."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def letter(self) -> str:
        return self.name[0].lower()


class CardError(ValueError):
    """A card that cannot be read, or a draw that cannot be decided."""


class Card(msgspec.Struct, frozen=True, order=True):
    """One card. Ordering is the button-draw order: rank first, then suit."""

    rank: int  # 2..14, ace high
    suit: Suit

    def __post_init__(self) -> None:
        if not 2 <= self.rank <= 14:
            raise CardError(f"rank {self.rank} is not 2..14")

    def __str__(self) -> str:
        return f"{RANKS[self.rank - 2]}{self.suit.letter}"

    @classmethod
    def parse(cls, text: str) -> Card:
        """'As', 'Td', '10h', 'kc': rank then suit letter."""
        cleaned = text.strip()
        if cleaned[:2] == "10":
            cleaned = "T" + cleaned[2:]
        if len(cleaned) != 2:
            raise CardError(f"{text!r} is not a card like 'As', 'Td' or '7c'")
        rank_char, suit_char = cleaned[0].upper(), cleaned[1].lower()
        if rank_char not in RANKS:
            raise CardError(f"{text!r}: rank {rank_char!r} is not one of {RANKS}")
        suits = {s.letter: s for s in Suit}
        if suit_char not in suits:
            raise CardError(f"{text!r}: suit {suit_char!r} is not one of s, h, d, c")
        return cls(RANKS.index(rank_char) + 2, suits[suit_char])


def full_deck() -> tuple[Card, ...]:
    return tuple(Card(rank, suit) for suit in Suit for rank in range(2, 15))


def deal_one_each(seats: Sequence[int], rng: random.Random) -> dict[int, Card]:
    """The app draws for the dealer: one card to each seat from a shuffled deck (rng injected)."""
    deck = list(full_deck())
    rng.shuffle(deck)
    return {seat: deck[i] for i, seat in enumerate(seats)}


def high_card_seat(draw: Mapping[int, Card]) -> int:
    """The seat holding the highest card by rank then suit; the button goes there."""
    if not draw:
        raise CardError("nobody drew a card")
    cards = list(draw.values())
    if len(set(cards)) != len(cards):
        dupes = sorted({str(c) for c in cards if cards.count(c) > 1})
        raise CardError(f"the same card was drawn twice ({', '.join(dupes)}): draw again")
    return max(draw, key=lambda seat: draw[seat])
