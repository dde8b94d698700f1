"""How late the TV clock shows each new second: boundary-armed timer vs a free-running 1 s timer.

Runs the real `ClockView` (1920x1080, offscreen unless QT_QPA_PLATFORM says otherwise) on a
long level for `--seconds` (default 60), recording the wall time of every paint against the
true instant its second began (from the clock anchor). Then the baseline: the same view
refreshed by a naive free-running 1000 ms QTimer started at a random phase, same measurement.
Prints median, p99 and max lateness in ms, seconds skipped, and the ratio.

    python benchmarks/bench_display_accuracy.py [--seconds N] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtGui import QPaintEvent  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from dealer_assist.commands.clock import MemoryClockFeed  # noqa: E402
from dealer_assist.core.clock import (  # noqa: E402
    display_seconds,
    ms_until_display_change,
    read_clock,
)
from dealer_assist.ui.clock_view import ClockView  # noqa: E402

# One level of three hours: no period boundary inside the run, so the true instant each
# shown second begins is simply anchor time + (anchor remaining - shown seconds * 1000).
STRUCTURE = """
schema_version = 1
name = "Benchmark"
starting_stack = 10000

[[chips]]
value = 25
colour = "green"

[[period]]
kind = "level"
small_blind = 25
big_blind = 50
duration_min = 180
"""


def now_ms_float() -> float:
    return time.time_ns() / 1_000_000


@dataclass
class Run:
    name: str
    lateness_ms: list[float]
    shown: list[int]


class MeasuredView(ClockView):
    """The real view; each paint is time-stamped against the true start of its second."""

    def __init__(self, feed: MemoryClockFeed, naive: bool) -> None:
        super().__init__(feed)
        self._naive = naive
        self.lateness_ms: list[float] = []
        self.shown: list[int] = []
        anchor = feed.tournament().anchor
        assert anchor is not None
        self._anchor_end_ms = anchor.anchored_at_ms + anchor.remaining_ms

    def refresh(self) -> None:
        super().refresh()
        if self._naive:
            self.timer().stop()  # the baseline lives on its own free-running timer only

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        painted_ms = now_ms_float()
        super().paintEvent(event)
        reading = self.reading()
        if reading is None:
            return
        seconds = display_seconds(reading.remaining_ms)
        if self.shown and self.shown[-1] == seconds:
            return  # an expose repaint of the same second, not a change
        self.shown.append(seconds)
        if len(self.shown) > 1:  # the first paint is the window appearing
            self.lateness_ms.append(painted_ms - (self._anchor_end_ms - seconds * 1000))


def run_view(app: QApplication, seconds: float, naive: bool, phase_ms: int) -> Run:
    feed = MemoryClockFeed.running("Benchmark", STRUCTURE, lambda: time.time_ns() // 1_000_000)
    view = MeasuredView(feed, naive)
    view.resize(1920, 1080)
    feed.listeners.append(view.refresh)
    ticker = None
    if naive:
        ticker = QTimer()
        ticker.setInterval(1000)  # the usual mistake: count on a 1 s timer being on time
        ticker.timeout.connect(view.refresh)
        # Start `phase_ms` after a second boundary: a 1 s timer then runs that far behind.
        anchor = feed.tournament().anchor
        assert anchor is not None
        to_boundary_ms = ms_until_display_change(
            read_clock(feed.tournament().structure, anchor, feed.now_ms())
        )
        QTimer.singleShot(to_boundary_ms + phase_ms, ticker.start)
    view.show()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    if ticker is not None:
        ticker.stop()
    view.timer().stop()
    view.close()
    app.processEvents()
    return Run("naive 1000 ms timer" if naive else "boundary-armed", view.lateness_ms, view.shown)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def report(run: Run, seconds: float) -> tuple[float, float]:
    values = run.lateness_ms
    if not values:
        print(f"{run.name:>22}: no second changes recorded")
        return float("nan"), float("nan")
    changes = run.shown[1:]  # from the first change on (the first paint is the window appearing)
    skipped = sum(max(0, a - b - 1) for a, b in zip(changes, changes[1:], strict=False))
    median, p99 = statistics.median(values), percentile(values, 0.99)
    print(
        f"{run.name:>22}: {len(values):4d} changes in {seconds:.0f} s  "
        f"median {median:7.2f} ms  p99 {p99:7.2f} ms  max {max(values):7.2f} ms  "
        f"min {min(values):6.2f} ms  seconds skipped {skipped}"
    )
    return median, p99


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each run")
    parser.add_argument("--seed", type=int, default=None, help="seed of the baseline's phase")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    phase_ms = random.Random(args.seed).randrange(1000)
    print(
        f"platform {app.platformName()}, {args.seconds:.0f} s per run, "
        f"baseline timer phase {phase_ms} ms"
    )
    ours = run_view(app, args.seconds, naive=False, phase_ms=0)
    naive = run_view(app, args.seconds, naive=True, phase_ms=phase_ms)
    our_median, our_p99 = report(ours, args.seconds)
    naive_median, naive_p99 = report(naive, args.seconds)
    print(
        f"ratio naive/ours: median {naive_median / our_median:.1f}x, "
        f"p99 {naive_p99 / our_p99:.1f}x   (target: ours p99 <= 20 ms: "
        f"{'met' if our_p99 <= 20 else 'NOT met'})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
