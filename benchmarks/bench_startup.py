"""Start-up: process start to first paint of the director, the table station and the TV clock.

Each program runs as `dealer-assist` runs it (the command line, in a child process), on an
empty and on a long journal, and is paired with the floor program: a bare PySide6 window that
reads the same journal's newest row with sqlite3 and paints one coloured text with QPainter
(what any PySide6 clock on a SQLite journal must do; passing a QColor makes PySide6 build the
`Qt` namespace's enums, which a bare QLabel window never does). A bare QLabel window is timed
too, to show what the floor itself costs.

Pairing: in each round every program runs right beside a floor run (which goes first alternates
round by round; the order of the programs is shuffled), and the ratio is taken per pair. The
figure reported is the median ratio over the rounds, with its range. The long/empty ratio of a
program is also taken within each round.

Every child is timed the same way: the parent notes the wall-clock time just before spawning;
the child's probe waits until the program itself imports PySide6.QtWidgets (so each program
orders its imports and makes its QApplication as its own command line does: a probe that
loaded Qt first would make PySide6's import hook read the source of every module the program
loads, which the program's own order may avoid). From then, an event filter on the shown
top-level window sees its first Expose (a widget window paints while it handles it), and on the
next turn of the event loop (the paint done) prints the time and its resident memory (VmRSS).
(An application-wide filter, used before, put a Python call in every event of the start-up:
~40-60 ms more for every program, which pulled every ratio towards 1.) It then waits until the
main thread goes quiet (at most 10% busy over 100 ms: whatever was deferred to just after the
first paint, such as the director's structure editor, has run) and prints the time and memory
again ("ready").

Each child's CPU time (user and system, all its threads, the whole run: to ready, then its
exit) is reported too; on a busy machine it varies far less than wall time, so `--compare`
prints its per-round ratio beside the first paint's.

Journals (built with the store's APIs before any run):
- empty: a tournament just created (the director's and the TV's), the demo table just seated;
- long: a tournament of `--events` events (default 100,000: created, started, then pauses,
  resumes and clock adjustments) and a demo table with `--hands` finished hands (default 1,000).
The tournament journals end with the snapshot the director's session keeps when it closes, as
a real night's do (`--no-snapshot`: without it, as an older program's journal opens once).

    python benchmarks/bench_startup.py [--runs 7] [--events N] [--hands N] [--running]
                                       [--only director,station,tv] [--compare DIR]

`--running` starts the tournament clocks first (the clock's alerts are then checked before the
first paint). `--compare DIR` also times the programs of another checkout (e.g. an older commit
unpacked with `git archive COMMIT | tar -x -C DIR`) beside ours, each on its own copy of the
journals: a before/after ratio under the same machine load.

Offscreen with one 1920x1080 screen unless DISPLAY is set (then xcb, e.g. under xvfb-run -a).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(CHECKOUT))  # run from a checkout

PAINT_MARK = "first-paint"
READY_MARK = "ready"
T0_MS = 1_800_000_000_000

# The probe every child runs: the same code before the app, the floor and the bare window.
PROBE = r"""
import importlib.util, sys, threading, time

def rss_kib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

def cpu_ns(tid):
    with open(f"/proc/self/task/{tid}/schedstat") as stat:
        return int(stat.read().split()[0])

def install_probe(widgets):
    # Runs once PySide6.QtWidgets is loaded, wherever the program first imports it: the
    # probe itself imports no Qt before the program does (a program may load its Qt-free
    # modules first, and PySide6's import hook reads the source of every module after it).
    from PySide6.QtCore import QEvent, QObject, QTimer, Signal

    class Probe(QObject):
        # First paint: on the turn after a shown top-level window's first Expose (a widget
        # window paints its widgets while it handles that event). Ready: the start of the
        # first QUIET_S after it in which the main thread runs for at most QUIET_CPU of the
        # time (the work deferred to just after the first paint is done; a clock's timer now
        # and then is not work). Sampled every 10 ms from a thread, by the main thread's CPU.
        QUIET_S, QUIET_CPU, SAMPLE_S = 0.1, 0.1, 0.01
        PAINTING = (QEvent.Type.Expose, QEvent.Type.UpdateRequest)
        ready = Signal()
        done = False
        def watch_window(self, widget):
            # Only the shown window's own events pass through Python: an application-wide
            # filter would add a Python call to every event of the start-up, ~40-60 ms.
            handle = widget.windowHandle() if widget.isWindow() else None
            if handle is not None and not self.done:
                handle.installEventFilter(self)
        def eventFilter(self, watched, event):
            if not self.done and event.type() in self.PAINTING:
                self.done = True
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.painted)
            return False
        def painted(self):
            print("first-paint", time.time_ns(), rss_kib(), flush=True)
            self.ready.connect(lambda: widgets.QApplication.exit(0))  # not quit(): no close events
            main = threading.get_native_id()
            threading.Thread(target=self.watch, args=(main,), daemon=True).start()
        def watch(self, main):
            samples = []  # (monotonic s, wall ns, main thread CPU ns, VmRSS KiB), oldest first
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                samples.append((time.monotonic(), time.time_ns(), cpu_ns(main), rss_kib()))
                while samples[-1][0] - samples[0][0] >= self.QUIET_S:
                    first = samples[0]
                    end = next(s for s in samples if s[0] - first[0] >= self.QUIET_S)
                    if end[2] - first[2] <= self.QUIET_CPU * (end[0] - first[0]) * 1e9:
                        print("ready", first[1], first[3], flush=True)
                        self.ready.emit()
                        return
                    samples.pop(0)
                time.sleep(self.SAMPLE_S)
            print("ready", time.time_ns(), rss_kib(), "never-quiet", flush=True)
            self.ready.emit()

    probe = []  # made with the first shown window (a QObject wants the QApplication first)

    def watched(show):
        def shown(self, *args):
            result = show(self, *args)
            if not probe:
                probe.append(Probe())
            probe[0].watch_window(self)
            return result
        return shown

    # Every program shows its window through one of these (called from Python), the floor too.
    for name in ("show", "showNormal", "showFullScreen", "showMaximized"):
        setattr(widgets.QWidget, name, watched(getattr(widgets.QWidget, name)))

class WatchQtWidgets:
    # A finder that only wraps PySide6.QtWidgets' loading, then steps aside.
    def find_spec(self, name, path=None, target=None):
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        load = spec.loader.exec_module
        def exec_module(module):
            load(module)
            install_probe(module)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, WatchQtWidgets())
"""

# Dealer Assist as `dealer-assist ARGS...` runs it (it makes its own QApplication).
APP = (
    PROBE
    + r"""
from dealer_assist.cli import main
sys.exit(main(sys.argv[1:]))
"""
)

BARE_WINDOW = (
    PROBE
    + r"""
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("bare")
window.setCentralWidget(QLabel("bare PySide6 window"))
window.resize(1280, 720)
window.show()
sys.exit(app.exec())
"""
)

FLOOR_WINDOW = (
    PROBE
    + r"""
import json, sqlite3
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

app = QApplication(sys.argv[:1])

class Clock(QWidget):
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#000000"))
        font = QFont()
        font.setPixelSize(self.height() // 3)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self.rect(), 0x84, text)
        painter.end()

connection = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
tables = [r[0] for r in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")]
newest = [connection.execute(f"SELECT * FROM {t} ORDER BY rowid DESC LIMIT 1").fetchone()
          for t in tables]
decoded = [json.loads(v) for r in newest if r for v in r if isinstance(v, str) and v[:1] in "{["]
text = f"20:00  ({len(decoded)} rows)"
window = QMainWindow()
window.setWindowTitle("floor")
window.setCentralWidget(Clock())
window.resize(1280, 720)
window.show()
sys.exit(app.exec())
"""
)

SCREEN = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "MAIN", "x": 0, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ],
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Timing:
    paint_s: float
    ready_s: float
    paint_rss_kib: int
    ready_rss_kib: int
    cpu_s: float  # the whole run (to ready, then exit): steadier than wall time on a busy machine


@dataclass
class Samples:
    runs: list[Timing] = field(default_factory=list)
    floor_ratios: list[float] = field(default_factory=list)  # paint / the paired floor's paint

    def median(self, attribute: str) -> float:
        return statistics.median(getattr(t, attribute) for t in self.runs)


# -- journals ------------------------------------------------------------------------------------


def tournament_events(count: int, now_ms: int, running: bool) -> Iterator[object]:
    """A tournament of `count` events ending now: created, started, then a cycle of pause,
    +1 s, resume, -1 s (the director's day of clock commands), 100 ms apart."""
    from dealer_assist.core import tournament as t
    from dealer_assist.resources import resource_path

    toml = resource_path("structures", "home-2h.toml").read_text(encoding="utf-8")
    step_ms = 100
    first_ms = now_ms - count * step_ms
    yield t.TournamentCreated(
        event_id="bench-0", at_ms=first_ms, name="Long night", house_book="general",
        structure_toml=toml,
    )  # fmt: skip
    if count < 2:
        return
    yield t.ClockStarted(event_id="bench-1", at_ms=first_ms + step_ms)
    cycle = (
        lambda i, at: t.ClockPaused(event_id=f"bench-{i}", at_ms=at),
        lambda i, at: t.ClockAdjusted(event_id=f"bench-{i}", at_ms=at, delta_ms=1000),
        lambda i, at: t.ClockResumed(event_id=f"bench-{i}", at_ms=at),
        lambda i, at: t.ClockAdjusted(event_id=f"bench-{i}", at_ms=at, delta_ms=-1000),
    )
    # A stopped clock ends on a pause; a running one on a resume or an adjustment.
    end = count if running else count - (count - 2) % 4
    for i in range(2, end):
        yield cycle[(i - 2) % 4](i, first_ms + i * step_ms)


def make_tournament(data_dir: Path, events: int, running: bool, snapshot: bool = True) -> Path:
    """A tournament journal in `data_dir`'s library: `events` events (1: just created), with
    the snapshot and summary the director's session keeps at close unless `snapshot` is
    False."""
    from dealer_assist import paths
    from dealer_assist.store.journal import Journal
    from dealer_assist.store.library import TournamentLibrary

    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    info = library.create("Long night" if events > 1 else "Bench night", {"house_book": "general"})
    now_ms = time.time_ns() // 1_000_000
    with Journal.open(info.path) as journal:
        history = list(tournament_events(events, now_ms, running))
        if events == 1 and running:
            from dealer_assist.core import tournament as t

            history.append(t.ClockStarted(event_id="bench-1", at_ms=now_ms))
        journal.append_many(history)
    if snapshot:  # as the director leaves a journal: a snapshot and a summary at close
        from dealer_assist.store.tournament_session import tournament_session

        with Journal.open(info.path) as journal:
            tournament_session(journal).close()
    return info.path


def make_station(data_dir: Path, hands: int, scratch: Path) -> Path:
    """The demo table's journal (`table --demo`) with `hands` finished hands: every other hand
    folds round to the big blind, the others are called and checked down and awarded to a
    seat in turn. Played through TableSession on a RAM disk (one fsync per command), then
    copied into place with its acknowledgement mark."""
    from dealer_assist import paths
    from dealer_assist.core.hand.hand import ActionKind, Phase, pots
    from dealer_assist.core.table.station_level import DEMO_STAKES, fixed_level
    from dealer_assist.house_books import DEFAULT_BOOK, house_rules
    from dealer_assist.store.table_session import TableSession

    work = Path(tempfile.mkdtemp(prefix="bench-station-", dir=scratch))
    try:
        clock = iter(range(T0_MS, T0_MS + 10**12, 1000))
        session = TableSession.open(
            work / "t.journal",
            house_rules(DEFAULT_BOOK),
            now_ms=lambda: next(clock),
            level=fixed_level(DEMO_STAKES),
        )
        session.open_demo()
        for number in range(hands):
            if len(session.table.occupied()) < 2:
                break
            session.deal()
            walk = number % 2 == 0
            while session.hand.phase is Phase.BETTING:
                legal = session.legal_actions()
                if legal is None:
                    break
                if legal.can_check:
                    session.act(ActionKind.CHECK)
                else:
                    session.act(ActionKind.FOLD if walk else ActionKind.CALL)
            found = pots(session.hand)
            if found:
                session.award(
                    {p.index: (sorted(p.eligible)[number % len(p.eligible)],) for p in found}
                )
        session.close()
        tables = paths.make_private_dir(paths.data_dir(data_dir) / "tables")
        target = tables / f"demo-table-{DEFAULT_BOOK}.journal"
        for source in work.iterdir():  # the journal and its -ack mark
            shutil.copy2(source, tables / source.name.replace("t.journal", target.name))
    finally:
        shutil.rmtree(work, ignore_errors=True)  # a RAM disk: never leave it behind
    return target


def station_journal(data_dir: Path) -> Path:
    from dealer_assist import paths
    from dealer_assist.house_books import DEFAULT_BOOK

    return paths.data_dir(data_dir) / "tables" / f"demo-table-{DEFAULT_BOOK}.journal"


def count_events(path: Path) -> int:
    import sqlite3

    if not path.exists():
        return 0
    with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
        return int(connection.execute("SELECT count(*) FROM events").fetchone()[0])


# -- runs ----------------------------------------------------------------------------------------


def env_for(scratch: Path) -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        config = scratch / "screen.json"
        config.write_text(json.dumps(SCREEN), encoding="utf-8")
        env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    # An installed program runs from bytecode (pip compiles it); so does PySide6 here. Let the
    # warm-up runs write __pycache__ so no side pays for compiling source on every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("DEALER_ASSIST_DATA_DIR", None)
    env.pop("DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT", None)
    env["PYQTGRAPH_QT_LIB"] = "PySide6"
    return env


def time_one(command: list[str], env: dict[str, str], cwd: Path | None = None) -> Timing:
    """Wall time from just before spawning to the child's first paint and to its idle loop,
    and the CPU time (user + system, every thread) the child used in all."""
    children_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started_ns = time.time_ns()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, cwd=cwd)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_s = (children.ru_utime - children_before.ru_utime) + (
        children.ru_stime - children_before.ru_stime
    )
    marks: dict[str, tuple[float, int]] = {}
    for line in result.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[0] in (PAINT_MARK, READY_MARK):
            marks[parts[0]] = ((int(parts[1]) - started_ns) / 1e9, int(parts[2]))
    if PAINT_MARK not in marks or READY_MARK not in marks:
        raise RuntimeError(
            f"{command[1:4]} printed no first-paint mark (exit {result.returncode}):\n"
            f"{result.stdout}\n{result.stderr}"
        )
    return Timing(marks[PAINT_MARK][0], marks[READY_MARK][0], marks[PAINT_MARK][1],
                  marks[READY_MARK][1], cpu_s)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Program:
    key: str  # e.g. "director/long" or "--compare director/long"
    command: list[str]
    cwd: Path
    journal: Path  # what the paired floor reads


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}x (range {min(values):.2f}-{max(values):.2f})"


def row(label: str, runs: list[Timing]) -> str:
    """Medians: first paint, ready, memory at each, CPU time of the run."""

    def median(attribute: str) -> float:
        return statistics.median(getattr(t, attribute) for t in runs)

    return (
        f"  {label:<26}{median('paint_s') * 1000:9.1f} ms{median('ready_s') * 1000:9.1f} ms"
        f"{median('paint_rss_kib') / 1024:8.1f} MiB{median('ready_rss_kib') / 1024:8.1f} MiB"
        f"{median('cpu_s') * 1000:9.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="rounds (default 7)")
    parser.add_argument("--events", type=int, default=100_000, help="long tournament's events")
    parser.add_argument("--hands", type=int, default=1000, help="long table's finished hands")
    parser.add_argument("--running", action="store_true", help="tournament clocks running")
    parser.add_argument(
        "--no-snapshot",
        action="store_true",
        help="tournament journals without the director's snapshot (an older program's)",
    )
    parser.add_argument(
        "--only", default="director,station,tv", help="programs to time (comma-separated)"
    )
    parser.add_argument("--compare", metavar="DIR", help="also time the checkout in DIR")
    parser.add_argument("--seed", type=int, default=1, help="order of the programs per round")
    options = parser.parse_args()
    modes = [m.strip() for m in options.only.split(",") if m.strip()]
    unknown = set(modes) - {"director", "station", "tv"}
    if unknown:
        parser.error(f"--only: unknown program(s) {sorted(unknown)}")

    with tempfile.TemporaryDirectory(prefix="bench-startup-") as scratch_name:
        scratch = Path(scratch_name)
        ram = Path("/dev/shm") if Path("/dev/shm").is_dir() else scratch
        env = env_for(scratch)
        data = {"empty": scratch / "data-empty", "long": scratch / "data-long"}
        started = time.perf_counter()
        journals = {
            ("tournament", "empty"): make_tournament(
                data["empty"], 1, options.running, not options.no_snapshot
            ),
            ("tournament", "long"): make_tournament(
                data["long"], options.events, options.running, not options.no_snapshot
            ),
        }
        if "station" in modes:
            journals[("table", "long")] = make_station(data["long"], options.hands, ram)
        checkouts = [("", CHECKOUT)]
        if options.compare:
            checkouts.append(("--compare ", Path(options.compare).resolve()))
        programs: list[Program] = []
        for prefix, checkout in checkouts:
            for size in ("empty", "long"):
                data_dir = data[size]
                if prefix:  # its own copy: each side writes its own files
                    data_dir = scratch / f"compare-{size}"
                    if not data_dir.exists():
                        shutil.copytree(data[size], data_dir)
                base = [sys.executable, "-c", APP, "--data-dir", str(data_dir)]
                # This side's copy of the tournament journal (the floor beside it reads it).
                tournament_journal = data_dir / journals[("tournament", size)].relative_to(
                    data[size]
                )
                by_mode = {
                    "director": (base + ["director"], tournament_journal),
                    "station": (base + ["table", "--demo"], station_journal(data_dir)),
                    "tv": (base + ["clock"], tournament_journal),
                }
                for mode in modes:
                    command, journal = by_mode[mode]
                    programs.append(Program(f"{prefix}{mode}/{size}", command, checkout, journal))
        bare = [sys.executable, "-c", BARE_WINDOW]
        # One untimed run of each: seats the empty demo table, writes __pycache__, warms the
        # disk cache.
        for program in programs:
            time_one(program.command, env, program.cwd)
        time_one(bare, env)
        floor_of = {p.key: [sys.executable, "-c", FLOOR_WINDOW, str(p.journal)] for p in programs}
        time_one(next(iter(floor_of.values())), env)
        sizes = {
            "tournament events (empty/long)": (
                count_events(journals[("tournament", "empty")]),
                count_events(journals[("tournament", "long")]),
            ),
            "table events (empty/long)": (
                count_events(station_journal(data["empty"])),
                count_events(station_journal(data["long"])),
            ),
        }
        prepared_s = time.perf_counter() - started

        samples = {p.key: Samples() for p in programs}
        bare_runs: list[Timing] = []
        floor_runs: list[Timing] = []
        long_ratios: dict[str, list[float]] = {}
        compare_ratios: dict[str, list[float]] = {}
        compare_cpu_ratios: dict[str, list[float]] = {}
        order = random.Random(options.seed)
        for round_index in range(options.runs):
            bare_runs.append(time_one(bare, env))
            shuffled = list(programs)
            order.shuffle(shuffled)
            paints: dict[str, float] = {}
            cpus: dict[str, float] = {}
            for program in shuffled:
                pair = [
                    ("floor", floor_of[program.key], None),
                    ("app", program.command, program.cwd),
                ]
                if round_index % 2:
                    pair.reverse()
                timed = {name: time_one(command, env, cwd) for name, command, cwd in pair}
                floor_runs.append(timed["floor"])
                samples[program.key].runs.append(timed["app"])
                samples[program.key].floor_ratios.append(
                    timed["app"].paint_s / timed["floor"].paint_s
                )
                paints[program.key] = timed["app"].paint_s
                cpus[program.key] = timed["app"].cpu_s
            for prefix, _ in checkouts:
                for mode in modes:
                    key = f"{prefix}{mode}"
                    long_ratios.setdefault(key, []).append(
                        paints[f"{key}/long"] / paints[f"{key}/empty"]
                    )
            if options.compare:
                for program in programs:
                    if not program.key.startswith("--compare "):
                        other = paints[f"--compare {program.key}"]
                        compare_ratios.setdefault(program.key, []).append(
                            paints[program.key] / other
                        )
                        compare_cpu_ratios.setdefault(program.key, []).append(
                            cpus[program.key] / cpus[f"--compare {program.key}"]
                        )

    platform = "xcb" if os.environ.get("DISPLAY") else "offscreen 1920x1080"
    clocks = "running" if options.running else "not started"
    print(
        f"start-up to first paint: {options.runs} rounds, QPA {platform}, clocks {clocks}, "
        f"load average {os.getloadavg()[0]:.2f}, journals built in {prepared_s:.1f} s"
    )
    for label, (empty, long) in sizes.items():
        if long:
            print(f"  {label}: {empty:,} / {long:,}")
    print(
        f"  {'program':<26}{'first paint':>12}{'ready':>12}{'RSS paint':>12}{'RSS ready':>12}"
        f"{'CPU':>12}   paint / paired floor"
    )
    print(row("bare PySide6 window", bare_runs))
    print(row("floor (all pairs)", floor_runs))
    for program in programs:
        s = samples[program.key]
        print(row(program.key, s.runs) + f"   {summary(s.floor_ratios)}")
    floor_over_bare = statistics.median(t.paint_s for t in floor_runs) / statistics.median(
        t.paint_s for t in bare_runs
    )
    print(f"  floor / bare window (medians): {floor_over_bare:.2f}x")
    print("Targets (medians of the per-round ratios):")
    for size in ("empty", "long"):
        key = f"director/{size}"
        if key in samples:
            ratios = samples[key].floor_ratios
            print(
                f"  director first paint / floor, {size} journal: {summary(ratios)}"
                f"   (target <= 1.3x: {'met' if statistics.median(ratios) <= 1.3 else 'NOT met'})"
            )
    for key, values in long_ratios.items():
        ratio = statistics.median(values)
        print(
            f"  {key} first paint, long / empty journal: {summary(values)}"
            f"   (target <= 1.1x: {'met' if ratio <= 1.1 else 'NOT met'})"
        )
    for size in ("empty", "long"):
        director, station = samples.get(f"director/{size}"), samples.get(f"station/{size}")
        if director and station:
            ratio = director.median("ready_rss_kib") / station.median("ready_rss_kib")
            print(
                f"  director / station memory when ready (VmRSS), {size}: {ratio:.2f}x"
                f"   (target <= 1.3x: {'met' if ratio <= 1.3 else 'NOT met'})"
            )
    if compare_ratios:
        print("Ours / --compare, first paint and CPU time of the run (per round, same load):")
        for key, values in compare_ratios.items():
            print(f"  {key:<24} {summary(values)}   CPU {summary(compare_cpu_ratios[key])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
