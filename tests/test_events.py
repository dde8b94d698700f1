"""The event codec round-trips events and refuses malformed (untrusted) input clearly."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.events import (
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    new_event_id,
)


class SampleEvent(Event, tag="test.sample", frozen=True, kw_only=True):
    seat: int
    name: str
    stacks: tuple[int, ...] = ()
    note: str | None = None


@given(
    seat=st.integers(-(2**40), 2**40),
    name=st.text(),
    stacks=st.lists(st.integers(0, 10**9), max_size=10).map(tuple),
    note=st.none() | st.text(),
)
def test_round_trip(seat: int, name: str, stacks: tuple[int, ...], note: str | None) -> None:
    event = SampleEvent(
        event_id=new_event_id(), at_ms=1, seat=seat, name=name, stacks=stacks, note=note
    )
    assert event_from_dict(event_to_dict(event)) == event


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"type": "nope"}, "unknown event type"),
        ({"type": "test.sample", "event_id": "a", "at_ms": 1, "name": "x"}, "missing field 'seat'"),
        (
            {"type": "test.sample", "event_id": "a", "at_ms": 1, "seat": "3", "name": "x"},
            "test.sample.seat: expected an integer, got '3'",
        ),
        (
            {"type": "test.sample", "event_id": "a", "at_ms": 1, "seat": True, "name": "x"},
            "test.sample.seat: expected an integer, got True",
        ),
        (
            {"type": "test.sample", "event_id": "a", "at_ms": 1, "seat": 1, "name": "x", "evil": 1},
            "unknown fields",
        ),
        (
            {
                "type": "test.sample",
                "event_id": "a",
                "at_ms": 1,
                "seat": 1,
                "name": "x",
                "stacks": "12",
            },
            "test.sample.stacks: expected a list, got '12'",
        ),
        (
            {"type": "test.sample", "event_id": "a", "at_ms": 1, "seat": 1, "name": "x"}
            | {"stacks": [5, "x"]},
            "test.sample.stacks\\[1\\]: expected an integer, got 'x'",
        ),
        (["not", "an", "object"], "must be an object"),
    ],
)
def test_untrusted_input_is_refused_with_reason(payload: object, message: str) -> None:
    with pytest.raises(EventCodecError, match=message):
        event_from_dict(payload)  # type: ignore[arg-type]


def test_new_event_ids_are_random_version_4_uuids_in_hex() -> None:
    import uuid

    from dealer_assist.core.events import new_event_id

    ids = [new_event_id() for _ in range(2000)]
    assert len(set(ids)) == len(ids)
    for text in ids[:200]:
        parsed = uuid.UUID(text)
        assert (parsed.version, parsed.variant, parsed.hex) == (4, uuid.RFC_4122, text)
