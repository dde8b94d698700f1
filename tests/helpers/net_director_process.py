"""The director as its own process for the network night ([10/13]): a tournament in its data
folder (PLAYERS entered, three tables of nine, seats drawn, the clock started), served on
127.0.0.1 (displays, browsers, paired stations; the stations' events land in its mirrors of
their journals, which it follows as the director's window does), its devices kept.

Usage: python net_director_process.py DATA_FOLDER PLAYERS

Commands (answers: one JSON line, see line_process): `code N` a pairing code for table N;
`poll_until_left N` record the stations' reports until N players are left; `poll_until_settled`
until no move is pending; `balance` balance the room (the moves made); `state` the room as the
director has it; `conflicts` the seat moves that crossed an outage; `mirror N` the event ids of
table N's mirror; `quit`.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtCore import QCoreApplication  # noqa: E402

from dealer_assist.app import create_tournament, structure_text  # noqa: E402
from dealer_assist.core import entries as e  # noqa: E402
from dealer_assist.core import tournament as t  # noqa: E402
from dealer_assist.core.seating import room as r  # noqa: E402
from dealer_assist.house_books import house_rules  # noqa: E402
from dealer_assist.store.journal import Journal  # noqa: E402
from dealer_assist.store.library import TournamentLibrary  # noqa: E402
from dealer_assist.store.table_reports import TableReporter  # noqa: E402
from dealer_assist.sync.device_store import FILE_NAME, DeviceStore  # noqa: E402
from dealer_assist.sync.hub import Hub  # noqa: E402
from dealer_assist.sync.move_conflicts import director_conflicts  # noqa: E402
from dealer_assist.sync.table_mirror import TableMirrors  # noqa: E402
from dealer_assist.sync.tournament_replica import journal_source  # noqa: E402
from dealer_assist.sync.ws_server import DirectorServer  # noqa: E402
from dealer_assist.wall_time import system_now_ms as wall_ms  # noqa: E402
from helpers.line_process import pump_until, serve  # noqa: E402

TABLES = (1, 2, 3)


class NetDirector:
    def __init__(self, folder: Path, players: int) -> None:
        self.folder = folder
        self.rules = house_rules("ubetcha")
        library = TournamentLibrary(folder / "tournaments")
        self.session, _ = create_tournament(
            library, "Network night", "ubetcha", structure_text("demo"), wall_ms()
        )
        self.execute(e.cmd_settings(self.state, wall_ms(), buy_in=20))
        for n in range(1, players + 1):
            registered = e.cmd_register(self.state, wall_ms(), f"Player {n:02d}")
            self.execute(registered)
            self.execute(e.cmd_buy_in(self.state, self.rules, wall_ms(), registered.player_id))
        self.execute(r.cmd_set_tables(self.state.room, wall_ms(), dict.fromkeys(TABLES, 9)))
        playing = [p.player_id for p in self.state.roster.playing]
        self.execute(
            r.cmd_draw_seats(self.state.room, self.rules, wall_ms(), playing, random.Random(10))
        )
        self.execute(t.cmd_start(self.state, wall_ms()))
        self.tables = folder / "tables"
        self.mirrors = TableMirrors(self.mirror_path, lambda p: Journal.open(p, create=True))
        self.hub = Hub(
            DeviceStore(folder / FILE_NAME).load(),
            event_sink=self.mirrors,
            journal_source=journal_source(lambda: self.session.journal),
        )
        self.server = DirectorServer(self.hub, host="127.0.0.1", port=0)
        assert self.server.listen(), self.server.error
        self.server.publish(self.state)
        self.reporters: dict[int, TableReporter] = {}

    @property
    def state(self) -> Any:
        return self.session.state

    def execute(self, event: Any) -> None:
        self.session.execute(event)
        if hasattr(self, "server"):
            self.server.publish(self.state)

    def mirror_path(self, table: int) -> Path:
        return self.tables / f"{self.session.journal.path.stem}-table-{table}.journal"

    def poll(self) -> int:
        """Record what the stations reported (as the director's window does each second)."""
        recorded = 0
        for table in TABLES:
            if table not in self.reporters and self.mirror_path(table).exists():
                self.reporters[table] = TableReporter(self.mirror_path(table), table, self.rules)
        for reporter in self.reporters.values():
            for event in reporter.poll(self.state, self.session.has_seen):
                if not self.session.has_seen(event.event_id):
                    self.execute(event)
                    recorded += 1
        return recorded

    def poll_until(self, done: Any) -> None:
        def polled() -> bool:
            self.poll()
            return bool(done())

        pump_until(polled, timeout_s=30)

    def name(self, player_id: str) -> str:
        return str(self.state.roster.get(player_id).name)

    def handle(self, line: str) -> dict[str, Any]:
        command, _, argument = line.partition(" ")
        if command == "code":
            return {"code": self.hub.registry.new_code(int(argument), wall_ms())}
        if command == "poll_until_left":
            self.poll_until(lambda: self.state.players_left == int(argument))
        elif command == "poll_until_settled":
            self.poll_until(lambda: not self.state.room.pending)
        elif command == "balance":
            moves = r.cmd_balance(self.state.room, self.rules, wall_ms())
            if moves is not None:
                self.execute(moves)
        elif command == "conflicts":
            offsets = {
                d.table: self.hub.device_offsets[d.device_id]
                for d in self.hub.registry.devices
                if d.device_id in self.hub.device_offsets
            }
            found = director_conflicts(
                self.state, self.session.journal.events, self.mirrors.events, self.rules, offsets
            )
            return {"conflicts": [[c.name, c.move.to_table, len(c.hands)] for c in found]}
        elif command == "mirror":
            return {"ids": [event.event_id for event in self.mirrors.events(int(argument))]}
        elif command != "state":
            raise ValueError(f"unknown command {command!r}")
        return self.summary()

    def summary(self) -> dict[str, Any]:
        state = self.state
        return {
            "players_left": state.players_left,
            "seq": self.session.journal.last_seq,
            "tables": {
                str(tb.table): sorted(self.name(p) for p in tb.players.values())
                for tb in state.room.tables
            },
            "pending": [
                [self.name(m.player_id), m.from_table, m.to_table] for m in state.room.pending
            ],
            "devices": sorted(row.role for row in self.hub.devices()),
        }

    def close(self) -> None:
        self.server.close()
        for reporter in self.reporters.values():
            reporter.close()
        self.mirrors.close()
        self.session.close()


def main() -> int:
    QCoreApplication(sys.argv[:1])
    director = NetDirector(Path(sys.argv[1]), int(sys.argv[2]))
    try:
        return serve(director.handle, {"port": director.server.port, **director.summary()})
    finally:
        director.close()
        time.sleep(0.05)


if __name__ == "__main__":
    sys.exit(main())
