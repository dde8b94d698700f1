"""Hands that end early or strangely: folds at every street, dead small blind, short posts."""

from __future__ import annotations

import pytest
from helpers.hand_driver import Hand
from test_betting import ALL_IN, BET, CALL, CHECK, FOLD, RAISE, play, table, to_flop

from dealer_assist.core.hand.hand import Phase, Stakes, hand_result
from dealer_assist.core.hand.hand_events import Street
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import house_rules


def dead_small_blind(
    stacks: dict[int, int], *, ante: int = 0, big_blind_ante: bool = False, carried_in: int = 0
) -> Hand:
    """Seats 2..n dealt, button on the last seat; the small blind's seat is empty (dead)."""
    seats = tuple(sorted(stacks))
    positions = HandPositions(seats[-1], False, None, seats[0], seats)
    return Hand.start(
        positions=positions,
        stacks=stacks,
        stakes=Stakes(50, 100, ante, big_blind_ante),
        rules=house_rules("ubetcha"),
        at_ms=0,
        hand_id="dead-sb",
        carried_in=carried_in,
    )


def test_all_fold_to_a_lone_big_blind_with_no_small_blind_ends_the_hand() -> None:
    """Dead small blind, no ante: the big blind's whole blind is uncalled and goes back; there
    is no pot, so the hand is over at once and its result is every stack as it was."""
    hand = play(dead_small_blind({2: 3000, 3: 3000, 4: 3000}), (3, FOLD), (4, FOLD))
    assert hand.state.phase is Phase.COMPLETE
    assert hand.state.returned == ((2, 100),)
    assert hand.pots() == ()
    result = hand_result(hand.state)
    assert result.final_stacks == {2: 3000, 3: 3000, 4: 3000}
    assert result.payouts == () and result.busted == ()


def test_lone_big_blind_with_antes_gets_its_blind_back_and_wins_the_antes() -> None:
    hand = play(dead_small_blind({2: 3000, 3: 3000, 4: 3000}, ante=10), (3, FOLD), (4, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN
    assert hand.state.returned == ((2, 100),)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(30, (2,))]
    hand.award(at_ms=0)
    assert hand.result().final_stacks == {2: 3020, 3: 2990, 4: 2990}


def test_lone_big_blind_wins_back_its_big_blind_ante_and_chips_carried_in() -> None:
    """The big-blind ante and an odd chip left from the last hand (Ubetcha TIES 1) are dead
    money: the big blind wins them when all fold."""
    hand = dead_small_blind({2: 3000, 3: 3000, 4: 3000}, ante=100, big_blind_ante=True)
    hand = play(hand, (3, FOLD), (4, FOLD))
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(100, (2,))]
    hand.award(at_ms=0)
    assert hand.result().final_stacks == {2: 3000, 3: 3000, 4: 3000}

    carried = play(dead_small_blind({2: 3000, 3: 3000}, carried_in=1), (3, FOLD))
    carried.award(at_ms=0)
    assert carried.result().final_stacks == {2: 3001, 3: 3000}


@pytest.mark.parametrize("street", [Street.FLOP, Street.TURN, Street.RIVER])
def test_a_bet_folded_to_on_any_street_is_returned_and_the_pot_won(street: Street) -> None:
    hand = to_flop(table({1: 5000, 2: 5000, 3: 5000}, ante=10))
    while hand.state.street is not street:
        legal = hand.legal_actions()
        hand.act(legal.seat, CHECK, at_ms=0)
    play(hand, (1, BET, 400), (2, FOLD), (3, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN and hand.state.returned == ((1, 400),)
    hand.award(at_ms=0)
    assert hand.result().final_stacks == {1: 5220, 2: 4890, 3: 4890}


def test_everyone_folds_preflop_heads_up_the_big_blind_takes_the_small_blind() -> None:
    """Ubetcha RULES FOR USING BLINDS 3: heads-up the button posts the small blind, acts first."""
    hand = play(table({4: 1000, 9: 1000}, button=9), (9, FOLD))
    assert hand.state.returned == ((4, 50),)
    hand.award(at_ms=0)
    assert hand.result().final_stacks == {4: 1050, 9: 950}


def test_everyone_all_in_on_the_antes_runs_the_board_with_no_betting() -> None:
    hand = table({1: 10, 2: 10, 3: 10}, ante=10)
    assert hand.state.phase is Phase.SHOWDOWN and hand.state.ran_out
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(30, (1, 2, 3))]


def test_a_stack_the_ante_empties_posts_no_blind_and_plays_for_the_antes_only() -> None:
    """The big blind's 10 chips all go in the ante: it is all-in with no blind posted, and
    callers still enter for the full big blind (Ubetcha BLINDS 1)."""
    hand = table({1: 5000, 2: 10, 3: 5000}, ante=10)
    assert hand.state.seat(2).all_in and hand.state.seat(2).street_bet == 0
    legal = hand.legal_actions()
    assert (legal.seat, legal.call_amount, legal.min_to) == (3, 100, 200)
    play(hand, (3, CALL), (1, CALL))
    assert hand.state.street is Street.FLOP
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(30, (1, 2, 3)), (200, (1, 3))]


def test_all_in_for_less_than_the_ante_wins_only_the_matching_antes() -> None:
    hand = table({1: 5000, 2: 5000, 3: 4}, ante=10)
    play(hand, (1, CALL), (2, CHECK))
    assert [(p.amount, p.eligible) for p in hand.pots()][0] == (12, (1, 2, 3))


def test_all_in_posting_the_small_blind_and_all_fold_returns_the_big_blinds_excess() -> None:
    hand = play(table({1: 30, 2: 5000, 3: 5000}), (3, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN and hand.state.ran_out
    assert hand.state.returned == ((2, 70),)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(60, (1, 2))]


def test_raise_over_a_short_all_in_big_blind_folded_to_returns_what_no_one_matched() -> None:
    """The big blind posts 40 all-in; the button raises to 300, the small blind folds its 50:
    250 goes back; the big blind plays for 40 from each, the rest is the button's."""
    hand = play(table({1: 5000, 2: 40, 3: 5000}), (3, RAISE, 300), (1, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN
    assert hand.state.returned == ((3, 250),)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(120, (2, 3)), (20, (3,))]


def test_no_straddle_house_a_short_straddler_is_all_in_not_refused() -> None:
    """Applewood BETTING 1: a straddle is an opening bet; a stack short of it is all-in."""
    hand = table({1: 5000, 2: 5000, 3: 150, 4: 5000}, straddle=True, book="applewood")
    assert hand.state.seat(3).all_in and hand.state.seat(3).street_bet == 150
    assert hand.legal_actions().seat == 4


def test_no_straddle_house_straddle_facing_only_all_ins_is_a_call() -> None:
    """Blinds all-in and the last seat covered: there is no raise to make, the chips call."""
    hand = table({1: 50, 2: 100, 3: 5000, 4: 50}, straddle=True, book="general")
    assert hand.state.seat(3).street_bet == 100
    assert hand.events[-1].kind is CALL  # type: ignore[attr-defined]
    assert hand.legal_actions().seat == 4


def test_ubetcha_blinds_5_a_straddle_short_of_two_blinds_is_raised_by_a_big_blind() -> None:
    """A straddle all-in for 150 (big blind 100) is short of the 200 straddle: like an all-in
    short of a full raise, the next raise adds at least the big blind (to 250)."""
    hand = table({1: 5000, 2: 5000, 3: 150, 4: 5000}, straddle=True)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call_amount, legal.min_to) == (4, 150, 250)


def test_folds_to_an_all_in_player_end_the_betting_without_asking_the_covering_seat() -> None:
    hand = to_flop(table({1: 5000, 2: 5000, 3: 300}))
    play(hand, (1, CHECK), (2, BET, 200), (3, ALL_IN), (1, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN and hand.state.ran_out
