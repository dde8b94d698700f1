"""A hand driven step by step for tests: its events and its state kept together.

Only the core's public commands and fold (`core.hand.hand`): each call decides, returns the new
events and folds them, as the station does through its journal. It was the core's `Hand`; no
part of the app drives a hand this way, so it lives with the tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from dealer_assist.core.events import Event, new_event_id
from dealer_assist.core.hand.hand import (
    Action,
    ActionKind,
    HandResult,
    HandState,
    LegalActions,
    ShowdownOrder,
    ShowdownReading,
    Stakes,
    apply,
    award,
    award_by_cards,
    deal_street,
    decide,
    hand_result,
    legal_actions,
    pots,
    read_showdown,
    replay,
    showdown_order,
    start_hand,
    undo,
    void,
)
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.pots import Pot
from dealer_assist.core.rules.house_rules import HouseRules


class Hand:
    """A hand in progress: `events` (as journaled) and `state` (as shown). Each mutating call
    returns the new events; `undo(n)` drops the last n steps and replays."""

    def __init__(self, events: Sequence[Event], rules: HouseRules) -> None:
        self.rules = rules
        self.events: tuple[Event, ...] = tuple(events)
        self.state: HandState = replay(self.events, rules)

    @classmethod
    def start(
        cls,
        *,
        positions: HandPositions,
        stacks: Mapping[int, int],
        stakes: Stakes,
        rules: HouseRules,
        at_ms: int,
        hand_id: str | None = None,
        carried_in: int = 0,
    ) -> Hand:
        events = start_hand(
            hand_id=hand_id or new_event_id(),
            positions=positions,
            stacks=stacks,
            stakes=stakes,
            rules=rules,
            at_ms=at_ms,
            carried_in=carried_in,
        )
        return cls(events, rules)

    def _extend(self, new: Sequence[Event]) -> tuple[Event, ...]:
        state = self.state
        for event in new:
            state = apply(state, event)
        self.state = state
        self.events = self.events + tuple(new)
        return tuple(new)

    def legal_actions(self) -> LegalActions:
        return legal_actions(self.state)

    def act(
        self, seat: int, kind: ActionKind, to: int | None = None, *, at_ms: int
    ) -> tuple[Event, ...]:
        return self._extend((decide(self.state, Action(seat, kind, to), at_ms),))

    def deal(self, cards: Sequence[str], *, at_ms: int) -> tuple[Event, ...]:
        return self._extend((deal_street(self.state, cards, at_ms),))

    def pots(self) -> tuple[Pot, ...]:
        return pots(self.state)

    def showdown_order(self) -> ShowdownOrder:
        return showdown_order(self.state)

    def award(
        self,
        winners: Mapping[int, Sequence[int]] | None = None,
        *,
        at_ms: int,
        smallest_chip: int = 1,
    ) -> tuple[Event, ...]:
        return self._extend(award(self.state, winners, at_ms=at_ms, smallest_chip=smallest_chip))

    def read_showdown(
        self,
        hole_cards: Mapping[int, str | Sequence[str]],
        board: str | Sequence[str] | None = None,
    ) -> ShowdownReading:
        return read_showdown(self.state, hole_cards, board)

    def award_by_cards(
        self,
        hole_cards: Mapping[int, str | Sequence[str]],
        board: str | Sequence[str] | None = None,
        *,
        at_ms: int,
        smallest_chip: int = 1,
    ) -> tuple[Event, ...]:
        return self._extend(
            award_by_cards(self.state, hole_cards, board, at_ms=at_ms, smallest_chip=smallest_chip)
        )

    def void(self, reason: str, *, at_ms: int) -> tuple[Event, ...]:
        return self._extend((void(self.state, reason, at_ms),))

    def undo(self, steps: int = 1) -> None:
        self.events = undo(self.events, steps)
        self.state = replay(self.events, self.rules)

    def result(self) -> HandResult:
        return hand_result(self.state)
