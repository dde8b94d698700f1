"""Raw WebSocket peers, servers and tournaments for the network tests (loopback only)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket
from pytestqt.qtbot import QtBot

from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.house_books import house_rules
from dealer_assist.sync.hub import Hub
from dealer_assist.sync.protocol import PROTOCOL_VERSION
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.wall_time import system_now_ms as wall_ms
from helpers.tournaments import DEMO

LOOPBACK = "127.0.0.1"
WAIT_MS = 5_000


def night(players: int = 3, *, started: bool = True, now: int | None = None) -> t.TournamentState:
    """The demo tournament with `players` bought in (the room's figures are not dashes) and the
    clock started `now`."""
    at = wall_ms() if now is None else now
    state = t.apply(None, t.cmd_create("Friday night", "ubetcha", DEMO, at))
    state = t.apply(state, e.cmd_settings(state, at, buy_in=50))
    rules = house_rules("ubetcha")
    for index in range(players):
        registered = e.cmd_register(state, at, f"Player {index + 1}")
        state = t.apply(state, registered)
        state = t.apply(state, e.cmd_buy_in(state, rules, at, registered.player_id))
    if started:
        state = t.apply(state, t.cmd_start(state, at))
    return state


class Peer:
    """A WebSocket client that records every message (decoded JSON) and how it was closed."""

    def __init__(self, qtbot: QtBot, url: str) -> None:
        self.qtbot = qtbot
        self.ws = QWebSocket()
        self.received: list[dict[str, Any]] = []
        self.connected = False
        self.disconnected = False
        self.ws.connected.connect(self._connected)
        self.ws.disconnected.connect(self._disconnected)
        self.ws.textMessageReceived.connect(lambda text: self.received.append(json.loads(text)))
        self.ws.open(QUrl(url))

    def _connected(self) -> None:
        self.connected = True

    def _disconnected(self) -> None:
        self.disconnected = True

    @property
    def close_code(self) -> int:
        return int(self.ws.closeCode().value)

    def send(self, kind: str, **fields: Any) -> None:
        self.send_text(json.dumps({"v": PROTOCOL_VERSION, "type": kind, **fields}))

    def send_text(self, text: str) -> None:
        self.ws.sendTextMessage(text)

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.received if m.get("type") == kind]

    def wait_for(self, kind: str, count: int = 1, timeout: int = WAIT_MS) -> dict[str, Any]:
        """The `count`-th message of `kind` (waiting for it)."""
        self.qtbot.waitUntil(lambda: len(self.of_type(kind)) >= count, timeout=timeout)
        return self.of_type(kind)[count - 1]

    def hello(self, role: str = "display", **fields: Any) -> dict[str, Any]:
        """Say hello; the answer (welcome or error)."""
        before = len(self.received)
        self.send("hello", role=role, **fields)
        self.qtbot.waitUntil(
            lambda: any(m["type"] in ("welcome", "error") for m in self.received[before:]),
            timeout=WAIT_MS,
        )
        return next(m for m in self.received[before:] if m["type"] in ("welcome", "error"))

    def sync(self, mark: int) -> dict[str, Any]:
        """A `time` request with t0 = mark, answered after everything sent before it."""
        self.send("time", t0=mark)
        self.qtbot.waitUntil(
            lambda: any(m["type"] == "time_reply" and m["t0"] == mark for m in self.received),
            timeout=WAIT_MS,
        )
        return next(m for m in self.received if m["type"] == "time_reply" and m["t0"] == mark)

    def close(self) -> None:
        self.ws.abort()


def start_server(qtbot: QtBot, hub: Hub | None = None, **options: Any) -> DirectorServer:
    server = DirectorServer(hub, host=LOOPBACK, port=options.pop("port", 0), **options)
    assert server.listen(), server.error
    return server


def serving(qtbot: QtBot, hub: Hub | None = None, **options: Any) -> Iterator[DirectorServer]:
    """For a fixture: a listening server, closed after the test."""
    served = start_server(qtbot, hub, **options)
    yield served
    served.close()
    qtbot.wait(20)  # the goodbyes go out before the sockets are deleted


def peers(qtbot: QtBot) -> Iterator[Callable[..., Peer]]:
    """For a fixture: peer = connect(server) -> a connected Peer, closed after the test."""
    made: list[Peer] = []

    def make(served: DirectorServer, path: str = "/ws", wait: bool = True) -> Peer:
        peer = Peer(qtbot, f"ws://{LOOPBACK}:{served.port}{path}")
        made.append(peer)
        if wait:
            qtbot.waitUntil(lambda: peer.connected, timeout=WAIT_MS)
        return peer

    yield make
    for peer in made:
        peer.close()
