"""The network's Qt-free core ([10/13]): messages checked before anything trusts them, the
clock offset, pairing and tokens, rate limits and the station's outbox."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dealer_assist.core.events import event_to_dict
from dealer_assist.core.tournament import ClockPaused
from dealer_assist.sync.clock_offset import OffsetEstimator, Sample
from dealer_assist.sync.devices import DeviceRegistry, PairingError, RateLimit
from dealer_assist.sync.outbox import Outbox
from dealer_assist.sync.protocol import (
    ACCEPTED_VERSIONS,
    MAX_MESSAGE_BYTES,
    SCHEMA,
    ProtocolError,
    Role,
    decode,
    encode,
    events_of,
)

# -- messages --------------------------------------------------------------------------------


def test_a_display_may_read_but_never_send_events() -> None:
    event = ClockPaused(event_id="e1", at_ms=5)
    text = encode("events", events=[event_to_dict(event)])
    assert events_of(decode(text, sender=Role.STATION)) == [event]
    with pytest.raises(ProtocolError) as refused:
        decode(text, sender=Role.DISPLAY)
    assert refused.value.code == "forbidden"
    with pytest.raises(ProtocolError, match="may not send 'state'"):
        decode(encode("state", seq=1, tournament={}), sender=Role.STATION)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("not json", "malformed"),
        ("[1, 2]", "malformed"),
        ('{"v": 99, "type": "time", "t0": 1}', "version"),
        # Found by the fuzz test below: an unhashable version raised TypeError, not a refusal.
        ('{"v": []}', "version"),
        ('{"v": {}, "type": "time", "t0": 1}', "version"),
        ('{"v": "1", "type": "time", "t0": 1}', "version"),
        ('{"v": 1, "type": "teleport"}', "unknown_type"),
        ('{"v": 1, "type": "time"}', "malformed"),
        ('{"v": 1, "type": "time", "t0": "soon"}', "malformed"),
        ('{"v": 1, "type": "time", "t0": true}', "malformed"),
        ('{"v": 1, "type": "time", "t0": 1, "extra": 2}', "malformed"),
        ('{"v": 1, "type": "time", "t0": 1' + "0" * 400 + "}", "malformed"),
        ("[" * 100_000, "too_large"),
        ("[" * 5000 + "]" * 5000, "malformed"),
    ],
)
def test_a_bad_message_is_refused_with_its_reason(text: str, code: str) -> None:
    with pytest.raises(ProtocolError) as refused:
        decode(text, sender=Role.STATION)
    assert refused.value.code == code


def test_an_event_that_does_not_decode_is_named() -> None:
    text = json.dumps({"v": 1, "type": "events", "events": [{"type": "tournament.clock_paused"}]})
    with pytest.raises(ProtocolError, match=r"events\[0\]"):
        events_of(decode(text, sender=Role.STATION))


@settings(max_examples=300, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
        lambda inner: (
            st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
        ),
        max_leaves=30,
    ),
    st.sampled_from(list(Role)),
)
def test_no_message_from_the_network_raises_anything_but_a_refusal(data, role) -> None:
    for text in (
        json.dumps(data),
        json.dumps({"v": 1, "type": "events", "events": data}),
        str(data),
    ):
        _refused_or_read(text, role)


def _refused_or_read(text: str, role: Role) -> None:
    """Decode `text` as `role` sent it, and its events if it has any: a refusal is the only
    exception allowed out."""
    try:
        message = decode(text, sender=role)
        if message.type == "events":
            events_of(message)
    except ProtocolError:
        pass


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(st.sampled_from(sorted(ACCEPTED_VERSIONS)), JSON_VALUES),
    st.one_of(st.sampled_from(sorted(SCHEMA)), JSON_VALUES),
    st.data(),
    st.sampled_from(list(Role)),
)
def test_a_message_shaped_like_ours_with_any_values_is_refused_or_read(
    version, kind, data, role
) -> None:
    """The first fuzz test rarely hits the real keys: here "v", "type" and a type's own field
    names are always there, each holding a real value or any JSON at all."""
    names = sorted(SCHEMA[kind][0]) if isinstance(kind, str) and kind in SCHEMA else ["t0"]
    fields = data.draw(st.dictionaries(st.sampled_from(names), JSON_VALUES, max_size=len(names)))
    _refused_or_read(json.dumps({"v": version, "type": kind, **fields}), role)


def test_size_is_checked_before_parsing() -> None:
    big = json.dumps({"v": 1, "type": "time", "t0": 1, "pad": "x" * MAX_MESSAGE_BYTES})
    with pytest.raises(ProtocolError) as refused:
        decode(big.encode(), sender=Role.DISPLAY)
    assert refused.value.code == "too_large"


# -- the clock offset ---------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(
    st.integers(-3_600_000, 3_600_000),
    st.lists(
        st.tuples(st.integers(1, 40), st.integers(1, 40), st.integers(0, 400)),
        min_size=4,
        max_size=12,
    ),
)
def test_the_offset_lands_within_half_the_best_round_trip(skew, trips) -> None:
    """A display whose clock is `skew` ms off, over links with asymmetric, queued delays."""
    estimator = OffsetEstimator()
    local = 1_000_000
    trips = [*trips, (2, 2, 0)]  # at least one quiet exchange on a LAN
    for out_ms, back_ms, queued in trips:
        t0 = local
        t1 = t0 + skew + out_ms + queued
        t2 = t1 + 1
        t3 = t0 + out_ms + queued + 1 + back_ms
        estimator.add(Sample(t0, t1, t2, t3))
        local = t3 + 500
    assert estimator.synced
    assert abs(estimator.offset_ms - skew) <= estimator.uncertainty_ms + 0.5
    assert estimator.uncertainty_ms <= 2
    assert abs(estimator.director_ms(local) - (local + skew)) <= 50


def test_a_display_that_hears_nothing_says_it_is_offline_and_keeps_counting() -> None:
    estimator = OffsetEstimator()
    for n in range(3):
        estimator.add(Sample(n * 1000, n * 1000 + 5_005, n * 1000 + 5_006, n * 1000 + 11))
    assert not estimator.offline(2_100)
    assert estimator.offline(60_000)
    assert estimator.director_ms(60_000) == 65_000


# -- pairing and tokens --------------------------------------------------------------------------


def test_a_station_pairs_once_with_a_code_and_is_bound_to_its_table() -> None:
    registry = DeviceRegistry()
    code = registry.new_code(table=3, now_ms=0)
    device, token = registry.pair(code, 3, "Table 3 tablet", now_ms=1000)
    assert registry.authenticate(token) == device and device.table == 3
    with pytest.raises(PairingError, match="wrong or has expired"):
        registry.pair(code, 3, "again", now_ms=2000)  # one use
    assert all(token not in json.dumps(r) for r in registry.records())  # only the hash is kept
    reloaded = DeviceRegistry.from_records(registry.records())
    assert reloaded.authenticate(token).device_id == device.device_id
    reloaded.revoke(device.device_id, now_ms=3000)
    with pytest.raises(PairingError, match="revoked"):
        reloaded.authenticate(token)


def test_codes_expire_belong_to_their_table_and_cannot_be_guessed() -> None:
    registry = DeviceRegistry()
    code = registry.new_code(table=1, now_ms=0)
    with pytest.raises(PairingError):
        registry.pair(code, 2, "wrong table", now_ms=10)
    with pytest.raises(PairingError):
        registry.pair(code, 1, "too late", now_ms=10 * 60_000)
    code = registry.new_code(table=1, now_ms=10 * 60_000)
    wrong = "000000" if code != "000000" else "111111"
    for _ in range(4):
        with pytest.raises(PairingError, match="wrong"):
            registry.pair(wrong, 1, "guess", now_ms=10 * 60_000)
    with pytest.raises(PairingError, match="too many wrong codes"):
        registry.pair(wrong, 1, "guess", now_ms=10 * 60_000)
    with pytest.raises(PairingError):  # the real code was withdrawn too
        registry.pair(code, 1, "late", now_ms=10 * 60_000)
    with pytest.raises(PairingError, match="unknown device token"):
        registry.authenticate("forged")


def test_a_flood_is_cut_to_the_rate() -> None:
    limit = RateLimit(rate=20, burst=10)
    allowed = sum(limit.allow(now) for now in range(0, 1000, 1))  # 1,000 messages in a second
    assert 25 <= allowed <= 31


# -- the outbox ----------------------------------------------------------------------------------


class _Rec:
    def __init__(self, seq: int) -> None:
        self.seq = seq
        self.event = ClockPaused(event_id=f"e{seq}", at_ms=seq)


def test_an_outbox_sends_what_was_not_accepted_in_batches_and_never_goes_back() -> None:
    records = [_Rec(n) for n in range(1, 451)]
    outbox = Outbox(accepted_seq=0)
    batches = list(outbox.batches(records))
    assert [len(b.events) for b in batches] == [200, 200, 50]
    outbox.accept(batches[0].upto_seq)
    assert outbox.queued(450) == 250
    assert [b.upto_seq for b in outbox.batches(records)] == [400, 450]
    outbox.accept(100)  # a late, older acknowledgement changes nothing
    assert outbox.accepted_seq == 200
