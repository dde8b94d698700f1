"""No decision left: a player whose every opponent is all-in for no more than he has already
put in on the street has nothing to decide. The round closes, his uncalled chips go back and
the hand goes on (the same as for a big blind when everyone else is all-in below it).

Ubetcha BETTING AND RAISING 2 has callers of a short big blind "enter for the big blind", but
with no one left who can match it, the chips above the all-ins would only come back as
uncalled: there is no one to enter against, so no one is asked.
"""

from __future__ import annotations

import argparse
import json
import random
import warnings
from pathlib import Path

import pytest
from helpers.hand_driver import Hand
from helpers.pokerkit import AUTOMATIONS, settle, show_down
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerkit import NoLimitTexasHoldem
from test_betting import ALL_IN, CALL, FOLD, table

from dealer_assist.commands import hand as hand_command
from dealer_assist.core.hand.hand import ActionKind, Phase, Stakes, legal_actions
from dealer_assist.core.hand.hand_events import PotAwarded
from dealer_assist.core.hand.hand_state import HandState
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import BOOKS, house_rules


def test_heads_up_big_blind_all_in_for_less_than_the_small_blind_asks_no_one() -> None:
    """Ubetcha BETTING AND RAISING 2 (blinds 100/200): the big blind is all-in for 50, less
    than the small blind's 100. The small blind has nothing to decide: 50 goes back to it and
    the hand runs out."""
    hand = table({1: 5000, 2: 50}, blinds=(100, 200), button=1)
    state = hand.state
    assert state.to_act is None
    assert state.phase is Phase.SHOWDOWN and state.ran_out
    assert state.returned == ((1, 50),)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(100, (2, 1))]


def test_big_blind_short_and_the_button_folds_leaves_the_small_blind_nothing_to_decide() -> None:
    """Three-handed, the big blind all-in for 50 (blinds 100/200), the button folds: the small
    blind already has 100 in, more than the only opponent's 50."""
    hand = table({1: 5000, 2: 50, 3: 5000}, blinds=(100, 200))  # button 3, SB 1, BB 2
    assert hand.state.to_act == 3
    hand.act(3, FOLD, at_ms=0)
    state = hand.state
    assert state.to_act is None and state.phase is Phase.SHOWDOWN
    assert state.returned == ((1, 50),)
    assert [(p.amount, p.eligible) for p in hand.pots()] == [(100, (1, 2))]
    hand.award({0: [2]}, at_ms=0)
    assert hand.result().final_stacks == {1: 4950, 2: 100, 3: 5000}


def test_every_opponent_all_in_below_the_small_blinds_post_closes_the_round() -> None:
    """The button all-in for 80, the big blind for 50: the small blind's 100 covers both."""
    hand = table({1: 5000, 2: 50, 3: 80}, blinds=(100, 200))
    hand.act(3, ALL_IN, at_ms=0)
    state = hand.state
    assert state.to_act is None and state.phase is Phase.SHOWDOWN
    assert state.returned == ((1, 20),)
    assert sorted((p.amount, p.eligible) for p in hand.pots()) == [(60, (1, 3)), (150, (1, 2, 3))]


def test_an_all_in_above_the_small_blinds_post_is_still_a_decision() -> None:
    """The button all-in for 150 is more than the small blind's 100: call or fold."""
    hand = table({1: 5000, 2: 50, 3: 150}, blinds=(100, 200))
    hand.act(3, ALL_IN, at_ms=0)
    assert hand.state.to_act == 1
    legal = hand.legal_actions()
    assert legal.can_call and legal.can_fold


def test_a_replayed_history_with_no_decision_left_ends_with_final_stacks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`hand replay` of the heads-up short big blind: no action is listed because no one has
    one, and the replay reaches the award and the final stacks (it used to stop at
    "betting, preflop")."""
    path = tmp_path / "short-big-blind.json"
    path.write_text(
        json.dumps(
            {
                "format": "dealer-assist-hand",
                "schema_version": 1,
                "book": "ubetcha",
                "button": 1,
                "level": {"small_blind": 100, "big_blind": 200},
                "seats": [{"seat": 1, "stack": 5000}, {"seat": 2, "stack": 50}],
                "actions": [],
                "winners": {"0": [2]},
            }
        ),
        encoding="utf-8",
    )
    parser = argparse.ArgumentParser()
    hand_command.configure(parser)
    assert hand_command.run(parser.parse_args(["replay", str(path), "--json"])) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["final_stacks"] == {"1": 4950, "2": 100}
    assert out["returned"] == [{"seat": 1, "chips": 50}]


# --- the general rule, over random hands -----------------------------------------------------


def has_a_decision(state: HandState) -> bool:
    """The seat to act faces someone who can still act, or a live wager above its own."""
    me = state.seat(state.to_act)  # type: ignore[arg-type]
    others = [s for s in state.seats if s.seat != me.seat and not s.folded]
    if any(s.can_act for s in others):
        return True
    return max(s.street_bet for s in others) > me.street_bet


def _short_stacked_hand(rng: random.Random, book: str) -> tuple[Hand, dict[int, int]]:
    count = rng.randint(2, 6)
    big_blind = rng.choice((2, 10, 100, 200))
    stakes = Stakes(big_blind // 2, big_blind, rng.choice((0, 0, big_blind // 10)))
    shorts = (1, big_blind // 4 or 1, big_blind // 2, big_blind - 1, big_blind + 1)
    stacks = {
        seat: rng.choice(shorts) if rng.random() < 0.4 else rng.randint(1, 30 * big_blind)
        for seat in range(1, count + 1)
    }
    seats = tuple(range(1, count + 1))
    if count == 2:
        positions = HandPositions(2, False, 2, 1, seats, heads_up=True)
    else:
        positions = HandPositions(seats[-1], False, seats[0], seats[1], seats)
    rules = house_rules(book)
    hand = Hand.start(
        positions=positions, stacks=stacks, stakes=stakes, rules=rules, at_ms=0, hand_id="p"
    )
    return hand, stacks


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), book=st.sampled_from(BOOKS))
def test_no_one_is_asked_to_act_without_a_decision_and_chips_are_conserved(
    seed: int, book: str
) -> None:
    """Any street, any number of players, short blinds and all-ins: whoever is asked to act
    has a decision; the chips add up and no pot goes to a seat not in it."""
    rng = random.Random(seed)
    hand, stacks = _short_stacked_hand(rng, book)
    while hand.state.phase is Phase.BETTING:
        assert has_a_decision(hand.state), hand.state
        legal = legal_actions(hand.state)
        options: list[tuple[ActionKind, int | None]] = [(CALL, None), (FOLD, None)]
        if legal.min_to is not None and legal.max_to is not None:
            kind = ActionKind.BET if legal.can_bet else ActionKind.RAISE
            options += [(kind, legal.min_to), (kind, legal.max_to)]
        kind, to = rng.choice(options)
        if kind is FOLD and legal.can_check:
            kind = CALL
        hand.act(legal.seat, kind, to, at_ms=0)
    state = hand.state
    committed = sum(s.starting_stack - s.stack for s in state.seats)
    assert committed == state.pot_total
    if state.phase is Phase.COMPLETE:
        return
    pots = hand.pots()
    winners = {p.index: rng.sample(p.eligible, rng.randint(1, len(p.eligible))) for p in pots}
    hand.award(winners, at_ms=0)
    by_index = {p.index: p for p in pots}
    for award in (e for e in hand.events if isinstance(e, PotAwarded)):
        assert set(award.winners) <= set(by_index[award.pot].eligible)
    result = hand.result()
    assert sum(result.final_stacks.values()) + result.left_in_pot == sum(stacks.values())


# --- checked against PokerKit ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stacks", "first"),
    [
        ((50, 5000), None),  # heads-up: big blind (index 0) short, button posts the small
        ((5000, 50, 5000), "fold"),  # the button folds to the small blind
        ((5000, 50, 80), "call"),  # the button all-in for less than the small blind
    ],
)
def test_pots_and_final_stacks_agree_with_pokerkit_when_no_decision_is_left(
    stacks: tuple[int, ...], first: str | None
) -> None:
    """PokerKit 0.7.7 asks no one heads-up, and asks a small blind covering every all-in only
    to check (nothing to call): the same pots and stacks as closing the round."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref = NoLimitTexasHoldem.create_state(
            AUTOMATIONS, True, 0, (100, 200), 200, stacks, len(stacks)
        )
        if first == "fold":
            ref.fold()
        elif first == "call":
            ref.check_or_call()
        while ref.actor_index is not None:
            assert ref.checking_or_calling_amount == 0  # nothing to decide
            ref.check_or_call()
        seats = tuple(range(1, len(stacks) + 1))
        live, hole, board = show_down(ref, seats)
        ref_pots = sorted(
            (pot.amount, frozenset(seats[i] for i in pot.player_indices)) for pot in ref.pots
        )
        assert settle(ref)
    if len(stacks) == 2:
        positions = HandPositions(2, False, 2, 1, seats, heads_up=True)
    else:
        positions = HandPositions(3, False, 1, 2, seats)
    hand = Hand.start(
        positions=positions,
        stacks=dict(zip(seats, stacks, strict=True)),
        stakes=Stakes(100, 200),
        rules=house_rules("general"),
        at_ms=0,
    )
    if first is not None:
        hand.act(3, FOLD if first == "fold" else CALL, at_ms=0)
    assert hand.state.phase is Phase.SHOWDOWN
    merged: dict[frozenset[int], int] = {}
    for amount, eligible in ref_pots:
        merged[eligible] = merged.get(eligible, 0) + amount
    assert sorted((p.amount, frozenset(p.eligible)) for p in hand.pots()) == sorted(
        (amount, eligible) for eligible, amount in merged.items()
    )
    hand.award_by_cards({seat: hole[seat] for seat in live}, board, at_ms=0)
    assert dict(hand.result().final_stacks) == {seat: ref.stacks[i] for i, seat in enumerate(seats)}
