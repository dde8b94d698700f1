"""The Ruling button's starting question: the hand in progress in dealers' words, from real
hands folded by the engine (street, pot, who is all-in, who acted, the last action, who is
to act and facing what), read by the rulings search without a typo correction."""

from __future__ import annotations

from typing import Any

import pytest

from dealer_assist.core.hand.hand_events import HandVoided
from dealer_assist.core.hand.hand_fold import apply
from dealer_assist.core.hand.hand_history import replay_history
from dealer_assist.core.hand.hand_state import HandState
from dealer_assist.house_books import house_rules
from dealer_assist.rulings import RulingsIndex
from dealer_assist.rulings.situation import situation_query

UBETCHA = house_rules("ubetcha")
APPLEWOOD = house_rules("applewood")


def played(
    seats: dict[int, int],
    actions: list[dict[str, Any]],
    *,
    button: int,
    board: tuple[str, ...] = (),
    rules=UBETCHA,  # type: ignore[no-untyped-def]
    **more: Any,
) -> tuple[HandState, tuple[object, ...]]:
    """A hand played by the engine as far as `actions` go: its state and its events."""
    data = {
        "button": button,
        "level": {"small_blind": 100, "big_blind": 200},
        "seats": [{"seat": seat, "stack": stack} for seat, stack in seats.items()],
        "actions": actions,
        "board": list(board),
        **more,
    }
    replayed = replay_history(data, rules)
    assert replayed.refused is None, replayed.refused
    return replayed.state, replayed.events


def a(seat: int, kind: str, to: int | None = None) -> dict[str, Any]:
    return {"seat": seat, "kind": kind} if to is None else {"seat": seat, "kind": kind, "to": to}


# Seats 2, 3, 5, 7, button 7: seat 2 the small blind, 3 the big blind; all limp, flop checked.
LIMPED = [a(5, "call"), a(7, "call"), a(2, "call"), a(3, "check")]
FLOP_CHECKED = [a(2, "check"), a(3, "check"), a(5, "check"), a(7, "check")]
FOUR = {2: 5000, 3: 2600, 5: 10_000, 7: 10_000}
BOARD = ("Ah", "Kd", "7c", "2s", "9h")


def test_the_turn_with_an_all_in_and_a_raise_behind_it() -> None:
    """The dealer's own example: who is all-in, who acted, the last action, who is to act."""
    turn = [a(2, "check"), a(3, "allin"), a(5, "call"), a(7, "raise", 6000), a(2, "fold")]
    hand, events = played(FOUR, LIMPED + FLOP_CHECKED + turn, button=7, board=BOARD)
    assert situation_query(hand, events) == (
        "turn; pot 11,600; seat 2 checked, seat 3 all-in for 2,400, seat 5 called 2,400, "
        "seat 7 raised to 6,000, seat 2 folded; seat 5 to act facing a raise to 6,000"
    )


def test_an_all_in_on_an_earlier_street_is_named_with_its_street() -> None:
    flop = [a(2, "check"), a(3, "allin"), a(5, "call"), a(7, "call"), a(2, "fold")]
    hand, events = played(FOUR, LIMPED + flop + [a(5, "check")], button=7, board=BOARD)
    assert situation_query(hand, events) == (
        "turn; pot 8,000; seat 3 all-in for 2,400 on the flop; seat 5 checked; seat 7 to act"
    )


def test_an_all_in_for_less_than_a_full_raise_says_so() -> None:
    """Seat 5 raises to 600 (by 400); seat 7 is all-in to 800, a raise of 200 only."""
    seats = {2: 5000, 3: 5000, 5: 5000, 7: 800}
    hand, events = played(seats, [a(5, "raise", 600), a(7, "allin")], button=7)
    assert situation_query(hand, events) == (
        "preflop; pot 1,700; seat 5 raised to 600, seat 7 all-in for 800 (less than a full "
        "raise); seat 2 to act facing an all-in raise to 800"
    )


def test_folds_and_calls_in_a_row_are_said_together() -> None:
    seats = {1: 5000, 2: 5000, 3: 5000, 4: 5000, 5: 5000, 6: 5000}
    actions = [a(4, "fold"), a(5, "fold"), a(6, "call"), a(1, "call")]
    hand, events = played(seats, actions, button=1)
    assert situation_query(hand, events) == (
        "preflop; pot 700; seats 4 and 5 folded, seats 6 and 1 called 200; seat 2 to act "
        "facing the big blind of 200"
    )


def test_the_big_blinds_option_and_a_new_street() -> None:
    hand, events = played(FOUR, LIMPED[:3], button=7)
    assert situation_query(hand, events) == (
        "preflop; pot 800; seats 5, 7 and 2 called 200; seat 3 to act: the big blind's option"
    )
    hand, events = played(FOUR, LIMPED, button=7, board=BOARD)
    assert situation_query(hand, events) == "flop; pot 800; seat 2 to act, no bet yet"


def test_a_bet_and_checks_on_the_river() -> None:
    river = [a(2, "check"), a(3, "bet", 1000)]
    turn = [a(2, "check"), a(3, "check"), a(5, "check"), a(7, "check")]
    hand, events = played(FOUR, LIMPED + FLOP_CHECKED + turn + river, button=7, board=BOARD)
    assert situation_query(hand, events) == (
        "river; pot 1,800; seat 2 checked, seat 3 bet 1,000; seat 5 to act facing a bet of 1,000"
    )


def test_heads_up_and_a_short_blind_posted_all_in() -> None:
    hand, events = played({1: 5000, 2: 150}, [], button=1)
    assert situation_query(hand, events) == (
        "preflop, heads-up; pot 250; seat 2 all-in for 150 posting the big blind; seat 1 to "
        "act facing the big blind of 200"
    )


def test_a_straddle_is_what_the_next_seat_faces() -> None:
    seats = {1: 5000, 2: 5000, 3: 5000, 4: 5000, 5: 5000}
    hand, events = played(seats, [], button=1, positions={"straddle": 4})
    assert situation_query(hand, events) == (
        "preflop; pot 700; seat 5 to act facing the straddle of 400"
    )


def test_showdown_and_a_finished_hand() -> None:
    allin = [a(5, "allin"), a(7, "fold"), a(2, "fold"), a(3, "call")]
    seats = {2: 5000, 3: 5000, 5: 3000, 7: 5000}
    hand, events = played(seats, allin, button=7)
    assert situation_query(hand, events) == (
        "showdown; pot 6,100; seat 5 all-in for 3,000, seats 7 and 2 folded, seat 3 called "
        "3,000; seats 3 and 5 in the hand"
    )
    hand, events = played(seats, allin, button=7, board=list(BOARD), winners={"0": [3]})
    assert situation_query(hand, events) == (
        "hand over; pot 6,100; seat 5 all-in for 3,000, seats 7 and 2 folded, seat 3 called "
        "3,000; seat 3 won 6,100"
    )


def test_between_hands_and_a_misdeal() -> None:
    assert situation_query(None) == ""  # no hand: the dealer's own words
    hand, events = played(FOUR, LIMPED[:2], button=7)
    void = HandVoided(event_id="v", at_ms=0, hand_id=hand.hand_id, reason="Misdeal")
    assert situation_query(apply(hand, void), (*events, void)) == "misdeal"


def test_without_the_events_the_state_alone_is_read() -> None:
    turn = [a(2, "check"), a(3, "allin"), a(5, "call"), a(7, "raise", 6000), a(2, "fold")]
    hand, _events = played(FOUR, LIMPED + FLOP_CHECKED + turn, button=7, board=BOARD)
    assert situation_query(hand) == (
        "turn; pot 11,600; seat 3 all-in for 2,400; seat 7 raised last; seat 5 to act facing 6,000"
    )


@pytest.fixture(scope="module")
def index() -> RulingsIndex:
    return RulingsIndex.load()


def test_the_search_reads_the_situation_as_written(index: RulingsIndex) -> None:
    """No word of a situation is taken for a typo, and the dealer's own words added to it
    still find their rule: a short all-in that does not reopen the betting."""
    seats = {2: 5000, 3: 5000, 5: 5000, 7: 800}
    hand, events = played(seats, [a(5, "raise", 600), a(7, "allin")], button=7)
    turn = [a(2, "check"), a(3, "allin"), a(5, "call"), a(7, "raise", 6000), a(2, "fold")]
    big, big_events = played(FOUR, LIMPED + FLOP_CHECKED + turn, button=7, board=BOARD)
    short = situation_query(hand, events)
    for text in (short, situation_query(big, big_events)):
        assert dict(index.plan(text).corrections) == {}, text
    hits = index.search(short + "; can seat 5 reraise", book="ubetcha", limit=3)
    assert any("short-all-in" in hit.rule.topics for hit in hits), [h.rule.id for h in hits]


def test_a_long_round_keeps_its_last_actions_and_who_is_to_act() -> None:
    """Twenty raises in a row: the first ones give way, the search still reads it all."""
    seats = {seat: 100_000 for seat in range(1, 11)}
    order = [3, 4, 5, 6, 7, 8, 9, 10, 1, 2] * 2
    actions = [a(seat, "raise", 400 + 200 * i) for i, seat in enumerate(order)]
    hand, events = played(seats, actions, button=10)
    text = situation_query(hand, events)
    assert len(text) <= 360
    assert text.startswith("preflop; pot ") and "; …, seat " in text
    assert text.endswith("seat 2 raised to 4,200; seat 3 to act facing a raise to 4,200")
