"""Split pots and the odd chip under each house: left in the pot, or to a winner by seat."""

from __future__ import annotations

from helpers.hand_driver import Hand
from test_betting import play, table

from dealer_assist.core.hand.hand import ActionKind, Phase, Stakes
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.hand.showdown import split_pot
from dealer_assist.house_books import house_rules

DEAL_ORDER = (6, 7, 8, 1, 3, 5)  # button on seat 5


def _split_three_way(book: str) -> Hand:
    """Seats 1, 2, 3 (button 3): the small blind folds, a 350 pot is split by seats 2, 3, 4."""
    hand = play(
        table({1: 1000, 2: 1000, 3: 1000, 4: 1000}, book=book),
        (3, ActionKind.CALL),
        (4, ActionKind.CALL),
        (1, ActionKind.FOLD),
        (2, ActionKind.CHECK),
    )
    for _ in range(9):
        hand.act(hand.state.to_act, ActionKind.CHECK, at_ms=0)  # type: ignore[arg-type]
    assert hand.state.phase is Phase.SHOWDOWN and hand.pots()[0].amount == 350
    hand.award({0: [2, 3, 4]}, at_ms=0)
    return hand


def test_ubetcha_ties_1_odd_chip_is_left_in_the_pot_for_the_next_hand() -> None:
    """Ubetcha TIES 1: "Any extra chip that can't be reduced and divided between the tied
    players will be left in the pot for the next hand"."""
    hand = _split_three_way("ubetcha")
    result = hand.result()
    assert result.final_stacks == {1: 950, 2: 1016, 3: 1016, 4: 1016}
    assert result.left_in_pot == 2
    assert sum(result.final_stacks.values()) + result.left_in_pot == 4000

    following = Hand.start(
        positions=HandPositions(1, False, 2, 3, (2, 3, 4, 1)),
        stacks=dict(result.final_stacks),
        stakes=Stakes(50, 100),
        rules=house_rules("ubetcha"),
        at_ms=0,
        carried_in=result.left_in_pot,
    )
    assert following.state.pot_total == 152
    assert following.pots()[0].amount == 152


def test_applewood_gameplay_14_odd_chip_to_first_winner_clockwise_from_button() -> None:
    """Applewood Gameplay Rules: "If a leftover chip remains, then it is given to the winning
    player who is the first hand clockwise from the button" (button seat 4)."""
    hand = _split_three_way("applewood")
    assert hand.result().final_stacks == {1: 950, 2: 1017, 3: 1017, 4: 1016}
    assert hand.result().left_in_pot == 0


def test_general_ties_5a_first_hand_clockwise_from_the_button_gets_the_odd_chip() -> None:
    """General TIES 5(a), with TIES 4: no player receives more than one odd chip."""
    split = split_pot(350, [4, 2, 3], house_rules("general"), (1, 2, 3, 4))
    assert split.payouts == ((2, 117), (3, 117), (4, 116))
    assert split.citation.label == "General rules, TIES 5"


def test_fountain_valley_odd_chip_to_the_winner_closest_to_the_dealers_left() -> None:
    """Fountain Valley: "Odd chips will be given to the winning player closest to the dealer's
    left" (the dealer on seat 5: seat 6 is closer to the left than seat 3)."""
    split = split_pot(101, [3, 6], house_rules("fountain-valley"), DEAL_ORDER)
    assert dict(split.payouts) == {6: 51, 3: 50}
    assert split.citation.rule_id.startswith("fountain-valley/")


def test_general_ties_3_odd_chip_is_broken_down_to_the_smallest_chip_in_play() -> None:
    """General TIES 3: "An odd chip will be broken down to the smallest unit used in the game".
    A 1075 pot in 25-chips split two ways: 550 and 525; with 5-chips in play, 540 and 535."""
    rules = house_rules("general")
    assert split_pot(1075, [1, 3], rules, DEAL_ORDER, smallest_chip=25).payouts == (
        (1, 550),
        (3, 525),
    )
    assert split_pot(1075, [1, 3], rules, DEAL_ORDER, smallest_chip=5).payouts == (
        (1, 540),
        (3, 535),
    )


def test_general_ties_4_no_player_gets_more_than_one_odd_chip() -> None:
    """General TIES 4: 103 split four ways gives three players one odd chip each."""
    split = split_pot(103, [1, 3, 5, 6], house_rules("general"), DEAL_ORDER)
    assert split.payouts == ((6, 26), (1, 26), (3, 26), (5, 25))


def test_ubetcha_ties_1_with_25_chips_leaves_the_unsplittable_chip() -> None:
    split = split_pot(1075, [1, 3], house_rules("ubetcha"), DEAL_ORDER, smallest_chip=25)
    assert split.payouts == ((1, 525), (3, 525)) and split.left_in_pot == 25
    assert split.citation.label == "Ubetcha, TIES 1"


def test_two_odd_chips_in_a_three_way_split_under_each_house() -> None:
    """350 split three ways leaves two odd chips (button seat 4, winners 2, 3, 4).
    Ubetcha TIES 1: both stay in the pot. Applewood Gameplay Rules and general TIES 4 and 5a:
    one each to the first two winners clockwise from the button. Fountain Valley: "Odd chips
    will be given to the winning player closest to the dealer's left", one each (general
    TIES 4): seats 2 and 3, as the dealer's left is the seat after the button."""
    order = (1, 2, 3, 4)
    expected = {
        "ubetcha": (((2, 116), (3, 116), (4, 116)), 2),
        "applewood": (((2, 117), (3, 117), (4, 116)), 0),
        "general": (((2, 117), (3, 117), (4, 116)), 0),
        "fountain-valley": (((2, 117), (3, 117), (4, 116)), 0),
    }
    for book, (payouts, kept) in expected.items():
        split = split_pot(350, [4, 3, 2], house_rules(book), order)
        assert (split.payouts, split.left_in_pot) == (payouts, kept), book
        assert sum(chips for _, chips in split.payouts) + split.left_in_pot == 350


def test_fountain_valley_odd_chips_broken_down_then_given_to_the_dealers_left() -> None:
    """General TIES 3 breaks the odd chip down to the smallest chip in play (5s here); under
    Fountain Valley the 10 that cannot be split three ways goes 5 each to the two winners
    closest to the dealer's left (no player more than one odd chip: general TIES 4)."""
    split = split_pot(1060, [3, 6, 8], house_rules("fountain-valley"), DEAL_ORDER, smallest_chip=5)
    assert split.payouts == ((6, 355), (8, 355), (3, 350))
    general = split_pot(1060, [3, 6, 8], house_rules("general"), DEAL_ORDER, smallest_chip=5)
    assert general.payouts == ((6, 355), (8, 355), (3, 350))
