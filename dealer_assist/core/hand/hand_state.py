"""The state of one hand at a moment: seats, bets on the street, whose turn; a frozen value."""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from dealer_assist.core.drafts import draft_copier
from dealer_assist.core.hand.hand_events import PostKind, Street
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import HouseRules


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
    """A hand between events. Build it with `core.hand.hand` (`start_hand`, `replay`)."""

    hand_id: str
    rules: HouseRules
    stakes: Stakes
    positions: HandPositions
    seats: tuple[SeatState, ...]  # deal order (positions.dealt_in): left of the button first
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


# Drafts: the engine's cheap way to make a changed state.
#
# The fold makes a new HandState for every event, and a frozen dataclass pays for each field
# it sets (object.__setattr__ per field, ~25 of them). A draft is the same object under
# construction: a subclass with the same slots whose attributes may be assigned, so a copy is
# plain slot stores and the engine changes what it needs in place. `seal()` turns the draft
# into the frozen class (a __class__ assignment, allowed because the layouts are identical)
# and returns it: from then on it is an ordinary frozen value, equal to and hashing like one
# built by the constructor. A draft never leaves the engine (core.hand_fold).


class SeatDraft(SeatState):
    """A SeatState being built by the engine; `seal()` makes it a frozen SeatState."""

    __slots__ = ()
    # object's own setattr/delattr (both, since they share one type slot) lift the frozen
    # dataclass's refusal for this class only; Python then stores attributes straight into the
    # slots.
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__

    seat: int
    starting_stack: int
    stack: int
    street_bet: int
    contributed: int
    folded: bool
    absent: bool
    acted_at: int | None

    def seal(self) -> SeatState:
        # assignment: a draft becomes its frozen base class, same slots (see above).
        self.__class__ = SeatState  # type: ignore[assignment]
        return self


# A writable copy of a seat (every field: tests/test_hand_state.py checks).
seat_draft = draft_copier(SeatState, SeatDraft)


class HandDraft(HandState):
    """A HandState being built by the engine; `seal()` makes it a frozen HandState."""

    __slots__ = ()
    __setattr__ = object.__setattr__  # see SeatDraft
    __delattr__ = object.__delattr__

    hand_id: str
    rules: HouseRules
    stakes: Stakes
    positions: HandPositions
    seats: tuple[SeatState, ...]
    phase: Phase
    street: Street
    bet_to: int
    min_raise_by: int
    full_bet_made: bool
    last_full_was_bet: bool
    to_act: int | None
    last_aggressor: int | None
    river_aggressor: int | None
    first_to_act_postflop: int | None
    dead_money: int
    straddle_seat: int | None
    returned: tuple[tuple[int, int], ...]
    board: tuple[str, ...]
    shown: tuple[tuple[int, tuple[str, ...]], ...]
    awarded: tuple[tuple[int, tuple[tuple[int, int], ...], int], ...]
    ran_out: bool
    void_reason: str | None
    actions: int
    pending_posts: tuple[tuple[int, PostKind, int], ...]

    def seal(self) -> HandState:
        # assignment: a draft becomes its frozen base class, same slots (see above).
        self.__class__ = HandState  # type: ignore[assignment]
        return self


# A writable copy of a hand (every field: tests/test_hand_state.py checks).
hand_draft = draft_copier(HandState, HandDraft)


_new = object.__new__


def evolve(state: HandState, **changes: Any) -> HandState:
    """`dataclasses.replace` for a HandState, without re-running the constructor."""
    draft = hand_draft(state)
    for name, value in changes.items():
        setattr(draft, name, value)
    return draft.seal()
