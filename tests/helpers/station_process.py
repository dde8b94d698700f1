"""A table's station as its own process, for the night test ([9/13]): it opens a TableSession
for table N on the director's data folder and follows the director's tournament journal
(read-only) to seat the players placed at its table and the ones moved in, and to send off the
ones moved away, as a dealer would at the station.

Usage: python station_process.py TOURNAMENT_JOURNAL TABLE_JOURNAL TABLE

Commands on stdin, one a line; each answered on stdout with one line of JSON
({"ok": true, "stacks": {name: chips}, ...} or {"ok": false, "error": "..."}):
- `follow`: do what the director's room asks of this table (between hands);
- `bust NAME`: follow, then a hand in which NAME goes all in and the biggest other stack
  dealt in calls and wins (the others fold); settled (hands NAME is not dealt in are folded
  to the big blind first). Answers with "busted": NAME and "hands": how many were played;
- `fold`: follow, then a hand everyone folds to the big blind; settled;
- `quit`: close the table's journal and stop.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

# The checkout (for dealer_assist) and tests/ (for helpers.*), as pytest would have them.
sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parents[1])]

from dealer_assist.core.hand.hand_events import ActionKind  # noqa: E402
from dealer_assist.core.hand.hand_state import Stakes  # noqa: E402
from dealer_assist.core.table.station_level import fixed_level  # noqa: E402
from dealer_assist.core.table.station_room import station_room  # noqa: E402
from dealer_assist.core.table.table import LeaveReason  # noqa: E402
from dealer_assist.core.tournament import TournamentState, replay  # noqa: E402
from dealer_assist.house_books import house_rules  # noqa: E402
from dealer_assist.store.journal import Journal  # noqa: E402
from dealer_assist.store.table_session import TableSession  # noqa: E402
from helpers.scripted_hands import play_and_settle  # noqa: E402


def now_ms() -> int:
    return time.time_ns() // 1_000_000


class StationProcess:
    def __init__(self, tournament: Path, journal: Path, number: int) -> None:
        self.tournament = tournament
        self.number = number
        state = self.director_state()
        journal.parent.mkdir(parents=True, exist_ok=True)
        self.session = TableSession.open(
            journal,
            house_rules(state.house_book),
            now_ms=now_ms,
            level=fixed_level(Stakes(100, 200)),
        )
        self.session.open_table(f"Table {number}", state.room.table(number).seat_count)
        self.rng = random.Random(number)

    def director_state(self) -> TournamentState:
        """The tournament as the director last wrote it (its journal, read-only)."""
        with Journal.open(self.tournament, read_only=True) as journal:
            state = replay(journal.events())
        assert state is not None
        return state

    def follow(self) -> None:
        room = station_room(
            self.director_state(),
            self.number,
            self.session.table,
            self.session.state.departed,
        )
        for departure in room.leaving:
            assert departure.seat is not None
            self.session.leave(departure.seat, LeaveReason.MOVED, to_table=departure.move.to_table)
        sitting = [(p.seat, p.name, p.stack) for p in room.to_seat]
        if sitting:
            self.session.seat_players(sitting)
        for arrival in room.arriving:  # moved in: seated as from his old table
            self.session.seat_player(
                arrival.seat, arrival.name, arrival.stack, from_table=arrival.move.from_table
            )
        table = self.session.table
        if table is not None and not table.started and len(table.occupied()) >= 2:
            self.session.draw_for_button(self.rng)

    def stacks(self) -> dict[str, int]:
        table = self.session.table
        if table is None:
            return {}
        return {(p := table.require_player(s)).name: p.stack for s in table.occupied()}

    def seat_of(self, name: str) -> int:
        table = self.session.table
        assert table is not None
        return next(s for s in table.occupied() if table.require_player(s).name == name)

    def bust(self, name: str) -> int:
        """NAME busts; returns the hands played (a newcomer waiting for the button to pass
        is not dealt in: the hands before his are folded to the big blind)."""
        self.follow()
        loser = self.seat_of(name)
        hands = 1
        hand = self.session.deal()
        while loser not in {s.seat for s in hand.seats}:
            if hands == 5:
                raise ValueError(f"{name} is not dealt in")
            self.play({}, None)
            hand = self.session.deal()
            hands += 1
        dealt = {s.seat: s.starting_stack for s in hand.seats}
        others = [s for s in dealt if s != loser]
        winner = max(others, key=lambda s: (dealt[s], -s))
        if dealt[winner] < dealt[loser]:
            raise ValueError(f"nobody covers {name}'s {dealt[loser]}")
        self.play({loser: ActionKind.ALL_IN}, winner)
        if name in self.stacks():
            raise ValueError(f"{name} is still in")
        return hands

    def fold(self) -> None:
        self.follow()
        self.session.deal()
        self.play({}, None)

    def play(self, shoves: dict[int, ActionKind], caller: int | None) -> None:
        play_and_settle(self.session, shoves, caller)

    def handle(self, line: str) -> dict[str, object]:
        command, _, argument = line.strip().partition(" ")
        answer: dict[str, object] = {"ok": True}
        if command == "follow":
            self.follow()
        elif command == "bust":
            answer["hands"] = self.bust(argument)
            answer["busted"] = argument
        elif command == "fold":
            self.fold()
        else:
            raise ValueError(f"unknown command {command!r}")
        answer["stacks"] = self.stacks()
        return answer


def main() -> int:
    tournament, journal, number = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    station = StationProcess(tournament, journal, number)
    out = sys.stdout
    out.write(json.dumps({"ok": True, "ready": number}) + "\n")
    out.flush()
    try:
        for line in sys.stdin:
            if line.strip() == "quit":
                break
            try:
                answer = station.handle(line)
            except Exception as exc:  # noqa: BLE001 (reported to the test, which fails on it)
                answer = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
            out.write(json.dumps(answer) + "\n")
            out.flush()
    finally:
        station.session.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
