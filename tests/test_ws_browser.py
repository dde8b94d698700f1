"""The read-only clock page for any browser on the LAN: served over plain HTTP by the same
port as the WebSocket, speaking the protocol as role `browser`; read in headless Chromium
(skipped where Chromium is not installed) with a screenshot."""

from __future__ import annotations

import http.client
import os
import re
import shutil
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.headless_chromium import HeadlessPage, chromium
from helpers.ws_peers import LOOPBACK, Peer, night, peers, serving, start_server, wall_ms
from pytestqt.qtbot import QtBot

from dealer_assist.core import tournament as t
from dealer_assist.core.clock.clock import format_clock
from dealer_assist.sync.ws_server import MAX_HEADER_BYTES, DirectorServer

Connect = Callable[..., Peer]


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


@pytest.fixture
def connect(qtbot: QtBot) -> Iterator[Connect]:
    yield from peers(qtbot)


def _in_thread(qtbot: QtBot, work: Callable[[], object]) -> object:
    """Run a blocking client while the server (this thread's event loop) answers."""
    result: list[object] = []
    thread = threading.Thread(target=lambda: result.append(work()), daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10_000)
    return result[0]


def _request(port: int, method: str, path: str) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection(LOOPBACK, port, timeout=5)
    try:
        connection.request(method, path)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def test_the_page_is_served_on_the_websocket_port(qtbot: QtBot, server: DirectorServer) -> None:
    status, headers, body = _in_thread(qtbot, lambda: _request(server.port, "GET", "/"))  # type: ignore[misc]
    assert status == 200
    assert headers["Content-Type"] == "text/html; charset=utf-8"
    assert "connect-src 'self'" in headers["Content-Security-Policy"]
    page = body.decode("utf-8")
    assert "<title>Tournament clock</title>" in page
    script = re.search(r"<script>(.*)</script>", page, re.S)
    assert script is not None
    assert 'send("hello", {role: "browser"' in script.group(1)
    assert "location.host + PATH" in script.group(1) and 'const PATH = "/ws"' in script.group(1)
    assert "http" not in script.group(1).replace("https:", "")  # nothing fetched from elsewhere


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("HEAD", "/", 200), ("GET", "/nope", 404), ("POST", "/", 405), ("GET", "/ws", 426)],
)
def test_anything_else_gets_a_plain_answer(
    qtbot: QtBot, server: DirectorServer, method: str, path: str, status: int
) -> None:
    got, _headers, body = _in_thread(qtbot, lambda: _request(server.port, method, path))  # type: ignore[misc]
    assert got == status
    if method == "HEAD":
        assert body == b""


def test_an_oversized_request_head_is_refused(qtbot: QtBot, server: DirectorServer) -> None:
    def send_huge() -> bytes:
        with socket.create_connection((LOOPBACK, server.port), timeout=5) as sock:
            sock.sendall(b"GET / HTTP/1.1\r\nX-Pad: " + b"a" * (MAX_HEADER_BYTES + 10))
            return sock.recv(200)

    answer = _in_thread(qtbot, send_huge)
    assert isinstance(answer, bytes) and answer.startswith(b"HTTP/1.1 431")


def test_a_browser_gets_the_periods_worded(server: DirectorServer, connect: Connect) -> None:
    server.publish(night(3))
    browser = connect(server)
    assert browser.hello("browser", name="phone")["role"] == "browser"
    view = browser.wait_for("state")["tournament"]
    titles = [p["title"] for p in view["periods"]]
    assert titles[:3] == ["LEVEL 1", "LEVEL 2", "COLOUR-UP BREAK 1 MIN"]
    (row,) = server.devices()
    assert (row.role, row.name) == ("browser", "phone")


def _seconds(text: str) -> int:
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


@pytest.mark.slow
@pytest.mark.skipif(chromium() is None, reason="needs chromium (setup-linux.sh --test installs it)")
def test_the_page_in_headless_chromium(qtbot: QtBot, tmp_path: Path) -> None:
    server = start_server(qtbot)
    port = server.port
    state = night(3)
    server.publish(state)
    page = HeadlessPage(qtbot, f"http://{LOOPBACK}:{port}/", tmp_path / "profile")
    second: DirectorServer | None = None
    try:
        qtbot.waitUntil(lambda: page.text("level") == "LEVEL 1", timeout=10_000)
        assert page.text("blinds") == "25 / 50"
        assert page.text("next") == "NEXT  50 / 100"
        assert page.text("break") in ("BREAK IN 4:00", "BREAK IN 3:59")
        assert [page.text(i) for i in ("players", "entries", "average", "pool")] == [
            "3",
            "3",
            "5,000",
            "150",
        ]
        assert page.text("banner") == ""
        anchor = state.anchor
        assert anchor is not None
        shown = _seconds(page.text("time"))
        director = _seconds(format_clock(state.reading(wall_ms()).remaining_ms))  # type: ignore[union-attr]
        assert abs(shown - director) <= 1
        shot = page.screenshot(tmp_path / "browser-page.png")
        _keep(shot)
        assert [row.role for row in server.devices()] == ["browser"]

        paused = t.apply(state, t.cmd_pause(state, wall_ms()))
        server.publish(paused)
        qtbot.waitUntil(lambda: page.text("banner") == "PAUSED")

        server.close()  # the director goes: the page says so and keeps the last state
        qtbot.waitUntil(lambda: page.text("banner") == "OFFLINE: RECONNECTING…")
        _keep(page.screenshot(tmp_path / "browser-page-offline.png"))
        assert page.text("level") == "LEVEL 1"

        second = start_server(qtbot, port=port)
        second.publish(t.apply(paused, t.cmd_next_period(paused, wall_ms())))
        qtbot.waitUntil(lambda: page.text("level") == "LEVEL 2", timeout=15_000)
        assert page.text("banner") == "PAUSED"
    finally:
        page.close()
        server.close()
        if second is not None:
            second.close()
        qtbot.wait(20)


def _keep(shot: Path) -> None:
    """Copy a screenshot where a person can look at it (DEALER_ASSIST_SCREENSHOTS)."""
    folder = os.environ.get("DEALER_ASSIST_SCREENSHOTS")
    if folder:
        shutil.copy(shot, Path(folder) / shot.name)
