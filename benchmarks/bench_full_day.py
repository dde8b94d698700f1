"""The director's start-up and memory with a full day's journal against an empty one ([9/13]).

Two tournaments, each in its own data folder, built with the core commands through a Session
(as the director's window records them):
- empty: a tournament just created (its money settings);
- full day: 500 players registered and bought in, 50 tables of 10 seats, the seat draw, the
  clock started, then 400 eliminations, each followed by the balancing the book calls for
  (`room.cmd_balance`: moves and broken tables) and every moved player's arrival, with clock
  commands through the day (a pause, an adjustment and a resume every 20 eliminations).

Each run is a child process (offscreen Qt, one 1920x1080 screen): it times `open_session` on
the tournament (replaying the journal; the session then closed), then `build_director` on the
data folder (which opens and replays it again, as the app does) to the first paint of its
window (an application-wide event filter sees the first
Paint event; the time is taken on the next turn of the event loop, the paint done), and reads
its resident memory (VmRSS) there. (Each opening notes the time it was opened in the journal,
as the app does: a run adds an event or two.)

Runs alternate (empty first in even rounds, full first in odd ones); the full/empty ratio is
taken within each round, and the median over the rounds is printed, with its range.

    python benchmarks/bench_full_day.py [--rounds 7] [--players 500] [--tables 50] [--busts 400]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(CHECKOUT))  # run from a checkout

T0_MS = 1_800_000_000_000


class Clock:
    """The day's time: each command a few seconds after the last."""

    def __init__(self, start_ms: int) -> None:
        self.ms = start_ms

    def __call__(self, step_ms: int = 5_000) -> int:
        self.ms += step_ms
        return self.ms


def build_empty(data_dir: Path) -> int:
    from dealer_assist import paths
    from dealer_assist.app import create_tournament, structure_text
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(str(data_dir)))
    now = time.time_ns() // 1_000_000
    session, _ = create_tournament(
        library, "Empty night", "ubetcha", structure_text("demo"), now, {"buy_in": 20}
    )
    count = session.journal.event_count
    session.close()
    return count


def build_full_day(data_dir: Path, players: int, tables: int, busts: int) -> int:
    """A full day's tournament journal; returns its event count."""
    from dealer_assist import paths
    from dealer_assist.app import create_tournament, structure_text
    from dealer_assist.core import entries as e
    from dealer_assist.core import tournament as t
    from dealer_assist.core.events import new_event_id
    from dealer_assist.core.seating import room as r
    from dealer_assist.house_books import house_rules
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(str(data_dir)))
    # The day ends about now (the clock is read at start-up as the director would).
    clock = Clock(time.time_ns() // 1_000_000 - 10 * 3_600_000)
    session, _ = create_tournament(
        library, "Full day", "ubetcha", structure_text("demo"), clock(), {"buy_in": 20}
    )
    rules = house_rules("ubetcha")
    rng = random.Random(9)
    try:
        for n in range(players):
            registered = e.cmd_register(session.state, clock(1_000), f"Player {n + 1:03d}")
            session.execute(registered)
            session.execute(e.cmd_buy_in(session.state, rules, clock(500), registered.player_id))
        seats = -(-players // tables)
        session.execute(
            r.cmd_set_tables(
                session.state.room, clock(), dict.fromkeys(range(1, tables + 1), seats)
            )
        )
        playing = [p.player_id for p in session.state.roster.playing]
        session.execute(r.cmd_draw_seats(session.state.room, rules, clock(), playing, rng))
        session.execute(t.cmd_start(session.state, clock()))
        for n in range(busts):
            if n and n % 20 == 0:  # the director's clock commands through the day
                session.execute(t.cmd_pause(session.state, clock()))
                session.execute(t.cmd_adjust(session.state, clock(), 60_000))
                session.execute(t.cmd_resume(session.state, clock()))
            room = session.state.room
            table = rng.choice([x for x in room.tables if x.players])
            victim = rng.choice(list(table.players.values()))
            session.execute(
                e.cmd_eliminate(session.state, clock(60_000), victim, table=table.table)
            )
            moves = r.cmd_balance(session.state.room, rules, clock(), rng=rng)
            if moves is not None:
                session.execute(moves)
                for move in session.state.room.pending:
                    session.execute(
                        r.PlayerArrived(
                            event_id=new_event_id(),
                            at_ms=clock(1_000),
                            player_id=move.player_id,
                            table=move.to_table,
                        )
                    )
        state = session.state
        assert state.players_left == players - busts, state.players_left
        assert not state.room.pending
        return session.journal.event_count
    finally:
        session.close()


# -- the child: one start-up, timed ---------------------------------------------------------


def child(data_dir: str) -> int:
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from dealer_assist import paths
    from dealer_assist.app import build_director, open_session
    from dealer_assist.store.library import TournamentLibrary

    app = QApplication([sys.argv[0], "-platform", "offscreen"])
    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    info = library.most_recent()
    assert info is not None
    started = time.perf_counter()
    session = open_session(library, info.id)
    opened_s = time.perf_counter() - started
    events = session.journal.event_count
    session.close()

    result: dict[str, float | int | str] = {"open_s": opened_s, "events": events}

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, _watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                QTimer.singleShot(0, self.report)
            return False

        def report(self) -> None:
            result["paint_s"] = time.perf_counter() - begun
            result["rss_kib"] = rss_kib()
            app.exit(0)

    probe = FirstPaint()
    app.installEventFilter(probe)
    begun = time.perf_counter()
    window = build_director(data_dir)
    result["window"] = type(window).__name__  # the director's window, not the start screen
    window.show()
    QTimer.singleShot(60_000, lambda: app.exit(1))
    code = app.exec()
    window.close()
    print(json.dumps(result), flush=True)
    return code


def rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# -- the parent -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Run:
    open_s: float
    paint_s: float
    rss_kib: int
    events: int


def time_one(data_dir: Path, scratch: Path) -> Run:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DEALER_ASSIST_DATA_DIR": str(data_dir)}
    env["QT_QPA_OFFSCREEN_SCREENS"] = "1920x1080"
    env.pop("DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT", None)
    env["HOME"] = str(scratch)  # the app's settings kept out of the user's
    env["XDG_CONFIG_HOME"] = str(scratch / "config")
    result = subprocess.run(
        [sys.executable, __file__, "--child", str(data_dir)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    if result.returncode != 0:
        raise RuntimeError(f"the child failed ({result.returncode}): {result.stderr[-2000:]}")
    data = json.loads(result.stdout.strip().splitlines()[-1])
    if data["window"] != "DirectorWindow":
        raise RuntimeError(f"the director did not open its window: {data['window']}")
    return Run(data["open_s"], data["paint_s"], data["rss_kib"], data["events"])


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}x (range {min(values):.2f}-{max(values):.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--players", type=int, default=500)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--busts", type=int, default=400)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child)

    with tempfile.TemporaryDirectory(prefix="bench-full-day-") as tmp:
        root = Path(tmp)
        empty_dir, full_dir, scratch = root / "empty", root / "full", root / "scratch"
        for folder in (empty_dir, full_dir, scratch):
            folder.mkdir()
        built = time.perf_counter()
        empty_events = build_empty(empty_dir)
        full_events = build_full_day(full_dir, args.players, args.tables, args.busts)
        print(
            f"Journals built in {time.perf_counter() - built:.1f} s: empty {empty_events} "
            f"events; full day {full_events} events ({args.players} players, {args.tables} "
            f"tables, {args.busts} eliminations)"
        )
        runs: dict[str, list[Run]] = {"empty": [], "full": []}
        ratios: dict[str, list[float]] = {"open": [], "paint": [], "start": [], "rss": []}
        print(
            f"{'round':<7}{'first':<7}{'open e/f ms':>18}{'paint e/f ms':>20}{'VmRSS e/f MiB':>20}"
        )
        for n in range(args.rounds):
            order = ("empty", "full") if n % 2 == 0 else ("full", "empty")
            this = {
                kind: time_one(empty_dir if kind == "empty" else full_dir, scratch)
                for kind in order
            }
            for kind, run in this.items():
                runs[kind].append(run)
            e, f = this["empty"], this["full"]
            ratios["open"].append(f.open_s / e.open_s)
            ratios["paint"].append(f.paint_s / e.paint_s)
            ratios["start"].append((f.open_s + f.paint_s) / (e.open_s + e.paint_s))
            ratios["rss"].append(f.rss_kib / e.rss_kib)
            print(
                f"{n + 1:<7}{order[0]:<7}"
                f"{e.open_s * 1000:9.1f}/{f.open_s * 1000:8.1f}"
                f"{e.paint_s * 1000:11.1f}/{f.paint_s * 1000:8.1f}"
                f"{e.rss_kib / 1024:12.1f}/{f.rss_kib / 1024:7.1f}"
                f"   ratios open {ratios['open'][-1]:.2f} paint {ratios['paint'][-1]:.2f}"
                f" rss {ratios['rss'][-1]:.2f}"
            )

        def med(kind: str, attribute: str) -> float:
            return statistics.median(getattr(r, attribute) for r in runs[kind])

        print("Medians:")
        for kind in ("empty", "full"):
            print(
                f"  {kind:<6} open_session {med(kind, 'open_s') * 1000:8.1f} ms, build_director"
                f" to first paint {med(kind, 'paint_s') * 1000:8.1f} ms, VmRSS"
                f" {med(kind, 'rss_kib') / 1024:6.1f} MiB"
            )
        print("Full day / empty, median of the per-round ratios:")
        print(f"  open_session:                   {summary(ratios['open'])}")
        print(f"  build_director to first paint:  {summary(ratios['paint'])}")
        print(f"  start-up (the two together):    {summary(ratios['start'])}")
        print(f"  VmRSS at first paint:           {summary(ratios['rss'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
