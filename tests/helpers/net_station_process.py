"""A table's station on its own machine for the network night ([10/13]): its own data folder,
joined to the director over the network (`StationLink`: paired with a code, its journal's
events sent up, the director's tournament followed), seating and sending off the players the
director's room asks for as `station_process` does from a shared folder.

Usage: python net_station_process.py DATA_FOLDER HOST PORT TABLE CODE

Commands: those of `station_process` (`follow`, `bust NAME`, `fold`), and `sync` (wait until
every event is delivered and the director's journal caught up to seq N: `sync N`), `status`
(the station's line and its seat-move conflicts), `ids` (its journal's event ids), `quit`.
Every answer carries the stacks, the station's line and the director's seq it holds.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtCore import QCoreApplication  # noqa: E402

from dealer_assist.core.hand.hand_state import Stakes  # noqa: E402
from dealer_assist.core.table.station_level import fixed_level  # noqa: E402
from dealer_assist.core.tournament import TournamentState  # noqa: E402
from dealer_assist.house_books import house_rules  # noqa: E402
from dealer_assist.store.table_session import TableSession  # noqa: E402
from dealer_assist.sync import station_link  # noqa: E402
from dealer_assist.sync.station_link import StationLink  # noqa: E402
from helpers.line_process import pump_until, serve  # noqa: E402
from helpers.station_process import StationProcess, now_ms  # noqa: E402

station_link.ANSWER_TIMEOUT_MS = 2_000  # a dead Wi-Fi noticed in 2 s, not 10
station_link.LONGEST_RETRY_MS = 1_000


class NetStation(StationProcess):
    def __init__(self, folder: Path, host: str, port: int, number: int, code: str) -> None:
        self.number = number
        self.session = TableSession.open(
            folder / "tables" / f"table-{number}.journal",
            house_rules("ubetcha"),
            now_ms=now_ms,
            level=fixed_level(Stakes(100, 200)),
        )
        self.session.open_table(f"Table {number}", 9)
        self.rng = random.Random(number)
        self.link = StationLink(
            self.session.session.journal, host, port, table=number, folder=folder, pair_code=code
        )
        self.link.start()
        pump_until(lambda: self.link.online and self.link.tournament.state is not None)

    def director_state(self) -> TournamentState:
        """The director's tournament as this station last received it (over the network)."""
        state = self.link.tournament.state
        assert state is not None
        return state

    def delivered(self) -> bool:
        link = self.link
        return link.online and link.queued() == 0 and link._in_flight is None

    def handle(self, line: str) -> dict[str, Any]:
        command, _, argument = line.partition(" ")
        answer: dict[str, Any] = {}
        if command == "sync":
            seq = int(argument or 0)
            pump_until(lambda: self.delivered() and self.link.tournament.seq >= seq, 30)
        elif command == "status":
            answer["conflicts"] = [
                [c.name, c.move.to_table, len(c.hands)] for c in self.link.conflicts()
            ]
        elif command == "ids":
            answer["ids"] = [e.event_id for e in self.session.session.journal.events()]
        else:
            answer = super().handle(line)
        answer.update(stacks=self.stacks(), line=self.link.status(), seq=self.link.tournament.seq)
        return answer

    def close(self) -> None:
        self.link.close()
        self.session.close()


def main() -> int:
    QCoreApplication(sys.argv[:1])
    folder, host, port, table, code = sys.argv[1:6]
    station = NetStation(Path(folder), host, int(port), int(table), code)
    try:
        return serve(station.handle, {"ready": int(table)})
    finally:
        station.close()


if __name__ == "__main__":
    sys.exit(main())
