"""Cards speak with a blank hand: when a player is all-in and no more betting is possible,
every live hand is tabled, so a blank is refused for it (never taken as mucked); elsewhere a
blank is a mucked hand. Hands are read out in words before the award."""

from __future__ import annotations

import pytest
from pokerkit import StandardHighHand
from test_betting import ALL_IN, CALL, CHECK, FOLD, play, table

from dealer_assist.core.hand.hand import IllegalAction, Phase, read_showdown
from dealer_assist.core.hand.showdown import describe_hand, tabled_seats

BOARD = "9c2s5dKhQc"


def all_in_hand(book: str):  # noqa: ANN201 - a Hand at showdown
    """Seat 2 all-in for 3,000 preflop, seat 3 calls with chips behind, the others fold."""
    hand = table({1: 5000, 2: 3000, 3: 8000}, book=book)  # button 3, SB 1, BB 2
    return play(hand, (3, CALL), (1, FOLD), (2, ALL_IN), (3, CALL))


@pytest.mark.parametrize(
    ("book", "rule"),
    [
        ("applewood", "Applewood, Misc. Tournament Info/Rules 17"),
        ("ubetcha", "Ubetcha, THE SHOWDOWN 5"),
    ],
)
def test_a_blank_hand_of_an_all_in_showdown_is_refused_with_the_rule(book: str, rule: str) -> None:
    """Applewood line 91 (Misc. 17): "All active hands must be turned face up promptly,
    whenever a player is all-in and no further betting is possible" (Ubetcha SHOWDOWN 5).
    The winning set of the all-in player left blank is not mucked: the award is refused."""
    hand = all_in_hand(book)
    assert hand.state.phase is Phase.SHOWDOWN and tabled_seats(hand.state) == (2, 3)
    with pytest.raises(IllegalAction) as refusal:
        hand.award_by_cards({3: "AhAd"}, BOARD, at_ms=0)  # seat 2 holds 9h 9d: a set
    assert refusal.value.citation.label == rule
    assert "Seat 2 cannot be mucked" in str(refusal.value)
    assert hand.state.phase is Phase.SHOWDOWN  # nothing awarded
    hand.award_by_cards({2: "9h9d", 3: "AhAd"}, BOARD, at_ms=0)
    assert hand.result().final_stacks[2] == 6000 + 50  # the set wins the pot


def test_a_blank_hand_is_mucked_when_nobody_is_all_in() -> None:
    """Checked down to the river with chips behind: a losing hand may be mucked."""
    hand = table({1: 5000, 2: 5000, 3: 5000})
    hand = play(hand, (3, CALL), (1, CALL), (2, CHECK))
    for _ in range(3):
        hand = play(hand, (1, CHECK), (2, CHECK), (3, CHECK))
    assert hand.state.phase is Phase.SHOWDOWN and tabled_seats(hand.state) == ()
    reading = read_showdown(hand.state, {1: "9h9d", 3: "AhKs"}, BOARD)
    assert reading.mucked == (2,)
    assert reading.winners == ((0, (1,)),)
    assert dict(reading.hands) == {1: "three nines", 3: "a pair of kings"}


def test_every_live_hand_is_tabled_after_an_all_in_on_the_river() -> None:
    """A river bet called all-in: one player left with chips, so all hands go face up."""
    hand = table({1: 5000, 2: 5000, 3: 5000})
    hand = play(hand, (3, CALL), (1, CALL), (2, CHECK))
    for _ in range(2):
        hand = play(hand, (1, CHECK), (2, CHECK), (3, CHECK))
    hand = play(hand, (1, ALL_IN), (2, FOLD), (3, CALL))
    assert tabled_seats(hand.state) == (1, 3)


@pytest.mark.parametrize(
    ("hole", "board", "words"),
    [
        ("9h9d", "9c2s5dKhQc", "three nines"),
        ("KhKd", "9c2s5d3hQc", "a pair of kings"),
        ("KhKd", "9c9s5d3hQc", "two pair, kings and nines"),
        ("Ah5d", "2c3s4dKhQc", "a straight, five high"),
        ("AhKh", "QhJhTh2c3d", "a royal flush"),
        ("9h8h", "7h6h5h2c3d", "a straight flush, nine high"),
        ("9h9d", "KcKs9c2h3d", "a full house, nines full of kings"),
        ("AhAd", "AcAs9c2h3d", "four aces"),
        ("Ah3h", "9h7h2h5cKd", "a flush, ace high"),
        ("AhJd", "9c7s2d5hKc", "ace high"),
    ],
)
def test_hands_are_read_out_in_words(hole: str, board: str, words: str) -> None:
    assert describe_hand(StandardHighHand.from_game(hole, board)) == words
