"""Named situations for the button and blinds: bust-outs at every position, heads-up in and out,
newcomers, moved and absent players, leaving early, the draw and the order of action.

Each expectation is worked out by hand from the book and rule in the test's docstring; the
random comparison with an independent model lives in test_button_reference.py.
"""

from __future__ import annotations

import pytest
from helpers.tables import Dealer

from dealer_assist.core.cards import Card, high_card_seat
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.rules.house_rules import Decision
from dealer_assist.core.table.button import (
    button_from_cards,
    plan_hand,
    postflop_order,
    preflop_order,
)
from dealer_assist.core.table.table import (
    LeaveReason,
    TableError,
)
from dealer_assist.house_books import house_rules

APPLEWOOD = house_rules("applewood")
UBETCHA = house_rules("ubetcha")
SIX = {1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee", 5: "Eve", 6: "Fay"}


def _blinds(p: HandPositions) -> tuple[int, bool, int | None, int]:
    return (p.button, p.button_is_dead, p.small_blind, p.big_blind)


# --- bust-outs ------------------------------------------------------------------------------


def test_applewood_dead_button_big_blind_busts_then_the_button_reaches_his_seat() -> None:
    """Applewood, Gameplay Rules DEAD BUTTON: the big blind busts. Next hand there is no small
    blind and the button moves onto last hand's small blind; the hand after, the button sits
    on the busted player's empty seat; every player still posts each blind once."""
    dealer = Dealer(SIX, button=1)
    assert _blinds(dealer.hand()) == (1, False, 2, 3)
    dealer.bust(3)
    hands = [_blinds(dealer.hand()) for _ in range(6)]
    assert hands == [
        (2, False, None, 4),
        (3, True, 4, 5),
        (4, False, 5, 6),
        (5, False, 6, 1),
        (6, False, 1, 2),
        (1, False, 2, 4),
    ]


def test_applewood_dead_button_small_blind_busts_the_button_is_dead_on_his_seat() -> None:
    """Applewood DEAD BUTTON: the small blind busts; the button goes to his empty seat (dead),
    so last hand's button has the last action again; the big blind still moves one player."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(2)
    p = dealer.hand()
    assert _blinds(p) == (2, True, 3, 4)
    assert p.dealt_in == (3, 4, 5, 6, 1)
    assert postflop_order(p, {1, 3, 5}) == (3, 5, 1)  # Ann acts last after the flop again
    assert _blinds(dealer.hand()) == (3, False, 4, 5)


def test_applewood_dead_button_the_button_busts() -> None:
    """Applewood DEAD BUTTON: the button busts; nothing is dead, the blinds move on and his
    empty seat is simply passed by."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(1)
    hands = [_blinds(dealer.hand()) for _ in range(6)]
    assert hands == [
        (2, False, 3, 4),
        (3, False, 4, 5),
        (4, False, 5, 6),
        (5, False, 6, 2),
        (6, False, 2, 3),
        (2, False, 3, 4),
    ]


@pytest.mark.parametrize(
    ("busted", "expected"),
    [
        # both blinds: the old button keeps the last action for two more hands
        ((2, 3), [(2, True, None, 4), (3, True, 4, 5), (4, False, 5, 6)]),
        # the button and the small blind
        ((1, 2), [(2, True, 3, 4), (3, False, 4, 5), (4, False, 5, 6)]),
        # the button and the big blind
        ((1, 3), [(2, False, None, 4), (3, True, 4, 5), (4, False, 5, 6)]),
        # the big blind and the next big blind: the button never visits seat 4
        ((3, 4), [(2, False, None, 5), (3, True, 5, 6), (5, False, 6, 1)]),
        # the small blind and a player far from the blinds
        ((2, 5), [(2, True, 3, 4), (3, False, 4, 6), (4, False, 6, 1)]),
        # two players away from the button and blinds
        ((4, 6), [(2, False, 3, 5), (3, False, 5, 1), (5, False, 1, 2)]),
    ],
)
def test_applewood_dead_button_two_bust_in_one_hand(
    busted: tuple[int, int], expected: list[tuple[int, bool, int | None, int]]
) -> None:
    """Applewood DEAD BUTTON: 'A player does not skip one or both of their blind(s) due to a
    bust out. Big and small blind will never skip over a player.'"""
    dealer = Dealer(SIX, button=1)
    assert _blinds(dealer.hand()) == (1, False, 2, 3)
    dealer.bust(*busted)
    assert [_blinds(dealer.hand()) for _ in expected] == expected


# --- heads-up -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("busted", "big_blind", "button"),
    [
        ((1, 2), 4, 3),
        ((1, 3), 4, 2),
        ((1, 4), 2, 3),
        ((2, 3), 4, 1),
        ((2, 4), 1, 3),
        ((3, 4), 1, 2),
    ],
)
def test_applewood_heads_up_play_1_four_to_two(
    busted: tuple[int, int], big_blind: int, button: int
) -> None:
    """Applewood Heads Up Play 1: two bust at once; the big blind is the player who would have
    been next (the next one still seated after Cy, last hand's big blind); the other has the
    button and the small blind. Cy never posts the big blind twice in a row."""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee"}, button=1)
    dealer.hand()  # 1 button, 2 small blind, 3 big blind
    dealer.bust(*busted)
    p = dealer.hand()
    assert p.heads_up and (p.big_blind, p.button, p.small_blind) == (big_blind, button, button)
    assert p.dealt_in == (big_blind, button)
    assert preflop_order(p) == (button, big_blind)  # Applewood Heads Up Play 3
    p = dealer.hand()
    assert (p.big_blind, p.button) == (button, big_blind)  # then they alternate


def test_heads_up_first_hand_button_player_left_before_the_deal() -> None:
    """Applewood Heads Up Play 1 on the first hand: the button was placed on Ann, who left
    before the deal. With her seat filled Cy would have posted the small blind and Eve the big
    blind, so Eve is the big blind and Cy has the button."""
    dealer = Dealer({1: "Ann", 3: "Cy", 5: "Eve"}, button=1)
    dealer.leave(1, LeaveReason.MOVED)
    p = dealer.hand()
    assert p.heads_up and (p.button, p.small_blind, p.big_blind) == (3, 3, 5)


def test_heads_up_to_three_arrival_after_the_big_blind_posts_it_at_once() -> None:
    """Ubetcha SEATING 8 ('dealt in immediately, including the big blind') with the dead
    button: Cy arrives between the big blind and the button; the big blind moves to him, Bob
    (last big blind) posts the small blind and Ann keeps the button."""
    dealer = Dealer({1: "Ann", 5: "Bob"}, button=1)
    assert _blinds(dealer.hand()) == (1, False, 1, 5)
    dealer.arrive(7, "Cy")
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.heads_up, p.waiting) == ((1, False, 5, 7), False, ())
    assert p.dealt_in == (5, 7, 1)
    assert _blinds(dealer.hand(UBETCHA)) == (5, False, 7, 1)


def test_heads_up_to_three_arrival_right_of_the_small_blind_waits_on_the_button() -> None:
    """Ubetcha SEATING 8 / BLINDS 4: out of heads-up the big blind moves on (Ann, who had the
    small blind) and Bob posts the small blind; the button goes right of him, onto Cy's seat,
    so Cy waits and the hand is still heads-up. Next hand the big blind reaches Cy."""
    dealer = Dealer({1: "Ann", 5: "Bob"}, button=1)
    dealer.hand()  # Ann button and small blind, Bob big blind
    dealer.arrive(4, "Cy")
    p = dealer.hand(UBETCHA)
    assert p.heads_up and p.waiting == (4,)
    assert _blinds(p) == (5, False, 5, 1)  # nobody posts the big blind twice in a row
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.waiting, p.dealt_in) == ((5, False, 1, 4), (), (1, 4, 5))


def test_heads_up_to_three_newcomer_the_button_jumps_over_waits() -> None:
    """The books are silent on a seat the button jumps over (TDA 34 only says the button "may
    need to be adjusted"); the documented rule is kept (docs/table-replay.md, New players):
    coming out of heads-up the seat of last hand's small blind (Ann's) is the new big blind, so
    the button goes on the seat right of the small blind, empty seat 4. It jumps over seats 2
    and 3: Cy on seat 3 waits, as on the button (Ubetcha RULES FOR USING BLINDS 4 applied), so
    the hand is still heads-up with Bob on the button. Next hand the big blind reaches Cy."""
    dealer = Dealer({1: "Ann", 5: "Bob"}, button=1)
    dealer.hand()  # Ann button and small blind, Bob big blind
    dealer.arrive(3, "Cy")
    plan = plan_hand(dealer.table, UBETCHA)
    p = plan.positions
    assert p.heads_up and p.waiting == (3,)
    assert _blinds(p) == (5, False, 5, 1)  # nobody posts the big blind twice in a row
    (ruling,) = [r for r in plan.rulings if r.text.startswith("Seat 3")]
    assert "jumps over" in ruling.text
    label = ruling.citation.label
    assert "books are silent" in label and UBETCHA.cite(Decision.NEW_PLAYER_WAITS).label in label
    assert ruling.citation.rule_id == UBETCHA.cite(Decision.NEW_PLAYER_WAITS).rule_id
    dealer.hand(UBETCHA)
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.waiting, p.dealt_in) == ((5, False, 1, 3), (), (1, 3, 5))


def test_heads_up_to_four_every_newcomer_the_button_jumps_over_waits() -> None:
    """Same silence, same rule: Cy (seat 2) and Dee (seat 3) arrive at a heads-up table and the
    button jumps from seat 1 to empty seat 4 over both: both wait. Next hand Cy is the big
    blind (the next player after Ann) and Dee, no longer jumped over, plays at once."""
    dealer = Dealer({1: "Ann", 5: "Bob"}, button=1)
    dealer.hand()
    dealer.arrive(2, "Cy")
    dealer.arrive(3, "Dee")
    p = dealer.hand(APPLEWOOD)
    assert p.heads_up and p.waiting == (2, 3) and _blinds(p) == (5, False, 5, 1)
    p = dealer.hand(APPLEWOOD)
    assert (_blinds(p), p.waiting, p.dealt_in) == ((5, False, 1, 2), (), (1, 2, 3, 5))


# --- newcomers, moved players, returning players ------------------------------------------


def test_ubetcha_seating_8_newcomer_in_the_cut_off_plays_at_once() -> None:
    """Ubetcha SEATING 8: 'All other positions would be dealt in immediately.' Gus takes the
    busted button's seat, which is the cut-off next hand."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(1)
    dealer.arrive(1, "Gus")
    p = dealer.hand(UBETCHA)
    assert _blinds(p) == (2, False, 3, 4)
    assert p.waiting == () and p.dealt_in == (3, 4, 5, 6, 1, 2)
    assert preflop_order(p) == (5, 6, 1, 2, 3, 4)


def test_ubetcha_seating_8_newcomer_between_the_dead_button_and_the_small_blind_waits() -> None:
    """Ubetcha BLINDS 4: the small blind busts and Gus sits in the empty seat the button will
    skip over (between the dead button and the small blind): he waits for the button."""
    dealer = Dealer({1: "Ann", 2: "Bob", 4: "Dee", 5: "Eve", 6: "Fay"}, button=1)
    dealer.hand()  # 1 button, 2 small blind, 4 big blind
    dealer.bust(2)
    dealer.arrive(3, "Gus")
    plan = plan_hand(dealer.table, UBETCHA)
    p = plan.positions
    assert _blinds(p) == (2, True, 4, 5) and p.waiting == (3,)
    assert any(r.citation == UBETCHA.cite(Decision.NEW_PLAYER_WAITS) for r in plan.rulings)


def test_moved_in_player_at_a_new_table_is_dealt_in_after_the_draw() -> None:
    """Ubetcha SEATING 5 and 7: a new table filled with moved players draws for the button;
    everybody plays the first hand, nobody waits."""
    dealer = Dealer({}, seat_count=9)
    for seat, name in SIX.items():
        dealer.arrive(seat, name)
    cards = {1: "9c", 2: "Qd", 3: "4h", 4: "Qs", 5: "2c", 6: "Jh"}
    dealer.do(button_from_cards(dealer.table, UBETCHA, cards, at_ms=0))
    p = dealer.hand(UBETCHA)
    assert _blinds(p) == (4, False, 5, 6) and p.waiting == ()
    assert p.dealt_in == (5, 6, 1, 2, 3, 4)


def test_moved_in_player_on_the_small_blind_waits_and_the_old_table_moves_on() -> None:
    """Ubetcha SEATING 7-8: Cy, due the big blind, is moved away to balance the tables: at his
    old table there is no small blind next hand and nobody skips his big blind. At the new
    table he lands on the small blind and sits out until the button passes."""
    old = Dealer(SIX, button=1)
    old.hand()  # 1 button, 2 small blind, 3 big blind
    old.leave(4, LeaveReason.MOVED)  # the next big blind moves away
    assert _blinds(old.hand()) == (2, False, 3, 5)
    new = Dealer({1: "Hal", 2: "Ida", 3: "Jo", 5: "Kim"}, button=1)
    new.hand()  # 1 button, 2 small blind, 3 big blind
    new.bust(3)
    new.arrive(3, "Dee")  # the seat where the small blind is due next
    p = new.hand(UBETCHA)
    assert (_blinds(p), p.waiting) == ((2, False, None, 5), (3,))


def test_a_player_who_leaves_and_returns_is_a_newcomer() -> None:
    """Ubetcha SEATING 8: Cy, the big blind, left (moved) and came back to the same seat before
    the next hand: he is new to the table, does not post the small blind and waits."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()  # Cy is the big blind
    dealer.leave(3, LeaveReason.OTHER)
    dealer.arrive(3, "Cy")
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.waiting) == ((2, False, None, 4), (3,))


# --- absent players and leaving early ------------------------------------------------------


def test_ubetcha_blinds_6_absent_player_due_the_big_blind_posts_both_blinds() -> None:
    """Ubetcha RULES FOR USING BLINDS 6: Dee is away when the big blind reaches her: she is
    dealt in, posts the big blind, then the small blind, and her hand is folded in turn."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.mark_absent(4)
    p = dealer.hand(UBETCHA)
    assert p.big_blind == 4 and p.absent == (4,) and 4 in preflop_order(p)
    p = dealer.hand(UBETCHA)
    assert p.small_blind == 4 and p.absent == (4,)


def test_ubetcha_procedures_15_leaving_early_mid_orbit_empties_the_seat() -> None:
    """Ubetcha PROCEDURES & RULES 15: a player who must leave has his chips removed; his seat
    is empty and the dead-button rule carries on (he was due the small blind: dead button)."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.hand()  # 2 button, 3 small blind, 4 big blind
    dealer.leave(3, LeaveReason.LEAVING_EARLY)
    assert _blinds(dealer.hand(UBETCHA)) == (3, True, 4, 5)
    assert _blinds(dealer.hand(UBETCHA)) == (4, False, 5, 6)


def test_applewood_gameplay_4_leaving_early_before_round_six_is_blinded_off() -> None:
    """Applewood Gameplay Rules 4 (1): before the first round of six levels the player's chips
    are blinded out by the dealer: he stays seated as absent and keeps posting his blinds."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.mark_absent(4)  # Dee quits; her stack stays
    hands = [dealer.hand(APPLEWOOD) for _ in range(3)]
    assert [(p.small_blind, p.big_blind) for p in hands] == [(3, 4), (4, 5), (5, 6)]
    assert all(4 in p.dealt_in and p.absent == (4,) for p in hands)


# --- the draw and redraw -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "winner"),
    [
        ({1: "Ks", 2: "Kh", 3: "Kd", 4: "Kc"}, 1),
        ({1: "Kc", 2: "Kh", 3: "Kd"}, 2),
        ({1: "Kc", 2: "Kd"}, 2),
        ({1: "Ac", 2: "Ks"}, 1),  # rank first: suits only break a tie of rank
        ({1: "2s", 2: "3c"}, 2),
        ({1: "Th", 2: "10s", 3: "9s"}, 2),
    ],
)
def test_ubetcha_seating_5_and_general_ties_1_draw_high_card_then_suit(
    cards: dict[int, str], winner: int
) -> None:
    """Ubetcha SEATING 5 / general TIES 1: highest card by rank, a tie of rank broken by suit
    (spades, hearts, diamonds, clubs); no redraw."""
    dealer = Dealer({s: f"P{s}" for s in cards})
    assert button_from_cards(dealer.table, UBETCHA, cards, at_ms=0).seat == winner
    assert high_card_seat({s: Card.parse(c) for s, c in cards.items()}) == winner


def test_ubetcha_seating_5_final_table_redraw_clears_dead_positions() -> None:
    """Ubetcha SEATING 5: at the start of the final table players draw again; the dead button
    and dead small blind of the old rotation are forgotten and everybody plays."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(2, 3)  # next hand would have a dead button and no small blind
    dealer.arrive(2, "Gus")
    dealer.arrive(3, "Hal")
    draw = {1: "4c", 2: "8d", 3: "Ah", 4: "Jc", 5: "7s", 6: "As"}
    dealer.do(button_from_cards(dealer.table, UBETCHA, draw, at_ms=0))
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.waiting) == ((6, False, 1, 2), ())


# --- order of action ------------------------------------------------------------------------


def test_ubetcha_button_use_order_with_a_dead_small_blind_and_a_straddle() -> None:
    """Ubetcha BUTTON USE and RULES FOR USING BLINDS 5: the big blind busted, so no small
    blind; Eve left of the big blind straddles and acts last before the flop; after the flop
    the first active player left of the button starts."""
    dealer = Dealer(SIX, button=1)
    dealer.hand()
    dealer.bust(3)
    p = dealer.hand(UBETCHA, straddle=True)
    assert _blinds(p) == (2, False, None, 4) and p.straddle == 5
    assert preflop_order(p) == (6, 1, 2, 4, 5)
    assert postflop_order(p, {2, 4, 5, 6}) == (4, 5, 6, 2)


def test_ubetcha_blinds_5_three_handed_straddle_is_the_button() -> None:
    """Ubetcha BLINDS 5: three-handed, the player left of the big blind is the button; after
    his straddle the small blind acts first and the straddler last."""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy"}, button=1)
    p = dealer.hand(UBETCHA, straddle=True)
    assert p.straddle == 1 and preflop_order(p) == (2, 3, 1)


def test_absent_player_cannot_straddle() -> None:
    """Ubetcha BLINDS 5 is a choice the player makes; an absent player cannot make it."""
    dealer = Dealer(SIX, button=1)
    dealer.mark_absent(4)
    with pytest.raises(TableError, match="absent") as info:
        plan_hand(dealer.table, UBETCHA, straddle=True)
    assert info.value.citation == UBETCHA.cite(Decision.STRADDLE)


def test_only_newcomers_besides_one_player_are_all_dealt_in() -> None:
    """Pinned: both blinds bust and two newcomers take their seats, in the button-to-small-blind
    zone. Ann alone cannot play, so everybody is dealt in; Ann, next after the old big blind,
    posts the big blind and the newcomer on the small blind's seat owes nothing (no small
    blind)."""
    dealer = Dealer({1: "Ann", 2: "Bob", 3: "Cy"}, button=1)
    dealer.hand()  # 1 button, 2 small blind, 3 big blind
    dealer.bust(2, 3)
    dealer.arrive(2, "Gus")
    dealer.arrive(3, "Hal")
    p = dealer.hand(UBETCHA)
    assert (_blinds(p), p.waiting, p.dealt_in) == ((2, False, None, 1), (), (3, 1, 2))
    assert _blinds(dealer.hand(UBETCHA)) == (3, False, 1, 2)
