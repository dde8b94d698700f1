"""Which directors a TV or a station may join (`discovery.joinable`), against what the servers
really accept: ours (version 2) on a real socket, and the version-1 director as released (its
protocol module read from the project's history). Joinable means both ways read: he accepts
our messages and we accept his."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.ws_peers import LOOPBACK, Peer, serving
from pytestqt.qtbot import QtBot

from dealer_assist.sync.discovery import found_director, joinable, txt_properties
from dealer_assist.sync.protocol import PROTOCOL_VERSION, ProtocolError, Role, decode
from dealer_assist.sync.ws_server import DirectorServer

ROOT = Path(__file__).resolve().parents[1]
RELEASED_V1 = "1d55cd8"  # the commit that released protocol 1 (docs/protocol.md)


@pytest.fixture
def server(qtbot: QtBot) -> Iterator[DirectorServer]:
    yield from serving(qtbot)


def _hello(version: int) -> str:
    return json.dumps({"v": version, "type": "hello", "role": "display"})


def _welcome(version: int) -> str:
    message = {"v": version, "type": "welcome", "role": "display", "server": "s", "seq": 0}
    return json.dumps(message)


def _we_read(version: int) -> bool:
    """Does this program read what a director of `version` writes?"""
    try:
        decode(_welcome(version), sender=Role.DIRECTOR)
    except ProtocolError:
        return False
    return True


def _released_v1(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    try:
        text = subprocess.run(
            ["git", "show", f"{RELEASED_V1}:dealer_assist/sync/protocol.py"],
            cwd=ROOT, capture_output=True, text=True, check=True,
        ).stdout  # fmt: skip
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("the project's history is not here (a shallow copy)")
    module = types.ModuleType("protocol_v1")
    monkeypatch.setitem(sys.modules, module.__name__, module)  # its dataclasses look it up
    exec(compile(text, "protocol_v1.py", "exec"), module.__dict__)  # noqa: S102 (our own code)
    assert module.PROTOCOL_VERSION == 1
    return module


def test_our_director_reads_versions_1_and_2_and_refuses_3(
    qtbot: QtBot, server: DirectorServer
) -> None:
    for version, answer in ((1, "welcome"), (2, "welcome"), (3, "error")):
        peer = Peer(qtbot, f"ws://{LOOPBACK}:{server.port}/ws")
        qtbot.waitUntil(lambda p=peer: p.connected, timeout=5_000)
        peer.send_text(_hello(version))
        qtbot.waitUntil(lambda p=peer: bool(p.received), timeout=5_000)
        assert peer.received[0]["type"] == answer, version
        if answer == "error":
            assert peer.received[0]["code"] == "version"
        peer.close()


def test_joinable_is_what_both_sides_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A version-1 director refuses our version-2 hello (so it is not joinable, though ours
    reads version-1 peers); ours is; a version-3 one writes what we refuse."""
    v1 = _released_v1(monkeypatch)
    v1.decode(_hello(1), sender=v1.Role.DISPLAY)  # its own version it reads

    def reads(module: types.ModuleType) -> bool:
        try:
            module.decode(_hello(PROTOCOL_VERSION), sender=module.Role.DISPLAY)
        except module.ProtocolError:
            return False
        return True

    they_read = {1: reads(v1), PROTOCOL_VERSION: reads(sys.modules[decode.__module__])}
    assert they_read == {1: False, 2: True}
    they_read[3] = True  # a later director reads ours (docs/protocol.md), but we cannot read it
    for version in (1, 2, 3):
        assert joinable(version) == (_we_read(version) and they_read[version]), version
    assert [v for v in range(0, 10) if joinable(v)] == [PROTOCOL_VERSION]


def test_the_find_dialog_lists_only_a_joinable_director_as_compatible() -> None:
    for version in (1, 2, 3):
        txt = {k.encode(): v.encode() for k, v in txt_properties("t1", "Friday", 8765).items()}
        txt[b"v"] = str(version).encode()
        found = found_director("Friday on hall._dealer-assist._tcp.local.", txt, 8765, ["10.0.0.9"])
        assert found.compatible == joinable(version) == (version == PROTOCOL_VERSION)
