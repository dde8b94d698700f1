"""Undo in the hand engine: an award (every pot, and the cards read for it) is one step."""

from __future__ import annotations

from test_betting import ALL_IN, CALL, FOLD, play, table

from dealer_assist.core.hand.hand import Phase, undo
from dealer_assist.core.hand.hand_events import CardsShown, PotAwarded


def three_pot_hand():  # noqa: ANN201 - a Hand at showdown with three pots
    hand = table({1: 20000, 2: 12500, 3: 8000, 4: 30000, 5: 4200, 6: 15000}, button=1)
    return play(hand, (4, ALL_IN), (5, CALL), (6, CALL), (1, FOLD), (2, FOLD), (3, CALL))


def test_one_undo_step_takes_back_every_pot_of_an_award() -> None:
    hand = three_pot_hand()
    before = hand.state
    hand.award({0: [5], 1: [3], 2: [6]}, at_ms=0)
    assert sum(isinstance(e, PotAwarded) for e in hand.events) == 3
    hand.undo()
    assert hand.state == before and hand.state.phase is Phase.SHOWDOWN


def test_one_undo_step_takes_back_cards_speak_with_the_cards_shown() -> None:
    hand = three_pot_hand()
    hand.deal(["9c", "2s", "5d"], at_ms=0)
    hand.deal(["Kh"], at_ms=0)
    hand.deal(["Qc"], at_ms=0)
    before = hand.events
    hand.award_by_cards({3: "9h9d", 4: "2c3d", 5: "KsKd", 6: "AsAd"}, at_ms=0)
    assert any(isinstance(e, CardsShown) for e in hand.events)
    assert undo(hand.events, 1) == before
    assert undo(hand.events, 2) == before[:-1]  # then the river
