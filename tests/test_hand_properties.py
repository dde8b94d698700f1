"""Invariants over random hands at 2-10 seats: chips conserved, pots paid to eligible seats."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_pokerkit_reference import generate, play_ours

from dealer_assist.core.hand.hand import Phase, replay
from dealer_assist.core.hand.hand_events import ActionTaken, BlindPosted, PotAwarded
from dealer_assist.house_books import BOOKS, house_rules


@settings(max_examples=200, deadline=None)
@given(
    seed=st.integers(0, 2**32), book=st.sampled_from(BOOKS), smallest_chip=st.sampled_from((1, 5))
)
def test_random_hands_conserve_chips_and_pay_only_eligible_seats(
    seed: int, book: str, smallest_chip: int
) -> None:
    rng = random.Random(seed)
    rules = house_rules(book)
    spec = generate(rng, safe_for_pokerkit=False, rules=rules)
    hand = play_ours(spec, rules)
    state = hand.state
    assert state.phase is Phase.SHOWDOWN

    # Pots add up to what was put in less the uncalled chips returned.
    put_in = sum(e.amount for e in hand.events if isinstance(e, BlindPosted))
    pots = hand.pots()
    returned = sum(chips for _, chips in state.returned)
    committed = sum(s.starting_stack - s.stack for s in state.seats)
    assert sum(p.amount for p in pots) == committed == put_in + _bet_chips(hand) - returned

    # Award each pot to a random non-empty set of its eligible seats.
    winners = {p.index: rng.sample(p.eligible, rng.randint(1, len(p.eligible))) for p in pots}
    hand.award(winners, at_ms=0, smallest_chip=smallest_chip)
    assert hand.state.phase is Phase.COMPLETE
    result = hand.result()
    assert sum(result.final_stacks.values()) + result.left_in_pot == sum(spec.stacks)
    by_index = {p.index: p for p in pots}
    for award in (e for e in hand.events if isinstance(e, PotAwarded)):
        assert set(award.winners) <= set(by_index[award.pot].eligible)
        shares = [chips for _, chips in award.payouts]
        # At most one odd chip each (general TIES 4); chips below the unit go with the first.
        assert max(shares) - min(shares) <= smallest_chip + award.amount % smallest_chip
    assert replay(hand.events, rules) == hand.state  # the fold is the state


def _bet_chips(hand) -> int:  # noqa: ANN001 - a Hand
    """Chips added by actions: each ActionTaken raises its seat's street total to `to`."""
    total = 0
    state = replay(hand.events[:1], hand.rules)
    for index, event in enumerate(hand.events[1:], start=1):
        if isinstance(event, ActionTaken):
            before = state.seat(event.seat).street_bet
            if event.kind.value in ("call", "bet", "raise"):
                total += event.to - before
        state = replay(hand.events[: index + 1], hand.rules)
    return total
