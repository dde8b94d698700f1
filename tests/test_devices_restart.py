"""Paired stations outlive a director restart (loopback, real sockets): the devices file keeps
token hashes only; a station reconnects to the restarted director with its token and its
events are stored; a token revoked before the restart is still refused after it; an
unreadable devices file is set aside, never deleted."""

from __future__ import annotations

import json
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_station_link import WAIT_MS, _delivered, _open_for_writing
from test_table_reports import _play_a_bust, _station

from dealer_assist.core.events import Event
from dealer_assist.sync import station_link
from dealer_assist.sync.device_store import FILE_NAME, DeviceStore
from dealer_assist.sync.hub import Hub, Peer
from dealer_assist.sync.station_link import StationLink
from dealer_assist.sync.table_mirror import TableMirrors
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.wall_time import system_now_ms as wall_ms


class Director:
    """The director's process as far as the room goes: its devices file, its table mirrors
    and its server; `restart()` is a new process on the same data folder and port."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = 0
        self.stored: list[str] = []
        self._start()

    def _start(self) -> None:
        self.store = DeviceStore(self.folder / FILE_NAME)
        self.mirrors = TableMirrors(
            lambda table: self.folder / "tables" / f"friday-table-{table}.journal",
            _open_for_writing,
        )
        self.hub = Hub(self.store.load(), event_sink=self._sink)
        self.server = DirectorServer(self.hub, host="127.0.0.1", port=self.port)
        assert self.server.listen(), self.server.error
        self.port = self.server.port

    def _sink(self, peer: Peer, events: Sequence[Event]) -> list[str]:
        ids = self.mirrors(peer, events)
        self.stored.extend(ids)
        return ids

    def stop(self) -> None:
        self.server.close()
        self.mirrors.close()
        self.server.deleteLater()

    def restart(self, qtbot: QtBot) -> None:
        self.stop()
        qtbot.wait(50)
        self._start()


@pytest.fixture
def director(qtbot: QtBot, tmp_path: Path) -> Iterator[Director]:
    made = Director(tmp_path / "director")
    yield made
    made.stop()
    qtbot.wait(20)


@pytest.fixture(autouse=True)
def _quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(station_link, "FIRST_RETRY_MS", 50)
    monkeypatch.setattr(station_link, "LONGEST_RETRY_MS", 200)


def _link(director: Director, journal, folder: Path, table: int, code: str | None = None):
    link = StationLink(
        journal, "127.0.0.1", director.port, table=table, folder=folder, pair_code=code
    )
    link.start()
    return link


def test_a_paired_station_keeps_working_after_the_director_restarts(
    qtbot: QtBot, tmp_path: Path, director: Director
) -> None:
    station = _station(tmp_path / "station")
    code = director.hub.registry.new_code(None, wall_ms())  # the room's code: any table
    link = _link(director, station.session.journal, tmp_path / "station", 1, code)
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        assert link.token

        # Only the hash is kept, in a file of this user's only, with the device's facts.
        devices_file = director.folder / FILE_NAME
        assert stat.S_IMODE(devices_file.stat().st_mode) == 0o600
        assert link.token not in devices_file.read_text()
        (kept,) = json.loads(devices_file.read_text())["devices"]
        assert kept["table"] == 1 and kept["role"] == "station" and kept["revoked_ms"] is None
        assert kept["paired_ms"] > 0 and len(kept["token_hash"]) == 64

        director.restart(qtbot)
        qtbot.waitUntil(lambda: link.connections >= 2 and link.online, timeout=WAIT_MS)
        assert not link.status().startswith("refused")

        before = len(director.stored)
        _play_a_bust(station)
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        sent = [e.event_id for e in station.session.journal.events()]
        assert director.stored[before:] and set(director.stored[before:]) <= set(sent)
        (again,) = director.hub.registry.devices
        assert again.device_id == kept["device_id"]  # the same device, not a new pairing
    finally:
        link.close()
        station.close()


def test_a_token_revoked_before_a_restart_is_refused_after_it(
    qtbot: QtBot, tmp_path: Path, director: Director
) -> None:
    station = _station(tmp_path / "station")
    code = director.hub.registry.new_code(2, wall_ms())
    link = _link(director, station.session.journal, tmp_path / "station", 2, code)
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        (device,) = director.hub.registry.devices
        director.server.revoke(device.device_id)
        qtbot.waitUntil(lambda: link.status().startswith("refused"), timeout=WAIT_MS)
    finally:
        link.close()

    director.restart(qtbot)
    stored = len(director.stored)
    (kept,) = director.hub.registry.devices
    assert kept.revoked and kept.revoked_ms is not None and kept.revoked_ms >= kept.paired_ms
    # A new link with the same token (the station restarted too) is still refused.
    again = _link(director, station.session.journal, tmp_path / "station", 2)
    try:
        qtbot.waitUntil(lambda: again.status().startswith("refused"), timeout=WAIT_MS)
        assert "revoked" in again.status()
        qtbot.wait(300)
        assert len(director.stored) == stored and again.connections == 0
    finally:
        again.close()
        station.close()


def test_last_seen_is_kept_when_a_station_leaves(
    qtbot: QtBot, tmp_path: Path, director: Director
) -> None:
    station = _station(tmp_path / "station")
    link = _link(
        director,
        station.session.journal,
        tmp_path / "station",
        1,
        director.hub.registry.new_code(1, wall_ms()),
    )
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
    finally:
        link.close()
        station.close()
    qtbot.waitUntil(lambda: director.hub.registry.devices[0].last_seen_ms is not None)
    seen = director.hub.registry.devices[0].last_seen_ms
    assert DeviceStore(director.folder / FILE_NAME).load().devices[0].last_seen_ms == seen


def test_an_unreadable_devices_file_is_set_aside_and_the_room_starts_empty(
    tmp_path: Path,
) -> None:
    path = tmp_path / FILE_NAME
    path.write_text('{"format": 1, "devices": [{"device_id": "x"}]}')  # no token hash
    store = DeviceStore(path)
    registry = store.load()
    assert registry.devices == ()
    assert "device 1" in store.problem and "pair again" in store.problem
    (aside,) = tmp_path.glob(f"{FILE_NAME}.unreadable-*")
    assert "device_id" in aside.read_text()  # nothing deleted
    assert not path.exists()

    path.write_text("not json")
    assert DeviceStore(path).load().devices == ()
    assert len(list(tmp_path.glob(f"{FILE_NAME}.unreadable-*"))) == 2


def test_the_first_format_with_a_revoked_flag_still_loads(tmp_path: Path) -> None:
    record = {
        "device_id": "abc",
        "role": "station",
        "table": 4,
        "name": "t4",
        "token_hash": "0" * 64,
        "paired_ms": 5,
        "revoked": True,
    }
    (tmp_path / FILE_NAME).write_text(json.dumps({"format": 1, "devices": [record]}))
    (device,) = DeviceStore(tmp_path / FILE_NAME).load().devices
    assert device.revoked and device.table == 4
