"""Agreement with PokerKit 0.7.7 on pots and payouts, and each place where the books differ."""

from __future__ import annotations

import random

import pytest
from helpers.hand_driver import Hand
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import Automation, NoLimitTexasHoldem
from test_pokerkit_reference import (
    AUTOMATIONS,
    HandSpec,
    generate,
    play_ours,
    play_pokerkit,
    pokerkit_state,
)

from dealer_assist.core.hand.hand import ActionKind, Phase, Stakes
from dealer_assist.core.hand.hand_events import PotAwarded
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import house_rules


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_pots_and_final_stacks_agree_with_pokerkit(seed: int) -> None:
    """Random hands at 2-10 seats, all-ins included, avoiding the situations pinned below."""
    spec = generate(random.Random(seed))
    ours = play_ours(spec)
    reference = play_pokerkit(spec)
    live = ours.state.live_seats
    assert set(live) == set(reference.live)
    if len(live) > 1:  # PokerKit's pots leave out a bet won by folds (pinned below)
        assert tuple((p.amount, frozenset(p.eligible)) for p in ours.pots()) == reference.pots
        hole = {seat: reference.hole_cards[seat] for seat in live}
        ours.award_by_cards(hole, reference.board, at_ms=0)
    else:
        ours.award(at_ms=0)
    awards = [e for e in ours.events if isinstance(e, PotAwarded)]
    if any(a.amount % len(a.winners) for a in awards):
        return  # PokerKit gives an odd remainder to one winner (pinned below)
    assert dict(ours.result().final_stacks) == reference.final_stacks


def _ours(stacks: tuple[int, ...], book: str = "general") -> Hand:
    seats = tuple(range(1, len(stacks) + 1))
    positions = HandPositions(seats[-1], False, seats[0], seats[1], seats)
    return Hand.start(
        positions=positions,
        stacks=dict(zip(seats, stacks, strict=True)),
        stakes=Stakes(50, 100),
        rules=house_rules(book),
        at_ms=0,
    )


def test_differs_callers_of_a_short_big_blind_call_the_full_blind() -> None:
    """Ubetcha RULES FOR USING BLINDS 1 / BETTING 2: callers of a big blind short at 40 enter
    for the full 100. PokerKit lets them call only what was posted (the small blind's 50)."""
    spec = HandSpec((1, 2, 3), (5000, 40, 5000), Stakes(50, 100), ())
    reference = pokerkit_state(spec)
    assert reference.checking_or_calling_amount == 50
    assert reference.min_completion_betting_or_raising_to_amount == 150
    legal = _ours((5000, 40, 5000), "ubetcha").legal_actions()
    assert (legal.call_amount, legal.min_to) == (100, 200)


def test_differs_raise_after_an_all_in_below_the_big_blind_is_to_twice_the_blind() -> None:
    """Ubetcha BETTING AND RAISING 2: after an all-in for 20 (big blind 100) a raise is to at
    least 200. PokerKit measures the full raise from 0 and allows 120."""
    spec = HandSpec((1, 2, 3, 4), (5000, 5000, 120, 5000), Stakes(50, 100), ())
    reference = pokerkit_state(spec)
    for _ in range(4):  # preflop: call, call, call, check
        reference.check_or_call()
    reference.check_or_call()
    reference.check_or_call()
    reference.complete_bet_or_raise_to(20)
    assert reference.min_completion_betting_or_raising_to_amount == 120

    ours = _ours((5000, 5000, 120, 5000), "ubetcha")
    preflop = [
        (3, ActionKind.CALL),
        (4, ActionKind.CALL),
        (1, ActionKind.CALL),
        (2, ActionKind.CHECK),
    ]
    for seat, kind in preflop:
        ours.act(seat, kind, at_ms=0)
    for seat, kind in [(1, ActionKind.CHECK), (2, ActionKind.CHECK), (3, ActionKind.ALL_IN)]:
        ours.act(seat, kind, at_ms=0)
    assert ours.legal_actions().min_to == 200


# PokerKit warns when chosen cards are dealt out of its shuffled deck's order.
@pytest.mark.filterwarnings("ignore:A card being dealt")
def test_differs_odd_chips_go_one_each_clockwise_from_the_button() -> None:
    """General TIES 4 and 5a: no player gets more than one odd chip; the first winner clockwise
    from the button gets the first. A 350 pot split three ways: PokerKit pays 118/116/116."""
    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    reference = NoLimitTexasHoldem.create_state(
        automations, True, 0, (50, 100), 100, (1000, 1000, 1000, 1000), 4
    )
    holes = ("2c3d", "4c5d", "2d3c", "4d5c")
    for cards in holes:
        reference.deal_hole(cards)
    reference.check_or_call()  # under the gun calls
    reference.check_or_call()  # button calls
    reference.fold()  # small blind folds
    reference.check_or_call()  # big blind checks
    for board in ("AsKsQs", "Js", "Ts"):  # a royal flush on board: a three-way tie
        reference.deal_board(board)
        for _ in range(3):
            reference.check_or_call()
    assert list(reference.stacks) == [950, 1018, 1016, 1016]

    ours = _ours((1000, 1000, 1000, 1000))
    for seat, kind in [(3, "call"), (4, "call"), (1, "fold"), (2, "check")]:
        ours.act(seat, ActionKind(kind), at_ms=0)
    for _ in range(3):
        for _ in range(3):
            ours.act(ours.state.to_act, ActionKind.CHECK, at_ms=0)  # type: ignore[arg-type]
    assert ours.state.phase is Phase.SHOWDOWN
    ours.award_by_cards({2: holes[1], 3: holes[2], 4: holes[3]}, "AsKsQsJsTs", at_ms=0)
    assert ours.result().final_stacks == {1: 950, 2: 1017, 3: 1017, 4: 1016}


def test_differs_pots_of_a_hand_won_by_folds_include_the_matched_last_bet() -> None:
    """A raise to 300 folded to: we count the 100 the big blind matched in the pot (250) and
    return 200. PokerKit's `pots` shows only the blinds (150) while the bet waits in front of
    the winner; final stacks agree."""
    spec = HandSpec(
        (1, 2, 3),
        (5000, 5000, 5000),
        Stakes(50, 100),
        ((3, ActionKind.RAISE, 300), (1, ActionKind.FOLD, None), (2, ActionKind.FOLD, None)),
    )
    reference = play_pokerkit(spec)
    assert reference.pots == ((150, frozenset({3})),)
    ours = play_ours(spec)
    assert [(p.amount, p.eligible) for p in ours.pots()] == [(250, (3,))]
    assert ours.state.returned == ((3, 200),)
    ours.award(at_ms=0)
    assert dict(ours.result().final_stacks) == reference.final_stacks == {1: 4950, 2: 4900, 3: 5150}


def _reference(stacks: tuple[int, ...], blinds: tuple[int, ...], antes: object = 0):  # noqa: ANN202
    trimming = not isinstance(antes, dict)
    return NoLimitTexasHoldem.create_state(
        AUTOMATIONS,
        trimming,
        antes,
        blinds,
        blinds[1] if len(blinds) > 1 else blinds[0],
        stacks,
        len(stacks),
    )


def test_differs_a_short_all_in_does_not_reopen_the_betting_for_a_player_who_called() -> None:
    """Ubetcha BETTING AND RAISING 3: the button calls 200, the small blind goes all-in for 260
    (60 more, short of a full raise of 200), the big blind calls: the button, who already
    acted and faces only 60 more, may call or fold. PokerKit 0.7.7 lets it raise to 460."""
    reference = _reference((260, 5000, 5000), (100, 200))
    reference.check_or_call()
    reference.complete_bet_or_raise_to(260)
    reference.check_or_call()
    assert reference.can_complete_bet_or_raise_to()
    assert reference.min_completion_betting_or_raising_to_amount == 460

    ours = Hand.start(
        positions=HandPositions(3, False, 1, 2, (1, 2, 3)),
        stacks={1: 260, 2: 5000, 3: 5000},
        stakes=Stakes(100, 200),
        rules=house_rules("ubetcha"),
        at_ms=0,
    )
    for seat, kind in [(3, ActionKind.CALL), (1, ActionKind.ALL_IN), (2, ActionKind.CALL)]:
        ours.act(seat, kind, at_ms=0)
    legal = ours.legal_actions()
    assert (legal.seat, legal.call_amount, legal.can_raise) == (3, 60, False)


def test_differs_a_live_straddle_is_the_blind_and_has_no_option_when_called() -> None:
    """Ubetcha RULES FOR USING BLINDS 5: the straddle (2 big blinds) is raised to at least twice
    itself, and when everyone calls the straddler has no option to raise. PokerKit counts the
    raise from the last increment (to 300) and gives the straddler its option."""
    reference = _reference((5000,) * 5, (50, 100, 200))
    assert reference.min_completion_betting_or_raising_to_amount == 300
    for _ in range(4):
        reference.check_or_call()
    assert reference.actor_index == 2 and reference.can_complete_bet_or_raise_to()

    ours = Hand.start(
        positions=HandPositions(5, False, 1, 2, (1, 2, 3, 4, 5), straddle=3),
        stacks=dict.fromkeys(range(1, 6), 5000),
        stakes=Stakes(50, 100),
        rules=house_rules("ubetcha"),
        at_ms=0,
    )
    assert ours.legal_actions().min_to == 400
    for seat in (4, 5, 1, 2):
        ours.act(seat, ActionKind.CALL, at_ms=0)
    assert ours.state.street.value == "flop"


def test_differs_a_short_big_blind_posts_its_blind_before_the_big_blind_ante() -> None:
    """docs/hand-history.md (no book covers a big-blind ante): a big blind of 150 chips posts
    its 100 blind first and 50 of the 100 ante, which is dead money in the main pot. PokerKit
    posts the ante first, leaving a blind of 50."""
    reference = _reference((5000, 150, 5000), (50, 100), {1: 100})
    assert list(reference.bets) == [50, 50, 0]

    ours = Hand.start(
        positions=HandPositions(3, False, 1, 2, (1, 2, 3)),
        stacks={1: 5000, 2: 150, 3: 5000},
        stakes=Stakes(50, 100, 100, big_blind_ante=True),
        rules=house_rules("general"),
        at_ms=0,
    )
    assert ours.state.seat(2).street_bet == 100 and ours.state.dead_money == 50


def test_differs_short_all_ins_adding_up_to_a_full_raise_reopen_the_betting() -> None:
    """Ubetcha BETTING AND RAISING 3: seat 3 raises to 300 (a full raise of 200); all-ins to
    400 and 500, a call, an all-in to 600: seat 3 faces 300 more than it put in, more than a
    full raise, so it may raise again. PokerKit 0.7.7 counts only the all-ins since the last
    call (100) and refuses the raise."""
    stacks = (600, 5000, 5000, 400, 500, 5000)
    reference = _reference(stacks, (50, 100))
    reference.complete_bet_or_raise_to(300)
    reference.complete_bet_or_raise_to(400)
    reference.complete_bet_or_raise_to(500)
    reference.check_or_call()
    reference.complete_bet_or_raise_to(600)
    reference.fold()
    assert reference.actor_index == 2 and not reference.can_complete_bet_or_raise_to()

    ours = Hand.start(
        positions=HandPositions(6, False, 1, 2, (1, 2, 3, 4, 5, 6)),
        stacks=dict(zip(range(1, 7), stacks, strict=True)),
        stakes=Stakes(50, 100),
        rules=house_rules("ubetcha"),
        at_ms=0,
    )
    ours.act(3, ActionKind.RAISE, 300, at_ms=0)
    for seat, kind in [(4, "allin"), (5, "allin"), (6, "call"), (1, "allin"), (2, "fold")]:
        ours.act(seat, ActionKind(kind), at_ms=0)
    legal = ours.legal_actions()
    assert (legal.seat, legal.call_amount, legal.can_raise, legal.min_to) == (3, 300, True, 800)
