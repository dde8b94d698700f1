"""Start-up time: process start to the director window's first paint, against a bare PySide6 window.

Both processes are measured the same way: the parent notes the wall-clock time just before
spawning, the child prints the wall-clock time at its window's first paint event and exits.
Runs alternate between the two so machine load hits both alike; the medians are compared.

The director's first paint shows the whole clock side (title, mini clock, buttons, menus); its
structure editor is built on the next turn of the event loop. The time until the editor is in
place is printed too, against the same baseline, so deferring work is never hidden.

A third program, the floor, does only what any PySide6 clock on a SQLite journal must: read the
same journal and paint one coloured text with QPainter. Its ratio to the bare window shows how
much of the 1.3x budget PySide6 and the standard library spend before Dealer Assist's own code.

    python benchmarks/bench_startup.py [--runs 7] [--running] [--compare DIR]

By default the director opens the demo tournament as first created (clock not started);
`--running` starts its clock first, so the window reopens a running tournament (the clock's
alerts are then checked before the first paint).

`--compare DIR` also times the director of another checkout (e.g. an older commit unpacked with
`git archive COMMIT | tar -x -C DIR`), in the same alternating runs, with its own data dir: a
before/after figure under the same machine load.

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
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[1]
FIRST_PAINT_ENV = "DEALER_ASSIST_EXIT_AFTER_FIRST_PAINT"
MARK = "first-paint-ns "
EDITOR_MARK = "editor-built-ns "

# The first-paint probe of both programs below, the same as app.py's.
PROBE = r"""
class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "done", False):
            self.done = True
            QTimer.singleShot(0, self.report)
        return False
    def report(self):
        print("first-paint-ns", time.time_ns(), flush=True)
        QApplication.exit(0)
"""

# The baseline: the least a PySide6 window costs.
BARE_WINDOW = (
    r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
"""
    + PROBE
    + r"""
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
)


# The floor: what any PySide6 program that paints a clock from a SQLite journal pays before a line
# of Dealer Assist runs. It reads the same journal file (rows decoded from JSON) and paints one
# coloured text with QPainter. Passing a QColor to any Qt call makes PySide6 build the `Qt`
# namespace's ~100 Python enums (~15 ms here), which a bare QLabel window never does.
FLOOR_WINDOW = (
    r"""
import json, sqlite3, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget
"""
    + PROBE
    + r"""
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
rows = [r for t in tables for r in connection.execute(f"SELECT * FROM {t}")]
decoded = [json.loads(v) for r in rows for v in r if isinstance(v, str) and v[:1] in "{["]
text = f"20:00  ({len(decoded)} events)"
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setWindowTitle("floor")
window.setCentralWidget(Clock())
window.resize(1280, 720)
probe = Probe()
window.installEventFilter(probe)
window.show()
sys.exit(app.exec())
"""
)


def _journal_file(data_dir: str) -> str:
    """The journal the warm-up run created (the floor program reads it too)."""
    sys.path.insert(0, str(CHECKOUT))  # run from a checkout
    from dealer_assist import paths
    from dealer_assist.store.library import TournamentLibrary

    info = TournamentLibrary(paths.tournaments_dir(data_dir)).most_recent()
    assert info is not None, "the warm-up run created no tournament"
    return str(info.path)


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


def _time_one(
    command: list[str], env: dict[str, str], cwd: str | None = None
) -> tuple[float, float | None]:
    """Seconds from just before spawning to the child's first paint (and to its editor, if any)."""
    started_ns = time.time_ns()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, cwd=cwd)
    marks = {}
    for line in result.stdout.splitlines():
        for mark in (MARK, EDITOR_MARK):
            if line.startswith(mark):
                marks[mark] = (int(line[len(mark) :]) - started_ns) / 1e9
    if MARK not in marks:
        raise RuntimeError(
            f"{command[:3]} printed no first-paint mark (exit {result.returncode}):\n"
            f"{result.stdout}\n{result.stderr}"
        )
    return marks[MARK], marks.get(EDITOR_MARK)


def _start_clock(data_dir: str) -> None:
    """Start the clock of the tournament the warm-up run created (through the store, as the
    director's Space key would)."""
    sys.path.insert(0, str(CHECKOUT))  # run from a checkout
    from dealer_assist import paths
    from dealer_assist.core import tournament
    from dealer_assist.store.library import TournamentLibrary
    from dealer_assist.store.session import Session

    library = TournamentLibrary(paths.tournaments_dir(data_dir))
    info = library.most_recent()
    assert info is not None, "the warm-up run created no tournament"
    session = Session(library.open(info.id), tournament.apply, None)
    try:
        session.execute(tournament.cmd_start(session.state, time.time_ns() // 1_000_000))
    finally:
        session.close()


def _line(label: str, runs: list[float]) -> str:
    return (
        f"  {label:28s}: median {statistics.median(runs) * 1000:7.1f} ms  "
        f"(min {min(runs) * 1000:.1f}, max {max(runs) * 1000:.1f})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each process (default 7)")
    parser.add_argument(
        "--running", action="store_true", help="reopen a tournament whose clock is running"
    )
    parser.add_argument(
        "--compare", metavar="DIR", help="also time the director of the checkout in DIR"
    )
    options = parser.parse_args()
    env = _env()
    checkout = str(CHECKOUT)  # `-m dealer_assist` runs the package of its working directory
    with (
        tempfile.TemporaryDirectory(prefix="bench-startup-") as data_dir,
        tempfile.TemporaryDirectory(prefix="bench-startup-other-") as other_dir,
    ):
        director = [sys.executable, "-m", "dealer_assist", "--data-dir", data_dir, "director"]
        other = [sys.executable, "-m", "dealer_assist", "--data-dir", other_dir, "director"]
        bare = [sys.executable, "-c", BARE_WINDOW]
        # One untimed run of each: creates the demo tournament and warms the disk cache.
        _time_one(director, env, checkout)
        _time_one(bare, env)
        floor = [sys.executable, "-c", FLOOR_WINDOW, _journal_file(data_dir)]
        _time_one(floor, env)
        if options.compare:
            _time_one(other, env, options.compare)
        if options.running:
            _start_clock(data_dir)
            if options.compare:
                _start_clock(other_dir)
        director_s: list[float] = []
        editor_s: list[float] = []
        bare_s: list[float] = []
        floor_s: list[float] = []
        other_s: list[float] = []
        for _ in range(options.runs):
            bare_s.append(_time_one(bare, env)[0])
            floor_s.append(_time_one(floor, env)[0])
            paint, editor = _time_one(director, env, checkout)
            director_s.append(paint)
            if editor is not None:
                editor_s.append(editor)
            if options.compare:
                other_s.append(_time_one(other, env, options.compare)[0])
    bare_median = statistics.median(bare_s)
    platform = "xcb" if os.environ.get("DISPLAY") else "offscreen"
    clock = "running" if options.running else "not started"
    print(f"start-up to first paint, {options.runs} runs each, QPA {platform}, clock {clock}")
    print(_line("bare PySide6 window", bare_s))
    print(_line("floor: journal + painted clock", floor_s))
    print(_line("director window, first paint", director_s))
    if editor_s:
        print(_line("director, editor built", editor_s))
    if other_s:
        print(_line("--compare director, paint", other_s))
    ratio = statistics.median(director_s) / bare_median
    floor_median = statistics.median(floor_s)
    print(f"  ratio director/bare         : {ratio:.2f}x  (target <= 1.3x)")
    print(f"  ratio floor/bare            : {floor_median / bare_median:.2f}x")
    print(
        f"  left for Dealer Assist's own code under 1.3x: "
        f"{(1.3 * bare_median - floor_median) * 1000:.1f} ms; it takes "
        f"{(statistics.median(director_s) - floor_median) * 1000:.1f} ms"
    )
    if editor_s:
        print(f"  ratio editor built/bare     : {statistics.median(editor_s) / bare_median:.2f}x")
    if other_s:
        print(f"  ratio --compare/bare        : {statistics.median(other_s) / bare_median:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
