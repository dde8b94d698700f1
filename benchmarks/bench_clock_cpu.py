"""CPU used by the TV clock process, against a floor clock doing the least a clock must.

Programs, each its own process, fullscreen on one 1920x1080 screen (offscreen by default; under
`xvfb-run` pass `--platform xcb`):
- `dealer-assist clock --demo` (the real command: window, alert player, demo structure with
  2-minute levels, so level changes and flashes happen during the run);
- the same command following a started tournament's journal (polled 4 times a second);
- the floor: a bare QWidget woken at each second boundary by a precise single-shot QTimer,
  painting a time text (a third of the screen high) on black: what any clock must do;
- a bare idle window, for context.

Each round runs every program once, in an order that alternates round by round; after a settling
time each is measured for `--seconds`: CPU time of all its threads (nanoseconds, from
/proc/PID/task/*/schedstat) over wall time. The clock/floor ratio is taken per round; the
figure is the median over the rounds, with its range. Target: the clock under 2 % of one core.

    python benchmarks/bench_clock_cpu.py [--rounds 3] [--seconds 20] [--settle 3]
                                         [--platform offscreen|xcb] [--compare DIR]

`--compare DIR` also measures the `--demo` clock of another checkout (e.g. an older commit
unpacked with `git archive COMMIT | tar -x -C DIR`) in the same rounds: a before/after ratio.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
window = QWidget()
window.setStyleSheet("background: black")
window.resize(1920, 1080)
window.showFullScreen()
app.exec()
"""

FLOOR_CLOCK = """
import time
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QWidget

class Clock(QWidget):
    def __init__(self):
        super().__init__()
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.tick)
        self.text = ""
        self.tick()
    def tick(self):
        now = time.time()
        left = 3 * 3600 - int(now) % (3 * 3600)
        self.text = f"{left // 3600}:{left // 60 % 60:02d}:{left % 60:02d}"
        self.update()
        self.timer.start(int((1 - now % 1) * 1000) + 1)
    def paintEvent(self, event):
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#000000"))
        font = QFont()
        font.setPixelSize(self.height() // 3)
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.text)
        painter.end()

app = QApplication([])
clock = Clock()
clock.resize(1920, 1080)
clock.showFullScreen()
app.exec()
"""

# The clock command itself (as `dealer-assist clock` runs it), without the other modes' imports.
CLOCK = """
import argparse, sys
from dealer_assist.commands import clock
parser = argparse.ArgumentParser()
parser.add_argument("--data-dir")
clock.configure(parser)
sys.exit(clock.run(parser.parse_args(sys.argv[1:])))
"""

SCREEN = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "TV", "x": 0, "y": 0, "width": 1920, "height": 1080,
         "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
    ],
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Program:
    name: str
    argv: list[str]
    cwd: Path


def cpu_ns(pid: int) -> int:
    """CPU time so far of every live thread of a process, in nanoseconds."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass  # the thread ended meanwhile
    return total


def measure(program: Program, env: dict[str, str], settle_s: float, seconds: float) -> float:
    """% of one core the program uses after settling."""
    child = subprocess.Popen(
        program.argv, cwd=program.cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        time.sleep(settle_s)
        if child.poll() is not None:
            raise RuntimeError(
                f"{program.name} exited early with code {child.returncode}: "
                f"{child.stderr.read().decode(errors='replace') if child.stderr else ''}"
            )
        start_cpu, start_wall = cpu_ns(child.pid), time.monotonic_ns()
        time.sleep(seconds)
        used = cpu_ns(child.pid) - start_cpu
        wall = time.monotonic_ns() - start_wall
    finally:
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    return 100.0 * used / wall


def make_tournament(data_dir: Path) -> None:
    """A started tournament on the demo structure, as the director's window leaves it."""
    sys.path.insert(0, str(ROOT))
    from dealer_assist import paths
    from dealer_assist.core import tournament as t
    from dealer_assist.resources import resource_path
    from dealer_assist.store.library import TournamentLibrary
    from dealer_assist.store.session import Session

    info = TournamentLibrary(paths.tournaments_dir(data_dir)).create("Benchmark night")
    toml = resource_path("structures", "demo.toml").read_text(encoding="utf-8")
    now_ms = time.time_ns() // 1_000_000
    with Session.open(info.path, t.apply, None) as session:
        session.execute(t.cmd_create("Benchmark night", "general", toml, now_ms))
        session.execute(t.cmd_start(session.state, now_ms))


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f}x (range {min(values):.2f}-{max(values):.2f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds of every program")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured time per run")
    parser.add_argument("--settle", type=float, default=3.0, help="start-up time not measured")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for all")
    parser.add_argument("--compare", metavar="DIR", help="also the --demo clock of DIR")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as scratch:
        data_dir = Path(scratch) / "data"
        env = dict(os.environ, DEALER_ASSIST_DATA_DIR=str(data_dir))
        env.pop("PYTHONPATH", None)  # each clock imports dealer_assist from its own checkout
        if args.platform == "offscreen":
            config = Path(scratch) / "screen.json"
            config.write_text(json.dumps(SCREEN), encoding="utf-8")
            env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        else:
            env["QT_QPA_PLATFORM"] = args.platform
        make_tournament(data_dir)
        clock = [sys.executable, "-c", CLOCK]
        programs = [
            Program("TV clock (--demo)", [*clock, "--demo"], ROOT),
            Program("TV clock (journal)", [*clock, "--data-dir", str(data_dir)], ROOT),
            Program("floor clock", [sys.executable, "-c", FLOOR_CLOCK], ROOT),
            Program("bare PySide6 window", [sys.executable, "-c", BARE_WINDOW], ROOT),
        ]
        if args.compare:
            other = Path(args.compare).resolve()
            programs.append(Program("--compare (--demo)", [*clock, "--demo"], other))
        used: dict[str, list[float]] = {p.name: [] for p in programs}
        for index in range(args.rounds):
            for program in programs if index % 2 == 0 else list(reversed(programs)):
                used[program.name].append(measure(program, env, args.settle, args.seconds))

    print(
        f"platform {args.platform}, {args.rounds} rounds, {args.seconds:.0f} s measured after "
        f"{args.settle:.0f} s, alternated; load average {os.getloadavg()[0]:.2f}"
    )
    for name, values in used.items():
        print(
            f"  {name:<22}: median {statistics.median(values):5.2f} % of one core "
            f"(min {min(values):.2f}, max {max(values):.2f})"
        )
    floor = used["floor clock"]
    for name in [n for n in used if n.startswith(("TV", "--compare"))]:
        ratios = [c / f for c, f in zip(used[name], floor, strict=True) if f > 0]
        value = statistics.median(used[name])
        verdict = "met" if value <= 2.0 else "NOT met"
        ratio = spread(ratios) if ratios else "n/a"
        print(f"  {name} / floor clock (per round): {ratio}   (target <= 2 %: {verdict})")
    if args.compare:
        ratios = [
            ours / other
            for ours, other in zip(
                used["TV clock (--demo)"], used["--compare (--demo)"], strict=True
            )
            if other > 0
        ]
        if ratios:
            print(f"  ours / --compare, --demo clock (per round): {spread(ratios)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
