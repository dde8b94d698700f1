"""The books' worked examples for the button, the blinds, heads-up, newcomers and the draw."""

from __future__ import annotations

import random

import pytest
from helpers.tables import Dealer

from dealer_assist.core.cards import Card, deal_one_each, high_card_seat
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.button import (
    button_from_cards,
    draw_button,
    next_hand,
    plan_hand,
    postflop_order,
    preflop_order,
    start_hand,
)
from dealer_assist.core.table.table import (
    ButtonMethod,
    LeaveReason,
    PlayerLeft,
    PlayerMarkedAbsent,
    TableError,
)
from dealer_assist.house_books import house_rules

APPLEWOOD = house_rules("applewood")
UBETCHA = house_rules("ubetcha")


SIX = {1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee", 5: "Eve", 6: "Fay"}


# --- the draw -------------------------------------------------------------------------------


def test_ubetcha_seating_5_suits_break_a_tie_spades_high() -> None:
    """Ubetcha SEATING 5 / general TIES 1: same rank, spades > hearts > diamonds > clubs."""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee"})
    cards = {1: "Kh", 2: "Kd", 3: "Ks", 4: "Kc"}
    event = button_from_cards(dealer.table, UBETCHA, cards, at_ms=0)
    assert event.seat == 3
    assert event.method is ButtonMethod.DRAW_BY_DEALER
    assert dict(event.draw) == {1: "Kh", 2: "Kd", 3: "Ks", 4: "Kc"}


def test_general_ties_1_rank_beats_suit() -> None:
    """General rules TIES 1: suits only break a tie between cards of the same rank."""
    assert high_card_seat({1: Card.parse("Ks"), 2: Card.parse("Ac"), 3: Card.parse("10h")}) == 2
    assert str(Card.parse("10h")) == "Th"


def test_draw_needs_a_card_for_every_seated_player_and_cites_the_rule() -> None:
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy"})
    with pytest.raises(TableError, match=r"missing \[3\]") as info:
        button_from_cards(dealer.table, UBETCHA, {1: "As", 2: "Kd"}, at_ms=0)
    assert info.value.citation == UBETCHA.cite(Decision.BUTTON_DRAW)
    with pytest.raises(TableError, match="drawn twice"):
        button_from_cards(dealer.table, UBETCHA, {1: "As", 2: "As", 3: "2c"}, at_ms=0)
    with pytest.raises(TableError, match="rank .X. is not one of"):
        button_from_cards(dealer.table, UBETCHA, {1: "As", 2: "Xq", 3: "2c"}, at_ms=0)


def test_the_app_draws_with_an_injected_random_source() -> None:
    dealer = Dealer({2: "Ann", 5: "Bob", 7: "Cy", 9: "Dee"})
    event = draw_button(dealer.table, UBETCHA, random.Random(7), at_ms=0)
    dealt = deal_one_each((2, 5, 7, 9), random.Random(7))
    assert event.seat == high_card_seat(dealt)
    assert dict(event.draw) == {s: str(c) for s, c in dealt.items()}
    assert event.method is ButtonMethod.DRAW_BY_APP


def test_final_table_draw_deals_everyone_in_at_once() -> None:
    """Ubetcha SEATING 5: at the start of the final table players draw; nobody waits."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.arrive(7, "Gus")  # moved in from the broken table
    assert dealer.table.require_player(7).waiting
    dealer.do(
        button_from_cards(
            dealer.table,
            UBETCHA,
            {1: "2c", 2: "3c", 3: "4c", 4: "5c", 5: "6c", 6: "7c", 7: "Ad"},
            at_ms=0,
        )
    )
    positions = dealer.hand(UBETCHA)
    assert positions.button == 7 and positions.waiting == ()
    assert positions.small_blind == 1 and positions.big_blind == 2


def test_no_hand_before_the_button_is_placed() -> None:
    dealer = Dealer(SIX)
    with pytest.raises(TableError, match="button has not been placed") as info:
        next_hand(dealer.table, UBETCHA)
    assert info.value.citation == UBETCHA.cite(Decision.BUTTON_DRAW)


# --- the ordinary rotation ----------------------------------------------------------------


def test_ubetcha_button_use_blinds_and_order_of_action() -> None:
    """Ubetcha BUTTON USE: small blind first clockwise from the button, big blind two seats;
    the button is dealt last; first to act is left of the blinds, then left of the button."""
    dealer = Dealer(SIX, button=4)
    p = dealer.hand(UBETCHA)
    assert (p.button, p.small_blind, p.big_blind) == (4, 5, 6)
    assert p.dealt_in == (5, 6, 1, 2, 3, 4)
    assert preflop_order(p) == (1, 2, 3, 4, 5, 6)
    assert postflop_order(p, {2, 4, 6}) == (6, 2, 4)
    p = dealer.hand(UBETCHA)
    assert (p.button, p.small_blind, p.big_blind) == (5, 6, 1)  # the button moves clockwise


def test_postflop_order_refuses_a_seat_not_dealt_in() -> None:
    dealer = Dealer(SIX, button=1)
    p = dealer.hand()
    with pytest.raises(TableError, match="not dealt in"):
        postflop_order(p, {2, 8})


def test_ubetcha_blinds_5_live_straddle_acts_last() -> None:
    """Ubetcha RULES FOR USING BLINDS 5: the player left of the big blind may straddle;
    action starts left of the straddle, who acts last."""
    dealer = Dealer(SIX, button=1)
    p = next_hand(dealer.table, UBETCHA, straddle=True)
    assert p.straddle == 4
    assert preflop_order(p) == (5, 6, 1, 2, 3, 4)


def test_applewood_betting_1_no_straddle() -> None:
    """Applewood BETTING 1: no straddling; the refusal cites the rule."""
    dealer = Dealer(SIX, button=1)
    with pytest.raises(TableError, match="does not allow a straddle") as info:
        next_hand(dealer.table, APPLEWOOD, straddle=True)
    assert info.value.citation == APPLEWOOD.cite(Decision.STRADDLE)
    assert "Applewood, BETTING 1" in str(info.value)


# --- dead button ----------------------------------------------------------------------------


def test_applewood_dead_button_no_small_blind_when_it_busted() -> None:
    """Applewood DEAD BUTTON: the player due for the small blind (last big blind) busted:
    there is no small blind, the big blind still moves to the next live player."""
    dealer = Dealer(SIX, button=1)
    p = dealer.hand()
    assert (p.button, p.small_blind, p.big_blind) == (1, 2, 3)
    dealer.bust(3)
    plan = plan_hand(dealer.table, APPLEWOOD)
    p = plan.positions
    assert p.small_blind is None
    assert p.big_blind == 4
    assert p.button == 2 and not p.button_is_dead
    assert any(
        r.citation == APPLEWOOD.cite(Decision.DEAD_BUTTON) and "No small blind" in r.text
        for r in plan.rulings
    )


def test_applewood_dead_button_the_button_sits_on_an_empty_seat() -> None:
    """Applewood DEAD BUTTON: the small blind busts; next hand the button is on his empty seat."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(2)
    plan = plan_hand(dealer.table, APPLEWOOD)
    p = plan.positions
    assert (p.button, p.button_is_dead, p.small_blind, p.big_blind) == (2, True, 3, 4)
    assert p.dealt_in == (3, 4, 5, 6, 1)  # dealt from the left of the dead button
    assert "Dead button on seat 2" in " ".join(r.text for r in plan.rulings)


def test_applewood_dead_button_the_next_big_blind_busts() -> None:
    """Applewood DEAD BUTTON: 'big blind every hand, next live player in order'."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(4)
    p = dealer.hand()
    assert (p.button, p.small_blind, p.big_blind) == (2, 3, 5)


def test_applewood_dead_button_nobody_skips_a_blind_after_two_bust_outs() -> None:
    """Applewood DEAD BUTTON: blinds never skip a player, even when the blinds both bust."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()  # 1 button, 2 SB, 3 BB
    dealer.bust(2, 3)
    p = dealer.hand()
    assert (p.button, p.button_is_dead, p.small_blind, p.big_blind) == (2, True, None, 4)
    p = dealer.hand()
    assert (p.button, p.button_is_dead, p.small_blind, p.big_blind) == (3, True, 4, 5)
    p = dealer.hand()
    assert (p.button, p.button_is_dead, p.small_blind, p.big_blind) == (4, False, 5, 6)


def test_players_leave_mid_orbit_like_a_bust_out() -> None:
    """A player moved to another table leaves his seat; the dead-button rule still applies."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.do(PlayerLeft(event_id="m", at_ms=0, seat=3, reason=LeaveReason.MOVED))
    dealer.do(PlayerLeft(event_id="q", at_ms=0, seat=5, reason=LeaveReason.LEAVING_EARLY))
    p = dealer.hand()
    assert (p.button, p.small_blind, p.big_blind) == (2, None, 4)
    assert p.dealt_in == (4, 6, 1, 2)


# --- heads-up -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("busted", "big_blind", "button"),
    [
        (1, 2, 3),  # the button busts: the next big blind would have been seat 1, so seat 2
        (2, 1, 3),  # the small blind busts: seat 1 would have been the big blind and is
        (3, 1, 2),  # the big blind busts: seat 1 is the next big blind
    ],
)
def test_applewood_heads_up_play_1_three_to_two(busted: int, big_blind: int, button: int) -> None:
    """Applewood Heads Up Play 1: from three to two players, whoever would have been the next
    big blind is the big blind; the other player is the small blind and the button."""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy"}, button=1)
    first = dealer.hand()
    assert (first.button, first.small_blind, first.big_blind) == (1, 2, 3)
    dealer.bust(busted)
    plan = plan_hand(dealer.table, APPLEWOOD)
    p = plan.positions
    assert p.heads_up
    assert (p.big_blind, p.button, p.small_blind) == (big_blind, button, button)
    assert p.big_blind != first.big_blind  # nobody posts the big blind twice in a row
    assert plan.rulings[-2].citation == APPLEWOOD.cite(Decision.HEADS_UP)


def test_heads_up_deal_and_action_order() -> None:
    """Applewood Heads Up Play 2-3 / Ubetcha BLINDS 3: the button is the small blind, dealt
    last, acts first before the flop and last after it."""
    dealer = Dealer({2: "Ann", 7: "Bob"}, button=7)
    p = dealer.hand()
    assert p.heads_up and (p.button, p.small_blind, p.big_blind) == (7, 7, 2)
    assert p.dealt_in == (2, 7)
    assert preflop_order(p) == (7, 2)
    assert postflop_order(p, {2, 7}) == (2, 7)
    p = dealer.hand()
    assert (p.button, p.small_blind, p.big_blind) == (2, 2, 7)


def test_heads_up_no_straddle() -> None:
    dealer = Dealer({2: "Ann", 7: "Bob"}, button=7)
    with pytest.raises(TableError, match="heads-up"):
        next_hand(dealer.table, UBETCHA, straddle=True)


def test_from_heads_up_to_three_the_blinds_keep_moving() -> None:
    """A third player joins a heads-up table: nobody posts the big blind twice in a row."""
    dealer = Dealer({1: "Ann", 4: "Bob"}, button=4)
    p = dealer.hand()
    assert (p.button, p.big_blind) == (4, 1)
    dealer.arrive(6, "Cy")
    p = dealer.hand()
    assert (p.small_blind, p.big_blind) == (1, 4)
    # The button would go right of the small blind (empty seat 9), jumping over Cy's seat 6: the
    # books are silent; the documented rule has him wait, so the hand stays heads-up.
    assert p.heads_up and p.button == 1 and p.waiting == (6,)
    p = dealer.hand()
    assert (p.button, p.small_blind, p.big_blind, p.waiting) == (1, 4, 6, ())


# --- newcomers and absent players ---------------------------------------------------------


def test_ubetcha_seating_8_newcomer_on_the_small_blind_waits() -> None:
    """Ubetcha SEATING 8 / BLINDS 4: a player moved into the small blind seat sits out until
    the button passes him; no small blind is posted."""
    dealer = Dealer({1: "Ann", 2: "Bob", 4: "Dee", 5: "Eve", 6: "Fay"}, button=1)
    p = dealer.hand()  # 1 button, 2 SB, 4 BB
    dealer.bust(4)
    dealer.arrive(4, "Gus")  # takes the seat that is due for the small blind
    plan = plan_hand(dealer.table, UBETCHA)
    p = plan.positions
    assert p.small_blind is None and p.big_blind == 5
    assert p.waiting == (4,) and 4 not in p.dealt_in
    assert any(r.citation == UBETCHA.cite(Decision.NEW_PLAYER_WAITS) for r in plan.rulings)
    dealer.do(start_hand(dealer.table, UBETCHA, at_ms=0)[0])
    p = dealer.hand(UBETCHA)
    assert p.button == 4 and p.waiting == (4,)  # now he would be on the button: still waits
    p = dealer.hand(UBETCHA)
    assert p.button == 5 and 4 in p.dealt_in and p.waiting == ()  # the button has passed


def test_ubetcha_seating_8_newcomer_on_the_button_waits() -> None:
    """Ubetcha SEATING 8: a player seated on the button sits out; the button is dead."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()  # 1 button, 2 SB, 3 BB
    dealer.bust(2)
    dealer.arrive(2, "Gus")  # the seat the button moves to
    p = dealer.hand(UBETCHA)
    assert (p.button, p.small_blind, p.big_blind) == (2, 3, 4)
    assert p.button_is_dead and p.waiting == (2,)
    assert p.dealt_in == (3, 4, 5, 6, 1)
    p = dealer.hand(UBETCHA)
    assert p.button == 3 and p.dealt_in[-2:] == (2, 3)  # the button passed: he plays


def test_newcomer_between_the_button_and_the_small_blind_waits() -> None:
    """Ubetcha BLINDS 4: a seat the button skips over this hand is part of the button/small
    blind position, so its newcomer waits for the button to pass."""
    dealer = Dealer({1: "Ann", 2: "Bob", 4: "Dee", 5: "Eve"}, button=1)
    dealer.hand()  # 1 button, 2 SB, 4 BB
    dealer.arrive(3, "Gus")
    p = dealer.hand(UBETCHA)
    assert (p.button, p.small_blind, p.big_blind) == (2, 4, 5)
    assert p.waiting == (3,)
    p = dealer.hand(UBETCHA)
    assert p.waiting == () and 3 in p.dealt_in


def test_newcomer_behind_the_button_plays_at_once() -> None:
    dealer = Dealer({1: "Ann", 3: "Cy", 4: "Dee", 5: "Eve"}, button=1)
    dealer.hand()  # 1 button, 3 SB, 4 BB
    dealer.arrive(2, "Gus")  # the button jumps from 1 to 3 over him
    p = dealer.hand(UBETCHA)
    assert (p.button, p.small_blind, p.big_blind) == (3, 4, 5)
    assert p.waiting == () and p.dealt_in == (4, 5, 1, 2, 3)


def test_ubetcha_seating_8_newcomer_on_the_big_blind_plays_at_once() -> None:
    """Ubetcha SEATING 8: 'All other positions would be dealt in immediately, including the
    big blind.'"""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy", 5: "Eve"}, button=1)
    dealer.hand()  # 1 button, 2 SB, 3 BB
    dealer.arrive(4, "Gus")
    p = dealer.hand(UBETCHA)
    assert p.big_blind == 4 and 4 in p.dealt_in and p.waiting == ()


def test_newcomer_elsewhere_plays_at_once() -> None:
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(6)
    dealer.arrive(6, "Gus")
    p = dealer.hand(UBETCHA)
    assert 6 in p.dealt_in and p.waiting == ()


def test_ubetcha_blinds_6_absent_player_is_dealt_in_and_posts() -> None:
    """Ubetcha RULES FOR USING BLINDS 6 / Applewood Dealing 7: an absent player is dealt in,
    posts his blinds, and his hand is folded in turn."""
    dealer = Dealer(SIX, button=1)
    dealer.do(PlayerMarkedAbsent(event_id="a", at_ms=0, seat=3))
    plan = plan_hand(dealer.table, UBETCHA)
    p = plan.positions
    assert p.big_blind == 3 and 3 in p.dealt_in and p.absent == (3,)
    assert 3 in preflop_order(p)  # still in the order: folded when his turn comes
    assert any(r.citation == UBETCHA.cite(Decision.ABSENT_PLAYER) for r in plan.rulings)


def test_rulings_cite_the_book_in_force() -> None:
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(2)
    labels = {str(r.citation) for r in plan_hand(dealer.table, UBETCHA).rulings}
    assert "Applewood, Gameplay Rules 16 (Ubetcha is silent)" in labels
    assert "Ubetcha, BUTTON USE 2" in labels
