"""Latency from a director's action to its arrival at 1 and 100 joined TV displays, and the
director's CPU while idle with them connected; printed as figures and as ratios (N vs 1).

Three kinds of process, all on loopback:
- the director: a real tournament Session (SQLite journal in a temporary folder) behind a
  QtSession whose `state_changed` feeds the `DirectorServer`, as `director --serve` wires it;
- the displays, in other processes (`--per-process` each, default 25): each one a real
  `NetworkClockFeed` (clock samples, acks, the replica built from each state), as
  `clock --join` runs it;
- this harness, which starts them and reads their results.

Once every display has its clock in sync, the director pauses or resumes the clock
`--changes` times, one every `--interval-ms`; the time of each action is taken just before
`execute` (journal write, fold, signal, encode once, send to each). A display notes the wall
time at which the new state reached it (its listener is told: the replica is built). Same
machine, same wall clock: latency = arrival - action. Then the director stays idle for
`--idle-s` seconds (the displays keep sampling the clock every 5 s, the server pings every
20 s) and reports the CPU time of its process over that window (RUSAGE_SELF: all threads).

    python benchmarks/bench_ws_latency.py [--displays 1,100] [--changes 100]
                                          [--interval-ms 100] [--idle-s 20] [--per-process 25]

File limits are raised in every process (RLIMIT_NOFILE, soft to hard); 500 displays run too
(`--displays 1,100,500`).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def wall_ns() -> int:
    return time.time_ns()


# -- the director -------------------------------------------------------------------------------


def run_director(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    raise_file_limit()
    from PySide6.QtCore import QCoreApplication, QTimer

    from dealer_assist.core import tournament as t
    from dealer_assist.resources import resource_path
    from dealer_assist.store.session import Session
    from dealer_assist.sync.ws_server import DirectorServer
    from dealer_assist.ui.common.qt_session import QtSession

    app = QCoreApplication([])
    folder = tempfile.mkdtemp(prefix="bench-ws-")
    session = Session.open(Path(folder) / "night.sqlite", t.apply, None, create=True)
    qsession = QtSession(session)
    server = DirectorServer(host="127.0.0.1", port=0, max_connections=args.displays + 16)
    qsession.state_changed.connect(server.publish)
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    now = time.time_ns() // 1_000_000
    qsession.execute(t.cmd_create("Bench night", "ubetcha", toml, now))
    qsession.execute(t.cmd_start(qsession.state, now))
    assert server.listen(), server.error
    print(json.dumps({"port": server.port}), flush=True)

    actions: dict[int, tuple[int, int]] = {}  # seq: (before the action, after it was sent)
    result: dict[str, object] = {}

    def synced() -> int:
        return sum(1 for row in server.devices() if row.role == "display" and row.acked_seq)

    def act() -> None:
        state = qsession.state
        at_ms = time.time_ns() // 1_000_000
        command = t.cmd_pause if state.anchor.running else t.cmd_resume
        event = command(state, at_ms)
        seq, before = server.hub.seq + 1, wall_ns()  # the seq this change will be sent as
        qsession.execute(event)  # journal, fold, state_changed: publish (encode, send to each)
        actions[seq] = (before, wall_ns())

    def changes(left: int) -> None:
        if left == 0:
            QTimer.singleShot(2_000, idle)  # the last arrivals, then quiet
            return
        act()
        QTimer.singleShot(args.interval_ms, lambda: changes(left - 1))

    def idle() -> None:
        start_cpu = resource.getrusage(resource.RUSAGE_SELF)
        start_wall = time.monotonic()

        def done() -> None:
            end_cpu = resource.getrusage(resource.RUSAGE_SELF)
            wall = time.monotonic() - start_wall
            cpu = (end_cpu.ru_utime - start_cpu.ru_utime) + (end_cpu.ru_stime - start_cpu.ru_stime)
            result.update(actions=actions, idle_cpu_s=cpu, idle_wall_s=wall)
            result.update(connected=len(server.devices()))
            print(json.dumps(result), flush=True)
            app.quit()

        QTimer.singleShot(int(args.idle_s * 1000), done)

    def wait_for_displays() -> None:
        if synced() >= args.displays:
            QTimer.singleShot(1_000, lambda: changes(args.changes))  # burst samples settle
        else:
            QTimer.singleShot(100, wait_for_displays)

    wait_for_displays()
    app.exec()
    server.close()
    qsession.close()
    return 0


# -- displays -----------------------------------------------------------------------------------


def run_displays(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    logging.disable(logging.WARNING)  # "lost the director" when it leaves first: expected
    raise_file_limit()
    from PySide6.QtCore import QCoreApplication, QTimer

    from dealer_assist.sync.ws_client import NetworkClockFeed

    app = QCoreApplication([])
    arrivals: list[list[tuple[int, int]]] = []
    feeds = []
    for _ in range(args.count):
        feed = NetworkClockFeed("127.0.0.1", args.port)
        seen: list[tuple[int, int]] = []
        arrivals.append(seen)

        def heard(feed: NetworkClockFeed = feed, seen: list[tuple[int, int]] = seen) -> None:
            if not seen or seen[-1][0] != feed.seq:
                seen.append((feed.seq, wall_ns()))

        feed.listeners.append(heard)
        feed.start()
        feeds.append(feed)
    stop = Path(args.stop_file)

    def check() -> None:
        if stop.exists():
            print(json.dumps(arrivals), flush=True)
            app.quit()

    poll = QTimer()
    poll.timeout.connect(check)
    poll.start(250)
    app.exec()
    return 0


# -- the harness --------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(displays: int, args: argparse.Namespace) -> dict[str, float]:
    me = [sys.executable, __file__]
    director = subprocess.Popen(
        [
            *me,
            "--role",
            "director",
            "--displays",
            str(displays),
            "--changes",
            str(args.changes),
            "--interval-ms",
            str(args.interval_ms),
            "--idle-s",
            str(args.idle_s),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    )
    assert director.stdout is not None
    port = json.loads(director.stdout.readline())["port"]
    stop = Path(tempfile.mkdtemp(prefix="bench-ws-stop-")) / "stop"
    groups = []
    left = displays
    while left:
        count = min(left, args.per_process)
        left -= count
        groups.append(
            subprocess.Popen(
                [
                    *me,
                    "--role",
                    "displays",
                    "--port",
                    str(port),
                    "--count",
                    str(count),
                    "--stop-file",
                    str(stop),
                ],
                stdout=subprocess.PIPE,
                text=True,
                cwd=ROOT,
            )
        )
    result = json.loads(director.stdout.readline())
    director.wait(timeout=60)
    stop.touch()
    latencies_ms: list[float] = []
    missing = 0
    actions = {int(seq): at for seq, (at, _sent) in result["actions"].items()}
    director_ms = [(sent - at) / 1e6 for at, sent in result["actions"].values()]
    for group in groups:
        out, _ = group.communicate(timeout=60)
        for seen in json.loads(out):
            got = dict(seen)
            for seq, at in actions.items():
                if seq in got:
                    latencies_ms.append((got[seq] - at) / 1e6)
                else:
                    missing += 1
    return {
        "displays": displays,
        "p50_ms": percentile(latencies_ms, 0.50),
        "p99_ms": percentile(latencies_ms, 0.99),
        "max_ms": max(latencies_ms),
        "mean_ms": statistics.fmean(latencies_ms),
        "p90_ms": percentile(latencies_ms, 0.90),
        "director_p50_ms": percentile(director_ms, 0.50),
        "director_p99_ms": percentile(director_ms, 0.99),
        "samples": len(latencies_ms),
        "missing": missing,
        "idle_cpu_pct": 100 * result["idle_cpu_s"] / result["idle_wall_s"],
        "connected": result["connected"],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--role", choices=["harness", "director", "displays"], default="harness")
    parser.add_argument("--displays", default="1,100")
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--interval-ms", type=int, default=100)
    parser.add_argument("--idle-s", type=float, default=20.0)
    parser.add_argument("--per-process", type=int, default=25)
    parser.add_argument("--port", type=int)
    parser.add_argument("--count", type=int)
    parser.add_argument("--stop-file")
    args = parser.parse_args(argv)
    if args.role == "director":
        args.displays = int(args.displays)
        return run_director(args)
    if args.role == "displays":
        return run_displays(args)

    raise_file_limit()
    rows = [measure(int(n), args) for n in args.displays.split(",")]
    print(
        f"{'displays':>8} {'p50 ms':>8} {'p90 ms':>8} {'p99 ms':>8} {'max ms':>8} "
        f"{'samples':>8} {'missing':>8} {'director p50/p99 ms':>20} {'idle CPU %':>10}"
    )
    for row in rows:
        director = f"{row['director_p50_ms']:.2f} / {row['director_p99_ms']:.2f}"
        print(
            f"{row['displays']:>8} {row['p50_ms']:>8.2f} {row['p90_ms']:>8.2f} "
            f"{row['p99_ms']:>8.2f} {row['max_ms']:>8.2f} {row['samples']:>8} "
            f"{row['missing']:>8} {director:>20} {row['idle_cpu_pct']:>10.3f}"
        )
    base = rows[0]
    for row in rows[1:]:
        print(
            f"{row['displays']} vs {base['displays']}: p50 x{row['p50_ms'] / base['p50_ms']:.2f}, "
            f"p99 x{row['p99_ms'] / base['p99_ms']:.2f}, idle CPU "
            f"x{row['idle_cpu_pct'] / max(base['idle_cpu_pct'], 1e-9):.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
