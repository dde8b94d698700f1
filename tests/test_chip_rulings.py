"""Chip rulings: oversized chips, half-raises, undersized bets, verbal actions, "all-in"."""

from __future__ import annotations

import pytest
from helpers.hand_driver import Hand
from test_betting import play, table, to_flop

from dealer_assist.core.hand.betting import Action, IllegalAction
from dealer_assist.core.hand.chip_rulings import rule_chips, rule_put_you_all_in, rule_verbal
from dealer_assist.core.hand.hand import ActionKind


def _flop(book: str = "ubetcha") -> Hand:
    return to_flop(table({1: 5000, 2: 5000, 3: 5000}, book=book))


def test_ubetcha_betting_11_single_oversized_chip_facing_a_bet_is_a_call() -> None:
    """Ubetcha BETTING AND RAISING 11: "when a player bets 200 and the next player puts a 500
    chip in the pot without saying anything, that player has merely called the 200 bet"."""
    hand = play(_flop(), (1, ActionKind.BET, 200))
    ruling = rule_chips(hand.state, 500, chip_count=1)
    assert ruling.action == Action(2, ActionKind.CALL)
    assert ruling.citation.label == "Ubetcha, BETTING AND RAISING 11"
    hand.act(*_args(ruling.action), at_ms=0)
    assert hand.state.seat(2).street_bet == 200


def test_ubetcha_betting_14_one_chip_facing_the_big_blind_is_a_call() -> None:
    """Ubetcha BETTING AND RAISING 14: "(This includes acting on the forced bet of the big
    blind.)" """
    hand = table({1: 5000, 2: 5000, 3: 5000})
    assert rule_chips(hand.state, 500, chip_count=1).action == Action(3, ActionKind.CALL)


def test_ubetcha_betting_14_single_chip_opening_bet_is_its_full_value() -> None:
    """Ubetcha BETTING AND RAISING 14: "A bet (not a call) of a single chip without comment is
    considered to be the full amount of the chip"."""
    ruling = rule_chips(_flop().state, 500, chip_count=1)
    assert ruling.action == Action(1, ActionKind.BET, 500)


def test_ubetcha_betting_10_full_bet_plus_half_a_raise_must_be_completed() -> None:
    """Ubetcha BETTING AND RAISING 10: facing 200 (a raise is to 400), 300 or more is a raise
    that must be completed to 400; 250 is a call."""
    hand = play(_flop(), (1, ActionKind.BET, 200))
    raised = rule_chips(hand.state, 300, chip_count=3)
    assert raised.action == Action(2, ActionKind.RAISE, 400)
    assert raised.citation.label == "Ubetcha, BETTING AND RAISING 10"
    called = rule_chips(hand.state, 250, chip_count=3)
    assert called.action == Action(2, ActionKind.CALL)
    assert "50 returned" in called.reason


def test_ubetcha_betting_15_undersized_bet_is_brought_up_to_the_minimum() -> None:
    """Ubetcha BETTING AND RAISING 15: "the wager must be increased to the proper size ... the
    sufficient amount only, no greater size" (big blind 100, 60 pushed out)."""
    ruling = rule_chips(_flop().state, 60, chip_count=3)
    assert ruling.action == Action(1, ActionKind.BET, 100)
    assert ruling.citation.label == "Ubetcha, BETTING AND RAISING 15"


def test_chips_covering_the_whole_stack_are_all_in() -> None:
    hand = play(table({1: 5000, 2: 5000, 3: 700}))
    assert rule_chips(hand.state, 700).action == Action(3, ActionKind.ALL_IN)


def test_ubetcha_betting_7_verbal_amount_beats_the_chips() -> None:
    """Ubetcha BETTING AND RAISING 7; Applewood BETTING: "if they declare verbally a bet of 100
    and then throw a 500 out, that first verbal bet will be the one accepted"."""
    ruling = rule_verbal(_flop("applewood").state, Action(1, ActionKind.BET, 100), pushed=500)
    assert ruling.action == Action(1, ActionKind.BET, 100)
    assert "corrected to the words" in ruling.reason


def test_applewood_saying_raise_and_pushing_a_call_completes_a_minimum_raise() -> None:
    """Applewood BETTING: "A Player, for example, saying 'raise' and placing out a call, is
    expected to complete the bet to any valid raise"."""
    hand = play(_flop("applewood"), (1, ActionKind.BET, 200))
    ruling = rule_verbal(hand.state, Action(2, ActionKind.RAISE), pushed=200)
    assert ruling.action == Action(2, ActionKind.RAISE, 400)


def test_applewood_ill_put_you_all_in_is_a_bet_of_the_other_stack() -> None:
    """Applewood BETTING: "I'll put you all-in" is a bet equal to the stack of the player it
    was directed at; if that player has more chips, it is the bettor's all-in."""
    hand = to_flop(table({1: 5000, 2: 1500, 3: 8000}, book="applewood"))
    ruling = rule_put_you_all_in(hand.state, 2)
    assert ruling.action == Action(1, ActionKind.BET, 1400)
    assert ruling.citation.label.startswith("Applewood, BETTING")
    bigger = rule_put_you_all_in(hand.state, 3)
    assert bigger.action == Action(1, ActionKind.ALL_IN)


def test_verbal_raise_by_a_player_who_may_only_call_is_refused() -> None:
    hand = to_flop(table({1: 5000, 2: 250, 3: 5000}))
    play(hand, (1, ActionKind.BET, 100), (2, ActionKind.ALL_IN), (3, ActionKind.CALL))
    with pytest.raises(IllegalAction, match="may only call 50 or fold"):
        rule_verbal(hand.state, Action(1, ActionKind.RAISE))
    assert rule_chips(hand.state, 400, chip_count=4).action == Action(1, ActionKind.CALL)


def _args(action: Action) -> tuple[int, ActionKind, int | None]:
    return action.seat, action.kind, action.to


def test_applewood_call_then_raise_more_is_simply_a_call() -> None:
    """Applewood BETTING: 'A Verbal of "I call/see your 50 (pause) and raise you $200 more" is
    simply a call of $50': the first verbal action binds."""
    hand = play(_flop("applewood"), (1, ActionKind.BET, 100))
    ruling = rule_verbal(hand.state, Action(2, ActionKind.CALL), pushed=300)
    assert ruling.action == Action(2, ActionKind.CALL)
    assert ruling.citation.label.startswith("Applewood")
