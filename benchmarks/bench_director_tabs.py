"""Director tabs: the first click on each tab built on first use, and how long the window stops
answering until the tab is complete.

The Players, Payouts, Money, Tables and Charts tabs are built when first shown (not part of the
first paint); Charts brings numpy and pyqtgraph. For each tab of each round, one process makes
a tournament of `--players` players; a fresh one (as a launch: the tab's modules not imported
yet) reopens it in the director's window, shows it, lets it go idle (the work after its first
paint done), then clicks the tab and times, from the click:

- painted: the tab's page painted (what the director sees first);
- complete: the tab's content built (Charts: the charts, which may come after "Loading");
- longest stall: the longest single turn of the event loop from the click to complete (the
  window answers nothing during a turn: clicks and keys wait).

Baseline in the same run and process: a click back on the Blind structure tab (already built),
timed the same way; the ratio is taken per round. `--compare DIR` also times the checkout in
DIR (e.g. `git archive COMMIT | tar -x -C DIR`), alternating with ours round by round.

    python benchmarks/bench_director_tabs.py [--runs 5] [--players 30] [--compare DIR]
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
TABS = ("Players", "Payouts", "Money", "Tables", "Charts")

# The tournament, made in a process of its own: the timed one starts as a launch does.
SETUP = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from dealer_assist.app import build_director
from dealer_assist.core import entries
window = build_director(sys.argv[1], demo=True)
for n in range(int(sys.argv[2])):
    state = window.state()
    window.qsession.execute(entries.cmd_register(state, window.now_ms(), f"Player {n + 1}"))
window.shut_down()
window.qsession.close()
"""

CHILD = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from dealer_assist.app import build_director
data_dir, tab = sys.argv[1], sys.argv[2]
window = build_director(data_dir)  # the tournament SETUP made, reopened
window.resize(1280, 720)
window.show()
P = time.perf_counter
quiet_until = P() + 1.5
while P() < quiet_until:  # the first paint and what follows it (the editor, the backups)
    app.processEvents()
    time.sleep(0.002)

def click(title, complete):
    index = next(i for i in range(window.tabs.count()) if window.tabs.tabText(i) == title)
    started = P()
    window.tabs.setCurrentIndex(index)  # what a click on the tab does
    window.tabs.widget(index).repaint()
    painted = P() - started
    longest = painted
    while not complete() and P() - started < 30:
        turn = P()
        app.processEvents()
        longest = max(longest, P() - turn)
        time.sleep(0.001)
    done = P() - started
    return {"painted_ms": painted * 1000, "complete_ms": done * 1000, "stall_ms": longest * 1000}

built = {
    "Players": lambda: window._players_panel is not None,
    "Payouts": lambda: window._payouts_panel is not None,
    "Money": lambda: window._money_panel is not None,
    "Tables": lambda: window._tables_panel is not None,
    "Charts": lambda: window._charts_panel is not None,
}
result = {"tab": click(tab, built[tab]), "baseline": click("Blind structure", lambda: True)}
print(json.dumps(result), flush=True)
window.shut_down()
window.qsession.close()
"""


def run_child(checkout: Path, code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYQTGRAPH_QT_LIB="PySide6")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: from bytecode
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def time_tab(checkout: Path, data_dir: Path, tab: str, players: int) -> dict[str, dict[str, float]]:
    setup = run_child(checkout, SETUP, str(data_dir), str(players))
    if setup.returncode != 0:
        raise RuntimeError(f"setup in {checkout}: exit {setup.returncode}\n{setup.stderr}")
    result = run_child(checkout, CHILD, str(data_dir), tab)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        raise RuntimeError(f"{tab} in {checkout}: exit {result.returncode}\n{result.stderr}")
    return json.loads(lines[-1])  # type: ignore[no-any-return]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="rounds (default 5)")
    parser.add_argument("--players", type=int, default=30, help="players registered (30)")
    parser.add_argument("--compare", metavar="DIR", help="also time the checkout in DIR")
    options = parser.parse_args()
    sides = [("ours", CHECKOUT)]
    if options.compare:
        sides.append(("compare", Path(options.compare).resolve()))
    runs: dict[tuple[str, str], list[dict[str, dict[str, float]]]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-tabs-") as scratch:
        for side, checkout in sides:  # one untimed run each: bytecode written, disk warm
            time_tab(checkout, Path(scratch) / f"warm-{side}", "Players", options.players)
        for round_index in range(options.runs):
            order = sides if round_index % 2 == 0 else sides[::-1]
            for tab in TABS:
                for side, checkout in order:
                    data_dir = Path(scratch) / f"{side}-{tab}-{round_index}"
                    runs.setdefault((side, tab), []).append(
                        time_tab(checkout, data_dir, tab, options.players)
                    )

    def median(values: list[float]) -> float:
        return statistics.median(values)

    print(
        f"director tabs, first click: {options.runs} rounds, {options.players} players, "
        f"QPA {os.environ.get('QT_QPA_PLATFORM', 'offscreen')}, "
        f"load average {os.getloadavg()[0]:.2f} (medians, ms)"
    )
    print(
        f"  {'tab':<18}{'painted':>9}{'complete':>10}{'longest stall':>15}"
        f"{'baseline':>10}   stall / baseline stall"
    )
    for side, _ in sides:
        for tab in TABS:
            samples = runs[(side, tab)]
            stall = [s["tab"]["stall_ms"] for s in samples]
            base = [s["baseline"]["stall_ms"] for s in samples]
            ratios = [a / max(b, 0.01) for a, b in zip(stall, base, strict=True)]
            label = tab if side == "ours" else f"--compare {tab}"
            print(
                f"  {label:<18}{median([s['tab']['painted_ms'] for s in samples]):9.1f}"
                f"{median([s['tab']['complete_ms'] for s in samples]):10.1f}"
                f"{median(stall):15.1f}{median(base):10.1f}"
                f"   {median(ratios):.1f}x (range {min(ratios):.1f}-{max(ratios):.1f})"
            )
    if options.compare:
        print("Ours / --compare, longest stall (per round):")
        for tab in TABS:
            pairs = zip(runs[("ours", tab)], runs[("compare", tab)], strict=True)
            ratios = [a["tab"]["stall_ms"] / b["tab"]["stall_ms"] for a, b in pairs]
            print(f"  {tab:<18}{median(ratios):.2f}x (range {min(ratios):.2f}-{max(ratios):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
