"""The engine's fast paths against their references: drafts copy every field, the quick rule
agrees with the full check on every action, the deal folded at once equals the event-by-event
fold."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import msgspec
import pytest
from helpers.hand_driver import Hand
from test_pokerkit_reference import generate, start

from dealer_assist.core.events import Event
from dealer_assist.core.hand.betting import Action, IllegalAction, RuledAction, _refuse, rule_action
from dealer_assist.core.hand.hand import Phase, Stakes, legal_actions, replay, start_hand
from dealer_assist.core.hand.hand_events import ActionKind, PostKind
from dealer_assist.core.hand.hand_fold import apply
from dealer_assist.core.hand.hand_state import (
    HandDraft,
    HandState,
    SeatDraft,
    SeatState,
    hand_draft,
    seat_draft,
)
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.house_books import BOOKS, house_rules


@pytest.mark.parametrize(
    ("frozen", "draft", "copy"),
    [(HandState, HandDraft, hand_draft), (SeatState, SeatDraft, seat_draft)],
)
def test_a_draft_copies_every_field_and_seals_into_the_frozen_value(
    frozen: Any, draft: Any, copy: Callable[[Any], Any]
) -> None:
    values = {f.name: f"{f.name}-value" for f in dataclasses.fields(frozen)}  # none a default
    original = frozen(**values)
    new = copy(original)
    assert new.__class__ is draft
    assert new.__slots__ == ()  # the frozen class's layout: __class__ may be assigned
    assert not hasattr(new, "__dict__")
    first = next(iter(values))
    new.seal()
    assert new.__class__ is frozen
    assert new == original
    assert hash(new) == hash(original)
    assert {name: getattr(new, name) for name in values} == values
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(new, first, "changed")

    changed = copy(original)
    setattr(changed, first, "changed")  # a draft is writable
    assert changed.seal() == frozen(**{**values, first: "changed"})
    assert getattr(original, first) == values[first]


def _tries(state: HandState, rng: random.Random) -> list[Action]:
    """Every kind of action for the seat to act (and for another seat), at amounts around each
    boundary the rules draw."""
    legal = legal_actions(state)
    amounts: set[int | None] = {None, 0, 1, legal.facing, legal.call_to, legal.all_in_to}
    for value in (legal.min_to, legal.max_to, legal.facing, legal.all_in_to):
        if value is not None:
            amounts |= {value - 1, value, value + 1}
    amounts.add(rng.randint(0, legal.all_in_to + 10))
    seats = [s.seat for s in state.seats]
    actions = [Action(legal.seat, kind, to) for kind in ActionKind for to in amounts]
    actions.append(Action(rng.choice(seats), rng.choice(list(ActionKind)), None))
    return actions


def _refused(state: HandState, action: Action) -> RuledAction | None:
    try:
        return _refuse(state, action)
    except IllegalAction:
        return None


@pytest.mark.parametrize("book", BOOKS)
def test_the_quick_rule_agrees_with_the_full_check_on_every_action(book: str) -> None:
    rng = random.Random(f"quick rule {book}")
    rules = house_rules(book)
    checked = 0
    for _ in range(60):
        spec = generate(rng, safe_for_pokerkit=False, rules=rules)
        hand = start(spec, rules)
        for seat, kind, to in spec.actions:
            state = hand.state
            for action in _tries(state, rng):
                quick = rule_action(state, action.seat, action.kind, action.to)
                full = _refused(state, action)
                assert quick == (None if full is None else (full.kind, full.to, full.all_in))
                assert full is None or full.seat == action.seat
                checked += 1
            hand.act(seat, kind, to, at_ms=0)
        assert hand.state.phase is not Phase.BETTING
        # Nobody is to act: refused either way.
        assert rule_action(hand.state, spec.seats[0], ActionKind.FOLD, None) is None
    assert checked > 1000


def _positions(rng: random.Random) -> HandPositions:
    count = rng.randint(2, 10)
    seats = tuple(sorted(rng.sample(range(1, 11), count)))
    absent = tuple(seat for seat in seats if rng.random() < 0.2)
    if count == 2:
        return HandPositions(
            seats[1], False, seats[1], seats[0], seats, absent=absent, heads_up=True
        )
    straddle = seats[2] if count > 3 and rng.random() < 0.4 else None
    small = seats[0] if rng.random() < 0.8 else None
    return HandPositions(
        seats[-1], small is None, small, seats[1], seats, absent=absent, straddle=straddle
    )


@pytest.mark.parametrize("book", BOOKS)
def test_the_deal_folded_at_once_is_the_deal_folded_event_by_event(book: str) -> None:
    rng = random.Random(f"deal {book}")
    rules = house_rules(book)
    for _ in range(300):
        positions = _positions(rng)
        big_blind = rng.choice((2, 100))
        stakes = Stakes(
            rng.choice((0, big_blind // 2)),
            big_blind,
            ante=rng.choice((0, big_blind // 2, big_blind)),
            big_blind_ante=rng.random() < 0.3,
        )
        stacks = {
            seat: rng.choice((1, big_blind // 2 or 1, big_blind, rng.randint(1, 50 * big_blind)))
            for seat in positions.dealt_in
        }
        carried_in = rng.choice((0, 3))
        events = start_hand(
            hand_id="h",
            positions=positions,
            stacks=stacks,
            stakes=stakes,
            rules=rules,
            at_ms=0,
            carried_in=carried_in,
        )
        state = None
        for event in events:
            state = apply(state, event, rules)
        assert state == replay(events, rules)
        hand = Hand.start(
            positions=positions,
            stacks=stacks,
            stakes=stakes,
            rules=rules,
            at_ms=0,
            hand_id="h",
            carried_in=carried_in,
        )
        assert hand.state == state
        assert [_without_id(e) for e in hand.events] == [_without_id(e) for e in events]


def _without_id(event: Event) -> dict[str, object]:
    return {k: v for k, v in msgspec.structs.asdict(event).items() if k != "event_id"}


def test_a_dealt_hand_has_the_defaults_of_a_hand_state() -> None:
    positions = HandPositions(3, False, 1, 2, (1, 2, 3), absent=(3,))
    stakes = Stakes(5, 10, 1)
    rules = house_rules("general")
    dealt = start_hand(
        hand_id="h",
        positions=positions,
        stacks={1: 100, 2: 200, 3: 300},
        stakes=stakes,
        rules=rules,
        at_ms=0,
        carried_in=2,
    )[0]
    built = HandState(
        hand_id="h",
        rules=rules,
        stakes=stakes,
        positions=HandPositions(3, False, 1, 2, (1, 2, 3), absent=(3,)),
        seats=(SeatState(1, 100, 100), SeatState(2, 200, 200), SeatState(3, 300, 300, absent=True)),
        bet_to=10,
        min_raise_by=10,
        full_bet_made=True,
        dead_money=2,
        pending_posts=(
            (1, PostKind.ANTE, 1),
            (2, PostKind.ANTE, 1),
            (3, PostKind.ANTE, 1),
            (1, PostKind.SMALL_BLIND, 5),
            (2, PostKind.BIG_BLIND, 10),
        ),
    )
    assert apply(None, dealt, rules) == built
