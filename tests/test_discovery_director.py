"""The serving director announced by zeroconf (`director --serve`, off with `--no-announce`),
the status bar saying so, and `--join` with no address finding it: on loopback only."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.mdns import LOOPBACK, loopback_zeroconf, need_loopback_mdns, wait_for
from helpers.ws_peers import night
from pytestqt.qtbot import QtBot

from dealer_assist import cli
from dealer_assist.app import _announce_room, _ServedRoom, build_director
from dealer_assist.commands import clock
from dealer_assist.commands import table as table_command
from dealer_assist.sync.discovery import INTERFACES_ENV, DirectorBrowser, FoundDirector
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.common.find_director import join_address
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.director_window import DirectorWindow


def _parse(*argv: str):  # type: ignore[no-untyped-def]
    return cli.build_parser(argv[0]).parse_args(list(argv))


def test_join_with_no_address_means_find_the_director() -> None:
    assert _parse("clock", "--join").join == clock.FIND_DIRECTOR  # not an address
    assert _parse("clock", "--join", "10.0.0.5").join == ("10.0.0.5", 8765)
    table = _parse("table", "--join", "--table", "3")
    assert (table.join, table.table) == (table_command.FIND_DIRECTOR, 3)
    assert _parse("table", "--table", "3").join is None


def test_no_announce_is_an_option_of_serve() -> None:
    assert _parse("director", "--serve", "--no-announce").no_announce
    assert not _parse("director", "--serve").no_announce


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[DirectorWindow]:
    window = build_director(tmp_path)
    assert isinstance(window, DirectorWindow)
    qtbot.addWidget(window)
    yield window
    window.shut_down()
    if window.qsession is not None:
        window.qsession.close()


@pytest.fixture
def room(window: DirectorWindow) -> Iterator[_ServedRoom]:
    server = DirectorServer(host=LOOPBACK[0], port=0)
    assert server.listen()
    room = _ServedRoom(server, window)
    yield room
    room.close()


def test_a_room_not_announced_says_so_in_the_status_bar(room: _ServedRoom) -> None:
    assert room.indicator is not None
    assert room.indicator.text() == f"Serving 127.0.0.1:{room.server.port} · not announced"
    assert room.indicator.toolTip() == "On the network: off (--no-announce)"


class OurRoom:
    """The browser's directors on our server's port only: other test processes on this machine
    serve and announce on loopback too."""

    def __init__(self, browser: DirectorBrowser, port: int) -> None:
        self.browser, self.port = browser, port
        self.error = ""

    @property
    def changes(self) -> int:
        return self.browser.changes

    def found(self) -> list[FoundDirector]:
        return [d for d in self.browser.found() if d.port == self.port]

    def start(self) -> bool:
        return self.browser.start()

    def restart(self) -> bool:
        return self.browser.restart()

    def close(self) -> None:
        self.browser.close()


def test_the_served_room_is_announced_followed_and_withdrawn(
    qtbot: QtBot, window: DirectorWindow, room: _ServedRoom
) -> None:
    need_loopback_mdns()
    browser = OurRoom(
        DirectorBrowser(interfaces=LOOPBACK, zeroconf_factory=loopback_zeroconf), room.server.port
    )
    assert browser.start()
    try:
        _announce_room(room, LOOPBACK[0])  # --bind 127.0.0.1: announced there only
        assert room.server.announcement is room.announcer
        qtbot.waitUntil(lambda: len(browser.found()) == 1, timeout=10_000)
        (found,) = browser.found()
        state = window.state()
        assert state is not None
        assert (found.tournament, found.tournament_id) == (state.name, window.tournament_id)
        assert (found.host, found.port, found.compatible) == ("127.0.0.1", room.server.port, True)
        indicator = room.indicator
        assert indicator is not None
        qtbot.waitUntil(lambda: indicator.text().endswith(" · announced"), timeout=10_000)
        assert indicator.text() == f"Serving 127.0.0.1:{room.server.port} · announced"
        assert indicator.toolTip() == f"On the network: announced as “{found.name}”"

        shelf = window._shelf  # the director opens another tournament: the record follows
        assert shelf is not None
        session, tournament_id = shelf.create("Saturday", "ubetcha", "demo")
        old = window.qsession
        window.set_session(QtSession(session, window), tournament_id)
        assert old is not None
        old.close()
        qtbot.waitUntil(
            lambda: (
                [(d.tournament, d.tournament_id) for d in browser.found()]
                == [("Saturday", tournament_id)]
            ),
            timeout=10_000,
        )

        room.server.close()  # the director stops serving: gone from every list at once
        wait_for(lambda: browser.found() == [])
        assert room.server.announcement is None
    finally:
        browser.close()


def test_join_with_no_address_finds_the_one_director(
    qtbot: QtBot, window: DirectorWindow, room: _ServedRoom
) -> None:
    need_loopback_mdns()
    _announce_room(room, LOOPBACK[0])
    qtbot.waitUntil(lambda: room.announcer.announced, timeout=10_000)

    def never_asked(dialog: object) -> None:
        raise AssertionError("the dialog was shown")

    browser = OurRoom(
        DirectorBrowser(interfaces=LOOPBACK, zeroconf_factory=loopback_zeroconf), room.server.port
    )
    address = join_address(None, browser, listen_ms=1_500, ask=never_asked)
    assert address == ("127.0.0.1", room.server.port)


@pytest.mark.slow
def test_a_tv_started_before_the_director_joins_once_it_serves(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`clock --join HOST:PORT` with nobody serving there: the find dialog opens (its browser on
    loopback only) and tries the address again until the director serves, then the clock joins."""
    from test_ws_cli import _free_port, _mode, _stop

    monkeypatch.setenv(INTERFACES_ENV, LOOPBACK[0])
    port = _free_port()
    clock = _mode(tmp_path, "clock", "--join", f"{LOOPBACK[0]}:{port}", "--windowed", "--muted")
    server: DirectorServer | None = None
    try:
        qtbot.wait(1_500)  # the clock finds nobody and waits in the dialog
        assert clock.poll() is None
        server = DirectorServer(host=LOOPBACK[0], port=port)
        assert server.listen()
        server.publish(night(3))
        qtbot.waitUntil(
            lambda: any(row.role == "display" and row.acked_seq == 1 for row in server.devices()),
            timeout=20_000,
        )
    finally:
        code, err = _stop(clock)
        if server is not None:
            server.close()
    assert code in (0, -signal.SIGTERM), err
