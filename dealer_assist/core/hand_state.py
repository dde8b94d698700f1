"""The state of one hand at a moment: seats, bets on the street, whose turn; a frozen value."""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, TypeVar

from dealer_assist.core.hand_events import PostKind, Street
from dealer_assist.core.house_rules import HouseRules
from dealer_assist.core.positions import HandPositions


class Phase(enum.Enum):
    """Where a hand is: betting, waiting for the pots to be awarded, over, or voided."""

    BETTING = "betting"
    SHOWDOWN = "showdown"  # no more betting: award the pots (run the board out first if needed)
    COMPLETE = "complete"
    VOIDED = "voided"


@dataclass(frozen=True, slots=True)
class Stakes:
    """The level a hand is played at: blinds and ante (all chips)."""

    small_blind: int
    big_blind: int
    ante: int = 0
    big_blind_ante: bool = False

    def __post_init__(self) -> None:
        if self.big_blind <= 0 or self.small_blind < 0 or self.ante < 0:
            raise ValueError(f"stakes must be positive: {self}")


@dataclass(frozen=True, slots=True)
class SeatState:
    """One dealt-in seat. `street_bet` is its wager on this street; `contributed` its chips in
    the pot this hand (antes, blinds and bets; a big-blind ante is dead money, not counted).
    `acted_at` is the wager it last acted facing on this street (None: not acted yet)."""

    seat: int
    starting_stack: int
    stack: int
    street_bet: int = 0
    contributed: int = 0
    folded: bool = False
    absent: bool = False
    acted_at: int | None = None

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded

    @property
    def can_act(self) -> bool:
        return not self.folded and self.stack > 0


@dataclass(frozen=True, slots=True)
class HandState:
    """A hand between events. Build it with `dealer_assist.core.hand` (`start_hand`, `replay`)."""

    hand_id: str
    rules: HouseRules
    stakes: Stakes
    positions: HandPositions
    seats: tuple[SeatState, ...]  # deal order: first left of the button, button last
    phase: Phase = Phase.BETTING
    street: Street = Street.PREFLOP
    bet_to: int = 0  # the wager to match on this street
    min_raise_by: int = 0  # size of the last full bet or raise on this street
    full_bet_made: bool = False  # a wager of at least the big blind stands on this street
    last_full_was_bet: bool = False  # the last full wager opened the street (a bet, not a raise)
    to_act: int | None = None
    last_aggressor: int | None = None  # last to bet or raise on this street
    river_aggressor: int | None = None
    first_to_act_postflop: int | None = None
    dead_money: int = 0  # big-blind ante and chips carried in from the last hand
    straddle_seat: int | None = None
    returned: tuple[tuple[int, int], ...] = ()  # uncalled chips given back, (seat, chips)
    board: tuple[str, ...] = ()
    shown: tuple[tuple[int, tuple[str, ...]], ...] = ()
    awarded: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...] = ()  # (pot, payouts, kept)
    ran_out: bool = False  # all-in with no more betting: every hand face up
    void_reason: str | None = None
    actions: int = 0  # ActionTaken events applied
    pending_posts: tuple[tuple[int, PostKind, int], ...] = ()  # forced posts still to come

    def seat(self, seat: int) -> SeatState:
        for s in self.seats:
            if s.seat == seat:
                return s
        raise KeyError(f"seat {seat} is not dealt in this hand")

    @property
    def live_seats(self) -> tuple[int, ...]:
        """Seats still holding cards, in deal order."""
        return tuple(s.seat for s in self.seats if not s.folded)

    @property
    def pot_total(self) -> int:
        """All chips in the middle: contributions plus dead money (after returns)."""
        return sum(s.contributed for s in self.seats) + self.dead_money

    @property
    def stacks(self) -> dict[int, int]:
        """Chips behind each seat now (bets in front not included)."""
        return {s.seat: s.stack for s in self.seats}

    @property
    def is_over(self) -> bool:
        return self.phase in (Phase.COMPLETE, Phase.VOIDED)


T = TypeVar("T", "HandState", "SeatState")
_set = object.__setattr__


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


def evolve(obj: T, **changes: Any) -> T:
    """`dataclasses.replace` for HandState and SeatState, twice as fast: the fold makes a new
    state per event and these classes have no __post_init__ to run."""
    cls = type(obj)
    new = object.__new__(cls)
    # mypy#11470: mypy takes the instances' __hash__(self) for the class's own; a class hashes.
    for name in _field_names(cls):  # type: ignore[arg-type]
        _set(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
