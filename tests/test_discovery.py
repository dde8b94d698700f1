"""Finding the director by zeroconf (`sync/discovery.py`): the TXT record and its checks, and
real mDNS between two zeroconf instances bound to loopback (skipped where loopback carries no
multicast)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from helpers.mdns import (
    LOOPBACK,
    loopback_zeroconf,
    need_loopback_mdns,
    private_service_type,
    wait_for,
)
from hypothesis import given
from hypothesis import strategies as st
from zeroconf import ServiceInfo

from dealer_assist.sync.discovery import (
    INTERFACES_ENV,
    MAX_LABEL_BYTES,
    SERVICE_TYPE,
    BadAnnouncement,
    DirectorAnnouncer,
    DirectorBrowser,
    found_director,
    interfaces_from,
    parse_txt,
    reach,
    service_name,
    txt_properties,
)
from dealer_assist.sync.protocol import PROTOCOL_VERSION


def _wire(properties: dict[str, str]) -> dict[bytes, bytes | None]:
    """A TXT record as zeroconf hands it over from the network."""
    return {k.encode(): v.encode() for k, v in properties.items()}


def _good(**changes: str) -> dict[bytes, bytes | None]:
    txt = txt_properties("a1b2c3", "Friday night", 8765)
    txt.update(changes)
    return _wire(txt)


# -- the TXT record -----------------------------------------------------------------------------
def test_a_record_read_back_says_what_was_announced() -> None:
    txt = parse_txt(_wire(txt_properties("0f3e9a", "Friday night £20 freezeout", 9000)))
    assert (txt.version, txt.tournament_id, txt.tournament, txt.port) == (
        PROTOCOL_VERSION,
        "0f3e9a",
        "Friday night £20 freezeout",
        9000,
    )
    assert txt.compatible


def test_a_long_tournament_name_fits_its_txt_string() -> None:
    txt = txt_properties("id", "é" * 300, 8765)
    assert all(len(f"{k}={v}".encode()) <= 255 for k, v in txt.items())
    assert parse_txt(_wire(txt)).tournament.startswith("éé")


@pytest.mark.parametrize(
    ("record", "why"),
    [
        ({k: v for k, v in _good().items() if k != b"port"}, "without port"),
        (_good(port="0"), "port must be a number from 1 to 65535"),
        (_good(port="65536"), "port must be a number from 1 to 65535"),
        (_good(port="80x"), "port must be a number"),
        (_good(port="٣٣"), "port must be a number"),  # Arabic-Indic digits: isdigit() says yes
        (_good(v="one"), "v must be a number"),
        (_good(tid=""), "tournament id"),
        (_good(tid="../../etc"), "tournament id"),
        (_good(tid="x" * 65), "tournament id"),
        (_good(tname="a" * 81), "printable characters"),
        (_good(tname="evil\x1b[2Jname"), "printable characters"),
        ({**_good(), b"tname": None}, "tname without a value"),
        ({**_good(), b"tname": b"\xff\xfe"}, "not UTF-8"),
    ],
)
def test_a_bad_record_is_refused_saying_why(record: dict[bytes, bytes | None], why: str) -> None:
    with pytest.raises(BadAnnouncement, match=why):
        parse_txt(record)


def test_unknown_keys_are_ignored_for_later_versions() -> None:
    assert parse_txt({**_good(), b"colour": b"red", b"flag": None}).port == 8765


def test_another_protocol_version_is_listed_as_incompatible() -> None:
    found = found_director(
        "Sunday on hall." + SERVICE_TYPE, _good(v=str(PROTOCOL_VERSION + 1)), 8765, ["10.0.0.9"]
    )
    assert not found.compatible
    assert found.version == PROTOCOL_VERSION + 1


def test_the_service_must_agree_with_its_record() -> None:
    name = "Friday on hall." + SERVICE_TYPE
    with pytest.raises(BadAnnouncement, match="not the service's port"):
        found_director(name, _good(), 9999, ["10.0.0.9"])
    with pytest.raises(BadAnnouncement, match="no usable address"):
        found_director(name, _good(), 8765, ["fe80::1", "224.0.0.251", "nonsense"])
    with pytest.raises(BadAnnouncement, match="not a dealer-assist service"):
        found_director("Friday._http._tcp.local.", _good(), 8765, ["10.0.0.9"])


def test_an_ipv4_address_is_preferred_to_ipv6() -> None:
    found = found_director(
        "Friday on hall." + SERVICE_TYPE, _good(), 8765, ["2001:db8::5", "192.168.1.20"]
    )
    assert (found.host, found.address) == ("192.168.1.20", "192.168.1.20:8765")
    v6 = found_director("Friday on hall." + SERVICE_TYPE, _good(), 8765, ["2001:db8::5"])
    assert v6.address == "[2001:db8::5]:8765"


@pytest.mark.parametrize(
    "tournament", ["Friday night", "", "x" * 200, "Ünïcödé " * 20, "tab\there", "dots.in.name"]
)
def test_the_service_name_is_one_dns_label(tournament: str) -> None:
    name = service_name(tournament, "laptop-3.example.org")
    assert 0 < len(name.encode("utf-8")) <= MAX_LABEL_BYTES
    assert name.endswith(" on laptop-3")
    assert name.isprintable()


_keys = st.sampled_from([b"v", b"tid", b"tname", b"port", b"x"]) | st.binary(max_size=12)
_values = st.none() | st.binary(max_size=300) | st.text(max_size=100).map(str.encode)


@given(
    record=st.dictionaries(_keys, _values, max_size=8),
    port=st.none() | st.integers(-5, 70_000),
    addresses=st.lists(st.text(max_size=40) | st.ip_addresses().map(str), max_size=4),
    name=st.text(max_size=80),
)
def test_whatever_the_network_says_is_listed_or_refused_never_raised(
    record: dict[bytes, bytes | None], port: int | None, addresses: list[str], name: str
) -> None:
    try:
        found = found_director(name + "." + SERVICE_TYPE, record, port, addresses)
    except BadAnnouncement:
        return
    assert 1 <= found.port <= 65535
    assert found.name.isprintable() and found.tournament.isprintable()
    assert found.compatible == (found.version == PROTOCOL_VERSION)


# -- is anyone there? ---------------------------------------------------------------------------
def test_reach_tells_a_listening_director_from_a_closed_port() -> None:
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        assert reach("127.0.0.1", port) == ""
    assert "nothing serves on that port" in reach("127.0.0.1", port)


def test_an_announcer_with_no_address_says_it_is_not_announced() -> None:
    announcer = DirectorAnnouncer(8765, ["fe80::1"], interfaces=LOOPBACK)
    announcer.start("id1", "Friday")
    wait_for(lambda: announcer.status.startswith("not announced"))
    assert "no network address" in announcer.status
    announcer.close()


# -- real mDNS on loopback ----------------------------------------------------------------------
@pytest.fixture
def service_type() -> str:
    return private_service_type()


@pytest.fixture
def browser(service_type: str) -> Iterator[DirectorBrowser]:
    need_loopback_mdns()
    browser = DirectorBrowser(
        interfaces=LOOPBACK, zeroconf_factory=loopback_zeroconf, service_type=service_type
    )
    assert browser.start(), browser.error
    yield browser
    browser.close()


def _announcer(service_type: str, port: int) -> DirectorAnnouncer:
    return DirectorAnnouncer(
        port,
        ["127.0.0.1"],
        interfaces=LOOPBACK,
        host_name="hall-pc",
        zeroconf_factory=loopback_zeroconf,
        service_type=service_type,
    )


def test_a_director_announced_is_found_updated_and_gone_when_it_stops(
    browser: DirectorBrowser, service_type: str
) -> None:
    announcer = _announcer(service_type, 9123)
    announcer.start("t0001", "Friday night")
    try:
        wait_for(lambda: browser.found())
        (found,) = browser.found()
        assert (found.name, found.tournament, found.tournament_id) == (
            "Friday night on hall-pc",
            "Friday night",
            "t0001",
        )
        assert (found.host, found.port, found.version, found.compatible) == (
            "127.0.0.1",
            9123,
            PROTOCOL_VERSION,
            True,
        )
        wait_for(lambda: announcer.announced)  # the browser may hear it before probing ends
        assert "Friday night on hall-pc" in announcer.status

        announcer.update("t0002", "Saturday deepstack")  # the director opened another one
        wait_for(lambda: [d.tournament for d in browser.found()] == ["Saturday deepstack"])
        assert browser.found()[0].tournament_id == "t0002"
    finally:
        announcer.close()
    wait_for(lambda: browser.found() == [])
    assert not announcer.announced


def test_two_directors_with_one_name_are_both_listed(
    browser: DirectorBrowser, service_type: str
) -> None:
    first, second = _announcer(service_type, 9001), _announcer(service_type, 9002)
    first.start("aaa", "Friday")
    try:
        # The second opened once the first is on the air, as a second laptop is: two probing
        # for one name in the same instant may both keep it (zeroconf's simultaneous-probe
        # tie-break; CI once saw one listing for 10 s).
        wait_for(lambda: len(browser.found()) == 1)
        second.start("bbb", "Friday")
        wait_for(lambda: len(browser.found()) == 2)
        assert sorted(d.port for d in browser.found()) == [9001, 9002]
        assert len({d.name for d in browser.found()}) == 2  # zeroconf renamed the second
    finally:
        first.close()
        second.close()


def test_a_bad_record_is_ignored_and_a_good_one_beside_it_listed(
    browser: DirectorBrowser, service_type: str
) -> None:
    rogue = loopback_zeroconf()
    bad = ServiceInfo(
        service_type,
        "Rogue on evil." + service_type,
        port=8765,
        properties={"v": "1", "tid": "x", "tname": "Rogue", "port": "99999"},
        parsed_addresses=["127.0.0.1"],
        server="evil.local.",
    )
    old = ServiceInfo(
        service_type,
        "Old on hall." + service_type,
        port=8766,
        properties=txt_properties("y", "Old", 8766) | {"v": str(PROTOCOL_VERSION + 1)},
        parsed_addresses=["127.0.0.1"],
        server="hall.local.",
    )
    rogue.register_service(bad, cooperating_responders=True)
    rogue.register_service(old, cooperating_responders=True)
    announcer = _announcer(service_type, 9200)
    announcer.start("good", "Friday")
    try:
        wait_for(lambda: len(browser.found()) == 2 and browser.ignored >= 1)
        listed = {d.tournament: d.compatible for d in browser.found()}
        assert listed == {"Friday": True, "Old": False}
    finally:
        announcer.close()
        rogue.close()


def test_retry_forgets_and_hears_again(browser: DirectorBrowser, service_type: str) -> None:
    announcer = _announcer(service_type, 9300)
    announcer.start("r1", "Retry night")
    try:
        wait_for(lambda: browser.found())
        changes = browser.changes
        assert browser.restart()
        assert browser.changes > changes
        wait_for(lambda: [d.port for d in browser.found()] == [9300])
    finally:
        announcer.close()


def test_the_interfaces_can_be_chosen_and_a_bad_one_is_said() -> None:
    assert interfaces_from({}) is None
    assert interfaces_from({INTERFACES_ENV: " "}) is None
    assert interfaces_from({INTERFACES_ENV: "127.0.0.1, 192.168.1.20"}) == [
        "127.0.0.1",
        "192.168.1.20",
    ]
    browser = DirectorBrowser(interfaces=["wlan0"])
    assert not browser.start()
    assert browser.error == (
        f"cannot look for directors: 'wlan0' is not an IP address ({INTERFACES_ENV})"
    )
