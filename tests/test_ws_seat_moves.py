"""Seat moves across a Wi-Fi cut (loopback, real sockets, a relay the test cuts): the director
moves players away from table 1 while its station is offline; the station goes on dealing; when
the link returns the station's hands reach the director (they stand), the director's moves reach
the station (each once, after its hands), and the player who played after being moved is shown
to both as a conflict the director confirms. The station's clock runs 5 minutes ahead."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.relay import Relay
from pytestqt.qtbot import QtBot
from test_station_link import WAIT_MS, _delivered, _open_for_writing
from test_table_reports import _director

from dealer_assist.core.events import new_event_id
from dealer_assist.core.hand.hand_events import ActionKind
from dealer_assist.core.hand.hand_state import Stakes
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_level import fixed_level
from dealer_assist.core.table.station_room import station_room
from dealer_assist.house_books import house_rules
from dealer_assist.store.table_session import TableSession
from dealer_assist.sync import station_link
from dealer_assist.sync.hub import Hub
from dealer_assist.sync.move_conflicts import director_conflicts
from dealer_assist.sync.protocol import ProtocolError, decode, encode
from dealer_assist.sync.room_devices import RoomDevices
from dealer_assist.sync.station_link import StationLink
from dealer_assist.sync.table_mirror import TableMirrors
from dealer_assist.sync.tournament_replica import TournamentReplica, journal_source
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.ui.director.devices_panel import DevicesPanel
from dealer_assist.wall_time import system_now_ms as wall_ms

SKEW_MS = 5 * 60_000  # the station's clock is five minutes fast


def station_ms() -> int:
    return wall_ms() + SKEW_MS


class Room:
    """The director: its tournament (players seated at table 1, table 2 empty), the mirrors of
    the tables' journals, and the server feeding stations its journal."""

    def __init__(self, folder: Path) -> None:
        self.session = _director(folder)
        state = self.session.state
        self.session.execute(r.cmd_set_tables(state.room, wall_ms(), {1: 9, 2: 9}))
        ids = {p.name: p.player_id for p in state.roster.players}
        seats = {"Ana": 1, "Ben": 2, "Chloe": 3, "Dev": 4, "Eun": 5, "Femi": 6}
        self.ids = ids
        self.session.execute(
            r.SeatsAssigned(
                event_id=new_event_id(),
                at_ms=wall_ms(),
                seats={ids[name]: (1, seat) for name, seat in seats.items()},
            )
        )
        self.mirrors = TableMirrors(
            lambda table: folder / "tables" / f"friday-table-{table}.journal", _open_for_writing
        )
        self.hub = Hub(
            event_sink=self.mirrors, journal_source=journal_source(lambda: self.session.journal)
        )
        self.server = DirectorServer(self.hub, host="127.0.0.1", port=0)
        assert self.server.listen(), self.server.error

    def move(self, name: str, seat: int) -> None:
        """Move `name` from table 1 to table 2's `seat` (as balancing would), and tell the room."""
        _, from_seat = self.session.state.room.seat_of(self.ids[name])
        self.session.execute(
            r.MovesMade(
                event_id=new_event_id(),
                at_ms=wall_ms(),
                moves=((self.ids[name], 1, from_seat, 2, seat, "balance"),),
            )
        )
        self.server.publish(self.session.state)

    def conflicts(self) -> list:
        offsets = {
            d.table: self.hub.device_offsets[d.device_id]
            for d in self.hub.registry.devices
            if d.device_id in self.hub.device_offsets
        }
        return director_conflicts(
            self.session.state,
            self.session.journal.events,
            self.mirrors.events,
            house_rules("ubetcha"),
            offsets,
        )

    def close(self) -> None:
        self.server.close()
        self.mirrors.close()
        self.session.close()


@pytest.fixture
def room(qtbot: QtBot, tmp_path: Path) -> Iterator[Room]:
    made = Room(tmp_path / "director")
    yield made
    made.close()
    qtbot.wait(20)


@pytest.fixture(autouse=True)
def _quick_link(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(station_link, "FIRST_RETRY_MS", 50)
    monkeypatch.setattr(station_link, "LONGEST_RETRY_MS", 300)
    monkeypatch.setattr(station_link, "ANSWER_TIMEOUT_MS", 1_000)  # a cut noticed in 1 s
    monkeypatch.setattr(station_link, "wall_ms", station_ms)


def _station(folder: Path) -> TableSession:
    station = TableSession.open(
        folder / "tables" / "friday-table-1.journal",
        house_rules("ubetcha"),
        now_ms=station_ms,
        level=fixed_level(Stakes(100, 200)),
    )
    station.open_demo()
    return station


def _play_a_quiet_hand(station: TableSession) -> None:
    """Everyone folds to the big blind."""
    station.deal()
    while (hand := station.hand) is not None and hand.to_act is not None:
        station.act(ActionKind.FOLD)
    station.award(None)
    station.settle()


def _caught_up(link: StationLink, room: Room) -> bool:
    return _delivered(link) and link.tournament.seq == room.session.journal.last_seq


def test_moves_made_during_a_cut_reach_the_station_after_its_hands_and_a_conflict_shows(
    qtbot: QtBot, tmp_path: Path, room: Room
) -> None:
    station = _station(tmp_path / "station")
    relay = Relay(room.server.port)
    code = room.hub.registry.new_code(1, wall_ms())
    link = StationLink(
        station.session.journal,
        "127.0.0.1",
        relay.port,
        table=1,
        folder=tmp_path / "station",
        pair_code=code,
    )
    link.start()
    try:
        qtbot.waitUntil(lambda: _caught_up(link, room), timeout=WAIT_MS)
        assert link.tournament.state is not None
        assert link.tournament.state.room.table(1).seat_of(room.ids["Eun"]) == 5
        assert abs(link.director_offset_ms - SKEW_MS) < 1_000
        qtbot.waitUntil(lambda: bool(room.hub.device_offsets), timeout=WAIT_MS)
        connections = link.connections

        relay.cut = True  # the Wi-Fi goes
        room.move("Eun", 3)  # before the hand: Eun plays at table 1 after his move
        time.sleep(0.02)
        _play_a_quiet_hand(station)
        time.sleep(0.02)
        room.move("Femi", 4)  # after the hand: Femi played nothing since
        assert link.tournament.state.room.pending == ()  # nothing arrived
        qtbot.waitUntil(lambda: not link.online, timeout=WAIT_MS)  # the batch went unanswered
        assert link.status().startswith("offline,")
        attempts = relay.accepted
        qtbot.waitUntil(lambda: relay.accepted > attempts, timeout=WAIT_MS)  # one hangs, cut

        relay.cut = False  # back: the hung attempt is dropped unwelcomed, the next one works
        qtbot.waitUntil(lambda: _caught_up(link, room), timeout=WAIT_MS)
        assert link.connections > connections

        # The hands stand: every station event is in the director's mirror.
        mirrored = {e.event_id for e in room.mirrors.events(1)}
        assert {e.event_id for e in station.session.journal.events()} <= mirrored
        # The moves reached the station: both leave table 1, after the hand he played.
        seen = station_room(link.tournament.state, 1, station.table)
        assert {d.name for d in seen.departures} == {"Eun", "Femi"}
        # Eun played after his move: shown to the station and to the director, alike.
        (at_station,) = link.conflicts()
        (at_director,) = room.conflicts()
        assert at_station.name == at_director.name == "Eun"
        assert at_station.hands == at_director.hands and len(at_station.hands) == 1
        assert at_station.key == at_director.key
        assert link.status() == f"online · {at_station.words()}"  # the station's line
        assert "played 1 hand there since" in at_director.words()

        # The director confirms it on the Devices tab; the move stays, nothing is undone.
        model = RoomDevices(room.hub, now_ms=wall_ms, conflicts=room.conflicts)
        panel = DevicesPanel(model, now_ms=wall_ms)
        qtbot.addWidget(panel)
        panel.resize(1100, 500)
        panel.show_conflicts()
        assert panel.conflict_box.isVisibleTo(panel)
        if os.environ.get("DEALER_ASSIST_SCREENSHOTS"):  # kept where a person looks at it
            panel.grab().save(os.path.join(os.environ["DEALER_ASSIST_SCREENSHOTS"], "conflict.png"))
        (confirm,) = panel.confirm_buttons()
        confirm.click()
        assert not panel.conflict_box.isVisibleTo(panel) and model.conflicts() == []
        assert len(room.session.state.room.pending) == 2
    finally:
        link.close()
        relay.close()
        station.close()


def test_a_replica_takes_the_journal_in_order_and_once(room: Room) -> None:
    """Out of step or another tournament's middle: refused, and the replica starts over."""
    records = [(rec.seq, rec.event) for rec in room.session.journal.records(0)]
    journal_id = room.session.journal.journal_id
    from dealer_assist.sync.protocol import Role, journal_messages

    def message(after: int, part: list) -> object:
        (text,) = journal_messages(journal_id, after, part)
        return decode(text, sender=Role.DIRECTOR)

    replica = TournamentReplica()
    assert replica.apply(message(0, records[:3]))
    assert replica.seq == records[2][0]
    with pytest.raises(ProtocolError, match="goes on from"):
        replica.apply(message(records[4][0], records[5:]))  # a gap
    assert replica.state is None and replica.seq == 0  # starts over on the next connection
    replica.apply(message(0, records))
    assert replica.state == room.session.state
    other = decode(
        encode("journal", journal="other", after=5, upto=6, events=[]), sender=Role.DIRECTOR
    )
    with pytest.raises(ProtocolError, match="another tournament"):
        replica.apply(other)


def test_journal_messages_fit_the_limit(room: Room) -> None:
    from dealer_assist.sync.protocol import MAX_MESSAGE_BYTES, Role, journal_messages

    records = [(rec.seq, rec.event) for rec in room.session.journal.records(0)] * 40
    records = [(n + 1, event) for n, (_, event) in enumerate(records)]
    texts = journal_messages("j", 0, records)
    assert len(texts) > 1 and all(len(t.encode()) <= MAX_MESSAGE_BYTES for t in texts)
    decoded = [decode(t, sender=Role.DIRECTOR) for t in texts]
    assert decoded[0]["after"] == 0
    assert [m["after"] for m in decoded[1:]] == [m["upto"] for m in decoded[:-1]]
    assert decoded[-1]["upto"] == len(records)


def test_the_hub_sends_a_station_only_what_it_lacks(room: Room) -> None:
    """On hello: what follows the station's position (all of it for another journal); at
    each change: only what is new, once."""
    from dealer_assist.sync.protocol import Role

    hub = Hub(journal_source=journal_source(lambda: room.session.journal))
    _, token = hub.registry.pair(hub.registry.new_code(1, 0), 1, "t1", 0)
    journal_id = room.session.journal.journal_id
    last = room.session.journal.last_seq

    def hello(conn: int, **held: object) -> list:
        hub.open(conn, "10.0.0.9", wall_ms())
        text = encode("hello", role="station", token=token, table=1, **held)
        replies = [decode(r, sender=Role.DIRECTOR) for r in hub.receive(conn, text, 0).replies]
        return [m for m in replies if m.type == "journal"]

    (everything,) = hello(1)
    assert everything["after"] == 0 and everything["upto"] == last
    (rest,) = hello(2, journal=journal_id, since=last - 2)
    assert rest["after"] == last - 2 and len(rest["events"]) == 2
    assert hello(3, journal=journal_id, since=last) == []  # nothing it lacks
    (fresh,) = hello(4, journal="another night", since=last)
    assert fresh["after"] == 0 and fresh["upto"] == last

    room.move("Ben", 1)
    feed = hub.journal_feed()
    assert sorted(feed) == [1, 2, 3, 4]
    for texts in feed.values():
        (news,) = [decode(t, sender=Role.DIRECTOR) for t in texts]
        assert news["after"] == last and news["upto"] == last + 1
    assert hub.journal_feed() == {}  # once
