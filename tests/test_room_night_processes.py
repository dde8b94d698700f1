"""The [9/13] night with its stations as separate processes: a 30-player, 4-table tournament
run by the director (this process, through a Session and the core commands), tables 1 and 2
run by two station processes (tests/helpers/station_process.py) on the same data folder. The
stations play scripted hands that bust the players they are given and settle each; the
director follows their journals (`TableReporter`) and records what they report, busts the
players of tables 3 and 4 itself, balances the room, breaks tables, turns hand-for-hand on at
the bubble and ends at the final table."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dealer_assist.app import create_tournament, structure_text
from dealer_assist.core import entries as e
from dealer_assist.core.events import new_event_id
from dealer_assist.core.roster import PlayerStatus
from dealer_assist.core.seating import room as r
from dealer_assist.core.tournament import replay
from dealer_assist.house_books import house_rules
from dealer_assist.store.journal import Journal
from dealer_assist.store.library import TournamentLibrary
from dealer_assist.store.table_reports import TableReporter

HELPER = Path(__file__).parent / "helpers" / "station_process.py"
NAMES = tuple(f"Player {n:02d}" for n in range(1, 31))
STATIONS = (1, 2)


def now_ms() -> int:
    return time.time_ns() // 1_000_000


class StationProcess:
    """The test's end of one station process: a command line in, a JSON line out."""

    def __init__(self, tournament: Path, journal: Path, number: int) -> None:
        self.number = number
        self.journal = journal
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        self.process = subprocess.Popen(
            [sys.executable, str(HELPER), str(tournament), str(journal), str(number)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.stacks: dict[str, int] = {}
        assert self._read()["ready"] == number

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            assert self.process.stderr is not None
            raise AssertionError(f"station {self.number} stopped: {self.process.stderr.read()}")
        answer: dict[str, Any] = json.loads(line)
        assert answer["ok"], f"station {self.number}: {answer.get('error')}"
        return answer

    def send(self, command: str) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        answer = self._read()
        self.stacks = answer["stacks"]
        return answer

    def close(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            try:
                self.process.stdin.write("quit\n")
                self.process.stdin.close()
            except OSError:
                pass
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            if stream is not None:
                stream.close()


class Director:
    """The director's side: the tournament's only writer, following the stations' journals."""

    def __init__(self, tmp_path: Path) -> None:
        self.library = TournamentLibrary(tmp_path / "tournaments")
        t0 = now_ms()
        self.session, _ = create_tournament(
            self.library, "Friday night", "ubetcha", structure_text("demo"), t0
        )
        self.session.execute(e.cmd_settings(self.session.state, t0, buy_in=20))
        self.rules = house_rules("ubetcha")
        path = self.session.journal.path
        self.tables_dir = path.parent.parent / "tables"
        self.reporters: dict[int, TableReporter] = {}

    @property
    def state(self) -> Any:
        return self.session.state

    def station_journal(self, table: int) -> Path:
        path = self.session.journal.path
        return self.tables_dir / f"{path.stem}-table-{table}.journal"

    def enter(self, names: tuple[str, ...]) -> None:
        for name in names:
            registered = e.cmd_register(self.state, now_ms(), name)
            self.session.execute(registered)
            self.session.execute(
                e.cmd_buy_in(self.state, self.rules, now_ms(), registered.player_id)
            )

    def follow(self, table: int) -> None:
        if table in self.reporters:
            self.reporters[table].close()
        self.reporters[table] = TableReporter(self.station_journal(table), table, self.rules)

    def poll(self) -> list[Any]:
        """The stations' new reports, recorded; returns the events recorded."""
        recorded = []
        for reporter in self.reporters.values():
            for event in reporter.poll(self.state, self.session.has_seen):
                if self.session.has_seen(event.event_id):
                    continue  # read before: the session records each report once
                self.session.execute(event)
                recorded.append(event)
        return recorded

    def poll_until(self, done: Callable[[], bool], timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            self.poll()
            if done():
                return
            assert time.monotonic() < deadline, "the stations' reports did not arrive"
            time.sleep(0.02)

    def seated(self, table: int) -> list[str]:
        return [p for _s, p in sorted(self.state.room.table(table).players.items())]

    def name(self, player_id: str) -> str:
        return str(self.state.roster.get(player_id).name)

    def close(self) -> None:
        for reporter in self.reporters.values():
            reporter.close()
        self.session.close()


@pytest.mark.slow
def test_a_thirty_player_night_with_two_station_processes_down_to_the_final_table(
    tmp_path: Path,
) -> None:
    director = Director(tmp_path)
    stations: dict[int, StationProcess] = {}
    try:
        director.enter(NAMES)
        director.session.execute(
            r.cmd_set_tables(director.state.room, now_ms(), dict.fromkeys(range(1, 5), 9))
        )
        playing = [p.player_id for p in director.state.roster.playing]
        draw = r.cmd_draw_seats(
            director.state.room, director.rules, now_ms(), playing, random.Random(30)
        )
        director.session.execute(draw)
        counts = [t.count for t in director.state.room.tables]
        assert sorted(counts) == [7, 7, 8, 8]

        # Two station processes on the director's data folder, tables 1 and 2.
        for number in STATIONS:
            stations[number] = StationProcess(
                director.session.journal.path, director.station_journal(number), number
            )
            director.follow(number)
        for number, station in stations.items():
            station.send("follow")  # the players the director placed sit down
            assert sorted(station.stacks) == sorted(map(director.name, director.seated(number)))
            assert set(station.stacks.values()) == {5000}

        from_stations: list[str] = []
        balances = 0
        hand_for_hand_seen = False
        order = itertools.cycle((1, 1, 3, 2, 2, 4, 3, 1, 4))
        while director.state.players_left > 9:
            left = director.state.players_left
            open_tables = [t.table for t in director.state.room.tables]
            if left == 10 and not director.state.room.hand_for_hand:
                # The bubble: hand-for-hand; table 1 finishes its hand, the room waits for 2.
                assert open_tables == [1, 2]
                director.session.execute(
                    r.HandForHandSet(event_id=new_event_id(), at_ms=now_ms(), on=True)
                )
                stations[1].send("fold")
                director.poll_until(lambda: director.state.room.waiting_for == (2,))
                hand_for_hand_seen = True
                table = 2
            else:
                table = next(t for t in order if t in open_tables)
            hands = 0
            if table in stations:
                station = stations[table]
                station.send("follow")
                victim = min(station.stacks, key=lambda n: (station.stacks[n], n))
                answer = station.send(f"bust {victim}")
                assert answer["busted"] == victim
                hands = answer["hands"]
                director.poll_until(lambda n=left - 1: director.state.players_left == n)
                player = next(p for p in director.state.roster.players if p.name == victim)
                assert player.status is PlayerStatus.ELIMINATED
                assert player.out_event_id.startswith(r.REPORT_ID_PREFIX)
                assert player.bust_hand and player.bust_start_chips
                from_stations.append(player.player_id)
            else:
                victim_id = director.seated(table)[0]
                director.session.execute(
                    e.cmd_eliminate(director.state, now_ms(), victim_id, table=table)
                )
            if director.state.room.hand_for_hand and table == 2 and hands == 1:
                assert director.state.room.waiting_for == (1, 2)  # both done: the next hand

            moves = r.cmd_balance(director.state.room, director.rules, now_ms())
            if moves is not None:
                director.session.execute(moves)
                balances += 1
                # The stations send off the players moved away and seat the ones moved in;
                # their arrivals reach the director from the station journals.
                for station in stations.values():
                    station.send("follow")
                for move in director.state.room.pending:
                    if move.to_table not in stations:  # a table the director runs himself
                        director.session.execute(
                            r.PlayerArrived(
                                event_id=new_event_id(),
                                at_ms=now_ms(),
                                player_id=move.player_id,
                                table=move.to_table,
                            )
                        )
                director.poll_until(lambda: director.state.room.pending == ())
                for number, station in stations.items():
                    if any(t.table == number for t in director.state.room.tables):
                        assert sorted(station.stacks) == sorted(
                            map(director.name, director.seated(number))
                        )
                    else:
                        assert station.stacks == {}  # a broken table: everyone moved away
            seated = [t.count for t in director.state.room.tables]
            assert sum(seated) == director.state.players_left
            if len(seated) > 1:
                assert max(seated) - min(seated) <= director.rules.table_balance_tolerance
            assert len(seated) == -(-sum(seated) // 9)

        state = director.state
        assert state.room.broken == (4, 3, 2)
        assert [t.table for t in state.room.tables] == [1]
        assert hand_for_hand_seen and balances > 3
        stations[1].send("follow")
        assert sorted(stations[1].stacks) == sorted(p.name for p in state.roster.playing)
        director.session.execute(
            r.HandForHandSet(event_id=new_event_id(), at_ms=now_ms(), on=False)
        )

        # The stations' bust-outs came from their processes' journals, as reports.
        out = [p for p in state.roster.players if p.status is PlayerStatus.ELIMINATED]
        reported = {p.player_id for p in out if p.out_event_id.startswith(r.REPORT_ID_PREFIX)}
        assert reported == set(from_stations) and len(reported) >= 8
        assert all(
            p.out_event_id.startswith(r.REPORT_ID_PREFIX) == (p.player_id in reported) for p in out
        )
        # Every player out is placed once: 21 out, places 10th to 30th.
        assert len(out) == 21
        assert sorted(p.out_order for p in out) == list(range(1, 22))
        assert len({p.player_id for p in out}) == 21

        # A second reading of the stations records nothing again.
        director.follow(1)
        director.follow(2)
        assert director.poll() == []
        with Journal.open(director.session.journal.path, read_only=True) as journal:
            assert replay(journal.events()) == director.state
    finally:
        for station in stations.values():
            station.close()
        director.close()
