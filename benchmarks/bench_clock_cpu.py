"""CPU used by the TV clock process against a bare PySide6 window idling for the same time.

Starts `dealer-assist clock --demo` (the real command: window, alert player, demo structure
with 2-minute levels, so level changes and flashes happen during the run), then the same
command following a started tournament's journal (polled 4 times a second), and, as the
baseline, a process showing an empty QWidget of the same size. After a settling time each is
measured for `--seconds` (default 60): CPU time (user + system, all threads, from
/proc/PID/stat) over wall time, as % of one core. Offscreen by default, with one 1920x1080
screen; under `xvfb-run` pass `--platform xcb`.

    python benchmarks/bench_clock_cpu.py [--seconds N] [--settle S] [--platform offscreen|xcb]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TICKS_PER_S = os.sysconf("SC_CLK_TCK")

BARE_WINDOW = """
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
window = QWidget()
window.setStyleSheet("background: black")
window.resize(1920, 1080)
window.showFullScreen()
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


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a process so far (all its threads), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # After the ")" of the command name: state is field 3, utime 14, stime 15 (1-based).
    return (int(fields[11]) + int(fields[12])) / TICKS_PER_S


def measure(name: str, argv: list[str], env: dict[str, str], settle_s: float, seconds: float):
    child = subprocess.Popen(
        argv, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        time.sleep(settle_s)
        if child.poll() is not None:
            raise RuntimeError(f"{name} exited early with code {child.returncode}")
        start_cpu, start_wall = cpu_seconds(child.pid), time.monotonic()
        time.sleep(seconds)
        used = cpu_seconds(child.pid) - start_cpu
        wall = time.monotonic() - start_wall
    finally:
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    percent = 100.0 * used / wall
    print(
        f"{name:>22}: startup {start_cpu:5.2f} s CPU; then {used:6.3f} s CPU in {wall:5.1f} s"
        f" = {percent:5.2f} % of one core"
    )
    return percent


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="measured time per process")
    parser.add_argument("--settle", type=float, default=5.0, help="start-up time not measured")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM for both")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, DEALER_ASSIST_DATA_DIR=str(Path(scratch) / "data"))
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        if args.platform == "offscreen":
            config = Path(scratch) / "screen.json"
            config.write_text(json.dumps(SCREEN), encoding="utf-8")
            env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        else:
            env["QT_QPA_PLATFORM"] = args.platform
        print(f"platform {args.platform}, {args.seconds:.0f} s measured after {args.settle:.0f} s")
        clock = measure(
            "TV clock (--demo)",
            [sys.executable, "-c", CLOCK, "--demo"],
            env,
            args.settle,
            args.seconds,
        )
        data_dir = Path(scratch) / "data"
        make_tournament(data_dir)
        following = measure(
            "TV clock (journal)",
            [sys.executable, "-c", CLOCK, "--data-dir", str(data_dir)],
            env,
            args.settle,
            args.seconds,
        )
        bare = measure(
            "bare PySide6 window",
            [sys.executable, "-c", BARE_WINDOW],
            env,
            args.settle,
            args.seconds,
        )
    for name, value in (("demo", clock), ("journal", following)):
        ratio = f"{value / bare:.1f}x" if bare > 0 else "n/a (the baseline used no measurable CPU)"
        print(
            f"clock ({name}) - bare: {value - bare:+.2f} % of one core; ratio: {ratio}"
            f"   (target <= 2 %: {'met' if value <= 2.0 else 'NOT met'})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
