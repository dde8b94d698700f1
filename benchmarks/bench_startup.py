"""Start-up time: process start to the director window's first paint, against a bare PySide6 window.

Both processes are measured the same way: the parent notes the wall-clock time just before
spawning, the child prints the wall-clock time at its window's first paint event and exits.
Runs alternate between the two so machine load hits both alike; the medians are compared.

    python benchmarks/bench_startup.py [--runs 7]

Uses the offscreen platform unless DISPLAY is set (then xcb, e.g. under xvfb-run).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

FIRST_PAINT_ENV = "DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT"
MARK = "first-paint-ns "

# The baseline: the least a PySide6 window costs, with the same first-paint probe as app.py.
BARE_WINDOW = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
            self.done = True
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        print("first-paint-ns", time.time_ns(), flush=True)
        QApplication.exit(0)

app = QApplication(sys.argv)
window = QMainWindow()
window.setWindowTitle("bare")
window.setCentralWidget(QLabel("bare PySide6 window"))
window.resize(1280, 720)
probe = Probe()
window.installEventFilter(probe)
window.show()
sys.exit(app.exec())
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env["QT_QPA_PLATFORM"] = "offscreen"
    env[FIRST_PAINT_ENV] = "1"
    # An installed program runs from bytecode (pip compiles it); so does PySide6 here. Let the
    # warm-up run write __pycache__ so neither side pays for compiling source on every start.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYQTGRAPH_QT_LIB"] = "PySide6"
    return env


def _time_one(command: list[str], env: dict[str, str]) -> float:
    """Seconds from just before spawning to the child's first paint."""
    started_ns = time.time_ns()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
    for line in result.stdout.splitlines():
        if line.startswith(MARK):
            return (int(line[len(MARK) :]) - started_ns) / 1e9
    raise RuntimeError(
        f"{command[:3]} printed no first-paint mark (exit {result.returncode}):\n"
        f"{result.stdout}\n{result.stderr}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each process (default 7)")
    options = parser.parse_args()
    env = _env()
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as data_dir:
        director = [sys.executable, "-m", "dealer_assist", "--data-dir", data_dir, "director"]
        bare = [sys.executable, "-c", BARE_WINDOW]
        # One untimed run of each: creates the demo tournament and warms the disk cache.
        _time_one(director, env)
        _time_one(bare, env)
        director_s: list[float] = []
        bare_s: list[float] = []
        for _ in range(options.runs):
            bare_s.append(_time_one(bare, env))
            director_s.append(_time_one(director, env))
    bare_median = statistics.median(bare_s)
    director_median = statistics.median(director_s)
    platform = "xcb" if os.environ.get("DISPLAY") else "offscreen"
    print(f"start-up to first paint, {options.runs} runs each, QPA {platform}")
    print(
        f"  bare PySide6 window : median {bare_median * 1000:7.1f} ms  "
        f"(min {min(bare_s) * 1000:.1f}, max {max(bare_s) * 1000:.1f})"
    )
    print(
        f"  director window     : median {director_median * 1000:7.1f} ms  "
        f"(min {min(director_s) * 1000:.1f}, max {max(director_s) * 1000:.1f})"
    )
    print(f"  ratio director/bare : {director_median / bare_median:.2f}x  (target <= 1.3x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
