"""Showdown: who shows first, cards speak, side pots settled first, pots split separately."""

from __future__ import annotations

import pytest
from test_betting import play, table

from dealer_assist.core.hand.hand import ActionKind, IllegalAction, Phase
from dealer_assist.core.hand.hand_events import PotAwarded

CHECK, CALL, BET, ALL_IN, FOLD = (
    ActionKind.CHECK,
    ActionKind.CALL,
    ActionKind.BET,
    ActionKind.ALL_IN,
    ActionKind.FOLD,
)


def _check_round(hand, times: int) -> None:  # noqa: ANN001 - a Hand
    for _ in range(times):
        hand.act(hand.state.to_act, CHECK, at_ms=0)


def test_ubetcha_showdown_8_last_bettor_on_the_river_shows_first() -> None:
    """Ubetcha THE SHOWDOWN 8: "the last player to take aggressive action by a bet or raise is
    the first to show the hand"."""
    hand = play(table({1: 5000, 2: 5000, 3: 5000}), (3, CALL), (1, CALL), (2, CHECK))
    _check_round(hand, 6)
    play(hand, (1, CHECK), (2, BET, 400), (3, CALL), (1, CALL))
    order = hand.showdown_order()
    assert order.first == 2 and order.seats == (2, 3, 1)
    assert not order.all_face_up
    assert order.citation.label == "Ubetcha, THE SHOWDOWN 8"


def test_ubetcha_showdown_8_everyone_checks_the_river_first_seat_left_of_button_shows() -> None:
    """Ubetcha THE SHOWDOWN 8 ("the player who acted first"); Applewood Gameplay Rules: "If no
    betting occurred on the river, 1st to show is clockwise from button"."""
    hand = play(table({1: 5000, 2: 5000, 3: 5000}, book="applewood"), (3, CALL), (1, FOLD))
    play(hand, (2, CHECK))
    _check_round(hand, 6)
    order = hand.showdown_order()
    assert order.seats == (2, 3)
    assert order.citation.label == "Applewood, Gameplay Rules 13"


def test_general_showdown_7_side_pot_players_show_before_the_main_pot_all_in() -> None:
    """General THE SHOWDOWN 7: "players involved in the side pot should show their hands before
    anyone who is all-in for only the main pot"."""
    hand = play(table({1: 300, 2: 5000, 3: 5000}, book="general"), (3, CALL), (1, ALL_IN))
    play(hand, (2, CALL), (3, CALL))
    play(hand, (2, BET, 500), (3, CALL))  # flop: a side pot between seats 2 and 3
    _check_round(hand, 4)
    order = hand.showdown_order()
    assert order.seats == (2, 3, 1)
    assert not order.all_face_up
    assert order.citation.label == "General rules, THE SHOWDOWN 7"


def test_ubetcha_showdown_5_all_hands_face_up_when_no_more_betting_is_possible() -> None:
    """Ubetcha THE SHOWDOWN 5: when all but one player are all-in, all cards are shown."""
    hand = play(table({1: 5000, 2: 5000, 3: 800}), (3, ALL_IN), (1, CALL), (2, FOLD))
    order = hand.showdown_order()
    assert order.all_face_up and set(order.seats) == {1, 3}
    assert order.citation.label == "Ubetcha, THE SHOWDOWN 5"


def _three_way_all_in():  # noqa: ANN202 - a Hand
    hand = play(table({1: 1000, 2: 3000, 3: 5000}), (3, ALL_IN), (1, ALL_IN), (2, ALL_IN))
    assert hand.state.phase is Phase.SHOWDOWN
    return hand


def test_ubetcha_showdown_7_side_pots_are_settled_before_the_main_pot() -> None:
    """Ubetcha THE SHOWDOWN 7: the pot of the players who started with the most chips first."""
    hand = _three_way_all_in()
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(3000, (1, 2, 3)), (4000, (2, 3))]
    hand.award({0: [1], 1: [3]}, at_ms=0)
    paid = [e.pot for e in hand.events if isinstance(e, PotAwarded)]
    assert paid == [1, 0]
    assert hand.result().final_stacks == {1: 3000, 2: 0, 3: 6000}


def test_cards_speak_reads_each_pot_and_splits_ties_pot_by_pot() -> None:
    """Ubetcha THE SHOWDOWN 3 (cards speak) and TIES 2 (each pot split on its own): seats 1
    and 3 tie with the same straight; seat 2 has the worst hand."""
    hand = _three_way_all_in()
    board = "Ts9h8d2c2s"
    hand.award_by_cards({1: "JhQc", 2: "AhAd", 3: "JdQs"}, board, at_ms=0)
    assert hand.result().final_stacks == {1: 1500, 2: 0, 3: 7500}


def test_cards_speak_uses_the_recorded_board() -> None:
    hand = _three_way_all_in()
    for cards in (("Ts", "9h", "8d"), ("2c",), ("2s",)):
        hand.deal(cards, at_ms=0)
    hand.award_by_cards({1: "7c6c", 2: "AhAd", 3: "KdKs"}, at_ms=0)
    assert hand.result().final_stacks == {1: 3000, 2: 4000, 3: 2000}


def test_awarding_a_pot_to_a_seat_not_in_it_is_refused() -> None:
    hand = _three_way_all_in()
    with pytest.raises(IllegalAction, match="Seat 1 cannot win the side pot 1"):
        hand.award({0: [1], 1: [1]}, at_ms=0)
    with pytest.raises(IllegalAction, match="Name the winner"):
        hand.award({1: [2]}, at_ms=0)


def test_pots_are_awarded_only_once_betting_is_over() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000})
    with pytest.raises(IllegalAction, match="seat 3 to act"):
        hand.award({0: [1]}, at_ms=0)


def test_board_cards_wait_for_the_betting_round_to_end() -> None:
    hand = table({1: 5000, 2: 5000, 3: 5000})
    with pytest.raises(IllegalAction, match="The flop comes once the preflop betting is over"):
        hand.deal(("Ah", "Kd", "7c"), at_ms=0)
    play(hand, (3, CALL), (1, CALL), (2, CHECK))
    with pytest.raises(IllegalAction, match="The flop is 3 card"):
        hand.deal(("Ah", "Kd"), at_ms=0)
    hand.deal(("Ah", "Kd", "7c"), at_ms=0)
    assert hand.state.board == ("Ah", "Kd", "7c")


def test_a_board_card_dealt_twice_is_refused_as_a_defective_deck() -> None:
    """A deck holds each card once; a second Ah is the defective-deck case (misdeal rule)."""
    hand = _three_way_all_in()
    hand.deal(("Ah", "9h", "8d"), at_ms=0)
    with pytest.raises(IllegalAction, match="Ah is given to the board twice") as refused:
        hand.deal(("Ah",), at_ms=0)
    assert refused.value.citation == hand.rules.cite("misdeal")
    assert len(hand.state.board) == 3  # nothing recorded


def test_an_unreadable_card_is_refused_when_dealt_not_at_the_award() -> None:
    hand = _three_way_all_in()
    with pytest.raises(IllegalAction, match="'Zz' for the board cannot be read"):
        hand.deal(("Zz", "9h", "8d"), at_ms=0)


def test_cards_speak_refuses_a_hole_card_that_is_also_on_the_board() -> None:
    hand = _three_way_all_in()
    with pytest.raises(IllegalAction, match="Ts is given to seat 1 and the board"):
        hand.award_by_cards({1: "TsQc", 2: "AhAd", 3: "JdQs"}, "Ts9h8d2c2s", at_ms=0)
    with pytest.raises(IllegalAction, match="Ah is given to seat 2 and seat 1"):
        hand.award_by_cards({1: "AhQc", 2: "AhAd", 3: "JdQs"}, "Ts9h8d2c2s", at_ms=0)
    assert hand.state.phase is Phase.SHOWDOWN  # nothing awarded
