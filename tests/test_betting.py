"""Betting rules from the books: minimum bets and raises, short all-ins, blinds, straddles."""

from __future__ import annotations

import pytest
from helpers.hand_driver import Hand

from dealer_assist.core.hand.hand import ActionKind, IllegalAction, Phase, Stakes
from dealer_assist.core.hand.hand_events import Street
from dealer_assist.core.hand.hand_history import deal_order
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import house_rules

FOLD, CHECK, CALL, BET, RAISE, ALL_IN = (
    ActionKind.FOLD,
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.RAISE,
    ActionKind.ALL_IN,
)


def table(
    stacks: dict[int, int],
    *,
    book: str = "ubetcha",
    button: int | None = None,
    blinds: tuple[int, int] = (50, 100),
    ante: int = 0,
    big_blind_ante: bool = False,
    straddle: bool = False,
    absent: tuple[int, ...] = (),
) -> Hand:
    """A hand with the button on the last seat (or `button`), blinds to its left."""
    seats = sorted(stacks)
    button = seats[-1] if button is None else button
    order = deal_order(seats, button)
    if len(order) == 2:
        positions = HandPositions(button, False, button, order[0], order, heads_up=True)
    else:
        positions = HandPositions(
            button,
            False,
            order[0],
            order[1],
            order,
            absent=absent,
            straddle=order[2] if straddle else None,
        )
    return Hand.start(
        positions=positions,
        stacks=stacks,
        stakes=Stakes(blinds[0], blinds[1], ante, big_blind_ante),
        rules=house_rules(book),
        at_ms=0,
        hand_id="t",
    )


def play(hand: Hand, *moves: tuple[int, ActionKind] | tuple[int, ActionKind, int]) -> Hand:
    for move in moves:
        hand.act(*move, at_ms=0)  # type: ignore[arg-type]
    return hand


def to_flop(hand: Hand) -> Hand:
    """Everyone calls the big blind and the big blind checks."""
    while hand.state.street is Street.PREFLOP and hand.state.phase is Phase.BETTING:
        legal = hand.legal_actions()
        hand.act(legal.seat, CHECK if legal.can_check else CALL, at_ms=0)
    return hand


def test_applewood_betting_9_reraise_adds_at_least_the_last_raise() -> None:
    """Applewood BETTING: "$50 bet, raised by another $150 (to $200 total), if re-raised, must
    be re-raised by at least another $150, to $350 total (it does not need to go to $400)"."""
    hand = to_flop(table({1: 5000, 2: 5000, 3: 5000}, book="applewood", blinds=(25, 50)))
    play(hand, (1, BET, 50), (2, RAISE, 200))
    with pytest.raises(IllegalAction) as refused:
        hand.act(3, RAISE, 300, at_ms=0)
    assert str(refused.value) == (
        "Raise to 300 refused: the minimum raise is to 350 (the last raise was 150): "
        "Applewood, BETTING 9"
    )
    assert refused.value.legal_min_to == 350
    assert refused.value.citation.rule_id == "applewood/betting/9"
    hand.act(3, RAISE, 350, at_ms=0)
    assert hand.state.bet_to == 350


def test_applewood_betting_8_a_raise_doubles_the_bet_at_least() -> None:
    """Applewood BETTING: "if Player 5 bets 100, then if Player 6 wants to raise, they must raise
    at least an additional 100 (200 total)"."""
    hand = to_flop(table({5: 5000, 6: 5000, 7: 5000}, blinds=(50, 100), book="applewood"))
    first = hand.legal_actions().seat
    hand.act(first, BET, 100, at_ms=0)
    legal = hand.legal_actions()
    assert (legal.call_amount, legal.min_to) == (100, 200)


def test_ubetcha_betting_2_all_in_for_20_means_a_raise_to_at_least_200() -> None:
    """Ubetcha BETTING AND RAISING 2: big blind 100, all-in for 20 on the flop: a raise must be
    to at least 200."""
    hand = to_flop(table({1: 5000, 2: 5000, 3: 120, 4: 5000}))
    play(hand, (1, CHECK), (2, CHECK), (3, ALL_IN))
    assert hand.state.bet_to == 20
    legal = hand.legal_actions()
    assert legal.seat == 4
    assert (legal.call_amount, legal.min_to) == (20, 200)
    assert legal.min_citation.label == "Ubetcha, BETTING AND RAISING 2"
    hand.act(4, RAISE, 200, at_ms=0)
    # Seat 1 checked, but now faces a full wager again: it may raise (to at least 300).
    assert hand.legal_actions().min_to == 300


def test_ubetcha_betting_3_checked_player_facing_a_short_all_in_may_only_call() -> None:
    """Ubetcha BETTING AND RAISING 3: "A player who has already acted and is not facing a full
    size wager may not subsequently raise an all-in bet that is less than the minimum bet"."""
    hand = to_flop(table({1: 5000, 2: 5000, 3: 120}))
    play(hand, (1, CHECK), (2, CHECK), (3, ALL_IN))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.call_amount == 20
    assert not legal.can_raise and legal.min_to is None
    with pytest.raises(IllegalAction) as refused:
        hand.act(1, RAISE, 200, at_ms=0)
    assert refused.value.citation.label == "Ubetcha, BETTING AND RAISING 3"


def test_ubetcha_betting_2_raise_after_a_short_opening_all_in() -> None:
    """Ubetcha BETTING AND RAISING 2: the first to act after a 20 all-in raises to 200 or more."""
    hand = to_flop(table({1: 120, 2: 5000, 3: 5000}))
    hand.act(1, ALL_IN, at_ms=0)
    with pytest.raises(IllegalAction) as refused:
        hand.act(2, RAISE, 120, at_ms=0)
    assert refused.value.legal_min_to == 200
    assert "Ubetcha, BETTING AND RAISING 2" in str(refused.value)
    hand.act(2, RAISE, 200, at_ms=0)
    assert hand.legal_actions().min_to == 300


def test_ubetcha_betting_2_minimum_bet_is_the_big_blind_on_every_street() -> None:
    """Ubetcha BETTING AND RAISING 2: "The minimum bet remains the same on all betting rounds"."""
    hand = to_flop(table({1: 5000, 2: 5000, 3: 5000}))
    for street in (Street.FLOP, Street.TURN, Street.RIVER):
        assert hand.state.street is street
        with pytest.raises(IllegalAction) as refused:
            hand.act(hand.state.to_act, BET, 99, at_ms=0)  # type: ignore[arg-type]
        assert refused.value.legal_min_to == 100
        assert refused.value.citation.label == "Ubetcha, BETTING AND RAISING 2"
        for _ in range(3):
            hand.act(hand.state.to_act, CHECK, at_ms=0)  # type: ignore[arg-type]
    assert hand.state.phase is Phase.SHOWDOWN


def test_ubetcha_blinds_1_callers_of_a_short_big_blind_enter_for_the_full_blind() -> None:
    """Ubetcha RULES FOR USING BLINDS 1 and BETTING 2: the big blind posts 40 all-in; anyone
    entering the pot must still put in the full 100."""
    hand = table({1: 5000, 2: 40, 3: 5000})
    assert hand.state.seat(2).all_in
    legal = hand.legal_actions()
    assert legal.seat == 3 and legal.call_amount == 100 and legal.min_to == 200
    play(hand, (3, CALL), (1, CALL))
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(120, (1, 2, 3)), (120, (1, 3))]


def test_ubetcha_betting_3_short_all_in_does_not_reopen_the_betting() -> None:
    """Ubetcha BETTING AND RAISING 3: a player who already acted and faces an all-in that is
    less than a full raise may only call or fold."""
    hand = to_flop(table({1: 5000, 2: 250, 3: 5000}))
    play(hand, (1, BET, 100), (2, ALL_IN), (3, CALL))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.call_amount == 50
    assert not legal.can_raise and legal.min_to is None
    with pytest.raises(IllegalAction) as refused:
        hand.act(1, RAISE, 400, at_ms=0)
    assert "may only call 50 or fold" in str(refused.value)
    assert refused.value.citation.label == "Ubetcha, BETTING AND RAISING 3"


def test_ubetcha_betting_3_a_player_yet_to_act_may_raise_a_short_all_in() -> None:
    hand = to_flop(table({1: 5000, 2: 250, 3: 5000}))
    play(hand, (1, BET, 100), (2, ALL_IN))
    legal = hand.legal_actions()
    assert legal.seat == 3 and legal.can_raise and legal.min_to == 250


def test_short_all_ins_that_add_up_to_a_full_raise_reopen_the_betting() -> None:
    """Ubetcha BETTING AND RAISING 3 ("not facing a full size wager"): 100 bet, all-ins to 150
    and then 220; the bettor faces 120 more, a full raise, and may raise again (to 320)."""
    hand = to_flop(table({1: 5000, 2: 250, 3: 320, 4: 5000}))
    play(hand, (1, BET, 100), (2, ALL_IN), (3, ALL_IN), (4, CALL))
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.can_raise and legal.min_to == 320


def test_ubetcha_blinds_2_the_big_blind_may_raise_when_everyone_calls() -> None:
    """Ubetcha RULES FOR USING BLINDS 2: the blinds may raise at their first turn."""
    hand = play(table({1: 5000, 2: 5000, 3: 5000}), (3, CALL), (1, CALL))
    legal = hand.legal_actions()
    assert legal.seat == 2 and legal.can_check and legal.can_raise and legal.min_to == 200


def test_ubetcha_blinds_5_live_straddle_acts_last_and_raises_only_if_someone_raised() -> None:
    """Ubetcha RULES FOR USING BLINDS 5: the player left of the big blind may straddle 2x the
    big blind; action starts left of the straddle; the straddler may raise only if another
    player raised."""
    hand = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, straddle=True)
    assert hand.state.seat(3).street_bet == 200
    legal = hand.legal_actions()
    assert legal.seat == 4 and legal.call_amount == 200 and legal.min_to == 400
    play(hand, (4, CALL), (1, CALL), (2, CALL))
    assert hand.state.street is Street.FLOP  # all called: no option for the straddler

    raised = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, straddle=True)
    play(raised, (4, RAISE, 400), (1, FOLD), (2, FOLD))
    legal = raised.legal_actions()
    assert legal.seat == 3 and legal.can_raise and legal.min_to == 600


def test_applewood_betting_1_a_straddle_is_an_ordinary_opening_bet() -> None:
    """Applewood BETTING 1: no straddling; the straddle is a valid opening bet (a raise to 200)
    and the straddler does not act last."""
    hand = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, straddle=True, book="applewood")
    assert hand.state.seat(3).street_bet == 200
    assert hand.state.straddle_seat is None
    play(hand, (4, CALL), (1, CALL), (2, CALL))
    assert hand.state.street is Street.FLOP  # the big blind closed the action, not seat 3


def test_heads_up_button_posts_small_blind_and_acts_first_preflop_last_after() -> None:
    """Ubetcha RULES FOR USING BLINDS 3; Applewood Heads Up Play 3."""
    hand = table({4: 5000, 9: 5000}, button=9)
    assert hand.state.seat(9).street_bet == 50 and hand.state.seat(4).street_bet == 100
    assert hand.legal_actions().seat == 9
    play(hand, (9, CALL), (4, CHECK))
    assert hand.legal_actions().seat == 4


def test_ubetcha_blinds_6_absent_player_posts_and_is_folded_in_turn() -> None:
    """Ubetcha RULES FOR USING BLINDS 6 (an absent player's stack posts); Applewood Dealing:
    "Players not at their seat will have their hand folded, and blinds posted as required"."""
    hand = table({1: 5000, 2: 5000, 3: 5000, 4: 5000}, absent=(2,))
    assert hand.state.seat(2).street_bet == 100
    play(hand, (3, RAISE, 300), (4, FOLD), (1, FOLD))
    assert hand.state.seat(2).folded
    assert hand.state.phase is Phase.SHOWDOWN


def test_uncalled_bet_is_returned() -> None:
    hand = to_flop(table({1: 5000, 2: 5000, 3: 5000}))
    play(hand, (1, BET, 700), (2, FOLD), (3, FOLD))
    assert hand.state.returned == ((1, 700),)
    hand.award(at_ms=0)
    assert hand.result().final_stacks == {1: 5200, 2: 4900, 3: 4900}


def test_all_in_and_called_runs_the_board_out_without_betting() -> None:
    hand = play(table({1: 5000, 2: 5000, 3: 800}), (3, ALL_IN), (1, CALL), (2, CALL))
    assert hand.state.phase is Phase.BETTING and hand.state.street is Street.FLOP
    hand = play(table({1: 5000, 2: 5000, 3: 800}), (3, ALL_IN), (1, CALL), (2, FOLD))
    assert hand.state.phase is Phase.SHOWDOWN and hand.state.ran_out
    assert hand.state.street is Street.PREFLOP


def test_out_of_turn_action_is_refused_with_who_is_to_act() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000})
    with pytest.raises(IllegalAction) as refused:
        hand.act(1, CALL, at_ms=0)
    assert "seat 3 is to act" in str(refused.value)


def test_check_facing_a_bet_and_wager_above_the_stack_are_refused() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000})
    with pytest.raises(IllegalAction, match="call 100 or fold"):
        hand.act(3, CHECK, at_ms=0)
    with pytest.raises(IllegalAction, match="all-in is to 5000"):
        hand.act(3, RAISE, 6000, at_ms=0)


def test_all_in_for_less_than_a_raise_is_allowed_but_is_not_a_full_raise() -> None:
    hand = play(table({1: 5000, 2: 5000, 3: 150}), (3, ALL_IN))
    assert hand.state.bet_to == 150 and hand.state.min_raise_by == 100
    assert hand.legal_actions().min_to == 250


def test_big_blind_ante_is_dead_money_in_the_main_pot() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000}, ante=100, big_blind_ante=True)
    assert hand.state.seat(2).stack == 4800 and hand.state.dead_money == 100
    play(hand, (3, FOLD), (1, FOLD))
    # The small blind's 50 calls 50 of the big blind; the other 50 goes back; the ante stays.
    assert hand.state.returned == ((2, 50),)
    assert hand.pots()[0].amount == 200


def test_antes_are_posted_before_the_blinds_by_every_seat() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000}, ante=25)
    assert hand.state.stacks == {1: 4925, 2: 4875, 3: 4975}
    assert hand.state.pot_total == 225


def test_void_returns_every_chip_as_posted() -> None:
    """Applewood Dealing/Dealers: duplicated cards, "all bets returned and play voided"."""
    hand = play(table({1: 5000, 2: 5000, 3: 5000}), (3, RAISE, 400), (1, CALL))
    hand.void("two aces of spades in the deck", at_ms=0)
    assert hand.state.phase is Phase.VOIDED
    assert hand.result().final_stacks == {1: 5000, 2: 5000, 3: 5000}


def test_undo_steps_back_any_number_of_actions() -> None:
    hand = to_flop(table({1: 5000, 2: 5000, 3: 5000}))
    before = hand.state
    play(hand, (1, BET, 300), (2, RAISE, 900), (3, FOLD))
    hand.undo(3)
    assert hand.state == before
    hand.undo(100)  # stops at the forced posts
    assert hand.state.actions == 0 and hand.state.to_act == 3
