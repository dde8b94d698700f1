"""Journal speed: durable appends per second and the replay of 100,000 events, against plain SQLite.

Appends: `Journal.append` (encode, check, INSERT, fsynced commit) against a bare sqlite3
INSERT + commit of the same pre-encoded rows into the same table with the same pragmas
(WAL, synchronous=FULL). Runs alternate so machine load hits both alike; medians are compared.

Replay: one journal of N events (a tournament: created, started, then pauses, resumes and
adjustments), read back (a) as bare rows, (b) decoded into events, (c) through a Session with
a trivial fold and (d) through a Session with the tournament fold. Target: replay <= 1 s.

    python benchmarks/bench_journal.py [--appends 300] [--events 100000] [--runs 3] [--dir DIR]

The journal lives in --dir (default: a temporary folder); fsync speed depends on that disk.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout

from dealer_assist.core import tournament  # noqa: E402
from dealer_assist.core.events import Event, event_to_dict, event_type_name  # noqa: E402
from dealer_assist.resources import resource_path  # noqa: E402
from dealer_assist.store.journal import Journal  # noqa: E402
from dealer_assist.store.session import Session  # noqa: E402

T0_MS = 1_800_000_000_000


def tournament_events(count: int) -> Iterator[Event]:
    """A valid tournament history of `count` events, one second apart."""
    toml = resource_path("structures", "home-2h.toml").read_text(encoding="utf-8")
    yield tournament.TournamentCreated(
        event_id="ev-0", at_ms=T0_MS, name="Bench", house_book="general", structure_toml=toml
    )
    yield tournament.ClockStarted(event_id="ev-1", at_ms=T0_MS + 1000)
    cycle = (
        lambda i, t: tournament.ClockPaused(event_id=f"ev-{i}", at_ms=t),
        lambda i, t: tournament.ClockAdjusted(event_id=f"ev-{i}", at_ms=t, delta_ms=1000),
        lambda i, t: tournament.ClockResumed(event_id=f"ev-{i}", at_ms=t),
        lambda i, t: tournament.ClockAdjusted(event_id=f"ev-{i}", at_ms=t, delta_ms=-1000),
    )
    for i in range(2, count):
        yield cycle[(i - 2) % 4](i, T0_MS + i * 1000)


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


# -- appends ------------------------------------------------------------------------------------


def journal_appends(path: Path, events: list[Event]) -> float:
    with Journal.open(path, create=True) as journal:
        seconds, _ = timed(lambda: [journal.append(e) for e in events])
        assert journal.event_count == len(events)
    return len(events) / seconds


def appends_without_mark(path: Path, events: list[Event]) -> float:
    """Journal.append with the acknowledgement mark switched off: the same work otherwise."""
    original = Journal._acknowledge
    Journal._acknowledge = lambda self, seq: None  # type: ignore[method-assign]
    try:
        return journal_appends(path, events)
    finally:
        Journal._acknowledge = original  # type: ignore[method-assign]


def baseline_appends(path: Path, events: list[Event]) -> float:
    """The least SQLite costs for the same durability: same table, pragmas, one commit each."""
    rows = [(e.event_id, event_type_name(e), e.at_ms, json.dumps(event_to_dict(e))) for e in events]
    with closing(sqlite3.connect(path, isolation_level=None)) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute(
            "CREATE TABLE events (seq INTEGER PRIMARY KEY, event_id TEXT NOT NULL UNIQUE,"
            " type TEXT NOT NULL, at_ms INTEGER NOT NULL, payload TEXT NOT NULL)"
        )

        def insert_all() -> None:
            for row in rows:
                conn.execute("BEGIN")
                conn.execute(
                    "INSERT INTO events (event_id, type, at_ms, payload) VALUES (?, ?, ?, ?)", row
                )
                conn.execute("COMMIT")

        seconds, _ = timed(insert_all)
    return len(rows) / seconds


# -- replay -------------------------------------------------------------------------------------


def count_fold(state: int, event: Event) -> int:
    return state + 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=300, help="durable appends per run")
    parser.add_argument("--events", type=int, default=100_000, help="events to replay")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--dir", type=Path, default=None, help="where to write the journals")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        root = Path(tmp)
        versions = f"python {sys.version.split()[0]}, sqlite {sqlite3.sqlite_version}"
        print(f"journals in {root}  ({versions})")

        # Appends, alternating journal and baseline runs.
        events = list(tournament_events(args.appends))
        ours, bare = [], []
        for run in range(args.runs):
            ours.append(journal_appends(root / f"append-{run}.sqlite", events))
            bare.append(baseline_appends(root / f"bare-{run}.sqlite", events))
        ours_m, bare_m = statistics.median(ours), statistics.median(bare)
        print(f"\ndurable appends ({args.appends} events, one commit each, median of {args.runs})")
        print(f"  Journal.append           {ours_m:10.0f} /s   ({1000 / ours_m:.2f} ms each)")
        print(f"  sqlite3 INSERT+COMMIT    {bare_m:10.0f} /s   ({1000 / bare_m:.2f} ms each)")
        print(f"  ratio journal/baseline   {ours_m / bare_m:10.2f}")

        # The acknowledgement mark's cost: the same appends with and without it, alternated,
        # the ratio taken per round (a round is one run of each).
        marked, unmarked, ratios = [], [], []
        for run in range(args.runs * 2):
            first, second = (
                (journal_appends, appends_without_mark)
                if run % 2 == 0
                else (appends_without_mark, journal_appends)
            )
            a = first(root / f"mark-a-{run}.sqlite", events)
            b = second(root / f"mark-b-{run}.sqlite", events)
            with_mark, without = (a, b) if first is journal_appends else (b, a)
            marked.append(with_mark)
            unmarked.append(without)
            ratios.append(without / with_mark)  # > 1: the mark makes an append slower
        print(f"\nacknowledgement mark ({args.runs * 2} alternated rounds)")
        print(f"  with mark                {statistics.median(marked):10.0f} /s")
        print(f"  without mark             {statistics.median(unmarked):10.0f} /s")
        print(
            f"  time ratio with/without  {statistics.median(ratios):10.3f}"
            f"   (rounds {min(ratios):.3f}-{max(ratios):.3f})"
        )

        # Replay.
        path = root / "replay.sqlite"
        with Journal.open(path, create=True) as journal:
            build_s, _ = timed(lambda: journal.append_many(tournament_events(args.events)))
        print(f"\nreplay of {args.events} events (built in {build_s:.2f} s, one transaction)")
        print(f"  file size                {path.stat().st_size / 1e6:10.1f} MB")
        results: dict[str, list[float]] = {
            k: [] for k in ("rows", "open", "decode", "session", "tournament")
        }
        for _ in range(args.runs):
            with closing(sqlite3.connect(path)) as conn:
                seconds, rows = timed(
                    lambda c=conn: c.execute(
                        "SELECT seq, payload FROM events ORDER BY seq"
                    ).fetchall()
                )
                assert len(rows) == args.events
                results["rows"].append(seconds)
            seconds, journal = timed(lambda: Journal.open(path))
            results["open"].append(seconds)
            with journal:
                seconds, decoded = timed(journal.events)
                assert len(decoded) == args.events
                results["decode"].append(seconds)
                seconds, session = timed(lambda j=journal: Session(j, count_fold, 0))
                assert session.state == args.events
                results["session"].append(seconds)
                seconds, session = timed(lambda j=journal: Session(j, tournament.apply, None))
                assert session.state is not None and session.state.events_applied == args.events
                results["tournament"].append(seconds)
        med = {k: statistics.median(v) for k, v in results.items()}
        base = med["rows"]
        labels = {
            "rows": "bare rows (baseline)",
            "open": "Journal.open (checks)",
            "decode": "decode to events",
            "session": "Session, trivial fold",
            "tournament": "Session, tournament fold",
        }
        for key, label in labels.items():
            ratio = "" if key == "rows" else f"   x{med[key] / base:6.1f} baseline"
            print(f"  {label:24} {med[key] * 1000:10.0f} ms{ratio}")
        total = med["open"] + med["tournament"]
        verdict = "meets" if total <= 1.0 else "misses"
        print(f"  open + tournament replay {total * 1000:10.0f} ms   ({verdict} the 1 s target)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
