"""The director's WebSocket server on real loopback sockets, several clients at once: roles,
tokens, states pushed at each change, refusals that disturb nobody else, limits."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from helpers.ws_peers import Peer as Client
from helpers.ws_peers import night, peers, serving, start_server, wall_ms
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from dealer_assist.core import tournament as t
from dealer_assist.core.events import Event, event_to_dict
from dealer_assist.store.session import Session
from dealer_assist.sync.hub import CLOSE_POLICY, FLOOD_CUTOFF, Hub, Peer
from dealer_assist.sync.protocol import MAX_MESSAGE_BYTES, SCHEMA, Role, decode
from dealer_assist.sync.ws_server import QT_MESSAGE_LIMIT, DirectorServer
from dealer_assist.ui.common.qt_session import QtSession

Connect = Callable[..., Client]


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


@pytest.fixture
def connect(qtbot: QtBot) -> Iterator[Connect]:
    yield from peers(qtbot)


def test_readers_get_the_state_on_hello_and_at_each_change_of_the_session(
    qtbot: QtBot, tmp_path: Path, server: DirectorServer, connect: Connect
) -> None:
    state = night(3)
    session = Session.open(tmp_path / "night.sqlite", t.apply, None, create=True)
    qsession = QtSession(session)
    qsession.state_changed.connect(server.publish)
    try:
        created = t.cmd_create("Friday night", "ubetcha", state.structure_toml, wall_ms())
        qsession.execute(created)
        qsession.execute(t.cmd_start(qsession.state, wall_ms()))

        readers = [connect(server) for _ in range(3)] + [connect(server)]
        roles = ["display", "display", "display", "browser"]
        for reader, role in zip(readers, roles, strict=True):
            welcome = reader.hello(role)
            assert welcome["role"] == role and welcome["seq"] == 2
            first = reader.wait_for("state")
            assert first["seq"] == 2
            assert first["tournament"]["name"] == "Friday night"
            assert first["tournament"]["anchor"]["running"] is True

        qsession.execute(t.cmd_pause(qsession.state, wall_ms()))
        for reader in readers:
            paused = reader.wait_for("state", count=2)
            assert paused["seq"] == 3
            assert paused["tournament"]["anchor"]["running"] is False
            reader.send("ack", upto=3)
        qtbot.waitUntil(lambda: all(row.acked_seq == 3 for row in server.devices()))
        assert sorted(row.role for row in server.devices()) == sorted(roles)
    finally:
        qsession.close()


def test_the_state_carries_what_a_clock_shows(server: DirectorServer, connect: Connect) -> None:
    server.publish(night(3))
    display = connect(server)
    display.hello()
    view = display.wait_for("state")["tournament"]
    assert view["figures"] == {
        "players_left": 3,
        "entries": 3,
        "chips_in_play": 3 * 5000,
        "prize_pool": 150,
    }
    assert view["periods"][0] == {
        "kind": "level",
        "duration_ms": 120_000,
        "title": "LEVEL 1",
        "blinds": "25 / 50",
    }
    assert "[[period]]" in view["structure_toml"]
    assert set(view["anchor"]) == {"period_index", "remaining_ms", "running", "anchored_at_ms"}


def test_time_is_answered_from_the_directors_clock(qtbot: QtBot, connect: Connect) -> None:
    server = start_server(qtbot, now_ms=lambda: 1_234_567)
    try:
        display = connect(server)
        reply = display.sync(42)  # before hello too: a display syncs while it says hello
        assert (reply["t0"], reply["t1"], reply["t2"]) == (42, 1_234_567, 1_234_567)
        display.hello()
        display.sync(1_234_567 + 60_000)  # a display a minute ahead
        (row,) = server.devices()
        assert row.clock_offset_ms == 60_000
    finally:
        server.close()


def test_a_display_may_only_read(server: DirectorServer, connect: Connect) -> None:
    display, other = connect(server), connect(server)
    display.hello()
    other.hello()
    server.publish(night())
    event = t.cmd_create("x", "ubetcha", night().structure_toml, 1)
    display.send("events", events=[event_to_dict(event)])
    refused = display.wait_for("error")
    assert refused["code"] == "forbidden"
    display.send("hello", role="display")
    assert display.wait_for("error", count=2)["code"] == "forbidden"  # already connected
    display.send("pair", code="123456", table=1, name="sneaky")
    assert display.wait_for("error", count=3)["code"] == "forbidden"
    server.publish(night())
    for peer in (display, other):
        assert peer.wait_for("state", count=2)["seq"] == 2
    assert not other.of_type("error")


def test_before_hello_only_hello_pair_and_time(server: DirectorServer, connect: Connect) -> None:
    peer = connect(server)
    peer.send("ack", upto=1)
    assert peer.wait_for("error")["code"] == "forbidden"
    assert peer.hello("director")["code"] == "forbidden"
    assert peer.hello("referee")["code"] == "malformed"
    server.publish(night())
    assert not peer.of_type("state")  # no hello, no state


def test_stations_need_a_valid_token_and_a_revoked_one_is_refused(
    qtbot: QtBot, server: DirectorServer, connect: Connect
) -> None:
    registry = server.hub.registry
    no_token, bad_token = connect(server), connect(server)
    assert no_token.hello("station")["code"] == "unauthorized"
    refused = bad_token.hello("station", token="not-a-token", table=3)
    assert refused["code"] == "unauthorized" and "pair" in refused["message"]

    code = registry.new_code(3, wall_ms())
    pairing = connect(server)
    pairing.send("pair", code="000000" if code != "000000" else "111111", table=3, name="T3")
    assert pairing.wait_for("error")["code"] == "unauthorized"
    pairing.send("pair", code=code, table=3, name="Table three")
    token = pairing.wait_for("paired")["token"]
    assert pairing.wait_for("welcome")["role"] == "station"

    again = connect(server)
    assert again.hello("station", token=token, table=4)["code"] == "unauthorized"  # not its table
    assert again.hello("station", token=token, table=3)["role"] == "station"
    rows = {row.conn_id: row for row in server.devices()}
    stations = [row for row in rows.values() if row.role == "station"]
    assert {(row.table, row.name) for row in stations} == {(3, "Table three")}

    (device,) = registry.devices
    server.revoke(device.device_id)
    qtbot.waitUntil(lambda: pairing.disconnected and again.disconnected)
    assert again.close_code == CLOSE_POLICY
    late = connect(server)
    refused = late.hello("station", token=token)
    assert refused["code"] == "unauthorized" and "revoked" in refused["message"]
    assert not no_token.disconnected and not bad_token.disconnected  # refusals close nothing


def _station(server: DirectorServer, connect: Connect, table: int = 2) -> Client:
    code = server.hub.registry.new_code(table, wall_ms())
    station = connect(server)
    station.send("pair", code=code, table=table, name=f"T{table}")
    station.wait_for("welcome")
    return station


def test_a_stations_events_reach_the_director_once_routed_by_role(
    qtbot: QtBot, connect: Connect
) -> None:
    stored: list[tuple[int | None, str]] = []

    def sink(peer: Peer, events: Sequence[Event]) -> list[str]:
        fresh = [e.event_id for e in events if e.event_id not in {i for _, i in stored}]
        stored.extend((peer.table, i) for i in fresh)
        return [e.event_id for e in events]

    server = start_server(qtbot, Hub(event_sink=sink))
    try:
        station = _station(server, connect, table=2)
        events = [t.cmd_create("x", "ubetcha", night().structure_toml, n) for n in (1, 2)]
        message = [event_to_dict(e) for e in events]
        station.send("events", events=message)
        station.send("events", events=message)  # delivered twice (an ack lost with the Wi-Fi)
        first, second = station.wait_for("accepted"), station.wait_for("accepted", count=2)
        assert first["ids"] == second["ids"] == [e.event_id for e in events]
        assert stored == [(2, events[0].event_id), (2, events[1].event_id)]
        station.send("events", events=[{"type": "no.such.event"}])
        assert station.wait_for("error")["code"] == "bad_event"
    finally:
        server.close()


def test_without_a_sink_a_stations_events_are_refused_politely(
    server: DirectorServer, connect: Connect
) -> None:
    station = _station(server, connect)
    station.send("events", events=[])
    refused = station.wait_for("error")
    assert refused["code"] == "unavailable" and not station.disconnected


def test_oversized_messages_are_refused_and_others_keep_receiving(
    qtbot: QtBot, server: DirectorServer, connect: Connect
) -> None:
    big, huge, display = connect(server), connect(server), connect(server)
    for peer in (big, huge, display):
        peer.hello()
    big.send_text(json.dumps({"v": 1, "type": "time", "t0": 1, "pad": "x" * MAX_MESSAGE_BYTES}))
    assert big.wait_for("error")["code"] == "too_large"
    huge.send_text("x" * (QT_MESSAGE_LIMIT + 1))  # never buffered: the connection goes
    qtbot.waitUntil(lambda: huge.disconnected)
    assert huge.close_code == 1009  # RFC 6455: message too big
    server.publish(night())
    for peer in (big, display):
        assert peer.wait_for("state")["seq"] == 1
    assert big.sync(7)["t0"] == 7 and not big.disconnected


def test_a_flood_is_cut_off_while_another_display_keeps_its_clock(
    qtbot: QtBot, server: DirectorServer, connect: Connect
) -> None:
    flooder, display = connect(server), connect(server)
    flooder.hello()
    display.hello()
    for n in range(FLOOD_CUTOFF + 200):
        flooder.send("time", t0=n)
        if n == 100:
            server.publish(night())
    qtbot.waitUntil(lambda: flooder.disconnected, timeout=10_000)
    assert flooder.close_code == CLOSE_POLICY
    limited = [m for m in flooder.of_type("error") if m["code"] == "rate_limited"]
    assert len(limited) == 1  # told once, not once a message
    assert display.wait_for("state")["seq"] == 1
    assert display.sync(99)["t0"] == 99
    assert [row.role for row in server.devices()] == ["display"]


def test_connections_over_the_limit_are_turned_away_until_one_leaves(
    qtbot: QtBot, connect: Connect
) -> None:
    server = start_server(qtbot, max_connections=3)
    try:
        first, *others = [connect(server) for _ in range(3)]
        turned_away = connect(server, wait=False)
        qtbot.waitUntil(lambda: turned_away.disconnected)
        assert not turned_away.connected
        first.close()
        qtbot.waitUntil(lambda: server.connection_count() == 2)
        late = connect(server)
        assert late.hello()["type"] == "welcome"
    finally:
        server.close()


def test_a_silent_peer_is_closed_and_the_others_are_pinged(qtbot: QtBot, connect: Connect) -> None:
    now = [1_000_000]
    server = start_server(qtbot, now_ms=lambda: now[0])
    try:
        silent, talker = connect(server), connect(server)
        silent.hello()
        talker.hello()
        now[0] += 80_000
        talker.sync(1)
        now[0] += 20_000  # the silent one: 100 s without a word or a pong
        server.sweep()
        qtbot.waitUntil(lambda: silent.disconnected)
        qtbot.wait(50)
        assert not talker.disconnected
        assert [row.role for row in server.devices()] == ["display"]
    finally:
        server.close()


def test_every_reply_obeys_the_protocol(server: DirectorServer, connect: Connect) -> None:
    peer = connect(server)
    peer.send_text("not json")
    peer.send_text("[]")
    peer.send_text('{"v": 99, "type": "time", "t0": 1}')
    peer.send_text('{"v": 1, "type": "time", "t0": "soon"}')
    peer.ws.sendBinaryMessage(b'{"v": 1, "type": "time", "t0": 5}')
    peer.sync(6)
    codes = [m["code"] for m in peer.of_type("error")]
    assert codes == ["malformed", "malformed", "version", "malformed"]
    assert [m["t0"] for m in peer.of_type("time_reply")] == [5, 6]
    for message in peer.received:
        decode(json.dumps(message), sender=Role.DIRECTOR)


def _json_values() -> st.SearchStrategy[object]:
    scalars = (
        st.none()
        | st.booleans()
        | st.integers(min_value=-(2**70), max_value=2**70)
        | st.floats(allow_nan=False)
        | st.text(max_size=12)
    )
    return st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
        max_leaves=8,
    )


FIELD_NAMES = sorted({name for fields, _roles in SCHEMA.values() for name in fields})


@st.composite
def _shaped(draw: st.DrawFn) -> str:
    """Messages that look like ours: a known (or unknown) type, fields right, wrong or extra."""
    message: dict[str, object] = {
        "v": draw(st.sampled_from([1, 1, 1, 2, "1", None, True])),
        "type": draw(st.sampled_from([*SCHEMA, "nope", ""])),
    }
    names = draw(st.lists(st.sampled_from([*FIELD_NAMES, "extra"]), max_size=4))
    for name in names:
        message[name] = draw(_json_values())
    if draw(st.booleans()):
        del message[draw(st.sampled_from(sorted(message)))]
    return json.dumps(message)


FUZZ = st.one_of(
    st.text(max_size=120),
    _json_values().map(json.dumps),
    _shaped(),
    st.just("x" * (MAX_MESSAGE_BYTES + 1)),
    st.just('{"v": 1, "type": "time", "t0": 1' + "]" * 2000),
)


@pytest.fixture
def fuzz_room(qtbot: QtBot, connect: Connect) -> Iterator[tuple[DirectorServer, Client, Client]]:
    """A server without rate limits (the fuzz sends fast), a fuzzing peer and a display."""
    served = start_server(qtbot, Hub(rate_per_s=1e9, burst=10**9))
    fuzzer, display = connect(served), connect(served)
    display.hello()
    yield served, fuzzer, display
    served.close()
    qtbot.wait(20)


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(batch=st.lists(FUZZ, min_size=1, max_size=12))
def test_fuzzed_messages_are_refused_and_disturb_nobody(
    fuzz_room: tuple[DirectorServer, Client, Client], batch: list[str]
) -> None:
    server, fuzzer, display = fuzz_room
    seen = len(fuzzer.received)
    for text in batch:
        fuzzer.send_text(text)
    server.publish(night())
    seq = server.hub.seq
    mark = 10**9 + seq
    fuzzer.sync(mark)  # answered after everything sent before it
    assert display.wait_for("state", count=seq)["seq"] == seq
    assert not fuzzer.disconnected and not display.disconnected
    assert server.connection_count() == 2
    for message in fuzzer.received[seen:]:
        decode(json.dumps(message), sender=Role.DIRECTOR)  # every answer obeys the protocol
    assert not display.of_type("error")
