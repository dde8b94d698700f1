"""The hot path's makers (core.drafts.slot_maker) build the same values as the classes'
keyword constructors: every field set, in order, frozen after, equal and hashing alike.
(Events are msgspec Structs, built by their own constructor in C: they need no maker.)"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest

from dealer_assist.core.drafts import slot_maker
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_fold import _dealt_seat, _hand_positions
from dealer_assist.core.hand.hand_state import SeatState, Stakes
from dealer_assist.core.hand.positions import HandPositions

CASES: list[tuple[type, Callable[..., Any], tuple[Any, ...]]] = [
    (HandPositions, _hand_positions, (4, True, None, 2, (2, 3, 4), (5,), (3,), None, False)),
    (SeatState, _dealt_seat, (3, 900, 800, 0, 0, False, False, None)),
]


@pytest.mark.parametrize(("cls", "make", "values"), CASES)
def test_a_maker_sets_every_field_as_the_constructor_does(
    cls: type, make: Callable[..., Any], values: tuple[Any, ...]
) -> None:
    names = [f.name for f in dataclasses.fields(cls)]
    assert len(names) == len(values)  # a field added to the class must be added to its maker
    assert not hasattr(cls, "__post_init__")  # nothing the maker would skip
    made = make(*values)
    built = cls(**dict(zip(names, values, strict=True)))
    assert type(made) is cls
    assert made == built and hash(made) == hash(built)
    assert [getattr(made, name) for name in names] == list(values)
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, names[0], "changed")


def test_the_taps_undo_step_and_command_are_the_constructors_values() -> None:
    from dealer_assist.core.table.station_decide import Command, act, deal, demo_table_events
    from dealer_assist.core.table.station_fold import (
        StationState,
        UndoStep,
        _undo_step,
        apply_station,
    )
    from dealer_assist.core.table.station_level import DEMO_STAKES, fixed_level
    from dealer_assist.house_books import house_rules

    state = StationState(house_rules("general"))
    for event in demo_table_events(0):
        state = apply_station(state, event)
    for event in deal(state, at_ms=0, level=fixed_level(DEMO_STAKES)):
        state = apply_station(state, event)
    names = [f.name for f in dataclasses.fields(UndoStep)]
    assert names == ["command_id", "label", "state"]
    step = _undo_step("id-4", "Seat 4: Call", state)
    assert step == UndoStep("id-4", "Seat 4: Call", state) and type(step) is UndoStep
    command = act(state, ActionKind.RAISE, 1000, at_ms=0)
    assert [f.name for f in dataclasses.fields(Command)] == ["label", "events"]
    assert type(command) is Command and command == Command(command.label, command.events)
    assert command.label.endswith(": Raise to 1,000")
    with pytest.raises(dataclasses.FrozenInstanceError):
        command.label = "changed"  # type: ignore[misc]


def test_a_maker_is_refused_for_a_class_that_checks_its_values() -> None:
    with pytest.raises(TypeError, match="__post_init__"):
        slot_maker(Stakes)  # Stakes refuses a big blind of 0: a maker would skip that
