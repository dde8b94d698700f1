"""The station fold's fast paths against their references: its draft copies every field and
seals into the frozen state; an action ruled by `decide` skips the second ruling only when
folded into the very state it was ruled on."""

from __future__ import annotations

import dataclasses

import pytest

from dealer_assist.core.hand.betting import Action, IllegalAction
from dealer_assist.core.hand.hand import Stakes, decide, start_hand
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_fold import apply, replay
from dealer_assist.core.hand.positions import HandPositions
from dealer_assist.core.table.station_fold import StationState, _draft, _StationDraft, _with
from dealer_assist.house_books import house_rules

RULES = house_rules("general")


def test_the_station_draft_copies_every_field_and_seals_into_the_frozen_state() -> None:
    values = {f.name: f"{f.name}-value" for f in dataclasses.fields(StationState)}
    original = StationState(**values)  # type: ignore[arg-type]
    new = _draft(original)
    assert new.__class__ is _StationDraft
    assert not hasattr(new, "__dict__")
    sealed = new.seal()
    assert sealed.__class__ is StationState
    assert sealed == original and sealed is not original
    assert {name: getattr(sealed, name) for name in values} == values
    with pytest.raises(dataclasses.FrozenInstanceError):
        sealed.hands_closed = 3  # type: ignore[misc]
    changed = _with(original, carried_in=7)
    assert changed == dataclasses.replace(original, carried_in=7)  # type: ignore[arg-type]
    assert original.carried_in == "carried_in-value"
    with pytest.raises(AttributeError):
        _with(original, carried=7)  # a misspelt field is refused


def _three_handed() -> list:  # type: ignore[type-arg]
    positions = HandPositions(
        button=1, button_is_dead=False, small_blind=2, big_blind=3, dealt_in=(2, 3, 1)
    )
    return list(
        start_hand(
            hand_id="h",
            positions=positions,
            stacks={1: 1000, 2: 1000, 3: 1000},
            stakes=Stakes(50, 100),
            rules=RULES,
            at_ms=0,
        )
    )


def test_a_decided_action_is_ruled_again_when_folded_into_another_state() -> None:
    events = _three_handed()
    state = replay(events, RULES)
    raised = decide(state, Action(1, ActionKind.RAISE, 300), at_ms=0)
    after = apply(state, raised)  # the very state it was ruled on
    assert after.bet_to == 300 and after.to_act == 2
    # The same event into a state where it is not legal (seat 1 already acted, not to act).
    with pytest.raises(IllegalAction):
        apply(after, raised)
    # An equal state that is not the one ruled on: ruled again, and the same result.
    again = replay(events, RULES)
    assert again == state and again is not state
    assert apply(again, raised) == after
