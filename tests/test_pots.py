"""Main and side pots: the books' example, dead money, short stacks, and layering invariants."""

from __future__ import annotations

from helpers.hand_driver import Hand
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from dealer_assist.core.hand.hand import ActionKind, Stakes
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.pots import Contribution, build_pots, uncalled
from dealer_assist.house_books import house_rules


def test_applewood_gameplay_15_main_pot_10500_side_pot_4000() -> None:
    """Applewood Gameplay Rules: "Player 8 bets 5500. Player 9 only has 3500 chips ... main pot
    10500, side pot 4000 ... If Player 9 wins the hand, he/she can only collect from the main
    pot and the winner between Player 8 and 10 will decide who gets the side pot"."""
    pots = build_pots(
        [Contribution(8, 5500), Contribution(9, 3500, all_in=True), Contribution(10, 5500)]
    )
    assert [(p.name, p.amount, p.eligible) for p in pots] == [
        ("main pot", 10500, (8, 9, 10)),
        ("side pot 1", 4000, (8, 10)),
    ]


def test_applewood_gameplay_15_played_out_at_the_table() -> None:
    positions = HandPositions(7, False, 8, 9, (8, 9, 10, 7))
    hand = Hand.start(
        positions=positions,
        stacks={7: 4000, 8: 5500, 9: 3500, 10: 8000},
        stakes=Stakes(50, 100),
        rules=house_rules("applewood"),
        at_ms=0,
    )
    for seat, kind, to in [
        (10, ActionKind.CALL, None),
        (7, ActionKind.FOLD, None),
        (8, ActionKind.CALL, None),
        (9, ActionKind.CHECK, None),
        (8, ActionKind.BET, 5400),
        (9, ActionKind.ALL_IN, None),
        (10, ActionKind.CALL, None),
    ]:
        hand.act(seat, kind, to, at_ms=0)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(10500, (8, 9, 10)), (4000, (8, 10))]
    hand.award({0: [9], 1: [10]}, at_ms=0)
    assert hand.result().final_stacks == {8: 0, 9: 10500, 10: 6500, 7: 4000}
    assert hand.result().busted == (8,)


def test_folded_chips_are_dead_money_in_the_pots_they_reach() -> None:
    pots = build_pots(
        [
            Contribution(1, 300, all_in=True),
            Contribution(2, 1000, folded=True),
            Contribution(3, 1000),
        ]
    )
    assert [(p.amount, p.eligible) for p in pots] == [(900, (1, 3)), (1400, (3,))]


def test_short_big_blind_all_in_caps_the_main_pot() -> None:
    """Ubetcha BLINDS 1: a big blind all-in for 40 wins at most 40 from each caller."""
    pots = build_pots(
        [Contribution(1, 100), Contribution(2, 40, all_in=True), Contribution(3, 100)]
    )
    assert [(p.amount, p.eligible) for p in pots] == [(120, (1, 2, 3)), (120, (1, 3))]


def test_dead_money_goes_to_the_main_pot() -> None:
    pots = build_pots([Contribution(1, 50, all_in=True), Contribution(2, 200)], dead_money=100)
    assert [(p.amount, p.eligible) for p in pots] == [(200, (1, 2)), (150, (2,))]


def test_uncalled_chips_are_the_excess_over_the_second_largest_wager() -> None:
    assert uncalled([Contribution(1, 700), Contribution(2, 200, folded=True)]) == (1, 500)
    assert uncalled([Contribution(1, 700), Contribution(2, 700)]) is None


# (chips, status): a live seat that is not all-in has matched the largest wager.
contributions = st.lists(
    st.tuples(st.integers(0, 5000), st.sampled_from(("all_in", "folded", "matched"))),
    min_size=2,
    max_size=10,
).map(
    lambda rows: [
        Contribution(
            i + 1,
            max(c for c, _ in rows) if status == "matched" else chips,
            folded=status == "folded",
            all_in=status == "all_in",
        )
        for i, (chips, status) in enumerate(rows)
    ]
)


def test_bets_on_the_current_street_stay_in_one_pot_until_someone_is_all_in() -> None:
    pots = build_pots([Contribution(1, 50), Contribution(2, 100), Contribution(3, 0)])
    assert [(p.amount, p.eligible) for p in pots] == [(150, (1, 2, 3))]


@settings(max_examples=300, deadline=None)
@given(contributions, st.integers(0, 300))
def test_pots_hold_every_chip_and_only_seats_that_put_in_enough(
    entries: list[Contribution], dead: int
) -> None:
    live = [c for c in entries if not c.folded]
    # At the table a folded seat never has more in than the biggest live wager.
    assume(live and max(c.chips for c in entries) == max(c.chips for c in live))
    pots = build_pots(entries, dead)
    assert sum(p.amount for p in pots) == sum(c.chips for c in entries) + dead
    chips = {c.seat: c.chips for c in entries}
    for pot in pots:
        assert pot.eligible, "every pot has someone to win it"
        assert all(not c.folded for c in entries if c.seat in pot.eligible)
        cap = min(chips[seat] for seat in pot.eligible)
        assert {c.seat for c in live if c.chips >= cap} == set(pot.eligible)
    for seat in (c.seat for c in live):
        # Applewood Gameplay Rules: "A player cannot win more than they have" from each opponent.
        can_win = sum(min(c.chips, chips[seat]) for c in entries) + dead
        assert sum(p.amount for p in pots if seat in p.eligible) <= can_win
    eligible_sets = [set(p.eligible) for p in pots]
    for outer, inner in zip(eligible_sets, eligible_sets[1:], strict=False):
        assert inner < outer, "each side pot is contested by fewer seats than the pot below it"
