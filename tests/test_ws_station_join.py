"""A station joined to a director over the network (`table --join HOST:PORT --table N --pair
CODE`) on a machine with no tournament of its own: a real director server in this process, the
station in its own process and its own empty data folder, a relay between them the test cuts
like the venue's Wi-Fi.

The station opens the director's table N (its journal named by his tournament journal, his seat
count, his players seated, never the demo's), its hands reach the director as table N's, the
director's moves made during a cut reach its seat ring when the link returns, with the conflict
line, and restarted during an outage it opens the same table at once from what it kept."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.line_process import Child
from helpers.relay import Relay
from helpers.tournaments import DEMO
from pytestqt.qtbot import QtBot
from test_station_link import _open_for_writing

from dealer_assist.app import create_tournament
from dealer_assist.core import entries as e
from dealer_assist.core import tournament as t
from dealer_assist.core.events import new_event_id
from dealer_assist.core.seating import room as r
from dealer_assist.core.table.station_decide import DEMO_PLAYERS
from dealer_assist.core.table.station_level import tournament_level
from dealer_assist.house_books import house_rules
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.sync.hub import Hub
from dealer_assist.sync.table_mirror import TableMirrors
from dealer_assist.sync.tournament_replica import journal_source
from dealer_assist.sync.ws_server import DirectorServer
from dealer_assist.wall_time import system_now_ms as wall_ms

SEATS = {"Hana": 1, "Ivo": 2, "Jun": 4, "Kofi": 5, "Lena": 7, "Mads": 8}
TABLE_SEATS = 8  # not the book's nine: the station takes the director's count
STATION = 2  # the table the station runs (not 1: the table number is the one asked)
ANSWER_MS = 60_000


class Director:
    """The director's laptop: a tournament (six players at table 2, table 1 empty, the clock
    running), the mirrors of the tables' journals and the server that feeds stations."""

    def __init__(self, folder: Path) -> None:
        rules = house_rules("ubetcha")
        library = TournamentLibrary(folder / "tournaments")
        self.session, _ = create_tournament(library, "Saturday deep", "ubetcha", DEMO, wall_ms())
        self.execute(e.cmd_settings(self.state, wall_ms(), buy_in=20))
        for name in SEATS:
            registered = e.cmd_register(self.state, wall_ms(), name)
            self.execute(registered)
            self.execute(e.cmd_buy_in(self.state, rules, wall_ms(), registered.player_id))
        self.ids = {p.name: p.player_id for p in self.state.roster.players}
        self.execute(r.cmd_set_tables(self.state.room, wall_ms(), {1: 9, 2: TABLE_SEATS}))
        seats = {self.ids[name]: (STATION, seat) for name, seat in SEATS.items()}
        self.execute(r.SeatsAssigned(event_id=new_event_id(), at_ms=wall_ms(), seats=seats))
        self.execute(t.cmd_start(self.state, wall_ms()))
        self.mirrors = TableMirrors(
            lambda table: folder / "tables" / f"saturday-table-{table}.journal", _open_for_writing
        )
        self.hub = Hub(
            event_sink=self.mirrors, journal_source=journal_source(lambda: self.session.journal)
        )
        self.server = DirectorServer(self.hub, host="127.0.0.1", port=0)
        assert self.server.listen(), self.server.error

    @property
    def state(self) -> Any:
        return self.session.state

    def execute(self, event: Any) -> None:
        self.session.execute(event)
        if hasattr(self, "server"):
            self.server.publish(self.state)

    def move(self, name: str, to_table: int, to_seat: int) -> None:
        table, seat = self.state.room.seat_of(self.ids[name])
        move = (self.ids[name], table, seat, to_table, to_seat, "balance")
        self.execute(r.MovesMade(event_id=new_event_id(), at_ms=wall_ms(), moves=(move,)))

    def level_text(self) -> str:
        return tournament_level(lambda: self.state)(wall_ms()).text

    def close(self) -> None:
        self.server.close()
        self.mirrors.close()
        self.session.close()


@pytest.fixture
def director(qtbot: QtBot, tmp_path: Path) -> Iterator[Director]:
    made = Director(tmp_path / "director")
    yield made
    made.close()
    qtbot.wait(20)


def _meanwhile(qtbot: QtBot, work: Callable[[], Any]) -> Any:
    """`work()` in a thread while this process's event loop runs (the director and the relay
    live here: a station process waiting on them must not wait on a blocked test)."""
    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = work()
        except BaseException as error:  # noqa: BLE001 (raised again on the test's thread)
            box["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=ANSWER_MS)
    if "error" in box:
        raise box["error"]
    return box["value"]


def _start_station(qtbot: QtBot, folder: Path, port: int, code: str) -> Child:
    return _meanwhile(
        qtbot,
        lambda: Child("net_join_station_process.py", folder, "127.0.0.1", port, STATION, code),
    )


def _ask(qtbot: QtBot, station: Child, command: str) -> dict[str, Any]:
    return _meanwhile(qtbot, lambda: station.send(command))


def _names(state: dict[str, Any]) -> dict[int, str]:
    return {int(n): name for n, (name, _note, _expected) in state["seats"].items() if name}


def _notes(state: dict[str, Any]) -> dict[str, str]:
    return {name: note for name, note, _expected in state["seats"].values() if name}


def test_a_joined_station_deals_the_directors_table_through_a_cut_and_a_restart(
    qtbot: QtBot, tmp_path: Path, director: Director
) -> None:
    relay = Relay(director.server.port)
    folder = tmp_path / "station"  # empty: this machine has no tournament
    station = _start_station(
        qtbot, folder, relay.port, director.hub.registry.new_code(STATION, wall_ms())
    )
    try:
        seen = _ask(qtbot, station, "state")
        journal_id = director.session.journal.journal_id
        assert seen["journal"] == f"{journal_id}-table-2.journal"
        assert _names(seen) == {seat: name for name, seat in SEATS.items()}
        assert not set(_names(seen).values()) & {name for name, _ in DEMO_PLAYERS}
        assert "Table 2 · Saturday deep" in seen["title"]
        assert seen["level"] == director.level_text()
        assert seen["line"].startswith("online")

        # A hand it deals reaches the director as table 2's (his mirror of table 2).
        _ask(qtbot, station, "hand")
        ids = set(_ask(qtbot, station, "ids")["ids"])
        qtbot.waitUntil(
            lambda: ids <= {x.event_id for x in director.mirrors.events(STATION)}, timeout=10_000
        )
        assert not {x.event_id for x in director.mirrors.events(1)}

        # The Wi-Fi goes: Lena is moved to table 1, then plays a hand at table 2.
        relay.cut = True
        director.move("Lena", 1, 3)
        qtbot.wait(50)  # a dealer deals seconds later, not in the same millisecond
        _ask(qtbot, station, "hand")  # its batch goes unanswered: the station sees the cut
        qtbot.waitUntil(lambda: not _ask(qtbot, station, "state")["online"], timeout=15_000)
        cut = _ask(qtbot, station, "state")
        assert cut["line"].startswith("offline, ") and _notes(cut)["Lena"] == ""

        relay.cut = False  # back: the move reaches the ring, the conflict line shows
        back = _ask(qtbot, station, f"wait_seq {director.session.journal.last_seq}")
        assert _notes(back)["Lena"] == "TO T1"
        assert "Lena was moved to table 1 seat 3 while table 2 was offline" in back["line"]
        assert back["line"].startswith("online")
        ids = set(_ask(qtbot, station, "ids")["ids"])
        qtbot.waitUntil(
            lambda: ids <= {x.event_id for x in director.mirrors.events(STATION)}, timeout=10_000
        )

        # Restarted while the Wi-Fi is down: the same table opens at once from what it kept.
        _meanwhile(qtbot, station.close)
        relay.cut = True
        station = _start_station(qtbot, folder, relay.port, "unused")
        again = _ask(qtbot, station, "state")
        assert again["journal"] == seen["journal"]
        assert _names(again) == _names(back) and _notes(again)["Lena"] == "TO T1"
        assert again["level"] == director.level_text()
        assert again["line"].startswith("offline, 0 queued")
        _ask(qtbot, station, "hand")  # it keeps dealing
        assert _ask(qtbot, station, "state")["line"].startswith("offline, ")
        relay.cut = False
        done = _ask(qtbot, station, f"wait_seq {director.session.journal.last_seq}")
        assert done["queued"] == 0
        ids = set(_ask(qtbot, station, "ids")["ids"])
        qtbot.waitUntil(
            lambda: ids <= {x.event_id for x in director.mirrors.events(STATION)}, timeout=10_000
        )
    finally:
        _meanwhile(qtbot, station.close)
        relay.close()


def test_a_first_join_that_cannot_reach_the_director_says_so_and_opens_nothing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from dealer_assist.app_station import StationOpenError, open_joined_station

    relay = Relay(1)  # nothing listens behind it: connections are taken and go nowhere
    relay.cut = True
    try:
        with pytest.raises(
            StationOpenError, match=f"cannot reach the director at 127.0.0.1:{relay.port}"
        ):
            open_joined_station(
                str(tmp_path), None, wall_ms, table=3, join=("127.0.0.1", relay.port), pair="AB12",
                wait_s=0.5,
            )  # fmt: skip
    finally:
        relay.close()
    assert not (tmp_path / "tables").exists() or not list((tmp_path / "tables").iterdir())


def test_a_refused_first_join_says_why(qtbot: QtBot, tmp_path: Path, director: Director) -> None:
    from dealer_assist.app_station import StationOpenError, open_joined_station

    with pytest.raises(StationOpenError, match="refused"):
        open_joined_station(
            str(tmp_path), None, wall_ms, table=1, join=("127.0.0.1", director.server.port),
            pair="WRONG1", wait_s=10,
        )  # fmt: skip
    assert not list((tmp_path / "tables").glob("*.journal"))


def test_a_station_stops_when_the_director_serves_another_tournament(
    qtbot: QtBot, tmp_path: Path, director: Director
) -> None:
    """Its table belongs to the tournament it opened: it sends no hand into another one, keeps
    showing its own, and says why; a restart opens the new tournament's table."""
    from dealer_assist.app_station import open_joined_station

    code = director.hub.registry.new_code(STATION, wall_ms())
    join = ("127.0.0.1", director.server.port)
    folder = str(tmp_path / "station")
    session, follower, link = open_joined_station(
        folder, None, wall_ms, table=STATION, join=join, pair=code
    )
    first = director.session.journal.journal_id
    try:
        qtbot.waitUntil(lambda: link.online and link.queued() == 0, timeout=10_000)
        library = TournamentLibrary(tmp_path / "director" / "tournaments")
        old = director.session
        director.session, _ = create_tournament(library, "Sunday turbo", "ubetcha", DEMO, wall_ms())
        director.server.publish(director.state)
        qtbot.waitUntil(lambda: bool(link.refused), timeout=10_000)
        assert "another tournament" in link.status()
        assert follower.state is not None and follower.state.name == "Saturday deep"
        director.session, old = old, director.session  # closed by the fixture
        old.close()
    finally:
        link.close()
        session.close()
    again, follower, link = open_joined_station(
        folder, None, wall_ms, table=STATION, join=join, pair=None
    )
    try:
        assert follower.state is not None and follower.state.name == "Sunday turbo"
        assert again.session.journal.path.name != f"{first}-table-2.journal"
        assert again.session.journal.path.name.endswith("-table-2.journal")
    finally:
        link.close()
        again.close()
