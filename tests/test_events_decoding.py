"""The codec's quick path (values taken as they are when their type is exactly one the field
holds) decides exactly as the full check does, and the journal reads rows the way json.loads
would: odd but valid JSON is read, anything else refused with the row's seq."""

from __future__ import annotations

import itertools
import json
import sqlite3
from pathlib import Path

import pytest
from helpers.journal_events import Suit, numbered_note
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core.events import (
    Event,
    EventCodecError,
    event_from_dict,
    event_to_dict,
    json_event_decoder,
    registered_event_types,
)
from dealer_assist.store.journal import FAST_DECODE_ROWS, Journal, JournalError


class Mixed(Event, tag="test.decoding.mixed", frozen=True, kw_only=True):
    chips: int
    label: str | None = None
    flag: bool = False
    ratio: float = 0.0
    suit: Suit | None = None


BASE = {"type": "test.decoding.mixed", "event_id": "m", "at_ms": 5}


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"chips": 3}, Mixed(event_id="m", at_ms=5, chips=3)),
        ({"chips": 3, "label": None}, Mixed(event_id="m", at_ms=5, chips=3)),
        ({"chips": 3, "label": "x"}, Mixed(event_id="m", at_ms=5, chips=3, label="x")),
        ({"chips": 3, "flag": True}, Mixed(event_id="m", at_ms=5, chips=3, flag=True)),
        # An int where a float is declared becomes a float; an enum's value its member.
        ({"chips": 3, "ratio": 2}, Mixed(event_id="m", at_ms=5, chips=3, ratio=2.0)),
        ({"chips": 3, "suit": "h"}, Mixed(event_id="m", at_ms=5, chips=3, suit=Suit.HEARTS)),
    ],
)
def test_well_typed_values_are_taken(fields: dict[str, object], expected: Mixed) -> None:
    decoded = event_from_dict({**BASE, **fields})
    assert decoded == expected
    assert type(decoded.ratio) is float  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"chips": True}, "Mixed.chips: expected an integer, got True"),  # a bool is no int
        ({"chips": 3.0}, "Mixed.chips: expected an integer, got 3.0"),
        ({"chips": None}, "Mixed.chips: expected an integer, got None"),
        ({"chips": 3, "label": 7}, "Mixed.label: expected text or null, got 7"),
        ({"chips": 3, "flag": 1}, "Mixed.flag: expected true/false, got 1"),
        ({"chips": 3, "ratio": True}, "Mixed.ratio: expected a number, got True"),
        ({"chips": 3, "suit": "x"}, "Mixed.suit: invalid enum value 'x'"),
        ({"chips": 3, "at_ms": "5"}, "Mixed.at_ms: expected an integer, got '5'"),
        ({"chips": 3, "extra": 1}, r"unknown fields \['extra'\]"),
        ({}, "missing field 'chips'"),
    ],
)
def test_wrongly_typed_values_are_refused_with_the_field(
    fields: dict[str, object], message: str
) -> None:
    with pytest.raises(EventCodecError, match=message.replace("Mixed", "test.decoding.mixed")):
        event_from_dict({**BASE, **fields})


def test_a_str_subclass_is_taken_as_text() -> None:
    class Text(str):
        pass

    decoded = event_from_dict({**BASE, "chips": 1, "label": Text("x")})
    assert decoded == Mixed(event_id="m", at_ms=5, chips=1, label="x")


def _journal_with_payloads(tmp_path: Path, payloads: list[str]) -> Path:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(len(payloads)))
    with sqlite3.connect(path) as conn:
        for seq, payload in enumerate(payloads, 1):
            conn.execute("UPDATE events SET payload = ? WHERE seq = ?", (payload, seq))
    conn.close()
    return path


def test_rows_with_spaces_around_the_json_are_read(tmp_path: Path) -> None:
    plain = '{"type":"test.store.note","event_id":"e-000000","at_ms":1700000000000,"n":0}'
    spaced = plain.replace("e-000000", "e-000001").replace('"n":0', '"n":1')
    path = _journal_with_payloads(tmp_path, [f"  {plain}", f"{spaced}\n"])
    with Journal.open(path) as journal:
        assert [(seq, e.n) for seq, e in journal.numbered_events()] == [(1, 0), (2, 1)]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "payload",
    [
        '{"type":"test.store.note","event_id":"e","at_ms":1,"n":0} trailing',
        '{"type":"test.store.note","event_id":"e","at_ms":1,"n":0}{}',
        '["test.store.note"]',
        "",
        "{",
    ],
)
def test_a_row_that_is_not_one_json_object_is_refused_by_its_seq(
    tmp_path: Path, payload: str
) -> None:
    path = _journal_with_payloads(tmp_path, [payload])
    with (
        Journal.open(path) as journal,
        pytest.raises(JournalError, match="event #1 cannot be read"),
    ):
        list(journal.numbered_events())


def test_numbered_events_and_records_agree(tmp_path: Path) -> None:
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(30))
        assert list(journal.numbered_events(10)) == [(r.seq, r.event) for r in journal.records(10)]
        assert [seq for seq, _ in journal.numbered_events(10)] == list(range(11, 31))


# -- the C decoder of long replays (msgspec): the same events, and our verdicts ----------------


def _all_event_modules() -> None:
    import importlib
    import pkgutil

    import dealer_assist.core as core

    for info in pkgutil.walk_packages(core.__path__, "dealer_assist.core."):
        importlib.import_module(info.name)


def test_every_event_type_of_the_program_is_read_by_the_c_decoder() -> None:
    from dealer_assist.core import events

    _all_event_modules()
    assert events.json_event_decoder() is not None
    ours = {
        name
        for name, cls in registered_event_types().items()
        if cls.__module__.startswith("dealer_assist.")
    }
    assert len(ours) > 40  # and the decoder of them all was built: msgspec checks each type
    for cls in registered_event_types().values():
        # Frozen, and keyword-only (else msgspec would put event_id and at_ms last).
        assert cls.__struct_config__.frozen, cls
        assert cls.__struct_fields__[:2] == ("event_id", "at_ms"), cls


def test_an_event_name_is_given_once() -> None:
    class Again(Event, tag="test.decoding.mixed", kw_only=True):
        pass

    with pytest.raises(ValueError, match="'test.decoding.mixed' is already used by"):
        registered_event_types()
    assert registered_event_types()["test.decoding.mixed"] is Mixed  # the first keeps it


@given(
    chips=st.integers(-(2**62), 2**62),
    label=st.none() | st.text(),
    flag=st.booleans(),
    ratio=st.floats(allow_nan=False, allow_infinity=False) | st.integers(-1000, 1000),
    suit=st.none() | st.sampled_from(Suit),
)
def test_the_c_decoder_reads_what_ours_reads(
    chips: int, label: str | None, flag: bool, ratio: float, suit: Suit | None
) -> None:
    event = Mixed(
        event_id="m", at_ms=5, chips=chips, label=label, flag=flag, ratio=ratio, suit=suit
    )
    text = json.dumps(event_to_dict(event))
    decode = json_event_decoder()
    assert decode is not None
    fast = decode(text)
    assert fast == event_from_dict(json.loads(text))
    assert type(fast.ratio) is float  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "fields",
    [
        {"chips": True},
        {"chips": 3.0},
        {"chips": "3"},
        {"chips": 3, "label": 7},
        {"chips": 3, "flag": 1},
        {"chips": 3, "suit": "x"},
        {"chips": 3, "extra": 1},
        {},
    ],
)
def test_the_c_decoder_leaves_every_refusal_to_ours(fields: dict[str, object]) -> None:
    text = json.dumps({**BASE, **fields})
    decode = json_event_decoder()
    assert decode is not None
    assert decode(text) is None
    with pytest.raises(EventCodecError):
        event_from_dict(json.loads(text))


def test_the_c_decoder_leaves_unknown_types_and_broken_json_to_ours() -> None:
    decode = json_event_decoder()
    assert decode is not None
    for text in ('{"type":"no.such","event_id":"a","at_ms":1}', '{"type":', "[]", "NaN", ""):
        assert decode(text) is None


def test_a_long_read_reports_a_bad_row_in_our_words(tmp_path: Path) -> None:
    count = FAST_DECODE_ROWS + 10
    path = tmp_path / "t.sqlite"
    with Journal.open(path, create=True) as journal:
        journal.append_many(numbered_note(n) for n in range(count))
    with sqlite3.connect(path) as conn:
        conn.execute(
            'UPDATE events SET payload = replace(payload, \'"n":\', \'"evil":0,"n":\')'
            " WHERE seq = 1500"
        )
    conn.close()
    with Journal.open(path) as journal:
        read = journal.numbered_events()
        assert [seq for seq, _ in itertools.islice(read, 1499)] == list(range(1, 1500))
        with pytest.raises(
            JournalError, match=r"event #1500 cannot be read: .*unknown fields \['evil'\]"
        ):
            next(read)
        assert [e for _, e in journal.numbered_events(1500)] == [
            numbered_note(n) for n in range(1500, count)
        ]
