"""The network's Qt-free parts: the director's Hub (roles, refusals, rate limits), the clock's
JSON view and its replica, and the address people type. No sockets, no Qt."""

from __future__ import annotations

import json

import pytest
from helpers.tournaments import DEMO, MIN, T0, Journal
from hypothesis import given
from hypothesis import strategies as st

from dealer_assist.core import tournament as t
from dealer_assist.core.events import event_to_dict
from dealer_assist.sync.address import DEFAULT_PORT, parse_address
from dealer_assist.sync.clock_state import replica_of, tournament_view
from dealer_assist.sync.hub import CLOSE_POLICY, FLOOD_CUTOFF, RATE_BURST, Hub
from dealer_assist.sync.protocol import PROTOCOL_VERSION, Role, decode, encode


def _started(*commands: str) -> t.TournamentState:
    journal = Journal(DEMO)
    journal.do(t.cmd_start, T0)
    for name in commands:
        journal.do(getattr(t, f"cmd_{name}"), T0 + MIN)
    return journal.state


# -- the clock's view and its replica -----------------------------------------------------------


@given(
    commands=st.lists(st.sampled_from(["pause", "resume", "next_period", "break_now"]), max_size=4),
    later_ms=st.integers(min_value=0, max_value=400 * MIN),
)
def test_a_replica_reads_the_clock_as_the_director_does(commands: list[str], later_ms: int) -> None:
    journal = Journal(DEMO)
    journal.do(t.cmd_start, T0)
    at = T0
    for name in commands:
        at += MIN
        try:
            journal.do(getattr(t, f"cmd_{name}"), at)
        except ValueError:  # e.g. resume while running: the core refuses, nothing changes
            pass
    state = journal.state
    view = json.loads(json.dumps(tournament_view(state)))  # as it travels
    replica = replica_of(view)
    assert replica.anchor == state.anchor and replica.structure == state.structure
    assert replica.reading(at + later_ms) == state.reading(at + later_ms)


def test_a_replica_before_the_start_and_without_entries() -> None:
    state = Journal(DEMO).state
    replica = replica_of(tournament_view(state))
    assert replica.anchor is None and not replica.started and replica.reading(T0) is None
    assert (replica.players_left, replica.entries, replica.total_chips, replica.prize_pool) == (
        None,
        None,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda v: v.pop("name"), "tournament.name"),
        (lambda v: v.update(structure_toml="nonsense ="), "structure"),
        (lambda v: v["anchor"].update(period_index=999), "anchor.period_index"),
        (lambda v: v["anchor"].update(running="yes"), "anchor.running"),
        (lambda v: v.update(anchor=[]), "tournament.anchor"),
        (lambda v: v["figures"].update(entries=-1), "figures.entries"),
        (lambda v: v["figures"].update(prize_pool=True), "figures.prize_pool"),
    ],
)
def test_a_view_that_does_not_fit_is_refused_by_name(change, named: str) -> None:  # type: ignore[no-untyped-def]
    view = json.loads(json.dumps(tournament_view(_started())))
    change(view)
    with pytest.raises(ValueError, match=named.replace(".", r"\.")):
        replica_of(view)


# -- addresses ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("director.local", ("director.local", DEFAULT_PORT)),
        ("192.168.1.20:9000", ("192.168.1.20", 9000)),
        ("ws://10.0.0.2:8800/ws", ("10.0.0.2", 8800)),
        ("http://10.0.0.2/", ("10.0.0.2", DEFAULT_PORT)),
        ("[fe80::1]:8765", ("fe80::1", 8765)),
        ("fe80::1", ("fe80::1", DEFAULT_PORT)),
    ],
)
def test_addresses_as_people_type_them(text: str, expected: tuple[str, int]) -> None:
    assert parse_address(text) == expected


@pytest.mark.parametrize("text", ["", ":8765", "host:0", "host:70000", "host:http", "a b:1"])
def test_addresses_that_are_not(text: str) -> None:
    with pytest.raises(ValueError):
        parse_address(text)


# -- the hub -----------------------------------------------------------------------------------


def _hub_with(role: str = "display") -> Hub:
    hub = Hub()
    hub.open(1, "10.0.0.9", T0)
    outcome = hub.receive(1, encode_hello(role), T0)
    assert json.loads(outcome.replies[0])["type"] == "welcome"
    return hub


def encode_hello(role: str) -> str:
    return json.dumps({"v": 1, "type": "hello", "role": role})


@given(text=st.one_of(st.text(max_size=300), st.binary(max_size=300)))
def test_whatever_arrives_the_hub_answers_within_the_protocol(text: str | bytes) -> None:
    hub = _hub_with()
    hub.publish(tournament_view(_started()))
    outcome = hub.receive(1, text, T0 + 1)
    assert outcome.close is None
    for reply in outcome.replies:
        decode(reply, sender=Role.DIRECTOR)
    assert hub.peer(1) is not None and hub.peer(1).role is Role.DISPLAY  # type: ignore[union-attr]


def test_a_display_may_not_send_events_nor_say_hello_twice() -> None:
    hub = _hub_with()
    event = t.cmd_create("x", "ubetcha", DEMO, T0)
    events = encode("events", events=[event_to_dict(event)])
    refused = json.loads(hub.receive(1, events, T0).replies[0])
    assert refused == {
        "v": PROTOCOL_VERSION,
        "type": "error",
        "code": "forbidden",
        "message": "a display may not send 'events'",
    }
    again = json.loads(hub.receive(1, encode_hello("browser"), T0).replies[0])
    assert again["code"] == "forbidden"
    assert hub.peer(1).refused == 2  # type: ignore[union-attr]


def test_a_hello_gets_the_latest_state_with_its_welcome() -> None:
    hub = Hub()
    hub.publish(tournament_view(_started()))
    hub.publish(tournament_view(_started("pause")))
    hub.open(7, "10.0.0.7", T0)
    welcome, state = (json.loads(r) for r in hub.receive(7, encode_hello("browser"), T0).replies)
    assert welcome == {
        "v": PROTOCOL_VERSION,
        "type": "welcome",
        "role": "browser",
        "server": "dealer-assist",
        "seq": 2,
        "now": T0,
    }
    assert state["seq"] == 2 and state["tournament"]["anchor"]["running"] is False
    assert hub.readers() == [7]


def test_the_rate_limit_tells_once_then_drops_then_cuts_a_flood() -> None:
    hub = _hub_with()
    ping = json.dumps({"v": 1, "type": "time", "t0": 1})
    answered = [hub.receive(1, ping, T0) for _ in range(RATE_BURST - 1)]  # the hello took one
    assert all(json.loads(o.replies[0])["type"] == "time_reply" for o in answered)
    told = hub.receive(1, ping, T0)
    assert json.loads(told.replies[0])["code"] == "rate_limited"
    for _ in range(FLOOD_CUTOFF - 1):
        assert hub.receive(1, ping, T0) == type(told)()  # dropped unanswered
    cut = hub.receive(1, ping, T0)
    assert cut.close is not None and cut.close[0] == CLOSE_POLICY
    # A peer that slows down is welcome again: the bucket refills at the rate.
    hub2 = _hub_with()
    for n in range(200):
        outcome = hub2.receive(1, ping, T0 + n * 100)  # 10 a second, under the 20 allowed
        assert json.loads(outcome.replies[0])["type"] == "time_reply"
