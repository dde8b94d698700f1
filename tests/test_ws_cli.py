"""`dealer-assist director --serve [PORT]` and `dealer-assist clock --join HOST[:PORT]`: their
options, the director's server following the tournament its window shows, and both modes as
real processes on loopback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.ws_peers import LOOPBACK, Peer, night, serving, wall_ms
from pytestqt.qtbot import QtBot

from dealer_assist import cli
from dealer_assist.app import _ServedRoom, build_director
from dealer_assist.app_clock import build_feed
from dealer_assist.sync.address import DEFAULT_PORT
from dealer_assist.sync.ws_client import NetworkClockFeed
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.common.qt_session import QtSession
from dealer_assist.ui.director.clock_controls import ClockAction
from dealer_assist.ui.director.director_window import DirectorWindow

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


def _clock_args(*argv: str):  # type: ignore[no-untyped-def]
    return cli.build_parser("clock").parse_args(["clock", *argv])


def test_clock_join_takes_host_and_port() -> None:
    assert _clock_args("--join", "10.0.0.5:9000").join == ("10.0.0.5", 9000)
    assert _clock_args("--join", "director.local").join == ("director.local", DEFAULT_PORT)
    assert _clock_args().join is None


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--join", "host:99999"], "the port is a number from 1 to 65535"),
        (["--join", "host", "--demo"], "not allowed with argument"),
    ],
)
def test_clock_join_refuses_what_is_not_an_address(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        _clock_args(*argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "--join" in err


def test_director_serve_takes_an_optional_port(capsys: pytest.CaptureFixture[str]) -> None:
    parse = cli.build_parser("director").parse_args
    assert parse(["director"]).serve is None
    assert parse(["director", "--serve"]).serve == DEFAULT_PORT
    args = parse(["director", "--serve", "9001", "--bind", "127.0.0.1"])
    assert (args.serve, args.bind) == (9001, "127.0.0.1")
    with pytest.raises(SystemExit):
        parse(["director", "--serve", "0"])
    assert "a port is a number from 1 to 65535" in capsys.readouterr().err


def test_build_feed_joins_the_director(qtbot: QtBot, server: DirectorServer) -> None:
    server.publish(night(2))
    feed = build_feed(_clock_args("--join", f"{LOOPBACK}:{server.port}"), wall_ms)
    try:
        assert isinstance(feed, NetworkClockFeed)
        qtbot.waitUntil(lambda: feed.tournament() is not None)
        assert feed.tournament().name == "Friday night"  # type: ignore[union-attr]
    finally:
        feed.close()


def test_the_served_room_follows_the_tournament_the_window_shows(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = build_director(tmp_path)
    assert isinstance(window, DirectorWindow)
    qtbot.addWidget(window)
    served = DirectorServer(host=LOOPBACK, port=0)
    assert served.listen()
    room = _ServedRoom(served, window)
    assert window.statusBar().currentMessage() == (
        f"Serving the room: TVs join {LOOPBACK}:{served.port}, "
        f"browsers open http://{LOOPBACK}:{served.port}/"
    )
    peer = Peer(qtbot, f"ws://{LOOPBACK}:{served.port}/ws")
    try:
        qtbot.waitUntil(lambda: peer.connected)
        peer.hello()
        first = peer.wait_for("state")["tournament"]
        assert first["name"] == window.state().name  # type: ignore[union-attr]
        window.clock_action(ClockAction.TOGGLE)  # the director starts (or pauses) the clock
        changed = peer.wait_for("state", count=2)["tournament"]
        assert changed["anchor"] != first["anchor"]

        shelf = window._shelf  # the files dialog's shelf: another tournament is opened
        assert shelf is not None
        session, tournament_id = shelf.create("Saturday", "ubetcha", "demo")
        old = window.qsession
        window.set_session(QtSession(session, window), tournament_id)
        assert old is not None
        old.close()
        qtbot.waitUntil(lambda: peer.of_type("state")[-1]["tournament"]["name"] == "Saturday")
        count = len(peer.of_type("state"))
        window.clock_action(ClockAction.TOGGLE)
        peer.wait_for("state", count=count + 1)
    finally:
        peer.close()
        room.close()
        window.shut_down()
        if window.qsession is not None:
            window.qsession.close()
        qtbot.wait(20)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return int(probe.getsockname()[1])


def _mode(data_dir: Path, *argv: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "dealer_assist", "--data-dir", str(data_dir), *argv],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _stop(process: subprocess.Popen[str]) -> tuple[int, str]:
    process.send_signal(signal.SIGTERM)
    try:
        _out, err = process.communicate(timeout=20)
    except subprocess.TimeoutExpired:
        process.kill()
        _out, err = process.communicate()
    return process.returncode, err


@pytest.mark.slow
def test_a_director_process_serves_the_room(qtbot: QtBot, tmp_path: Path) -> None:
    port = _free_port()
    director = _mode(tmp_path, "director", "--demo", "--serve", str(port), "--bind", LOOPBACK)
    peer: Peer | None = None
    try:
        assert director.stdout is not None
        line = director.stdout.readline()  # printed once the server listens
        assert f"serving the room: TVs join {LOOPBACK}:{port}" in line, director.stderr
        peer = Peer(qtbot, f"ws://{LOOPBACK}:{port}/ws")
        qtbot.waitUntil(lambda: peer.connected, timeout=10_000)
        assert peer.hello()["role"] == "display"
        state = peer.wait_for("state")
        assert state["tournament"]["name"] == "Demo tournament"
        reply = peer.sync(wall_ms())
        assert abs(reply["t1"] - wall_ms()) < 1_000  # the director's wall clock
    finally:
        if peer is not None:
            peer.close()
        code, err = _stop(director)
    assert code == 0, err


@pytest.mark.slow
def test_a_clock_process_joins_and_shows_up_as_a_display(
    qtbot: QtBot, tmp_path: Path, server: DirectorServer
) -> None:
    server.publish(night(4))
    clock = _mode(tmp_path, "clock", "--join", f"{LOOPBACK}:{server.port}", "--windowed", "--muted")
    try:
        qtbot.waitUntil(
            lambda: any(row.role == "display" and row.acked_seq == 1 for row in server.devices()),
            timeout=20_000,
        )
        (row,) = server.devices()
        assert row.clock_offset_ms is not None and abs(row.clock_offset_ms) < 1_000
        deadline = time.monotonic() + 1
        while time.monotonic() < deadline:
            assert clock.poll() is None
            qtbot.wait(100)
    finally:
        code, err = _stop(clock)
    assert code in (0, -signal.SIGTERM), err  # the clock mode leaves SIGTERM to Python
