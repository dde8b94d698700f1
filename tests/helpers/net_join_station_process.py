"""A table's station joined to a director as `dealer-assist table --join HOST:PORT --table N
--pair CODE` runs it, in its own data folder: `app_station.open_joined_station` (the director's
table journal, his players, his tournament followed) and the real window (offscreen), driven
one line at a time (see line_process).

Usage: python net_join_station_process.py DATA_FOLDER HOST PORT TABLE CODE

Commands: `state` (the journal's name, the title, the seat ring's names and tags, the level,
the station's line, the director's seq it holds); `hand` (a hand everyone folds to the big blind,
the button drawn first if need be); `ids` (its journal's event ids); `wait_seq N` (the event loop
runs until the director's journal up to seq N has arrived); `quit`.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from PySide6.QtWidgets import QApplication  # noqa: E402

from dealer_assist.app_station import open_joined_station, station_window  # noqa: E402
from dealer_assist.core.hand.hand_events import ActionKind  # noqa: E402
from dealer_assist.sync import station_link  # noqa: E402
from dealer_assist.wall_time import system_now_ms  # noqa: E402
from helpers.line_process import pump_until, serve  # noqa: E402

station_link.ANSWER_TIMEOUT_MS = 1_000  # a dead Wi-Fi noticed in 1 s, not 10
station_link.FIRST_RETRY_MS = 50
station_link.LONGEST_RETRY_MS = 300


class JoinedStation:
    def __init__(self, folder: Path, host: str, port: int, table: int, code: str) -> None:
        self.session, self.follower, self.link = open_joined_station(
            str(folder), None, system_now_ms, table=table, join=(host, port), pair=code
        )
        self.window = station_window(
            self.session, self.follower, system_now_ms, table=table, link=self.link
        )
        self.window.resize(1024, 600)
        self.window.show()

    def handle(self, line: str) -> dict[str, Any]:
        command, _, argument = line.partition(" ")
        if command == "hand":
            self.play_a_quiet_hand()
        elif command == "ids":
            return {"ids": [e.event_id for e in self.session.session.journal.events()]}
        elif command == "wait_seq":
            pump_until(lambda: self.link.online and self.link.tournament.seq >= int(argument))
            pump_until(lambda: self.link.queued() == 0)
        elif command != "state":
            raise ValueError(f"unknown command {command!r}")
        return self.state()

    def play_a_quiet_hand(self) -> None:
        session = self.session
        table = session.table
        if table is not None and table.hand_number == 0 and table.button_set is None:
            session.draw_for_button(random.Random(3))
        session.deal()
        while (hand := session.hand) is not None and hand.to_act is not None:
            session.act(ActionKind.FOLD)
        session.award(None)
        session.settle()

    def state(self) -> dict[str, Any]:
        self.window.poll_room()  # what the level timer does every two seconds
        seats = {
            str(n): [v.name, v.note, v.expected] for n, v in self.window.ring.view.seats.items()
        }
        level = self.session.level(system_now_ms())
        return {
            "journal": self.session.session.journal.path.name,
            "title": self.window.windowTitle(),
            "seats": seats,
            "level": level.text,
            "line": self.link.status(),
            "online": self.link.online,
            "seq": self.link.tournament.seq,
            "queued": self.link.queued(),
        }

    def close(self) -> None:
        self.link.close()
        self.window.close()
        self.session.close()


def main() -> int:
    app = QApplication(sys.argv[:1])
    folder, host, port, table, code = sys.argv[1:6]
    station = JoinedStation(Path(folder), host, int(port), int(table), code)
    try:
        return serve(station.handle, {"ready": int(table)})
    finally:
        station.close()
        del app


if __name__ == "__main__":
    sys.exit(main())
