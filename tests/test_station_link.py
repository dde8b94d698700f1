"""A station joined to the director over the network (loopback, real sockets): its table's
events reach the director's mirror of its journal, the bust-out is recorded in the
tournament, a cut mid-stream delivers each event once, and a token writes its table only."""

from __future__ import annotations

import stat
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_table_reports import _director, _eun, _play_a_bust, _station

from dealer_assist.core.events import Event
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.house_books import house_rules
from dealer_assist.store.journal import Journal
from dealer_assist.store.table_reports import TableReporter
from dealer_assist.store.table_session import TableSession
from dealer_assist.sync import station_link
from dealer_assist.sync.hub import Hub, Peer
from dealer_assist.sync.station_link import StationLink, outbox_path, token_path
from dealer_assist.sync.table_mirror import TableMirrors
from dealer_assist.sync.ws_server import DirectorServer

WAIT_MS = 8_000


def _open_for_writing(path: Path) -> Journal:
    return Journal.open(path, create=True)


class Room:
    """The director's side: a server whose station events go to the table mirrors."""

    def __init__(self, folder: Path) -> None:
        self.tables = folder / "tables"
        self.calls: list[int] = []
        self.on_store: list = []  # callables run after a batch is stored (a cut, in a test)
        self.mirrors = TableMirrors(
            lambda table: self.tables / f"friday-table-{table}.journal", _open_for_writing
        )
        self.hub = Hub(event_sink=self._sink)
        self.server = DirectorServer(self.hub, host="127.0.0.1", port=0)
        assert self.server.listen(), self.server.error

    def _sink(self, peer: Peer, events: Sequence[Event]) -> list[str]:
        ids = self.mirrors(peer, events)
        self.calls.append(len(events))
        for hook in list(self.on_store):
            hook(len(self.calls))
        return ids

    def mirror(self, table: int) -> Path:
        return self.tables / f"friday-table-{table}.journal"

    def mirror_ids(self, table: int) -> list[str]:
        path = self.mirror(table)
        if table in self._open_tables():
            journal = self.mirrors._open[path]
            return [e.event_id for e in journal.events()]  # type: ignore[attr-defined]
        return []

    def _open_tables(self) -> list[int]:
        return [int(p.stem.rsplit("-", 1)[1]) for p in self.mirrors.paths()]

    def close(self) -> None:
        self.server.close()
        self.mirrors.close()


@pytest.fixture
def room(qtbot: QtBot, tmp_path: Path) -> Iterator[Room]:
    served = Room(tmp_path / "director")
    yield served
    served.close()


def _link(room: Room, station: TableSession, folder: Path, table: int = 1, **kw) -> StationLink:
    link = StationLink(
        station.session.journal,
        "127.0.0.1",
        room.server.port,
        table=table,
        folder=folder,
        **kw,
    )
    link.start()
    return link


def _delivered(link: StationLink) -> bool:
    return link.online and link.queued() == 0 and link._in_flight is None


def test_a_paired_station_sends_a_bust_and_the_tournament_records_it(
    qtbot: QtBot, tmp_path: Path, room: Room
) -> None:
    director = _director(tmp_path / "director")
    station = _station(tmp_path / "station")
    folder = tmp_path / "station"
    code = room.hub.registry.new_code(1, station_link_now())
    link = _link(room, station, folder, pair_code=code)
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        assert link.status() == "online"
        token_file = token_path(folder, 1)
        assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
        assert token_file.read_text().strip() == link.token

        _play_a_bust(station)
        assert link.queued() > 0
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        assert room.mirror_ids(1) == [e.event_id for e in station.session.journal.events()]

        reporter = TableReporter(room.mirror(1), 1, house_rules("ubetcha"))
        try:
            for event in reporter.poll(director.state, director.has_seen):
                director.execute(event)
        finally:
            reporter.close()
        eun = _eun(director)
        assert eun.status is PlayerStatus.ELIMINATED
        assert eun.bust_start_chips == 4_200 and eun.bust_hand == "1"
        accepted = outbox_path(folder, 1)
        assert stat.S_IMODE(accepted.stat().st_mode) == 0o600
    finally:
        link.close()
        station.close()
        director.close()


def station_link_now() -> int:
    from dealer_assist.wall_time import system_now_ms as wall_ms

    return wall_ms()


def test_a_cut_mid_stream_delivers_each_event_once(
    qtbot: QtBot, tmp_path: Path, room: Room, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(station_link, "BATCH_EVENTS", 4)
    monkeypatch.setattr(station_link, "FIRST_RETRY_MS", 50)
    station = _station(tmp_path / "station")
    folder = tmp_path / "station"
    _, token = room.hub.registry.pair(room.hub.registry.new_code(1, 0), 1, "t1", 0)
    token_path(folder, 1).write_text(token)
    _play_a_bust(station)
    station_ids = [e.event_id for e in station.session.journal.events()]
    assert len(station_ids) > 12  # several batches

    cut: list[StationLink] = []

    def cut_after_storing(calls: int) -> None:
        if calls in (2, 4):  # stored, but the `accepted` is lost with the connection
            cut[0].reconnect_now()

    room.on_store.append(cut_after_storing)
    link = _link(room, station, folder)
    cut.append(link)
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        assert link.connections >= 3  # two cuts, two reconnections
        ids = room.mirror_ids(1)
        assert ids == station_ids  # each once, in the station's order
        assert len(room.calls) > len(station_ids) // 4  # some batches went twice
    finally:
        link.close()

    # The accepted position is kept: a new link (a restart) sends nothing again.
    again = _link(room, station, folder)
    try:
        qtbot.waitUntil(lambda: _delivered(again), timeout=WAIT_MS)
        assert again.sent_batches == 0
    finally:
        again.close()
        station.close()


def test_a_token_for_table_1_cannot_write_table_2(qtbot: QtBot, tmp_path: Path, room: Room) -> None:
    station = _station(tmp_path / "station")
    folder = tmp_path / "station"
    _, token = room.hub.registry.pair(room.hub.registry.new_code(1, 0), 1, "t1", 0)
    token_path(folder, 2).write_text(token)  # table 1's token, used for table 2
    link = _link(room, station, folder, table=2)
    try:
        qtbot.waitUntil(lambda: link.status().startswith("refused"), timeout=WAIT_MS)
        assert "table 1" in link.status()
        assert not room.mirror(2).exists() and room.calls == []
    finally:
        link.close()
        station.close()
    # And the mirror never takes a table from the message: only the token's.
    peer = Peer(1, "x", 0, 0, None, table=1)  # type: ignore[arg-type]
    ids = room.mirrors(peer, [])
    assert ids == [] and not room.mirror(2).exists()


def test_a_revoked_token_is_refused(qtbot: QtBot, tmp_path: Path, room: Room) -> None:
    station = _station(tmp_path / "station")
    folder = tmp_path / "station"
    device, token = room.hub.registry.pair(room.hub.registry.new_code(1, 0), 1, "t1", 0)
    token_path(folder, 1).write_text(token)
    link = _link(room, station, folder)
    try:
        qtbot.waitUntil(lambda: _delivered(link), timeout=WAIT_MS)
        before = len(room.mirror_ids(1))
        room.server.revoke(device.device_id)
        qtbot.waitUntil(lambda: link.status().startswith("refused"), timeout=WAIT_MS)
        assert "revoked" in link.status()
        _play_a_bust(station)
        qtbot.wait(700)
        assert len(room.mirror_ids(1)) == before
        assert not link.online
    finally:
        link.close()
        station.close()


def test_the_mirror_is_a_journal_the_director_writes(tmp_path: Path) -> None:
    mirrors = TableMirrors(
        lambda table: tmp_path / "tables" / f"x-table-{table}.journal", _open_for_writing
    )
    station = _station(tmp_path / "station")
    try:
        events = station.session.journal.events()
        peer = Peer(1, "x", 0, 0, None, table=3)  # type: ignore[arg-type]
        assert mirrors(peer, events) == [e.event_id for e in events]
        assert mirrors(peer, events) == [e.event_id for e in events]  # twice is once
        mirrors.close()
        with Journal.open(tmp_path / "tables" / "x-table-3.journal", read_only=True) as journal:
            assert [e.event_id for e in journal.events()] == [e.event_id for e in events]
    finally:
        station.close()
