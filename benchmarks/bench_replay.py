"""Full replay of a long tournament journal against a bare SQLite read of the same rows.

One journal of `--events` events (created, started, then pauses, +1 s, resumes, -1 s: a
director's day of clock commands). Each round, in one process, in alternating order:

- bare read: `SELECT seq, payload FROM events ORDER BY seq`, every row fetched (the floor:
  what any program reading these rows pays);
- full replay: `Session(journal, tournament.apply, None)` with no snapshot, i.e. every row
  read, decoded, checked and folded, as a journal without a usable snapshot opens.

The replay fetches the payloads alone (the last seq read first) and pauses Python's cycle
collector while it reads and folds (its objects have no cycles); the bare read does neither,
as a plain program would not. So the strictest floor is timed too, the payloads alone with
the collector paused, and the replay's ratio to it printed beside the target's.

The ratio replay / bare is taken per round; the median and range are printed, with the
parts of the replay (read and decode only; decode and a trivial fold) as ratios too, and the
tournament fold's own cost per event (the full replay less the trivial fold, same round).
Target ([12/13]): full replay within 2x of the bare read.

`--compare DIR` also runs the same rounds with the checkout in DIR (e.g. the commit before,
unpacked with `git archive COMMIT | tar -x -C DIR`), round by round beside ours, on the
same journal: before and after under the same machine load.

`--clock cpu` times by the process's CPU time instead of the wall clock: the same work, but
steadier when other programs load the machine (every part here runs in the one thread).

    python benchmarks/bench_replay.py [--events 100000] [--rounds 7] [--compare DIR]
                                      [--clock wall|cpu]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]

# One round in a child process: the checkout to time is first on sys.path. Prints JSON.
ROUND = r"""
import gc, json, sqlite3, sys, time
sys.path.insert(0, sys.argv[1])
from dealer_assist.core import tournament
from dealer_assist.store.journal import Journal
from dealer_assist.store.session import Session

path, events, bare_first = sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
clock = {"wall": time.perf_counter, "cpu": time.process_time}[sys.argv[5]]

def bare():
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    start = clock()
    rows = conn.execute("SELECT seq, payload FROM events ORDER BY seq").fetchall()
    seconds = clock() - start
    conn.close()
    assert len(rows) == events
    return seconds

def timed(make):
    with Journal.open(path, read_only=True) as journal:
        start = clock()
        result = make(journal)
        return clock() - start, result

def replay():
    seconds, session = timed(lambda j: Session(j, tournament.apply, None))
    assert session.state.events_applied == events
    return seconds

def decode():
    seconds, decoded = timed(lambda j: j.events())
    assert len(decoded) == events
    return seconds

def count(n, event):
    return n + 1

count.fold_many = lambda n, folded: n + len(folded)  # read as the tournament's fold is

def trivial():
    seconds, session = timed(lambda j: Session(j, count, 0))
    assert session.state == events
    return seconds

def payloads_paused():
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    gc.disable()
    try:
        start = clock()
        rows = conn.execute("SELECT payload FROM events ORDER BY seq").fetchall()
        seconds = clock() - start
    finally:
        gc.enable()
    conn.close()
    assert len(rows) == events
    return seconds

bare(); replay()  # warm the page cache and the caches of the codec
order = [("bare", bare), ("replay", replay)]
if not bare_first:
    order.reverse()
result = {name: fn() for name, fn in order}
result["decode"] = decode()
result["trivial"] = trivial()
result["payloads_paused"] = payloads_paused()
print(json.dumps(result))
"""


def build_journal(path: Path, count: int) -> None:
    sys.path.insert(0, str(CHECKOUT))
    from dealer_assist.core import tournament as t
    from dealer_assist.resources import resource_path
    from dealer_assist.store.journal import Journal

    toml = resource_path("structures", "home-2h.toml").read_text(encoding="utf-8")
    t0 = 1_800_000_000_000

    def history():  # type: ignore[no-untyped-def]
        yield t.TournamentCreated(
            event_id="ev-0", at_ms=t0, name="Bench", house_book="general", structure_toml=toml
        )
        yield t.ClockStarted(event_id="ev-1", at_ms=t0 + 1000)
        cycle = (
            lambda i, at: t.ClockPaused(event_id=f"ev-{i}", at_ms=at),
            lambda i, at: t.ClockAdjusted(event_id=f"ev-{i}", at_ms=at, delta_ms=1000),
            lambda i, at: t.ClockResumed(event_id=f"ev-{i}", at_ms=at),
            lambda i, at: t.ClockAdjusted(event_id=f"ev-{i}", at_ms=at, delta_ms=-1000),
        )
        for i in range(2, count):
            yield cycle[(i - 2) % 4](i, t0 + i * 1000)

    with Journal.open(path, create=True) as journal:
        journal.append_many(history())


def one_round(
    checkout: Path, journal: Path, events: int, bare_first: bool, clock: str
) -> dict[str, float]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            ROUND,
            str(checkout),
            str(journal),
            str(events),
            "01"[bare_first],
            clock,
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        cwd=checkout,
    )
    if result.returncode != 0:
        raise RuntimeError(f"round in {checkout} failed:\n{result.stderr}")
    return dict(json.loads(result.stdout.splitlines()[-1]))


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):6.2f}x (range {min(values):.2f}-{max(values):.2f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--compare", metavar="DIR", help="also time the checkout in DIR")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="time by the wall clock, or by the process's CPU time (steadier on a busy machine)",
    )
    options = parser.parse_args()
    sides = {"ours": CHECKOUT}
    if options.compare:
        sides["compare"] = Path(options.compare).resolve()
    with tempfile.TemporaryDirectory(prefix="bench-replay-") as scratch:
        journal = Path(scratch) / "replay.sqlite"
        build_journal(journal, options.events)
        size_mb = journal.stat().st_size / 1e6
        runs: dict[str, list[dict[str, float]]] = {side: [] for side in sides}
        for index in range(options.rounds):
            names = list(sides) if index % 2 == 0 else list(reversed(sides))
            for name in names:
                bare_first = index % 2 == 0
                timed = one_round(sides[name], journal, options.events, bare_first, options.clock)
                runs[name].append(timed)
    print(
        f"full replay of {options.events:,} events ({size_mb:.1f} MB), {options.rounds} rounds,"
        f" load average {os.getloadavg()[0]:.2f}, {options.clock} clock; ratios to the bare read"
        " in the same round"
    )
    for name, rounds in runs.items():
        where = "this checkout" if name == "ours" else f"--compare {sides[name]}"
        print(f"  {where}")
        bare_ms = statistics.median(r["bare"] for r in rounds) * 1000
        print(f"    bare SQLite read          {bare_ms:8.0f} ms")
        for key, label in (
            ("decode", "read + decode to events"),
            ("trivial", "Session, trivial fold"),
            ("replay", "Session, tournament fold"),
        ):
            ms = statistics.median(r[key] for r in rounds) * 1000
            ratios = [r[key] / r["bare"] for r in rounds]
            print(f"    {label:<25} {ms:8.0f} ms   {summary(ratios)}")
        # What the tournament fold itself costs: the full replay less the trivial fold's.
        fold_us = [(r["replay"] - r["trivial"]) / options.events * 1e6 for r in rounds]
        print(
            f"    tournament fold alone      {statistics.median(fold_us):5.2f} us an event"
            f" (range {min(fold_us):.2f}-{max(fold_us):.2f})"
        )
        ratio = statistics.median(r["replay"] / r["bare"] for r in rounds)
        verdict = "met" if ratio <= 2 else "NOT met"
        print(f"    target: full replay within 2x of the bare read: {verdict} ({ratio:.2f}x)")
        # The replay reads the payloads alone with the collector paused (store.journal): the
        # bare read done so too, so the ratio can be read against that floor as well.
        paused = [r["replay"] / r["payloads_paused"] for r in rounds]
        paused_ms = statistics.median(r["payloads_paused"] for r in rounds) * 1000
        print(f"    payloads alone, collector paused {paused_ms:3.0f} ms (the strictest floor)")
        print(f"    full replay / that read   {'':>11}{summary(paused)}")
    if "compare" in runs:
        pairs = list(zip(runs["ours"], runs["compare"], strict=True))
        ratios = [o["replay"] / c["replay"] for o, c in pairs]
        decode = [o["decode"] / c["decode"] for o, c in pairs]
        print("  ours / --compare, same rounds")
        print(f"    full replay               {summary(ratios)}")
        print(f"    read + decode             {summary(decode)}")
        fold = [(o["replay"] - o["trivial"]) / (c["replay"] - c["trivial"]) for o, c in pairs]
        print(f"    tournament fold alone     {summary(fold)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
