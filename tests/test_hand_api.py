"""A hand driven step by step (tests/helpers/hand_driver over the core's commands and fold):
start, ask legal actions, act, undo, award."""

from __future__ import annotations

import msgspec
import pytest
from helpers.hand_driver import Hand

from dealer_assist.core.events import event_from_dict, event_to_dict
from dealer_assist.core.hand.hand import ActionKind, IllegalAction, Phase, Stakes, replay
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import house_rules

THREE_HANDED = HandPositions(
    button=3, button_is_dead=False, small_blind=1, big_blind=2, dealt_in=(1, 2, 3)
)


def _hand(book: str = "applewood", stacks: dict[int, int] | None = None) -> Hand:
    return Hand.start(
        positions=THREE_HANDED,
        stacks=stacks or {1: 1000, 2: 1000, 3: 1000},
        stakes=Stakes(50, 100),
        rules=house_rules(book),
        at_ms=0,
        hand_id="h1",
    )


def test_start_posts_blinds_and_gives_the_button_first_action_three_handed() -> None:
    hand = _hand()
    assert hand.state.stacks == {1: 950, 2: 900, 3: 1000}
    legal = hand.legal_actions()
    assert legal.seat == 3
    assert (legal.call_amount, legal.min_to, legal.max_to) == (100, 200, 1000)
    assert not legal.can_check


def test_refusal_names_the_minimum_and_the_rule() -> None:
    hand = _hand()
    hand.act(3, ActionKind.RAISE, 200, at_ms=1)
    with pytest.raises(IllegalAction) as refused:
        hand.act(1, ActionKind.RAISE, 250, at_ms=2)
    assert refused.value.legal_min_to == 300
    assert refused.value.citation.label == "Applewood, BETTING 9"
    assert "minimum raise is to 300" in str(refused.value)


def test_undo_replays_all_but_the_last_actions() -> None:
    hand = _hand()
    hand.act(3, ActionKind.RAISE, 300, at_ms=1)
    hand.act(1, ActionKind.FOLD, at_ms=2)
    hand.undo(2)
    assert hand.state.to_act == 3
    assert hand.state.stacks == {1: 950, 2: 900, 3: 1000}


def test_fold_to_the_big_blind_awards_the_pot_without_naming_a_winner() -> None:
    hand = _hand()
    hand.act(3, ActionKind.FOLD, at_ms=1)
    hand.act(1, ActionKind.FOLD, at_ms=2)
    assert hand.state.phase is Phase.SHOWDOWN
    hand.award(at_ms=3)
    assert hand.result().final_stacks == {1: 950, 2: 1050, 3: 1000}


def test_events_survive_the_codec_and_replay_to_the_same_state() -> None:
    hand = _hand()
    hand.act(3, ActionKind.CALL, at_ms=1)
    hand.act(1, ActionKind.CALL, at_ms=2)
    hand.act(2, ActionKind.CHECK, at_ms=3)
    decoded = [event_from_dict(event_to_dict(e)) for e in hand.events]
    assert replay(decoded, hand.rules) == hand.state


def test_a_journal_with_an_illegal_action_fails_loudly_on_replay() -> None:
    hand = _hand()
    hand.act(3, ActionKind.RAISE, 300, at_ms=1)
    forged = msgspec.structs.replace(hand.events[-1], to=150)
    with pytest.raises(IllegalAction, match="minimum raise is to 200"):
        replay([*hand.events[:-1], forged], hand.rules)
